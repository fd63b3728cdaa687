//! [`GameStore`]: the files of one data directory, written so that no completed save
//! is ever lost (see the module [`super`]).

use super::atomic::{remove_stale_temps, write_atomic};
use super::error::{DirError, FileError, LockError, StoreError};
use super::files::{lesson_flag, load_data_file, newer_version};
use super::fsys::{FileSystem, RealFs};
use super::guard::read_file;
use super::kept::same_file_in;
use super::layout::{
    ABANDONED_DIR, CURRENT, FINISHED_DIR, LESSON, LOCK, RECORDS_DB, ShellFile, backup_of,
    damaged_path, free_json_name, unix_secs,
};
use super::lock::DirLock;
use crate::game::{Game, Phase};
use crate::i18n::{Arg, Key, Lang, Message, localize};
use crate::save;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Something a write did besides saving, that the player is told.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notice {
    /// An unfinished game was set aside under `abandoned/` (this path) for a new one.
    SetAside(PathBuf),
    /// A damaged save was moved aside (from, to), never deleted.
    DamagedKept(PathBuf, PathBuf),
}

impl Notice {
    /// One sentence for the screen, in the catalog's words.
    pub fn message(&self) -> Message {
        let path = |p: &Path| Arg::Text(p.display().to_string());
        match self {
            Notice::SetAside(p) => Message::new(Key::TermNoticeSetAside).with("path", path(p)),
            Notice::DamagedKept(from, to) => Message::new(Key::TermNoticeDamagedKept)
                .with("from", path(from))
                .with("to", path(to)),
        }
    }

    /// [`Notice::message`] in English.
    pub fn short(&self) -> String {
        localize(&self.message(), Lang::En)
    }
}

/// The result of looking for a saved game.
#[derive(Debug, Default)]
pub struct Loaded {
    /// The game, when a readable save was found.
    pub game: Option<Game>,
    /// The text of the file the game was read from (the table's save: time left,
    /// people, lesson), when a game was found.
    pub json: Option<String>,
    /// What went wrong on the way, in words for the player (damaged save, backup used).
    pub messages: Vec<String>,
}

/// A game continued from a file (set aside, or named by the player).
#[derive(Debug)]
struct BroughtBack {
    /// Its file under `abandoned/`, removed after its first save; `None` for a file
    /// kept elsewhere.
    path: Option<PathBuf>,
    /// The file's bytes when it was read (it is removed only when unchanged).
    bytes: Vec<u8>,
    /// The game it holds.
    game: Game,
}

/// The files of one data directory: the current game and its backup (or the
/// lesson's), finished games, games set aside, damaged saves kept, the shell's
/// settings and last setup, the records database's path, and the lock.
///
/// A save written by a newer version of the format is never overwritten, and an
/// unfinished game is never replaced by another one: the first save of a store that
/// did not load the saves first ([`GameStore::load`]) sets it aside. Nothing here
/// panics on bad input or a bad disk: every failure is a [`StoreError`], and a
/// failed write leaves the last completed save (or its backup) loadable.
#[derive(Debug)]
pub struct GameStore {
    dir: PathBuf,
    /// The file-system seam every write goes through.
    fs: Arc<dyn FileSystem>,
    /// Whether the current save is known to be good, so that it may become the backup.
    current_good: bool,
    /// Damaged files to move aside (from, to) before the next write.
    preserve: Vec<(PathBuf, PathBuf)>,
    /// Whether this store knows what the saves hold ([`GameStore::load`] ran), so
    /// that its writes replace nothing it has not seen.
    claimed: bool,
    /// What the writes did that the player should be told, oldest first.
    notices: Vec<Notice>,
    /// The held lock, once [`GameStore::lock`] succeeded.
    lock: Option<DirLock>,
    /// The current save's game was set aside under `abandoned/` for a new game: the
    /// next save writes the new game to the backup too, instead of making the game
    /// set aside the backup.
    current_set_aside: bool,
    /// The file name of the save: [`CURRENT`], or [`LESSON`] for the lesson.
    name: &'static str,
    /// A game being continued from a file ([`GameStore::bring_back`]).
    brought_back: Option<BroughtBack>,
}

impl GameStore {
    /// The store in `dir` (made at the first write), on the real file system.
    pub fn open(dir: impl Into<PathBuf>) -> GameStore {
        GameStore::with_fs(dir, Arc::new(RealFs))
    }

