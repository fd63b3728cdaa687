//! Renders the golden images of the play screen into `tests/golden/scenes/`
//! (`scene::scenarios::goldens`), with the core's PNG renderer:
//!
//! `cargo run -p ludo-core --features render --example scenes [-- OUT_DIR]`
//!
//! Needs the Noto fonts (Debian: `apt-get install fonts-noto-core`). Look at every
//! image before committing it.

use ludo_core::scene::png::{Fonts, render_png};
use ludo_core::scene::scenarios::{goldens, stage};
use std::path::PathBuf;

fn main() {
    let out = std::env::args().nth(1).map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/golden/scenes"),
        PathBuf::from,
    );
    let fonts = Fonts::load().unwrap_or_else(|e| {
        eprintln!("scenes: {e}");
        std::process::exit(2);
    });
    if let Err(e) = std::fs::create_dir_all(&out) {
        eprintln!("scenes: {}: {e}", out.display());
        std::process::exit(2);
    }
    for g in goldens() {
        let Some((mut st, at)) = stage(g.situation) else {
            eprintln!("scenes: {}: the situation could not be set up", g.name);
            std::process::exit(1);
        };
        let scene = st.frame(&g.spec, at);
        match render_png(&scene, g.scale, &fonts) {
            Ok(png) => {
                let path = out.join(format!("{}.png", g.name));
                if let Err(e) = std::fs::write(&path, &png) {
                    eprintln!("scenes: {}: {e}", path.display());
                    std::process::exit(1);
                }
                println!(
                    "{} ({} bytes, {} primitives)",
                    path.display(),
                    png.len(),
                    scene.prims.len()
                );
            }
            Err(e) => {
                eprintln!("scenes: {}: {e}", g.name);
                std::process::exit(1);
            }
        }
    }
}
