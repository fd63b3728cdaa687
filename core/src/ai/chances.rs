//! Win chances by Monte Carlo rollouts (`docs/review.md`): from a position, play
//! the game out many times with a fixed fast policy for every seat and count who
//! takes first place.
//!
//! The policy is [`Level::Hard`] (one-ply greedy on the tuned evaluation): strong
//! enough that a bad move shows (it beats three `medium` players), fast enough for
//! hundreds of rollouts per decision (`docs/review.md`, "Budget"). Rollout `i` of a
//! call rolls the die seeded from `(seed, i)` whatever position it starts from, so
//! the candidate moves of one decision are compared on the same dice (common random
//! numbers): the luck of the dice cancels out of their difference, which needs
//! several times fewer rollouts than independent dice for the same error bar.

use super::{Budget, Level, Player, choose_auto_exit};
use crate::color::Color;
use crate::dice::Dice;
use crate::rules::{Face, Move, MoveList, NoTokenOnBoard, Position, Variant};
use std::sync::atomic::{AtomicBool, Ordering};

/// Rolls after which a rollout is stopped and scored by standing (games take about
/// 400 rolls; this is never reached in practice).
const MAX_ROLLS: u32 = 5_000;

/// Settings of a win-chance estimate.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ChanceOptions {
    /// Rollouts per position (or per candidate move).
    pub rollouts: u32,
    /// Seed of the rollout dice: the same seed gives the same estimate.
    pub seed: u64,
    /// The policy every seat plays in the rollouts.
    pub policy: Level,
}

impl Default for ChanceOptions {
    fn default() -> Self {
        ChanceOptions {
            rollouts: 200,
            seed: 1,
            policy: Level::Hard,
        }
    }
}

/// Estimated win chances (first place) of every colour, by colour index; unseated
/// colours have 0.
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct Chances {
    /// Share of rollouts each colour won (a shared first place counts `1/k`).
    pub win: [f32; 4],
    /// Rollouts played (fewer than asked when cancelled).
    pub rollouts: u32,
}

impl Chances {
    /// The win chance of `c`.
    pub fn of(&self, c: Color) -> f32 {
        self.win[c.index()]
    }

    /// Half-width of the 95% interval of `c`'s chance (normal approximation,
    /// `1.96 × sqrt(p (1 - p) / n)`); 1 when nothing was played.
    pub fn margin(&self, c: Color) -> f32 {
        if self.rollouts == 0 {
            return 1.0;
        }
        let p = self.of(c);
        1.96 * (p * (1.0 - p) / self.rollouts as f32).sqrt()
    }
}

/// SplitMix64 (the arena's seed mixer): independent seeds from one.
#[inline]
pub(crate) fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// Plays `pos` (someone about to roll, or over) to the end with `policy` on a die
/// seeded with `seed`; returns the first-place colours as a bit set.
pub fn rollout(v: &Variant, pos: &Position, policy: Level, seed: u64) -> u8 {
    let mut pos = *pos;
    let mut dice = Dice::seeded(seed);
    let mut player = Player::new(policy, mix(seed));
    let budget = Budget::nodes(super::DEFAULT_NODES);
    let auto = v.rules().no_token_on_board == NoTokenOnBoard::AutoExit;
    let mut rolls = 0;
    while !pos.is_over(v) && rolls < MAX_ROLLS {
        if auto && pos.auto_exit_due(v) {
            let token = choose_auto_exit(v, &pos);
            if pos.play_auto_exit(v, token).is_err() {
                break;
            }
            continue;
        }
        let roll = dice.roll();
        rolls += 1;
        let step = pos.play_roll_with(v, roll, |now, moves| {
            player.decide_token_listed(v, now, roll, moves, &budget)
        });
        if step.is_err() {
            break;
        }
    }
    first_places(v, &pos)
}

/// Colours in first place: the first finisher, else (unfinished rollout) the best
/// standing.
fn first_places(v: &Variant, pos: &Position) -> u8 {
    let mut set = 0u8;
    for &c in v.seats() {
        if pos.finish_rank(c) == 1 {
            set |= 1 << c.index();
        }
    }
    if set != 0 {
        return set;
    }
    let best = v.seats().iter().map(|&c| pos.standing_key(v, c)).max();
    for &c in v.seats() {
        if Some(pos.standing_key(v, c)) == best {
            set |= 1 << c.index();
        }
    }
    set
}

/// Adds one rollout's first places to `win` (a shared first place counts `1/k`).
fn tally(win: &mut [f32; 4], winners: u8) {
    let share = 1.0 / winners.count_ones().max(1) as f32;
    for (i, w) in win.iter_mut().enumerate() {
        if winners & (1 << i) != 0 {
            *w += share;
        }
    }
}

/// The first places (bit sets, [`rollout`]) of `opts.rollouts` rollouts from `pos`;
/// rollout `i` uses the same dice whatever `pos` is (common random numbers). Stops
/// early when `cancel` is set.
pub fn rollout_outcomes(
    v: &Variant,
    pos: &Position,
    opts: &ChanceOptions,
    cancel: Option<&AtomicBool>,
) -> Vec<u8> {
    let mut out = Vec::with_capacity(opts.rollouts as usize);
    extend_outcomes(v, pos, opts, opts.rollouts, &mut out, cancel);
    out
}

/// Appends rollouts `out.len()..total` from `pos` to `out` (rollout `i` on the dice
/// of `(opts.seed, i)`, as [`rollout_outcomes`]), so an estimate can be refined
/// later on the same dice. Stops early when `cancel` is set.
pub fn extend_outcomes(
    v: &Variant,
    pos: &Position,
    opts: &ChanceOptions,
    total: u32,
    out: &mut Vec<u8>,
    cancel: Option<&AtomicBool>,
) {
    for i in out.len() as u32..total {
        if cancel.is_some_and(|f| f.load(Ordering::Relaxed)) {
            break;
        }
        out.push(rollout(v, pos, opts.policy, mix(opts.seed ^ mix(i as u64))));
    }
}

impl Chances {
    /// The chances from rollout outcomes (bit sets of first places).
    pub fn from_outcomes(outcomes: &[u8]) -> Chances {
        let mut win = [0f32; 4];
        for &w in outcomes {
            tally(&mut win, w);
        }
        let n = outcomes.len();
        Chances {
            win: win.map(|w| w / n.max(1) as f32),
            rollouts: n as u32,
        }
    }
}

/// Win chances of every colour in `pos` (someone about to roll), by
/// `opts.rollouts` rollouts. Stops early when `cancel` is set (then `rollouts`
/// says how many were played).
pub fn win_chances(
    v: &Variant,
    pos: &Position,
    opts: &ChanceOptions,
    cancel: Option<&AtomicBool>,
) -> Chances {
    Chances::from_outcomes(&rollout_outcomes(v, pos, opts, cancel))
}

/// The win chances after each of `moves` (the playable moves of `roll` in `pos`),
/// in the order of `moves`, every move rolled out on the same dice (common random
/// numbers). Empty when `moves` is not the position's real list for `roll`.
pub fn move_chances(
    v: &Variant,
    pos: &Position,
    roll: Face,
    moves: &MoveList,
    opts: &ChanceOptions,
    cancel: Option<&AtomicBool>,
) -> Vec<(Move, Chances)> {
    if *moves != pos.playable_moves(v, roll) {
        return Vec::new();
    }
    moves
        .iter()
        .filter_map(|m| {
            let mut child = *pos;
            child.play_listed(v, roll, moves, Some(m.token)).ok()?;
            Some((m, win_chances(v, &child, opts, cancel)))
        })
        .collect()
}
