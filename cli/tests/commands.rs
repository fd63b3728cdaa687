//! The `ludo` commands as a new player meets them outside a terminal: a refused
//! command changes nothing on disk, a closed output pipe ends a command quietly,
//! and the messages say what is true (the file that cannot be read, a directory
//! that does not exist, damaged saves that are kept).

mod common;

use common::{files, unfinished_save};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn ludo() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_ludo"));
    c.env_remove("LUDO_DATA_DIR");
    c
}

fn data_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("ludo-cmd-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn run_without_terminal(args: &[&str], dir: &Path) -> Output {
    ludo()
        .args(args)
        .env("LUDO_DATA_DIR", dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .unwrap()
}

#[test]
fn a_refused_command_changes_nothing_on_disk() {
    let dir = data_dir("refused");
    unfinished_save(&dir, 30);
    let before = files(&dir);
    for args in [
        &["play", "--players", "human,expert"][..],
        &["play", "--players", "human,expert"],
        &["play", "--new"],
        &["play", "--new", "--players", "human,expert"],
        &["play"],
        &["resume"],
        &["replay"],
    ] {
        let out = run_without_terminal(args, &dir);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.contains("needs an interactive terminal"),
            "{args:?}: {err}"
        );
        // The viewer has a text form: the refusal names it.
        assert_eq!(
            args[0] == "replay",
            err.contains("--text"),
            "{args:?}: {err}"
        );
        common::assert_same_files(&before, &files(&dir), &format!("{args:?}"));
    }
    // Bad options too (the lock file is not even made).
    let out = run_without_terminal(&["play", "--players", "human,wizard"], &dir);
    assert_eq!(out.status.code(), Some(2));
    common::assert_same_files(&before, &files(&dir), "a bad option");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn negative_numbers_get_a_plain_message_and_change_nothing() {
    let dir = data_dir("negative");
    unfinished_save(&dir, 30);
    let before = files(&dir);
    for (args, want) in [
        (
            &["play", "--seed", "-1"][..],
            "the seed must be a whole number from 0 to",
        ),
        (
            &["play", "--cpu-delay-ms", "-5"],
            "the delay in milliseconds must be a whole number",
        ),
        (
            &["resume", "--cpu-delay-ms", "x"],
            "the delay in milliseconds must be a whole number",
        ),
        (
            &["learn", "--cpu-delay-ms", "-1"],
            "the delay in milliseconds must be a whole number",
        ),
        (
            &["play", "--turn-time", "-30"],
            "turn time must be 30 or 60 seconds",
        ),
        (
            &["history", "--limit", "-1"],
            "the number must be a whole number from 0 to",
        ),
        (
            &["simulate", "--games", "-3"],
            "the number of games must be a whole number from 1 to",
        ),
        // 0 where it is refused: the sentence says "from 1".
        (
            &["simulate", "--games", "0"],
            "the number of games must be a whole number from 1 to",
        ),
        (
            &["simulate", "--threads", "0"],
            "the number of threads must be a whole number from 1 to",
        ),
        (
            &["review", "x.json", "--at", "0"],
            "the decision number must be a whole number from 1 to",
        ),
        (
            &["simulate", "--threads", "-2"],
            "the number of threads must be a whole number",
        ),
        // Each thread has a stack: 100,000 of them aborted the process (status
        // 134) when the system refused one.
        (
            &["simulate", "--threads", "100000", "--games", "2"],
            "the number of threads must be a whole number from 1 to 1024",
        ),
        (
            &["review", "x.json", "--at", "-1"],
            "the decision number must be a whole number",
        ),
        (
            &["review", "x.json", "--rollouts", "-8"],
            "the number of rollouts must be a whole number from 1 to",
        ),
        (
            &["review", "x.json", "--seed", "-1"],
            "the seed must be a whole number from 0 to",
        ),
    ] {
        let out = run_without_terminal(args, &dir);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(want), "{args:?}: {err}");
        assert!(!err.contains("unexpected argument"), "{args:?}: {err}");
        common::assert_same_files(&before, &files(&dir), &format!("{args:?}"));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn replay_text_speaks_the_language_of_lang_or_the_locale() {
    let dir = data_dir("replay-lang");
    unfinished_save(&dir, 12);
    let save = dir.join("current.json");
    let text_and_note = |args: &[&str], env: &[(&str, &str)]| {
        let mut c = ludo();
        c.args(["replay", "--text"]).args(args).arg(&save);
        for v in ["LC_ALL", "LC_MESSAGES", "LC_CTYPE", "LANG"] {
            c.env_remove(v);
        }
        c.envs(env.iter().copied());
        let out = c.output().unwrap();
        assert!(out.status.success(), "{args:?}");
        (
            String::from_utf8(out.stdout).unwrap(),
            String::from_utf8(out.stderr).unwrap(),
        )
    };
    let text = |args: &[&str], env: &[(&str, &str)]| text_and_note(args, env).0;
    let en = text(&[], &[]);
    assert!(en.starts_with("Game 1 · Standard rules · Yellow ○"), "{en}");
    assert!(en.contains("(the game is not over)"), "{en}");
    let hi = text(&["--lang", "hi"], &[]);
    assert!(hi.starts_with("खेल 1 · मानक नियम · पीला ○"), "{hi}");
    assert!(hi.contains("पासा फेंका"), "{hi}");
    assert!(hi.contains("(खेल अभी खत्म नहीं हुआ)"), "{hi}");
    let bn = text(&[], &[("LANG", "bn_BD.UTF-8")]);
    assert!(bn.starts_with("খেলা 1 · প্রমিত নিয়ম · হলুদ ○"), "{bn}");
    assert_eq!(en.lines().count(), hi.lines().count());
    // A Hindi locale whose character set is not UTF-8: English (the Devanagari
    // letters were garbage there), with a one-line note; `--lang hi` still asks
    // for Hindi.
    let (iscii, note) = text_and_note(&[], &[("LANG", "hi_IN.ISCII")]);
    assert_eq!(iscii, en);
    assert!(
        note.contains("not UTF-8") && note.contains("--lang hi") && note.lines().count() == 1,
        "{note}"
    );
    assert_eq!(text(&["--lang", "hi"], &[("LANG", "hi_IN.ISCII")]), hi);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn resume_of_a_directory_that_does_not_exist_creates_nothing() {
    let dir = data_dir("nodir").join("not").join("there");
    let out = ludo()
        .args(["resume", "--data-dir"])
        .arg(&dir)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("no saved game in"), "{err}");
    assert!(err.contains(dir.to_str().unwrap()), "{err}");
    // The command it suggests starts a game in that directory, not the default one.
    let play = format!(" play --data-dir {}`", dir.display());
    assert!(err.contains(&play), "{err}");
    assert!(!dir.exists());
    assert!(!dir.parent().unwrap().exists());
    let _ = std::fs::remove_dir_all(dir.parent().unwrap().parent().unwrap());
}

#[test]
fn with_both_saves_damaged_resume_and_replay_say_so_and_rename_nothing() {
    let dir = data_dir("bothdamaged");
    std::fs::write(dir.join("current.json"), "garbage").unwrap();
    std::fs::write(dir.join("current.json.bak"), [0xff, 0x00]).unwrap();
    let before = files(&dir);
    let out = ludo()
        .arg("resume")
        .env("LUDO_DATA_DIR", &dir)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("no readable saved game"), "{err}");
    assert!(err.contains("will be kept as"), "{err}");
    assert!(err.contains("Nothing was changed"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    common::assert_same_files(&before, &files(&dir), "resume");
    // replay: one story, no "no saved game" after "the saved game is damaged".
    let out = ludo()
        .arg("replay")
        .env("LUDO_DATA_DIR", &dir)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("is damaged"), "{err}");
    assert!(!err.contains("no saved game"), "{err}");
    assert!(err.contains("no save in"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A save of a newer format version is not "damaged" and the backup is not "used":
/// `resume` says only that a newer ludo wrote it, and writes nothing (not even the
/// lock file).
#[test]
fn resume_of_a_newer_save_refuses_with_one_message_and_writes_nothing() {
    let dir = data_dir("newer");
    unfinished_save(&dir, 6);
    let cur = dir.join("current.json");
    let text = std::fs::read_to_string(&cur).unwrap();
    // The save format of this build (a fixed number here broke when it changed).
    let version = format!("\"version\":{}", ludo_core::save::VERSION);
    assert!(text.contains(&version), "{text}");
    std::fs::write(&cur, text.replacen(&version, "\"version\":99", 1)).unwrap();
    let before = files(&dir);
    let out = run_without_terminal(&["resume"], &dir);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("written by a newer version of ludo"), "{err}");
    assert!(!err.contains("damaged"), "{err}");
    assert!(!err.contains("Using the backup"), "{err}");
    common::assert_same_files(&before, &files(&dir), "resume");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--data-dir` naming a file, or a folder under a file: refused at once (status 2)
/// rather than a game that can never be saved, or "no saved game" as if the
/// directory were empty (under a file, `play` said its saves were damaged).
#[test]
fn a_data_dir_that_is_a_file_is_refused_and_left_alone() {
    let dir = data_dir("datafile");
    let file = dir.join("not-a-dir");
    std::fs::write(&file, "mine").unwrap();
    let before = files(&dir);
    for data in [file.clone(), file.join("games")] {
        for args in [
            vec!["resume"],
            vec!["replay", "--text"],
            vec!["history"],
            vec!["stats"],
            vec!["profiles"],
        ] {
            let out = run_without_terminal(&args, &data);
            assert_eq!(out.status.code(), Some(2), "{args:?} {data:?}");
            let err = String::from_utf8_lossy(&out.stderr);
            assert!(
                err.contains("not-a-dir is not a directory"),
                "{args:?}: {err}"
            );
            common::assert_same_files(&before, &files(&dir), &format!("{args:?}"));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--data-dir` behind a symbolic link to nothing (a folder moved away, a drive not
/// mounted): refused at once (status 2) naming the link, instead of "no saved game"
/// or a game whose first save fails with "File exists"; nothing is made.
#[cfg(unix)]
#[test]
fn a_data_dir_behind_a_dangling_symlink_is_refused_and_nothing_is_made() {
    let dir = data_dir("dangling");
    let link = dir.join("ludo-data");
    std::os::unix::fs::symlink(dir.join("moved-away"), &link).unwrap();
    let names = || {
        let mut v: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        v.sort();
        v
    };
    let before = names();
    for data in [link.clone(), link.join("games")] {
        for args in [
            vec!["resume"],
            vec!["replay", "--text"],
            vec!["history"],
            vec!["stats"],
            vec!["profiles"],
            vec!["profiles", "add", "Asha"],
        ] {
            let out = run_without_terminal(&args, &data);
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "{args:?} {data:?}: {err}");
            assert!(
                err.contains(&format!("{} is a symbolic link to", link.display())),
                "{args:?} {data:?}: {err}"
            );
            assert!(err.contains("which does not exist"), "{args:?}: {err}");
            assert_eq!(names(), before, "{args:?} {data:?}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// An input file that cannot be used is status 2 for every command that reads one
/// (docs/terminal.md, "Exit status"): missing, a folder, not UTF-8, empty, not
/// JSON. `analyze` and `simulate --rules` said 1 for a file they could not read,
/// `review` and `replay` 1 for a missing one, where `verify` said 2. A file that
/// cannot be read is named; the data directory is left as it was.
#[test]
fn every_command_says_status_2_for_an_input_file_it_cannot_use() {
    let dir = data_dir("bad-input");
    let home = dir.join("home");
    std::fs::create_dir_all(&home).unwrap();
    unfinished_save(&home, 10);
    let folder = dir.join("folder.json");
    std::fs::create_dir_all(&folder).unwrap();
    let write = |name: &str, bytes: &[u8]| {
        let p = dir.join(name);
        std::fs::write(&p, bytes).unwrap();
        p
    };
    let bad = [
        ("missing", dir.join("missing.json"), true),
        ("a folder", folder, true),
        (
            "not UTF-8",
            write("latin1.json", &[0xff, 0xfe, b'{']),
            false,
        ),
        ("empty", write("empty.json", b""), false),
        ("not JSON", write("cut.json", b"{\"players\": ["), false),
    ];
    let before = files(&home);
    for cmd in [
        &["analyze"][..],
        &["simulate", "--rules"],
        &["simulate", "--weights"],
        &["simulate", "--expert-model"],
        &["verify"],
        &["review"],
        &["replay", "--text"],
        &["resume"],
    ] {
        for (what, path, named) in &bad {
            let path = path.to_str().unwrap();
            let out = run_without_terminal(&[cmd, &[path]].concat(), &home);
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "{cmd:?} {what}: {err}");
            assert!(!err.contains("panicked"), "{cmd:?} {what}: {err}");
            if *named {
                assert!(err.contains(path), "{cmd:?} {what}: {err}");
            }
            // One sentence for a missing file in every command (some said "No such
            // file or directory (os error 2)").
            if *what == "missing" {
                assert!(
                    err.contains(&format!("{path} does not exist")),
                    "{cmd:?}: {err}"
                );
            }
        }
    }
    common::assert_same_files(&before, &files(&home), "bad input files");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn analyze_refuses_a_finished_player_to_move() {
    let dir = data_dir("finished-to-move");
    let file = dir.join("p.json");
    std::fs::write(
        &file,
        r#"{"players": ["yellow", "red"], "tokens": {"yellow": [56, 56, 56, 56], "red": [30, -1, -1, -1]}, "to_move": "yellow"}"#,
    )
    .unwrap();
    let out = ludo().arg("analyze").arg(&file).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("has already finished"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Runs `ludo args` with standard output on a pipe nobody reads any more.
#[cfg(unix)]
fn into_closed_pipe(args: &[&str]) -> Output {
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let child = ludo()
        .args(args)
        .stdin(Stdio::null())
        .stdout(writer)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.wait_with_output().unwrap()
}

#[cfg(unix)]
#[test]
fn a_closed_pipe_ends_every_printing_command_quietly() {
    use std::os::unix::process::ExitStatusExt;
    let dir = data_dir("pipe");
    let g = unfinished_save(&dir, 40);
    let save = dir.join("current.json");
    let position = dir.join("p.json");
    std::fs::write(
        &position,
        r#"{"players": ["yellow", "red"], "tokens": {"yellow": [-1, -1, 0, 12], "red": [44, -1, -1, 56]}, "to_move": "yellow", "steps": [{"roll": 6, "token": 3}]}"#,
    )
    .unwrap();
    let (save, position) = (save.to_str().unwrap(), position.to_str().unwrap());
    for args in [
        &["analyze", position][..],
        &["analyze", "--pretty", position],
        &["replay", "--text", save],
        &["simulate", "--games", "3", "--players", "random,random"],
        &[
            "simulate",
            "--games",
            "3",
            "--players",
            "random,easy",
            "--json",
        ],
        &["--help"],
        &["analyze", "--help"],
        &["--version"],
    ] {
        let out = into_closed_pipe(args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.is_empty(), "{args:?} printed on stderr: {err}");
        // Ended like any Unix filter whose reader went away: by SIGPIPE (a shell
        // shows status 141), not a panic (status 101).
        assert_eq!(out.status.signal(), Some(13), "{args:?}: {:?}", out.status);
    }
    // The same commands into an open pipe print everything and succeed.
    let out = ludo().args(["replay", "--text", save]).output().unwrap();
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).lines().count() > g.history().len());
    let _ = std::fs::remove_dir_all(&dir);
}

/// The path of the golden finished game's save file.
#[cfg(target_os = "linux")]
fn finished_path() -> String {
    format!(
        "{}/../tests/golden/saves/finished.save.json",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// An unfinished save (`current.json`) and a position file (`p.json`) in `dir`, for
/// the commands that read one: their paths.
#[cfg(target_os = "linux")]
fn save_and_position(dir: &Path) -> (PathBuf, PathBuf) {
    unfinished_save(dir, 40);
    let position = dir.join("p.json");
    std::fs::write(
        &position,
        r#"{"players": ["yellow", "red"], "tokens": {"yellow": [-1, -1, 0, 12], "red": [44, -1, -1, 56]}, "to_move": "yellow"}"#,
    )
    .unwrap();
    (dir.join("current.json"), position)
}

/// Output that cannot be written (a full disk, here `/dev/full`) ends every printing
/// command with one line and status 1: no panic and its backtrace (status 101), and
/// no success over a file that did not get the output.
#[cfg(target_os = "linux")]
#[test]
fn output_to_a_full_disk_fails_with_one_line() {
    let (dir, finished) = (data_dir("full"), finished_path());
    let (save, position) = save_and_position(&dir);
    let (data, save, position) = (
        dir.to_str().unwrap(),
        save.to_str().unwrap(),
        position.to_str().unwrap(),
    );
    for args in [
        &["analyze", position][..],
        &["replay", "--text", save],
        &["verify", &finished],
        &["review", save, "--rollouts", "1"],
        &["simulate", "--games", "2", "--players", "random,random"],
        &["history", "--data-dir", data],
        &["profiles", "--data-dir", data],
        &["--help"],
        &["verify", "--help"],
        &["--version"],
    ] {
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap();
        let out = ludo()
            .args(args)
            .stdin(Stdio::null())
            .stdout(full)
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {err}");
        assert_eq!(
            err.trim_end(),
            "ludo: cannot write the output: No space left on device (os error 28)",
            "{args:?}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Standard output closed (`ludo review FILE >&-` in a shell) is output that cannot
/// be written too: every command ends with the same one line and status 1, before
/// any work. Rust's runtime put `/dev/null` in its place, and `review` reviewed the
/// whole game for nobody and exited 0.
#[cfg(target_os = "linux")]
#[test]
fn closed_output_fails_with_one_line() {
    let (dir, finished) = (data_dir("closed"), finished_path());
    let (save, position) = save_and_position(&dir);
    let (data, save, position) = (
        dir.to_str().unwrap(),
        save.to_str().unwrap(),
        position.to_str().unwrap(),
    );
    for (args, redirect) in [
        &["review", save, "--rollouts", "1"][..],
        &["review", save, "--rollouts", "1", "--json"],
        &["review", save, "--rollouts", "1", "--at", "1"],
        &["analyze", position],
        &["replay", "--text", save],
        &["verify", &finished],
        &["simulate", "--games", "2", "--players", "random,random"],
        &["history", "--data-dir", data],
        &["profiles", "--data-dir", data],
        &["play", "--data-dir", data],
        &["--help"],
        &["verify", "--help"],
        &["--version"],
    ]
    .into_iter()
    .flat_map(|a| [(a, ">&-"), (a, "1</dev/null")])
    {
        // `exec ludo ARGS >&-`: the shell closes standard output for ludo; with
        // `1</dev/null` it is open for reading only, where every write fails alike.
        let out = Command::new("sh")
            .args([
                "-c",
                &format!("exec \"$0\" \"$@\" {redirect}"),
                env!("CARGO_BIN_EXE_ludo"),
            ])
            .args(args)
            .env_remove("LUDO_DATA_DIR")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?} {redirect}: {err}");
        assert_eq!(
            err.trim_end(),
            "ludo: cannot write the output: Bad file descriptor (os error 9)",
            "{args:?} {redirect}"
        );
        assert!(out.stdout.is_empty(), "{args:?} {redirect}");
    }
    // Nothing was done: the data directory holds what it held.
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["current.json", "current.json.bak", "p.json"]);
    // Standard output on /dev/null, as a player may choose, is not closed.
    let null = ludo()
        .args(["analyze", position])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .unwrap();
    assert!(null.status.success(), "{null:?}");
    assert!(null.stderr.is_empty(), "{null:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--expert-model` plays a model file (as `ludo-lab train-td` writes them) in the
/// expert's seat, and refuses a file that is not a model before any game.
#[test]
fn simulate_measures_candidate_models() {
    let dir = data_dir("candidate-model");
    let (m, bad) = (dir.join("m.json"), dir.join("bad.json"));
    // The checked-in model with a silent hidden layer of 4 units on the features:
    // a valid candidate that is not the built-in file.
    let mut model: serde_json::Value =
        serde_json::from_str(ludo_core::ai::learn::EXPERT_TD_JSON).unwrap();
    let features = ludo_core::ai::learn::FEATURES;
    model["hidden"] = serde_json::json!({
        "input": vec![vec![0.0f32; 4]; features],
        "bias": [0.0, 0.0, 0.0, 0.0],
        "output": [0.0, 0.0, 0.0, 0.0],
    });
    std::fs::write(&m, model.to_string()).unwrap();
    let play = |file: &Path| {
        ludo()
            .args([
                "simulate",
                "--players",
                "expert,random",
                "--games",
                "2",
                "--json",
            ])
            .arg("--expert-model")
            .arg(file)
            .output()
            .unwrap()
    };
    let out = play(&m);
    assert!(out.status.success(), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stdout).contains("\"win_rate\""));
    std::fs::write(
        &bad,
        r#"{"format":"ludo-td-linear-1","training":null,"weights":[1.0]}"#,
    )
    .unwrap();
    let out = play(&bad);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("weights"));
    assert!(out.stdout.is_empty());
    let _ = std::fs::remove_dir_all(&dir);
}

/// More threads than games play the same games as one thread (the extra ones
/// would only idle: `simulate` starts no more than there are games).
#[test]
fn simulate_with_more_threads_than_games_plays_the_same_games() {
    let results = |threads: &str| {
        let out = ludo()
            .args([
                "simulate",
                "--players",
                "random,easy",
                "--games",
                "3",
                "--json",
            ])
            .args(["--threads", threads])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        (v["results"].clone(), v["mean_rolls_per_game"].clone())
    };
    assert_eq!(results("1"), results("1024"));
}

#[test]
fn simulate_seats_master_and_times_its_decisions() {
    // Few nodes and rollouts (this build is unoptimised): the level name parses, the
    // seat plays a whole game, and its decisions are timed under its name.
    let out = ludo()
        .args([
            "simulate",
            "--players",
            "master,random",
            "--games",
            "1",
            "--rollouts",
            "24",
            "--nodes",
            "2000",
            "--preset",
            "quick",
            "--json",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["games"], 1);
    assert_eq!(v["results"][0]["player"], "master");
    assert!(v["decision_ms"]["master"]["decisions"].as_u64().unwrap() > 0);
    let bad = ludo()
        .args(["simulate", "--players", "master,random", "--rollouts", "-1"])
        .output()
        .unwrap();
    assert!(!bad.status.success());
}

/// `--calibrate` notes the review's win chances with their outcomes: ten bins whose
/// counts add up, scores in range, the same table for any number of threads.
#[test]
fn simulate_calibrates_the_reviews_win_chances() {
    let table = |threads: &str| {
        let out = ludo()
            .args([
                "simulate",
                "--calibrate",
                "--players",
                "easy,easy",
                "--games",
                "2",
                "--calibrate-every",
                "6",
                "--calibrate-rollouts",
                "4",
                "--preset",
                "quick",
                "--json",
                "--threads",
                threads,
            ])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let mut v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        v.as_object_mut().unwrap().remove("seconds");
        v
    };
    let v = table("1");
    let bins = v["bins"].as_array().unwrap();
    assert_eq!(bins.len(), 10);
    let counted: u64 = bins.iter().map(|b| b["count"].as_u64().unwrap()).sum();
    assert!(counted > 0);
    assert_eq!(v["notes"].as_u64().unwrap(), counted);
    assert_eq!(v["games"], 2);
    let brier = v["brier"].as_f64().unwrap();
    assert!((0.0..=1.0).contains(&brier), "{v}");
    assert_eq!(v["players"], serde_json::json!(["easy", "easy"]));
    assert_eq!(table("2"), v, "threads change nothing");
    let bad = ludo()
        .args(["simulate", "--calibrate-every", "3"])
        .output()
        .unwrap();
    assert!(!bad.status.success(), "--calibrate-every needs --calibrate");
}

/// The summary line counts games in words that read right for one game too.
#[test]
fn simulate_of_one_game_says_one_game() {
    let out = ludo()
        .args(["simulate", "--players", "random,random", "--games", "1"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("1 game, seed 1, "), "{text}");
}

#[test]
fn simulate_help_describes_the_levels_in_plain_words() {
    let out = ludo().args(["simulate", "--help"]).output().unwrap();
    assert!(out.status.success());
    let help = String::from_utf8_lossy(&out.stdout);
    for level in ["random", "easy", "medium", "hard", "expert", "master"] {
        assert!(help.contains(&format!("- {level}:")), "{help}");
    }
    // No rustdoc link of the core's doc comments.
    assert!(!help.contains("[`"), "{help}");
    // Names still parse in any case, and a wrong one is named.
    let out = ludo()
        .args(["simulate", "--players", "Expert,RANDOM", "--games", "1"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = ludo()
        .args(["simulate", "--players", "human,easy", "--games", "1"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("1st entry, \"human\", is unknown") && err.contains("master"),
        "{err}"
    );
}

/// An empty entry of a `--players` list is named by its place, with the status of
/// the other usage errors (clap said "a value is required for '--players' but none
/// was supplied" of `expert,,random`, and "invalid value ''" for `play`).
#[test]
fn an_empty_players_entry_is_named_by_its_place() {
    let dir = data_dir("empty-entry");
    for (args, place) in [
        (
            &["simulate", "--players", "expert,,random", "--games", "1"][..],
            "2nd",
        ),
        (
            &["simulate", "--players", "expert,", "--games", "1"][..],
            "2nd",
        ),
        (
            &["simulate", "--players", ",expert", "--games", "1"][..],
            "1st",
        ),
        (&["play", "--players", "human,expert,,easy"][..], "3rd"),
    ] {
        let out = run_without_terminal(args, &dir);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains(&format!("the list's {place} entry is empty")),
            "{args:?}: {err}"
        );
        assert!(!err.contains("a value is required"), "{err}");
        assert!(err.contains("expert"), "what an entry may be: {err}");
    }
    assert!(std::fs::read_dir(&dir).unwrap().next().is_none());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn simulate_rules_take_a_rules_object_alone_or_wrapped_and_refuse_endless_input() {
    let dir = data_dir("sim-rules");
    let plain = dir.join("plain.json");
    let wrapped = dir.join("wrapped.json");
    std::fs::write(&plain, r#"{"exit_numbers": [1, 6]}"#).unwrap();
    std::fs::write(&wrapped, r#"{"rules": {"exit_numbers": [1, 6]}}"#).unwrap();
    let run = |rules: &str| {
        ludo()
            .args(["simulate", "--players", "random,random", "--games", "3"])
            .args(["--seed", "4", "--json", "--rules", rules])
            .output()
            .unwrap()
    };
    let a = run(plain.to_str().unwrap());
    let b = run(wrapped.to_str().unwrap());
    assert!(a.status.success(), "{}", String::from_utf8_lossy(&a.stderr));
    assert!(b.status.success(), "{}", String::from_utf8_lossy(&b.stderr));
    // The same rules, so the same games.
    let games = |o: &std::process::Output| {
        let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        (v["mean_rolls_per_game"].clone(), v["results"].clone())
    };
    assert_eq!(games(&a), games(&b));
    // A list (`[]`, or one under "rules") is not a rules object: refused, as other
    // bad files are (serde took it as the fields in order: `[]` was the default
    // rules without a word).
    for (name, text) in [("list", "[]"), ("wrapped-list", r#"{"rules": []}"#)] {
        let f = dir.join(format!("{name}.json"));
        std::fs::write(&f, text).unwrap();
        let o = run(f.to_str().unwrap());
        assert_eq!(o.status.code(), Some(2), "{text}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains("not a rules object: a list"), "{err}");
        assert!(o.stdout.is_empty(), "{text}");
    }
    // An empty file says it is empty and what it should hold (it said the
    // parser's "EOF while parsing a value at line 1 column 0").
    let blank = dir.join("blank.json");
    std::fs::write(&blank, "\n").unwrap();
    let o = run(blank.to_str().unwrap());
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains(
            "blank.json: the file is empty; --rules wants a JSON file holding a rules object"
        ),
        "{err}"
    );
    assert!(!err.contains("EOF"), "{err}");
    // An empty rules object plays the default rules, and says so.
    let empty = dir.join("empty.json");
    std::fs::write(&empty, "{}").unwrap();
    let o = run(empty.to_str().unwrap());
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("names no rule"), "{err}");
    assert!(run(plain.to_str().unwrap()).stderr.is_empty());
    // An endless input is refused at the input limit, not read until memory runs out.
    let o = run("/dev/zero");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("larger than"),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The first line of `ludo --help` names every command (it named 4 of 11, from the
/// package description), and the list below it is clap's.
#[test]
fn the_help_names_every_command_in_its_first_line() {
    let out = ludo().arg("--help").output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    let about = text.split("\n\n").next().unwrap_or_default();
    let commands: Vec<&str> = text
        .split("Commands:\n")
        .nth(1)
        .unwrap_or_default()
        .lines()
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|c| *c != "help")
        .collect();
    assert_eq!(commands.len(), 11, "{text}");
    for c in commands {
        assert!(about.contains(c), "{c:?} is not in {about:?}");
    }
}

/// A relative `--data-dir` is shown absolute in the commands the program suggests,
/// so that they work from any directory (it was repeated as typed).
#[test]
fn a_relative_data_dir_is_shown_as_an_absolute_path() {
    let base = data_dir("relative");
    for args in [
        &["profiles", "--data-dir", "games"][..],
        &["profiles", "--data-dir", "./games/"],
    ] {
        let out = ludo().args(args).current_dir(&base).output().unwrap();
        assert!(out.status.success());
        let text = String::from_utf8_lossy(&out.stdout);
        let want = format!(
            " profiles add NAME --data-dir {}",
            base.join("games").display()
        );
        assert!(text.contains(&want), "{args:?}: {text}");
    }
    // `resume` with nothing to resume names the directory and the play command.
    let out = ludo()
        .args(["resume", "--data-dir", "games"])
        .current_dir(&base)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains(&format!("play --data-dir {}", base.join("games").display())),
        "{err}"
    );
    assert!(!base.join("games").exists());
    let _ = std::fs::remove_dir_all(&base);
}

/// `ludo resume --list` speaks the player's language (`--lang`, else the locale),
/// as the resume prompt that points to it does: its lines were English in every
/// language.
#[test]
fn resume_list_speaks_the_players_language() {
    let dir = data_dir("list-lang");
    let list = |args: &[&str], locale: &str| {
        let out = ludo()
            .args(["resume", "--list"])
            .args(args)
            .env("LUDO_DATA_DIR", &dir)
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env("LANG", locale)
            .output()
            .unwrap();
        assert!(out.status.success(), "{args:?}");
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    // None set aside.
    assert!(list(&["--lang", "hi"], "C").contains("कोई अधूरा खेल अलग नहीं"));
    assert!(list(&[], "bn_IN.UTF-8").contains("কোনো অসমাপ্ত খেলা সরিয়ে রাখা নেই"));
    // One set aside, its file name the moment it was set aside.
    unfinished_save(&dir, 12);
    std::fs::create_dir_all(dir.join("abandoned")).unwrap();
    std::fs::rename(
        dir.join("current.json"),
        dir.join("abandoned/1700000000.json"),
    )
    .unwrap();
    let en = list(&[], "C");
    assert!(
        en.contains("  2023-11-14 22:13: Yellow person, Red person, 12 actions\n"),
        "{en}"
    );
    assert!(en.contains("Times are UTC. Continue one with"), "{en}");
    let hi = list(&["--lang", "hi"], "C");
    assert!(
        hi.contains("  2023-11-14 22:13: पीला व्यक्ति, लाल व्यक्ति, 12 कदम\n"),
        "{hi}"
    );
    assert!(hi.contains("से जारी रखें") && !hi.contains("Continue"), "{hi}");
    let bn = list(&[], "bn_IN.UTF-8");
    assert!(
        bn.contains("  2023-11-14 22:13: হলুদ ব্যক্তি, লাল ব্যক্তি, 12টি পদক্ষেপ\n"),
        "{bn}"
    );
    assert!(
        bn.contains("দিয়ে চালিয়ে যান") && !bn.contains("Continue"),
        "{bn}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `ludo resume FOLDER/tutorial.json` (a lesson) names the `ludo learn` that
/// continues it: with FOLDER as its data directory (it named the data directory in
/// use, where `learn` would start another lesson). Nothing is written.
#[test]
fn resume_of_another_folders_lesson_names_that_folder() {
    let dir = data_dir("lesson-elsewhere");
    let other = dir.join("other");
    std::fs::create_dir_all(&other).unwrap();
    unfinished_save(&other, 12);
    let text = std::fs::read_to_string(other.join("current.json")).unwrap();
    std::fs::remove_file(other.join("current.json")).unwrap();
    let mut lesson: serde_json::Value = serde_json::from_str(&text).unwrap();
    lesson["table"] = serde_json::json!({ "tutorial": true });
    let file = other.join("tutorial.json");
    std::fs::write(&file, lesson.to_string()).unwrap();
    let mine = dir.join("mine");
    let before = files(&dir);
    let out = run_without_terminal(&["resume", file.to_str().unwrap()], &mine);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("holds the lesson"), "{err}");
    assert!(
        err.contains(&format!("learn --data-dir {}`", other.display())),
        "{err}"
    );
    common::assert_same_files(&before, &files(&dir), "resume of a lesson");
    let _ = std::fs::remove_dir_all(&dir);
}

/// What `ludo resume --list` lists (and the prompts count) under `abandoned/`:
/// unfinished games only; a damaged file (cut short), a finished game and the
/// lesson are left out (the lesson's flag is read without loading its game again).
#[test]
fn resume_list_counts_unfinished_games_only() {
    let dir = data_dir("list-count");
    let aside = dir.join("abandoned");
    std::fs::create_dir_all(&aside).unwrap();
    unfinished_save(&dir, 12);
    let text = std::fs::read_to_string(dir.join("current.json")).unwrap();
    std::fs::write(aside.join("1700000001.json"), &text).unwrap();
    // Cut short: damaged.
    std::fs::write(aside.join("1700000002.json"), &text[..text.len() / 2]).unwrap();
    // The lesson (with a byte-order mark, as an editor on Windows writes).
    let mut lesson: serde_json::Value = serde_json::from_str(&text).unwrap();
    lesson["table"] = serde_json::json!({ "tutorial": true });
    std::fs::write(aside.join("1700000003.json"), format!("\u{FEFF}{lesson}")).unwrap();
    // A finished game.
    let finished = std::fs::read_to_string(format!(
        "{}/../tests/golden/saves/finished.save.json",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    std::fs::write(aside.join("1700000004.json"), finished).unwrap();
    let out = run_without_terminal(&["resume", "--list"], &dir);
    assert!(out.status.success());
    let list = String::from_utf8_lossy(&out.stdout);
    let games: Vec<&str> = list.lines().filter(|l| l.contains(": Yellow")).collect();
    assert_eq!(games.len(), 1, "{list}");
    assert!(games[0].contains("12 actions"), "{list}");
    // The damaged file is named on standard error, not silently left out.
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("1700000002.json cannot be read as a game") && err.lines().count() == 1,
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// One game set aside twice at the same point (the second copy differs only in the
/// table's state, e.g. the time left) has one id in `ludo resume --list`: `resume
/// --game ID` said "give more digits", which no digits could satisfy. It names the
/// two files and the `ludo resume FILE` that continues each, and changes nothing.
#[test]
fn two_copies_of_one_game_set_aside_are_told_apart_by_their_files() {
    use ludo_core::records::GameId;
    let dir = data_dir("aside-twice");
    let game = unfinished_save(&dir, 12);
    let id = GameId::of(&game).as_str()[..8].to_string();
    let aside = dir.join("abandoned");
    std::fs::create_dir_all(&aside).unwrap();
    let json = std::fs::read_to_string(dir.join("current.json")).unwrap();
    std::fs::write(aside.join("1700000000.json"), &json).unwrap();
    std::fs::write(aside.join("1700000100.json"), format!("{json}\n")).unwrap();
    std::fs::remove_file(dir.join("current.json")).unwrap();
    let before = files(&dir);
    let out = run_without_terminal(&["resume", "--game", &id], &dir);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(!err.contains("give more digits"), "{err}");
    for f in ["1700000000.json", "1700000100.json"] {
        let cmd = format!(" resume {} --data-dir ", aside.join(f).display());
        assert!(err.contains(&cmd), "{cmd}: {err}");
    }
    assert!(err.contains("2023-11-14 22:15 UTC"), "{err}");
    common::assert_same_files(&before, &files(&dir), "two copies");
    // Replay and review show the same moves from either copy: the id is enough.
    let out = run_without_terminal(&["replay", "--game", &id, "--text"], &dir);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert!(!err.contains("give more of the id"), "{err}");
    common::assert_same_files(&before, &files(&dir), "replay of two copies");
    let _ = std::fs::remove_dir_all(&dir);
}

/// An empty save file (or one of white space only), named on the command line or
/// in the data directory, is said to be empty, not with the JSON parser's "EOF
/// while parsing a value at line 1 column 0"; so is an empty position for
/// `analyze`. Nothing is changed.
#[test]
fn an_empty_file_is_said_to_be_empty() {
    let dir = data_dir("empty-file");
    let empty = dir.join("empty.json");
    std::fs::write(&empty, "").unwrap();
    let blank = dir.join("blank.json");
    std::fs::write(&blank, " \n\t\n").unwrap();
    for file in [&empty, &blank] {
        let f = file.to_str().unwrap();
        for args in [
            &["replay", "--text", f][..],
            &["review", f],
            &["verify", f],
            &["resume", f],
        ] {
            let out = run_without_terminal(args, &dir);
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
            assert!(
                err.contains(&format!("{f}: the file is empty, not a save file")),
                "{args:?}: {err}"
            );
            assert!(!err.contains("EOF"), "{args:?}: {err}");
        }
        let out = run_without_terminal(&["analyze", f], &dir);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert!(
            err.contains(&format!("{f} is empty: give a position")),
            "{err}"
        );
    }
    let out = ludo()
        .arg("analyze")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .and_then(|c| c.wait_with_output())
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("standard input is empty"), "{err}");
    // The current save of the data directory, empty: damaged, said so.
    std::fs::copy(&empty, dir.join("current.json")).unwrap();
    let before = files(&dir);
    let out = run_without_terminal(&["replay", "--text"], &dir);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("is damaged (the file is empty"), "{err}");
    common::assert_same_files(&before, &files(&dir), "replay of an empty save");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A current save written by a newer version of the save format: `replay` and
/// `review` say what `play` and `resume` say (it is left untouched; update ludo),
/// status 2, and touch nothing. They called it damaged, "kept as
/// current.json.damaged".
#[test]
fn replay_and_review_say_a_newer_save_is_left_untouched_as_play_does() {
    let dir = data_dir("newer-replay");
    unfinished_save(&dir, 20);
    let current = dir.join("current.json");
    let text = std::fs::read_to_string(&current).unwrap().replacen(
        &format!("\"version\":{}", ludo_core::save::VERSION),
        "\"version\":99",
        1,
    );
    assert!(text.contains("\"version\":99"));
    std::fs::write(&current, &text).unwrap();
    let before = files(&dir);
    let play = run_without_terminal(&["resume"], &dir);
    assert_eq!(play.status.code(), Some(2));
    for args in [&["replay", "--text"][..], &["review", "--rollouts", "1"]] {
        let out = run_without_terminal(args, &dir);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.contains("written by a newer version of ludo") && err.contains("left untouched"),
            "{args:?}: {err}"
        );
        assert!(
            !err.contains("damaged") && !err.contains("kept as"),
            "{args:?}: {err}"
        );
        common::assert_same_files(&before, &files(&dir), &format!("{args:?}"));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A bad `--profile` (no `=NAME`, an unknown colour) is an argument error, said
/// before "this command needs an interactive terminal", as other bad options are.
#[test]
fn a_bad_profile_is_reported_before_the_missing_terminal() {
    let dir = data_dir("badprofile");
    for args in [
        &["play", "--profile", "yellow"][..],
        &["play", "--profile", "purple=Asha"],
        &["play", "--players", "human,easy", "--profile", "yellow"],
    ] {
        let out = run_without_terminal(args, &dir);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        let said = args.last().unwrap().split('=').next().unwrap();
        assert!(
            err.contains("--profile") || err.contains(said),
            "{args:?}: {err}"
        );
        assert!(!err.contains("interactive terminal"), "{args:?}: {err}");
    }
    assert!(files(&dir).is_empty());
    let _ = std::fs::remove_dir_all(&dir);
}
