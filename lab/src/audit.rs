//! Decision audit (`ludo-lab audit`, `docs/ai.md`, "Issue 15, item 2: where the
//! expert loses"): plays the games of a seeded series exactly as `ludo simulate`
//! does and, at every decision of the audited specs with two or more distinct moves,
//! rolls out every move (the review's rollouts: `hard` for every seat, common random
//! numbers, [`ludo_core::ai::chances`]).
//!
//! The winner's curse: the move that looks best on one set of rollouts is partly
//! the luckiest. So the best move is picked on set A and the loss of the move played
//! against it is measured on set B, independent dice: `loss_b` is an unbiased
//! estimate of what switching to set A's pick would have gained (a lower bound of
//! the headroom of an oracle that knew the rollout values exactly).

use ludo_core::ai::chances::{ChanceOptions, Chances, rollout_outcomes};
use ludo_core::ai::hint::{HintReason, hint, reason, same_choice};
use ludo_core::ai::series::{mix, play_series_game_observed};
use ludo_core::ai::{Budget, Level, Weights};
use ludo_core::color::Color;
use ludo_core::notation::{PositionOut, position_out};
use ludo_core::rules::{Face, Move, MoveList, Position, TokenId, Variant};
use serde::Serialize;

/// Settings of an audit.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct AuditOptions {
    /// Rollouts per distinct move in each of the two sets.
    pub rollouts: u32,
    /// Seed of the rollout dice (sets A and B derive from it, each decision its own).
    pub seed: u64,
    /// Specs audited: bit `k` = spec `k` of the series.
    pub specs: u8,
    /// Audit one decision in this many (1: every one), picked by a hash of the
    /// game, the roll count and the seed: more rollouts per decision for the same
    /// cost; per-game sums are then those of a sample (multiply by `every`).
    pub every: u32,
    /// Audit only decisions where the move played leads elsewhere than `hard`'s
    /// (the expert's edge over `hard` is made there).
    pub not_hard: bool,
}

/// One distinct move of an audited decision.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct AuditCandidate {
    /// The move (the lowest token of moves to the same position).
    #[serde(rename = "move")]
    pub mv: Move,
    /// What kind of move it is (the hint's reason code).
    pub reason: HintReason,
    /// The mover's win chance after it, rollout set A.
    pub chance_a: f32,
    /// The same on set B: only for the move played and set A's best.
    pub chance_b: Option<f32>,
}

/// The rollouts of one decision.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DecisionAudit {
    /// The move played (the lowest token of moves to the same position).
    pub played: Move,
    /// The move `hard` would play.
    pub hard: Move,
    /// Set A's best move (ties go to the move played).
    pub best: Move,
    /// Set A: best minus played (biased upwards: the winner's curse).
    pub loss_a: f32,
    /// Set B: set A's best minus played (0 when they are the same move).
    pub loss_b: f32,
    /// Set A: played minus `hard`'s move (neither picked by set A, so unbiased).
    /// Summed over a game of one player it estimates that player's win-chance edge
    /// over `hard` in `hard`'s games (the performance difference lemma: the sum of
    /// one policy's advantages under the other's values).
    pub gain_over_hard: f32,
    /// Every distinct move.
    pub candidates: Vec<AuditCandidate>,
}

/// One audited decision of a game.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct AuditEntry {
    /// Game index in the series.
    pub game: u64,
    /// Spec index of the decider.
    pub spec: usize,
    /// Its level.
    pub level: Level,
    /// Rolls made in the game before this one.
    pub rolls: u32,
    /// The position before the roll (position format, `ludo analyze`).
    pub position: PositionOut,
    /// The roll.
    pub roll: Face,
    /// The moves and their chances.
    #[serde(flatten)]
    pub audit: DecisionAudit,
}

/// The mover's share of rollout outcomes (first-place bit sets).
fn share(outcomes: &[u8], me: Color) -> f32 {
    Chances::from_outcomes(outcomes).of(me)
}

