//! Where `ludo` keeps its games: the terminal's choice of data directory. The files
//! themselves (saves and backups, the lesson, `finished/`, `abandoned/`, damaged
//! saves kept aside, the lock, atomic writes) are the core's game store
//! (`ludo_core::store`, `docs/save-format.md`); this module chooses the directory
//! and words the commands that name it.
//!
//! The data directory is the platform's user data directory for the app
//! (`directories::ProjectDirs`, e.g. `~/.local/share/ludo` on Linux), or the
//! directory given with `--data-dir` or the `LUDO_DATA_DIR` environment variable.

use ludo_core::game::Game;
pub use ludo_core::store::{
    ABANDONED_DIR, EMPTY_SAVE, FINISHED_DIR, FileError, LESSON, Loaded, LockError, Notice,
    is_blank, load_data_file, read_capped, read_capped_from, read_data_text,
};
use ludo_core::store::{GameStore, load_text_checked};
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// Environment variable that overrides the data directory (tests, portable installs).
pub const DATA_DIR_ENV: &str = "LUDO_DATA_DIR";

/// The core's game store in the terminal's data directory, and whether the player
/// chose that directory (so commands shown name it).
#[derive(Debug)]
pub struct Storage {
    store: GameStore,
    /// Whether the directory was chosen by the user (`--data-dir`, `$LUDO_DATA_DIR`).
    custom: bool,
}

impl std::ops::Deref for Storage {
    type Target = GameStore;
    fn deref(&self) -> &GameStore {
        &self.store
    }
}

impl std::ops::DerefMut for Storage {
    fn deref_mut(&mut self) -> &mut GameStore {
        &mut self.store
    }
}

impl Storage {
    /// The storage in `dir` when given, else in `$LUDO_DATA_DIR`, else in the user data
    /// directory of the platform.
    ///
    /// Errors: no home directory can be found and no directory was given, or the
    /// directory is a file.
    pub fn new(dir: Option<PathBuf>) -> Result<Storage, String> {
        let custom = dir.is_some() || std::env::var_os(DATA_DIR_ENV).is_some_and(|v| !v.is_empty());
        let dir = match dir {
            Some(d) => d,
            None => match std::env::var_os(DATA_DIR_ENV).filter(|v| !v.is_empty()) {
                Some(d) => PathBuf::from(d),
                None => directories::ProjectDirs::from("", "", "ludo")
                    .map(|p| p.data_dir().to_path_buf())
                    .ok_or_else(|| {
                        format!(
                            "cannot find a user data directory; pass --data-dir or set {DATA_DIR_ENV}"
                        )
                    })?,
            },
        };
        // Absolute, so that every path and command shown (`--data-dir DIR` in "continue
        // it with ...") works from any directory: the one typed was repeated as is, and
        // a relative one pasted elsewhere named another directory.
        let dir = std::path::absolute(&dir).unwrap_or(dir);
        // A file where the directory should be: every save would fail, so say so
        // before a game is played that could never be kept.
        if dir.exists() && !dir.is_dir() {
            return Err(format!(
                "the data directory {} is not a directory; use --data-dir for another one",
                dir.display()
            ));
        }
        // A file above it (`--data-dir notes.txt/ludo`): the directory can never be
        // made, and the setup screen said the saves there were damaged ("Not a
        // directory") over a game that could never be kept.
        if let Some(file) = dir
            .ancestors()
            .skip(1)
            .find(|p| p.exists())
            .filter(|p| !p.is_dir())
        {
            return Err(format!(
                "the data directory {} cannot be made: {} is not a directory; use \
                 --data-dir for another one",
                dir.display(),
                file.display()
            ));
        }
        // A symbolic link to nothing (the directory itself or one above it): making
        // the directory would fail at the first save with "File exists", after a
        // game that could never be kept.
        if let Some((link, target)) = dangling_link(&dir) {
            return Err(format!(
                "the data directory {} cannot be made: {} is a symbolic link to {}, which \
                 does not exist; create that directory or use --data-dir for another one",
                dir.display(),
                link.display(),
                target.display()
            ));
        }
        Ok(Storage {
            store: GameStore::open(dir),
            custom,
        })
    }

    /// The storage in exactly `dir`.
    #[cfg(test)]
    pub fn at(dir: PathBuf) -> Storage {
        Storage {
            store: GameStore::open(dir),
            custom: true,
        }
    }

    /// The same directory, saving the lesson instead of the game.
    pub fn for_lesson(self) -> Storage {
        Storage {
            store: self.store.for_lesson(),
            custom: self.custom,
        }
    }

    /// The arguments of the command that continues the saved game: `resume`, with
    /// `--data-dir` when needed (see [`crate::invocation::command`]).
    pub fn resume_args(&self) -> String {
        format!("resume{}", self.data_dir_args())
    }

    /// `" --data-dir DIR"` when this is not the default data directory (so that a
    /// command shown to the player works as printed), else nothing.
    pub fn data_dir_args(&self) -> String {
        if self.custom {
            format!(" --data-dir {}", shell_quote(self.dir()))
        } else {
            String::new()
        }
    }
}

/// The sentence printed when the program ends: [`Notice::short`] and, for a game
/// set aside, the commands that continue it (`dir_args`: the `--data-dir` of
/// [`Storage::data_dir_args`]) and replay it.
pub fn full_notice(notice: &Notice, dir_args: &str) -> String {
    match notice {
        Notice::SetAside(p) => {
            let resume = match crate::aside::read(p) {
                Ok(Some(a)) => format!(
                    "continue it with {}, ",
                    crate::invocation::command(&format!(
                        "resume --game {}{dir_args}",
                        &a.id.as_str()[..8]
                    ))
                ),
                _ => String::new(),
            };
            format!(
                "The unfinished game is kept as {} ({resume}watch it with {}).",
                p.display(),
                crate::invocation::command(&format!("replay {}", shell_quote(p)))
            )
        }
        n => n.short(),
    }
}

/// Reads and loads one save file: `Ok(None)` when it does not exist.
///
/// Errors: unreadable or invalid, in words.
pub fn load_file(path: &Path) -> Result<Option<Game>, String> {
    Ok(load_text_checked(path)
        .map_err(|e| e.to_string())?
        .map(|(g, _)| g))
}

/// The first of `dir` and the directories above it that is a symbolic link whose
/// target does not exist, with that target; `None` when there is none (a missing
/// directory is fine: it is made at the first save).
fn dangling_link(dir: &Path) -> Option<(PathBuf, PathBuf)> {
    dir.ancestors()
        .filter(|p| !p.as_os_str().is_empty())
        .find(|p| {
            p.is_symlink() && fs::metadata(p).is_err_and(|e| e.kind() == io::ErrorKind::NotFound)
        })
        .and_then(|p| Some((p.to_path_buf(), fs::read_link(p).ok()?)))
}

/// `path` as one shell word (single-quoted when it holds anything unusual).
pub fn shell_quote(path: &Path) -> String {
    let s = path.to_string_lossy();
    if !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || "/._-+,:=@%".contains(c))
    {
        s.into_owned()
    } else {
        format!("'{}'", s.replace('\'', "'\\''"))
    }
}
