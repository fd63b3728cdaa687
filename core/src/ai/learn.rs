//! The learned evaluation of the `expert`'s leaves: a linear score per colour over
//! richer features than the hand-made evaluation, turned into a win share per colour
//! by a softmax over the colours still playing. The weights are learned by TD(λ)
//! from self-play (training: the `ludo-lab` crate, `ludo-lab train-td`, `docs/ai.md`,
//! "The learned evaluation") and shipped as the checked-in file
//! `core/src/ai/expert_td.json`, validated when first used. This module only reads
//! model files and evaluates; writing them and training live in `ludo-lab`.
//!
//! Features of one colour `c` (all counts or probability-like weights, so one
//! weight scale fits every board: progress is scaled to the cross, 56 = finished):
//!
//! - progress histogram: how many tokens of `c` are in base, or at each scaled
//!   progress 0..=56 (58 features; a value per square learned instead of the hand
//!   evaluation's `out + p + convex·p²`);
//! - risk: for each capturable token, the chance that an opponent's next turn
//!   lands on it (the hand evaluation's hit weights), by progress band (8 bands),
//!   split by whether that opponent rolls before `c` rolls again ("now") or after;
//! - threat: likewise for opponent tokens `c` may land on, by the victim's progress
//!   band, split by whether `c` rolls before the victim's owner;
//! - whose roll is next: `c`'s place in the turn order from the colour to move;
//! - tokens on safe squares, blocks;
//! - the distance in dice steps (1..=12) from each capturable token to the nearest
//!   opponent token behind it, and from each token on the track to the nearest
//!   capturable opponent token ahead within its reach;
//! - the hand-made evaluation's own score of the colour (`hard`'s weights), so the
//!   learned terms are corrections to it and training starts from it.
//! - game phase (round 22): the hand-made score, its parts (tokens out, tokens
//!   home, progress) and the summed risk and threat × the phase (everyone's
//!   progress ÷ its maximum), the hand-made score × phase², and the hand-made score
//!   (and its square), risk and threat × the leader's phase (1 − the fewest pips to
//!   go ÷ the most): the softmax temperature and the price of a hit can change as
//!   the game goes (a hit late costs more; the leaders' shares sharpen near the end).
//!
//! A model file may add a hidden layer of ReLU units ([`Hidden`], its width the
//! file's) on the features and, optionally, the raw board ([`raw_features`]); its
//! output is added to the linear score.

use super::eval::{self, Weights};
use super::reach::{self, Reach};
use crate::color::Color;
use crate::rules::{BASE, Blocks, Position, TOKENS, Variant};
use serde::Deserialize;
use std::sync::LazyLock;

/// Number of features per colour (the length of the weight vector).
pub const FEATURES: usize = 134;
/// Features of a [`FORMAT_V1`] file (the ones before [`HAND_PHASE`]).
const FEATURES_V1: usize = 121;
const HIST: usize = 0;
/// Features of the progress histogram (the first ones).
pub const HIST_LEN: usize = 58;
const RISK_NOW: usize = HIST + HIST_LEN;
const RISK_LATER: usize = 66;
const THREAT_NOW: usize = 74;
const THREAT_LATER: usize = 82;
const TURN: usize = 90;
const SAFE: usize = 94;
const BLOCK: usize = 95;
const ATTACKER: usize = 96;
const VICTIM: usize = 108;
/// The hand-made evaluation's score of the colour ([`eval::scores`] with
/// [`Weights::TUNED`]), in whole journeys (÷ 56).
const HAND: usize = 120;
/// Game-phase interactions (`phase` = progress of every seated colour ÷ its
/// maximum, 0 at the start, 1 when all are home): the hand-made score × phase and ×
/// phase², so the softmax temperature can change as the game goes; the summed
/// risk ("now", "later") and threat weights × phase, so a hit can cost more late.
const HAND_PHASE: usize = 121;
const HAND_PHASE2: usize = 122;
const RISK_NOW_PHASE: usize = 123;
const RISK_LATER_PHASE: usize = 124;
const THREAT_NOW_PHASE: usize = 125;
const THREAT_LATER_PHASE: usize = 126;
/// Parts of the hand-made score × phase, so their proportions can change as the
/// game goes: tokens out of base, tokens in the home column or finished, progress
/// ÷ 56.
const OUT_PHASE: usize = 127;
const HOME_PHASE: usize = 128;
const PROGRESS_PHASE: usize = 129;
/// The leader's phase (`lphase`: 1 − the fewest pips to go ÷ the most possible; the
/// game ends when the leader is home, whatever the others have done): the
/// hand-made score × lphase and × lphase², the summed risk and threat × lphase.
const HAND_LPHASE: usize = 130;
const HAND_LPHASE2: usize = 131;
const RISK_LPHASE: usize = 132;
const THREAT_LPHASE: usize = 133;
/// The start of training: the hand-made score alone at temperature 40 squares.
const HAND_START: f32 = 56.0 / 40.0;
/// Steps looked at for the nearest attacker / victim (a six then a six).
const REACH_STEPS: usize = 12;

/// The `format` value of a model file this build writes.
pub const FORMAT: &str = "ludo-td-linear-2";
/// The previous format (121 weights, without the phase
/// features), still read: its missing weights are zero, so it plays as before.
pub const FORMAT_V1: &str = "ludo-td-linear-1";

/// The checked-in learned weights of the expert (`docs/ai.md`, "The learned evaluation").
pub const EXPERT_TD_JSON: &str = include_str!("expert_td.json");

