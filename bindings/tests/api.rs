//! Tests of the binding layer itself (through its Rust API, which is exactly what the
//! generated Kotlin and Swift call): error mapping, input validation, save/load,
//! concurrency from several threads, the async CPU move and its cancellation.

use ludo_ffi::*;
use std::sync::Arc;
use std::time::{Duration, Instant};

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

fn two_humans(seed: u64) -> Arc<LudoGame> {
    LudoGame::new(setup(
        &[
            (PlayerColor::Yellow, SeatKind::Human),
            (PlayerColor::Red, SeatKind::Human),
        ],
        seed,
    ))
    .expect("valid setup")
}

fn vs_cpu(level: CpuLevel, seed: u64) -> Arc<LudoGame> {
    LudoGame::new(setup(
        &[
            (PlayerColor::Yellow, SeatKind::Human),
            (PlayerColor::Red, SeatKind::Cpu(level)),
        ],
        seed,
    ))
    .expect("valid setup")
}

/// One step of a person: roll, or move the hinted token.
fn person_step(g: &LudoGame) -> Result<Vec<NumberedEvent>, LudoError> {
    match g.snapshot().phase {
        GamePhase::AwaitingMove => g.move_token(g.hint().map_or(0, |h| h.token)),
        _ => g.roll(),
    }
}

#[test]
fn pass_and_play_to_the_end() {
    let g = two_humans(11);
    let mut n = 0;
    while g.snapshot().phase != GamePhase::GameOver {
        person_step(&g).expect("legal step");
        n += 1;
        assert!(n < 5000, "game does not end");
    }
    let s = g.snapshot();
    assert!(s.current.is_none());
    let placements = s.placements.expect("placements once over");
    assert_eq!(placements[0].len(), 1);
    let winner = placements[0][0];
    let seat = s
        .seats
        .iter()
        .find(|x| x.color == winner)
        .expect("winner seated");
    assert!(seat.tokens.iter().all(|&t| t == 56));
    assert_eq!(seat.place, Some(1));
    // Events are numbered 0.. without gaps, the last one is GameOver.
    let evs = g.events_since(0);
    assert!(evs.iter().enumerate().all(|(i, e)| e.seq == i as u64));
    assert!(matches!(
        evs.last().map(|e| &e.event),
        Some(GameEvent::GameOver { .. })
    ));
    assert_eq!(s.next_event_seq, evs.len() as u64);
    assert!(matches!(g.roll(), Err(LudoError::WrongPhase { .. })));
    // play again
    let again = g.play_again().expect("over");
    assert!(matches!(
        again[0].event,
        GameEvent::GameStarted { game_number: 2, .. }
    ));
    assert_eq!(g.snapshot().game_number, 2);
}

#[test]
fn error_mapping() {
    let g = two_humans(3);
    // move before rolling
    assert!(matches!(g.move_token(0), Err(LudoError::WrongPhase { .. })));
    // bad token indices never reach the core
    for t in [-1, 4, 255, 256, i32::MIN, i32::MAX] {
        assert!(
            matches!(g.move_token(t), Err(LudoError::IllegalMove { .. })),
            "{t}"
        );
    }
    assert!(matches!(
        g.set_seat(PlayerColor::Blue, SeatKind::Human),
        Err(LudoError::NotSeated { .. })
    ));
    assert!(matches!(g.undo(), Err(LudoError::UndoNotAllowed { .. })));
    assert!(matches!(g.play_again(), Err(LudoError::NotOver { .. })));
    assert!(matches!(
        g.apply_action("jump".into()),
        Err(LudoError::InvalidArgument { .. })
    ));
    assert!(matches!(
        g.apply_action("move:4".into()),
        Err(LudoError::InvalidArgument { .. })
    ));
    let rt = tokio::runtime::Runtime::new().expect("runtime");
    assert!(matches!(
        rt.block_on(g.cpu_move()),
        Err(LudoError::NotCpuTurn { .. })
    ));
    // the game is untouched by all of the above
    assert_eq!(g.snapshot().next_event_seq, 1);
    assert!(g.history().is_empty());

    // an illegal token after rolling
    let c = vs_cpu(CpuLevel::Easy, 5);
    assert!(matches!(c.undo(), Err(LudoError::NothingToUndo { .. })));
    // Roll until someone must move with a choice, then try a token that cannot move.
    let rt2 = tokio::runtime::Runtime::new().expect("runtime");
    let mut checked = false;
    for _ in 0..2000 {
        let s = c.snapshot();
        if s.phase == GamePhase::GameOver {
            break;
        }
        if s.cpu_to_act {
            rt2.block_on(c.cpu_move()).expect("cpu");
            continue;
        }
        if s.phase == GamePhase::AwaitingMove && s.legal.len() < 4 {
            let bad = (0..4)
                .find(|t| s.legal.iter().all(|m| m.token != *t))
                .expect("a token that cannot move");
            let before = c.save();
            assert!(matches!(
                c.move_token(bad),
                Err(LudoError::IllegalMove { .. })
            ));
            assert_eq!(before, c.save());
            checked = true;
            break;
        }
        person_step(&c).expect("step");
    }
    assert!(checked);
}

