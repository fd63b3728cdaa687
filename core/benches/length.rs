//! Cost independent of the game's length (issue 33, item 2): one table update and
//! one replay step forward, early in a game (action 10) and late in it (action
//! 1,000). Goal: the late figure within 10% of the early one.
//!
//! * `table_update`: one input as a shell sends it through [`Table::apply`] (a
//!   person's roll or move, or a CPU's decision handed back), with everything the
//!   table does for it: the events, the view, the save it serialises and the CPU
//!   job it hands out. The CPU's thinking ([`CpuJob::run`]) is not timed: it runs
//!   off the UI thread. Timed over actions 10..30 and 1,000..1,040 of one long
//!   game; the table is reopened from its save (untimed) to start the window again.
//! * `replay_step`: [`Replay::step`] to the next step, as the phones' replay steps
//!   forward, over steps 10..30 and 1,000..1,040 (the jump back to the window's
//!   start is not timed).
//!
//! The long game: four seats (two people who always play their last legal move,
//! two `random` CPUs) under house rules that make games long (everyone ranked, no
//! safe squares, an exact roll to finish), seed 7; it lasts 1,059
//! actions (checked). Run (lean): `cargo bench -p ludo-core --bench length --
//! --warm-up-time 1 --measurement-time 3`; figures in docs/table.md, "Cost per
//! action".

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
use std::time::{Duration, Instant};

/// The windows timed: (name, first action, actions in the window).
const WINDOWS: [(&str, usize, usize); 2] = [("action_10", 10, 20), ("action_1000", 1000, 40)];

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

/// A table driven as a shell drives it, with the CPU job the last update handed out.
struct Driver {
    table: Table,
    job: Option<CpuJob>,
}

impl Driver {
    fn new() -> Driver {
        let (table, u) = Table::new(&setup(), Arc::new(FakeClock::new()), TableConfig::instant())
            .expect("the setup seats");
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
            start = Instant::now();
            u = self.table.cpu_decided(d);
        } else {
            let v = self.table.view();
            start = Instant::now();
            u = if v.die.can_roll {
                self.table.roll()
            } else {
                let token = v.moves.last().expect("a person to move").token;
                self.table.move_token(token)
            };
        }
        let took = start.elapsed();
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

fn save_at(actions: usize) -> String {
    let mut d = Driver::new();
    d.play_to(actions);
    d.table.save_request().expect("the game saves").json
}

fn bench(c: &mut Criterion) {
    let last = WINDOWS.iter().map(|w| w.1 + w.2).max().unwrap_or(0);
    let whole = save_at(last);

    let mut g = c.benchmark_group("table_update");
    for (name, first, len) in WINDOWS {
        let start = save_at(first);
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

    let r = Replay::open(&whole).expect("the save opens");
    let mut g = c.benchmark_group("replay_step");
    for (name, first, len) in WINDOWS {
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
                    let start = Instant::now();
                    let s = r.step(at).expect("the step replays");
                    total += start.elapsed();
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
