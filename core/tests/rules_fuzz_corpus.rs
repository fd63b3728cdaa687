//! Runs the bodies of the fuzz targets (`core/fuzz/bodies.rs`) on stable over a seed
//! corpus: the checked-in seeds in `core/fuzz/corpus/`, every rule-case input, real
//! save files of random games, and truncated or byte-flipped variants of all of them.
//!
//! `LUDO_WRITE_FUZZ_CORPUS=1 cargo test --test rules_fuzz_corpus` rewrites the
//! checked-in save seeds.

#[path = "../fuzz/bodies.rs"]
mod bodies;

use ludo_core::game::{Game, GameSetup, Phase, SeatKind, SeatSetup};
use ludo_core::rules::Preset;
use ludo_core::{Color, save};
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

fn files(dir: &Path) -> Vec<Vec<u8>> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|d| d.map(|e| e.unwrap().path()).collect())
        .unwrap_or_default();
    paths.sort();
    paths
        .into_iter()
        .filter(|p| p.is_file())
        .map(|p| std::fs::read(p).unwrap())
        .collect()
}

/// Truncations and single-byte changes of `seed`, a few dozen per seed.
fn variants(seed: &[u8]) -> Vec<Vec<u8>> {
    let mut out = vec![seed.to_vec()];
    let n = seed.len();
    for k in 1..=8 {
        out.push(seed[..n * k / 9].to_vec());
    }
    let mut x: u64 = (n as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    for _ in 0..24 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        if n == 0 {
            break;
        }
        let mut v = seed.to_vec();
        let i = (x % n as u64) as usize;
        v[i] = b"0123456789-,:{}[]\"ntf9 "[(x >> 32) as usize % 23];
        out.push(v);
    }
    out
}

/// Save files of short random games under each preset, at several points.
fn generated_saves() -> Vec<Vec<u8>> {
    let mut out = vec![];
    for (i, preset) in Preset::ALL.into_iter().enumerate() {
        let colors = [
            &[Color::Yellow, Color::Red][..],
            &Color::ALL[..3],
            &Color::ALL[..],
        ][i % 3];
        let setup = GameSetup {
            rules: preset.rules(),
            seats: colors
                .iter()
                .map(|&color| SeatSetup {
                    color,
                    kind: SeatKind::Human,
                })
                .collect(),
            seed: Some(i as u64 + 5),
            dice_script: vec![],
            first_player: None,
        };
        let mut g = Game::new(&setup).unwrap();
        for n in 0..3000 {
            if [0, 7, 60, 400].contains(&n) || g.phase() == Phase::GameOver {
                out.push(save::save(&g).unwrap().into_bytes());
            }
            if g.phase() == Phase::GameOver {
                break;
            }
            match g.pending() {
                None => g.roll().map(|_| ()).unwrap(),
                Some((_, m)) => {
                    let t = m.iter().last().unwrap().token;
                    g.move_token(t).map(|_| ()).unwrap()
                }
            }
        }
    }
    out
}

#[test]
fn fuzz_target_position_over_the_seed_corpus() {
    let mut seeds = files(&root().join("fuzz/corpus/position"));
    for f in files(&root().join("tests/rules")) {
        let v: serde_json::Value = serde_json::from_slice(&f).unwrap();
        for c in v["cases"].as_array().unwrap() {
            seeds.push(c["input"].to_string().into_bytes());
        }
    }
    assert!(seeds.len() > 100);
    let mut runs = 0;
    for s in &seeds {
        for v in variants(s) {
            bodies::position(&v);
            runs += 1;
        }
    }
    bodies::position(b"");
    bodies::position(&[0xff, 0xfe, b'{']);
    println!("position: {runs} inputs");
}

#[test]
fn fuzz_target_save_load_over_the_seed_corpus() {
    let generated = generated_saves();
    if std::env::var_os("LUDO_WRITE_FUZZ_CORPUS").is_some() {
        let dir = root().join("fuzz/corpus/save_load");
        for (i, s) in generated.iter().enumerate().step_by(3) {
            std::fs::write(dir.join(format!("seed-{i:02}.json")), s).unwrap();
        }
    }
    let mut seeds = files(&root().join("fuzz/corpus/save_load"));
    seeds.extend(generated);
    assert!(seeds.len() >= 6);
    let mut runs = 0;
    for s in &seeds {
        assert!(
            save::load(std::str::from_utf8(s).unwrap()).is_ok(),
            "seeds load"
        );
        for v in variants(s) {
            bodies::save_load(&v);
            runs += 1;
        }
    }
    bodies::save_load(b"");
    bodies::save_load(b"{\"format\":\"ludo-save\",\"version\":1}");
    println!("save_load: {runs} inputs");
}

/// Action bytes for the `save_actions` seeds: a fixed pseudo-random stream, mostly
/// rolls and moves, with every other kind of action now and then.
fn action_bytes(seed: u64, n: usize) -> Vec<u8> {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            // Never 0: the first 0 byte separates the save from the actions.
            let b = (x >> 24) as u8;
            if b == 0 { 1 } else { b }
        })
        .collect()
}

#[test]
fn fuzz_target_save_actions_over_the_seed_corpus() {
    let mut generated: Vec<Vec<u8>> = vec![];
    for (i, s) in generated_saves().into_iter().enumerate() {
        let mut input = s;
        input.push(0);
        input.extend(action_bytes(i as u64, 120));
        generated.push(input);
    }
    // The golden saves, of both format versions.
    let golden = root().join("../tests/golden/saves");
    for dir in [golden.clone(), golden.join("v1")] {
        for f in files(&dir) {
            if serde_json::from_slice::<serde_json::Value>(&f)
                .is_ok_and(|v| v["format"] == "ludo-save")
            {
                let mut input = f.trim_ascii_end().to_vec();
                input.push(0);
                input.extend(action_bytes(input.len() as u64, 100));
                generated.push(input);
            }
        }
    }
    if std::env::var_os("LUDO_WRITE_FUZZ_CORPUS").is_some() {
        let dir = root().join("fuzz/corpus/save_actions");
        std::fs::create_dir_all(&dir).unwrap();
        for (i, s) in generated.iter().enumerate().step_by(3) {
            std::fs::write(dir.join(format!("seed-{i:02}.bin")), s).unwrap();
        }
    }
    let mut seeds = files(&root().join("fuzz/corpus/save_actions"));
    assert!(seeds.len() >= 4, "checked-in save_actions seeds");
    seeds.extend(generated);
    let mut runs = 0;
    for s in &seeds {
        let (save_part, actions) = bodies::split_save_actions(s);
        assert!(
            save::load(std::str::from_utf8(save_part).unwrap()).is_ok(),
            "seeds load"
        );
        assert!(!actions.is_empty());
        bodies::save_actions(s);
        runs += 1;
        // Fewer actions, and a changed action byte.
        for k in [1, actions.len() / 2] {
            bodies::save_actions(&s[..save_part.len() + 1 + k]);
            runs += 1;
        }
        let mut v = s.clone();
        let last = v.len() - 1;
        v[last] = v[last].wrapping_add(7).max(1);
        bodies::save_actions(&v);
        runs += 1;
    }
    bodies::save_actions(b"");
    bodies::save_actions(b"\0\x01\x02");
    println!("save_actions: {runs} inputs");
}