#[test]
fn invalid_setups() {
    let one = setup(&[(PlayerColor::Yellow, SeatKind::Human)], 1);
    assert!(matches!(
        LudoGame::new(one),
        Err(LudoError::InvalidSetup { .. })
    ));
    let five = GameSetup {
        seats: vec![
            SeatSetup {
                color: PlayerColor::Yellow,
                kind: SeatKind::Human
            };
            5
        ],
        ..setup(&[], 1)
    };
    assert!(matches!(
        LudoGame::new(five),
        Err(LudoError::InvalidSetup { .. })
    ));
    let dup = setup(
        &[
            (PlayerColor::Red, SeatKind::Human),
            (PlayerColor::Red, SeatKind::Human),
        ],
        1,
    );
    assert!(matches!(
        LudoGame::new(dup),
        Err(LudoError::InvalidSetup { .. })
    ));
    let order = setup(
        &[
            (PlayerColor::Yellow, SeatKind::Human),
            (PlayerColor::Red, SeatKind::Human),
            (PlayerColor::Blue, SeatKind::Human),
        ],
        1,
    );
    assert!(matches!(
        LudoGame::new(order),
        Err(LudoError::InvalidSetup { .. })
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
        let mut s = base.clone();
        s.rules.exit_numbers = exits;
        assert!(matches!(
            LudoGame::new(s),
            Err(LudoError::InvalidSetup { .. })
        ));
    }
    let mut s = base.clone();
    s.rules.turn_time_limit_secs = Some(45);
    assert!(matches!(
        LudoGame::new(s),
        Err(LudoError::InvalidSetup { .. })
    ));
    let mut s = base.clone();
    s.dice_script = vec![7];
    assert!(matches!(
        LudoGame::new(s),
        Err(LudoError::InvalidSetup { .. })
    ));
    let mut s = base.clone();
    s.dice_script = vec![1; 5000];
    assert!(matches!(
        LudoGame::new(s),
        Err(LudoError::InvalidSetup { .. })
    ));
    let mut s = base.clone();
    s.first_player = Some(PlayerColor::Green);
    assert!(matches!(
        LudoGame::new(s),
        Err(LudoError::InvalidSetup { .. })
    ));
    let mut s = base;
    s.first_player = Some(PlayerColor::Red);
    let g = LudoGame::new(s).expect("valid");
    assert_eq!(g.snapshot().phase, GamePhase::AwaitingRoll);
    assert_eq!(g.snapshot().current, Some(PlayerColor::Red));
}

#[test]
fn corrupt_saves_are_errors() {
    let g = two_humans(9);
    for _ in 0..30 {
        person_step(&g).expect("step");
    }
    let good = g.save();
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
        assert!(
            matches!(
                LudoGame::load(s.clone()),
                Err(LudoError::InvalidSave { .. })
            ),
            "{}",
            &s[..s.len().min(80)]
        );
    }
    let loaded = LudoGame::load(good.clone()).expect("loads");
    assert_eq!(loaded.save(), good);
}

#[test]
fn save_load_continues_identically() {
    let a = two_humans(21);
    for _ in 0..40 {
        person_step(&a).expect("step");
    }
    let b = LudoGame::load(a.save()).expect("loads");
    assert_eq!(a.snapshot(), b.snapshot());
    for _ in 0..60 {
        if a.snapshot().phase == GamePhase::GameOver {
            break;
        }
        let ea = person_step(&a).expect("a");
        let eb = person_step(&b).expect("b");
        assert_eq!(ea, eb);
    }
    assert_eq!(a.snapshot(), b.snapshot());
    assert_eq!(a.save(), b.save());
}

