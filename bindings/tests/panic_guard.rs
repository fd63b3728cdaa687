//! Every export of `LudoTable` and every free function runs inside the one panic
//! guard: with the debug builds' hook set, each panics inside its guard and the
//! caller gets `LudoError::Internal`, never an abort; the table still works after.
//! The same for `LudoRecords` and `LudoReplay`. Which exports there are is read
//! from the UniFFI metadata of the built library (what the Kotlin and Swift are
//! generated from), not listed by hand: an export no test here makes panic fails.

// The hook exists in debug builds only (never in a release library).
#![cfg(debug_assertions)]

mod common;
use common::finished_save;

use camino::Utf8PathBuf;
use ludo_ffi::error::test_hooks::panic_in;
use ludo_ffi::*;
use std::cell::RefCell;
use std::collections::BTreeSet;
use std::env::consts::{DLL_PREFIX, DLL_SUFFIX};
use std::sync::Arc;
use uniffi_bindgen::macro_metadata::extract_from_library;
use uniffi_meta::Metadata;

/// One export called on a table, its result dropped.
type Call = Box<dyn Fn(&LudoTable) -> Result<(), LudoError>>;

struct Quiet;

impl TableListener for Quiet {
    fn on_update(&self, _update: TableUpdate) {}
}

/// Calls `f` with the hook set to `name` and checks the typed error.
fn panics_as_internal<T: std::fmt::Debug>(name: &str, f: impl FnOnce() -> Result<T, LudoError>) {
    TRIED.with(|t| t.borrow_mut().insert(name.to_string()));
    panic_in(Some(name));
    let r = f();
    panic_in(None);
    match r {
        Err(LudoError::Internal { reason }) => assert!(
            reason.contains("test hook") && reason.starts_with(name),
            "{name}: {reason}"
        ),
        other => panic!("{name}: expected Internal, got {other:?}"),
    }
}

thread_local! {
    /// The exports made to panic on this thread so far.
    static TRIED: RefCell<BTreeSet<String>> = const { RefCell::new(BTreeSet::new()) };
}

/// Every fallible function, constructor and method the library exports, named as
/// the guard names them (`default_rules`, `LudoTable.roll`): read from the UniFFI
/// metadata in the `ludo_ffi` library cargo built beside this test (in `deps/`).
/// Exports without an error type cannot report a caught panic and are not listed.
fn fallible_exports() -> BTreeSet<String> {
    let exe = std::env::current_exe().expect("test path");
    let dir = exe.parent().expect("deps dir");
    let lib = dir.join(format!("{DLL_PREFIX}ludo_ffi{DLL_SUFFIX}"));
    let lib = Utf8PathBuf::from_path_buf(lib).expect("utf-8 path");
    let meta = extract_from_library(&lib).expect("UniFFI metadata in the library");
    meta.into_iter()
        .filter_map(|m| match m {
            Metadata::Func(f) if f.throws.is_some() => Some(f.orig_name.unwrap_or(f.name)),
            Metadata::Constructor(c) if c.throws.is_some() => {
                Some(format!("{}.{}", c.self_name, c.orig_name.unwrap_or(c.name)))
            }
            Metadata::Method(m) if m.throws.is_some() => {
                Some(format!("{}.{}", m.self_name, m.orig_name.unwrap_or(m.name)))
            }
            _ => None,
        })
        .collect()
}

/// Each fallible export of the library turns a panic into `LudoError::Internal`:
/// the tests below make each one panic, and together they must cover the list the
/// metadata gives.
#[test]
fn every_export_turns_a_panic_into_a_typed_error() {
    free_functions();
    table_exports();
    records_and_replay_exports();
    store_exports();
    let tried = TRIED.with(|t| t.borrow().clone());
    let exports = fallible_exports();
    assert!(exports.len() > 60, "{} exports read", exports.len());
    let untried: Vec<_> = exports.difference(&tried).collect();
    assert!(
        untried.is_empty(),
        "exports never made to panic: {untried:?}"
    );
    let unknown: Vec<_> = tried.difference(&exports).collect();
    assert!(unknown.is_empty(), "not exports: {unknown:?}");
}

/// A review listener that drops what it hears.
struct Unheard;

