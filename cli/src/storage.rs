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
//!   is damaged;
//! * `finished/game-<unix seconds>-<n>.json`: a copy of every finished game, for
//!   `ludo replay`.
//!
//! Every write is atomic: the text goes to a temporary file in the same directory,
//! which is flushed to disk (`fsync`) and then renamed over the old file, so a kill
//! at any moment leaves either the old or the new save, never half of one.

use ludo_core::game::{Game, Phase};
use ludo_core::save;
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Environment variable that overrides the data directory (tests, portable installs).
pub const DATA_DIR_ENV: &str = "LUDO_DATA_DIR";

/// File name of the current save.
pub const CURRENT: &str = "current.json";

/// File name of the backup (the previous save).
pub const BACKUP: &str = "current.json.bak";

/// Sub-directory holding copies of finished games.
pub const FINISHED_DIR: &str = "finished";

/// The save files of one data directory.
#[derive(Clone, Debug)]
pub struct Storage {
    dir: PathBuf,
    /// Whether `current.json` is known to be good, so that it may become the backup.
    current_good: bool,
}

/// The result of looking for a saved game.
#[derive(Debug, Default)]
pub struct Loaded {
    /// The game, when a readable save was found.
    pub game: Option<Game>,
    /// What went wrong on the way, in words for the player (damaged save, backup used).
    pub messages: Vec<String>,
}

impl Storage {
    /// The storage in `dir` when given, else in `$LUDO_DATA_DIR`, else in the user data
    /// directory of the platform.
    ///
    /// Errors: no home directory can be found and no directory was given.
    pub fn new(dir: Option<PathBuf>) -> Result<Storage, String> {
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
        Ok(Storage::at(dir))
    }

    /// The storage in exactly `dir`.
    pub fn at(dir: PathBuf) -> Storage {
        Storage {
            dir,
            current_good: true,
        }
    }

    /// The data directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Path of the current save.
    pub fn current_path(&self) -> PathBuf {
        self.dir.join(CURRENT)
    }

    /// Path of the backup save.
    pub fn backup_path(&self) -> PathBuf {
        self.dir.join(BACKUP)
    }

    /// Saves `game` as the current game; the previous current save becomes the backup.
    ///
    /// Errors: any I/O error (the old files are then left as they were).
    pub fn save(&mut self, game: &Game) -> io::Result<()> {
        fs::create_dir_all(&self.dir)?;
        let current = self.current_path();
        if self.current_good && current.exists() {
            let old = fs::read(&current)?;
            write_atomic(&self.backup_path(), &old)?;
        }
        write_atomic(&current, save::save(game).as_bytes())?;
        self.current_good = true;
        Ok(())
    }

    /// Keeps a copy of a finished game under `finished/`; returns its path.
    ///
    /// Errors: any I/O error.
    pub fn archive_finished(&self, game: &Game) -> io::Result<PathBuf> {
        let dir = self.dir.join(FINISHED_DIR);
        fs::create_dir_all(&dir)?;
        let secs = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs())
            .unwrap_or(0);
        let path = dir.join(format!("game-{secs}-{}.json", game.start().game_number));
        write_atomic(&path, save::save(game).as_bytes())?;
        Ok(path)
    }

    /// Loads the current game, falling back to the backup when the current save is
    /// missing or damaged. Never fails: problems are described in
    /// [`Loaded::messages`], and `game` is `None` when nothing could be read.
    pub fn load(&mut self) -> Loaded {
        let mut out = Loaded::default();
        let current = self.current_path();
        match load_file(&current) {
            Ok(Some(g)) => {
                out.game = Some(g);
                return out;
            }
            Ok(None) => {}
            Err(e) => {
                self.current_good = false;
                out.messages.push(format!(
                    "The saved game {} is damaged ({e}).",
                    current.display()
                ));
            }
        }
        let backup = self.backup_path();
        match load_file(&backup) {
            Ok(Some(g)) => {
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
            Err(e) => out.messages.push(format!(
                "The backup {} is damaged too ({e}).",
                backup.display()
            )),
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
        }
        l
    }
}

/// Reads and loads one save file: `Ok(None)` when it does not exist.
///
/// Errors: unreadable or invalid, in words.
pub fn load_file(path: &Path) -> Result<Option<Game>, String> {
    let bytes = match fs::read(path) {
        Ok(b) => b,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e.to_string()),
    };
    let text = String::from_utf8(bytes).map_err(|_| "not UTF-8 text".to_string())?;
    save::load(&text).map(Some).map_err(|e| e.to_string())
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

    #[test]
    fn missing_files_are_not_errors() {
        let dir = temp_dir("missing");
        let l = Storage::at(dir).load();
        assert!(l.game.is_none());
        assert!(l.messages.is_empty());
    }
}
