//! CPU player benches: `expert` decision time over positions from real games, and a
//! full random 4-player game, the evaluation, one review rollout, the hint's gain and
//! `master` decisions (`cargo bench -p ludo-core --bench ai`).

use criterion::{Criterion, criterion_group, criterion_main};
use ludo_core::Color;
use ludo_core::ai::series::{hard_choices, play_series_game};
use ludo_core::ai::{Budget, Level, Player};
use ludo_core::rules::{Face, MoveList, Position, Rules, Variant};
use std::hint::black_box;

/// Positions (with their roll and moves) where `hard` players had a real choice,
/// from seeded 4-player games.
fn sample_positions(v: &Variant, count: usize) -> Vec<(Position, Face, MoveList)> {
    hard_choices(v, count, |_| true)
}

fn expert_decision(c: &mut Criterion) {
    let v = Variant::new(Rules::default(), &Color::ALL).unwrap();
    let positions = sample_positions(&v, 500);
    let mut player = Player::new(Level::Expert, 1);
    let budget = Budget::default();
    let mut i = 0;
    c.bench_function("expert_decision", |b| {
        b.iter(|| {
            let (pos, roll, moves) = &positions[i % positions.len()];
            i += 1;
            black_box(player.decide(&v, pos, *roll, moves, &budget))
        })
    });
    let mut player = Player::new(Level::Hard, 1);
    c.bench_function("hard_decision", |b| {
        b.iter(|| {
            let (pos, roll, moves) = &positions[i % positions.len()];
            i += 1;
            black_box(player.decide(&v, pos, *roll, moves, &budget))
        })
    });
}

/// Percentiles of the expert decision time over the sampled positions, each timed
/// as the fastest of three runs so that preemption on a busy machine does not count,
/// in wall and in CPU time (printed before the criterion runs; criterion gives the
/// mean).
fn expert_percentiles(c: &mut Criterion) {
    let v = Variant::new(Rules::default(), &Color::ALL).unwrap();
    let positions = sample_positions(&v, 2000);
    let mut player = Player::new(Level::Expert, 1);
    let budget = Budget::default();
    let (mut wall, mut cpu): (Vec<f64>, Vec<f64>) = positions
        .iter()
        .map(|(pos, roll, moves)| {
            (0..3)
                .map(|_| {
                    let (t0, c0) = (std::time::Instant::now(), thread_cpu_ms());
                    black_box(player.decide(&v, pos, *roll, moves, &budget));
                    (t0.elapsed().as_secs_f64() * 1000.0, thread_cpu_ms() - c0)
                })
                .fold((f64::MAX, f64::MAX), |a, b| (a.0.min(b.0), a.1.min(b.1)))
        })
        .unzip();
    // CPU time too: on a busy machine the wall clock counts other processes' turns.
    for (what, times) in [
        ("fastest of 3", &mut wall),
        ("CPU time, least of 3", &mut cpu),
    ] {
        times.sort_by(f64::total_cmp);
        let at =
            |q: f64| times[((q * times.len() as f64).ceil() as usize).clamp(1, times.len()) - 1];
        println!(
            "expert decision over {} positions ({what}): p50 {:.3} ms, p99 {:.3} ms, max {:.3} ms",
            times.len(),
            at(0.5),
            at(0.99),
            at(1.0)
        );
    }
    let _ = c;
}

fn random_game(c: &mut Criterion) {
    let v = Variant::new(Rules::default(), &Color::ALL).unwrap();
    let specs = [(Level::Random, None); 4];
    let budget = Budget::default();
    let mut g = 0;
    c.bench_function("random_game", |b| {
        b.iter(|| {
            g += 1;
            black_box(play_series_game(
                &v,
                &specs,
                1,
                g,
                &budget,
                0,
                &mut |_, _| {},
            ))
        })
    });
}

/// The evaluations (`hard`'s hand-made one, the expert's learned one) over sampled
/// positions, and
/// one rollout of the review's win chances (`hard` for every seat to the end).
fn evaluation_and_rollout(c: &mut Criterion) {
    let v = Variant::new(Rules::default(), &Color::ALL).unwrap();
    let positions = sample_positions(&v, 500);
    let w = ludo_core::ai::Weights::TUNED;
    let mut i = 0;
    c.bench_function("evaluate", |b| {
        b.iter(|| {
            let (pos, _, _) = &positions[i % positions.len()];
            i += 1;
            black_box(ludo_core::ai::evaluate(&v, pos, pos.to_move(), &w))
        })
    });
    let model = ludo_core::ai::learn::Model::builtin().expect("the checked-in model");
    c.bench_function("evaluate_learned", |b| {
        b.iter(|| {
            let (pos, _, _) = &positions[i % positions.len()];
            i += 1;
            black_box(model.value(&v, pos, pos.to_move()))
        })
    });
    let mut seed = 0;
    c.bench_function("rollout_hard", |b| {
        b.iter(|| {
            let (pos, _, _) = &positions[seed as usize % positions.len()];
            seed += 1;
            black_box(ludo_core::ai::chances::rollout(&v, pos, Level::Hard, seed))
        })
    });
}

