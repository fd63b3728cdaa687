//! The bodies of the fuzz targets, shared by the cargo-fuzz targets
//! (`fuzz_targets/*.rs`) and the stable test `core/tests/rules_fuzz_corpus.rs`,
//! which runs them over the seed corpus so CI checks them without nightly.
//!
//! Each body panics exactly when a property fails; errors are fine (bad input must be
//! refused with an error, never a panic).

#![allow(dead_code)] // each target uses one body, the stable test both

use ludo_core::{notation, save};

/// `save::load` never panics; whatever loads saves and loads again to the same text.
pub fn save_load(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(game) = save::load(text) {
        let again = save::save(&game).unwrap();
        let reloaded = save::load(&again).expect("a loaded game's own save loads");
        assert_eq!(save::save(&reloaded).unwrap(), again, "save → load → save is stable");
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
    if let Ok(input) = serde_json::from_str::<serde_json::Value>(text)
        && let Some(rules) = input.get("rules")
    {
        doc["rules"] = rules.clone();
    }
    let again = notation::analyze(&doc.to_string()).expect("an answer's position is valid input");
    let again = serde_json::to_value(&again).expect("answers serialise");
    assert_eq!(again["position"], answer["position"]);
    assert_eq!(again["placements"], answer["placements"]);
}