impl ReviewListener for Unheard {
    fn on_progress(&self, _done: u32, _total: u32) {}
    fn on_done(&self, _review: GameReview) {}
    fn on_error(&self, _error: LudoError) {}
}

/// A table listener that keeps the last scene.
#[derive(Default)]
struct LastScene(std::sync::Mutex<Option<Arc<SceneState>>>);

impl TableListener for LastScene {
    fn on_update(&self, update: TableUpdate) {
        *self.0.lock().unwrap() = Some(update.scene);
    }
}

fn scene_spec() -> SceneSpec {
    SceneSpec {
        width: 411.0,
        height: 891.0,
        inset_top: 0.0,
        inset_right: 0.0,
        inset_bottom: 0.0,
        inset_left: 0.0,
        theme: SceneTheme::Light,
        locale: "en".into(),
        reduce_motion: false,
        save_failed: false,
        result_notes: vec![],
    }
}

fn setup() -> GameSetup {
    GameSetup {
        seats: vec![
            SeatSetup {
                color: PlayerColor::Yellow,
                kind: SeatKind::Human,
            },
            SeatSetup {
                color: PlayerColor::Red,
                kind: SeatKind::Cpu(CpuLevel::Easy),
            },
        ],
        rules: default_rules().unwrap(),
        seed: Some(1),
        dice_script: vec![],
        first_player: None,
    }
}

fn free_functions() {
    let rules = default_rules().unwrap();
    let msg = Message {
        key: "refusal.paused".into(),
        args: vec![],
    };
    panics_as_internal("default_rules", default_rules);
    panics_as_internal("default_seats", default_seats);
    panics_as_internal("preset_rules", || preset_rules(Preset::Quick));
    panics_as_internal("matching_preset", || matching_preset(rules));
    panics_as_internal("rules_from_json", || rules_from_json("{}".into()));
    panics_as_internal("rules_to_json", || rules_to_json(rules));
    panics_as_internal("level_names", level_names);
    panics_as_internal("cpu_levels", cpu_levels);
    panics_as_internal("setup_choices", setup_choices);
    panics_as_internal("toggle_exit_number", || toggle_exit_number(rules, 1));
    panics_as_internal("analyze_position", || analyze_position("{}".into()));
    panics_as_internal("core_version", core_version);
    panics_as_internal("localize", || localize(msg.clone(), "en".into()));
    panics_as_internal("inspect_save", || inspect_save("{}".into()));
    panics_as_internal("table_settings_default", table_settings_default);
    panics_as_internal("table_settings_instant", table_settings_instant);
    panics_as_internal("default_review_options", default_review_options);
    panics_as_internal("position_spots", || position_spots("{}".into(), 0));
    let m = ReviewMove {
        token: 0,
        from: -1,
        to: 0,
    };
    let decision = ReviewDecision {
        action: 0,
        player: PlayerColor::Yellow,
        roll: 6,
        played: m.clone(),
        best: m,
        win_chance_played: 0.5,
        win_chance_best: 0.5,
        margin: 0.0,
        verdict: ReviewVerdict::Best,
        candidates: vec![],
        win_chances: vec![],
        decided: false,
        line: Message {
            key: "review.verdict.best".into(),
            args: vec![],
        },
        said: vec![],
    };
    let theme = SceneTheme::Light;
    panics_as_internal("review_scene", || {
        review_scene("{}".into(), decision.clone(), 300.0, 300.0, theme)
    });
    panics_as_internal("review_board", || review_board("{}".into(), decision));
    panics_as_internal("rules_in_words", || rules_in_words(rules, 2));
    panics_as_internal("seat_count_problem", || seat_count_problem(setup().seats));
    panics_as_internal("date_time_text", || date_time_text(0, 0));
    panics_as_internal("shown_rating", || shown_rating(1500.0));
    panics_as_internal("shown_percent", || shown_percent(0.5));
    let entry = HistoryEntry {
        game_id: "g".into(),
        recorded_ms: 0,
        game_number: 1,
        rolls: 0,
        tutorial: false,
        undos: 0,
        rated: true,
        unrated_reason: None,
        unrated_message: None,
        seats: vec![],
    };
    panics_as_internal("history_line", || history_line(entry, 0));
    panics_as_internal("home_art", || {
        ludo_ffi::scene::home_art(300.0, 600.0, theme)
    });
    panics_as_internal("position_scene", || {
        position_scene("{}".into(), 0, 300.0, 300.0, theme)
    });
    panics_as_internal("review_graph_scene", || {
        review_graph_scene(vec![], None, 300.0, 200.0, theme)
    });
    panics_as_internal("save_scene", || {
        save_scene("{}".into(), 300.0, 300.0, theme)
    });
    panics_as_internal("scenario_frame", || {
        scenario_frame("two_arm".into(), scene_spec())
    });
    let options = default_review_options().unwrap();
    panics_as_internal("review_game", || {
        review_game("{}".into(), options.clone(), Arc::new(Unheard)).map(drop)
    });
    let job = review_game(finished_save(), options, Arc::new(Unheard)).unwrap();
    panics_as_internal("LudoReviewJob.cancel", || job.cancel());
    job.cancel().unwrap();
    // Without the hook they work.
    assert!(localize(msg, "en".into()).is_ok());
}

