//! [`LudoStore`]: the core's game store (`ludo_core::store`, docs/save-format.md "The
//! data directory") for the phones. The shell chooses the directory (Android's
//! `filesDir`, iOS's Application Support folder) and the thread: every method does
//! file I/O and blocks, so the shells call it off the main thread (their background
//! executors, docs/bindings.md "The game store"). The files, their names, atomic
//! writes, backups, games set aside, damaged saves kept and saves of a newer format
//! left untouched are the core's.
//!
//! Opening runs, under the directory's lock, the one-time move of the shell's old
//! files (`migrate_layout`: Android's `game.json*`; iOS's `autosave.ludo.json*`,
//! `tutorial.ludo.json*` and `records.sqlite3*`) into the store's layout, losing
//! nothing.

use crate::ffi::aside::SetAsideGame;
use crate::ffi::error::LudoError;
use crate::ffi::export;
use crate::ffi::message::Message;
use crate::ffi::store_home::StoreHome;
use crate::ffi::store_writer::{Job, SaveOutcome, StoreListener, Writer};
use crate::store::layout::damaged_path;
use crate::store::{
    FileError, GameStore, LockError, StoreError, load_data_file, migrate_layout, read_regular,
};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError, Weak};

/// Which save of the store: the table's own slot, derived where it is defined
/// (foreign name `StoreSlot`, its `Tutorial` the phones' `Lesson`), so a table's save
/// goes to the store as it is.
pub type StoreSlot = crate::table::SaveSlot;

/// A phone's files before the store: the core's own enum, derived where it is
/// defined (foreign name `StoreOldLayout`).
pub type StoreOldLayout = crate::store::OldLayout;
/// A file the shell keeps in the store, opaque to the core: the core's own enum
/// (foreign name `StoreShellFile`).
pub type StoreShellFile = crate::store::ShellFile;

impl From<StoreError> for LudoError {
    fn from(e: StoreError) -> Self {
        let reason = e.to_string();
        match e {
            StoreError::Newer { .. } => LudoError::SaveTooNew { reason },
            _ => LudoError::StoreUnavailable { reason },
        }
    }
}

impl From<LockError> for LudoError {
    fn from(e: LockError) -> Self {
        let reason = e.to_string();
        match e {
            LockError::Busy(_) => LudoError::StoreBusy { reason },
            _ => LudoError::StoreUnavailable { reason },
        }
    }
}

/// The stores open in this process, by directory: opening a directory again (an
/// Activity made anew while the old one lives on) gives the same store, which holds
/// the directory's lock once.
static OPEN: Mutex<Vec<(PathBuf, Weak<LudoStore>)>> = Mutex::new(Vec::new());

/// The game's store (it holds the directory's lock) and the lesson's.
type Stores = Mutex<(GameStore, GameStore)>;

/// The game store of one data directory: the game and the lesson, their backups,
/// games set aside, damaged saves kept, the shell's settings and last setup, the
/// records database's path. A table given the store (`LudoTable.newGame(…, store)`)
/// saves through it: its saves go to the store's writer thread, in order
/// ([`LudoStore::set_listener`] hears how each went, [`LudoStore::flush`] waits for
/// them). Every method may be called from any thread (calls are serialized, after
/// the saves handed in before them) and does file I/O: not on a main thread.
#[derive(uniffi::Object)]
pub struct LudoStore {
    dir: PathBuf,
    stores: Arc<Stores>,
    /// Writes the tables' saves (its thread holds `stores` until it ends).
    writer: Writer,
}

impl std::fmt::Debug for LudoStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LudoStore").field("dir", &self.dir).finish()
    }
}

/// The stores behind `m`'s lock.
fn lock_stores(m: &Stores) -> MutexGuard<'_, (GameStore, GameStore)> {
    // A panic while locked is caught by the guard; the stores only hold what the
    // files say, so carry on.
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The store of `slot`: the game's or the lesson's.
fn slot_store(s: &mut (GameStore, GameStore), slot: StoreSlot) -> &mut GameStore {
    match slot {
        StoreSlot::Game => &mut s.0,
        StoreSlot::Tutorial => &mut s.1,
    }
}

