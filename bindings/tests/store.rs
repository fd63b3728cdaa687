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
    LudoStore::open(
        d.to_string_lossy().into_owned(),
        Some(StoreOldLayout::Android),
    )
    .unwrap()
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

/// Every save outcome, with the name of the thread it was told on; the listener
/// also calls back into the store, as a shell's may.
struct Told {
    store: std::sync::Mutex<Option<std::sync::Arc<LudoStore>>>,
    outcomes: std::sync::Mutex<Vec<(String, SaveOutcome)>>,
}

impl StoreListener for Told {
    fn on_saved(&self, outcome: SaveOutcome) {
        let store = self.store.lock().unwrap().clone();
        if let Some(s) = store {
            // A flush and a read from the writer's own thread return: no deadlock.
            s.flush().unwrap();
            s.read(outcome.slot).unwrap();
        }
        let name = std::thread::current().name().unwrap_or("").to_owned();
        self.outcomes.lock().unwrap().push((name, outcome));
    }
}

struct Ignore;
impl TableListener for Ignore {
    fn on_update(&self, _: TableUpdate) {}
}

fn two_people() -> GameSetup {
    GameSetup {
        seats: [PlayerColor::Yellow, PlayerColor::Red]
            .map(|color| SeatSetup {
                color,
                kind: SeatKind::Human,
            })
            .to_vec(),
        rules: default_rules().unwrap(),
        seed: Some(3),
        dice_script: vec![],
        first_player: None,
    }
}

#[test]
fn a_tables_saves_are_written_by_the_stores_writer_and_told() {
    let d = fresh("writer");
    let s = open(&d);
    let told = std::sync::Arc::new(Told {
        store: std::sync::Mutex::new(Some(s.clone())),
        outcomes: std::sync::Mutex::new(vec![]),
    });
    s.set_listener(Some(told.clone())).unwrap();
    let t = LudoTable::new_game(
        two_people(),
        table_settings_instant().unwrap(),
        std::sync::Arc::new(Ignore),
        Some(s.clone()),
    )
    .unwrap();
    for _ in 0..20 {
        let v = t.view().unwrap();
        if v.die.can_roll {
            t.roll().unwrap();
        } else if let Some(m) = v.moves.first() {
            t.move_token(m.token).unwrap();
        }
    }
    s.flush().unwrap();
    // The file holds the table's game now, its previous save the backup.
    let now = t.save_text().unwrap();
    assert_eq!(s.read(StoreSlot::Game).unwrap().as_deref(), Some(&*now));
    assert!(s.read_backup(StoreSlot::Game).unwrap().is_some());
    let outcomes = told.outcomes.lock().unwrap().clone();
    assert!(!outcomes.is_empty());
    assert!(outcomes.len() <= 21, "never more writes than saves");
    for (thread, o) in &outcomes {
        assert_eq!(thread, "ludo-save", "written on the store's writer");
        assert!(o.written && o.reason.is_none(), "{o:?}");
        assert_eq!(o.slot, StoreSlot::Game);
    }
    *told.store.lock().unwrap() = None;
    t.close().unwrap();
}

#[test]
fn a_new_game_sets_the_unfinished_one_aside_before_its_first_save() {
    let d = fresh("newgame");
    let s = open(&d);
    let mid = save("mid_game");
    s.save(StoreSlot::Game, mid.clone()).unwrap();
    let t = LudoTable::new_game(
        two_people(),
        table_settings_instant().unwrap(),
        std::sync::Arc::new(Ignore),
        Some(s.clone()),
    )
    .unwrap();
    s.flush().unwrap();
    assert_eq!(
        s.read(StoreSlot::Game).unwrap(),
        Some(t.save_text().unwrap()),
        "the new game is the save"
    );
    let kept = s.set_aside_files().unwrap();
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert_eq!(kept[0].save, mid.as_bytes(), "the old game is kept whole");
    t.close().unwrap();
}

#[test]
fn a_save_that_cannot_be_written_is_told_and_the_file_stays() {
    let d = fresh("refused");
    let s = open(&d);
    let told = std::sync::Arc::new(Told {
        store: std::sync::Mutex::new(None),
        outcomes: std::sync::Mutex::new(vec![]),
    });
    s.set_listener(Some(told.clone())).unwrap();
    // A newer app's save is in place: it is never written over.
    let newer = save("start").replacen("\"version\":3", "\"version\":99", 1);
    fs::write(d.join("current.json"), &newer).unwrap();
    let t = LudoTable::new_game(
        two_people(),
        table_settings_instant().unwrap(),
        std::sync::Arc::new(Ignore),
        Some(s.clone()),
    )
    .unwrap();
    s.flush().unwrap();
    let outcomes = told.outcomes.lock().unwrap().clone();
    let (_, o) = outcomes.last().expect("told");
    assert!(!o.written);
    assert!(
        o.reason.as_deref().is_some_and(|r| r.contains("99")),
        "{o:?}"
    );
    assert_eq!(fs::read_to_string(d.join("current.json")).unwrap(), newer);
    t.close().unwrap();
}

