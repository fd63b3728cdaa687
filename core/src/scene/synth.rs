//! The game's sounds, made by the project (feature `render`): a tiny synthesizer of
//! noise bursts, damped sines and bell partials, so every sound is reproducible from
//! the repository (`cargo run -p ludo-core --features render --example sounds`
//! writes them into the Android and iOS apps; a test checks the files are exactly
//! what this code makes; `docs/sound.md`).
//!
//! Every sound is mono, 16-bit, [`SAMPLE_RATE`] Hz, fades in over 3 ms and out to
//! exactly zero, and is normalized: the loudest 100 ms reach [`TARGET_RMS`] (about
//! −18 dBFS), peaks stay under −1 dBFS.

use super::sound::Sound;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::f64::consts::TAU;

/// Samples per second.
pub const SAMPLE_RATE: u32 = 22_050;
/// The RMS of each sound's loudest 100 ms, full scale 1.0 (−18 dBFS).
pub const TARGET_RMS: f64 = 0.126;
/// The highest peak allowed, full scale 1.0 (−1 dBFS).
pub const MAX_PEAK: f64 = 0.891;

/// Every voice fades out over its last 10 ms.
const RELEASE: f64 = 0.01;

/// A mono buffer being mixed, in seconds.
struct Mix {
    s: Vec<f64>,
}

impl Mix {
    fn new(secs: f64) -> Mix {
        Mix {
            s: vec![0.0; (secs * f64::from(SAMPLE_RATE)).round() as usize],
        }
    }

    fn at(t: f64) -> usize {
        (t * f64::from(SAMPLE_RATE)).round() as usize
    }

    /// Adds `f(time since start)` from `start` for `len` seconds.
    fn add(&mut self, start: f64, len: f64, f: impl Fn(f64) -> f64) {
        let a = Mix::at(start);
        let n = Mix::at(len);
        let release = Mix::at(RELEASE).max(1);
        for i in 0..n {
            // Every voice ends with a short release: a cut-off would click.
            let r = ((n - i) as f64 / release as f64).min(1.0);
            if let Some(v) = self.s.get_mut(a + i) {
                *v += r * f(i as f64 / f64::from(SAMPLE_RATE));
            }
        }
    }

    /// A tone: partials `(ratio, weight)` of `freq`, an exponential decay of time
    /// constant `tau`, a 4 ms attack.
    fn tone(
        &mut self,
        start: f64,
        len: f64,
        freq: f64,
        partials: &[(f64, f64)],
        tau: f64,
        gain: f64,
    ) {
        self.add(start, len, |t| {
            let env = (t / 0.004).min(1.0) * (-t / tau).exp();
            let v: f64 = partials
                .iter()
                .map(|&(r, w)| w * (TAU * freq * r * t).sin())
                .sum();
            gain * env * v
        });
    }

    /// Filtered noise: a burst of `len` seconds through a two-pole band-pass around
    /// `centre` Hz, decaying with `tau`.
    fn noise(
        &mut self,
        rng: &mut ChaCha8Rng,
        start: f64,
        len: f64,
        centre: f64,
        q: f64,
        tau: f64,
        gain: f64,
    ) {
        // RBJ band-pass biquad (constant skirt gain).
        let w = TAU * centre / f64::from(SAMPLE_RATE);
        let alpha = w.sin() / (2.0 * q);
        let (b0, b2) = (alpha, -alpha);
        let (a0, a1, a2) = (1.0 + alpha, -2.0 * w.cos(), 1.0 - alpha);
        let (mut x1, mut x2, mut y1, mut y2) = (0.0, 0.0, 0.0, 0.0);
        let n = Mix::at(len);
        let a = Mix::at(start);
        for i in 0..n {
            let x: f64 = rng.random_range(-1.0..1.0);
            let y = (b0 * x + b2 * x2 - a1 * y1 - a2 * y2) / a0;
            x2 = x1;
            x1 = x;
            y2 = y1;
            y1 = y;
            let t = i as f64 / f64::from(SAMPLE_RATE);
            let r = ((n - i) as f64 / Mix::at(RELEASE).max(1) as f64).min(1.0);
            let env = r * (t / 0.001).min(1.0) * (-t / tau).exp();
            if let Some(v) = self.s.get_mut(a + i) {
                *v += gain * env * y;
            }
        }
    }

    /// A sine sliding from `f0` to `f1` Hz (exponentially) over `len` seconds.
    fn sweep(&mut self, start: f64, len: f64, f0: f64, f1: f64, gain: f64) {
        let n = Mix::at(len);
        let a = Mix::at(start);
        let mut phase = 0.0;
        for i in 0..n {
            let p = i as f64 / n as f64;
            let f = f0 * (f1 / f0).powf(p);
            phase += TAU * f / f64::from(SAMPLE_RATE);
            let env = (p / 0.05).min(1.0) * (1.0 - p).powi(2);
            if let Some(v) = self.s.get_mut(a + i) {
                *v += gain * env * phase.sin();
            }
        }
    }
}