/// Saves `json` in `slot` of `stores`, with what the player should be told.
///
/// Errors: as [`LudoStore::save`].
/// With `first` (a table's first save), an unfinished game in place that `json`
/// does not continue is set aside first.
fn save_in(
    stores: &Stores,
    slot: StoreSlot,
    json: &str,
    first: bool,
) -> Result<Vec<Message>, LudoError> {
    let mut s = lock_stores(stores);
    let store = slot_store(&mut s, slot);
    let game = crate::save::load(json)?;
    if first {
        store.look_before_next_save();
    }
    store.save_text(&game, json)?;
    Ok(store
        .take_notices()
        .iter()
        .map(|n| n.message().into())
        .collect())
}

impl LudoStore {
    fn lock(&self) -> MutexGuard<'_, (GameStore, GameStore)> {
        lock_stores(&self.stores)
    }

    /// Hands a table's save to the writer (returns at once); `first`: the table's
    /// first save, which sets aside an unfinished game it does not continue.
    pub(crate) fn queue_save(&self, slot: StoreSlot, json: String, first: bool) {
        self.writer.queue(Job { slot, json, first });
    }

    /// Runs `f` on the store of `slot` (inside the export's guard), once the saves
    /// queued before have been written.
    fn with<T>(
        &self,
        slot: StoreSlot,
        f: impl FnOnce(&mut GameStore) -> Result<T, LudoError>,
    ) -> Result<T, LudoError> {
        self.writer.flush();
        f(slot_store(&mut self.lock(), slot))
    }
}

/// The text of the regular file `path`, `None` when it is missing, blank or cannot
/// be read as text (the core judges it when it matters).
fn text_of(path: &Path) -> Option<String> {
    let bytes = read_regular(path).ok()?;
    let text = String::from_utf8(bytes).ok()?;
    (!crate::store::is_blank(&text)).then_some(text)
}

/// When `path` was last written, ms since 1970.
fn modified_ms(path: &Path) -> Option<i64> {
    let m = path.symlink_metadata().ok()?.modified().ok()?;
    let d = m.duration_since(std::time::UNIX_EPOCH).ok()?;
    i64::try_from(d.as_millis()).ok()
}

/// The files under `abandoned/` as the core judges them for a list: each with its
/// backup's bytes and when it was last written; one that cannot be read with no
/// bytes (listed as damaged unless its backup loads).
fn aside_files(s: &GameStore) -> Vec<crate::table::AsideFile> {
    let (files, bad) = s.set_aside_files();
    let backup = |p: &Path| {
        let mut b = p.as_os_str().to_owned();
        b.push(".bak");
        read_regular(Path::new(&b)).ok()
    };
    let mut out: Vec<crate::table::AsideFile> = files
        .into_iter()
        .map(|f| crate::table::AsideFile {
            backup: backup(&f.path),
            modified_ms: modified_ms(&f.path),
            name: f.name,
            save: f.bytes,
        })
        .collect();
    out.extend(bad.into_iter().filter_map(|(p, _)| {
        Some(crate::table::AsideFile {
            name: p.file_name()?.to_str()?.to_owned(),
            save: vec![],
            backup: backup(&p),
            modified_ms: modified_ms(&p),
        })
    }));
    out
}

/// A kept file's name as the shell gives it back: one plain `*.json` name.
fn plain_name(name: &str) -> Result<&str, LudoError> {
    let ok = name.ends_with(".json")
        && !name.starts_with('.')
        && !name.contains(['/', '\\', '\0'])
        && name.len() <= 255;
    if ok {
        Ok(name)
    } else {
        Err(LudoError::InvalidArgument {
            reason: format!("{name:?} is not the name of a game set aside"),
        })
    }
}

