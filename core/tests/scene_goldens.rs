//! The golden images of the play screen (`tests/golden/scenes/`): every situation of
//! `scene::scenarios::goldens` rendered by the core's PNG renderer must match its
//! checked-in image. Needs the Noto fonts (`apt-get install fonts-noto-core`; the test
//! script installs them). After an intended change of the look:
//!
//! `cargo run -p ludo-core --features render --example scenes`
//!
//! and look at every image before committing. A failing image's difference is written
//! to `target/scene-diffs/NAME.png` (differing pixels in red).

use ludo_core::scene::png::{Fonts, compare, diff_image, render_png};
use ludo_core::scene::scenarios::{goldens, stage};
use std::path::PathBuf;

/// A channel off by more than this counts as a differing pixel ...
const TOLERANCE: u8 = 24;
/// ... and at most this share of pixels may differ (anti-aliasing on another CPU).
const MAX_DIFFERING: f64 = 0.001;

#[test]
fn the_play_screen_looks_as_its_golden_images() {
    let fonts = Fonts::load().unwrap_or_else(|e| panic!("{e}"));
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let dir = root.join("tests/golden/scenes");
    let diffs = root.join("target/scene-diffs");
    let mut failed = vec![];
    let all = goldens();
    assert!(all.len() >= 16, "at least 16 goldens");
    for g in &all {
        let (mut st, at) = stage(g.situation).expect("a situation");
        let scene = st.frame(&g.spec, at);
        let png = render_png(&scene, g.scale, &fonts).expect("rendered");
        let path = dir.join(format!("{}.png", g.name));
        let want = std::fs::read(&path).unwrap_or_else(|e| {
            panic!(
                "{}: {e} (regenerate with the example `scenes`)",
                path.display()
            )
        });
        let d = compare(&want, &png, TOLERANCE).expect("compared");
        let share = d.differing as f64 / d.total.max(1) as f64;
        if d.size_mismatch || share > MAX_DIFFERING {
            let _ = std::fs::create_dir_all(&diffs);
            if let Ok(img) = diff_image(&want, &png) {
                let _ = std::fs::write(diffs.join(format!("{}.png", g.name)), img);
            }
            let _ = std::fs::write(diffs.join(format!("{}-now.png", g.name)), &png);
            failed.push(format!(
                "{}: {} of {} pixels differ (mean {:.2}){}",
                g.name,
                d.differing,
                d.total,
                d.mean,
                if d.size_mismatch {
                    ", size differs"
                } else {
                    ""
                }
            ));
        }
    }
    assert!(
        failed.is_empty(),
        "golden scenes differ (see target/scene-diffs):\n{}",
        failed.join("\n")
    );
}

/// The review's win-chance graph (`scene::graph::goldens`) from the whole review of the
/// finished golden game kept in `tests/golden/reviews/finished.graph.json`.
#[test]
fn the_review_graph_looks_as_its_golden_images() {
    use ludo_core::scene::graph::{GraphSeries, goldens, win_chance_graph};
    let fonts = Fonts::load().unwrap_or_else(|e| panic!("{e}"));
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/golden");
    let series: Vec<GraphSeries> = serde_json::from_str(
        &std::fs::read_to_string(root.join("reviews/finished.graph.json")).expect("the series"),
    )
    .expect("series JSON");
    assert_eq!(series.len(), 4);
    assert!(series.iter().all(|s| s.chances.len() > 300), "a whole game");
    for g in goldens() {
        let scene = win_chance_graph(&series, g.selected, g.size.0, g.size.1, g.theme);
        let png = render_png(&scene, g.scale, &fonts).expect("rendered");
        let want = std::fs::read(root.join(format!("scenes/{}.png", g.name))).expect("golden");
        let d = compare(&want, &png, TOLERANCE).expect("compared");
        let share = d.differing as f64 / d.total.max(1) as f64;
        if d.size_mismatch || share > MAX_DIFFERING {
            let diffs = root.join("../target/scene-diffs");
            let _ = std::fs::create_dir_all(&diffs);
            let _ = std::fs::write(diffs.join(format!("{}-now.png", g.name)), &png);
            panic!("{}: {} of {} pixels differ", g.name, d.differing, d.total);
        }
    }
}
