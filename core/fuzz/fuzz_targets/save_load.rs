//! Fuzz target: bytes → `ludo_core::save::load` (see `../bodies.rs`).
#![no_main]

#[path = "../bodies.rs"]
mod bodies;

libfuzzer_sys::fuzz_target!(|data: &[u8]| bodies::save_load(data));
