//! TD(λ) training of the learned evaluation ([`ludo_core::ai::learn`]) by self-play
//! (`ludo-lab train-td OUT.json --games N --seed S`, `docs/ai.md`, "The learned
//! evaluation").
//!
//! Each game is played to the end by the chosen policy (by default `hard` in every
//! seat: the expert's opponent model, so the model learns the win share of a
//! position when everyone plays on as `hard`, which is what the expert's leaves
//! need). Every position before a roll is recorded with the features of every
//! colour. After the game, the λ-returns are computed backwards from the outcome
//! (first place = 1, shared first places split) and the weights take one
//! cross-entropy gradient step per position towards them (offline forward-view
//! TD(λ): the same updates as TD(λ) with traces, applied at the end of the game).
//! Single thread and seeded, so one command gives the same file.

use crate::model_file::{HIDDEN, score_dense, silent_layer};
use ludo_core::ai::learn::{
    FEATURES, HIST_LEN, Hidden, INPUTS, MAX_HIDDEN, Model, TrainInfo, features, raw_features,
    softmax,
};
use ludo_core::ai::search::{EXPERT_DEPTH, Leaf, expectimax};
use ludo_core::ai::series::{MAX_ROLLS, Seats, mix, plan, play_out};
use ludo_core::ai::{Budget, Level, Player, Weights};
use ludo_core::color::Color;
use ludo_core::dice::Dice;
use ludo_core::rules::{Face, MoveList, Position, TokenId, Variant};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Who plays the training games.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TdPolicy {
    /// `hard` in every seat (the expert's opponent model).
    Hard,
    /// One-ply greedy on the model being trained, in every seat (TD-Gammon style).
    Greedy,
    /// One seat (a different one each game) greedy on the model, the others `hard`:
    /// the positions of the benchmark, where the expert's own choices meet `hard`'s.
    OneGreedy,
    /// One seat (a different one each game) plays the expert's search
    /// ([`ludo_core::ai::search::expectimax`], two roll steps) with the model being
    /// trained as its leaves, the others `hard`: the benchmark's own games, so the
    /// model learns the values of the positions the expert's search leads to.
    OneExpert,
}

/// Settings of a training run.
#[derive(Copy, Clone, Debug)]
pub struct TdConfig {
    /// Training games.
    pub games: u64,
    /// Seed (game `g`'s dice derive from `(seed, g)` like `ludo simulate`'s).
    pub seed: u64,
    /// λ of the λ-return (0: one-step TD, 1: the game's outcome).
    pub lambda: f32,
    /// Learning rate of the first game; it falls linearly to `alpha_end`.
    pub alpha: f32,
    /// Learning rate of the last game.
    pub alpha_end: f32,
    /// Who plays.
    pub policy: TdPolicy,
    /// Which weights learn (the others keep their start value).
    pub learn: TdFeatures,
    /// Chance that a greedy seat plays a random move instead (exploration: the
    /// positions the search reaches by moves the greedy player would not make).
    pub epsilon: f32,
    /// Add the hidden layer ([`ludo_core::ai::learn::Hidden`]) to a start without one:
    /// small seeded input weights, zero output weights (so training starts from the
    /// linear model's play), trained with the rest.
    pub hidden: bool,
    /// Units of the hidden layer `hidden` adds (1..=[`MAX_HIDDEN`]).
    pub hidden_units: usize,
    /// Whether the hidden layer `hidden` adds reads the raw board
    /// ([`ludo_core::ai::learn::raw_features`]) besides the features (and the progress
    /// histogram even when its linear weights are frozen).
    pub hidden_raw: bool,
    /// Weights that keep their start value whatever `learn` says (`--td-freeze`):
    /// a feature kind frozen at zero is left out, to measure feature kinds apart.
    pub frozen: [bool; FEATURES],
}

/// Which weights a training run changes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TdFeatures {
    /// Every feature.
    All,
    /// Every feature but the progress histogram (its 58 weights stay at the start
    /// values): fewer free weights for the search to exploit.
    NoHistogram,
}

impl Default for TdConfig {
    fn default() -> Self {
        TdConfig {
            games: 20_000,
            seed: 1,
            lambda: 0.7,
            alpha: 0.01,
            alpha_end: 0.001,
            policy: TdPolicy::Hard,
            learn: TdFeatures::All,
            epsilon: 0.0,
            hidden: false,
            hidden_units: HIDDEN,
            hidden_raw: false,
            frozen: [false; FEATURES],
        }
    }
}

/// One recorded position: the inputs of every colour (dense; the raw board after
/// the features only when the model's hidden layer reads it, else zero).
type Row = [[f32; INPUTS]; 4];

