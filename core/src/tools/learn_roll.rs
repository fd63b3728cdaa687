//! Fitting the learned evaluation ([`crate::ai::learn`]) to rollout win shares
//! (`ludo simulate --train-roll OUT.json`, `docs/ai.md`, "The learned evaluation").
//! Compiled with the cargo feature `tools` only.
//!
//! Why: TD targets from whole games carry the noise of every later roll, and games
//! played by `hard` never show the positions the expert's search reaches by moves
//! `hard` would not play. Here positions are sampled from games played greedily on
//! the start model with a share of random moves (so off-policy positions are
//! covered), and each is labelled by rollouts to the end with `hard` in every seat
//! ([`crate::ai::chances::rollout`]: the benchmark's own opponent): the label is the
//! share of rollouts each colour won, far less noisy than one game's outcome. The
//! weights (all but the progress histogram) are then fitted by cross-entropy
//! between the model's softmax and those shares (Adam, full passes in a seeded
//! order). Single thread and seeded: one command gives the same file.

use crate::ai::chances::rollout;
use crate::ai::learn::{FEATURES, HIST_LEN, Model, TrainInfo, features, softmax};
use crate::ai::{Level, choose_auto_exit};
use crate::dice::Dice;
use crate::rules::{Position, TokenId, Variant};
use crate::tools::arena::{MAX_ROLLS, mix};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Settings of a rollout fit.
#[derive(Copy, Clone, Debug)]
pub struct RollConfig {
    /// Games from which positions are sampled.
    pub games: u64,
    /// Seed of the games, the samples and the rollouts.
    pub seed: u64,
    /// Positions sampled per game (spread over the game).
    pub per_game: u32,
    /// Rollouts per sampled position.
    pub rollouts: u32,
    /// Chance that a sampling game plays a random move instead of the greedy one.
    pub epsilon: f32,
    /// Passes of the fit over the positions.
    pub epochs: u32,
    /// Adam's step size.
    pub alpha: f32,
    /// Fit the decisions instead of the positions: at each sampled position a die
    /// is rolled and every legal move's result is rolled out on the same dice; the
    /// fit matches the differences between those moves' win shares for the mover
    /// (what the search compares), not their level.
    pub moves: bool,
}

impl Default for RollConfig {
    fn default() -> Self {
        RollConfig {
            games: 2_000,
            seed: 1,
            per_game: 8,
            rollouts: 16,
            epsilon: 0.1,
            epochs: 40,
            alpha: 0.003,
            moves: false,
        }
    }
}

/// One labelled position: the features of every colour (dense) and the rollout
/// win shares.
struct Sample {
    x: [[f32; FEATURES]; 4],
    y: [f32; 4],
}

fn dense(v: &Variant, pos: &Position) -> [[f32; FEATURES]; 4] {
    let mut row = [[0f32; FEATURES]; 4];
    features(v, pos, |c, i, x| row[c][i] += x);
    row
}

/// The move greedy on `m` for the colour to move (largest own win share after it).
fn greedy(
    v: &Variant,
    m: &Model,
    pos: &Position,
    roll: crate::rules::Face,
    moves: &crate::rules::MoveList,
) -> TokenId {
    let me = pos.to_move();
    let mut best: Option<(f32, TokenId)> = None;
    for mv in moves.iter() {
        let mut child = *pos;
        if child.play_listed(v, roll, moves, Some(mv.token)).is_err() {
            continue;
        }
        let val = m.value(v, &child, me);
        if best.is_none_or(|(b, _)| val > b) {
            best = Some((val, mv.token));
        }
    }
    best.map_or(TokenId::FIRST, |b| b.1)
}

/// The positions (before a roll, game not over) of game `g`, played greedily on
/// `m` with random moves at rate `epsilon`.
fn game_positions(v: &Variant, m: &Model, cfg: &RollConfig, g: u64) -> Vec<Position> {
    let seats = v.seats();
    let game_seed = mix(cfg.seed ^ mix(g));
    let mut rng = ChaCha8Rng::seed_from_u64(mix(game_seed ^ 0x5eed));
    let mut dice = Dice::seeded(game_seed);
    let mut pos = Position::new(v, seats[(g as usize) % seats.len()]);
    let mut out = Vec::with_capacity(600);
    let mut rolls = 0;
    while !pos.is_over(v) && rolls < MAX_ROLLS {
        if pos.auto_exit_due(v) {
            let token = choose_auto_exit(v, &pos);
            if pos.play_auto_exit(v, token).is_err() {
                break;
            }
            continue;
        }
        out.push(pos);
        let roll = dice.roll();
        rolls += 1;
        let explore = rng.random::<f32>() < cfg.epsilon;
        let pick = rng.random::<u32>();
        let step = pos.play_roll_with(v, roll, |now, moves| {
            if moves.len() <= 1 {
                moves.get(0).map_or(TokenId::FIRST, |mv| mv.token)
            } else if explore {
                moves
                    .get(pick as usize % moves.len())
                    .map_or(TokenId::FIRST, |mv| mv.token)
            } else {
                greedy(v, m, now, roll, moves)
            }
        });
        if step.is_err() {
            break;
        }
    }
    out
}

