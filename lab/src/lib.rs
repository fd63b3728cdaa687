//! `ludo-lab`: research tools for the CPU players, kept out of the product crates
//! (the phone libraries and the `ludo` binary do not link them; `docs/ai.md`).
//!
//! - [`learn_td`]: TD(λ) training of the expert's learned evaluation
//!   (`ludo-lab train-td`, "The learned evaluation");
//! - [`model_file`]: model files written (the core only reads them) and the dense
//!   score training steps on;
//! - [`tune`]: coordinate ascent on the evaluation weights (`ludo-lab tune`,
//!   "Tuning");
//! - [`audit`]: every decision of a seeded series rolled out move by move
//!   (`ludo-lab audit`, "where the expert loses").
//!
//! Every game is played by the core's one play-out loop
//! ([`ludo_core::ai::series::play_out`]), so the tools play the games `ludo
//! simulate` plays.

#![warn(missing_docs)]

pub mod audit;
pub mod learn_td;
pub mod model_file;
pub mod tune;
