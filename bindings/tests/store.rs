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

/// The files under `d`'s `abandoned/` (name, text), by name.
fn abandoned(d: &Path) -> Vec<(String, String)> {
    let mut files: Vec<(String, String)> = fs::read_dir(d.join("abandoned"))
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| {
            let text = String::from_utf8_lossy(&fs::read(e.path()).unwrap()).into_owned();
            (e.file_name().to_string_lossy().into_owned(), text)
        })
        .collect();
    files.sort();
    files
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
    // The set-aside copy and its backup, and the torn one (kept, shown as damaged).
    let games = s.set_aside_games(0).unwrap();
    assert_eq!(games.len(), 2, "{games:?}");
    assert!(games.iter().any(|g| matches!(
        &g.state,
        SetAsideState::Resumable { json, .. } if *json == start
    )));
    assert!(
        games
            .iter()
            .any(|g| matches!(g.state, SetAsideState::Damaged { .. }))
    );
    let kept = abandoned(&d);
    assert!(kept.iter().any(|(_, text)| text == &start), "{kept:?}");
    assert!(kept.iter().any(|(_, text)| text == "{"), "{kept:?}");
    assert!(
        kept.iter()
            .any(|(name, text)| name.ends_with(".json.bak") && text == &start),
        "{kept:?}"
    );
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
    assert_eq!(s.set_aside_games(0).unwrap().len(), 2);
    assert_eq!(abandoned(&d), kept);
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
    assert_eq!(s.read(StoreSlot::Tutorial).unwrap(), None);
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
    let games = s.set_aside_games(0).unwrap();
    assert_eq!(games.len(), 1, "{games:?}");
    assert!(matches!(&games[0].state, SetAsideState::Resumable { json, .. } if *json == start));
    assert_eq!(
        abandoned(&d).len(),
        1,
        "the continued game's copy is removed"
    );
    assert!(matches!(
        s.continue_set_aside("../current.json".into()),
        Err(LudoError::InvalidArgument { .. })
    ));
}

