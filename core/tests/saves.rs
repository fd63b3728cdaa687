//! Save files: migration of version 1 saves (kept in `tests/golden/saves/v1/`),
//! strict loading (unknown keys at every level, ranges), and the dice check of
//! `save::verify` on the golden saves (`docs/save-format.md`, `docs/fair-dice.md`).

use ludo_core::game::{Action, Game, Phase};
use ludo_core::notation::position_out;
use ludo_core::save::{self, SaveError, Unverifiable, Verdict};
use serde_json::{Value, json};
use std::path::PathBuf;

fn golden(path: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/golden/saves")
        .join(path)
}

fn read(path: &str) -> String {
    std::fs::read_to_string(golden(path))
        .unwrap_or_else(|e| panic!("{path}: {e}"))
        .trim_end()
        .to_string()
}

/// The state the golden `*.expected.json` files describe (as in
/// `bindings/tests/golden.rs`).
fn expected(g: &Game) -> Value {
    let pos = position_out(g.position(), g.variant(), g.players());
    json!({
        "tokens": pos.tokens,
        "to_move": g.current(),
        "phase": g.phase(),
        "placements": g.placements(),
        "next_event_seq": g.next_event_seq(),
        "history_len": g.history().len(),
    })
}

fn continue_with(g: &mut Game, actions: &Value) {
    for a in actions.as_array().expect("continue") {
        let a: Action = a.as_str().expect("action").parse().expect("action text");
        g.apply(a).expect("continue");
    }
}

const NAMES: [&str; 4] = ["start", "mid_game", "finished", "house_rules"];

