//! The cost of one animated frame of the play screen as a phone pays it
//! (docs/design.md, "Cost of a frame"): `LudoStage.frame` (the core builds the
//! scene at time t and converts it to the FFI records) plus lowering the result
//! into the buffer that crosses the FFI, for
//!
//! * `capture`: a capture mid-animation (tokens moving, the knock's burst),
//! * `mid_game`: a person choosing a move (landing rings and tokens pulsing, the hint),
//! * `won`: the result card with confetti flying (the most primitives).
//!
//! Each is measured at a new time every iteration, as a display frame would be.
//! `cargo bench -p ludo-ffi --bench scene`

use criterion::{Criterion, criterion_group, criterion_main};
use ludo_core::scene::scenarios::{self, Situation};
use ludo_ffi::{LudoStage, SceneFrame, SceneSpec, SceneTheme, UniFfiTag};
use std::hint::black_box;

fn spec() -> SceneSpec {
    SceneSpec {
        width: 411.0,
        height: 891.0,
        inset_top: 24.0,
        inset_right: 0.0,
        inset_bottom: 48.0,
        inset_left: 0.0,
        theme: SceneTheme::Light,
        locale: "en".into(),
        reduce_motion: false,
        save_failed: false,
        result_notes: vec![],
    }
}

fn frames(c: &mut Criterion) {
    let mut g = c.benchmark_group("frame");
    for situation in [Situation::Capture, Situation::MidGame, Situation::Won] {
        let (stage, at) = scenarios::stage(situation).expect("a situation");
        let stage = LudoStage::from_core(stage);
        let spec = spec();
        let prims = stage.frame(spec.clone(), at).expect("a frame").prims.len();
        eprintln!("{}: {prims} primitives", situation.name());
        let mut t = at;
        g.bench_function(situation.name(), |b| {
            b.iter(|| {
                // One display frame later each time (16.7 ms), within the motion.
                t = if t > at + 400.0 { at } else { t + 16.7 };
                let frame = stage.frame(spec.clone(), t).expect("a frame");
                black_box(<SceneFrame as uniffi::Lower<UniFfiTag>>::lower(frame))
            })
        });
    }
    g.finish();
}

criterion_group!(benches, frames);
criterion_main!(benches);
