//! What a finger (or TalkBack, or VoiceOver) can touch on the play screen: every
//! interactive item of a scene has a [`HitArea`] with its words and its
//! [`SceneAction`]. Hit-testing is here, so no shell decides what a tap means.

use super::prim::{Frame, Pt};
use crate::color::Color;
use crate::game::SeatKind;
use crate::rules::TokenId;
use crate::table::Input;
use serde::{Deserialize, Serialize};

/// What touching an item does. The table's inputs are carried out by the bindings
/// (`LudoTable.perform`); the rest are the shell's own screens.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum SceneAction {
    /// Nothing: an item that is only read (a seat's panel, a token that cannot move).
    None,
    /// Roll the die (or take the automatic exit).
    Roll,
    /// Move this token of the seat to act with the pending roll.
    Move {
        /// The token.
        token: TokenId,
    },
    /// Show the hint.
    Hint,
    /// Take back the last move.
    Undo,
    /// Hand this person's seat to the CPU.
    HandToCpu {
        /// The seat.
        color: Color,
    },
    /// Take this seat back from the CPU.
    TakeBack {
        /// The seat.
        color: Color,
    },
    /// Pass-and-play: the person named by the curtain has the device.
    Ready,
    /// Start the next game (the result card, the lesson's end).
    PlayAgain,
    /// Shell: open the game review.
    Review,
    /// Shell: leave the game for the home screen.
    Home,
    /// Shell: open the game menu (rules, dice statistics, mixing words into the dice,
    /// home).
    Menu,
    /// Shell: show the dice statistics sheet.
    DiceStats,
}

impl SceneAction {
    /// The table's input for this action; `None` for the shell's own (`Review`,
    /// `Home`, `Menu`, `DiceStats`) and for `None`. A seat handed to the CPU plays
    /// at the level the turn timer uses ([`crate::game::TIMEOUT_CPU_LEVEL`]).
    pub fn input(self) -> Option<Input> {
        Some(match self {
            SceneAction::Roll => Input::Roll,
            SceneAction::Move { token } => Input::Move { token },
            SceneAction::Hint => Input::Hint,
            SceneAction::Undo => Input::Undo,
            SceneAction::HandToCpu { color } => Input::SetSeat {
                color,
                kind: SeatKind::Cpu(crate::game::TIMEOUT_CPU_LEVEL),
            },
            SceneAction::TakeBack { color } => Input::SetSeat {
                color,
                kind: SeatKind::Human,
            },
            SceneAction::Ready => Input::AcknowledgeHandover,
            SceneAction::PlayAgain => Input::PlayAgain,
            SceneAction::None
            | SceneAction::Review
            | SceneAction::Home
            | SceneAction::Menu
            | SceneAction::DiceStats => return None,
        })
    }
}

/// What kind of thing an item is, for screen readers (Android `className`, iOS
/// traits).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum ItemRole {
    /// A button (the die, icon buttons, the result card's buttons).
    Button,
    /// A token on the board.
    Token,
    /// A target square of a legal move.
    Square,
    /// Information only: a seat's panel, the status line.
    Text,
}

/// One touchable or readable item: its box, its words and its action. The list's
/// order is the screen reader's reading order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HitArea {
    /// Stable for the same thing across frames (a screen reader's focus stays on it):
    /// see [`HitArea::key`].
    pub id: u32,
    /// Where a touch counts, in points: at least 44 × 44 for buttons and targets.
    pub frame: Frame,
    /// The spoken label, in the scene's language, without owner symbols.
    pub label: String,
    /// What it is.
    pub role: ItemRole,
    /// What a tap or a screen reader's activation does.
    pub action: SceneAction,
    /// The point the item is drawn around (a token's centre): among overlapping
    /// areas a tap goes to the nearest.
    pub anchor: Pt,
}

impl HitArea {
    /// A stable id from a kind (0..=255) and an index within it.
    pub const fn key(kind: u8, index: u32) -> u32 {
        ((kind as u32) << 24) | (index & 0x00FF_FFFF)
    }
}

/// The action of a tap at `p`: the enabled area containing it whose anchor is
/// nearest (a movable token beats a square under it by being nearer, the die and
/// buttons do not overlap anything); [`SceneAction::None`] when no actionable area
/// contains `p`.
pub fn tap(areas: &[HitArea], p: Pt) -> SceneAction {
    areas
        .iter()
        .filter(|a| a.action != SceneAction::None && a.frame.contains(p))
        .min_by(|a, b| a.anchor.distance(p).total_cmp(&b.anchor.distance(p)))
        .map_or(SceneAction::None, |a| a.action)
}
