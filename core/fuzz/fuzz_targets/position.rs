//! Fuzz target: bytes → `ludo_core::notation::analyze` (see `../bodies.rs`).
#![no_main]

#[path = "../bodies.rs"]
mod bodies;

libfuzzer_sys::fuzz_target!(|data: &[u8]| bodies::position(data));
