//! The plain data types of the bindings (records and enums) and their translation
//! to and from the core's types. No rules live here: every conversion is 1:1, and
//! every value coming from the foreign side is validated.
//!
//! Small numbers (token indices, rolls, progress, places) are `i32` so Kotlin sees
//! `Int` (not `UByte`); sequence numbers, seeds and roll counts are `u64`.

use crate::ffi::error::LudoError;
use crate::game::{self, Event, Numbered};
use crate::rules::{ExitNumbers, Face, TokenId, TurnTimeLimit};
use crate::table::Progress;

// ----- small enums -----
//
// The core's own enums: each carries its FFI derive where it is defined (feature
// `uniffi`), under the foreign name the shells use; nothing is restated here.

pub use crate::Color;
pub use crate::ai::HintReason;
pub use crate::ai::Level;
pub use crate::game::{ExtraRollReason, PassReason, Phase, SeatKind, SeatSetup};
pub use crate::rules::{Blocks, BoardChoice, NoTokenOnBoard, Preset, SafeSquares};

/// A player colour (the core's [`Color`]; foreign name `PlayerColor`).
pub type PlayerColor = Color;
/// A CPU level (the core's [`Level`]; foreign name `CpuLevel`).
pub type CpuLevel = Level;
/// Where the turn stands (the core's [`Phase`]; foreign name `GamePhase`).
pub type GamePhase = Phase;

// ----- rules -----

pub use crate::rules::Rules;

// The house rules cross as the core's own [`Rules`] (derived in the core): its two
// newtypes cross as plain numbers, validated on the way in, so a shell builds
// `Rules(exitNumbers = listOf(6), turnTimeLimitSecs = null, ...)` as before and an
// impossible value is refused at the boundary with `InvalidSetup`.
uniffi::custom_type!(ExitNumbers, Vec<i32>, {
    // Die faces (1..=6) that bring a token out of base; at least one.
    lower: |e| e.faces().into_iter().map(|f| i32::from(f.get())).collect(),
    try_lift: |v| {
        let faces = faces(&v, "exit number")?;
        ExitNumbers::new(&faces).map_err(|e| invalid(e.to_string()).into())
    },
});

uniffi::custom_type!(TurnTimeLimit, u32, {
    // Seconds: 30 or 60.
    lower: |t| t.secs(),
    try_lift: |secs| TurnTimeLimit::try_from(secs).map_err(|e| invalid(e.to_string()).into()),
});

// A token crosses as its index (`typealias TokenId = Int`: `LudoTable.moveToken`,
// `SceneAction.Move`, the views); a number outside 0..=3 from the shell is refused
// as it is lifted, with `InvalidArgument`, before any export runs.
uniffi::custom_type!(TokenId, i32, {
    lower: |t| i32::from(t.get()),
    try_lift: |v| TokenId::try_from(v).map_err(|e| {
        LudoError::InvalidArgument { reason: e.to_string() }.into()
    }),
});

// A die face crosses as a plain number 1..=6 (`typealias Face = Int`); one from the
// shell outside that range is refused with `InvalidArgument`.
uniffi::custom_type!(Face, i32, {
    lower: |f| i32::from(f.get()),
    try_lift: |v| Face::try_from(v).map_err(|e| {
        LudoError::InvalidArgument { reason: format!("die face {e}") }.into()
    }),
});

/// A token's progress in a view as it crosses the FFI: a plain number (`typealias
/// TokenProgress = Int`; not `Progress`, which would shadow Foundation's in Swift):
/// -1 in base, up to the finish.
pub type TokenProgress = Progress;

uniffi::custom_type!(TokenProgress, i32, {
    lower: |p| i32::from(p.get()),
    try_lift: |v| i8::try_from(v)
        .ok()
        .filter(|&p| p >= -1)
        .map(Progress::from)
        .ok_or_else(|| LudoError::InvalidArgument { reason: format!("{v} is not a progress") }.into()),
});

/// The error of a value the foreign side sent that the core refuses.
fn invalid(reason: String) -> LudoError {
    LudoError::InvalidSetup { reason }
}