/// The home screen's set-aside games, as the store judges the files under
/// `abandoned/`: any bytes without an error (a damaged file is listed as damaged, a
/// torn one falls back to its backup, a finished game is left out), newest first by
/// when each was written, with the core's words and the save to open.
#[test]
fn set_aside_games_judge_any_file_and_name_it() {
    let d = fresh("aside-judged");
    let s = open(&d);
    let t = two_person_table(None);
    let unfinished = t.save_text().unwrap();
    t.roll().unwrap();
    let rolled = t.save_text().unwrap();
    t.close().unwrap();
    let finished = save("finished");
    let kept = d.join("abandoned");
    fs::create_dir_all(&kept).unwrap();
    let file = |name: &str, save: &[u8], backup: Option<&str>, ms: Option<u64>| {
        let path = kept.join(name);
        fs::write(&path, save).unwrap();
        if let Some(b) = backup {
            fs::write(kept.join(format!("{name}.bak")), b).unwrap();
        }
        let when = std::time::UNIX_EPOCH + std::time::Duration::from_millis(ms.unwrap_or(0));
        fs::File::options()
            .write(true)
            .open(&path)
            .unwrap()
            .set_modified(when)
            .unwrap();
    };
    file(
        "1.json",
        rolled.as_bytes(),
        Some(&unfinished),
        Some(1_764_655_200_000),
    );
    file("2.json", &[0xff, 0x00, 0x80], None, Some(1_764_741_600_000));
    file("3.json", finished.as_bytes(), None, Some(1_764_828_000_000));
    file(
        "4.json",
        &rolled.as_bytes()[..rolled.len() / 2],
        Some(&unfinished),
        Some(1_000),
    );
    file("5.json", &vec![b' '; 5 * 1024 * 1024], None, Some(0));
    let list = s.set_aside_games(330).unwrap();
    let names: Vec<&str> = list.iter().map(|g| g.name.as_str()).collect();
    assert_eq!(names, ["2.json", "1.json", "4.json", "5.json"], "{list:?}");
    assert!(matches!(list[0].state, SetAsideState::Damaged { .. }));
    assert!(matches!(list[3].state, SetAsideState::Damaged { .. }));
    assert_eq!(list[1].modified_ms, Some(1_764_655_200_000));
    match &list[1].state {
        SetAsideState::Resumable {
            json,
            seats,
            actions,
            game_number,
        } => {
            assert_eq!(json, &rolled);
            assert_eq!(seats.len(), 2);
            assert_eq!((*actions, *game_number), (1, 1));
            // What it offers to resume loads.
            assert!(
                LudoTable::load(
                    json.clone(),
                    table_settings_instant().unwrap(),
                    std::sync::Arc::new(Ignore),
                    None
                )
                .is_ok()
            );
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(list[1].description.key, "aside.game");
    assert_eq!(
        localize(list[1].description.clone(), "en".into()).unwrap(),
        "2025-12-02 11:30: Yellow person, Red person, 1 action"
    );
    assert_eq!(list[0].description.key, "aside.damaged");
    assert_eq!(
        localize(list[0].description.clone(), "hi".into()).unwrap(),
        "2025-12-03 11:30: खराब है, जारी नहीं रखा जा सकता (इस डिवाइस पर रखा है)"
    );
    // The torn file's backup is offered.
    match &list[2].state {
        SetAsideState::Resumable { json, .. } => assert_eq!(json, &unfinished),
        other => panic!("{other:?}"),
    }
    assert!(
        localize(list[2].description.clone(), "bn".into())
            .unwrap()
            .contains("হলুদ ব্যক্তি, লাল ব্যক্তি")
    );
    // Nothing was changed or removed by listing them.
    assert_eq!(abandoned(&d).len(), 7);
    // No folder: nothing listed, whatever the time zone.
    fs::remove_dir_all(&kept).unwrap();
    assert_eq!(s.set_aside_games(i32::MIN).unwrap(), vec![]);
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

impl Told {
    /// A listener that calls back into `store` (when given) from the writer.
    fn new(store: Option<std::sync::Arc<LudoStore>>) -> std::sync::Arc<Told> {
        std::sync::Arc::new(Told {
            store: std::sync::Mutex::new(store),
            outcomes: std::sync::Mutex::new(vec![]),
        })
    }
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

/// A two-person game at a table that saves to `store` (`None`: nowhere).
fn two_person_table(store: Option<std::sync::Arc<LudoStore>>) -> std::sync::Arc<LudoTable> {
    LudoTable::new_game(
        two_people(),
        table_settings_instant().unwrap(),
        std::sync::Arc::new(Ignore),
        store,
    )
    .unwrap()
}

#[test]
fn a_tables_saves_are_written_by_the_stores_writer_and_told() {
    let d = fresh("writer");
    let s = open(&d);
    let told = Told::new(Some(s.clone()));
    s.set_listener(Some(told.clone())).unwrap();
    let t = two_person_table(Some(s.clone()));
    for i in 0..20 {
        // Halfway, the writer catches up: the saves after it are written over the
        // first (on a busy machine all twenty could otherwise be one write).
        if i == 10 {
            s.flush().unwrap();
        }
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
    let t = two_person_table(Some(s.clone()));
    s.flush().unwrap();
    assert_eq!(
        s.read(StoreSlot::Game).unwrap(),
        Some(t.save_text().unwrap()),
        "the new game is the save"
    );
    let kept = abandoned(&d);
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert_eq!(kept[0].1, mid, "the old game is kept whole");
    let games = s.set_aside_games(0).unwrap();
    assert!(
        matches!(&games[..], [g] if matches!(&g.state, SetAsideState::Resumable { json, .. } if *json == mid))
    );
    t.close().unwrap();
}

#[test]
fn a_save_that_cannot_be_written_is_told_and_the_file_stays() {
    let d = fresh("refused");
    let s = open(&d);
    let told = Told::new(None);
    s.set_listener(Some(told.clone())).unwrap();
    // A newer app's save is in place: it is never written over.
    let newer = save("start").replacen("\"version\":3", "\"version\":99", 1);
    fs::write(d.join("current.json"), &newer).unwrap();
    let t = two_person_table(Some(s.clone()));
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
    let t = two_person_table(Some(s.clone()));
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
    let (mid, finished) = (save("mid_game"), save("finished"));
    s.save(StoreSlot::Game, mid.clone()).unwrap();
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
    assert_eq!(h.saved.as_deref(), Some(&*mid), "the backup: {h:?}");
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

/// A save from no table (an import) never replaces an unfinished game it does not
/// continue, even after the store read that game: it is kept under `abandoned/`.
#[test]
fn an_imported_save_sets_an_unfinished_other_game_aside() {
    let d = fresh("import");
    let s = open(&d);
    let (mid, start) = (save("mid_game"), save("start"));
    s.save(StoreSlot::Game, mid.clone()).unwrap();
    assert_eq!(s.read(StoreSlot::Game).unwrap().as_deref(), Some(&*mid));
    s.save(StoreSlot::Game, start.clone()).unwrap();
    assert_eq!(s.read(StoreSlot::Game).unwrap().as_deref(), Some(&*start));
    let kept: Vec<Vec<u8>> = fs::read_dir(d.join("abandoned"))
        .unwrap()
        .flatten()
        .filter(|e| e.path().extension().is_some_and(|x| x == "json"))
        .map(|e| fs::read(e.path()).unwrap())
        .collect();
    assert_eq!(kept, vec![mid.into_bytes()], "the unfinished game is kept");
}
