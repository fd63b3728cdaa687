//! `ludo analyze` as a program: the issue's example answers exactly the documented
//! JSON; invalid input exits 2 with nothing on stdout and one line on stderr.

mod common;

use serde_json::{Value, json};
use std::process::Output;

const EXAMPLE: &str = r#"{"rules": {"safe_squares": "starts_only"},
 "players": ["yellow", "red"],
 "tokens": {"yellow": [-1, -1, 0, 12], "red": [44, -1, -1, 56]},
 "to_move": "yellow", "sixes_in_row": 0,
 "steps": [{"roll": 6, "token": 3}, {"roll": 2, "token": 2}]}"#;

/// `ludo analyze ARGS` with `stdin` piped in.
fn run(args: &[&str], stdin: &str) -> Output {
    common::ludo_piped(&[&["analyze"], args].concat(), None, stdin.into())
}

#[test]
fn the_issue_example_prints_exactly_the_expected_json() {
    let expected = json!({"steps": [{"player": "yellow", "roll": 6,
            "legal": [{"token": 0, "from": -1, "to": 0, "captures": []},
                      {"token": 1, "from": -1, "to": 0, "captures": []},
                      {"token": 2, "from": 0, "to": 6, "captures": []},
                      {"token": 3, "from": 12, "to": 18, "captures": [{"color": "red", "token": 0}]}],
            "moved": {"token": 3, "from": 12, "to": 18, "captures": [{"color": "red", "token": 0}]},
            "next": "yellow", "sixes_in_row": 1},
           {"player": "yellow", "roll": 2,
            "legal": [{"token": 2, "from": 0, "to": 2, "captures": []},
                      {"token": 3, "from": 18, "to": 20, "captures": []}],
            "moved": {"token": 2, "from": 0, "to": 2, "captures": []},
            "next": "red", "sixes_in_row": 0}],
     "position": {"players": ["yellow", "red"],
                  "tokens": {"yellow": [-1, -1, 2, 18], "red": [-1, -1, -1, 56]},
                  "to_move": "red", "sixes_in_row": 0},
     "placements": null});
    // From a file argument.
    let dir = std::env::temp_dir().join(format!("ludo-analyze-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("example.json");
    std::fs::write(&file, EXAMPLE).unwrap();
    let out = run(&[file.to_str().unwrap()], "");
    std::fs::remove_dir_all(&dir).ok();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let answer: Value = serde_json::from_slice(&out.stdout).expect("stdout is JSON");
    assert_eq!(answer, expected);
    assert!(out.stderr.is_empty());
    // And from stdin.
    let out = run(&[], EXAMPLE);
    assert!(out.status.success());
    assert_eq!(
        serde_json::from_slice::<Value>(&out.stdout).unwrap(),
        expected
    );
}

#[test]
fn invalid_input_exits_2_with_one_line_on_stderr_and_nothing_on_stdout() {
    for bad in [
        "not json at all",
        r#"{"players": ["yellow", "red"], "tokens": {"yellow": [-1, -1, -1, -1, -1], "red": [-1, -1, -1, -1]}, "to_move": "yellow"}"#,
        r#"{"players": ["yellow", "red"], "tokens": {"yellow": [57, -1, -1, -1], "red": [-1, -1, -1, -1]}, "to_move": "yellow"}"#,
        r#"{"players": ["yellow", "red"], "tokens": {"yellow": [10, -1, -1, -1], "red": [-1, -1, -1, -1]}, "to_move": "yellow",
            "steps": [{"roll": 3, "token": 1}]}"#,
    ] {
        let out = run(&["-"], bad);
        assert_eq!(out.status.code(), Some(2), "{bad}");
        assert!(
            out.stdout.is_empty(),
            "{bad}: stdout {:?}",
            String::from_utf8_lossy(&out.stdout)
        );
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{bad}: stderr {err:?}");
        assert!(err.ends_with('\n') && err.trim().len() > 10, "{err:?}");
    }
    // A JSON list is not read positionally into the position, and the error names
    // the format, not a Rust type (a fresh-user pass saw "expected struct
    // PositionSetup with 8 elements").
    for list in ["[]", " [\"standard\", [\"yellow\", \"red\"]]"] {
        let out = run(&["-"], list);
        assert_eq!(out.status.code(), Some(2), "{list}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains("a position is an object"), "{err}");
        assert!(!err.contains("PositionSetup"), "{err}");
    }
}

#[test]
fn a_save_file_is_refused_with_the_commands_that_read_save_files() {
    let save = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/golden/saves/mid_game.save.json"
    ))
    .unwrap();
    let out = run(&[], &save);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("this is a save file, not a position") && err.contains("ludo review SAVE"),
        "{err}"
    );
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    // Other refused input keeps the parser's message alone.
    let out = run(&[], r#"{"format": "something-else"}"#);
    assert_eq!(out.status.code(), Some(2));
    assert!(!String::from_utf8_lossy(&out.stderr).contains("save file"));
}
