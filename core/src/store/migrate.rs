//! The one-time move of the phones' old save files into the store's layout
//! ([`super::layout`]), losing nothing. The terminal's layout is the store's, so its
//! files never move; the phones' stage of issue 31 calls [`migrate_saves`] once when
//! it opens the store on the app's directory:
//!
//! * Android (`filesDir`): `game.json`, `game.json.bak`, and the games replaced by a
//!   new one, `game.json.replaced-<n>` with `game.json.bak.replaced-<n>`;
//! * iOS (Application Support): `autosave.ludo.json` and the same companions
//!   (`settings.json` and `setup.json` already have the store's names).
//!
//! The save and its backup become `current.json` and `current.json.bak` when those do
//! not exist yet; otherwise, and for every `<name>.<reason>-<n>`, the game is set
//! aside under `abandoned/` (its backup beside it as `<file>.bak`), so it can be
//! listed and continued. Nothing is overwritten: a name that is taken gets the next
//! free one. Once moved, the old names are gone, so a second call does nothing.

use super::error::StoreError;
use super::layout::{ABANDONED_DIR, CURRENT, LESSON, RECORDS_DB, backup_of};
use std::fs;
use std::path::{Path, PathBuf};

/// A phone's layout before the store: what its files were called.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "uniffi",
    derive(uniffi::Enum),
    uniffi(name = "StoreOldLayout")
)]
pub enum OldLayout {
    /// Android's `filesDir`: `game.json*` (the lesson `tutorial.json` and the records
    /// `records.db` already have the store's names).
    Android,
    /// iOS's Application Support folder: `autosave.ludo.json*`, the lesson
    /// `tutorial.ludo.json*`, the records `records.sqlite3` (with SQLite's `-wal`
    /// and `-journal`, and the records' own `.backup`; its `.lock` is only held while
    /// open and is left).
    Ios,
}

impl OldLayout {
    /// The old name of the game's save.
    pub fn save_name(self) -> &'static str {
        match self {
            OldLayout::Android => "game.json",
            OldLayout::Ios => "autosave.ludo.json",
        }
    }

    /// Files that only change their name: (old, new), each with its companions.
    fn renames(self) -> &'static [(&'static str, &'static str)] {
        match self {
            OldLayout::Android => &[],
            OldLayout::Ios => &[
                ("tutorial.ludo.json", LESSON),
                ("tutorial.ludo.json.bak", "tutorial.json.bak"),
                ("records.sqlite3", RECORDS_DB),
                ("records.sqlite3-wal", "records.db-wal"),
                ("records.sqlite3-journal", "records.db-journal"),
                ("records.sqlite3.backup", "records.db.backup"),
            ],
        }
    }
}

/// Moves every old file of `layout` in `dir` into the store's layout, once: the
/// save, its backup and its set-aside copies ([`migrate_saves`]), then the files
/// that only change their name (iOS's lesson and records). A file whose new name is
/// taken stays where it is (nothing is overwritten; the store's file is the newer).
/// The records database moves only when none of its files is there under the new
/// name, and its `-wal` before the database, so SQLite never sees half of it.
/// Returns the moves made. Call it under the store's lock.
///
/// Errors: [`StoreError::Io`] when a move fails; what was not moved stays, and the
/// next call moves it.
pub fn migrate_layout(
    dir: &Path,
    layout: OldLayout,
) -> Result<Vec<(PathBuf, PathBuf)>, StoreError> {
    let mut moves = migrate_saves(dir, layout.save_name())?;
    let is_there = |n: &str| dir.join(n).symlink_metadata().is_ok();
    let records_free = ["", "-wal", "-journal", "-shm"]
        .iter()
        .all(|c| !is_there(&format!("{RECORDS_DB}{c}")));
    // The records' -wal and -journal first (listed after the database above).
    let mut renames = layout.renames().to_vec();
    renames.sort_by_key(|(old, _)| !(old.ends_with("-wal") || old.ends_with("-journal")));
    for (old, new) in renames {
        let is_records = old.starts_with("records.");
        if !is_there(old) || is_there(new) || (is_records && !records_free) {
            continue;
        }
        rename(&dir.join(old), &dir.join(new), &mut moves)?;
    }
    // SQLite's shared-memory index is rebuilt from the -wal; an old one must not
    // be read beside the moved database.
    if moves_records(&moves) {
        let _ = fs::remove_file(dir.join("records.sqlite3-shm"));
    }
    if !moves.is_empty() {
        super::fsys::FileSystem::sync_dir(&super::fsys::RealFs, dir)
            .map_err(|e| StoreError::io(dir, e))?;
    }
    Ok(moves)
}

/// Whether `moves` moved a records file.
fn moves_records(moves: &[(PathBuf, PathBuf)]) -> bool {
    moves.iter().any(|(from, _)| {
        from.file_name()
            .is_some_and(|n| n.to_string_lossy().starts_with("records."))
    })
}

