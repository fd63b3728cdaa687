//! Move hints: the `hard` level's choice for the player to move, with a short reason
//! code a shell translates and shows ("captures", "escapes danger", ...).

use super::eval;
use crate::rules::{BASE, Blocks, Face, Move, MoveList, Position, TokenId, Variant};
use serde::{Deserialize, Serialize};

/// Why the hinted move is good; the first that applies in this order.
///
/// JSON: the snake_case name (`"captures"`, `"escapes_danger"`, ...).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum HintReason {
    /// The token reaches the finish.
    Finishes,
    /// The move captures one or more opponent tokens.
    Captures,
    /// The token stood where an opponent could capture it next turn and moves to
    /// where none can (a safe square, the home column, a block, or out of reach).
    EscapesDanger,
    /// The token leaves the track for its home column, where it cannot be captured.
    EntersHomeColumn,
    /// A token leaves base onto its start.
    LeavesBase,
    /// The token joins an own token on the track, forming a block (when blocks exist).
    FormsBlock,
    /// The token lands on a safe square.
    ReachesSafeSquare,
    /// None of the above: the best progress for the position.
    Advances,
}

impl HintReason {
    /// The snake_case code, as in JSON.
    pub const fn code(self) -> &'static str {
        match self {
            HintReason::Finishes => "finishes",
            HintReason::Captures => "captures",
            HintReason::EscapesDanger => "escapes_danger",
            HintReason::EntersHomeColumn => "enters_home_column",
            HintReason::LeavesBase => "leaves_base",
            HintReason::FormsBlock => "forms_block",
            HintReason::ReachesSafeSquare => "reaches_safe_square",
            HintReason::Advances => "advances",
        }
    }
}

/// A suggested move for the player to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hint {
    /// The token to move.
    pub token: TokenId,
    /// The suggested move.
    pub mv: Move,
    /// Why it is suggested.
    pub reason: HintReason,
    /// Whether it is the only legal move.
    pub forced: bool,
}

/// The hint for the colour to move in `pos`, which rolled `roll` and may play `moves`
/// (from [`Position::playable_moves`]): the `hard` level's choice (a few microseconds)
/// and its reason. `None` when `moves` is empty.
pub fn hint(v: &Variant, pos: &Position, roll: Face, moves: &MoveList) -> Option<Hint> {
    let first = moves.get(0)?;
    let mv = if moves.len() == 1 {
        first
    } else {
        super::greedy(v, pos, roll, moves, &eval::Weights::TUNED)?
    };
    Some(Hint {
        token: mv.token,
        mv,
        reason: reason(v, pos, roll, mv),
        forced: moves.len() == 1,
    })
}

/// The reason code of move `mv` (legal with `roll` in `pos`); the first that applies
/// in the order of [`HintReason`].
pub fn reason(v: &Variant, pos: &Position, roll: Face, mv: Move) -> HintReason {
    let me = pos.to_move();
    if mv.to == v.finish() {
        return HintReason::Finishes;
    }
    if !pos.captures_of(v, mv).is_empty() {
        return HintReason::Captures;
    }
    if mv.from != BASE && eval::endangered(v, pos, me) & mv.token.bit() != 0 {
        let mut after = *pos;
        if after.play_roll(v, roll, Some(mv.token)).is_ok() {
            // Judge the moved token's new square with the mover still "to move" in
            // mind: only its own safety counts, not whose turn it is.
            if eval::endangered(v, &after, me) & mv.token.bit() == 0 {
                return HintReason::EscapesDanger;
            }
        }
    }
    if mv.from <= v.last_track() && mv.to > v.last_track() {
        return HintReason::EntersHomeColumn;
    }
    if mv.from == BASE {
        return HintReason::LeavesBase;
    }
    if let Some(abs) = v.abs_square(me, mv.to) {
        if v.rules().blocks == Blocks::TwoTogether
            && pos
                .tokens_of(me)
                .iter()
                .zip(TokenId::ALL)
                .any(|(&p, t)| t != mv.token && v.abs_square(me, p) == Some(abs))
        {
            return HintReason::FormsBlock;
        }
        if eval::safe_square(v, abs) {
            return HintReason::ReachesSafeSquare;
        }
    }
    HintReason::Advances
}

