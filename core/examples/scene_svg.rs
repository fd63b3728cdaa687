//! Writes every situation's play screen as SVG into a folder, for a quick look:
//! `cargo run -p ludo-core --example scene_svg -- OUT_DIR [WIDTH HEIGHT] [hi|bn] [dark]`.

use ludo_core::i18n::Lang;
use ludo_core::scene::scenarios::{self, Situation};
use ludo_core::scene::{SceneSpec, Theme, svg};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let dir = args
        .first()
        .cloned()
        .unwrap_or_else(|| "/tmp/scenes".into());
    let w: f32 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(411.0);
    let h: f32 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(891.0);
    let mut spec = SceneSpec::new(w, h);
    for a in &args {
        if let Some(l) = Lang::parse(a) {
            spec.lang = l;
        }
        if a == "dark" {
            spec.theme = Theme::Dark;
        }
    }
    std::fs::create_dir_all(&dir).expect("output folder");
    for s in Situation::ALL {
        let Some((mut stage, t)) = scenarios::stage(s) else {
            eprintln!("{}: refused", s.name());
            continue;
        };
        let scene = stage.frame(&spec, t);
        let path = format!("{dir}/{}.svg", s.name());
        std::fs::write(&path, svg::to_svg(&scene, 1.0, s.name())).expect("write");
        println!(
            "{path}: {} prims, {} hits",
            scene.prims.len(),
            scene.hits.len()
        );
    }
}
