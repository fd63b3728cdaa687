//! Self-play tuning of the evaluation weights by coordinate ascent
//! (`ludo-lab tune`, `docs/ai.md`, "Tuning").
//!
//! One probe plays a candidate (one weight scaled up or down) in one seat against
//! copies of the current weights in the others, seats rotated, on the same seeded
//! dice for every probe of a round (common random numbers). Each round first plays
//! the current weights against themselves on those dice (the control: seat luck of
//! that seed); a candidate is kept when it beats the control by `margin`.

use ludo_core::ai::series::play_series_game;
use ludo_core::ai::{Budget, Level, Weights};
use ludo_core::rules::Variant;

/// Settings of a tuning run.
#[derive(Clone, Debug)]
pub struct TuneConfig {
    /// The level whose weights are tuned (`hard`: one-ply greedy, fast; `expert`: slow).
    pub level: Level,
    /// Coordinate-ascent rounds (each tries every weight up and down).
    pub rounds: u32,
    /// Games per probe.
    pub games: u64,
    /// Players per game (2–4).
    pub players: usize,
    /// Seed of the probe games (round `r` uses `seed + r`).
    pub seed: u64,
    /// Relative step: a weight `x` is tried as `x × (1 ± step)` (or `± step` when 0).
    pub step: f32,
    /// Win rate above the control a candidate needs to be kept.
    pub margin: f64,
    /// `None`: self-play (the other seats play the current weights). `Some(level)`:
    /// the other seats play `level` with its default weights throughout, so the
    /// weights are tuned against that fixed opponent (`docs/ai.md`, "Tuning").
    pub opponent: Option<Level>,
}

impl Default for TuneConfig {
    fn default() -> Self {
        TuneConfig {
            level: Level::Hard,
            rounds: 3,
            games: 4000,
            players: 4,
            seed: 1,
            step: 0.3,
            margin: 0.01,
            opponent: None,
        }
    }
}

/// Win rate of `candidate` in one seat against `base` in the others, or against
/// `opponent` with its default weights when given (shared first places count as `1/k`).
#[allow(clippy::too_many_arguments)]
pub fn probe(
    v: &Variant,
    level: Level,
    candidate: &Weights,
    base: &Weights,
    opponent: Option<Level>,
    players: usize,
    games: u64,
    seed: u64,
) -> f64 {
    let mut specs = match opponent {
        Some(o) => vec![(o, None); players],
        None => vec![(level, Some(*base)); players],
    };
    specs[0] = (level, Some(*candidate));
    let budget = Budget::default();
    let mut wins = 0.0;
    for g in 0..games {
        let r = play_series_game(v, &specs, seed, g, &budget, 0, &mut |_, _| {});
        if r.winners & 1 != 0 {
            wins += 1.0 / r.winner_count() as f64;
        }
    }
    wins / games as f64
}

/// Runs coordinate ascent from `start`; `log` gets one line per probe. Returns the
/// tuned weights.
pub fn coordinate_ascent(
    v: &Variant,
    start: Weights,
    cfg: &TuneConfig,
    log: &mut dyn FnMut(&str),
) -> Weights {
    let mut w = start;
    for round in 0..cfg.rounds {
        let seed = cfg.seed.wrapping_add(round as u64);
        for i in 0..Weights::NAMES.len() {
            let control = probe(
                v,
                cfg.level,
                &w,
                &w,
                cfg.opponent,
                cfg.players,
                cfg.games,
                seed,
            );
            let x = w.get(i);
            let tries = if x == 0.0 {
                [cfg.step, -cfg.step]
            } else {
                [x * (1.0 + cfg.step), x * (1.0 - cfg.step)]
            };
            let mut best: Option<(f64, f32)> = None;
            for &t in &tries {
                let mut cand = w;
                cand.set(i, t);
                let rate = probe(
                    v,
                    cfg.level,
                    &cand,
                    &w,
                    cfg.opponent,
                    cfg.players,
                    cfg.games,
                    seed,
                );
                log(&format!(
                    "round {round} {} {x:.3} -> {t:.3}: win rate {rate:.4} (control {control:.4})",
                    Weights::NAMES[i]
                ));
                if rate > control + cfg.margin && best.is_none_or(|(r, _)| rate > r) {
                    best = Some((rate, t));
                }
            }
            if let Some((_, t)) = best {
                w.set(i, t);
                log(&format!(
                    "round {round} keep {} = {t:.3}",
                    Weights::NAMES[i]
                ));
            }
        }
    }
    w
}
