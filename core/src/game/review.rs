//! Game review (`docs/review.md`): for every decision of a person in a game, the
//! move played, the best move, the win chance each gives and a verdict.
//!
//! The game is replayed from its start; at each person's roll with two or more
//! legal moves every candidate is rolled out on the same dice
//! ([`crate::ai::chances`]), so the verdict compares moves, not luck. The review is
//! a plain function with a progress callback and a cancel flag so that a shell (or
//! the FFI) can run it in the background; it is deterministic for a seed.

use super::{Action, Game, GameError, SeatKind};
use crate::ai::chances::{ChanceOptions, Chances, Shares, extend_shares};
use crate::color::Color;
use crate::rules::{Face, Move, Position, TOKENS, TokenId, Variant};
use serde::Serialize;
use std::sync::atomic::{AtomicBool, Ordering};
use thiserror::Error;

/// How good a move was, from the win chance it lost against the best move
/// (`docs/review.md`, "Verdicts").
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(
    feature = "uniffi",
    derive(uniffi::Enum),
    uniffi(name = "ReviewVerdict")
)]
pub enum Verdict {
    /// The best move found, or within [`Verdict::BEST_WITHIN`] of it.
    Best,
    /// Lost less than [`Verdict::INACCURACY`], or less than the rollouts can tell apart.
    Good,
    /// Lost at least [`Verdict::INACCURACY`].
    Inaccuracy,
    /// Lost at least [`Verdict::MISTAKE`].
    Mistake,
    /// Lost at least [`Verdict::BLUNDER`].
    Blunder,
}

impl Verdict {
    /// Win chance lost up to which a move still counts as the best: 2 points.
    /// Moves closer than that are equal to a player, and which of them the
    /// rollouts rank first changes with the dice; judged "best" by the top rank
    /// alone, a third of the verdicts that changed when the work was doubled were
    /// best ↔ good swaps (`docs/review.md`, "Stable verdicts").
    pub const BEST_WITHIN: f32 = 0.02;
    /// Win chance lost from which a move is an inaccuracy: 3 points, about an
    /// eighth of a fair four-player share, roughly a few squares of progress.
    pub const INACCURACY: f32 = 0.03;
    /// Win chance lost from which a move is a mistake: 6 points.
    pub const MISTAKE: f32 = 0.06;
    /// Win chance lost from which a move is a blunder: 12 points, half a fair
    /// four-player share (e.g. leaving an advanced token to be captured).
    pub const BLUNDER: f32 = 0.12;

    /// The verdict for a move that loses `loss` win chance against the best move;
    /// `noise` is the 95% margin of that difference (a loss inside it is at worst
    /// [`Verdict::Good`]).
    pub fn of(loss: f32, noise: f32) -> Verdict {
        if loss <= Verdict::BEST_WITHIN {
            Verdict::Best
        } else if loss < Verdict::INACCURACY || loss <= noise {
            Verdict::Good
        } else if loss < Verdict::MISTAKE {
            Verdict::Inaccuracy
        } else if loss < Verdict::BLUNDER {
            Verdict::Mistake
        } else {
            Verdict::Blunder
        }
    }

    /// The loss thresholds between verdicts, from best to blunder: a loss whose 95%
    /// margin reaches across one of them is refined ([`REFINE`]).
    pub const THRESHOLDS: [f32; 4] = [
        Verdict::BEST_WITHIN,
        Verdict::INACCURACY,
        Verdict::MISTAKE,
        Verdict::BLUNDER,
    ];

    /// The snake_case code, as in JSON.
    pub const fn code(self) -> &'static str {
        match self {
            Verdict::Best => "best",
            Verdict::Good => "good",
            Verdict::Inaccuracy => "inaccuracy",
            Verdict::Mistake => "mistake",
            Verdict::Blunder => "blunder",
        }
    }
}

/// One colour's win chance.
#[derive(Copy, Clone, Debug, PartialEq, Serialize)]
pub struct SeatChance {
    /// The colour.
    pub color: Color,
    /// Its chance of first place.
    pub win_chance: f32,
}

