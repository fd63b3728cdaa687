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