fn dense(v: &Variant, m: &Model, pos: &Position) -> Row {
    let mut row = [[0f32; INPUTS]; 4];
    features(v, pos, |c, i, x| row[c][i] += x);
    if m.hidden.as_ref().is_some_and(Hidden::raw) {
        raw_features(v, pos, |c, i, x| row[c][i] += x);
    }
    row
}

fn scores_of(m: &Model, row: &Row) -> [f32; 4] {
    std::array::from_fn(|c| score_dense(m, &row[c]))
}

/// A hidden layer that changes nothing yet: `units` units, seeded input weights in
/// ±0.1 (none from the progress histogram when it is frozen and the layer does not
/// read the raw board), zero biases and outputs.
fn new_hidden(seed: u64, from: usize, units: usize, raw: bool) -> Option<Hidden> {
    let mut rng = ChaCha8Rng::seed_from_u64(mix(seed ^ 0x41dd));
    let from = if raw { 0 } else { from };
    silent_layer(units, raw, |i, _| {
        let u = rng.random::<f32>() * 0.2 - 0.1;
        if i < from { 0.0 } else { u }
    })
}

/// One gradient step of colour `c`'s score towards error `e` (target − share)
/// with rate `alpha`, on the weights from `from` on (and the hidden layer's: every
/// input when it reads the raw board, else from `from` on).
fn update(m: &mut Model, x: &[f32], e: f32, alpha: f32, from: usize, frozen: &[bool; FEATURES]) {
    if let Some(h) = &mut m.hidden {
        let pre = crate::model_file::pre(h, x);
        let (units, inputs, raw) = (h.units(), h.inputs(), h.raw());
        let w = h.weights_mut();
        let mut back = [0f32; MAX_HIDDEN];
        let mut any = false;
        for k in 0..units {
            let z = pre[k] + w.bias[k];
            if z <= 0.0 {
                continue;
            }
            back[k] = alpha * e * w.output[k];
            w.output[k] += alpha * e * z;
            if back[k] != 0.0 {
                w.bias[k] += back[k];
                any = true;
            }
        }
        if any {
            let hfrom = if raw { 0 } else { from };
            for (i, &xi) in x.iter().enumerate().take(inputs).skip(hfrom) {
                if xi != 0.0 {
                    let row = &mut w.input[i * units..(i + 1) * units];
                    for (u, b) in row.iter_mut().zip(&back) {
                        if *b != 0.0 {
                            *u += b * xi;
                        }
                    }
                }
            }
        }
    }
    for ((w, xi), f) in m.weights[from..]
        .iter_mut()
        .zip(&x[from..FEATURES])
        .zip(&frozen[from..])
    {
        if !f {
            *w += alpha * e * xi;
        }
    }
}

/// The greedy policy's choice on the model: the move whose position has the
/// largest win share for the mover; `None` exactly when no move plays (`moves` is
/// the rules' own list: when it is empty).
fn greedy_token(
    v: &Variant,
    m: &Model,
    pos: &Position,
    roll: Face,
    moves: &MoveList,
) -> Option<TokenId> {
    let me = pos.to_move();
    let mut best: Option<(f32, TokenId)> = None;
    for mv in moves.iter() {
        let mut child = *pos;
        if child.play_roll(v, roll, Some(mv.token)).is_err() {
            continue;
        }
        let val = m.value(v, &child, me);
        if best.is_none_or(|(b, _)| val > b) {
            best = Some((val, mv.token));
        }
    }
    best.map(|b| b.1)
}

/// The seats of a training game ([`play`]): the policy's players, the positions
/// recorded before every step, the exploration drawn at every roll.
struct Trainees<'a> {
    v: &'a Variant,
    m: &'a Model,
    cfg: &'a TdConfig,
    /// The colour of the learner's seat (the one-seat policies).
    learner: Color,
    players: [Player; 4],
    budget: Budget<'static>,
    explore: ChaCha8Rng,
    /// This roll's draws: play a random move, and which.
    random: bool,
    pick: usize,
    rows: Vec<Row>,
}