/// One distinct legal move of a reviewed decision and the mover's win chance after
/// it. Moves that lead to the same position up to which token is which (two tokens
/// out of base, say: "base → square 1" for each) are one candidate, which names
/// every token it stands for: they share one set of rollouts and their chances are
/// the same, so listing each was noise.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Candidate {
    /// The move: the one played when it is among the moves this candidate stands
    /// for, else the one of the lowest token.
    #[serde(rename = "move")]
    pub mv: Move,
    /// The mover's win chance after it.
    pub win_chance: f32,
    /// Every token whose move this candidate stands for, in token order (`mv`'s
    /// among them; one token for most moves).
    pub tokens: Vec<TokenId>,
}

/// The review of one decision.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ReviewEntry {
    /// Index in the game's history of the move action.
    pub action: usize,
    /// Who decided.
    pub player: Color,
    /// The roll.
    pub roll: Face,
    /// The move played.
    pub played: Move,
    /// The best move by the rollouts: the move played when its verdict is
    /// [`Verdict::Best`] (within [`Verdict::BEST_WITHIN`] of the top one).
    pub best: Move,
    /// The mover's win chance after the move played.
    pub win_chance_played: f32,
    /// The mover's win chance after the best move.
    pub win_chance_best: f32,
    /// 95% margin of the difference of the two (common random numbers).
    pub margin: f32,
    /// 95% margin of [`ReviewEntry::win_chance_played`] as shown: the rollouts' own
    /// noise, through the calibration's slope; 0 when `decided`. The review says
    /// "about" a chance whose margin is [`ABOUT`] or more
    /// ([`super::review_texts::said_chance`]).
    pub played_margin: f32,
    /// The same for [`ReviewEntry::win_chance_best`] (equal to `played_margin` when
    /// the move played is the best).
    pub best_margin: f32,
    /// The verdict.
    pub verdict: Verdict,
    /// Every distinct legal move (moves to the same position are one candidate),
    /// in the order of their lowest token.
    pub candidates: Vec<Candidate>,
    /// Every seat's win chance after the move played, in seating order.
    pub win_chances: Vec<SeatChance>,
    /// First place is taken after the move played, so the chances are certain (0 or
    /// 1), not estimates: only then does the review show 0% or 100%
    /// ([`super::review_texts::shown_chance`]).
    pub decided: bool,
}

/// Settings of a review.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ReviewOptions {
    /// Rollouts per candidate move, policy and seed.
    pub chances: ChanceOptions,
    /// Also review CPU decisions (for a win-chance graph of the whole game).
    pub all_seats: bool,
}

impl Default for ReviewOptions {
    fn default() -> Self {
        ReviewOptions {
            chances: ChanceOptions {
                rollouts: DEFAULT_ROLLOUTS,
                ..ChanceOptions::default()
            },
            all_seats: false,
        }
    }
}

/// Rollouts per candidate move by default (each [`HORIZON`] rolls long): a whole
/// ~400-roll game reviewed in about 1 s of one core here, its verdicts 97% the same
/// at twice the work (`docs/review.md`, "Budget").
pub const DEFAULT_ROLLOUTS: u32 = 64;

/// Rolls a review's rollout plays before the learned model scores where it got
/// ([`crate::ai::chances::rollout_shares`]). The dice of the next dozen rolls (three
/// rounds of four players) decide most of what a move changes; the rest of a
/// whole play-out only adds luck. Against whole play-outs (512 per candidate) the
/// losses of 12-roll rollouts correlate 0.72–0.78 (16 and 24 rolls: 0.78–0.79),
/// at a tenth of the cost and half the noise (`docs/review.md`, "Budget").
pub const HORIZON: u32 = 12;

/// Why a review did not finish.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ReviewError {
    /// The cancel flag was set.
    #[error("the review was cancelled")]
    Cancelled,
    /// The game's history does not replay (a corrupt game).
    #[error("action {index} of the history does not replay: {error}")]
    Replay {
        /// Index of the action.
        index: usize,
        /// Why.
        error: GameError,
    },
}

