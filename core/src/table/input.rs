//! The table's inputs and answers: [`Input`], [`Refusal`], [`Update`].

use super::announce;
use super::cpu::{CpuDecision, CpuJob};
use super::feedback::Feedback;
use super::persist::SaveRequest;
use super::view::TableView;
use crate::color::Color;
use crate::game::{Numbered, SeatKind};
use crate::i18n::{Key, Message};
use crate::rules::{Face, TokenId};
use std::time::Duration;

/// An input to the table.
#[derive(Clone, Debug, PartialEq)]
pub enum Input {
    /// The person to act presses the die (rolls, or takes the automatic exit).
    Roll,
    /// The person to act moves token `token` (0..=3) with the pending roll.
    Move {
        /// The token.
        token: TokenId,
    },
    /// A tap or click on the board at `(x, y)` in board units (`board::geometry`):
    /// rolls when a roll is due; moves the tapped movable token, or the token whose
    /// move ends on the tapped square; else the nearest movable token or target
    /// square centre within `slop` board units.
    TapBoard {
        /// Board units, 0..width.
        x: f32,
        /// Board units, 0..height.
        y: f32,
        /// Search radius for a near miss, board units (0: exact hits only).
        slop: f32,
    },
    /// Hands the seat of `color` to the CPU (`kind` = CPU level) or back to a person.
    /// Named by colour, never "the seat to act": asking for what the seat already is
    /// changes nothing, so pressing twice never hands over a second seat.
    SetSeat {
        /// The seat.
        color: Color,
        /// Who plays it from now on.
        kind: SeatKind,
    },
    /// Takes back the last move of a person (games with a CPU seat).
    Undo,
    /// Shows the hint for the person choosing a move.
    Hint,
    /// Starts the next game once this one is over (the lesson: starts it again).
    PlayAgain,
    /// The app goes to the background (or a menu covers the game): the clock of the
    /// turn timer stops, CPU turns stop, the game is saved.
    Pause,
    /// The app is in the foreground again.
    Resume,
    /// Time passed: call at [`Update::wake_at`] (earlier or later is harmless).
    Tick,
    /// Pass-and-play: the person shown in [`TableView::handover`] has the device.
    AcknowledgeHandover,
    /// Gives a seat an opaque records profile id (or none).
    SetProfile {
        /// The seat.
        color: Color,
        /// The profile id.
        profile: Option<String>,
    },
    /// The result of a [`CpuJob`]; applied only when its ticket is current.
    CpuDecided(CpuDecision),
    /// Mixes a person's words (or taps written as text) into the dice before the
    /// first roll (`docs/fair-dice.md`, "Mixing in"); refused once anyone rolled.
    MixDice {
        /// The words, at most 256 bytes; up to 8 entries per game.
        words: String,
    },
}

/// Why an input did nothing. Nothing else changed.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Refusal {
    /// Another player (or the CPU) is to act.
    NotYourTurn,
    /// A move before rolling.
    RollFirst,
    /// A roll while a move is to be chosen.
    MoveFirst,
    /// The token has no legal move with the roll.
    CannotMove {
        /// The token.
        token: TokenId,
        /// The roll.
        roll: Face,
    },
    /// The game is over.
    GameOver,
    /// "Play again" before the end.
    NotOver,
    /// Undo in a game without a CPU seat.
    UndoNotAllowed,
    /// No move of a person to take back.
    NothingToUndo,
    /// Undo in a rated game (`Table::is_rated`): no take-backs there.
    UndoInRatedGame,
    /// A person asked for the seat a CPU plays (from the start) in a rated game.
    CpuSeatInRatedGame(Color),
    /// A seat's profile changed after a person's first roll ([`super::profiles_fixed`]).
    ProfilesFixed,
    /// The table is paused.
    Paused,
    /// The colour does not play.
    NotSeated(Color),
    /// A hint when no person chooses a move.
    NoHint,
    /// The device must be passed to this person first.
    Handover(Color),
    /// The lesson is complete.
    LessonDone,
    /// Words to mix into the dice that are blank: they would change the dice but
    /// mean nothing a person could recognise when checking.
    BlankWords,
    /// Not possible in this state (rare).
    NotAllowed,
}

impl Refusal {
    /// The message a shell shows or speaks.
    pub fn message(&self) -> Message {
        match *self {
            Refusal::NotYourTurn => Key::RefusalNotYourTurn.into(),
            Refusal::RollFirst => Key::RefusalRollFirst.into(),
            Refusal::MoveFirst => Key::RefusalMoveFirst.into(),
            Refusal::CannotMove { token, roll } => Message::new(Key::RefusalCannotMove)
                .with("token", announce::token_no(token))
                .with("n", announce::face_no(roll)),
            Refusal::GameOver => Key::RefusalGameOver.into(),
            Refusal::NotOver => Key::RefusalNotOver.into(),
            Refusal::UndoNotAllowed => Key::RefusalUndoNotAllowed.into(),
            Refusal::NothingToUndo => Key::RefusalNothingToUndo.into(),
            Refusal::UndoInRatedGame => Key::RefusalUndoRated.into(),
            Refusal::ProfilesFixed => Key::RefusalProfilesFixed.into(),
            Refusal::CpuSeatInRatedGame(c) => {
                Message::new(Key::RefusalCpuSeatRated).with("player", announce::color_name(c))
            }
            Refusal::Paused => Key::RefusalPaused.into(),
            Refusal::NotSeated(c) => {
                Message::new(Key::RefusalNotSeated).with("player", announce::color_name(c))
            }
            Refusal::NoHint => Key::RefusalNoHint.into(),
            Refusal::Handover(c) => {
                Message::new(Key::RefusalHandover).with("player", announce::color_name(c))
            }
            Refusal::LessonDone => Key::RefusalLessonDone.into(),
            Refusal::BlankWords => Key::RefusalBlankWords.into(),
            Refusal::NotAllowed => Key::RefusalNotAllowed.into(),
        }
    }
}

/// The answer to one input.
#[derive(Clone, Debug)]
pub struct Update {
    /// The game's numbered events of this input, in order.
    pub events: Vec<Numbered>,
    /// Every announcement of the batch, in order: one per event (a CPU's move and
    /// the capture of a person's token included), then the hint line or the welcome
    /// back. For speech and the log.
    pub announcements: Vec<Message>,
    /// What the device should play, in order (only for people at the device).
    pub feedback: Vec<Feedback>,
    /// Why the input did nothing (then nothing else changed).
    pub refused: Option<Refusal>,
    /// Write this now (after every applied action and on pause).
    pub save: Option<SaveRequest>,
    /// A CPU decision to compute off the UI thread, then give to
    /// [`super::Table::cpu_decided`].
    pub cpu_job: Option<CpuJob>,
    /// Cancel the running CPU job's search (its decision would be stale anyway).
    pub cancel_cpu: bool,
    /// When to call [`super::Table::tick`] next, on the table's clock; `None`: only on input.
    pub wake_at: Option<Duration>,
    /// What to draw.
    pub view: TableView,
}
