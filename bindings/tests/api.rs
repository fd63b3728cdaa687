//! Tests of the binding layer itself (through its Rust API, which is exactly what the
//! generated Kotlin and Swift call): setups and saves from the foreign side are
//! validated into typed errors, foreign numbers never panic, the free functions.
//! The rules behind them (a game to the end, undo, time-outs, a save continuing
//! identically) are the core's and tested there (`core/tests/game_flow.rs`,
//! `core/tests/saves.rs`, `core/src/table/tests/`); the table driven through its
//! listener is `tests/table.rs`.

mod common;
use common::lifted;

use ludo_core::rules::{ExitNumbers, TokenId, TurnTimeLimit};
use ludo_ffi::*;
use std::sync::Arc;

/// The faces of exit numbers, as numbers.
fn exit_faces(e: ExitNumbers) -> Vec<u8> {
    e.faces().iter().map(|f| f.get()).collect()
}

/// A listener that ignores every update.
struct Ignore;

impl TableListener for Ignore {
    fn on_update(&self, _update: TableUpdate) {}
}

fn setup(seats: &[(PlayerColor, SeatKind)], seed: u64) -> GameSetup {
    GameSetup {
        seats: seats
            .iter()
            .map(|&(color, kind)| SeatSetup { color, kind })
            .collect(),
        rules: default_rules().unwrap(),
        seed: Some(seed),
        dice_script: vec![],
        first_player: None,
    }
}

fn table(s: GameSetup) -> Result<Arc<LudoTable>, LudoError> {
    LudoTable::new_game(s, table_settings_instant().unwrap(), Arc::new(Ignore), None)
}

fn two_humans(seed: u64) -> Arc<LudoTable> {
    table(setup(
        &[
            (PlayerColor::Yellow, SeatKind::Human),
            (PlayerColor::Red, SeatKind::Human),
        ],
        seed,
    ))
    .expect("valid setup")
}

fn assert_invalid_setup(s: GameSetup) {
    let r = table(s.clone());
    assert!(
        matches!(r, Err(LudoError::InvalidSetup { .. })),
        "{s:?}: {:?}",
        r.map(|_| ())
    );
}

#[test]
fn invalid_setups() {
    assert_invalid_setup(setup(&[(PlayerColor::Yellow, SeatKind::Human)], 1));
    assert_invalid_setup(GameSetup {
        seats: vec![
            SeatSetup {
                color: PlayerColor::Yellow,
                kind: SeatKind::Human
            };
            5
        ],
        ..setup(&[], 1)
    });
    assert_invalid_setup(setup(
        &[
            (PlayerColor::Red, SeatKind::Human),
            (PlayerColor::Red, SeatKind::Human),
        ],
        1,
    ));
    // not clockwise
    assert_invalid_setup(setup(
        &[
            (PlayerColor::Yellow, SeatKind::Human),
            (PlayerColor::Red, SeatKind::Human),
            (PlayerColor::Blue, SeatKind::Human),
        ],
        1,
    ));
    let base = setup(
        &[
            (PlayerColor::Yellow, SeatKind::Human),
            (PlayerColor::Red, SeatKind::Human),
        ],
        1,
    );
    for exits in [
        vec![],
        vec![0],
        vec![7],
        vec![-1],
        vec![256],
        vec![i32::MAX],
    ] {
        assert!(
            matches!(
                lifted::<ExitNumbers, _>(exits.clone()),
                Err(LudoError::InvalidSetup { .. })
            ),
            "{exits:?}"
        );
    }
    assert_eq!(exit_faces(lifted(vec![6, 1]).unwrap()), [1, 6]);
    assert!(matches!(
        lifted::<TurnTimeLimit, _>(45u32),
        Err(LudoError::InvalidSetup { .. })
    ));
    assert_eq!(lifted::<TurnTimeLimit, _>(30u32).unwrap().secs(), 30);
    let mut s = base.clone();
    s.dice_script = vec![7];
    assert_invalid_setup(s);
    let mut s = base.clone();
    s.dice_script = vec![1; 5000];
    assert_invalid_setup(s);
    let mut s = base.clone();
    s.first_player = Some(PlayerColor::Green);
    assert_invalid_setup(s);
    let mut s = base;
    s.first_player = Some(PlayerColor::Red);
    let t = table(s).expect("valid");
    let v = t.view().unwrap();
    assert_eq!(v.phase, GamePhase::AwaitingRoll);
    assert_eq!(v.to_act, Some(PlayerColor::Red));
    t.close().unwrap();
}

