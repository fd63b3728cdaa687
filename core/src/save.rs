//! Save files (`docs/save-format.md`): versioned serde JSON holding the rules, seats,
//! the game's start (dice seed and position in the stream), the full action history
//! and a snapshot of the state. Loading validates the snapshot, replays the history
//! and checks that both agree, so a loaded game continues exactly as the saved one
//! would have (same next rolls); anything wrong is a [`SaveError`], never a panic.

use crate::color::Color;
use crate::dice::DiceState;
use crate::game::{Action, Game, GameStart, Phase, SeatSetup};
use crate::notation::{PositionOut, position_out};
use crate::rules::{Position, PositionError, Rules, Variant};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use thiserror::Error;

/// The `format` value of every save file.
pub const FORMAT: &str = "ludo-save";

/// The save-format version this build writes and reads.
pub const VERSION: u32 = 1;

/// Largest save file accepted, in bytes (a long game is about 20 KB).
pub const MAX_SAVE_BYTES: usize = 4 * 1024 * 1024;

/// A save file as JSON.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SaveFile {
    /// Always [`FORMAT`].
    pub format: String,
    /// Always [`VERSION`] when written by this build.
    pub version: u32,
    /// House rules.
    pub rules: Rules,
    /// How the current game started (dice state, seats, first player, game number).
    pub start: GameStart,
    /// Every action since the start, in order (`docs/save-format.md`, "Actions").
    pub history: Vec<Action>,
    /// The state after the history, checked against the replay on load.
    pub state: SavedState,
    /// What the table adds (`docs/table.md`, "Saves"): opaque here, read by
    /// `table::Table::load`; absent in saves of a bare game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table: Option<serde_json::Value>,
}

/// The state part of a save file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedState {
    /// The phase.
    pub phase: Phase,
    /// Seats now (they may have changed hands since the start).
    pub seats: Vec<SeatSetup>,
    /// Tokens and turn state, in the position format.
    pub position: PositionOut,
    /// The roll awaiting a move, if any.
    pub pending_roll: Option<crate::rules::Face>,
    /// The dice now.
    pub dice: DiceState,
    /// Roll counts by colour: `faces[f - 1]` rolls of face `f`.
    pub roll_counts: BTreeMap<Color, [u64; 6]>,
}

