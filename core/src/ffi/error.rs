//! [`LudoError`]: the one error type every fallible call of the bindings returns.
//!
//! Each variant carries a human-readable `reason` (English, for logs and debugging;
//! shells show their own localised text chosen by the variant). The field is never
//! called `message`: that name clashes with `Throwable.message` in Kotlin.

use crate::game::GameError;
use crate::notation::NotationError;
use crate::save::SaveError;

/// Why a call failed. The game is unchanged whenever a call returns an error.
///
/// Kotlin: `LudoException.WrongPhase` etc. (a sealed class, `e.reason`);
/// Swift: `LudoError.WrongPhase(reason:)`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, uniffi::Error)]
pub enum LudoError {
    /// The action does not fit the phase (a move before rolling, a roll while a move
    /// is pending, anything but "play again" once the game is over).
    #[error("wrong phase: {reason}")]
    WrongPhase {
        /// What was tried and the phase the game is in.
        reason: String,
    },
    /// The rules refuse the move (token cannot move with this roll, no such token, ...).
    #[error("illegal move: {reason}")]
    IllegalMove {
        /// Why.
        reason: String,
    },
    /// The colour does not play in this game.
    #[error("not seated: {reason}")]
    NotSeated {
        /// Which colour.
        reason: String,
    },
    /// The game setup or the rules are impossible (seat count, duplicate or
    /// non-clockwise colours, a bad exit number or time limit, a bad dice script).
    #[error("invalid setup: {reason}")]
    InvalidSetup {
        /// What is wrong.
        reason: String,
    },
    /// An argument is out of range or cannot be parsed (e.g. an action text).
    #[error("invalid argument: {reason}")]
    InvalidArgument {
        /// What is wrong.
        reason: String,
    },
    /// Undo is only available in games with at least one CPU seat.
    #[error("undo not allowed: {reason}")]
    UndoNotAllowed {
        /// Why.
        reason: String,
    },
    /// There is no move by a person to take back.
    #[error("nothing to undo: {reason}")]
    NothingToUndo {
        /// Why.
        reason: String,
    },
    /// "Play again" before the game is over.
    #[error("not over: {reason}")]
    NotOver {
        /// Why.
        reason: String,
    },
    /// A CPU move was asked for while a person (or nobody: game over) is to act.
    #[error("not the CPU's turn: {reason}")]
    NotCpuTurn {
        /// Who is to act.
        reason: String,
    },
    /// The save file cannot be loaded (not JSON, wrong format or version, corrupt,
    /// inconsistent, too large).
    #[error("invalid save: {reason}")]
    InvalidSave {
        /// What is wrong.
        reason: String,
    },
    /// A position-format document cannot be analysed.
    #[error("invalid position: {reason}")]
    InvalidPosition {
        /// What is wrong.
        reason: String,
    },
    /// The CPU move was cancelled with `cancel_cpu()`; nothing was applied.
    #[error("cancelled: {reason}")]
    Cancelled {
        /// What was cancelled.
        reason: String,
    },
    /// The game changed while the call was in flight (another action was applied
    /// during a CPU move, or a time-out arrived for a turn that already ended);
    /// nothing was applied.
    #[error("stale: {reason}")]
    Stale {
        /// What changed.
        reason: String,
    },
    /// The records database cannot be used now: it cannot be opened or created,
    /// another process keeps it busy, or SQLite failed (`LudoRecords`).
    #[error("records unavailable: {reason}")]
    RecordsUnavailable {
        /// What is wrong.
        reason: String,
    },
    /// The records database was written by a newer version of the app; it was left
    /// untouched (updating the app brings the records back).
    #[error("records from a newer app: {reason}")]
    RecordsTooNew {
        /// The versions.
        reason: String,
    },
    /// A profile name that is refused: empty, too long, control characters, or the
    /// name of another profile (ignoring case).
    #[error("invalid name: {reason}")]
    InvalidName {
        /// Why.
        reason: String,
    },
    /// No profile with this id.
    #[error("unknown profile: {reason}")]
    UnknownProfile {
        /// The id.
        reason: String,
    },
    /// No recorded game with this id (or several start with the prefix given).
    #[error("unknown game: {reason}")]
    UnknownGame {
        /// The id.
        reason: String,
    },
    /// The game store's directory is in use by another process (`LudoStore.open`).
    #[error("store busy: {reason}")]
    StoreBusy {
        /// What happened, in English.
        reason: String,
    },
    /// The game store cannot read or write its directory (full, read-only, a
    /// folder in place of a file): the reason says what to do; the last completed
    /// save or its backup still loads.
    #[error("store unavailable: {reason}")]
    StoreUnavailable {
        /// What happened, in English.
        reason: String,
    },
    /// The save in place was written by a newer app: it is never overwritten.
    #[error("save from a newer app: {reason}")]
    SaveTooNew {
        /// What happened, in English.
        reason: String,
    },
    /// A bug in the library was caught before it could crash the app; the game is
    /// unchanged. Please report it with the reason.
    #[error("internal error: {reason}")]
    Internal {
        /// What went wrong.
        reason: String,
    },
}

