//! The games set aside as the shells list, name and continue them
//! (`ludo_core::store::aside`, `GameStore::set_aside_games`), moved from the
//! terminal's `aside.rs`: which files are listed and in which order, what cannot be
//! read, the id digits that find a game, a file read on its own; and the data
//! directories the store refuses (`GameStore::open_checked`), moved from the
//! terminal's `storage.rs`.

#![cfg(all(unix, feature = "records"))]

mod store_common;

use ludo_core::game::Game;
use ludo_core::i18n::{Lang, localize};
use ludo_core::save;
use ludo_core::store::*;
use std::fs;
use std::path::{Path, PathBuf};
use store_common::{game, step, temp_dir};

/// `game(seed)` after `n` actions.
fn played(seed: u64, n: usize) -> Game {
    let mut g = game(seed);
    for _ in 0..n {
        assert!(step(&mut g));
    }
    g
}

/// Writes `text` as `abandoned/<name>` of `dir`.
fn put(dir: &Path, name: &str, text: &str) -> PathBuf {
    let p = dir.join(ABANDONED_DIR).join(name);
    fs::create_dir_all(p.parent().unwrap()).unwrap();
    fs::write(&p, text).unwrap();
    p
}

/// The lesson's save text.
fn lesson() -> String {
    use ludo_core::table::{SystemClock, Table, TableConfig};
    let (t, _) = Table::tutorial(
        std::sync::Arc::new(SystemClock::new()),
        TableConfig::default(),
    )
    .unwrap();
    t.save_request().unwrap().json
}