/// The decisions to review: (history index, colour) of every move action made where
/// two or more moves were legal, by a person unless `all_seats`.
fn decisions(game: &Game, all_seats: bool) -> Result<Vec<usize>, ReviewError> {
    let mut g = Game::replay(*game.rules(), game.start(), &[])
        .map_err(|(index, error)| ReviewError::Replay { index, error })?;
    let mut out = vec![];
    for (i, &a) in game.history().iter().enumerate() {
        if reviewable(&g, a, all_seats) {
            out.push(i);
        }
        g.apply(a)
            .map_err(|error| ReviewError::Replay { index: i, error })?;
    }
    Ok(out)
}

/// Whether action `a`, about to be applied to `g`, is a decision to review: a move
/// with two or more legal moves, while first place is still open (the review judges
/// the chance of first place; with "rank everyone" the game goes on for the other
/// places, where every move's chance is 0 and every verdict would be "best").
fn reviewable(g: &Game, a: Action, all_seats: bool) -> bool {
    let (Action::Move(_), Some((_, moves)), Some(c)) = (a, g.pending(), g.current()) else {
        return false;
    };
    let v = g.variant();
    let first_taken = v.seats().iter().any(|&s| g.position().finish_rank(s) == 1);
    moves.len() >= 2 && !first_taken && (all_seats || g.seat(c) == Some(SeatKind::Human))
}

/// Reviews every decision of a person in `game` (finished or not). `progress(done,
/// total)` is called after each decision; setting `cancel` stops the review with
/// [`ReviewError::Cancelled`] within one rollout.
///
/// Errors: [`ReviewError`].
pub fn review(
    game: &Game,
    opts: &ReviewOptions,
    progress: &mut dyn FnMut(usize, usize),
    cancel: &AtomicBool,
) -> Result<Vec<ReviewEntry>, ReviewError> {
    let mut entries = Vec::new();
    review_into(game, opts, progress, cancel, &mut entries)?;
    Ok(entries)
}

/// [`review`], appending each decision's entry to `entries` as soon as it is
/// reviewed: when it stops early (cancelled, say after Ctrl-C), `entries` holds the
/// decisions reviewed so far, in order, for a shell to show.
///
/// Errors: [`ReviewError`].
pub fn review_into(
    game: &Game,
    opts: &ReviewOptions,
    progress: &mut dyn FnMut(usize, usize),
    cancel: &AtomicBool,
    entries: &mut Vec<ReviewEntry>,
) -> Result<(), ReviewError> {
    let todo = decisions(game, opts.all_seats)?;
    let total = todo.len();
    let mut g = Game::replay(*game.rules(), game.start(), &[])
        .map_err(|(index, error)| ReviewError::Replay { index, error })?;
    entries.reserve(total);
    let mut done = 0;
    let mut next = todo.iter().peekable();
    for (i, &a) in game.history().iter().enumerate() {
        if next.peek() == Some(&&i) {
            next.next();
            if let Some(e) = review_decision(&g, i, a, &opts.chances, cancel)? {
                entries.push(e);
                done += 1;
            }
            progress(done, total);
        }
        g.apply(a)
            .map_err(|error| ReviewError::Replay { index: i, error })?;
    }
    Ok(())
}

/// Reviews the move action `a` (history index `i`) about to be applied to `g`.
fn review_decision(
    g: &Game,
    i: usize,
    a: Action,
    opts: &ChanceOptions,
    cancel: &AtomicBool,
) -> Result<Option<ReviewEntry>, ReviewError> {
    let (Action::Move(token), Some((roll, _))) = (a, g.pending()) else {
        return Ok(None);
    };
    // The decision's own seed, so that inserting a decision elsewhere does not
    // change this one's dice.
    let opts = ChanceOptions {
        seed: crate::ai::chances::mix(opts.seed ^ i as u64),
        ..*opts
    };
    let e = review_move(g.variant(), g.position(), roll, token, &opts, cancel)?;
    Ok(e.map(|e| ReviewEntry { action: i, ..e }))
}