/// Samples and labels the positions of game `g`.
fn label_game(v: &Variant, m: &Model, cfg: &RollConfig, g: u64, out: &mut Vec<Sample>) {
    let positions = game_positions(v, m, cfg, g);
    if positions.is_empty() {
        return;
    }
    let mut rng = ChaCha8Rng::seed_from_u64(mix(cfg.seed ^ mix(g) ^ 0xab1e));
    let n = positions.len();
    let k = cfg.per_game.max(1) as usize;
    for j in 0..k {
        // One position from each of k equal stretches of the game.
        let lo = j * n / k;
        let hi = ((j + 1) * n / k).max(lo + 1).min(n);
        let pos = positions[rng.random_range(lo..hi)];
        let mut y = [0f32; 4];
        for r in 0..cfg.rollouts {
            let seed = mix(cfg.seed ^ mix(g ^ ((j as u64) << 32) ^ ((r as u64) << 48)));
            let winners = rollout(v, &pos, Level::Hard, seed);
            let share = 1.0 / winners.count_ones().max(1) as f32;
            for (c, yc) in y.iter_mut().enumerate() {
                if winners & (1 << c) != 0 {
                    *yc += share;
                }
            }
        }
        let y = y.map(|s| s / cfg.rollouts.max(1) as f32);
        out.push(Sample {
            x: dense(v, &pos),
            y,
        });
    }
}

/// The results of every legal move of one sampled decision, labelled by rollouts
/// on common dice, and the colour that moved.
struct Group {
    me: usize,
    kids: Vec<Sample>,
}

/// Samples decisions of game `g`: at each sampled position a seeded roll, and when
/// it leaves two moves or more, every move's result labelled on the same dice.
fn label_moves(v: &Variant, m: &Model, cfg: &RollConfig, g: u64, out: &mut Vec<Group>) {
    let positions = game_positions(v, m, cfg, g);
    if positions.is_empty() {
        return;
    }
    let mut rng = ChaCha8Rng::seed_from_u64(mix(cfg.seed ^ mix(g) ^ 0xab1e));
    let n = positions.len();
    let k = cfg.per_game.max(1) as usize;
    for j in 0..k {
        let lo = j * n / k;
        let hi = ((j + 1) * n / k).max(lo + 1).min(n);
        let pos = positions[rng.random_range(lo..hi)];
        let roll = crate::rules::Face::ALL[rng.random_range(0..6usize)];
        let moves = pos.playable_moves(v, roll);
        if moves.len() < 2 {
            continue;
        }
        let me = pos.to_move().index();
        let mut kids = Vec::with_capacity(moves.len());
        for mv in moves.iter() {
            let mut child = pos;
            if child.play_listed(v, roll, &moves, Some(mv.token)).is_err() {
                continue;
            }
            let mut y = [0f32; 4];
            for r in 0..cfg.rollouts {
                // The same dice for every move of the decision (common random numbers).
                let seed = mix(cfg.seed ^ mix(g ^ ((j as u64) << 32) ^ ((r as u64) << 48)));
                let winners = rollout(v, &child, Level::Hard, seed);
                let share = 1.0 / winners.count_ones().max(1) as f32;
                for (c, yc) in y.iter_mut().enumerate() {
                    if winners & (1 << c) != 0 {
                        *yc += share;
                    }
                }
            }
            let y = y.map(|s| s / cfg.rollouts.max(1) as f32);
            kids.push(Sample {
                x: dense(v, &child),
                y,
            });
        }
        if kids.len() >= 2 {
            out.push(Group { me, kids });
        }
    }
}

/// Mean over decisions of the squared error of the mover's share differences
/// between moves (each move's error less the decision's mean error).
fn move_loss(v: &Variant, w: &[f32; FEATURES], data: &[Group]) -> f64 {
    let mut sum = 0f64;
    for grp in data {
        let r: Vec<f32> = grp
            .kids
            .iter()
            .map(|k| softmax(v, &scores(w, &k.x))[grp.me] - k.y[grp.me])
            .collect();
        let mean = r.iter().sum::<f32>() / r.len() as f32;
        sum += r
            .iter()
            .map(|e| f64::from((e - mean) * (e - mean)))
            .sum::<f64>();
    }
    sum / data.len().max(1) as f64
}

