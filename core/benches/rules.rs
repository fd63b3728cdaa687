//! Rules-engine speed (issue 2, item 10): legal-move generation, a full random
//! 4-player game, and save + load of a mid-game position.
//! Goals: ≥ 70,000 random 4-player games per second on one core (≤ 14.3 µs a game);
//! save + load under 100 µs. Run: `cargo bench -p ludo-core --bench rules`.

use criterion::{Criterion, criterion_group, criterion_main};
use ludo_core::ai::{Budget, Level};
use ludo_core::dice::Dice;
use ludo_core::game::{Game, GameSetup, SeatKind, SeatSetup};
use ludo_core::rules::{Face, Position, Rules, TokenId, Variant};
use ludo_core::{Color, save};
use rand::{RngExt, SeedableRng};
use std::hint::black_box;

/// A mid-game position reached by 120 random rolls from a seeded start.
fn midgame(v: &Variant) -> Position {
    let mut p = Position::new(v, Color::Yellow);
    let mut dice = Dice::seeded(3);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(4);
    for _ in 0..120 {
        let r = dice.roll();
        let _ = p.play_roll_with(v, r, |_, m| {
            m.get(rng.random_range(0..m.len()))
                .map_or(TokenId::FIRST, |x| x.token)
        });
    }
    p
}

fn bench(c: &mut Criterion) {
    let v = Variant::new(Rules::default(), &Color::ALL).expect("four players seat");
    let mid = midgame(&v);
    c.bench_function("legal_moves/midgame_all_rolls", |b| {
        b.iter(|| {
            let mut n = 0;
            for roll in Face::ALL {
                n += black_box(&mid).legal_moves(&v, roll).len();
            }
            n
        })
    });

    let mut dice = Dice::seeded(1);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(2);
    let mut first = 0usize;
    c.bench_function("random_game/4_players", |b| {
        b.iter(|| {
            first = (first + 1) % 4;
            let mut p = Position::new(&v, Color::ALL[first]);
            while !p.is_over(&v) {
                let r = dice.roll();
                let _ = p.play_roll_with(&v, r, |_, m| {
                    m.get(rng.random_range(0..m.len()))
                        .map_or(TokenId::FIRST, |x| x.token)
                });
            }
            p
        })
    });

    let setup = GameSetup {
        rules: Rules::default(),
        seats: Color::ALL
            .iter()
            .map(|&color| SeatSetup {
                color,
                kind: SeatKind::Cpu(Level::Medium),
            })
            .collect(),
        seed: Some(9),
        dice_script: vec![],
        first_player: None,
    };
    let mut game = Game::new(&setup).expect("valid setup");
    for _ in 0..200 {
        let a = game.best_action(Level::Medium, &Budget::default());
        game.apply(a).expect("legal");
    }
    c.bench_function("save_load/midgame_200_actions", |b| {
        b.iter(|| {
            let text = save::save(black_box(&game)).unwrap();
            save::load(&text).expect("own save loads")
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
