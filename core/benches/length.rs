//! Cost independent of the game's length (issue 33, item 2): one table update and
//! one replay step forward, early in a game (action 10) and late in it (action
//! 1,000). Goal: the late figure within 10% of the early one.
//!
//! * `table_update`: one input as a shell sends it through [`Table::apply`] (a
//!   person's roll or move, or a CPU's decision handed back), with everything the
//!   table does for it: the events, the view, the save it serialises and the CPU
//!   job it hands out. The CPU's thinking ([`CpuJob::run`]) is not timed: it runs
//!   off the UI thread. The table is reopened from its save (untimed) to start a
//!   window again.
//!   - `action_10`: actions 10..30 of the game;
//!   - `action_1000`: the same game with 990 seat changes before its first roll
//!     (Yellow handed to the CPU and back, 495 times), actions 1,000..1,020: the
//!     same kind of positions after a history 990 actions longer, so only the
//!     game's length differs (the goal's comparison);
//!   - `late_game_1000`: actions 1,000..1,040 of the game played on, for a real
//!     late game's figure (its positions have more moves to show and to choose
//!     from than an opening's, so it is not the goal's comparison).
//! * `replay_step`: [`Replay::step`] to the next step, as the phones' replay steps
//!   forward, over steps 10..30 and 1,000..1,040 of the game (the jump back to the
//!   window's start is not timed).
//!
//! The game: four seats (two people who always play their last legal move, two
//! `random` CPUs) under house rules that make games long (everyone ranked, no safe
//! squares, an exact roll to finish), seed 7; it lasts 1,059 actions (checked).
//! Times are the thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`), so that other
//! processes of a busy machine do not count; reading that clock adds the same few
//! hundred nanoseconds to every figure. Run (lean): `cargo bench -p ludo-core --bench length -- --warm-up-time 1
//! --measurement-time 3`; figures in docs/table.md, "Cost per action".

use criterion::{Criterion, criterion_group, criterion_main};
use ludo_core::Color;
use ludo_core::ai::Level;
use ludo_core::game::{GameSetup, SeatKind, SeatSetup};
use ludo_core::rules::{Rules, SafeSquares};
use ludo_core::table::replay::Replay;
use ludo_core::table::{CpuJob, FakeClock, Table, TableConfig, Update};
use std::hint::black_box;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// The table windows timed: (name, seat changes first, first action, actions in
/// the window).
const TABLE_WINDOWS: [(&str, usize, usize, usize); 3] = [
    ("action_10", 0, 10, 20),
    ("action_1000", 990, 1000, 20),
    ("late_game_1000", 0, 1000, 40),
];

/// The replay windows timed: (name, first step, steps in the window).
const REPLAY_WINDOWS: [(&str, usize, usize); 2] =
    [("action_10", 10, 20), ("action_1000", 1000, 40)];

fn setup() -> GameSetup {
    let seat = |color, kind| SeatSetup { color, kind };
    GameSetup {
        rules: Rules {
            rank_everyone: true,
            safe_squares: SafeSquares::None,
            exact_finish: true,
            ..Rules::default()
        },
        seats: vec![
            seat(Color::Yellow, SeatKind::Human),
            seat(Color::Blue, SeatKind::Cpu(Level::Random)),
            seat(Color::Red, SeatKind::Human),
            seat(Color::Green, SeatKind::Cpu(Level::Random)),
        ],
        seed: Some(7),
        dice_script: vec![],
        first_player: None,
    }
}

/// The CPU time this thread has run (Linux; elsewhere the wall clock since the
/// first call).
fn cpu_now() -> Duration {
    #[cfg(target_os = "linux")]
    {
        let mut t = libc::timespec {
            tv_sec: 0,
            tv_nsec: 0,
        };
        // SAFETY: `t` is a valid timespec for the call to write.
        if unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) } == 0 {
            return Duration::new(t.tv_sec as u64, t.tv_nsec as u32);
        }
    }
    static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    START.get_or_init(std::time::Instant::now).elapsed()
}

