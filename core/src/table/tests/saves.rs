//! Saves: finished flag, inspect_save, old saves, bad table parts.

use super::*;
use crate::i18n::Arg;

#[test]
fn a_finished_games_save_says_finished_and_inspect_save_reports_it() {
    let s = setup(
        &[(Color::Yellow, EASY), (Color::Blue, HUMAN)],
        Color::Yellow,
        &[],
    );
    let (mut t, first, _) = table(&s, TableConfig::instant());
    let first = first.save.expect("a new game is saved at once");
    assert_eq!(first.slot, SaveSlot::Game);
    assert!(!first.finished);
    let summary = inspect_save(&first.json).unwrap();
    assert!(!summary.finished && !summary.tutorial);
    assert_eq!(summary.game_number, 1);
    assert_eq!(summary.seats.len(), 2);
    // Blue hands itself to the CPU and the CPUs play to the end.
    t.set_seat(Color::Blue, MEDIUM);
    let last = t.play_cpu_turns().pop().unwrap();
    let save = last.save.expect("the last action is saved");
    assert!(save.finished);
    let summary = inspect_save(&save.json).unwrap();
    assert!(summary.finished);
    assert_eq!(summary.phase, Phase::GameOver);
    assert!(summary.placements.is_some());
    // Loading the finished game shows it over, with Blue's seat still takeable.
    let (t2, u) = Table::load(
        &save.json,
        Arc::new(FakeClock::new()),
        TableConfig::instant(),
    )
    .unwrap();
    check(&t2, &u);
    assert!(u.view.can_play_again && u.view.seats[1].can_take_back);
    // It is not announced as a game that continues.
    assert_eq!(
        u.announcements,
        vec![Message::new(crate::i18n::Key::TableReopenedOver)]
    );
}

#[test]
fn saves_round_trip_and_old_saves_without_a_table_part_load() {
    let s = timed(setup(
        &[(Color::Yellow, HUMAN), (Color::Red, EASY)],
        Color::Yellow,
        &[6, 2],
    ));
    let (mut t, _, _) = table(&s, TableConfig::instant());
    // Before the first roll: profiles are fixed once a person has rolled.
    t.apply(Input::SetProfile {
        color: Color::Red,
        profile: Some("p-42".into()),
    });
    t.roll();
    let json = t.save_request().unwrap().json;
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let part = &v["table"];
    assert_eq!(part["tutorial"], false);
    assert_eq!(part["profiles"]["red"], "p-42");
    assert_eq!(part["profiles"]["yellow"], serde_json::Value::Null);
    assert_eq!(part["people"], serde_json::json!(["yellow"]));
    let (t2, u) = Table::load(&json, Arc::new(FakeClock::new()), TableConfig::instant()).unwrap();
    check(&t2, &u);
    assert_eq!(t2.game().history(), t.game().history());
    assert_eq!(u.view.seats[1].profile.as_deref(), Some("p-42"));
    // The plain game save of older builds has no "table" object.
    let old = crate::save::save(t.game()).unwrap();
    assert!(!old.contains("\"table\""));
    let (t3, u) = Table::load(&old, Arc::new(FakeClock::new()), TableConfig::instant()).unwrap();
    check(&t3, &u);
    assert!(!t3.is_tutorial());
    assert_eq!(u.view.timer.as_ref().unwrap().remaining_ms, 30_000);
    // ... and the game loader reads a table save (the table part is opaque to it).
    assert_eq!(
        crate::save::load(&json).unwrap().history(),
        t.game().history()
    );
}

