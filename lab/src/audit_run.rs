//! `ludo-lab audit OUT.jsonl`: the decisions of some specs of a seeded series
//! rolled out move by move (`ludo_lab::audit`, `docs/ai.md`, "Issue 15, item 2:
//! where the expert loses"). One thread; each decision is one JSON line
//! of OUT.jsonl, written as it is audited (so an interrupted run keeps what it did);
//! the summary, per audited spec, is printed as JSON on stdout.

use ludo_core::ai::{Budget, Level, Weights};
use ludo_core::rules::Variant;
use ludo_lab::audit::{AuditOptions, audit_series_game};
use serde_json::{Value, json};
use std::io::Write;
use std::path::Path;
use std::process::ExitCode;
use std::sync::atomic::Ordering;

/// Which games of the series are played, with what node budget.
pub struct Series<'a> {
    /// `--seed`.
    pub seed: u64,
    /// `--games`.
    pub games: u64,
    /// Each CPU decision's budget.
    pub budget: Budget<'a>,
}

/// Per audited spec: per-game sums of the losses (sets A and B) and counts.
#[derive(Default)]
struct Tally {
    decisions: u64,
    /// Decisions where set A's best is not the move played.
    differ: u64,
    /// Decisions where the move played is not `hard`'s.
    not_hard: u64,
    wins: f64,
    per_game_a: Vec<f64>,
    per_game_b: Vec<f64>,
    per_game_h: Vec<f64>,
}

/// Mean and standard error of `xs`.
fn mean_se(xs: &[f64]) -> (f64, f64) {
    let n = xs.len() as f64;
    if n < 2.0 {
        return (xs.first().copied().unwrap_or(0.0), f64::NAN);
    }
    let m = xs.iter().sum::<f64>() / n;
    let var = xs.iter().map(|x| (x - m) * (x - m)).sum::<f64>() / (n - 1.0);
    (m, (var / n).sqrt())
}

fn round(x: f64) -> f64 {
    (x * 1e5).round() / 1e5
}

/// Runs the audit; status 1 when OUT cannot be written, 130 after Ctrl-C (the
/// summary of the games finished is printed first).
pub fn run(
    v: &Variant,
    specs: &[(Level, Option<Weights>)],
    out: &Path,
    opts: &AuditOptions,
    series: &Series,
) -> ExitCode {
    let mut file = match std::fs::File::create(out) {
        Ok(f) => std::io::BufWriter::new(f),
        Err(e) => {
            eprintln!("ludo-lab audit: cannot write {}: {e}", out.display());
            return ExitCode::from(1);
        }
    };
    let stop = crate::interrupt::flag();
    let mut tallies: Vec<Tally> = specs.iter().map(|_| Tally::default()).collect();
    let mut games = 0u64;
    let mut failed = None;
    while games < series.games && !stop.load(Ordering::Relaxed) {
        let mut sums = vec![(0f64, 0f64, 0f64); specs.len()];
        let mut lines = Vec::new();
        let winners = audit_series_game(
            v,
            specs,
            series.seed,
            games,
            &series.budget,
            opts,
            &mut |e| {
                let t = &mut tallies[e.spec];
                t.decisions += 1;
                t.differ += u64::from(e.audit.best != e.audit.played);
                t.not_hard += u64::from(e.audit.hard != e.audit.played);
                sums[e.spec].0 += f64::from(e.audit.loss_a);
                sums[e.spec].1 += f64::from(e.audit.loss_b);
                sums[e.spec].2 += f64::from(e.audit.gain_over_hard);
                lines.push(serde_json::to_string(&e).unwrap_or_default());
            },
        );
        let share = 1.0 / f64::from(winners.count_ones().max(1));
        for (k, t) in tallies.iter_mut().enumerate() {
            if opts.specs & (1 << k) != 0 {
                t.per_game_a.push(sums[k].0);
                t.per_game_b.push(sums[k].1);
                t.per_game_h.push(sums[k].2);
                if winners & (1 << k) != 0 {
                    t.wins += share;
                }
            }
        }
        let written = lines
            .iter()
            .try_for_each(|l| writeln!(file, "{l}"))
            .and_then(|_| file.flush());
        if let Err(e) = written {
            failed = Some(e);
            break;
        }
        games += 1;
    }
    if let Some(e) = failed {
        eprintln!("ludo-lab audit: cannot write {}: {e}", out.display());
        return ExitCode::from(1);
    }
    let audited: Vec<Value> = tallies
        .iter()
        .enumerate()
        .filter(|(k, _)| opts.specs & (1 << k) != 0)
        .map(|(k, t)| {
            // A sample of one decision in `every`: its sums scaled back up.
            let scale = f64::from(opts.every.max(1));
            let (a, a_se) = mean_se(&t.per_game_a);
            let (b, b_se) = mean_se(&t.per_game_b);
            let (h, h_se) = mean_se(&t.per_game_h);
            let (a, a_se, b, b_se) = (a * scale, a_se * scale, b * scale, b_se * scale);
            let (h, h_se) = (h * scale, h_se * scale);
            json!({
                "spec": k,
                "level": specs[k].0,
                "wins": t.wins,
                "decisions": t.decisions,
                "best_differs": t.differ,
                "not_hard": t.not_hard,
                "loss_a_per_game": round(a),
                "loss_a_se": round(a_se),
                "loss_b_per_game": round(b),
                "loss_b_se": round(b_se),
                "gain_over_hard_per_game": round(h),
                "gain_over_hard_se": round(h_se),
            })
        })
        .collect();
    let interrupted = stop.load(Ordering::Relaxed);
    println!(
        "{}",
        json!({
            "games": games,
            "seed": series.seed,
            "audit_rollouts": opts.rollouts,
            "audit_seed": opts.seed,
            "audit_every": opts.every,
            "audit_not_hard": opts.not_hard,
            "audited": audited,
            "interrupted": interrupted,
        })
    );
    if interrupted {
        ExitCode::from(130)
    } else {
        ExitCode::SUCCESS
    }
}
