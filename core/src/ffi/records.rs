//! [`LudoRecords`]: the records of a device (`ludo_core::records`, `docs/records.md`):
//! profiles, recording finished games, history, statistics; and [`LudoReplay`], a
//! recorded (or any saved) game stepped through as table views.
//!
//! The shell passes the database path and save texts; the core does the rest. One
//! SQLite connection per object behind a mutex, so every method may be called from
//! any thread (calls on one object are serialized; two objects, or two processes,
//! on one file are safe: SQLite's write-ahead log and a busy timeout).

use crate::ffi::board::BoardLayout;
use crate::ffi::error::LudoError;
use crate::ffi::export;
use crate::ffi::message::Message;
use crate::ffi::records_types::{
    HistoryEntry, PlayerProfile, ProfileStats, RecordedGame, SetAsideDatabase,
};
use crate::ffi::table_types::TableView;
use crate::records::{GameId, HistoryQuery, ProfileId, Records, RecordsError};
use crate::table::replay::Replay;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

impl From<RecordsError> for LudoError {
    fn from(e: RecordsError) -> Self {
        let reason = e.to_string();
        match e {
            RecordsError::Open { .. }
            | RecordsError::ReadOnly
            | RecordsError::Busy
            | RecordsError::Database(_) => LudoError::RecordsUnavailable { reason },
            RecordsError::NewerVersion { .. } => LudoError::RecordsTooNew { reason },
            RecordsError::Save(_) => LudoError::InvalidSave { reason },
            RecordsError::NotFinished => LudoError::NotOver { reason },
            RecordsError::Name(_)
            | RecordsError::NameTaken(_)
            | RecordsError::NameLooksLike { .. } => LudoError::InvalidName { reason },
            RecordsError::UnknownProfile(_) => LudoError::UnknownProfile { reason },
            RecordsError::UnknownGame(_) | RecordsError::AmbiguousGame { .. } => {
                LudoError::UnknownGame { reason }
            }
            RecordsError::NotAPersonSeat { .. }
            | RecordsError::SeatTwice { .. }
            | RecordsError::ProfileTwice
            | RecordsError::MergeSelf
            | RecordsError::Id(_) => LudoError::InvalidArgument { reason },
        }
    }
}

/// The records database of the device.
#[derive(uniffi::Object)]
pub struct LudoRecords {
    records: Mutex<Records>,
}

impl std::fmt::Debug for LudoRecords {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LudoRecords")
            .field("path", &self.lock().path())
            .finish()
    }
}

impl LudoRecords {
    fn lock(&self) -> MutexGuard<'_, Records> {
        // A panic while locked is caught by the guard; the connection is still
        // usable (an open transaction is rolled back when dropped), so carry on.
        self.records.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Runs `f` on the records (inside the export's guard).
    pub(crate) fn with<T>(
        &self,
        f: impl FnOnce(&mut Records) -> Result<T, LudoError>,
    ) -> Result<T, LudoError> {
        f(&mut self.lock())
    }
}

#[export]
impl LudoRecords {
    /// Opens the records database at `path` (a file in the app's private storage;
    /// its directory must exist), creating it when missing. A damaged file is
    /// renamed (kept) and a new one started: [`LudoRecords::set_aside`] then says so.
    ///
    /// Errors: `RecordsUnavailable` (cannot open or create, busy), `RecordsTooNew`
    /// (written by a newer app; left untouched).
    #[uniffi::constructor]
    pub fn open(path: String) -> Result<Arc<LudoRecords>, LudoError> {
        Ok(Arc::new(LudoRecords {
            records: Mutex::new(Records::open(&path)?),
        }))
    }

    /// The damaged database that `open` set aside, if it did: show its message
    /// once.
    ///
    /// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
    pub fn set_aside(&self) -> Result<Option<SetAsideDatabase>, LudoError> {
        self.with(|r| Ok(r.set_aside().map(Into::into)))
    }

    /// Every profile, by name.
    ///
    /// Errors: `RecordsUnavailable`.
    pub fn profiles(&self) -> Result<Vec<PlayerProfile>, LudoError> {
        self.with(|r| Ok(r.profiles()?))
    }

    /// The profile `id`.
    ///
    /// Errors: `UnknownProfile`, `RecordsUnavailable`.
    pub fn profile(&self, id: ProfileId) -> Result<PlayerProfile, LudoError> {
        self.with(|r| Ok(r.profile(&id)?))
    }

    /// A new profile named `name` (spaces trimmed; 1-32 characters; unique ignoring
    /// case), rated 1200.
    ///
    /// Errors: `InvalidName`, `RecordsUnavailable`.
    pub fn add_profile(&self, name: String) -> Result<PlayerProfile, LudoError> {
        self.with(|r| Ok(r.add_profile(&name)?))
    }

    /// Renames the profile `id`; its records stay with it.
    ///
    /// Errors: `InvalidName`, `UnknownProfile`, `RecordsUnavailable`.
    pub fn rename_profile(&self, id: ProfileId, name: String) -> Result<PlayerProfile, LudoError> {
        self.with(|r| Ok(r.rename_profile(&id, &name)?))
    }

