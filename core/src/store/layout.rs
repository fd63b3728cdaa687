//! The one layout of a data directory: every file the store keeps, by name.
//!
//! ```text
//! current.json, current.json.bak      the game in progress (or the last one) and the save before
//! tutorial.json, tutorial.json.bak    the lesson, never in place of the game
//! finished/game-<secs>-<n>.json       a copy of every finished game
//! abandoned/<secs>[-<n>].json         unfinished games set aside for a new one
//! <name>.damaged[-<secs>[-<n>]]       a damaged save, moved aside (never deleted)
//! settings.json, setup.json (+ .bak)  the shell's settings and last setup (opaque to the core)
//! records.db                          the records database (profiles, ratings, history)
//! lock                                the advisory lock
//! ```
//!
//! This is the terminal's layout since its first release, so its players' files need
//! no move.

use std::path::{Path, PathBuf};

/// File name of the current save.
pub const CURRENT: &str = "current.json";

/// File name of the lesson's save (the table's tutorial slot, never the game's).
pub const LESSON: &str = "tutorial.json";

/// Sub-directory holding copies of finished games.
pub const FINISHED_DIR: &str = "finished";

/// Sub-directory holding unfinished games set aside for a new game.
pub const ABANDONED_DIR: &str = "abandoned";

/// File name of the advisory lock.
pub const LOCK: &str = "lock";

/// File name of the records database.
pub const RECORDS_DB: &str = "records.db";

/// The files a shell keeps through the store, opaque to the core (JSON the shell
/// writes and reads back), each with a `.bak` of the previous version.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "uniffi",
    derive(uniffi::Enum),
    uniffi(name = "StoreShellFile")
)]
pub enum ShellFile {
    /// The shell's settings (`settings.json`).
    Settings,
    /// The last game setup (`setup.json`), offered again on the next new game.
    Setup,
}

impl ShellFile {
    /// The file's name in the data directory.
    pub fn name(self) -> &'static str {
        match self {
            ShellFile::Settings => "settings.json",
            ShellFile::Setup => "setup.json",
        }
    }
}

/// `<name>.bak` beside `path`.
pub fn backup_of(path: &Path) -> PathBuf {
    let mut s = path.as_os_str().to_owned();
    s.push(".bak");
    PathBuf::from(s)
}

/// Seconds since the Unix epoch (0 when the clock is before it).
pub fn unix_secs() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

/// The first of `<stem>.json`, `<stem>-1.json`, `<stem>-2.json`, ... in `dir` that
/// does not exist yet (nothing kept is ever replaced).
pub fn free_json_name(dir: &Path, stem: &str) -> PathBuf {
    let mut path = dir.join(format!("{stem}.json"));
    let mut n = 1;
    while path.symlink_metadata().is_ok() {
        path = dir.join(format!("{stem}-{n}.json"));
        n += 1;
    }
    path
}

/// Where a damaged `name` of `dir` is moved: `<name>.damaged`, or
/// `<name>.damaged-<unix seconds>[-<n>]` when that exists already.
pub fn damaged_path(dir: &Path, name: &str) -> PathBuf {
    let p = dir.join(format!("{name}.damaged"));
    if p.symlink_metadata().is_err() {
        return p;
    }
    let secs = unix_secs();
    let mut p = dir.join(format!("{name}.damaged-{secs}"));
    let mut n = 1;
    while p.symlink_metadata().is_ok() {
        p = dir.join(format!("{name}.damaged-{secs}-{n}"));
        n += 1;
    }
    p
}
