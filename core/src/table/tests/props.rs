//! Random sequences of inputs never panic and never leave the table inconsistent.

use super::*;
use proptest::prelude::*;

#[derive(Clone, Debug)]
enum Op {
    Input(Input),
    /// Let time pass, then tick.
    Wait(u64),
    /// Run the last job handed out and give its decision back (maybe late).
    RunJob,
    /// Save, drop the table, load the save (as after the app was killed).
    Reopen,
}

fn kind(i: u8) -> SeatKind {
    match i % 6 {
        0 => SeatKind::Human,
        n => SeatKind::Cpu(Level::ALL[usize::from(n - 1)]),
    }
}

fn op() -> impl Strategy<Value = Op> {
    let color = (0usize..4).prop_map(|i| Color::ALL[i]);
    prop_oneof![
        6 => Just(Op::Input(Input::Roll)),
        6 => (0usize..4).prop_map(|i| Op::Input(Input::Move { token: TokenId::ALL[i] })),
        2 => (-1.0f32..16.0, -1.0f32..16.0, 0.0f32..2.0)
            .prop_map(|(x, y, slop)| Op::Input(Input::TapBoard { x, y, slop })),
        2 => (color.clone(), 0u8..6).prop_map(|(color, k)| Op::Input(Input::SetSeat { color, kind: kind(k) })),
        1 => Just(Op::Input(Input::Undo)),
        1 => Just(Op::Input(Input::Hint)),
        1 => Just(Op::Input(Input::PlayAgain)),
        1 => Just(Op::Input(Input::Pause)),
        2 => Just(Op::Input(Input::Resume)),
        1 => Just(Op::Input(Input::AcknowledgeHandover)),
        1 => (color, proptest::option::of("[a-z]{1,4}"))
            .prop_map(|(color, profile)| Op::Input(Input::SetProfile { color, profile })),
        4 => (0u64..40_000).prop_map(Op::Wait),
        6 => Just(Op::RunJob),
        1 => Just(Op::Reopen),
    ]
}

fn table_strategy() -> impl Strategy<Value = (Option<GameSetup>, TableConfig)> {
    let seats = (
        2usize..=4,
        proptest::collection::vec(0u8..6, 4),
        any::<u64>(),
        any::<bool>(),
        any::<bool>(),
    );
    let game = seats.prop_map(|(n, kinds, seed, timer, roll_off)| {
        let colors: &[Color] = match n {
            2 => &[Color::Yellow, Color::Red],
            3 => &[Color::Yellow, Color::Blue, Color::Red],
            _ => &Color::ALL,
        };
        let mut s = GameSetup {
            rules: Rules::default(),
            seats: colors
                .iter()
                .zip(kinds)
                .map(|(&color, k)| SeatSetup {
                    color,
                    kind: kind(k),
                })
                .collect(),
            seed: Some(seed),
            dice_script: vec![],
            first_player: (!roll_off).then_some(colors[0]),
        };
        if timer {
            s = timed(s);
        }
        Some(s)
    });
    let setup = prop_oneof![6 => game, 1 => Just(None)];
    (setup, 0u64..1500, any::<bool>(), any::<bool>()).prop_map(|(s, delay, handover, motion)| {
        (
            s,
            TableConfig {
                cpu_delay: ms(delay),
                step_delay: ms(delay / 10),
                // Small budgets keep the expert quick in unoptimised test builds.
                cpu_max_nodes: 500,
                handover_prompt: handover,
                motion: motion.then_some(crate::view::timing::TIMING),
            },
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_inputs_never_panic_nor_break_the_table(
        (setup, config) in table_strategy(),
        ops in proptest::collection::vec(op(), 1..120),
    ) {
        let clock = Arc::new(FakeClock::new());
        let (mut t, mut u) = match &setup {
            Some(s) => Table::new(s, clock.clone(), config).expect("valid"),
            None => Table::tutorial(clock.clone(), config).expect("the lesson starts"),
        };
        check(&t, &u);
        let mut last_job = u.cpu_job.clone();
        let mut saved = u.save.clone();
        for op in ops {
            u = match op {
                Op::Input(i) => t.apply(i),
                Op::Wait(n) => {
                    clock.advance(ms(n));
                    t.tick()
                }
                Op::RunJob => match &last_job {
                    Some(job) => t.cpu_decided(job.run(&AtomicBool::new(false))),
                    None => t.tick(),
                },
                Op::Reopen => {
                    let json = t.save_request().unwrap().json;
                    let (t2, u2) = Table::load(&json, clock.clone(), config).expect("own save loads");
                    prop_assert_eq!(t2.game().history(), t.game().history());
                    prop_assert_eq!(t2.is_tutorial(), t.is_tutorial());
                    t = t2;
                    u2
                }
            };
            check(&t, &u);
            if u.cpu_job.is_some() {
                last_job = u.cpu_job.clone();
            }
            if let Some(s) = &u.save {
                saved = Some(s.clone());
            }
        }
        // The last save written loads.
        if let Some(s) = saved {
            prop_assert!(Table::load(&s.json, clock.clone(), config).is_ok());
            prop_assert!(inspect_save(&s.json).is_ok());
        }
    }
}
