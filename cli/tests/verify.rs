//! `ludo verify SAVE` on the golden saves (`docs/fair-dice.md`), and `ludo replay` /
//! `ludo resume` refusing saves that are not strictly valid, with a clear message;
//! `-` reads the save from standard input (`verify`, `review`, `replay`).

mod common;

use common::{files, ludo_piped};
use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn ludo(args: &[&str], data_dir: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ludo"))
        .args(args)
        .env("LUDO_DATA_DIR", data_dir)
        .output()
        .unwrap()
}

fn golden(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/golden/saves")
        .join(name)
}

fn data_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("ludo-verify-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// The golden finished save with one JSON value replaced.
fn tampered(path: &[&str], v: Value, dir: &Path, file: &str) -> PathBuf {
    let text = std::fs::read_to_string(golden("finished.save.json")).unwrap();
    let mut doc: Value = serde_json::from_str(&text).unwrap();
    let mut at = &mut doc;
    for p in &path[..path.len() - 1] {
        at = &mut at[*p];
    }
    at[path[path.len() - 1]] = v;
    let out = dir.join(file);
    std::fs::write(&out, doc.to_string()).unwrap();
    out
}

fn text(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

#[test]
fn the_golden_finished_game_verifies() {
    let dir = data_dir("ok");
    let path = golden("finished.save.json");
    let out = ludo(&["verify", path.to_str().unwrap()], &dir);
    let t = text(&out);
    assert_eq!(out.status.code(), Some(0), "{t}");
    assert!(t.contains("all ") && t.contains(" rolls check"), "{t}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_changed_seed_or_roll_fails_and_is_named() {
    let dir = data_dir("bad");
    let doc: Value =
        serde_json::from_str(&std::fs::read_to_string(golden("finished.save.json")).unwrap())
            .unwrap();
    // The seed (the revealed secret), one hex digit changed.
    let mut secret = doc["start"]["dice"]["secret"].as_str().unwrap().to_string();
    let last = if secret.ends_with('0') { "1" } else { "0" };
    secret.replace_range(63.., last);
    let p = tampered(
        &["start", "dice", "secret"],
        json!(secret),
        &dir,
        "seed.json",
    );
    let out = ludo(&["verify", p.to_str().unwrap()], &dir);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    assert!(
        text(&out).contains("does not match the dice code"),
        "{}",
        text(&out)
    );
    // Every recorded roll, changed one at a time (the first few and the last).
    let rolls = doc["state"]["rolls"].as_str().unwrap().to_string();
    for i in [0, 1, 2, 40, rolls.len() - 1] {
        let mut r = rolls.clone().into_bytes();
        r[i] = if r[i] == b'6' { b'1' } else { r[i] + 1 };
        let r = String::from_utf8(r).unwrap();
        let p = tampered(&["state", "rolls"], json!(r), &dir, "roll.json");
        let out = ludo(&["verify", p.to_str().unwrap()], &dir);
        assert_eq!(out.status.code(), Some(1), "roll {}: {}", i + 1, text(&out));
        assert!(
            text(&out).contains(&format!("roll {} differs", i + 1)),
            "{}",
            text(&out)
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_old_save_is_not_verifiable_and_a_broken_file_is_an_error() {
    let dir = data_dir("old");
    let old = golden("v1/finished.save.json");
    let out = ludo(&["verify", old.to_str().unwrap()], &dir);
    assert_eq!(out.status.code(), Some(3), "{}", text(&out));
    assert!(text(&out).contains("not verifiable"), "{}", text(&out));
    let running = golden("mid_game.save.json");
    let out = ludo(&["verify", running.to_str().unwrap()], &dir);
    assert_eq!(out.status.code(), Some(3), "{}", text(&out));
    let out = ludo(&["verify", "/nonexistent/x.json"], &dir);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    let p = tampered(&["start", "dice", "bogus"], json!(1), &dir, "bogus.json");
    let out = ludo(&["verify", p.to_str().unwrap()], &dir);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert!(text(&out).contains("bogus"), "{}", text(&out));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 33, item 3: the crafted files of the issue, made from the golden game in
/// progress (whose dice cannot be checked yet, status 3), are refused as invalid
/// (status 2) with what is wrong, never "not verifiable yet": an unknown key deep
/// inside, a game number out of range, four keys of junk, no `version`.
#[test]
fn invalid_files_are_refused_before_their_dice_are_judged() {
    let dir = data_dir("crafted");
    let base: Value =
        serde_json::from_str(&std::fs::read_to_string(golden("mid_game.save.json")).unwrap())
            .unwrap();
    let write = |name: &str, doc: &Value| {
        let p = dir.join(name);
        std::fs::write(&p, doc.to_string()).unwrap();
        p
    };
    let out = ludo(
        &["verify", write("base.json", &base).to_str().unwrap()],
        &dir,
    );
    assert_eq!(out.status.code(), Some(3), "{}", text(&out));
    let mut nested = base.clone();
    nested["state"]["position"]["bogus"] = json!(1);
    let mut number = base.clone();
    number["start"]["game_number"] = json!(4294967295u64);
    let junk = json!({"format": "ludo-save", "version": 3, "start": {}, "state": {}});
    let keys = json!({"a": 1, "b": 2, "c": 3, "d": 4});
    let mut versionless = base.clone();
    versionless.as_object_mut().unwrap().remove("version");
    for (name, doc, says) in [
        ("nested", nested, "unknown field `bogus`"),
        (
            "number",
            number,
            "start.game_number = 4294967295 is out of range",
        ),
        ("junk", junk, "missing field"),
        ("keys", keys, "not a Ludo save file (\"format\" is missing"),
        ("versionless", versionless, "has no format version"),
    ] {
        let p = write(&format!("{name}.json"), &doc);
        let out = ludo(&["verify", p.to_str().unwrap()], &dir);
        let t = text(&out);
        assert_eq!(out.status.code(), Some(2), "{name}: {t}");
        assert!(t.contains(says), "{name}: {t}");
        assert!(!t.contains("not verifiable"), "{name}: {t}");
        assert!(!t.contains("18446744073709551615"), "{name}: {t}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// An endless input is cut at the 4 MiB every save input is limited to, not read
/// until memory runs out.
#[cfg(unix)]
#[test]
fn an_endless_input_is_refused_at_the_size_limit() {
    let dir = data_dir("endless");
    let out = ludo(&["verify", "/dev/zero"], &dir);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert!(text(&out).contains("larger than 4 MiB"), "{}", text(&out));
    let _ = std::fs::remove_dir_all(&dir);
}

/// `ludo replay` and `ludo resume` refuse a save with an unknown nested key or an
/// out-of-range game number, say why, and change nothing on disk.
#[test]
fn replay_and_resume_refuse_saves_that_are_not_strictly_valid() {
    for (name, path, v, why) in [
        (
            "nested",
            &["start", "dice", "bogus"][..],
            json!(true),
            "bogus",
        ),
        (
            "number",
            &["start", "game_number"][..],
            json!(4294967295u64),
            "game_number",
        ),
    ] {
        let dir = data_dir(name);
        let bad = tampered(path, v, &dir, "bad.json");
        let out = ludo(&["replay", "--text", bad.to_str().unwrap()], &dir);
        assert_ne!(out.status.code(), Some(0), "replay {name}: {}", text(&out));
        assert!(text(&out).contains(why), "replay {name}: {}", text(&out));
        std::fs::rename(&bad, dir.join("current.json")).unwrap();
        let before = files(&dir);
        let out = ludo(&["resume"], &dir);
        assert_ne!(out.status.code(), Some(0), "resume {name}: {}", text(&out));
        assert!(text(&out).contains(why), "resume {name}: {}", text(&out));
        assert!(!text(&out).contains("panicked"), "{}", text(&out));
        common::assert_same_files(&before, &files(&dir), name);
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// A finished game of two CPUs with `words` mixed into its dice before the first
/// roll, as its save file in `dir`.
fn finished_with_words(words: &[&str], dir: &Path) -> PathBuf {
    use ludo_core::Color;
    use ludo_core::game::{Game, GameSetup, Phase, SeatKind, SeatSetup};
    let seat = |color| SeatSetup {
        color,
        kind: SeatKind::Cpu(ludo_core::ai::Level::Easy),
    };
    let mut g = Game::new(&GameSetup {
        rules: Default::default(),
        seats: vec![seat(Color::Yellow), seat(Color::Red)],
        seed: Some(5),
        dice_script: vec![],
        first_player: None,
    })
    .unwrap();
    for w in words {
        g.mix_dice(w).unwrap();
    }
    while g.phase() != Phase::GameOver {
        let a = g.best_action(ludo_core::ai::Level::Easy, &Default::default());
        g.apply(a).unwrap();
    }
    let out = dir.join("mixed.json");
    std::fs::write(&out, ludo_core::save::save(&g).unwrap()).unwrap();
    out
}

/// The check holds for whatever words the save lists, so `verify` shows them: the
/// player can see their own words are there. A control character a save made
/// elsewhere holds is shown escaped, never sent to the terminal.
#[test]
fn verify_shows_the_words_mixed_into_the_dice() {
    let dir = data_dir("mixed");
    let path = finished_with_words(&["Asha's birthday", "bell\u{7}\u{1b}[2J"], &dir);
    let out = ludo(&["verify", path.to_str().unwrap()], &dir);
    let t = text(&out);
    assert_eq!(out.status.code(), Some(0), "{t}");
    let lines: Vec<&str> = t.lines().collect();
    assert!(lines[0].contains("dice verified: all"), "{t}");
    assert_eq!(
        lines[1],
        "mixed into the dice: \u{201c}Asha's birthday\u{201d}, \u{201c}bell\\u{0007}\\u{001B}[2J\u{201d}"
    );
    assert!(!t.contains('\u{1b}'), "{t:?}");
    // Nothing mixed in: no such line.
    let golden = golden("finished.save.json");
    let plain = text(&ludo(&["verify", golden.to_str().unwrap()], &dir));
    assert_eq!(plain.lines().count(), 1, "{plain}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Without a file, `ludo verify` checks the newest finished game of the data
/// directory (naming its file); `--game ID` a game of `ludo history`; and with
/// neither it says where it looked and what to give instead.
#[test]
fn verify_without_a_file_checks_the_newest_finished_game_or_the_one_named() {
    let dir = data_dir("newest");
    let out = ludo(&["verify"], &dir);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert!(
        text(&out).contains("no finished game in") && text(&out).contains("--game ID"),
        "{}",
        text(&out)
    );
    let finished = dir.join("finished");
    std::fs::create_dir_all(&finished).unwrap();
    // An older tampered game and the newer good one: the newer one is checked.
    let bad = tampered(
        &["start", "dice", "commitment"],
        json!("00".repeat(32)),
        &dir,
        "bad.json",
    );
    std::fs::rename(&bad, finished.join("game-100-1.json")).unwrap();
    std::fs::copy(
        golden("finished.save.json"),
        finished.join("game-200-1.json"),
    )
    .unwrap();
    let out = ludo(&["verify"], &dir);
    let t = text(&out);
    assert_eq!(out.status.code(), Some(0), "{t}");
    assert!(
        t.contains("game-200-1.json") && t.contains("dice code "),
        "{t}"
    );
    // The newest is the tampered one now: named, status 1.
    std::fs::rename(
        finished.join("game-100-1.json"),
        finished.join("game-300-1.json"),
    )
    .unwrap();
    let out = ludo(&["verify"], &dir);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    assert!(text(&out).contains("game-300-1.json"), "{}", text(&out));
    // A game of the history, by the first digits of its id (recorded from a
    // leftover finished save at the next start).
    std::fs::remove_file(finished.join("game-300-1.json")).unwrap();
    std::fs::copy(golden("finished.save.json"), dir.join("current.json")).unwrap();
    let _ = ludo(&["resume"], &dir);
    let o = ludo(&["history", "--json"], &dir);
    let games: Value = serde_json::from_slice(&o.stdout).unwrap();
    let id = games[0]["id"]
        .as_str()
        .unwrap_or_else(|| panic!("{games:#}"));
    let out = ludo(&["verify", "--game", &id[..8]], &dir);
    let t = text(&out);
    assert_eq!(out.status.code(), Some(0), "{t}");
    assert!(t.contains(&format!("game {id}: dice verified")), "{t}");
    let out = ludo(&["verify", "--game", "ffff"], &dir);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A FIFO (or a folder) under `finished/` named like the newest finished game is
/// not a finished game: `ludo verify` checks the newest real one. It opened the
/// FIFO and waited for a writer forever.
#[test]
fn verify_without_a_file_passes_over_a_fifo_under_finished() {
    let dir = data_dir("fifo");
    let finished = dir.join("finished");
    std::fs::create_dir_all(&finished).unwrap();
    std::fs::copy(
        golden("finished.save.json"),
        finished.join("game-100-1.json"),
    )
    .unwrap();
    let made = Command::new("mkfifo")
        .arg(finished.join("game-300-1.json"))
        .status()
        .unwrap();
    assert!(made.success());
    std::fs::create_dir(finished.join("game-200-1.json")).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_ludo"))
        .arg("verify")
        .env("LUDO_DATA_DIR", &dir)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    while child.try_wait().unwrap().is_none() {
        if std::time::Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("ludo verify waited on the FIFO under finished/");
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let out = child.wait_with_output().unwrap();
    let t = text(&out);
    assert_eq!(out.status.code(), Some(0), "{t}");
    assert!(t.contains("game-100-1.json: dice verified"), "{t}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `ludo verify --game ID` finds a game set aside under `abandoned/` (as `replay
/// --game` does): it said "no recorded game"; it says the game is unfinished, where
/// it is kept and how to finish it, and that its dice are not verifiable yet
/// (status 3, not an error), reading only.
#[test]
fn verify_by_id_finds_a_game_set_aside_and_says_it_is_not_verifiable_yet() {
    use ludo_core::records::GameId;
    let dir = data_dir("aside");
    let game = common::unfinished_save(&dir, 12);
    let id = GameId::of(&game).as_str().to_owned();
    std::fs::create_dir_all(dir.join("abandoned")).unwrap();
    let file = dir.join("abandoned/1700000000.json");
    std::fs::rename(dir.join("current.json"), &file).unwrap();
    let before = files(&dir);
    let out = ludo(&["verify", "--game", &id[..8]], &dir);
    let t = text(&out);
    assert_eq!(out.status.code(), Some(3), "{t}");
    assert!(
        t.contains(&format!(
            "game {id}, unfinished, set aside as {}",
            file.display()
        )),
        "{t}"
    );
    assert!(t.contains(&format!("resume --game {}", &id[..8])), "{t}");
    assert!(t.contains("not verifiable yet"), "{t}");
    common::assert_same_files(&before, &files(&dir), "verify of a game set aside");
    // An id naming neither: status 2, both lists named.
    let out = ludo(&["verify", "--game", "ffff"], &dir);
    let t = text(&out);
    assert_eq!(out.status.code(), Some(2), "{t}");
    assert!(t.contains("history") && t.contains("resume --list"), "{t}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `-` reads the save from standard input, as `ludo analyze -` reads a position:
/// `verify -` said it could not read a file named "-". The same game piped or named
/// gives the same answer (`review`, `replay --text`); empty input is said to be empty.
#[test]
fn a_save_piped_to_dash_is_read_from_standard_input() {
    let dir = data_dir("stdin");
    let path = golden("finished.save.json");
    let save = std::fs::read(&path).unwrap();
    let out = ludo_piped(&["verify", "-"], Some(&dir), save.clone());
    let t = text(&out);
    assert_eq!(out.status.code(), Some(0), "{t}");
    assert!(
        t.starts_with("standard input: dice verified: all 565 rolls check"),
        "{t}"
    );
    for args in [
        &["review", "--json", "--rollouts", "1"][..],
        &["replay", "--text"][..],
    ] {
        let piped = ludo_piped(&[args, &["-"]].concat(), Some(&dir), save.clone());
        assert_eq!(piped.status.code(), Some(0), "{args:?}: {}", text(&piped));
        let named = ludo(&[args, &[path.to_str().unwrap()]].concat(), &dir);
        assert_eq!(piped.stdout, named.stdout, "{args:?}");
    }
    let out = ludo_piped(&["verify", "-"], Some(&dir), vec![]);
    let t = text(&out);
    assert_eq!(out.status.code(), Some(2), "{t}");
    assert!(
        t.contains("standard input: the file is empty, not a save file"),
        "{t}"
    );
    // `resume -` cannot play from a pipe: it says so (it said "- does not exist").
    let out = ludo_piped(&["resume", "-"], Some(&dir), save.clone());
    let t = text(&out);
    assert_eq!(out.status.code(), Some(2), "{t}");
    assert!(t.contains("cannot come from standard input"), "{t}");
    // Reading only: nothing was made in the data directory.
    assert!(files(&dir).is_empty(), "{:?}", files(&dir));
    let _ = std::fs::remove_dir_all(&dir);
}
