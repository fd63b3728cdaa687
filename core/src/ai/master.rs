//! The `master` level: the expert's search, four roll steps deep instead of two
//! (`docs/ai.md`, "master").
//!
//! With four players, two roll steps after the expert's move end before the third
//! opponent has replied, and never reach the searching colour's next turn; four steps
//! see every opponent's reply and the searching colour's own next roll (what it can
//! capture or escape then). The tree is about 7 times larger per step, so the search
//! runs within [`MASTER_NODE_SCALE`] times the caller's node budget
//! ([`super::Budget::max_nodes`]): iterative deepening keeps the deepest completed
//! step, so a decision is a function of its inputs (no wall-clock dependence), and a
//! position too wide for four steps is decided by three. It looks up transpositions
//! ([`search::expectimax_transposed`]): the expert's moves at four steps with about
//! a fifth fewer nodes.
//!
//! The move found can then be checked by Monte Carlo rollouts to the end of the game
//! ([`super::Budget::max_rollouts`], default [`MASTER_ROLLOUTS`] = 0: off, because
//! the check did not measure stronger). With rollouts, the other distinct moves are
//! pre-ranked by `hard`'s one-ply evaluation and the best [`CANDIDATES`]` - 1` kept;
//! the search's move and these are rolled out with `hard` for every seat
//! ([`super::chances::rollout`]) on the same dice (common random numbers: rollout `i`
//! of every candidate rolls the same die), and a candidate replaces the search's move
//! only when its mean win-share gain is above [`SWITCH_Z`] standard errors of that
//! paired difference. The cancel flag and the deadline are read by the search and
//! before every round of rollouts.

use super::chances::{mix, rollout};
use super::eval::{self, Weights};
use super::hint::same_choice;
use super::{Budget, Decision, Level, search};
use crate::color::Color;
use crate::rules::{Face, Move, MoveList, Position, Variant};
use std::time::Instant;

/// Roll steps the master's search looks ahead after its own move.
pub const MASTER_DEPTH: u8 = 4;

/// The master's node limit as a multiple of the budget's (the expert's) node limit:
/// 10 × [`super::DEFAULT_NODES`] = 400,000 nodes, about 0.3 s on one core of this
/// machine (about 0.75 µs a node), so about a second on a phone; the four steps took
/// at most 136,000 nodes in the bench's 200 positions (`docs/ai.md`, "master").
pub const MASTER_NODE_SCALE: u64 = 10;

/// Default rollouts per decision: none. The rollout check (480 rollouts, about
/// 0.13 s a decision) won 0.236 against three experts where the expert in its seat
/// won 0.276 on the same dice (`docs/ai.md`, "master"); it stays available with
/// [`super::Budget::with_rollouts`] (`ludo simulate --rollouts N`).
pub const MASTER_ROLLOUTS: u32 = 0;

/// Moves rolled out per decision: the search's move and the best others by `hard`'s
/// one-ply evaluation.
pub const CANDIDATES: usize = 3;

/// How many standard errors of the paired difference a candidate's gain over the
/// search's move must exceed to replace it.
pub const SWITCH_Z: f32 = 1.0;

/// Fewest rounds (one rollout of every candidate on the same dice) for the rollouts
/// to be used at all: with a smaller budget, or when a deadline stops them earlier,
/// the search's move is kept.
const MIN_ROUNDS: u32 = 8;

/// A candidate move, the position it leads to, and its running paired difference to
/// the search's move (sum and sum of squares of the win-share differences).
struct Candidate {
    mv: Move,
    child: Position,
    score: f32,
    sum: f64,
    squares: f64,
}

/// `master`'s decision for the colour to move with `roll` among `moves` (the real
/// list, two or more moves). `seed` picks the rollout dice (the caller's generator
/// supplies it, so a seeded game replays). `None` exactly when `moves` is empty.
pub(crate) fn decide(
    v: &Variant,
    pos: &Position,
    roll: Face,
    moves: &MoveList,
    seed: u64,
    budget: &Budget,
) -> Option<Decision> {
    let deep = Budget {
        max_nodes: budget.max_nodes.saturating_mul(MASTER_NODE_SCALE),
        ..*budget
    };
    let searched = search::expectimax_transposed(
        v,
        pos,
        roll,
        moves,
        search::Leaf::expert(),
        &Weights::TUNED,
        MASTER_DEPTH,
        &deep,
    )?;
    Some(checked(v, pos, roll, moves, seed, budget, searched))
}

