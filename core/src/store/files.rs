//! Reading save files: the bytes of a file judged by [`crate::save`], telling a save
//! of a newer format (kept, never overwritten) from a damaged one (moved aside).

use super::error::FileError;
use super::guard::{read_capped, read_regular};
use crate::game::Game;
use crate::save;
use std::io;
use std::path::Path;

/// Why an empty save file (or one of only white space) cannot be loaded, instead of
/// the JSON parser's "EOF while parsing a value at line 1 column 0".
pub const EMPTY_SAVE: &str = "the file is empty, not a save file";

/// Whether a file's text holds nothing (only white space or a byte-order mark).
pub fn is_blank(text: &str) -> bool {
    crate::notation::strip_bom(text).trim().is_empty()
}

/// Loads the save in `bytes`, with its text.
///
/// Errors: [`FileError::Newer`] for a save of a newer format version,
/// [`FileError::Damaged`] for anything else that is not a save.
pub fn judge(bytes: Vec<u8>) -> Result<(Game, String), FileError> {
    let text = String::from_utf8(bytes).map_err(|_| FileError::Damaged("not UTF-8 text".into()))?;
    if is_blank(&text) {
        return Err(FileError::Damaged(EMPTY_SAVE.into()));
    }
    let game = save::load(&text).map_err(|e| match e {
        save::SaveError::Version { found } if found > u64::from(save::VERSION) => {
            FileError::Newer(e.to_string())
        }
        e => FileError::Damaged(e.to_string()),
    })?;
    Ok((game, text))
}

/// Reads and loads one save file named by the player (it may be a pipe or a link
/// on purpose); `Ok(None)` when it does not exist.
///
/// Errors: [`FileError`].
pub fn load_text_checked(path: &Path) -> Result<Option<(Game, String)>, FileError> {
    match read_capped(path) {
        Ok(b) => judge(b).map(Some),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(FileError::Damaged(e.to_string())),
    }
}

/// [`load_text_checked`] for a file of the data directory, which must be a regular
/// file: anything else there (a folder, a FIFO, a socket, a device, a link) counts
/// as damaged without being read.
///
/// Errors: [`FileError`].
pub fn load_data_file(path: &Path) -> Result<Option<(Game, String)>, FileError> {
    match read_regular(path) {
        Ok(b) => judge(b).map(Some),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(FileError::Damaged(e.to_string())),
    }
}

/// The text of a file of the data directory, which must be a regular file (as
/// [`load_data_file`], without loading it as a save).
///
/// Errors: not a regular file, not UTF-8, larger than [`super::MAX_FILE_BYTES`], or
/// any I/O error.
pub fn read_data_text(path: &Path) -> io::Result<String> {
    String::from_utf8(read_regular(path)?).map_err(|_| io::Error::other("not UTF-8 text"))
}

/// The format version of the save at `path` when it is newer than this build reads
/// (only the header is looked at: cheap enough before every write).
pub fn newer_version(path: &Path) -> Option<u64> {
    // A map, not a struct of two fields: serde reads a list into a struct's fields
    // in order, so `["ludo-save", 99]` counted as a newer save, never to be replaced.
    let bytes = read_regular(path).ok()?;
    let h: serde_json::Map<String, serde_json::Value> = serde_json::from_slice(&bytes).ok()?;
    if h.get("format").and_then(|f| f.as_str()) != Some(save::FORMAT) {
        return None;
    }
    let v = h.get("version")?.as_u64()?;
    (v > u64::from(save::VERSION)).then_some(v)
}

/// The `"table"` object's `tutorial` flag of a save's text (whether it holds the
/// lesson), read without replaying the game.
pub fn lesson_flag(json: &str) -> bool {
    #[derive(serde::Deserialize)]
    struct File {
        #[serde(default)]
        table: Option<Table>,
    }
    #[derive(serde::Deserialize)]
    struct Table {
        #[serde(default)]
        tutorial: bool,
    }
    serde_json::from_str::<File>(crate::notation::strip_bom(json))
        .is_ok_and(|f| f.table.is_some_and(|t| t.tutorial))
}