    /// The store in `dir` made absolute (from the current directory, so that every
    /// path a shell shows, and a command naming the directory, works from any
    /// directory), when a directory can ever be made there (a missing one is made at
    /// the first write).
    ///
    /// Errors: [`DirError`]: a file is there or above it, or a symbolic link to
    /// nothing is (every save would fail).
    pub fn open_checked(dir: impl Into<PathBuf>) -> Result<GameStore, DirError> {
        let dir = dir.into();
        let dir = std::path::absolute(&dir).unwrap_or(dir);
        if dir.exists() && !dir.is_dir() {
            return Err(DirError::NotADirectory(dir));
        }
        if let Some(file) = dir.ancestors().skip(1).find(|p| p.exists())
            && !file.is_dir()
        {
            let file = file.to_path_buf();
            return Err(DirError::FileAbove { dir, file });
        }
        if let Some((link, target)) = dangling_link(&dir) {
            return Err(DirError::DanglingLink { dir, link, target });
        }
        Ok(GameStore::open(dir))
    }

    /// The store in `dir`, writing through `fs` (tests inject failures with it).
    pub fn with_fs(dir: impl Into<PathBuf>, fs: Arc<dyn FileSystem>) -> GameStore {
        GameStore {
            dir: dir.into(),
            fs,
            current_good: true,
            preserve: vec![],
            claimed: false,
            notices: vec![],
            lock: None,
            current_set_aside: false,
            name: CURRENT,
            brought_back: None,
        }
    }

    /// Makes the next save look at what is in place first, as the first save of a
    /// store that never loaded does: an unfinished game that the save does not
    /// continue is set aside under `abandoned/` (never replaced). For a store that
    /// outlives its games (the phones' store, one per app): the first save of each
    /// new table is such a save.
    pub fn look_before_next_save(&mut self) {
        self.claimed = false;
    }

    /// The same directory, saving the lesson ([`LESSON`]) instead of the game.
    pub fn for_lesson(mut self) -> GameStore {
        self.name = LESSON;
        self
    }

    /// Whether this store saves the lesson.
    pub fn is_lesson(&self) -> bool {
        self.name == LESSON
    }

    /// The data directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Path of the current save (the lesson's for [`GameStore::for_lesson`]).
    pub fn current_path(&self) -> PathBuf {
        self.dir.join(self.name)
    }

    /// Path of the backup save.
    pub fn backup_path(&self) -> PathBuf {
        backup_of(&self.current_path())
    }

    /// Path of the lock file. While it does not exist no process holds the lock.
    pub fn lock_path(&self) -> PathBuf {
        self.dir.join(LOCK)
    }

    /// Path of the records database (opened by `records::Records::open`).
    pub fn records_path(&self) -> PathBuf {
        self.dir.join(RECORDS_DB)
    }

    /// Path of a file a shell keeps here.
    pub fn shell_file_path(&self, file: ShellFile) -> PathBuf {
        self.dir.join(file.name())
    }

    /// Whether a save file (current or backup) exists; reads nothing, writes nothing.
    pub fn has_saves(&self) -> bool {
        self.current_path().symlink_metadata().is_ok()
            || self.backup_path().symlink_metadata().is_ok()
    }

    /// What the writes did that the player should be told: an unfinished game set
    /// aside, a damaged save moved. Each notice is returned once.
    pub fn take_notices(&mut self) -> Vec<Notice> {
        std::mem::take(&mut self.notices)
    }

    /// Whether this store holds the lock.
    pub fn is_locked(&self) -> bool {
        self.lock.is_some()
    }

    /// Takes the advisory lock of the data directory (made when missing), held until
    /// the store is dropped; then removes the temporary files dead processes left.
    ///
    /// Errors: [`LockError`].
    pub fn lock(&mut self) -> Result<(), LockError> {
        if self.lock.is_some() {
            return Ok(());
        }
        fs::create_dir_all(&self.dir).map_err(|source| LockError::Io {
            path: self.lock_path(),
            source,
        })?;
        self.lock = Some(DirLock::try_take(&self.lock_path())?);
        // Under the lock no other store writes here: a temporary file of a dead
        // process is what a kill during a write left behind.
        for d in [
            self.dir.clone(),
            self.dir.join(ABANDONED_DIR),
            self.dir.join(FINISHED_DIR),
        ] {
            remove_stale_temps(&d);
        }
        Ok(())
    }