/// Equal-tempered frequency of a MIDI note (69 = A4 = 440 Hz).
fn note(midi: i32) -> f64 {
    440.0 * 2f64.powf(f64::from(midi - 69) / 12.0)
}

/// A bell-like set of partials (slightly inharmonic, as real bells are).
const BELL: [(f64, f64); 4] = [(1.0, 1.0), (2.0, 0.35), (2.76, 0.22), (5.4, 0.08)];
/// A softer, rounder set (marimba-like).
const MALLET: [(f64, f64); 3] = [(1.0, 1.0), (4.0, 0.18), (9.9, 0.05)];

fn raw(sound: Sound) -> Vec<f64> {
    // A fixed seed per sound: the noise is the same on every run and machine.
    let mut rng = ChaCha8Rng::seed_from_u64(0x4C55_444F + sound as u64);
    match sound {
        Sound::Roll => {
            // A die rattling on wood: clicks closer and softer as it settles.
            let mut m = Mix::new(0.36);
            for (k, &t) in [0.0, 0.075, 0.14, 0.195, 0.24, 0.275].iter().enumerate() {
                let g = 1.0 - 0.12 * k as f64;
                let centre = 2600.0 - 180.0 * k as f64 + rng.random_range(-150.0..150.0);
                m.noise(&mut rng, t, 0.045, centre, 1.6, 0.008, 1.4 * g);
                m.tone(
                    t,
                    0.05,
                    210.0 + 20.0 * k as f64,
                    &[(1.0, 1.0)],
                    0.012,
                    0.55 * g,
                );
            }
            m.s
        }
        Sound::Hop => {
            let mut m = Mix::new(0.07);
            m.tone(0.0, 0.07, 880.0, &MALLET, 0.014, 0.9);
            m.noise(&mut rng, 0.0, 0.006, 3500.0, 1.0, 0.002, 0.5);
            m.s
        }
        Sound::Capture => {
            let mut m = Mix::new(0.46);
            // The knock: a low thud with a woody click.
            m.add(0.0, 0.14, |t| {
                let f = 140.0 - 260.0 * t;
                (t / 0.002).min(1.0) * (-t / 0.035).exp() * (TAU * f * t).sin()
            });
            m.noise(&mut rng, 0.0, 0.04, 1200.0, 1.2, 0.01, 1.0);
            // The token sliding home.
            m.sweep(0.1, 0.34, 900.0, 240.0, 0.5);
            m.s
        }
        Sound::ExtraRoll => {
            let mut m = Mix::new(0.32);
            m.tone(0.0, 0.32, note(76), &BELL, 0.09, 0.6);
            m.tone(0.11, 0.21, note(81), &BELL, 0.1, 0.7);
            m.s
        }
        Sound::Safe => {
            let mut m = Mix::new(0.26);
            m.tone(0.0, 0.26, note(67), &BELL, 0.08, 0.8);
            m.s
        }
        Sound::Home => {
            let mut m = Mix::new(0.52);
            for (k, n) in [72, 76, 79].into_iter().enumerate() {
                let t = 0.11 * k as f64;
                m.tone(t, 0.52 - t, note(n), &BELL, 0.12, 0.55);
            }
            m.s
        }
        Sound::PlayerFinished => {
            let mut m = Mix::new(0.82);
            for (k, n) in [72, 76, 79, 84].into_iter().enumerate() {
                let t = 0.09 * k as f64;
                m.tone(t, 0.82 - t, note(n), &BELL, 0.22, 0.45);
            }
            m.s
        }
        Sound::Win => {
            let mut m = Mix::new(1.6);
            for (k, n) in [67, 72, 76, 79].into_iter().enumerate() {
                m.tone(0.11 * k as f64, 0.3, note(n), &BELL, 0.09, 0.5);
            }
            // The chord, held, with a gentle vibrato, fading out.
            for n in [72, 76, 79, 84] {
                let f = note(n);
                m.add(0.45, 1.15, |t| {
                    let env = (t / 0.03).min(1.0) * (1.0 - t / 1.15).max(0.0).powf(1.5);
                    let vib = 1.0 + 0.004 * (TAU * 5.0 * t).sin();
                    0.22 * env * ((TAU * f * vib * t).sin() + 0.3 * (TAU * 2.0 * f * vib * t).sin())
                });
            }
            m.s
        }
        Sound::TimerLow => {
            let mut m = Mix::new(0.25);
            m.tone(0.0, 0.06, 1250.0, &MALLET, 0.012, 0.9);
            m.tone(0.13, 0.06, 950.0, &MALLET, 0.012, 0.9);
            m.s
        }
        Sound::Refused => {
            let mut m = Mix::new(0.16);
            for f in [220.0, 233.0] {
                m.tone(0.0, 0.16, f, &[(1.0, 1.0), (3.0, 0.25)], 0.05, 0.6);
            }
            m.s
        }
    }
}