/// A table driven as a shell drives it, with the CPU job the last update handed out.
struct Driver {
    table: Table,
    job: Option<CpuJob>,
}

impl Driver {
    /// The game, after `seat_changes` seat changes before its first roll.
    fn new(seat_changes: usize) -> Driver {
        let (mut table, mut u) =
            Table::new(&setup(), Arc::new(FakeClock::new()), TableConfig::instant())
                .expect("the setup seats");
        for i in 0..seat_changes {
            let kind = if i % 2 == 0 {
                SeatKind::Cpu(Level::Random)
            } else {
                SeatKind::Human
            };
            u = table.set_seat(Color::Yellow, kind);
            assert!(u.refused.is_none(), "refused: {:?}", u.refused);
        }
        Driver {
            table,
            job: u.cpu_job,
        }
    }

    fn actions(&self) -> usize {
        self.table.game().history().len()
    }

    /// One update; only [`Table::apply`] (behind its named methods) is timed.
    fn step(&mut self) -> Duration {
        let u: Update;
        let start;
        if let Some(job) = self.job.take() {
            let d = job.run(&AtomicBool::new(false));
            start = cpu_now();
            u = self.table.cpu_decided(d);
        } else {
            let v = self.table.view();
            start = cpu_now();
            u = if v.die.can_roll {
                self.table.roll()
            } else {
                let token = v.moves.last().expect("a person to move").token;
                self.table.move_token(token)
            };
        }
        let took = cpu_now() - start;
        assert!(u.refused.is_none(), "refused: {:?}", u.refused);
        self.job = black_box(u).cpu_job;
        took
    }

    /// Plays untimed until `actions` actions are in the history.
    fn play_to(&mut self, actions: usize) {
        while self.actions() < actions {
            assert!(
                !self.table.is_finished(),
                "the game ended after {} actions",
                self.actions()
            );
            self.step();
        }
    }

    /// The table reopened from its save, with the CPU job it hands out again.
    fn reopen(save: &str) -> Driver {
        let (table, _) = Table::load(save, Arc::new(FakeClock::new()), TableConfig::instant())
            .expect("the save loads");
        let job = table.present().cpu_job;
        Driver { table, job }
    }
}

fn save_at(seat_changes: usize, actions: usize) -> String {
    let mut d = Driver::new(seat_changes);
    d.play_to(actions);
    d.table.save_request().expect("the game saves").json
}

fn bench(c: &mut Criterion) {
    let mut g = c.benchmark_group("table_update");
    for (name, seat_changes, first, len) in TABLE_WINDOWS {
        // The whole window is played once, so a game too short fails here.
        save_at(seat_changes, first + len);
        let start = save_at(seat_changes, first);
        let mut d = Driver::reopen(&start);
        g.bench_function(name, |b| {
            b.iter_custom(|iters| {
                let mut total = Duration::ZERO;
                for _ in 0..iters {
                    if d.actions() >= first + len {
                        d = Driver::reopen(&start);
                    }
                    total += d.step();
                }
                total
            })
        });
    }
    g.finish();

    let last = REPLAY_WINDOWS.iter().map(|w| w.1 + w.2).max().unwrap_or(0);
    let r = Replay::open(&save_at(0, last)).expect("the save opens");
    let mut g = c.benchmark_group("replay_step");
    for (name, first, len) in REPLAY_WINDOWS {
        let mut at = first;
        g.bench_function(name, |b| {
            b.iter_custom(|iters| {
                let mut total = Duration::ZERO;
                for _ in 0..iters {
                    if at >= first + len {
                        // Back to the window's start, untimed.
                        at = first;
                        black_box(r.step(at).expect("the step replays"));
                    }
                    at += 1;
                    let start = cpu_now();
                    let s = r.step(at).expect("the step replays");
                    total += cpu_now() - start;
                    black_box(s);
                }
                total
            })
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