/// Every version 1 golden save loads, shows the same state, continues with the
/// same rolls to the same state as when it was written (the v1 sampler), and its
/// re-save is version 2 and does the same.
#[test]
fn version_1_saves_migrate_and_replay_identically() {
    for name in NAMES {
        let text = read(&format!("v1/{name}.save.json"));
        assert!(text.contains(r#""version":1"#), "{name} is a v1 fixture");
        let exp: Value = serde_json::from_str(&read(&format!("v1/{name}.expected.json"))).unwrap();
        let mut g = save::load(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(expected(&g), exp["expected"], "{name}");
        let migrated = save::save(&g).unwrap();
        assert!(migrated.contains(r#""version":3"#), "{name}");
        assert!(migrated.contains(r#""seed":"#), "{name}: keeps its v1 dice");
        let mut h = save::load(&migrated).unwrap_or_else(|e| panic!("{name} migrated: {e}"));
        assert_eq!(save::save(&h).unwrap(), migrated, "{name}: stable");
        continue_with(&mut g, &exp["continue"]);
        continue_with(&mut h, &exp["continue"]);
        assert_eq!(expected(&g), exp["after"], "{name} after continuing");
        assert_eq!(
            expected(&h),
            exp["after"],
            "{name} migrated, after continuing"
        );
        assert_eq!(
            save::verify(&migrated).unwrap(),
            Verdict::NotVerifiable(Unverifiable::NoCommitment),
            "{name}"
        );
    }
}

/// A v1 file cannot smuggle in later fields, and other versions are refused.
#[test]
fn versions_are_checked() {
    let v1 = read("v1/start.save.json");
    let v2 = read("v2/start.save.json");
    for (text, what) in [
        (v1.replace(r#""version":1"#, r#""version":4"#), "v4"),
        (v1.replace(r#""version":1"#, r#""version":0"#), "v0"),
        (
            v2.replace(r#""version":2"#, r#""version":1"#),
            "v1 with a commitment",
        ),
    ] {
        assert!(save::load(&text).is_err(), "{what} loads");
    }
    // A version that is no version number is named as found, never as 2^64 - 1.
    for (v, shown) in [
        ("-1", "-1"),
        ("\"4\"", "\"4\""),
        ("3.5", "3.5"),
        ("99999999999999999999", "1e+20"),
    ] {
        let text = v1.replace(r#""version":1"#, &format!(r#""version":{v}"#));
        let e = save::load(&text).expect_err(v).to_string();
        assert_eq!(
            e,
            format!(
                "save format version {shown} is not a version number (this app reads versions 1 to 3)"
            )
        );
    }
    // Missing (or null) is said as such, not as a version "missing".
    let missing = v1.replace(r#""version":1,"#, "");
    let null = v1.replace(r#""version":1"#, r#""version":null"#);
    for text in [missing, null] {
        let e = save::load(&text).expect_err("no version");
        assert!(matches!(e, SaveError::VersionMissing), "{e:?}");
        assert_eq!(
            e.to_string(),
            "save file has no format version (\"version\" is missing; this app reads versions 1 to 3)"
        );
    }
    let newer = v1.replace(r#""version":1"#, r#""version":4"#);
    assert!(matches!(
        save::load(&newer),
        Err(SaveError::Version { found: 4 })
    ));
}

/// Every golden save of format 2 (`v2/`, written before the tagged scheme) loads
/// and re-saves as format 3 byte for byte apart from the version: seeded games
/// keep the untagged scheme, so their dice and code stay the same.
#[test]
fn version_2_saves_load_and_resave_as_version_3() {
    for name in NAMES {
        let text = read(&format!("v2/{name}.save.json"));
        assert!(text.contains(r#""version":2"#), "{name}");
        let g = save::load(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(
            save::save(&g).unwrap(),
            text.replace(r#""version":2"#, r#""version":3"#),
            "{name}: v2 → v3"
        );
        assert_eq!(
            save::verify(&text).unwrap(),
            save::verify(&save::save(&g).unwrap()).unwrap()
        );
    }
}

/// Every golden save of the current format loads, re-saves byte for byte and its
/// dice check as the file's state says.
#[test]
fn golden_saves_are_version_3_and_verify() {
    for name in NAMES {
        let text = read(&format!("{name}.save.json"));
        assert!(text.contains(r#""version":3"#), "{name}");
        let g = save::load(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(save::save(&g).unwrap(), text, "{name}: round trip");
        let verdict = save::verify(&text).unwrap();
        if g.phase() == Phase::GameOver {
            assert!(
                matches!(verdict, Verdict::Verified { rolls, .. } if rolls == g.rolls().len() && rolls > 50),
                "{name}: {verdict}"
            );
            assert!(text.contains(r#""secret":"#) && !text.contains(r#""sealed":"#));
        } else {
            assert_eq!(
                verdict,
                Verdict::NotVerifiable(Unverifiable::NotOver),
                "{name}"
            );
            assert!(
                !text.contains(r#""secret":"#),
                "{name}: secret in plain sight"
            );
        }
    }
}

fn set(text: &str, path: &[&str], v: Value) -> String {
    let mut doc: Value = serde_json::from_str(text).unwrap();
    let mut at = &mut doc;
    for p in &path[..path.len() - 1] {
        at = match at {
            Value::Array(a) => &mut a[p.parse::<usize>().unwrap()],
            _ => &mut at[*p],
        };
    }
    at[path[path.len() - 1]] = v;
    doc.to_string()
}

/// A tampered secret breaks the commitment; a secret and commitment both replaced
/// give other rolls; a changed recorded roll is named.
#[test]
fn verify_names_a_broken_commitment_and_the_first_roll_that_differs() {
    let text = read("finished.save.json");
    let doc: Value = serde_json::from_str(&text).unwrap();
    let secret = doc["start"]["dice"]["secret"].as_str().unwrap().to_string();
    let mut other = secret.clone().into_bytes();
    other[63] = if other[63] == b'0' { b'1' } else { b'0' };
    let other = String::from_utf8(other).unwrap();
    let broken = set(&text, &["start", "dice", "secret"], json!(other));
    assert!(matches!(
        save::verify(&broken).unwrap(),
        Verdict::CommitmentBroken { .. }
    ));
    assert!(
        save::load(&broken).is_err(),
        "a broken commitment does not load"
    );
    // A new secret with its own commitment: the rolls no longer come out.
    let s = ludo_core::dice::DiceSecret::from_seed(999);
    let swapped = set(&text, &["start", "dice", "secret"], json!(s.hex()));
    let swapped = set(
        &swapped,
        &["start", "dice", "commitment"],
        json!(s.commitment().hex()),
    );
    assert!(matches!(
        save::verify(&swapped).unwrap(),
        Verdict::RollDiffers { number: 1..=10, .. }
    ));
    // One recorded roll changed.
    let rolls = doc["state"]["rolls"].as_str().unwrap();
    let mut changed = rolls.as_bytes().to_vec();
    changed[17] = if changed[17] == b'6' { b'1' } else { b'6' };
    let changed = set(
        &text,
        &["state", "rolls"],
        json!(String::from_utf8(changed).unwrap()),
    );
    let verdict = save::verify(&changed).unwrap();
    assert_eq!(
        verdict,
        Verdict::RollDiffers {
            number: 18,
            recorded: Some(ludo_core::rules::Face::try_from(changed_face(&changed, 17)).unwrap()),
            computed: Some(ludo_core::rules::Face::try_from(rolls.as_bytes()[17] - b'0').unwrap()),
        }
    );
    assert!(verdict.to_string().contains("roll 18 differs"), "{verdict}");
    // A roll left out.
    let short = set(&text, &["state", "rolls"], json!(&rolls[..rolls.len() - 1]));
    assert!(matches!(
        save::verify(&short).unwrap(),
        Verdict::RollDiffers { recorded: None, .. }
    ));
}

fn changed_face(text: &str, i: usize) -> u8 {
    let doc: Value = serde_json::from_str(text).unwrap();
    doc["state"]["rolls"].as_str().unwrap().as_bytes()[i] - b'0'
}

/// Unknown keys are refused at every level of a save, and out-of-range numbers too.
#[test]
fn unknown_keys_and_out_of_range_numbers_are_refused() {
    let text = read("mid_game.save.json");
    assert!(save::load(&text).is_ok());
    for path in [
        &["bogus"][..],
        &["rules", "bogus"],
        &["start", "bogus"],
        &["start", "dice", "bogus"],
        &["start", "seats", "0", "bogus"],
        &["start", "seats", "1", "kind", "bogus"],
        &["state", "bogus"],
        &["state", "position", "bogus"],
        &["state", "dice", "bogus"],
        &["state", "seats", "0", "bogus"],
        &["table", "bogus"],
    ] {
        let bad = set(&text, path, json!(1));
        let e = save::load(&bad).expect_err(&path.join("."));
        assert!(e.to_string().contains("bogus"), "{}: {e}", path.join("."));
    }
    for (path, v) in [
        (&["start", "game_number"][..], json!(4294967295u64)),
        (&["start", "game_number"], json!(0)),
        (&["start", "game_number"], json!(4294967296u64)),
        (&["state", "position", "sixes_in_row"], json!(300)),
        (
            &["state", "dice", "word_pos"],
            json!("295147905179352825856"),
        ),
        (&["state", "rolls"], json!("1237")),
        (&["state", "pending_roll"], json!(7)),
    ] {
        let bad = set(&text, path, v.clone());
        assert!(save::load(&bad).is_err(), "{} = {v}", path.join("."));
    }
    // The table part too: only seated colours, no more time left than the limit (60 s).
    assert!(save::load(&set(&text, &["table", "people"], json!(["green"]))).is_err());
    assert!(save::load(&set(&text, &["table", "turn_time_left_ms"], json!(60_001))).is_err());
    assert!(save::load(&set(&text, &["table", "people"], json!(["red"]))).is_ok());
    assert!(save::load(&set(&text, &["table", "turn_time_left_ms"], json!(60_000))).is_ok());
    let e = save::load(&set(&text, &["start", "game_number"], json!(4294967295u64))).unwrap_err();
    assert!(matches!(e, SaveError::Range { .. }), "{e}");
}

/// A saved state the history does not lead to is named in a sentence that reads
/// right for every part ("roll counts", "seats", "rolls" are plurals), as
/// `ludo verify` and the terminal print it.
#[test]
fn a_state_the_history_does_not_lead_to_is_named() {
    let text = read("finished.save.json");
    let counts = json!([0, 0, 0, 0, 0, 0]);
    let e = save::load(&set(&text, &["state", "roll_counts", "yellow"], counts)).unwrap_err();
    assert!(matches!(e, SaveError::Mismatch("roll counts")), "{e}");
    assert_eq!(
        e.to_string(),
        "save file is inconsistent: the history does not lead to the saved roll counts"
    );
}

/// "Play again" stops counting at the largest game number a save accepts, so it
/// cannot overflow, and every game gets a fresh dice secret.
#[test]
fn play_again_cannot_overflow_and_draws_a_new_secret() {
    let text = read("finished.save.json");
    let top = set(
        &text,
        &["start", "game_number"],
        json!(ludo_core::game::MAX_GAME_NUMBER),
    );
    let mut g = save::load(&top).unwrap();
    let before = g.dice_commitment();
    g.play_again().unwrap();
    assert_eq!(g.start().game_number, ludo_core::game::MAX_GAME_NUMBER);
    assert_ne!(g.dice_commitment(), before);
    let again = save::save(&g).unwrap();
    assert!(save::load(&again).is_ok(), "the next game saves and loads");
}

/// A UTF-8 byte-order mark (as Windows editors write at the start of a file) is
/// allowed before a save or a position file: it was refused as "expected value
/// at line 1 column 1".
#[test]
fn a_byte_order_mark_before_a_save_or_a_position_is_allowed() {
    let text = read("finished.save.json");
    let with_bom = format!("\u{FEFF}{text}");
    let g = save::load(&with_bom).unwrap_or_else(|e| panic!("load: {e}"));
    assert_eq!(save::save(&g).unwrap(), text);
    assert!(matches!(
        save::verify(&with_bom).unwrap(),
        Verdict::Verified { .. }
    ));
    let summary = ludo_core::table::inspect_save(&with_bom).unwrap_or_else(|e| panic!("{e}"));
    assert!(summary.finished);
    // A position file (docs/position-format.md), a BOM in front.
    let doc = json!({
        "players": ["yellow", "red"],
        "tokens": {"yellow": [-1, -1, 0, 12], "red": [44, -1, -1, 56]},
        "to_move": "yellow",
        "steps": [{"roll": 6, "token": 3}]
    });
    let plain = ludo_core::notation::analyze(&doc.to_string()).unwrap();
    let bom = ludo_core::notation::analyze(&format!("\u{FEFF}{doc}"))
        .unwrap_or_else(|e| panic!("position with a BOM: {e}"));
    assert_eq!(
        serde_json::to_string(&bom).unwrap(),
        serde_json::to_string(&plain).unwrap()
    );
    // Only at the start: elsewhere it is still refused.
    assert!(save::load(&format!("{text}\u{FEFF}")).is_err());
}

/// Issue 34, item 1: the start's stream position is not covered by the
/// commitment, so a save that starts the committed stream anywhere but at its
/// beginning is refused (an edited `word_pos` chose a run of sixes and verified).
#[test]
fn a_committed_game_starts_at_the_beginning_of_its_stream() {
    let text = read("finished.save.json");
    let moved = set(&text, &["start", "dice", "word_pos"], json!("7"));
    assert!(
        save::load(&moved).is_err(),
        "an edited start position loads"
    );
    assert!(
        save::verify(&moved).is_err(),
        "an edited start position verifies"
    );
    // A game that has not rolled yet, both positions moved: it loaded and its
    // rolls would have come from the chosen stretch.
    let start = read("start.save.json");
    let moved = set(&start, &["start", "dice", "word_pos"], json!("12"));
    let moved = set(&moved, &["state", "dice", "word_pos"], json!("12"));
    assert!(save::load(&moved).is_err(), "a moved start loads");
}

fn fresh_game() -> Game {
    use ludo_core::game::{GameSetup, SeatKind, SeatSetup};
    use ludo_core::{color::Color, rules::Rules};
    Game::new(&GameSetup {
        rules: Rules::default(),
        seats: [Color::Red, Color::Yellow]
            .map(|color| SeatSetup {
                color,
                kind: SeatKind::Human,
            })
            .to_vec(),
        first_player: None,
        seed: None,
        dice_script: vec![],
    })
    .unwrap()
}

fn secret_of(g: &Game) -> String {
    match &g.start().dice.source {
        ludo_core::dice::DiceSource::Committed { secret, .. } => secret.hex(),
        other => panic!("{other:?}"),
    }
}

/// Issue 34, item 2: while words may be mixed in, the secret is not in the save,
/// in any form, so nobody can read it off the disk and choose words for the
/// rolls they want; a load draws a new secret (a new code), and so does a load
/// of a save whose secret was put in by hand. Once anything is played the secret
/// is kept (sealed), and the game continues with the same rolls.
#[test]
fn before_the_first_roll_the_save_holds_no_secret_and_a_load_draws_a_new_one() {
    let mut g = fresh_game();
    g.mix_dice("my own words").unwrap();
    let secret = secret_of(&g);
    let sealed = match &g.start().dice.source {
        ludo_core::dice::DiceSource::Committed { secret, .. } => hex_of(secret.sealed()),
        _ => unreachable!(),
    };
    let text = save::save(&g).unwrap();
    assert!(save::secret_withheld(&g));
    for hidden in [&secret, &sealed, &"my own words".to_string()] {
        assert!(!text.contains(hidden.as_str()), "{hidden} in {text}");
    }
    assert!(text.contains(&g.dice_commitment().unwrap().hex()));
    let back = save::load(&text).unwrap();
    assert_ne!(secret_of(&back), secret, "the same secret after a load");
    assert_ne!(back.dice_commitment(), g.dice_commitment());
    assert!(back.dice_mix().is_empty() && back.can_mix_dice());
    assert_eq!(
        save::verify(&text).unwrap(),
        Verdict::NotVerifiable(Unverifiable::NotOver)
    );
    // A secret written in by hand (here the old one, sealed) decides nothing.
    let g2 = fresh_game();
    let planted = save::to_file(&g2);
    let mut planted = serde_json::to_value(&planted).unwrap();
    let chosen = ludo_core::dice::Dice::committed(
        ludo_core::dice::DiceSecret::from_bytes([7; 32], ludo_core::dice::Scheme::Tagged),
        vec![],
    )
    .state();
    planted["start"]["dice"] = serde_json::to_value(&chosen).unwrap();
    planted["state"]["dice"] = serde_json::to_value(&chosen).unwrap();
    let planted = planted.to_string();
    assert!(planted.contains("\"sealed\""), "{planted}");
    let loaded = save::load(&planted).unwrap();
    assert_ne!(secret_of(&loaded), hex_of([7; 32]));
    // After the first roll the secret is kept (sealed) and the rolls go on.
    let mut g = fresh_game();
    g.apply(Action::Roll).unwrap();
    let text = save::save(&g).unwrap();
    assert!(!save::secret_withheld(&g) && text.contains("\"sealed\""));
    let mut back = save::load(&text).unwrap();
    let mut ahead = g.clone();
    for _ in 0..5 {
        let _ = ahead.apply(Action::Roll);
        let _ = back.apply(Action::Roll);
    }
    assert_eq!(back.rolls(), ahead.rolls());
    // A seeded game keeps its secret from the start: it is public anyway.
    let seeded = save::load(&read("start.save.json")).unwrap();
    assert!(!save::secret_withheld(&seeded));
}

fn hex_of(b: [u8; 32]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

/// Issue 34, item 5: a tampered finished save is refused as invalid (exit 2 in
/// `ludo verify`), never reported as "not verifiable" (exit 3): the file is
/// checked before its dice are judged.
#[test]
fn tampered_finished_saves_are_invalid_not_unverifiable() {
    let text = read("finished.save.json");
    let doc: Value = serde_json::from_str(&text).unwrap();
    let secret = doc["start"]["dice"]["secret"].as_str().unwrap();
    let s = ludo_core::dice::DiceSecret::from_bytes(
        <[u8; 32]>::try_from(
            (0..32)
                .map(|i| u8::from_str_radix(&secret[2 * i..2 * i + 2], 16).unwrap())
                .collect::<Vec<u8>>(),
        )
        .unwrap(),
        ludo_core::dice::Scheme::Plain,
    );
    // The secret sealed again and the phase set back.
    let mut resealed: Value = doc.clone();
    for part in ["start", "state"] {
        let d = resealed[part]["dice"].as_object_mut().unwrap();
        d.remove("secret");
        d.insert("sealed".into(), json!(hex_of(s.sealed())));
    }
    resealed["state"]["phase"] = json!("awaiting_roll");
    // A seed where the commitment was.
    let mut seeded: Value = doc.clone();
    for part in ["start", "state"] {
        let d = seeded[part]["dice"].as_object_mut().unwrap();
        d.remove("secret");
        d.remove("commitment");
        d.insert("seed".into(), json!(1));
    }
    // A script added to the start.
    let scripted = set(&text, &["start", "dice", "script"], json!([6]));
    for (what, bad) in [
        ("re-sealed", resealed.to_string()),
        ("seed", seeded.to_string()),
        ("script", scripted),
    ] {
        assert!(
            save::verify(&bad).is_err(),
            "{what}: {:?}",
            save::verify(&bad)
        );
    }
}

/// Issue 33, item 3: `verify` judges the file before its dice, so the crafted files
/// of the issue (an unknown key deep inside, a game number out of range, a few keys
/// of junk, no version) are invalid saves, never "not verifiable yet": the golden
/// game in progress (whose dice cannot be checked yet) is the base, so a verify
/// that judged the dice first would answer `NotVerifiable(NotOver)`.
#[test]
fn verify_refuses_invalid_files_before_judging_their_dice() {
    let text = read("mid_game.save.json");
    assert_eq!(
        save::verify(&text).unwrap(),
        Verdict::NotVerifiable(Unverifiable::NotOver)
    );
    let nested = set(&text, &["state", "position", "bogus"], json!(1));
    let e = save::verify(&nested).unwrap_err();
    assert!(
        matches!(e, SaveError::Json(_)) && e.to_string().contains("unknown field `bogus`"),
        "{e}"
    );
    let number = set(&text, &["start", "game_number"], json!(4294967295u64));
    let e = save::verify(&number).unwrap_err();
    assert!(matches!(e, SaveError::Range { .. }), "{e}");
    assert!(
        e.to_string()
            .contains("start.game_number = 4294967295 is out of range"),
        "{e}"
    );
    let junk = r#"{"format": "ludo-save", "version": 3, "start": {}, "state": {}}"#;
    let e = save::verify(junk).unwrap_err();
    assert!(matches!(e, SaveError::Json(_)), "{e}");
    assert!(e.to_string().contains("missing field"), "{e}");
    let keys = r#"{"a": 1, "b": 2, "c": 3, "d": 4}"#;
    assert_eq!(
        save::verify(keys).unwrap_err().to_string(),
        r#"not a Ludo save file ("format" is missing; a save's is "ludo-save")"#
    );
    let no_version: Value = {
        let mut doc: Value = serde_json::from_str(&text).unwrap();
        doc.as_object_mut().unwrap().remove("version");
        doc
    };
    let e = save::verify(&no_version.to_string()).unwrap_err();
    assert!(matches!(e, SaveError::VersionMissing), "{e:?}");
    assert!(!e.to_string().contains("18446744073709551615"), "{e}");
}

/// A JSON list is no save: serde read a list into the header's two fields in
/// order, so `["ludo-save", 3]` passed the header and `[1, 2]` was "format is 1".
#[test]
fn a_list_or_a_bare_value_is_not_a_save() {
    for (json, kind) in [
        (r#"["ludo-save", 3]"#, "list"),
        ("[1, 2]", "list"),
        ("7", "number"),
        (r#""ludo-save""#, "string"),
        ("null", "null"),
    ] {
        for e in [
            save::load(json).unwrap_err(),
            save::verify(json).unwrap_err(),
        ] {
            assert!(
                matches!(e, SaveError::NotObject(k) if k == kind),
                "{json}: {e:?}"
            );
            assert_eq!(
                e.to_string(),
                format!(
                    "not a Ludo save file (the file holds a JSON {kind}; a save is a JSON object)"
                )
            );
        }
    }
    // Another format is named as found, its quotes once.
    assert_eq!(
        save::load(r#"{"format": "foo", "version": 3}"#)
            .unwrap_err()
            .to_string(),
        r#"not a Ludo save file ("format" is "foo"; a save's is "ludo-save")"#
    );
}
