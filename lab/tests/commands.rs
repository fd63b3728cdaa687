//! The `ludo-lab` commands as their users run them (they were `ludo simulate
//! --tune`, `--train-td` and `--audit`): the same outputs, refused settings that
//! write nothing.

use ludo_core::ai::learn::Model;
use std::path::{Path, PathBuf};
use std::process::Command;

fn lab() -> Command {
    Command::new(env!("CARGO_BIN_EXE_ludo-lab"))
}

fn data_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("ludo-lab-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn tune_against_a_fixed_opponent() {
    // The first seat's weights are tuned against `medium` kept at its defaults; the
    // start is `hard`'s defaults, and every probe is logged on stderr.
    let out = lab()
        .args(["tune", "1", "--players", "hard,medium", "--games", "20"])
        .args(["--seed", "1", "--tune-fixed"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let w: serde_json::Value = serde_json::from_slice(&out.stdout).expect("weights JSON");
    assert_eq!(w.as_object().map(|o| o.len()), Some(10), "{w}");
    let err = String::from_utf8_lossy(&out.stderr);
    // Two candidates for each of the ten weights.
    assert_eq!(
        err.lines().filter(|l| l.contains("win rate")).count(),
        20,
        "{err}"
    );
    // Only hard and expert have weights to tune.
    let out = lab()
        .args(["tune", "1", "--players", "medium,hard", "--games", "2"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(out.stdout.is_empty());
}

#[test]
fn train_td_is_reproducible_and_refuses_bad_settings() {
    // `train-td` writes a model file that the core reads; the same seed writes the
    // same bytes; a refused setting writes nothing and leaves an old file as it was.
    let dir = data_dir("train-td");
    let train = |out: &Path, extra: &[&str]| {
        lab()
            .arg("train-td")
            .arg(out)
            .args(["--players", "hard,hard,hard,hard"])
            .args(["--games", "6", "--seed", "3", "--td-greedy"])
            .args(extra)
            .output()
            .unwrap()
    };
    let (a, b) = (dir.join("a.json"), dir.join("b.json"));
    let out = train(&a, &[]);
    assert!(out.status.success(), "{out:?}");
    assert!(train(&b, &[]).status.success());
    let text = std::fs::read_to_string(&a).unwrap();
    assert_eq!(text, std::fs::read_to_string(&b).unwrap());
    let model = Model::from_json(&text).expect("a valid model");
    assert_eq!(model.training.map(|t| (t.games, t.seed)), Some((6, 3)));
    assert_ne!(model, Model::hand_start());
    let out = train(&a, &["--td-lambda", "1.5"]);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("--td-lambda"));
    assert_eq!(std::fs::read_to_string(&a).unwrap(), text);
    // An output that cannot be written is refused before the training, which it
    // threw away at the end (minutes of it for the documented runs).
    for out in [dir.join("no such folder").join("m.json"), dir.clone()] {
        let o = train(&out, &[]);
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(1), "{o:?}");
        assert!(err.contains("cannot write"), "{err}");
        assert!(!err.contains("game "), "trained first: {err}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn train_td_writes_hidden_layers_the_expert_can_play() {
    // `--td-hidden` writes a model the core reads; `ludo simulate --expert-model`
    // plays such files (tested with the `ludo` binary); a file that is not a model
    // is refused as a start.
    let dir = data_dir("hidden");
    let (h, bad) = (dir.join("h.json"), dir.join("bad.json"));
    let out = lab()
        .arg("train-td")
        .arg(&h)
        .args(["--players", "hard,hard,hard,hard", "--games", "3"])
        .args(["--td-greedy", "--td-hidden", "--td-seeds", "2"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let model = Model::from_json(&std::fs::read_to_string(&h).unwrap()).expect("a valid model");
    assert_eq!(
        model.hidden.as_ref().map(|h| (h.units(), h.raw())),
        Some((16, false))
    );
    assert_eq!(model.training.map(|t| t.seeds), Some(2));
    // A wider layer on the raw board: its width is the file's; too wide is refused
    // before any game.
    let wide = |units: &str| {
        lab()
            .arg("train-td")
            .arg(dir.join("wide.json"))
            .args(["--players", "hard,hard,hard,hard", "--games", "2"])
            .args(["--td-greedy", "--td-hidden", "--td-raw"])
            .args(["--td-hidden-units", units])
            .output()
            .unwrap()
    };
    let out = wide("40");
    assert!(out.status.success(), "{out:?}");
    let w = Model::from_json(&std::fs::read_to_string(dir.join("wide.json")).unwrap())
        .expect("a valid model");
    assert_eq!(
        w.hidden.as_ref().map(|h| (h.units(), h.raw())),
        Some((40, true))
    );
    let out = wide("65");
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("--td-hidden-units"));
    // A start that is not a model is refused before the training.
    std::fs::write(
        &bad,
        r#"{"format":"ludo-td-linear-1","training":null,"weights":[1.0]}"#,
    )
    .unwrap();
    let out = lab()
        .arg("train-td")
        .arg(dir.join("from-bad.json"))
        .args(["--players", "hard,hard", "--games", "1", "--td-start"])
        .arg(&bad)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("weights"));
    assert!(!dir.join("from-bad.json").exists());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn audit_writes_a_line_per_decision_of_the_audited_spec() {
    // `audit` plays the games of the series and writes each decision of the
    // audited specs, rolled out on two sets of dice, as one JSON line; the summary
    // counts them. A spec index beyond --players is refused before any game.
    let dir = data_dir("audit");
    let file = dir.join("a.jsonl");
    let out = lab()
        .arg("audit")
        .arg(&file)
        .args(["--players", "hard,medium,medium,medium", "--games", "2"])
        .args(["--audit-specs", "1", "--audit-rollouts", "2"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let summary: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(summary["games"], 2);
    let audited = summary["audited"].as_array().unwrap();
    assert_eq!(audited.len(), 1);
    assert_eq!(audited[0]["level"], "medium");
    assert!(audited[0]["gain_over_hard_per_game"].is_number());
    let text = std::fs::read_to_string(&file).unwrap();
    let lines: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(
        lines.len() as u64,
        audited[0]["decisions"].as_u64().unwrap()
    );
    assert!(!lines.is_empty());
    for l in &lines {
        assert_eq!(l["spec"], 1);
        assert!(l["candidates"].as_array().unwrap().len() >= 2);
        assert!(l["position"]["tokens"].is_object());
    }
    let refused = lab()
        .arg("audit")
        .arg(dir.join("b.jsonl"))
        .args(["--players", "hard,medium", "--games", "1"])
        .args(["--audit-specs", "2"])
        .output()
        .unwrap();
    assert_eq!(refused.status.code(), Some(2), "{refused:?}");
    assert!(String::from_utf8_lossy(&refused.stderr).contains("--audit-specs"));
    assert!(!dir.join("b.jsonl").exists());
    let _ = std::fs::remove_dir_all(&dir);
}

/// The lab's audit of a series plays the games `ludo simulate` plays (the core's
/// series): the same winners.
#[test]
fn the_tournament_and_the_lab_play_the_same_games() {
    let dir = data_dir("same-games");
    let out = lab()
        .arg("audit")
        .arg(dir.join("a.jsonl"))
        .args(["--players", "hard,easy", "--games", "4", "--seed", "9"])
        .args(["--audit-rollouts", "1"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let summary: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let wins = summary["audited"][0]["wins"].as_f64().unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    let series = ludo_core::ai::series::seating(2);
    let v = ludo_core::rules::Variant::new(Default::default(), series).unwrap();
    let specs = [
        (ludo_core::ai::Level::Hard, None),
        (ludo_core::ai::Level::Easy, None),
    ];
    let budget = ludo_core::ai::Budget::default();
    let played: f64 = (0..4)
        .map(|g| {
            let r = ludo_core::ai::series::play_series_game(
                &v,
                &specs,
                9,
                g,
                &budget,
                0,
                &mut |_, _| {},
            );
            if r.winners & 1 != 0 {
                1.0 / f64::from(r.winner_count())
            } else {
                0.0
            }
        })
        .sum();
    assert_eq!(wins, played);
}
