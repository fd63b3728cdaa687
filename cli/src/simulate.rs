//! `ludo simulate`: CPU-only tournaments that measure strength and speed
//! (`docs/ai.md`).
//!
//! Game `g` of a run is seeded from `(--seed, g)`; player specs rotate through the
//! seats and the first player rotates too (`ludo_core::tools::arena::plan`), so each
//! spec sits in each seat, and each seat starts, equally often over every `n²`
//! games. A win is first place; a shared first place counts `1/k` to each of the `k`
//! sharers. Exit status 0 on success, 2 for bad arguments, 1 when a file cannot be read.

use indicatif::{ProgressBar, ProgressStyle};
use ludo_core::ai::{Budget, DEFAULT_NODES, Level, Weights};
use ludo_core::rules::{Preset, Rules, Variant};
use ludo_core::tools::arena::{play_series_game, seating};
use ludo_core::tools::tune::{TuneConfig, coordinate_ascent};
use serde_json::{Value, json};
use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

/// Arguments of `ludo simulate`.
#[derive(clap::Args)]
pub struct Args {
    /// Comma-separated levels, one per seat, 2–4 of: random, easy, medium, hard, expert.
    #[arg(
        long,
        value_enum,
        ignore_case = true,
        value_delimiter = ',',
        default_value = "expert,random,random,random"
    )]
    players: Vec<Level>,
    /// Number of games.
    #[arg(long, default_value_t = 10_000)]
    games: u64,
    /// Seed of the whole run (dice and CPU generators of every game derive from it).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// House rules: a JSON file holding the `rules` object of the position format.
    #[arg(long, conflicts_with = "preset")]
    rules: Option<PathBuf>,
    /// House rules by preset name instead.
    #[arg(long, value_enum, ignore_case = true)]
    preset: Option<Preset>,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    json: bool,
    /// Worker threads (default 1: the speed goal is per core). Results do not depend on it.
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Node budget of each expert decision.
    #[arg(long, default_value_t = DEFAULT_NODES)]
    nodes: u64,
    /// Evaluation weights (JSON object, see `docs/ai.md`) for the hard and expert seats.
    #[arg(long)]
    weights: Option<PathBuf>,
    /// Instead of a tournament, tune the weights of the first seat's level (hard or
    /// expert) by coordinate ascent for this many rounds, `--games` games per probe,
    /// and print the tuned weights as JSON.
    #[arg(long)]
    tune: Option<u32>,
}

fn fail(msg: &str, code: u8) -> ExitCode {
    eprintln!("ludo simulate: {msg}");
    ExitCode::from(code)
}

/// Runs `ludo simulate`.
pub fn run(args: Args) -> ExitCode {
    let levels = args.players.clone();
    if !(2..=4).contains(&levels.len()) {
        return fail("--players needs 2 to 4 levels", 2);
    }
    let rules = match (&args.rules, &args.preset) {
        (Some(path), _) => match std::fs::read_to_string(path) {
            Err(e) => return fail(&format!("cannot read {}: {e}", path.display()), 1),
            Ok(text) => match serde_json::from_str::<Rules>(&text) {
                Ok(r) => r,
                Err(e) => return fail(&format!("bad rules in {}: {e}", path.display()), 2),
            },
        },
        (None, Some(preset)) => preset.rules(),
        (None, None) => Rules::default(),
    };
    let weights = match &args.weights {
        None => None,
        Some(path) => match std::fs::read_to_string(path) {
            Err(e) => return fail(&format!("cannot read {}: {e}", path.display()), 1),
            Ok(text) => match serde_json::from_str::<Weights>(&text) {
                Ok(w) => Some(w),
                Err(e) => return fail(&format!("bad weights in {}: {e}", path.display()), 2),
            },
        },
    };
    let v = match Variant::new(rules, seating(levels.len())) {
        Ok(v) => v,
        Err(e) => return fail(&e.to_string(), 2),
    };
    if args.games == 0 {
        return fail("--games must be at least 1", 2);
    }
    if let Some(rounds) = args.tune {
        return tune(&v, levels[0], weights, rounds, &args);
    }
    let specs: Vec<(Level, Option<Weights>)> = levels
        .iter()
        .map(|&l| {
            let w = if matches!(l, Level::Hard | Level::Expert) {
                weights
            } else {
                None
            };
            (l, w)
        })
        .collect();
    let threads = args.threads.max(1);
    let bar = progress_bar(args.games);
    let started = Instant::now();
    let partials: Vec<Partial> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let (v, specs, bar) = (&v, &specs, &bar);
                let (seed, games, nodes) = (args.seed, args.games, args.nodes);
                s.spawn(move || run_games(v, specs, seed, games, nodes, t, threads, bar.as_ref()))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("simulation thread panicked"))
            .collect()
    });
    let secs = started.elapsed().as_secs_f64();
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    let mut total = Partial::new(specs.len());
    for p in partials {
        total.merge(p);
    }
    let out = report(&args, &levels, &total, secs);
    if args.json {
        println!("{out}");
    } else {
        print_table(&out);
    }
    ExitCode::SUCCESS
}

/// What one worker thread collected.
struct Partial {
    wins: Vec<f64>,
    rolls: u64,
    games: u64,
    truncated: u64,
    /// Decision seconds by spec index.
    times: Vec<Vec<f32>>,
}

impl Partial {
    fn new(n: usize) -> Partial {
        Partial {
            wins: vec![0.0; n],
            rolls: 0,
            games: 0,
            truncated: 0,
            times: vec![Vec::new(); n],
        }
    }

