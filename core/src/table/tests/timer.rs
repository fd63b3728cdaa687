//! The turn timer: pause and resume, kill and reopen, time-outs.

use super::*;

fn remaining(u: &Update) -> u64 {
    u.view.timer.as_ref().expect("a timer runs").remaining_ms
}

#[test]
fn pause_stops_the_timer_and_resume_continues_it() {
    let s = timed(setup(
        &[(Color::Yellow, HUMAN), (Color::Red, EASY)],
        Color::Yellow,
        &[],
    ));
    let (mut t, u, clock) = table(&s, TableConfig::instant());
    assert_eq!(remaining(&u), 30_000);
    assert!(u.view.timer.as_ref().unwrap().running);
    // The driver is woken on every whole second of the countdown.
    assert_eq!(u.wake_at, Some(secs(1)));
    clock.advance(ms(10_400));
    let u = t.tick();
    check(&t, &u);
    assert!(u.events.is_empty() && u.save.is_none());
    assert_eq!(remaining(&u), 19_600);
    assert_eq!(u.wake_at, Some(secs(11)));
    let u = t.pause();
    check(&t, &u);
    assert!(!u.view.timer.as_ref().unwrap().running);
    assert_eq!(u.wake_at, None, "nothing to wake for while paused");
    // The save written on pause holds the time left.
    let saved = u.save.expect("pause saves");
    assert!(
        saved.json.contains("\"turn_time_left_ms\":19600"),
        "{}",
        saved.json
    );
    // A phone call: the clock runs, the timer does not.
    clock.advance(secs(600));
    let u = t.tick();
    check(&t, &u);
    assert_eq!(remaining(&u), 19_600);
    assert!(u.events.is_empty());
    let u = t.resume();
    check(&t, &u);
    assert!(u.save.is_none(), "resuming changes nothing to save");
    clock.advance(ms(5_000));
    let u = t.tick();
    assert_eq!(remaining(&u), 14_600);
    // Run out: the game rolls for Yellow.
    clock.advance(ms(14_600));
    let u = t.tick();
    check(&t, &u);
    assert!(
        matches!(
            u.events[0].event,
            Event::TimedOut {
                color: Color::Yellow
            }
        ),
        "{:?}",
        u.events
    );
    assert!(u.feedback.contains(&Feedback::TimedOut));
    assert!(u.save.is_some());
}

#[test]
fn a_new_decision_gets_the_full_limit_and_cpu_seats_have_no_timer() {
    // Yellow rolls 6 (a move is due: new decision), moves out, rolls 2 and moves:
    // the turn passes to the CPU, which has no timer.
    let s = timed(setup(
        &[(Color::Yellow, HUMAN), (Color::Red, EASY)],
        Color::Yellow,
        &[6, 2, 3],
    ));
    let (mut t, _, clock) = table(&s, TableConfig::instant());
    clock.advance(secs(20));
    let u = t.roll();
    check(&t, &u);
    assert_eq!(remaining(&u), 30_000);
    clock.advance(secs(3));
    let u = t.move_token(T0);
    check(&t, &u);
    assert_eq!(remaining(&u), 30_000);
    let u = t.roll();
    assert_eq!(remaining(&u), 30_000);
    let u = t.move_token(T0);
    check(&t, &u);
    assert_eq!(u.view.to_act, Some(Color::Red));
    assert!(u.view.timer.is_none());
    assert!(u.cpu_job.is_some());
}

#[test]
fn kill_and_reopen_keeps_the_time_left() {
    let s = timed(setup(
        &[(Color::Yellow, HUMAN), (Color::Red, EASY)],
        Color::Yellow,
        &[],
    ));
    let (mut t, first, clock) = table(&s, TableConfig::instant());
    // The save right after an action holds the full limit.
    assert!(
        first
            .save
            .unwrap()
            .json
            .contains("\"turn_time_left_ms\":30000")
    );
    clock.advance(ms(12_250));
    let saved = t.pause().save.expect("saved on pause");
    drop(t); // the app is killed in the background
    // Reopened much later, on a new clock.
    let clock2 = Arc::new(FakeClock::new());
    clock2.advance(secs(5_000));
    let (t2, u) = Table::load(&saved.json, clock2.clone(), TableConfig::instant()).expect("loads");
    check(&t2, &u);
    assert_eq!(remaining(&u), 17_750);
    assert!(u.view.timer.as_ref().unwrap().running);
    assert!(u.save.is_none());
    assert_eq!(u.announcements, vec![Message::new(Key::TableResumed)]);
    let mut t2 = t2;
    clock2.advance(ms(17_749));
    assert!(t2.tick().events.is_empty());
    clock2.advance(ms(1));
    assert!(matches!(t2.tick().events[0].event, Event::TimedOut { .. }));
    let _ = clock;
}

#[test]
fn three_time_outs_in_a_row_hand_the_seat_to_the_cpu() {
    let s = timed(setup(
        &[(Color::Yellow, HUMAN), (Color::Red, EASY)],
        Color::Yellow,
        &[],
    ));
    let (mut t, mut u, clock) = table(&s, TableConfig::instant());
    let mut timeouts = 0;
    for _ in 0..200 {
        if t.game().seat(Color::Yellow) != Some(HUMAN) {
            break;
        }
        if let Some(next) = run_job(&mut t, &u) {
            u = next;
            continue;
        }
        // Nobody touches the device: wake up when the table asks.
        let wake = u.wake_at.expect("a timer runs for Yellow");
        clock.advance_to(wake);
        u = t.tick();
        check(&t, &u);
        timeouts += u
            .events
            .iter()
            .filter(|e| {
                matches!(
                    e.event,
                    Event::TimedOut {
                        color: Color::Yellow
                    }
                )
            })
            .count();
    }
    assert_eq!(timeouts, 3);
    assert_eq!(
        t.game().seat(Color::Yellow),
        Some(SeatKind::Cpu(crate::game::TIMEOUT_CPU_LEVEL))
    );
    let yellow = &u.view.seats[0];
    assert!(yellow.was_person && yellow.can_take_back);
    assert!(u.announcements.iter().any(|m| m.key == Key::EventSeatCpu));
    // The person takes the seat back by colour.
    let u = t.set_seat(Color::Yellow, HUMAN);
    check(&t, &u);
    assert_eq!(t.game().seat(Color::Yellow), Some(HUMAN));
}

#[test]
fn no_timer_without_a_limit() {
    let s = setup(
        &[(Color::Yellow, HUMAN), (Color::Red, HUMAN)],
        Color::Yellow,
        &[],
    );
    let (t, u, _) = table(&s, TableConfig::instant());
    assert!(u.view.timer.is_none() && u.wake_at.is_none());
    assert!(
        t.save_request()
            .unwrap()
            .json
            .contains("\"turn_time_left_ms\":null")
    );
}