/// Reviews playing `token` with `roll` in `pos` (the colour to move decides): every
/// legal move is rolled out `opts.rollouts` times on the same dice. `None` when
/// `token` has no legal move with `roll`. The entry's `action` is 0.
///
/// Errors: [`ReviewError::Cancelled`].
pub fn review_move(
    v: &Variant,
    pos: &Position,
    roll: Face,
    token: TokenId,
    opts: &ChanceOptions,
    cancel: &AtomicBool,
) -> Result<Option<ReviewEntry>, ReviewError> {
    let me = pos.to_move();
    let moves = pos.playable_moves(v, roll);
    // Distinct children: moves to the same position up to which token is which
    // (two tokens out of base, say) are worth the same and share one rollout set.
    let mut children: Vec<(Key, Position, Vec<Shares>)> = Vec::with_capacity(moves.len());
    let mut child_of: Vec<(Move, usize)> = Vec::with_capacity(moves.len());
    for m in moves.iter() {
        let mut child = *pos;
        if child.play_roll(v, roll, Some(m.token)).is_err() {
            continue;
        }
        let key = key(v, &child);
        let k = match children.iter().position(|(x, _, _)| *x == key) {
            Some(k) => k,
            None => {
                children.push((key, child, Vec::new()));
                children.len() - 1
            }
        };
        child_of.push((m, k));
    }
    let played_token = token;
    // Rollouts in rounds: the budget first, then (up to REFINE times the budget)
    // more on the same dice while the loss of the move played is within its noise
    // of a verdict threshold, so that a verdict does not hang on the dice.
    let mut total = opts.rollouts.max(2);
    loop {
        for (_, child, o) in children.iter_mut() {
            extend_shares(v, child, opts, HORIZON, total, o, Some(cancel));
            if cancel.load(Ordering::Relaxed) {
                return Err(ReviewError::Cancelled);
            }
        }
        // One candidate per distinct child, named by the move played when it is one
        // of the child's moves, else by its lowest token's.
        let outcomes: Vec<(Move, Vec<TokenId>, Vec<Shares>)> = children
            .iter()
            .enumerate()
            .filter_map(|(k, (_, _, o))| {
                let moves: Vec<Move> = child_of
                    .iter()
                    .filter(|&&(_, c)| c == k)
                    .map(|&(m, _)| m)
                    .collect();
                let mv = moves
                    .iter()
                    .find(|m| m.token == played_token)
                    .or(moves.first())
                    .copied()?;
                Some((mv, moves.iter().map(|m| m.token).collect(), o.clone()))
            })
            .collect();
        let done = total >= opts.rollouts.max(2) * REFINE;
        if let Some(e) = judge(v, me, roll, played_token, &outcomes, done, total)? {
            let decided = child_of
                .iter()
                .find(|(m, _)| m.token == played_token)
                .is_some_and(|&(_, k)| {
                    let child = &children[k].1;
                    v.seats().iter().any(|&c| child.all_finished(v, c))
                });
            // A decided game's chances are certain: no margin.
            let e = if decided {
                ReviewEntry {
                    decided,
                    played_margin: 0.0,
                    best_margin: 0.0,
                    ..e
                }
            } else {
                e
            };
            // A decided game's chances are certain; an estimate is shown calibrated.
            return Ok(Some(if decided {
                e
            } else {
                e.calibrated(total, v.seats().len())
            }));
        }
        if child_of.iter().all(|(m, _)| m.token != played_token) {
            return Ok(None);
        }
        total *= 2;
    }
}