#[test]
fn bad_table_parts_are_typed_errors() {
    let s = setup(
        &[(Color::Yellow, HUMAN), (Color::Red, EASY)],
        Color::Yellow,
        &[],
    );
    let (t, _, _) = table(&s, TableConfig::instant());
    let json = t.save_request().unwrap().json;
    let mut v: serde_json::Value = serde_json::from_str(&json).unwrap();
    v["table"]["people"] = serde_json::json!(["green"]);
    let bad = serde_json::to_string(&v).unwrap();
    let clock = || Arc::new(FakeClock::new());
    assert!(matches!(
        Table::load(&bad, clock(), TableConfig::instant()),
        Err(SaveError::Mismatch(_))
    ));
    v["table"] = serde_json::json!({"tutorial": "yes"});
    let bad = serde_json::to_string(&v).unwrap();
    assert!(matches!(
        Table::load(&bad, clock(), TableConfig::instant()),
        Err(SaveError::Json(_))
    ));
    v["table"] = serde_json::json!({"surprise": 1});
    let bad = serde_json::to_string(&v).unwrap();
    assert!(Table::load(&bad, clock(), TableConfig::instant()).is_err());
    // No turn time limit in these rules: no time left can be saved.
    v["table"] = serde_json::json!({"turn_time_left_ms": 5000});
    let bad = serde_json::to_string(&v).unwrap();
    assert!(matches!(
        Table::load(&bad, clock(), TableConfig::instant()),
        Err(SaveError::Range { .. })
    ));
    assert!(inspect_save("not json").is_err());
    assert!(inspect_save("{}").is_err());
}

#[test]
fn undo_after_a_seat_change_still_saves_a_loadable_game() {
    // Found by the property test: undo kept the seats but dropped the seat action
    // from the history, so the save no longer replayed ("seats" mismatch).
    let s = setup(
        &[(Color::Yellow, HUMAN), (Color::Red, HUMAN)],
        Color::Yellow,
        &[6, 3],
    );
    let (mut t, _, _) = table(&s, TableConfig::instant());
    t.roll();
    t.move_token(T0);
    let u = t.set_seat(Color::Red, MEDIUM);
    check(&t, &u);
    let u = t.undo();
    check(&t, &u);
    assert!(u.refused.is_none(), "{u:?}");
    assert_eq!(
        t.game().seat(Color::Red),
        Some(MEDIUM),
        "undo never hands a seat back"
    );
    let json = u.save.expect("saved").json;
    let (t2, _) =
        Table::load(&json, Arc::new(FakeClock::new()), TableConfig::instant()).expect("loads");
    assert_eq!(t2.game().seat(Color::Red), Some(MEDIUM));
    assert_eq!(t2.game().position(), t.game().position());
}

