//! Model files as training writes them, and the dense form of a model's score that
//! training steps on. The core (`ludo_core::ai::learn`) only reads model files and
//! evaluates positions; what only training needs lives here.

use ludo_core::ai::learn::{FEATURES, FORMAT, Hidden, MAX_HIDDEN, Model, TrainInfo};
use serde::Serialize;

/// Units of the hidden layer `ludo-lab train-td --td-hidden` adds unless told
/// another width (round 21's layer).
pub const HIDDEN: usize = 16;

/// The file form of a model, in the order of the keys the core reads
/// (`format`, `training`, `weights`, `hidden`).
#[derive(Serialize)]
struct ModelJson<'a> {
    format: &'static str,
    training: Option<TrainJson>,
    weights: &'a [f32],
    #[serde(skip_serializing_if = "Option::is_none")]
    hidden: Option<HiddenJson>,
}

/// The file form of [`TrainInfo`].
#[derive(Serialize)]
struct TrainJson {
    games: u64,
    seed: u64,
    players: usize,
    lambda: f32,
    alpha: f32,
    alpha_end: f32,
    /// Left out when 1 (the core reads a missing `seeds` as 1).
    #[serde(skip_serializing_if = "is_one")]
    seeds: u64,
}

fn is_one(n: &u64) -> bool {
    *n == 1
}

/// The file form of a hidden layer: input weights by input (one row per input),
/// then biases and outputs.
#[derive(Serialize)]
struct HiddenJson {
    input: Vec<Vec<f32>>,
    bias: Vec<f32>,
    output: Vec<f32>,
}

impl From<TrainInfo> for TrainJson {
    fn from(t: TrainInfo) -> TrainJson {
        TrainJson {
            games: t.games,
            seed: t.seed,
            players: t.players,
            lambda: t.lambda,
            alpha: t.alpha,
            alpha_end: t.alpha_end,
            seeds: t.seeds,
        }
    }
}

/// The model as a file (one line of JSON; floats round-trip exactly), which
/// `Model::from_json` reads back to the same model.
pub fn to_json(m: &Model) -> String {
    let file = ModelJson {
        format: FORMAT,
        training: m.training.map(TrainJson::from),
        weights: &m.weights,
        hidden: m.hidden.as_ref().map(|h| HiddenJson {
            input: h.input().chunks(h.units()).map(<[f32]>::to_vec).collect(),
            bias: h.bias().to_vec(),
            output: h.output().to_vec(),
        }),
    };
    serde_json::to_string(&file).unwrap_or_default()
}

/// A hidden layer that changes no score yet: `units` units reading the features
/// (with `raw`, the raw board too), input weight `init(input, unit)`, zero biases
/// and outputs. `None` for a width outside 1..=[`MAX_HIDDEN`] or a weight that is
/// not finite.
pub fn silent_layer(
    units: usize,
    raw: bool,
    mut init: impl FnMut(usize, usize) -> f32,
) -> Option<Hidden> {
    let inputs = if raw {
        ludo_core::ai::learn::INPUTS
    } else {
        FEATURES
    };
    let mut input = Vec::with_capacity(inputs * units);
    for i in 0..inputs {
        for k in 0..units {
            input.push(init(i, k));
        }
    }
    Hidden::new(units, input, vec![0.0; units], vec![0.0; units]).ok()
}

/// The pre-activations (without bias) of one colour's dense inputs `x` (the first
/// [`Hidden::units`] are meaningful; `x` holds at least the layer's inputs).
pub fn pre(h: &Hidden, x: &[f32]) -> [f32; MAX_HIDDEN] {
    let units = h.units();
    let mut pre = [0f32; MAX_HIDDEN];
    for (i, &xi) in x[..h.inputs()].iter().enumerate() {
        if xi != 0.0 {
            let row = &h.input()[i * units..(i + 1) * units];
            for (z, w) in pre.iter_mut().zip(row) {
                *z += w * xi;
            }
        }
    }
    pre
}

