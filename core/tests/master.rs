//! The `master` level (`docs/ai.md`, "master"): it is the expert's search with more
//! roll steps and nodes, replays for a seed, and stops on the cancel flag and the
//! deadline with a legal move. No timing assertions (speed: `cargo bench --bench ai
//! -- master`).

use ludo_core::Color;
use ludo_core::ai::master::{MASTER_DEPTH, MASTER_NODE_SCALE};
use ludo_core::ai::search::{self, EXPERT_DEPTH, Leaf};
use ludo_core::ai::series::hard_choices;
use ludo_core::ai::{Budget, Decision, Level, Weights, choose_move};
use ludo_core::rules::{Face, MoveList, Position, Rules, Variant};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// Positions (with their roll and moves) where `hard` players had a choice of two or
/// more moves, from seeded 4-player games.
fn positions(v: &Variant, count: usize) -> Vec<(Position, Face, MoveList)> {
    // Every seventh choice, so the positions spread over the game.
    hard_choices(v, count, |dice| dice.roll() == Face::Six)
}

fn decision(v: &Variant, level: Level, p: &(Position, Face, MoveList), b: &Budget) -> Decision {
    let (pos, roll, moves) = p;
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let d = choose_move(level, v, pos, *roll, moves, &mut rng, b).expect("moves to choose from");
    assert_eq!(
        moves.for_token(d.token),
        Some(d.mv),
        "{level}: a legal move"
    );
    d
}

fn decide(v: &Variant, level: Level, p: &(Position, Face, MoveList), b: &Budget) -> (u8, bool) {
    let d = decision(v, level, p, b);
    (d.token.index() as u8, d.stopped)
}

#[test]
fn without_rollouts_master_is_the_expert_search_deeper_and_with_more_nodes() {
    let v = Variant::new(Rules::default(), &Color::ALL).unwrap();
    // A small budget keeps the unoptimised test build quick: 50,000 nodes for
    // master, which completes three steps everywhere here and four in some positions.
    let budget = Budget::nodes(5_000).with_rollouts(0);
    let deep = Budget::nodes(5_000 * MASTER_NODE_SCALE);
    let (mut deeper, mut other_move) = (0, 0);
    for p in positions(&v, 24) {
        let (pos, roll, moves) = &p;
        let master = decision(&v, Level::Master, &p, &budget);
        let expert = decision(&v, Level::Expert, &p, &budget);
        let searched = search::expectimax_transposed(
            &v,
            pos,
            *roll,
            moves,
            Leaf::expert(),
            &Weights::TUNED,
            MASTER_DEPTH,
            &deep,
        );
        assert_eq!(
            Some(master),
            searched,
            "master is the deeper search's decision"
        );
        assert!(master.depth > EXPERT_DEPTH, "at least three steps");
        assert!(master.depth <= MASTER_DEPTH);
        assert!(master.nodes > expert.nodes);
        deeper += usize::from(master.depth == MASTER_DEPTH);
        other_move += usize::from(master.token != expert.token);
    }
    assert!(deeper > 0, "four steps complete where the tree is small");
    assert!(other_move > 0, "looking further changes some moves");
}

#[test]
fn looking_up_transpositions_changes_no_move_and_saves_nodes() {
    let v = Variant::new(Rules::default(), &Color::ALL).unwrap();
    // Three steps with nodes to spare: both searches complete every step.
    let plenty = Budget::nodes(10_000_000);
    // Four steps within master's test budget: compared where the plain search
    // completes them.
    let deep = Budget::nodes(5_000 * MASTER_NODE_SCALE);
    let (mut saved, mut four) = (0, 0);
    for (pos, roll, moves) in positions(&v, 24) {
        let run = |memo: bool, depth: u8, b: &Budget| {
            let search = if memo {
                search::expectimax_transposed
            } else {
                search::expectimax
            };
            search(
                &v,
                &pos,
                roll,
                &moves,
                Leaf::expert(),
                &Weights::TUNED,
                depth,
                b,
            )
            .expect("moves to choose from")
        };
        let (plain, memo) = (run(false, 3, &plenty), run(true, 3, &plenty));
        assert!(!plain.stopped && !memo.stopped);
        assert_eq!((memo.token, memo.depth), (plain.token, plain.depth));
        assert!(memo.nodes <= plain.nodes);
        saved += usize::from(memo.nodes < plain.nodes);
        let (plain, memo) = (
            run(false, MASTER_DEPTH, &deep),
            run(true, MASTER_DEPTH, &deep),
        );
        if plain.depth == MASTER_DEPTH {
            assert_eq!((memo.token, memo.depth), (plain.token, plain.depth));
            assert!(memo.nodes <= plain.nodes);
            four += 1;
        }
    }
    assert!(
        saved > 12,
        "most positions have transpositions: {saved} of 24"
    );
    assert!(four > 0, "four steps compared");
}

#[test]
fn master_decides_the_same_for_the_same_seed() {
    let v = Variant::new(Rules::default(), &Color::ALL).unwrap();
    // 24 rollouts: eight rounds of three candidates, the fewest that may switch.
    let b = Budget::nodes(5_000).with_rollouts(24);
    for p in positions(&v, 4) {
        let first = decision(&v, Level::Master, &p, &b);
        assert_eq!(decision(&v, Level::Master, &p, &b), first);
    }
}

#[test]
fn the_cancel_flag_and_the_deadline_stop_master_with_a_legal_move() {
    let v = Variant::new(Rules::default(), &Color::ALL).unwrap();
    let flag = AtomicBool::new(true);
    let cancelled = Budget::default().with_cancel(&flag);
    let past = Budget::default().with_deadline(Instant::now());
    for p in positions(&v, 6) {
        let (_, stopped) = decide(&v, Level::Master, &p, &cancelled);
        assert!(stopped, "cancelled");
        // Out of time before the first round: the expert's move, marked stopped.
        let late = decide(&v, Level::Master, &p, &past);
        assert!(late.1, "past the deadline");
        assert_eq!(late.0, decide(&v, Level::Expert, &p, &past).0);
    }
}