fn table_exports() {
    let s = || table_settings_instant().unwrap();
    let l = || -> Arc<dyn TableListener> { Arc::new(Quiet) };
    panics_as_internal("LudoTable.new_game", || {
        LudoTable::new_game(setup(), s(), l(), None)
    });
    panics_as_internal("LudoTable.tutorial", || LudoTable::tutorial(s(), l(), None));
    let json = LudoTable::new_game(setup(), s(), l(), None)
        .unwrap()
        .save_text()
        .unwrap();
    panics_as_internal("LudoTable.load", || {
        LudoTable::load(json.clone(), s(), l(), None)
    });

    let t = LudoTable::new_game(setup(), s(), l(), None).unwrap();
    let calls: Vec<(&str, Call)> = vec![
        ("LudoTable.roll", Box::new(|t| t.roll())),
        (
            "LudoTable.move_token",
            Box::new(|t| t.move_token(ludo_core::TokenId::FIRST)),
        ),
        (
            "LudoTable.tap_board",
            Box::new(|t| t.tap_board(1.0, 1.0, 0.5)),
        ),
        (
            "LudoTable.set_seat",
            Box::new(|t| t.set_seat(PlayerColor::Red, SeatKind::Human)),
        ),
        (
            "LudoTable.hand_to_cpu",
            Box::new(|t| t.hand_to_cpu(PlayerColor::Red)),
        ),
        (
            "LudoTable.set_profile",
            Box::new(|t| t.set_profile(PlayerColor::Red, Some("p".into()))),
        ),
        (
            "LudoTable.mix_dice",
            Box::new(|t| t.mix_dice("words".into())),
        ),
        ("LudoTable.undo", Box::new(|t| t.undo())),
        ("LudoTable.hint", Box::new(|t| t.hint())),
        ("LudoTable.play_again", Box::new(|t| t.play_again())),
        ("LudoTable.pause", Box::new(|t| t.pause())),
        ("LudoTable.resume", Box::new(|t| t.resume())),
        (
            "LudoTable.acknowledge_handover",
            Box::new(|t| t.acknowledge_handover()),
        ),
        ("LudoTable.present", Box::new(|t| t.present())),
        ("LudoTable.view", Box::new(|t| t.view().map(drop))),
        ("LudoTable.save_text", Box::new(|t| t.save_text().map(drop))),
        (
            "LudoTable.is_tutorial",
            Box::new(|t| t.is_tutorial().map(drop)),
        ),
        (
            "LudoTable.describe_square",
            Box::new(|t| t.describe_square(SquareId::Track { index: 1 }).map(drop)),
        ),
        ("LudoTable.layout", Box::new(|t| t.layout().map(drop))),
        (
            "LudoTable.token_spots",
            Box::new(|t| t.token_spots().map(drop)),
        ),
        (
            "LudoTable.hit_test",
            Box::new(|t| t.hit_test(1.0, 1.0).map(drop)),
        ),
        (
            "LudoTable.move_path",
            Box::new(|t| t.move_path(PlayerColor::Yellow, -1, 3).map(drop)),
        ),
        (
            "LudoTable.render_svg",
            Box::new(|t| t.render_svg(true).map(drop)),
        ),
        (
            "LudoTable.perform",
            Box::new(|t| t.perform(SceneAction::Hint).map(drop)),
        ),
        ("LudoTable.close", Box::new(|t| t.close())),
    ];
    for (name, call) in &calls {
        panics_as_internal(name, || call(&t));
        // The table is still usable after the caught panic.
        assert!(t.view().is_ok(), "{name}: table broken after the panic");
    }
    // And every call works without the hook.
    for (name, call) in &calls {
        call(&t).unwrap_or_else(|e| panic!("{name}: {e}"));
    }

    // The stage, with a scene from a table.
    let last = Arc::new(LastScene::default());
    let t = LudoTable::new_game(setup(), s(), last.clone(), None).unwrap();
    t.present().unwrap();
    // Updates reach the listener on the table's thread.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    let scene = loop {
        if let Some(s) = last.0.lock().unwrap().clone() {
            break s;
        }
        assert!(std::time::Instant::now() < deadline, "no update");
        std::thread::sleep(std::time::Duration::from_millis(5));
    };
    let stage = LudoStage::new();
    panics_as_internal("LudoStage.show", || stage.show(scene.clone(), 0.0, false));
    panics_as_internal("LudoStage.frame", || stage.frame(scene_spec(), 0.0));
    panics_as_internal("LudoStage.tap", || stage.tap(1.0, 1.0));
    stage.show(scene, 0.0, false).unwrap();
    stage.frame(scene_spec(), 0.0).unwrap();
    stage.tap(1.0, 1.0).unwrap();
    t.close().unwrap();
}