/// Why a save file cannot be loaded.
#[derive(Debug, Error)]
pub enum SaveError {
    /// Larger than [`MAX_SAVE_BYTES`].
    #[error("save file is too large ({0} bytes)")]
    TooLarge(usize),
    /// Not JSON, or JSON of the wrong shape.
    #[error("save file is not valid: {0}")]
    Json(#[from] serde_json::Error),
    /// JSON, but not a Ludo save.
    #[error("not a Ludo save file (format is {0:?})")]
    Format(String),
    /// A version this build cannot read.
    #[error("save format version {found} is not supported (this app reads version {VERSION})")]
    Version {
        /// The version in the file.
        found: u64,
    },
    /// The saved position is impossible.
    #[error("saved position is invalid: {0}")]
    Position(#[from] PositionError),
    /// An action of the history cannot be replayed.
    #[error("action {index} ({action}) of the history cannot be replayed: {error}")]
    Replay {
        /// 0-based index in the history.
        index: usize,
        /// The action's text form.
        action: String,
        /// Why it failed.
        error: crate::game::GameError,
    },
    /// The start cannot be set up (bad seats, dice state).
    #[error("saved game start is invalid: {0}")]
    Start(crate::game::GameError),
    /// The saved state differs from the state the history leads to.
    #[error("save file is inconsistent: the saved {0} differs from what the history leads to")]
    Mismatch(&'static str),
}

/// Writes a game as save-file JSON (compact).
pub fn save(game: &Game) -> String {
    let file = to_file(game);
    serde_json::to_string(&file).unwrap_or_default()
}

/// The save-file structure of a game.
pub fn to_file(game: &Game) -> SaveFile {
    let v = game.variant();
    SaveFile {
        format: FORMAT.into(),
        version: VERSION,
        rules: *game.rules(),
        start: game.start().clone(),
        history: game.history().to_vec(),
        state: SavedState {
            phase: game.phase(),
            seats: game
                .players()
                .iter()
                .map(|&c| SeatSetup {
                    color: c,
                    kind: game.seat(c).unwrap_or(crate::game::SeatKind::Human),
                })
                .collect(),
            position: position_out(game.position(), v, game.players()),
            pending_roll: game.pending().map(|p| p.0),
            dice: game.dice_state(),
            roll_counts: game
                .players()
                .iter()
                .map(|&c| (c, game.face_counts(c).0))
                .collect(),
        },
        table: None,
    }
}

#[derive(Deserialize)]
struct Header {
    format: Option<serde_json::Value>,
    version: Option<serde_json::Value>,
}

/// Loads a save file: checks format and version, validates the saved position,
/// replays the history and checks the replay against the saved state.
///
/// Errors: [`SaveError`] naming what is wrong.
pub fn load(json: &str) -> Result<Game, SaveError> {
    if json.len() > MAX_SAVE_BYTES {
        return Err(SaveError::TooLarge(json.len()));
    }
    let header: Header = serde_json::from_str(json)?;
    match header.format {
        Some(serde_json::Value::String(s)) if s == FORMAT => {}
        other => {
            return Err(SaveError::Format(
                other
                    .map(|v| v.to_string())
                    .unwrap_or_else(|| "missing".into()),
            ));
        }
    }
    match header.version {
        Some(serde_json::Value::Number(n)) if n.as_u64() == Some(VERSION as u64) => {}
        Some(serde_json::Value::Number(n)) => {
            return Err(SaveError::Version {
                found: n.as_u64().unwrap_or(u64::MAX),
            });
        }
        _ => return Err(SaveError::Version { found: u64::MAX }),
    }
    let file: SaveFile = serde_json::from_str(json)?;
    from_file(&file)
}

/// Loads a parsed save file (see [`load`]).
///
/// Errors: [`SaveError`].
pub fn from_file(file: &SaveFile) -> Result<Game, SaveError> {
    // 1. The saved position on its own must be possible.
    let p = &file.state.position;
    let variant = Variant::new(file.rules, &p.players).map_err(PositionError::from)?;
    let mut tokens: [Option<Vec<i64>>; 4] = Default::default();
    for (c, list) in &p.tokens {
        tokens[c.index()] = Some(list.iter().map(|&x| x as i64).collect());
    }
    let parts = |to_move| {
        Position::from_parts(
            &variant,
            tokens.clone(),
            to_move,
            p.sixes_in_row as u64,
            p.failed_tries as u64,
            &p.finish_order,
        )
    };
    let saved = match parts(p.to_move) {
        // Saves of finished games written before the turn passed on at the end of a
        // game name the last finisher as `to_move`; the game now gives the turn to
        // the next player still playing, so read them that way.
        Err(PositionError::ToMoveFinished { color }) => {
            let mut next = variant.next_seat(color);
            let mut found = None;
            for _ in 1..variant.seats().len() {
                if let Ok(pos) = parts(next)
                    && pos.is_over(&variant)
                {
                    found = Some(pos);
                    break;
                }
                next = variant.next_seat(next);
            }
            found.ok_or(PositionError::ToMoveFinished { color })?
        }
        other => other?,
    };
    // 2. The history must replay from the start.
    let game = Game::replay(file.rules, &file.start, &file.history).map_err(|(i, e)| {
        if i == 0 && file.history.is_empty() {
            SaveError::Start(e)
        } else {
            SaveError::Replay {
                index: i,
                action: file
                    .history
                    .get(i)
                    .map(|a| a.to_string())
                    .unwrap_or_default(),
                error: e,
            }
        }
    })?;
    // 3. And lead exactly to the saved state.
    if game.players() != p.players.as_slice() {
        return Err(SaveError::Mismatch("players"));
    }
    if *game.position() != saved {
        return Err(SaveError::Mismatch("position"));
    }
    if game.phase() != file.state.phase {
        return Err(SaveError::Mismatch("phase"));
    }
    if game.pending().map(|x| x.0) != file.state.pending_roll {
        return Err(SaveError::Mismatch("pending roll"));
    }
    if game.dice_state() != file.state.dice {
        return Err(SaveError::Mismatch("dice state"));
    }
    for s in &file.state.seats {
        if game.seat(s.color) != Some(s.kind) {
            return Err(SaveError::Mismatch("seats"));
        }
    }
    if file.state.seats.len() != game.players().len() {
        return Err(SaveError::Mismatch("seats"));
    }
    for (&c, counts) in &file.state.roll_counts {
        if game.face_counts(c).0 != *counts {
            return Err(SaveError::Mismatch("roll counts"));
        }
    }
    Ok(game)
}
