//! CPU turns: scheduling with a delay, cancelling, stale decisions.

use super::*;

#[test]
fn cpu_turns_wait_the_delay_plus_the_animation_of_the_previous_move() {
    let config = TableConfig {
        cpu_delay: ms(600),
        step_delay: ms(100),
        ..TableConfig::instant()
    };
    // Yellow: 6 out, 5 to square 6; then Red (CPU) rolls.
    let s = setup(
        &[(Color::Yellow, HUMAN), (Color::Red, EASY)],
        Color::Yellow,
        &[6, 5, 4],
    );
    let (mut t, _, clock) = table(&s, config);
    t.roll();
    t.move_token(T0);
    t.roll();
    let u = t.move_token(T0);
    check(&t, &u);
    assert!(u.view.cpu_thinking);
    assert!(u.cpu_job.is_none(), "not before the delay");
    // 600 ms + 5 squares × 100 ms.
    assert_eq!(u.wake_at, Some(ms(1_100)));
    clock.advance(ms(1_099));
    let u = t.tick();
    check(&t, &u);
    assert!(u.cpu_job.is_none());
    clock.advance(ms(1));
    let u = t.tick();
    check(&t, &u);
    let job = u.cpu_job.clone().expect("due now");
    assert_eq!((job.color, job.ticket), (Color::Red, t.ticket()));
    // Ticking again while the job runs hands out nothing new.
    assert!(t.tick().cpu_job.is_none());
    let u = run_job(&mut t, &u).unwrap();
    assert!(matches!(
        u.events[0].event,
        Event::Rolled {
            color: Color::Red,
            roll: Face::Four
        }
    ));
    assert_eq!(u.view.status.key, Key::PromptRoll);
}

#[test]
fn handing_the_seat_back_cancels_the_cpu_turn() {
    let s = setup(
        &[(Color::Yellow, HUMAN), (Color::Red, HUMAN)],
        Color::Yellow,
        &[],
    );
    let (mut t, _, _) = table(&s, TableConfig::instant());
    let u = t.set_seat(Color::Yellow, MEDIUM);
    check(&t, &u);
    let job = u.cpu_job.expect("the CPU takes Yellow's turn at once");
    // The decision is being computed when the person takes the seat back.
    let decision = job.run(&AtomicBool::new(false));
    let u = t.set_seat(Color::Yellow, HUMAN);
    check(&t, &u);
    assert!(u.cancel_cpu, "the running search is cancelled");
    assert!(u.cpu_job.is_none());
    assert!(u.view.person_to_act);
    let before = t.save_request().unwrap();
    let u = t.cpu_decided(decision);
    check(&t, &u);
    assert!(u.events.is_empty() && u.save.is_none() && u.refused.is_none());
    assert_eq!(
        t.save_request().unwrap(),
        before,
        "the stale decision changed nothing"
    );
    assert_eq!(t.game().history().len(), 2);
}

#[test]
fn a_stale_cpu_decision_is_never_applied() {
    let s = setup(
        &[(Color::Yellow, EASY), (Color::Red, EASY)],
        Color::Yellow,
        &[],
    );
    let (mut t, u, _) = table(&s, TableConfig::instant());
    let old = u
        .cpu_job
        .expect("a CPU starts")
        .run(&AtomicBool::new(false));
    // Pause and resume while it computes: the state it was computed for is gone.
    let p = t.pause();
    check(&t, &p);
    assert!(p.cancel_cpu);
    let r = t.resume();
    check(&t, &r);
    let fresh = r.cpu_job.clone().expect("a new job after resuming");
    assert_ne!(fresh.ticket, old.ticket);
    let history = t.game().history().len();
    let u = t.cpu_decided(old);
    check(&t, &u);
    assert!(u.events.is_empty() && u.save.is_none());
    assert_eq!(t.game().history().len(), history);
    // A forged ticket is dropped too; the fresh decision is applied once.
    let mut forged = fresh.run(&AtomicBool::new(false));
    forged.ticket += 7;
    assert!(t.cpu_decided(forged).events.is_empty());
    let d = fresh.run(&AtomicBool::new(false));
    let u = t.cpu_decided(d);
    check(&t, &u);
    assert!(!u.events.is_empty());
    assert!(
        t.cpu_decided(d).events.is_empty(),
        "the same decision twice is stale"
    );
    // A re-attaching driver gets the job that is out again; running it twice is harmless.
    let again = t.present().cpu_job.expect("the job that is out");
    let d = again.run(&AtomicBool::new(false));
    assert!(!t.cpu_decided(d).events.is_empty());
}

