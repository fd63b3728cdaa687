//! Where `ludo play` keeps its games, and how it writes them safely.
//!
//! The data directory is the platform's user data directory for the app
//! (`directories::ProjectDirs`, e.g. `~/.local/share/ludo` on Linux), or the
//! directory given with `--data-dir` or the `LUDO_DATA_DIR` environment variable.
//! It holds:
//!
//! * `current.json`: the game in progress (or the last game played), rewritten
//!   after every action;
//! * `current.json.bak`: the save before the last one, used when `current.json`
//!   is damaged (never a game set aside under `abandoned/`: the first save of the
//!   game replacing it is written here too);
//! * `tutorial.json` (and `tutorial.json.bak`): the lesson of `ludo learn`, written
//!   the same way but never in place of the game;
//! * `finished/game-<unix seconds>-<n>.json`: a copy of every finished game, for
//!   `ludo replay`;
//! * `abandoned/<unix seconds>.json`: an unfinished game set aside for a new one
//!   (at the resume prompt, or by the first save of a process that did not load it:
//!   `ludo play --new`);
//! * `current.json.damaged` (or `current.json.damaged-<unix seconds>`): a damaged
//!   save, moved aside before the first write after falling back to the backup;
//! * `lock`: an advisory lock held while a `ludo play` / `ludo resume` runs, so that
//!   two processes never write the same saves.
//!
//! A save written by a newer version of the format is never overwritten, and an
//! unfinished game is never replaced by another one: the first save of a process
//! that did not load the saves first ([`Storage::load`]) sets it aside.
//!
//! Every write is atomic: the text goes to a temporary file in the same directory,
//! which is flushed to disk (`fsync`) and then renamed over the old file, so a kill
//! at any moment leaves either the old or the new save, never half of one. The
//! temporary files such a kill leaves are removed when the next process takes the
//! lock (only those of dead processes).

use ludo_core::game::{Game, Phase};
use ludo_core::i18n::{Arg, Key, Lang, Message, localize};
use ludo_core::records::GameId;
use ludo_core::save;
use std::fs;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

/// Environment variable that overrides the data directory (tests, portable installs).
pub const DATA_DIR_ENV: &str = "LUDO_DATA_DIR";

/// File name of the current save.
pub const CURRENT: &str = "current.json";

/// File name of the lesson's save (`ludo learn`): the table's tutorial slot, so the
/// lesson never touches [`CURRENT`].
pub const LESSON: &str = "tutorial.json";

/// Sub-directory holding copies of finished games.
pub const FINISHED_DIR: &str = "finished";

/// Sub-directory holding unfinished games set aside for a new game.
pub const ABANDONED_DIR: &str = "abandoned";

/// File name of the advisory lock.
pub const LOCK: &str = "lock";

/// Largest file read as a save or an input (`ludo analyze`, `ludo replay`).
pub const MAX_INPUT_BYTES: u64 = 4 * 1024 * 1024;

/// The save files of one data directory.
#[derive(Debug)]
pub struct Storage {
    dir: PathBuf,
    /// Whether the directory was chosen by the user (`--data-dir`, `$LUDO_DATA_DIR`).
    custom: bool,
    /// Whether `current.json` is known to be good, so that it may become the backup.
    current_good: bool,
    /// Damaged files to move aside (from, to) before the next write.
    preserve: Vec<(PathBuf, PathBuf)>,
    /// Whether this process knows what the saves hold ([`Storage::load`] ran), so
    /// that its writes replace nothing it has not seen.
    claimed: bool,
    /// What the writes did that the player should be told (a game set aside, a
    /// damaged file moved), oldest first; see [`Storage::take_notices`].
    notices: Vec<Notice>,
    /// The held lock file, once [`Storage::lock`] succeeded.
    lock: Option<fs::File>,
    /// The current save's game was set aside under `abandoned/` for a new game: the
    /// next save writes the new game to the backup too, instead of making the game
    /// set aside the backup (see [`Storage::save_text`]).
    current_set_aside: bool,
    /// The file name of the save: [`CURRENT`], or [`LESSON`] for the lesson; the
    /// backup is the same name with `.bak`.
    name: &'static str,
    /// A file under `abandoned/` whose game is being resumed (`ludo resume --game`),
    /// with its bytes: removed after the first save of that game (then kept once, in
    /// the current save), unless it changed meanwhile.
    brought_back: Option<(Option<PathBuf>, Vec<u8>, GameId)>,
}

/// Why [`Storage::lock`] failed.
#[derive(Debug)]
pub enum LockError {
    /// Another process holds the lock.
    Busy(PathBuf),
    /// The lock file cannot be created or locked (the saves will likely fail too).
    Io,
    /// Something other than a file is there in place of the lock file (a FIFO, a
    /// socket, a folder): it is not opened, since opening a FIFO to write waits
    /// for a reader forever.
    NotAFile(PathBuf),
}

/// Why one save file cannot be loaded.
#[derive(Debug)]
pub enum FileError {
    /// Written by a newer version of the save format: never overwrite it.
    Newer(String),
    /// Unreadable or invalid.
    Damaged(String),
}

impl std::fmt::Display for FileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FileError::Newer(m) | FileError::Damaged(m) => f.write_str(m),
        }
    }
}

/// Something a write did besides saving, that the player is told.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notice {
    /// An unfinished game was set aside under `abandoned/` (this path) for a new one.
    SetAside(PathBuf),
    /// A damaged save was moved aside (from, to), never deleted.
    DamagedKept(PathBuf, PathBuf),
}

impl Notice {
    /// One sentence for the screen, in the game's language (the setup screen said
    /// it in English in a Bengali game).
    pub fn message(&self) -> Message {
        let path = |p: &Path| Arg::Text(p.display().to_string());
        match self {
            Notice::SetAside(p) => Message::new(Key::TermNoticeSetAside).with("path", path(p)),
            Notice::DamagedKept(from, to) => Message::new(Key::TermNoticeDamagedKept)
                .with("from", path(from))
                .with("to", path(to)),
        }
    }

    /// [`Notice::message`] in English, as the line printed at the end says it.
    pub fn short(&self) -> String {
        localize(&self.message(), Lang::En)
    }

