//! The store's errors: each says what went wrong, on which file, and what to do.

use std::io;
use std::path::PathBuf;

/// Why a write of the store failed. The files written before are left as they
/// were: the last completed save (or its backup) still loads.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// A save at this path was written by a newer version of the save format: it
    /// is never overwritten.
    #[error(
        "{} was written by a newer version of ludo (save format version {version}); \
         not overwriting it. Update ludo, or use another data directory",
        path.display()
    )]
    Newer {
        /// The save of the newer format.
        path: PathBuf,
        /// Its format version.
        version: u64,
    },
    /// An unfinished game was there and could not be set aside, so it was not
    /// replaced.
    #[error(
        "the unfinished game in {} could not be set aside ({source}), so it was not \
         replaced; save again once that is fixed",
        dir.display()
    )]
    NotSetAside {
        /// The data directory.
        dir: PathBuf,
        /// Why the copy under `abandoned/` failed.
        #[source]
        source: Box<StoreError>,
    },
    /// Something other than a regular file (a folder, a FIFO, a symbolic link, a
    /// device) is where a file of the store goes; it is left as it is.
    #[error(
        "{} is not a regular file (a folder, a pipe or a link is in its place); move it \
         away, or use another data directory",
        path.display()
    )]
    NotAFile {
        /// The path.
        path: PathBuf,
    },
    /// A file is larger than the store ever writes ([`super::MAX_FILE_BYTES`]).
    #[error(
        "{} is larger than {} MiB, so it is not a file ludo wrote; move it away",
        path.display(),
        super::MAX_FILE_BYTES / (1024 * 1024)
    )]
    TooLarge {
        /// The path.
        path: PathBuf,
    },
    /// The disk or the folder refused the write (full, read-only, no permission).
    #[error("{}: {source}{}", path.display(), hint(source))]
    Io {
        /// The file or folder being written.
        path: PathBuf,
        /// The system's error.
        #[source]
        source: io::Error,
    },
}

impl StoreError {
    /// A [`StoreError::Io`] on `path`.
    pub fn io(path: impl Into<PathBuf>, source: io::Error) -> StoreError {
        StoreError::Io {
            path: path.into(),
            source,
        }
    }

    /// The system's error kind, for an [`StoreError::Io`]; `None` for the others.
    pub fn io_kind(&self) -> Option<io::ErrorKind> {
        match self {
            StoreError::Io { source, .. } => Some(source.kind()),
            StoreError::NotSetAside { source, .. } => source.io_kind(),
            _ => None,
        }
    }
}

/// What the player can do about an I/O error, after it.
fn hint(e: &io::Error) -> &'static str {
    match e.kind() {
        io::ErrorKind::StorageFull | io::ErrorKind::QuotaExceeded => {
            "; free some space, then save again"
        }
        io::ErrorKind::ReadOnlyFilesystem | io::ErrorKind::PermissionDenied => {
            "; make the folder writable or use another data directory"
        }
        // Creating a folder where a file (or a file where a folder) already is.
        io::ErrorKind::AlreadyExists | io::ErrorKind::NotADirectory => {
            "; something else is where this folder goes: move it away"
        }
        _ => "",
    }
}

/// Why the store's lock cannot be taken.
#[derive(Debug, thiserror::Error)]
pub enum LockError {
    /// Another process (another `ludo`, another app instance) holds it.
    #[error(
        "another ludo is using {} (it holds the lock {}); close it first",
        .0.parent().map(|p| p.display().to_string()).unwrap_or_default(),
        .0.display()
    )]
    Busy(PathBuf),
    /// The lock file cannot be created or locked (the saves will likely fail too).
    #[error("cannot take the lock {}: {source}; make the folder writable", path.display())]
    Io {
        /// The lock file.
        path: PathBuf,
        /// The system's error.
        #[source]
        source: io::Error,
    },
    /// Something other than a file is in place of the lock file (a FIFO, a socket, a
    /// folder): it is not opened, since opening a FIFO to write waits for a reader
    /// forever.
    #[error("{} is not a regular file; move it away", .0.display())]
    NotAFile(PathBuf),
}

/// Why a data directory can never hold the store ([`super::GameStore::open_checked`]):
/// every save would fail, so a shell says so before a game is played that could
/// never be kept. Each says what is wrong; what to do is the shell's to say (the
/// terminal names its `--data-dir`, a phone's folder is its own).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DirError {
    /// A file (not a directory) is at the directory's path.
    #[error("the data directory {} is not a directory", .0.display())]
    NotADirectory(PathBuf),
    /// A file is above it (`notes.txt/ludo`): the directory can never be made.
    #[error(
        "the data directory {} cannot be made: {} is not a directory",
        dir.display(),
        file.display()
    )]
    FileAbove {
        /// The data directory.
        dir: PathBuf,
        /// The file above it.
        file: PathBuf,
    },
    /// The directory, or one above it, is a symbolic link to nothing: making it
    /// would fail at the first save ("File exists").
    #[error(
        "the data directory {} cannot be made: {} is a symbolic link to {}, which does \
         not exist",
        dir.display(),
        link.display(),
        target.display()
    )]
    DanglingLink {
        /// The data directory.
        dir: PathBuf,
        /// The link.
        link: PathBuf,
        /// Where it points.
        target: PathBuf,
    },
}

/// Why one save file cannot be loaded.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FileError {
    /// Written by a newer version of the save format: never overwrite it.
    #[error("{0}")]
    Newer(String),
    /// Unreadable or invalid.
    #[error("{0}")]
    Damaged(String),
}