/// Audits one decision: `played` is the token the player chose; `seed` the
/// decision's own rollout seed (`opts.seed` and `opts.every` are not read here).
/// `None` when fewer than two moves differ, or with
/// `not_hard` when the move played leads where `hard`'s does.
pub fn audit_decision(
    v: &Variant,
    pos: &Position,
    roll: Face,
    moves: &MoveList,
    played: TokenId,
    opts: &AuditOptions,
    seed: u64,
) -> Option<DecisionAudit> {
    let (rollouts, not_hard) = (opts.rollouts, opts.not_hard);
    let me = pos.to_move();
    // Distinct children (moves to the same position up to token order are one).
    let mut kids: Vec<(Move, Position)> = Vec::with_capacity(moves.len());
    let mut played_kid = None;
    let mut hard_kid = None;
    let hard = hint(v, pos, roll, moves).map(|h| h.token);
    for m in moves.iter() {
        let mut child = *pos;
        child.play_roll(v, roll, Some(m.token)).ok()?;
        let i = match kids.iter().position(|(_, c)| same_choice(v, c, &child)) {
            Some(i) => i,
            None => {
                kids.push((m, child));
                kids.len() - 1
            }
        };
        if m.token == played {
            played_kid = Some(i);
        }
        if Some(m.token) == hard {
            hard_kid = Some(i);
        }
    }
    let p = played_kid?;
    let h = hard_kid.unwrap_or(p);
    if kids.len() < 2 || (not_hard && h == p) {
        return None;
    }
    let set = |s: u64| ChanceOptions {
        rollouts,
        seed: s,
        policy: Level::Hard,
    };
    let (seed_a, seed_b) = (mix(seed ^ 0xA), mix(seed ^ 0xB));
    let a: Vec<f32> = kids
        .iter()
        .map(|(_, c)| share(&rollout_outcomes(v, c, &set(seed_a), None), me))
        .collect();
    // Ties go to the move played, then to the lowest token.
    let mut best = p;
    for (i, &x) in a.iter().enumerate() {
        if x > a[best] {
            best = i;
        }
    }
    let mut b: Vec<Option<f32>> = vec![None; kids.len()];
    for i in [p, best] {
        if b[i].is_none() {
            b[i] = Some(share(
                &rollout_outcomes(v, &kids[i].1, &set(seed_b), None),
                me,
            ));
        }
    }
    let loss_b = b[best].unwrap_or(0.0) - b[p].unwrap_or(0.0);
    let candidates = kids
        .iter()
        .zip(a.iter().zip(&b))
        .map(|((m, _), (&ca, &cb))| AuditCandidate {
            mv: *m,
            reason: reason(v, pos, roll, *m),
            chance_a: ca,
            chance_b: cb,
        })
        .collect();
    Some(DecisionAudit {
        played: kids[p].0,
        hard: kids[h].0,
        best: kids[best].0,
        loss_a: a[best] - a[p],
        loss_b,
        gain_over_hard: a[p] - a[h],
        candidates,
    })
}

/// Plays game `g` of the series `specs` / `seed` as `ludo simulate` does
/// ([`ludo_core::ai::series::play_series_game_observed`]: the same seats, dice and
/// players, so the same game) and gives every audited decision to `out`.
/// Returns the winners as spec bits.
pub fn audit_series_game(
    v: &Variant,
    specs: &[(Level, Option<Weights>)],
    seed: u64,
    g: u64,
    budget: &Budget,
    opts: &AuditOptions,
    out: &mut dyn FnMut(AuditEntry),
) -> u8 {
    let seats = v.seats();
    let r = play_series_game_observed(v, specs, seed, g, budget, 0, &mut |k, d| {
        // The sample is picked by a hash of the game and the roll count, so it does
        // not depend on the rollouts (nor change the game).
        let dseed = mix(opts.seed ^ mix(g ^ mix(u64::from(d.rolls))));
        if opts.specs & (1 << k) == 0 || !dseed.is_multiple_of(u64::from(opts.every.max(1))) {
            return;
        }
        if let Some(audit) = audit_decision(v, d.position, d.roll, d.moves, d.token, opts, dseed) {
            out(AuditEntry {
                game: g,
                spec: k,
                level: specs[k].0,
                rolls: d.rolls,
                position: position_out(d.position, v, seats),
                roll: d.roll,
                audit,
            });
        }
    });
    r.winners
}

#[cfg(test)]
mod tests {
    use super::*;
    use ludo_core::ai::series::{hard_choices, play_series_game, seating};
    use ludo_core::rules::Rules;

    fn standard() -> Variant {
        Variant::new(Rules::default(), seating(4)).unwrap()
    }

