//! Shared by the store's fault-injection tests and its property test: a file-system
//! seam that fails at a chosen step of a chosen write, games, and a look at a data
//! directory's files.

#![allow(dead_code)]

use ludo_core::Color;
use ludo_core::ai::{Budget, Level};
use ludo_core::game::{Game, GameSetup, Phase, SeatKind, SeatSetup};
use ludo_core::store::FileSystem;
use std::collections::BTreeMap;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// A step of an atomic write, where a fault strikes (the seam's method called).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// Creating the temporary file.
    CreateTemp,
    /// Writing it: the temporary file exists, empty.
    Write,
    /// Its fsync: written, not flushed.
    SyncFile,
    /// The rename: written and flushed, not in place.
    Rename,
    /// The directory's fsync: renamed into place, the directory not flushed.
    SyncDir,
}

/// All steps, in order.
pub const STEPS: [Step; 5] = [
    Step::CreateTemp,
    Step::Write,
    Step::SyncFile,
    Step::Rename,
    Step::SyncDir,
];

/// How the fault strikes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// The disk is full (ENOSPC) at this step only.
    NoSpace,
    /// The file system is read-only (EROFS) at this step only.
    ReadOnly,
    /// The process is killed here: this step and every later call fail, the
    /// temporary file is not removed (as after SIGKILL).
    Kill,
}

/// All modes.
pub const MODES: [Mode; 3] = [Mode::NoSpace, Mode::ReadOnly, Mode::Kill];

/// A fault: at `step` of the `write`-th atomic write (1 = the first) after arming.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fault {
    /// Which write (counted by temporary files created), from 1.
    pub write: usize,
    /// The step.
    pub step: Step,
    /// How.
    pub mode: Mode,
}

#[derive(Debug, Default)]
struct State {
    fault: Option<Fault>,
    writes: usize,
    dead: bool,
    struck: bool,
}

/// The real file system, failing as a [`Fault`] says.
#[derive(Debug, Default)]
pub struct FaultFs {
    state: Mutex<State>,
}

impl FaultFs {
    /// No fault yet.
    pub fn new() -> FaultFs {
        FaultFs::default()
    }

    /// Arms `fault` (writes are counted from now).
    pub fn arm(&self, fault: Fault) {
        let mut s = self.state.lock().unwrap();
        *s = State {
            fault: Some(fault),
            ..State::default()
        };
    }

    /// Disarms a fault that has not struck (a kill that struck stays: the process
    /// is dead).
    pub fn disarm(&self) {
        self.state.lock().unwrap().fault = None;
    }

    /// Whether the armed fault struck.
    pub fn struck(&self) -> bool {
        self.state.lock().unwrap().struck
    }

    /// Whether a kill struck (the "process" is dead: reopen).
    pub fn dead(&self) -> bool {
        self.state.lock().unwrap().dead
    }

    /// Fails when the fault strikes at `step`.
    fn check(&self, step: Step) -> io::Result<()> {
        let mut s = self.state.lock().unwrap();
        if s.dead {
            return Err(io::Error::other("killed"));
        }
        if step == Step::CreateTemp {
            s.writes += 1;
        }
        match s.fault {
            Some(f) if f.step == step && f.write == s.writes && !s.struck => {
                s.struck = true;
                match f.mode {
                    Mode::NoSpace => Err(io::Error::from_raw_os_error(libc::ENOSPC)),
                    Mode::ReadOnly => Err(io::Error::from_raw_os_error(libc::EROFS)),
                    Mode::Kill => {
                        s.dead = true;
                        Err(io::Error::other("killed"))
                    }
                }
            }
            _ => Ok(()),
        }
    }
}

impl FileSystem for FaultFs {
    fn create_temp(&self, tmp: &Path) -> io::Result<fs::File> {
        self.check(Step::CreateTemp)?;
        fs::File::create(tmp)
    }

    fn write(&self, file: &mut fs::File, data: &[u8]) -> io::Result<()> {
        self.check(Step::Write)?;
        std::io::Write::write_all(file, data)
    }

    fn sync_file(&self, file: &fs::File) -> io::Result<()> {
        self.check(Step::SyncFile)?;
        file.sync_all()
    }

    fn rename(&self, from: &Path, to: &Path) -> io::Result<()> {
        self.check(Step::Rename)?;
        fs::rename(from, to)
    }

    fn remove(&self, path: &Path) -> io::Result<()> {
        // A killed process removes nothing.
        if self.state.lock().unwrap().dead {
            return Err(io::Error::other("killed"));
        }
        fs::remove_file(path)
    }

    fn sync_dir(&self, dir: &Path) -> io::Result<()> {
        self.check(Step::SyncDir)?;
        fs::File::open(dir)?.sync_all()
    }
}

/// A fresh, empty directory for one test.
pub fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("ludo-store-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&d);
    d
}

/// A two-player game with seed `seed`.
pub fn game(seed: u64) -> Game {
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
        seed: Some(seed),
        dice_script: vec![],
        first_player: None,
    })
    .unwrap()
}

/// Plays one action (the easy CPU's choice); false when the game is over.
pub fn step(g: &mut Game) -> bool {
    if g.phase() == Phase::GameOver {
        return false;
    }
    let a = g.best_action(Level::Easy, &Budget::default());
    g.apply(a).unwrap();
    true
}

/// Every file under `dir` with its bytes (the lock file and temporary files aside):
/// what the player has.
pub fn files(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut out = BTreeMap::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for e in fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = e.path();
            let name = e.file_name().to_string_lossy().into_owned();
            let t = e.file_type().unwrap();
            if t.is_dir() {
                todo.push(p);
            } else if t.is_file() && name != "lock" && !name.ends_with(".tmp") {
                out.insert(p.clone(), fs::read(&p).unwrap());
            }
        }
    }
    out
}

/// Whether every byte of `contents` (a file's bytes) is still somewhere under `dir`
/// (a file moved aside counts).
pub fn still_kept(dir: &Path, contents: &[u8]) -> bool {
    files(dir).values().any(|b| b == contents)
}