#[test]
fn undo_cancels_the_cpu_and_takes_back_its_turns() {
    // Yellow 6 (out), 3; Red 2 (no move, CPU) ... Yellow undoes the move of 3.
    let s = setup(
        &[(Color::Yellow, HUMAN), (Color::Red, EASY)],
        Color::Yellow,
        &[6, 3, 2, 4],
    );
    let config = TableConfig {
        cpu_delay: ms(500),
        ..TableConfig::instant()
    };
    let (mut t, _, clock) = table(&s, config);
    t.roll();
    t.move_token(T0);
    t.roll();
    let u = t.move_token(T0);
    assert_eq!(u.view.to_act, Some(Color::Red));
    clock.advance(ms(500));
    let u = t.tick();
    let job = u.cpu_job.clone().expect("due");
    let u = t.undo();
    check(&t, &u);
    assert!(u.cancel_cpu && u.save.is_some());
    assert!(matches!(
        u.events.last().unwrap().event,
        Event::Undone { .. }
    ));
    assert_eq!(u.view.to_act, Some(Color::Yellow));
    assert_eq!(u.view.phase, Phase::AwaitingMove);
    assert!(
        t.cpu_decided(job.run(&AtomicBool::new(false)))
            .events
            .is_empty()
    );
    assert!(t.save_request().unwrap().json.contains("\"undos\":1"));
}

#[test]
fn play_cpu_turns_runs_to_the_next_person_decision() {
    let s = setup(
        &[
            (Color::Yellow, EASY),
            (Color::Blue, HUMAN),
            (Color::Red, MEDIUM),
        ],
        Color::Yellow,
        &[],
    );
    let (mut t, _, _) = table(&s, TableConfig::default());
    // A CPU rolling first waits for the person (`held_for_start`) until they roll.
    assert!(t.play_cpu_turns().is_empty());
    t.roll();
    let updates = t.play_cpu_turns();
    assert!(!updates.is_empty());
    check(&t, updates.last().unwrap());
    assert_eq!(t.game().current(), Some(Color::Blue));
    assert!(t.view().person_to_act);
}

#[test]
fn a_cpu_capturing_a_persons_token_is_announced_with_everything_else() {
    let s = easy_cpu_captures_yellow();
    let (mut t, _, _) = table(&s, TableConfig::instant());
    let mut cpu_updates = vec![];
    for _ in 0..3 {
        t.roll();
        let u = t.move_token(T0);
        check(&t, &u);
        if u.view.to_act == Some(Color::Yellow) {
            continue; // the extra roll after the 6
        }
        cpu_updates.extend(t.play_cpu_turns());
    }
    t.roll();
    t.move_token(T0);
    cpu_updates.extend(t.play_cpu_turns());
    let capture = cpu_updates
        .iter()
        .find(|u| {
            u.events
                .iter()
                .any(|e| matches!(e.event, Event::Captured { .. }))
        })
        .expect("Blue captured");
    // One announcement per event, in order: the CPU's move, the capture, the extra roll.
    assert_eq!(capture.announcements.len(), capture.events.len());
    let keys: Vec<Key> = capture.announcements.iter().map(|m| m.key).collect();
    assert_eq!(
        keys,
        [
            Key::EventMoved,
            Key::EventCaptured,
            Key::EventExtraRollBecause
        ]
    );
    let words = crate::i18n::localize(&capture.announcements[1], crate::i18n::Lang::En);
    assert_eq!(words, "Blue captured Yellow's token 1: back to base.");
    // The person at the device feels it; the CPU's own move gives no feedback.
    assert_eq!(capture.feedback, vec![Feedback::TokenCaptured]);
    let lm = capture.view.last_move.as_ref().unwrap();
    assert_eq!(
        (lm.color, lm.captured.clone()),
        (
            Color::Blue,
            vec![CaptureView {
                color: Color::Yellow,
                token: T0
            }]
        )
    );
}

