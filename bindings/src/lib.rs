//! `ludo-ffi`: the phones' library (a `cdylib` for Android, a `staticlib` for iOS).
//! The API itself is the core's `ffi` module (feature `uniffi`): UniFFI makes one
//! component per crate, and the types that cross the FFI are the core's own, so the
//! exports live beside them; this crate only links them into one library under the
//! name the shells load (`ludo_ffi`) and re-exports them for the Rust tests.
//! See `docs/bindings.md`.

pub use ludo_core::UniFfiTag;
pub use ludo_core::ffi::*;
