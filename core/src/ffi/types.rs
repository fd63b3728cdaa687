//! The plain data types of the bindings (records and enums) and their translation
//! to and from the core's types. No rules live here: every conversion is 1:1, and
//! every value coming from the foreign side is validated.
//!
//! Small numbers (token indices, rolls, progress, places) are `i32` so Kotlin sees
//! `Int` (not `UByte`); sequence numbers, seeds and roll counts are `u64`.

use crate::ffi::error::LudoError;
use crate::game::{self, Event, Numbered};
use crate::rules::{self, ExitNumbers, Face, TurnTimeLimit};

// ----- small enums -----
//
// The core's own enums, exposed with `uniffi::remote` (issue 14 item 5): the
// definitions below restate the core's variants for the code generator, under the
// foreign names the shells use; the compiler checks that they match the core's, and
// no conversion code is needed. A core type can carry the derive itself only by
// moving into a second UniFFI namespace (its own Kotlin package and Swift file),
// which would rename every type for the shells (`docs/bindings.md`).

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

/// A player colour. Clockwise seating order is yellow → blue → red → green.
/// (Named `PlayerColor` so it does not clash with SwiftUI's / Android's `Color`.)
#[uniffi::remote(Enum)]
#[uniffi(name = "PlayerColor")]
pub enum Color {
    /// Yellow, symbol ○.
    Yellow,
    /// Blue, symbol □.
    Blue,
    /// Red, symbol △.
    Red,
    /// Green, symbol ✚.
    Green,
}

/// CPU strength, weakest first.
#[uniffi::remote(Enum)]
#[uniffi(name = "CpuLevel")]
pub enum Level {
    /// Uniformly random legal moves.
    Random,
    /// Captures, else leaves base, else random.
    Easy,
    /// Simple priorities (capture, finish, leave base, run).
    Medium,
    /// One-ply greedy on the tuned evaluation (also the hint level).
    Hard,
    /// Expectimax search within a node budget.
    Expert,
    /// The expert's search four roll steps deep instead of two (up to about a second
    /// a move on a phone).
    Master,
}

/// Who controls a seat.
#[uniffi::remote(Enum)]
pub enum SeatKind {
    /// A person at this device.
    Human,
    /// A CPU player of the given level.
    Cpu(
        /// Its strength.
        #[uniffi(name = "level")]
        Level,
    ),
}

/// Where the turn stands.
#[uniffi::remote(Enum)]
#[uniffi(name = "GamePhase")]
pub enum Phase {
    /// Everyone rolls to decide who starts; `current` rolls next.
    ChoosingFirst,
    /// The player to act must roll (or take the automatic exit).
    AwaitingRoll,
    /// The player rolled and must choose one of the legal moves.
    AwaitingMove,
    /// The game is over; see the placements. "Play again" starts a new one.
    GameOver,
}

// ----- rules -----

/// House rule "board".
#[uniffi::remote(Enum)]
pub enum BoardChoice {
    /// The 15×15 cross whatever the number of players (default).
    Cross,
    /// 2 players: the two-arm board; 3: the T board; 4: the cross.
    ByPlayerCount,
}

/// House rule "no token on board".
#[uniffi::remote(Enum)]
pub enum NoTokenOnBoard {
    /// Roll as usual; without an exit number the turn ends (default).
    RollNormally,
    /// Pressing the die brings a token out without a roll.
    AutoExit,
    /// Up to three rolls to get an exit number.
    ThreeTries,
}

/// House rule "safe squares".
#[uniffi::remote(Enum)]
pub enum SafeSquares {
    /// Every start and every star (default).
    StartsAndStars,
    /// Only the starts.
    StartsOnly,
    /// No safe squares (core: `none`; renamed to avoid Swift's `Optional.none`).
    #[uniffi(name = "NoSafeSquares")]
    None,
}

/// House rule "blocking squares".
#[uniffi::remote(Enum)]
pub enum Blocks {
    /// Two or more tokens of one colour alone on a square block opponents (default).
    TwoTogether,
    /// Stacks have no effect (core: `none`; renamed to avoid Swift's `Optional.none`).
    #[uniffi(name = "NoBlocks")]
    None,
    /// No token may pass any token, but may land on the same square.
    NoOvertaking,
}

/// A named set of house rules a setup screen offers.
#[uniffi::remote(Enum)]
pub enum Preset {
    /// Every default of docs/rules.md.
    Standard,
    /// Shorter games.
    Quick,
    /// Harsher play.
    Tactical,
}

