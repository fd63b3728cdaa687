//! `review_game` (`docs/bindings.md`, "Game review"): a real review of a finished
//! game reports progress and every decision on the listener; `cancel()` stops a
//! long one with `Cancelled`; a bad save or budget is refused at once.

mod common;
use common::finished_save;

use ludo_ffi::*;
use std::sync::Arc;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::Duration;

/// What a listener heard.
#[derive(Debug)]
enum Heard {
    Progress(u32, u32),
    Done(GameReview),
    Error(LudoError),
}

struct Relay(std::sync::Mutex<Sender<Heard>>);

impl ReviewListener for Relay {
    fn on_progress(&self, done: u32, total: u32) {
        let _ = self.0.lock().unwrap().send(Heard::Progress(done, total));
    }
    fn on_done(&self, review: GameReview) {
        let _ = self.0.lock().unwrap().send(Heard::Done(review));
    }
    fn on_error(&self, error: LudoError) {
        let _ = self.0.lock().unwrap().send(Heard::Error(error));
    }
}

fn relay() -> (Arc<dyn ReviewListener>, Receiver<Heard>) {
    let (tx, rx) = channel();
    (Arc::new(Relay(std::sync::Mutex::new(tx))), rx)
}

/// Everything heard up to the last call (a generous bound only so that a broken
/// library fails the test instead of hanging it).
fn until_end(rx: &Receiver<Heard>) -> (Vec<(u32, u32)>, Result<GameReview, LudoError>) {
    let mut progress = vec![];
    loop {
        match rx
            .recv_timeout(Duration::from_secs(600))
            .expect("the listener was not called")
        {
            Heard::Progress(d, t) => progress.push((d, t)),
            Heard::Done(r) => return (progress, Ok(r)),
            Heard::Error(e) => return (progress, Err(e)),
        }
    }
}

#[test]
fn a_review_of_a_finished_game_reports_progress_and_every_decision() {
    let (listener, rx) = relay();
    let opts = ReviewOptions {
        rollouts: 2,
        seed: 1,
        all_seats: false,
    };
    let _job = review_game(finished_save(), opts, listener).unwrap();
    let (progress, result) = until_end(&rx);
    let review = result.unwrap();
    assert_eq!(review.rollouts_per_move, 2);
    // Every seat of this game is a person: many decisions, progress up to all.
    let n = review.decisions.len();
    assert!(n > 100, "{n}");
    assert_eq!(progress.last(), Some(&(n as u32, n as u32)));
    assert!(progress.windows(2).all(|w| w[0].0 < w[1].0));
    let mut actions = review.decisions.iter().map(|d| d.action);
    let first = actions.next().unwrap();
    assert!(
        actions
            .try_fold(first, |a, b| (b > a).then_some(b))
            .is_some()
    );
    for d in &review.decisions {
        assert!(d.win_chance_best >= d.win_chance_played, "{d:?}");
        assert!((1..=6).contains(&d.roll));
        // Moves to the same position are one candidate: one may stand for all.
        assert!(!d.candidates.is_empty(), "{d:?}");
        assert!(d.candidates.iter().any(|c| c.legal_move == d.played));
        assert!(d.candidates.iter().any(|c| c.legal_move == d.best));
        assert_eq!(d.win_chances.len(), 4);
        if d.played == d.best {
            assert_eq!(d.verdict, ReviewVerdict::Best);
        }
        // The core's words: numbered in order, 100% and 0% only once decided.
        assert_eq!(d.line.key, "review.decision");
        let said = localize(d.line.clone(), "en".into()).unwrap();
        assert!(
            d.decided || !said.ends_with(" 100%") && !said.ends_with(" 0%"),
            "{said}"
        );
        assert_eq!(d.said.len(), if d.played == d.best { 1 } else { 2 });
    }
    let first = localize(review.decisions[0].line.clone(), "en".into()).unwrap();
    assert!(first.starts_with("1. "), "{first}");
    // Once first place is taken it stays taken.
    assert!(
        review
            .decisions
            .windows(2)
            .all(|w| !w[0].decided || w[1].decided)
    );
    let graph = localize(review.graph_text.clone().unwrap(), "en".into()).unwrap();
    assert!(graph.starts_with("Win chances over the game: "), "{graph}");
}

