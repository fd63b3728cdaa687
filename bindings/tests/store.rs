//! `LudoStore`: the core's game store through the bindings, as the phones use it:
//! opening a directory in a phone's old layout moves its files (nothing lost), saves
//! with backups, games set aside and continued, damaged saves kept, newer saves left
//! untouched, the shell's files.

use ludo_ffi::*;
use std::fs;
use std::path::{Path, PathBuf};

fn save(name: &str) -> String {
    fs::read_to_string(format!(
        "{}/../tests/golden/saves/{name}.save.json",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

fn fresh(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("ludo-ffi-store-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&d);
    fs::create_dir_all(&d).unwrap();
    d
}

fn open(d: &Path) -> std::sync::Arc<LudoStore> {
    LudoStore::open(d.to_string_lossy().into_owned(), Some("game.json".into())).unwrap()
}

#[test]
fn the_old_android_layout_is_moved_and_nothing_is_lost() {
    let d = fresh("android");
    let (mid, start) = (save("mid_game"), save("start"));
    fs::write(d.join("game.json"), &mid).unwrap();
    fs::write(d.join("game.json.bak"), &start).unwrap();
    fs::write(d.join("game.json.replaced-1"), &start).unwrap();
    fs::write(d.join("game.json.bak.replaced-1"), &start).unwrap();
    fs::write(d.join("game.json.replaced-2"), "{").unwrap();
    let s = open(&d);
    assert_eq!(s.read(StoreSlot::Game).unwrap().as_deref(), Some(&*mid));
    assert_eq!(
        s.read_backup(StoreSlot::Game).unwrap().as_deref(),
        Some(&*start)
    );
    let kept = s.set_aside_files().unwrap();
    assert_eq!(kept.len(), 2, "{kept:?}");
    assert!(
        kept.iter()
            .any(|f| f.save == start.as_bytes() && f.backup.as_deref() == Some(start.as_bytes()))
    );
    assert!(kept.iter().any(|f| f.save == b"{"));
    let games = s.set_aside_games(0).unwrap();
    assert_eq!(games.len(), 2);
    let names: Vec<String> = fs::read_dir(&d)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        names.iter().all(|n| !n.starts_with("game.json")),
        "{names:?}"
    );
    drop(s);
    // Opened again: nothing moves twice.
    let s = open(&d);
    assert_eq!(s.set_aside_files().unwrap().len(), 2);
    assert_eq!(s.read(StoreSlot::Game).unwrap().as_deref(), Some(&*mid));
}

#[test]
fn a_directory_open_twice_in_a_process_is_one_store() {
    let d = fresh("twice");
    let a = open(&d);
    let b = open(&d);
    assert!(std::sync::Arc::ptr_eq(&a, &b));
}

#[test]
fn saves_keep_a_backup_and_refuse_what_is_no_save() {
    let d = fresh("saves");
    let s = open(&d);
    let (start, mid) = (save("start"), save("mid_game"));
    assert!(s.save(StoreSlot::Game, start.clone()).unwrap().is_empty());
    assert!(matches!(
        s.save(StoreSlot::Game, "not a save".into()),
        Err(LudoError::InvalidSave { .. })
    ));
    s.set_aside(StoreSlot::Game).unwrap();
    s.save(StoreSlot::Game, mid.clone()).unwrap();
    assert_eq!(s.read(StoreSlot::Game).unwrap().as_deref(), Some(&*mid));
    assert!(d.join("current.json").is_file());
    assert!(s.modified_ms(StoreSlot::Game).unwrap().is_some());
    assert_eq!(s.read(StoreSlot::Lesson).unwrap(), None);
    assert!(s.records_path().unwrap().ends_with("records.db"));
}

#[test]
fn a_game_set_aside_is_listed_and_continued() {
    let d = fresh("aside");
    let s = open(&d);
    let (start, mid) = (save("start"), save("mid_game"));
    s.save(StoreSlot::Game, mid.clone()).unwrap();
    let kept = s.set_aside(StoreSlot::Game).unwrap().unwrap();
    s.save(StoreSlot::Game, start.clone()).unwrap();
    assert_eq!(s.read(StoreSlot::Game).unwrap().as_deref(), Some(&*start));
    let games = s.set_aside_games(0).unwrap();
    assert_eq!(
        games.iter().map(|g| g.name.clone()).collect::<Vec<_>>(),
        vec![kept.clone()]
    );
    assert_eq!(s.continue_set_aside(kept).unwrap().as_deref(), Some(&*mid));
    assert_eq!(s.read(StoreSlot::Game).unwrap().as_deref(), Some(&*mid));
    // The game that was saved is kept in its place; the continued one is not listed twice.
    let files = s.set_aside_files().unwrap();
    assert_eq!(files.len(), 1, "{files:?}");
    assert_eq!(files[0].save, start.as_bytes());
    assert!(matches!(
        s.continue_set_aside("../current.json".into()),
        Err(LudoError::InvalidArgument { .. })
    ));
}

#[test]
fn damaged_saves_are_kept_and_newer_ones_never_written_over() {
    let d = fresh("damaged");
    fs::write(d.join("game.json"), "{ not a save").unwrap();
    fs::write(d.join("game.json.bak"), "garbage").unwrap();
    let s = open(&d);
    let moved = s.set_aside_damaged(StoreSlot::Game).unwrap();
    assert_eq!(
        moved,
        vec!["current.json.damaged", "current.json.bak.damaged"]
    );
    assert_eq!(
        fs::read_to_string(d.join("current.json.damaged")).unwrap(),
        "{ not a save"
    );
    assert!(s.set_aside_damaged(StoreSlot::Game).unwrap().is_empty());
    s.save(StoreSlot::Game, save("start")).unwrap();

    let newer = save("start").replacen("\"version\":3", "\"version\":99", 1);
    assert_ne!(newer, save("start"));
    fs::write(d.join("current.json"), &newer).unwrap();
    assert!(s.set_aside_damaged(StoreSlot::Game).unwrap().is_empty());
    assert!(matches!(
        s.save(StoreSlot::Game, save("mid_game")),
        Err(LudoError::SaveTooNew { .. })
    ));
    assert_eq!(fs::read_to_string(d.join("current.json")).unwrap(), newer);
}

#[test]
fn the_shell_files_keep_their_previous_version() {
    let d = fresh("shell");
    let s = open(&d);
    assert_eq!(s.read_shell_file(StoreShellFile::Settings).unwrap(), None);
    s.write_shell_file(StoreShellFile::Settings, "{\"a\":1}".into())
        .unwrap();
    s.write_shell_file(StoreShellFile::Settings, "{\"a\":2}".into())
        .unwrap();
    assert_eq!(
        s.read_shell_file(StoreShellFile::Settings)
            .unwrap()
            .as_deref(),
        Some("{\"a\":2}")
    );
    fs::write(d.join("settings.json"), "{torn").unwrap();
    assert_eq!(
        s.read_shell_file(StoreShellFile::Settings)
            .unwrap()
            .as_deref(),
        Some("{\"a\":1}")
    );
    assert_eq!(s.read_shell_file(StoreShellFile::Setup).unwrap(), None);
}
