//! Rules-engine speed (issue 2, item 10; issue 15, item 1): legal-move generation,
//! a full random 4-player game (bare rules, the `ludo simulate` series, and the
//! game state machine with its events), and save + load of a mid-game position.
//! Goals: ≥ 80,000 random 4-player games per CPU second (≤ 12.5 µs a game, about
//! 30 ns a roll); save + load under 100 µs. Run: `cargo bench -p ludo-core --bench
//! rules`; figures in docs/ai.md, "Speed".

use criterion::{Criterion, criterion_group, criterion_main};
use ludo_core::ai::series::play_series_game;
use ludo_core::ai::{Budget, Level};
use ludo_core::dice::Dice;
use ludo_core::game::Phase;
use ludo_core::game::{Game, GameSetup, SeatKind, SeatSetup};
use ludo_core::rules::{Face, Position, Rules, Variant};
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
            m.get(rng.random_range(0..m.len())).map(|x| x.token)
        });
    }
    p
}

/// `count` positions met in seeded random 4-player games (every 7th roll), games
/// that end restarting.
fn sampled_positions(v: &Variant, count: usize) -> Vec<Position> {
    let mut out = Vec::with_capacity(count);
    let mut dice = Dice::seeded(5);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(6);
    let mut p = Position::new(v, Color::Yellow);
    let mut i = 0u32;
    while out.len() < count {
        if p.is_over(v) {
            p = Position::new(v, Color::Yellow);
        }
        let r = dice.roll();
        let _ = p.play_roll_with(v, r, |_, m| {
            m.get(rng.random_range(0..m.len())).map(|x| x.token)
        });
        i += 1;
        if i.is_multiple_of(7) && !p.is_over(v) {
            out.push(p);
        }
    }
    out
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

    // The generator over many positions (the branches of a real game, not one
    // position's), every roll: 2,000 positions from seeded random games.
    let sampled = sampled_positions(&v, 2000);
    c.bench_function("legal_moves/2000_positions_all_rolls", |b| {
        b.iter(|| {
            let mut n = 0;
            for p in black_box(&sampled) {
                for roll in Face::ALL {
                    n += p.legal_moves(&v, roll).len();
                }
            }
            n
        })
    });
    // One roll played from a generated list (the search's child expansion): every
    // legal move of every roll of the sampled positions.
    c.bench_function("play_roll_with/2000_positions_all_rolls", |b| {
        b.iter(|| {
            let mut n = 0u32;
            for p in black_box(&sampled) {
                for roll in Face::ALL {
                    let mut q = *p;
                    if let Ok(out) = q.play_roll_with(&v, roll, |_, m| {
                        m.get(m.len().saturating_sub(1)).map(|x| x.token)
                    }) {
                        n += out.extra_roll as u32;
                    }
                }
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
                    m.get(rng.random_range(0..m.len())).map(|x| x.token)
                });
            }
            p
        })
    });

    // The `ludo simulate` path: one seeded game of four random players (seats
    // rotated, player generators seeded per game) through the play-out loop.
    let specs = [(Level::Random, None); 4];
    let mut g = 0u64;
    c.bench_function("arena/random_game_4_players", |b| {
        b.iter(|| {
            g += 1;
            play_series_game(&v, &specs, 1, g, &Budget::nodes(0), 0, &mut |_, _| {})
        })
    });

    // A whole game through the state machine, as a shell plays it: every roll and
    // move an action, every action its events (a `Moved` event per move).
    let mut seed = 0u64;
    c.bench_function("game/random_game_4_players_with_events", |b| {
        b.iter(|| {
            seed += 1;
            let setup = GameSetup {
                rules: Rules::default(),
                seats: Color::ALL
                    .iter()
                    .map(|&color| SeatSetup {
                        color,
                        kind: SeatKind::Cpu(Level::Random),
                    })
                    .collect(),
                seed: Some(seed),
                dice_script: vec![],
                first_player: None,
            };
            let mut game = Game::new(&setup).expect("valid setup");
            let budget = Budget::default();
            while game.phase() != Phase::GameOver {
                let a = game.cpu_action(&budget).expect("a CPU is to act");
                game.apply(a).expect("legal");
            }
            game.next_event_seq()
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