impl Seats for Trainees<'_> {
    fn before_step(&mut self, pos: &Position) {
        self.rows.push(dense(self.v, self.m, pos));
    }

    fn rolled(&mut self, _pos: &Position, _roll: Face) {
        // Drawn every roll whatever the policy, so the dice and draws stay aligned.
        self.random = self.explore.random::<f32>() < self.cfg.epsilon;
        self.pick = self.explore.random::<u32>() as usize;
    }

    fn choose(
        &mut self,
        now: &Position,
        roll: Face,
        moves: &MoveList,
        _rolls: u32,
    ) -> Option<TokenId> {
        let (v, m, policy) = (self.v, self.m, self.cfg.policy);
        let learner = now.to_move() == self.learner;
        let p = &mut self.players[now.to_move().index()];
        // Two or more moves (`play_out` plays a lone one itself, as every policy
        // here would).
        match policy {
            TdPolicy::Hard => p.decide_token(v, now, roll, moves, &self.budget),
            TdPolicy::OneGreedy | TdPolicy::OneExpert if !learner => {
                p.decide_token(v, now, roll, moves, &self.budget)
            }
            TdPolicy::OneExpert => {
                let leaf = Leaf::Learned(m);
                expectimax(
                    v,
                    now,
                    roll,
                    moves,
                    leaf,
                    &Weights::TUNED,
                    EXPERT_DEPTH,
                    &self.budget,
                )
                .map(|d| d.token)
            }
            TdPolicy::Greedy | TdPolicy::OneGreedy
                if self.random && (learner || policy == TdPolicy::Greedy) =>
            {
                moves.get(self.pick % moves.len()).map(|m| m.token)
            }
            TdPolicy::Greedy | TdPolicy::OneGreedy => greedy_token(v, m, now, roll, moves),
        }
    }
}

/// Plays game `g` of the run and returns its recorded positions and outcome
/// (win share of every colour index).
fn play(v: &Variant, m: &Model, cfg: &TdConfig, g: u64) -> (Vec<Row>, [f32; 4]) {
    let seats = v.seats();
    let (_, first_seat) = plan(g, seats.len());
    let game_seed = mix(cfg.seed ^ mix(g));
    let mut trainees = Trainees {
        v,
        m,
        cfg,
        learner: seats[(g as usize) % seats.len()],
        players: std::array::from_fn(|i| Player::new(Level::Hard, mix(game_seed ^ (i as u64 + 1)))),
        budget: Budget::default(),
        explore: ChaCha8Rng::seed_from_u64(mix(game_seed ^ 0xe0)),
        random: false,
        pick: 0,
        rows: Vec::with_capacity(600),
    };
    let mut dice = Dice::seeded(game_seed);
    let mut pos = Position::new(v, seats[first_seat]);
    play_out(v, &mut pos, &mut dice, MAX_ROLLS, &mut trainees);
    let mut z = [0f32; 4];
    let winners: Vec<Color> = seats
        .iter()
        .copied()
        .filter(|&c| pos.finish_rank(c) == 1)
        .collect();
    if winners.is_empty() {
        // Unfinished (never seen in practice): the model's own shares.
        z = m.win_shares(v, &pos);
    } else {
        for c in &winners {
            z[c.index()] = 1.0 / winners.len() as f32;
        }
    }
    (trainees.rows, z)
}

/// Trains a model from `start` ([`Model::hand_start`] when `None`); `log` gets a progress
/// line every 1,000 games (mean squared error of the predicted shares against the
/// outcomes of those games).
pub fn train(
    v: &Variant,
    cfg: &TdConfig,
    start: Option<Model>,
    log: &mut dyn FnMut(&str),
) -> Model {
    let mut m = start.unwrap_or_else(Model::hand_start);
    let (mut err_sum, mut err_n) = (0f64, 0u64);
    let from = match cfg.learn {
        TdFeatures::All => 0,
        TdFeatures::NoHistogram => HIST_LEN,
    };
    if cfg.hidden && m.hidden.is_none() {
        m.hidden = new_hidden(cfg.seed, from, cfg.hidden_units, cfg.hidden_raw);
    }
    for g in 0..cfg.games {
        let frac = g as f32 / cfg.games.max(1) as f32;
        let alpha = cfg.alpha + (cfg.alpha_end - cfg.alpha) * frac;
        let (rows, z) = play(v, &m, cfg, g);
        // Predictions with the weights of the game's start, then λ-returns backwards.
        let preds: Vec<[f32; 4]> = rows.iter().map(|r| softmax(v, &scores_of(&m, r))).collect();
        let mut target = z;
        let mut targets = vec![[0f32; 4]; rows.len()];
        for t in (0..rows.len()).rev() {
            targets[t] = target;
            // The target of position t-1 mixes this position's prediction with
            // the return from here on.
            for c in 0..4 {
                target[c] = (1.0 - cfg.lambda) * preds[t][c] + cfg.lambda * target[c];
            }
        }
        for (t, row) in rows.iter().enumerate() {
            let y = softmax(v, &scores_of(&m, row));
            for &c in v.seats() {
                let ci = c.index();
                let e = targets[t][ci] - y[ci];
                let d = preds[t][ci] - z[ci];
                err_sum += (d * d) as f64;
                err_n += 1;
                if e != 0.0 {
                    update(&mut m, &row[ci], e, alpha, from, &cfg.frozen);
                }
            }
        }
        if (g + 1) % 1000 == 0 || g + 1 == cfg.games {
            log(&format!(
                "game {}: mean squared error of the shares {:.4} (alpha {alpha:.5})",
                g + 1,
                err_sum / err_n.max(1) as f64
            ));
            (err_sum, err_n) = (0.0, 0);
        }
    }
    m.training = Some(TrainInfo {
        games: cfg.games,
        seed: cfg.seed,
        players: v.seats().len(),
        lambda: cfg.lambda,
        alpha: cfg.alpha,
        alpha_end: cfg.alpha_end,
        seeds: 1,
    });
    m
}