/// Why a model file was refused.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ModelError {
    /// Not JSON of the model file's shape.
    #[error("not a model file: {0}")]
    Json(String),
    /// Another `format` than [`FORMAT`].
    #[error("model format {found:?}, this build reads {FORMAT:?}")]
    Format {
        /// The format the file names.
        found: String,
    },
    /// The weight vector has the wrong length.
    #[error("model has {found} weights, this build needs {FEATURES}")]
    Length {
        /// The number of weights in the file.
        found: usize,
    },
    /// A weight is NaN or infinite.
    #[error("model weight {index} is not a finite number")]
    NotFinite {
        /// Index of the first bad weight.
        index: usize,
    },
    /// The hidden layer is not 1 to [`MAX_HIDDEN`] units, each with the same
    /// number of input weights, [`FEATURES`] or [`INPUTS`] of them (one per input),
    /// or holds a number that is not finite.
    #[error(
        "model hidden layer is not 1 to {MAX_HIDDEN} units of {FEATURES} or {INPUTS} finite inputs"
    )]
    Hidden,
}

/// The widest hidden layer a model file may have (its width is read from the file).
pub const MAX_HIDDEN: usize = 64;
/// Raw inputs per opponent ([`raw_features`]): its tokens in base, on each of 52
/// track squares counted from the evaluated colour's start, and in the home column
/// or finished.
const RAW_PER_OPP: usize = 54;
/// Raw inputs of a hidden layer that reads the board itself (three opponents).
pub const RAW: usize = 3 * RAW_PER_OPP;
/// Inputs of a hidden layer with the raw inputs: the features, then [`RAW`].
pub const INPUTS: usize = FEATURES + RAW;

/// A nonlinear correction on top of the linear score:
/// `Σ_h output[h] · relu(Σ_i input[i][h] · φ_i + bias[h])` per colour, where `φ`
/// is the colour's features and, when the layer has [`INPUTS`] inputs, the raw
/// board after them ([`raw_features`], TD-Gammon style). The width (units) and the
/// inputs are the file's, validated when read.
#[derive(Clone, Debug, PartialEq)]
pub struct Hidden {
    /// Units (1..=[`MAX_HIDDEN`]).
    pub(crate) units: usize,
    /// Inputs: [`FEATURES`] or [`INPUTS`].
    pub(crate) inputs: usize,
    /// Input weights by input, then unit (`inputs × units`).
    pub(crate) input: Vec<f32>,
    /// Bias of each unit.
    pub(crate) bias: Vec<f32>,
    /// Output weight of each unit.
    pub(crate) output: Vec<f32>,
}

/// The file form of a [`Hidden`] layer (the shape round 21 wrote), as read.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct HiddenJson {
    input: Vec<Vec<f32>>,
    bias: Vec<f32>,
    output: Vec<f32>,
}

impl Hidden {
    /// A layer of `units` units from its weights: `input` by input, then unit
    /// (`inputs × units`, [`FEATURES`] or [`INPUTS`] inputs), a bias and an output
    /// weight per unit. Training (`ludo-lab`) makes its layers here.
    ///
    /// Errors: [`ModelError::Hidden`] for a width outside 1..=[`MAX_HIDDEN`], any
    /// other shape, or a weight that is not finite.
    pub fn new(
        units: usize,
        input: Vec<f32>,
        bias: Vec<f32>,
        output: Vec<f32>,
    ) -> Result<Hidden, ModelError> {
        let h = Hidden {
            units,
            inputs: input.len().checked_div(units).unwrap_or(0),
            input,
            bias,
            output,
        };
        if h.valid() {
            Ok(h)
        } else {
            Err(ModelError::Hidden)
        }
    }

    /// Units of the layer.
    pub fn units(&self) -> usize {
        self.units
    }

    /// Inputs the layer reads: [`FEATURES`], or [`INPUTS`] with the raw board.
    pub fn inputs(&self) -> usize {
        self.inputs
    }

    /// Whether the layer reads the raw board besides the features.
    pub fn raw(&self) -> bool {
        self.inputs == INPUTS
    }

    fn valid(&self) -> bool {
        (1..=MAX_HIDDEN).contains(&self.units)
            && (self.inputs == FEATURES || self.inputs == INPUTS)
            && self.input.len() == self.inputs * self.units
            && self.bias.len() == self.units
            && self.output.len() == self.units
            && self
                .input
                .iter()
                .chain(&self.bias)
                .chain(&self.output)
                .all(|x| x.is_finite())
    }

    fn from_file(j: HiddenJson) -> Result<Hidden, ModelError> {
        let units = j.bias.len();
        if j.input.iter().any(|row| row.len() != units) {
            return Err(ModelError::Hidden);
        }
        Hidden::new(units, j.input.concat(), j.bias, j.output)
    }

    /// Input weights by input, then unit (`inputs × units`).
    pub fn input(&self) -> &[f32] {
        &self.input
    }

    /// The bias of each unit.
    pub fn bias(&self) -> &[f32] {
        &self.bias
    }

    /// The output weight of each unit.
    pub fn output(&self) -> &[f32] {
        &self.output
    }

    /// The weights to change in place (training); the shape stays as it is.
    pub fn weights_mut(&mut self) -> HiddenWeights<'_> {
        HiddenWeights {
            input: &mut self.input,
            bias: &mut self.bias,
            output: &mut self.output,
        }
    }

    /// Adds input `i` at value `x` to the pre-activations `pre`.
    #[inline]
    fn add(&self, pre: &mut [f32; MAX_HIDDEN], i: usize, x: f32) {
        let row = &self.input[i * self.units..(i + 1) * self.units];
        for (z, w) in pre.iter_mut().zip(row) {
            *z += w * x;
        }
    }

    /// The correction for one colour from its pre-activations.
    #[inline]
    pub fn out(&self, pre: &[f32; MAX_HIDDEN]) -> f32 {
        pre.iter()
            .zip(&self.bias)
            .zip(&self.output)
            .map(|((z, b), o)| o * (z + b).max(0.0))
            .sum()
    }
}