    /// The sentence printed when the program ends: [`Notice::short`] and, for a game
    /// set aside, the commands that continue it (`dir_args`: the `--data-dir` of
    /// [`Storage::data_dir_args`]) and replay it.
    pub fn full(&self, dir_args: &str) -> String {
        match self {
            Notice::SetAside(p) => {
                let resume = match crate::aside::read(p) {
                    Ok(Some(a)) => format!(
                        "continue it with {}, ",
                        crate::invocation::command(&format!(
                            "resume --game {}{dir_args}",
                            &a.id.as_str()[..8]
                        ))
                    ),
                    _ => String::new(),
                };
                format!(
                    "The unfinished game is kept as {} ({resume}watch it with {}).",
                    p.display(),
                    crate::invocation::command(&format!("replay {}", shell_quote(p)))
                )
            }
            n => n.short(),
        }
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

impl Storage {
    /// The storage in `dir` when given, else in `$LUDO_DATA_DIR`, else in the user data
    /// directory of the platform.
    ///
    /// Errors: no home directory can be found and no directory was given, or the
    /// directory is a file.
    pub fn new(dir: Option<PathBuf>) -> Result<Storage, String> {
        let custom = dir.is_some() || std::env::var_os(DATA_DIR_ENV).is_some_and(|v| !v.is_empty());
        let dir = match dir {
            Some(d) => d,
            None => match std::env::var_os(DATA_DIR_ENV).filter(|v| !v.is_empty()) {
                Some(d) => PathBuf::from(d),
                None => directories::ProjectDirs::from("", "", "ludo")
                    .map(|p| p.data_dir().to_path_buf())
                    .ok_or_else(|| {
                        format!(
                            "cannot find a user data directory; pass --data-dir or set {DATA_DIR_ENV}"
                        )
                    })?,
            },
        };
        // Absolute, so that every path and command shown (`--data-dir DIR` in "continue
        // it with ...") works from any directory: the one typed was repeated as is, and
        // a relative one pasted elsewhere named another directory.
        let dir = std::path::absolute(&dir).unwrap_or(dir);
        // A file where the directory should be: every save would fail, so say so
        // before a game is played that could never be kept.
        if dir.exists() && !dir.is_dir() {
            return Err(format!(
                "the data directory {} is not a directory; use --data-dir for another one",
                dir.display()
            ));
        }
        // A file above it (`--data-dir notes.txt/ludo`): the directory can never be
        // made, and the setup screen said the saves there were damaged ("Not a
        // directory") over a game that could never be kept.
        if let Some(file) = dir
            .ancestors()
            .skip(1)
            .find(|p| p.exists())
            .filter(|p| !p.is_dir())
        {
            return Err(format!(
                "the data directory {} cannot be made: {} is not a directory; use \
                 --data-dir for another one",
                dir.display(),
                file.display()
            ));
        }
        // A symbolic link to nothing (the directory itself or one above it): making
        // the directory would fail at the first save with "File exists", after a
        // game that could never be kept.
        if let Some((link, target)) = dangling_link(&dir) {
            return Err(format!(
                "the data directory {} cannot be made: {} is a symbolic link to {}, which \
                 does not exist; create that directory or use --data-dir for another one",
                dir.display(),
                link.display(),
                target.display()
            ));
        }
        let mut s = Storage::at(dir);
        s.custom = custom;
        Ok(s)
    }

    /// The storage in exactly `dir`.
    pub fn at(dir: PathBuf) -> Storage {
        Storage {
            dir,
            custom: true,
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

    /// The same directory, saving the lesson ([`LESSON`]) instead of the game.
    pub fn for_lesson(mut self) -> Storage {
        self.name = LESSON;
        self
    }

    /// Whether this storage saves the lesson.
    pub fn is_lesson(&self) -> bool {
        self.name == LESSON
    }

    /// The data directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The arguments of the command that continues the saved game: `resume`, with
    /// `--data-dir` when needed (see [`crate::invocation::command`]).
    pub fn resume_args(&self) -> String {
        format!("resume{}", self.data_dir_args())
    }

    /// `" --data-dir DIR"` when this is not the default data directory (so that a
    /// command shown to the player works as printed), else nothing.
    pub fn data_dir_args(&self) -> String {
        if self.custom {
            format!(" --data-dir {}", shell_quote(&self.dir))
        } else {
            String::new()
        }
    }

    /// Whether a save file (current or backup) exists; read-only (`ludo resume`
    /// checks it before taking the lock, which would create the directory).
    pub fn has_saves(&self) -> bool {
        self.current_path().exists() || self.backup_path().exists()
    }

    /// What the writes did that the player should be told: an unfinished game set
    /// aside, a damaged save moved. Each notice is returned once.
    pub fn take_notices(&mut self) -> Vec<Notice> {
        std::mem::take(&mut self.notices)
    }

    /// Takes the advisory lock of the data directory (the `lock` file), held until the
    /// storage is dropped.
    ///
    /// Errors: [`LockError::Busy`] when another process holds it; [`LockError::Io`]
    /// when the lock file cannot be created; [`LockError::NotAFile`] when something
    /// other than a file is in its place.
    pub fn lock(&mut self) -> Result<(), LockError> {
        // A second lock of this process on another handle of the file would be
        // refused by the first one.
        if self.lock.is_some() {
            return Ok(());
        }
        fs::create_dir_all(&self.dir).map_err(|_| LockError::Io)?;
        let path = self.lock_path();
        if fs::metadata(&path).is_ok_and(|m| !m.is_file()) {
            return Err(LockError::NotAFile(path));
        }
        let f = fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
            .map_err(|_| LockError::Io)?;
        match f.try_lock() {
            Ok(()) => {
                self.lock = Some(f);
                // Under the lock no other ludo writes here: a temporary file of a dead
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
            Err(fs::TryLockError::WouldBlock) => Err(LockError::Busy(path)),
            Err(fs::TryLockError::Error(_)) => Err(LockError::Io),
        }
    }

    /// Path of the lock file. While it does not exist no process holds the lock
    /// (every holder made it first, and it is never removed).
    pub fn lock_path(&self) -> PathBuf {
        self.dir.join(LOCK)
    }

    /// A message when `current.json` or its backup was written by a newer version of
    /// the save format (such a data directory must not be written).
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

    /// Sets an unfinished game aside under `abandoned/<unix seconds>.json`; returns
    /// its path.
    ///
    /// Errors: any I/O error.
    #[cfg(test)]
    pub fn abandon(&mut self, game: &Game) -> io::Result<PathBuf> {
        self.abandon_text(&save::save(game).map_err(io::Error::other)?)
    }

    /// [`Storage::abandon`] with the save's text as it was on disk (the table's
    /// save, with its time left and people), kept byte for byte.
    ///
    /// Errors: any I/O error.
    /// A game already set aside with the same text is not copied again (after `n` at
    /// the resume prompt and a quit before the new game's first save, `current.json`
    /// still holds it): its existing path is returned. `json` is the game of the
    /// current save (or of its backup), which the next save replaces.
    pub fn abandon_text(&mut self, json: &str) -> io::Result<PathBuf> {
        let dir = self.dir.join(ABANDONED_DIR);
        fs::create_dir_all(&dir)?;
        if let Some(p) = same_file_in(&dir, json.as_bytes()) {
            self.current_set_aside = true;
            return Ok(p);
        }
        let secs = unix_secs();
        let mut path = dir.join(format!("{secs}.json"));
        let mut n = 1;
        while path.exists() {
            path = dir.join(format!("{secs}-{n}.json"));
            n += 1;
        }
        write_atomic(&path, json.as_bytes())?;
        self.current_set_aside = true;
        Ok(path)
    }

    /// Whether a save can be written here, tried the way a save is written: the
    /// temporary file beside the save (`.<name>.<pid>.tmp`, removed again; a kill
    /// in between leaves a stale temporary file the next start removes). Nothing
    /// else is created: the directory must exist.
    ///
    /// Errors: why not (permission denied, a read-only file system).
    pub fn can_save(&self) -> io::Result<()> {
        let tmp = self
            .dir
            .join(format!(".{}.{}.tmp", self.name, std::process::id()));
        fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&tmp)?;
        fs::remove_file(&tmp)
    }

    /// Path of the current save.
    pub fn current_path(&self) -> PathBuf {
        self.dir.join(self.name)
    }

    /// Path of the backup save.
    pub fn backup_path(&self) -> PathBuf {
        self.dir.join(format!("{}.bak", self.name))
    }

    /// Saves the game's plain save file (tests; the game writes the table's save
    /// with [`Storage::save_text`]).
    ///
    /// Errors: as [`Storage::save_text`].
    #[cfg(test)]
    pub fn save(&mut self, game: &Game) -> io::Result<()> {
        self.save_text(game, &save::save(game).map_err(io::Error::other)?)
    }

    /// Saves `json`, the table's save of `game`, as the current save; the previous
    /// current save becomes the backup.
    ///
    /// Errors: any I/O error (the old files are then left as they were).
    /// A damaged file found by [`Storage::load`] is first moved aside (see
    /// [`Loaded::messages`]); a save of a newer format version is never overwritten.
    /// When this process has not loaded the saves (a new game without the resume
    /// prompt), an unfinished game found there is first set aside under
    /// `abandoned/`; the save fails when that fails. Both are told in
    /// [`Storage::take_notices`]. The first save after a game was set aside writes
    /// the backup too, with the same text: the backup is there to continue the game
    /// being played when `current.json` is damaged, and the game set aside is kept
    /// once, under `abandoned/`.
    pub fn save_text(&mut self, game: &Game, json: &str) -> io::Result<()> {
        for p in [self.current_path(), self.backup_path()] {
            if let Some(v) = newer_version(&p) {
                return Err(io::Error::other(format!(
                    "{} was written by a newer version of ludo (save format version {v}); \
                     not overwriting it",
                    p.display()
                )));
            }
        }
        if !self.claimed {
            self.set_aside_unseen(game)?;
        }
        fs::create_dir_all(&self.dir)?;
        while let Some((from, to)) = self.preserve.first() {
            match fs::rename(from, to) {
                Ok(()) => self
                    .notices
                    .push(Notice::DamagedKept(from.clone(), to.clone())),
                Err(e) if e.kind() == io::ErrorKind::NotFound => {}
                Err(e) => return Err(e),
            }
            self.preserve.remove(0);
        }
        let current = self.current_path();
        if self.current_set_aside {
            // Not the game set aside: a fallback to it would bring back the game the
            // player left (a second copy of the one under `abandoned/`) in place of
            // the new one. The backup is written first, so a kill in between leaves
            // the new game in it and the old one in `current.json`, both kept.
            write_atomic(&self.backup_path(), json.as_bytes())?;
        } else if self.current_good && current.exists() {
            let old = fs::read(&current)?;
            write_atomic(&self.backup_path(), &old)?;
        }
        write_atomic(&current, json.as_bytes())?;
        self.current_good = true;
        self.current_set_aside = false;
        if let Some((Some(path), bytes, _)) = self.brought_back.take()
            && fs::read(&path).is_ok_and(|b| b == bytes)
        {
            // The game is in the current save now (and its backup): the copy under
            // `abandoned/` would list it twice, once as it was when set aside. A
            // failure only leaves that copy, which is harmless.
            let _ = fs::remove_file(&path);
        }
        Ok(())
    }

    /// Continues the game of id `id` read from a save file (its text `json`): its
    /// first save sets aside the unfinished game saved now unless that is the same
    /// game (the saves are not [`Storage::load`]ed, so the first save finds and
    /// keeps it), then removes the file at `path` (a copy under `abandoned/`; `None`
    /// for a file kept elsewhere).
    pub fn bring_back(&mut self, path: Option<PathBuf>, json: &str, id: GameId) {
        self.brought_back = Some((path, json.as_bytes().to_vec(), id));
    }

    /// Keeps a copy of a finished game under `finished/`; returns its path. `text`
    /// is the table's save of it (with the seats' profiles and the undo count), so
    /// that start-up recording can record it as it ended when recording it failed
    /// then (`crate::records::record_leftover`).
    ///
    /// Errors: any I/O error.
    pub fn archive_finished(&self, game: &Game, text: &str) -> io::Result<PathBuf> {
        let dir = self.dir.join(FINISHED_DIR);
        fs::create_dir_all(&dir)?;
        let secs = unix_secs();
        let stem = format!("game-{secs}-{}", game.start().game_number);
        // Never over another finished game: one with the same number may have ended
        // in the same second (a new game 1 after the setup screen, or a clock set
        // back), and while the records cannot be written this copy is the only one.
        let mut path = dir.join(format!("{stem}.json"));
        let mut n = 1;
        while path.exists() {
            path = dir.join(format!("{stem}-{n}.json"));
            n += 1;
        }
        write_atomic(&path, text.as_bytes())?;
        Ok(path)
    }

    /// The files under `finished/`, oldest first (their names start with the unix
    /// seconds of the finish; none when the directory is missing). Regular files
    /// only, as every save of the data directory: a FIFO there (which `ludo verify`
    /// opened as the newest finished game, and waited on forever) is left out.
    pub fn finished_files(&self) -> Vec<PathBuf> {
        let mut files: Vec<PathBuf> = fs::read_dir(self.dir.join(FINISHED_DIR))
            .into_iter()
            .flatten()
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "json"))
            .filter(|p| fs::metadata(p).is_ok_and(|m| m.is_file()))
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

    /// Before the first write of a process that did not load the saves: sets an
    /// unfinished game found there aside (and notes where), unless `game` continues
    /// it.
    ///
    /// Errors: the game cannot be written under `abandoned/`.
    fn set_aside_unseen(&mut self, game: &Game) -> io::Result<()> {
        let l = self.load();
        // A game brought back from `abandoned/` continues only itself: a save of an
        // earlier point of it is a game of its own (set aside at that point) and is
        // kept too.
        let brought = self.brought_back.as_ref().map(|b| b.2.clone());
        let continued = |g: &Game| match &brought {
            Some(id) => GameId::of(g) == *id,
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
                    return Err(io::Error::other(format!(
                        "the unfinished game in {} could not be set aside ({e}), so it was \
                         not replaced",
                        self.dir.display()
                    )));
                }
            };
            self.notices.push(Notice::SetAside(p));
        }
        Ok(())
    }

    /// Loads the current game, falling back to the backup when the current save is
    /// missing or damaged. Never fails: problems are described in
    /// [`Loaded::messages`], and `game` is `None` when nothing could be read.
    /// Nothing is written: damaged files are moved aside by the next
    /// [`Storage::save_text`].
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
                // Never moved aside: a newer ludo reads it (`newer_save` refuses
                // every write here).
                self.current_good = false;
                out.messages.push(newer_message(&current, &e));
            }
            Err(e) => {
                self.current_good = false;
                let to = self.aside_path(self.name);
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
                let to = self.aside_path(&format!("{}.bak", self.name));
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

    /// [`load_data_file`] for this storage's slot: a save of the other slot (the
    /// lesson in `current.json`, a game in `tutorial.json`, only ever put there by
    /// hand) counts as damaged, so it is kept aside at the first write instead of
    /// being played where every save of it is refused (the table saves the lesson
    /// to its slot only) or replaced by a new lesson.
    ///
    /// Errors: [`FileError`].
    fn load_slot_file(&self, path: &Path) -> Result<Option<(Game, String)>, FileError> {
        let found = load_data_file(path)?;
        if let Some((_, json)) = &found
            && let Ok(summary) = ludo_core::table::inspect_save(json)
            && summary.tutorial != self.is_lesson()
        {
            return Err(FileError::Damaged(if summary.tutorial {
                "it holds the lesson of `ludo learn`, not a game".into()
            } else {
                "it holds a game, not the lesson of `ludo learn`".into()
            }));
        }
        Ok(found)
    }

    /// Where a damaged `name` is moved: `<name>.damaged`, or
    /// `<name>.damaged-<unix seconds>` when that exists already.
    fn aside_path(&self, name: &str) -> PathBuf {
        let p = self.dir.join(format!("{name}.damaged"));
        if !p.exists() {
            return p;
        }
        let secs = unix_secs();
        let mut p = self.dir.join(format!("{name}.damaged-{secs}"));
        let mut n = 1;
        while p.exists() {
            p = self.dir.join(format!("{name}.damaged-{secs}-{n}"));
            n += 1;
        }
        p
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
}

/// Reads and loads one save file: `Ok(None)` when it does not exist.
///
/// Errors: unreadable or invalid, in words.
pub fn load_file(path: &Path) -> Result<Option<Game>, String> {
    load_file_checked(path).map_err(|e| e.to_string())
}

/// [`load_file`], telling a save of a newer format version from a damaged one.
///
/// Errors: [`FileError`].
pub fn load_file_checked(path: &Path) -> Result<Option<Game>, FileError> {
    Ok(load_text_checked(path)?.map(|(g, _)| g))
}

/// [`load_file_checked`], with the text the game was read from.
///
/// Errors: [`FileError`].
pub fn load_text_checked(path: &Path) -> Result<Option<(Game, String)>, FileError> {
    let bytes = match read_capped(path) {
        Ok(b) => b,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(FileError::Damaged(e.to_string())),
    };
    let text = String::from_utf8(bytes).map_err(|_| FileError::Damaged("not UTF-8 text".into()))?;
    if is_blank(&text) {
        return Err(FileError::Damaged(EMPTY_SAVE.into()));
    }
    let game = save::load(&text).map_err(|e| match e {
        save::SaveError::Version { found }
            if found > u64::from(save::VERSION) && found != u64::MAX =>
        {
            FileError::Newer(e.to_string())
        }
        e => FileError::Damaged(e.to_string()),
    })?;
    Ok(Some((game, text)))
}

/// [`load_text_checked`] for a save of the data directory, which must be a regular
/// file: anything else there (a FIFO, a socket, a device) counts as damaged without
/// being opened, because opening a FIFO that nobody writes to blocks forever and
/// `resume` would hang. (A path given on the command line may be a pipe on purpose.)
///
/// Errors: [`FileError`].
pub fn load_data_file(path: &Path) -> Result<Option<(Game, String)>, FileError> {
    match fs::metadata(path) {
        Ok(m) if !m.is_file() => Err(FileError::Damaged("not a regular file".into())),
        _ => load_text_checked(path),
    }
}

/// The text of a file of the data directory, which must be a regular file (as
/// [`load_data_file`], without loading it as a save).
///
/// Errors: not a regular file, not UTF-8, larger than [`MAX_INPUT_BYTES`], or any
/// I/O error.
pub fn read_data_text(path: &Path) -> io::Result<String> {
    if !fs::metadata(path)?.is_file() {
        return Err(io::Error::other("not a regular file"));
    }
    String::from_utf8(read_capped(path)?).map_err(|_| io::Error::other("not UTF-8 text"))
}

/// Why an empty save file (or one of only white space) cannot be loaded, instead of
/// the JSON parser's "EOF while parsing a value at line 1 column 0".
pub const EMPTY_SAVE: &str = "the file is empty, not a save file";

/// Whether an input file's text holds nothing (only white space or a byte-order
/// mark): a JSON parser's "EOF while parsing a value at line 1 column 0" is then
/// replaced by a sentence saying the file is empty and what it should hold.
pub fn is_blank(text: &str) -> bool {
    ludo_core::notation::strip_bom(text).trim().is_empty()
}

/// Reads at most [`MAX_INPUT_BYTES`] from `path` (a regular file, a device, a pipe).
///
/// Errors: any I/O error, or an input larger than the limit.
pub fn read_capped(path: &Path) -> io::Result<Vec<u8>> {
    read_capped_from(fs::File::open(path)?)
}

/// Reads at most [`MAX_INPUT_BYTES`] from `r`.
///
/// Errors: any I/O error, or an input larger than the limit.
pub fn read_capped_from(r: impl Read) -> io::Result<Vec<u8>> {
    let mut buf = Vec::new();
    r.take(MAX_INPUT_BYTES + 1).read_to_end(&mut buf)?;
    if buf.len() as u64 > MAX_INPUT_BYTES {
        return Err(io::Error::other(format!(
            "input is larger than {} MiB",
            MAX_INPUT_BYTES / (1024 * 1024)
        )));
    }
    Ok(buf)
}

/// What [`Storage::load`] says of a save at `path` a newer version wrote (`why`:
/// the core's reason), in the words of [`Storage::newer_save`]: not damaged, left
/// untouched.
fn newer_message(path: &Path, why: &str) -> String {
    format!(
        "{} was written by a newer version of ludo ({why}); it is left untouched.",
        path.display()
    )
}

/// The format version of the save at `path` when it is newer than this build reads
/// (only the header is looked at: cheap enough before every write).
fn newer_version(path: &Path) -> Option<u64> {
    #[derive(serde::Deserialize)]
    struct Header {
        format: Option<serde_json::Value>,
        version: Option<serde_json::Value>,
    }
    // Only a regular file can hold a save (and a FIFO would block the write).
    if !fs::metadata(path).is_ok_and(|m| m.is_file()) {
        return None;
    }
    let bytes = read_capped(path).ok()?;
    let h: Header = serde_json::from_slice(&bytes).ok()?;
    if h.format.as_ref().and_then(|f| f.as_str()) != Some(save::FORMAT) {
        return None;
    }
    let v = h.version?.as_u64()?;
    (v > u64::from(save::VERSION)).then_some(v)
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

fn unix_secs() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

/// `path` as one shell word (single-quoted when it holds anything unusual).
pub fn shell_quote(path: &Path) -> String {
    let s = path.to_string_lossy();
    if !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || "/._-+,:=@%".contains(c))
    {
        s.into_owned()
    } else {
        format!("'{}'", s.replace('\'', "'\\''"))
    }
}

/// The file directly under `dir` whose bytes are `data`, if any (only files of the
/// same length are read).
fn same_file_in(dir: &Path, data: &[u8]) -> Option<PathBuf> {
    fs::read_dir(dir)
        .ok()?
        .flatten()
        .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
        .filter(|e| e.metadata().is_ok_and(|m| m.len() == data.len() as u64))
        .map(|e| e.path())
        .find(|p| fs::read(p).is_ok_and(|b| b == data))
}

/// The process id in the name of a temporary file of [`write_atomic`]
/// (`.<name>.<pid>.tmp`, where `<name>` is a save: `*.json` or `*.json.bak`), or
/// `None` for any other name. Only the saves' names count: `--data-dir` may name a
/// directory that holds other programs' files (`.notes.txt.<pid>.tmp`), which are
/// not ours to remove.
fn temp_file_pid(name: &str) -> Option<u32> {
    let rest = name.strip_prefix('.')?.strip_suffix(".tmp")?;
    let (target, pid) = rest.rsplit_once('.')?;
    if !(target.ends_with(".json") || target.ends_with(".json.bak")) {
        return None;
    }
    pid.parse().ok()
}

/// Whether process `pid` is certainly gone. When that cannot be told (not a Unix
/// system), it is taken as alive, so its files are kept.
fn process_is_dead(pid: u32) -> bool {
    if pid == std::process::id() {
        return false;
    }
    #[cfg(unix)]
    {
        let Ok(pid) = libc::pid_t::try_from(pid) else {
            return false;
        };
        if pid <= 0 {
            return false;
        }
        // SAFETY: signal 0 only checks that the process exists; nothing is sent.
        let r = unsafe { libc::kill(pid, 0) };
        r != 0 && io::Error::last_os_error().raw_os_error() == Some(libc::ESRCH)
    }
    #[cfg(not(unix))]
    {
        false
    }
}

/// Removes the temporary files of [`write_atomic`] under `dir` whose process is dead
/// (a kill between creating and renaming them); the file they were to replace was
/// never touched. Files of living processes, and everything else, are kept.
fn remove_stale_temps(dir: &Path) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let name = e.file_name();
        let Some(pid) = name.to_str().and_then(temp_file_pid) else {
            continue;
        };
        if e.file_type().is_ok_and(|t| t.is_file()) && process_is_dead(pid) {
            let _ = fs::remove_file(e.path());
        }
    }
}

