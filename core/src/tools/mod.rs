//! Self-play tools for measuring and tuning the CPU players, used by `ludo simulate`
//! and the benches, not by the game: [`arena`] (CPU-only games with no events),
//! [`tune`] (coordinate ascent on the evaluation weights, `docs/ai.md`, "Tuning"),
//! [`learn_td`] (TD(λ) training of the expert's learned evaluation).
//!
//! Compiled only with the cargo feature `tools` (the terminal shell enables it), so
//! the phone libraries do not carry them.

pub mod arena;
pub mod audit;
pub mod learn_td;
pub mod tune;
