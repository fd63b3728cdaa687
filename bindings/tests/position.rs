//! `review_board` and `position_spots` (`docs/bindings.md`, "Positions of a saved
//! game"): the board of a saved game at any step and at a reviewed decision, as the
//! core draws it; bad saves and steps are typed errors.

mod common;
use common::finished_save;

use ludo_ffi::*;
use std::sync::mpsc::{Sender, channel};
use std::sync::{Arc, Mutex};
use std::time::Duration;

struct Quiet;

impl TableListener for Quiet {
    fn on_update(&self, _update: TableUpdate) {}
}

struct Done(Mutex<Sender<Result<GameReview, LudoError>>>);

impl ReviewListener for Done {
    fn on_progress(&self, _done: u32, _total: u32) {}
    fn on_done(&self, review: GameReview) {
        let _ = self.0.lock().unwrap().send(Ok(review));
    }
    fn on_error(&self, error: LudoError) {
        let _ = self.0.lock().unwrap().send(Err(error));
    }
}

/// A quick review of the golden game (1 rollout a move: only its shape matters here).
fn quick_review(json: &str) -> GameReview {
    let (tx, rx) = channel();
    let opts = ReviewOptions {
        rollouts: 1,
        seed: 3,
        all_seats: false,
    };
    let _job = review_game(json.into(), opts, Arc::new(Done(Mutex::new(tx)))).unwrap();
    rx.recv_timeout(Duration::from_secs(600))
        .expect("the review ended")
        .unwrap()
}

#[test]
fn spots_at_the_start_and_at_the_end_match_the_table() {
    let json = finished_save();
    let actions = inspect_save(json.clone()).unwrap().actions as u32;
    let start = position_spots(json.clone(), 0).unwrap();
    assert!(!start.is_empty());
    assert!(
        start.iter().all(|s| s.progress == -1),
        "all in base at the start"
    );
    let table = LudoTable::load(
        json.clone(),
        table_settings_instant().unwrap(),
        Arc::new(Quiet),
        None,
    )
    .unwrap();
    assert_eq!(
        position_spots(json.clone(), actions).unwrap(),
        table.token_spots().unwrap()
    );
    table.close().unwrap();
    assert!(matches!(
        position_spots(json.clone(), actions + 1),
        Err(LudoError::InvalidArgument { .. })
    ));
    assert!(matches!(
        position_spots("{}".into(), 0),
        Err(LudoError::InvalidSave { .. })
    ));
}

#[test]
fn the_board_at_a_decision_has_the_position_before_and_both_paths() {
    let json = finished_save();
    let review = quick_review(&json);
    let mut differed = 0;
    for d in review.decisions.iter().step_by(7) {
        let b = review_board(json.clone(), d.clone()).unwrap();
        assert_eq!(b.spots, position_spots(json.clone(), d.action).unwrap());
        assert!(!b.layout.squares.is_empty());
        // The move played ends where the token stands after the move action.
        let target = b
            .played_path
            .last()
            .expect("a path for the move played")
            .square;
        let after = position_spots(json.clone(), d.action + 1).unwrap();
        let moved = after
            .iter()
            .find(|s| s.color == d.player && s.token == d.played.token)
            .unwrap();
        assert_eq!(moved.square, target, "decision at action {}", d.action);
        if d.best == d.played {
            assert!(b.best_path.is_empty());
        } else {
            differed += 1;
            assert!(!b.best_path.is_empty(), "a path for the better move");
        }
    }
    assert!(
        differed > 0,
        "some decision had a better move than the one played"
    );
    let mut beyond = review.decisions[0].clone();
    beyond.action = u32::MAX;
    assert!(matches!(
        review_board(json, beyond),
        Err(LudoError::InvalidArgument { .. })
    ));
}