/// The weights of a [`Hidden`] layer, borrowed to change in place
/// ([`Hidden::weights_mut`]): slices, so the layer keeps its shape.
#[derive(Debug)]
pub struct HiddenWeights<'a> {
    /// Input weights by input, then unit.
    pub input: &'a mut [f32],
    /// The bias of each unit.
    pub bias: &'a mut [f32],
    /// The output weight of each unit.
    pub output: &'a mut [f32],
}

/// How a model was trained (kept in the file so it can be reproduced; `ludo-lab`
/// writes it).
#[derive(Copy, Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TrainInfo {
    /// Self-play games.
    pub games: u64,
    /// Seed of the training games.
    pub seed: u64,
    /// Players per game.
    pub players: usize,
    /// λ of the λ-return.
    pub lambda: f32,
    /// Learning rate at the start (it falls linearly to `alpha_end`).
    pub alpha: f32,
    /// Learning rate at the end.
    pub alpha_end: f32,
    /// Training runs averaged (seeds `seed`, `seed + 1`, …; 1 when absent).
    #[serde(default = "one")]
    pub seeds: u64,
}

fn one() -> u64 {
    1
}

/// The file form of a [`Model`], as read.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ModelJson {
    format: String,
    training: Option<TrainInfo>,
    weights: Vec<f32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    hidden: Option<HiddenJson>,
}

/// A linear evaluation: one weight per feature, the same for every colour.
#[derive(Clone, Debug, PartialEq)]
pub struct Model {
    /// The weights, indexed like the features.
    pub weights: [f32; FEATURES],
    /// How it was trained (`None` for a hand-made or untrained model).
    pub training: Option<TrainInfo>,
    /// The optional nonlinear correction.
    pub hidden: Option<Hidden>,
}

impl Default for Model {
    /// All weights zero: every colour gets the same share.
    fn default() -> Self {
        Model {
            weights: [0.0; FEATURES],
            training: None,
            hidden: None,
        }
    }
}

static BUILTIN: LazyLock<Option<Model>> = LazyLock::new(|| Model::from_json(EXPERT_TD_JSON).ok());

/// A candidate model that replaces the checked-in one for this process
/// (`ludo simulate --expert-model`, to measure a model without building it in).
static CANDIDATE: std::sync::OnceLock<Model> = std::sync::OnceLock::new();

/// Makes `m` the expert's model for the rest of this process (measuring candidate
/// models with `ludo simulate --expert-model`). Errors: the model given back when a
/// candidate was already set (the first one stays).
pub fn set_candidate(m: Model) -> Result<(), Box<Model>> {
    CANDIDATE.set(m).map_err(Box::new)
}

impl Model {
    /// The start of training: only the hand-made score, as a softmax at a
    /// temperature of 40 squares (which plays like the hand-made evaluation).
    pub fn hand_start() -> Model {
        let mut m = Model::default();
        m.weights[HAND] = HAND_START;
        m
    }

    /// The checked-in expert model (or a candidate set by [`set_candidate`]); `None` only if the shipped file were invalid
    /// (a unit test keeps it valid), in which case the expert uses the hand-made
    /// evaluation.
    pub fn builtin() -> Option<&'static Model> {
        if let Some(m) = CANDIDATE.get() {
            return Some(m);
        }
        BUILTIN.as_ref()
    }

    /// Reads and validates a model file.
    ///
    /// Errors: [`ModelError`] for anything but a [`FORMAT`] file with [`FEATURES`]
    /// finite weights or a [`FORMAT_V1`] file (no hidden layer) with 121.
    pub fn from_json(text: &str) -> Result<Model, ModelError> {
        let m: ModelJson =
            serde_json::from_str(text).map_err(|e| ModelError::Json(e.to_string()))?;
        let want = match m.format.as_str() {
            FORMAT => FEATURES,
            FORMAT_V1 if m.hidden.is_none() => FEATURES_V1,
            _ => return Err(ModelError::Format { found: m.format }),
        };
        if m.weights.len() != want {
            return Err(ModelError::Length {
                found: m.weights.len(),
            });
        }
        let mut weights = [0f32; FEATURES];
        weights[..want].copy_from_slice(&m.weights);
        if let Some(index) = weights.iter().position(|w| !w.is_finite()) {
            return Err(ModelError::NotFinite { index });
        }
        let hidden = m.hidden.map(Hidden::from_file).transpose()?;
        Ok(Model {
            weights,
            training: m.training,
            hidden,
        })
    }

    /// Linear score of every colour (index by colour index; 0 for unseated ones).
    pub fn scores(&self, v: &Variant, pos: &Position) -> [f32; 4] {
        let reach = Reach::of(v, pos);
        let hand = eval::scores_reach(v, pos, &Weights::TUNED, &reach);
        self.scores_from(v, pos, &reach, &hand)
    }

    /// [`Model::scores`] with `pos`'s reach and hand-made scores ([`eval::scores`]
    /// with [`Weights::TUNED`]) already known: the search builds them from the
    /// parent's ([`eval::Children`]), the same numbers for less work.
    pub(crate) fn scores_from(
        &self,
        v: &Variant,
        pos: &Position,
        reach: &Reach,
        hand: &[f32; 4],
    ) -> [f32; 4] {
        let mut s = [0f32; 4];
        match &self.hidden {
            None => features_from(v, pos, reach, hand, |c, i, x| s[c] += self.weights[i] * x),
            Some(h) => {
                let mut pre = [[0f32; MAX_HIDDEN]; 4];
                features_from(v, pos, reach, hand, |c, i, x| {
                    s[c] += self.weights[i] * x;
                    h.add(&mut pre[c], i, x);
                });
                if h.raw() {
                    raw_features(v, pos, |c, i, x| h.add(&mut pre[c], i, x));
                }
                for &c in v.seats() {
                    s[c.index()] += h.out(&pre[c.index()]);
                }
            }
        }
        s
    }

    /// Win share of every colour (index by colour index): 1 for the colour that
    /// took first place, else the softmax of the scores over the seated colours.
    pub fn win_shares(&self, v: &Variant, pos: &Position) -> [f32; 4] {
        win_shares_of(v, pos, &self.scores(v, pos))
    }

    /// The win share of `me` in `pos` (between 0 and 1; larger is better).
    pub fn value(&self, v: &Variant, pos: &Position, me: Color) -> f32 {
        if let Some(won) = eval::decided(pos, me, v) {
            return if won { 1.0 } else { 0.0 };
        }
        self.win_shares(v, pos)[me.index()]
    }

    /// [`Model::value`] with `pos`'s reach and hand-made scores already known (see
    /// [`Model::scores_from`]).
    pub(crate) fn value_from(
        &self,
        v: &Variant,
        pos: &Position,
        me: Color,
        reach: &Reach,
        hand: &[f32; 4],
    ) -> f32 {
        if let Some(won) = eval::decided(pos, me, v) {
            return if won { 1.0 } else { 0.0 };
        }
        win_shares_of(v, pos, &self.scores_from(v, pos, reach, hand))[me.index()]
    }
}

