//! Fuzz target: a save file, a 0 byte, then actions → `ludo_core::save::load` and
//! the game's actions (see `../bodies.rs`).
#![no_main]

#[path = "../bodies.rs"]
mod bodies;

libfuzzer_sys::fuzz_target!(|data: &[u8]| bodies::save_actions(data));
