//! The cost of one action of a `LudoTable` must not grow with the session
//! (issue 14.7): one person's decision at the start of a session and after 40 games
//! played at the same table ("play again").
//!
//! * `pass_and_play`: two people, every input handled synchronously (a no-op
//!   listener): apply, view, save, update queued.
//! * `vs_cpu`: a person against a `random` CPU: the person's input and the CPU
//!   turns after it (a CPU job per CPU decision, run on the runtime), until the
//!   person is to act again, as a phone sees it.
//!
//! `cargo bench -p ludo-ffi --bench table`

use criterion::{Criterion, criterion_group, criterion_main};
use ludo_ffi::*;
use std::hint::black_box;
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

/// Counts the updates after which a person is to act (or the game is over).
#[derive(Default)]
struct Settled {
    count: Mutex<u64>,
    cv: Condvar,
}

impl TableListener for Settled {
    fn on_update(&self, u: TableUpdate) {
        if u.view.person_to_act || u.view.can_play_again {
            *self.count.lock().unwrap() += 1;
            self.cv.notify_all();
        }
    }
}

impl Settled {
    fn now(&self) -> u64 {
        *self.count.lock().unwrap()
    }

    fn wait_past(&self, n: u64) {
        let mut c = self.count.lock().unwrap();
        while *c <= n {
            c = self.cv.wait(c).unwrap();
        }
    }
}

fn table(cpu: bool) -> (Arc<LudoTable>, Arc<Settled>) {
    let red = if cpu {
        SeatKind::Cpu(CpuLevel::Random)
    } else {
        SeatKind::Human
    };
    let setup = GameSetup {
        seats: vec![
            SeatSetup {
                color: PlayerColor::Yellow,
                kind: SeatKind::Human,
            },
            SeatSetup {
                color: PlayerColor::Red,
                kind: red,
            },
        ],
        rules: default_rules().unwrap(),
        seed: Some(42),
        dice_script: vec![],
        first_player: None,
    };
    let l = Arc::new(Settled::default());
    let t = LudoTable::new_game(setup, table_settings_instant().unwrap(), l.clone(), None).unwrap();
    (t, l)
}

/// One decision of the person to act (play again once a game is over); with
/// `wait`, until the person is to act again.
fn step(t: &LudoTable, l: &Settled, wait: bool) {
    let v = t.view().unwrap();
    if !(v.person_to_act || v.can_play_again) {
        // The first CPU turns of a game are still running.
        l.wait_past(l.now());
        return;
    }
    let n = l.now();
    if v.can_play_again {
        t.play_again().unwrap();
    } else if v.die.can_roll {
        t.roll().unwrap();
    } else {
        t.move_token(v.moves[0].token).unwrap();
    }
    if wait {
        l.wait_past(n);
    }
}

/// A table after `games` finished games.
fn after_games(games: u32, cpu: bool) -> (Arc<LudoTable>, Arc<Settled>) {
    let (t, l) = table(cpu);
    while t.view().unwrap().game_number <= games {
        step(&t, &l, cpu);
    }
    (t, l)
}

/// Times `iters` steps; the table is replaced (untimed) by `make` whenever its
/// game number passes `max_game`, so every timed step is in the intended part of
/// the session.
fn timed_steps(
    iters: u64,
    cpu: bool,
    max_game: u32,
    slot: &mut (Arc<LudoTable>, Arc<Settled>),
    make: impl Fn() -> (Arc<LudoTable>, Arc<Settled>),
) -> Duration {
    let mut total = Duration::ZERO;
    for _ in 0..iters {
        if slot.0.view().unwrap().game_number > max_game {
            slot.0.close().unwrap();
            *slot = make();
        }
        let start = Instant::now();
        step(black_box(&slot.0), &slot.1, cpu);
        total += start.elapsed();
    }
    total
}

fn bench(c: &mut Criterion) {
    for (name, cpu) in [("pass_and_play", false), ("vs_cpu", true)] {
        let mut g = c.benchmark_group(name);
        // Game 1 of a session only.
        let mut fresh = after_games(0, cpu);
        g.bench_function("session_start", |b| {
            b.iter_custom(|iters| timed_steps(iters, cpu, 1, &mut fresh, || table(cpu)))
        });
        // Games 41 and later of one session.
        let mut long = after_games(40, cpu);
        g.bench_function("after_40_play_agains", |b| {
            b.iter_custom(|iters| {
                timed_steps(iters, cpu, u32::MAX, &mut long, || after_games(40, cpu))
            })
        });
        g.finish();
        fresh.0.close().unwrap();
        long.0.close().unwrap();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
