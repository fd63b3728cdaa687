//! `ludo simulate`: CPU-only tournaments that measure strength and speed
//! (`docs/ai.md`).
//!
//! Game `g` of a run is seeded from `(--seed, g)`; player specs rotate through the
//! seats and the first player rotates too (`ludo_core::ai::series::plan`), so each
//! spec sits in each seat, and each seat starts, equally often over every `n²`
//! games. A win is first place; a shared first place counts `1/k` to each of the `k`
//! sharers. Exit status 0 on success, 2 for bad arguments and for a `--rules`,
//! `--weights` or `--expert-model` file that cannot be read or used
//! ([`crate::infile::BAD_INPUT`]), 130 after Ctrl-C (SIGINT): the results of the
//! games finished so far are printed first; a second Ctrl-C ends at once. The research modes that were here (`--tune`,
//! `--train-td`, `--audit`) are the `ludo-lab` crate's commands now.

use crate::infile::BAD_INPUT;
use indicatif::{HumanDuration, ProgressBar, ProgressState, ProgressStyle};
use ludo_core::ai::learn::{Model, set_candidate};
use ludo_core::ai::master::MASTER_ROLLOUTS;
use ludo_core::ai::series::{play_series_game, seating};
use ludo_core::ai::{Budget, DEFAULT_NODES, Level, Weights};
use ludo_core::rules::{Preset, Rules, Variant};
use serde_json::{Value, json};
use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Arguments of `ludo simulate`.
#[derive(clap::Args)]
#[command(
    after_help = "Training the expert's model, tuning weights and audits are `ludo-lab` commands \
                  (`ludo-lab train-td`, `tune`, `audit`; docs/ai.md, \"ludo-lab\")."
)]
pub struct Args {
    /// Comma-separated levels, one per seat, 2–4 of: random, easy, medium, hard, expert, master.
    #[arg(
        long,
        value_parser = LevelList,
        default_value = "expert,random,random,random"
    )]
    players: Levels,
    /// Number of games.
    #[arg(long, default_value_t = 10_000, allow_negative_numbers = true,
          value_parser = crate::numbers::games)]
    games: u64,
    /// Seed of the whole run (dice and CPU generators of every game derive from it):
    /// a whole number from 0 to 18446744073709551615.
    #[arg(long, default_value_t = 1, allow_negative_numbers = true, value_parser = crate::numbers::seed)]
    seed: u64,
    /// House rules: a JSON file holding a `rules` object (`{"exit_numbers": [1, 6]}`),
    /// or a position-format file, whose `rules` are used (`docs/position-format.md`).
    #[arg(long, conflicts_with = "preset")]
    rules: Option<PathBuf>,
    /// House rules by preset name instead.
    #[arg(long, value_enum, ignore_case = true)]
    preset: Option<Preset>,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    json: bool,
    /// Worker threads, 1 to 1024 (default 1: the speed goal is per core; no more start
    /// than there are games). Results do not depend on it.
    #[arg(long, default_value_t = 1, allow_negative_numbers = true,
          value_parser = crate::numbers::threads)]
    threads: usize,
    /// Node budget of each expert decision.
    #[arg(long, default_value_t = DEFAULT_NODES, allow_negative_numbers = true,
          value_parser = crate::numbers::count_u64)]
    nodes: u64,
    /// Rollouts of each master decision (`docs/ai.md`, "master").
    #[arg(long, default_value_t = MASTER_ROLLOUTS, allow_negative_numbers = true,
          value_parser = crate::numbers::count_u32)]
    rollouts: u32,
    /// A file of evaluation weights (a JSON object, see `docs/ai.md`) for the first seat's player
    /// (hard or expert; the others keep their level's defaults).
    #[arg(long)]
    weights: Option<PathBuf>,
    /// The expert's leaves use this learned model (a file written by `ludo-lab
    /// train-td`) instead of the checked-in one: measures a candidate without
    /// building it in.
    #[arg(long, value_name = "MODEL.json")]
    expert_model: Option<PathBuf>,
    /// Instead of a tournament, calibrate the review: at every --calibrate-every-th
    /// decision of the games the review judges the move made, its win chance for the
    /// mover is noted with what came of it, and a reliability table (10 bins: mean
    /// chance shown, observed, count) and the Brier score are printed (`docs/ai.md`,
    /// "Calibration"). Exit status 0 whether or not the goal is met.
    #[arg(long)]
    calibrate: bool,
    /// With --calibrate: note one decision in this many.
    #[arg(long, default_value_t = 4, requires = "calibrate", allow_negative_numbers = true,
          value_parser = crate::numbers::every)]
    calibrate_every: u32,
    /// With --calibrate: the review's rollouts per candidate move (its default: the
    /// phones' and `ludo review`'s).
    #[arg(long, default_value_t = ludo_core::game::review::DEFAULT_ROLLOUTS,
          requires = "calibrate", allow_negative_numbers = true,
          value_parser = crate::numbers::rollouts)]
    calibrate_rollouts: u32,
}