#[test]
fn foreign_input_never_panics() {
    let g = two_humans(2);
    for (x, y) in [
        (f32::NAN, 1.0),
        (1.0, f32::NAN),
        (f32::INFINITY, 0.0),
        (f32::NEG_INFINITY, f32::NEG_INFINITY),
        (-1.0, -1.0),
        (1e30, 1e30),
    ] {
        assert_eq!(g.hit_test(x, y), None);
    }
    assert!(g.hit_test(7.5, 0.5).is_some());
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
            g.move_path(PlayerColor::Yellow, from, to).is_empty(),
            "{from}..{to}"
        );
    }
    assert!(
        g.move_path(PlayerColor::Blue, -1, 0).is_empty(),
        "unseated colour"
    );
    assert_eq!(g.move_path(PlayerColor::Yellow, -1, 0).len(), 1);
    assert_eq!(g.move_path(PlayerColor::Yellow, 50, 56).len(), 6);
    assert!(g.events_since(u64::MAX).is_empty());
    assert_eq!(g.events_since(0).len(), 1);
    assert!(matches!(
        g.time_out_if_current(u64::MAX),
        Err(LudoError::Stale { .. })
    ));
    assert!(g.render_svg(true).starts_with("<svg") || g.render_svg(true).starts_with("<?xml"));
    let layout = g.layout();
    assert_eq!(layout.track_len, 52);
    assert_eq!(g.token_spots().len(), 8);
    assert!(matches!(
        analyze_position("{".into()),
        Err(LudoError::InvalidPosition { .. })
    ));
    assert!(matches!(
        rules_from_json("{\"board\":\"hexagon\"}".into()),
        Err(LudoError::InvalidSetup { .. })
    ));
    let mut r = default_rules().unwrap();
    r.exit_numbers = vec![];
    assert!(matches!(
        rules_to_json(r.clone()),
        Err(LudoError::InvalidSetup { .. })
    ));
    assert_eq!(matching_preset(r).unwrap(), None);
}

