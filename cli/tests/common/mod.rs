//! Helpers shared by the integration tests: a real unfinished save, the bytes of a
//! data directory to compare before and after a command, and (`pty`) `ludo` in a
//! pseudo-terminal.

#![allow(dead_code)]

use ludo_core::Color;
use ludo_core::game::{Game, GameSetup, Phase, SeatKind, SeatSetup};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

#[cfg(unix)]
pub mod pty;

/// `ludo ARGS` with `input` piped into its standard input, its data directory
/// `data_dir` when given (`LUDO_DATA_DIR`).
pub fn ludo_piped(args: &[&str], data_dir: Option<&Path>, input: Vec<u8>) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_ludo"));
    cmd.args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if let Some(dir) = data_dir {
        cmd.env("LUDO_DATA_DIR", dir);
    }
    let mut child = cmd.spawn().unwrap();
    let mut stdin = child.stdin.take().unwrap();
    // From a thread: a child that refuses early stops reading, and its output
    // must still be collected.
    let writer = std::thread::spawn(move || {
        use std::io::Write as _;
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    out
}

/// Every file under `dir` (recursively) with its bytes.
pub fn files(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut out = BTreeMap::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                out.insert(p.clone(), b"<dir>".to_vec());
                todo.push(p);
            } else {
                out.insert(p.clone(), std::fs::read(&p).unwrap());
            }
        }
    }
    out
}

/// An unfinished game of two people, `actions` actions in, saved as a player's
/// data directory holds it: `current.json` and, one action earlier, the backup.
pub fn unfinished_save(dir: &Path, actions: usize) -> Game {
    let mut g = Game::new(&GameSetup {
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
        seed: Some(12),
        dice_script: vec![],
        first_player: None,
    })
    .unwrap();
    let mut before = g.clone();
    for _ in 0..actions {
        before = g.clone();
        let a = g.best_action(ludo_core::ai::Level::Easy, &Default::default());
        g.apply(a).unwrap();
    }
    assert_ne!(g.phase(), Phase::GameOver);
    std::fs::write(dir.join("current.json"), ludo_core::save::save(&g).unwrap()).unwrap();
    std::fs::write(
        dir.join("current.json.bak"),
        ludo_core::save::save(&before).unwrap(),
    )
    .unwrap();
    g
}

/// [`files`] of the games only: without the lock file and the records database,
/// which `ludo play` opens when it starts.
pub fn game_files(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut f = files(dir);
    f.retain(|p, _| {
        let name = p.file_name().unwrap_or_default().to_string_lossy();
        name != "lock" && !name.starts_with("records.db")
    });
    f
}

/// Panics, naming the files that differ, unless `before` and `after` are equal.
pub fn assert_same_files(
    before: &BTreeMap<PathBuf, Vec<u8>>,
    after: &BTreeMap<PathBuf, Vec<u8>>,
    what: &str,
) {
    let differ: Vec<&PathBuf> = before
        .keys()
        .chain(after.keys())
        .filter(|p| before.get(*p) != after.get(*p))
        .collect();
    assert!(differ.is_empty(), "{what} changed these files: {differ:?}");
}