#[test]
fn corrupt_saves_are_errors() {
    let good = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../tests/golden/saves/mid_game.save.json"),
    )
    .expect("golden save");
    let good = good.trim_end().to_string();
    let mut bad = vec![
        String::new(),
        "null".into(),
        "{".into(),
        "[]".into(),
        "{\"format\":\"ludo-save\",\"version\":99}".into(),
        "{\"format\":\"chess\",\"version\":1}".into(),
        good.replace("\"history\":[\"roll\"", "\"history\":[\"move:3\""),
        good[..good.len() / 2].to_string(),
        good.replace("\"phase\":", "\"phaze\":"),
        "x".repeat(5 * 1024 * 1024),
        format!("{}{}", "[".repeat(100_000), "]".repeat(100_000)),
    ];
    // every single-byte truncation point in a window
    for cut in (good.len() - 40)..good.len() {
        bad.push(good[..cut].to_string());
    }
    for s in bad {
        let what = s[..s.len().min(80)].to_string();
        assert!(
            matches!(inspect_save(s.clone()), Err(LudoError::InvalidSave { .. })),
            "inspect_save {what}"
        );
        assert!(
            matches!(
                LudoReplay::open(s.clone()),
                Err(LudoError::InvalidSave { .. })
            ),
            "LudoReplay {what}"
        );
        assert!(
            matches!(
                LudoTable::load(s, table_settings_instant().unwrap(), Arc::new(Ignore), None),
                Err(LudoError::InvalidSave { .. })
            ),
            "LudoTable {what}"
        );
    }
    assert!(!inspect_save(good.clone()).expect("loads").finished);
    let t = LudoTable::load(
        good,
        table_settings_instant().unwrap(),
        Arc::new(Ignore),
        None,
    )
    .expect("loads");
    t.close().unwrap();
}

#[test]
fn foreign_input_never_panics() {
    let g = two_humans(2);
    // bad token indices never reach the core
    for t in [-1, 4, 255, 256, i32::MIN, i32::MAX] {
        assert!(
            matches!(
                lifted::<TokenId, _>(t),
                Err(LudoError::InvalidArgument { .. })
            ),
            "{t}"
        );
    }
    for (x, y) in [
        (f32::NAN, 1.0),
        (1.0, f32::NAN),
        (f32::INFINITY, 0.0),
        (f32::NEG_INFINITY, f32::NEG_INFINITY),
        (-1.0, -1.0),
        (1e30, 1e30),
    ] {
        assert_eq!(g.hit_test(x, y).unwrap(), None);
    }
    assert!(g.hit_test(7.5, 0.5).unwrap().is_some());
    for (from, to) in [
        (-2, 0),
        (0, 0),
        (5, 2),
        (0, 57),
        (i32::MIN, i32::MAX),
        (-1, 1000),
        (200, 300),
    ] {
        assert!(
            g.move_path(PlayerColor::Yellow, from, to)
                .unwrap()
                .is_empty(),
            "{from}..{to}"
        );
    }
    assert!(
        g.move_path(PlayerColor::Blue, -1, 0).unwrap().is_empty(),
        "unseated colour"
    );
    assert_eq!(g.move_path(PlayerColor::Yellow, -1, 0).unwrap().len(), 1);
    assert_eq!(g.move_path(PlayerColor::Yellow, 50, 56).unwrap().len(), 6);
    assert_eq!(g.layout().unwrap().track_len, 52);
    assert_eq!(g.token_spots().unwrap().len(), 8);
    g.close().unwrap();
    assert!(matches!(
        analyze_position("{".into()),
        Err(LudoError::InvalidPosition { .. })
    ));
    assert!(matches!(
        rules_from_json("{\"board\":\"hexagon\"}".into()),
        Err(LudoError::InvalidSetup { .. })
    ));
}

#[test]
fn free_functions() {
    assert_eq!(
        level_names().unwrap(),
        ["random", "easy", "medium", "hard", "expert", "master"]
    );
    let levels = cpu_levels().unwrap();
    // Every level is offered, master last (Level::OFFERED).
    assert_eq!(levels.len(), 6);
    assert_eq!(levels[4].level, CpuLevel::Expert);
    assert_eq!(levels[5].level, CpuLevel::Master);
    assert_eq!(levels[4].label.key, "level.expert");
    assert_eq!(
        localize(levels[4].label.clone(), "en".into()).unwrap(),
        "expert"
    );
    assert_eq!(
        localize(levels[4].label.clone(), "hi".into()).unwrap(),
        "विशेषज्ञ"
    );
    assert_eq!(
        matching_preset(default_rules().unwrap()).unwrap(),
        Some(Preset::Standard)
    );
    for p in [Preset::Standard, Preset::Quick, Preset::Tactical] {
        let r = preset_rules(p).unwrap();
        assert_eq!(matching_preset(r).unwrap(), Some(p));
        assert_eq!(
            rules_from_json(rules_to_json(r).expect("json")).expect("parse"),
            r
        );
    }
    assert!(!core_version().unwrap().is_empty());
    let out = analyze_position(
        r#"{"players":["yellow","red"],"tokens":{"yellow":[-1,-1,-1,-1],"red":[-1,-1,-1,-1]},"to_move":"yellow","steps":[{"roll":6,"token":0}]}"#
            .into(),
    )
    .expect("analyzes");
    assert!(out.contains("\"steps\""));
}

