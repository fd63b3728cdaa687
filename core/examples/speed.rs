//! Speed of the bare rules engine: N random 4-player games (default 100,000) with
//! `play_roll_with`; prints games per second. `cargo run --release -p ludo-core --example speed -- 200000`.
use ludo_core::Color;
use ludo_core::dice::Dice;
use ludo_core::rules::{Position, Rules, Variant};
use rand::{RngExt, SeedableRng};
fn main() {
    let v = Variant::new(Rules::default(), &Color::ALL).unwrap();
    let mut dice = Dice::seeded(1);
    let mut pick = rand_chacha::ChaCha8Rng::seed_from_u64(2);
    let n: usize = std::env::args()
        .nth(1)
        .map(|a| a.parse().unwrap())
        .unwrap_or(100_000);
    let t = std::time::Instant::now();
    let mut rolls = 0u64;
    for g in 0..n {
        let mut p = Position::new(&v, Color::ALL[g % 4]);
        while !p.is_over(&v) {
            let r = dice.roll();
            rolls += 1;
            p.play_roll_with(&v, r, |_, m| {
                m.get(pick.random_range(0..m.len())).map(|x| x.token)
            })
            .unwrap();
        }
    }
    let s = t.elapsed().as_secs_f64();
    println!(
        "{} games/s, {:.1} rolls/game",
        n as f64 / s,
        rolls as f64 / n as f64
    );
}
