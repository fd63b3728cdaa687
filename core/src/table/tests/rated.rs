//! Rated games at the table (issue 34, item 9): no take-backs, no taking a CPU's
//! seat; a game without a profile keeps both.

use super::*;
use crate::i18n::{Lang, localize};

/// A profile id as the records write them.
const ASHA: &str = "0123456789abcdef0123456789abcdef";

/// Yellow (a person) against an easy CPU (Blue), drawn dice; Yellow with a
/// profile when `profile`.
fn person_against_cpu(profile: bool) -> (Table, Update) {
    let s = setup(
        &[(Color::Yellow, HUMAN), (Color::Blue, EASY)],
        Color::Yellow,
        &[],
    );
    let (mut t, u) = drawn_table(&s, 11);
    let u = if profile {
        t.apply(Input::SetProfile {
            color: Color::Yellow,
            profile: Some(ASHA.into()),
        })
    } else {
        u
    };
    (t, u)
}

/// A table for `s` whose dice stand for drawn ones (a chosen seed's game is
/// never rated), reproducible from `n`.
fn drawn_table(s: &GameSetup, n: u64) -> (Table, Update) {
    let game = Game::with_secret(s, crate::dice::DiceSecret::fixture(n)).expect("valid setup");
    let clock = Arc::new(FakeClock::new());
    let mut t = Table::with_game(game, clock, TableConfig::instant(), false);
    let u = t.start_update();
    check(&t, &u);
    (t, u)
}

/// Issue 34, item 4: a game from a chosen seed is never rated, whatever the
/// profiles (its rolls were known in advance).
#[test]
fn a_game_from_a_chosen_seed_is_not_rated() {
    let mut s = setup(
        &[(Color::Yellow, HUMAN), (Color::Blue, EASY)],
        Color::Yellow,
        &[],
    );
    s.seed = Some(42);
    let (mut t, _, _) = table(&s, TableConfig::instant());
    t.apply(Input::SetProfile {
        color: Color::Yellow,
        profile: Some(ASHA.into()),
    });
    assert!(!t.is_rated());
    let (mut t, _) = drawn_table(&s, 42);
    t.apply(Input::SetProfile {
        color: Color::Yellow,
        profile: Some(ASHA.into()),
    });
    assert!(t.is_rated());
}

/// Plays on (Yellow rolls and moves its first movable token, the CPU's turns
/// run) until the game would let Yellow take a move back.
fn until_a_move_to_take_back(t: &mut Table, mut u: Update) -> Update {
    for _ in 0..400 {
        if t.game().can_undo() && u.view.person_to_act {
            return u;
        }
        u = if !u.view.person_to_act {
            match t.play_cpu_turns().pop() {
                Some(u) => u,
                None => panic!("neither a person nor a CPU to act: {u:?}"),
            }
        } else if let Some(m) = u.view.moves.first() {
            t.move_token(m.token)
        } else {
            t.roll()
        };
        check(t, &u);
    }
    panic!("no move to take back in 400 steps");
}

#[test]
fn no_take_backs_in_a_rated_game() {
    let (mut t, u) = person_against_cpu(true);
    assert!(t.is_rated());
    let u = until_a_move_to_take_back(&mut t, u);
    assert!(!u.view.can_undo, "not offered");
    let u = t.undo();
    check(&t, &u);
    assert_eq!(u.refused, Some(Refusal::UndoInRatedGame));
    assert_eq!(
        localize(&u.refused.unwrap().message(), Lang::En),
        "No take-backs in a rated game."
    );
    assert_eq!(t.undos(), 0);
    // The same game without a profile is not rated: undo is offered and done.
    let (mut t, u) = person_against_cpu(false);
    assert!(!t.is_rated());
    let u = until_a_move_to_take_back(&mut t, u);
    assert!(u.view.can_undo);
    let u = t.undo();
    assert_eq!(u.refused, None);
    assert_eq!(t.undos(), 1);
}

#[test]
fn a_cpu_seat_is_not_taken_in_a_rated_game_but_a_resigned_seat_is_taken_back() {
    let (mut t, _) = person_against_cpu(true);
    let u = t.set_seat(Color::Blue, HUMAN);
    check(&t, &u);
    assert_eq!(u.refused, Some(Refusal::CpuSeatInRatedGame(Color::Blue)));
    assert!(localize(&u.refused.unwrap().message(), Lang::En).contains("CPU keeps playing"));
    // Yellow hands its own seat to the CPU (resigning, for the records: said
    // once) and takes it back.
    let resigned = |u: &Update| {
        u.announcements
            .iter()
            .filter(|m| {
                localize(m, Lang::En)
                    == "Yellow resigned: in a rated game, leaving counts as a loss."
            })
            .count()
    };
    let u = t.set_seat(Color::Yellow, EASY);
    assert_eq!((u.refused, resigned(&u)), (None, 1));
    assert_eq!(t.set_seat(Color::Yellow, HUMAN).refused, None);
    assert_eq!(resigned(&t.set_seat(Color::Yellow, EASY)), 0, "once");
    let (mut t, _) = person_against_cpu(false);
    assert_eq!(t.set_seat(Color::Blue, HUMAN).refused, None);
    assert_eq!(resigned(&t.set_seat(Color::Yellow, EASY)), 0, "not rated");
}

#[test]
fn profiles_are_fixed_once_a_person_has_rolled() {
    // A CPU rolls first: the seats may still be named.
    let mut s = setup(
        &[(Color::Yellow, HUMAN), (Color::Blue, EASY)],
        Color::Blue,
        &[],
    );
    s.seed = Some(11);
    let (mut t, _, _) = table(&s, TableConfig::instant());
    t.play_cpu_turns();
    assert!(!profiles_fixed(t.game()));
    let set = |t: &mut Table, p: Option<&str>| {
        let u = t.apply(Input::SetProfile {
            color: Color::Yellow,
            profile: p.map(str::to_owned),
        });
        check(t, &u);
        u.refused
    };
    assert_eq!(set(&mut t, Some(ASHA)), None);
    // The CPU's first roll waits for a person (words may be mixed in); Yellow's
    // roll releases it, and the CPU's rolls do not fix the profiles.
    assert_eq!(t.roll().refused, None);
    t.play_cpu_turns();
    assert!(!profiles_fixed(t.game()));
    assert_eq!(set(&mut t, Some(ASHA)), None);
    let u = t.roll();
    assert_eq!(u.refused, None);
    assert!(profiles_fixed(t.game()));
    // Taken off a game under way, moved, or given: refused; the same one is fine.
    assert_eq!(set(&mut t, None), Some(Refusal::ProfilesFixed));
    assert_eq!(set(&mut t, Some(ASHA)), None);
    assert!(t.save_request().unwrap().json.contains(ASHA));
    assert_eq!(
        localize(&Refusal::ProfilesFixed.message(), Lang::En),
        "Profiles cannot change once the game is under way."
    );
}