impl From<GameError> for LudoError {
    fn from(e: GameError) -> Self {
        let reason = e.to_string();
        match e {
            GameError::WrongPhase { .. } => LudoError::WrongPhase { reason },
            GameError::Rule(crate::rules::RuleError::GameOver) => LudoError::WrongPhase { reason },
            GameError::Rule(_) => LudoError::IllegalMove { reason },
            GameError::NotSeated { .. } => LudoError::NotSeated { reason },
            GameError::Seating(_) | GameError::Dice(_) | GameError::FirstPlayerNotSeated { .. } => {
                LudoError::InvalidSetup { reason }
            }
            GameError::UndoNotAllowed => LudoError::UndoNotAllowed { reason },
            GameError::NothingToUndo => LudoError::NothingToUndo { reason },
            GameError::NotOver => LudoError::NotOver { reason },
            GameError::NotCpuTurn { .. } => LudoError::NotCpuTurn { reason },
        }
    }
}

impl From<SaveError> for LudoError {
    fn from(e: SaveError) -> Self {
        LudoError::InvalidSave {
            reason: e.to_string(),
        }
    }
}

impl From<NotationError> for LudoError {
    fn from(e: NotationError) -> Self {
        LudoError::InvalidPosition {
            reason: e.to_string(),
        }
    }
}

/// The text of a caught panic payload.
pub(crate) fn panic_text(p: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = p.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = p.downcast_ref::<String>() {
        s.clone()
    } else {
        "panic".to_string()
    }
}

/// Runs `f`, turning a panic into [`LudoError::Internal`] so that it never crosses
/// the FFI boundary. The one panic guard: every export of the bindings runs its body
/// through it, named `what` (`"LudoTable.roll"`, `"localize"`), which is also the
/// name the debug builds' [`test_hooks::panic_in`] matches.
pub(crate) fn guard<T>(
    what: &'static str,
    f: impl FnOnce() -> Result<T, LudoError>,
) -> Result<T, LudoError> {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        #[cfg(debug_assertions)]
        test_hooks::check(what);
        f()
    })) {
        Ok(r) => r,
        Err(p) => Err(LudoError::Internal {
            reason: format!("{what}: {}", panic_text(p.as_ref())),
        }),
    }
}

/// A hook that makes an export panic inside its guard, so a test can show that the
/// panic becomes [`LudoError::Internal`] for every export (cargo feature
/// debug builds only, so the workspace's tests run it; never in a shipped, release
/// library).
#[cfg(debug_assertions)]
pub mod test_hooks {
    use std::cell::RefCell;

    thread_local! {
        static PANIC_IN: RefCell<Option<String>> = const { RefCell::new(None) };
    }

    /// Makes the export called `export` (as named in its guard) panic when it is
    /// next called on this thread; `None` clears the hook.
    pub fn panic_in(export: Option<&str>) {
        PANIC_IN.with(|p| *p.borrow_mut() = export.map(str::to_string));
    }

    /// Panics when the hook names `what`.
    pub(crate) fn check(what: &str) {
        if PANIC_IN.with(|p| p.borrow().as_deref() == Some(what)) {
            panic!("test hook: panic in {what}");
        }
    }
}
