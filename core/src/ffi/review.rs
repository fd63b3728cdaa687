//! The game review for the phone shells (`docs/review.md`, `docs/bindings.md`,
//! "Game review"): [`review_game`] starts the core's review of a save in the
//! background and returns a [`LudoReviewJob`] to cancel it; the
//! [`ReviewListener`] gets the progress and then the result or the error.
//!
//! The review is CPU work of seconds (about 10 s for a long game on one core at the
//! default budget), so it runs on a blocking thread of the bindings' runtime, the
//! way the table's CPU searches do, and never on the caller's thread.

use crate::ai::ChanceOptions;
use crate::ffi::error::LudoError;
use crate::ffi::export;
use crate::ffi::message::Message;
use crate::ffi::runtime;
use crate::ffi::types::PlayerColor;
pub use crate::game::review::Verdict;
use crate::game::review::{self as core, ReviewError};

/// How good a move was (the core's [`Verdict`]; foreign name `ReviewVerdict`).
pub type ReviewVerdict = Verdict;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// Most rollouts per candidate move a review accepts (`ludo review` uses 64; more
/// than this would take hours on a phone).
pub const MAX_REVIEW_ROLLOUTS: u32 = 10_000;

/// Settings of a review.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ReviewOptions {
    /// Rollouts per candidate move, 1..=10000 (32 is the default of `ludo
    /// review`: more is slower with smaller error bars).
    pub rollouts: u32,
    /// Seed of the rollout dice: the same seed gives the same review.
    pub seed: u64,
    /// Also review the CPU seats' decisions (a win-chance graph of the whole game).
    pub all_seats: bool,
}

/// The review both phones run: the core's default rollouts per move
/// ([`core::DEFAULT_ROLLOUTS`], as `ludo review`), seed 1 and the people's decisions
/// only, so the same game gets the same review on Android, iOS and in the terminal.
///
/// Errors: `Internal` for a bug caught in the library (never in practice).
#[export]
pub fn default_review_options() -> Result<ReviewOptions, LudoError> {
    Ok(ReviewOptions {
        rollouts: core::DEFAULT_ROLLOUTS,
        seed: DEFAULT_REVIEW_SEED,
        all_seats: false,
    })
}

/// The seed of [`default_review_options`] (the terminal's `ludo review --seed` default).
pub const DEFAULT_REVIEW_SEED: u64 = 1;

/// A move of a reviewed decision.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ReviewMove {
    /// Token index 0..=3.
    pub token: i32,
    /// Progress before (-1 = base).
    pub from: i32,
    /// Progress after.
    pub to: i32,
}

impl From<crate::rules::Move> for ReviewMove {
    fn from(m: crate::rules::Move) -> Self {
        ReviewMove {
            token: i32::from(m.token.get()),
            from: i32::from(m.from),
            to: i32::from(m.to),
        }
    }
}

/// One legal move of a decision and the mover's win chance after it.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct ReviewCandidate {
    /// The move.
    pub legal_move: ReviewMove,
    /// The mover's win chance after it (0..=1).
    pub win_chance: f32,
}

/// One seat's win chance.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct SeatWinChance {
    /// The seat's colour.
    pub color: PlayerColor,
    /// Its chance of first place (0..=1).
    pub win_chance: f32,
}

/// The review of one decision.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct ReviewDecision {
    /// Index in the game's history of the move action.
    pub action: u32,
    /// Who decided.
    pub player: PlayerColor,
    /// The roll 1..=6.
    pub roll: i32,
    /// The move played.
    pub played: ReviewMove,
    /// The best move by the rollouts; the move played when the verdict is `Best`
    /// (within 2 points of win chance of the top one).
    pub best: ReviewMove,
    /// The mover's win chance after the move played.
    pub win_chance_played: f32,
    /// The mover's win chance after the best move.
    pub win_chance_best: f32,
    /// 95% margin of the difference of the two.
    pub margin: f32,
    /// The verdict.
    pub verdict: ReviewVerdict,
    /// Every distinct legal move, in the order of their lowest token: moves to the
    /// same position up to which token is which (two tokens out of base) are one
    /// candidate, named by the move played when it is one of them.
    pub candidates: Vec<ReviewCandidate>,
    /// Every seat's win chance after the move played, in seating order (the points
    /// of the win-chance graph).
    pub win_chances: Vec<SeatWinChance>,
    /// First place is taken after the move played: the chances are certain.
    pub decided: bool,
    /// The decision's line in the list, numbered from 1 in the review's order
    /// ("3. Yellow rolled 6: mistake, win chance 42%"; `review.decision`).
    pub line: Message,
    /// Under its position: the move played with its win chance, then the better move
    /// when another was best (`review.played`, `review.better`).
    pub said: Vec<Message>,
}

