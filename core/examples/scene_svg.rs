//! Writes every situation's play screen as SVG into a folder, for a quick look:
//! `cargo run -p ludo-core --example scene_svg -- OUT_DIR [WIDTH HEIGHT] [hi|bn] [dark]`.
//!
//! WIDTH and HEIGHT are points, positive and at most [`MAX_SIDE`]; anything else
//! is refused with one sentence (status 2): a negative size wrote SVGs with
//! `width="-100"` and a word fell back to the default silently.

use ludo_core::i18n::Lang;
use ludo_core::scene::scenarios::{self, Situation};
use ludo_core::scene::{SceneSpec, Theme, svg};
use std::process::ExitCode;

/// The largest width or height taken, in points (a big tablet is about 1400).
const MAX_SIDE: f32 = 10_000.0;

/// What the command line asks for.
#[derive(Debug, PartialEq)]
struct Options {
    dir: String,
    width: f32,
    height: f32,
    lang: Option<Lang>,
    dark: bool,
}

/// A width or height given as `what`: a number of points above 0 and at most
/// [`MAX_SIDE`].
fn side(a: &str, what: &str) -> Result<f32, String> {
    match a.parse::<f32>() {
        Ok(v) if v.is_finite() && v > 0.0 && v <= MAX_SIDE => Ok(v),
        _ => Err(format!(
            "the {what} must be a number of points above 0 and at most {MAX_SIDE}, not {a:?}"
        )),
    }
}

/// Reads the arguments (after the program's name).
///
/// Errors: a sentence naming the bad argument.
fn parse(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        dir: "/tmp/scenes".into(),
        width: 411.0,
        height: 891.0,
        lang: None,
        dark: false,
    };
    let mut sizes = vec![];
    for (i, a) in args.iter().enumerate() {
        if let Some(l) = Lang::parse(a) {
            o.lang = Some(l);
        } else if a == "dark" {
            o.dark = true;
        } else if i == 0 {
            o.dir = a.clone();
        } else {
            sizes.push(a.as_str());
        }
    }
    match sizes.as_slice() {
        [] => {}
        [w, h] => {
            o.width = side(w, "width")?;
            o.height = side(h, "height")?;
        }
        [w] => return Err(format!("give a height after the width {w:?}")),
        more => return Err(format!("unexpected arguments {:?}", &more[2..])),
    }
    Ok(o)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let o = match parse(&args) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("scene_svg: {e}");
            eprintln!("usage: scene_svg OUT_DIR [WIDTH HEIGHT] [hi|bn] [dark]");
            return ExitCode::from(2);
        }
    };
    let mut spec = SceneSpec::new(o.width, o.height);
    if let Some(l) = o.lang {
        spec.lang = l;
    }
    if o.dark {
        spec.theme = Theme::Dark;
    }
    if let Err(e) = std::fs::create_dir_all(&o.dir) {
        eprintln!("scene_svg: cannot make the folder {}: {e}", o.dir);
        return ExitCode::FAILURE;
    }
    for s in Situation::ALL {
        let Some((mut stage, t)) = scenarios::stage(s) else {
            eprintln!("{}: refused", s.name());
            continue;
        };
        let scene = stage.frame(&spec, t);
        let path = format!("{}/{}.svg", o.dir, s.name());
        if let Err(e) = std::fs::write(&path, svg::to_svg(&scene, 1.0, s.name())) {
            eprintln!("scene_svg: cannot write {path}: {e}");
            return ExitCode::FAILURE;
        }
        println!(
            "{path}: {} prims, {} hits",
            scene.prims.len(),
            scene.hits.len()
        );
    }
    ExitCode::SUCCESS
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(a: &[&str]) -> Vec<String> {
        a.iter().map(|s| s.to_string()).collect()
    }

    /// A negative, zero, huge or non-numeric size is refused, naming it (a negative
    /// one wrote SVGs `width="-100"`); good sizes, a language and `dark` are taken.
    #[test]
    fn sizes_must_be_positive_numbers() {
        for bad in [
            &["out", "-100", "-50"][..],
            &["out", "411", "-1"],
            &["out", "0", "891"],
            &["out", "NaN", "891"],
            &["out", "inf", "891"],
            &["out", "1e9", "891"],
            &["out", "wide", "891"],
            &["out", "411"],
        ] {
            let e = parse(&args(bad)).unwrap_err();
            assert!(bad[1..].iter().any(|a| e.contains(a)), "{bad:?}: {e}");
        }
        let o = parse(&args(&["out", "390", "844", "bn", "dark"])).unwrap();
        assert_eq!(
            (o.width, o.height, o.lang, o.dark),
            (390.0, 844.0, Some(Lang::Bn), true)
        );
        let o = parse(&args(&["out"])).unwrap();
        assert_eq!((o.dir.as_str(), o.width, o.height), ("out", 411.0, 891.0));
    }
}