    /// The audit plays the very games of `ludo simulate` (same winners), and only
    /// the audited spec's decisions are reported.
    #[test]
    fn an_audited_game_is_the_simulated_game() {
        let v = standard();
        let specs = [
            (Level::Hard, None),
            (Level::Medium, None),
            (Level::Easy, None),
            (Level::Random, None),
        ];
        let budget = Budget::default();
        let opts = AuditOptions {
            rollouts: 2,
            seed: 1,
            specs: 0b10,
            every: 1,
            not_hard: false,
        };
        for g in 0..6 {
            let want = play_series_game(&v, &specs, 7, g, &budget, 0, &mut |_, _| {});
            let mut seen = Vec::new();
            let got = audit_series_game(&v, &specs, 7, g, &budget, &opts, &mut |e| seen.push(e));
            assert_eq!(got, want.winners, "game {g}");
            assert!(!seen.is_empty(), "game {g}: no decision audited");
            assert!(seen.iter().all(|e| e.spec == 1 && e.level == Level::Medium));
            for e in seen.iter().map(|e| &e.audit) {
                assert!(e.candidates.len() >= 2);
                assert!(e.loss_a >= 0.0);
                if e.best == e.played {
                    assert_eq!(e.loss_b, 0.0);
                }
            }
        }
    }

    /// `every` audits a sample of the same decisions: those whose hash picks them.
    #[test]
    fn a_sample_audits_some_of_the_same_decisions() {
        let specs = [(Level::Hard, None), (Level::Medium, None)];
        let v2 = Variant::new(Rules::default(), seating(2)).unwrap();
        let budget = Budget::default();
        let run = |every| {
            let opts = AuditOptions {
                rollouts: 1,
                seed: 3,
                specs: 0b01,
                every,
                not_hard: false,
            };
            let mut seen = Vec::new();
            for g in 0..3 {
                audit_series_game(&v2, &specs, 1, g, &budget, &opts, &mut |e| {
                    seen.push((e.game, e.rolls))
                });
            }
            seen
        };
        let (all, some) = (run(1), run(4));
        assert!(!some.is_empty() && some.len() * 2 < all.len());
        assert!(some.iter().all(|d| all.contains(d)));
    }

    /// `not_hard` keeps only the decisions where the move played is not `hard`'s;
    /// elsewhere the gain over `hard` is 0 by construction.
    #[test]
    fn not_hard_audits_only_the_moves_hard_would_not_play() {
        let specs = [(Level::Medium, None), (Level::Hard, None)];
        let v2 = Variant::new(Rules::default(), seating(2)).unwrap();
        let budget = Budget::default();
        let run = |not_hard| {
            let opts = AuditOptions {
                rollouts: 1,
                seed: 3,
                specs: 0b01,
                every: 1,
                not_hard,
            };
            let mut seen = Vec::new();
            for g in 0..3 {
                audit_series_game(&v2, &specs, 1, g, &budget, &opts, &mut |e| seen.push(e));
            }
            seen
        };
        let (all, differ) = (run(false), run(true));
        assert!(!differ.is_empty() && differ.len() < all.len());
        assert!(differ.iter().all(|e| e.audit.played != e.audit.hard));
        for e in &all {
            if e.audit.played == e.audit.hard {
                assert_eq!(e.audit.gain_over_hard, 0.0);
            }
        }
    }

    /// Set B is independent of set A: with a clear blunder on offer the loss is seen
    /// on both sets, and a decision's figures replay exactly.
    #[test]
    fn the_loss_is_measured_on_other_dice_and_replays() {
        let v = standard();
        // A decision of a `hard` game where a capture is on offer; the audit judges
        // the other move played.
        let found = hard_choices(&v, 200, |_| true)
            .into_iter()
            .find_map(|(p, roll, moves)| {
                let m = moves.iter().find(|m| !p.captures_of(&v, *m).is_empty())?;
                let other = moves.iter().find(|o| o.token != m.token)?;
                Some((p, roll, moves, other.token))
            });
        let (pos, roll, moves, worse) = found.expect("a capture among 200 choices");
        let opts = AuditOptions {
            rollouts: 64,
            seed: 0,
            specs: 1,
            every: 1,
            not_hard: false,
        };
        let one = audit_decision(&v, &pos, roll, &moves, worse, &opts, 5).unwrap();
        let two = audit_decision(&v, &pos, roll, &moves, worse, &opts, 5).unwrap();
        assert_eq!(one, two);
        let other_seed = audit_decision(&v, &pos, roll, &moves, worse, &opts, 6).unwrap();
        assert_ne!(
            one.candidates, other_seed.candidates,
            "another seed rolls other dice"
        );
        // Set B's chances differ from set A's (independent dice).
        let b_differs = one
            .candidates
            .iter()
            .any(|c| c.chance_b.is_some_and(|b| b != c.chance_a));
        assert!(b_differs);
    }
}
