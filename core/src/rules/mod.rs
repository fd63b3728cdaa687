//! The rules: pure functions from a position and a roll to legal moves and the next
//! position (RULES.md; decisions in `docs/rules.md`).

pub mod moves;
pub mod options;
pub mod position;
pub mod turn;
pub mod variant;

pub use moves::{BASE, Capture, CaptureList, Move, MoveList};
pub use options::{
    Blocks, BoardChoice, ExitNumbers, NoTokenOnBoard, Preset, Rules, SafeSquares, TurnTimeLimit,
};
pub use position::{Position, PositionError, TOKENS};
pub use turn::{NoMove, RuleError, StepOutcome};
pub use variant::{SeatingError, Variant};
