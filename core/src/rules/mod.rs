//! The rules: pure functions from a position and a roll to legal moves and the next
//! position (RULES.md; decisions in `docs/rules.md`).

pub mod face;
pub mod moves;
pub mod options;
pub mod position;
pub mod token;
pub mod turn;
pub mod variant;

pub use crate::board::{InvalidTrackSquare, MAX_TRACK_LEN, TrackSquare};
pub use face::{Face, InvalidFace};
pub use moves::{BASE, Capture, CaptureList, Move, MoveList};
pub use options::{
    Blocks, BoardChoice, ExitNumbers, ExitNumbersError, InvalidTurnTimeLimit, NoTokenOnBoard,
    Preset, Rules, SafeSquares, TurnTimeLimit,
};
pub use position::{Position, PositionError, TOKENS};
pub use token::{InvalidToken, TokenId};
pub use turn::{NoMove, RuleError, StepOutcome};
pub use variant::{SeatingError, Variant};
