//! `ludo review [SAVE] | --game ID`: every decision of a person in a saved or finished
//! game (or a game of `ludo history`), with
//! the move played, the best move, the win chance of each and a verdict
//! (`docs/review.md`). The work is `ludo_core::game::review::review`; this module
//! loads the file, shows progress and prints a table or JSON.
//!
//! Exit status 0 on success, 1 when no recorded game has that id (or the output
//! cannot be written: `crate::pipe`), 2 when the file does not exist, cannot be read
//! or is not a valid save ([`crate::infile::BAD_INPUT`]; or the records cannot be
//! used), 130 after Ctrl-C (SIGINT): the decisions reviewed so far are printed
//! first (JSON: with `"interrupted": true`); a second Ctrl-C ends at once.

use crate::review_text;
use indicatif::{ProgressBar, ProgressStyle};
use ludo_core::ai::ChanceOptions;
use ludo_core::game::Game;
use ludo_core::game::review::{
    DEFAULT_ROLLOUTS, ReviewEntry, ReviewError, ReviewOptions, review_into,
};
use serde_json::json;
use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};

/// Arguments of `ludo review`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The save file (an unfinished game or a finished one), `-` for standard input
    /// (default: the current save of the data directory, the game played last).
    save: Option<PathBuf>,
    /// Review a game of the history (`ludo history`) or one set aside (`ludo resume
    /// --list`) by its id, or the first digits of it.
    #[arg(long, value_name = "ID", conflicts_with = "save")]
    game: Option<String>,
    /// Directory of the save files, the records and `abandoned/` (default: the user data directory, or
    /// $LUDO_DATA_DIR).
    #[arg(long, value_name = "DIR")]
    data_dir: Option<PathBuf>,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    json: bool,
    /// Rollouts per candidate move (more: slower, smaller error bars).
    #[arg(long, default_value_t = DEFAULT_ROLLOUTS, allow_negative_numbers = true,
          value_parser = crate::numbers::rollouts)]
    rollouts: u32,
    /// Seed of the rollout dice (the same seed gives the same review).
    #[arg(long, default_value_t = 1, allow_negative_numbers = true,
          value_parser = crate::numbers::seed)]
    seed: u64,
    /// Also review the CPU seats' decisions.
    #[arg(long)]
    all_seats: bool,
    /// Show the board at decision N of the list (from 1) with the move played and
    /// the better move.
    #[arg(long, value_name = "N", conflicts_with = "json", allow_negative_numbers = true,
          value_parser = crate::numbers::index)]
    at: Option<usize>,
}