    fn merge(&mut self, o: Partial) {
        for (a, b) in self.wins.iter_mut().zip(o.wins) {
            *a += b;
        }
        self.rolls += o.rolls;
        self.games += o.games;
        self.truncated += o.truncated;
        for (a, b) in self.times.iter_mut().zip(o.times) {
            a.extend(b);
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn run_games(
    v: &Variant,
    specs: &[(Level, Option<Weights>)],
    seed: u64,
    games: u64,
    nodes: u64,
    thread: usize,
    threads: usize,
    bar: Option<&ProgressBar>,
) -> Partial {
    let n = specs.len();
    let mut part = Partial::new(n);
    // Random seats are not timed: timing would cost more than their decisions.
    let mut time_mask = 0u8;
    for (k, (l, _)) in specs.iter().enumerate() {
        if *l != Level::Random {
            time_mask |= 1 << k;
        }
    }
    let budget = Budget::nodes(nodes);
    let mut g = thread as u64;
    let mut since_tick = 0u64;
    let times = &mut part.times;
    while g < games {
        let r = play_series_game(v, specs, seed, g, &budget, time_mask, &mut |k, s| {
            times[k].push(s)
        });
        let share = 1.0 / r.winner_count().max(1) as f64;
        for (k, w) in part.wins.iter_mut().enumerate() {
            if r.winners & (1 << k) != 0 {
                *w += share;
            }
        }
        part.rolls += r.rolls as u64;
        part.games += 1;
        part.truncated += r.truncated as u64;
        g += threads as u64;
        since_tick += 1;
        if since_tick == 256 {
            if let Some(b) = bar {
                b.inc(since_tick);
            }
            since_tick = 0;
        }
    }
    if let Some(b) = bar {
        b.inc(since_tick);
    }
    part
}

fn progress_bar(games: u64) -> Option<ProgressBar> {
    if !std::io::stderr().is_terminal() {
        return None;
    }
    let b = ProgressBar::new(games);
    if let Ok(style) =
        ProgressStyle::with_template("{bar:40} {pos}/{len} games  {per_sec}  eta {eta}")
    {
        b.set_style(style);
    }
    Some(b)
}

/// Wilson score interval at 95% (z = 1.96) for `wins` of `n`.
fn wilson(wins: f64, n: f64) -> (f64, f64) {
    let z = 1.96f64;
    let p = wins / n;
    let z2 = z * z;
    let denom = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

fn round(x: f64, digits: i32) -> f64 {
    let m = 10f64.powi(digits);
    (x * m).round() / m
}

fn percentile(sorted: &[f32], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((q * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len()) - 1;
    sorted[i] as f64
}

fn report(args: &Args, levels: &[Level], total: &Partial, secs: f64) -> Value {
    let n = total.games as f64;
    let results: Vec<Value> = levels
        .iter()
        .zip(&total.wins)
        .map(|(l, &w)| {
            let (lo, hi) = wilson(w, n);
            let wins = if w.fract() == 0.0 {
                json!(w as u64)
            } else {
                json!(round(w, 3))
            };
            json!({"player": l.name(), "wins": wins, "win_rate": round(w / n, 4),
                   "ci95": [round(lo, 4), round(hi, 4)]})
        })
        .collect();
    let mut decision = serde_json::Map::new();
    for l in Level::ALL {
        let mut all: Vec<f32> = Vec::new();
        for (k, lv) in levels.iter().enumerate() {
            if *lv == l {
                all.extend(&total.times[k]);
            }
        }
        if all.is_empty() {
            continue;
        }
        all.sort_by(f32::total_cmp);
        let ms = |x: f64| round(x * 1000.0, 4);
        decision.insert(
            l.name().into(),
            json!({"p50": ms(percentile(&all, 0.5)), "p99": ms(percentile(&all, 0.99)),
                   "max": ms(percentile(&all, 1.0)), "decisions": all.len()}),
        );
    }
    let mut out = json!({
        "games": total.games,
        "seed": args.seed,
        "results": results,
        "mean_rolls_per_game": round(total.rolls as f64 / n, 1),
        "games_per_sec": round(n / secs, 1),
        "decision_ms": decision,
    });
    if total.truncated > 0 {
        out["truncated_games"] = json!(total.truncated);
    }
    out
}

fn print_table(out: &Value) {
    println!(
        "{} games, seed {}, {} rolls/game, {} games/s",
        out["games"], out["seed"], out["mean_rolls_per_game"], out["games_per_sec"]
    );
    println!("seat  player   win rate  95% CI");
    if let Some(rs) = out["results"].as_array() {
        for (i, r) in rs.iter().enumerate() {
            println!(
                "{:<5} {:<8} {:<9} [{}, {}]",
                i + 1,
                r["player"].as_str().unwrap_or("?"),
                r["win_rate"],
                r["ci95"][0],
                r["ci95"][1]
            );
        }
    }
    if let Some(d) = out["decision_ms"].as_object() {
        for (level, t) in d {
            println!(
                "{level}: decision p50 {} ms, p99 {} ms, max {} ms ({} decisions)",
                t["p50"], t["p99"], t["max"], t["decisions"]
            );
        }
    }
}

fn tune(v: &Variant, level: Level, start: Option<Weights>, rounds: u32, args: &Args) -> ExitCode {
    if !matches!(level, Level::Hard | Level::Expert) {
        return fail(
            "--tune tunes the first seat's level, which must be hard or expert",
            2,
        );
    }
    let cfg = TuneConfig {
        level,
        rounds,
        games: args.games,
        players: v.seats().len(),
        seed: args.seed,
        ..TuneConfig::default()
    };
    let w = coordinate_ascent(v, start.unwrap_or(Weights::HAND), &cfg, &mut |line| {
        eprintln!("{line}")
    });
    match serde_json::to_string(&w) {
        Ok(s) => {
            println!("{s}");
            ExitCode::SUCCESS
        }
        Err(e) => fail(&e.to_string(), 1),
    }
}
