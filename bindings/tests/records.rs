//! `LudoRecords` and `LudoReplay` through the bindings: profiles, recording the
//! golden finished save (once), history, statistics, replay, a damaged database set
//! aside, two handles on one file, and the typed errors.

mod common;
use common::lifted;

use ludo_ffi::*;
use std::path::PathBuf;

struct TempDir(PathBuf);

impl TempDir {
    fn new(name: &str) -> TempDir {
        let d = std::env::temp_dir().join(format!(
            "ludo-ffi-records-{name}-{}-{:?}",
            std::process::id(),
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .as_nanos()
        ));
        std::fs::create_dir_all(&d).unwrap();
        TempDir(d)
    }

    fn db(&self) -> String {
        self.0.join("records.db").to_string_lossy().into_owned()
    }
}

/// What the boundary makes of a profile id a shell sends: checked before any export
/// runs, a text that is no id refused as the export's typed error.
fn sent_id(text: &str) -> Result<ProfileId, LudoError> {
    lifted(text.to_owned())
}

/// The same for an optional id (`LudoRecords.history`'s filter).
fn sent_optional_id(text: Option<&str>) -> Result<Option<ProfileId>, LudoError> {
    lifted(text.map(str::to_owned))
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn golden(name: &str) -> String {
    std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("../tests/golden/saves/{name}")),
    )
    .unwrap()
}

/// A finished game of four people with the golden finished game's rules, as a
/// table saves it, with profiles on yellow and blue. Its dice stand for drawn
/// ones (`DiceSecret::fixture`): the golden game's come from a chosen seed, and
/// such a game is never rated (`docs/fair-dice.md`).
fn finished_with_profiles(yellow: &ProfileId, blue: &ProfileId) -> String {
    use ludo_core::color::Color;
    use ludo_core::game::{Game, GameSetup, Phase, SeatKind, SeatSetup};
    let golden: serde_json::Value = serde_json::from_str(&golden("finished.save.json")).unwrap();
    let rules = serde_json::from_value(golden["rules"].clone()).unwrap();
    let seats = [Color::Yellow, Color::Blue, Color::Red, Color::Green]
        .map(|color| SeatSetup {
            color,
            kind: SeatKind::Human,
        })
        .to_vec();
    let setup = GameSetup {
        rules,
        seats,
        seed: None,
        dice_script: vec![],
        first_player: None,
    };
    let mut g = Game::with_secret(&setup, ludo_core::dice::DiceSecret::fixture(1)).unwrap();
    while g.phase() != Phase::GameOver {
        let a = g.best_action(ludo_core::ai::Level::Easy, &Default::default());
        g.apply(a).unwrap();
    }
    let mut v = serde_json::to_value(ludo_core::save::to_file(&g)).unwrap();
    v["table"] =
        serde_json::json!({"profiles": {"yellow": yellow.as_str(), "blue": blue.as_str()}});
    v.to_string()
}