/// Win shares from scores (see [`Model::win_shares`]).
pub(crate) fn win_shares_of(v: &Variant, pos: &Position, s: &[f32; 4]) -> [f32; 4] {
    let mut out = [0f32; 4];
    for &c in v.seats() {
        if pos.finish_rank(c) == 1 {
            out[c.index()] = 1.0;
            return out;
        }
    }
    softmax(v, s)
}

/// The softmax of the seated colours' scores (index by colour index; 0 for the
/// unseated): the win shares when no one has finished yet.
pub fn softmax(v: &Variant, s: &[f32; 4]) -> [f32; 4] {
    let mut out = [0f32; 4];
    let max = v
        .seats()
        .iter()
        .map(|c| s[c.index()])
        .fold(f32::MIN, f32::max);
    let mut sum = 0f32;
    for &c in v.seats() {
        let e = (s[c.index()] - max).exp();
        out[c.index()] = e;
        sum += e;
    }
    for x in &mut out {
        *x /= sum;
    }
    out
}

/// Computes the features of every seated colour of `pos`, calling
/// `add(colour index, feature index, value)` for every non-zero one (a feature may
/// be reported more than once; the values add up). A sink instead of a vector, so
/// the evaluation sums weights directly and clears no table. Only training
/// (`ludo-lab`) and the tests read whole feature rows (the search goes through
/// `features_from`, with the parts it already has).
pub fn features(v: &Variant, pos: &Position, add: impl FnMut(usize, usize, f32)) {
    let reach = Reach::of(v, pos);
    let hand = eval::scores_reach(v, pos, &Weights::TUNED, &reach);
    features_from(v, pos, &reach, &hand, add);
}

