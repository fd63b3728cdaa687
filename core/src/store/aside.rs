//! Games set aside under `abandoned/`, as a shell lists, names and continues them:
//! each read with its game's id ([`SetAsideGame`]); all of a data directory's, judged
//! as every shell's list judges them ([`SetAsideList`], made by
//! `GameStore::set_aside_games`, which `table::aside` defines because judging a save
//! for a list takes the table); found by the first digits of their id
//! ([`SetAsideList::find`]), as `ludo history` names games.

use super::error::FileError;
use super::files::{lesson_flag, load_data_file};
use super::kept::secs_of;
use crate::game::Game;
use crate::i18n::Message;
use crate::records::{GameId, id_prefix};
use std::path::{Path, PathBuf};

/// An unfinished game set aside, read from its file (or a save file the player
/// named, to be continued the same way).
#[derive(Debug, Clone)]
pub struct SetAsideGame {
    /// Its file: under `abandoned/`, or the file the player named.
    pub path: PathBuf,
    /// The game's id ([`GameId::short`] is enough to name it).
    pub id: GameId,
    /// The game.
    pub game: Game,
    /// The file's text, as the table saved it (time left, people, profiles): what
    /// the table opens to continue it.
    pub json: String,
    /// When it was set aside, its seats and actions, as the core describes a game
    /// set aside on every shell (catalog `aside.game`); `None` for a file read on
    /// its own ([`SetAsideGame::read`]).
    pub description: Option<Message>,
}

impl SetAsideGame {
    /// Reads the save file at `path` as a game to continue; `Ok(None)` when it does
    /// not exist. It must be a regular file (as every file of the data directory);
    /// nothing is judged but the save itself (a finished game or the lesson is read
    /// too: the shell says what to do with it).
    ///
    /// Errors: [`FileError`] (unreadable, not a save, or of a newer format).
    pub fn read(path: &Path) -> Result<Option<SetAsideGame>, FileError> {
        Ok(load_data_file(path)?.map(|(game, json)| SetAsideGame {
            path: path.to_path_buf(),
            id: GameId::of(&game),
            game,
            json,
            description: None,
        }))
    }

    /// The unix seconds it was set aside, from its file name (`<secs>.json`,
    /// `<secs>-<n>.json`); `None` for another name.
    pub fn set_aside_secs(&self) -> Option<i64> {
        secs_of(&self.path)
    }

    /// Whether the file holds the lesson (the lesson's command continues that).
    pub fn is_lesson(&self) -> bool {
        lesson_flag(&self.json)
    }
}

/// The files under a data directory's `abandoned/`, judged: the games that can be
/// continued and the files that cannot be read, so that a list names everything
/// kept there. A finished game or the lesson is in neither (nothing to continue).
#[derive(Debug, Clone, Default)]
pub struct SetAsideList {
    /// The unfinished games, newest first (by the time in their names, unknown
    /// last, then by name), each with its description.
    pub games: Vec<SetAsideGame>,
    /// The files that cannot be read as a game, with why (in English), by path.
    pub unreadable: Vec<(PathBuf, String)>,
}

/// Which games set aside an id names ([`SetAsideList::find`]).
#[derive(Debug, Clone)]
pub enum Found {
    /// Exactly one game (boxed: a game is large beside a list).
    One(Box<SetAsideGame>),
    /// None (or the text is not hex digits).
    None,
    /// Two or more copies of the same game, set aside at the same point at
    /// different times (the table's state, e.g. the time left, differs): no digits
    /// tell them apart, their files do. Newest first.
    Copies(Vec<SetAsideGame>),
    /// Two or more different games: more digits are needed. Newest first.
    Several(Vec<SetAsideGame>),
}

impl SetAsideList {
    /// The games whose ids are (or start with) the digits typed in `id` (trimmed,
    /// any case); none for a text that is not 1 to 32 hex digits. Newest first.
    pub fn matching(self, id: &str) -> Vec<SetAsideGame> {
        let Some(prefix) = id_prefix(id) else {
            return vec![];
        };
        self.games
            .into_iter()
            .filter(|g| g.id.as_str().starts_with(&prefix))
            .collect()
    }

    /// The game whose id is (or starts with) the digits typed in `id`, or why there
    /// is not exactly one.
    pub fn find(self, id: &str) -> Found {
        let mut found = self.matching(id);
        match found.len() {
            0 => Found::None,
            1 => Found::One(Box::new(found.remove(0))),
            _ if found.iter().all(|g| g.id == found[0].id) => Found::Copies(found),
            _ => Found::Several(found),
        }
    }
}
