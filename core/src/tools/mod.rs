//! Self-play tools for measuring and tuning the CPU players, used by `ludo simulate`
//! and the benches, not by the game: [`arena`] (CPU-only games with no events) and
//! [`tune`] (coordinate ascent on the evaluation weights, `docs/ai.md`, "Tuning").
//!
//! Compiled only with the cargo feature `tools` (the terminal shell enables it), so
//! the phone libraries do not carry them.

pub mod arena;
pub mod tune;