/// The score of one colour from its dense inputs: the features, then the raw
/// board when the hidden layer reads it. The same number as `Model::scores`
/// gives that colour (a test keeps them together).
pub fn score_dense(m: &Model, x: &[f32]) -> f32 {
    let lin: f32 = x[..FEATURES]
        .iter()
        .zip(&m.weights)
        .map(|(a, b)| a * b)
        .sum();
    match &m.hidden {
        None => lin,
        Some(h) => lin + h.out(&pre(h, x)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ludo_core::Color;
    use ludo_core::ai::learn::{INPUTS, ModelError, features, raw_features};
    use ludo_core::ai::series::play_out;
    use ludo_core::dice::Dice;
    use ludo_core::rules::{MoveList, Position, Rules, Variant};

    fn standard() -> Variant {
        Variant::new(Rules::default(), &Color::ALL).unwrap()
    }

    /// A model with some of everything: linear weights, training settings and a
    /// layer of `units` units (with `raw`, on the raw board too).
    fn model(units: usize, raw: bool, seeds: u64) -> Model {
        let mut k = 0u32;
        let mut h = silent_layer(units, raw, |i, u| {
            k = k.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            ((i * 7 + u) % 13) as f32 * 0.01 - (k % 5) as f32 * 0.003
        })
        .unwrap();
        let w = h.weights_mut();
        w.bias
            .iter_mut()
            .enumerate()
            .for_each(|(i, b)| *b = i as f32 * 0.1);
        w.output
            .iter_mut()
            .enumerate()
            .for_each(|(i, o)| *o = 0.5 - i as f32 * 0.05);
        let mut m = Model::hand_start();
        m.weights[3] = 0.25;
        m.weights[FEATURES - 1] = -1.5;
        m.training = Some(TrainInfo {
            games: 6,
            seed: 3,
            players: 4,
            lambda: 0.7,
            alpha: 0.01,
            alpha_end: 0.001,
            seeds,
        });
        m.hidden = Some(h);
        m
    }

    /// What is written is read back as the same model, layer width and inputs
    /// included; a model without a layer or training settings too.
    #[test]
    fn files_round_trip_through_the_cores_reader() {
        for m in [model(16, false, 1), model(40, true, 2), Model::default()] {
            let text = to_json(&m);
            assert_eq!(Model::from_json(&text), Ok(m.clone()), "{text}");
        }
        // One seed is left out, as the files of rounds 20 to 25 have it.
        assert!(!to_json(&model(4, false, 1)).contains("seeds"));
        assert!(to_json(&model(4, false, 3)).contains(r#""seeds":3"#));
        // A weight that is not finite is refused by the reader.
        let m = model(16, false, 1);
        let text = to_json(&m).replacen("0.5,", "1e999,", 1);
        assert!(Model::from_json(&text).is_err());
    }

    /// The checked-in model's file is what this writer writes for it.
    #[test]
    fn the_checked_in_file_is_written_as_it_is() {
        let text = ludo_core::ai::learn::EXPERT_TD_JSON;
        let m = Model::from_json(text).unwrap();
        assert_eq!(to_json(&m), text.trim_end());
    }

    /// The dense score of a colour is the core's score of it, with and without a
    /// layer on the raw board.
    #[test]
    fn the_dense_score_is_the_cores_score() {
        let v = standard();
        // Forty rolls into a seeded game, every roll's first move played.
        let mut pos = Position::new(&v, Color::Yellow);
        let mut dice = Dice::seeded(5);
        let first = |_: &Position, _, moves: &MoveList, _| moves.get(0).map(|m| m.token);
        play_out(&v, &mut pos, &mut dice, 40, &mut { first });
        for m in [Model::hand_start(), model(16, false, 1), model(40, true, 1)] {
            let mut row = [[0f32; INPUTS]; 4];
            features(&v, &pos, |c, i, x| row[c][i] += x);
            if m.hidden.as_ref().is_some_and(Hidden::raw) {
                raw_features(&v, &pos, |c, i, x| row[c][i] += x);
            }
            let scores = m.scores(&v, &pos);
            for c in Color::ALL {
                let (a, b) = (score_dense(&m, &row[c.index()]), scores[c.index()]);
                assert!((a - b).abs() < 1e-4, "{c:?}: {a} vs {b}");
            }
        }
    }

    /// A silent layer changes no score; widths outside 1..=64 are refused.
    #[test]
    fn a_silent_layer_is_silent() {
        let v = standard();
        let pos = Position::new(&v, Color::Yellow);
        let h = silent_layer(HIDDEN, true, |i, _| i as f32 * 1e-3).unwrap();
        let m = Model {
            hidden: Some(h),
            ..Model::hand_start()
        };
        assert_eq!(m.scores(&v, &pos), Model::hand_start().scores(&v, &pos));
        assert!(silent_layer(MAX_HIDDEN + 1, false, |_, _| 0.0).is_none());
        assert!(silent_layer(0, false, |_, _| 0.0).is_none());
        assert!(silent_layer(2, false, |_, _| f32::NAN).is_none());
        assert_eq!(
            Hidden::new(2, vec![0.0; 3], vec![0.0; 2], vec![0.0; 2]),
            Err(ModelError::Hidden)
        );
    }
}
