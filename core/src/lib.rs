//! `ludo-core`: every rule of Ludo as this project plays it (`../shared/RULES.md`,
//! decisions in `docs/rules.md`), board topology and geometry for the shells,
//! seedable dice, the game state machine with events, save files, the position
//! format and the CPU players.
//!
//! Layers, bottom up: [`color`] and [`board`] (fixed facts) → [`rules`] (pure
//! functions of a [`rules::Position`]) → [`dice`], [`game`] (the mutable game: turn
//! phases, seats, history, events) → [`save`] and [`notation`] (text formats) →
//! `records` (feature `records`: profiles, ratings, history and statistics in
//! SQLite, `docs/records.md`).

#![warn(missing_docs)]

pub mod ai;
pub mod board;
pub mod color;
pub mod dice;
pub mod game;
pub mod i18n;
pub mod notation;
#[cfg(feature = "records")]
pub mod records;
pub mod rules;
pub mod save;
pub mod table;

pub use color::Color;

/// The version of this crate (`Cargo.toml`), for "about" screens and bug reports.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