/// One export called on the records, its result dropped.
type RecordsCall = Box<dyn Fn(&LudoRecords) -> Result<(), LudoError>>;

fn records_and_replay_exports() {
    let dir = std::env::temp_dir().join(format!("ludo-ffi-guard-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("records.db").to_string_lossy().into_owned();
    panics_as_internal("LudoRecords.open", || LudoRecords::open(path.clone()));
    let r = LudoRecords::open(path.clone()).unwrap();
    let id = r.add_profile("Asha".into()).unwrap().id;
    let finished = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/golden/saves/finished.save.json"
    ))
    .unwrap();
    let game = r.record_finished(finished.clone()).unwrap().game_id;
    let (i1, i2, g1, g2, f) = (
        id.clone(),
        id.clone(),
        game.clone(),
        game.clone(),
        finished.clone(),
    );
    let calls: Vec<(&str, RecordsCall)> = vec![
        (
            "LudoRecords.set_aside",
            Box::new(|r| r.set_aside().map(drop)),
        ),
        ("LudoRecords.profiles", Box::new(|r| r.profiles().map(drop))),
        (
            "LudoRecords.profile",
            Box::new(move |r| r.profile(i1.clone()).map(drop)),
        ),
        (
            "LudoRecords.stats",
            Box::new(move |r| r.stats(i2.clone()).map(drop)),
        ),
        (
            "LudoRecords.record_finished",
            Box::new(move |r| r.record_finished(f.clone()).map(drop)),
        ),
        (
            "LudoRecords.history",
            Box::new(|r| r.history(None, 5).map(drop)),
        ),
        (
            "LudoRecords.find_game",
            Box::new(move |r| r.find_game(g1.clone()).map(drop)),
        ),
        (
            "LudoRecords.game_save",
            Box::new(move |r| r.game_save(g2.clone()).map(drop)),
        ),
    ];
    for (name, call) in &calls {
        panics_as_internal(name, || call(&r));
        assert!(
            r.profiles().is_ok(),
            "{name}: records broken after the panic"
        );
    }
    for (name, call) in &calls {
        call(&r).unwrap_or_else(|e| panic!("{name}: {e}"));
    }
    // The changing calls, each on its own profile.
    panics_as_internal("LudoRecords.add_profile", || r.add_profile("Bina".into()));
    let b = r.add_profile("Bina".into()).unwrap().id;
    panics_as_internal("LudoRecords.rename_profile", || {
        r.rename_profile(b.clone(), "Bina K".into())
    });
    panics_as_internal("LudoRecords.merge_profiles", || {
        r.merge_profiles(b.clone(), id.clone())
    });
    panics_as_internal("LudoRecords.delete_profile", || r.delete_profile(b.clone()));
    // A table named from these records (the records' lock, then the table's).
    let t = LudoTable::new_game(
        setup(),
        table_settings_instant().unwrap(),
        Arc::new(Quiet),
        None,
    )
    .unwrap();
    t.set_profile(PlayerColor::Yellow, Some(id.to_string()))
        .unwrap();
    panics_as_internal("LudoTable.name_profiles", || t.name_profiles(r.clone()));
    t.name_profiles(r.clone()).unwrap();
    let yellow = t
        .view()
        .unwrap()
        .seats
        .into_iter()
        .find(|s| s.color == PlayerColor::Yellow);
    assert_eq!(yellow.and_then(|s| s.profile_name).as_deref(), Some("Asha"));
    t.close().unwrap();
    // Nothing changed by the caught panics.
    assert_eq!(r.profile(b.clone()).unwrap().name, "Bina");
    assert_eq!(r.delete_profile(b).unwrap(), 0);

    panics_as_internal("LudoReplay.open", || LudoReplay::open(finished.clone()));
    let rp = LudoReplay::open(finished).unwrap();
    panics_as_internal("LudoReplay.len", || rp.len());
    panics_as_internal("LudoReplay.is_empty", || rp.is_empty());
    panics_as_internal("LudoReplay.view_at", || rp.view_at(3));
    panics_as_internal("LudoReplay.announcements_at", || rp.announcements_at(3));
    panics_as_internal("LudoReplay.layout", || rp.layout());
    assert!(rp.view_at(3).is_ok());
    drop(r);
    let _ = std::fs::remove_dir_all(&dir);
}

