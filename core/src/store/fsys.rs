//! The file-system seam: every step of an atomic write goes through [`FileSystem`],
//! so that tests can fail any step (a full disk, a read-only folder, a kill between
//! two steps) on the real file system.

use std::fs;
use std::io::{self, Write};
use std::path::Path;

/// The steps of an atomic write ([`super::atomic::write_atomic`]), in order. The
/// store uses [`RealFs`]; tests use an implementation that fails at a chosen step.
pub trait FileSystem: Send + Sync + std::fmt::Debug {
    /// Creates the temporary file `tmp` (truncating one of the same name).
    ///
    /// Errors: any I/O error.
    fn create_temp(&self, tmp: &Path) -> io::Result<fs::File> {
        fs::File::create(tmp)
    }

    /// Writes all of `data` to the temporary file.
    ///
    /// Errors: any I/O error (a full disk).
    fn write(&self, file: &mut fs::File, data: &[u8]) -> io::Result<()> {
        file.write_all(data)
    }

    /// Flushes the temporary file to the disk (fsync).
    ///
    /// Errors: any I/O error.
    fn sync_file(&self, file: &fs::File) -> io::Result<()> {
        file.sync_all()
    }

    /// Renames the temporary file over the file it replaces.
    ///
    /// Errors: any I/O error.
    fn rename(&self, from: &Path, to: &Path) -> io::Result<()> {
        fs::rename(from, to)
    }

    /// Removes a file (the temporary file of a failed write).
    ///
    /// Errors: any I/O error.
    fn remove(&self, path: &Path) -> io::Result<()> {
        fs::remove_file(path)
    }

    /// Flushes the directory, so that the rename itself is on the disk (Unix; a
    /// no-op elsewhere).
    ///
    /// Errors: any I/O error.
    fn sync_dir(&self, dir: &Path) -> io::Result<()> {
        #[cfg(unix)]
        fs::File::open(dir)?.sync_all()?;
        #[cfg(not(unix))]
        let _ = dir;
        Ok(())
    }
}

/// The real file system, with no failure of its own.
#[derive(Debug, Default, Clone, Copy)]
pub struct RealFs;

impl FileSystem for RealFs {}