/// [`features`] with `pos`'s [`Reach`] and its hand-made scores with
/// [`Weights::TUNED`] given.
fn features_from(
    v: &Variant,
    pos: &Position,
    reach: &Reach,
    hand: &[f32; 4],
    mut add: impl FnMut(usize, usize, f32),
) {
    let hits = reach::hit_table(v, pos, reach);
    let seats = v.seats();
    let finish = v.finish() as usize;
    let last = v.last_track();
    let len = v.track_len() as usize;
    let blocks_on = v.rules().blocks == Blocks::TwoTogether;
    // order[c]: turns from the colour to move to `c` (0 = `c` rolls next).
    let mut order = [0usize; 4];
    let mut c = pos.to_move();
    for k in 0..seats.len() {
        order[c.index()] = k;
        c = v.next_seat(c);
    }
    // Track squares held by each colour, and those where it can be captured.
    let mut occ = [0u64; 4];
    let mut vuln = [0u64; 4];
    for &c in seats {
        if pos.finish_rank(c) != 0 {
            continue;
        }
        for p in pos.tokens_of(c) {
            if let Some(abs) = v.abs_square(c, p) {
                occ[c.index()] |= abs.bit();
                if reach::capturable(v, pos, c, abs) {
                    vuln[c.index()] |= abs.bit();
                }
            }
        }
    }
    let band = |p: i8| (p as usize * 8) / (last as usize + 1);
    // Phase: scaled progress of everyone, pips to go of each colour (a
    // token in base still has the whole way and the wait for an exit roll, priced
    // at the hand-made `out`).
    let scale = 56.0 / finish as f32;
    let mut pips = [0f32; 4];
    let mut done = 0f32;
    for &c in seats {
        for p in pos.tokens_of(c) {
            if p == BASE {
                pips[c.index()] += 56.0 + Weights::TUNED.out;
            } else {
                done += p as f32 * scale;
                pips[c.index()] += 56.0 - p as f32 * scale;
            }
        }
    }
    let phase = done / (56.0 * TOKENS as f32 * seats.len() as f32);
    let most = TOKENS as f32 * (56.0 + Weights::TUNED.out);
    let fewest = seats.iter().map(|c| pips[c.index()]).fold(most, f32::min);
    let lphase = 1.0 - fewest / most;
    for &c in seats {
        let ci = c.index();
        add(ci, TURN + order[ci].min(3), 1.0);
        add(ci, HAND, hand[ci] / 56.0);
        add(ci, HAND_PHASE, hand[ci] / 56.0 * phase);
        add(ci, HAND_PHASE2, hand[ci] / 56.0 * phase * phase);
        add(ci, HAND_LPHASE, hand[ci] / 56.0 * lphase);
        add(ci, HAND_LPHASE2, hand[ci] / 56.0 * lphase * lphase);
        let mut opp_occ = 0u64;
        let mut opp_vuln = 0u64;
        for &o in seats {
            if o != c {
                opp_occ |= occ[o.index()];
                opp_vuln |= vuln[o.index()];
            }
        }
        let toks = pos.tokens_of(c);
        let (mut risk_now, mut risk_later) = (0f32, 0f32);
        for (t, &p) in toks.iter().enumerate() {
            let bucket = if p == BASE {
                0
            } else {
                1 + (p as usize * 56 + finish / 2) / finish
            };
            add(ci, HIST + bucket.min(HIST_LEN - 1), 1.0);
            let Some(abs) = v.abs_square(c, p) else {
                continue;
            };
            let s = abs.index();
            if v.is_safe(abs) {
                add(ci, SAFE, 1.0);
            } else if blocks_on
                && pos.squares_with_two(c) & abs.bit() != 0
                && toks[..t].iter().all(|&q| v.abs_square(c, q) != Some(abs))
            {
                add(ci, BLOCK, 1.0);
            }
            if reach::capturable(v, pos, c, abs) {
                let (mut safe_now, mut safe_later) = (1f32, 1f32);
                for &o in seats {
                    let h = hits[o.index()][ci][t];
                    if h == 0.0 {
                        continue;
                    }
                    if order[o.index()] < order[ci] {
                        safe_now *= 1.0 - h;
                    } else {
                        safe_later *= 1.0 - h;
                    }
                }
                let b = band(p);
                if safe_now < 1.0 {
                    add(ci, RISK_NOW + b, 1.0 - safe_now);
                    risk_now += 1.0 - safe_now;
                }
                if safe_later < 1.0 {
                    add(ci, RISK_LATER + b, 1.0 - safe_later);
                    risk_later += 1.0 - safe_later;
                }
                if let Some(d) = nearest_behind(opp_occ, s, len) {
                    add(ci, ATTACKER + d - 1, 1.0);
                }
            }
            let room = ((last - p) as usize).min(REACH_STEPS);
            if let Some(d) = nearest_ahead(opp_vuln, s, len, room) {
                add(ci, VICTIM + d - 1, 1.0);
            }
        }
        add(ci, RISK_NOW_PHASE, risk_now * phase);
        add(ci, RISK_LATER_PHASE, risk_later * phase);
        add(ci, RISK_LPHASE, (risk_now + risk_later) * lphase);
        if pos.finish_rank(c) != 0 {
            continue;
        }
        let (mut threat_now, mut threat_later) = (0f32, 0f32);
        for &o in seats {
            if o == c {
                continue;
            }
            let now = order[ci] < order[o.index()];
            for (t, q) in pos.tokens_of(o).into_iter().enumerate() {
                let h = hits[ci][o.index()][t];
                if h != 0.0 {
                    let base = if now { THREAT_NOW } else { THREAT_LATER };
                    add(ci, base + band(q), h);
                    if now {
                        threat_now += h;
                    } else {
                        threat_later += h;
                    }
                }
            }
        }
        add(ci, THREAT_NOW_PHASE, threat_now * phase);
        add(ci, THREAT_LATER_PHASE, threat_later * phase);
        add(ci, THREAT_LPHASE, (threat_now + threat_later) * lphase);
        let in_base = toks.iter().filter(|&&p| p == BASE).count();
        let home = toks.iter().filter(|&&p| p > last).count();
        let progress: f32 = toks.iter().filter(|&&p| p != BASE).map(|&p| p as f32).sum();
        add(ci, OUT_PHASE, (TOKENS - in_base) as f32 * phase);
        add(ci, HOME_PHASE, home as f32 * phase);
        add(ci, PROGRESS_PHASE, progress * scale / 56.0 * phase);
    }
}

/// The fewest steps `d` in 1..=[`REACH_STEPS`] back from square `s` on a ring of
/// `len` squares to a square of `set`: the lowest `d` with bit `(s − d) mod len`.
/// One window of the ring laid twice end to end instead of a modulo per step (the
/// search's leaves spent a sixth of their time in that loop); a ring shorter than
/// the window is walked step by step.
#[inline]
fn nearest_behind(set: u64, s: usize, len: usize) -> Option<usize> {
    if !(REACH_STEPS..=64).contains(&len) {
        return (1..=REACH_STEPS).find(|&d| set & (1 << ((s + len - d) % len)) != 0);
    }
    let twice = u128::from(set) | u128::from(set) << len;
    // Bit j of the window is square s + len − 12 + j, i.e. d = 12 − j.
    let window = (twice >> (s + len - REACH_STEPS)) as u32 & ((1 << REACH_STEPS) - 1);
    (window != 0).then(|| REACH_STEPS - (31 - window.leading_zeros()) as usize)
}