/// The house rules of a `--rules` file: a `rules` object, or any JSON object
/// holding one under a `rules` key (a position-format file, a save), and whether
/// that object is empty (it names no rule: every rule is the default).
///
/// Errors: what the file should hold, and what was wrong (also for a list, `[]`,
/// which serde would take as the rules' fields in order: an empty one was the
/// default rules without a word).
fn rules_of(text: &str) -> Result<(Rules, bool), String> {
    let want = "--rules wants a JSON file holding a rules object such as \
                {\"exit_numbers\": [1, 6], \"safe_squares\": \"starts_only\"}, or a \
                position-format file with a \"rules\" object (docs/position-format.md)";
    // An empty file (or only spaces, a byte-order mark) said the parser's "EOF while
    // parsing a value at line 1 column 0".
    if ludo_core::store::is_blank(text) {
        return Err(format!("the file is empty; {want}"));
    }
    let value: Value = serde_json::from_str(text).map_err(|e| format!("{want}; {e}"))?;
    // A rules object has no `rules` key, so one with it wraps the rules: a
    // position-format file, a save, or just `{"rules": {...}}` (how "a JSON file
    // holding a rules object" reads; it was refused as an unknown field `rules`).
    let rules = match value.get("rules") {
        Some(r) => r.clone(),
        None => value,
    };
    let Some(fields) = rules.as_object() else {
        return Err(format!("{want}; not a rules object: {}", kind(&rules)));
    };
    let empty = fields.is_empty();
    let rules = serde_json::from_value::<Rules>(rules).map_err(|e| format!("{want}; {e}"))?;
    Ok((rules, empty))
}

/// What a JSON value is, in words ("a list").
fn kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "true or false",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "a list",
        Value::Object(_) => "an object",
    }
}