/// The setup screens start from the core's seats: a person against three medium CPUs.
#[test]
fn default_seats_are_a_person_against_three_medium_cpus() {
    let seats = default_seats().unwrap();
    let kinds: Vec<(PlayerColor, SeatKind)> = seats.iter().map(|s| (s.color, s.kind)).collect();
    assert_eq!(
        kinds,
        vec![
            (PlayerColor::Yellow, SeatKind::Human),
            (PlayerColor::Blue, SeatKind::Cpu(CpuLevel::Medium)),
            (PlayerColor::Red, SeatKind::Cpu(CpuLevel::Medium)),
            (PlayerColor::Green, SeatKind::Cpu(CpuLevel::Medium)),
        ]
    );
    // A game starts from them with the default rules.
    let setup = GameSetup {
        seats,
        rules: default_rules().unwrap(),
        seed: Some(1),
        dice_script: vec![],
        first_player: None,
    };
    assert!(
        inspect_save(
            LudoTable::new_game(
                setup,
                table_settings_instant().unwrap(),
                Arc::new(Ignore),
                None
            )
            .unwrap()
            .save_text()
            .unwrap()
        )
        .is_ok()
    );
}

/// The setup screen's choices are the core's lists: presets, timers and exit faces in
/// the core's order with catalog names and the defaults of `default_rules`.
#[test]
fn setup_choices_are_the_cores_lists() {
    let c = setup_choices().unwrap();
    let presets: Vec<Preset> = c.presets.iter().map(|p| p.preset).collect();
    assert_eq!(presets, [Preset::Standard, Preset::Quick, Preset::Tactical]);
    assert_eq!(c.default_preset, Preset::Standard);
    assert_eq!(
        preset_rules(c.default_preset).unwrap(),
        default_rules().unwrap()
    );
    assert_eq!(c.presets[1].label.key, "house.preset.quick");
    assert_eq!(
        localize(c.presets[1].label.clone(), "hi".into()).unwrap(),
        "झटपट"
    );
    assert_eq!(c.presets[2].about.key, "house.preset.tactical.about");
    let secs: Vec<Option<u32>> = c.timers.iter().map(|t| t.secs).collect();
    assert_eq!(secs, [None, Some(30), Some(60)]);
    assert_eq!(
        c.default_timer,
        default_rules()
            .unwrap()
            .turn_time_limit_secs
            .map(|t| t.secs())
    );
    assert_eq!(
        localize(c.timers[0].label.clone(), "en".into()).unwrap(),
        "No limit"
    );
    assert_eq!(
        localize(c.timers[2].label.clone(), "en".into()).unwrap(),
        "60 seconds"
    );
    assert_eq!(c.exit_numbers.faces, [1, 2, 3, 4, 5, 6]);
    assert_eq!(c.exit_numbers.min_chosen, 1);
    assert_eq!(
        c.exit_numbers.default_faces,
        [i32::from(
            exit_faces(default_rules().unwrap().exit_numbers)[0]
        )]
    );
    // Rules that match no preset have the core's name and meaning.
    assert_eq!(c.custom.label.key, "house.preset.custom");
    assert_eq!(
        localize(c.custom.label.clone(), "en".into()).unwrap(),
        "Custom"
    );
    assert_eq!(localize(c.custom.label, "bn".into()).unwrap(), "নিজস্ব নিয়ম");
    assert_eq!(c.custom.about.key, "house.preset.custom.about");
    // Every timer keeps the preset it is set on (the timer is no part of a preset).
    for t in &c.timers {
        let mut r = preset_rules(Preset::Quick).unwrap();
        r.turn_time_limit_secs = t.secs.map(|s| TurnTimeLimit::try_from(s).unwrap());
        assert_eq!(matching_preset(r).unwrap(), Some(Preset::Quick));
    }
}

/// A face button goes through the core, which refuses to clear the last exit number.
#[test]
fn toggling_an_exit_face_is_validated_by_the_core() {
    let six = default_rules().unwrap();
    let one_six = toggle_exit_number(six, 1).unwrap();
    assert_eq!(exit_faces(one_six.exit_numbers), [1, 6]);
    assert_eq!(matching_preset(one_six).unwrap(), None);
    assert_eq!(toggle_exit_number(one_six, 1).unwrap(), six);
    for bad in [6, 0, 7, -1] {
        assert!(
            matches!(
                toggle_exit_number(six, bad),
                Err(LudoError::InvalidSetup { .. })
            ),
            "{bad}"
        );
    }
}