/// RMS of the loudest 100 ms of `s`.
fn loudest_rms(s: &[f64]) -> f64 {
    let w = (f64::from(SAMPLE_RATE) * 0.1) as usize;
    if s.is_empty() {
        return 0.0;
    }
    let w = w.min(s.len());
    let mut sum: f64 = s[..w].iter().map(|x| x * x).sum();
    let mut best = sum;
    for i in w..s.len() {
        sum += s[i] * s[i] - s[i - w] * s[i - w];
        best = best.max(sum);
    }
    (best.max(0.0) / w as f64).sqrt()
}

/// `sound` as samples: normalized, faded in and out, ending at zero.
pub fn synthesize(sound: Sound) -> Vec<i16> {
    let mut s = raw(sound);
    let n = s.len();
    let fade_in = Mix::at(0.003);
    let fade_out = Mix::at(0.012).min(n);
    for (i, v) in s.iter_mut().enumerate() {
        if i < fade_in {
            *v *= i as f64 / fade_in as f64;
        }
        let left = n - 1 - i;
        if left < fade_out {
            *v *= left as f64 / fade_out as f64;
        }
    }
    let rms = loudest_rms(&s);
    let mut gain = if rms > 0.0 { TARGET_RMS / rms } else { 1.0 };
    let peak = s.iter().fold(0.0f64, |a, v| a.max(v.abs())) * gain;
    if peak > MAX_PEAK {
        gain *= MAX_PEAK / peak;
    }
    s.iter()
        .map(|v| (v * gain * 32767.0).round().clamp(-32767.0, 32767.0) as i16)
        .collect()
}

/// `sound` as a 16-bit PCM WAV file.
pub fn wav_bytes(sound: Sound) -> Vec<u8> {
    let spec = hound::WavSpec {
        channels: 1,
        sample_rate: SAMPLE_RATE,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    let mut out = std::io::Cursor::new(Vec::new());
    // Writing to memory cannot fail but for a bug in hound; an empty file then
    // fails the test that compares the checked-in files.
    if let Ok(mut w) = hound::WavWriter::new(&mut out, spec) {
        for v in synthesize(sound) {
            if w.write_sample(v).is_err() {
                break;
            }
        }
        let _ = w.finalize();
    }
    out.into_inner()
}

/// Where the generated files live, from the repository's root: Android's raw
/// resources and the iOS app's bundle.
pub const SOUND_DIRS: [&str; 2] = ["android/app/src/main/res/raw", "ios/LudoApp/Sounds"];

#[cfg(test)]
mod tests {
    use super::*;

    fn secs(s: &[i16]) -> f64 {
        s.len() as f64 / f64::from(SAMPLE_RATE)
    }

    #[test]
    fn sounds_are_deterministic_normalized_and_click_free() {
        let mut total = 0;
        for s in Sound::ALL {
            let a = synthesize(s);
            assert_eq!(a, synthesize(s), "{s:?} is the same every time");
            assert!(
                a.iter().any(|&v| v.unsigned_abs() > 1000),
                "{s:?} is not silent"
            );
            assert_eq!(*a.last().unwrap(), 0, "{s:?} ends at zero");
            assert!(a[0].unsigned_abs() < 100, "{s:?} starts near zero");
            let f: Vec<f64> = a.iter().map(|&v| f64::from(v) / 32767.0).collect();
            let peak = f.iter().fold(0.0f64, |m, v| m.max(v.abs()));
            assert!(peak <= MAX_PEAK + 1e-3, "{s:?} peak {peak}");
            let db = 20.0 * (loudest_rms(&f) / TARGET_RMS).log10();
            assert!(
                db.abs() <= 3.0,
                "{s:?} is {db:.1} dB off the target loudness"
            );
            total += wav_bytes(s).len();
        }
        assert!(total < 300 * 1024, "{total} bytes in all");
    }

    #[test]
    fn durations_are_as_designed() {
        for (s, want) in [
            (Sound::Roll, 0.36),
            (Sound::Hop, 0.07),
            (Sound::Capture, 0.46),
            (Sound::Win, 1.6),
            (Sound::Refused, 0.16),
        ] {
            let got = secs(&synthesize(s));
            assert!(
                (got - want).abs() <= want * 0.2,
                "{s:?}: {got} s, designed {want} s"
            );
        }
    }

    #[test]
    fn the_apps_sound_files_are_the_generated_ones() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        for dir in SOUND_DIRS {
            for s in Sound::ALL {
                let path = root.join(dir).join(format!("{}.wav", s.file_stem()));
                let have = std::fs::read(&path).unwrap_or_default();
                assert!(
                    have == wav_bytes(s),
                    "{} is not what the synthesizer makes: run `cargo run -p ludo-core --features render --example sounds`",
                    path.display()
                );
            }
        }
    }
}