#[test]
fn a_finished_game_is_recorded_once_and_listed_with_its_statistics() {
    let dir = TempDir::new("once");
    let r = LudoRecords::open(dir.db()).unwrap();
    assert_eq!(r.set_aside().unwrap(), None);
    let asha = r.add_profile("  Asha ".into()).unwrap();
    assert_eq!(asha.name, "Asha");
    assert_eq!(asha.rating, 1200.0);
    let ravi = r.add_profile("Ravi".into()).unwrap();
    let save = finished_with_profiles(&asha.id, &ravi.id);

    let first = r.record_finished(save.clone()).unwrap();
    assert!(first.newly_recorded && first.rated, "{first:?}");
    assert_eq!(first.unrated_reason, None);
    assert_eq!(first.unrated_message, None);
    let colors: Vec<PlayerColor> = first.changes.iter().map(|c| c.color).collect();
    assert_eq!(colors, [PlayerColor::Yellow, PlayerColor::Blue]);
    assert_eq!(first.changes[0].profile_id, asha.id.as_str());
    // Between two players of equal rating the change is zero-sum.
    let d: f64 = first.changes.iter().map(|c| c.after - c.before).sum();
    assert!(d.abs() < 1e-9, "{first:?}");
    assert!(
        first
            .changes
            .iter()
            .all(|c| c.before == 1200.0 && c.after != 1200.0)
    );

    // Again (the start-up retry): nothing new.
    let again = r.record_finished(save).unwrap();
    assert!(!again.newly_recorded);
    assert_eq!(again.game_id, first.game_id);
    assert_eq!(again.changes, first.changes);

    let all = r.history(None, 50).unwrap();
    assert_eq!(all.len(), 1);
    let e = &all[0];
    assert_eq!(e.game_id, first.game_id);
    assert!(e.rated);
    assert_eq!(e.seats.len(), 4);
    // By place, as every shell lists them (the core's order, not the seat order: red,
    // the third seat, came last).
    let places: Vec<i32> = e.seats.iter().map(|s| s.place).collect();
    assert_eq!(places, [1, 2, 3, 4]);
    let seat = |c: PlayerColor| e.seats.iter().find(|s| s.color == c).unwrap();
    assert_eq!(
        seat(PlayerColor::Yellow).profile_name.as_deref(),
        Some("Asha")
    );
    assert_eq!(seat(PlayerColor::Red).profile_id, None);
    let asha_seat = seat(PlayerColor::Yellow);
    assert_eq!(asha_seat.faces.len(), 6);
    assert_eq!(r.history(Some(ravi.id.clone()), 50).unwrap().len(), 1);
    assert_eq!(r.find_game(first.game_id[..8].into()).unwrap(), *e);

    let st = r.stats(asha.id.clone()).unwrap();
    assert_eq!(st.games, 1);
    assert_eq!(st.places.iter().sum::<u32>(), 1);
    assert_eq!(st.faces.iter().sum::<u64>(), st.rolls);
    assert_eq!(st.rolls, asha_seat.faces.iter().sum::<u64>());
    assert_eq!(st.profile.rating, first.changes[0].after);
    // The golden game gives each seat well over 30 rolls: a verdict with a p-value.
    assert!(st.rolls >= 30);
    assert_ne!(st.fairness, FairnessVerdict::TooFewRolls);
    let p = st.p_value.unwrap();
    assert!((0.0..=1.0).contains(&p));
    let words = localize(st.fairness_message.clone(), "en".into()).unwrap();
    assert!(words.contains("p "), "{words}");
    assert!(localize(st.fairness_message, "hi".into()).is_ok());

    // The recorded save replays.
    let text = r.game_save(first.game_id.clone()).unwrap();
    let replay = LudoReplay::open(text).unwrap();
    let n = replay.len().unwrap();
    assert!(n > 100);
    assert!(!replay.is_empty().unwrap());
    let start = replay.view_at(0).unwrap();
    assert!(start.tokens.iter().all(|t| t.progress.get() == -1));
    assert!(replay.announcements_at(0).unwrap().is_empty());
    let end = replay.view_at(n).unwrap();
    assert_eq!(end.phase, GamePhase::GameOver);
    assert!(end.placements.is_some());
    assert!(!end.die.can_roll && !end.can_play_again && end.moves.is_empty());
    assert!(!replay.announcements_at(n).unwrap().is_empty());
    assert!(!replay.layout().unwrap().squares.is_empty());
}

