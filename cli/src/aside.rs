//! The unfinished games set aside under `abandoned/` (a new game replaced them):
//! `ludo resume --list` shows them, `ludo resume --game ID` (or `ludo resume FILE`)
//! continues one. They are named as `ludo history` names games: by the first
//! digits of the game's id (`ludo_core::records::GameId`).

use crate::play::text;
use crate::storage::{self, ABANDONED_DIR, FileError, Storage};
use ludo_core::game::{Game, Phase};
use ludo_core::i18n::Lang;
use ludo_core::records::GameId;
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
}

impl AsideGame {
    /// The unix seconds it was set aside, from its file name (`<secs>.json`,
    /// `<secs>-<n>.json`).
    pub fn set_aside_secs(&self) -> Option<i64> {
        let stem = self.path.file_stem()?.to_str()?;
        stem.split('-').next()?.parse().ok()
    }

    /// Whether the file holds the lesson (`ludo learn` continues that).
    pub fn is_lesson(&self) -> bool {
        ludo_core::table::inspect_save(&self.json).is_ok_and(|s| s.tutorial)
    }

    /// One line: id, when it was set aside, the seats and how far it got.
    pub fn line(&self) -> String {
        let when = self
            .set_aside_secs()
            .map(|s| crate::records::date(s.saturating_mul(1000)))
            .unwrap_or_else(|| "date unknown".into());
        let seats: Vec<String> = self
            .game
            .players()
            .iter()
            .map(|&c| {
                let kind = self
                    .game
                    .seat(c)
                    .unwrap_or(ludo_core::game::SeatKind::Human);
                format!(
                    "{} {}",
                    text::player(c, Lang::En),
                    text::seat_kind_short(kind, Lang::En)
                )
            })
            .collect();
        let n = self.game.history().len();
        format!(
            "{}  set aside {when}  {}, {n} {}",
            &self.id.as_str()[..8],
            seats.join(", "),
            if n == 1 { "action" } else { "actions" }
        )
    }
}

/// The unfinished games under `abandoned/` that can be read, newest first (a file
/// that cannot be read or holds a finished game is left out: `ludo replay FILE`
/// still opens it).
pub fn list(storage: &Storage) -> Vec<AsideGame> {
    let mut games: Vec<AsideGame> = fs::read_dir(storage.dir().join(ABANDONED_DIR))
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .filter_map(|p| read(&p).ok().flatten())
        .filter(|a| a.game.phase() != Phase::GameOver && !a.is_lesson())
        .collect();
    games.sort_by_key(|a| (std::cmp::Reverse(a.set_aside_secs()), a.path.clone()));
    games
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
        })),
        Ok(None) => Ok(None),
        Err(FileError::Newer(m) | FileError::Damaged(m)) => Err(m),
    }
}

/// The game set aside whose id is (or starts with) `id`.
///
/// Errors: the sentence to print (no such game, or more than one).
pub fn find(storage: &Storage, id: &str) -> Result<AsideGame, String> {
    let prefix = id.trim().to_ascii_lowercase();
    let list_cmd = crate::invocation::command(&format!("resume --list{}", storage.data_dir_args()));
    let valid =
        !prefix.is_empty() && prefix.len() <= 32 && prefix.bytes().all(|b| b.is_ascii_hexdigit());
    let mut found: Vec<AsideGame> = if valid {
        list(storage)
            .into_iter()
            .filter(|a| a.id.as_str().starts_with(&prefix))
            .collect()
    } else {
        vec![]
    };
    match found.len() {
        1 => Ok(found.remove(0)),
        0 => Err(format!(
            "no unfinished game set aside with id {id:?} in {}; {list_cmd} lists them",
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
            "{n} games set aside have ids starting with {id:?}; give more digits \
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

/// What `ludo resume --list` prints.
pub fn list_text(storage: &Storage, games: &[AsideGame]) -> String {
    let dir_args = storage.data_dir_args();
    if games.is_empty() {
        return format!(
            "No unfinished games set aside in {}.\n",
            storage.dir().join(ABANDONED_DIR).display()
        );
    }
    let mut s = String::new();
    for g in games {
        s += &g.line();
        s.push('\n');
    }
    let id = &games[0].id.as_str()[..8];
    s += &format!(
        "Continue one with {} (the first digits of its id are enough; the game saved now \
         is set aside first). Watch one with {}.\n",
        crate::invocation::command(&format!("resume --game {id}{dir_args}")),
        crate::invocation::command(&format!("replay {}", storage::shell_quote(&games[0].path))),
    );
    s
}
