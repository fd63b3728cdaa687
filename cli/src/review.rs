//! `ludo review SAVE`: every decision of a person in a saved or finished game, with
//! the move played, the best move, the win chance of each and a verdict
//! (`docs/review.md`). The work is `ludo_core::game::review::review`; this module
//! loads the file, shows progress and prints a table or JSON.
//!
//! Exit status 0 on success, 1 when the file cannot be read, 2 when it is not a
//! valid save.

use crate::storage;
use indicatif::{ProgressBar, ProgressStyle};
use ludo_core::ai::ChanceOptions;
use ludo_core::game::review::{DEFAULT_ROLLOUTS, ReviewEntry, ReviewOptions, review};
use serde_json::json;
use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;

/// Arguments of `ludo review`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The save file (an unfinished game or a finished one).
    save: PathBuf,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    json: bool,
    /// Rollouts per candidate move (more: slower, smaller error bars).
    #[arg(long, default_value_t = DEFAULT_ROLLOUTS)]
    rollouts: u32,
    /// Seed of the rollout dice (the same seed gives the same review).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Also review the CPU seats' decisions.
    #[arg(long)]
    all_seats: bool,
}

/// Runs `ludo review`.
pub fn run(args: Args) -> ExitCode {
    let game = match storage::load_file(&args.save) {
        Ok(Some(g)) => g,
        Ok(None) => {
            eprintln!("ludo review: {} does not exist", args.save.display());
            return ExitCode::from(1);
        }
        Err(e) => {
            eprintln!("ludo review: cannot load {}: {e}", args.save.display());
            return ExitCode::from(2);
        }
    };
    let opts = ReviewOptions {
        chances: ChanceOptions {
            rollouts: args.rollouts.max(1),
            seed: args.seed,
            ..ChanceOptions::default()
        },
        all_seats: args.all_seats,
    };
    let bar = std::io::stderr().is_terminal().then(|| {
        let b = ProgressBar::new(0);
        if let Ok(style) = ProgressStyle::with_template("{bar:40} {pos}/{len} decisions  eta {eta}")
        {
            b.set_style(style);
        }
        b
    });
    let cancel = AtomicBool::new(false);
    let result = review(
        &game,
        &opts,
        &mut |done, total| {
            if let Some(b) = &bar {
                b.set_length(total as u64);
                b.set_position(done as u64);
            }
        },
        &cancel,
    );
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    let entries = match result {
        Ok(e) => e,
        Err(e) => {
            eprintln!("ludo review: {e}");
            return ExitCode::from(2);
        }
    };
    if args.json {
        let out = json!({
            "rollouts_per_move": opts.chances.rollouts,
            "seed": args.seed,
            "entries": entries.iter().map(entry_json).collect::<Vec<_>>(),
        });
        println!("{out}");
    } else {
        print_table(&entries);
    }
    ExitCode::SUCCESS
}

/// Rounds a chance to 3 decimals for output.
fn r3(x: f32) -> f64 {
    (x as f64 * 1000.0).round() / 1000.0
}

/// One entry as JSON: the documented keys, `win_chances` as a colour → chance object.
fn entry_json(e: &ReviewEntry) -> serde_json::Value {
    let mv = |m: &ludo_core::rules::Move| json!({"token": m.token, "from": m.from, "to": m.to});
    let chances: serde_json::Map<String, serde_json::Value> = e
        .win_chances
        .iter()
        .map(|s| (s.color.name().to_string(), json!(r3(s.win_chance))))
        .collect();
    json!({
        "action": e.action,
        "player": e.player,
        "roll": e.roll,
        "played": mv(&e.played),
        "best": mv(&e.best),
        "win_chance_played": r3(e.win_chance_played),
        "win_chance_best": r3(e.win_chance_best),
        "margin": r3(e.margin),
        "verdict": e.verdict,
        "candidates": e.candidates.iter().map(|c| json!({"move": mv(&c.mv), "win_chance": r3(c.win_chance)})).collect::<Vec<_>>(),
        "win_chances": chances,
    })
}

fn print_table(entries: &[ReviewEntry]) {
    println!("action  player  roll  played     best       win%played  win%best  verdict");
    for e in entries {
        let mv = |m: &ludo_core::rules::Move| format!("t{} {}>{}", m.token, m.from, m.to);
        println!(
            "{:<7} {:<7} {:<5} {:<10} {:<10} {:>10.1}  {:>8.1}  {}",
            e.action,
            e.player.name(),
            e.roll,
            mv(&e.played),
            mv(&e.best),
            e.win_chance_played * 100.0,
            e.win_chance_best * 100.0,
            e.verdict.code()
        );
    }
    let count = |v| entries.iter().filter(|e| e.verdict == v).count();
    use ludo_core::game::review::Verdict::*;
    println!(
        "{} decisions: {} best, {} good, {} inaccuracies, {} mistakes, {} blunders",
        entries.len(),
        count(Best),
        count(Good),
        count(Inaccuracy),
        count(Mistake),
        count(Blunder)
    );
}