/// Adds the gradient of one decision's [`move_loss`] term to `grad`.
fn move_grad(v: &Variant, w: &[f32; FEATURES], grp: &Group, grad: &mut [f32; FEATURES]) {
    let me = grp.me;
    let shares: Vec<[f32; 4]> = grp
        .kids
        .iter()
        .map(|k| softmax(v, &scores(w, &k.x)))
        .collect();
    let r: Vec<f32> = shares
        .iter()
        .zip(&grp.kids)
        .map(|(p, k)| p[me] - k.y[me])
        .collect();
    let mean = r.iter().sum::<f32>() / r.len() as f32;
    for ((p, k), e) in shares.iter().zip(&grp.kids).zip(&r) {
        let d = 2.0 * (e - mean);
        if d == 0.0 {
            continue;
        }
        // d p_me / d w = p_me (x_me - sum_c p_c x_c).
        for &c in v.seats() {
            let ci = c.index();
            let coef = d * p[me] * (if ci == me { 1.0 } else { 0.0 } - p[ci]);
            if coef == 0.0 {
                continue;
            }
            for (g, x) in grad[HIST_LEN..].iter_mut().zip(k.x[ci][HIST_LEN..].iter()) {
                *g += coef * x;
            }
        }
    }
}

/// [`train`] for [`RollConfig::moves`]: fits the move differences.
fn train_moves(
    v: &Variant,
    cfg: &RollConfig,
    start: &Model,
    log: &mut dyn FnMut(&str),
) -> [f32; FEATURES] {
    let mut data = Vec::new();
    for g in 0..cfg.games {
        label_moves(v, start, cfg, g, &mut data);
        if (g + 1) % 200 == 0 {
            log(&format!("labelled the decisions of {} games", g + 1));
        }
    }
    let held = data.len() / 10;
    let (fit, test) = data.split_at(data.len() - held);
    log(&format!(
        "{} decisions to fit, {} held out; loss at the start {:.6} / {:.6}",
        fit.len(),
        test.len(),
        move_loss(v, &start.weights, fit),
        move_loss(v, &start.weights, test)
    ));
    let mut w = start.weights;
    let mut adam = Adam::default();
    let mut order: Vec<usize> = (0..fit.len()).collect();
    let mut rng = ChaCha8Rng::seed_from_u64(mix(cfg.seed ^ 0xf17));
    for epoch in 0..cfg.epochs {
        for i in (1..order.len()).rev() {
            order.swap(i, rng.random_range(0..=i));
        }
        for chunk in order.chunks(BATCH) {
            let mut grad = [0f32; FEATURES];
            for &i in chunk {
                move_grad(v, &w, &fit[i], &mut grad);
            }
            adam.step(&mut w, &grad, chunk.len(), cfg.alpha);
        }
        if (epoch + 1) % 5 == 0 || epoch + 1 == cfg.epochs {
            log(&format!(
                "epoch {}: loss {:.6} / held out {:.6}",
                epoch + 1,
                move_loss(v, &w, fit),
                move_loss(v, &w, test)
            ));
        }
    }
    w
}

/// Positions (or decisions) per gradient step.
const BATCH: usize = 64;

/// Adam over the weights after the progress histogram (which keep their start).
struct Adam {
    m1: [f32; FEATURES],
    m2: [f32; FEATURES],
    step: i32,
}

impl Default for Adam {
    fn default() -> Self {
        Adam {
            m1: [0.0; FEATURES],
            m2: [0.0; FEATURES],
            step: 0,
        }
    }
}

impl Adam {
    /// One step down the summed gradient `grad` of `n` examples.
    fn step(&mut self, w: &mut [f32; FEATURES], grad: &[f32; FEATURES], n: usize, alpha: f32) {
        let (b1, b2, eps) = (0.9f32, 0.999f32, 1e-8f32);
        self.step += 1;
        let (c1, c2) = (1.0 - b1.powi(self.step), 1.0 - b2.powi(self.step));
        for k in HIST_LEN..FEATURES {
            let g = grad[k] / n.max(1) as f32;
            self.m1[k] = b1 * self.m1[k] + (1.0 - b1) * g;
            self.m2[k] = b2 * self.m2[k] + (1.0 - b2) * g * g;
            w[k] -= alpha * (self.m1[k] / c1) / ((self.m2[k] / c2).sqrt() + eps);
        }
    }
}

fn scores(w: &[f32; FEATURES], x: &[[f32; FEATURES]; 4]) -> [f32; 4] {
    std::array::from_fn(|c| x[c].iter().zip(w.iter()).map(|(a, b)| a * b).sum())
}

