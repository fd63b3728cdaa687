//! Records (`docs/records.md`): player profiles, ratings, the history of finished
//! games with their saves, and statistics, in one SQLite database per device.
//!
//! The shell passes the database path to [`Records::open`]; everything else is here.
//! The API is plain data in, plain data out, with typed errors ([`RecordsError`]),
//! no global state and no panics, so an FFI wrapper can expose it one to one (hold
//! a [`Records`] behind a mutex: it is `Send`, not `Sync`).
//!
//! * Profiles ([`Records::add_profile`], rename, delete, merge): named local
//!   players; a person's seat may carry one (else the seat is a guest).
//! * Recording ([`Records::record_save`], [`Records::record_game`]): a finished game
//!   is recorded in one transaction keyed by its [`GameId`]; recording it again
//!   changes nothing, so the shell records every finished save it still holds on
//!   every start-up, and a kill between finishing and recording can neither lose
//!   nor double-count a game.
//! * Ratings ([`rating`]): Elo over every pair of players, a shared place a draw.
//! * History ([`Records::history`], [`Records::game_save`]) and statistics
//!   ([`Records::stats`], with a fairness test of the dice, [`fairness`]).
//!
//! Storage: WAL mode, a busy timeout so two processes can share the file, foreign
//! keys on, schema versioned with migrations ([`schema`]). A database that is not
//! ours, damaged, or from a newer version is set aside (renamed, never deleted) and
//! a new one started ([`Records::set_aside`] says so).

mod analyse;
mod backup;
pub mod fairness;
mod history;
mod ids;
pub mod lines;
mod open;
mod profiles;
pub mod rating;
mod record;
pub mod schema;
mod stats;

#[cfg(test)]
mod tests;

pub use analyse::{GameFlags, SeatProfile, UnratedReason};
pub use fairness::Fairness;
pub use history::{GameEntry, HistoryQuery, SeatEntry};
pub use ids::{GameId, IdError, ProfileId, content_hash, id_prefix};
pub use lines::{LineSeat, history_line, rating_change, shown_percent, shown_rating};
pub use open::{BUSY_TIMEOUT, Damage, SetAside};
pub use profiles::{MAX_NAME_CHARS, NameError, Profile, quoted};
pub use record::{RatingChange, Recorded};
pub use stats::ProfileStats;

use crate::Color;
use crate::save::SaveError;
use rusqlite::Connection;
use std::path::{Path, PathBuf};
use thiserror::Error;

