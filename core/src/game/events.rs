//! Events: what every action did, in order, for shells to animate and announce.

use crate::ai::Level;
use crate::color::Color;
use crate::rules::{Face, TokenId};
use serde::{Deserialize, Serialize};

/// Why a player rolls again (docs/rules.md, "Extra rolls"; house rules).
/// Several reasons in one move give one extra roll (`docs/rules.md`, "Extra rolls").
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ExtraRollReason {
    /// A six was rolled and moved.
    Six,
    /// A token was captured (house rule "roll again after a capture").
    Capture,
    /// A token reached the finish (house rule "roll again on reaching the finish").
    Finish,
}

/// Why the turn passed.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PassReason {
    /// A move was made and no extra roll was earned.
    Moved,
    /// No token could move with the roll (docs/rules.md, "A turn").
    NoMove,
    /// The third six in a row was forfeited (docs/rules.md, "Three sixes").
    ThreeSixes,
    /// Three failed tries under "no token on board: up to 3 rolls".
    TriesUsedUp,
    /// The player finished all tokens.
    PlayerFinished,
}

/// Who controls a seat.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(
    rename_all = "snake_case",
    tag = "kind",
    content = "level",
    deny_unknown_fields
)]
pub enum SeatKind {
    /// A person at this device.
    Human,
    /// A CPU player of the given level.
    Cpu(Level),
}

/// One thing that happened, in the order it happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum Event {
    /// A new game began; `first` is known when it did not have to be rolled for.
    GameStarted {
        /// Game number, 1 for the first game of a session and +1 for each "play again".
        game_number: u32,
        /// The first player, when chosen without rolling (rotation, tutorial).
        first: Option<Color>,
    },
    /// A roll to decide who starts (docs/rules.md, "Setting up").
    FirstRoll {
        /// Who rolled.
        color: Color,
        /// The face.
        roll: Face,
    },
    /// The highest first rolls tied: these colours roll again.
    FirstRollTie {
        /// The tied colours, clockwise.
        colors: Vec<Color>,
    },
    /// The player who starts.
    FirstPlayer {
        /// The colour.
        color: Color,
    },
    /// A die was rolled in play.
    Rolled {
        /// Who rolled.
        color: Color,
        /// The face.
        roll: Face,
    },
    /// A token moved. `path` lists the progress values of every square entered in
    /// order, ending with `to` (from base: just `[0]`); the board geometry turns
    /// them into drawing points (`view::geometry::move_path`).
    Moved {
        /// The mover.
        color: Color,
        /// The token.
        token: TokenId,
        /// Progress before.
        from: i8,
        /// Progress after.
        to: i8,
        /// Progress values entered, in order.
        path: Vec<i8>,
        /// Whether this was an automatic exit without a roll.
        auto_exit: bool,
    },
    /// A token was captured and returned to base.
    Captured {
        /// The captured token's colour.
        color: Color,
        /// Which of its tokens.
        token: TokenId,
        /// Its progress before the capture.
        from: i8,
        /// The capturer.
        by: Color,
    },
    /// A token reached the finish.
    TokenFinished {
        /// The colour.
        color: Color,
        /// The token.
        token: TokenId,
    },
    /// A player finished all four tokens and took a place.
    PlayerFinished {
        /// The colour.
        color: Color,
        /// Its place, 1 = first.
        place: u8,
    },
    /// The same player rolls again.
    ExtraRoll {
        /// Who rolls again.
        color: Color,
        /// Every reason that applied (one extra roll whatever their number).
        reasons: Vec<ExtraRollReason>,
    },
    /// The third six in a row: not moved, the turn ends.
    ThreeSixes {
        /// The colour.
        color: Color,
    },
    /// A failed try under "no token on board: up to 3 rolls".
    FailedTry {
        /// The colour.
        color: Color,
        /// Tries left this turn.
        tries_left: u8,
    },
    /// The turn went to the next player.
    TurnPassed {
        /// The player whose turn ended.
        from: Color,
        /// The next player.
        to: Color,
        /// Why.
        reason: PassReason,
    },
    /// A seat changed hands (person ↔ CPU).
    SeatChanged {
        /// The seat's colour.
        color: Color,
        /// Who controls it now.
        kind: SeatKind,
    },
    /// The turn timer ran out and the game acted for the player (`docs/rules.md`, "Turn timer").
    TimedOut {
        /// The colour.
        color: Color,
    },
    /// The game state went back to before the last person's move.
    Undone {
        /// How many actions were taken back.
        actions: u32,
    },
    /// The game ended.
    GameOver {
        /// Places best first; several colours in one place share it.
        placements: Vec<Vec<Color>>,
    },
}

/// An event with its sequence number (0, 1, 2, ... over the life of a [`super::Game`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Numbered {
    /// Sequence number; shells ask for events after the last one they saw.
    pub seq: u64,
    /// The event.
    pub event: Event,
}