#[test]
fn the_table_and_its_jobs_can_move_to_other_threads() {
    fn send<T: Send + 'static>() {}
    send::<Table>();
    send::<CpuJob>();
    send::<CpuDecision>();
    send::<Update>();
    send::<Input>();
}

#[test]
fn no_undo_once_the_game_is_over() {
    // Yellow moves once (so there is a person's move to take back), then hands the
    // seat to the CPU, which plays to the end.
    let s = setup(
        &[(Color::Yellow, HUMAN), (Color::Red, EASY)],
        Color::Yellow,
        &[6],
    );
    let (mut t, _, _) = table(&s, TableConfig::instant());
    t.roll();
    let u = t.move_token(T0);
    assert!(u.view.can_undo, "a person's move in a game with a CPU");
    t.set_seat(Color::Yellow, EASY);
    let last = t.play_cpu_turns().pop().expect("the CPUs play");
    assert_eq!(last.view.phase, Phase::GameOver);
    assert!(!last.view.can_undo);
    let before = t.save_request().unwrap().json;
    let u = t.undo();
    check(&t, &u);
    assert_eq!(u.refused, Some(Refusal::GameOver));
    assert!(u.events.is_empty() && u.save.is_none());
    assert_eq!(t.save_request().unwrap().json, before);
}

/// Yellow (a person) rolls 6 and 2 and moves out and on; Red (`master`) rolls 6,
/// brings a token out and rolls 6 again: a real choice (move it or bring out
/// another), the long kind of decision. Returns the table with that job out.
fn master_choosing(timed_game: bool) -> (Table, Update, Arc<FakeClock>) {
    let mut s = setup(
        &[(Color::Yellow, HUMAN), (Color::Red, MASTER)],
        Color::Yellow,
        &[6, 2, 6, 6, 3],
    );
    if timed_game {
        s = timed(s);
    }
    let (mut t, _, clock) = table(&s, TableConfig::instant());
    t.roll();
    t.move_token(T0);
    t.roll();
    let mut u = t.move_token(T0);
    // Red's roll, its only move (out), its second roll: decided at once.
    for _ in 0..3 {
        u = run_job(&mut t, &u).expect("a CPU job");
    }
    assert_eq!(u.view.to_act, Some(Color::Red));
    assert_eq!(u.view.phase, Phase::AwaitingMove);
    // Four legal moves (three tokens could come out), two distinct choices.
    let moves = t.game().pending().map(|(_, m)| m.len());
    assert_eq!(moves, Some(4), "a real choice");
    assert!(u.view.cpu_thinking && u.cpu_job.is_some());
    (t, u, clock)
}

/// Runs `job` on another thread, as the bindings and the terminal do; the returned
/// flag is the one the driver sets on [`Update::cancel_cpu`].
fn spawn_job(
    job: CpuJob,
) -> (
    Arc<AtomicBool>,
    std::thread::JoinHandle<crate::table::CpuDecision>,
) {
    let flag = Arc::new(AtomicBool::new(false));
    let f = Arc::clone(&flag);
    (flag, std::thread::spawn(move || job.run(&f)))
}

#[test]
fn undo_and_pause_during_a_master_turn_cancel_it_and_drop_its_decision() {
    let (mut t, u, _) = master_choosing(false);
    let (flag, running) = spawn_job(u.cpu_job.clone().unwrap());
    let undone = t.undo();
    check(&t, &undone);
    assert!(undone.cancel_cpu, "the running search is told to stop");
    flag.store(true, std::sync::atomic::Ordering::Relaxed);
    let stale = running.join().expect("the job ends once cancelled");
    let history = t.game().history().len();
    let u = t.cpu_decided(stale);
    assert!(u.events.is_empty() && u.save.is_none());
    assert_eq!(t.game().history().len(), history);
    assert_eq!(t.view().to_act, Some(Color::Yellow), "Yellow chooses again");

    // Leaving the game (the app goes to the background: pause) during the turn.
    let (mut t, u, _) = master_choosing(false);
    let (flag, running) = spawn_job(u.cpu_job.clone().unwrap());
    let paused = t.pause();
    check(&t, &paused);
    assert!(paused.cancel_cpu);
    flag.store(true, std::sync::atomic::Ordering::Relaxed);
    let before = t.save_request().unwrap();
    assert!(t.cpu_decided(running.join().unwrap()).events.is_empty());
    assert_eq!(t.save_request().unwrap(), before, "nothing changed");
    let resumed = t.resume();
    check(&t, &resumed);
    assert!(resumed.cpu_job.is_some(), "the turn is taken up again");
}