#[test]
fn free_functions() {
    assert_eq!(
        level_names().unwrap(),
        ["random", "easy", "medium", "hard", "expert"]
    );
    assert_eq!(
        matching_preset(default_rules().unwrap()).unwrap(),
        Some(Preset::Standard)
    );
    for p in [Preset::Standard, Preset::Quick, Preset::Tactical] {
        let r = preset_rules(p).unwrap();
        assert_eq!(matching_preset(r.clone()).unwrap(), Some(p));
        assert_eq!(
            rules_from_json(rules_to_json(r.clone()).expect("json")).expect("parse"),
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

#[test]
fn timer_helper() {
    let mut s = setup(
        &[
            (PlayerColor::Yellow, SeatKind::Human),
            (PlayerColor::Red, SeatKind::Cpu(CpuLevel::Easy)),
        ],
        2,
    );
    s.first_player = Some(PlayerColor::Yellow);
    let g = LudoGame::new(s.clone()).expect("valid");
    assert_eq!(g.turn_timer_secs(), None, "no limit in the rules");
    s.rules.turn_time_limit_secs = Some(30);
    let g = LudoGame::new(s).expect("valid");
    assert_eq!(g.turn_timer_secs(), Some(30));
    assert_eq!(g.snapshot().turn_time_limit_secs, Some(30));
    let seq = g.snapshot().next_event_seq;
    g.roll().expect("roll");
    // the person acted: the old timer is stale
    assert!(matches!(
        g.time_out_if_current(seq),
        Err(LudoError::Stale { .. })
    ));
    // Three time-outs in a row hand the seat to the CPU.
    let mut handed = false;
    for _ in 0..20 {
        let s = g.snapshot();
        if s.cpu_to_act || s.phase == GamePhase::GameOver {
            break;
        }
        let evs = g.time_out_if_current(s.next_event_seq).expect("time-out");
        assert!(
            evs.iter()
                .any(|e| matches!(e.event, GameEvent::TimedOut { .. }))
        );
        if evs.iter().any(|e| {
            matches!(
                e.event,
                GameEvent::SeatChanged {
                    color: PlayerColor::Yellow,
                    ..
                }
            )
        }) {
            handed = true;
            break;
        }
    }
    assert!(handed);
    assert_eq!(g.turn_timer_secs(), None, "a CPU is to act");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn full_game_against_the_cpu() {
    let g = vs_cpu(CpuLevel::Expert, 17);
    g.set_cpu_max_nodes(2000);
    let mut n = 0;
    let mut cpu_actions = 0;
    while g.snapshot().phase != GamePhase::GameOver {
        if g.snapshot().cpu_to_act {
            g.cpu_move().await.expect("cpu move");
            cpu_actions += 1;
        } else {
            person_step(&g).expect("person");
        }
        n += 1;
        assert!(n < 5000);
    }
    assert!(cpu_actions > 10);
    assert!(g.snapshot().placements.is_some());
    // undo in a CPU game
    let h = vs_cpu(CpuLevel::Hard, 17);
    let mut undone = false;
    for _ in 0..400 {
        let s = h.snapshot();
        if s.can_undo {
            let before = h.history().len();
            let evs = h.undo().expect("undo");
            assert!(matches!(evs[0].event, GameEvent::Undone { .. }));
            assert!(h.history().len() < before);
            assert_eq!(h.snapshot().phase, GamePhase::AwaitingMove);
            undone = true;
            break;
        }
        if s.cpu_to_act {
            h.cpu_move().await.expect("cpu");
        } else {
            person_step(&h).expect("person");
        }
    }
    assert!(undone);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cancel_and_stale() {
    let mut s = setup(
        &[
            (PlayerColor::Yellow, SeatKind::Cpu(CpuLevel::Expert)),
            (PlayerColor::Red, SeatKind::Human),
        ],
        8,
    );
    s.first_player = Some(PlayerColor::Yellow);
    let g = LudoGame::new(s).expect("valid");
    g.set_cpu_min_delay_ms(5000);
    let before = g.save();
    let t0 = Instant::now();
    let g2 = g.clone();
    let task = tokio::spawn(async move { g2.cpu_move().await });
    tokio::time::sleep(Duration::from_millis(100)).await;
    g.cancel_cpu();
    let r = task.await.expect("join");
    assert!(matches!(r, Err(LudoError::Cancelled { .. })), "{r:?}");
    assert!(t0.elapsed() < Duration::from_secs(3));
    assert_eq!(g.save(), before, "nothing applied");
    // cancel with nothing in flight does not poison the next move
    g.cancel_cpu();
    g.set_cpu_min_delay_ms(0);
    g.cpu_move().await.expect("cpu move after cancel");

    // Stale: another action lands while the CPU is thinking.
    while !g.snapshot().cpu_to_act {
        person_step(&g).expect("person");
    }
    g.set_cpu_min_delay_ms(5000);
    let s = g.snapshot();
    assert!(s.cpu_to_act, "{s:?}");
    let g3 = g.clone();
    let t1 = Instant::now();
    let task = tokio::spawn(async move { g3.cpu_move().await });
    tokio::time::sleep(Duration::from_millis(50)).await;
    g.set_seat(PlayerColor::Yellow, SeatKind::Human)
        .expect("seat");
    let r = task.await.expect("join");
    assert!(matches!(r, Err(LudoError::Stale { .. })), "{r:?}");
    assert!(
        t1.elapsed() < Duration::from_secs(3),
        "stale is noticed early"
    );
}

#[test]
fn many_threads_at_once() {
    let g = vs_cpu(CpuLevel::Medium, 33);
    let rt = Arc::new(tokio::runtime::Runtime::new().expect("runtime"));
    let mut handles = vec![];
    for t in 0..8 {
        let g = g.clone();
        let rt = rt.clone();
        handles.push(std::thread::spawn(move || {
            let mut ok = 0u32;
            for i in 0..300 {
                let _ = g.snapshot();
                let _ = g.token_spots();
                let _ = g.hit_test(i as f32 % 15.0, t as f32);
                let r = match (t + i) % 4 {
                    0 => g.roll(),
                    1 => g.move_token(i % 4),
                    2 => rt.block_on(g.cpu_move()),
                    _ => g.undo(),
                };
                if r.is_ok() {
                    ok += 1;
                }
                if g.snapshot().phase == GamePhase::GameOver {
                    break;
                }
            }
            ok
        }));
    }
    let total: u32 = handles
        .into_iter()
        .map(|h| h.join().expect("no thread panicked"))
        .sum();
    assert!(total > 0);
    // The game is consistent: it survives a save/load round trip.
    let s = g.save();
    let back = LudoGame::load(s.clone()).expect("consistent");
    assert_eq!(back.save(), s);
    // The event log is not saved: a loaded game numbers the replayed events afresh.
    let mut a = back.snapshot();
    let b = g.snapshot();
    a.next_event_seq = b.next_event_seq;
    assert_eq!(a, b);
}