/// Runs `ludo review`.
pub fn run(args: Args) -> ExitCode {
    // A game of the history, as `ludo replay --game` and `ludo verify --game` find
    // it (`ludo history` suggests all three), or a save file. `--rollouts 0` is
    // refused as it is parsed (`numbers::rollouts`).
    let named = crate::replay::named_game(
        args.save.as_deref(),
        args.game.as_deref(),
        args.data_dir.clone(),
        "review",
    );
    let game = match named {
        Some(Ok((g, _))) => g,
        Some(Err((e, code))) => {
            eprintln!("ludo review: {e}");
            return ExitCode::from(code);
        }
        // Neither: the game played last, as `ludo replay` shows it.
        None => match crate::replay::current_game(args.data_dir.clone(), "review") {
            Ok(g) => {
                // Say which game: without a file it is the one saved last, which a
                // person may not expect (a new game just started has nothing to review).
                eprintln!(
                    "ludo review: the game saved last ({} actions; `ludo history` lists the \
                     finished ones, `--game ID` reviews one)",
                    g.history().len()
                );
                g
            }
            Err((e, code)) => {
                eprintln!("ludo review: {e}");
                return ExitCode::from(code);
            }
        },
    };
    let opts = ReviewOptions {
        chances: ChanceOptions {
            rollouts: args.rollouts,
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
    let cancel = crate::interrupt::flag();
    // `--at N` needs the decisions up to N only: the review stops there (a fresh-user
    // pass waited 8 s for `--at 1`). Ctrl-C then stops it at the next decision.
    let enough = AtomicBool::new(false);
    let mut entries = Vec::new();
    let mut total = 0;
    let result = review_into(
        &game,
        &opts,
        &mut |done, all| {
            total = all;
            if let Some(b) = &bar {
                b.set_length(all as u64);
                b.set_position(done as u64);
            }
            if args.at.is_some_and(|n| done >= n) || cancel.load(Ordering::Relaxed) {
                enough.store(true, Ordering::Relaxed);
            }
        },
        if args.at.is_some() { &enough } else { &cancel },
        &mut entries,
    );
    let result = match result {
        Err(ReviewError::Cancelled) if !cancel.load(Ordering::Relaxed) => Ok(()),
        r => r,
    };
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    // Ctrl-C: what was reviewed so far is still worth showing.
    let interrupted = result == Err(ReviewError::Cancelled) && cancel.load(Ordering::Relaxed);
    if let Err(e) = result
        && !interrupted
    {
        eprintln!("ludo review: {e}");
        return ExitCode::from(2);
    }
    if interrupted {
        if entries.is_empty() {
            eprintln!("ludo review: interrupted before any decision was reviewed");
            return ExitCode::from(130);
        }
        eprintln!(
            "ludo review: interrupted: {} of {total} reviewed",
            crate::records::plural(entries.len() as u64, "decision", "decisions")
        );
    }
    let code = || {
        if interrupted {
            ExitCode::from(130)
        } else {
            ExitCode::SUCCESS
        }
    };
    if args.json {
        let mut out = json!({
            "rollouts_per_move": opts.chances.rollouts,
            "seed": args.seed,
            "entries": entries.iter().map(entry_json).collect::<Vec<_>>(),
        });
        if interrupted {
            out["interrupted"] = json!(true);
            out["decisions"] = json!(total);
        }
        println!("{out}");
    } else if let Some(n) = args.at {
        let Some(e) = n.checked_sub(1).and_then(|k| entries.get(k)) else {
            let why = if interrupted {
                "reviewed before the interruption"
            } else {
                "to review"
            };
            eprintln!(
                "ludo review: no decision {n} (this game has {} {why})",
                entries.len()
            );
            return ExitCode::from(if interrupted { 130 } else { 2 });
        };
        match review_text::at(&game, e, n) {
            Ok(lines) => lines.iter().for_each(|l| println!("{l}")),
            Err(e) => {
                eprintln!("ludo review: {e}");
                return ExitCode::from(2);
            }
        }
    } else {
        print_view(&game, &entries, args.all_seats, interrupted);
    }
    code()
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
        "played_margin": r3(e.played_margin),
        "best_margin": r3(e.best_margin),
        "verdict": e.verdict,
        "candidates": e.candidates.iter().map(|c| json!({"move": mv(&c.mv), "win_chance": r3(c.win_chance), "tokens": c.tokens})).collect::<Vec<_>>(),
        "win_chances": chances,
    })
}

/// The terminal view: the graph in the terminal width (80 columns when piped),
/// colours only on a terminal, then the decisions and a count per verdict.
fn print_view(game: &Game, entries: &[ReviewEntry], all_seats: bool, interrupted: bool) {
    let tty = std::io::stdout().is_terminal();
    let width = if tty {
        crossterm::terminal::size().map_or(80, |(w, _)| w as usize)
    } else {
        80
    };
    // The decisions listed: one without a choice (every move led to the same
    // position) is left out of the list, so it is left out of the counts too; it
    // counted as "best" ("18 decisions: 15 best" under 14 rows, 11 of them best).
    let listed: Vec<_> = entries.iter().filter(|e| e.candidates.len() >= 2).collect();
    // (An interrupted review shows what it reached, choices or not.)
    if entries.is_empty() || (listed.is_empty() && !interrupted) {
        // A graph of no decisions would show every seat at 0%, and a table of no
        // rows read as a failed review (a game whose person handed the seat to the
        // CPU at once). The hint to review the CPU seats too only helps when they
        // were left out.
        if all_seats {
            println!(
                "No decision to review: no player chose between two or more moves in this game."
            );
        } else {
            println!(
                "No decision to review: no person chose between two or more moves in this \
                 game\n(--all-seats reviews the CPU's decisions too)."
            );
        }
        return;
    }
    let v = game.variant();
    println!("Win chance over the reviewed decisions:");
    for l in review_text::graph(entries, v.seats(), width, tty) {
        println!("{l}");
    }
    println!();
    for l in review_text::decisions(v, entries, tty) {
        println!("{l}");
    }
    let count = |v| listed.iter().filter(|e| e.verdict == v).count();
    use ludo_core::game::review::Verdict::*;
    let n = |v, one, many| crate::records::plural(count(v) as u64, one, many);
    println!(
        "{}: {} best, {} good, {}, {}, {}",
        crate::records::plural(listed.len() as u64, "decision", "decisions"),
        count(Best),
        count(Good),
        n(Inaccuracy, "inaccuracy", "inaccuracies"),
        n(Mistake, "mistake", "mistakes"),
        n(Blunder, "blunder", "blunders")
    );
}
