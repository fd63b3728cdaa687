//! The unfinished games set aside under `abandoned/` (a new game replaced them):
//! `ludo resume --list` shows them, `ludo resume --game ID` (or `ludo resume FILE`)
//! continues one. They are named as `ludo history` names games: by the first
//! digits of the game's id (`ludo_core::records::GameId`).

use crate::play::text;
use crate::storage::{self, ABANDONED_DIR, FileError, Storage};
use ludo_core::game::Game;
use ludo_core::i18n::{Arg, Key, Lang, Message};
use ludo_core::records::GameId;
use ludo_core::table::{AsideFile, AsideState};
use std::fs;
use std::path::{Path, PathBuf};

/// One game set aside.
#[derive(Debug)]
pub struct AsideGame {
    /// Its file under `abandoned/` (or the file named on the command line).
    pub path: PathBuf,
    /// The game's id (as `ludo history` shows it: the first 8 digits are enough).
    pub id: GameId,
    /// The game.
    pub game: Game,
    /// The file's text, as the table saved it (time left, people, profiles).
    pub json: String,
    /// When it was set aside, its seats and actions, as the core describes a game
    /// set aside on every shell (`table::set_aside_games`, catalog `aside.game`);
    /// `None` for a file named on the command line (read on its own by [`read`]).
    pub description: Option<Message>,
}

impl AsideGame {
    /// The unix seconds it was set aside, from its file name (`<secs>.json`,
    /// `<secs>-<n>.json`).
    pub fn set_aside_secs(&self) -> Option<i64> {
        ludo_core::store::kept::secs_of(&self.path)
    }

    /// Whether the file holds the lesson (`ludo learn` continues that).
    pub fn is_lesson(&self) -> bool {
        ludo_core::store::lesson_flag(&self.json)
    }

    /// One line of `ludo resume --list` in `lang`: the first digits of the id, then
    /// the core's description (date, seats, actions).
    pub fn line(&self, lang: Lang) -> String {
        let id = &self.id.as_str()[..8];
        match &self.description {
            Some(d) => format!("{id}  {}", text::say(d, lang)),
            None => id.to_owned(),
        }
    }
}

/// The unfinished games under `abandoned/` that can be read, newest first (a file
/// that cannot be read or holds a finished game is left out: `ludo replay FILE`
/// still opens it; [`scan`] names the unreadable ones).
pub fn list(storage: &Storage) -> Vec<AsideGame> {
    scan(storage).0
}

/// The files under `abandoned/`, judged by the core as the phones' are
/// (`table::set_aside_games`: one load of each, finished games and the lesson left
/// out): the games that can be continued, newest first, and the files that cannot
/// be read, with why (`ludo resume --list` names them, so that nothing kept goes
/// unmentioned). The terminal only reads the files: a file that is not a
/// regular one is not opened (a FIFO nobody writes to would block), one over
/// [`ludo_core::store::MAX_FILE_BYTES`] is read no further.
pub fn scan(storage: &Storage) -> (Vec<AsideGame>, Vec<(PathBuf, String)>) {
    let dir = storage.dir().join(ABANDONED_DIR);
    let (entries, mut bad) = storage.set_aside_files();
    let files: Vec<AsideFile> = entries
        .into_iter()
        .map(|e| AsideFile {
            modified_ms: e.secs.map(|s| s.saturating_mul(1000)),
            name: e.name,
            save: e.bytes,
            backup: None,
        })
        .collect();
    let mut games = Vec::new();
    for g in ludo_core::table::set_aside_games(&files, 0) {
        let path = dir.join(&g.name);
        match g.state {
            AsideState::Resumable { json, game, .. } => games.push(AsideGame {
                path,
                id: GameId::of(&game),
                game: *game,
                json,
                description: Some(g.description),
            }),
            AsideState::Damaged { reason } => bad.push((path, reason)),
        }
    }
    bad.sort();
    (games, bad)
}

/// Reads one save file as a game to resume; `Ok(None)` when it does not exist.
///
/// Errors: unreadable, not a save, or written by a newer version, in words.
pub fn read(path: &Path) -> Result<Option<AsideGame>, String> {
    match storage::load_data_file(path) {
        Ok(Some((game, json))) => Ok(Some(AsideGame {
            path: path.to_path_buf(),
            id: GameId::of(&game),
            game,
            json,
            description: None,
        })),
        Ok(None) => Ok(None),
        Err(FileError::Newer(m) | FileError::Damaged(m)) => Err(m),
    }
}