/// The review's calibration for 2, 3 and 4 players: (raw estimate, share that came
/// true) at the mean of each 10-point bin of raw estimates, from
/// `ludo simulate --calibrate` of the raw estimates (`docs/ai.md`, "Calibration":
/// 54,000 to 72,000 notes per player count). Shown raw, the rollouts' estimates were
/// overconfident in the middle (two players: 85% came true 77% of the time, 16% came
/// true 23%); four players' came true as said above 70% but not at 30–60%, a
/// shape no single slope in log-odds fits (it left a bin 4 points off), so the
/// review maps through the measured points themselves (histogram binning).
pub const CALIBRATION: [[(f32, f32); 10]; 3] = [
    [
        (0.045, 0.064),
        (0.155, 0.225),
        (0.251, 0.311),
        (0.352, 0.396),
        (0.453, 0.465),
        (0.547, 0.531),
        (0.651, 0.610),
        (0.746, 0.679),
        (0.845, 0.769),
        (0.938, 0.895),
    ],
    [
        (0.045, 0.057),
        (0.153, 0.181),
        (0.254, 0.278),
        (0.349, 0.346),
        (0.445, 0.428),
        (0.544, 0.503),
        (0.644, 0.600),
        (0.742, 0.686),
        (0.842, 0.809),
        (0.948, 0.948),
    ],
    [
        (0.045, 0.058),
        (0.155, 0.185),
        (0.250, 0.253),
        (0.343, 0.305),
        (0.442, 0.405),
        (0.542, 0.486),
        (0.641, 0.605),
        (0.744, 0.728),
        (0.847, 0.819),
        (0.950, 0.921),
    ],
];

/// The win chance to show for a raw estimate `mean` of `rollouts` rollouts in a game
/// of `players` seats, so that a shown chance comes true as often as it says: the
/// [`CALIBRATION`] points joined by straight lines in log-odds, and beyond the
/// first and last point the log-odds moved as much as the raw's. A raw 0 or 1 is
/// first taken as half a rollout from it (no estimate is certain). Strictly
/// increasing in `mean`; unchanged for no rollouts or fewer than two players.
pub fn shown_estimate(mean: f32, rollouts: u32, players: usize) -> f32 {
    if rollouts == 0 || players < 2 {
        return mean;
    }
    let edge = 0.5 / rollouts as f32;
    let logit = |x: f32| (x / (1.0 - x)).ln();
    let x = logit(mean.clamp(edge, 1.0 - edge));
    let points = &CALIBRATION[players.clamp(2, 4) - 2];
    let (first, last) = (points[0], points[points.len() - 1]);
    let z = if x <= logit(first.0) {
        logit(first.1) + x - logit(first.0)
    } else if x >= logit(last.0) {
        logit(last.1) + x - logit(last.0)
    } else {
        points
            .windows(2)
            .find(|w| x <= logit(w[1].0))
            .map_or(x, |w| {
                let (x0, x1) = (logit(w[0].0), logit(w[1].0));
                let (y0, y1) = (logit(w[0].1), logit(w[1].1));
                y0 + (y1 - y0) * (x - x0) / (x1 - x0)
            })
    };
    1.0 / (1.0 + (-z).exp())
}

impl ReviewEntry {
    /// The entry with every win chance as shown ([`shown_estimate`], `rollouts` per
    /// candidate); the verdict and the margin stay those of the raw rollouts (the
    /// same dice for every candidate: their difference is not shrunk).
    fn calibrated(self, rollouts: u32, players: usize) -> ReviewEntry {
        let shown = |p: f32| shown_estimate(p, rollouts, players);
        ReviewEntry {
            win_chance_played: shown(self.win_chance_played),
            win_chance_best: shown(self.win_chance_best),
            candidates: self
                .candidates
                .into_iter()
                .map(|c| Candidate {
                    win_chance: shown(c.win_chance),
                    ..c
                })
                .collect(),
            win_chances: normalised(
                self.player,
                shown(self.win_chance_played),
                self.win_chances
                    .into_iter()
                    .map(|s| SeatChance {
                        win_chance: shown(s.win_chance),
                        ..s
                    })
                    .collect(),
            ),
            ..self
        }
    }
}

