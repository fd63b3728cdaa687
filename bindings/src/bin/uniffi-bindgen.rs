//! The `uniffi-bindgen` command line, built from the workspace's pinned UniFFI version.
//!
//! `cargo run -p ludo-ffi --bin uniffi-bindgen -- generate --library <lib> --language kotlin --out-dir <dir>`

fn main() {
    uniffi::uniffi_bindgen_main()
}
