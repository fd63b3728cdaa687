//! The rules: the boards' topology, the domain types, the house rules, and pure
//! functions from a position and a roll to legal moves and the next position
//! (`docs/rules.md`).
//!
//! Inside, bottom up: [`topology`], [`face`], [`token`] and [`options`] (fixed facts
//! and settings) → [`variant`] (rules compiled for a board and seating) →
//! [`position`] → [`moves`] (legal moves, captures) → [`turn`] (one roll in, the next
//! position out); [`places`] numbers the places of a finished game.

pub mod face;
pub mod moves;
pub mod options;
pub mod places;
pub mod position;
pub mod token;
pub mod topology;
pub mod turn;
pub mod variant;

pub use face::{Face, InvalidFace};
pub use moves::{Capture, CaptureList, LegalMove, Move, MoveList, TokenRef};
pub use options::{
    Blocks, BoardChoice, ExitNumbers, ExitNumbersError, InvalidTurnTimeLimit, NoTokenOnBoard,
    Preset, Rules, SafeSquares, TurnTimeLimit,
};
pub use places::{PlaceGroup, place_groups, place_of};
pub use position::{BASE, Position, PositionError, Setup};
pub use token::{InvalidToken, TOKENS, TokenId};
pub use topology::{
    Arm, Board, BoardKind, Cell, HOME_COLUMN_LEN, InvalidTrackSquare, MAX_TRACK_LEN, STAR_OFFSET,
    TrackSquare,
};
pub use turn::{NoMove, RuleError, StepOutcome};
pub use variant::{SeatingError, Variant};