/// The seats' chances made to add up to 1 with the mover's at `mover_chance` (the
/// chance its row shows, so the graph and the row agree): each is calibrated on its
/// own, and with three or four seats (or few rollouts) their sum drifts from 1 (up
/// to 1.2 at 4 rollouts); the others are scaled to share the rest.
fn normalised(mover: Color, mover_chance: f32, mut seats: Vec<SeatChance>) -> Vec<SeatChance> {
    let others: f32 = seats
        .iter()
        .filter(|s| s.color != mover)
        .map(|s| s.win_chance)
        .sum();
    let count = seats.iter().filter(|s| s.color != mover).count().max(1) as f32;
    let rest = (1.0 - mover_chance).max(0.0);
    for s in &mut seats {
        if s.color == mover {
            s.win_chance = mover_chance;
        } else if others > 0.0 {
            s.win_chance *= rest / others;
        } else {
            s.win_chance = rest / count;
        }
    }
    seats
}

/// At most this many times the rollout budget go to a decision whose verdict is
/// unclear: its loss lies within its own 95% margin of a verdict threshold
/// ([`Verdict::THRESHOLDS`]). Most decisions are clear at the budget; the few near
/// a threshold are what changed verdicts when the work was doubled (8: 96.7%
/// stable, 4: 95.8%, `docs/review.md`, "Budget").
pub const REFINE: u32 = 8;

/// A shown win chance whose 95% margin is at least this (3 points, the width within
/// which the calibration keeps its bins) is said as "about 40%"
/// ([`super::review_texts::said_chance`]): the number is a fair estimate but its
/// last digit is the dice's (`docs/review.md`, "What the review shows").
pub const ABOUT: f32 = 0.03;

/// The entry from the rollouts of every candidate; `None` (refine) when the loss is
/// unclear and `last` is false, or when the move played is not among them.
fn judge(
    v: &Variant,
    me: Color,
    roll: Face,
    token: TokenId,
    outcomes: &[(Move, Vec<TokenId>, Vec<Shares>)],
    last: bool,
    rollouts: u32,
) -> Result<Option<ReviewEntry>, ReviewError> {
    // Mover's share per rollout.
    let score = |w: &Shares| w[me.index()];
    let mean = |o: &[Shares]| o.iter().map(score).sum::<f32>() / o.len().max(1) as f32;
    let Some(played_k) = outcomes.iter().position(|(m, _, _)| m.token == token) else {
        return Ok(None);
    };
    let means: Vec<f32> = outcomes.iter().map(|(_, _, o)| mean(o)).collect();
    // The best: highest mean; ties go to the move played, then the lowest token.
    let mut best_k = played_k;
    for (k, &x) in means.iter().enumerate() {
        if x > means[best_k] {
            best_k = k;
        }
    }
    let (played, best) = (&outcomes[played_k], &outcomes[best_k]);
    // The loss is graded as the player sees it, between the chances shown (the
    // calibration squeezes raw gaps where raw estimates were overconfident: a raw
    // 4-point gap can show as 2); the margin is scaled by the same factor.
    let show = |p: f32| shown_estimate(p, rollouts, v.seats().len());
    let raw_loss = means[best_k] - means[played_k];
    let loss = show(means[best_k]) - show(means[played_k]);
    let scale = if raw_loss > 1e-6 {
        loss / raw_loss
    } else {
        let p = means[played_k].clamp(0.01, 0.98);
        (show(p + 0.01) - show(p)) / 0.01
    };
    let margin = paired_margin(&best.2, &played.2, &score) * scale;
    let unclear = Verdict::THRESHOLDS
        .iter()
        .any(|t| (loss - t).abs() < margin);
    if !last && unclear {
        return Ok(None);
    }
    // Rollouts whose differences never spread are no proof of a loss: the verdict
    // takes the bound of that many equal tries (not the refinement above, which would
    // spend 45% more on near-certain end games for nothing a player sees).
    let verdict = Verdict::of(loss, margin.max(no_spread_margin(margin, played.2.len())));
    // A move within what the review can tell of the top one is the best: no
    // "better" move is named with the same chance shown.
    let (best, best_k, margin) = if verdict == Verdict::Best {
        (played, played_k, 0.0)
    } else {
        (best, best_k, margin)
    };
    // Each shown chance's own margin: its rollouts' noise through the calibration's
    // slope at that chance (the shown scale, as the verdict's margin).
    let own = |o: &[Shares], p: f32| {
        let p = p.clamp(0.01, 0.98);
        mean_margin(o, &score) * (show(p + 0.01) - show(p)) / 0.01
    };
    let after = Chances::from_shares(&played.2);
    Ok(Some(ReviewEntry {
        action: 0,
        player: me,
        roll,
        played: played.0,
        best: best.0,
        win_chance_played: means[played_k],
        win_chance_best: means[best_k],
        margin,
        played_margin: own(&played.2, means[played_k]),
        best_margin: own(&best.2, means[best_k]),
        verdict,
        candidates: outcomes
            .iter()
            .zip(&means)
            .map(|((m, tokens, _), &x)| Candidate {
                mv: *m,
                win_chance: x,
                tokens: tokens.clone(),
            })
            .collect(),
        win_chances: v
            .seats()
            .iter()
            .map(|&c| SeatChance {
                color: c,
                win_chance: after.of(c),
            })
            .collect(),
        decided: false,
    }))
}

