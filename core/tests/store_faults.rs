//! Fault injection on the real file system for the game store (`ludo_core::store`):
//! every atomic write interrupted at every step (through the store's file-system
//! seam: a full disk, a read-only file system, a kill), and real bad states of the
//! disk (a read-only folder, a folder / FIFO / symbolic link where a file goes, two
//! holders racing for the lock, a save of a newer format, truncated, garbage, empty
//! and oversized files). After each: the last completed save (or its backup) loads,
//! nothing the player had is deleted, and the error says what happened and what to
//! do.
//!
//! Cases: [`every_write_interrupted_at_every_step`] runs 135 (five operations'
//! writes × five steps × three modes) and the other tests 17 real ones, 152 in all
//! (docs/save-format.md); none loses data.

#![cfg(unix)]

mod store_common;

use ludo_core::game::Game;
use ludo_core::save;
use ludo_core::store::*;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use store_common::*;

/// The data directory as a player has it: a game saved twice (backup = the first
/// save), a game set aside, a finished game, settings saved twice. Returns the store
/// (writing through `fs`, saves loaded) and the game of the last save.
fn player_dir(dir: &Path, fs: Arc<FaultFs>) -> (GameStore, Game) {
    let mut setup = GameStore::open(dir);
    let mut other = game(91);
    step(&mut other);
    setup.abandon_text(&save::save(&other).unwrap()).unwrap();
    let mut done = game(5);
    while step(&mut done) {}
    setup
        .archive_finished(&done, &save::save(&done).unwrap())
        .unwrap();
    setup
        .write_shell_file(ShellFile::Settings, br#"{"sound":true}"#)
        .unwrap();
    setup
        .write_shell_file(ShellFile::Settings, br#"{"sound":false}"#)
        .unwrap();
    let mut g = game(3);
    let mut s = GameStore::open(dir);
    let _ = s.load();
    step(&mut g);
    s.save(&g).unwrap();
    step(&mut g);
    s.save(&g).unwrap();
    let mut s = GameStore::with_fs(dir, fs);
    s.lock().unwrap();
    let l = s.load();
    assert_eq!(l.game.unwrap().history(), g.history());
    (s, g)
}

/// What a fresh process finds: the game that loads.
fn reopened(dir: &Path) -> Option<Game> {
    let mut s = GameStore::open(dir);
    s.lock().unwrap();
    s.load().game
}

/// The operations whose writes are interrupted, with how many atomic writes each does.
#[derive(Debug, Clone, Copy)]
enum Op {
    /// The next save of the game (backup, then current).
    Save,
    /// The game set aside for a new one (`n` at the resume prompt).
    SetAside,
    /// A finished game copied under `finished/`.
    Archive,
    /// The shell's settings (backup, then the file).
    Settings,
    /// A new game's first save in a store that did not load the saves (`play
    /// --new`): the unfinished game is set aside, then backup and current.
    NewGameUnseen,
}

impl Op {
    fn writes(self) -> usize {
        match self {
            Op::Save | Op::Settings => 2,
            Op::SetAside | Op::Archive => 1,
            Op::NewGameUnseen => 3,
        }
    }
}

#[test]
fn every_write_interrupted_at_every_step() {
    let ops = [
        Op::Save,
        Op::SetAside,
        Op::Archive,
        Op::Settings,
        Op::NewGameUnseen,
    ];
    let mut cases = 0;
    for op in ops {
        for write in 1..=op.writes() {
            for step_at in STEPS {
                for mode in MODES {
                    let fault = Fault {
                        write,
                        step: step_at,
                        mode,
                    };
                    run_case(op, fault, cases);
                    cases += 1;
                }
            }
        }
    }
    assert_eq!(cases, 135);
    println!("store faults: {cases} interrupted writes, none lost data");
}

fn run_case(op: Op, fault: Fault, n: usize) {
    let what = format!("{op:?} {fault:?}");
    let dir = temp_dir(&format!("fault-{n}"));
    let fs_ = Arc::new(FaultFs::new());
    let (mut s, g) = player_dir(&dir, fs_.clone());
    let before = files(&dir);
    let last = g.clone();
    let mut next = g.clone();
    step(&mut next);
    let new_game = game(44);
    fs_.arm(fault);
    let result: Result<(), StoreError> = match op {
        Op::Save => s.save(&next),
        Op::SetAside => s.abandon_text(&save::save(&g).unwrap()).map(|_| ()),
        Op::Archive => {
            let mut done = game(6);
            while step(&mut done) {}
            s.archive_finished(&done, &save::save(&done).unwrap())
                .map(|_| ())
        }
        Op::Settings => s.write_shell_file(ShellFile::Settings, br#"{"sound":"loud"}"#),
        Op::NewGameUnseen => {
            drop(s);
            let mut fresh = GameStore::with_fs(&dir, fs_.clone());
            fresh.lock().unwrap();
            let r = fresh.save(&new_game);
            s = fresh;
            r
        }
    };
    assert!(fs_.struck(), "{what}: the fault never struck");
    // The error is told, and says what to do.
    let err = result.expect_err(&what).to_string();
    assert!(err.contains(&dir.display().to_string()), "{what}: {err}");
    match fault.mode {
        Mode::NoSpace => assert!(err.contains("free some space"), "{what}: {err}"),
        Mode::ReadOnly => assert!(err.contains("writable"), "{what}: {err}"),
        Mode::Kill => {}
    }
    drop(s);
    // Every write is atomic: each file holds a whole version, never half of one.
    for (path, bytes) in files(&dir) {
        assert!(
            serde_json::from_slice::<serde_json::Value>(&bytes).is_ok(),
            "{what}: {} is half written",
            path.display()
        );
    }
    // A new process: the last completed save or the one attempted loads.
    let loaded = reopened(&dir).unwrap_or_else(|| panic!("{what}: no game loads"));
    let ok = [&last, &next, &new_game]
        .iter()
        .any(|c| c.history() == loaded.history() && c.start() == loaded.start());
    assert!(ok, "{what}: loaded an earlier game");
    assert!(
        loaded.history().len() >= last.history().len() || loaded.start() == new_game.start(),
        "{what}: earlier than the last completed save"
    );
    // Nothing the player had is gone (the backup rotates by design: it is the save
    // before the current one, which is kept).
    for (path, bytes) in &before {
        if path.extension().is_some_and(|e| e == "bak") {
            continue;
        }
        assert!(still_kept(&dir, bytes), "{what}: lost {}", path.display());
    }
    // The unfinished game replaced by a new one is kept somewhere.
    let last_text = before[&dir.join(CURRENT)].clone();
    assert!(still_kept(&dir, &last_text), "{what}: the game was lost");
    // The settings read back as one complete version.
    let settings = GameStore::open(&dir)
        .read_shell_file(ShellFile::Settings, |b| {
            serde_json::from_slice::<serde_json::Value>(b).is_ok()
        })
        .unwrap();
    assert!(
        settings == br#"{"sound":false}"# || settings == br#"{"sound":"loud"}"#,
        "{what}: settings {}",
        String::from_utf8_lossy(&settings)
    );
    // And the next save of a fresh process works.
    let mut s = GameStore::open(&dir);
    s.lock().unwrap();
    let l = s.load();
    let mut g = l.game.unwrap();
    step(&mut g);
    s.save(&g).unwrap();
    drop(s);
    assert_eq!(reopened(&dir).unwrap().history(), g.history(), "{what}");
    let _ = fs::remove_dir_all(&dir);
}

/// Whether this process can write where the permissions say it cannot (root).
fn permissions_ignored(dir: &Path) -> bool {
    let probe = dir.join("probe");
    let r = fs::write(&probe, b"x").is_ok();
    let _ = fs::remove_file(&probe);
    r
}

fn set_mode(p: &Path, mode: u32) {
    use std::os::unix::fs::PermissionsExt;
    fs::set_permissions(p, fs::Permissions::from_mode(mode)).unwrap();
}

/// Case 1: A read-only data directory (chmod; as root, where chmod does not stop writes,
/// the seam's read-only file system).
#[test]
fn a_read_only_directory_keeps_the_last_save() {
    let dir = temp_dir("readonly");
    let fs_ = Arc::new(FaultFs::new());
    let (mut s, g) = player_dir(&dir, fs_.clone());
    let before = files(&dir);
    set_mode(&dir, 0o555);
    if permissions_ignored(&dir) {
        fs_.arm(Fault {
            write: 1,
            step: Step::CreateTemp,
            mode: Mode::ReadOnly,
        });
    }
    let mut next = g.clone();
    step(&mut next);
    let err = s.save(&next).unwrap_err().to_string();
    assert!(err.contains("writable"), "{err}");
    assert!(s.can_save().is_err() || fs_.struck());
    set_mode(&dir, 0o755);
    assert_eq!(files(&dir), before);
    drop(s);
    assert_eq!(reopened(&dir).unwrap().history(), g.history());
    let _ = fs::remove_dir_all(&dir);
}

/// Something other than a file at `name`: the backup loads, and the next save moves
/// it aside, deleting nothing.
fn other_thing_in_place(tag: &str, make: impl Fn(&Path)) {
    let dir = temp_dir(tag);
    let (s, g) = player_dir(&dir, Arc::new(FaultFs::new()));
    drop(s);
    let current = dir.join(CURRENT);
    let kept = fs::read(&current).unwrap();
    fs::rename(&current, dir.join("elsewhere.json")).unwrap();
    make(&current);
    let mut s = GameStore::open(&dir);
    // Another test's `mkfifo` child, forked while the store above still held the
    // lock, holds that open lock file until its exec closes it: on a busy machine
    // that took long enough for the lock below to fail once (the full workspace run).
    for _ in 0..100 {
        if s.lock().is_ok() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    s.lock().unwrap();
    let l = without_hanging(move || {
        let l = s.load();
        (s, l)
    });
    let (mut s, l) = l;
    assert!(
        l.messages[0].contains("not a regular file"),
        "{tag}: {:?}",
        l.messages
    );
    let back = l.game.expect("the backup loads");
    assert!(g.history().starts_with(back.history()));
    s.save(&back).unwrap();
    let notices = s.take_notices();
    assert!(
        matches!(&notices[..], [Notice::DamagedKept(from, to)] if *from == current && to.symlink_metadata().is_ok()),
        "{tag}: {notices:?}"
    );
    assert!(still_kept(&dir, &kept));
    let _ = fs::remove_dir_all(&dir);
}

/// Runs `f` on a thread, failing after 20 s: opening a FIFO waits for its other end
/// forever, so a regression fails instead of hanging the run.
fn without_hanging<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx.recv_timeout(std::time::Duration::from_secs(20))
        .expect("blocked on a FIFO")
}

fn mkfifo(path: &Path) {
    assert!(
        std::process::Command::new("mkfifo")
            .arg(path)
            .status()
            .unwrap()
            .success()
    );
}

/// Case 2: A folder where the current save goes (with something in it, kept).
#[test]
fn a_folder_in_place_of_the_save() {
    other_thing_in_place("folder", |p| {
        fs::create_dir(p).unwrap();
        fs::write(p.join("inside"), b"mine").unwrap();
    });
}

/// Case 3: A FIFO where the current save goes: never opened.
#[test]
fn a_fifo_in_place_of_the_save() {
    other_thing_in_place("fifo", mkfifo);
}

/// Case 4: A symbolic link where the current save goes (to a good save elsewhere): not
/// followed, the link is moved aside and its target untouched.
#[test]
fn a_symlink_in_place_of_the_save() {
    other_thing_in_place("symlink", |p| {
        std::os::unix::fs::symlink(p.with_file_name("elsewhere.json"), p).unwrap();
    });
}

/// Case 5: A folder where the settings go: the write is refused and says so, the backup
/// of the settings is read.
#[test]
fn a_folder_in_place_of_the_settings() {
    let dir = temp_dir("settings-folder");
    let (s, _) = player_dir(&dir, Arc::new(FaultFs::new()));
    let path = s.shell_file_path(ShellFile::Settings);
    fs::remove_file(&path).unwrap();
    fs::create_dir(&path).unwrap();
    let err = s.write_shell_file(ShellFile::Settings, b"{}").unwrap_err();
    assert!(matches!(err, StoreError::NotAFile { .. }), "{err}");
    assert!(err.to_string().contains("move it away"), "{err}");
    let read = s.read_shell_file(ShellFile::Settings, |_| true).unwrap();
    assert_eq!(read, br#"{"sound":true}"#);
    assert!(path.is_dir());
    let _ = fs::remove_dir_all(&dir);
}

/// Case 6, 7: A FIFO or a folder where the lock goes: refused at once, never waited on.
#[test]
fn a_fifo_or_folder_in_place_of_the_lock() {
    for (tag, fifo) in [("lock-fifo", true), ("lock-folder", false)] {
        let dir = temp_dir(tag);
        fs::create_dir_all(&dir).unwrap();
        let lock = dir.join(LOCK);
        if fifo {
            mkfifo(&lock);
        } else {
            fs::create_dir(&lock).unwrap();
        }
        let d = dir.clone();
        let r = without_hanging(move || GameStore::open(d).lock());
        let err = r.unwrap_err();
        assert!(
            matches!(&err, LockError::NotAFile(p) if *p == lock),
            "{err}"
        );
        assert!(err.to_string().contains("move it away"));
        let _ = fs::remove_dir_all(&dir);
    }
}

/// Case 8: Two stores (threads) racing for the lock: exactly one wins, the other is told
/// to close the first; after the winner ends, the other can take it.
#[test]
fn two_stores_racing_for_the_lock() {
    let dir = temp_dir("race");
    fs::create_dir_all(&dir).unwrap();
    for _ in 0..20 {
        let barrier = Arc::new(std::sync::Barrier::new(2));
        let handles: Vec<_> = (0..2)
            .map(|_| {
                let (d, b) = (dir.clone(), barrier.clone());
                std::thread::spawn(move || {
                    let mut s = GameStore::open(d);
                    b.wait();
                    let r = s.lock();
                    b.wait();
                    r.map(|()| s)
                })
            })
            .collect();
        let results: Vec<_> = handles.into_iter().map(|h| h.join().unwrap()).collect();
        let won = results.iter().filter(|r| r.is_ok()).count();
        assert_eq!(won, 1);
        let lost = results.iter().find_map(|r| r.as_ref().err()).unwrap();
        assert!(matches!(lost, LockError::Busy(_)));
        assert!(lost.to_string().contains("close it first"), "{lost}");
    }
    let _ = fs::remove_dir_all(&dir);
}

/// Case 9: Another process holding the lock (`flock(1)`, the same `flock(2)` lock the
/// store takes): refused while it runs, taken after it ends.
#[test]
fn another_process_holding_the_lock() {
    let dir = temp_dir("race-process");
    fs::create_dir_all(&dir).unwrap();
    let lock = dir.join(LOCK);
    let ready = dir.join("ready");
    let Ok(mut child) = std::process::Command::new("flock")
        .arg(&lock)
        .args(["sh", "-c"])
        .arg(format!("touch '{}'; sleep 2", ready.display()))
        .spawn()
    else {
        eprintln!("no flock(1): skipped");
        return;
    };
    // Only tried once the other process holds it (a lock taken first here would
    // make it wait).
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while !ready.exists() && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let mut s = GameStore::open(&dir);
    let busy = matches!(s.lock(), Err(LockError::Busy(_)));
    child.wait().unwrap();
    assert!(busy, "the other process's lock was not seen");
    s.lock().unwrap();
    let _ = fs::remove_dir_all(&dir);
}

/// Case 10: A save of a newer format: read as such, never overwritten, the error says to
/// update.
#[test]
fn a_save_of_a_newer_format_is_never_overwritten() {
    let dir = temp_dir("newer");
    let (s, g) = player_dir(&dir, Arc::new(FaultFs::new()));
    drop(s);
    let current = dir.join(CURRENT);
    let text = fs::read_to_string(&current).unwrap().replacen(
        &format!("\"version\":{}", save::VERSION),
        "\"version\":99",
        1,
    );
    fs::write(&current, &text).unwrap();
    let before = files(&dir);
    let mut s = GameStore::open(&dir);
    s.lock().unwrap();
    assert!(s.newer_save().unwrap().contains("newer version"));
    let l = s.load();
    assert!(l.messages[0].contains("left untouched"), "{:?}", l.messages);
    let err = s.save(&g).unwrap_err();
    assert!(
        matches!(err, StoreError::Newer { version: 99, .. }),
        "{err}"
    );
    assert!(err.to_string().contains("Update ludo"), "{err}");
    assert_eq!(files(&dir), before);
    let _ = fs::remove_dir_all(&dir);
}

/// Case 11-14: Truncated, garbage, empty and oversized current saves: the backup loads,
/// the bad file is kept aside at the next save.
#[test]
fn truncated_garbage_empty_and_oversized_saves() {
    type Spoil = fn(Vec<u8>) -> Vec<u8>;
    let cases: [(&str, Spoil, &str); 4] = [
        ("truncated", |b| b[..b.len() / 2].to_vec(), "damaged"),
        ("garbage", |_| vec![0xff, 0x00, 0x7b, 0x80], "not UTF-8"),
        ("empty", |_| vec![], "empty"),
        (
            "oversized",
            |_| vec![b' '; (MAX_FILE_BYTES + 1) as usize],
            "larger than",
        ),
    ];
    for (tag, spoil, said) in cases {
        let dir = temp_dir(tag);
        let (s, g) = player_dir(&dir, Arc::new(FaultFs::new()));
        drop(s);
        let current = dir.join(CURRENT);
        let bad = spoil(fs::read(&current).unwrap());
        fs::write(&current, &bad).unwrap();
        let mut s = GameStore::open(&dir);
        s.lock().unwrap();
        let l = s.load();
        assert!(
            l.messages.iter().any(|m| m.contains(said)),
            "{tag}: {:?}",
            l.messages
        );
        assert!(l.messages.iter().any(|m| m.contains("Using the backup")));
        let back = l.game.unwrap();
        assert!(g.history().starts_with(back.history()), "{tag}");
        s.save(&back).unwrap();
        assert_eq!(
            fs::read(dir.join("current.json.damaged")).unwrap(),
            bad,
            "{tag}"
        );
        let _ = fs::remove_dir_all(&dir);
    }
}

/// Case 15: Both saves garbage: no game, no panic, both kept aside at the next save.
#[test]
fn both_saves_garbage() {
    let dir = temp_dir("both-garbage");
    let (s, _) = player_dir(&dir, Arc::new(FaultFs::new()));
    drop(s);
    fs::write(dir.join(CURRENT), b"{ garbage").unwrap();
    fs::write(dir.join("current.json.bak"), b"\x00\x01").unwrap();
    let mut s = GameStore::open(&dir);
    s.lock().unwrap();
    let l = s.load();
    assert!(l.game.is_none());
    assert_eq!(l.messages.len(), 2, "{:?}", l.messages);
    s.save(&game(8)).unwrap();
    assert!(still_kept(&dir, b"{ garbage"));
    assert!(still_kept(&dir, b"\x00\x01"));
    let _ = fs::remove_dir_all(&dir);
}

/// Case 16: `abandoned/` is a file: a new game's first save in a store that did not load
/// refuses to replace the unfinished game, and says so.
#[test]
fn the_unfinished_game_cannot_be_set_aside() {
    let dir = temp_dir("no-aside");
    let (s, g) = player_dir(&dir, Arc::new(FaultFs::new()));
    drop(s);
    let aside = dir.join(ABANDONED_DIR);
    fs::rename(&aside, dir.join("moved")).unwrap();
    fs::write(&aside, b"in the way").unwrap();
    let before = files(&dir);
    let mut s = GameStore::open(&dir);
    s.lock().unwrap();
    let err = s.save(&game(12)).unwrap_err();
    assert!(matches!(err, StoreError::NotSetAside { .. }), "{err}");
    assert!(err.to_string().contains("not replaced"), "{err}");
    // The remedy fits the fault (a file in the folder's place), not a full disk.
    assert!(err.to_string().contains("move it away"), "{err}");
    assert!(!err.to_string().contains("free some space"), "{err}");
    assert_eq!(files(&dir), before);
    drop(s);
    assert_eq!(reopened(&dir).unwrap().history(), g.history());
    let _ = fs::remove_dir_all(&dir);
}

/// Case 17: A file where the data directory goes: every write fails, saying where.
#[test]
fn a_file_in_place_of_the_directory() {
    let dir = temp_dir("dir-is-file");
    fs::create_dir_all(&dir).unwrap();
    let file = dir.join("data");
    fs::write(&file, b"notes").unwrap();
    let mut s = GameStore::open(&file);
    assert!(matches!(s.lock(), Err(LockError::Io { .. })));
    let err = s.save(&game(1)).unwrap_err();
    assert!(err.to_string().contains("data"), "{err}");
    assert_eq!(fs::read(&file).unwrap(), b"notes");
    let _ = fs::remove_dir_all(&dir);
}

/// The paths a data directory holds are under it.
#[test]
fn paths_are_in_the_data_directory() {
    let s = GameStore::open(PathBuf::from("/data"));
    assert_eq!(s.current_path(), Path::new("/data/current.json"));
    assert_eq!(s.backup_path(), Path::new("/data/current.json.bak"));
    assert_eq!(s.records_path(), Path::new("/data/records.db"));
    assert_eq!(
        s.shell_file_path(ShellFile::Setup),
        Path::new("/data/setup.json")
    );
    let l = GameStore::open(PathBuf::from("/data")).for_lesson();
    assert_eq!(l.backup_path(), Path::new("/data/tutorial.json.bak"));
}