/// The search's decision `searched` among `moves`, checked by rollouts when the
/// budget allows (the module's doc): it, or the candidate that beat it.
fn checked(
    v: &Variant,
    pos: &Position,
    roll: Face,
    moves: &MoveList,
    seed: u64,
    budget: &Budget,
    searched: Decision,
) -> Decision {
    // At least two candidates share the rollouts: with too few for even two (the
    // default: no rollouts) the search's move stands, with no candidates built.
    if budget.max_rollouts / 2 < MIN_ROUNDS {
        return searched;
    }
    // Cancelled, past the deadline, or a wrong list: the search's answer as is (the
    // node limit only keeps the search at fewer steps).
    if budget.cancelled()
        || budget.deadline.is_some_and(|d| Instant::now() >= d)
        || *moves != pos.playable_moves(v, roll)
    {
        return searched;
    }
    let me = pos.to_move();
    let mut chosen_child = None;
    let mut others: Vec<Candidate> = Vec::with_capacity(moves.len());
    for m in moves.iter() {
        let mut child = *pos;
        let Ok(out) = child.play_listed(v, roll, moves, Some(m.token)) else {
            continue;
        };
        if m.token == searched.token {
            chosen_child = Some(child);
        } else if !others.iter().any(|o| same_choice(v, &o.child, &child)) {
            let mut score = eval::evaluate(v, &child, me, &Weights::TUNED);
            if out.extra_roll && roll != Face::Six {
                score += Weights::TUNED.extra_roll;
            }
            others.push(Candidate {
                mv: m,
                child,
                score,
                sum: 0.0,
                squares: 0.0,
            });
        }
    }
    let Some(chosen_child) = chosen_child else {
        return searched;
    };
    others.retain(|o| !same_choice(v, &o.child, &chosen_child));
    if others.is_empty() {
        return searched;
    }
    // Stable sort: equal scores keep the lower token first.
    others.sort_by(|a, b| b.score.total_cmp(&a.score));
    others.truncate(CANDIDATES - 1);

    let rounds = budget.max_rollouts / (others.len() as u32 + 1);
    // Too few rounds could never switch: spare the rollouts.
    if rounds < MIN_ROUNDS {
        return searched;
    }
    let mut done = 0u32;
    for i in 0..rounds {
        if budget.cancelled() {
            return Decision {
                stopped: true,
                ..searched
            };
        }
        if budget.deadline.is_some_and(|d| Instant::now() >= d) {
            break;
        }
        let dice = mix(seed ^ mix(u64::from(i)));
        let base = share(rollout(v, &chosen_child, Level::Hard, dice), me);
        for o in &mut others {
            let d = share(rollout(v, &o.child, Level::Hard, dice), me) - base;
            o.sum += d;
            o.squares += d * d;
        }
        done += 1;
    }
    let stopped = done < rounds;
    let Some(mv) = best_switch(&others, done) else {
        return Decision {
            stopped,
            ..searched
        };
    };
    Decision {
        token: mv.token,
        mv,
        stopped,
        ..searched
    }
}

/// The candidate whose mean gain over the search's move is the largest among those
/// above [`SWITCH_Z`] standard errors; `None` keeps the search's move.
fn best_switch(others: &[Candidate], rounds: u32) -> Option<Move> {
    if rounds < MIN_ROUNDS {
        return None;
    }
    let n = f64::from(rounds);
    let mut best: Option<(f64, Move)> = None;
    for o in others {
        let mean = o.sum / n;
        let var = ((o.squares / n - mean * mean) * n / (n - 1.0)).max(0.0);
        let se = (var / n).sqrt();
        if mean > 0.0 && mean > f64::from(SWITCH_Z) * se && best.is_none_or(|(b, _)| mean > b) {
            best = Some((mean, o.mv));
        }
    }
    best.map(|b| b.1)
}

/// `me`'s share of a rollout's first places (a bit set): 1, `1/k` when shared, or 0.
fn share(winners: u8, me: Color) -> f64 {
    if winners & (1 << me.index()) == 0 {
        0.0
    } else {
        1.0 / f64::from(winners.count_ones())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::TokenId;

    /// A candidate moving token `t` whose paired differences to the expert's move
    /// over the rounds are `diffs`.
    fn cand(t: u8, diffs: &[f64]) -> Candidate {
        let v = Variant::new(crate::rules::Rules::default(), &Color::ALL).unwrap();
        let token = TokenId::try_from(t).unwrap();
        Candidate {
            mv: Move {
                token,
                from: 1,
                to: 2,
            },
            child: Position::new(&v, Color::Yellow),
            score: 0.0,
            sum: diffs.iter().sum(),
            squares: diffs.iter().map(|d| d * d).sum(),
        }
    }

    /// `wins` rounds where the candidate won and the expert's move did not, `losses`
    /// the other way round, the rest equal.
    fn diffs(rounds: usize, wins: usize, losses: usize) -> Vec<f64> {
        let mut d = vec![0.0; rounds];
        d[..wins].fill(1.0);
        d[wins..wins + losses].fill(-1.0);
        d
    }

    #[test]
    fn a_clear_gain_replaces_the_experts_move_and_noise_does_not() {
        // 160 rounds: +30 −10 is a gain of 0.125 with a standard error of about
        // 0.035 (3.5 errors); +14 −10 is 0.025 against 0.030 (0.8 errors).
        let clear = cand(1, &diffs(160, 30, 10));
        let noise = cand(2, &diffs(160, 14, 10));
        assert_eq!(best_switch(&[noise], 160), None);
        let noise = cand(2, &diffs(160, 14, 10));
        let got = best_switch(&[noise, clear], 160).map(|m| m.token);
        assert_eq!(got, Some(TokenId::try_from(1).unwrap()));
        // A loss never switches, however sure.
        assert_eq!(best_switch(&[cand(3, &diffs(160, 0, 40))], 160), None);
    }

    #[test]
    fn of_two_clear_gains_the_larger_wins_and_too_few_rounds_keep_the_expert() {
        let a = cand(1, &diffs(160, 30, 5));
        let b = cand(2, &diffs(160, 40, 5));
        let got = best_switch(&[a, b], 160).map(|m| m.token);
        assert_eq!(got, Some(TokenId::try_from(2).unwrap()));
        let sure = cand(1, &diffs(MIN_ROUNDS as usize - 1, 7, 0));
        assert_eq!(best_switch(&[sure], MIN_ROUNDS - 1), None);
    }

    #[test]
    fn a_shared_first_place_counts_its_share() {
        assert_eq!(share(0b0001, Color::Yellow), 1.0);
        assert_eq!(share(0b0101, Color::Yellow), 0.5);
        assert_eq!(share(0b0100, Color::Yellow), 0.0);
    }
}
