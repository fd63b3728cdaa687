//! Table tests: a fake clock, scripted dice, no sleeps.

mod cpu;
mod flow;
mod props;
mod rated;
mod saves;
mod timer;
mod tutorial;

use super::*;
use crate::ai::Level;
use crate::game::SeatSetup;
use crate::rules::{Face, Rules, TurnTimeLimit};

/// The first token.
pub(super) const T0: TokenId = TokenId::FIRST;

pub(super) const HUMAN: SeatKind = SeatKind::Human;
pub(super) const EASY: SeatKind = SeatKind::Cpu(Level::Easy);
pub(super) const MEDIUM: SeatKind = SeatKind::Cpu(Level::Medium);
pub(super) const MASTER: SeatKind = SeatKind::Cpu(Level::Master);

pub(super) fn ms(n: u64) -> Duration {
    Duration::from_millis(n)
}

pub(super) fn secs(n: u64) -> Duration {
    Duration::from_secs(n)
}

/// A person (Yellow) against an easy CPU (Blue) whose token captures Yellow's: Yellow
/// rolls 6 out, 5, then 5, 5 to square 16; Blue passes twice, then 6 out onto square 14
/// and 2 onto square 16: capture. Yellow moves token 0 on each of its three turns.
pub(super) fn easy_cpu_captures_yellow() -> GameSetup {
    setup(
        &[(Color::Yellow, HUMAN), (Color::Blue, EASY)],
        Color::Yellow,
        &[6, 5, 2, 5, 3, 5, 6, 2],
    )
}

/// A setup with these seats (clockwise), fixed first player and scripted dice.
pub(super) fn setup(seats: &[(Color, SeatKind)], first: Color, script: &[u8]) -> GameSetup {
    GameSetup {
        rules: Rules::default(),
        seats: seats
            .iter()
            .map(|&(color, kind)| SeatSetup { color, kind })
            .collect(),
        seed: Some(7),
        dice_script: script
            .iter()
            .map(|&f| Face::new(f).expect("a die face"))
            .collect(),
        first_player: Some(first),
    }
}

pub(super) fn timed(mut s: GameSetup) -> GameSetup {
    s.rules.turn_time_limit_secs = Some(TurnTimeLimit::Secs30);
    s
}

/// A table on a fresh fake clock.
pub(super) fn table(s: &GameSetup, config: TableConfig) -> (Table, Update, Arc<FakeClock>) {
    let clock = Arc::new(FakeClock::new());
    let (t, u) = Table::new(s, clock.clone(), config).expect("valid setup");
    check(&t, &u);
    (t, u, clock)
}

/// Runs the job of `u` (if any) and gives the decision back.
pub(super) fn run_job(t: &mut Table, u: &Update) -> Option<Update> {
    let job = u.cpu_job.as_ref()?;
    let d = job.run(&AtomicBool::new(false));
    let next = t.cpu_decided(d);
    check(t, &next);
    Some(next)
}

/// Every message of a view.
pub(super) fn view_messages(v: &TableView) -> Vec<&Message> {
    let mut out = vec![&v.status, &v.die.description];
    out.extend(v.seats.iter().map(|s| &s.description));
    out.extend(v.tokens.iter().map(|s| &s.description));
    out.extend(v.moves.iter().map(|s| &s.description));
    out.extend(v.moves.iter().map(|s| &s.label));
    out.extend(v.hint.iter().map(|h| &h.message));
    out.extend(v.timer.iter().map(|h| &h.text));
    out.extend(v.tutorial.iter().map(|h| &h.tip));
    out
}

/// The table's invariants, after every input.
pub(super) fn check(t: &Table, u: &Update) {
    let now = t.now();
    // A refused input changes nothing.
    if u.refused.is_some() {
        assert!(
            u.events.is_empty() && u.save.is_none() && u.cpu_job.is_none() && !u.cancel_cpu,
            "{u:?}"
        );
        assert_eq!(u.feedback.last(), Some(&Feedback::Refused));
    }
    // The save written as the game grows is the whole game's save, byte for byte
    // (issue 33, item 2).
    if let Some(save) = &u.save {
        assert_eq!(save.json, t.save_request().unwrap().json);
    }
    // Every event is announced; every message is complete.
    assert!(u.announcements.len() >= u.events.len());
    for m in u.announcements.iter().chain(view_messages(&u.view)) {
        assert!(m.is_complete(), "incomplete message {m:?}");
    }
    if let Some(r) = &u.refused {
        assert!(r.message().is_complete());
    }
    // Paused: nothing runs.
    if t.paused {
        assert_eq!(t.cpu, CpuState::Idle);
        assert!(t.timer.is_none_or(|x| !x.running()));
        assert!(u.cpu_job.is_none() && u.wake_at.is_none(), "{u:?}");
    }
    // A CPU turn is scheduled exactly when a CPU may act.
    assert_eq!(t.cpu != CpuState::Idle, t.cpu_may_act(), "{t:?}");
    if u.cpu_job.is_some() {
        assert_eq!(t.cpu, CpuState::Thinking);
        assert_eq!(u.cpu_job.as_ref().map(|j| j.ticket), Some(t.ticket));
    }
    // The timer exists exactly for a person's decision in a timed game, and runs
    // unless paused or waiting for a handover.
    assert_eq!(t.timer.is_some(), t.timer_limit().is_some(), "{t:?}");
    if let Some(x) = t.timer {
        assert_eq!(x.running(), !t.paused && t.handover.is_none());
        assert!(x.remaining(now) <= x.limit());
        let v = u.view.timer.as_ref().expect("timer view");
        assert!(v.remaining_ms <= v.limit_ms);
    } else {
        assert!(u.view.timer.is_none());
    }
    if let Some(h) = t.handover {
        assert_eq!(t.game.current(), Some(h));
        assert_eq!(t.game.seat(h), Some(SeatKind::Human));
    }
    assert!(!t.lesson_done || t.tutorial);
    // The view agrees with the game.
    let v = &u.view;
    assert_eq!(v.paused, t.paused);
    assert_eq!(v.phase, t.game.phase());
    assert!(!v.person_to_act || !t.paused);
    assert!(v.moves.is_empty() || (v.phase == Phase::AwaitingMove && v.person_to_act));
    // The die is live for the person to act, or to release a held first CPU roll.
    assert!(!v.die.can_roll || v.person_to_act || t.held_for_start());
    assert_eq!(v.tutorial.is_some(), t.tutorial);
    assert_eq!(v.tokens.len(), 4 * t.game.players().len());
    if let Some(s) = &u.save {
        assert_eq!(s.slot, t.slot());
        assert_eq!(s.finished, t.is_finished());
    }
}