/// The fewest steps `d` in 1..=`room` (`room` ≤ [`REACH_STEPS`]) ahead of square
/// `s` on a ring of `len` squares to a square of `set`: the lowest `d` with bit
/// `(s + d) mod len` (see [`nearest_behind`]).
#[inline]
fn nearest_ahead(set: u64, s: usize, len: usize, room: usize) -> Option<usize> {
    if !(REACH_STEPS..=64).contains(&len) {
        return (1..=room).find(|&d| set & (1 << ((s + d) % len)) != 0);
    }
    let twice = u128::from(set) | u128::from(set) << len;
    // Bit j of the window is square s + 1 + j, i.e. d = j + 1.
    let window = (twice >> (s + 1)) as u32 & ((1u32 << room) - 1);
    (window != 0).then(|| window.trailing_zeros() as usize + 1)
}

/// The raw board of every seated colour `c`, as inputs [`FEATURES`].. of the
/// hidden layer (TD-Gammon style, so the layer can learn what the features miss):
/// for each opponent in turn order after `c` (the next seat first), one count per
/// place of its tokens — in base, on each track square counted from `c`'s start
/// (scaled to 52 squares), in the home column or finished. `c`'s own tokens are
/// its progress histogram, already among the features. Calls `add(colour index,
/// input index, value)` like [`features`].
pub fn raw_features(v: &Variant, pos: &Position, mut add: impl FnMut(usize, usize, f32)) {
    let seats = v.seats();
    let len = v.track_len() as usize;
    for &c in seats {
        let ci = c.index();
        let start = v.start(c).index();
        let mut o = v.next_seat(c);
        for k in 0..seats.len() - 1 {
            let block = FEATURES + k * RAW_PER_OPP;
            for p in pos.tokens_of(o) {
                let place = if p == BASE {
                    0
                } else if let Some(abs) = v.abs_square(o, p) {
                    1 + (abs.index() + len - start) % len * 52 / len
                } else {
                    RAW_PER_OPP - 1
                };
                add(ci, block + place, 1.0);
            }
            o = v.next_seat(o);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Rules, TokenId};

    fn standard() -> Variant {
        Variant::new(Rules::default(), &Color::ALL).unwrap()
    }

    /// Round 21's width, as `ludo-lab train-td --td-hidden` adds it.
    const UNITS: usize = 16;

    /// A silent layer: `units` units on the features (with `raw`, the raw board
    /// too), every weight zero.
    fn silent(units: usize, raw: bool) -> Hidden {
        let inputs = if raw { INPUTS } else { FEATURES };
        Hidden::new(
            units,
            vec![0.0; inputs * units],
            vec![0.0; units],
            vec![0.0; units],
        )
        .unwrap()
    }

    /// A model file as `ludo-lab` writes one (its writer is tested there), with a
    /// hidden layer of these rows, biases and outputs.
    fn file_with_layer(input: &[f32], units: usize, bias: &[f32], output: &[f32]) -> String {
        let rows: Vec<&[f32]> = input.chunks(units).collect();
        serde_json::json!({
            "format": FORMAT,
            "training": null,
            "weights": vec![0.0f32; FEATURES],
            "hidden": {"input": rows, "bias": bias, "output": output},
        })
        .to_string()
    }

    /// A model file holding layer `h` (linear weights zero).
    fn layer_file(h: &Hidden) -> String {
        file_with_layer(h.input(), h.units(), h.bias(), h.output())
    }

    #[test]
    fn the_checked_in_model_is_valid() {
        let m = Model::from_json(EXPERT_TD_JSON).expect("expert_td.json is a valid model");
        assert_eq!(Model::builtin(), Some(&m));
    }

    #[test]
    fn bad_model_files_are_refused_with_what_is_wrong() {
        assert!(matches!(Model::from_json("{"), Err(ModelError::Json(_))));
        let w = vec![0.5f32; FEATURES];
        let file = |format: &str, w: &[f32]| {
            serde_json::json!({"format": format, "training": null, "weights": w}).to_string()
        };
        assert!(matches!(
            Model::from_json(&file("other", &w)),
            Err(ModelError::Format { .. })
        ));
        assert_eq!(
            Model::from_json(&file(FORMAT, &w[..3])),
            Err(ModelError::Length { found: 3 })
        );
        let text = file(FORMAT, &w).replacen("0.5", "1e999", 1);
        assert!(Model::from_json(&text).is_err());
        let m = Model::from_json(&file(FORMAT, &w)).unwrap();
        assert_eq!(m.weights, [0.5; FEATURES]);
        assert!(m.training.is_none() && m.hidden.is_none());
    }

    #[test]
    fn a_hidden_layer_is_validated_and_adds_its_correction() {
        let v = standard();
        let mut pos = Position::new(&v, Color::Yellow);
        pos.set_token(&v, Color::Red, TokenId::FIRST, 10);
        let linear = Model::hand_start();
        let mut h = silent(UNITS, false);
        // Zero outputs: the scores of the linear model.
        let m = Model {
            hidden: Some(h.clone()),
            ..linear.clone()
        };
        assert_eq!(m.scores(&v, &pos), linear.scores(&v, &pos));
        // One unit reading the hand-made score: relu(hand) x 2 more for each colour.
        h.input[HAND * UNITS] = 1.0;
        h.output[0] = 2.0;
        let m = Model {
            hidden: Some(h.clone()),
            ..linear.clone()
        };
        let (a, b) = (m.scores(&v, &pos), linear.scores(&v, &pos));
        for c in Color::ALL {
            let i = c.index();
            let expect = b[i] + 2.0 * (b[i] / HAND_START).max(0.0);
            assert!((a[i] - expect).abs() < 1e-4, "{c:?}: {} vs {expect}", a[i]);
        }
        // Files are read into the same layer; a short or non-finite layer is refused.
        let text = layer_file(&h);
        assert_eq!(Model::from_json(&text).unwrap().hidden, Some(h.clone()));
        let mut short = h.input.clone();
        short.pop();
        assert_eq!(
            Model::from_json(&file_with_layer(&short, UNITS, &h.bias, &h.output)),
            Err(ModelError::Hidden)
        );
        let text = text.replacen("2.0", "1e999", 1);
        assert!(Model::from_json(&text).is_err());
    }

    #[test]
    fn the_width_and_the_raw_inputs_come_from_the_file_and_are_validated() {
        let v = standard();
        let mut pos = Position::new(&v, Color::Yellow);
        pos.set_token(&v, Color::Red, TokenId::FIRST, 10);
        // 40 units with raw inputs; one unit counts Red's tokens 10 squares after
        // Yellow's start... seen from Yellow, Red is the opponent two seats on.
        let red_from_yellow = (v.abs_square(Color::Red, 10).unwrap().index() + 52
            - v.start(Color::Yellow).index())
            % 52;
        let k = (0..3)
            .find(|&k| {
                let mut o = v.next_seat(Color::Yellow);
                for _ in 0..k {
                    o = v.next_seat(o);
                }
                o == Color::Red
            })
            .unwrap();
        let input = FEATURES + k * RAW_PER_OPP + 1 + red_from_yellow;
        let mut h = silent(40, true);
        assert_eq!((h.units(), h.raw()), (40, true));
        h.input[input * 40 + 39] = 1.0;
        h.output[39] = 0.5;
        let linear = Model::hand_start();
        let m = Model {
            hidden: Some(h),
            ..linear.clone()
        };
        let (a, b) = (m.scores(&v, &pos), linear.scores(&v, &pos));
        let y = Color::Yellow.index();
        assert!((a[y] - b[y] - 0.5).abs() < 1e-5, "{} vs {}", a[y], b[y]);
        // Nobody else sees Red there from its own start.
        for c in [Color::Red, Color::Green, Color::Blue] {
            assert_eq!(a[c.index()], b[c.index()], "{c:?}");
        }
        // Every token of every opponent is counted once per colour.
        let mut n = [0f32; 4];
        raw_features(&v, &pos, |c, _, x| n[c] += x);
        assert_eq!(n, [12.0; 4]);
        // The file gives the width; wrong widths and input counts are refused.
        let h = m.hidden.as_ref().unwrap();
        let text = layer_file(h);
        assert_eq!(Model::from_json(&text).unwrap().hidden.as_ref(), Some(h));
        let zeros = |units: usize, inputs: usize| {
            Hidden::new(
                units,
                vec![0.0; inputs * units],
                vec![0.0; units],
                vec![0.0; units],
            )
        };
        assert_eq!(zeros(MAX_HIDDEN + 1, INPUTS), Err(ModelError::Hidden));
        assert_eq!(zeros(0, FEATURES), Err(ModelError::Hidden));
        assert_eq!(zeros(40, INPUTS - 1), Err(ModelError::Hidden));
        let few = &h.input[..(INPUTS - 1) * 40];
        assert_eq!(
            Model::from_json(&file_with_layer(few, 40, &h.bias, &h.output)),
            Err(ModelError::Hidden)
        );
        assert_eq!(
            Model::from_json(&file_with_layer(&h.input, 40, &h.bias[1..], &h.output)),
            Err(ModelError::Hidden)
        );
        // A ragged row.
        let mut json: serde_json::Value = serde_json::from_str(&text).unwrap();
        json["hidden"]["input"][3].as_array_mut().unwrap().pop();
        assert_eq!(Model::from_json(&json.to_string()), Err(ModelError::Hidden));
    }

    /// A child's learned value from the reach and hand-made scores its parent's parts
    /// give ([`eval::Children::scores`], what the search does) has the very bits of
    /// its plain value, for every seated colour, in games under each preset.
    #[test]
    fn a_childs_value_from_its_parents_parts_is_its_own() {
        use crate::dice::Dice;
        use crate::rules::Preset;
        let m = Model::builtin().expect("the checked-in model");
        let (mut children, mut captures) = (0, 0);
        for (g, preset) in Preset::ALL.into_iter().enumerate() {
            let v = Variant::new(preset.rules(), &Color::ALL).unwrap();
            let table = eval::ValueTable::new(&v, &Weights::TUNED);
            let mut pos = Position::new(&v, Color::Yellow);
            let mut dice = Dice::seeded(g as u64 + 11);
            let mut rolls = 0;
            while !pos.is_over(&v) && !pos.auto_exit_due(&v) && rolls < 2000 {
                rolls += 1;
                let roll = dice.roll();
                let moves = pos.playable_moves(&v, roll);
                let kids = eval::Children::new(&v, &pos, &table);
                for mv in moves.iter() {
                    let mut child = pos;
                    let Ok(out) = child.play_listed(&v, roll, &moves, Some(mv.token)) else {
                        continue;
                    };
                    let (hand, reach) = kids.scores(&child);
                    for &c in v.seats() {
                        let want = m.value(&v, &child, c);
                        let got = m.value_from(&v, &child, c, &reach, &hand);
                        assert_eq!(got.to_bits(), want.to_bits(), "{preset:?} roll {rolls}");
                    }
                    children += 1;
                    captures += usize::from(!out.captures.is_empty());
                }
                // The game goes on by the last legal move (any move will do).
                let token = moves.iter().last().map(|m| m.token);
                if pos.play_roll(&v, roll, token).is_err() {
                    break;
                }
            }
        }
        assert!(
            children > 500 && captures > 10,
            "{children} children, {captures} captures"
        );
    }

    /// The nearest square behind and ahead found by windows of the ring is the one
    /// a walk step by step finds, for every square, distance and ring size.
    #[test]
    fn nearest_squares_are_those_of_a_walk() {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for len in [12usize, 13, 40, 52, 64] {
            let ring = if len == 64 {
                u64::MAX
            } else {
                (1u64 << len) - 1
            };
            for _ in 0..400 {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                // Sparse and dense sets, and the empty one.
                let set = (x & x.rotate_left(17) & ring) >> (x % 3);
                for s in 0..len {
                    let behind =
                        (1..=REACH_STEPS).find(|&d| set & (1 << ((s + len - d) % len)) != 0);
                    assert_eq!(nearest_behind(set, s, len), behind, "{len} {s} {set:#x}");
                    for room in 0..=REACH_STEPS {
                        let ahead = (1..=room).find(|&d| set & (1 << ((s + d) % len)) != 0);
                        assert_eq!(nearest_ahead(set, s, len, room), ahead, "{len} {s} {room}");
                    }
                }
            }
        }
    }

    #[test]
    fn features_count_every_token_once_in_the_histogram() {
        let v = standard();
        let pos = Position::new(&v, Color::Yellow);
        let mut hist = [0f32; 4];
        let mut turn = [usize::MAX; 4];
        features(&v, &pos, |c, i, x| {
            if i < RISK_NOW {
                hist[c] += x;
            }
            if (TURN..TURN + 4).contains(&i) {
                turn[c] = i - TURN;
            }
        });
        assert_eq!(hist, [4.0; 4]);
        // Yellow rolls first, the others follow in turn order.
        assert_eq!(turn[Color::Yellow.index()], 0);
        let next = v.next_seat(Color::Yellow);
        assert_eq!(turn[next.index()], 1);
    }

    /// The dense features of every colour of `pos`.
    fn rows(v: &Variant, pos: &Position) -> [[f32; FEATURES]; 4] {
        let mut row = [[0f32; FEATURES]; 4];
        features(v, pos, |c, i, x| row[c][i] += x);
        row
    }

    #[test]
    fn phase_features_follow_the_position() {
        let v = standard();
        let start = Position::new(&v, Color::Yellow);
        let r = rows(&v, &start);
        for c in Color::ALL {
            let x = &r[c.index()];
            // Nobody has moved: phase 0 and leader's phase 0.
            for i in [
                HAND_PHASE,
                HAND_PHASE2,
                OUT_PHASE,
                HAND_LPHASE,
                PROGRESS_PHASE,
            ] {
                assert_eq!(x[i], 0.0, "feature {i}");
            }
        }
        // Red has one token 20 squares on: the game and the leader have moved on.
        let mut pos = start;
        pos.set_token(&v, Color::Red, TokenId::FIRST, 20);
        let r = rows(&v, &pos);
        let red = &r[Color::Red.index()];
        let yellow = &r[Color::Yellow.index()];
        assert!(red[HAND_PHASE] > 0.0 && red[OUT_PHASE] > 0.0 && red[PROGRESS_PHASE] > 0.0);
        assert!(red[HAND_LPHASE] > red[HAND_LPHASE2] && red[HAND_LPHASE2] > 0.0);
        // Yellow's tokens are all in base: no progress, nothing out, whatever the phase.
        assert_eq!((yellow[OUT_PHASE], yellow[PROGRESS_PHASE]), (0.0, 0.0));
        // A later game: phase grows with everyone's progress.
        let mut later = pos;
        later.set_token(&v, Color::Yellow, TokenId::FIRST, 30);
        let r2 = rows(&v, &later);
        let red2 = &r2[Color::Red.index()];
        assert!(red2[HAND_PHASE] / red2[HAND] > red[HAND_PHASE] / red[HAND]);
    }

    #[test]
    fn a_format_1_file_is_read_with_the_new_weights_zero() {
        let w = vec![0.5f32; FEATURES_V1];
        let text =
            serde_json::json!({"format": FORMAT_V1, "training": null, "weights": w}).to_string();
        let m = Model::from_json(&text).unwrap();
        assert_eq!(m.weights[..FEATURES_V1], w[..]);
        assert!(m.weights[FEATURES_V1..].iter().all(|&x| x == 0.0));
        let long =
            serde_json::json!({"format": FORMAT_V1, "training": null, "weights": vec![0.5f32; FEATURES]})
                .to_string();
        assert_eq!(
            Model::from_json(&long),
            Err(ModelError::Length { found: FEATURES })
        );
    }

    #[test]
    fn equal_positions_give_equal_shares_and_progress_can_change_them() {
        let v = standard();
        let pos = Position::new(&v, Color::Yellow);
        let shares = Model::default().win_shares(&v, &pos);
        assert_eq!(shares, [0.25; 4]);
        // A model that values the finish square: a colour with a finished token leads.
        let mut m = Model::default();
        m.weights[HIST + 57] = 1.0;
        let mut p = pos;
        p.set_token(&v, Color::Red, TokenId::FIRST, v.finish());
        let shares = m.win_shares(&v, &p);
        assert!(shares[Color::Red.index()] > shares[Color::Yellow.index()]);
        assert!((shares.iter().sum::<f32>() - 1.0).abs() < 1e-5);
    }
}
