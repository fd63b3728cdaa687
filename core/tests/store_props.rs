//! A property of the game store (`ludo_core::store`): random sequences of moves,
//! saves, injected failures (a full disk, a read-only file system, a kill at any
//! step of any write) and reopenings never end with a game that loads to an
//! earlier state than the last completed save.

#![cfg(unix)]

mod store_common;

use ludo_core::game::Game;
use ludo_core::store::GameStore;
use proptest::prelude::*;
use std::sync::Arc;
use store_common::*;

#[derive(Debug, Clone)]
enum Act {
    /// Plays `n` actions.
    Play(u8),
    /// Saves the game.
    Save,
    /// Saves with a fault at one step of one of its writes.
    FaultySave(Fault),
    /// The process ends; a new one opens the store and loads.
    Reopen,
}

fn fault() -> impl Strategy<Value = Fault> {
    (
        1usize..=2,
        prop::sample::select(STEPS.to_vec()),
        prop::sample::select(MODES.to_vec()),
    )
        .prop_map(|(write, step, mode)| Fault { write, step, mode })
}

fn act() -> impl Strategy<Value = Act> {
    prop_oneof![
        3 => (1u8..4).prop_map(Act::Play),
        3 => Just(Act::Save),
        2 => fault().prop_map(Act::FaultySave),
        2 => Just(Act::Reopen),
    ]
}

/// Whether `a` is `b` or a later point of the same game.
fn not_earlier(a: &Game, b: &Game) -> bool {
    a.start() == b.start() && a.history().starts_with(b.history())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, .. ProptestConfig::default() })]

    #[test]
    fn no_reopen_loads_a_state_before_the_last_completed_save(
        seed in 0u64..1000,
        acts in prop::collection::vec(act(), 1..24),
    ) {
        let dir = temp_dir(&format!("prop-{seed}-{}", acts.len()));
        let mut fs_ = Arc::new(FaultFs::new());
        let mut store = GameStore::with_fs(&dir, fs_.clone());
        store.lock().unwrap();
        let _ = store.load();
        let mut g = game(seed);
        // The last save that completed, if any.
        let mut last: Option<Game> = None;
        let reopen = |fs_: &mut Arc<FaultFs>, store: &mut GameStore| {
            *fs_ = Arc::new(FaultFs::new());
            // The old store (and its lock) is dropped before the new one locks.
            *store = GameStore::with_fs(&dir, fs_.clone());
            store.lock().unwrap();
            store.load().game
        };
        for a in acts.iter().chain([&Act::Reopen]) {
            match a {
                Act::Play(n) => {
                    for _ in 0..*n {
                        step(&mut g);
                    }
                }
                Act::Save => {
                    store.save(&g).unwrap();
                    last = Some(g.clone());
                }
                Act::FaultySave(f) => {
                    fs_.arm(*f);
                    let r = store.save(&g);
                    if r.is_ok() {
                        last = Some(g.clone());
                    }
                    prop_assert!(r.is_ok() != fs_.struck(), "{f:?}: {r:?}");
                    // A save with fewer writes than the fault's number.
                    fs_.disarm();
                    if fs_.dead() {
                        // Killed: the next thing is a new process.
                        let loaded = reopen(&mut fs_, &mut store);
                        if let Some(l) = &last {
                            let got = loaded.as_ref().expect("a save was completed");
                            prop_assert!(not_earlier(got, l), "{f:?}: earlier than the last save");
                        }
                        if let Some(l) = loaded {
                            g = l;
                        }
                    }
                }
                Act::Reopen => {
                    let loaded = reopen(&mut fs_, &mut store);
                    if let Some(l) = &last {
                        let got = loaded.as_ref().expect("a save was completed");
                        prop_assert!(not_earlier(got, l), "earlier than the last save");
                    }
                    if let Some(l) = loaded {
                        g = l;
                    }
                }
            }
        }
        drop(store);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
