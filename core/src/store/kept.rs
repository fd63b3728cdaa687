//! The games kept beside the current save: finished games under `finished/` and
//! unfinished games set aside under `abandoned/`, listed as files (the table judges
//! their bytes: [`crate::save`], and `table::set_aside_games` for the lists the
//! shells show).

use super::guard::read_regular;
use super::layout::{ABANDONED_DIR, FINISHED_DIR};
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// One file under `abandoned/`, read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AsideEntry {
    /// Its path.
    pub path: PathBuf,
    /// Its file name (UTF-8).
    pub name: String,
    /// Its bytes (at most [`super::MAX_FILE_BYTES`]).
    pub bytes: Vec<u8>,
    /// When it was set aside (unix seconds, from its name `<secs>[-<n>].json`).
    pub secs: Option<i64>,
}

/// The unix seconds in a file name of `abandoned/` (`<secs>.json`, `<secs>-<n>.json`).
pub fn secs_of(path: &Path) -> Option<i64> {
    let stem = path.file_stem()?.to_str()?;
    stem.split('-').next()?.parse().ok()
}

/// The `*.json` files under `dir`'s `abandoned/`, read (regular files only, each at
/// most [`super::MAX_FILE_BYTES`]), and the ones that cannot be read with why; in
/// no particular order (none when the folder is missing).
pub fn set_aside_files(dir: &Path) -> (Vec<AsideEntry>, Vec<(PathBuf, String)>) {
    let mut files = Vec::new();
    let mut bad = Vec::new();
    let paths = fs::read_dir(dir.join(ABANDONED_DIR))
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"));
    for path in paths {
        let Some(name) = path.file_name().and_then(|n| n.to_str()).map(str::to_owned) else {
            bad.push((path, "its name is not UTF-8".to_owned()));
            continue;
        };
        match read_regular(&path) {
            Ok(bytes) => files.push(AsideEntry {
                secs: secs_of(&path),
                path,
                name,
                bytes,
            }),
            // Gone since the folder was read: nothing to list.
            Err(e) if e.kind() == io::ErrorKind::NotFound => {}
            Err(e) => bad.push((path, e.to_string())),
        }
    }
    (files, bad)
}

/// The files under `dir`'s `finished/`, oldest first (their names start with the
/// unix seconds of the finish; none when the folder is missing). Regular files
/// only: a FIFO there is left out, never opened.
pub fn finished_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = fs::read_dir(dir.join(FINISHED_DIR))
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .filter(|p| fs::symlink_metadata(p).is_ok_and(|m| m.is_file()))
        .collect();
    // By the number of seconds, then the game number: "game-999-2" before "game-1000-1".
    files.sort_by_key(|p| {
        let name = p
            .file_stem()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let mut parts = name
            .split('-')
            .skip(1)
            .map(|n| n.parse::<u64>().unwrap_or(u64::MAX));
        (parts.next(), parts.next(), name)
    });
    files
}

/// The file directly under `dir` whose bytes are `data`, if any (only regular files
/// of the same length are read).
pub fn same_file_in(dir: &Path, data: &[u8]) -> Option<PathBuf> {
    fs::read_dir(dir)
        .ok()?
        .flatten()
        .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
        .filter(|e| e.metadata().is_ok_and(|m| m.len() == data.len() as u64))
        .map(|e| e.path())
        .find(|p| read_regular(p).is_ok_and(|b| b == data))
}
