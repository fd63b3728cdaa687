//! Where `master` and `expert` choose differently (docs/ai.md, "Strength under house
//! rules", why master > expert does not show with two players): plays seeded
//! expert-only games of `PLAYERS` seats on the standard board and, at every decision
//! with two or more distinct moves, asks `master` too. Where they differ, whole
//! play-outs of `hard` on common dice (`ROLLOUTS` a move, [`move_chances`]; not the
//! review's model-scored rollouts, which would judge master by the expert's own
//! model) say how much win chance master's move gains over the expert's. Prints the agreement, the mean gain
//! of a disagreement with its 95% margin, the edge it implies for one master seat
//! and the games a series needs to show that edge.
//!
//! `cargo run --release -p ludo-lab --example agreement -- [GAMES] [PLAYERS] [SEED] [ROLLOUTS]`

use ludo_core::ai::series::play_series_game_observed;
use ludo_core::ai::{Budget, ChanceOptions, Level, choose_move, move_chances};
use ludo_core::rules::{Rules, Variant};
use rand::SeedableRng;

fn main() {
    let arg = |i: usize, d: u64| {
        std::env::args()
            .nth(i)
            .and_then(|s| s.parse().ok())
            .unwrap_or(d)
    };
    let (games, players, seed) = (arg(1, 60), arg(2, 2) as usize, arg(3, 7));
    let rollouts = arg(4, 1000).clamp(2, 100_000) as u32;
    let seats = ludo_core::ai::series::seating(players.clamp(2, 4));
    let v = match Variant::new(Rules::default(), seats) {
        Ok(v) => v,
        Err(e) => {
            eprintln!("agreement: {e}");
            std::process::exit(2);
        }
    };
    let budget = Budget::default();
    let specs = vec![(Level::Expert, None); seats.len()];
    let opts = ChanceOptions {
        rollouts,
        seed,
        policy: Level::Hard,
    };
    let (mut decisions, mut gains) = (0u64, Vec::<f64>::new());
    for g in 0..games {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed ^ (g << 20));
        play_series_game_observed(&v, &specs, seed, g, &budget, 0, &mut |_, d| {
            if d.moves.len() < 2 {
                return;
            }
            let Some(master) = choose_move(
                Level::Master,
                &v,
                d.position,
                d.roll,
                d.moves,
                &mut rng,
                &budget,
            ) else {
                return;
            };
            decisions += 1;
            if master.token == d.token {
                return;
            }
            // Two moves to the same position (two tokens out of base) are one choice.
            let child = |t| {
                let mut p = *d.position;
                p.play_roll(&v, d.roll, Some(t)).ok().map(|_| p)
            };
            let (Some(a), Some(b)) = (child(master.token), child(d.token)) else {
                return;
            };
            if same(&v, &a, &b) {
                return;
            }
            let me = d.position.to_move();
            let all = move_chances(&v, d.position, d.roll, d.moves, &opts, None);
            let chance = |t| {
                all.iter()
                    .find(|(m, _)| m.token == t)
                    .map(|(_, c)| f64::from(c.of(me)))
            };
            if let (Some(m), Some(x)) = (chance(master.token), chance(d.token)) {
                gains.push(m - x);
            }
        });
    }
    let n = gains.len() as f64;
    let mean = gains.iter().sum::<f64>() / n.max(1.0);
    let var = gains.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    let margin = 1.96 * (var / n.max(1.0)).sqrt();
    // One master seat decides 1/players of the decisions; its win rate moves by the
    // gains it collects in a game (added up: small and roughly independent).
    let per_game = n / games.max(1) as f64 / seats.len() as f64;
    let edge = per_game * mean;
    let fair = 1.0 / seats.len() as f64;
    let needed = |e: f64| (2.8f64 / e).powi(2) * fair * (1.0 - fair);
    println!(
        "{} players, {games} expert games, seed {seed}: {decisions} decisions with a choice, \
         master differs on {} ({:.1}%); master's move gains {:+.2} ± {:.2} points \
         (whole play-outs of `hard`); one master seat: {per_game:.1} differences a game, an edge of \
         {:+.2} points over the fair {:.1}%, which a series shows (95%, power 80%) in about \
         {:.0} games",
        seats.len(),
        gains.len(),
        100.0 * n / decisions.max(1) as f64,
        100.0 * mean,
        100.0 * margin,
        100.0 * edge,
        100.0 * fair,
        if edge > 0.0 {
            needed(edge)
        } else {
            f64::INFINITY
        }
    );
}

/// The same position up to which token is which.
fn same(v: &Variant, a: &ludo_core::rules::Position, b: &ludo_core::rules::Position) -> bool {
    let sorted = |p: &ludo_core::rules::Position, c| {
        let mut t = p.tokens_of(c);
        t.sort_unstable();
        t
    };
    a.to_move() == b.to_move()
        && a.sixes_in_row() == b.sixes_in_row()
        && v.seats().iter().all(|&c| sorted(a, c) == sorted(b, c))
}