    /// A message when the current save or its backup was written by a newer version
    /// of the save format (such a data directory must not be written).
    pub fn newer_save(&self) -> Option<String> {
        [self.current_path(), self.backup_path()]
            .into_iter()
            .find_map(|p| {
                newer_version(&p).map(|v| {
                    format!(
                        "{} was written by a newer version of ludo (save format version {v}; \
                         this one reads version {}); it is left untouched. Update ludo, or use \
                         --data-dir for another directory",
                        p.display(),
                        save::VERSION
                    )
                })
            })
    }

    /// Whether a save can be written here, tried the way a save is written: a
    /// temporary file beside the save, removed again. Nothing else is created: the
    /// directory must exist.
    ///
    /// Errors: why not (permission denied, a read-only file system).
    pub fn can_save(&self) -> io::Result<()> {
        let tmp = super::atomic::temp_path(&self.current_path());
        fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&tmp)?;
        fs::remove_file(&tmp)
    }

    /// Writes `bytes` atomically to `path` through the seam, making its folder.
    fn write(&self, path: &Path, bytes: &[u8]) -> Result<(), StoreError> {
        if let Some(dir) = path.parent() {
            fs::create_dir_all(dir).map_err(|e| StoreError::io(dir, e))?;
        }
        write_atomic(&*self.fs, path, bytes)
    }

    /// Sets an unfinished game's save text aside under `abandoned/<unix
    /// seconds>.json`, kept byte for byte; returns its path. A game already set
    /// aside with the same bytes is not copied again: its path is returned.
    ///
    /// Errors: [`StoreError`].
    pub fn abandon_text(&mut self, json: &str) -> Result<PathBuf, StoreError> {
        let dir = self.dir.join(ABANDONED_DIR);
        fs::create_dir_all(&dir).map_err(|e| StoreError::io(&dir, e))?;
        if let Some(p) = same_file_in(&dir, json.as_bytes()) {
            self.current_set_aside = true;
            return Ok(p);
        }
        let path = free_json_name(&dir, &unix_secs().to_string());
        self.write(&path, json.as_bytes())?;
        self.current_set_aside = true;
        Ok(path)
    }

    /// Saves `json`, the table's save of `game`, as the current save; the previous
    /// current save becomes the backup.
    ///
    /// A damaged file found by [`GameStore::load`] is first moved aside; a save of a
    /// newer format version is never overwritten. When this store has not loaded
    /// the saves, an unfinished game found there is first set aside under
    /// `abandoned/` (the save fails when that fails). Both are told in
    /// [`GameStore::take_notices`]. The first save after a game was set aside writes
    /// the backup too, with the same text, so that a fallback never brings back the
    /// game the player left.
    ///
    /// Errors: [`StoreError`]; the files are then as the last completed save left
    /// them (or hold this save, when only the directory's flush failed).
    pub fn save_text(&mut self, game: &Game, json: &str) -> Result<(), StoreError> {
        for p in [self.current_path(), self.backup_path()] {
            if let Some(version) = newer_version(&p) {
                return Err(StoreError::Newer { path: p, version });
            }
        }
        if !self.claimed {
            self.set_aside_unseen(game)?;
        }
        fs::create_dir_all(&self.dir).map_err(|e| StoreError::io(&self.dir, e))?;
        while let Some((from, to)) = self.preserve.first() {
            match fs::rename(from, to) {
                Ok(()) => self
                    .notices
                    .push(Notice::DamagedKept(from.clone(), to.clone())),
                Err(e) if e.kind() == io::ErrorKind::NotFound => {}
                Err(e) => return Err(StoreError::io(from, e)),
            }
            self.preserve.remove(0);
        }
        let current = self.current_path();
        if self.current_set_aside {
            // The backup is written first, so a kill in between leaves the new game
            // in it and the old one in the current save, both kept.
            self.write(&self.backup_path(), json.as_bytes())?;
        } else if self.current_good
            && let Some(old) = read_file(&current)?
        {
            self.write(&self.backup_path(), &old)?;
        }
        self.write(&current, json.as_bytes())?;
        self.current_good = true;
        self.current_set_aside = false;
        if let Some(BroughtBack {
            path: Some(path),
            bytes,
            ..
        }) = self.brought_back.take()
            && read_file(&path).is_ok_and(|b| b.is_some_and(|b| b == bytes))
        {
            // The game is in the current save now: the copy under `abandoned/` would
            // list it twice. A failure only leaves that copy, which is harmless.
            let _ = fs::remove_file(&path);
        }
        Ok(())
    }

    /// Saves the plain save file of `game` ([`save::save`]).
    ///
    /// Errors: as [`GameStore::save_text`].
    pub fn save(&mut self, game: &Game) -> Result<(), StoreError> {
        let json = save::save(game)
            .map_err(|e| StoreError::io(self.current_path(), io::Error::other(e)))?;
        self.save_text(game, &json)
    }

    /// Continues `game`, read from a save file with text `json`: its first save sets
    /// aside the unfinished game saved now unless that is the same game, then
    /// removes the file at `path` (a copy under `abandoned/`; `None` for a file kept
    /// elsewhere) when it is unchanged.
    pub fn bring_back(&mut self, path: Option<PathBuf>, json: &str, game: &Game) {
        self.brought_back = Some(BroughtBack {
            path,
            bytes: json.as_bytes().to_vec(),
            game: game.clone(),
        });
    }

    /// Keeps a copy of a finished game under `finished/game-<secs>-<n>.json` (never
    /// over another one); returns its path. `text` is the table's save of it.
    ///
    /// Errors: [`StoreError`].
    pub fn archive_finished(&self, game: &Game, text: &str) -> Result<PathBuf, StoreError> {
        let dir = self.dir.join(FINISHED_DIR);
        fs::create_dir_all(&dir).map_err(|e| StoreError::io(&dir, e))?;
        let stem = format!("game-{}-{}", unix_secs(), game.start().game_number);
        let path = free_json_name(&dir, &stem);
        self.write(&path, text.as_bytes())?;
        Ok(path)
    }

    /// The files under `finished/`, oldest first.
    pub fn finished_files(&self) -> Vec<PathBuf> {
        super::kept::finished_files(&self.dir)
    }

    /// The files under `abandoned/`, read, and the ones that cannot be read.
    pub fn set_aside_files(&self) -> (Vec<super::AsideEntry>, Vec<(PathBuf, String)>) {
        super::kept::set_aside_files(&self.dir)
    }

    /// Whether `path` is a file directly under this directory's `abandoned/` (by
    /// their real paths: a link or `..` on the way does not matter). Such a file,
    /// continued, is removed once its game is the current save again
    /// ([`GameStore::bring_back`]), so that it is kept once.
    pub fn is_set_aside_file(&self, path: &Path) -> bool {
        match (
            path.parent().and_then(|p| fs::canonicalize(p).ok()),
            fs::canonicalize(self.dir.join(ABANDONED_DIR)),
        ) {
            (Some(a), Ok(b)) => a == b,
            _ => false,
        }
    }

    /// The bytes of a file a shell keeps here, or of its backup when it is damaged
    /// (`valid` says whether bytes are good, e.g. parse as the shell's JSON);
    /// `None` when neither is there or good.
    pub fn read_shell_file(
        &self,
        file: ShellFile,
        valid: impl Fn(&[u8]) -> bool,
    ) -> Option<Vec<u8>> {
        let path = self.shell_file_path(file);
        [path.clone(), backup_of(&path)]
            .into_iter()
            .find_map(|p| read_file(&p).ok().flatten().filter(|b| valid(b)))
    }

    /// Writes a file a shell keeps here; the previous version becomes its backup.
    ///
    /// Errors: [`StoreError`]; the previous version then still loads.
    pub fn write_shell_file(&self, file: ShellFile, bytes: &[u8]) -> Result<(), StoreError> {
        let path = self.shell_file_path(file);
        if let Ok(Some(old)) = read_file(&path)
            && old != bytes
        {
            self.write(&backup_of(&path), &old)?;
        }
        self.write(&path, bytes)
    }

    /// Before the first write of a store that did not load the saves: sets an
    /// unfinished game found there aside (and notes where), unless `game` continues
    /// it.
    ///
    /// Errors: [`StoreError::NotSetAside`].
    fn set_aside_unseen(&mut self, game: &Game) -> Result<(), StoreError> {
        let l = self.load();
        // A game brought back continues only itself: a save of an earlier point of
        // it is a game of its own and is kept too.
        let continued = |g: &Game| match &self.brought_back {
            Some(b) => same_game(g, &b.game),
            None => {
                g.rules() == game.rules()
                    && g.start() == game.start()
                    && game.history().starts_with(g.history())
            }
        };
        if let (Some(g), Some(json)) = (l.game, l.json)
            && g.phase() != Phase::GameOver
            && !continued(&g)
        {
            let p = match self.abandon_text(&json) {
                Ok(p) => p,
                Err(e) => {
                    // Look again at the next save.
                    self.claimed = false;
                    return Err(StoreError::NotSetAside {
                        dir: self.dir.clone(),
                        source: Box::new(e),
                    });
                }
            };
            self.notices.push(Notice::SetAside(p));
        }
        Ok(())
    }

    /// Loads the current game, falling back to the backup when the current save is
    /// missing or damaged. Never fails: problems are described in
    /// [`Loaded::messages`], and `game` is `None` when nothing could be read.
    /// Nothing is written: damaged files are moved aside by the next save.
    pub fn load(&mut self) -> Loaded {
        let mut out = Loaded::default();
        self.claimed = true;
        self.preserve.clear();
        let current = self.current_path();
        match self.load_slot_file(&current) {
            Ok(Some((g, json))) => {
                self.current_good = true;
                out.game = Some(g);
                out.json = Some(json);
                return out;
            }
            Ok(None) => {}
            Err(FileError::Newer(e)) => {
                // Never moved aside: a newer ludo reads it.
                self.current_good = false;
                out.messages.push(newer_message(&current, &e));
            }
            Err(e) => {
                self.current_good = false;
                let to = damaged_path(&self.dir, self.name);
                out.messages.push(format!(
                    "The saved game {} is damaged ({e}); it will be kept as {} when a game \
                     is saved here.",
                    current.display(),
                    to.display()
                ));
                self.preserve.push((current, to));
            }
        }
        let backup = self.backup_path();
        match self.load_slot_file(&backup) {
            Ok(Some((g, json))) => {
                out.json = Some(json);
                if !out.messages.is_empty() {
                    out.messages
                        .push("Using the backup, which lacks at most the last action.".into());
                }
                out.game = Some(g);
            }
            Ok(None) => {
                if !out.messages.is_empty() {
                    out.messages
                        .push("There is no backup to fall back to.".into());
                }
            }
            Err(FileError::Newer(e)) => out.messages.push(newer_message(&backup, &e)),
            Err(e) => {
                let to = damaged_path(&self.dir, &format!("{}.bak", self.name));
                out.messages.push(format!(
                    "The backup {} is damaged too ({e}); it will be kept as {} when a game \
                     is saved here.",
                    backup.display(),
                    to.display()
                ));
                self.preserve.push((backup, to));
            }
        }
        out
    }

    /// Loads the current game only when it is unfinished (what "resume" offers).
    pub fn load_unfinished(&mut self) -> Loaded {
        let mut l = self.load();
        if l.game
            .as_ref()
            .is_some_and(|g| g.phase() == Phase::GameOver)
        {
            l.game = None;
            l.json = None;
        }
        l
    }

    /// [`load_data_file`] for this store's slot: a save of the other slot (the lesson
    /// in `current.json`, a game in `tutorial.json`) counts as damaged, so it is kept
    /// aside at the first write instead of being played or replaced.
    fn load_slot_file(&self, path: &Path) -> Result<Option<(Game, String)>, FileError> {
        let found = load_data_file(path)?;
        if let Some((_, json)) = &found
            && lesson_flag(json) != self.is_lesson()
        {
            return Err(FileError::Damaged(if self.is_lesson() {
                "it holds a game, not the lesson of `ludo learn`".into()
            } else {
                "it holds the lesson of `ludo learn`, not a game".into()
            }));
        }
        Ok(found)
    }
}

/// The first of `dir` and the directories above it that is a symbolic link whose
/// target does not exist, with that target; `None` when there is none (a missing
/// directory is fine: it is made at the first save).
fn dangling_link(dir: &Path) -> Option<(PathBuf, PathBuf)> {
    dir.ancestors()
        .filter(|p| !p.as_os_str().is_empty())
        .find(|p| {
            p.is_symlink() && fs::metadata(p).is_err_and(|e| e.kind() == io::ErrorKind::NotFound)
        })
        .and_then(|p| Some((p.to_path_buf(), fs::read_link(p).ok()?)))
}

/// Whether `a` and `b` are the same game at the same point.
fn same_game(a: &Game, b: &Game) -> bool {
    a.rules() == b.rules() && a.start() == b.start() && a.history() == b.history()
}

/// What [`GameStore::load`] says of a save at `path` a newer version wrote.
fn newer_message(path: &Path, why: &str) -> String {
    format!(
        "{} was written by a newer version of ludo ({why}); it is left untouched.",
        path.display()
    )
}