/// How much the hinted move is worth over the alternatives, by rollouts
/// ([`super::chances::move_chances`]): shown by a shell as "this move: 34% to win,
/// the next best: 29%".
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HintChances {
    /// The mover's win chance after the hinted move.
    pub hinted: f32,
    /// The mover's best win chance after any other legal move (`None` when the move
    /// is forced).
    pub next_best: Option<f32>,
    /// Rollouts per move.
    pub rollouts: u32,
}

impl HintChances {
    /// Win chance the hinted move gains over the best alternative (0 when forced;
    /// negative when the rollouts prefer another move).
    pub fn gain(&self) -> f32 {
        self.next_best.map_or(0.0, |b| self.hinted - b)
    }
}

/// The win chances behind `hint` in `pos` with `roll` (every legal move rolled out
/// `opts.rollouts` times on the same dice). A rollout costs up to about a
/// millisecond (`docs/ai.md`, "Speed"), so a shell asks for this in the background
/// with `cancel`. `None` when `hint`'s move is not legal.
pub fn hint_chances(
    v: &Variant,
    pos: &Position,
    roll: Face,
    hint: &Hint,
    opts: &super::ChanceOptions,
    cancel: Option<&std::sync::atomic::AtomicBool>,
) -> Option<HintChances> {
    let me = pos.to_move();
    let moves = pos.playable_moves(v, roll);
    moves.for_token(hint.token)?;
    let all = super::chances::move_chances(v, pos, roll, &moves, opts, cancel);
    let hinted = all.iter().find(|(m, _)| m.token == hint.token)?.1;
    let next_best = all
        .iter()
        .filter(|(m, _)| m.token != hint.token)
        .map(|(_, c)| c.of(me))
        .fold(None, |acc: Option<f32>, x| {
            Some(acc.map_or(x, |a| a.max(x)))
        });
    Some(HintChances {
        hinted: hinted.of(me),
        next_best,
        rollouts: hinted.rollouts,
    })
}

/// Rollouts per distinct move behind [`hint_gain`]: the review's default
/// (`docs/review.md`, "Budget"), about 30 ms of CPU for a typical decision.
pub const HINT_ROLLOUTS: u32 = 32;

/// How many more games in 100 the hinted move wins than the best alternative, as a
/// win-chance difference (`docs/ai.md`, "Hints"): every distinct legal move rolled
/// out [`HINT_ROLLOUTS`] times on the same dice (common random numbers, seed 1, so
/// the same position always gives the same figure). `None` when there is nothing to
/// compare: the move is forced, every legal move leads to the same position (four
/// tokens leaving base), or `hint`'s move is not legal.
pub fn hint_gain(v: &Variant, pos: &Position, roll: Face, hint: &Hint) -> Option<f32> {
    let me = pos.to_move();
    let moves = pos.playable_moves(v, roll);
    moves.for_token(hint.token)?;
    // Moves that lead to the same position are one choice (tokens in base): each
    // distinct position is rolled out once.
    let mut hinted: Option<Position> = None;
    let mut others: Vec<Position> = Vec::with_capacity(moves.len());
    for m in moves.iter() {
        let mut child = *pos;
        child.play_listed(v, roll, &moves, Some(m.token)).ok()?;
        if m.token == hint.token {
            hinted = Some(child);
        } else if !others.iter().any(|o| same_choice(v, o, &child)) {
            others.push(child);
        }
    }
    let hinted = hinted?;
    others.retain(|o| !same_choice(v, o, &hinted));
    if others.is_empty() {
        return None;
    }
    let opts = super::ChanceOptions {
        rollouts: HINT_ROLLOUTS,
        ..super::ChanceOptions::default()
    };
    let chance = |p: &Position| super::chances::win_chances(v, p, &opts, None).of(me);
    let best_other = others.iter().map(chance).fold(f32::MIN, f32::max);
    Some(chance(&hinted) - best_other)
}

/// Whether two positions are the same up to which token of a colour stands where
/// (bringing out token 1 or token 3 of base is one choice): the moves of a roll
/// that lead to the same position are one choice (hints, the lab's audit).
pub fn same_choice(v: &Variant, a: &Position, b: &Position) -> bool {
    let sorted = |p: &Position, c| {
        let mut t = p.tokens_of(c);
        t.sort_unstable();
        t
    };
    a.to_move() == b.to_move()
        && a.sixes_in_row() == b.sixes_in_row()
        && a.failed_tries() == b.failed_tries()
        && v.seats()
            .iter()
            .all(|&c| a.finish_rank(c) == b.finish_rank(c) && sorted(a, c) == sorted(b, c))
}