/// A position up to the order of each colour's tokens: who moves, sixes and tries,
/// finish ranks, and every colour's sorted progress values.
pub(crate) type Key = ([[i8; TOKENS]; 4], Color, u8, u8, [u8; 4]);

pub(crate) fn key(v: &Variant, pos: &Position) -> Key {
    let mut tokens = [[0i8; TOKENS]; 4];
    let mut ranks = [0u8; 4];
    for &c in v.seats() {
        let mut t = pos.tokens_of(c);
        t.sort_unstable();
        tokens[c.index()] = t;
        ranks[c.index()] = pos.finish_rank(c);
    }
    (
        tokens,
        pos.to_move(),
        pos.sixes_in_row(),
        pos.failed_tries(),
        ranks,
    )
}

/// 95% margin (1.96 standard errors) of the mean of `score` over `a` (one candidate's
/// rollouts).
fn mean_margin(a: &[Shares], score: &dyn Fn(&Shares) -> f32) -> f32 {
    let n = a.len();
    if n < 2 {
        return 1.0;
    }
    let m = a.iter().map(score).sum::<f32>() / n as f32;
    let var = a.iter().map(|x| (score(x) - m).powi(2)).sum::<f32>() / (n - 1) as f32;
    (1.96 * (var / n as f32).sqrt()).max(no_spread_margin(var, n))
}

/// The margin of `n` rollouts that all came out the same (`spread`, their variance or
/// margin, 0):
/// not 0 but the "rule of three", 3 / n, the 95% bound of an event never seen in `n`
/// tries (64 play-outs all lost leave up to 4.7% unseen; a fresh-user pass found
/// "blunder" on two identical play-outs at `--rollouts 2`, and end-game chances of
/// 1% said plainly). 0 when they spread.
fn no_spread_margin(spread: f32, n: usize) -> f32 {
    if spread > 0.0 { 0.0 } else { 3.0 / n as f32 }
}