/// One export called on the store, its result dropped.
type StoreCall = Box<dyn Fn(&LudoStore) -> Result<(), LudoError>>;

fn store_exports() {
    let dir = std::env::temp_dir().join(format!("ludo-ffi-guard-store-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let d = dir.to_string_lossy().into_owned();
    panics_as_internal("LudoStore.open", || LudoStore::open(d.clone(), None));
    let s = LudoStore::open(d.clone(), Some(StoreOldLayout::Android)).unwrap();
    let calls: Vec<(&str, StoreCall)> = vec![
        ("LudoStore.dir", Box::new(|s| s.dir().map(drop))),
        (
            "LudoStore.records_path",
            Box::new(|s| s.records_path().map(drop)),
        ),
        (
            "LudoStore.read",
            Box::new(|s| s.read(StoreSlot::Game).map(drop)),
        ),
        (
            "LudoStore.read_backup",
            Box::new(|s| s.read_backup(StoreSlot::Tutorial).map(drop)),
        ),
        (
            "LudoStore.modified_ms",
            Box::new(|s| s.modified_ms(StoreSlot::Game).map(drop)),
        ),
        (
            "LudoStore.save",
            Box::new(|s| s.save(StoreSlot::Game, "{}".into()).map(drop)),
        ),
        (
            "LudoStore.set_aside",
            Box::new(|s| s.set_aside(StoreSlot::Game).map(drop)),
        ),
        (
            "LudoStore.set_aside_damaged",
            Box::new(|s| s.set_aside_damaged(StoreSlot::Game).map(drop)),
        ),
        (
            "LudoStore.set_aside_games",
            Box::new(|s| s.set_aside_games(0).map(drop)),
        ),
        (
            "LudoStore.continue_set_aside",
            Box::new(|s| s.continue_set_aside("1.json".into()).map(drop)),
        ),
        (
            "LudoStore.read_shell_file",
            Box::new(|s| s.read_shell_file(StoreShellFile::Settings).map(drop)),
        ),
        (
            "LudoStore.write_shell_file",
            Box::new(|s| {
                s.write_shell_file(StoreShellFile::Setup, "{}".into())
                    .map(drop)
            }),
        ),
        ("LudoStore.flush", Box::new(|s| s.flush())),
        ("LudoStore.home", Box::new(|s| s.home(0).map(drop))),
        ("LudoStore.set_listener", Box::new(|s| s.set_listener(None))),
    ];
    for (name, call) in &calls {
        panics_as_internal(name, || call(&s));
    }
    // The store still works after every panic.
    assert_eq!(s.read(StoreSlot::Game).unwrap(), None);
    drop(s);
    let _ = std::fs::remove_dir_all(&dir);
}
