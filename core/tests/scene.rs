//! The play screen as the core's scene, played the way a person plays it: every
//! person's action is a tap on a hit area of the frame on screen (found by what it
//! does, tapped at its centre), the stage answers with the action and the table
//! carries it out. A whole game against the CPU, with captures, extra rolls, an undo
//! and the CPU's animated turns; the layout on the four kinds of screens.

use ludo_core::Color;
use ludo_core::ai::Level;
use ludo_core::game::{Event, GameSetup, Phase, SeatKind, SeatSetup};
use ludo_core::i18n::Lang;
use ludo_core::rules::{Preset, Rules};
use ludo_core::scene::scenarios::{self, Run, Situation};
use ludo_core::scene::{HitArea, Insets, ItemRole, Scene, SceneAction, SceneSpec, Theme};

fn phone() -> SceneSpec {
    let mut s = SceneSpec::new(411.0, 891.0);
    s.insets = Insets {
        top: 24.0,
        bottom: 48.0,
        ..Insets::default()
    };
    s
}

/// The centre of the first hit area whose action `want` accepts.
fn find(scene: &Scene, want: impl Fn(SceneAction) -> bool) -> Option<&HitArea> {
    scene.hits.iter().find(|h| want(h.action))
}

/// Taps the hit area whose action `want` accepts, as a finger would (at its centre,
/// through the stage's hit-testing), and applies what the stage answers. Returns the
/// action the tap had.
fn tap(run: &mut Run, spec: &SceneSpec, want: impl Fn(SceneAction) -> bool) -> Option<SceneAction> {
    let scene = run.stage.frame(spec, run.now + 2000.0);
    let hit = find(&scene, want)?;
    let c = hit.frame.center();
    let action = run.stage.tap(c.x, c.y);
    assert_eq!(
        action, hit.action,
        "a tap at the centre of {:?} does what it says",
        hit.label
    );
    let input = action.input()?;
    run.input(input);
    Some(action)
}

#[test]
fn a_whole_game_through_taps_on_the_scene() {
    let setup = GameSetup {
        rules: Preset::Quick.rules(),
        seats: vec![
            SeatSetup {
                color: Color::Yellow,
                kind: SeatKind::Human,
            },
            SeatSetup {
                color: Color::Red,
                kind: SeatKind::Cpu(Level::Easy),
            },
        ],
        seed: Some(4),
        dice_script: vec![],
        first_player: Some(Color::Yellow),
    };
    let mut run = Run::new(&setup, false).expect("a game");
    let spec = phone();
    let (mut captures, mut extra_rolls, mut undone, mut cpu_animated) = (0, 0, false, false);
    for step in 0..3000 {
        let v = run.table.view();
        if v.phase == Phase::GameOver {
            break;
        }
        if v.person_to_act {
            let acted = if v.phase == Phase::AwaitingMove {
                // Move a token by tapping the token itself, or its landing square.
                let by_square = step % 2 == 0;
                tap(&mut run, &spec, |a| matches!(a, SceneAction::Move { .. }))
                    .map(|_| ())
                    .or_else(|| by_square.then_some(()))
            } else {
                tap(&mut run, &spec, |a| a == SceneAction::Roll).map(|_| ())
            };
            assert!(
                acted.is_some(),
                "step {step}: the person's action is on screen"
            );
            // Once, in the middle of the game: take the move back with the undo button.
            if !undone && v.phase == Phase::AwaitingMove && step > 20 {
                let before = *run.table.game().position();
                if tap(&mut run, &spec, |a| a == SceneAction::Undo).is_some() {
                    assert!(run.last_had(|e| matches!(e, Event::Undone { .. })));
                    assert_ne!(
                        run.table.game().position(),
                        &before,
                        "the undo took a move back"
                    );
                    undone = true;
                }
            }
        }
        let shown_before = run.now;
        for u in run.table.play_cpu_turns() {
            run.now += 1500.0;
            let moved = u
                .events
                .iter()
                .any(|e| matches!(e.event, Event::Moved { .. }));
            run.show(u);
            if moved && !cpu_animated {
                // 200 ms into the CPU's move its token is between squares and the
                // frame asks for more frames; long after, all is still.
                let mid = run.stage.frame(&spec, run.now + 250.0);
                let end = run.stage.frame(&spec, run.now + 60_000.0);
                assert!(mid.animating, "the CPU's move animates");
                assert_ne!(
                    mid.prims, end.prims,
                    "a frame mid-move differs from the settled one"
                );
                cpu_animated = true;
            }
        }
        let _ = shown_before;
        let u = run.last.as_ref().expect("an update");
        captures += u
            .events
            .iter()
            .filter(|e| matches!(e.event, Event::Captured { .. }))
            .count();
        extra_rolls += u
            .events
            .iter()
            .filter(|e| matches!(e.event, Event::ExtraRoll { .. }))
            .count();
    }
    let v = run.table.view();
    assert_eq!(
        v.phase,
        Phase::GameOver,
        "the game was played to its end by taps"
    );
    assert!(
        captures > 0 && extra_rolls > 0,
        "captures {captures}, extra rolls {extra_rolls}"
    );
    assert!(undone && cpu_animated);
    // The result card offers play again, review and home; play again starts a game.
    let scene = run.stage.frame(&spec, run.now + 10_000.0);
    for want in [
        SceneAction::PlayAgain,
        SceneAction::Review,
        SceneAction::Home,
    ] {
        assert!(
            find(&scene, |a| a == want).is_some(),
            "{want:?} on the result card"
        );
    }
    tap(&mut run, &spec, |a| a == SceneAction::PlayAgain).expect("play again");
    assert_ne!(run.table.view().phase, Phase::GameOver);
}

