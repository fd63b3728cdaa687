//! End-to-end tests of the records commands: `ludo profiles`, `ludo history`,
//! `ludo stats`, `ludo replay --game`, and the recording of games played with
//! `ludo play --profile` (in a pseudo-terminal).

use ludo_core::Color;
use ludo_core::ai::{Budget, Level};
use ludo_core::game::{Game, GameSetup, Phase, SeatKind, SeatSetup};
use ludo_core::records::{GameFlags, Records, SeatProfile};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

mod common;

fn data_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("ludo-records-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn ludo(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ludo"))
        .args(args)
        .env("LUDO_DATA_DIR", dir)
        .output()
        .unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A finished game, person seats played by the `easy` CPU, its dice standing for
/// drawn ones (a chosen seed's game is never rated), reproducible from `seed`.
fn finished(seats: &[(Color, SeatKind)], seed: u64) -> Game {
    let mut g = Game::with_secret(
        &GameSetup {
            rules: Default::default(),
            seats: seats
                .iter()
                .map(|&(color, kind)| SeatSetup { color, kind })
                .collect(),
            seed: None,
            dice_script: vec![],
            first_player: None,
        },
        ludo_core::dice::DiceSecret::fixture(seed),
    )
    .unwrap();
    let b = Budget::default();
    while g.phase() != Phase::GameOver {
        let a = g
            .cpu_action(&b)
            .unwrap_or_else(|_| g.best_action(Level::Easy, &b));
        g.apply(a).unwrap();
    }
    g
}

