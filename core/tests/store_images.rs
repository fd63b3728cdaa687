//! The store listings' images (`scene::store`, made by the example `store`) are all
//! there and keep the stores' rules: Google Play's screenshots 320–3840 px a side,
//! the long side at most twice the short one, 2–8 per device class, a 1024 × 500
//! feature graphic; the App Store's iPhone 6.9" (1320 × 2868) and iPad 13"
//! (2064 × 2752) sizes; every one an opaque PNG (no alpha channel: both stores
//! refuse transparency), in English, Hindi and Bengali.

use ludo_core::i18n::Lang;
use ludo_core::scene::store::{Device, feature_graphic_path, path};
use std::path::PathBuf;

/// Width, height and colour type of a PNG (its IHDR chunk).
fn header(bytes: &[u8]) -> Option<(u32, u32, u8)> {
    let sig = [0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A];
    if bytes.len() < 29 || bytes[..8] != sig || &bytes[12..16] != b"IHDR" {
        return None;
    }
    let be = |i: usize| u32::from_be_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
    Some((be(16), be(20), bytes[25]))
}

#[test]
fn the_listings_images_keep_the_stores_rules() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut problems = vec![];
    for lang in Lang::ALL {
        for d in Device::ALL {
            let mut n = 0;
            while root.join(path(d, lang, n + 1)).exists() {
                n += 1;
            }
            let min = match d {
                Device::PlayPhone | Device::IPhone => 2,
                _ => 1,
            };
            if n < min || n > 8 {
                problems.push(format!("{d:?} {lang:?}: {n} screenshots"));
            }
            for i in 1..=n {
                let p = path(d, lang, i);
                let bytes = std::fs::read(root.join(&p)).unwrap_or_default();
                let Some((w, h, colour)) = header(&bytes) else {
                    problems.push(format!("{p}: not a PNG"));
                    continue;
                };
                if colour != 2 {
                    problems.push(format!("{p}: colour type {colour}, not opaque RGB"));
                }
                let play = matches!(d, Device::PlayPhone | Device::PlaySeven | Device::PlayTen);
                let ok = if play {
                    let (a, b) = (w.min(h), w.max(h));
                    a >= 320 && b <= 3840 && b <= 2 * a
                } else {
                    (w, h) == d.pixels()
                };
                if !ok || (w, h) != d.pixels() {
                    problems.push(format!("{p}: {w} × {h}, want {:?}", d.pixels()));
                }
            }
        }
        let f = feature_graphic_path(lang);
        match header(&std::fs::read(root.join(&f)).unwrap_or_default()) {
            Some((1024, 500, 2)) => {}
            other => problems.push(format!("{f}: {other:?}, want 1024 × 500 RGB")),
        }
    }
    assert!(
        problems.is_empty(),
        "store images (regenerate: cargo run --release -p ludo-core --features render --example store):\n{}",
        problems.join("\n")
    );
}