/// The phones' review at their default settings is the one the golden graph images
/// draw (`tests/golden/reviews/finished.graph.json`, written by the core's example
/// `scenes`): same seats, same chances; and its graph scene is labelled and marks
/// the decision selected.
#[test]
fn the_default_review_is_the_golden_graphs_and_its_scene_is_drawn() {
    let (listener, rx) = relay();
    let _job = review_game(finished_save(), default_review_options().unwrap(), listener).unwrap();
    let review = until_end(&rx).1.unwrap();
    let golden: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../tests/golden/reviews/finished.graph.json"
        ))
        .unwrap(),
    )
    .unwrap();
    let golden = golden.as_array().unwrap();
    assert_eq!(golden.len(), review.decisions[0].win_chances.len());
    for (k, line) in golden.iter().enumerate() {
        let chances = line["chances"].as_array().unwrap();
        assert_eq!(chances.len(), review.decisions.len());
        for (d, want) in review.decisions.iter().zip(chances) {
            let got = d.win_chances[k].win_chance as f64;
            assert!(
                (got - want.as_f64().unwrap()).abs() < 1e-4,
                "{got} vs {want}"
            );
        }
    }
    let frame = review_graph_scene(
        review.decisions.clone(),
        Some(99),
        360.0,
        180.0,
        SceneTheme::Light,
    )
    .unwrap();
    let texts = texts_of(&frame);
    let last = review.decisions.len().to_string();
    assert_eq!(texts, ["0%", "50%", "100%", "1", last.as_str(), "100"]);
    // Selected at the start, its number stands in for the first one.
    let frame = review_graph_scene(
        review.decisions.clone(),
        Some(2),
        360.0,
        180.0,
        SceneTheme::Dark,
    )
    .unwrap();
    let texts = texts_of(&frame);
    assert_eq!(texts, ["0%", "50%", "100%", last.as_str(), "3"]);
    // Nothing to draw is the empty card, not an error.
    assert!(review_graph_scene(vec![], Some(9), 0.0, 0.0, SceneTheme::Dark).is_ok());
}

/// The words of a frame, in drawing order.
fn texts_of(frame: &SceneFrame) -> Vec<String> {
    frame
        .prims
        .iter()
        .filter_map(|p| match p {
            ScenePrim::Text { text, .. } => Some(text.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn cancel_stops_a_long_review_with_cancelled() {
    let (listener, rx) = relay();
    let opts = ReviewOptions {
        rollouts: MAX_REVIEW_ROLLOUTS,
        seed: 1,
        all_seats: true,
    };
    let job = review_game(finished_save(), opts, listener).unwrap();
    job.cancel().unwrap();
    job.cancel().unwrap();
    let (_, result) = until_end(&rx);
    assert!(
        matches!(result, Err(LudoError::Cancelled { .. })),
        "{result:?}"
    );
}

#[test]
fn a_bad_save_or_budget_is_refused_at_once() {
    let opts = |rollouts| ReviewOptions {
        rollouts,
        seed: 1,
        all_seats: false,
    };
    let (listener, rx) = relay();
    let r = review_game(
        "{\"format\":\"ludo-save\"}".into(),
        opts(2),
        listener.clone(),
    );
    assert!(matches!(r, Err(LudoError::InvalidSave { .. })));
    for bad in [0, MAX_REVIEW_ROLLOUTS + 1] {
        let r = review_game(finished_save(), opts(bad), listener.clone());
        assert!(matches!(r, Err(LudoError::InvalidArgument { .. })));
    }
    // The listener was never called.
    drop(listener);
    assert!(rx.recv().is_err());
}

/// Both phones run the core's review: the terminal's rollouts and seed.
#[test]
fn the_phones_review_with_the_terminals_rollouts_and_seed() {
    let o = default_review_options().unwrap();
    assert_eq!(o.rollouts, ludo_core::game::review::DEFAULT_ROLLOUTS);
    assert_eq!(o.seed, 1);
    assert!(!o.all_seats);
}