/// Mean cross-entropy of the model's shares against the labels.
fn cross_entropy(v: &Variant, w: &[f32; FEATURES], data: &[Sample]) -> f64 {
    let mut sum = 0f64;
    for s in data {
        let p = softmax(v, &scores(w, &s.x));
        for &c in v.seats() {
            let ci = c.index();
            sum -= f64::from(s.y[ci]) * f64::from(p[ci].max(1e-6)).ln();
        }
    }
    sum / data.len().max(1) as f64
}

/// Samples positions from `cfg.games` games greedy on `start` (the checked-in model
/// when `None`, else [`Model::hand_start`]), labels them by rollouts and fits the
/// weights from `start`. `log` gets progress lines (held-out cross-entropy: the last
/// tenth of the games is kept out of the fit to show over-fitting).
pub fn train(
    v: &Variant,
    cfg: &RollConfig,
    start: Option<Model>,
    log: &mut dyn FnMut(&str),
) -> Model {
    let start = start
        .or_else(|| Model::builtin().cloned())
        .unwrap_or_else(Model::hand_start);
    let w = if cfg.moves {
        train_moves(v, cfg, &start, log)
    } else {
        train_positions(v, cfg, &start, log)
    };
    Model {
        weights: w,
        hidden: start.hidden.clone(),
        training: Some(TrainInfo {
            games: cfg.games,
            seed: cfg.seed,
            players: v.seats().len(),
            lambda: 1.0,
            alpha: cfg.alpha,
            alpha_end: cfg.alpha,
            seeds: 1,
        }),
    }
}

/// [`train`] for positions: fits the level of the shares by cross-entropy.
fn train_positions(
    v: &Variant,
    cfg: &RollConfig,
    start: &Model,
    log: &mut dyn FnMut(&str),
) -> [f32; FEATURES] {
    let mut data = Vec::with_capacity((cfg.games * u64::from(cfg.per_game)) as usize);
    for g in 0..cfg.games {
        label_game(v, start, cfg, g, &mut data);
        if (g + 1) % 200 == 0 {
            log(&format!("labelled the positions of {} games", g + 1));
        }
    }
    let held = data.len() / 10;
    let (fit, test) = data.split_at(data.len() - held);
    log(&format!(
        "{} positions to fit, {} held out; cross-entropy at the start {:.5} / {:.5}",
        fit.len(),
        test.len(),
        cross_entropy(v, &start.weights, fit),
        cross_entropy(v, &start.weights, test)
    ));
    let mut w = start.weights;
    let mut adam = Adam::default();
    let mut order: Vec<usize> = (0..fit.len()).collect();
    let mut rng = ChaCha8Rng::seed_from_u64(mix(cfg.seed ^ 0xf17));
    for epoch in 0..cfg.epochs {
        // Fisher-Yates with the seeded generator: the same order every run.
        for i in (1..order.len()).rev() {
            order.swap(i, rng.random_range(0..=i));
        }
        for chunk in order.chunks(BATCH) {
            let mut grad = [0f32; FEATURES];
            for &i in chunk {
                let s = &fit[i];
                let p = softmax(v, &scores(&w, &s.x));
                for &c in v.seats() {
                    let ci = c.index();
                    let e = p[ci] - s.y[ci];
                    if e != 0.0 {
                        for (g, x) in grad[HIST_LEN..].iter_mut().zip(s.x[ci][HIST_LEN..].iter()) {
                            *g += e * x;
                        }
                    }
                }
            }
            adam.step(&mut w, &grad, chunk.len(), cfg.alpha);
        }
        if (epoch + 1) % 5 == 0 || epoch + 1 == cfg.epochs {
            log(&format!(
                "epoch {}: cross-entropy {:.5} / held out {:.5}",
                epoch + 1,
                cross_entropy(v, &w, fit),
                cross_entropy(v, &w, test)
            ));
        }
    }
    w
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::color::Color;
    use crate::rules::Rules;

    #[test]
    fn the_fit_is_deterministic_and_lowers_the_cross_entropy() {
        let v = Variant::new(Rules::default(), &Color::ALL).unwrap();
        let cfg = RollConfig {
            games: 6,
            per_game: 4,
            rollouts: 4,
            epochs: 20,
            ..RollConfig::default()
        };
        let a = train(&v, &cfg, Some(Model::hand_start()), &mut |_| {});
        let b = train(&v, &cfg, Some(Model::hand_start()), &mut |_| {});
        assert_eq!(a, b);
        let mut data = Vec::new();
        for g in 0..cfg.games {
            label_game(&v, &Model::hand_start(), &cfg, g, &mut data);
        }
        let fit = &data[..data.len() - data.len() / 10];
        assert!(
            cross_entropy(&v, &a.weights, fit)
                < cross_entropy(&v, &Model::hand_start().weights, fit)
        );
        // The progress histogram keeps its start weights.
        assert_eq!(
            a.weights[..HIST_LEN],
            Model::hand_start().weights[..HIST_LEN]
        );
    }
}
