//! The game store: every file the product keeps in one data directory, written so
//! that a player's game is never lost (`docs/save-format.md`, "The data directory").
//!
//! A [`GameStore`] opened on a directory owns the current game and its backup, the
//! lesson, finished games, games set aside, damaged saves moved aside, saves of a
//! newer format (never overwritten), the shell's settings and last setup
//! ([`ShellFile`], opaque bytes), the records database's path, and an advisory lock
//! ([`GameStore::lock`]) so that two processes never write the same files. The
//! shells choose the directory; the store does the rest.
//!
//! It sits above [`crate::save`] (which judges a save's bytes) and below
//! [`crate::table`]. Its modules, one job each:
//!
//! * [`fsys`]: the file-system seam every write goes through (tests inject failures);
//! * [`atomic`]: atomic writes (temporary file, write, fsync, rename, fsync of the
//!   directory) and the removal of temporary files dead processes left;
//! * [`guard`]: the one guard for reading (regular files only, opened with
//!   `O_NOFOLLOW | O_NONBLOCK`, at most [`MAX_FILE_BYTES`]);
//! * [`lock`]: the advisory lock;
//! * [`layout`]: the files' names and paths;
//! * [`files`]: save files read and judged (newer format, damaged);
//! * [`kept`]: finished games and games set aside, listed;
//! * `aside` (with the feature `records`, whose game ids name them): games set
//!   aside as the shells name and continue them (read, judged for a list, found by
//!   the first digits of their id);
//! * [`migrate`]: the one-time move of the phones' old save files into the layout;
//! * [`game_store`]: the [`GameStore`] API;
//! * [`error`]: typed errors that say what to do.
//!
//! Guarantees: a write is atomic (a kill at any moment leaves the old file or the
//! new one); a failed save leaves the last completed save or its backup loadable;
//! nothing the player had is deleted (damaged saves are moved aside, unfinished
//! games replaced by a new one are set aside, a save of a newer format is never
//! written over); nothing panics on bad input or a bad disk.

#[cfg(feature = "records")]
pub mod aside;
pub mod atomic;
pub mod error;
pub mod files;
pub mod fsys;
pub mod game_store;
pub mod guard;
pub mod kept;
pub mod layout;
pub mod lock;
pub mod migrate;

#[cfg(feature = "records")]
pub use aside::{Found, SetAsideGame, SetAsideList};
pub use error::{DirError, FileError, LockError, StoreError};
pub use files::{
    EMPTY_SAVE, is_blank, lesson_flag, load_data_file, load_text_checked, read_data_text,
};
pub use fsys::{FileSystem, RealFs};
pub use game_store::{GameStore, Loaded, Notice};
pub use guard::{MAX_FILE_BYTES, read_capped, read_capped_from, read_regular};
pub use kept::AsideEntry;
pub use layout::{ABANDONED_DIR, CURRENT, FINISHED_DIR, LESSON, LOCK, RECORDS_DB, ShellFile};
pub use migrate::{OldLayout, migrate_layout, migrate_saves};
