//! Renders the store listings' images (`scene::store`) from the real play screen,
//! in English, Hindi and Bengali, into `fastlane/metadata/android/` and
//! `ios/fastlane/screenshots/`:
//!
//! `cargo run --release -p ludo-core --features render --example store`
//!
//! Needs the Noto fonts (Debian: `apt-get install fonts-noto-core`). Look at them
//! before committing; `core/tests/store_images.rs` checks the stores' size rules.

use ludo_core::i18n::Lang;
use ludo_core::scene::png::{Fonts, render_png_opaque};
use ludo_core::scene::store::shots;
use std::path::PathBuf;

fn main() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let fonts = Fonts::load().unwrap_or_else(|e| {
        eprintln!("store: {e}");
        std::process::exit(2);
    });
    for lang in Lang::ALL {
        for shot in shots(lang) {
            let path = root.join(&shot.path);
            let png = render_png_opaque(&shot.scene, shot.scale, &fonts).unwrap_or_else(|e| {
                eprintln!("store: {}: {e}", shot.path);
                std::process::exit(1);
            });
            if let Some(dir) = path.parent()
                && let Err(e) = std::fs::create_dir_all(dir)
            {
                eprintln!("store: {}: {e}", dir.display());
                std::process::exit(1);
            }
            if let Err(e) = std::fs::write(&path, &png) {
                eprintln!("store: {}: {e}", path.display());
                std::process::exit(1);
            }
            println!("{} ({} KB)", shot.path, png.len() / 1024);
        }
    }
}