/// Trains `seeds` models with the seeds `cfg.seed`, `cfg.seed + 1`, … and averages
/// their weights (a linear model: the average of the scores, which smooths the
/// noise of one run's dice); `seeds` 1 is [`train`].
pub fn train_averaged(
    v: &Variant,
    cfg: &TdConfig,
    seeds: u64,
    start: Option<Model>,
    log: &mut dyn FnMut(&str),
) -> Model {
    let seeds = seeds.max(1);
    let mut sum = [0f64; FEATURES];
    let mut last = Model::default();
    for k in 0..seeds {
        log(&format!("run {} of {seeds} (seed {})", k + 1, cfg.seed + k));
        let one = TdConfig {
            seed: cfg.seed.wrapping_add(k),
            ..*cfg
        };
        last = train(v, &one, start.clone(), log);
        for (s, w) in sum.iter_mut().zip(last.weights.iter()) {
            *s += f64::from(*w);
        }
    }
    let mut m = last;
    for (w, s) in m.weights.iter_mut().zip(sum.iter()) {
        *w = (*s / seeds as f64) as f32;
    }
    m.training = m.training.map(|t| TrainInfo {
        seed: cfg.seed,
        seeds,
        ..t
    });
    m
}

#[cfg(test)]
mod tests {
    use super::*;
    use ludo_core::rules::Rules;

    #[test]
    fn training_is_deterministic_and_learns_that_progress_is_good() {
        let v = Variant::new(Rules::default(), &Color::ALL).unwrap();
        // The histogram against the 121 features of format 1 (the newer kinds, such
        // as "all in base", would take part of the signal in so few games).
        let mut frozen = [false; FEATURES];
        frozen[121..].fill(true);
        let cfg = TdConfig {
            games: 60,
            frozen,
            ..TdConfig::default()
        };
        let a = train(&v, &cfg, Some(Model::default()), &mut |_| {});
        let b = train(&v, &cfg, Some(Model::default()), &mut |_| {});
        assert_eq!(a, b);
        // From zero weights, a finished token is worth more than one in base.
        assert!(a.weights[57] > a.weights[0], "{:?}", &a.weights[..58]);
        // The histogram keeps its start weights when told to.
        let cfg = TdConfig {
            games: 20,
            learn: TdFeatures::NoHistogram,
            policy: TdPolicy::Greedy,
            ..TdConfig::default()
        };
        let c = train(&v, &cfg, None, &mut |_| {});
        let start = Model::hand_start();
        assert_eq!(c.weights[..58], start.weights[..58]);
        assert_ne!(c.weights[58..], start.weights[58..]);
        // A hidden layer starts silent and learns; averaging runs is deterministic.
        let cfg = TdConfig {
            hidden: true,
            epsilon: 0.1,
            ..cfg
        };
        let h = train_averaged(&v, &cfg, 2, None, &mut |_| {});
        assert_eq!(h, train_averaged(&v, &cfg, 2, None, &mut |_| {}));
        let layer = h.hidden.as_ref().expect("a hidden layer");
        assert!(layer.output().iter().any(|&o| o != 0.0));
        assert!(layer.input()[..58 * HIDDEN].iter().all(|&u| u == 0.0));
        assert_eq!(h.training.map(|t| t.seeds), Some(2));
    }

    #[test]
    fn the_expert_seat_plays_the_search_on_the_model_being_trained() {
        let v = Variant::new(Rules::default(), &Color::ALL).unwrap();
        let cfg = TdConfig {
            games: 2,
            learn: TdFeatures::NoHistogram,
            policy: TdPolicy::OneExpert,
            alpha: 0.001,
            ..TdConfig::default()
        };
        let start = Model::hand_start();
        let a = train(&v, &cfg, Some(start.clone()), &mut |_| {});
        assert_eq!(a, train(&v, &cfg, Some(start.clone()), &mut |_| {}));
        assert_ne!(a.weights[58..], start.weights[58..]);
        // The learner's seat is not `hard`: the same dice give other games (and so
        // other weights) than one greedy seat or `hard` everywhere.
        for policy in [TdPolicy::OneGreedy, TdPolicy::Hard] {
            let other = train(
                &v,
                &TdConfig { policy, ..cfg },
                Some(start.clone()),
                &mut |_| {},
            );
            assert_ne!(a, other, "{policy:?}");
        }
    }
}