#[test]
fn profiles_are_renamed_merged_and_deleted() {
    let dir = TempDir::new("profiles");
    let r = LudoRecords::open(dir.db()).unwrap();
    let a = r.add_profile("Asha".into()).unwrap();
    let b = r.add_profile("Bina".into()).unwrap();
    r.record_finished(finished_with_profiles(&a.id, &b.id))
        .unwrap();
    let renamed = r.rename_profile(b.id.clone(), "Bina K".into()).unwrap();
    assert_eq!(
        (renamed.id.as_str(), renamed.name.as_str()),
        (b.id.as_str(), "Bina K")
    );
    // Merging: Bina's seat in the game both played becomes a guest's; Asha stays.
    let kept = r.merge_profiles(b.id.clone(), a.id.clone()).unwrap();
    assert_eq!(kept.id, a.id);
    assert_eq!(
        r.profiles().unwrap(),
        vec![r.profile(a.id.clone()).unwrap()]
    );
    // One rated player left: the game is no longer rated, Asha back at 1200.
    assert_eq!(kept.rating, 1200.0);
    assert_eq!(r.delete_profile(a.id.clone()).unwrap(), 1);
    assert!(r.profiles().unwrap().is_empty());
    // The game stays in the history, with guests.
    let h = r.history(None, 10).unwrap();
    assert_eq!(h.len(), 1);
    assert_eq!(h[0].unrated_reason, Some(UnratedReason::NoProfile));
    let words = localize(h[0].unrated_message.clone().unwrap(), "en".into()).unwrap();
    assert_eq!(words, "Not rated: no player had a profile.");
}

#[test]
fn bad_calls_are_typed_errors_and_change_nothing() {
    let dir = TempDir::new("errors");
    let r = LudoRecords::open(dir.db()).unwrap();
    let a = r.add_profile("Asha".into()).unwrap();
    assert!(matches!(
        r.add_profile("   ".into()),
        Err(LudoError::InvalidName { .. })
    ));
    assert!(matches!(
        r.add_profile("ASHA".into()),
        Err(LudoError::InvalidName { .. })
    ));
    assert!(matches!(
        r.add_profile("x".repeat(33)),
        Err(LudoError::InvalidName { .. })
    ));
    // A text that is no id is refused at the boundary, before `stats` or `history`
    // runs; an id of no profile by the records.
    assert!(matches!(
        sent_id("nope"),
        Err(LudoError::UnknownProfile { reason }) if reason == "\"nope\" is not a profile id"
    ));
    assert!(matches!(
        r.stats(sent_id("0123456789abcdef0123456789abcdef").unwrap()),
        Err(LudoError::UnknownProfile { .. })
    ));
    assert!(matches!(
        sent_optional_id(Some("x")),
        Err(LudoError::UnknownProfile { .. })
    ));
    assert!(matches!(
        r.merge_profiles(a.id.clone(), a.id.clone()),
        Err(LudoError::InvalidArgument { .. })
    ));
    assert!(matches!(
        r.game_save("0123456789abcdef0123456789abcdef".into()),
        Err(LudoError::UnknownGame { .. })
    ));
    assert!(matches!(
        r.game_save("not an id".into()),
        Err(LudoError::UnknownGame { .. })
    ));
    assert!(matches!(
        r.find_game("ffff".into()),
        Err(LudoError::UnknownGame { .. })
    ));
    assert!(matches!(
        r.record_finished(golden("mid_game.save.json")),
        Err(LudoError::NotOver { .. })
    ));
    assert!(matches!(
        r.record_finished("{}".into()),
        Err(LudoError::InvalidSave { .. })
    ));
    assert!(matches!(
        LudoReplay::open("nonsense".into()),
        Err(LudoError::InvalidSave { .. })
    ));
    assert!(matches!(
        LudoRecords::open(dir.0.join("no/such/dir/r.db").to_string_lossy().into()),
        Err(LudoError::RecordsUnavailable { .. })
    ));
    // Nothing was written by the refused calls.
    assert!(r.history(None, 10).unwrap().is_empty());
    assert_eq!(r.profiles().unwrap().len(), 1);
}