/// The hint's gain ([`ludo_core::ai::hint_gain`]: 32 rollouts per distinct move)
/// over positions where `hard` had a real choice.
fn hint_gain(c: &mut Criterion) {
    let v = Variant::new(Rules::default(), &Color::ALL).unwrap();
    let positions = sample_positions(&v, 200);
    let mut i = 0;
    let mut g = c.benchmark_group("hint");
    g.sample_size(10);
    g.bench_function("hint_gain", |b| {
        b.iter(|| {
            let (pos, roll, moves) = &positions[i % positions.len()];
            i += 1;
            let h = ludo_core::ai::hint(&v, pos, *roll, moves).expect("a choice");
            black_box(ludo_core::ai::hint_gain(&v, pos, *roll, &h))
        })
    });
    g.finish();
}

/// CPU time of this thread so far in milliseconds (Linux: the thread's CPU clock,
/// else the first field of `/proc/thread-self/schedstat`; 0 elsewhere), so that the
/// decision times do not count the time other processes of a busy machine ran.
fn thread_cpu_ms() -> f64 {
    #[cfg(target_os = "linux")]
    {
        // The thread's CPU clock is exact; schedstat advances by scheduler ticks
        // (4 ms here), too coarse for a decision of a millisecond.
        let mut t = libc::timespec {
            tv_sec: 0,
            tv_nsec: 0,
        };
        // SAFETY: `t` is a valid timespec for the call to write.
        if unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) } == 0 {
            return t.tv_sec as f64 * 1e3 + t.tv_nsec as f64 / 1e6;
        }
    }
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<f64>().ok())
        .map_or(0.0, |ns| ns / 1e6)
}

/// `master` decisions (the default budget: a four-step search within
/// [`ludo_core::ai::master::MASTER_NODE_SCALE`] times the expert's nodes) over
/// positions where `hard` had a choice of two or more moves: a criterion mean (ten
/// samples), and, when the bench is run with a filter naming it (`cargo bench -p
/// ludo-core --bench ai -- master`), the percentiles of one timed decision in each of
/// 200 positions, wall and CPU time, the nodes searched and how many decisions
/// completed the four steps (too slow for every run of the benches).
fn master_decision(c: &mut Criterion) {
    let v = Variant::new(Rules::default(), &Color::ALL).unwrap();
    let positions = sample_positions(&v, 200);
    let mut player = Player::new(Level::Master, 1);
    let budget = Budget::default();
    if std::env::args().skip(1).any(|a| a.contains("master")) {
        let mut nodes = Vec::new();
        let mut deepest = 0;
        let (mut wall, mut cpu): (Vec<f64>, Vec<f64>) = positions
            .iter()
            .map(|(pos, roll, moves)| {
                let (t0, c0) = (std::time::Instant::now(), thread_cpu_ms());
                let d = black_box(player.decide(&v, pos, *roll, moves, &budget));
                let times = (t0.elapsed().as_secs_f64() * 1000.0, thread_cpu_ms() - c0);
                if let Some(d) = d {
                    nodes.push(d.nodes as f64);
                    deepest += usize::from(d.depth == ludo_core::ai::master::MASTER_DEPTH);
                }
                times
            })
            .unzip();
        for (what, unit, times) in [
            ("wall time", "ms", &mut wall),
            ("CPU time", "ms", &mut cpu),
            ("nodes", "", &mut nodes),
        ] {
            times.sort_by(f64::total_cmp);
            let at = |q: f64| {
                times[((q * times.len() as f64).ceil() as usize).clamp(1, times.len()) - 1]
            };
            println!(
                "master decision over {} positions ({what}, one run each): p50 {:.1}{unit}, p99 {:.1}{unit}, max {:.1}{unit}",
                times.len(),
                at(0.5),
                at(0.99),
                at(1.0)
            );
        }
        println!(
            "master: {deepest} of {} decisions completed {} roll steps",
            nodes.len(),
            ludo_core::ai::master::MASTER_DEPTH
        );
    }
    let mut i = 0;
    let mut g = c.benchmark_group("master");
    g.sample_size(10);
    g.bench_function("decision", |b| {
        b.iter(|| {
            let (pos, roll, moves) = &positions[i % positions.len()];
            i += 1;
            black_box(player.decide(&v, pos, *roll, moves, &budget))
        })
    });
    g.finish();
}

criterion_group!(
    benches,
    expert_percentiles,
    expert_decision,
    random_game,
    evaluation_and_rollout,
    hint_gain,
    master_decision
);
criterion_main!(benches);
