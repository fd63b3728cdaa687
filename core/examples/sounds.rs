//! Writes every sound of the game (`scene::synth`) as WAV into the Android app's raw
//! resources and the iOS app's bundle:
//!
//! `cargo run -p ludo-core --features render --example sounds`

use ludo_core::scene::sound::Sound;
use ludo_core::scene::synth::{SOUND_DIRS, wav_bytes};
use std::path::PathBuf;

fn main() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut total = 0;
    for dir in SOUND_DIRS {
        let dir = root.join(dir);
        if let Err(e) = std::fs::create_dir_all(&dir) {
            eprintln!("sounds: {}: {e}", dir.display());
            std::process::exit(1);
        }
        for s in Sound::ALL {
            let bytes = wav_bytes(s);
            let path = dir.join(format!("{}.wav", s.file_stem()));
            if let Err(e) = std::fs::write(&path, &bytes) {
                eprintln!("sounds: {}: {e}", path.display());
                std::process::exit(1);
            }
            println!("{} ({} bytes)", path.display(), bytes.len());
            total += bytes.len();
        }
    }
    println!("{} bytes per app", total / SOUND_DIRS.len());
}
