//! Rules that live in the game state machine rather than in one position: the
//! first-player roll-off (rule 2), "rotate first player", and the reported bugs
//! "rolling again while a move is pending is refused" and "an illegal move changes
//! nothing" checked on the `Game` API with scripted dice.

use ludo_core::Color;
use ludo_core::game::{
    Action, Event, Game, GameError, GameSetup, PassReason, Phase, SeatKind, SeatSetup,
};
use ludo_core::rules::{Face, RuleError, Rules, TokenId};

/// Token `n`.
fn t(n: u8) -> TokenId {
    TokenId::try_from(n).unwrap()
}

fn setup(colors: &[Color], script: &[u8], first: Option<Color>, rules: Rules) -> GameSetup {
    GameSetup {
        rules,
        seats: colors
            .iter()
            .map(|&color| SeatSetup {
                color,
                kind: SeatKind::Human,
            })
            .collect(),
        seed: Some(11),
        dice_script: script.iter().map(|&n| Face::try_from(n).unwrap()).collect(),
        first_player: first,
    }
}

/// Everything observable about a game, to compare before and after a failed action.
fn observe(g: &Game) -> String {
    format!(
        "{:?} {:?} {:?} {:?} {:?} {} {:?} {}",
        g.phase(),
        g.position(),
        g.pending().map(|(r, m)| (r, m.iter().collect::<Vec<_>>())),
        g.dice_state(),
        g.last_roll(),
        g.history().len(),
        g.current(),
        g.next_event_seq()
    )
}

#[test]
fn bug_report_rolling_again_while_a_move_is_pending_is_refused() {
    let mut g = Game::new(&setup(
        &[Color::Yellow, Color::Red],
        &[6, 6],
        Some(Color::Yellow),
        Rules::default(),
    ))
    .unwrap();
    g.roll().unwrap();
    assert_eq!(g.phase(), Phase::AwaitingMove);
    let before = observe(&g);
    let err = g.roll().unwrap_err();
    assert_eq!(
        err,
        GameError::WrongPhase {
            action: Action::Roll,
            phase: Phase::AwaitingMove,
        }
    );
    assert_eq!(
        err.to_string(),
        "cannot roll now: the game is waiting for a move"
    );
    assert_eq!(observe(&g), before, "a refused roll changes nothing");
    // The pending 6 is still there and can be played.
    assert_eq!(g.pending().map(|p| p.0), Some(Face::Six));
    g.move_token(t(0)).unwrap();
    assert_eq!(g.position().tokens_of(Color::Yellow), [0, -1, -1, -1]);
}

#[test]
fn bug_report_an_illegal_move_changes_nothing() {
    // Yellow rolls 6 (token 0 out), then 3: token 0 may move, token 1 (in base) may not.
    let mut g = Game::new(&setup(
        &[Color::Yellow, Color::Red],
        &[6, 3, 2],
        Some(Color::Yellow),
        Rules::default(),
    ))
    .unwrap();
    g.roll().unwrap();
    g.move_token(t(0)).unwrap();
    g.roll().unwrap();
    let before = observe(&g);
    // (A token 7 cannot even be named: `TokenId::try_from(7)` fails.)
    for bad in [1u8, 2, 3] {
        let err = g.move_token(t(bad)).unwrap_err();
        assert!(
            matches!(err, GameError::Rule(RuleError::TokenCannotMove { .. })),
            "token {bad}: {err:?}"
        );
        assert_eq!(
            observe(&g),
            before,
            "token {bad}: no capture, no turn change, no dice advance"
        );
    }
    // A move before rolling is refused too.
    g.move_token(t(0)).unwrap();
    assert_eq!(g.position().to_move(), Color::Red);
    let before = observe(&g);
    assert!(matches!(
        g.move_token(t(0)),
        Err(GameError::WrongPhase { .. })
    ));
    assert_eq!(observe(&g), before);
}

#[test]
fn bug_report_three_sixes_pass_and_the_next_counter_starts_at_zero() {
    // Yellow: 6 (out), 6 (move), 6 (forfeited). Red: 6, 6 → still its turn.
    let mut g = Game::new(&setup(
        &[Color::Yellow, Color::Red],
        &[6, 6, 6, 6, 6],
        Some(Color::Yellow),
        Rules::default(),
    ))
    .unwrap();
    g.roll().unwrap();
    g.move_token(t(0)).unwrap();
    g.roll().unwrap();
    g.move_token(t(0)).unwrap();
    let events = g.roll().unwrap().to_vec();
    assert!(events.iter().any(|e| matches!(
        e.event,
        Event::ThreeSixes {
            color: Color::Yellow
        }
    )));
    assert!(events.iter().any(|e| matches!(
        e.event,
        Event::TurnPassed {
            from: Color::Yellow,
            to: Color::Red,
            reason: PassReason::ThreeSixes
        }
    )));
    assert_eq!(
        g.position().tokens_of(Color::Yellow),
        [6, -1, -1, -1],
        "the first two sixes stand"
    );
    assert_eq!(g.position().sixes_in_row(), 0);
    g.roll().unwrap();
    g.move_token(t(0)).unwrap();
    g.roll().unwrap();
    g.move_token(t(0)).unwrap();
    assert_eq!(g.position().to_move(), Color::Red);
    assert_eq!(g.position().sixes_in_row(), 2);
}