    /// Deletes the profile `id` with its records: its seats in recorded games become
    /// guests' and every rating is recomputed. Returns how many recorded games it
    /// had played (for an "are you sure" that was asked before).
    ///
    /// Errors: `UnknownProfile`, `RecordsUnavailable`.
    pub fn delete_profile(&self, id: ProfileId) -> Result<u32, LudoError> {
        self.with(|r| Ok(r.delete_profile(&id)?))
    }

    /// Merges the profile `from` into `into` (one person with two profiles): its
    /// games become `into`'s, it is deleted, every rating is recomputed. Returns
    /// `into`, which keeps its name.
    ///
    /// Errors: `InvalidArgument` (the same profile twice), `UnknownProfile`,
    /// `RecordsUnavailable`.
    pub fn merge_profiles(
        &self,
        from: ProfileId,
        into: ProfileId,
    ) -> Result<PlayerProfile, LudoError> {
        self.with(|r| Ok(r.merge_profiles(&into, &from)?))
    }

    /// Records a finished game from its save text (`TableUpdate.finished_game`, or a
    /// finished save the store holds): the seats' profiles, the undo count and the lesson flag come
    /// from the table's part of the save. Recording a game again changes nothing
    /// (`newly_recorded` false), so call it when a game ends AND at every start-up
    /// for a finished save still held; forget the save only after it returned.
    ///
    /// Errors: `InvalidSave`, `NotOver` (not finished), `RecordsUnavailable`.
    /// Nothing is written then.
    pub fn record_finished(&self, save_json: String) -> Result<RecordedGame, LudoError> {
        self.with(|r| Ok(r.record_table_save(&save_json)?.into()))
    }

    /// Recorded games, newest first: all of them (`profile_id` null) or those the
    /// profile played; at most `limit`.
    ///
    /// Errors: `UnknownProfile` (not an id), `RecordsUnavailable`.
    pub fn history(
        &self,
        profile_id: Option<ProfileId>,
        limit: u32,
    ) -> Result<Vec<HistoryEntry>, LudoError> {
        self.with(|r| {
            let q = HistoryQuery {
                profile: profile_id,
                offset: 0,
                limit,
            };
            Ok(r.history(&q)?.into_iter().map(Into::into).collect())
        })
    }

    /// The recorded game whose id is `id_or_prefix` or starts with it.
    ///
    /// Errors: `UnknownGame` (none, or several), `RecordsUnavailable`.
    pub fn find_game(&self, id_or_prefix: String) -> Result<HistoryEntry, LudoError> {
        self.with(|r| Ok(r.find_game(&id_or_prefix)?.into()))
    }

    /// The save text of the recorded game `game_id`, as recorded: open it with
    /// [`LudoReplay::open`] to step through it.
    ///
    /// Errors: `UnknownGame`, `RecordsUnavailable`.
    pub fn game_save(&self, game_id: String) -> Result<String, LudoError> {
        self.with(|r| {
            let id = GameId::parse(&game_id).map_err(|_| LudoError::UnknownGame {
                reason: format!("{game_id:?} is not a game id"),
            })?;
            Ok(r.game_save(&id)?)
        })
    }

    /// The statistics of the profile `id`, with the dice fairness test.
    ///
    /// Errors: `UnknownProfile`, `RecordsUnavailable`.
    pub fn stats(&self, id: ProfileId) -> Result<ProfileStats, LudoError> {
        self.with(|r| Ok(r.stats(&id)?.into()))
    }
}

/// A saved game stepped through action by action (`ludo_core::table::replay`):
/// step 0 is the start, step `len()` the end. Each step is drawn as the table draws
/// a game, with every control off.
#[derive(Debug, uniffi::Object)]
pub struct LudoReplay {
    replay: Replay,
}

#[export]
impl LudoReplay {
    /// The current game of a save text (`LudoRecords.game_save`, or a table save).
    ///
    /// Errors: `InvalidSave`.
    #[uniffi::constructor]
    pub fn open(save_json: String) -> Result<Arc<LudoReplay>, LudoError> {
        Ok(Arc::new(LudoReplay {
            replay: Replay::open(&save_json)?,
        }))
    }

    /// The number of actions (the last step).
    ///
    /// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
    pub fn len(&self) -> Result<u32, LudoError> {
        Ok(u32::try_from(self.replay.len()).unwrap_or(u32::MAX))
    }

    /// Whether the game has no action (only step 0).
    ///
    /// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
    pub fn is_empty(&self) -> Result<bool, LudoError> {
        Ok(self.replay.is_empty())
    }

    /// The view after the first `step` actions (a step past the end is the end).
    ///
    /// Errors: `InvalidSave` only if the save stopped replaying (impossible for one
    /// that opened).
    pub fn view_at(&self, step: u32) -> Result<TableView, LudoError> {
        Ok(self.replay.step(step as usize)?.0)
    }

    /// What the step's action did, as the table announces it (empty for step 0).
    ///
    /// Errors: as [`LudoReplay::view_at`].
    pub fn announcements_at(&self, step: u32) -> Result<Vec<Message>, LudoError> {
        Ok(self
            .replay
            .step(step as usize)?
            .1
            .iter()
            .map(Into::into)
            .collect())
    }

    /// The board geometry of the game.
    ///
    /// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
    pub fn layout(&self) -> Result<BoardLayout, LudoError> {
        Ok(self.replay.layout().into())
    }
}