/// The games set aside whose ids are (or start with) `id` (none for a text that
/// is not hexadecimal digits).
pub fn matching(storage: &Storage, id: &str) -> Vec<AsideGame> {
    let prefix = id.trim().to_ascii_lowercase();
    let valid =
        !prefix.is_empty() && prefix.len() <= 32 && prefix.bytes().all(|b| b.is_ascii_hexdigit());
    if !valid {
        return vec![];
    }
    list(storage)
        .into_iter()
        .filter(|a| a.id.as_str().starts_with(&prefix))
        .collect()
}

/// The game set aside whose id is (or starts with) `id`.
///
/// Errors: the sentence to print (no such game, or more than one).
pub fn find(storage: &Storage, id: &str) -> Result<AsideGame, String> {
    let list_cmd = crate::invocation::command(&format!("resume --list{}", storage.data_dir_args()));
    // As typed (Rust's `{:?}` wrote Hindi and Bengali marks as escapes).
    let shown = ludo_core::records::quoted(id);
    let mut found = matching(storage, id);
    match found.len() {
        1 => Ok(found.remove(0)),
        0 => Err(format!(
            "no unfinished game set aside with id {shown} in {}; {list_cmd} lists them",
            storage.dir().join(ABANDONED_DIR).display()
        )),
        // The same game set aside twice at the same point (`n` at the prompt, `q` at
        // the setup screen, then `ludo resume` and `n` again: the time left differs,
        // so both copies are kept): no digits tell them apart, their files do.
        n if found.iter().all(|a| a.id == found[0].id) => {
            let files: Vec<String> = found
                .iter()
                .map(|a| {
                    let when = a
                        .set_aside_secs()
                        .map(|s| crate::records::date(s.saturating_mul(1000)))
                        .unwrap_or_else(|| "date unknown".into());
                    let cmd = crate::invocation::command(&format!(
                        "resume {}{}",
                        storage::shell_quote(&a.path),
                        storage.data_dir_args()
                    ));
                    format!("{cmd} (set aside {when})")
                })
                .collect();
            Err(format!(
                "{n} copies of game {} are set aside (the same moves, set aside at \
                 different times); continue one by its file: {}",
                &found[0].id.as_str()[..8],
                files.join(", ")
            ))
        }
        n => Err(format!(
            "{n} games set aside have ids starting with {shown}; give more digits \
             ({list_cmd} lists them)"
        )),
    }
}

/// Whether `path` is a file directly under the data directory's `abandoned/`
/// (such a file is removed once the game it holds is the current save again, so
/// that it is kept once).
pub fn is_set_aside_file(storage: &Storage, path: &Path) -> bool {
    let dir = storage.dir().join(ABANDONED_DIR);
    match (
        path.parent().and_then(|p| fs::canonicalize(p).ok()),
        fs::canonicalize(&dir),
    ) {
        (Some(a), Ok(b)) => a == b,
        _ => false,
    }
}

/// A sentence pointing to `ludo resume --list` when games are set aside, else
/// nothing: [`hint_message`] in English, for `ludo resume`'s English messages.
pub fn hint(storage: &Storage) -> Option<String> {
    hint_message(storage).map(|m| text::say(&m, Lang::En))
}

/// How many games are set aside and the command that lists them, in the catalog's
/// words (the resume prompt, the setup screen, and [`hint`]).
pub fn hint_message(storage: &Storage) -> Option<ludo_core::i18n::Message> {
    let n = list(storage).len();
    (n > 0).then(|| {
        ludo_core::i18n::Message::new(ludo_core::i18n::Key::TermSetAsideHint)
            .with("n", i64::try_from(n).unwrap_or(i64::MAX))
            .with(
                "command",
                ludo_core::i18n::Arg::Text(crate::invocation::command(&format!(
                    "resume --list{}",
                    storage.data_dir_args()
                ))),
            )
    })
}

/// What `ludo resume --list` prints, in `lang`.
pub fn list_text(storage: &Storage, games: &[AsideGame], lang: Lang) -> String {
    let dir_args = storage.data_dir_args();
    if games.is_empty() {
        let dir = storage.dir().join(ABANDONED_DIR).display().to_string();
        let none = Message::new(Key::TermAsideNone).with("dir", Arg::Text(dir));
        return format!("{}\n", text::say(&none, lang));
    }
    let mut s = String::new();
    for g in games {
        s += &g.line(lang);
        s.push('\n');
    }
    // `replay --game` finds games set aside by the same ids.
    let id = &games[0].id.as_str()[..8];
    let footer = Message::new(Key::TermAsideFooter)
        .with(
            "resume",
            Arg::Text(crate::invocation::command(&format!(
                "resume --game {id}{dir_args}"
            ))),
        )
        .with(
            "replay",
            Arg::Text(crate::invocation::command(&format!(
                "replay --game {id}{dir_args}"
            ))),
        );
    s += &text::say(&footer, lang);
    s.push('\n');
    s
}
