//! Helpers shared by the bindings' integration tests: the golden finished save,
//! and a value lifted through UniFFI's own converter as a shell would send it.

#![allow(dead_code)]

use ludo_ffi::{LudoError, UniFfiTag};

/// The text of `tests/golden/saves/finished.save.json` (a whole finished game).
pub fn finished_save() -> String {
    std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/golden/saves/finished.save.json"
    ))
    .expect("golden save")
}

/// What the FFI boundary makes of `v` sent by a shell as a `T`: the custom types
/// (exit numbers, turn time limit, profile ids, token ids) are checked there,
/// before any export runs, and a refusal is the export's typed error.
pub fn lifted<T, B>(v: B) -> Result<T, LudoError>
where
    T: uniffi::Lift<UniFfiTag>,
    B: uniffi::Lower<UniFfiTag, FfiType = T::FfiType>,
{
    T::try_lift(B::lower(v)).map_err(|e| e.downcast::<LudoError>().expect("a LudoError"))
}