/// Why a records operation failed. Nothing was changed.
#[derive(Debug, Error)]
pub enum RecordsError {
    /// The database file cannot be opened or created (permissions, missing
    /// directory, disk full).
    #[error("cannot open the records database {path}: {message}")]
    Open {
        /// The path given.
        path: PathBuf,
        /// The operating system's or SQLite's message.
        message: String,
    },
    /// The database was written by a newer version of the app, whose schema this
    /// version cannot read. The file is left exactly as it was (not set aside): the
    /// player gets their records back by updating the app.
    #[error(
        "the records database {path} was written by a newer version of the app (schema \
         version {found}; this version reads up to {supported}); it was left untouched: \
         update the app to see your records"
    )]
    NewerVersion {
        /// The path given.
        path: PathBuf,
        /// Its schema version.
        found: i64,
        /// The newest schema version this build reads.
        supported: i64,
    },
    /// The database file (or its folder) cannot be written: nothing can be recorded
    /// or changed. [`Records::open`] refuses it before creating any file;
    /// [`Records::open_for_reading`] reads it, and its writes fail with this.
    #[error(
        "the records database is read-only, so nothing can be recorded or changed in it; \
         make the file and its folder writable"
    )]
    ReadOnly,
    /// Another process kept the database locked for longer than [`BUSY_TIMEOUT`].
    #[error("the records database is busy in another process; try again")]
    Busy,
    /// SQLite failed (the message says how). Damage found after opening shows here;
    /// the next [`Records::open`] sets such a file aside.
    #[error("records database error: {0}")]
    Database(String),
    /// The save text cannot be loaded.
    #[error(transparent)]
    Save(#[from] SaveError),
    /// Only finished games are recorded.
    #[error("the game is not finished, so it cannot be recorded")]
    NotFinished,
    /// A profile was given for a seat that is not a person's seat of this game.
    #[error("{color} is not a person's seat in this game, so it cannot have a profile")]
    NotAPersonSeat {
        /// The colour.
        color: Color,
    },
    /// Two profiles for one seat.
    #[error("{color} was given two profiles")]
    SeatTwice {
        /// The colour.
        color: Color,
    },
    /// One profile for two seats of one game.
    #[error("one profile cannot play two seats of the same game")]
    ProfileTwice,
    /// A profile name that is not allowed.
    #[error(transparent)]
    Name(#[from] NameError),
    /// Another profile has this name (names are compared ignoring case).
    #[error("there is already a profile named {}", quoted(.0))]
    NameTaken(String),
    /// The name looks like another profile's (Unicode confusables, UTS #39:
    /// "Аsha" with a Cyrillic "А" beside "Asha", fullwidth "Ａｓｈａ", "straße"
    /// beside "STRASSE"), so the two would pass for each other in every list.
    #[error("{} looks like the profile {}; choose a name that looks different", quoted(.name), quoted(.existing))]
    NameLooksLike {
        /// The name refused (as it would have been stored).
        name: String,
        /// The other profile's name.
        existing: String,
    },
    /// No profile with this name or id.
    #[error("no profile named {}", quoted(.0))]
    UnknownProfile(String),
    /// A profile cannot be merged into itself.
    #[error("a profile cannot be merged into itself")]
    MergeSelf,
    /// No recorded game with this id (or id prefix).
    #[error("no recorded game {}", quoted(.0))]
    UnknownGame(String),
    /// Several recorded games start with this id prefix.
    #[error("{count} recorded games start with {}; give more of the id", quoted(.prefix))]
    AmbiguousGame {
        /// The prefix given.
        prefix: String,
        /// How many games match.
        count: u32,
    },
    /// A malformed id.
    #[error(transparent)]
    Id(#[from] IdError),
}

impl From<rusqlite::Error> for RecordsError {
    fn from(e: rusqlite::Error) -> RecordsError {
        match e.sqlite_error_code() {
            Some(rusqlite::ErrorCode::DatabaseBusy | rusqlite::ErrorCode::DatabaseLocked) => {
                RecordsError::Busy
            }
            // A write to the copy [`Records::open_for_reading`] made of a
            // read-only file.
            Some(rusqlite::ErrorCode::ReadOnly) => RecordsError::ReadOnly,
            _ => RecordsError::Database(e.to_string()),
        }
    }
}

impl RecordsError {
    /// The refusal as a catalog message, for the refusals the phones word
    /// themselves: a look-alike name (`records.name_looks_like`) and a name with no
    /// visible character (`records.name_blank`); `None` for the others.
    pub fn message(&self) -> Option<crate::i18n::Message> {
        use crate::i18n::{Arg, Key, Message};
        match self {
            RecordsError::NameLooksLike { existing, .. } => Some(
                Message::new(Key::RecordsNameLooksLike).with("name", Arg::Text(quoted(existing))),
            ),
            RecordsError::Name(NameError::NoVisibleCharacter) => {
                Some(Message::new(Key::RecordsNameBlank))
            }
            _ => None,
        }
    }
}

/// The records database of a device.
#[derive(Debug)]
pub struct Records {
    conn: Connection,
    path: Option<PathBuf>,
    set_aside: Option<SetAside>,
    /// Opened by [`Records::open_for_reading`] as a copy of a read-only file.
    read_only: bool,
    #[cfg(test)]
    fault: Option<tests::Fault>,
}

impl Records {
    /// Opens the database at `path`, creating it (not its directory) when missing,
    /// and brings its schema up to date. A file that is not a SQLite database, a
    /// database of another program, or one that fails SQLite's `quick_check` is
    /// renamed (kept) and a new database started: see [`Records::set_aside`]. One
    /// written by a newer version is refused and left untouched. Also creates
    /// `<path>.lock` (an advisory lock held while opening) and SQLite's
    /// `<path>-wal` / `<path>-shm`.
    ///
    /// Errors: [`RecordsError::ReadOnly`] when the file or its folder cannot be
    /// written (refused before any file is created); [`RecordsError::Open`] when
    /// the file cannot be opened or created;
    /// [`RecordsError::NewerVersion`]; [`RecordsError::Busy`], [`RecordsError::Database`].
    pub fn open(path: impl AsRef<Path>) -> Result<Records, RecordsError> {
        let path = path.as_ref();
        let (conn, set_aside) = open::open(path)?;
        Ok(Records {
            conn,
            path: Some(path.to_path_buf()),
            set_aside,
            read_only: false,
            #[cfg(test)]
            fault: None,
        })
    }

    /// Opens an existing database to read it (history, statistics, the profile
    /// list): as [`Records::open`] when the file can be written; when it cannot (a
    /// read-only file or folder), a copy read into memory, without creating or
    /// changing any file, whose writes fail with [`RecordsError::ReadOnly`]
    /// (so recording a game already recorded still answers that it was).
    /// [`Records::is_read_only`] says which.
    ///
    /// Errors: [`RecordsError::Open`] when the file is missing or cannot be read,
    /// or is damaged and read-only (it cannot be set aside);
    /// [`RecordsError::NewerVersion`]; [`RecordsError::Busy`],
    /// [`RecordsError::Database`].
    pub fn open_for_reading(path: impl AsRef<Path>) -> Result<Records, RecordsError> {
        let path = path.as_ref();
        let (conn, set_aside, read_only) = open::open_for_reading(path)?;
        Ok(Records {
            conn,
            path: Some(path.to_path_buf()),
            set_aside,
            read_only,
            #[cfg(test)]
            fault: None,
        })
    }

    /// Why [`Records::open`] would set the database at `path` aside (not a
    /// database, another program's, damaged), or `None` when it would open it (a
    /// missing file included). Changes nothing on disk: a command that refuses on
    /// damage (a `--profile` cannot be looked up in it) leaves the file in place.
    ///
    /// Errors: [`RecordsError::Open`] when the file cannot be opened,
    /// [`RecordsError::Busy`], [`RecordsError::Database`].
    pub fn damage(path: impl AsRef<Path>) -> Result<Option<Damage>, RecordsError> {
        open::damage(path.as_ref())
    }

    /// Whether this is the read-only copy of [`Records::open_for_reading`].
    pub fn is_read_only(&self) -> bool {
        self.read_only
    }

    /// A database in memory, gone when dropped (tests, previews).
    ///
    /// Errors: [`RecordsError::Database`].
    pub fn open_in_memory() -> Result<Records, RecordsError> {
        let mut conn = Connection::open_in_memory()?;
        open::configure(&conn)?;
        schema::migrate(&mut conn, schema::MIGRATIONS)?;
        Ok(Records {
            conn,
            path: None,
            set_aside: None,
            read_only: false,
            #[cfg(test)]
            fault: None,
        })
    }

    /// The database path (`None` in memory).
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// The damaged database that [`Records::open`] set aside, if it did: show its
    /// message ([`SetAside`]'s `Display`) to the player once.
    pub fn set_aside(&self) -> Option<&SetAside> {
        self.set_aside.as_ref()
    }

    /// Refreshes the backup (`<path>.backup`, `docs/records.md`, "Backup") after a
    /// committed change; nothing for a database in memory or a read-only copy. Best
    /// effort: the change is committed, and a failure only leaves the older backup
    /// (the next change tries again).
    fn refresh_backup(&self) {
        if let (Some(path), false) = (&self.path, self.read_only) {
            let _ = backup::write(&self.conn, path);
        }
    }

    /// Where the backup of this database is kept (`None` in memory).
    pub fn backup_path(&self) -> Option<PathBuf> {
        self.path.as_deref().map(backup::path_of)
    }
}

/// Milliseconds since the Unix epoch, now.
fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}