#[test]
fn a_master_turn_has_no_timer_however_long_it_thinks() {
    let (mut t, u, clock) = master_choosing(true);
    assert!(u.view.timer.is_none());
    let job = u.cpu_job.clone().unwrap();
    // A minute passes while it thinks (twice the turn limit): nothing times out.
    clock.advance(secs(60));
    let u = t.tick();
    check(&t, &u);
    assert!(u.events.is_empty() && u.view.timer.is_none() && u.cpu_job.is_none());
    // Cut short here (the unoptimised test build would roll out for seconds): the
    // expert's move, still a decision for the current state, so it is applied.
    let d = job.run(&AtomicBool::new(true));
    let u = t.cpu_decided(d);
    check(&t, &u);
    assert!(!u.events.is_empty());
    // Red's extra roll and move (cut short too), then Yellow gets the full limit.
    let mut u = u;
    while !u.view.person_to_act {
        let job = u.cpu_job.clone().expect("the CPU goes on");
        u = t.cpu_decided(job.run(&AtomicBool::new(true)));
        check(&t, &u);
    }
    assert_eq!(u.view.to_act, Some(Color::Yellow));
    assert_eq!(
        u.view.timer.as_ref().map(|tv| tv.remaining_ms),
        Some(30_000)
    );
}

/// Issue 34, item 6: when a CPU rolls first, the window for mixing words into the
/// dice lasted only the CPU delay (none at `--cpu-delay-ms 0`). The table now
/// holds that first roll while words may be mixed in and a person is seated: the
/// die is live, the status line says so, mixing keeps the hold, and the person's
/// roll releases it. A table of CPU players only is never held.
#[test]
fn a_cpu_rolling_first_waits_for_a_person_while_words_may_be_mixed_in() {
    let s = setup(
        &[(Color::Yellow, EASY), (Color::Red, HUMAN)],
        Color::Yellow,
        &[],
    );
    let (mut t, u, clock) = table(&s, TableConfig::instant());
    assert!(
        u.cpu_job.is_none() && u.wake_at.is_none(),
        "{:?}",
        u.wake_at
    );
    assert!(u.view.die.can_roll && u.view.can_mix_dice && !u.view.person_to_act);
    assert_eq!(
        crate::i18n::localize(&u.view.status, crate::i18n::Lang::En),
        "Yellow (CPU) rolls first. Mix in your words if you like, then roll to start."
    );
    clock.advance(std::time::Duration::from_secs(3600));
    let u = t.tick();
    assert!(u.cpu_job.is_none() && t.game().rolls().is_empty());
    let u = t.apply(super::super::Input::MixDice {
        words: "our words".into(),
    });
    assert!(u.refused.is_none() && u.cpu_job.is_none());
    assert!(
        t.play_cpu_turns().is_empty(),
        "mixing does not release the hold"
    );
    let u = t.roll();
    assert!(u.refused.is_none());
    check(&t, &u);
    assert!(
        !t.play_cpu_turns().is_empty(),
        "the CPU rolls once released"
    );
    assert!(!t.game().rolls().is_empty());
    // CPU players only: nobody to wait for.
    let cpus = setup(
        &[(Color::Yellow, EASY), (Color::Red, MEDIUM)],
        Color::Yellow,
        &[],
    );
    let (mut t, _, _) = table(&cpus, TableConfig::instant());
    assert!(!t.play_cpu_turns().is_empty());
}