#[test]
fn unfinished_games_are_listed_newest_first_and_the_rest_named_or_left_out() {
    let dir = temp_dir("aside-list");
    let s = GameStore::open(dir.clone());
    // No folder: nothing, and no error.
    let none = s.set_aside_games(0);
    assert!(none.games.is_empty() && none.unreadable.is_empty());
    let old = played(1, 3);
    let new = played(2, 5);
    let p_old = put(&dir, "1000.json", &save::save(&old).unwrap());
    let p_new = put(&dir, "2000-1.json", &save::save(&new).unwrap());
    let p_bad = put(&dir, "1500.json", "not a save");
    let p_empty = put(&dir, "1600.json", "");
    // Nothing to continue: a finished game, the lesson; and not a `.json` file.
    let mut done = game(3);
    while step(&mut done) {}
    put(&dir, "3000.json", &save::save(&done).unwrap());
    put(&dir, "3001.json", &lesson());
    put(&dir, "4000.json.bak", &save::save(&old).unwrap());
    // A folder in place of a file is not opened, and named.
    fs::create_dir_all(dir.join(ABANDONED_DIR).join("1700.json")).unwrap();
    let list = s.set_aside_games(0);
    let paths: Vec<&Path> = list.games.iter().map(|g| g.path.as_path()).collect();
    assert_eq!(paths, [p_new.as_path(), p_old.as_path()]);
    let g = &list.games[0];
    assert_eq!(g.id, ludo_core::records::GameId::of(&new));
    assert_eq!(g.game.history(), new.history());
    assert_eq!(g.json, save::save(&new).unwrap());
    assert_eq!(g.set_aside_secs(), Some(2000));
    assert!(!g.is_lesson());
    assert_eq!(
        localize(g.description.as_ref().unwrap(), Lang::En),
        "1970-01-01 00:33: Yellow person, Red person, 5 actions"
    );
    // At another offset, another time of day.
    let east = s.set_aside_games(60);
    assert!(
        localize(east.games[0].description.as_ref().unwrap(), Lang::En)
            .starts_with("1970-01-01 01:33")
    );
    let bad: Vec<&Path> = list.unreadable.iter().map(|(p, _)| p.as_path()).collect();
    let folder = dir.join(ABANDONED_DIR).join("1700.json");
    assert_eq!(bad, [p_bad.as_path(), p_empty.as_path(), folder.as_path()]);
    assert!(list.unreadable.iter().all(|(_, why)| !why.is_empty()));
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn the_first_digits_of_an_id_find_a_game() {
    let dir = temp_dir("aside-find");
    let s = GameStore::open(dir.clone());
    let a = played(1, 2);
    let id_a = ludo_core::records::GameId::of(&a);
    // Another game whose id starts with the same digit.
    let b = (2..)
        .map(|seed| played(seed, 2))
        .find(|b| ludo_core::records::GameId::of(b).as_str()[..1] == id_a.as_str()[..1])
        .unwrap();
    put(&dir, "100.json", &save::save(&a).unwrap());
    put(&dir, "200.json", &save::save(&b).unwrap());
    let id_b = ludo_core::records::GameId::of(&b);
    assert_eq!(id_a.short(), &id_a.as_str()[..8]);
    // Any case, white space around, any length up to the whole id.
    for typed in [
        id_a.short().to_owned(),
        format!("  {} ", id_a.as_str().to_uppercase()),
        id_a.as_str()[..3].to_owned(),
    ] {
        match s.set_aside_games(0).find(&typed) {
            Found::One(g) => assert_eq!(g.id, id_a, "{typed:?}"),
            f => panic!("{typed:?}: {f:?}"),
        }
    }
    // Not hex digits, empty, too long: nothing, not every game.
    for typed in ["", "  ", "xyz", "१२३", &format!("{}0", id_a.as_str())] {
        assert!(s.set_aside_games(0).matching(typed).is_empty(), "{typed:?}");
        assert!(matches!(s.set_aside_games(0).find(typed), Found::None));
    }
    // Digits both ids start with: more are needed.
    match s.set_aside_games(0).find(&id_a.as_str()[..1]) {
        Found::Several(games) => assert_eq!(games.len(), 2),
        f => panic!("{f:?}"),
    }
    // The same game set aside twice at the same point, with different table
    // states: copies, newest first, that only their files tell apart.
    let mut v: serde_json::Value = serde_json::from_str(&save::save(&b).unwrap()).unwrap();
    v["table"] = serde_json::json!({ "undos": 1 });
    let p_copy = put(&dir, "300.json", &v.to_string());
    assert!(s.set_aside_games(0).unreadable.is_empty());
    match s.set_aside_games(0).find(id_b.short()) {
        Found::Copies(games) => {
            assert_eq!(games.len(), 2);
            assert_eq!(games[0].path, p_copy);
            assert!(games.iter().all(|g| g.id == id_b));
        }
        f => panic!("{f:?}"),
    }
    assert_eq!(s.set_aside_games(0).matching(id_b.short()).len(), 2);
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_file_read_on_its_own_is_any_save_and_says_why_it_cannot_be() {
    let dir = temp_dir("aside-read");
    fs::create_dir_all(&dir).unwrap();
    assert_eq!(
        SetAsideGame::read(&dir.join("missing.json"))
            .unwrap()
            .map(|g| g.id),
        None
    );
    let g = played(4, 3);
    let p = dir.join("mine.json");
    fs::write(&p, save::save(&g).unwrap()).unwrap();
    let read = SetAsideGame::read(&p).unwrap().unwrap();
    assert_eq!(read.id, ludo_core::records::GameId::of(&g));
    assert_eq!(read.path, p);
    assert!(read.description.is_none());
    // Not named by the time it was set aside.
    assert_eq!(read.set_aside_secs(), None);
    // The lesson is read (the shell sends the player to its command).
    let l = dir.join("tutorial.json");
    fs::write(&l, lesson()).unwrap();
    assert!(SetAsideGame::read(&l).unwrap().unwrap().is_lesson());
    // Garbage, an empty file, a folder: damaged, in words.
    fs::write(&p, "{").unwrap();
    assert!(matches!(SetAsideGame::read(&p), Err(FileError::Damaged(_))));
    fs::write(&p, " \n").unwrap();
    assert_eq!(
        SetAsideGame::read(&p).unwrap_err(),
        FileError::Damaged(EMPTY_SAVE.into())
    );
    assert!(matches!(
        SetAsideGame::read(&dir),
        Err(FileError::Damaged(_))
    ));
    // A newer format: kept for a newer version.
    fs::write(&p, r#"{"format":"ludo-save","version":999}"#).unwrap();
    assert!(matches!(SetAsideGame::read(&p), Err(FileError::Newer(_))));
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_set_aside_file_is_known_by_its_real_folder() {
    let dir = temp_dir("aside-is");
    let s = GameStore::open(dir.clone());
    let p = put(&dir, "1.json", "x");
    assert!(s.is_set_aside_file(&p));
    assert!(s.is_set_aside_file(&dir.join("abandoned/../abandoned/1.json")));
    // A link to the folder is the folder.
    let link = dir.join("link");
    std::os::unix::fs::symlink(dir.join(ABANDONED_DIR), &link).unwrap();
    assert!(s.is_set_aside_file(&link.join("1.json")));
    assert!(!s.is_set_aside_file(&dir.join(CURRENT)));
    assert!(!s.is_set_aside_file(&dir.join("abandoned/sub/1.json")));
    assert!(!s.is_set_aside_file(Path::new("1.json")));
    // Without the folder, nothing is.
    let other = GameStore::open(dir.join("elsewhere"));
    assert!(!other.is_set_aside_file(&p));
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_directory_that_can_never_hold_the_store_is_refused_at_once() {
    let dir = temp_dir("open-checked");
    fs::create_dir_all(&dir).unwrap();
    // Missing: made at the first write.
    let s = GameStore::open_checked(dir.join("new/ludo")).unwrap();
    assert_eq!(s.dir(), dir.join("new/ludo"));
    assert!(!dir.join("new").exists());
    // Relative: made absolute.
    let s = GameStore::open_checked("some/where").unwrap();
    assert!(s.dir().is_absolute() && s.dir().ends_with("some/where"));
    // A file in its place, or above it.
    let file = dir.join("notes.txt");
    fs::write(&file, "x").unwrap();
    assert_eq!(
        GameStore::open_checked(&file).unwrap_err(),
        DirError::NotADirectory(file.clone())
    );
    let e = GameStore::open_checked(file.join("ludo/x")).unwrap_err();
    assert_eq!(
        e,
        DirError::FileAbove {
            dir: file.join("ludo/x"),
            file: file.clone()
        }
    );
    assert_eq!(
        e.to_string(),
        format!(
            "the data directory {} cannot be made: {} is not a directory",
            file.join("ludo/x").display(),
            file.display()
        )
    );
    // A symbolic link to nothing, there or above.
    let link = dir.join("link");
    std::os::unix::fs::symlink(dir.join("gone"), &link).unwrap();
    for d in [link.clone(), link.join("ludo")] {
        assert_eq!(
            GameStore::open_checked(&d).unwrap_err(),
            DirError::DanglingLink {
                dir: d.clone(),
                link: link.clone(),
                target: dir.join("gone")
            }
        );
    }
    // Once the target exists, it is fine.
    fs::create_dir_all(dir.join("gone")).unwrap();
    assert!(GameStore::open_checked(link.join("ludo")).is_ok());
    let _ = fs::remove_dir_all(&dir);
}