#[export]
impl LudoStore {
    /// Opens the store in `dir` (made when missing) and takes its lock; then moves
    /// the files of the shell's `old_layout` (none for a shell whose files have the
    /// store's names) into the store's layout, once: the old save, its backup and
    /// its set-aside copies, iOS's lesson and records database. A directory already
    /// open in this process gives the same store.
    ///
    /// Errors: `StoreBusy` (another process holds the lock), `StoreUnavailable`
    /// (the folder cannot be made, locked or the old files moved: what to do is in
    /// the reason; the files stay where they were).
    #[uniffi::constructor]
    pub fn open(dir: String, old_layout: Option<StoreOldLayout>) -> Result<Arc<Self>, LudoError> {
        let dir = PathBuf::from(dir);
        let mut open = OPEN.lock().unwrap_or_else(PoisonError::into_inner);
        open.retain(|(_, w)| w.strong_count() > 0);
        let migrate = || match old_layout {
            Some(layout) => migrate_layout(&dir, layout)
                .map(drop)
                .map_err(LudoError::from),
            None => Ok(()),
        };
        if let Some(s) = open
            .iter()
            .find(|(d, _)| *d == dir)
            .and_then(|(_, w)| w.upgrade())
        {
            // Under the lock this store holds: old files put back since are moved too.
            let _held = s.lock();
            migrate()?;
            drop(_held);
            return Ok(s);
        }
        let mut game = GameStore::open(&dir);
        game.lock()?;
        migrate()?;
        let lesson = GameStore::open(&dir).for_lesson();
        let stores = Arc::new(Mutex::new((game, lesson)));
        let mine = Arc::clone(&stores);
        let writer = Writer::start(Box::new(move |job: &Job| {
            let slot = job.slot;
            match save_in(&mine, slot, &job.json, job.first) {
                Ok(notices) => SaveOutcome {
                    slot,
                    written: true,
                    reason: None,
                    notices,
                },
                Err(e) => SaveOutcome {
                    slot,
                    written: false,
                    reason: Some(e.to_string()),
                    notices: vec![],
                },
            }
        }))
        .map_err(|reason| LudoError::StoreUnavailable { reason })?;
        let store = Arc::new(LudoStore {
            dir: dir.clone(),
            stores,
            writer,
        });
        open.push((dir, Arc::downgrade(&store)));
        Ok(store)
    }

    /// The data directory.
    ///
    /// Errors: only `Internal`.
    pub fn dir(&self) -> Result<String, LudoError> {
        Ok(self.dir.display().to_string())
    }

    /// The records database's path in the directory (`LudoRecords(path)`).
    ///
    /// Errors: only `Internal`.
    pub fn records_path(&self) -> Result<String, LudoError> {
        Ok(self.lock().0.records_path().display().to_string())
    }

    /// The text of the save of `slot` as it is on disk, `None` when there is none
    /// (missing, blank, not text, not a regular file). Judge it with `inspectSave`.
    /// The store looks at the save and its backup again: a damaged one is moved aside
    /// by the next save, and an unfinished game read here is the one the next save may
    /// continue (set it aside first to start another).
    ///
    /// Errors: only `Internal`.
    pub fn read(&self, slot: StoreSlot) -> Result<Option<String>, LudoError> {
        self.with(slot, |s| {
            s.load();
            Ok(text_of(&s.current_path()))
        })
    }

    /// The text of the backup of `slot` (the save before the last one), as
    /// [`LudoStore::read`].
    ///
    /// Errors: only `Internal`.
    pub fn read_backup(&self, slot: StoreSlot) -> Result<Option<String>, LudoError> {
        self.with(slot, |s| Ok(text_of(&s.backup_path())))
    }

    /// When the save of `slot` was last written (ms since 1970), `None` without one.
    ///
    /// Errors: only `Internal`.
    pub fn modified_ms(&self, slot: StoreSlot) -> Result<Option<i64>, LudoError> {
        self.with(slot, |s| Ok(modified_ms(&s.current_path())))
    }

    /// Saves `json` (a table's save, `TableUpdate.save`) in `slot`, atomically; the
    /// previous save becomes the backup. An unfinished game in place that `json` does
    /// not continue is first set aside (never replaced); a damaged save is first
    /// moved aside (`<name>.damaged`). Returns what the player should be told of
    /// that (catalog messages), none usually.
    ///
    /// Errors: `InvalidSave` (`json` is no save: nothing written), `SaveTooNew` (a
    /// newer app wrote the save in place: it is never overwritten),
    /// `StoreUnavailable` (disk full, read-only...: the last completed save or its
    /// backup still loads).
    pub fn save(&self, slot: StoreSlot, json: String) -> Result<Vec<Message>, LudoError> {
        self.writer.flush();
        // A save from no table (an import) looks first, as a table's first save
        // does: it never replaces an unfinished game it does not continue.
        save_in(&self.stores, slot, &json, true)
    }

