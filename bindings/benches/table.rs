//! The cost of one action of a `LudoTable` must not grow with the session
//! (issue 14.7): one person's decision (roll or move) at the start of a session and
//! after 40 games played at the same table ("play again"). Pass-and-play with
//! instant settings, so every input is handled synchronously; a no-op listener.
//!
//! `cargo bench -p ludo-ffi --bench table`

use criterion::{Criterion, criterion_group, criterion_main};
use ludo_ffi::*;
use std::hint::black_box;
use std::sync::Arc;

struct Quiet;

impl TableListener for Quiet {
    fn on_update(&self, _update: TableUpdate) {}
}

fn table() -> Arc<LudoTable> {
    let seat = |color| SeatSetup {
        color,
        kind: SeatKind::Human,
    };
    let setup = GameSetup {
        seats: vec![seat(PlayerColor::Yellow), seat(PlayerColor::Red)],
        rules: default_rules().unwrap(),
        seed: Some(42),
        dice_script: vec![],
        first_player: None,
    };
    LudoTable::new_game(setup, table_settings_instant().unwrap(), Arc::new(Quiet)).unwrap()
}

/// One decision of the person to act (play again once a game is over).
fn step(t: &LudoTable) {
    let v = t.view().unwrap();
    if v.can_play_again {
        t.play_again().unwrap();
    } else if v.die.can_roll {
        t.roll().unwrap();
    } else {
        t.move_token(v.moves[0].token).unwrap();
    }
}

/// A table after `games` finished games, at the start of the next.
fn after_games(games: u32) -> Arc<LudoTable> {
    let t = table();
    while t.view().unwrap().game_number <= games {
        step(&t);
    }
    t
}

fn bench(c: &mut Criterion) {
    let mut g = c.benchmark_group("table_action");
    let fresh = after_games(0);
    g.bench_function("session_start", |b| b.iter(|| step(black_box(&fresh))));
    let long = after_games(40);
    g.bench_function("after_40_play_agains", |b| {
        b.iter(|| step(black_box(&long)))
    });
    g.finish();
    fresh.close().unwrap();
    long.close().unwrap();
}

criterion_group!(benches, bench);
criterion_main!(benches);