/// Moves the old save `old_name` of `dir` (with its backup and its set-aside
/// copies) into the store's layout; returns the moves made (from, to), none when
/// there was nothing to move. Call it under the store's lock.
///
/// Errors: [`StoreError::Io`] when a move fails; the files not moved yet stay
/// where they were, and the next call moves them.
pub fn migrate_saves(dir: &Path, old_name: &str) -> Result<Vec<(PathBuf, PathBuf)>, StoreError> {
    let mut moves = Vec::new();
    let old = dir.join(old_name);
    let old_bak = backup_of(&old);
    let current = dir.join(CURRENT);
    let is_there = |p: &Path| p.symlink_metadata().is_ok();
    if (is_there(&old) || is_there(&old_bak))
        && !is_there(&current)
        && !is_there(&backup_of(&current))
    {
        for (from, to) in [(&old_bak, backup_of(&current)), (&old, current.clone())] {
            if is_there(from) {
                rename(from, &to, &mut moves)?;
            }
        }
    } else if is_there(&old) || is_there(&old_bak) {
        set_aside(
            dir,
            &old,
            &old_bak,
            secs_of(&old).or(secs_of(&old_bak)),
            &mut moves,
        )?;
    }
    // `<name>.<reason>-<n>` and `<name>.bak.<reason>-<n>`, by n.
    let prefix = format!("{old_name}.");
    let bak_prefix = format!("{old_name}.bak.");
    let mut kept: Vec<(String, String)> = fs::read_dir(dir)
        .map_err(|e| StoreError::io(dir, e))?
        .flatten()
        .filter_map(|e| e.file_name().into_string().ok())
        .filter_map(|n| {
            let rest = n
                .strip_prefix(&bak_prefix)
                .or_else(|| n.strip_prefix(&prefix))?;
            let (reason, num) = rest.rsplit_once('-')?;
            (rest != "bak" && !reason.is_empty() && num.parse::<u64>().is_ok())
                .then(|| (reason.to_owned(), num.to_owned()))
        })
        .collect();
    kept.sort();
    kept.dedup();
    for (reason, num) in kept {
        let save = dir.join(format!("{old_name}.{reason}-{num}"));
        let bak = dir.join(format!("{old_name}.bak.{reason}-{num}"));
        let when = secs_of(&save).or(secs_of(&bak));
        set_aside(dir, &save, &bak, when, &mut moves)?;
    }
    if !moves.is_empty() {
        super::fsys::FileSystem::sync_dir(&super::fsys::RealFs, dir)
            .map_err(|e| StoreError::io(dir, e))?;
    }
    Ok(moves)
}

/// Moves a save (and its backup) under `abandoned/<secs>[-<n>].json` (`.bak` beside).
fn set_aside(
    dir: &Path,
    save: &Path,
    bak: &Path,
    secs: Option<u64>,
    moves: &mut Vec<(PathBuf, PathBuf)>,
) -> Result<(), StoreError> {
    let aside = dir.join(ABANDONED_DIR);
    fs::create_dir_all(&aside).map_err(|e| StoreError::io(&aside, e))?;
    // A name free for the save and for its backup beside it.
    let base = secs.unwrap_or(0);
    let mut n = 0;
    let to = loop {
        let stem = if n == 0 {
            base.to_string()
        } else {
            format!("{base}-{n}")
        };
        let p = aside.join(format!("{stem}.json"));
        if p.symlink_metadata().is_err() && backup_of(&p).symlink_metadata().is_err() {
            break p;
        }
        n += 1;
    };
    // The backup first: should the second move fail, the game is whole in one place.
    if bak.symlink_metadata().is_ok() {
        rename(bak, &backup_of(&to), moves)?;
    }
    if save.symlink_metadata().is_ok() {
        rename(save, &to, moves)?;
    }
    Ok(())
}

/// Renames `from` to `to` (which must not exist) and notes it.
fn rename(from: &Path, to: &Path, moves: &mut Vec<(PathBuf, PathBuf)>) -> Result<(), StoreError> {
    if to.symlink_metadata().is_ok() {
        return Err(StoreError::io(
            to,
            std::io::Error::new(std::io::ErrorKind::AlreadyExists, "already exists"),
        ));
    }
    fs::rename(from, to).map_err(|e| StoreError::io(from, e))?;
    moves.push((from.to_path_buf(), to.to_path_buf()));
    Ok(())
}

/// When `path` was last written (unix seconds), if it exists.
fn secs_of(path: &Path) -> Option<u64> {
    let m = path.symlink_metadata().ok()?.modified().ok()?;
    m.duration_since(std::time::UNIX_EPOCH)
        .ok()
        .map(|d| d.as_secs())
}
