//! `review_position` (`docs/bindings.md`, "Game review"): the board before a
//! reviewed decision, with the paths of the move played and the best move.

use ludo_ffi::*;
use std::sync::Arc;
use std::sync::mpsc::{Sender, channel};
use std::time::Duration;

struct Relay(std::sync::Mutex<Sender<Result<GameReview, LudoError>>>);

impl ReviewListener for Relay {
    fn on_progress(&self, _done: u32, _total: u32) {}
    fn on_done(&self, review: GameReview) {
        let _ = self.0.lock().unwrap().send(Ok(review));
    }
    fn on_error(&self, error: LudoError) {
        let _ = self.0.lock().unwrap().send(Err(error));
    }
}

fn finished_save() -> String {
    std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/golden/saves/finished.save.json"
    ))
    .unwrap()
}

#[test]
fn the_position_before_a_decision_has_its_tokens_and_both_moves_paths() {
    let (tx, rx) = channel();
    let opts = ReviewOptions {
        rollouts: 1,
        seed: 1,
        all_seats: false,
    };
    let _job = review_game(
        finished_save(),
        opts,
        Arc::new(Relay(std::sync::Mutex::new(tx))),
    )
    .unwrap();
    let review = rx
        .recv_timeout(Duration::from_secs(600))
        .expect("the review ends")
        .unwrap();
    // A decision with a choice between two different moves.
    let d = review
        .decisions
        .iter()
        .find(|d| d.played != d.best)
        .expect("some move was not the best")
        .clone();
    let p = review_position(finished_save(), d.clone()).unwrap();
    assert!(!p.layout.squares.is_empty());
    // The mover's token stands where the move played starts.
    let mover = p
        .token_spots
        .iter()
        .find(|s| s.color == d.player && s.token == d.played.token)
        .expect("the moved token is drawn");
    assert_eq!(mover.progress, d.played.from);
    assert!(!p.played_path.is_empty() && !p.best_path.is_empty());
    assert_ne!(
        p.played_path.last().map(|s| &s.square),
        p.best_path.last().map(|s| &s.square),
        "the two moves end on different squares"
    );
    // The next decision's position differs (the move was played in between).
    let next = review
        .decisions
        .iter()
        .find(|e| e.action > d.action)
        .unwrap()
        .clone();
    assert_ne!(
        review_position(finished_save(), next).unwrap().token_spots,
        p.token_spots
    );
    // A decision past the game's history is an error, not a panic.
    let mut late = d;
    late.action = u32::MAX;
    assert!(matches!(
        review_position(finished_save(), late),
        Err(LudoError::InvalidSave { .. })
    ));
}

/// With the `test-hooks` feature (`cargo test -p ludo-ffi --features test-hooks --test
/// review_position`): a panic inside the export is a typed error, never an abort.
#[cfg(feature = "test-hooks")]
#[test]
fn a_panic_in_review_position_is_an_internal_error() {
    use ludo_ffi::error::test_hooks::panic_in;
    let d = ReviewDecision {
        action: 0,
        player: PlayerColor::Yellow,
        roll: 6,
        played: ReviewMove {
            token: 0,
            from: -1,
            to: 0,
        },
        best: ReviewMove {
            token: 0,
            from: -1,
            to: 0,
        },
        win_chance_played: 0.5,
        win_chance_best: 0.5,
        margin: 0.0,
        verdict: ReviewVerdict::Best,
        candidates: vec![],
        win_chances: vec![],
    };
    panic_in(Some("review_position"));
    let r = review_position(finished_save(), d.clone());
    panic_in(None);
    assert!(
        matches!(r, Err(LudoError::Internal { ref reason }) if reason.starts_with("review_position")),
        "{r:?}"
    );
    assert!(review_position(finished_save(), d).is_ok());
}
