//! Renders the golden images of the play screen into `tests/golden/scenes/`
//! (`scene::scenarios::goldens`), with the core's PNG renderer:
//!
//! `cargo run -p ludo-core --features render --example scenes [-- OUT_DIR]`
//!
//! Needs the Noto fonts (Debian: `apt-get install fonts-noto-core`). Look at every
//! image before committing it.
//!
//! The review's graph goldens (`scene::graph::goldens`) are drawn from the whole
//! review of `tests/golden/saves/finished.save.json` at the default settings, which
//! this example runs (a few seconds in release, `--release`) and keeps as
//! `tests/golden/reviews/finished.graph.json` for the golden test.

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
    if let Err(e) = graphs(&out, &fonts) {
        eprintln!("scenes: the review graph: {e}");
        std::process::exit(1);
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

/// The review graph's goldens and their series (see the module's comment).
fn graphs(out: &std::path::Path, fonts: &Fonts) -> Result<(), String> {
    use ludo_core::game::review::{ReviewOptions, review};
    use ludo_core::scene::graph::{goldens, series_of, win_chance_graph};
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/golden");
    let save = std::fs::read_to_string(root.join("saves/finished.save.json"))
        .map_err(|e| e.to_string())?;
    let game = ludo_core::save::load(&save).map_err(|e| e.to_string())?;
    let never = std::sync::atomic::AtomicBool::new(false);
    let entries = review(&game, &ReviewOptions::default(), &mut |_, _| {}, &never)
        .map_err(|e| e.to_string())?;
    let series = series_of(&entries);
    let json = serde_json::to_string(&series).map_err(|e| e.to_string())?;
    std::fs::create_dir_all(root.join("reviews")).map_err(|e| e.to_string())?;
    std::fs::write(root.join("reviews/finished.graph.json"), json + "\n")
        .map_err(|e| e.to_string())?;
    for g in goldens() {
        let scene = win_chance_graph(&series, g.selected, g.size.0, g.size.1, g.theme);
        let png = render_png(&scene, g.scale, fonts).map_err(|e| e.to_string())?;
        let path = out.join(format!("{}.png", g.name));
        std::fs::write(&path, &png).map_err(|e| format!("{}: {e}", path.display()))?;
        println!("{} ({} bytes)", path.display(), png.len());
    }
    Ok(())
}
