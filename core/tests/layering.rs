//! The layering `lib.rs` and `rules/mod.rs` describe is the one the code follows: a
//! module refers only to modules listed before it. Reads the sources and fails on
//! any `crate::X` (between the crate's top modules) or `super::X` (between the
//! modules of `rules`) that points upwards. Comments are skipped, so doc links may
//! point anywhere.

use std::path::{Path, PathBuf};

/// The crate's top modules, bottom up, as `lib.rs` lists them.
const LAYERS: [&str; 14] = [
    "color", "rules", "i18n", "notation", "dice", "ai", "game", "save", "records", "store", "view",
    "table", "scene", "ffi",
];

/// Items re-exported at the crate root, by the layer that defines them.
const ROOT: [(&str, &str); 5] = [
    ("Color", "color"),
    ("Face", "rules"),
    ("TokenId", "rules"),
    ("TrackSquare", "rules"),
    ("VERSION", "color"),
];

/// The modules of `rules`, bottom up, as `rules/mod.rs` lists them.
const RULES: [&str; 9] = [
    "topology", "face", "token", "options", "variant", "position", "moves", "turn", "places",
];

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every `.rs` file under `dir`, recursively.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The code of a file without comments (`//` to the end of a line; the sources use
/// no block comments), so doc links do not count.
fn code(path: &Path) -> String {
    strip_comments(&std::fs::read_to_string(path).unwrap())
}

/// `text` without `//` comments.
fn strip_comments(text: &str) -> String {
    text.lines()
        .map(|l| match l.find("//") {
            // `//` inside a string literal would cut too much; none of the paths
            // checked here follows one on the same line.
            Some(i) => &l[..i],
            None => l,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The identifiers following each occurrence of `prefix` in `text`.
fn targets<'a>(text: &'a str, prefix: &str) -> Vec<&'a str> {
    let mut out = vec![];
    let mut rest = text;
    while let Some(i) = rest.find(prefix) {
        let before = rest[..i].chars().last();
        rest = &rest[i + prefix.len()..];
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let end = rest
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        out.push(&rest[..end]);
    }
    out
}

/// Rank of `name` in `order`; `None` for names that are not layers.
fn rank(order: &[&str], name: &str) -> Option<usize> {
    order.iter().position(|&m| m == name)
}

#[test]
fn modules_refer_only_to_lower_layers() {
    let root = src();
    let mut files = vec![];
    sources(&root, &mut files);
    let mut wrong = vec![];
    let mut seen = vec![];
    for file in &files {
        let rel = file.strip_prefix(&root).unwrap();
        let top = rel
            .components()
            .next()
            .unwrap()
            .as_os_str()
            .to_string_lossy()
            .trim_end_matches(".rs")
            .to_string();
        if top == "lib" {
            continue;
        }
        let Some(me) = rank(&LAYERS, &top) else {
            wrong.push(format!("{}: module {top} is not in LAYERS", rel.display()));
            continue;
        };
        seen.push(top.clone());
        let text = code(file);
        for t in targets(&text, "crate::") {
            let layer = ROOT.iter().find(|r| r.0 == t).map_or(t, |r| r.1);
            match rank(&LAYERS, layer) {
                Some(r) if r > me => wrong.push(format!("{}: uses crate::{t}", rel.display())),
                Some(_) => {}
                None => wrong.push(format!("{}: crate::{t} is not a layer", rel.display())),
            }
        }
        // Inside `rules`: sibling modules only downwards.
        if top == "rules" {
            let name = rel.file_stem().unwrap().to_string_lossy().to_string();
            if let Some(me) = rank(&RULES, &name) {
                for t in targets(&text, "super::") {
                    if rank(&RULES, t).is_some_and(|r| r > me) {
                        wrong.push(format!("{}: uses super::{t}", rel.display()));
                    }
                }
            } else if name != "mod" {
                wrong.push(format!("{}: not in RULES", rel.display()));
            }
        }
    }
    assert!(wrong.is_empty(), "layering broken:\n{}", wrong.join("\n"));
    for layer in LAYERS {
        assert!(
            seen.iter().any(|s| s == layer),
            "no source for layer {layer}"
        );
    }
}

#[test]
fn the_checker_sees_an_upward_reference() {
    let text = code(Path::new(&src().join("game/snapshot.rs")));
    assert!(targets(&text, "crate::").contains(&"rules"));
    assert_eq!(
        targets(
            &strip_comments("use crate::game::Game; acrate::y; // crate::scene"),
            "crate::"
        ),
        ["game"]
    );
    assert_eq!(rank(&LAYERS, "rules"), Some(1));
    assert!(rank(&LAYERS, "i18n") > rank(&LAYERS, "rules"));
    assert!(rank(&LAYERS, "game") > rank(&LAYERS, "ai"));
    // The game store sits above save files and records, below the table.
    assert!(rank(&LAYERS, "store") > rank(&LAYERS, "save"));
    assert!(rank(&LAYERS, "store") > rank(&LAYERS, "records"));
    assert!(rank(&LAYERS, "store") < rank(&LAYERS, "table"));
}