#[test]
fn the_last_save_of_a_dropped_store_is_still_written() {
    let d = fresh("dropped");
    let s = open(&d);
    let t = LudoTable::new_game(
        two_people(),
        table_settings_instant().unwrap(),
        std::sync::Arc::new(Ignore),
        Some(s.clone()),
    )
    .unwrap();
    t.roll().unwrap();
    let now = t.save_text().unwrap();
    t.close().unwrap();
    drop(t);
    drop(s);
    // The writer finishes what it was handed, then lets the directory go.
    let again = {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
        loop {
            match LudoStore::open(d.to_string_lossy().into_owned(), None) {
                Ok(s) => break s,
                Err(e) => {
                    assert!(std::time::Instant::now() < deadline, "{e}");
                    std::thread::sleep(std::time::Duration::from_millis(10));
                }
            }
        }
    };
    assert_eq!(again.read(StoreSlot::Game).unwrap().as_deref(), Some(&*now));
}

#[test]
fn home_offers_what_the_files_hold() {
    let d = fresh("home");
    let s = open(&d);
    let empty = s.home(0).unwrap();
    assert_eq!(
        empty,
        StoreHome {
            damaged: false,
            saved: None,
            summary: None,
            resume: None,
            set_aside: vec![],
            lesson: None
        }
    );
    // An unfinished game: Resume with the core's line for it, the same save to open.
    let (mid, start, finished) = (save("mid_game"), save("start"), save("finished"));
    s.save(StoreSlot::Game, start.clone()).unwrap();
    s.save(StoreSlot::Game, mid.clone()).unwrap();
    let h = s.home(0).unwrap();
    assert_eq!(h.saved.as_deref(), Some(&*mid));
    assert!(!h.summary.as_ref().unwrap().finished);
    let resume = h.resume.expect("resume");
    assert_eq!(resume.name, "current.json");
    assert_eq!(resume.description.key, "aside.game");
    assert!(matches!(&resume.state, SetAsideState::Resumable { json, .. } if *json == mid));
    // A save that cannot be read falls back to its backup.
    fs::write(d.join("current.json"), "{ torn").unwrap();
    let h = s.home(0).unwrap();
    assert!(!h.damaged);
    assert_eq!(h.saved.as_deref(), Some(&*start), "{h:?}");
    assert!(h.resume.is_some());
    // A finished game: to review, not to resume; the game set aside is listed.
    s.save(StoreSlot::Game, mid.clone()).unwrap();
    s.set_aside(StoreSlot::Game).unwrap().expect("set aside");
    s.save(StoreSlot::Game, finished.clone()).unwrap();
    let h = s.home(0).unwrap();
    assert_eq!(h.saved.as_deref(), Some(&*finished));
    assert!(h.resume.is_none());
    assert_eq!(h.set_aside.len(), 1, "{:?}", h.set_aside);
    // No lesson yet; the game's slot never offers one.
    assert_eq!(h.lesson, None);
}

#[test]
fn home_says_a_damaged_save_once_and_keeps_it() {
    let d = fresh("home-damaged");
    fs::write(d.join("game.json"), "{ not a save").unwrap();
    fs::write(d.join("game.json.bak"), "garbage").unwrap();
    let s = open(&d);
    let h = s.home(0).unwrap();
    assert!(h.damaged);
    assert!(h.saved.is_none() && h.resume.is_none());
    assert_eq!(
        fs::read_to_string(d.join("current.json.damaged")).unwrap(),
        "{ not a save"
    );
    assert!(!s.home(0).unwrap().damaged, "said once");
}

#[test]
fn home_offers_an_unfinished_lesson() {
    let d = fresh("home-lesson");
    let s = open(&d);
    let rec = std::sync::Arc::new(Ignore);
    let t = LudoTable::tutorial(table_settings_instant().unwrap(), rec, Some(s.clone())).unwrap();
    t.roll().unwrap();
    s.flush().unwrap();
    let h = s.home(0).unwrap();
    assert_eq!(h.lesson, Some(t.save_text().unwrap()));
    assert!(h.saved.is_none(), "the lesson is not the game");
    t.close().unwrap();
}