#[test]
fn every_screen_keeps_its_items_inside_the_safe_area_and_big_enough() {
    let mut specs = vec![phone()];
    let mut land = SceneSpec::new(891.0, 411.0);
    land.insets = Insets {
        left: 44.0,
        right: 24.0,
        ..Insets::default()
    };
    specs.push(land);
    specs.push(SceneSpec::new(320.0, 568.0));
    specs.push(SceneSpec::new(568.0, 320.0));
    specs.push(SceneSpec::new(820.0, 1180.0));
    for lang in [Lang::En, Lang::Hi, Lang::Bn] {
        for s in Situation::ALL {
            let (mut stage, at) = scenarios::stage(s).expect("a situation");
            for spec in &specs {
                let mut spec = spec.clone();
                spec.lang = lang;
                let scene = stage.frame(&spec, at);
                let safe = (
                    spec.insets.left,
                    spec.insets.top,
                    spec.width - spec.insets.right,
                    spec.height - spec.insets.bottom,
                );
                for h in &scene.hits {
                    let f = h.frame;
                    let name = format!(
                        "{s:?} {}×{} {lang:?}: {:?}",
                        spec.width, spec.height, h.label
                    );
                    assert!(!h.label.trim().is_empty(), "{name}: a label");
                    if h.action != SceneAction::None && h.role != ItemRole::Token {
                        assert!(
                            f.w >= 44.0 - 0.01 && f.h >= 44.0 - 0.01,
                            "{name}: {f:?} too small"
                        );
                    }
                    if h.role == ItemRole::Button {
                        assert!(
                            f.x >= safe.0 - 0.5
                                && f.y >= safe.1 - 0.5
                                && f.right() <= safe.2 + 0.5
                                && f.bottom() <= safe.3 + 0.5,
                            "{name}: {f:?} outside the safe area {safe:?}"
                        );
                    }
                    assert!(
                        !h.label.contains(['○', '□', '△', '✚']),
                        "{name}: no owner symbols in labels"
                    );
                }
                // Every text run stays on the screen.
                for p in &scene.prims {
                    if let ludo_core::scene::Prim::Text(t) = p {
                        assert!(
                            t.frame.x >= -0.5 && t.frame.right() <= spec.width + 0.5,
                            "{s:?} {}×{}: text {:?} at {:?}",
                            spec.width,
                            spec.height,
                            t.text,
                            t.frame
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn hit_ids_are_stable_while_the_position_stays() {
    let (mut stage, at) = scenarios::stage(Situation::MidGame).expect("mid-game");
    let a = stage.frame(&phone(), at);
    let b = stage.frame(&phone(), at + 500.0);
    let ids = |s: &Scene| s.hits.iter().map(|h| (h.id, h.action)).collect::<Vec<_>>();
    assert_eq!(ids(&a), ids(&b));
    let mut ids: Vec<u32> = a.hits.iter().map(|h| h.id).collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), a.hits.len(), "ids are unique");
}

#[test]
fn dark_and_light_differ_only_in_colour() {
    let (mut stage, at) = scenarios::stage(Situation::MidGame).expect("mid-game");
    let light = stage.frame(&phone(), at);
    let mut spec = phone();
    spec.theme = Theme::Dark;
    let dark = stage.frame(&spec, at);
    assert_ne!(light.background, dark.background);
    assert_eq!(light.prims.len(), dark.prims.len());
    assert_eq!(light.hits, dark.hits);
}

#[test]
fn reduced_motion_neither_tumbles_nor_pulses() {
    let (mut stage, at) = scenarios::stage(Situation::MidGame).expect("mid-game");
    let mut spec = phone();
    spec.reduce_motion = true;
    let a = stage.frame(&spec, at);
    let b = stage.frame(&spec, at + 333.0);
    assert_eq!(a.prims, b.prims, "nothing pulses");
    assert!(!a.animating);
    spec.reduce_motion = false;
    let c = stage.frame(&spec, at);
    let d = stage.frame(&spec, at + 333.0);
    assert_ne!(c.prims, d.prims, "the legal moves pulse");
    assert!(c.animating);
}

/// The table waits for the scene's motion with `view::timing::settle_ms`, computed
/// from the events alone; it must agree with the motion the scene plans, with full
/// and with reduced motion, over whole games (captures, finishes, first rolls).
#[test]
fn the_tables_wait_matches_the_scenes_motion() {
    use ludo_core::scene::{Snapshot, Stage};
    use ludo_core::table::{FakeClock, Table, TableConfig};
    use ludo_core::view::timing::{REDUCED, TIMING, settle_ms};
    use std::sync::Arc;
    for seed in [1u64, 2, 3] {
        let setup = GameSetup {
            rules: Rules::default(),
            seats: [Color::Yellow, Color::Blue, Color::Red, Color::Green]
                .into_iter()
                .map(|color| SeatSetup {
                    color,
                    kind: SeatKind::Cpu(Level::Easy),
                })
                .collect(),
            seed: Some(seed),
            dice_script: vec![],
            first_player: None,
        };
        let (mut table, first) =
            Table::new(&setup, Arc::new(FakeClock::new()), TableConfig::instant()).expect("a game");
        let (mut full, mut reduced) = (Stage::new(), Stage::new());
        let show = |t: &Table, u: &ludo_core::table::Update, s: &mut Stage, r: bool| {
            s.show(Arc::new(Snapshot::new(t, u)), 0.0, r);
        };
        show(&table, &first, &mut full, false);
        show(&table, &first, &mut reduced, true);
        let mut checked = 0;
        while let Some(u) = table.play_cpu_turn() {
            show(&table, &u, &mut full, false);
            show(&table, &u, &mut reduced, true);
            if u.events.is_empty() {
                continue;
            }
            assert_eq!(
                full.motion().end,
                settle_ms(&u.events, &TIMING),
                "seed {seed}: {:?}",
                u.events
            );
            assert_eq!(
                reduced.motion().end,
                settle_ms(&u.events, &REDUCED),
                "seed {seed}: {:?}",
                u.events
            );
            checked += 1;
        }
        assert!(checked > 100, "seed {seed}: {checked} updates");
    }
}

/// The sounds of a whole game (the CPU's moves are heard too): one roll sound per
/// roll, one hop per square entered, a knock per capture, a chime per token home and
/// per extra roll, the fanfare at the end; each at its moment of the animation (the
/// hops on the beats of the token's steps, after the die has landed).
#[test]
fn every_moment_has_its_sound_at_its_time() {
    use ludo_core::scene::sound::Sound;
    use ludo_core::scene::{Snapshot, Stage};
    use ludo_core::table::{FakeClock, Input, Table, TableConfig};
    use ludo_core::view::timing::TIMING;
    use std::sync::Arc;
    let setup = GameSetup {
        rules: Rules::default(),
        seats: [Color::Yellow, Color::Red]
            .into_iter()
            .map(|color| SeatSetup {
                color,
                kind: SeatKind::Cpu(Level::Easy),
            })
            .collect(),
        seed: Some(9),
        dice_script: vec![],
        first_player: Some(Color::Yellow),
    };
    let (mut table, first) =
        Table::new(&setup, Arc::new(FakeClock::new()), TableConfig::instant()).expect("a game");
    let mut stage = Stage::new();
    stage.show(Arc::new(Snapshot::new(&table, &first)), 0.0, false);
    let mut heard = std::collections::HashMap::<Sound, usize>::new();
    while let Some(u) = table.play_cpu_turn() {
        let cues = stage.show(Arc::new(Snapshot::new(&table, &u)), 0.0, false);
        let count = |f: &dyn Fn(&Event) -> bool| u.events.iter().filter(|e| f(&e.event)).count();
        let of = |s: Sound| cues.iter().filter(|c| c.sound == s).count();
        assert_eq!(
            of(Sound::Roll),
            count(&|e| matches!(e, Event::Rolled { .. } | Event::FirstRoll { .. }))
        );
        let squares: usize = u
            .events
            .iter()
            .map(|e| match &e.event {
                Event::Moved { path, .. } => path.len(),
                _ => 0,
            })
            .sum();
        assert_eq!(of(Sound::Hop), squares, "{:?}", u.events);
        assert_eq!(
            of(Sound::Capture),
            count(&|e| matches!(e, Event::Captured { .. }))
        );
        assert_eq!(
            of(Sound::Home),
            count(&|e| matches!(e, Event::TokenFinished { .. }))
        );
        assert_eq!(
            of(Sound::ExtraRoll),
            count(&|e| matches!(e, Event::ExtraRoll { .. }))
        );
        assert_eq!(
            of(Sound::Win),
            count(&|e| matches!(e, Event::GameOver { .. }))
        );
        // In time order; hops a step apart, the first one step after the die landed.
        assert!(cues.windows(2).all(|w| w[0].at_ms <= w[1].at_ms));
        let hops: Vec<u32> = cues
            .iter()
            .filter(|c| c.sound == Sound::Hop)
            .map(|c| c.at_ms)
            .collect();
        if let (Some(roll), Some(&h)) = (cues.iter().find(|c| c.sound == Sound::Roll), hops.first())
        {
            assert_eq!(h, roll.at_ms + TIMING.roll + TIMING.hop);
        }
        for c in cues {
            *heard.entry(c.sound).or_default() += 1;
        }
    }
    for s in [
        Sound::Roll,
        Sound::Hop,
        Sound::Capture,
        Sound::Home,
        Sound::ExtraRoll,
        Sound::Win,
        Sound::Safe,
    ] {
        assert!(
            heard.get(&s).copied().unwrap_or(0) > 0,
            "{s:?} was heard in a whole game"
        );
    }
    // A refused input is heard at once.
    let refused = table.apply(Input::Roll);
    assert!(refused.refused.is_some());
    let cues = stage.show(Arc::new(Snapshot::new(&table, &refused)), 0.0, false);
    assert_eq!(cues.first().map(|c| c.sound), Some(Sound::Refused));
}

/// The turn timer's warning sounds once when it runs low, not on every second.
#[test]
fn the_timer_warns_once() {
    use ludo_core::rules::TurnTimeLimit;
    use ludo_core::scene::sound::Sound;
    let rules = Rules {
        turn_time_limit_secs: Some(TurnTimeLimit::Secs30),
        ..Rules::default()
    };
    let setup = GameSetup {
        rules,
        seats: vec![
            SeatSetup {
                color: Color::Yellow,
                kind: SeatKind::Human,
            },
            SeatSetup {
                color: Color::Red,
                kind: SeatKind::Cpu(Level::Easy),
            },
        ],
        seed: Some(2),
        dice_script: vec![],
        first_player: Some(Color::Yellow),
    };
    let mut warnings = 0;
    // Every second of the person's turn, shown on a stage: count the warnings.
    let mut stage = ludo_core::scene::Stage::new();
    let mut run = Run::new(&setup, false).expect("a game");
    for s in 0..29u64 {
        run.wait(1000);
        let u = run.last.clone().expect("an update");
        let cues = stage.show(
            std::sync::Arc::new(ludo_core::scene::Snapshot::new(&run.table, &u)),
            (s * 1000) as f64,
            false,
        );
        warnings += cues.iter().filter(|c| c.sound == Sound::TimerLow).count();
    }
    assert_eq!(warnings, 1, "one warning as the timer ran low");
}

#[test]
fn the_home_art_is_a_game_under_way_and_the_same_every_time() {
    let a = scenarios::art_board(300.0, 300.0, Theme::Light).expect("art");
    let b = scenarios::art_board(300.0, 300.0, Theme::Light).expect("art");
    assert_eq!(a, b, "the same picture every time");
    let dark = scenarios::art_board(300.0, 300.0, Theme::Dark).expect("art");
    assert_ne!(a, dark);
    assert!(a.prims.len() > 100, "{} primitives", a.prims.len());
}

/// No text on any golden screen needs shrinking below 60 % of its size to fit its box
/// (by the core's width estimate): the tip card of a small landscape phone squeezed a
/// whole sentence onto one line, drawn at about 3 px (`small-land-start-hi`); now it
/// shows the entry's start, ending in "…".
#[test]
fn no_golden_screen_shrinks_a_text_below_60_percent() {
    use ludo_core::scene::Prim;
    use ludo_core::scene::text::width;
    for g in scenarios::goldens() {
        let (mut st, at) = scenarios::stage(g.situation).expect("a situation");
        let scene = st.frame(&g.spec, at);
        for p in &scene.prims {
            if let Prim::Text(t) = p {
                let w = width(&t.text, t.size, t.role);
                assert!(
                    w * 0.6 <= t.frame.w + 0.5,
                    "{}: {:?} needs {w:.0} pt in {:.0} pt",
                    g.name,
                    t.text,
                    t.frame.w
                );
            }
        }
    }
}