/// A `--rules`, `--weights` or `--expert-model` file as text, read up to the limit
/// of every input (`ludo_core::store::MAX_FILE_BYTES`): `--rules /dev/zero` read
/// until memory ran out.
///
/// Errors: any I/O error, too large, or not UTF-8.
fn read_text(path: &std::path::Path) -> std::io::Result<String> {
    // Not standard input: two of these files could be given as `-` at once.
    if crate::infile::is_stdin(path) {
        return Err(std::io::Error::other(
            "simulate reads its files by name, not from standard input",
        ));
    }
    String::from_utf8(ludo_core::store::read_capped(path)?)
        .map_err(|_| std::io::Error::other("not UTF-8 text"))
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
        (Some(path), _) => match read_text(path) {
            Err(e) => return fail(&crate::infile::read_error(path, &e), BAD_INPUT),
            Ok(text) => match rules_of(&text) {
                Ok((r, empty)) => {
                    if empty {
                        // Not an error (every rule has its default), but not silent.
                        eprintln!(
                            "ludo simulate: {}: the rules object names no rule, so every \
                             rule is the default (the Standard preset)",
                            path.display()
                        );
                    }
                    r
                }
                Err(e) => return fail(&format!("{}: {e}", path.display()), BAD_INPUT),
            },
        },
        (None, Some(preset)) => preset.rules(),
        (None, None) => Rules::default(),
    };
    let weights = match &args.weights {
        None => None,
        Some(path) => match read_text(path) {
            Err(e) => return fail(&crate::infile::read_error(path, &e), BAD_INPUT),
            Ok(text) if ludo_core::store::is_blank(&text) => {
                return fail(
                    &format!(
                        "{} is empty; --weights wants a JSON object of evaluation weights, \
                         as `ludo-lab tune` prints (docs/ai.md)",
                        path.display()
                    ),
                    BAD_INPUT,
                );
            }
            Ok(text) => match serde_json::from_str::<Weights>(&text) {
                Ok(w) => Some(w),
                Err(e) => {
                    return fail(
                        &format!("bad weights in {}: {e}", path.display()),
                        BAD_INPUT,
                    );
                }
            },
        },
    };
    let v = match Variant::new(rules, seating(levels.len())) {
        Ok(v) => v,
        Err(e) => return fail(&e.to_string(), 2),
    };
    if let Some(path) = &args.expert_model {
        // Capped as every input (`--expert-model /dev/zero` read until memory ran out).
        let model = match read_text(path) {
            Err(e) => return fail(&crate::infile::read_error(path, &e), BAD_INPUT),
            Ok(text) => match Model::from_json(&text) {
                Ok(m) => m,
                Err(e) => return fail(&format!("{}: {e}", path.display()), BAD_INPUT),
            },
        };
        // Set once per process, before any game: the first candidate stays.
        let _ = set_candidate(model);
    }
    let specs: Vec<(Level, Option<Weights>)> = levels
        .iter()
        .enumerate()
        .map(|(i, &l)| {
            let w = if i == 0 && matches!(l, Level::Hard | Level::Expert) {
                weights
            } else {
                None
            };
            (l, w)
        })
        .collect();
    if args.calibrate {
        return calibrate(&v, &specs, &args);
    }
    // More threads than games would only idle (thread t plays games t, t + threads,
    // ...): `--threads 100000 --games 2` started 100,000 of them and aborted when
    // the system refused one.
    let threads = args
        .threads
        .clamp(1, usize::try_from(args.games).unwrap_or(usize::MAX));
    let bar = progress_bar(args.games);
    let stop = crate::interrupt::flag();
    let started = Instant::now();
    let mut refused = None;
    let partials: Vec<Partial> = std::thread::scope(|s| {
        let mut handles = vec![];
        for t in 0..threads {
            let (v, specs, bar, stop) = (&v, &specs, &bar, &*stop);
            let (seed, games, nodes) = (args.seed, args.games, args.nodes);
            let run = Run {
                seed,
                games,
                nodes,
                rollouts: args.rollouts,
                thread: t,
                threads,
                stop,
            };
            let spawned = std::thread::Builder::new()
                .spawn_scoped(s, move || run_games(v, specs, &run, bar.as_ref()));
            match spawned {
                Ok(h) => handles.push(h),
                Err(e) => {
                    // The system has no room for another thread: the games of the
                    // missing ones cannot be played, so the ones started stop too.
                    refused = Some((t, e));
                    stop.store(true, Ordering::Relaxed);
                    break;
                }
            }
        }
        handles
            .into_iter()
            .map(|h| h.join().expect("simulation thread panicked"))
            .collect()
    });
    if let Some((t, e)) = refused {
        eprintln!(
            "ludo simulate: could not start thread {} of {threads} ({e}); use fewer --threads",
            t + 1
        );
        return ExitCode::from(1);
    }
    let secs = started.elapsed().as_secs_f64();
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    let mut total = Partial::new(specs.len());
    for p in partials {
        total.merge(p);
    }
    let interrupted = stop.load(Ordering::Relaxed);
    if total.games == 0 {
        eprintln!("ludo simulate: interrupted before any game finished");
        return ExitCode::from(130);
    }
    let mut out = report(&args, &levels, &total, secs);
    if interrupted {
        out["interrupted"] = json!(true);
        eprintln!(
            "ludo simulate: interrupted: results of the {} of {} games finished",
            total.games, args.games
        );
    }
    if args.json {
        println!("{out}");
    } else {
        print_table(&out);
    }
    if interrupted {
        ExitCode::from(130)
    } else {
        ExitCode::SUCCESS
    }
}

/// Which games one worker plays, and when to stop early.
struct Run<'a> {
    seed: u64,
    games: u64,
    nodes: u64,
    rollouts: u32,
    thread: usize,
    threads: usize,
    /// Set by Ctrl-C: finish the game in progress, then stop.
    stop: &'a AtomicBool,
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

