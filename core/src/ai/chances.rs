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

use super::series::Seats;
use super::{Budget, Level, Player};
use crate::color::Color;
use crate::dice::Dice;
use crate::rules::{Face, Move, MoveList, Position, TokenId, Variant};
use std::sync::atomic::{AtomicBool, Ordering};

/// Rolls after which a rollout is stopped and scored by standing (games take about
/// 400 rolls; this is never reached in practice).
const MAX_ROLLS: u32 = 5_000;

/// A position with a colour this many squares or fewer from finishing (a token in
/// base counts its whole way and a six) is played out to the end by
/// [`rollout_shares`] instead of being cut short and scored by the model: the
/// learned model misjudges such endgames (capturing a leader's last token, back to
/// base: the model says 5%, play-outs 14%; `docs/review.md`, "Budget"), and they are
/// short to play out.
pub const END_PIPS: i32 = 64;

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

// The rollouts' seeds come from the series' SplitMix64 (one mixer for every seed).
pub(crate) use super::series::mix;

/// Plays `pos` (someone about to roll, or over) to the end with `policy` on a die
/// seeded with `seed`; returns the first-place colours as a bit set.
pub fn rollout(v: &Variant, pos: &Position, policy: Level, seed: u64) -> u8 {
    first_places(v, &play_out(v, pos, policy, seed, MAX_ROLLS))
}

/// Plays `pos` with `policy` on a die seeded with `seed` until first place is
/// taken or `max_rolls` rolls were made; returns where it stopped. First place is
/// all a win chance needs, so a game that ranks everyone is not played further.
fn play_out(v: &Variant, pos: &Position, policy: Level, seed: u64, max_rolls: u32) -> Position {
    let mut pos = *pos;
    let mut seats = Rollout {
        v,
        player: Player::new(policy, mix(seed)),
        budget: Budget::nodes(super::DEFAULT_NODES),
    };
    super::series::play_out(v, &mut pos, &mut Dice::seeded(seed), max_rolls, &mut seats);
    pos
}

/// The seats of a rollout: one player of the policy for every seat, stopping once
/// first place is taken.
struct Rollout<'a> {
    v: &'a Variant,
    player: Player,
    budget: Budget<'a>,
}

impl Seats for Rollout<'_> {
    fn choose(
        &mut self,
        pos: &Position,
        roll: Face,
        moves: &MoveList,
        _rolls: u32,
    ) -> Option<TokenId> {
        self.player
            .decide_token_listed(self.v, pos, roll, moves, &self.budget)
    }

    fn enough(&mut self, pos: &Position) -> bool {
        pos.players_done() > 0
    }
}

/// One colour's share of first place per colour index (a shared first place
/// counts `1/k`; unseated colours 0): the outcome of one truncated rollout.
pub type Shares = [f32; 4];

/// Plays `pos` out as [`rollout`] but for at most `horizon` rolls (0: to the end),
/// then scores where it stopped by the expert's learned model
/// ([`super::learn::Model::win_shares`]): the model's estimate of a position
/// `horizon` rolls on replaces the luck of the rest of the game, so the estimate
/// is cheaper and less noisy than a whole play-out. A position near its end
/// ([`END_PIPS`]), or any without a model (never with the shipped file), is played
/// to the end; so is every rollout with `horizon` 0.
pub fn rollout_shares(
    v: &Variant,
    pos: &Position,
    policy: Level,
    seed: u64,
    horizon: u32,
) -> Shares {
    let model = super::learn::Model::builtin();
    let max = match (horizon, model) {
        (0, _) | (_, None) => MAX_ROLLS,
        _ if near_end(v, pos) => MAX_ROLLS,
        (h, Some(_)) => h,
    };
    let end = play_out(v, pos, policy, seed, max);
    match model {
        Some(m) if end.players_done() == 0 && !end.is_over(v) && max < MAX_ROLLS => {
            m.win_shares(v, &end)
        }
        _ => {
            let mut win = [0f32; 4];
            tally(&mut win, first_places(v, &end));
            win
        }
    }
}

/// Whether the leader is within [`END_PIPS`] squares of finishing (a token in base
/// counts its whole way and a six).
fn near_end(v: &Variant, pos: &Position) -> bool {
    let finish = i32::from(v.finish());
    v.seats().iter().any(|&c| {
        let pips: i32 = pos
            .tokens_of(c)
            .iter()
            .map(|&p| {
                if p < 0 {
                    finish + 6
                } else {
                    finish - i32::from(p)
                }
            })
            .sum();
        pips <= END_PIPS
    })
}

/// Appends truncated rollouts `out.len()..total` from `pos` ([`rollout_shares`]
/// with `horizon`; rollout `i` on the dice of `(opts.seed, i)`, the same dice
/// whatever `pos` is). Stops early when `cancel` is set.
pub fn extend_shares(
    v: &Variant,
    pos: &Position,
    opts: &ChanceOptions,
    horizon: u32,
    total: u32,
    out: &mut Vec<Shares>,
    cancel: Option<&AtomicBool>,
) {
    for i in out.len() as u32..total {
        if cancel.is_some_and(|f| f.load(Ordering::Relaxed)) {
            break;
        }
        out.push(rollout_shares(
            v,
            pos,
            opts.policy,
            mix(opts.seed ^ mix(i as u64)),
            horizon,
        ));
    }
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
    /// The chances from truncated rollouts' shares ([`extend_shares`]).
    pub fn from_shares(outcomes: &[Shares]) -> Chances {
        let mut win = [0f32; 4];
        for o in outcomes {
            for (w, x) in win.iter_mut().zip(o) {
                *w += x;
            }
        }
        let n = outcomes.len();
        Chances {
            win: win.map(|w| w / n.max(1) as f32),
            rollouts: n as u32,
        }
    }

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
