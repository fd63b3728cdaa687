//! The play screen through the bindings, as a phone plays it: every update's
//! `scene` shown on a `LudoStage`, every person's action a tap on the frame's hit
//! area (answered by `LudoStage.tap`) carried out by `LudoTable.perform`; the still
//! boards; the fixed situations; bad input.

use ludo_ffi::*;
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

#[derive(Default)]
struct Latest {
    update: Mutex<Option<TableUpdate>>,
    seq: Mutex<u64>,
    cv: Condvar,
}

impl TableListener for Latest {
    fn on_update(&self, update: TableUpdate) {
        *self.update.lock().unwrap() = Some(update);
        *self.seq.lock().unwrap() += 1;
        self.cv.notify_all();
    }
}

impl Latest {
    /// Waits for the first update after `n` arrived ones where `pred` holds.
    fn wait(&self, pred: impl Fn(&TableUpdate) -> bool) -> TableUpdate {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            if let Some(u) = self.update.lock().unwrap().clone()
                && pred(&u)
            {
                return u;
            }
            let seq = self.seq.lock().unwrap();
            let left = deadline.saturating_duration_since(Instant::now());
            assert!(!left.is_zero(), "timed out");
            let _ = self
                .cv
                .wait_timeout(seq, left.min(Duration::from_millis(50)))
                .unwrap();
        }
    }
}

fn spec() -> SceneSpec {
    SceneSpec {
        width: 411.0,
        height: 891.0,
        inset_top: 24.0,
        inset_right: 0.0,
        inset_bottom: 48.0,
        inset_left: 0.0,
        theme: SceneTheme::Light,
        locale: "hi-IN".into(),
        reduce_motion: false,
        save_failed: false,
        result_notes: vec![],
    }
}

#[test]
fn a_game_played_by_taps_on_the_stage() {
    let latest = Arc::new(Latest::default());
    let mut rules = preset_rules(Preset::Quick).unwrap();
    rules.board = BoardChoice::Cross;
    let setup = GameSetup {
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
        rules,
        seed: Some(3),
        dice_script: vec![],
        first_player: Some(PlayerColor::Yellow),
    };
    let table = LudoTable::new_game(
        setup,
        table_settings_instant().unwrap(),
        latest.clone(),
        None,
    )
    .unwrap();
    let stage = LudoStage::new();
    let mut now = 0.0;
    let mut taps = 0;
    let mut heard = 0;
    for _ in 0..400 {
        let u = latest.wait(|u| u.view.person_to_act || u.view.can_play_again);
        now += 5000.0;
        heard += stage.show(u.scene.clone(), now, false).unwrap().len();
        if u.view.can_play_again {
            break;
        }
        let frame = stage.frame(spec(), now + 3000.0).unwrap();
        assert!(frame.hits.iter().all(|h| !h.label.is_empty()));
        let want = |a: &SceneAction| matches!(a, SceneAction::Roll | SceneAction::Move { .. });
        let hit = frame
            .hits
            .iter()
            .find(|h| want(&h.action))
            .expect("a roll or a move on screen");
        let action = stage.tap(hit.x + hit.w / 2.0, hit.y + hit.h / 2.0).unwrap();
        assert!(want(&action));
        assert!(table.perform(action).unwrap());
        taps += 1;
        // Wait for the table to take it (the update after the tap).
        let before = u.view.next_event_seq;
        latest.wait(|u| u.view.next_event_seq > before || u.refused.is_some());
    }
    assert!(taps > 10, "{taps} taps");
    assert!(heard > taps, "sounds cued: {heard}");
    let over = latest.wait(|u| u.view.can_play_again);
    stage
        .show(over.scene.clone(), now + 10_000.0, false)
        .unwrap();
    let frame = stage.frame(spec(), now + 20_000.0).unwrap();
    // The result card: Play again, Review, Home, in Hindi.
    let labels: Vec<&str> = frame.hits.iter().map(|h| h.label.as_str()).collect();
    assert!(labels.contains(&"फिर खेलें"), "{labels:?}");
    assert!(
        !table.perform(SceneAction::Review).unwrap(),
        "the shell's own"
    );
    assert!(table.perform(SceneAction::PlayAgain).unwrap());
    // A token outside 0..=3 cannot be built here: the foreign tests send one
    // (bindings/kotlin ErrorsTest, bindings/swift ErrorsTests).
    table.close().unwrap();
}

#[test]
fn still_boards_and_situations() {
    let save = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/golden/saves/mid_game.save.json"
    ))
    .unwrap();
    let f = save_scene(save.clone(), 300.0, 300.0, SceneTheme::Dark).unwrap();
    assert!(f.prims.len() > 100 && f.hits.is_empty());
    let g = position_scene(save.clone(), 0, 300.0, 300.0, SceneTheme::Light).unwrap();
    assert_ne!(f.prims, g.prims, "the start differs from the position now");
    assert!(matches!(
        save_scene("{".into(), 300.0, 300.0, SceneTheme::Light),
        Err(LudoError::InvalidSave { .. })
    ));
    for name in ["start", "mid_game", "capture", "won", "handover", "lesson"] {
        let f = scenario_frame(name.into(), spec()).unwrap();
        assert!(f.prims.len() > 100, "{name}");
    }
    assert!(matches!(
        scenario_frame("nope".into(), spec()),
        Err(LudoError::InvalidArgument { .. })
    ));
    // Nonsense sizes give a frame, never a panic across the FFI.
    let mut s = spec();
    s.width = f32::NAN;
    s.height = -1.0;
    assert!(scenario_frame("start".into(), s).is_ok());
    assert_eq!(sound_file(Sound::ExtraRoll), "extra_roll");
}