#[test]
fn first_player_is_the_highest_roll_and_ties_roll_again() {
    // Yellow 4, blue 6, red 6 → tie between blue and red; blue 2, red 5 → red starts.
    let mut g = Game::new(&setup(
        &[Color::Yellow, Color::Blue, Color::Red],
        &[4, 6, 6, 2, 5],
        None,
        Rules::default(),
    ))
    .unwrap();
    assert_eq!(g.phase(), Phase::ChoosingFirst);
    let mut tie = None;
    for _ in 0..5 {
        for e in g.roll().unwrap() {
            if let Event::FirstRollTie { colors } = &e.event {
                tie = Some(colors.clone());
            }
        }
    }
    assert_eq!(
        tie,
        Some(vec![Color::Blue, Color::Red]),
        "only the tied players roll again"
    );
    assert_eq!(g.phase(), Phase::AwaitingRoll);
    assert_eq!(g.current(), Some(Color::Red));
}

fn finish_quickly(g: &mut Game) {
    // Plays whatever is legal (token with the most progress) until the game ends.
    let mut n = 0;
    while g.phase() != Phase::GameOver {
        match g.pending() {
            None => {
                g.roll().unwrap();
            }
            Some((_, moves)) => {
                let t = moves.iter().max_by_key(|m| m.from).unwrap().token;
                g.move_token(t).unwrap();
            }
        }
        n += 1;
        assert!(n < 100_000, "game does not end");
    }
}

#[test]
fn play_again_rotates_the_first_player_when_the_house_rule_is_on() {
    let rules = Rules {
        rotate_first_player: true,
        ..Rules::default()
    };
    let mut g = Game::new(&setup(
        &[Color::Yellow, Color::Blue, Color::Red],
        &[],
        Some(Color::Blue),
        rules,
    ))
    .unwrap();
    finish_quickly(&mut g);
    g.play_again().unwrap();
    assert_eq!(
        g.phase(),
        Phase::AwaitingRoll,
        "the first player is given, not rolled for"
    );
    assert_eq!(g.current(), Some(Color::Red), "next clockwise after blue");
    finish_quickly(&mut g);
    g.play_again().unwrap();
    assert_eq!(g.current(), Some(Color::Yellow), "wraps around to yellow");
}

#[test]
fn play_again_rolls_for_the_first_player_when_rotation_is_off() {
    let rules = Rules {
        rotate_first_player: false,
        ..Rules::default()
    };
    let mut g = Game::new(&setup(
        &[Color::Yellow, Color::Red],
        &[],
        Some(Color::Yellow),
        rules,
    ))
    .unwrap();
    finish_quickly(&mut g);
    g.play_again().unwrap();
    assert_eq!(g.phase(), Phase::ChoosingFirst);
}

#[test]
fn play_again_before_the_end_is_refused() {
    let mut g = Game::new(&setup(
        &[Color::Yellow, Color::Red],
        &[],
        Some(Color::Yellow),
        Rules::default(),
    ))
    .unwrap();
    let before = observe(&g);
    assert!(matches!(g.play_again(), Err(GameError::NotOver)));
    assert_eq!(observe(&g), before);
}

#[test]
fn auto_exit_needs_no_die_and_ends_the_turn() {
    let rules = Rules {
        no_token_on_board: ludo_core::rules::NoTokenOnBoard::AutoExit,
        ..Rules::default()
    };
    let mut g = Game::new(&setup(
        &[Color::Yellow, Color::Red],
        &[],
        Some(Color::Yellow),
        rules,
    ))
    .unwrap();
    let dice = g.dice_state();
    g.roll().unwrap();
    assert_eq!(g.dice_state(), dice, "no die was thrown");
    assert_eq!(g.position().tokens_of(Color::Yellow), [0, -1, -1, -1]);
    assert_eq!(g.position().to_move(), Color::Red);
    assert_eq!(g.phase(), Phase::AwaitingRoll);
}