/// Die faces from the foreign side: each must be 1..=6.
fn faces(v: &[i32], what: &str) -> Result<Vec<Face>, LudoError> {
    v.iter()
        .map(|&f| Face::try_from(f).map_err(|e| invalid(format!("{what} {e}"))))
        .collect()
}

// ----- setup -----

/// Everything needed to start a game.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct GameSetup {
    /// 2–4 seats in clockwise order (yellow → blue → red → green), distinct colours.
    pub seats: Vec<SeatSetup>,
    /// House rules.
    pub rules: Rules,
    /// Dice seed; `null`/`nil` draws one from the operating system. The same seed
    /// and the same actions give the same game on every platform.
    #[uniffi(default = None)]
    pub seed: Option<u64>,
    /// Faces (1..=6) the die yields first (tutorials, tests); at most 1000.
    #[uniffi(default)]
    pub dice_script: Vec<i32>,
    /// Who starts; `null`/`nil`: decided by rolling.
    #[uniffi(default = None)]
    pub first_player: Option<PlayerColor>,
}

/// Longest dice script accepted.
pub const MAX_DICE_SCRIPT: usize = 1000;

impl TryFrom<&GameSetup> for game::GameSetup {
    type Error = LudoError;
    fn try_from(s: &GameSetup) -> Result<Self, LudoError> {
        if s.seats.len() < 2 || s.seats.len() > 4 {
            return Err(LudoError::InvalidSetup {
                reason: format!("a game needs 2 to 4 players, not {}", s.seats.len()),
            });
        }
        if s.dice_script.len() > MAX_DICE_SCRIPT {
            return Err(LudoError::InvalidSetup {
                reason: format!(
                    "dice script of {} faces is longer than {MAX_DICE_SCRIPT}",
                    s.dice_script.len()
                ),
            });
        }
        Ok(game::GameSetup {
            rules: s.rules,
            seats: s.seats.clone(),
            seed: s.seed,
            dice_script: faces(&s.dice_script, "scripted die face")?,
            first_player: s.first_player,
        })
    }
}

// ----- the view's die rolls -----

// ----- hints -----

// ----- events -----

/// One thing that happened, in order; the same variants as the core's events.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum GameEvent {
    /// A new game began; `first` is set when it was not rolled for.
    GameStarted {
        /// 1, then +1 per "play again".
        game_number: u32,
        /// The first player when fixed without rolling.
        first: Option<PlayerColor>,
    },
    /// A roll to decide who starts.
    FirstRoll {
        /// Who rolled.
        color: PlayerColor,
        /// The face.
        roll: i32,
    },
    /// The highest first rolls tied: these colours roll again.
    FirstRollTie {
        /// The tied colours, clockwise.
        colors: Vec<PlayerColor>,
    },
    /// The player who starts.
    FirstPlayer {
        /// The colour.
        color: PlayerColor,
    },
    /// A die was rolled in play.
    Rolled {
        /// Who rolled.
        color: PlayerColor,
        /// The face.
        roll: i32,
    },
    /// A token moved; `path` lists the progress values entered, ending with `to`
    /// (use `LudoTable.movePath` for drawing points).
    Moved {
        /// The mover.
        color: PlayerColor,
        /// Token index.
        token: i32,
        /// Progress before.
        from: i32,
        /// Progress after.
        to: i32,
        /// Progress values entered, in order.
        path: Vec<i32>,
        /// Whether this was an automatic exit without a roll.
        auto_exit: bool,
    },
    /// A token was captured and went back to base.
    Captured {
        /// The captured token's colour.
        color: PlayerColor,
        /// Its index.
        token: i32,
        /// Its progress before the capture.
        from: i32,
        /// The capturer.
        by_color: PlayerColor,
    },
    /// A token reached the finish.
    TokenFinished {
        /// The colour.
        color: PlayerColor,
        /// Token index.
        token: i32,
    },
    /// A player finished all tokens.
    PlayerFinished {
        /// The colour.
        color: PlayerColor,
        /// Its place, 1 = first.
        place: i32,
    },
    /// The same player rolls again.
    ExtraRoll {
        /// Who.
        color: PlayerColor,
        /// Every reason that applied.
        reasons: Vec<ExtraRollReason>,
    },
    /// The third six in a row: not moved, the turn ends.
    ThreeSixes {
        /// The colour.
        color: PlayerColor,
    },
    /// A failed try ("up to 3 rolls").
    FailedTry {
        /// The colour.
        color: PlayerColor,
        /// Tries left this turn.
        tries_left: i32,
    },
    /// The turn went to the next player.
    TurnPassed {
        /// Whose turn ended.
        from: PlayerColor,
        /// Who is next.
        to: PlayerColor,
        /// Why.
        reason: PassReason,
    },
    /// A seat changed hands (person ↔ CPU).
    SeatChanged {
        /// The seat.
        color: PlayerColor,
        /// Who controls it now.
        kind: SeatKind,
    },
    /// The turn timer ran out and the game acted for the player.
    TimedOut {
        /// The colour.
        color: PlayerColor,
    },
    /// The game went back to before the last person's move.
    Undone {
        /// How many actions were taken back.
        actions: u32,
    },
    /// The game ended.
    GameOver {
        /// Places best first.
        placements: Vec<Vec<PlayerColor>>,
    },
}