/// Writes `data` to `path` atomically: temporary file in the same directory, fsync,
/// rename, then fsync of the directory (where the platform allows it).
///
/// Errors: any I/O error; `path` is then unchanged.
pub fn write_atomic(path: &Path, data: &[u8]) -> io::Result<()> {
    let dir = path.parent().unwrap_or_else(|| Path::new("."));
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "save".into());
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let result = (|| {
        let mut f = fs::File::create(&tmp)?;
        f.write_all(data)?;
        f.sync_all()?;
        drop(f);
        fs::rename(&tmp, path)?;
        #[cfg(unix)]
        if let Ok(d) = fs::File::open(dir) {
            let _ = d.sync_all();
        }
        Ok(())
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;
    use ludo_core::Color;
    use ludo_core::game::{GameSetup, SeatKind, SeatSetup};

    fn temp_dir(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("ludo-storage-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&d);
        d
    }

    fn game() -> Game {
        Game::new(&GameSetup {
            rules: Default::default(),
            seats: vec![
                SeatSetup {
                    color: Color::Yellow,
                    kind: SeatKind::Human,
                },
                SeatSetup {
                    color: Color::Red,
                    kind: SeatKind::Human,
                },
            ],
            seed: Some(3),
            dice_script: vec![],
            first_player: None,
        })
        .unwrap()
    }

    #[test]
    fn a_finished_game_never_replaces_another_kept_in_the_same_second() {
        let dir = temp_dir("archive");
        let s = Storage::at(dir.clone());
        let g = game();
        let texts = ["first", "second", "third"];
        let paths: Vec<PathBuf> = texts
            .iter()
            .map(|t| s.archive_finished(&g, t).unwrap())
            .collect();
        for (p, t) in paths.iter().zip(texts) {
            assert_eq!(fs::read_to_string(p).unwrap(), t, "{p:?}");
        }
        assert_eq!(s.finished_files().len(), 3);
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn save_keeps_backup_and_corrupt_current_falls_back() {
        let dir = temp_dir("fallback");
        let mut s = Storage::at(dir.clone());
        let mut g = game();
        s.save(&g).unwrap();
        g.roll().unwrap();
        s.save(&g).unwrap();
        assert!(s.backup_path().exists());
        // A good current save loads as is.
        let l = s.load();
        assert_eq!(l.game.unwrap().history().len(), 1);
        assert!(l.messages.is_empty());
        // A damaged one falls back to the backup, with a message.
        fs::write(s.current_path(), "{ not json").unwrap();
        let mut s2 = Storage::at(dir.clone());
        let l = s2.load();
        assert_eq!(l.game.unwrap().history().len(), 0);
        assert!(l.messages[0].contains("damaged"), "{:?}", l.messages);
        // The next save does not turn the damaged file into the backup.
        g.roll().unwrap();
        s2.save(&g).unwrap();
        assert!(load_file(&s2.backup_path()).unwrap().is_some());
        // Both damaged: no game, no panic.
        fs::write(s2.current_path(), "garbage").unwrap();
        fs::write(s2.backup_path(), [0xff, 0xfe]).unwrap();
        let l = Storage::at(dir.clone()).load();
        assert!(l.game.is_none());
        assert_eq!(l.messages.len(), 2);
        let _ = fs::remove_dir_all(&dir);
    }

    /// Makes a FIFO at `path` (the tests of files that are not regular files).
    #[cfg(unix)]
    fn mkfifo(path: &Path) {
        let made = std::process::Command::new("mkfifo")
            .arg(path)
            .status()
            .unwrap();
        assert!(made.success());
    }

    /// Runs `f` on a thread and gives its result, failing with `what` after 20 s:
    /// a call that opens a FIFO waits for its other end forever, so a regression
    /// fails the test instead of hanging the run.
    #[cfg(unix)]
    fn without_hanging<T: Send + 'static>(what: &str, f: impl FnOnce() -> T + Send + 'static) -> T {
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let _ = tx.send(f());
        });
        rx.recv_timeout(std::time::Duration::from_secs(20))
            .expect(what)
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_in_place_of_the_save_is_damaged_not_waited_on() {
        let dir = temp_dir("fifo");
        let mut s = Storage::at(dir.clone());
        s.save(&game()).unwrap();
        s.save(&game()).unwrap();
        let current = s.current_path();
        fs::remove_file(&current).unwrap();
        mkfifo(&current);
        // Before the fix `load` opened the FIFO and blocked forever.
        let d = dir.clone();
        let l = without_hanging("load blocked on the FIFO", move || Storage::at(d).load());
        assert!(l.game.is_some(), "the backup is used");
        assert!(
            l.messages[0].contains("not a regular file"),
            "{:?}",
            l.messages
        );
        // Unblock the thread in case it is still waiting (it is not, when fixed).
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_damaged_save_is_kept_aside_before_the_first_write() {
        let dir = temp_dir("aside");
        let mut s = Storage::at(dir.clone());
        let mut g = game();
        s.save(&g).unwrap();
        g.roll().unwrap();
        s.save(&g).unwrap();
        fs::write(s.current_path(), "{ damaged").unwrap();
        let mut s2 = Storage::at(dir.clone());
        let l = s2.load();
        assert!(l.game.is_some());
        assert!(
            l.messages[0].contains("current.json.damaged"),
            "{:?}",
            l.messages
        );
        s2.save(&l.game.unwrap()).unwrap();
        assert_eq!(
            fs::read_to_string(dir.join("current.json.damaged")).unwrap(),
            "{ damaged"
        );
        assert!(load_file(&s2.current_path()).unwrap().is_some());
        // A second damaged file does not replace the first one.
        fs::write(s2.current_path(), "second").unwrap();
        let mut s3 = Storage::at(dir.clone());
        let l = s3.load();
        s3.save(&l.game.unwrap()).unwrap();
        assert_eq!(
            fs::read_to_string(dir.join("current.json.damaged")).unwrap(),
            "{ damaged"
        );
        let kept = fs::read_dir(&dir)
            .unwrap()
            .filter_map(|e| e.ok())
            .filter(|e| {
                e.file_name()
                    .to_string_lossy()
                    .starts_with("current.json.damaged-")
            })
            .count();
        assert_eq!(kept, 1);
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_save_of_the_other_slot_is_kept_aside_never_played_or_replaced() {
        use ludo_core::table::{SystemClock, Table, TableConfig};
        let dir = temp_dir("slots");
        fs::create_dir_all(&dir).unwrap();
        let (lesson, _) = Table::tutorial(
            std::sync::Arc::new(SystemClock::new()),
            TableConfig::default(),
        )
        .unwrap();
        let lesson_json = lesson.save_request().unwrap().json;
        let game_json = save::save(&game()).unwrap();
        // The lesson in current.json: not offered as the game (whose saves the
        // table would never write), kept aside at the first save of a game.
        fs::write(dir.join(CURRENT), &lesson_json).unwrap();
        let mut s = Storage::at(dir.clone());
        let l = s.load();
        assert!(l.game.is_none());
        assert!(
            l.messages[0].contains("holds the lesson"),
            "{:?}",
            l.messages
        );
        s.save(&game()).unwrap();
        assert_eq!(
            fs::read_to_string(dir.join("current.json.damaged")).unwrap(),
            lesson_json
        );
        // A game in tutorial.json: not replaced by the lesson, kept aside.
        fs::write(dir.join(LESSON), &game_json).unwrap();
        let mut s = Storage::at(dir.clone()).for_lesson();
        let l = s.load();
        assert!(l.game.is_none());
        assert!(l.messages[0].contains("holds a game"), "{:?}", l.messages);
        s.save_text(lesson.game(), &lesson_json).unwrap();
        assert_eq!(
            fs::read_to_string(dir.join("tutorial.json.damaged")).unwrap(),
            game_json
        );
        // Each slot's own save loads.
        assert!(Storage::at(dir.clone()).load().game.is_some());
        assert!(Storage::at(dir.clone()).for_lesson().load().game.is_some());
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_save_of_a_newer_version_is_never_overwritten() {
        let dir = temp_dir("newer");
        let mut s = Storage::at(dir.clone());
        let g = game();
        s.save(&g).unwrap();
        let text = fs::read_to_string(s.current_path()).unwrap().replacen(
            &format!("\"version\":{}", save::VERSION),
            "\"version\":99",
            1,
        );
        assert!(text.contains("\"version\":99"), "{text}");
        fs::write(s.current_path(), &text).unwrap();
        let mut s2 = Storage::at(dir.clone());
        assert!(s2.newer_save().unwrap().contains("newer version"));
        let l = s2.load();
        let err = s2.save(&l.game.unwrap_or_else(game)).unwrap_err();
        assert!(err.to_string().contains("newer version"), "{err}");
        assert_eq!(fs::read_to_string(s2.current_path()).unwrap(), text);
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn abandon_keeps_the_game_for_replay() {
        let dir = temp_dir("abandon");
        let mut s = Storage::at(dir.clone());
        let mut g = game();
        g.roll().unwrap();
        let p = s.abandon(&g).unwrap();
        assert!(p.starts_with(dir.join(ABANDONED_DIR)));
        let back = load_file(&p).unwrap().unwrap();
        assert_eq!(back.history(), g.history());
        let p2 = s.abandon(&other_game()).unwrap();
        assert_ne!(p, p2);
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn setting_aside_the_same_game_twice_keeps_one_copy() {
        let dir = temp_dir("abandon-twice");
        let mut s = Storage::at(dir.clone());
        let json = save::save(&game()).unwrap();
        let p = s.abandon_text(&json).unwrap();
        // `n` at the resume prompt, `q` at setup: current.json still holds the game,
        // and the next `n` sets the same text aside again.
        let p2 = s.abandon_text(&json).unwrap();
        assert_eq!(p, p2);
        let copies = fs::read_dir(dir.join(ABANDONED_DIR)).unwrap().count();
        assert_eq!(copies, 1);
        assert_eq!(fs::read_to_string(&p).unwrap(), json);
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn taking_the_lock_removes_temporary_files_of_dead_processes_only() {
        let dir = temp_dir("stale-tmp");
        fs::create_dir_all(dir.join(ABANDONED_DIR)).unwrap();
        // A process that has certainly exited: a child we waited for.
        let mut child = std::process::Command::new("true").spawn().unwrap();
        let dead = child.id();
        child.wait().unwrap();
        let stale = dir.join(format!(".current.json.{dead}.tmp"));
        let stale_aside = dir.join(ABANDONED_DIR).join(format!(".1.json.{dead}.tmp"));
        let alive = dir.join(format!(".current.json.{}.tmp", std::process::id()));
        let other = dir.join(format!("notes.{dead}.tmp"));
        let stale_bak = dir.join(format!(".current.json.bak.{dead}.tmp"));
        let not_a_save = dir.join(format!(".notes.txt.{dead}.tmp"));
        for p in [
            &stale,
            &stale_aside,
            &stale_bak,
            &alive,
            &other,
            &not_a_save,
        ] {
            fs::write(p, "{}").unwrap();
        }
        let mut s = Storage::at(dir.clone());
        s.lock().unwrap();
        assert!(!stale.exists());
        assert!(!stale_aside.exists());
        assert!(alive.exists(), "a living process's file is kept");
        assert!(!stale_bak.exists());
        assert!(other.exists(), "a file not named like ours is kept");
        assert!(
            not_a_save.exists(),
            "another program's temporary file in the data directory is kept"
        );
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn the_lock_refuses_a_second_holder_until_released() {
        let dir = temp_dir("lock");
        let mut a = Storage::at(dir.clone());
        a.lock().unwrap();
        let mut b = Storage::at(dir.clone());
        assert!(matches!(b.lock(), Err(LockError::Busy(_))));
        drop(a);
        b.lock().unwrap();
        let _ = fs::remove_dir_all(&dir);
    }

    /// A FIFO where the lock file goes is refused at once (`play` and `resume`
    /// opened it to write and waited for a reader forever, on a blank screen).
    #[cfg(unix)]
    #[test]
    fn a_fifo_in_place_of_the_lock_file_is_refused_not_waited_on() {
        let dir = temp_dir("fifo-lock");
        fs::create_dir_all(&dir).unwrap();
        mkfifo(&dir.join(LOCK));
        let d = dir.clone();
        let r = without_hanging("the lock waited on the FIFO", move || Storage::at(d).lock());
        assert!(
            matches!(&r, Err(LockError::NotAFile(p)) if *p == dir.join(LOCK)),
            "{r:?}"
        );
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn saving_into_a_regular_file_fails_and_resume_hint_names_the_dir() {
        let dir = temp_dir("file");
        fs::create_dir_all(&dir).unwrap();
        let file = dir.join("not-a-dir");
        fs::write(&file, "x").unwrap();
        let mut s = Storage::at(file.clone());
        assert!(s.save(&game()).is_err());
        assert!(matches!(s.lock(), Err(LockError::Io)));
        assert!(s.resume_args().contains("--data-dir"));
        assert_eq!(shell_quote(Path::new("/a b/c'd")), "'/a b/c'\\''d'");
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn reads_are_capped() {
        let big = io::repeat(b'x').take(MAX_INPUT_BYTES + 10);
        assert!(read_capped_from(big).is_err());
        let ok = io::repeat(b'x').take(10);
        assert_eq!(read_capped_from(ok).unwrap().len(), 10);
    }

    /// Every file under `dir` with its bytes (the lock file aside).
    fn files(dir: &Path) -> std::collections::BTreeMap<PathBuf, Vec<u8>> {
        let mut out = std::collections::BTreeMap::new();
        let mut todo = vec![dir.to_path_buf()];
        while let Some(d) = todo.pop() {
            for e in fs::read_dir(&d).into_iter().flatten().flatten() {
                let p = e.path();
                if p.is_dir() {
                    todo.push(p);
                } else if e.file_name() != LOCK {
                    out.insert(p.clone(), fs::read(&p).unwrap());
                }
            }
        }
        out
    }

    fn other_game() -> Game {
        let mut g = Game::new(&GameSetup {
            seed: Some(77),
            ..GameSetup {
                rules: Default::default(),
                seats: vec![
                    SeatSetup {
                        color: Color::Blue,
                        kind: SeatKind::Human,
                    },
                    SeatSetup {
                        color: Color::Green,
                        kind: SeatKind::Human,
                    },
                ],
                seed: None,
                dice_script: vec![],
                first_player: None,
            }
        })
        .unwrap();
        g.roll().unwrap();
        g
    }

    #[test]
    fn a_new_game_never_replaces_an_unfinished_one_it_did_not_load() {
        let dir = temp_dir("unseen");
        let mut g = game();
        let mut a = Storage::at(dir.clone());
        a.save(&g).unwrap();
        g.roll().unwrap();
        a.save(&g).unwrap();
        let current = fs::read(a.current_path()).unwrap();
        drop(a);
        // `ludo play --new`: a process that did not load the saves starts a game.
        let mut b = Storage::at(dir.clone());
        let new = other_game();
        b.save(&new).unwrap();
        let notices = b.take_notices();
        assert_eq!(notices.len(), 1, "{notices:?}");
        assert!(
            matches!(&notices[0], Notice::SetAside(p) if p.starts_with(dir.join(ABANDONED_DIR))),
            "{notices:?}"
        );
        let kept: Vec<PathBuf> = files(&dir.join(ABANDONED_DIR)).into_keys().collect();
        assert_eq!(kept.len(), 1);
        assert_eq!(fs::read(&kept[0]).unwrap(), current, "the same bytes");
        assert_eq!(
            load_file(&b.current_path()).unwrap().unwrap().history(),
            new.history()
        );
        // Later saves of that process set nothing aside again.
        b.save(&new).unwrap();
        b.save(&new).unwrap();
        assert!(b.take_notices().is_empty());
        assert_eq!(files(&dir.join(ABANDONED_DIR)).len(), 1);
        // A process that loaded the saves (and so showed the resume prompt) does not.
        let mut c = Storage::at(dir.clone());
        let _ = c.load();
        c.save(&other_game()).unwrap();
        assert_eq!(files(&dir.join(ABANDONED_DIR)).len(), 1);
        // A finished game is not set aside (it was archived when it ended).
        let mut done = game();
        while done.phase() != Phase::GameOver {
            let a = done.best_action(
                ludo_core::ai::Level::Easy,
                &ludo_core::ai::Budget::default(),
            );
            done.apply(a).unwrap();
        }
        let mut d = Storage::at(dir.clone());
        let _ = d.load();
        d.save(&done).unwrap();
        Storage::at(dir.clone()).save(&other_game()).unwrap();
        assert_eq!(files(&dir.join(ABANDONED_DIR)).len(), 1);
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn the_backup_never_holds_a_game_set_aside() {
        let dir = temp_dir("aside-bak");
        let mut g = game();
        let mut a = Storage::at(dir.clone());
        a.save(&g).unwrap();
        g.roll().unwrap();
        a.save(&g).unwrap();
        drop(a);
        let new = other_game();
        let new_text = save::save(&new).unwrap();
        // `ludo play --new`: the first save sets the old game aside ...
        let mut b = Storage::at(dir.clone());
        b.save(&new).unwrap();
        assert_eq!(b.take_notices().len(), 1);
        // ... and the backup holds the new game, not a second copy of the old one
        // (a damaged current.json would have brought the old game back).
        assert_eq!(fs::read_to_string(b.backup_path()).unwrap(), new_text);
        fs::write(b.current_path(), "{ damaged").unwrap();
        let l = Storage::at(dir.clone()).load();
        assert_eq!(l.game.unwrap().history(), new.history());
        // The next save rotates as usual: the backup is the save before.
        let mut n2 = new.clone();
        n2.roll().unwrap();
        let mut c = Storage::at(dir.clone());
        let _ = c.load();
        c.save(&n2).unwrap();
        c.save(&n2).unwrap();
        assert_eq!(
            load_file(&c.backup_path()).unwrap().unwrap().history(),
            n2.history()
        );
        // `n` at the resume prompt, then a new game: the same.
        let mut d = Storage::at(dir.clone());
        let l = d.load_unfinished();
        d.abandon_text(&l.json.unwrap()).unwrap();
        let third = game();
        d.save(&third).unwrap();
        assert_eq!(
            fs::read_to_string(d.backup_path()).unwrap(),
            save::save(&third).unwrap()
        );
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn when_the_unfinished_game_cannot_be_set_aside_nothing_is_replaced() {
        let dir = temp_dir("noaside");
        let mut g = game();
        g.roll().unwrap();
        Storage::at(dir.clone()).save(&g).unwrap();
        Storage::at(dir.clone()).save(&g).unwrap();
        // `abandoned` is a file: the directory cannot be made.
        fs::write(dir.join(ABANDONED_DIR), "in the way").unwrap();
        let before = files(&dir);
        let mut b = Storage::at(dir.clone());
        let err = b.save(&other_game()).unwrap_err();
        assert!(err.to_string().contains("not replaced"), "{err}");
        assert_eq!(files(&dir), before);
        // It tries again at the next save.
        fs::remove_file(dir.join(ABANDONED_DIR)).unwrap();
        b.save(&other_game()).unwrap();
        assert_eq!(files(&dir.join(ABANDONED_DIR)).len(), 1);
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn loading_damaged_saves_moves_nothing_and_the_next_save_says_what_it_moved() {
        let dir = temp_dir("damaged-both");
        fs::create_dir_all(&dir).unwrap();
        fs::write(dir.join(CURRENT), "garbage").unwrap();
        fs::write(dir.join("current.json.bak"), "junk").unwrap();
        let before = files(&dir);
        let mut s = Storage::at(dir.clone());
        let l = s.load();
        assert!(l.game.is_none());
        assert!(
            l.messages.iter().all(|m| m.contains("will be kept as")),
            "{:?}",
            l.messages
        );
        assert_eq!(files(&dir), before, "loading renames nothing");
        s.save(&game()).unwrap();
        let notices = s.take_notices();
        assert_eq!(notices.len(), 2, "{notices:?}");
        assert_eq!(
            fs::read(dir.join("current.json.damaged")).unwrap(),
            b"garbage"
        );
        assert_eq!(
            fs::read(dir.join("current.json.bak.damaged")).unwrap(),
            b"junk"
        );
        assert!(
            notices[0].short().contains("current.json.damaged"),
            "{notices:?}"
        );
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn missing_files_are_not_errors() {
        let dir = temp_dir("missing");
        let l = Storage::at(dir).load();
        assert!(l.game.is_none());
        assert!(l.messages.is_empty());
    }
}
