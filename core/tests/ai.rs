//! CPU players: legality under every house rule and board, determinism, the cancel
//! flag, and hint reasons on hand-built positions. No timing assertions (speed is
//! measured by `cargo bench --bench ai` and `ludo simulate`).

use ludo_core::Color;
use ludo_core::ai::hint::reason;
use ludo_core::ai::series::{play_series_game, seating};
use ludo_core::ai::{Budget, HintReason, Level, Player, choose_auto_exit, choose_move, hint};
use ludo_core::dice::Dice;
use ludo_core::rules::{
    Blocks, BoardChoice, ExitNumbers, Face, NoTokenOnBoard, Position, Preset, Rules, SafeSquares,
    TokenId, Variant,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::sync::atomic::AtomicBool;

/// The face with `n` pips.
fn f(n: u8) -> Face {
    Face::try_from(n).unwrap()
}

/// Token `n`.
fn t(n: u8) -> TokenId {
    TokenId::try_from(n).unwrap()
}

/// The exit numbers of these faces.
fn exits(faces: &[u8]) -> ExitNumbers {
    ExitNumbers::new(&faces.iter().map(|&n| f(n)).collect::<Vec<_>>()).unwrap()
}

/// Every value of every house rule, one at a time from the defaults, plus the presets.
fn rule_sets() -> Vec<Rules> {
    let d = Rules::default();
    let mut out = vec![d];
    out.push(Rules {
        board: BoardChoice::ByPlayerCount,
        ..d
    });
    for faces in [&[1u8, 6][..], &[5], &[1, 2, 3, 4, 5, 6]] {
        out.push(Rules {
            exit_numbers: exits(faces),
            ..d
        });
    }
    for n in [NoTokenOnBoard::AutoExit, NoTokenOnBoard::ThreeTries] {
        out.push(Rules {
            no_token_on_board: n,
            ..d
        });
    }
    out.push(Rules {
        three_sixes_end_turn: false,
        ..d
    });
    out.push(Rules {
        extra_roll_on_capture: false,
        ..d
    });
    out.push(Rules {
        extra_roll_on_finish: true,
        ..d
    });
    out.push(Rules {
        exact_finish: false,
        ..d
    });
    out.push(Rules {
        rank_everyone: true,
        ..d
    });
    out.push(Rules {
        rotate_first_player: false,
        ..d
    });
    for s in [SafeSquares::StartsOnly, SafeSquares::None] {
        out.push(Rules {
            safe_squares: s,
            ..d
        });
    }
    for b in [Blocks::None, Blocks::NoOvertaking] {
        out.push(Rules { blocks: b, ..d });
    }
    out.extend(Preset::ALL.map(|p| p.rules()));
    // A harsh mix of several options at once.
    out.push(Rules {
        board: BoardChoice::ByPlayerCount,
        exit_numbers: exits(&[1, 6]),
        no_token_on_board: NoTokenOnBoard::ThreeTries,
        three_sixes_end_turn: false,
        exact_finish: false,
        rank_everyone: true,
        safe_squares: SafeSquares::None,
        blocks: Blocks::NoOvertaking,
        extra_roll_on_finish: true,
        ..d
    });
    out
}

/// Plays up to `max_rolls` rolls with one seat per level, checking that every
/// decision names one of the legal moves and that the rules accept it.
fn play_checked(v: &Variant, levels: &[Level], seed: u64, max_rolls: u32) {
    // Too few rollouts for `master` to roll out (unoptimised here, and it only ever
    // picks one of the legal moves the expert also weighs; `tests/master.rs`).
    let budget = Budget::nodes(800).with_rollouts(6);
    let mut players: Vec<Player> = levels
        .iter()
        .enumerate()
        .map(|(i, &l)| Player::new(l, seed * 10 + i as u64))
        .collect();
    let mut dice = Dice::seeded(seed);
    let mut pos = Position::new(v, v.seats()[seed as usize % v.seats().len()]);
    for _ in 0..max_rolls {
        if pos.is_over(v) {
            assert!(pos.placements(v).is_some());
            return;
        }
        if pos.auto_exit_due(v) {
            let t = choose_auto_exit(v, &pos);
            if let Some(t) = t {
                assert!(pos.auto_exit_moves(v).for_token(t).is_some());
            }
            pos.play_auto_exit(v, t).expect("auto exit accepted");
            continue;
        }
        let seat = v.seats().iter().position(|&c| c == pos.to_move()).unwrap();
        let roll = dice.roll();
        let moves = pos.playable_moves(v, roll);
        let d = players[seat].decide(v, &pos, roll, &moves, &budget);
        match d {
            None => assert!(moves.is_empty()),
            Some(d) => {
                assert_eq!(moves.for_token(d.token), Some(d.mv), "{:?}", levels[seat]);
            }
        }
        pos.play_roll(v, roll, d.map(|d| d.token))
            .expect("the rules accept every CPU decision");
    }
}

#[test]
fn every_level_plays_only_legal_moves_under_every_house_rule_and_board() {
    let sets = rule_sets();
    for (i, rules) in sets.iter().enumerate() {
        for n in 2..=4 {
            let v = Variant::new(*rules, seating(n)).unwrap();
            // Every level in every seat over the rotations.
            let all = Level::ALL;
            for r in 0..2u64 {
                let levels: Vec<Level> = (0..n)
                    .map(|k| all[(k + r as usize * 2 + i) % all.len()])
                    .collect();
                play_checked(&v, &levels, i as u64 * 100 + n as u64 * 10 + r, 200);
            }
        }
    }
}

#[test]
fn full_games_end_with_a_winner_under_the_presets() {
    for p in Preset::ALL {
        for n in [2, 4] {
            let v = Variant::new(p.rules(), seating(n)).unwrap();
            let specs = vec![(Level::Medium, None); n];
            for g in 0..3 {
                let r = play_series_game(&v, &specs, 5, g, &Budget::default(), 0, &mut |_, _| {});
                assert!(!r.truncated);
                assert_eq!(r.winner_count(), 1);
            }
        }
    }
}

#[test]
fn decisions_are_deterministic_for_a_seed() {
    let v = Variant::new(Rules::default(), &Color::ALL).unwrap();
    let specs = [
        (Level::Expert, None),
        (Level::Random, None),
        (Level::Easy, None),
        (Level::Hard, None),
    ];
    // Too few rollouts for `master` to roll out (it plays the expert's move): its
    // rollouts' determinism is tested in `tests/master.rs`.
    let budget = Budget::nodes(3000).with_rollouts(6);
    for g in 0..2 {
        let mut trace_a = Vec::new();
        let mut trace_b = Vec::new();
        let a = play_series_game(&v, &specs, 9, g, &budget, 0xF, &mut |k, _| trace_a.push(k));
        let b = play_series_game(&v, &specs, 9, g, &budget, 0xF, &mut |k, _| trace_b.push(k));
        assert_eq!(a, b);
        assert_eq!(trace_a, trace_b);
    }
    // The same decision from the same inputs and seed, for every level.
    let mut pos = Position::new(&v, Color::Yellow);
    let mut dice = Dice::seeded(3);
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    for _ in 0..120 {
        let roll = dice.roll();
        let moves = pos.playable_moves(&v, roll);
        for level in Level::ALL {
            let x = choose_move(
                level,
                &v,
                &pos,
                roll,
                &moves,
                &mut ChaCha8Rng::seed_from_u64(4),
                &budget,
            );
            let y = choose_move(
                level,
                &v,
                &pos,
                roll,
                &moves,
                &mut ChaCha8Rng::seed_from_u64(4),
                &budget,
            );
            assert_eq!(x, y);
        }
        let d = choose_move(Level::Random, &v, &pos, roll, &moves, &mut rng, &budget);
        pos.play_roll(&v, roll, d.map(|d| d.token)).unwrap();
        if pos.is_over(&v) {
            break;
        }
    }
}

/// A mid-game position with several movable tokens on both sides.
fn busy() -> (Variant, Position) {
    let v = Variant::new(Rules::default(), &Color::ALL).unwrap();
    let pos = Position::from_parts(
        &v,
        [
            Some(vec![3, 17, 30, 44]),
            Some(vec![2, 20, 33, -1]),
            Some(vec![5, 11, 40, -1]),
            Some(vec![1, 25, -1, -1]),
        ],
        Color::Yellow,
        0,
        0,
        &[],
    )
    .unwrap();
    (v, pos)
}

#[test]
fn a_set_cancel_flag_stops_the_search_with_a_legal_move() {
    let (v, pos) = busy();
    let moves = pos.playable_moves(&v, f(4));
    assert!(moves.len() > 1);
    let flag = AtomicBool::new(true);
    let budget = Budget::nodes(u64::MAX).with_cancel(&flag);
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let d = choose_move(Level::Expert, &v, &pos, f(4), &moves, &mut rng, &budget).unwrap();
    assert!(d.stopped);
    assert!(d.nodes <= 2, "stopped after {} nodes", d.nodes);
    assert_eq!(moves.for_token(d.token), Some(d.mv));
    // A tiny node budget also falls back to a legal move; a full one completes.
    let tiny = choose_move(
        Level::Expert,
        &v,
        &pos,
        Face::Four,
        &moves,
        &mut rng,
        &Budget::nodes(10),
    )
    .unwrap();
    assert!(tiny.stopped && moves.for_token(tiny.token).is_some());
    let full = choose_move(
        Level::Expert,
        &v,
        &pos,
        Face::Four,
        &moves,
        &mut rng,
        &Budget::default(),
    )
    .unwrap();
    assert!(!full.stopped && full.depth == ludo_core::ai::search::EXPERT_DEPTH);
    // An expired deadline stops it too (checked every 256 nodes).
    let past = Budget::default().with_deadline(std::time::Instant::now());
    let late = choose_move(Level::Expert, &v, &pos, f(4), &moves, &mut rng, &past).unwrap();
    assert!(late.stopped && moves.for_token(late.token).is_some());
}

#[test]
fn no_moves_no_decision_and_auto_exit_picks_a_base_token() {
    let v = Variant::new(
        Rules {
            no_token_on_board: NoTokenOnBoard::AutoExit,
            ..Rules::default()
        },
        &Color::ALL,
    )
    .unwrap();
    let pos = Position::new(&v, Color::Blue);
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    for level in Level::ALL {
        let none = ludo_core::rules::MoveList::default();
        assert!(choose_move(level, &v, &pos, f(3), &none, &mut rng, &Budget::default()).is_none());
    }
    assert_eq!(choose_auto_exit(&v, &pos), Some(t(0)));
    let std = Variant::new(Rules::default(), &Color::ALL).unwrap();
    assert_eq!(
        choose_auto_exit(&std, &Position::new(&std, Color::Blue)),
        None
    );
}

fn cross(tokens: [Option<Vec<i64>>; 4]) -> (Variant, Position) {
    let players: Vec<Color> = Color::ALL
        .into_iter()
        .filter(|c| tokens[c.index()].is_some())
        .collect();
    let v = Variant::new(Rules::default(), &players).unwrap();
    let pos = Position::from_parts(&v, tokens, Color::Yellow, 0, 0, &[]).unwrap();
    (v, pos)
}

fn reason_of(v: &Variant, pos: &Position, roll: u8, token: u8) -> HintReason {
    let mv = pos
        .playable_moves(v, f(roll))
        .for_token(t(token))
        .expect("legal");
    reason(v, pos, f(roll), mv)
}

#[test]
fn hints_pick_the_capture_and_the_finish() {
    // Yellow at 10 can capture red on absolute 12 (red progress 38) with a 2.
    let (v, pos) = cross([
        Some(vec![10, 30, -1, -1]),
        None,
        Some(vec![38, -1, -1, -1]),
        None,
    ]);
    let moves = pos.playable_moves(&v, f(2));
    let h = hint(&v, &pos, f(2), &moves).unwrap();
    assert_eq!(
        (h.token, h.reason, h.forced),
        (t(0), HintReason::Captures, false)
    );
    // Yellow at 54 finishes with a 2.
    let (v, pos) = cross([
        Some(vec![20, 54, -1, -1]),
        None,
        Some(vec![-1, -1, -1, -1]),
        None,
    ]);
    let moves = pos.playable_moves(&v, f(2));
    let h = hint(&v, &pos, f(2), &moves).unwrap();
    assert_eq!((h.token, h.reason), (t(1), HintReason::Finishes));
    // No move, no hint; one move, a forced hint.
    assert!(hint(&v, &pos, f(5), &pos.playable_moves(&v, f(5))).is_some_and(|h| h.forced));
    let (v, pos) = cross([Some(vec![-1; 4]), None, Some(vec![-1; 4]), None]);
    assert!(hint(&v, &pos, f(3), &pos.playable_moves(&v, f(3))).is_none());
}

#[test]
fn hint_reasons_on_hand_built_positions() {
    // Escapes danger: yellow on absolute 20, red on absolute 17 (red progress 43)
    // three behind; a 1 takes it to the star on 21.
    let (v, pos) = cross([
        Some(vec![20, 40, -1, -1]),
        None,
        Some(vec![43, -1, -1, -1]),
        None,
    ]);
    assert_eq!(reason_of(&v, &pos, 1, 0), HintReason::EscapesDanger);
    assert_eq!(reason_of(&v, &pos, 1, 1), HintReason::Advances);
    let h = hint(&v, &pos, f(1), &pos.playable_moves(&v, f(1))).unwrap();
    assert_eq!((h.token, h.reason), (t(0), HintReason::EscapesDanger));
    // Enters the home column: 49 + 3 = 52.
    let (v, pos) = cross([Some(vec![49, 11, -1, -1]), None, Some(vec![-1; 4]), None]);
    assert_eq!(reason_of(&v, &pos, 3, 0), HintReason::EntersHomeColumn);
    let h = hint(&v, &pos, f(3), &pos.playable_moves(&v, f(3))).unwrap();
    assert_eq!((h.token, h.reason), (t(0), HintReason::EntersHomeColumn));
    // Leaves base with a 6.
    let (v, pos) = cross([Some(vec![-1, 20, -1, -1]), None, Some(vec![-1; 4]), None]);
    assert_eq!(reason_of(&v, &pos, 6, 0), HintReason::LeavesBase);
    let h = hint(&v, &pos, f(6), &pos.playable_moves(&v, f(6))).unwrap();
    assert_eq!(h.reason, HintReason::LeavesBase);
    // Forms a block: 10 + 4 joins the token on 14; 14 + 4 = 18 just advances;
    // 4 + 4 lands on the star on 8.
    let (v, pos) = cross([Some(vec![10, 14, 4, -1]), None, Some(vec![-1; 4]), None]);
    assert_eq!(reason_of(&v, &pos, 4, 0), HintReason::FormsBlock);
    assert_eq!(reason_of(&v, &pos, 4, 1), HintReason::Advances);
    assert_eq!(reason_of(&v, &pos, 4, 2), HintReason::ReachesSafeSquare);
    // Without blocks, joining an own token is no block.
    let v2 = Variant::new(
        Rules {
            blocks: Blocks::None,
            ..Rules::default()
        },
        v.seats(),
    )
    .unwrap();
    let mv = pos.playable_moves(&v2, f(4)).for_token(t(0)).unwrap();
    assert_eq!(reason(&v2, &pos, f(4), mv), HintReason::Advances);
    // HintReason codes are the JSON names.
    assert_eq!(
        serde_json::to_string(&HintReason::EscapesDanger).unwrap(),
        "\"escapes_danger\""
    );
    assert_eq!(HintReason::EntersHomeColumn.code(), "enters_home_column");
}

#[test]
fn levels_parse_and_serialise_by_name() {
    for l in Level::ALL {
        assert_eq!(Level::parse(l.name()), Some(l));
        assert_eq!(
            serde_json::to_string(&l).unwrap(),
            format!("\"{}\"", l.name())
        );
    }
    assert_eq!(Level::parse("Expert"), Some(Level::Expert));
    assert_eq!(Level::parse("grandmaster"), None);
}
