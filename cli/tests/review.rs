//! `ludo review SAVE --json` (`docs/review.md`): one entry per decision of a person
//! with the documented keys; a missing or bad file is exit status 2.

use std::process::Command;

fn ludo() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_ludo"));
    c.env_remove("LUDO_DATA_DIR");
    c
}

fn golden(name: &str) -> String {
    format!(
        "{}/../tests/golden/saves/{name}",
        env!("CARGO_MANIFEST_DIR")
    )
}

#[test]
fn review_json_has_an_entry_per_decision_with_the_documented_keys() {
    // Few rollouts: this checks the shape, not the figures (a debug build is slow).
    let review = || {
        ludo()
            .args([
                "review",
                &golden("finished.save.json"),
                "--json",
                "--rollouts",
                "2",
            ])
            .output()
            .unwrap()
    };
    let out = review();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let entries = v["entries"].as_array().unwrap();
    // Every seat of this game is a person: many decisions.
    assert!(entries.len() > 100, "{}", entries.len());
    for e in entries {
        for key in [
            "player",
            "roll",
            "played",
            "best",
            "win_chance_played",
            "win_chance_best",
            "verdict",
            "win_chances",
        ] {
            assert!(!e[key].is_null(), "{key} missing in {e}");
        }
        let verdict = e["verdict"].as_str().unwrap();
        assert!(
            ["best", "good", "inaccuracy", "mistake", "blunder"].contains(&verdict),
            "{verdict}"
        );
        assert!(e["win_chance_best"].as_f64() >= e["win_chance_played"].as_f64());
        // Every seat of the game has a chance after the move.
        assert_eq!(e["win_chances"].as_object().unwrap().len(), 4);
        // A move out of base is one candidate whatever token makes it (each token's
        // "base -> square 1" was its own candidate), naming the tokens it stands for;
        // no token is in two candidates, the one played is in one.
        let candidates = e["candidates"].as_array().unwrap();
        let from_base = candidates
            .iter()
            .filter(|c| c["move"]["from"] == -1)
            .count();
        assert!(from_base <= 1, "{e}");
        let mut tokens: Vec<u64> = candidates
            .iter()
            .flat_map(|c| c["tokens"].as_array().unwrap().iter())
            .map(|t| t.as_u64().unwrap())
            .collect();
        let n = tokens.len();
        tokens.sort_unstable();
        tokens.dedup();
        assert_eq!(tokens.len(), n, "{e}");
        assert!(
            tokens.contains(&e["played"]["token"].as_u64().unwrap()),
            "{e}"
        );
        for c in candidates {
            let t = c["move"]["token"].as_u64().unwrap();
            assert!(c["tokens"].as_array().unwrap().contains(&t.into()), "{e}");
        }
    }
    // Deterministic for a seed.
    let again = review();
    assert_eq!(out.stdout, again.stdout);
}

