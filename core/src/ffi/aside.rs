//! Games set aside (a new game replaced them) as the phones' home screens list them:
//! the store reads its `abandoned/` files and the core says which can be continued,
//! with which save, and how to name each (`LudoStore.setAsideGames`, `LudoStore.home`;
//! `ludo_core::table::aside`, docs/bindings.md "Games set aside"). The shell reads no
//! file and keeps no rule or wording of its own.

use crate::ffi::message::Message;
use crate::ffi::types::SeatSetup;
use crate::table::aside;

/// One line of the home screen's list of set-aside games.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct SetAsideGame {
    /// The kept file's name under `abandoned/` (`LudoStore.continueSetAside` takes
    /// it); `current.json` for `StoreHome.resume`.
    pub name: String,
    /// When the file was last written (ms since 1970, UTC), if known.
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
