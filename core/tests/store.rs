//! The game store's behaviour (`ludo_core::store`), moved with it from the
//! terminal's `storage.rs`: backups and fallback, damaged saves kept aside, the
//! lesson's slot, newer-format saves never overwritten, games set aside and never
//! replaced, the lock, FIFOs refused, reads capped.

#![cfg(unix)]

mod store_common;

use ludo_core::Color;
use ludo_core::game::{Game, GameSetup, Phase, SeatKind, SeatSetup};
use ludo_core::save;
use ludo_core::store::*;
use std::fs;
use std::io::{self, Read};
use std::path::{Path, PathBuf};
use store_common::{game, temp_dir};

/// The game in the save file at `path` (`Ok(None)` when missing).
fn load_file(path: &Path) -> Result<Option<Game>, FileError> {
    Ok(load_text_checked(path)?.map(|(g, _)| g))
}

/// Sets `game` aside (its plain save).
fn abandon(s: &mut GameStore, game: &Game) -> Result<PathBuf, StoreError> {
    s.abandon_text(&save::save(game).unwrap())
}

#[test]
fn a_finished_game_never_replaces_another_kept_in_the_same_second() {
    let dir = temp_dir("archive");
    let s = GameStore::open(dir.clone());
    let g = game(3);
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
    let mut s = GameStore::open(dir.clone());
    let mut g = game(3);
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
    let mut s2 = GameStore::open(dir.clone());
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
    let l = GameStore::open(dir.clone()).load();
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
    let mut s = GameStore::open(dir.clone());
    s.save(&game(3)).unwrap();
    s.save(&game(3)).unwrap();
    let current = s.current_path();
    fs::remove_file(&current).unwrap();
    mkfifo(&current);
    // Before the fix `load` opened the FIFO and blocked forever.
    let d = dir.clone();
    let l = without_hanging("load blocked on the FIFO", move || {
        GameStore::open(d).load()
    });
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
    let mut s = GameStore::open(dir.clone());
    let mut g = game(3);
    s.save(&g).unwrap();
    g.roll().unwrap();
    s.save(&g).unwrap();
    fs::write(s.current_path(), "{ damaged").unwrap();
    let mut s2 = GameStore::open(dir.clone());
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
    let mut s3 = GameStore::open(dir.clone());
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
    let game_json = save::save(&game(3)).unwrap();
    // The lesson in current.json: not offered as the game (whose saves the
    // table would never write), kept aside at the first save of a game.
    fs::write(dir.join(CURRENT), &lesson_json).unwrap();
    let mut s = GameStore::open(dir.clone());
    let l = s.load();
    assert!(l.game.is_none());
    assert!(
        l.messages[0].contains("holds the lesson"),
        "{:?}",
        l.messages
    );
    s.save(&game(3)).unwrap();
    assert_eq!(
        fs::read_to_string(dir.join("current.json.damaged")).unwrap(),
        lesson_json
    );
    // A game in tutorial.json: not replaced by the lesson, kept aside.
    fs::write(dir.join(LESSON), &game_json).unwrap();
    let mut s = GameStore::open(dir.clone()).for_lesson();
    let l = s.load();
    assert!(l.game.is_none());
    assert!(l.messages[0].contains("holds a game"), "{:?}", l.messages);
    s.save_text(lesson.game(), &lesson_json).unwrap();
    assert_eq!(
        fs::read_to_string(dir.join("tutorial.json.damaged")).unwrap(),
        game_json
    );
    // Each slot's own save loads.
    assert!(GameStore::open(dir.clone()).load().game.is_some());
    assert!(
        GameStore::open(dir.clone())
            .for_lesson()
            .load()
            .game
            .is_some()
    );
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_save_of_a_newer_version_is_never_overwritten() {
    let dir = temp_dir("newer");
    let mut s = GameStore::open(dir.clone());
    let g = game(3);
    s.save(&g).unwrap();
    let text = fs::read_to_string(s.current_path()).unwrap().replacen(
        &format!("\"version\":{}", save::VERSION),
        "\"version\":99",
        1,
    );
    assert!(text.contains("\"version\":99"), "{text}");
    fs::write(s.current_path(), &text).unwrap();
    let mut s2 = GameStore::open(dir.clone());
    assert!(s2.newer_save().unwrap().contains("newer version"));
    let l = s2.load();
    let err = s2.save(&l.game.unwrap_or_else(|| game(3))).unwrap_err();
    assert!(err.to_string().contains("newer version"), "{err}");
    assert_eq!(fs::read_to_string(s2.current_path()).unwrap(), text);
    let _ = fs::remove_dir_all(&dir);
}

/// A JSON list is no save, of a newer version or any other: it was read as the
/// header's fields in order, so `["ludo-save", 99]` was a "newer" save that no
/// later save could replace.
#[test]
fn a_list_is_not_a_save_of_a_newer_version() {
    let dir = temp_dir("newer-list");
    let s = GameStore::open(dir.clone());
    fs::create_dir_all(&dir).unwrap();
    fs::write(s.current_path(), r#"["ludo-save", 99]"#).unwrap();
    let mut s2 = GameStore::open(dir.clone());
    assert!(s2.newer_save().is_none());
    s2.save(&game(3)).unwrap();
    assert!(save::load(&fs::read_to_string(s2.current_path()).unwrap()).is_ok());
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn abandon_keeps_the_game_for_replay() {
    let dir = temp_dir("abandon");
    let mut s = GameStore::open(dir.clone());
    let mut g = game(3);
    g.roll().unwrap();
    let p = abandon(&mut s, &g).unwrap();
    assert!(p.starts_with(dir.join(ABANDONED_DIR)));
    let back = load_file(&p).unwrap().unwrap();
    assert_eq!(back.history(), g.history());
    let p2 = abandon(&mut s, &other_game()).unwrap();
    assert_ne!(p, p2);
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn setting_aside_the_same_game_twice_keeps_one_copy() {
    let dir = temp_dir("abandon-twice");
    let mut s = GameStore::open(dir.clone());
    let json = save::save(&game(3)).unwrap();
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
    let mut s = GameStore::open(dir.clone());
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
    let mut a = GameStore::open(dir.clone());
    a.lock().unwrap();
    let mut b = GameStore::open(dir.clone());
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
    let r = without_hanging("the lock waited on the FIFO", move || {
        GameStore::open(d).lock()
    });
    assert!(
        matches!(&r, Err(LockError::NotAFile(p)) if *p == dir.join(LOCK)),
        "{r:?}"
    );
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn saving_into_a_regular_file_fails() {
    let dir = temp_dir("file");
    fs::create_dir_all(&dir).unwrap();
    let file = dir.join("not-a-dir");
    fs::write(&file, "x").unwrap();
    let mut s = GameStore::open(file.clone());
    assert!(s.save(&game(3)).is_err());
    assert!(matches!(s.lock(), Err(LockError::Io { .. })));
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn reads_are_capped() {
    let big = io::repeat(b'x').take(MAX_FILE_BYTES + 10);
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
    let mut g = game(3);
    let mut a = GameStore::open(dir.clone());
    a.save(&g).unwrap();
    g.roll().unwrap();
    a.save(&g).unwrap();
    let current = fs::read(a.current_path()).unwrap();
    drop(a);
    // `ludo play --new`: a process that did not load the saves starts a game.
    let mut b = GameStore::open(dir.clone());
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
    let mut c = GameStore::open(dir.clone());
    let _ = c.load();
    c.save(&other_game()).unwrap();
    assert_eq!(files(&dir.join(ABANDONED_DIR)).len(), 1);
    // A finished game is not set aside (it was archived when it ended).
    let mut done = game(3);
    while done.phase() != Phase::GameOver {
        let a = done.best_action(
            ludo_core::ai::Level::Easy,
            &ludo_core::ai::Budget::default(),
        );
        done.apply(a).unwrap();
    }
    let mut d = GameStore::open(dir.clone());
    let _ = d.load();
    d.save(&done).unwrap();
    GameStore::open(dir.clone()).save(&other_game()).unwrap();
    assert_eq!(files(&dir.join(ABANDONED_DIR)).len(), 1);
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn the_backup_never_holds_a_game_set_aside() {
    let dir = temp_dir("aside-bak");
    let mut g = game(3);
    let mut a = GameStore::open(dir.clone());
    a.save(&g).unwrap();
    g.roll().unwrap();
    a.save(&g).unwrap();
    drop(a);
    let new = other_game();
    let new_text = save::save(&new).unwrap();
    // `ludo play --new`: the first save sets the old game aside ...
    let mut b = GameStore::open(dir.clone());
    b.save(&new).unwrap();
    assert_eq!(b.take_notices().len(), 1);
    // ... and the backup holds the new game, not a second copy of the old one
    // (a damaged current.json would have brought the old game back).
    assert_eq!(fs::read_to_string(b.backup_path()).unwrap(), new_text);
    fs::write(b.current_path(), "{ damaged").unwrap();
    let l = GameStore::open(dir.clone()).load();
    assert_eq!(l.game.unwrap().history(), new.history());
    // The next save rotates as usual: the backup is the save before.
    let mut n2 = new.clone();
    n2.roll().unwrap();
    let mut c = GameStore::open(dir.clone());
    let _ = c.load();
    c.save(&n2).unwrap();
    c.save(&n2).unwrap();
    assert_eq!(
        load_file(&c.backup_path()).unwrap().unwrap().history(),
        n2.history()
    );
    // `n` at the resume prompt, then a new game: the same.
    let mut d = GameStore::open(dir.clone());
    let l = d.load_unfinished();
    d.abandon_text(&l.json.unwrap()).unwrap();
    let third = game(3);
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
    let mut g = game(3);
    g.roll().unwrap();
    GameStore::open(dir.clone()).save(&g).unwrap();
    GameStore::open(dir.clone()).save(&g).unwrap();
    // `abandoned` is a file: the directory cannot be made.
    fs::write(dir.join(ABANDONED_DIR), "in the way").unwrap();
    let before = files(&dir);
    let mut b = GameStore::open(dir.clone());
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
    let mut s = GameStore::open(dir.clone());
    let l = s.load();
    assert!(l.game.is_none());
    assert!(
        l.messages.iter().all(|m| m.contains("will be kept as")),
        "{:?}",
        l.messages
    );
    assert_eq!(files(&dir), before, "loading renames nothing");
    s.save(&game(3)).unwrap();
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
    let l = GameStore::open(dir).load();
    assert!(l.game.is_none());
    assert!(l.messages.is_empty());
}