#[test]
fn review_of_a_missing_or_bad_file_fails_with_a_message() {
    let out = ludo()
        .args(["review", "/nonexistent/x.save.json"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("does not exist"));
    let bad = std::env::temp_dir().join(format!("ludo-review-bad-{}.json", std::process::id()));
    std::fs::write(&bad, "{\"format\":\"ludo-save\"}").unwrap();
    let out = ludo()
        .args(["review", bad.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let _ = std::fs::remove_file(&bad);
}

#[test]
fn review_view_piped_shows_a_plain_graph_per_seat_and_the_decisions() {
    let out = ludo()
        .args(["review", &golden("finished.save.json"), "--rollouts", "2"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    // Piped: no colour escapes.
    assert!(!text.contains('\u{1b}'), "{text}");
    let lines: Vec<&str> = text.lines().collect();
    // One graph row per seat, within 80 columns, made of block characters.
    // Colours capitalised as on every other screen (they were lower case).
    for (row, seat) in lines[1..5].iter().zip(["Yellow", "Blue", "Red", "Green"]) {
        assert!(row.starts_with(seat), "{row}");
        assert!(row.chars().count() <= 80, "{row}");
        assert!(row.chars().any(|c| ('▁'..='█').contains(&c)), "{row}");
    }
    // The decisions are numbered from 1 with a verdict each, then the counts (the
    // last line, "330 decisions: …", also starts with a number: not a decision).
    let decisions: Vec<&&str> = lines
        .iter()
        .filter(|l| {
            !l.contains("decisions:")
                && l.trim_start()
                    .split(' ')
                    .next()
                    .is_some_and(|n| n.parse::<usize>().is_ok())
        })
        .collect();
    assert!(decisions.len() > 100, "{}", decisions.len());
    // Numbered by decision from 1: a decision without a choice (one candidate) is
    // left out and its number skipped, so the numbers only grow.
    let numbers: Vec<usize> = decisions
        .iter()
        .map(|l| l.split_whitespace().next().unwrap().parse().unwrap())
        .collect();
    assert!(
        numbers[0] >= 1 && numbers.windows(2).all(|w| w[0] < w[1]),
        "{numbers:?}"
    );
    assert!(
        ["Yellow", "Blue", "Red", "Green"]
            .iter()
            .any(|c| decisions[0].contains(c)),
        "{}",
        decisions[0]
    );
    assert!(lines.last().unwrap().contains("decisions:"), "{text}");
    // The counts are of the decisions listed, as the rows show them: a decision
    // left out (no choice) counted as "best" ("18 decisions: 15 best" under 14
    // rows, 11 of them best).
    let last = lines.last().unwrap();
    let total: usize = last.split(' ').next().unwrap().parse().unwrap();
    assert_eq!(total, decisions.len(), "{last}");
    let best = decisions.iter().filter(|l| l.ends_with(" best")).count();
    assert!(
        last.contains(&format!(": {best} best,")),
        "{last}: {best} rows best"
    );
    assert!(
        text.contains("Not listed: "),
        "the golden game has decisions without a choice"
    );
}

#[test]
fn review_at_shows_the_board_and_the_moves_or_refuses_a_bad_number() {
    let out = ludo()
        .args([
            "review",
            &golden("finished.save.json"),
            "--rollouts",
            "2",
            "--at",
            "5",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    // The board (its bases are labelled) and the decision's moves.
    assert!(text.contains("Yellow") && text.contains("Green"), "{text}");
    assert!(
        text.contains("Decision 5: ") && text.contains(" rolled "),
        "{text}"
    );
    // Squares as the game names them (docs/rules.md, "Square numbers"), not steps
    // from Green's start ("3 → 8").
    assert!(
        text.contains("Played: token 1: square 43 → square 48"),
        "{text}"
    );
    let decision = text
        .lines()
        .find(|l| l.starts_with("Decision 5: "))
        .unwrap();
    assert!(
        decision["Decision 5: ".len()..].starts_with(char::is_uppercase),
        "{decision}"
    );
    assert!(text.contains("Every legal move:"), "{text}");
    let out = ludo()
        .args([
            "review",
            &golden("finished.save.json"),
            "--rollouts",
            "2",
            "--at",
            "100000",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no decision 100000"));
}

#[test]
fn a_game_without_decisions_says_so_instead_of_a_graph_at_0_percent() {
    let out = ludo()
        .args(["review", &golden("start.save.json")])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("No decision to review"), "{text}");
    assert!(!text.contains("0%"), "{text}");
}

/// With `--all-seats` the CPU's decisions are already reviewed: the message does not
/// suggest the option that was given.
#[test]
fn a_game_without_decisions_of_any_seat_does_not_suggest_all_seats() {
    let out = ludo()
        .args(["review", &golden("start.save.json"), "--all-seats"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        text.trim_end(),
        "No decision to review: no player chose between two or more moves in this game."
    );
}

/// `--rollouts 0` is refused with a sentence (it used to mean one rollout).
#[test]
fn zero_rollouts_are_refused() {
    let out = ludo()
        .args(["review", &golden("mid_game.save.json"), "--rollouts", "0"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("the number of rollouts must be a whole number from 1 to"),
        "{err}"
    );
    assert!(out.stdout.is_empty());
}

/// `ludo review` without a file reviews the game played last (the data
/// directory's current save), as `ludo replay` shows it: it was refused with
/// "required: <SAVE>", and `--data-dir` alone with "required: --game <ID> <SAVE>".
#[test]
fn review_without_a_file_reviews_the_current_save() {
    let dir = std::env::temp_dir().join(format!("ludo-review-current-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let review = |env_dir: bool| {
        let mut c = ludo();
        c.args(["review", "--json", "--rollouts", "1"]);
        if env_dir {
            c.env("LUDO_DATA_DIR", &dir);
        } else {
            c.arg("--data-dir").arg(&dir);
        }
        c.output().unwrap()
    };
    // Nothing there: status 1, and nothing made.
    let out = review(false);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("no saved game in"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(!dir.exists());
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::copy(golden("house_rules.save.json"), dir.join("current.json")).unwrap();
    let of_file = ludo()
        .args([
            "review",
            &golden("house_rules.save.json"),
            "--json",
            "--rollouts",
            "1",
        ])
        .output()
        .unwrap();
    for env_dir in [false, true] {
        let out = review(env_dir);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(out.stdout, of_file.stdout);
        // It says which game it reviewed (on standard error: the JSON stays clean).
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("ludo review: the game saved last ("), "{err}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A game whose person never had a real choice (a first six: four tokens to bring
/// out, one position) and then handed the seat to the CPU: the review says there is
/// nothing to review. It printed a one-column graph and a table without rows under
/// "0 decisions", which read as a failed review.
#[test]
fn a_game_whose_person_had_no_choice_says_so() {
    use ludo_core::Color;
    use ludo_core::ai::{Budget, Level};
    use ludo_core::game::{Game, GameSetup, SeatKind, SeatSetup};
    use ludo_core::rules::{Face, Rules, TokenId};
    let seat = |color, kind| SeatSetup { color, kind };
    let mut g = Game::new(&GameSetup {
        rules: Rules::default(),
        seats: vec![
            seat(Color::Yellow, SeatKind::Human),
            seat(Color::Red, SeatKind::Cpu(Level::Easy)),
        ],
        seed: Some(9),
        dice_script: vec![Face::Six, Face::Two],
        first_player: Some(Color::Yellow),
    })
    .unwrap();
    g.roll().unwrap();
    g.move_token(TokenId::FIRST).unwrap();
    g.set_seat(Color::Yellow, SeatKind::Cpu(Level::Easy))
        .unwrap();
    while g.cpu_to_act() {
        let a = g.cpu_action(&Budget::default()).unwrap();
        g.apply(a).unwrap();
    }
    let dir = std::env::temp_dir().join(format!("ludo-review-nochoice-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("g.json");
    std::fs::write(&path, ludo_core::save::save(&g).unwrap()).unwrap();
    let out = ludo()
        .args(["review", path.to_str().unwrap(), "--rollouts", "2"])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(out.status.success(), "{text}");
    assert!(text.starts_with("No decision to review"), "{text}");
    assert!(!text.contains("0 decisions"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}
