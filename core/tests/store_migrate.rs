//! The one-time move of the phones' old save files into the store's layout
//! (`ludo_core::store::migrate_saves`), with files in each old layout: Android's
//! `filesDir/game.json*`, iOS's Application Support `autosave.ludo.json*`. Nothing is
//! lost, the game continues, the games replaced are listed, a second run moves
//! nothing. The terminal's layout is the store's: its files stay where they are.

#![cfg(unix)]

mod store_common;

use ludo_core::save;
use ludo_core::store::*;
use std::fs;
use std::path::Path;
use store_common::*;

/// Writes the files of a phone's old layout for save name `name`; returns every
/// file's bytes.
fn old_layout(dir: &Path, name: &str) -> Vec<Vec<u8>> {
    fs::create_dir_all(dir).unwrap();
    let mut g = game(4);
    step(&mut g);
    let before = save::save(&g).unwrap();
    step(&mut g);
    let now = save::save(&g).unwrap();
    let mut r1 = game(21);
    step(&mut r1);
    let r1_bak = save::save(&r1).unwrap();
    step(&mut r1);
    let r1 = save::save(&r1).unwrap();
    let mut r2 = game(22);
    step(&mut r2);
    let r2 = save::save(&r2).unwrap();
    let files = [
        (name.to_owned(), now),
        (format!("{name}.bak"), before),
        (format!("{name}.replaced-1"), r1),
        (format!("{name}.bak.replaced-1"), r1_bak),
        (format!("{name}.replaced-2"), r2),
        ("settings.json".to_owned(), r#"{"sound":true}"#.to_owned()),
    ];
    for (n, text) in &files {
        fs::write(dir.join(n), text).unwrap();
    }
    files.into_iter().map(|(_, t)| t.into_bytes()).collect()
}

fn migrates(tag: &str, name: &str) {
    let dir = temp_dir(tag);
    let bytes = old_layout(&dir, name);
    let mut s = GameStore::open(&dir);
    s.lock().unwrap();
    let moves = migrate_saves(&dir, name).unwrap();
    assert_eq!(moves.len(), 5, "{moves:?}");
    // Nothing lost.
    for b in &bytes {
        assert!(
            still_kept(&dir, b),
            "{tag}: lost {}",
            String::from_utf8_lossy(b)
        );
    }
    // The game continues from current.json, its backup is the save before.
    assert_eq!(fs::read(dir.join(CURRENT)).unwrap(), bytes[0]);
    assert_eq!(fs::read(dir.join("current.json.bak")).unwrap(), bytes[1]);
    let l = s.load();
    assert!(l.messages.is_empty(), "{:?}", l.messages);
    assert_eq!(l.game.unwrap().history().len(), 2);
    // The two games replaced are set aside, listed, the first with its backup.
    let (aside, bad) = s.set_aside_files();
    assert!(bad.is_empty(), "{bad:?}");
    assert_eq!(aside.len(), 2);
    let with_backup = aside.iter().find(|a| a.bytes == bytes[2]).unwrap();
    let mut bak = with_backup.path.as_os_str().to_owned();
    bak.push(".bak");
    assert_eq!(fs::read(bak).unwrap(), bytes[3]);
    // The settings already have the store's name.
    assert_eq!(
        s.read_shell_file(ShellFile::Settings, |_| true).unwrap(),
        bytes[5]
    );
    // Once.
    assert!(migrate_saves(&dir, name).unwrap().is_empty());
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn android_files_move_once_losing_nothing() {
    migrates("migrate-android", "game.json");
}

#[test]
fn ios_files_move_once_losing_nothing() {
    migrates("migrate-ios", "autosave.ludo.json");
}

/// A game already in `current.json` (the store was used before): the old save is
/// set aside, never written over.
#[test]
fn an_old_save_beside_a_current_one_is_set_aside() {
    let dir = temp_dir("migrate-both");
    let bytes = old_layout(&dir, "game.json");
    let mut other = game(60);
    step(&mut other);
    let current = save::save(&other).unwrap();
    fs::write(dir.join(CURRENT), &current).unwrap();
    migrate_saves(&dir, "game.json").unwrap();
    assert_eq!(fs::read_to_string(dir.join(CURRENT)).unwrap(), current);
    for b in &bytes {
        assert!(still_kept(&dir, b));
    }
    assert_eq!(GameStore::open(&dir).set_aside_files().0.len(), 3);
    let _ = fs::remove_dir_all(&dir);
}

/// The terminal's files are the layout: nothing moves.
#[test]
fn the_terminals_files_stay() {
    let dir = temp_dir("migrate-terminal");
    let mut s = GameStore::open(&dir);
    s.save(&game(2)).unwrap();
    let before = files(&dir);
    assert!(migrate_saves(&dir, "game.json").unwrap().is_empty());
    assert!(
        migrate_saves(&dir, "autosave.ludo.json")
            .unwrap()
            .is_empty()
    );
    assert_eq!(files(&dir), before);
    let _ = fs::remove_dir_all(&dir);
}

/// iOS's whole old folder: the save's files as above, the lesson
/// (`tutorial.ludo.json` and its backup) and the records (`records.sqlite3` with
/// its `-wal`) take the store's names; SQLite's `-shm` index goes (it is rebuilt).
#[test]
fn the_whole_ios_layout_moves_once_losing_nothing() {
    let dir = temp_dir("migrate-ios-layout");
    let bytes = old_layout(&dir, "autosave.ludo.json");
    let mut lesson = game(5);
    step(&mut lesson);
    let lesson = save::save(&lesson).unwrap();
    fs::write(dir.join("tutorial.ludo.json"), &lesson).unwrap();
    fs::write(dir.join("tutorial.ludo.json.bak"), &lesson).unwrap();
    fs::write(dir.join("records.sqlite3"), b"SQLite format 3\0db").unwrap();
    fs::write(dir.join("records.sqlite3-wal"), b"wal").unwrap();
    fs::write(dir.join("records.sqlite3-shm"), b"shm").unwrap();
    fs::write(dir.join("records.sqlite3.backup"), b"SQLite format 3\0copy").unwrap();
    migrate_layout(&dir, OldLayout::Ios).unwrap();
    for b in &bytes {
        assert!(still_kept(&dir, b));
    }
    assert_eq!(fs::read(dir.join(CURRENT)).unwrap(), bytes[0]);
    assert_eq!(fs::read_to_string(dir.join(LESSON)).unwrap(), lesson);
    assert_eq!(
        fs::read_to_string(dir.join("tutorial.json.bak")).unwrap(),
        lesson
    );
    assert_eq!(
        fs::read(dir.join(RECORDS_DB)).unwrap(),
        b"SQLite format 3\0db"
    );
    assert_eq!(fs::read(dir.join("records.db-wal")).unwrap(), b"wal");
    assert_eq!(
        fs::read(dir.join("records.db.backup")).unwrap(),
        b"SQLite format 3\0copy",
        "the records' own backup goes with them"
    );
    let left: Vec<String> = files(&dir)
        .into_keys()
        .map(|p| p.display().to_string())
        .filter(|n| n.contains("ludo.json") || n.contains("sqlite3"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
    let after = files(&dir);
    assert!(
        migrate_layout(&dir, OldLayout::Ios).unwrap().is_empty(),
        "once"
    );
    assert_eq!(files(&dir), after);
    let _ = fs::remove_dir_all(&dir);
}

/// A store's own records (or lesson) are never written over by an old file: the old
/// one stays where it was.
#[test]
fn old_records_beside_the_stores_own_stay_put() {
    let dir = temp_dir("migrate-ios-records");
    fs::create_dir_all(&dir).unwrap();
    fs::write(dir.join("records.sqlite3"), b"old").unwrap();
    fs::write(dir.join("records.db-wal"), b"new wal").unwrap();
    fs::write(dir.join("tutorial.ludo.json"), b"old lesson").unwrap();
    fs::write(dir.join(LESSON), b"new lesson").unwrap();
    migrate_layout(&dir, OldLayout::Ios).unwrap();
    assert_eq!(fs::read(dir.join("records.sqlite3")).unwrap(), b"old");
    assert!(!dir.join(RECORDS_DB).exists(), "never half a database");
    assert_eq!(fs::read(dir.join(LESSON)).unwrap(), b"new lesson");
    assert_eq!(
        fs::read(dir.join("tutorial.ludo.json")).unwrap(),
        b"old lesson"
    );
    let _ = fs::remove_dir_all(&dir);
}