#[test]
fn a_damaged_database_is_set_aside_and_said_once() {
    let dir = TempDir::new("damaged");
    std::fs::write(dir.db(), b"this is not a database, it is a shopping list").unwrap();
    let r = LudoRecords::open(dir.db()).unwrap();
    let s = r.set_aside().unwrap().expect("set aside");
    assert_eq!(s.from, dir.db());
    assert!(s.to.contains(".damaged-"), "{s:?}");
    // Kept, not deleted.
    assert_eq!(
        std::fs::read(&s.to).unwrap(),
        b"this is not a database, it is a shopping list"
    );
    assert_eq!(s.message.key, "records.set_aside");
    let words = localize(s.message, "en".into()).unwrap();
    assert!(words.contains("records.db.damaged-"), "{words}");
    // The new database works; opened again, nothing more to say.
    r.add_profile("Asha".into()).unwrap();
    drop(r);
    let again = LudoRecords::open(dir.db()).unwrap();
    assert_eq!(again.set_aside().unwrap(), None);
    assert_eq!(again.profiles().unwrap().len(), 1);
}

#[test]
fn two_handles_on_one_database_share_it_and_count_a_game_once() {
    let dir = TempDir::new("two");
    let one = LudoRecords::open(dir.db()).unwrap();
    let two = LudoRecords::open(dir.db()).unwrap();
    let a = one.add_profile("Asha".into()).unwrap();
    let b = two.add_profile("Bina".into()).unwrap();
    assert_eq!(two.profiles().unwrap().len(), 2);
    let save = finished_with_profiles(&a.id, &b.id);
    // Both record the same game at once, from two threads.
    let results: Vec<RecordedGame> = std::thread::scope(|s| {
        let h1 = s.spawn(|| one.record_finished(save.clone()).unwrap());
        let h2 = s.spawn(|| two.record_finished(save.clone()).unwrap());
        vec![h1.join().unwrap(), h2.join().unwrap()]
    });
    assert_eq!(results.iter().filter(|r| r.newly_recorded).count(), 1);
    assert_eq!(one.history(None, 10).unwrap().len(), 1);
    assert_eq!(two.stats(a.id).unwrap().games, 1);
}

struct Quiet;

impl TableListener for Quiet {
    fn on_update(&self, _update: TableUpdate) {}
}

/// `LudoTable.name_profiles` names the seats' profiles from the records, so every
/// shell shows the same name; a profile changed afterwards is unnamed until named
/// again.
#[test]
fn the_table_names_the_seats_profiles_from_the_records() {
    let dir = TempDir::new("names");
    let r = LudoRecords::open(dir.db()).unwrap();
    let asha = r.add_profile("Asha".into()).unwrap();
    let setup = GameSetup {
        seats: vec![
            SeatSetup {
                color: PlayerColor::Yellow,
                kind: SeatKind::Human,
            },
            SeatSetup {
                color: PlayerColor::Red,
                kind: SeatKind::Human,
            },
        ],
        rules: default_rules().unwrap(),
        seed: Some(1),
        dice_script: vec![],
        first_player: None,
    };
    let t = LudoTable::new_game(
        setup,
        table_settings_instant().unwrap(),
        std::sync::Arc::new(Quiet),
        None,
    )
    .unwrap();
    t.set_profile(PlayerColor::Yellow, Some(asha.id.to_string()))
        .unwrap();
    let name = |t: &LudoTable, c: PlayerColor| {
        t.view()
            .unwrap()
            .seats
            .into_iter()
            .find(|s| s.color == c)
            .and_then(|s| s.profile_name)
    };
    assert_eq!(name(&t, PlayerColor::Yellow), None);
    t.name_profiles(r.clone()).unwrap();
    assert_eq!(name(&t, PlayerColor::Yellow).as_deref(), Some("Asha"));
    assert_eq!(name(&t, PlayerColor::Red), None);
    t.set_profile(PlayerColor::Yellow, None).unwrap();
    assert_eq!(name(&t, PlayerColor::Yellow), None);
    t.close().unwrap();
}