    /// Blocks until every save handed to the store by its tables so far is on disk
    /// (or failed: the listener was told). Call it when the app may be stopped
    /// (Android's `onStop`, iOS's move to the background); at once on the writer's
    /// own thread.
    ///
    /// Errors: only `Internal`.
    pub fn flush(&self) -> Result<(), LudoError> {
        self.writer.flush();
        Ok(())
    }

    /// Whom to tell what became of each save the tables hand in (`None`: nobody);
    /// told on the writer's thread.
    ///
    /// Errors: only `Internal`.
    pub fn set_listener(&self, listener: Option<Arc<dyn StoreListener>>) -> Result<(), LudoError> {
        self.writer.set_listener(listener);
        Ok(())
    }

    /// Sets the game saved in `slot` aside (a copy under `abandoned/`, listed by
    /// [`LudoStore::set_aside_games`]); the next save writes the new game over it and
    /// its backup. Returns the kept file's name, `None` when no readable game is
    /// saved.
    ///
    /// Errors: `StoreUnavailable` (nothing changed).
    pub fn set_aside(&self, slot: StoreSlot) -> Result<Option<String>, LudoError> {
        self.with(slot, |s| {
            let Ok(Some((_, json))) = load_data_file(&s.current_path()) else {
                return Ok(None);
            };
            let p = s.abandon_text(&json)?;
            Ok(p.file_name().map(|n| n.to_string_lossy().into_owned()))
        })
    }

    /// Moves the save of `slot` and its backup aside as damaged
    /// (`<name>.damaged[-<secs>]`, kept, never deleted) when neither loads; a save of
    /// a newer format is never moved. Returns the names they were moved to, none
    /// when nothing was damaged (a readable save or backup is left in place).
    ///
    /// Errors: `StoreUnavailable` (a rename failed: the files not moved stay).
    pub fn set_aside_damaged(&self, slot: StoreSlot) -> Result<Vec<String>, LudoError> {
        self.with(slot, |s| {
            let paths = [s.current_path(), s.backup_path()];
            let judged: Vec<_> = paths.iter().map(|p| load_data_file(p)).collect();
            let readable = judged
                .iter()
                .any(|j| matches!(j, Ok(Some(_)) | Err(FileError::Newer(_))));
            if readable {
                return Ok(vec![]);
            }
            let mut moved = vec![];
            for (p, j) in paths.iter().zip(judged) {
                if let Err(FileError::Damaged(_)) = j {
                    let name = p.file_name().map(|n| n.to_string_lossy().into_owned());
                    let to = damaged_path(&self.dir, name.as_deref().unwrap_or_default());
                    std::fs::rename(p, &to).map_err(|e| StoreError::io(p, e))?;
                    moved.push(
                        to.file_name()
                            .map_or_else(String::new, |n| n.to_string_lossy().into_owned()),
                    );
                }
            }
            // Load again, so that the next save knows what is in place now.
            s.load();
            Ok(moved)
        })
    }

    /// The games set aside as a home screen lists them, newest first (by when each
    /// file was last written, unknown last): each unfinished game with the save to
    /// open (the file's, else its backup's), each file under `abandoned/` that cannot
    /// be read (nor its backup; a save over 4 MB is not read) as damaged, to show and
    /// not to offer; a finished game or a lesson is left out. `utc_offset_minutes` is
    /// the phone's time zone for the dates (clamped to a day).
    ///
    /// Errors: only `Internal`.
    pub fn set_aside_games(&self, utc_offset_minutes: i32) -> Result<Vec<SetAsideGame>, LudoError> {
        let files = self.with(StoreSlot::Game, |s| Ok(aside_files(s)))?;
        Ok(crate::table::set_aside_games(&files, utc_offset_minutes)
            .into_iter()
            .map(SetAsideGame::from)
            .collect())
    }