#[test]
fn profiles_are_managed_from_the_command_line() {
    let dir = data_dir("profiles");
    // Reading never creates anything.
    let o = ludo(&dir, &["profiles"]);
    assert!(o.status.success());
    assert!(stdout(&o).contains("No profiles yet"), "{}", stdout(&o));
    // The command it suggests adds to this data directory (here from
    // LUDO_DATA_DIR), as `ludo stats` says too.
    let want = format!(" profiles add NAME --data-dir {}`", dir.display());
    assert!(stdout(&o).contains(&want), "{}", stdout(&o));
    let o = ludo(&dir, &["stats"]);
    assert!(stdout(&o).contains(&want), "{}", stdout(&o));
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0);
    assert!(ludo(&dir, &["profiles", "add", "Asha"]).status.success());
    let o = ludo(&dir, &["profiles", "add", " ASHA "]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("already a profile named \"Asha\""),
        "{}",
        stderr(&o)
    );
    assert!(ludo(&dir, &["profiles", "add", "Bilal"]).status.success());
    assert!(
        ludo(&dir, &["profiles", "rename", "bilal", "Bilu"])
            .status
            .success()
    );
    // The same name again: said so, nothing written (it said "Renamed").
    let before = std::fs::read(dir.join("records.db")).unwrap();
    let o = ludo(&dir, &["profiles", "rename", "bilu", " Bilu "]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "Bilu already has that name; nothing changed.\n",
        "{}",
        stdout(&o)
    );
    assert_eq!(std::fs::read(dir.join("records.db")).unwrap(), before);
    let o = ludo(&dir, &["profiles"]);
    let text = stdout(&o);
    assert!(
        text.contains("Asha") && text.contains("Bilu") && !text.contains("Bilal"),
        "{text}"
    );
    assert!(text.contains("1200"), "{text}");
    // Delete asks for --yes first.
    let o = ludo(&dir, &["profiles", "delete", "Bilu"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("--yes"), "{}", stderr(&o));
    let o = ludo(&dir, &["profiles", "--json"]);
    let list: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(list.as_array().unwrap().len(), 2);
    assert!(
        ludo(&dir, &["profiles", "delete", "Bilu", "--yes"])
            .status
            .success()
    );
    assert!(ludo(&dir, &["profiles", "add", "Chitra"]).status.success());
    // Merge, as irreversible as a delete, asks for --yes too: it says what it would
    // do, exits as delete does and changes no byte.
    let before = common::files(&dir);
    let o = ludo(&dir, &["profiles", "merge", "chitra", "asha"]);
    assert_eq!(o.status.code(), Some(1), "{}", stdout(&o));
    assert_eq!(
        stderr(&o),
        "ludo profiles: this merges Chitra into Asha: Asha takes over the records of \
         Chitra's 0 games and Chitra is deleted (every rating is recomputed); run again \
         with --yes to do it\n"
    );
    assert!(stdout(&o).is_empty(), "{}", stdout(&o));
    assert_eq!(common::files(&dir), before, "merge without --yes wrote");
    // Into itself: refused as such, --yes or not.
    for args in [
        &["profiles", "merge", "Asha", "asha"][..],
        &["profiles", "merge", "Asha", "asha", "--yes"],
    ] {
        let o = ludo(&dir, args);
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        assert!(
            stderr(&o).contains("cannot be merged into itself"),
            "{args:?}: {}",
            stderr(&o)
        );
    }
    let o = ludo(&dir, &["profiles", "merge", "Chitra", "Asha", "--yes"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("Merged Chitra into Asha"),
        "{}",
        stdout(&o)
    );
    let o = ludo(&dir, &["profiles", "--json"]);
    let list: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(list[0]["name"], "Asha");
    assert_eq!(list.as_array().unwrap().len(), 1);
    let o = ludo(&dir, &["profiles", "rename", "nobody", "X"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("no profile named"), "{}", stderr(&o));
    let o = ludo(&dir, &["profiles", "add", ""]);
    assert_eq!(o.status.code(), Some(1));
    // Named like a guest's or a CPU's seat: refused, in any case.
    for name in ["guest", "CPU (hard)", "cpu medium"] {
        let o = ludo(&dir, &["profiles", "add", name]);
        assert_eq!(o.status.code(), Some(1), "{name}");
        assert!(
            stderr(&o).contains("the game names a guest's or a CPU's seat that way"),
            "{}",
            stderr(&o)
        );
    }
    // The command it suggests works as printed: the name quoted, the data
    // directory (here from LUDO_DATA_DIR) named.
    let o = ludo(&dir, &["profiles", "add", "Mary Ann"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let want = format!(
        " play --profile 'yellow=Mary Ann' --data-dir {}`",
        dir.display()
    );
    assert!(stdout(&o).contains(&want), "{}", stdout(&o));
    let _ = std::fs::remove_dir_all(&dir);
}

fn set_read_only(path: &Path, read_only: bool) {
    let mut p = std::fs::metadata(path).unwrap().permissions();
    p.set_readonly(read_only);
    std::fs::set_permissions(path, p).unwrap();
}

/// A read-only records.db is read by the reading commands (history, stats, the
/// profile list, replay --game) without a file created or changed; the writing
/// commands refuse it (exit status 2, the typed error's words) and change nothing.
#[test]
fn reading_commands_read_a_read_only_database_and_writing_ones_refuse_it() {
    let dir = data_dir("read-only");
    let game = {
        let mut r = Records::open(dir.join("records.db")).unwrap();
        let asha = r.add_profile("Asha").unwrap();
        let g = finished(
            &[
                (Color::Yellow, SeatKind::Human),
                (Color::Red, SeatKind::Cpu(Level::Easy)),
            ],
            5,
        );
        let seats = [SeatProfile {
            color: Color::Yellow,
            profile: asha.id,
        }];
        r.record_game(&g, &seats, GameFlags::default())
            .unwrap()
            .game
    };
    set_read_only(&dir.join("records.db"), true);
    let before = common::files(&dir);
    for args in [
        &["history"][..],
        &["stats"],
        &["stats", "asha"],
        &["profiles"],
        &["profiles", "--json"],
    ] {
        let o = ludo(&dir, args);
        assert!(o.status.success(), "{args:?}: {}", stderr(&o));
        assert!(stdout(&o).contains("Asha"), "{args:?}: {}", stdout(&o));
    }
    let o = ludo(&dir, &["history"]);
    assert!(stdout(&o).contains(&game.as_str()[..8]), "{}", stdout(&o));
    for args in [
        &["profiles", "add", "Bina"][..],
        &["profiles", "rename", "Asha", "Ash"],
    ] {
        let o = ludo(&dir, args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).contains("read-only"), "{args:?}: {}", stderr(&o));
    }
    common::assert_same_files(
        &before,
        &common::files(&dir),
        "reading a read-only database",
    );
    set_read_only(&dir.join("records.db"), false);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn refused_profile_changes_create_nothing() {
    // A data directory that does not exist yet: a refused change must not make it,
    // nor a records database in it.
    let parent = data_dir("refused-profiles");
    let dir = parent.join("new");
    let long = "x".repeat(40);
    for args in [
        &["profiles", "rename", "Nobody", "X"][..],
        &["profiles", "delete", "Nobody"],
        &["profiles", "delete", "Nobody", "--yes"],
        &["profiles", "merge", "A", "B"],
        &["profiles", "merge", "A", "B", "--yes"],
        // An unknown profile is an error without a database as with one.
        &["history", "--profile", "Nobody"],
        &["history", "--profile", "Nobody", "--json"],
        &["stats", "Nobody"],
        &["profiles", "add", "  "],
        &["profiles", "add", &long],
        &["profiles", "add", "a\u{7}b"],
    ] {
        let o = ludo(&dir, args);
        assert_eq!(o.status.code(), Some(1), "{args:?}: {}", stderr(&o));
        assert!(!stderr(&o).is_empty(), "{args:?} said nothing");
        assert!(!dir.exists(), "{args:?} made {}", dir.display());
    }
    let o = ludo(&dir, &["history", "--profile", "Nobody"]);
    assert_eq!(
        stderr(&o),
        "ludo history: no profile named \"Nobody\"\n",
        "{}",
        stdout(&o)
    );
    // With a database: a refused rename changes no byte of it.
    assert!(ludo(&dir, &["profiles", "add", "Asha"]).status.success());
    let before = common::files(&dir);
    for args in [
        &["profiles", "rename", "Asha", ""][..],
        &["profiles", "rename", "Nobody", "X"],
        &["profiles", "delete", "Asha"],
        &["profiles", "merge", "Asha", "Nobody", "--yes"],
        &["history", "--profile", "Nobody"],
        &["history", "--profile", "Nobody", "--json"],
        &["stats", "Nobody"],
    ] {
        assert_eq!(ludo(&dir, args).status.code(), Some(1), "{args:?}");
        assert_eq!(
            common::files(&dir),
            before,
            "{args:?} changed the directory"
        );
    }
    let _ = std::fs::remove_dir_all(&parent);
}

#[test]
fn history_stats_and_replay_of_recorded_games() {
    let dir = data_dir("history");
    let o = ludo(&dir, &["history"]);
    assert!(o.status.success());
    assert!(stdout(&o).contains("No finished games"), "{}", stdout(&o));
    assert_eq!(
        std::fs::read_dir(&dir).unwrap().count(),
        0,
        "nothing created"
    );
    // Three games recorded through the core, as a shell would.
    let mut ids = vec![];
    {
        let mut r = Records::open(dir.join("records.db")).unwrap();
        let asha = r.add_profile("Asha").unwrap();
        let bilal = r.add_profile("Bilal").unwrap();
        for seed in 1..=3 {
            let g = finished(
                &[
                    (Color::Yellow, SeatKind::Human),
                    (Color::Blue, SeatKind::Cpu(Level::Medium)),
                    (Color::Red, SeatKind::Human),
                ],
                seed,
            );
            let seats = [
                SeatProfile {
                    color: Color::Yellow,
                    profile: asha.id.clone(),
                },
                SeatProfile {
                    color: Color::Red,
                    profile: bilal.id.clone(),
                },
            ];
            ids.push(
                r.record_game(&g, &seats, GameFlags::default())
                    .unwrap()
                    .game,
            );
        }
    }
    let o = ludo(&dir, &["history"]);
    assert!(o.status.success());
    let text = stdout(&o);
    for id in &ids {
        assert!(text.contains(&id.as_str()[..8]), "{text}");
    }
    assert!(
        text.contains("rated") && text.contains("Asha") && text.contains("CPU (medium)"),
        "{text}"
    );
    assert!(text.contains("→"), "rating changes are shown: {text}");
    // The replay command it suggests works as printed (the data directory named).
    let replay = format!(
        " replay --game {} --data-dir {}`",
        &ids[2].as_str()[..8],
        dir.display()
    );
    assert!(text.contains(&replay), "{text}");
    // And how to check its dice.
    let verify = format!(
        " verify --game {} --data-dir {}`",
        &ids[2].as_str()[..8],
        dir.display()
    );
    assert!(text.contains(&verify), "{text}");
    let text_history = text.clone();
    let o = ludo(
        &dir,
        &["history", "--json", "--profile", "bilal", "--limit", "2"],
    );
    let games: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(games.as_array().unwrap().len(), 2);
    assert_eq!(games[0]["id"], ids[2].as_str());
    // `--limit 0` shows no game but does not claim there are none.
    let o = ludo(&dir, &["history", "--limit", "0"]);
    assert!(o.status.success());
    assert_eq!(
        stdout(&o),
        "0 of 3 games shown; --limit N shows more.\n",
        "{}",
        stdout(&o)
    );
    // Paging: `--skip N` passes the N newest (hundreds of games were reachable only
    // with a `--limit` as large as all of them), and each page says how to go on.
    let o = ludo(&dir, &["history", "--limit", "2"]);
    assert!(
        stdout(&o)
            .contains("Games 1 to 2 of 3 shown (newest first); --skip 2 shows the next ones."),
        "{}",
        stdout(&o)
    );
    // The first page is worded as the others (it said "2 of 3 games shown; --limit
    // N shows more, ...").
    let o = ludo(&dir, &["history", "--limit", "1"]);
    assert!(
        stdout(&o).contains("Game 1 of 3 shown (newest first); --skip 1 shows the next ones."),
        "{}",
        stdout(&o)
    );
    let o = ludo(&dir, &["history", "--skip", "1", "--limit", "1"]);
    let text = stdout(&o);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        text.contains(&ids[1].as_str()[..8])
            && !text.contains(&ids[2].as_str()[..8])
            && !text.contains(&ids[0].as_str()[..8]),
        "{text}"
    );
    assert!(
        text.contains("Game 2 of 3 shown (newest first); --skip 2 shows the next ones."),
        "{text}"
    );
    let o = ludo(&dir, &["history", "--skip", "1"]);
    assert!(
        stdout(&o).contains("Games 2 to 3 of 3 shown (newest first).\n"),
        "{}",
        stdout(&o)
    );
    let o = ludo(&dir, &["history", "--skip", "3"]);
    assert_eq!(
        stdout(&o),
        "0 of 3 games shown: --skip 3 passes them all.\n"
    );
    let o = ludo(&dir, &["history", "--json", "--skip", "2"]);
    let games: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(games.as_array().unwrap().len(), 1);
    assert_eq!(games[0]["id"], ids[0].as_str());
    // A profile without games is not "no games recorded".
    assert!(ludo(&dir, &["profiles", "add", "Chen"]).status.success());
    let o = ludo(&dir, &["history", "--profile", "chen"]);
    assert_eq!(stdout(&o), "Chen has no finished games yet.\n");
    // Stats: text and JSON agree.
    let o = ludo(&dir, &["stats", "Asha", "--json"]);
    assert!(o.status.success());
    let st: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(st["games"], 3);
    let rolls = st["rolls"].as_u64().unwrap();
    assert!(rolls > 30);
    let o = ludo(&dir, &["stats", "asha"]);
    let text = stdout(&o);
    assert!(text.contains("Games        3"), "{text}");
    assert!(text.contains(&format!("of {rolls} rolls")), "{text}");
    assert!(
        text.contains("as expected from a fair die") || text.contains("unusual: p ="),
        "{text}"
    );
    let o = ludo(&dir, &["stats"]);
    assert!(stdout(&o).contains("Bilal"), "{}", stdout(&o));
    let o = ludo(&dir, &["stats", "nobody"]);
    assert_eq!(o.status.code(), Some(1));
    // Replay a recorded game by a short id.
    let o = ludo(&dir, &["replay", "--text", "--game", &ids[0].as_str()[..6]]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("Game over"), "{}", stdout(&o));
    // It names the profiles the people played as, as the game did ("person" before).
    let first = stdout(&o).lines().next().unwrap_or_default().to_string();
    assert!(
        first.contains("Yellow ○ · Asha") && first.contains("Red △ · Bilal"),
        "{first}"
    );
    let o = ludo(&dir, &["replay", "--text", "--game", "ffffffff"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("no recorded game"), "{}", stderr(&o));
    // Review it by the id too, as `ludo history` suggests (it needed the save's
    // path, which the history does not show).
    let review = format!(
        " review --game {} --data-dir {}`",
        &ids[2].as_str()[..8],
        dir.display()
    );
    assert!(text_history.contains(&review), "{text_history}");
    let o = ludo(
        &dir,
        &[
            "review",
            "--json",
            "--rollouts",
            "2",
            "--game",
            &ids[0].as_str()[..6],
        ],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let r: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert!(!r["entries"].as_array().unwrap().is_empty(), "{r}");
    let o = ludo(&dir, &["review", "--game", "ffffffff"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("no recorded game"), "{}", stderr(&o));
    // Neither a save nor --game: the current save, and there is none here.
    let o = ludo(&dir, &["review"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stderr(&o).contains("no saved game in"), "{}", stderr(&o));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_damaged_database_is_set_aside_with_a_message() {
    let dir = data_dir("damaged");
    std::fs::write(
        dir.join("records.db"),
        "not a database at all, sorry".repeat(50),
    )
    .unwrap();
    let o = ludo(&dir, &["profiles", "add", "Asha"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.contains("could not be used") && err.contains("kept as"),
        "{err}"
    );
    let kept: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("records.db.damaged-"))
        .collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert_eq!(
        std::fs::read_to_string(dir.join(&kept[0])).unwrap(),
        "not a database at all, sorry".repeat(50)
    );
    let o = ludo(&dir, &["profiles"]);
    assert!(stdout(&o).contains("Asha"));
    assert!(stderr(&o).is_empty(), "{}", stderr(&o));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn two_processes_add_profiles_at_once() {
    let dir = data_dir("two");
    assert!(ludo(&dir, &["profiles", "add", "first"]).status.success());
    let spawn = |tag: &'static str, dir: PathBuf| {
        std::thread::spawn(move || {
            for i in 0..12 {
                let o = ludo(&dir, &["profiles", "add", &format!("{tag}{i}")]);
                assert!(o.status.success(), "{}", stderr(&o));
            }
        })
    };
    let a = spawn("a", dir.clone());
    let b = spawn("b", dir.clone());
    a.join().unwrap();
    b.join().unwrap();
    let o = ludo(&dir, &["profiles", "--json"]);
    let list: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(list.as_array().unwrap().len(), 25);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_finished_save_left_unrecorded_is_recorded_once_at_start_up() {
    let dir = data_dir("leftover");
    // A finished game in the current save and no records: the process that finished
    // it was killed before recording it.
    let g = finished(
        &[
            (Color::Yellow, SeatKind::Human),
            (Color::Red, SeatKind::Cpu(Level::Easy)),
        ],
        9,
    );
    std::fs::write(dir.join("current.json"), ludo_core::save::save(&g).unwrap()).unwrap();
    for _ in 0..2 {
        let o = ludo(&dir, &["resume"]);
        assert_eq!(
            o.status.code(),
            Some(1),
            "the game is over: nothing to resume"
        );
    }
    let o = ludo(&dir, &["history", "--json"]);
    let games: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(games.as_array().unwrap().len(), 1, "recorded once");
    assert_eq!(games[0]["unrated_reason"], "no_profile");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The table's save names the seats' profiles; a finished game recorded at start-up
/// (its process killed, or the records unusable when it ended) keeps them.
#[test]
fn a_leftover_finished_game_is_recorded_with_the_profiles_of_its_save() {
    let dir = data_dir("leftover-profiles");
    assert!(ludo(&dir, &["profiles", "add", "Asha"]).status.success());
    let list: serde_json::Value =
        serde_json::from_str(&stdout(&ludo(&dir, &["profiles", "--json"]))).unwrap();
    let id = list[0]["id"].as_str().unwrap().to_string();
    let g = finished(
        &[
            (Color::Yellow, SeatKind::Human),
            (Color::Red, SeatKind::Cpu(Level::Easy)),
        ],
        11,
    );
    let mut save: serde_json::Value =
        serde_json::from_str(&ludo_core::save::save(&g).unwrap()).unwrap();
    save["table"] = serde_json::json!({
        "tutorial": false,
        "turn_time_left_ms": null,
        "undos": 0,
        "people": ["yellow"],
        "profiles": {"yellow": id, "red": null},
    });
    std::fs::write(dir.join("current.json"), save.to_string()).unwrap();
    let o = ludo(&dir, &["resume"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o)
            .contains("The last finished game was recorded in the history: rated, Asha 1200 → "),
        "{}",
        stderr(&o)
    );
    let o = ludo(&dir, &["history", "--json"]);
    let games: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(games.as_array().unwrap().len(), 1);
    assert_eq!(games[0]["seats"][0]["profile_name"], "Asha", "{games:#}");
    assert_eq!(games[0]["rated"], true, "{games:#}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A finished game that was never recorded (records.db read-only or failing when it
/// ended) and whose current save "play again" has since replaced is still under
/// `finished/`: start-up records it, with the profiles of its table save, once.
#[test]
fn unrecorded_games_under_finished_are_recorded_once_at_start_up() {
    let dir = data_dir("finished-dir");
    assert!(ludo(&dir, &["profiles", "add", "Asha"]).status.success());
    let list: serde_json::Value =
        serde_json::from_str(&stdout(&ludo(&dir, &["profiles", "--json"]))).unwrap();
    let id = list[0]["id"].as_str().unwrap().to_string();
    let seats = [
        (Color::Yellow, SeatKind::Human),
        (Color::Red, SeatKind::Cpu(Level::Easy)),
    ];
    std::fs::create_dir_all(dir.join("finished")).unwrap();
    for (seed, name) in [
        (21, "game-1767225600-1.json"),
        (22, "game-1767225900-2.json"),
    ] {
        let mut save: serde_json::Value =
            serde_json::from_str(&ludo_core::save::save(&finished(&seats, seed)).unwrap()).unwrap();
        save["table"] = serde_json::json!({
            "tutorial": false,
            "turn_time_left_ms": null,
            "undos": 0,
            "people": ["yellow"],
            "profiles": {"yellow": id, "red": null},
        });
        std::fs::write(dir.join("finished").join(name), save.to_string()).unwrap();
    }
    // Damaged or unfinished files there are left alone.
    std::fs::write(dir.join("finished").join("game-1767226000-3.json"), "{").unwrap();
    // The current save: the game after them, finished too ("play again"), so that
    // `ludo resume` records without a terminal and says the game is over.
    let last = finished(&seats, 23);
    std::fs::write(
        dir.join("current.json"),
        ludo_core::save::save(&last).unwrap(),
    )
    .unwrap();
    let o = ludo(&dir, &["resume"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("The last finished game was recorded in the history"),
        "{}",
        stderr(&o)
    );
    assert!(
        stderr(&o).contains("Recorded in the history: 2 earlier finished games kept under"),
        "{}",
        stderr(&o)
    );
    let o = ludo(&dir, &["resume"]);
    assert!(!stderr(&o).contains("recorded"), "{}", stderr(&o));
    let o = ludo(&dir, &["history", "--json"]);
    let games: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    let games = games.as_array().unwrap();
    assert_eq!(games.len(), 3, "each recorded once: {games:#?}");
    let with_asha = games
        .iter()
        .filter(|g| g["seats"][0]["profile_name"] == "Asha")
        .count();
    assert_eq!(
        with_asha, 2,
        "the archived games keep their profile: {games:#?}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[cfg(unix)]
mod pty {
    use super::*;
    use common::pty::spawn;

    #[test]
    fn a_game_played_as_a_profile_is_recorded_and_rated() {
        let dir = data_dir("pty");
        assert!(ludo(&dir, &["profiles", "add", "Asha"]).status.success());
        let args = "play --players human,random --cpu-delay-ms 0 --profile yellow=Asha";
        let mut s = spawn(args, &dir);
        s.expect("LUDO · ");
        // Space rolls and moves the selected token; it does nothing once the game is over.
        s.press_until(" ", 15, "GAME OVER", 240);
        s.expect("Recorded in the history: rated, Asha 1200 →");
        s.send("q");
        s.exit();
        let o = ludo(&dir, &["history", "--json"]);
        let games: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
        assert_eq!(games.as_array().unwrap().len(), 1);
        let g = &games[0];
        assert_eq!(g["rated"], true);
        assert_eq!(g["seats"][0]["profile_name"], "Asha");
        assert_eq!(g["seats"][1]["kind"]["level"], "random");
        let o = ludo(&dir, &["stats", "Asha", "--json"]);
        let st: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
        assert_eq!(st["games"], 1);
        assert_eq!(st["profile"]["rated_games"], 1);
        // Asha (1200) against `random` (815): E = 1/(1+10^(−385/400)) = 0.901698, so
        // a win gives 32·(1 − E) = +3.146 and a loss 32·(0 − E) = −28.854.
        let r = st["profile"]["rating"].as_f64().unwrap();
        assert!(
            (r - 1203.146).abs() < 0.01 || (r - 1171.146).abs() < 0.01,
            "{r}"
        );
        // The finished save is still there: the next start does not record it again.
        let o = ludo(&dir, &["resume"]);
        assert_eq!(o.status.code(), Some(1));
        let o = ludo(&dir, &["history", "--json"]);
        let games: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
        assert_eq!(games.as_array().unwrap().len(), 1);
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A FIFO in place of `current.json` counts as a damaged save (`docs/terminal.md`):
    /// looking for a finished game to record must not open it, which would block
    /// until something writes to it (`play` hung there, showing nothing).
    #[test]
    fn play_starts_when_the_current_save_is_a_fifo() {
        let dir = data_dir("fifo");
        let fifo = dir.join("current.json");
        let made = Command::new("mkfifo").arg(&fifo).status().unwrap();
        assert!(made.success());
        let mut s = spawn("play --players human,easy --cpu-delay-ms 0", &dir);
        s.expect("LUDO · ");
        s.send("q");
        s.exit();
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// `ludo ARGS` on `dir` refuses (status 2), saying `want`, and changes nothing
    /// there: not even the lock file or the records database.
    fn refused(dir: &Path, args: &[&str], want: &str) {
        let before = common::files(dir);
        let mut s = args
            .iter()
            .fold(common::pty::ludo("", dir), |l, a| l.arg(a))
            .spawn();
        assert_eq!(s.exit().exit_code(), 2, "{args:?}");
        s.expect(want);
        common::assert_same_files(&before, &common::files(dir), &format!("{args:?}"));
    }

    /// `play --profile` on a read-only records.db is refused (a game played as a
    /// profile must be recorded) before anything is written: it made the lock file.
    #[test]
    fn a_profile_on_a_read_only_database_is_refused_before_anything_is_written() {
        let dir = data_dir("badopt-ro");
        assert!(ludo(&dir, &["profiles", "add", "Asha"]).status.success());
        super::set_read_only(&dir.join("records.db"), true);
        refused(&dir, &["play", "--profile", "yellow=Asha"], "read-only");
        let args = [
            "play",
            "--players",
            "human,easy",
            "--profile",
            "yellow=Asha",
        ];
        refused(&dir, &args, "read-only");
        super::set_read_only(&dir.join("records.db"), false);
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// `play --profile` on a damaged records.db is refused, and the file stays as
    /// it is (opening it set it aside and made a new one before the refusal), with
    /// a hint that says the records are damaged, not "add it".
    #[test]
    fn a_profile_on_a_damaged_database_is_refused_and_the_file_left_alone() {
        let dir = data_dir("badopt-damaged");
        std::fs::create_dir_all(&dir).unwrap();
        let junk = b"garbage, not a database\n".repeat(50);
        std::fs::write(dir.join("records.db"), &junk).unwrap();
        let before = common::files(&dir);
        let mut s = spawn("play --profile yellow=Asha", &dir);
        assert_eq!(s.exit().exit_code(), 2);
        s.expect("cannot be used");
        assert!(!s.screen().contains("add it"), "{}", s.screen());
        common::assert_same_files(&before, &common::files(&dir), "damaged");
        assert_eq!(std::fs::read(dir.join("records.db")).unwrap(), junk);
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// On a terminal (without one, `play` is refused before it reads anything).
    #[test]
    fn bad_profile_options_of_play_are_refused_before_anything_is_written() {
        let dir = data_dir("badopt");
        assert!(ludo(&dir, &["profiles", "add", "Asha"]).status.success());
        let easy = ["play", "--players", "human,easy", "--profile"];
        refused(
            &dir,
            &[&easy[..], &["red=Asha"]].concat(),
            "not a person's seat",
        );
        refused(
            &dir,
            &[&easy[..], &["yellow=Nobody"]].concat(),
            "no profile named",
        );
        refused(&dir, &[&easy[..], &["Asha"]].concat(), "COLOR=NAME");
        refused(&dir, &["play", "--profile", "yellow= "], "(no name)");
        refused(
            &dir,
            &["play", "--profile", "yellow=Nobody"],
            "no profile named",
        );
        let two = ["play", "--profile", "yellow=Asha", "--profile", "red=asha"];
        refused(&dir, &two, "cannot play two seats");
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A `--profile` on a data directory that does not exist yet is refused without
    /// making the directory, its lock file or a records database.
    #[test]
    fn a_profile_refused_on_a_new_data_directory_creates_nothing() {
        let dir = data_dir("badopt-new").join("not-yet");
        for args in [
            "play --profile yellow=Asha",
            "play --players human,easy --profile yellow=Asha",
        ] {
            let mut s = spawn(args, &dir);
            assert_eq!(s.exit().exit_code(), 2, "{args}");
            s.expect("no profile named");
            assert!(!dir.exists(), "{args} made {}", dir.display());
        }
        let _ = std::fs::remove_dir_all(dir.parent().unwrap());
    }
}

/// A person's seat handed to the CPU mid-game is named as the CPU in `ludo
/// history` (with its level, as the game-over box names it), not as a guest.
#[test]
fn history_names_a_seat_handed_to_the_cpu_as_the_cpu() {
    let dir = data_dir("handed");
    let mut g = Game::new(&GameSetup {
        rules: Default::default(),
        seats: vec![
            SeatSetup {
                color: Color::Yellow,
                kind: SeatKind::Human,
            },
            SeatSetup {
                color: Color::Red,
                kind: SeatKind::Human,
            },
        ],
        seed: Some(5),
        dice_script: vec![],
        first_player: None,
    })
    .unwrap();
    let b = Budget::default();
    for _ in 0..6 {
        let a = g.best_action(Level::Easy, &b);
        g.apply(a).unwrap();
    }
    g.apply(ludo_core::game::Action::Seat(
        Color::Red,
        SeatKind::Cpu(Level::Hard),
    ))
    .unwrap();
    while g.phase() != Phase::GameOver {
        let a = g
            .cpu_action(&b)
            .unwrap_or_else(|_| g.best_action(Level::Easy, &b));
        g.apply(a).unwrap();
    }
    {
        let mut r = Records::open(dir.join("records.db")).unwrap();
        r.record_game(&g, &[], GameFlags::default()).unwrap();
    }
    let o = ludo(&dir, &["history"]);
    let text = stdout(&o);
    assert!(o.status.success(), "{text}");
    let red = text.lines().find(|l| l.contains("Red")).unwrap();
    assert!(red.contains("handed to the CPU (hard)"), "{text}");
    assert!(!red.contains("guest"), "{text}");
    let yellow = text.lines().find(|l| l.contains("Yellow")).unwrap();
    assert!(yellow.contains("guest"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `ludo replay --game ID` and `ludo review --game ID` find an unfinished game set
/// aside under `abandoned/` (which `ludo resume --list` names by the same ids) as
/// well as the history's games; they found only the history's, so a game set
/// aside could be opened only by its path. Digits that name games in both places
/// are refused as ambiguous, and nothing is written.
#[test]
fn replay_and_review_find_a_game_set_aside_by_its_id() {
    use ludo_core::records::GameId;
    let dir = data_dir("aside-by-id");
    std::fs::create_dir_all(dir.join("abandoned")).unwrap();
    // A recorded game, with a profile.
    let (asha, recorded) = {
        let mut r = Records::open(dir.join("records.db")).unwrap();
        let asha = r.add_profile("Asha").unwrap();
        let g = finished(
            &[
                (Color::Yellow, SeatKind::Human),
                (Color::Red, SeatKind::Cpu(Level::Easy)),
            ],
            5,
        );
        let seats = [SeatProfile {
            color: Color::Yellow,
            profile: asha.id.clone(),
        }];
        let id = r
            .record_game(&g, &seats, GameFlags::default())
            .unwrap()
            .game;
        (asha, id)
    };
    // A game set aside, its yellow seat played as Asha (the table's save names the
    // profile by its id); as many actions in as give it the first digit of the
    // recorded game's id, to try digits that name both.
    let (actions, game) = (10..60)
        .map(|n| (n, common::unfinished_save(&dir, n)))
        .find(|(_, g)| GameId::of(g).as_str()[..1] == recorded.as_str()[..1])
        .unwrap();
    let mut save: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("current.json")).unwrap()).unwrap();
    save["table"] = serde_json::json!({ "profiles": { "yellow": asha.id.to_string() } });
    std::fs::write(dir.join("abandoned/1700000000.json"), save.to_string()).unwrap();
    std::fs::remove_file(dir.join("current.json")).unwrap();
    std::fs::remove_file(dir.join("current.json.bak")).unwrap();
    let id = GameId::of(&game).as_str().to_string();
    let before = common::files(&dir);
    let o = ludo(&dir, &["replay", "--text", "--game", &id[..8]]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("Yellow ○ · Asha"), "{text}");
    assert!(text.ends_with("(the game is not over)\n"), "{text}");
    assert_eq!(
        text.lines().count(),
        actions + 2,
        "the seats, the actions, not over:\n{text}"
    );
    let o = ludo(
        &dir,
        &["review", "--json", "--rollouts", "2", "--game", &id[..8]],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let r: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert!(!r["entries"].as_array().unwrap().is_empty(), "{r}");
    // The history's game is still found.
    let o = ludo(
        &dir,
        &["replay", "--text", "--game", &recorded.as_str()[..8]],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("Game over"), "{}", stdout(&o));
    // Unknown digits name both places to look.
    let o = ludo(&dir, &["replay", "--text", "--game", "xyz"]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.contains("no recorded game") && err.contains("resume --list"),
        "{err}"
    );
    // Digits shared by the recorded game and the one set aside name neither.
    let o = ludo(&dir, &["review", "--game", &id[..1]]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("1 in the history, 1 set aside"),
        "{}",
        stderr(&o)
    );
    common::assert_same_files(&before, &common::files(&dir), "replay and review");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A profile an older version left with an empty name is renamed with a sentence
/// that says so: it said "Renamed  to Empty.".
#[test]
fn renaming_a_profile_with_an_empty_name_says_so() {
    let dir = data_dir("empty-name");
    assert!(ludo(&dir, &["profiles", "add", "Asha"]).status.success());
    let o = ludo(&dir, &["profiles", "--json"]);
    let list: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    let id = list[0]["id"].as_str().unwrap().to_owned();
    let db = rusqlite::Connection::open(dir.join("records.db")).unwrap();
    db.execute(
        "UPDATE profiles SET name = '', name_key = '' WHERE id = ?1",
        [&id],
    )
    .unwrap();
    drop(db);
    let o = ludo(&dir, &["profiles", "rename", &id, "Empty"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "Renamed the profile with an empty name (\"\") to Empty.\n"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// An id that names no game is said back as typed, whatever was typed: a Hindi
/// word (a name typed where the id goes) came back with its marks as Rust escapes,
/// `"स\u{902}जय"`, in `replay`, `review`, `verify` and `resume --game`.
#[test]
fn an_unknown_game_id_is_said_back_as_typed() {
    let dir = data_dir("unknown-id-as-typed");
    for args in [
        vec!["replay", "--text", "--game", "संजय"],
        vec!["review", "--game", "संजय"],
        vec!["verify", "--game", "संजय"],
        vec!["resume", "--game", "संजय"],
    ] {
        let o = ludo(&dir, &args);
        assert!(!o.status.success(), "{args:?}");
        let err = stderr(&o);
        assert!(err.contains("\"संजय\""), "{args:?}: {err}");
        assert!(!err.contains("\\u{"), "{args:?}: {err}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