/// The record lines both apps show come from the core in words: a profile's
/// statistics, a history line (date in the phone's zone, seats by place, rated or
/// why not), the result's rating changes, and the rounding of ratings and rates.
#[test]
fn the_records_lines_are_the_cores_words() {
    let dir = TempDir::new("lines");
    let r = LudoRecords::open(dir.db()).unwrap();
    let asha = r.add_profile("Asha".into()).unwrap();
    let ravi = r.add_profile("Ravi".into()).unwrap();
    let recorded = r
        .record_finished(finished_with_profiles(&asha.id, &ravi.id))
        .unwrap();
    let en = |m: &Message| localize(m.clone(), "en".into()).unwrap();

    let change = &recorded.changes[0];
    assert_eq!(
        en(&change.message),
        format!(
            "Asha: rating 1200 → {}",
            shown_rating(change.after).unwrap()
        )
    );

    let st = r.stats(asha.id.clone()).unwrap();
    let lines: Vec<String> = st.lines.iter().map(en).collect();
    assert_eq!(lines.len(), 7, "{lines:?}");
    assert_eq!(
        lines[0],
        format!(
            "Rating {} (1 rated game)",
            shown_rating(st.profile.rating).unwrap()
        )
    );
    assert_eq!(lines[1], "Games: 1, won: 1");
    assert_eq!(lines[2], "Places: 1st ×1, 2nd ×0, 3rd ×0, 4th ×0");
    assert_eq!(lines[3], "Win rate: 100%");
    assert_eq!(
        lines[5],
        format!("Rolls: {}, sixes: {}", st.rolls, st.sixes)
    );
    assert_eq!(lines[6], en(&st.fairness_message));
    assert!(
        localize(st.lines[0].clone(), "bn".into())
            .unwrap()
            .starts_with("রেটিং ")
    );

    let e = r.history(None, 1).unwrap().remove(0);
    let line = en(&history_line(e.clone(), 330).unwrap());
    let utc = en(&history_line(e.clone(), 0).unwrap());
    assert_ne!(line[..16], utc[..16], "the date follows the offset");
    // Seats by place, each with its colour, symbol and who played it.
    let seats: Vec<String> = e
        .seats
        .iter()
        .map(|s| {
            let who = s.profile_name.clone().unwrap_or_else(|| "guest".into());
            let (name, symbol) = match s.color {
                PlayerColor::Yellow => ("Yellow", "○"),
                PlayerColor::Blue => ("Blue", "□"),
                PlayerColor::Red => ("Red", "△"),
                PlayerColor::Green => ("Green", "✚"),
            };
            format!("{}. {name} {symbol} ({who})", s.place)
        })
        .collect();
    assert!(
        line.ends_with(&format!(" · {} · Rated", seats.join(", "))),
        "{line}"
    );
    assert!(line.contains("Yellow ○ (Asha)") && line.contains("Blue □ (Ravi)"));
    let mut unrated = e;
    unrated.rated = false;
    unrated.unrated_reason = Some(UnratedReason::Undo);
    assert!(
        en(&history_line(unrated, 0).unwrap()).ends_with(" · Not rated: a move was taken back.")
    );

    assert_eq!(shown_rating(1215.5).unwrap(), 1216);
    assert_eq!(shown_percent(0.4166).unwrap(), 42);
    // Within 0..=100: the review's win chances go through it on both phones.
    assert_eq!(shown_percent(1.5).unwrap(), 100);
    assert_eq!(shown_percent(-0.5).unwrap(), 0);
    assert_eq!(shown_percent(f64::NAN).unwrap(), 0);
}

/// A setup screen asks the core whether its seats can start a game.
#[test]
fn the_seat_count_is_checked_in_words() {
    let seat = |color| SeatSetup {
        color,
        kind: SeatKind::Human,
    };
    let one = seat_count_problem(vec![seat(PlayerColor::Yellow)])
        .unwrap()
        .unwrap();
    assert_eq!(localize(one, "en".into()).unwrap(), "Seat 2 to 4 players.");
    assert!(seat_count_problem(vec![]).unwrap().is_some());
    assert_eq!(
        seat_count_problem(vec![seat(PlayerColor::Yellow), seat(PlayerColor::Red)]).unwrap(),
        None
    );
}
