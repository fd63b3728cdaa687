//! `ludo-core`: every rule of Ludo as this project plays it (`docs/rules.md`), the
//! boards, seedable dice, the game state machine with events, save files, the
//! position format, the CPU players and the board geometry for the shells.
//!
//! Layers, bottom up; a module uses only the ones before it (checked by
//! `tests/layering.rs`):
//!
//! 1. [`color`]: the four colours (fixed facts).
//! 2. [`rules`]: board topology, the domain types ([`rules::Face`],
//!    [`rules::TokenId`], [`rules::TrackSquare`]), house rules, and pure functions of
//!    a [`rules::Position`] and a roll.
//! 3. [`i18n`]: the text catalog (message keys in en, hi, bn), the localizer and the
//!    house rules in words (on the rules).
//! 4. [`notation`]: the position format (JSON in, legal moves and the next position
//!    out), on the rules alone.
//! 5. [`dice`]: the seedable die.
//! 6. [`ai`]: CPU players and hints, on the rules.
//! 7. [`game`]: the mutable game (turn phases, seats, history, events, snapshots),
//!    on the rules, dice and CPU players.
//! 8. [`save`]: save files, on the game and the position format.
//! 9. `records` (cargo feature `records`): profiles, ratings, history and statistics
//!    in SQLite (`docs/records.md`), on the game and save files.
//! 10. [`store`]: the game store, every file kept in one data directory (saves and
//!     their backups, the lesson, finished and set-aside games, damaged saves, the
//!     shells' settings, the lock; atomic writes), on save files.
//! 11. [`view`]: the board as shells draw it (geometry, hit-testing, SVG), on the rules.
//! 12. [`table`]: one game at the table for every shell (turn timer, CPU turns,
//!     lesson, announcements, feedback, autosave; `docs/table.md`), on the game,
//!     save files, view and text catalog.
//! 13. [`scene`]: the play screen as a display list (board, seat panels, die,
//!     buttons, motion, hit areas; PNG rendering with the feature `render`), on
//!     the table's view (`docs/design.md`).
//! 14. `ffi` (cargo feature `uniffi`): the API of the phone shells (Kotlin on
//!     Android, Swift on iOS) through UniFFI, on everything above
//!     (`docs/bindings.md`). The crate `ludo-ffi` builds it into the phones'
//!     library; the core's own types carry the FFI derives, so nothing is restated.
//!
//! The research tools (training, tuning, the decision audit) live in the workspace
//! crate `ludo-lab`, which the product does not link (`docs/ai.md`).

#![warn(missing_docs)]

pub mod color;

pub mod rules;

pub mod i18n;

pub mod notation;

pub mod dice;

pub mod ai;

pub mod game;

pub mod save;

#[cfg(feature = "records")]
pub mod records;

pub mod store;

pub mod view;

pub mod table;

pub mod scene;

// One UniFFI component for the whole API, named `ludo_ffi` as when the bindings
// were their own crate: a second component (one in core, one in the bindings) would
// make UniFFI write a second Kotlin file into the same package, redeclaring its
// runtime classes (`RustBuffer`, `FfiConverter`, ...), so the types that cross the
// FFI and the exports that use them live in one crate.
#[cfg(feature = "uniffi")]
uniffi::setup_scaffolding!("ludo_ffi");

#[cfg(feature = "uniffi")]
pub mod ffi;

pub use color::Color;
pub use rules::{Face, TokenId, TrackSquare};

/// The version of this crate (`Cargo.toml`), for "about" screens and bug reports.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