    /// Continues the game set aside as `name` (`SetAsideGame.name`): the game saved
    /// now, when it is another unfinished one, is set aside first; then the chosen
    /// game (its backup when the file is damaged) becomes the save, and its copy
    /// under `abandoned/` is removed once saved. Returns the save's text to open
    /// (`LudoTable.load`), `None` when `name` is not there or holds no game.
    ///
    /// Errors: `InvalidArgument` (not a kept file's name), `SaveTooNew`,
    /// `StoreUnavailable` (the kept file stays listed; nothing was lost).
    pub fn continue_set_aside(&self, name: String) -> Result<Option<String>, LudoError> {
        self.with(StoreSlot::Game, |s| {
            let path = s
                .dir()
                .join(crate::store::ABANDONED_DIR)
                .join(plain_name(&name)?);
            let kept = match load_data_file(&path) {
                Ok(Some(found)) => Some(found),
                _ => {
                    let mut b = path.as_os_str().to_owned();
                    b.push(".bak");
                    load_data_file(Path::new(&b)).ok().flatten()
                }
            };
            let Some((game, json)) = kept else {
                return Ok(None);
            };
            // The game saved now, when it is another one, is kept first.
            if let Ok(Some((_, now))) = load_data_file(&s.current_path())
                && now != json
            {
                s.abandon_text(&now)?;
            }
            let bytes = read_regular(&path).unwrap_or_default();
            s.bring_back(Some(path), &String::from_utf8_lossy(&bytes), &game);
            s.save_text(&game, &json)?;
            Ok(Some(json))
        })
    }

    /// What the home screen offers, read in one go (`utc_offset_minutes`: the
    /// phone's time zone, for the dates): first a game save and backup that can
    /// both not be read are moved aside (`damaged`, said once), then the readable
    /// save (the save, else its backup), the unfinished game to resume with its
    /// Continue line, the games set aside and an unfinished lesson.
    ///
    /// Errors: only `Internal` (a file that cannot be read is as if missing; one that
    /// cannot be moved aside stays, and is not offered).
    pub fn home(&self, utc_offset_minutes: i32) -> Result<StoreHome, LudoError> {
        let damaged = self
            .set_aside_damaged(StoreSlot::Game)
            .is_ok_and(|moved| !moved.is_empty());
        let readable = |slot| -> Result<Option<(String, crate::table::SaveSummary)>, LudoError> {
            let texts = [self.read(slot)?, self.read_backup(slot)?];
            Ok(texts.into_iter().flatten().find_map(|json| {
                let summary = crate::table::inspect_save(&json).ok()?;
                Some((json, summary))
            }))
        };
        let game = readable(StoreSlot::Game)?.filter(|(_, s)| !s.tutorial);
        let resume = match &game {
            Some((json, s)) if !s.finished => {
                let file = crate::table::AsideFile {
                    name: crate::store::CURRENT.to_owned(),
                    save: json.clone().into_bytes(),
                    backup: None,
                    modified_ms: self.modified_ms(StoreSlot::Game)?,
                };
                crate::table::set_aside_games(&[file], utc_offset_minutes)
                    .into_iter()
                    .next()
                    .map(SetAsideGame::from)
            }
            _ => None,
        };
        let lesson = readable(StoreSlot::Tutorial)?
            .filter(|(_, s)| s.tutorial && !s.finished)
            .map(|(json, _)| json);
        Ok(StoreHome {
            damaged,
            summary: game.as_ref().map(|(_, s)| s.clone().into()),
            saved: game.map(|(json, _)| json),
            resume,
            set_aside: self.set_aside_games(utc_offset_minutes)?,
            lesson,
        })
    }

    /// The shell's file `file` (its previous version when it is damaged: not JSON),
    /// `None` when there is none.
    ///
    /// Errors: only `Internal`.
    pub fn read_shell_file(&self, file: StoreShellFile) -> Result<Option<String>, LudoError> {
        self.with(StoreSlot::Game, |s| {
            Ok(s.read_shell_file(file, |b| {
                serde_json::from_slice::<serde_json::Value>(b).is_ok()
            })
            .and_then(|b| String::from_utf8(b).ok()))
        })
    }

    /// Writes the shell's file `file` atomically; its previous version becomes its
    /// backup.
    ///
    /// Errors: `StoreUnavailable` (the previous version still loads).
    pub fn write_shell_file(&self, file: StoreShellFile, text: String) -> Result<(), LudoError> {
        self.with(StoreSlot::Game, |s| {
            Ok(s.write_shell_file(file, text.as_bytes())?)
        })
    }
}