#[test]
fn the_view_shows_the_dice_code_then_verified_dice_and_words_mix_in_before_the_first_roll() {
    let s = setup(
        &[(Color::Yellow, HUMAN), (Color::Blue, EASY)],
        Color::Yellow,
        &[],
    );
    let (mut t, first, _) = table(&s, TableConfig::instant());
    let code = first
        .view
        .dice_code
        .clone()
        .expect("a code before the first roll");
    assert_eq!(code.len(), 14, "{code}");
    assert_eq!(first.view.dice_verified, None);
    // The shells show the core's line (the bare code stays for copying).
    assert_eq!(
        first.view.dice_code_line,
        Some(Message::new(Key::DiceCode).with("code", Arg::Text(code.clone())))
    );
    assert_eq!(first.view.dice_check, None);
    assert!(first.view.can_mix_dice);
    assert_eq!(first.view.dice_mixed, None);
    let first_json = first.save.unwrap().json;
    // Words mixed in: saved with the dice, the code stays (it commits to the secret).
    let u = t.apply(Input::MixDice {
        words: "tap tap tap".into(),
    });
    assert!(u.refused.is_none());
    let json = u.save.expect("mixing is saved").json;
    assert!(json.contains(r#""mix":["tap tap tap"]"#), "{json}");
    assert_ne!(json, first_json);
    assert_eq!(u.view.dice_code.as_deref(), Some(code.as_str()));
    // The screen and the speech say what was mixed, quoted as typed.
    let said = Message::new(Key::DiceMixed).with("words", Arg::Text("“tap tap tap”".into()));
    assert_eq!(u.view.dice_mixed.as_ref(), Some(&said));
    assert_eq!(u.announcements, vec![said]);
    assert!(u.view.can_mix_dice, "up to 8 entries");
    assert!(
        !json.contains(r#""secret""#),
        "no secret in a running game's save"
    );
    let (t2, _) = Table::load(&json, Arc::new(FakeClock::new()), TableConfig::instant()).unwrap();
    assert_eq!(t2.save_request().unwrap().json, json);
    // After the first roll, mixing is refused and nothing is saved; the code is no
    // longer shown.
    let rolled = t.roll().view;
    assert_eq!(rolled.dice_code, None);
    assert_eq!(rolled.dice_code_line, None, "the line goes with the code");
    let u = t.apply(Input::MixDice {
        words: "late".into(),
    });
    assert_eq!(u.refused, Some(Refusal::NotAllowed));
    assert!(u.save.is_none());
    assert!(!u.view.can_mix_dice);
    assert_eq!(
        u.view.dice_mixed.as_ref().map(|m| m.key),
        Some(Key::DiceMixed),
        "what was mixed stays on the screen"
    );
    // Played to the end: verified, and the save reveals the secret.
    t.set_seat(Color::Yellow, MEDIUM);
    let last = t.play_cpu_turns().pop().unwrap();
    assert_eq!(last.view.phase, Phase::GameOver);
    assert_eq!(last.view.dice_verified, Some(true));
    assert_eq!(last.view.dice_check, Some(Key::DiceVerified.into()));
    assert_eq!(last.view.dice_code_line, None);
    let json = last.save.unwrap().json;
    assert!(json.contains(r#""secret""#), "{json}");
    assert!(matches!(
        crate::save::verify(&json).unwrap(),
        crate::save::Verdict::Verified { .. }
    ));
}

#[test]
fn blank_words_and_a_ninth_entry_are_refused_and_change_nothing() {
    let s = setup(
        &[(Color::Yellow, HUMAN), (Color::Blue, EASY)],
        Color::Yellow,
        &[],
    );
    let (mut t, first, _) = table(&s, TableConfig::instant());
    let json = first.save.unwrap().json;
    let u = t.apply(Input::MixDice { words: "  ".into() });
    // Said as such (it was the generic "That is not possible now.").
    assert_eq!(u.refused, Some(Refusal::BlankWords));
    assert_eq!(
        crate::i18n::localize(&Refusal::BlankWords.message(), crate::i18n::Lang::En),
        "Blank words are not mixed in: type words you will recognise."
    );
    assert!(u.save.is_none() && u.announcements.is_empty());
    assert_eq!(t.save_request().unwrap().json, json);
    for i in 0..8 {
        let u = t.apply(Input::MixDice {
            words: format!("word {i}"),
        });
        assert!(u.refused.is_none(), "entry {i}");
        assert_eq!(u.view.can_mix_dice, i < 7, "entry {i}");
    }
    let full = t.save_request().unwrap().json;
    let u = t.apply(Input::MixDice {
        words: "ninth".into(),
    });
    assert_eq!(u.refused, Some(Refusal::NotAllowed));
    assert_eq!(t.save_request().unwrap().json, full);
}

#[test]
fn the_lessons_scripted_dice_show_no_code() {
    let s = setup(
        &[(Color::Yellow, HUMAN), (Color::Blue, EASY)],
        Color::Yellow,
        &[6, 6],
    );
    let (_, first, _) = table(&s, TableConfig::instant());
    assert_eq!(first.view.dice_code, None);
    assert_eq!(first.view.dice_code_line, None);
    assert!(!first.view.can_mix_dice, "scripted dice take no words");
}

/// `ludo verify` of the lesson's save says why it is not verifiable (its dice are
/// scripted), not "not over yet": the lesson ends before its game does, so that
/// would never change.
#[test]
fn the_lessons_save_is_not_verifiable_because_its_dice_are_scripted() {
    let clock = Arc::new(FakeClock::new());
    let (_, u) = Table::tutorial(clock, TableConfig::instant()).expect("the lesson starts");
    let json = u.save.expect("saved at once").json;
    assert_eq!(
        crate::save::verify(&json).unwrap(),
        crate::save::Verdict::NotVerifiable(crate::save::Unverifiable::Scripted)
    );
}

#[test]
fn the_dice_check_line_says_whether_the_dice_verified() {
    use crate::table::announce::dice_check;
    assert_eq!(dice_check(true), Message::new(Key::DiceVerified));
    assert_eq!(dice_check(false), Message::new(Key::DiceNotVerified));
}

/// The last move (with its capture) is marked on the board after a resume as it was
/// before: the table rebuilds it from the saved game.
#[test]
fn the_last_move_is_marked_again_after_a_resume() {
    let s = easy_cpu_captures_yellow();
    let (mut t, _, _) = table(&s, TableConfig::instant());
    let mut updates = vec![];
    for _ in 0..3 {
        t.roll();
        let u = t.move_token(T0);
        if u.view.to_act == Some(Color::Yellow) {
            continue;
        }
        updates.extend(t.play_cpu_turns());
    }
    t.roll();
    t.move_token(T0);
    updates.extend(t.play_cpu_turns());
    let capture = updates
        .iter()
        .find(|u| {
            u.events
                .iter()
                .any(|e| matches!(e.event, Event::Captured { .. }))
        })
        .expect("Blue captured");
    let before = capture.view.last_move.clone().expect("a last move");
    assert_eq!(
        before.captured,
        vec![CaptureView {
            color: Color::Yellow,
            token: T0
        }]
    );
    let json = capture.save.clone().expect("saved").json;
    let (_, u) = Table::load(&json, Arc::new(FakeClock::new()), TableConfig::instant()).unwrap();
    assert_eq!(u.view.last_move, Some(before));
    // And at the end of the CPU's turn, whatever it was.
    let json = t.save_request().unwrap().json;
    let (_, u) = Table::load(&json, Arc::new(FakeClock::new()), TableConfig::instant()).unwrap();
    assert!(t.view().last_move.is_some());
    assert_eq!(u.view.last_move, t.view().last_move);
    // A new game has no last move yet.
    let (_, first, _) = table(&s, TableConfig::instant());
    let fresh = first.save.unwrap().json;
    let (_, u) = Table::load(&fresh, Arc::new(FakeClock::new()), TableConfig::instant()).unwrap();
    assert_eq!(u.view.last_move, None);
}

/// The seats show their profiles' names once the records named them: after a
/// load, a profile changed by `SetProfile` loses the old name until named again,
/// an id the records do not know stays unnamed, and a save's names are found
/// before a table is made of it (the resume prompt).
#[cfg(feature = "records")]
#[test]
fn seats_show_the_names_of_their_profiles_from_the_records() {
    use crate::records::Records;
    let mut r = Records::open_in_memory().unwrap();
    let asha = r.add_profile("Asha").unwrap();
    let ravi = r.add_profile("Ravi").unwrap();
    let s = setup(
        &[(Color::Yellow, HUMAN), (Color::Red, HUMAN)],
        Color::Yellow,
        &[],
    );
    let (mut t, _, _) = table(&s, TableConfig::instant());
    t.apply(Input::SetProfile {
        color: Color::Yellow,
        profile: Some(asha.id.to_string()),
    });
    t.apply(Input::SetProfile {
        color: Color::Red,
        profile: Some("p-42".into()),
    });
    assert_eq!(t.view().seats[0].profile_name, None, "not named yet");
    t.name_profiles(&r);
    let names: Vec<_> = t.view().seats.into_iter().map(|s| s.profile_name).collect();
    assert_eq!(names, [Some("Asha".to_string()), None]);
    let json = t.save_request().unwrap().json;
    assert_eq!(
        r.save_profile_names(&json),
        [(Color::Yellow, "Asha".to_string())]
    );
    assert!(r.save_profile_names("{").is_empty());
    // Another profile: the old name goes at once.
    t.apply(Input::SetProfile {
        color: Color::Yellow,
        profile: Some(ravi.id.to_string()),
    });
    assert_eq!(t.view().seats[0].profile_name, None);
    t.name_profiles(&r);
    assert_eq!(t.view().seats[0].profile_name.as_deref(), Some("Ravi"));
    // A loaded table names them the same way; a rename shows when named again.
    let json = t.save_request().unwrap().json;
    let (mut t2, _) =
        Table::load(&json, Arc::new(FakeClock::new()), TableConfig::instant()).unwrap();
    r.rename_profile(&ravi.id, "Ravi K").unwrap();
    t2.name_profiles(&r);
    assert_eq!(t2.view().seats[0].profile_name.as_deref(), Some("Ravi K"));
}

/// The home screen's list of set-aside games: an unfinished game is listed with its
/// seats and actions and the save to open (its backup's when the file is damaged), a
/// finished game and the lesson are left out, a damaged pair is listed as damaged,
/// newest first.
#[test]
fn set_aside_games_lists_the_unfinished_ones_newest_first() {
    use crate::i18n::{Lang, localize};
    let s = setup(
        &[(Color::Yellow, EASY), (Color::Blue, HUMAN)],
        Color::Yellow,
        &[],
    );
    let (mut t, first, _) = table(&s, TableConfig::instant());
    let unfinished = first.save.unwrap().json;
    t.set_seat(Color::Blue, MEDIUM);
    let finished = t.play_cpu_turns().pop().unwrap().save.unwrap().json;
    let file = |name: &str, save: &[u8], backup: Option<&str>, ms| AsideFile {
        name: name.into(),
        save: save.to_vec(),
        backup: backup.map(|b| b.as_bytes().to_vec()),
        modified_ms: ms,
    };
    let files = [
        file("old", unfinished.as_bytes(), None, Some(1_000)),
        file("over", finished.as_bytes(), None, Some(5_000)),
        file(
            "torn",
            &unfinished.as_bytes()[..40],
            Some(&unfinished),
            Some(3_000),
        ),
        file("lost", b"not a save", Some("{}"), Some(2_000)),
    ];
    let list = set_aside_games(&files, 0);
    let names: Vec<&str> = list.iter().map(|g| g.name.as_str()).collect();
    assert_eq!(names, ["torn", "lost", "old"]);
    match &list[0].state {
        AsideState::Resumable {
            json,
            game,
            seats,
            actions,
            game_number,
        } => {
            assert_eq!(json, &unfinished, "the backup's save, the file being torn");
            // Its game, loaded (the terminal names it by its id and replays it).
            let loaded = crate::save::load(&unfinished).unwrap();
            assert_eq!(game.history(), loaded.history());
            assert_eq!(game.start(), loaded.start());
            assert_eq!(seats.len(), 2);
            assert_eq!((*actions, *game_number), (0, 1));
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(list[1].state, AsideState::Damaged { .. }));
    assert_eq!(
        localize(&list[2].description, Lang::En),
        "1970-01-01 00:00: Yellow CPU (easy), Blue person, 0 actions"
    );
    assert_eq!(
        localize(&list[2].description, Lang::Bn),
        "1970-01-01 00:00: হলুদ CPU (সহজ), নীল ব্যক্তি, 0টি পদক্ষেপ"
    );
}

#[test]
fn a_save_too_large_to_load_again_is_never_handed_out() {
    // The history has no length limit: a seat handed to the CPU and back is two
    // actions, as often as anyone likes. A save over `save::MAX_SAVE_BYTES` was
    // handed out and written, and the next start refused it and its backup (each
    // one action apart) as damaged: the game was lost.
    use crate::save::{self, MAX_SAVE_BYTES};
    let s = setup(
        &[(Color::Yellow, HUMAN), (Color::Red, EASY)],
        Color::Yellow,
        &[],
    );
    let mut game = Game::new(&s).unwrap();
    let toggle = |g: &mut Game, n: usize| {
        for _ in 0..n {
            g.set_seat(Color::Red, HUMAN).unwrap();
            g.set_seat(Color::Red, EASY).unwrap();
        }
    };
    // Bytes a pair of seat changes adds to the save (after the first, which has no
    // comma before it), and the table's own part of its save (measured on this small
    // game); then pairs up to three pairs short of the limit, so a few changes cross
    // it (each change writes a 4 MiB save: few keep the test fast).
    let len = |g: &Game| serde_json::to_string(&save::to_file(g)).unwrap().len();
    toggle(&mut game, 1);
    let before = len(&game);
    toggle(&mut game, 1);
    let pair = len(&game) - before;
    let (small, _) = Table::load(
        &save::save(&game).unwrap(),
        Arc::new(FakeClock::new()),
        TableConfig::instant(),
    )
    .unwrap();
    let table_part = small.save_request().unwrap().json.len() - len(&game);
    let pairs = (MAX_SAVE_BYTES - table_part - 3 * pair - len(&game)) / pair;
    toggle(&mut game, pairs);
    let json = save::save(&game).expect("below the limit: written");
    let (mut t, u) =
        Table::load(&json, Arc::new(FakeClock::new()), TableConfig::instant()).unwrap();
    check(&t, &u);
    // Up to the limit every action is saved; the first action past it is not saved
    // (the shell keeps the last save) and says so. The last save handed out loads.
    let mut last = None;
    for i in 0..12 {
        let kind = if i % 2 == 0 { HUMAN } else { EASY };
        let u = t.set_seat(Color::Red, kind);
        match u.save {
            Some(req) => {
                assert!(
                    req.json.len() <= MAX_SAVE_BYTES,
                    "a save past the limit was handed out ({} bytes)",
                    req.json.len()
                );
                last = Some(req.json);
            }
            None => {
                assert!(
                    u.announcements
                        .contains(&Message::new(crate::i18n::Key::SaveFailed)),
                    "{:?}",
                    u.announcements
                );
                assert!(
                    matches!(t.save_request(), Err(SaveError::TooLarge(n)) if n > MAX_SAVE_BYTES)
                );
                let last = last.expect("the first changes were still saved");
                Table::load(&last, Arc::new(FakeClock::new()), TableConfig::instant())
                    .expect("the last save handed out loads");
                return;
            }
        }
    }
    panic!("twelve changes did not reach the limit");
}

/// A game closed before anything was played comes back with new dice (its save
/// held no secret, `docs/fair-dice.md`), and the table says so with the new code:
/// a player who noted the old one would otherwise be misled (found by a tester).
#[test]
fn a_game_reopened_before_it_began_says_its_dice_were_drawn_again() {
    let mut s = setup(
        &[(Color::Yellow, HUMAN), (Color::Blue, EASY)],
        Color::Yellow,
        &[],
    );
    s.seed = None;
    let (mut t, first, _) = table(&s, TableConfig::instant());
    let old = first.view.dice_code.clone().expect("a code");
    let u = t.apply(Input::MixDice {
        words: "our words".into(),
    });
    let json = u.save.expect("saved").json;
    assert!(
        !json.contains("our words") && !json.contains("\"sealed\""),
        "{json}"
    );
    let (t2, u) = Table::load(&json, Arc::new(FakeClock::new()), TableConfig::instant()).unwrap();
    let new = u.view.dice_code.clone().expect("a code");
    assert_ne!(new, old);
    assert_eq!(u.view.dice_mixed, None);
    assert!(
        u.announcements
            .contains(&Message::new(Key::TableNewDiceCode).with("code", Arg::Text(new))),
        "{:?}",
        u.announcements
    );
    // Once a roll was made, a reopened game keeps its dice and says nothing of them.
    drop(t2);
    let json = t.roll().save.expect("saved").json;
    let (_, u) = Table::load(&json, Arc::new(FakeClock::new()), TableConfig::instant()).unwrap();
    assert!(
        u.announcements
            .iter()
            .all(|m| m.key != Key::TableNewDiceCode)
    );
}
