//! The rolling backup of the records database (`docs/records.md`, "Backup"):
//! `<path>.backup`, a checked copy of the database as it was after its last change,
//! from which [`super::open::open`] restores a database it has to set aside.
//!
//! Without it, a damaged file took every profile and rating with it: the finished
//! games the shells still held were recorded again into the new, empty database,
//! but their profiles were gone, so every one of them was recorded unrated.

use super::open::{self, BUSY_TIMEOUT, sibling};
use rusqlite::Connection;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The backup of the database at `path`: `<path>.backup`.
pub(super) fn path_of(path: &Path) -> PathBuf {
    sibling(path, ".backup")
}

/// Where a backup (or a restored copy) is written before it is renamed into place,
/// so a kill leaves the old backup (or no database) whole, never half a copy.
fn temp_of(path: &Path, what: &str) -> PathBuf {
    sibling(path, &format!(".{what}-tmp"))
}

/// Copies the database of `conn` (the file at `path`) to its backup, replacing the
/// old backup only once the copy is complete, on disk and passes SQLite's
/// `quick_check` (damage is never copied over a good backup). The caller holds the
/// lock file (`<path>.lock`), so two processes never write the backup at once.
///
/// Errors: any SQLite or I/O error; the old backup then stays as it was.
pub(super) fn write_locked(conn: &Connection, path: &Path) -> Result<(), String> {
    let tmp = temp_of(path, "backup");
    // A kill during an earlier backup leaves its copy: never a backup, start over.
    match fs::remove_file(&tmp) {
        Ok(()) => {}
        Err(e) if e.kind() == io::ErrorKind::NotFound => {}
        Err(e) => return Err(e.to_string()),
    }
    {
        let mut dst = Connection::open(&tmp).map_err(|e| e.to_string())?;
        dst.busy_timeout(BUSY_TIMEOUT).map_err(|e| e.to_string())?;
        rusqlite::backup::Backup::new(conn, &mut dst)
            .and_then(|b| b.run_to_completion(256, Duration::ZERO, None))
            .map_err(|e| e.to_string())?;
        // One file, no log beside it: the backup is copied as a plain file.
        dst.query_row("PRAGMA journal_mode = DELETE", [], |_| Ok(()))
            .map_err(|e| e.to_string())?;
        let ok: String = dst
            .query_row("PRAGMA quick_check", [], |r| r.get(0))
            .map_err(|e| e.to_string())?;
        if ok != "ok" {
            let _ = fs::remove_file(&tmp);
            return Err(format!("the copy failed its check ({ok})"));
        }
    }
    fs::File::open(&tmp)
        .and_then(|f| f.sync_all())
        .map_err(|e| e.to_string())?;
    fs::rename(&tmp, path_of(path)).map_err(|e| e.to_string())?;
    sync_dir(path);
    Ok(())
}

/// [`write_locked`], taking the lock file first (after a change, outside
/// [`super::open::open`]).
///
/// Errors: as [`write_locked`], and the lock file cannot be opened or locked.
pub(super) fn write(conn: &Connection, path: &Path) -> Result<(), String> {
    let lock = fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(sibling(path, ".lock"))
        .map_err(|e| e.to_string())?;
    lock.lock().map_err(|e| e.to_string())?;
    write_locked(conn, path)
}

/// Puts the backup of `path` in its place (the database file is gone: set aside),
/// when there is a backup that SQLite finds whole and this version reads. Returns
/// the backup's path when it did, `None` when there is no usable backup.
///
/// Errors: an I/O error while copying (the database file is then still missing).
pub(super) fn restore(path: &Path) -> io::Result<Option<PathBuf>> {
    let backup = path_of(path);
    if !fs::metadata(&backup).is_ok_and(|m| m.is_file() && m.len() > 0) || !open::sound(&backup) {
        return Ok(None);
    }
    let tmp = temp_of(path, "restore");
    fs::copy(&backup, &tmp)?;
    fs::File::open(&tmp)?.sync_all()?;
    fs::rename(&tmp, path)?;
    sync_dir(path);
    Ok(Some(backup))
}

/// Flushes the directory of `path`, so a rename survives a power cut (best effort:
/// not every platform can open a directory).
fn sync_dir(path: &Path) {
    if let Some(dir) = path.parent()
        && let Ok(d) = fs::File::open(dir)
    {
        let _ = d.sync_all();
    }
}
