//! The lesson ("learn on the board", as on the original rule pages): the learner
//! plays yellow against an easy CPU on blue, yellow starts, and the first nine rolls
//! are scripted so that every move is forced and the lesson shows, in order:
//! bringing a token out with a 6, the extra roll after a 6, moving, the CPU's turn,
//! a safe star, a safe start, and a capture. The lesson is done when the learner
//! captures (or, should that not happen after an undo, when the game ends).
//!
//! Script: yellow 6 (out onto square 1), 3 (to square 4); blue 6 (out onto its
//! start, square 14), 1 (square 15); yellow 5 (the star, square 9); blue 3 (square
//! 18); yellow 5 (blue's start, square 14, safe); blue 1 (square 19); yellow 5
//! lands on blue: capture. Then the die is random (seed [`LESSON_SEED`]).

use crate::ai::Level;
use crate::color::Color;
use crate::game::{Game, GameSetup, Phase, SeatKind, SeatSetup};
use crate::i18n::{Key, Message};
use crate::rules::{Face, Rules, TokenId};
use serde::{Deserialize, Serialize};

use super::announce::color_name;

/// The learner's colour.
pub const LEARNER: Color = Color::Yellow;

/// The CPU opponent's colour.
pub const OPPONENT: Color = Color::Blue;

/// The scripted die faces of the lesson (see the module documentation).
pub const LESSON_DICE: [Face; 9] = [
    Face::Six,
    Face::Three,
    Face::Six,
    Face::One,
    Face::Five,
    Face::Three,
    Face::Five,
    Face::One,
    Face::Five,
];

/// The dice seed after the script.
pub const LESSON_SEED: u64 = 2026;

/// The game of the lesson: standard rules without a timer.
pub fn lesson_setup() -> GameSetup {
    GameSetup {
        rules: Rules::default(),
        seats: vec![
            SeatSetup {
                color: LEARNER,
                kind: SeatKind::Human,
            },
            SeatSetup {
                color: OPPONENT,
                kind: SeatKind::Cpu(Level::Easy),
            },
        ],
        seed: Some(LESSON_SEED),
        dice_script: LESSON_DICE.to_vec(),
        first_player: Some(LEARNER),
    }
}

/// Where the learner is in the lesson; each step has its tip.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum LessonStep {
    /// Before the first roll: who you are, what a 6 does.
    RollFirst,
    /// A 6 came: bring a token out.
    BringOut,
    /// Roll again after a 6.
    ExtraRoll,
    /// Move a token as many squares as rolled.
    Move,
    /// The CPU plays; watch.
    WatchCpu,
    /// Your turn: roll.
    Roll,
    /// The move ends on a safe square (a start or a star).
    SafeSquare,
    /// A capture is possible.
    Capture,
    /// The lesson is complete.
    Done,
}

impl LessonStep {
    /// The step of the lesson in `game`; `done` once the learner captured.
    pub(crate) fn of(game: &Game, done: bool, target_safe: impl Fn(TokenId) -> bool) -> LessonStep {
        if done || game.phase() == Phase::GameOver {
            return LessonStep::Done;
        }
        if game.cpu_to_act() {
            return LessonStep::WatchCpu;
        }
        match game.pending() {
            Some((_, moves)) => {
                let pos = game.position();
                let v = game.variant();
                if moves.iter().any(|m| !pos.captures_of(v, m).is_empty()) {
                    LessonStep::Capture
                } else if moves.iter().any(|m| m.from < 0) {
                    LessonStep::BringOut
                } else if moves.iter().any(|m| target_safe(m.token)) {
                    LessonStep::SafeSquare
                } else {
                    LessonStep::Move
                }
            }
            None if game.history().is_empty() => LessonStep::RollFirst,
            None if game.position().sixes_in_row() > 0 => LessonStep::ExtraRoll,
            None => LessonStep::Roll,
        }
    }

    /// The tip shown at this step; `roll` is the pending roll (for "move n squares").
    pub(crate) fn tip(self, roll: Option<Face>) -> Message {
        match self {
            LessonStep::RollFirst => {
                Message::new(Key::TipRollFirst).with("player", color_name(LEARNER))
            }
            LessonStep::BringOut => Message::new(Key::TipBringOut),
            LessonStep::ExtraRoll => Message::new(Key::TipExtraRoll),
            LessonStep::Move => {
                Message::new(Key::TipMove).with("n", roll.map_or(1, super::announce::face_no))
            }
            LessonStep::WatchCpu => Message::new(Key::TipCpu).with("player", color_name(OPPONENT)),
            LessonStep::Roll => Message::new(Key::TipRoll),
            LessonStep::SafeSquare => Message::new(Key::TipSafe),
            LessonStep::Capture => {
                Message::new(Key::TipCapture).with("player", color_name(OPPONENT))
            }
            LessonStep::Done => Message::new(Key::TipDone),
        }
    }
}