impl From<&Event> for GameEvent {
    fn from(e: &Event) -> Self {
        match e {
            Event::GameStarted { game_number, first } => GameEvent::GameStarted {
                game_number: *game_number,
                first: first.map(Into::into),
            },
            Event::FirstRoll { color, roll } => GameEvent::FirstRoll {
                color: (*color),
                roll: *roll as i32,
            },
            Event::FirstRollTie { colors: c } => GameEvent::FirstRollTie { colors: c.to_vec() },
            Event::FirstPlayer { color } => GameEvent::FirstPlayer { color: (*color) },
            Event::Rolled { color, roll } => GameEvent::Rolled {
                color: (*color),
                roll: *roll as i32,
            },
            Event::Moved {
                color,
                token,
                from,
                to,
                path,
                auto_exit,
            } => GameEvent::Moved {
                color: (*color),
                token: i32::from(token.get()),
                from: *from as i32,
                to: *to as i32,
                path: path.iter().map(|&p| p as i32).collect(),
                auto_exit: *auto_exit,
            },
            Event::Captured {
                color,
                token,
                from,
                by,
            } => GameEvent::Captured {
                color: (*color),
                token: i32::from(token.get()),
                from: *from as i32,
                by_color: (*by),
            },
            Event::TokenFinished { color, token } => GameEvent::TokenFinished {
                color: (*color),
                token: i32::from(token.get()),
            },
            Event::PlayerFinished { color, place } => GameEvent::PlayerFinished {
                color: (*color),
                place: *place as i32,
            },
            Event::ExtraRoll { color, reasons } => GameEvent::ExtraRoll {
                color: (*color),
                reasons: reasons.to_vec(),
            },
            Event::ThreeSixes { color } => GameEvent::ThreeSixes { color: (*color) },
            Event::FailedTry { color, tries_left } => GameEvent::FailedTry {
                color: (*color),
                tries_left: *tries_left as i32,
            },
            Event::TurnPassed { from, to, reason } => GameEvent::TurnPassed {
                from: (*from),
                to: (*to),
                reason: *reason,
            },
            Event::SeatChanged { color, kind } => GameEvent::SeatChanged {
                color: (*color),
                kind: (*kind),
            },
            Event::TimedOut { color } => GameEvent::TimedOut { color: (*color) },
            Event::Undone { actions } => GameEvent::Undone { actions: *actions },
            Event::GameOver { placements: p } => GameEvent::GameOver {
                placements: p.clone(),
            },
        }
    }
}

/// An event with its sequence number (0, 1, 2, ... over the life of a game object,
/// across undo and "play again").
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct NumberedEvent {
    /// Sequence number; ask `eventsSince(lastSeen + 1)` for newer ones.
    pub seq: u64,
    /// The event.
    pub event: GameEvent,
}

impl From<&Numbered> for NumberedEvent {
    fn from(n: &Numbered) -> Self {
        NumberedEvent {
            seq: n.seq,
            event: (&n.event).into(),
        }
    }
}

/// Events of the core, translated.
pub(crate) fn events(v: &[Numbered]) -> Vec<NumberedEvent> {
    v.iter().map(Into::into).collect()
}
