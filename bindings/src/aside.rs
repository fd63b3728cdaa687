//! Games set aside (a new game replaced them) for the phones' home screens: the shell
//! reads its set-aside files and hands their bytes here; the core says which can be
//! continued, with which save, and how to name each (`ludo_core::table::aside`,
//! docs/bindings.md "Games set aside"). The shell keeps no rule or wording of its own.

use crate::error::{LudoError, guard};
use crate::message::Message;
use crate::types::SeatSetup;
use ludo_core::table::aside;

/// One set-aside save as the shell found it.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct SetAsideFile {
    /// The shell's name for it (its file name, `game.json.replaced-1`); given back in
    /// `SetAsideGame.name`.
    pub name: String,
    /// The save file's bytes.
    pub save: Vec<u8>,
    /// The bytes of its backup (`game.json.bak.replaced-1`), if there is one.
    pub backup: Option<Vec<u8>>,
    /// When the save file was last written (ms since 1970, UTC), if known.
    pub modified_ms: Option<i64>,
}

/// One line of the home screen's list of set-aside games.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct SetAsideGame {
    /// `SetAsideFile.name`: which files to bring back.
    pub name: String,
    /// `SetAsideFile.modifiedMs`.
    pub modified_ms: Option<i64>,
    /// The line to show (date, seats, actions; or that it is damaged): catalog keys
    /// `aside.game` / `aside.damaged`.
    pub description: Message,
    /// Whether it can be continued, and with which save.
    pub state: SetAsideState,
}

/// Whether a set-aside game can be continued.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum SetAsideState {
    /// It can: open `json` with `LudoTable.load` (the file's save, or its backup's when
    /// the file itself is damaged; fully validated).
    Resumable {
        /// The save text to open.
        json: String,
        /// The seats now.
        seats: Vec<SeatSetup>,
        /// Actions played in this game.
        actions: u64,
        /// Game number (1, +1 per "play again").
        game_number: u32,
    },
    /// Neither the file nor its backup can be read (both are kept): list it, offer
    /// nothing.
    Damaged {
        /// Why, in English (for logs).
        reason: String,
    },
}

/// The set-aside games to list on a home screen, newest first: each unfinished game
/// with the save to open, each unreadable file as damaged; a finished game or a lesson
/// is left out. `utcOffsetMinutes` is the phone's time zone for the dates (clamped to
/// a day). Any bytes are judged without failing; a save over 4 MB is damaged.
///
/// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
#[uniffi::export]
pub fn set_aside_games(
    files: Vec<SetAsideFile>,
    utc_offset_minutes: i32,
) -> Result<Vec<SetAsideGame>, LudoError> {
    guard("set_aside_games", || {
        let files: Vec<aside::AsideFile> = files
            .into_iter()
            .map(|f| aside::AsideFile {
                name: f.name,
                save: f.save,
                backup: f.backup,
                modified_ms: f.modified_ms,
            })
            .collect();
        Ok(aside::set_aside_games(&files, utc_offset_minutes)
            .into_iter()
            .map(SetAsideGame::from)
            .collect())
    })
}

impl From<aside::AsideGame> for SetAsideGame {
    fn from(g: aside::AsideGame) -> Self {
        SetAsideGame {
            name: g.name,
            modified_ms: g.modified_ms,
            description: g.description.into(),
            state: match g.state {
                aside::AsideState::Resumable {
                    json,
                    seats,
                    actions,
                    game_number,
                    ..
                } => SetAsideState::Resumable {
                    json,
                    seats,
                    actions: actions as u64,
                    game_number,
                },
                aside::AsideState::Damaged { reason } => SetAsideState::Damaged { reason },
            },
        }
    }
}