fn run_games(
    v: &Variant,
    specs: &[(Level, Option<Weights>)],
    run: &Run,
    bar: Option<&ProgressBar>,
) -> Partial {
    let Run {
        seed,
        games,
        nodes,
        rollouts,
        thread,
        threads,
        stop,
    } = *run;
    let n = specs.len();
    let mut part = Partial::new(n);
    // Random seats are not timed: timing would cost more than their decisions.
    let mut time_mask = 0u8;
    for (k, (l, _)) in specs.iter().enumerate() {
        if *l != Level::Random {
            time_mask |= 1 << k;
        }
    }
    let budget = Budget::nodes(nodes).with_rollouts(rollouts);
    let mut g = thread as u64;
    let mut since_tick = 0u64;
    let times = &mut part.times;
    while g < games && !stop.load(Ordering::Relaxed) {
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
        // Often enough for a steady rate from the start, rarely enough to cost nothing.
        if since_tick == 16 {
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
    if let Ok(style) = ProgressStyle::with_template("{bar:40} {pos}/{len} games  {rate}  {left}") {
        b.set_style(style.with_key("rate", rate).with_key("left", left));
    }
    Some(b)
}

/// The games finished per second so far, averaged over the whole run (a steady,
/// readable number: "1234 games/s").
fn games_per_sec(s: &ProgressState) -> Option<f64> {
    let secs = s.elapsed().as_secs_f64();
    (s.pos() > 0 && secs >= 0.5).then(|| s.pos() as f64 / secs)
}

fn rate(s: &ProgressState, w: &mut dyn std::fmt::Write) {
    let _ = match games_per_sec(s) {
        Some(r) if r >= 10.0 => write!(w, "{r:.0} games/s"),
        Some(r) => write!(w, "{r:.1} games/s"),
        None => write!(w, "measuring speed"),
    };
}

/// Time left at the average rate so far; nothing until there is a rate.
fn left(s: &ProgressState, w: &mut dyn std::fmt::Write) {
    if let (Some(r), Some(len)) = (games_per_sec(s), s.len()) {
        let secs = len.saturating_sub(s.pos()) as f64 / r;
        let _ = write!(
            w,
            "about {} left",
            HumanDuration(Duration::from_secs_f64(secs.min(1e9)))
        );
    }
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
    let rate = out["games_per_sec"].as_f64().unwrap_or(0.0);
    let rate = if rate >= 10.0 {
        format!("{rate:.0}")
    } else {
        format!("{rate:.1}")
    };
    println!(
        "{}, seed {}, {} rolls/game, {rate} games/s",
        crate::records::plural(out["games"].as_u64().unwrap_or(0), "game", "games"),
        out["seed"],
        out["mean_rolls_per_game"]
    );
    println!("seat  player   win rate  95% CI");
    // Every rate with one decimal of a percent, so the column lines up.
    let pct = |v: &Value| format!("{:.1}%", v.as_f64().unwrap_or(0.0) * 100.0);
    if let Some(rs) = out["results"].as_array() {
        for (i, r) in rs.iter().enumerate() {
            println!(
                "{:<5} {:<8} {:>8}  [{}, {}]",
                i + 1,
                r["player"].as_str().unwrap_or("?"),
                pct(&r["win_rate"]),
                pct(&r["ci95"][0]),
                pct(&r["ci95"][1])
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

/// The levels of `--players`, one per entry of its list. An alias, not `Vec`
/// itself: clap splits a `Vec` field's values itself, and said "a value is
/// required for '--players'" of `expert,,random`.
type Levels = Vec<Level>;

/// `--players`: a level's name (any case) for each entry of the list; an empty or
/// unknown entry is named by its place. `--help` lists the levels, each with a
/// help in plain words. Why not the core's `ValueEnum`: its help is the levels' doc
/// comments, whose rustdoc links (`[`Weights::TUNED`]`) `--help` printed as they are.
#[derive(Clone)]
struct LevelList;

impl clap::builder::TypedValueParser for LevelList {
    type Value = Levels;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<Levels, clap::Error> {
        // clap's own wording ("invalid value '…' for '--players <PLAYERS>': …").
        let parse = |s: &str| -> Result<Levels, String> {
            let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
            let expected = format!("use {} (one per seat)", names.join(", "));
            crate::lists::parse(s, &expected, Level::parse)
        };
        clap::builder::TypedValueParser::parse_ref(&parse, cmd, arg, value)
    }

    fn possible_values(
        &self,
    ) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        Some(Box::new(Level::ALL.into_iter().map(|l| {
            clap::builder::PossibleValue::new(l.name()).help(level_help(l))
        })))
    }
}

/// What a level does, for `ludo simulate --help`.
fn level_help(level: Level) -> &'static str {
    match level {
        Level::Random => "Uniformly random among the legal moves: the baseline",
        Level::Easy => {
            "Captures when it can, else leaves base when it can, else a random legal move"
        }
        Level::Medium => {
            "Fixed priorities: capture (the most advanced victim), finish, leave base, else the \
             most advanced token"
        }
        Level::Hard => {
            "One-ply greedy on the tuned evaluation: progress, safety, capture threats against \
             and by it, blocks"
        }
        Level::Expert => {
            "Expectimax over the dice, two roll steps deep, leaves scored by the learned \
             evaluation, within a node budget (--nodes)"
        }
        Level::Master => {
            "The expert's search four roll steps deep (every opponent's reply and its own next \
             roll), within ten times the node budget (--nodes); --rollouts N adds the older \
             check of its move by rollouts, off by default"
        }
    }
}

/// `--calibrate`: plays the games on `--threads` threads (thread `t` plays games `t`,
/// `t + threads`, ...; the table does not depend on it) and prints the table.
fn calibrate(v: &Variant, specs: &[(Level, Option<Weights>)], args: &Args) -> ExitCode {
    use crate::calibrate::{Plan, Table, calibrate_game};
    let plan = Plan {
        every: args.calibrate_every,
        chances: ludo_core::ai::chances::ChanceOptions {
            rollouts: args.calibrate_rollouts,
            ..Default::default()
        },
    };
    let threads = args
        .threads
        .clamp(1, usize::try_from(args.games).unwrap_or(usize::MAX));
    let bar = progress_bar(args.games);
    let stop = crate::interrupt::flag();
    let budget = Budget::nodes(args.nodes).with_rollouts(args.rollouts);
    let started = Instant::now();
    let tables: Vec<Table> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let (bar, stop, budget, plan) = (&bar, &*stop, &budget, &plan);
                s.spawn(move || {
                    let mut table = Table::default();
                    let mut g = t as u64;
                    while g < args.games && !stop.load(Ordering::Relaxed) {
                        table.merge(&calibrate_game(v, specs, args.seed, g, budget, plan));
                        if let Some(b) = bar {
                            b.inc(1);
                        }
                        g += threads as u64;
                    }
                    table
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_default())
            .collect()
    });
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    let mut total = Table::default();
    for t in &tables {
        total.merge(t);
    }
    let secs = started.elapsed().as_secs_f64();
    if args.json {
        let mut out = total.json();
        out["players"] = json!(args.players.iter().map(|l| l.name()).collect::<Vec<_>>());
        out["seed"] = json!(args.seed);
        out["every"] = json!(args.calibrate_every);
        out["rollouts"] = json!(args.calibrate_rollouts);
        out["seconds"] = json!(secs);
        if stop.load(Ordering::Relaxed) {
            out["interrupted"] = json!(true);
        }
        println!("{out}");
    } else {
        println!(
            "Calibration of the review's win chances: {} games of {} (seed {}), one decision in {} noted, {} rollouts per candidate, {:.0} s",
            total.games,
            args.players
                .iter()
                .map(|l| l.name())
                .collect::<Vec<_>>()
                .join(","),
            args.seed,
            args.calibrate_every,
            args.calibrate_rollouts,
            secs
        );
        print!("{}", total.text());
    }
    if stop.load(Ordering::Relaxed) {
        eprintln!(
            "ludo simulate: interrupted: the notes of the {} of {} games finished",
            total.games, args.games
        );
        return ExitCode::from(130);
    }
    ExitCode::SUCCESS
}
