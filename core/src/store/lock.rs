//! The advisory lock of a data directory (the file `lock`): held by one store at a
//! time, so two processes (two `ludo`s, two app instances) never write the same
//! files. The operating system's file lock (`flock` on Unix, `LockFileEx` on
//! Windows, through [`std::fs::File::try_lock`]) is released when the holder exits,
//! even by a kill, so a crash never leaves the directory locked.

use super::error::LockError;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// A held lock; released when dropped.
#[derive(Debug)]
pub struct DirLock {
    /// The locked file, open for as long as the lock is held.
    _file: fs::File,
    /// Its path.
    path: PathBuf,
}

impl DirLock {
    /// Takes the lock file `path` (made when missing, never removed), without
    /// waiting.
    ///
    /// Errors: [`LockError::Busy`] when another holder has it; [`LockError::NotAFile`]
    /// when something other than a regular file is there (it is not opened: a FIFO
    /// opened to write waits for a reader forever); [`LockError::Io`] when it cannot
    /// be made or locked.
    pub fn try_take(path: &Path) -> Result<DirLock, LockError> {
        if super::guard::is_other_than_file(path) {
            return Err(LockError::NotAFile(path.to_path_buf()));
        }
        let io_err = |source: io::Error| LockError::Io {
            path: path.to_path_buf(),
            source,
        };
        let mut o = fs::OpenOptions::new();
        o.create(true).truncate(false).write(true);
        #[cfg(unix)]
        {
            use std::os::unix::fs::OpenOptionsExt;
            o.custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK);
        }
        let f = o.open(path).map_err(io_err)?;
        if !f.metadata().map_err(io_err)?.is_file() {
            return Err(LockError::NotAFile(path.to_path_buf()));
        }
        match f.try_lock() {
            Ok(()) => Ok(DirLock {
                _file: f,
                path: path.to_path_buf(),
            }),
            Err(fs::TryLockError::WouldBlock) => Err(LockError::Busy(path.to_path_buf())),
            Err(fs::TryLockError::Error(e)) => Err(io_err(e)),
        }
    }

    /// The lock file.
    pub fn path(&self) -> &Path {
        &self.path
    }
}