/// 95% margin (1.96 standard errors) of the mean of the paired differences
/// `score(a[i]) - score(b[i])`: rollouts on the same dice are paired, so only the
/// difference the moves make counts, not the luck they share.
fn paired_margin(a: &[Shares], b: &[Shares], score: &dyn Fn(&Shares) -> f32) -> f32 {
    let n = a.len().min(b.len());
    if n < 2 {
        return 1.0;
    }
    let d: Vec<f32> = a.iter().zip(b).map(|(x, y)| score(x) - score(y)).collect();
    let m = d.iter().sum::<f32>() / n as f32;
    let var = d.iter().map(|x| (x - m) * (x - m)).sum::<f32>() / (n - 1) as f32;
    1.96 * (var / n as f32).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shown_chance_keeps_its_order_and_is_never_certain() {
        for players in 2..=4 {
            let fair = 1.0 / players as f32;
            // Near the fair share the estimates were about right.
            assert!((shown_estimate(fair, 32, players) - fair).abs() < 0.03);
            let mut last = -1.0;
            for i in 0..=32 {
                let x = shown_estimate(i as f32 / 32.0, 32, players);
                assert!(x > last, "order kept");
                assert!(x > 0.0 && x < 1.0, "never certain: {x}");
                last = x;
            }
            // Drawn towards the fair share, never past it.
            let high = shown_estimate(0.9, 32, players);
            assert!(high < 0.9 && high > fair);
            let low = shown_estimate(0.01, 32, players);
            assert!(low > 0.01 && low < fair);
        }
        // Two players: what one gains the other loses, within the calibration's
        // own measurement (the points are the movers', fitted apart).
        let (a, b) = (shown_estimate(0.8, 32, 2), shown_estimate(0.2, 32, 2));
        assert!((a + b - 1.0).abs() < 0.02, "{a} + {b}");
        assert_eq!(
            shown_estimate(0.7, 0, 2),
            0.7,
            "no rollouts: nothing to shrink"
        );
    }

    #[test]
    fn the_seats_shown_chances_add_up_to_one_with_the_movers_as_its_row_shows() {
        let seat = |i: usize, p: f32| SeatChance {
            color: Color::ALL[i],
            win_chance: shown_estimate(p, 4, 4),
        };
        let raw = [1.0, 0.0, 0.0, 0.0];
        let row = shown_estimate(1.0, 4, 4);
        let seats = normalised(
            Color::ALL[0],
            row,
            (0..4).map(|i| seat(i, raw[i])).collect(),
        );
        let sum: f32 = seats.iter().map(|s| s.win_chance).sum();
        assert!((sum - 1.0).abs() < 1e-5, "{sum}");
        assert_eq!(seats[0].win_chance, row, "the graph shows the row's chance");
        assert!(seats[0].win_chance > seats[1].win_chance);
        // Another mover: its chance is kept, the rest shared.
        let raw = [0.3, 0.3, 0.2, 0.2];
        let row = shown_estimate(0.3, 64, 4);
        let seats = normalised(
            Color::ALL[1],
            row,
            (0..4).map(|i| seat(i, raw[i])).collect(),
        );
        assert_eq!(seats[1].win_chance, row);
        let sum: f32 = seats.iter().map(|s| s.win_chance).sum();
        assert!((sum - 1.0).abs() < 1e-5, "{sum}");
    }

    #[test]
    fn verdict_thresholds() {
        assert_eq!(Verdict::of(0.0, 0.0), Verdict::Best);
        assert_eq!(Verdict::of(0.02, 0.0), Verdict::Best);
        assert_eq!(Verdict::of(0.021, 0.0), Verdict::Good);
        assert_eq!(Verdict::of(0.029, 0.0), Verdict::Good);
        assert_eq!(Verdict::of(0.03, 0.0), Verdict::Inaccuracy);
        assert_eq!(Verdict::of(0.059, 0.0), Verdict::Inaccuracy);
        assert_eq!(Verdict::of(0.06, 0.0), Verdict::Mistake);
        assert_eq!(Verdict::of(0.119, 0.0), Verdict::Mistake);
        assert_eq!(Verdict::of(0.12, 0.0), Verdict::Blunder);
        assert_eq!(Verdict::of(0.5, 0.0), Verdict::Blunder);
        // A loss the rollouts cannot tell from noise is at worst "good".
        assert_eq!(Verdict::of(0.10, 0.11), Verdict::Good);
        assert_eq!(Verdict::of(0.10, 0.09), Verdict::Mistake);
    }

    #[test]
    fn paired_margin_ignores_shared_luck() {
        let score = |w: &Shares| w[0];
        let s = |x: f32| [x, 1.0 - x, 0.0, 0.0];
        // The same outcomes: no difference, no noise.
        let a = [s(1.0), s(0.0), s(1.0), s(0.0), s(0.5), s(0.0)];
        assert_eq!(paired_margin(&a, &a, &score), 0.0);
        // One rollout differs: some noise.
        let mut b = a;
        b[5] = s(1.0);
        assert!(paired_margin(&a, &b, &score) > 0.0);
        // A chance's own margin: a spread gives its noise, six equal tries the bound.
        assert!(mean_margin(&a, &score) > 0.0);
        assert_eq!(mean_margin(&[s(0.0); 6], &score), 0.5);
    }
}
