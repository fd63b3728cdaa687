//! The bodies of the fuzz targets, shared by the cargo-fuzz targets
//! (`fuzz_targets/*.rs`) and the stable test `core/tests/rules_fuzz_corpus.rs`,
//! which runs them over the seed corpus so CI checks them without nightly.
//!
//! Each body panics exactly when a property fails; errors are fine (bad input must be
//! refused with an error, never a panic).

#![allow(dead_code)] // each target uses one body, the stable test both

use ludo_core::ai::Level;
use ludo_core::game::{Action, Game, SeatKind};
use ludo_core::rules::TokenId;
use ludo_core::{Color, notation, save};

/// `save::load` never panics; whatever loads saves and loads again to the same text.
pub fn save_load(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(game) = save::load(text) {
        let again = save::save(&game).unwrap();
        let reloaded = save::load(&again).expect("a loaded game's own save loads");
        assert_eq!(
            save::save(&reloaded).unwrap(),
            again,
            "save → load → save is stable"
        );
    }
}

/// Most actions one input applies (the rest is ignored), so one run stays short.
pub const MAX_ACTIONS: usize = 400;

/// The input of [`save_actions`]: a save file, a 0 byte, then one byte per action.
pub fn split_save_actions(data: &[u8]) -> (&[u8], &[u8]) {
    match data.iter().position(|&b| b == 0) {
        Some(i) => (&data[..i], &data[i + 1..]),
        None => (data, &[]),
    }
}

/// Applies the action of byte `b` (low 4 bits: what, high 4 bits: which token,
/// colour or level). Rolls are the likeliest, so games move on.
fn apply_byte(g: &mut Game, b: u8) -> bool {
    let hi = usize::from(b >> 4);
    let color = Color::ALL[hi % 4];
    match b & 15 {
        0..=5 => g.apply(Action::Roll).is_ok(),
        6..=9 => g.apply(Action::Move(TokenId::ALL[hi % 4])).is_ok(),
        10 => g.apply(Action::TimeOut).is_ok(),
        11 => g.apply(Action::Seat(color, SeatKind::Human)).is_ok(),
        12 => g
            .apply(Action::Seat(
                color,
                SeatKind::Cpu(Level::ALL[hi % Level::ALL.len()]),
            ))
            .is_ok(),
        13 => g.undo().is_ok(),
        14 => g.play_again().is_ok(),
        _ => g.mix_dice(&"words".repeat(hi)).is_ok(),
    }
}

/// A save that loads, then any actions: nothing panics; a refused action changes
/// nothing; the game's save loads again after every accepted one, to the same
/// text, and continues with the same rolls as the game it was written from (once
/// anything was played: before that the save holds no dice secret).
pub fn save_actions(data: &[u8]) {
    let (save_part, actions) = split_save_actions(data);
    let Ok(text) = std::str::from_utf8(save_part) else {
        return;
    };
    let Ok(mut game) = save::load(text) else {
        return;
    };
    for &b in actions.iter().take(MAX_ACTIONS) {
        let before = save::save(&game).expect("a loaded game saves");
        if !apply_byte(&mut game, b) {
            assert_eq!(
                save::save(&game).expect("saves"),
                before,
                "a refused action changes nothing"
            );
            continue;
        }
        let now = save::save(&game).expect("a game saves after any action");
        let mut back = save::load(&now).expect("a game's own save loads after any action");
        if save::secret_withheld(&game) {
            // Nothing played yet: the file has no secret, the load drew a new one.
            assert!(save::secret_withheld(&back), "still nothing played");
            continue;
        }
        assert_eq!(save::save(&back).expect("saves"), now, "save → load → save");
        // The reloaded game rolls exactly what the game would roll next.
        let mut ahead = game.clone();
        if ahead.apply(Action::Roll).is_ok() {
            back.apply(Action::Roll)
                .expect("the reloaded game rolls too");
            assert_eq!(back.rolls(), ahead.rolls(), "same next roll after reload");
        }
    }
}

/// `notation::analyze` never panics; an answer's position is valid input again and
/// analyses to itself.
pub fn position(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(out) = notation::analyze(text) else {
        return;
    };
    let answer = serde_json::to_value(&out).expect("answers serialise");
    let mut doc = answer["position"].clone();
    // Read as `analyze` reads it: a leading byte-order mark is allowed there.
    if let Ok(input) = serde_json::from_str::<serde_json::Value>(notation::strip_bom(text))
        && let Some(rules) = input.get("rules")
    {
        doc["rules"] = rules.clone();
    }
    let again = notation::analyze(&doc.to_string()).expect("an answer's position is valid input");
    let again = serde_json::to_value(&again).expect("answers serialise");
    assert_eq!(again["position"], answer["position"]);
    assert_eq!(again["placements"], answer["placements"]);
}