/// Every house rule (docs/rules.md, "House rules"). Start from `defaultRules()` or
/// `presetRules(...)` and change fields.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct Rules {
    /// House rule "board".
    pub board: BoardChoice,
    /// Die faces (1..=6) that bring a token out of base; at least one. Default `[6]`.
    pub exit_numbers: Vec<i32>,
    /// House rule "no token on board".
    pub no_token_on_board: NoTokenOnBoard,
    /// Three sixes in a row end the turn. Default on.
    pub three_sixes_end_turn: bool,
    /// Roll again after a capture. Default on.
    pub extra_roll_on_capture: bool,
    /// Roll again on reaching the finish. Default off.
    pub extra_roll_on_finish: bool,
    /// Exact roll needed to finish. Default on.
    pub exact_finish: bool,
    /// Play on until everyone is ranked. Default off.
    pub rank_everyone: bool,
    /// Rotate the first player on "play again". Default on.
    pub rotate_first_player: bool,
    /// House rule "safe squares".
    pub safe_squares: SafeSquares,
    /// House rule "blocking squares".
    pub blocks: Blocks,
    /// Turn time limit: `null`/`nil` (none, default), 30 or 60 seconds.
    pub turn_time_limit_secs: Option<u32>,
}

impl From<rules::Rules> for Rules {
    fn from(r: rules::Rules) -> Self {
        Rules {
            board: r.board,
            exit_numbers: r
                .exit_numbers
                .faces()
                .into_iter()
                .map(|f| i32::from(f.get()))
                .collect(),
            no_token_on_board: r.no_token_on_board,
            three_sixes_end_turn: r.three_sixes_end_turn,
            extra_roll_on_capture: r.extra_roll_on_capture,
            extra_roll_on_finish: r.extra_roll_on_finish,
            exact_finish: r.exact_finish,
            rank_everyone: r.rank_everyone,
            rotate_first_player: r.rotate_first_player,
            safe_squares: r.safe_squares,
            blocks: r.blocks,
            turn_time_limit_secs: r.turn_time_limit_secs.map(|t| t.secs()),
        }
    }
}

impl TryFrom<&Rules> for rules::Rules {
    type Error = LudoError;
    fn try_from(r: &Rules) -> Result<Self, LudoError> {
        let bad = |reason: String| LudoError::InvalidSetup { reason };
        Ok(rules::Rules {
            board: r.board,
            exit_numbers: ExitNumbers::new(&faces(&r.exit_numbers, "exit number")?)
                .map_err(|e| bad(e.to_string()))?,
            no_token_on_board: r.no_token_on_board,
            three_sixes_end_turn: r.three_sixes_end_turn,
            extra_roll_on_capture: r.extra_roll_on_capture,
            extra_roll_on_finish: r.extra_roll_on_finish,
            exact_finish: r.exact_finish,
            rank_everyone: r.rank_everyone,
            rotate_first_player: r.rotate_first_player,
            safe_squares: r.safe_squares,
            blocks: r.blocks,
            turn_time_limit_secs: match r.turn_time_limit_secs {
                None => None,
                Some(s) => Some(TurnTimeLimit::try_from(s).map_err(|e| bad(e.to_string()))?),
            },
        })
    }
}

/// Die faces from the foreign side: each must be 1..=6.
fn faces(v: &[i32], what: &str) -> Result<Vec<Face>, LudoError> {
    v.iter()
        .map(|&f| {
            Face::try_from(f).map_err(|e| LudoError::InvalidSetup {
                reason: format!("{what} {e}"),
            })
        })
        .collect()
}

// ----- setup -----

/// One seat of a new game.
#[uniffi::remote(Record)]
pub struct SeatSetup {
    /// The seat's colour.
    pub color: PlayerColor,
    /// Person or CPU level.
    pub kind: SeatKind,
}

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
            rules: rules::Rules::try_from(&s.rules)?,
            seats: s.seats.clone(),
            seed: s.seed,
            dice_script: faces(&s.dice_script, "scripted die face")?,
            first_player: s.first_player,
        })
    }
}

// ----- the view's die rolls -----

/// A die roll and who made it.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct DieRoll {
    /// Who rolled.
    pub color: PlayerColor,
    /// The face 1..=6.
    pub roll: i32,
}

// ----- hints -----

/// Why a hinted move is good.
#[uniffi::remote(Enum)]
pub enum HintReason {
    /// The token reaches the finish.
    Finishes,
    /// The move captures.
    Captures,
    /// The token escapes a threatened square.
    EscapesDanger,
    /// The token enters its home column.
    EntersHomeColumn,
    /// A token leaves base.
    LeavesBase,
    /// The token forms a block with an own token.
    FormsBlock,
    /// The token lands on a safe square.
    ReachesSafeSquare,
    /// The best progress.
    Advances,
}

// ----- events -----

/// Why a player rolls again.
#[uniffi::remote(Enum)]
pub enum ExtraRollReason {
    /// A six was rolled and moved.
    Six,
    /// A token was captured.
    Capture,
    /// A token reached the finish.
    Finish,
}

/// Why the turn passed.
#[uniffi::remote(Enum)]
pub enum PassReason {
    /// A move was made, no extra roll.
    Moved,
    /// No token could move with the roll.
    NoMove,
    /// The third six in a row was forfeited.
    ThreeSixes,
    /// Three failed tries.
    TriesUsedUp,
    /// The player finished all tokens.
    PlayerFinished,
}

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
