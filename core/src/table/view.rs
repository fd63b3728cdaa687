//! [`TableView`]: everything a screen draws, as plain data. Shells draw it and
//! decide nothing; texts are catalog messages.

use super::tutorial::LessonStep;
use crate::ai::HintReason;
use crate::board::geometry::SquareId;
use crate::color::Color;
use crate::game::{Phase, SeatKind};
use crate::i18n::Message;
use crate::rules::Rules;
use serde::{Deserialize, Serialize};

/// One seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    /// The colour.
    pub color: Color,
    /// Who plays it now.
    pub kind: SeatKind,
    /// A person played it at some time in this game (the "take back" control).
    pub was_person: bool,
    /// The CPU plays it now but a person did before: it can be taken back.
    pub can_take_back: bool,
    /// It is the seat to act.
    pub to_act: bool,
    /// Tokens in base.
    pub in_base: u8,
    /// Tokens on the track or in the home column.
    pub out: u8,
    /// Tokens at the finish.
    pub finished: u8,
    /// Its place once it finished all tokens (or the game is over).
    pub place: Option<u8>,
    /// Roll counts by face: `faces[f - 1]` rolls of `f` in this game.
    pub faces: [u64; 6],
    /// The records profile id given with `Input::SetProfile`, if any.
    pub profile: Option<String>,
    /// Accessibility label ("Yellow, person, 1 token finished").
    pub description: Message,
}

/// The die.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DieView {
    /// The face shown: the roll awaiting a move, else the last roll; `None` before any.
    pub face: Option<u8>,
    /// Who rolled the face shown.
    pub rolled_by: Option<Color>,
    /// A person may roll now (the die is "live").
    pub can_roll: bool,
    /// The next press brings a token out without rolling (house rule).
    pub auto_exit: bool,
    /// Accessibility label ("Die, shows 6").
    pub description: Message,
}

/// A capture a move would make.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CaptureView {
    /// The captured token's colour.
    pub color: Color,
    /// Its index 0..=3.
    pub token: u8,
}

/// A legal move of a person choosing a move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveView {
    /// Token index 0..=3.
    pub token: u8,
    /// Progress before (-1 base).
    pub from: i8,
    /// Progress after.
    pub to: i8,
    /// The square it ends on.
    pub target: Option<SquareId>,
    /// Tokens it would capture.
    pub captures: Vec<CaptureView>,
    /// Accessibility label of the target square ("square 9. Token 2 moves here.").
    pub description: Message,
}

/// The hint shown (after `Input::Hint`, until anything changes).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HintView {
    /// The suggested token.
    pub token: u8,
    /// Where it would go.
    pub target: Option<SquareId>,
    /// Why.
    pub reason: HintReason,
    /// It is the only legal move.
    pub forced: bool,
    /// The hint line ("Hint: move token 2 to ... It captures.").
    pub message: Message,
}

/// The last move made, for marking it on the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastMove {
    /// The mover.
    pub color: Color,
    /// Token index 0..=3.
    pub token: u8,
    /// Progress before (-1 base).
    pub from: i8,
    /// Progress after.
    pub to: i8,
    /// Progress values entered, in order (the game's `Moved` event).
    pub path: Vec<i8>,
    /// Tokens it captured.
    pub captured: Vec<CaptureView>,
}

/// The turn timer of the person to act.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TimerView {
    /// The limit per decision, ms.
    pub limit_ms: u64,
    /// Time left, ms.
    pub remaining_ms: u64,
    /// Whether it counts down now (not while paused or waiting for a handover).
    pub running: bool,
    /// "12 seconds left" (whole seconds, rounded up).
    pub text: Message,
}

/// One token, for drawing and accessibility.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TokenView {
    /// Owner.
    pub color: Color,
    /// Index 0..=3 (shown as 1..=4).
    pub token: u8,
    /// Progress (-1 base .. finish).
    pub progress: i8,
    /// The square it stands on.
    pub square: Option<SquareId>,
    /// A person may move it now.
    pub movable: bool,
    /// The hint suggests it.
    pub hinted: bool,
    /// Accessibility label ("Yellow token 1, square 12, can move").
    pub description: Message,
}

/// The lesson's state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TutorialView {
    /// The step.
    pub step: LessonStep,
    /// Its tip.
    pub tip: Message,
    /// The lesson is complete.
    pub done: bool,
}

/// Everything a screen draws.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableView {
    /// The game's phase.
    pub phase: Phase,
    /// Game number (1, +1 per "play again").
    pub game_number: u32,
    /// The house rules.
    pub rules: Rules,
    /// Who acts next; `None` once over.
    pub to_act: Option<Color>,
    /// A person at the device must act now and may (not paused, no handover pending).
    pub person_to_act: bool,
    /// The seats in the setup's (clockwise) order.
    pub seats: Vec<SeatView>,
    /// The die.
    pub die: DieView,
    /// The legal moves while a person chooses one (empty otherwise).
    pub moves: Vec<MoveView>,
    /// The hint shown.
    pub hint: Option<HintView>,
    /// The last move, to mark on the board.
    pub last_move: Option<LastMove>,
    /// The turn timer, when one applies to the decision now.
    pub timer: Option<TimerView>,
    /// Undo is possible now.
    pub can_undo: bool,
    /// A hint is possible now.
    pub can_hint: bool,
    /// "Play again" is possible now (the game or lesson is over).
    pub can_play_again: bool,
    /// The status line.
    pub status: Message,
    /// The lesson, when this table is one.
    pub tutorial: Option<TutorialView>,
    /// Paused (app in the background): nothing runs, inputs are refused.
    pub paused: bool,
    /// A CPU is to act and will (its turn is scheduled or being computed).
    pub cpu_thinking: bool,
    /// Pass-and-play: the device should be passed to this person, who confirms
    /// with `Input::AcknowledgeHandover`.
    pub handover: Option<Color>,
    /// Placements once over, best first (several colours may share a place).
    pub placements: Option<Vec<Vec<Color>>>,
    /// Every token of the seated colours, seats in order, then token index.
    pub tokens: Vec<TokenView>,
    /// First-player rolls of the current round.
    pub first_rolls: Vec<(Color, u8)>,
    /// The sequence number the next game event will get.
    pub next_event_seq: u64,
}