impl ReviewDecision {
    /// The decision `e`, the `n`th of its review (from 1).
    fn of(n: usize, e: &core::ReviewEntry) -> Self {
        ReviewDecision {
            action: u32::try_from(e.action).unwrap_or(u32::MAX),
            player: e.player,
            roll: i32::from(e.roll.get()),
            played: e.played.into(),
            best: e.best.into(),
            win_chance_played: e.win_chance_played,
            win_chance_best: e.win_chance_best,
            margin: e.margin,
            verdict: e.verdict,
            candidates: e
                .candidates
                .iter()
                .map(|c| ReviewCandidate {
                    legal_move: c.mv.into(),
                    win_chance: c.win_chance,
                })
                .collect(),
            win_chances: e
                .win_chances
                .iter()
                .map(|s| SeatWinChance {
                    color: s.color,
                    win_chance: s.win_chance,
                })
                .collect(),
            decided: e.decided,
            line: Message::from(&e.line(n)),
            said: e.said().iter().map(Message::from).collect(),
        }
    }
}

/// The review of a game.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct GameReview {
    /// Rollouts per candidate move (as asked).
    pub rollouts_per_move: u32,
    /// The seed of the rollout dice.
    pub seed: u64,
    /// Every reviewed decision, in the order played.
    pub decisions: Vec<ReviewDecision>,
    /// The win-chance graph in words, for screen readers (each seat's chance at the
    /// first and last decision; `review.graph`); none without decisions.
    pub graph_text: Option<Message>,
}

/// Receives a review's progress and outcome, on a background thread of the
/// library (hop to the UI thread to draw). Exactly one of `on_done` / `on_error`
/// is called, last.
#[uniffi::export(with_foreign)]
pub trait ReviewListener: Send + Sync {
    /// `done` of `total` decisions reviewed (after each one).
    fn on_progress(&self, done: u32, total: u32);
    /// The review finished.
    fn on_done(&self, review: GameReview);
    /// The review stopped: `Cancelled` after `cancel()`, `InvalidSave` when the
    /// history does not replay, `Internal` for a bug caught in the library.
    fn on_error(&self, error: LudoError);
}

/// A review running in the background; `cancel()` stops it.
#[derive(uniffi::Object)]
pub struct LudoReviewJob {
    cancel: Arc<AtomicBool>,
}

#[export]
impl LudoReviewJob {
    /// Stops the review within one rollout; the listener then gets `on_error`
    /// with `Cancelled` (unless it had already finished). Calling it again does
    /// nothing.
    pub fn cancel(&self) -> Result<(), LudoError> {
        self.cancel.store(true, Ordering::SeqCst);
        Ok(())
    }
}

/// Starts the review of the game in `save_json` (a save string, finished or not)
/// in the background and returns at once. The save is checked before: a bad save
/// or options are an error here and the listener is never called.
///
/// Errors: `InvalidSave`, `InvalidArgument` (rollouts outside 1..=10000),
/// `Internal`.
#[export]
pub fn review_game(
    save_json: String,
    options: ReviewOptions,
    listener: Arc<dyn ReviewListener>,
) -> Result<Arc<LudoReviewJob>, LudoError> {
    if !(1..=MAX_REVIEW_ROLLOUTS).contains(&options.rollouts) {
        return Err(LudoError::InvalidArgument {
            reason: format!(
                "rollouts {} is outside 1..={MAX_REVIEW_ROLLOUTS}",
                options.rollouts
            ),
        });
    }
    let game = crate::save::load(&save_json)?;
    let rt = runtime::handle().map_err(|reason| LudoError::Internal { reason })?;
    let cancel = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&cancel);
    let opts = core::ReviewOptions {
        chances: ChanceOptions {
            rollouts: options.rollouts,
            seed: options.seed,
            ..ChanceOptions::default()
        },
        all_seats: options.all_seats,
    };
    rt.spawn_blocking(move || {
        let run = catch_unwind(AssertUnwindSafe(|| {
            core::review(
                &game,
                &opts,
                &mut |done, total| {
                    let n = |x: usize| u32::try_from(x).unwrap_or(u32::MAX);
                    listener.on_progress(n(done), n(total));
                },
                &flag,
            )
        }));
        // A panic of the listener itself is not reported to it again.
        let _ = catch_unwind(AssertUnwindSafe(|| match run {
            Ok(Ok(entries)) => listener.on_done(GameReview {
                rollouts_per_move: options.rollouts,
                seed: options.seed,
                decisions: entries
                    .iter()
                    .enumerate()
                    .map(|(i, e)| ReviewDecision::of(i + 1, e))
                    .collect(),
                graph_text: crate::game::review_texts::graph_summary(&entries)
                    .as_ref()
                    .map(Message::from),
            }),
            Ok(Err(ReviewError::Cancelled)) => listener.on_error(LudoError::Cancelled {
                reason: "the review was cancelled".into(),
            }),
            Ok(Err(e @ ReviewError::Replay { .. })) => listener.on_error(LudoError::InvalidSave {
                reason: e.to_string(),
            }),
            Err(p) => listener.on_error(LudoError::Internal {
                reason: format!("review_game: {}", crate::ffi::error::panic_text(p.as_ref())),
            }),
        }));
    });
    Ok(Arc::new(LudoReviewJob { cancel }))
}
