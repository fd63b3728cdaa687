//! End-to-end tests of `ludo play` / `ludo resume`: the real binary in a
//! pseudo-terminal (portable-pty), its screen read back through a terminal emulator
//! (vt100).
//!
//! * a whole game, one person seat driven by scripted keys and a CPU, to the
//!   game-over screen (with a terminal resize in the middle);
//! * a kill (SIGKILL) mid-game, then `ludo resume`: the same position on screen and
//!   the same next roll;
//! * a damaged save: `ludo resume` says so and continues from the backup, and the
//!   damaged file is kept as `current.json.damaged`;
//! * a save that fails (data directory is a file): "NOT saved", non-zero status;
//! * the resume hint names a custom `--data-dir`;
//! * SIGTERM: saved, main screen back, status 143;
//! * a second process on the same data directory is refused (the lock);
//! * an unfinished save is never replaced silently: `ludo play --players ...` asks
//!   first, `ludo play --new` sets it aside under `abandoned/` when the new game
//!   starts, and quitting before that changes nothing (in a new or empty data
//!   directory not even a lock file or a records database is made);
//! * keys do nothing while the terminal is too small for the board;
//! * the quit line names a command that works (the full path of the program when it
//!   was not started by name from PATH);
//! * the layout at the minimum 80×15 (every seat with its counts, the status) and
//!   at 120 columns (no word cut);
//! * `c` then a colour hands that seat to the CPU, whoever is to act;
//! * `ludo learn` plays the lesson to its end and never touches `current.json`;
//! * `--lang hi` and `LANG=bn_IN.UTF-8` show the game in Hindi and Bengali: the
//!   core's texts and the terminal's own labels (panel, help, house rules), at 80×15
//!   too;
//! * Ctrl-C in `ludo simulate` prints the results so far and exits 130;
//! * Ctrl-C in `ludo review` prints the decisions reviewed so far and exits 130.
//! * a game set aside comes back with `ludo resume --game ID` (`--list` names it),
//!   the game saved until then set aside in its place;
//! * the setup screen at 80×24 opens with the seats in view; `?` there shows its
//!   keys and Esc leaves it saying that no game was started;
//! * `ludo play` in a read-only folder says so before the game.

#![cfg(unix)]

mod common;

use common::pty::{
    COLS, Ludo, ROWS, Session, TempDir, as_terminals_draw, eventually, kill, ludo, pause, spawn,
};
use ludo_core::game::{Action, Game, Phase};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

fn saved(dir: &Path) -> Game {
    let text = std::fs::read_to_string(dir.join("current.json")).expect("a save file");
    ludo_core::save::load(&text).expect("a valid save file")
}

/// `ludo ARGS` without a terminal, on the data directory `dir`.
fn run(dir: &Path, args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_ludo"))
        .args(args)
        .env("LUDO_DATA_DIR", dir)
        .output()
        .unwrap()
}

#[test]
fn a_whole_game_against_the_cpu_reaches_the_game_over_screen() {
    let dir = TempDir::new("whole");
    let mut s = spawn(
        "play --players human,medium --seed 7 --cpu-delay-ms 0",
        &dir,
    );
    s.expect("LUDO · ");
    // The person: rolls with Space, asks for hints, picks tokens by number, and
    // otherwise takes the selected token with Space. Space does nothing on the
    // game-over screen, so the script can run until it appears.
    let script = [" ", "h", "3", " ", "1", " ", "2", " "];
    let end = Instant::now() + Duration::from_secs(240);
    let mut i = 0;
    while !s.screen().contains("GAME OVER") {
        let screen = s.screen();
        assert!(Instant::now() < end, "no game over; the screen:\n{screen}");
        s.send(script[i % script.len()]);
        i += 1;
        if i == 40 {
            // A resize in the middle of the game: the screen is redrawn, nothing breaks.
            s.resize(24, 90);
            pause(200);
            s.resize(ROWS, COLS);
        }
        pause(15);
    }
    // The frame may still be arriving: wait for each part of the game-over panel.
    for want in ["GAME OVER", "1st", "2nd", "Dice rolled", "p: play again"] {
        s.expect(want);
    }
    // The finished game is saved, and archived for `ludo replay`.
    let g = saved(&dir);
    assert_eq!(g.phase(), Phase::GameOver);
    assert!(g.history().iter().any(|a| matches!(a, Action::Move(_))));
    let archived: Vec<_> = std::fs::read_dir(dir.join("finished"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(archived.len(), 1);
    // The table's save (profiles, undo count): start-up recording records it as it
    // ended when recording it failed then.
    let copy = std::fs::read_to_string(&archived[0]).unwrap();
    assert!(
        ludo_core::table::inspect_save(&copy).is_ok() && copy.contains("\"table\""),
        "{copy}"
    );
    // The help over the game-over panel: the key line stays the game-over one (it
    // showed the in-game keys while the help paused the table).
    s.send("?");
    s.expect("Press any key to close this help");
    s.expect("p play again · n new game");
    s.expect("play again: the same seats and rules");
    assert!(!s.screen().contains("roll or move"), "{}", s.screen());
    s.send("x");
    // Enter (held for rolling) does not play again: the panel stays; `p` does.
    s.send("\r\r");
    pause(300);
    s.expect("GAME OVER");
    s.send("p");
    s.expect("Game 2 begins");
    s.quit();
    // The terminal was given back: main screen (the last output may still be in flight).
    let main_screen = eventually(5, || !s.alternate_screen());
    assert!(main_screen, "still on the alternate screen");
    // `ludo replay --text` tells the archived game move by move.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_ludo"))
        .args(["replay", "--text"])
        .arg(&archived[0])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Game over"), "{text}");
    assert!(text.lines().count() > g.history().len());
}

/// The board (the left 60 columns of the first 30 rows) with the marks of the last
/// move taken out (`◌` where a token left; the table does not keep the last move in
/// the save) and the squares under them made alike, so two boards of one position
/// compare equal.
fn board_position(s: &Session) -> String {
    let p = s.parser.lock().unwrap();
    let board = p.screen().rows(0, 60).take(30).collect::<Vec<_>>();
    let b = board.join("\n").replace(['◌', '★', '☆'], "·");
    let mut out = String::new();
    let chars: Vec<char> = b.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if chars[i] == '[' && i + 2 < chars.len() && chars[i + 2] == ']' {
            out.push_str("[·]");
            i += 3;
        } else {
            out.push(chars[i]);
            i += 1;
        }
    }
    out
}

#[test]
fn killed_mid_game_resumes_to_the_same_position_and_the_same_next_roll() {
    let dir = TempDir::new("kill");
    let mut s = spawn(
        "play --players human,medium,easy --seed 42 --cpu-delay-ms 0",
        &dir,
    );
    s.expect("LUDO · ");
    // Play a while.
    for _ in 0..60 {
        s.send(" ");
        pause(25);
    }
    // Let the keys sent so far be handled, then step one key at a time until the
    // person is to roll: the save on disk is then this very state.
    pause(1500);
    let prompt = "Yellow: roll the die.";
    for _ in 0..50 {
        if s.screen().contains(prompt) {
            break;
        }
        s.send(" ");
        pause(400);
    }
    s.expect(prompt);
    // The board once the frame has fully arrived (two equal reads in a row).
    let mut board_before = board_position(&s);
    loop {
        pause(300);
        let b = board_position(&s);
        if b == board_before {
            break;
        }
        board_before = b;
    }
    let before = saved(&dir);
    let n = before.history().len();
    assert!(n > 20, "too early: {n}");
    assert_eq!(before.phase(), Phase::AwaitingRoll);
    s.kill("KILL");
    s.exit();
    // The roll the game would have made next.
    let mut expected = before.clone();
    expected.roll().unwrap();
    let (_, next_roll) = expected.last_roll().unwrap();

    let mut r = spawn("resume --cpu-delay-ms 0", &dir);
    r.expect("Yellow: roll the die.");
    eventually(5, || board_position(&r) == board_before);
    let after = board_position(&r);
    assert_eq!(after, board_before, "the board differs after resuming");
    r.send(" ");
    // The log line, not the die: when Yellow cannot move, the CPUs (no delay) roll
    // on at once and the die shows their roll.
    r.expect(&format!("Yellow rolled {next_roll}."));
    r.quit();
    let after = saved(&dir);
    assert_eq!(&after.history()[..n], before.history());
    assert_eq!(after.history()[n], Action::Roll);
    let replayed = Game::replay(*after.rules(), after.start(), &after.history()[..=n]).unwrap();
    assert_eq!(replayed.last_roll(), expected.last_roll());
}

#[test]
fn a_damaged_save_falls_back_to_the_backup() {
    let dir = TempDir::new("damaged");
    let mut s = spawn("play --players human,hard --seed 5 --cpu-delay-ms 0", &dir);
    s.expect("LUDO · ");
    for _ in 0..10 {
        s.send(" ");
        pause(30);
    }
    s.quit();
    let backup =
        ludo_core::save::load(&std::fs::read_to_string(dir.join("current.json.bak")).unwrap())
            .expect("a valid backup");
    let damaged = "{\"format\": \"ludo-save\", \"version\": 1, trunc";
    std::fs::write(dir.join("current.json"), damaged).unwrap();
    // `ludo play` offers the backup's game, with a clear message.
    let mut p = spawn("play --cpu-delay-ms 0", &dir);
    p.expect("An unfinished game was saved.");
    p.expect("is damaged");
    p.send("y");
    p.expect("LUDO · ");
    p.quit();
    let g = saved(&dir);
    assert_eq!(&g.history()[..backup.history().len()], backup.history());
    // The damaged file was kept aside, not overwritten.
    let kept = std::fs::read_to_string(dir.join("current.json.damaged")).unwrap();
    assert!(kept.contains("trunc"));
    // Garbage in both files: `ludo resume` explains and exits, no panic.
    std::fs::write(dir.join("current.json"), "garbage").unwrap();
    std::fs::write(dir.join("current.json.bak"), [0xff, 0x00]).unwrap();
    let out = run(&dir, &["resume"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("damaged"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}

fn cpu_game(dir: &Path) -> Session {
    spawn("play --players human,hard --seed 7 --cpu-delay-ms 0", dir)
}

/// A save written by a newer version: `play` refuses (status 2) without making the
/// lock file or anything else: a refused command changes nothing on disk.
#[test]
fn play_on_a_newer_save_is_refused_and_writes_nothing() {
    let dir = TempDir::new("newer");
    common::unfinished_save(&dir, 4);
    let cur = dir.join("current.json");
    let text = std::fs::read_to_string(&cur).unwrap();
    // The save format of this build (a fixed number here broke when it changed).
    let version = format!("\"version\":{}", ludo_core::save::VERSION);
    assert!(text.contains(&version), "{text}");
    std::fs::write(&cur, text.replacen(&version, "\"version\":99", 1)).unwrap();
    let before = common::files(&dir);
    let mut s = spawn("play", &dir);
    assert_eq!(s.exit().exit_code(), 2);
    s.expect("newer version");
    common::assert_same_files(&before, &common::files(&dir), "play");
}

#[test]
fn quitting_when_the_save_failed_says_not_saved_and_fails() {
    let dir = TempDir::new("nosave");
    let data = dir.join("saves");
    let mut s = cpu_game(&data);
    s.expect("LUDO · ");
    // The folder goes away under the game (a drive unplugged) and a file takes its
    // place: no save can be written there (a file in its place, or above it, is
    // refused at start).
    std::fs::rename(&data, dir.join("moved")).unwrap();
    std::fs::write(&data, "x").unwrap();
    s.send(" ");
    pause(300);
    s.send("q");
    assert!(!s.exit().success());
    pause(200);
    let screen = s.screen();
    assert!(screen.contains("NOT saved"), "{screen}");
    assert!(!screen.contains("Game saved"), "{screen}");
}

#[test]
fn a_custom_data_dir_is_named_in_the_resume_hint() {
    let dir = TempDir::new("hint");
    let args = "play --players human,hard --cpu-delay-ms 0 --data-dir";
    let mut s = ludo(args, &dir).arg(&*dir).spawn();
    s.expect("LUDO · ");
    s.quit();
    s.expect("--data-dir");
}

#[test]
fn sigterm_and_sigint_save_restore_the_terminal_and_exit_143_and_130() {
    // SIGINT too: Ctrl-C is a key in raw mode, but `kill -INT` (a process
    // manager, `timeout -s INT`) ended the game without restoring the terminal.
    for (sig, code) in [("TERM", 143), ("INT", 130)] {
        let dir = TempDir::new(&format!("sig{sig}"));
        let mut s = cpu_game(&dir);
        s.expect("LUDO · ");
        s.send(" ");
        pause(500);
        s.kill(sig);
        assert_eq!(s.exit().exit_code(), code, "SIG{sig}");
        pause(200);
        assert!(
            !s.alternate_screen(),
            "SIG{sig}: still on the alternate screen"
        );
        assert!(!saved(&dir).history().is_empty());
    }
}

/// SIGTSTP (`kill -TSTP`, a shell's job control) pauses and saves the game and hands
/// the shell its terminal back before the process stops; after `fg` (the shell set
/// line mode meanwhile) the game takes the terminal back and draws it whole. It
/// stopped in raw mode on the alternate screen, and after `fg` keys waited for Enter
/// on a screen the shell had drawn over. Ctrl-Z (a key in raw mode, which did
/// nothing) does the same. Without a job-control shell (a test's pseudo-terminal)
/// the kernel ignores SIGTSTP, and so does the game: nothing could continue it.
#[test]
fn a_stopped_game_gives_the_terminal_back_and_takes_it_again_after_fg() {
    // No job control: the game goes on.
    let dir = TempDir::new("tstp-orphan");
    let mut s = cpu_game(&dir);
    s.expect("LUDO · ");
    s.kill("TSTP");
    pause(300);
    // Pressed until it rolls: under load the key can come before the game has its
    // terminal back (a loaded CI run lost the one space it sent).
    s.press_until(" ", 500, "rolled by", 30);
    s.quit();

    // In an interactive shell.
    let dir = TempDir::new("tstp");
    let bash = Ludo::program("bash", "--norc --noprofile -i", &dir);
    let mut s = bash.env("PS1", "$ ").spawn();
    s.send(&format!(
        "{} play --players human,hard --seed 7 --cpu-delay-ms 0\r",
        env!("CARGO_BIN_EXE_ludo")
    ));
    s.expect("LUDO · ");
    // The game is the shell's child.
    let out = std::process::Command::new("pgrep")
        .args(["-P", &s.pid().to_string()])
        .output()
        .unwrap();
    let pid: u32 = String::from_utf8_lossy(&out.stdout)
        .trim()
        .parse()
        .expect("the pid of the game");
    kill("TSTP", pid);
    s.expect("Stopped");
    let screen = s.screen();
    assert!(
        !s.alternate_screen(),
        "stopped on the alternate screen:\n{screen}"
    );
    s.send("fg\r");
    s.expect("LUDO · ");
    assert!(s.alternate_screen());
    // Raw mode again: a key, no Enter, rolls (pressed until it does, as above).
    s.press_until(" ", 500, "rolled by", 30);
    // Ctrl-Z, a key in raw mode, stops it the same way (the first "Stopped"
    // cleared from the model's main screen).
    let clear = b"\x1b[?1049l\x1b[2J\x1b[?1049h";
    s.parser.lock().unwrap().process(clear);
    s.send("\x1a");
    s.expect("Stopped");
    assert!(!s.alternate_screen());
    s.send("fg\r");
    s.expect("LUDO · ");
    s.press_until("q", 500, "Game saved to", 30);
    // A second "q" may have reached the shell's line: Ctrl-U clears it.
    s.send("\x15exit\r");
    let _ = s.exit();
}

/// Closing the terminal (every handle of the pty's master side: the kernel hangs the
/// terminal up and sends SIGHUP) ends the game with the game saved and the data
/// directory free again. crossterm 0.29 reads a hung-up terminal in an endless loop,
/// so without the watchdog the process spun forever holding the lock.
#[test]
fn closing_the_terminal_ends_the_game_and_frees_the_data_dir() {
    let dir = TempDir::new("hangup");
    // Not a `Session`: its reader thread keeps a handle of the master open.
    let pty = common::pty::open_pty(ROWS, COLS);
    let cmd = ludo("play --players human,hard --seed 3", &dir).command();
    let mut child = pty.slave.spawn_command(cmd).expect("spawn ludo");
    drop(pty.slave);
    // Read until the board is up, then drop the reader (its own handle of the master).
    let mut reader = pty.master.try_clone_reader().unwrap();
    let mut writer = pty.master.take_writer().unwrap();
    let seen = std::thread::spawn(move || {
        let mut parser = vt100::Parser::new(common::pty::nz(ROWS), common::pty::nz(COLS), 0);
        let mut buf = [0u8; 8192];
        let end = Instant::now() + Duration::from_secs(30);
        while Instant::now() < end {
            match reader.read(&mut buf) {
                Ok(0) | Err(_) => break,
                Ok(n) => parser.process(&buf[..n]),
            }
            if parser.screen().contents().contains("LUDO · ") {
                return true;
            }
        }
        false
    })
    .join()
    .unwrap();
    assert!(seen, "the game never started");
    writer.write_all(b" ").unwrap();
    // Close the terminal only once the roll is on disk (a fixed wait was too short
    // on a loaded machine).
    let rolled = || {
        std::fs::read_to_string(dir.join("current.json"))
            .ok()
            .and_then(|t| ludo_core::save::load(&t).ok())
            .is_some_and(|g| !g.history().is_empty())
    };
    eventually(20, rolled);
    drop(writer);
    drop(pty.master);
    let end = Instant::now() + Duration::from_secs(20);
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        if Instant::now() > end {
            let _ = child.kill();
            panic!("ludo kept running after its terminal was closed");
        }
        pause(50);
    };
    let code = status.exit_code();
    assert_eq!(code, 128 + 1, "ended as SIGHUP would: {status:?}");
    assert!(!saved(&dir).history().is_empty(), "the roll was saved");
    // The lock went with the process: the game can be resumed at once.
    let mut again = spawn("resume", &dir);
    again.expect("LUDO · ");
    again.quit();
}

#[test]
fn a_second_process_on_the_same_data_dir_is_refused() {
    let dir = TempDir::new("lock");
    let mut s = cpu_game(&dir);
    s.expect("LUDO · ");
    // The second one on a terminal too (without one it is refused before the lock).
    let mut second = spawn("resume", &dir);
    assert_eq!(second.exit().exit_code(), 2);
    second.expect("open in another ludo process");
    s.quit();
}

/// The only file under `dir/abandoned`.
fn only_abandoned(dir: &Path) -> PathBuf {
    let kept: Vec<PathBuf> = std::fs::read_dir(dir.join("abandoned"))
        .expect("an abandoned/ directory")
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
    kept[0].clone()
}

/// `ludo play` with a data directory under a file (`--data-dir notes.txt/ludo`)
/// is refused at once (status 2) naming the file; it showed the setup screen
/// saying the saves there were damaged ("Not a directory"), then a game that could
/// never be kept.
#[test]
fn play_with_a_data_dir_under_a_file_is_refused() {
    let dir = TempDir::new("under-file");
    let file = dir.join("notes.txt");
    std::fs::write(&file, "mine").unwrap();
    let mut s = spawn("play", &file.join("ludo"));
    assert_eq!(s.exit().exit_code(), 2, "{}", s.screen());
    let text = s.printed();
    assert!(text.contains("notes.txt is not a directory"), "{text}");
    assert!(!text.contains("damaged"), "{text}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "mine");
}

#[test]
fn play_with_players_asks_before_it_replaces_an_unfinished_game() {
    let dir = TempDir::new("ask");
    let old = common::unfinished_save(&dir, 30);
    let before = common::game_files(&dir);
    let args = "play --players human,expert --cpu-delay-ms 0";
    // q at the prompt: nothing changes.
    let mut s = spawn(args, &dir);
    s.expect("An unfinished game was saved.");
    s.expect("n: set it aside, start the new game");
    s.quit();
    common::assert_same_files(&before, &common::game_files(&dir), "quitting first");
    // ... and the line printed says the game is still there and how to go on.
    let text = s.printed();
    assert!(
        text.contains("The unfinished game is still saved in"),
        "{text}"
    );
    assert!(text.contains(" resume --data-dir "), "{text}");
    // y: the unfinished game goes on.
    let mut s = spawn(args, &dir);
    s.expect("An unfinished game was saved.");
    s.send("y");
    s.expect("Welcome back");
    s.quit();
    assert_eq!(saved(&dir).history(), old.history());
    assert!(!dir.join("abandoned").exists());
    // n: it is kept under abandoned/ (the same bytes as on disk: quitting after
    // resuming saved it again, now with the table's state), and the requested game
    // starts.
    let old_bytes = std::fs::read(dir.join("current.json")).unwrap();
    let old_text = std::str::from_utf8(&old_bytes).unwrap();
    assert_eq!(
        ludo_core::save::load(old_text).unwrap().history(),
        old.history()
    );
    let mut s = spawn(args, &dir);
    s.expect("An unfinished game was saved.");
    s.send("n");
    s.expect("LUDO · ");
    s.expect("abandoned");
    s.quit();
    let kept = only_abandoned(&dir);
    assert_eq!(std::fs::read(&kept).unwrap(), old_bytes);
    let new = saved(&dir);
    let seats: Vec<_> = new.start().seats.iter().map(|s| s.kind).collect();
    use ludo_core::game::SeatKind::{Cpu, Human};
    assert_eq!(seats, [Human, Cpu(ludo_core::ai::Level::Expert)]);
    // The line printed at the end says where the old game is, too.
    let text = s.printed();
    assert!(text.contains(kept.to_str().unwrap()), "{text}");
}

/// `n` at the resume prompt, then `q` at the setup screen, twice: no game started,
/// so the game stays the current save and nothing else (it was kept twice, under
/// `abandoned/` too, and the end printed both ways to continue it).
#[test]
fn new_then_quitting_the_setup_twice_keeps_one_copy_of_the_game() {
    let dir = TempDir::new("aside-twice");
    common::unfinished_save(&dir, 30);
    let old_bytes = std::fs::read(dir.join("current.json")).unwrap();
    // n at the prompt, then q at the setup screen: current.json still holds the game
    // (nothing replaced it), so the next run asks again.
    for _ in 0..2 {
        let mut s = spawn("play --cpu-delay-ms 0", &dir);
        s.expect("An unfinished game was saved.");
        s.send("n");
        s.expect("Ludo: new game");
        s.quit();
        assert_eq!(std::fs::read(dir.join("current.json")).unwrap(), old_bytes);
        // The line printed says so (it named only the copy under abandoned/).
        let text = s.printed();
        assert!(text.contains("still saved in"), "{text}");
        assert!(text.contains("resume"), "{text}");
        assert!(!text.contains("abandoned"), "{text}");
    }
    // Kept once: the current save, no copy beside it.
    let copies = std::fs::read_dir(dir.join("abandoned")).map_or(0, |d| d.count());
    assert_eq!(copies, 0);
}

#[test]
fn quitting_before_a_game_leaves_the_data_dir_as_it_was() {
    let base = TempDir::new("quit-fresh");
    // A directory that does not exist yet: the setup screen, then q, makes nothing.
    let missing = base.join("new");
    let mut s = spawn("play --cpu-delay-ms 0", &missing);
    s.expect("Ludo: new game");
    s.quit();
    assert!(!missing.exists(), "{:?}", common::files(&missing).keys());
    // An empty one stays empty.
    let empty = base.join("empty");
    std::fs::create_dir_all(&empty).unwrap();
    let mut s = spawn("play --new --cpu-delay-ms 0", &empty);
    s.expect("Ludo: new game");
    s.quit();
    let files = common::files(&empty);
    assert!(files.is_empty(), "{:?}", files.keys());
    // A save and nothing else (copied in): q at the resume prompt adds no lock file
    // and no records database.
    let copied = base.join("copied");
    std::fs::create_dir_all(&copied).unwrap();
    common::unfinished_save(&copied, 20);
    let before = common::files(&copied);
    let mut s = spawn("play --cpu-delay-ms 0", &copied);
    s.expect("An unfinished game was saved.");
    s.quit();
    common::assert_same_files(&before, &common::files(&copied), "q at the prompt");
    // Resuming it takes the lock and opens the records, as a game needs.
    let mut s = spawn("play --cpu-delay-ms 0", &copied);
    s.expect("An unfinished game was saved.");
    s.send("y");
    s.expect("Welcome back");
    s.quit();
    assert!(copied.join("lock").exists());
    assert!(copied.join("records.db").exists());
    // A game started from the setup screen of a new directory makes it, with them.
    let mut s = spawn("play --cpu-delay-ms 0", &missing);
    s.expect("Ludo: new game");
    s.send("s");
    s.expect("LUDO · ");
    s.quit();
    for f in ["lock", "records.db", "current.json"] {
        assert!(missing.join(f).exists(), "{f}");
    }
}

#[test]
fn play_new_sets_the_unfinished_game_aside_when_the_new_game_starts() {
    let dir = TempDir::new("new");
    common::unfinished_save(&dir, 25);
    let old_bytes = std::fs::read(dir.join("current.json")).unwrap();
    let before = common::game_files(&dir);
    // Quitting the setup screen changes nothing.
    let mut s = spawn("play --new --cpu-delay-ms 0", &dir);
    s.expect("Ludo: new game");
    s.quit();
    common::assert_same_files(&before, &common::game_files(&dir), "quitting first");
    // And says the game is still there (it printed nothing).
    let text = s.printed();
    assert!(
        text.contains("The unfinished game is still saved in"),
        "{text}"
    );
    // Starting a game keeps the unfinished one first, and says so.
    let mut s = spawn("play --new --cpu-delay-ms 0", &dir);
    s.expect("Ludo: new game");
    s.send("s");
    s.expect("LUDO · ");
    s.expect("abandoned");
    s.quit();
    let kept = only_abandoned(&dir);
    assert_eq!(std::fs::read(&kept).unwrap(), old_bytes);
    assert!(s.printed().contains(kept.to_str().unwrap()));
    // A second new game sets aside the first new one, never the old one twice.
    let first_new = std::fs::read(dir.join("current.json")).unwrap();
    let mut s = spawn("play --new --players human,easy --cpu-delay-ms 0", &dir);
    s.expect("LUDO · ");
    s.quit();
    let mut kept: Vec<Vec<u8>> = std::fs::read_dir(dir.join("abandoned"))
        .unwrap()
        .map(|e| std::fs::read(e.unwrap().path()).unwrap())
        .collect();
    kept.sort();
    let mut want = vec![old_bytes, first_new];
    want.sort();
    assert_eq!(kept, want);
}

/// `play --new` where the unfinished game cannot be set aside (a file stands where
/// `abandoned/` goes): the new game is refused before it starts (it could never be
/// saved), the old game stays as it was, and the screen says why.
#[test]
fn play_new_refuses_to_start_when_the_unfinished_game_cannot_be_set_aside() {
    let dir = TempDir::new("new-blocked");
    common::unfinished_save(&dir, 25);
    std::fs::write(dir.join("abandoned"), "a file where the folder goes").unwrap();
    let old_bytes = std::fs::read(dir.join("current.json")).unwrap();
    let mut s = spawn("play --new --players human,easy --cpu-delay-ms 0", &dir);
    assert!(!s.exit().success(), "refused");
    let text = s.printed();
    assert!(text.contains("abandoned"), "{text}");
    assert_eq!(std::fs::read(dir.join("current.json")).unwrap(), old_bytes);
    // The same from the setup screen: the game does not start, the screen says why.
    let mut s = spawn("play --new --cpu-delay-ms 0", &dir);
    s.expect("Ludo: new game");
    s.send("s");
    s.expect("did not start");
    s.quit();
    assert_eq!(std::fs::read(dir.join("current.json")).unwrap(), old_bytes);
}

#[test]
fn keys_do_nothing_while_the_terminal_is_too_small_for_the_board() {
    let dir = TempDir::new("small");
    let mut s = cpu_game(&dir);
    s.expect("LUDO · ");
    // Wait until the person is to roll and the save holds that state.
    s.expect("Yellow: roll");
    pause(500);
    let before = std::fs::read(dir.join("current.json")).unwrap();
    s.resize(12, 60);
    s.expect("too small");
    for k in [" ", " ", "\r", "1", "2", "c", "u", "h"] {
        s.send(k);
        pause(100);
    }
    pause(800);
    let after = std::fs::read(dir.join("current.json")).unwrap();
    assert_eq!(after, before, "a key played while the board was hidden");
    // With the board back, Space rolls.
    s.resize(ROWS, COLS);
    s.expect("LUDO · ");
    s.send(" ");
    let rolled = eventually(10, || {
        std::fs::read(dir.join("current.json")).unwrap() != before
    });
    assert!(rolled, "Space did not roll once the board was back");
    // q still saves and quits from the small screen.
    s.resize(12, 60);
    s.expect("too small");
    s.quit();
}

#[test]
fn the_quit_line_names_a_command_that_works() {
    let dir = TempDir::new("quitline");
    let mut s = cpu_game(&dir);
    s.expect("LUDO · ");
    s.quit();
    let text = s.printed();
    // Started by its path (as after `cargo run`), not by name from PATH: the hint
    // gives that path, which works from any directory.
    let exe = env!("CARGO_BIN_EXE_ludo");
    let want = format!("`{exe} resume --data-dir {}`", dir.display());
    assert!(text.contains(&want), "{want} not in {text}");
    assert!(!text.contains("`ludo resume"), "{text}");
}

#[test]
fn the_minimum_size_shows_every_seat_and_120_columns_cut_no_word() {
    let dir = TempDir::new("layout");
    let args = "play --players human,medium,medium,medium --seed 5 --cpu-delay-ms 0";
    let mut s = ludo(args, &dir).size(15, 80).spawn();
    s.expect("Yellow: roll");
    pause(300);
    let screen = s.screen();
    for c in ["Yellow", "Blue", "Red", "Green"] {
        let row = screen
            .lines()
            .any(|l| l.contains(&format!("{c} ")) && l.contains(" out ") && l.contains(" home "));
        assert!(row, "no seat row of {c} at 80×15:\n{screen}");
    }
    assert!(screen.contains("Die: ["), "{screen}");
    assert!(!screen.contains("too small"), "{screen}");
    // The help's cut keeps the ways out (q, Ctrl-Z) and its closing line: it dropped
    // the Ctrl-Z row.
    s.send("?");
    s.expect("Press any key to close this help");
    for want in ["q / Esc", "Ctrl-Z", "fg continues", "…"] {
        s.expect(want);
    }
    s.send("x");
    s.quit();
    // 120 columns: every word of the key line and of the log is whole on screen.
    let mut s = ludo("resume --cpu-delay-ms 0", &dir).size(40, 120).spawn();
    s.expect("Yellow: roll");
    pause(300);
    let screen = s.screen();
    let keys = "Space/Enter roll or move · 1-4 or ←→ choose · click a token · h hint · c then y CPU seat · r rules · ? help · q save & quit";
    for word in keys
        .split_whitespace()
        .chain("Welcome back: the game continues where it was saved.".split_whitespace())
    {
        assert!(screen.contains(word), "{word:?} is cut:\n{screen}");
    }
    // `r` shows the house rules in words.
    s.send("r");
    s.expect("Safe squares (no capture): every start and every star.");
    s.send("q");
    s.quit();
}

#[test]
fn c_then_a_colour_hands_that_seat_to_the_cpu_whoever_is_to_act() {
    let dir = TempDir::new("cseat");
    let mut s = spawn("play --players human,human --seed 3 --cpu-delay-ms 0", &dir);
    s.expect("roll");
    // Red is named, in pass-and-play, whoever is to act: two quick presses of
    // `c r` hand Red over and take it back; Yellow is never touched.
    s.send("c");
    s.expect("Seat to hand to the CPU");
    s.send("r");
    s.expect("now plays Red");
    s.send("cy");
    s.expect("now plays Yellow");
    s.send("cy");
    s.expect("Yellow is played by a person");
    pause(300);
    s.quit();
    let g = saved(&dir);
    use ludo_core::game::SeatKind;
    assert_eq!(g.seat(ludo_core::Color::Yellow), Some(SeatKind::Human));
    assert!(matches!(
        g.seat(ludo_core::Color::Red),
        Some(SeatKind::Cpu(_))
    ));
}

#[test]
fn m_mixes_typed_words_into_the_dice_before_the_first_roll_and_esc_cancels() {
    let dir = TempDir::new("mix");
    let mut s = spawn("play --players human,human --seed 3 --cpu-delay-ms 0", &dir);
    s.expect("m: mix your own words into the dice");
    // Esc cancels: nothing is mixed, the offer is back.
    s.send("m");
    s.expect("Add your own words to the dice:");
    s.send("nope\x1b");
    s.expect("m: mix your own words into the dice");
    assert!(
        !s.screen().contains("Mixed into the dice"),
        "{}",
        s.screen()
    );
    // Typed words (q and a digit are text here, not keys), Backspace, Enter.
    s.send("m");
    s.expect("Add your own words to the dice:");
    s.send("rain q1x\x7f");
    s.expect("rain q1▏");
    s.send("\r");
    s.expect("Mixed into the dice: “rain q1”");
    // After the first roll the offer is gone.
    s.send(" ");
    eventually(10, || !s.screen().contains("m: mix your own"));
    assert!(!s.screen().contains("m: mix your own"), "{}", s.screen());
    s.quit();
    assert_eq!(saved(&dir).dice_mix(), ["rain q1".to_string()]);
}

#[test]
fn learn_plays_the_lesson_and_never_touches_the_game() {
    let dir = TempDir::new("learn");
    // An unfinished game first.
    let mut s = cpu_game(&dir);
    s.expect("Yellow: roll");
    s.quit();
    let game = std::fs::read(dir.join("current.json")).unwrap();
    let mut l = spawn("learn --cpu-delay-ms 0", &dir);
    l.expect("LUDO · lesson");
    l.expect("a 6 brings a token out");
    l.press_until(" ", 150, "Lesson done", 60);
    // One numbering of squares, the board's (as the log names them): the last move
    // said "steps 13 → 18" beside the log's "square 19".
    pause(300);
    let screen = l.screen();
    assert!(!screen.contains("steps"), "{screen}");
    let last = screen
        .lines()
        .find_map(|line| Some(&line[line.find("Last move:")?..]))
        .unwrap_or_else(|| panic!("no last move:\n{screen}"));
    let to = last.rsplit("→ ").next().unwrap().trim();
    if let Some(n) = to.strip_prefix("square ") {
        let n: String = n.chars().take_while(char::is_ascii_digit).collect();
        assert!(
            screen.matches(&format!("square {n}")).count() >= 2,
            "the log names another square than the last move:\n{screen}"
        );
    }
    l.quit();
    // The line printed says it is over and what to run next (it said nothing).
    let text = l.printed();
    assert!(text.contains("Lesson finished, saved to"), "{text}");
    assert!(text.contains(" learn --data-dir "), "{text}");
    assert_eq!(std::fs::read(dir.join("current.json")).unwrap(), game);
    let lesson = std::fs::read_to_string(dir.join("tutorial.json")).unwrap();
    let summary = ludo_core::table::inspect_save(&lesson).unwrap();
    assert!(summary.tutorial && summary.finished);
    assert!(!dir.join("abandoned").exists());
    // The game is still there to resume.
    let mut r = spawn("resume --cpu-delay-ms 0", &dir);
    r.expect("Yellow: roll");
    r.quit();
}

/// Panics when a Bengali vowel sign stands alone on a line of `screen`: after a
/// character `alone_after` accepts, or at the line's start.
fn stray_sign(screen: &str, alone_after: impl Fn(char) -> bool) {
    let sign = |c: char| ('\u{09BE}'..='\u{09CC}').contains(&c);
    for l in screen.lines() {
        let chars: Vec<char> = l.chars().collect();
        let alone = chars.windows(2).any(|w| alone_after(w[0]) && sign(w[1]))
            || chars.first().is_some_and(|&c| sign(c));
        assert!(!alone, "a stray vowel sign in {l:?}:\n{screen}");
    }
}

#[test]
fn lang_hi_and_a_bengali_locale_show_the_game_in_those_languages() {
    let dir = TempDir::new("lang");
    let mut s = spawn(
        "play --players human,easy --seed 7 --cpu-delay-ms 0 --lang hi",
        &dir,
    );
    // The core's status line and the terminal's own labels: the die, the key line,
    // the seat rows, the title.
    for want in [
        "पासा फेंकें।",
        "पासा: [",
        "h संकेत",
        "बाहर 0 मंजिल 0",
        "(नहीं खेल रहा)",
        "लूडो · मानक नियम",
    ] {
        s.expect(want);
    }
    assert!(!s.screen().contains("Die: ["), "{}", s.screen());
    // The help and the house rules.
    s.send("?");
    s.expect("कुंजियाँ");
    s.expect("माउस क्लिक");
    // Ctrl-Z too (it stops the game for the shell; the help did not say so).
    s.expect("Ctrl-Z");
    s.expect("शेल को लौटाएँ (fg से");
    s.send("x");
    s.send("r");
    s.expect("घरेलू नियम");
    s.expect("6 आने पर मोहरा आधार से निकलता है।");
    s.send("x");
    s.quit();
    drop(dir);
    // Bengali from the locale, at the minimum size: every seat row keeps its counts.
    let dir = TempDir::new("lang-bn");
    let four = "play --players human,medium,medium,medium --seed 5 --cpu-delay-ms 0";
    let mut b = ludo(four, &dir)
        .size(15, 80)
        .env("LANG", "bn_IN.UTF-8")
        .spawn();
    // The end of the status only: at 80 columns "… পাশা ফেলুন।" may wrap between the
    // two words.
    b.expect("ফেলুন।");
    pause(300);
    let screen = as_terminals_draw(&b.screen());
    // Drawn as terminals draw Bengali (া a column wide), a row of four seats is
    // wider than the panel at 80 columns: its counts go on the line below it.
    let lines: Vec<&str> = screen.lines().collect();
    for c in ["হলুদ", "নীল", "লাল", "সবুজ"] {
        let row = lines.iter().enumerate().any(|(i, l)| {
            l.contains(&format!("{c} "))
                && lines[i..(i + 2).min(lines.len())]
                    .iter()
                    .any(|l| l.contains("বাইরে 0 গন্তব্যে 0"))
        });
        assert!(row, "no seat row of {c} at 80×15:\n{screen}");
    }
    assert!(screen.contains("পাশা: ["), "{screen}");
    // The help and the house rules over the board, then a roll: no vowel sign of
    // their texts is left standing alone on the screen (a change redraws it all).
    b.send("?");
    b.expect("মাউস ক্লিক");
    b.send("x");
    b.send("r");
    b.expect("ঘরোয়া নিয়ম");
    b.send("x");
    b.send(" ");
    b.expect("পাশা: [ ");
    pause(500);
    stray_sign(&b.screen(), |c| c == ' ');
    b.quit();
}

/// Bengali's া is drawn a column wide, as terminals draw it, so nothing after it
/// is drawn over: each seat row, the die line and the status keep every letter
/// and space at 80×15 (in tmux "বাইরে 0" read "বাইরে0", "পাশা ফেলুন" read "পাশা লুন").
#[test]
fn bengali_spacing_signs_get_their_column() {
    let dir = TempDir::new("bn-signs");
    let args = "play --players human,medium --seed 5 --cpu-delay-ms 0";
    let mut b = ludo(args, &dir)
        .size(15, 80)
        .env("LANG", "bn_IN.UTF-8")
        .spawn();
    b.expect("ফেলুন।");
    pause(300);
    let raw = b.screen();
    // vt100 draws া in no column: the column the game leaves for it is a blank.
    assert!(raw.contains("পা শা : ["), "{raw}");
    let screen = as_terminals_draw(&raw);
    for want in ["পাশা: [", "বাইরে 0 গন্তব্যে 0", "লুডো · প্রমিত নিয়ম"]
    {
        assert!(screen.contains(want), "{want}:\n{screen}");
    }
    b.quit();
}

#[test]
fn ctrl_c_in_simulate_prints_the_results_so_far_and_exits_130() {
    let dir = TempDir::new("sigint");
    let mut s = spawn("simulate --games 100000000 --players random,random", &dir);
    s.expect("games/s");
    s.send("\x03");
    assert_eq!(s.exit().exit_code(), 130, "{}", s.screen());
    for want in ["interrupted", "win rate", "random", "%"] {
        s.expect(want);
    }
}

#[test]
fn ctrl_c_in_review_prints_the_decisions_reviewed_so_far_and_exits_130() {
    let dir = TempDir::new("review-sigint");
    let save = format!(
        "{}/../tests/golden/saves/finished.save.json",
        env!("CARGO_MANIFEST_DIR")
    );
    // Many rollouts: the whole review would take minutes (a debug build).
    let mut s = ludo("review", &dir)
        .arg(&save)
        .arg("--rollouts")
        .arg("300")
        .spawn();
    // The progress bar ("12/150 decisions"): at least one decision reviewed.
    let done = |screen: &str| {
        screen
            .split_whitespace()
            .collect::<Vec<_>>()
            .windows(2)
            .any(|w| {
                w[1] == "decisions"
                    && w[0]
                        .split_once('/')
                        .and_then(|(k, _)| k.trim_start_matches('\u{2588}').parse::<u32>().ok())
                        .is_some_and(|k| k >= 1)
            })
    };
    let reviewed = eventually(120, || done(&s.screen()));
    assert!(reviewed, "no decision reviewed:\n{}", s.screen());
    s.send("\x03");
    assert_eq!(s.exit().exit_code(), 130, "{}", s.screen());
    for want in ["interrupted:", "reviewed", "best,", "Win chance"] {
        s.expect(want);
    }
}

/// `ludo replay` in a terminal too small for the board says so, as `play` does
/// (how large it must be, q to quit), steps nowhere while the board is hidden, and
/// shows the replay once the window is large enough.
#[test]
fn replay_says_when_the_terminal_is_too_small() {
    let dir = TempDir::new("replay-small");
    let save = dir.join("finished.json");
    let golden = "../tests/golden/saves/finished.save.json";
    std::fs::copy(Path::new(env!("CARGO_MANIFEST_DIR")).join(golden), &save).unwrap();
    let mut s = ludo("replay", &dir).arg(&save).size(10, 40).spawn();
    s.expect("too small");
    s.expect("q to quit");
    assert!(s.screen().contains("80×15"), "{}", s.screen());
    for k in [" ", " ", "n", "\r"] {
        s.send(k);
        pause(100);
    }
    s.resize(ROWS, COLS);
    s.expect("Step 0 of");
    s.quit();
}

/// Bengali words on the English screen (mixed into the dice here; a profile's name
/// alike) leave no stray vowel sign behind when the panel and the log move on: the
/// English screen redrew only the cells that changed, and the signs of the words
/// that scrolled away stayed (a seat row of a Bengali name read "outt00homee00").
#[test]
fn bengali_words_on_the_english_screen_leave_no_stray_signs() {
    let dir = TempDir::new("mix-bn");
    let mut s = spawn("play --players human,human --seed 3 --cpu-delay-ms 0", &dir);
    s.expect("m: mix your own words into the dice");
    s.send("m");
    s.expect("Add your own words to the dice:");
    s.send("আশা ভালো খেলে আশা ভালো খেলে আশা ভালো খেলে\r");
    s.expect("Mixed into the dice:");
    // The help over it and away, then rolls: the log moves the words up and away.
    s.send("?");
    s.expect("Keys");
    s.send("x");
    for _ in 0..12 {
        s.send(" ");
        pause(150);
    }
    pause(500);
    // A sign after anything but a Bengali letter stands alone.
    stray_sign(&s.screen(), |c| !('\u{0980}'..='\u{09FF}').contains(&c));
    s.quit();
}

#[test]
fn replay_in_hindi_and_bengali_leaves_no_stray_letters_when_stepping() {
    // Hindi and Bengali vowel signs are one column wide in some terminals (and in
    // this test's vt100) and none in others: a partial redraw leaves stray letters
    // of the old text behind, as the game screen did before it redrew everything.
    // Stepping back to a move must show what going straight to it shows.
    let dir = TempDir::new("replay-lang");
    common::unfinished_save(&dir, 40);
    let screen_after = |lang: &str, keys: &[&str]| -> String {
        let mut s = spawn(&format!("replay --lang {lang}"), &dir);
        s.expect("0 / ");
        for k in keys {
            s.send(k);
            pause(300);
        }
        let screen = s.screen();
        s.quit();
        screen
    };
    for lang in ["bn", "hi"] {
        let straight = screen_after(lang, &["\x1b[C", "\x1b[C"]);
        let round = screen_after(lang, &["\x1b[F", "\x1b[H", "\x1b[C", "\x1b[C"]);
        assert_eq!(
            straight, round,
            "--lang {lang}: stray letters after End, Home"
        );
        // No vowel sign stands alone (after a space or at a line's start).
        stray_sign(&straight, |c| c == ' ');
    }
}

/// `ludo analyze` typed at a terminal without a file reads the keyboard: it says
/// so (instead of waiting in silence) and ends at Ctrl-D.
#[test]
fn analyze_at_a_terminal_says_it_reads_the_keyboard() {
    let dir = TempDir::new("analyze-tty");
    let mut s = spawn("analyze", &dir);
    s.expect("reading a position");
    assert!(s.screen().contains("Ctrl-D"), "{}", s.screen());
    s.send(r#"{"players":["yellow","red"],"tokens":{"yellow":[-1,-1,-1,-1],"#);
    s.send(r#""red":[-1,-1,-1,-1]},"to_move":"yellow"}"#);
    s.send("\n\x04");
    s.finish();
    s.expect(r#""placements":null"#);
}

/// Makes a folder read-only until dropped: permission bits, and immutable (`chattr
/// +i`) when that works, as root writes through permission bits.
struct ReadOnly<'a>(&'a Path, bool);

impl ReadOnly<'_> {
    fn chattr(dir: &Path, flag: &str) -> bool {
        std::process::Command::new("chattr")
            .args([flag, dir.to_str().unwrap()])
            .output()
            .is_ok_and(|o| o.status.success())
    }

    fn mode(dir: &Path, mode: u32) {
        use std::os::unix::fs::PermissionsExt as _;
        std::fs::set_permissions(dir, std::fs::Permissions::from_mode(mode)).unwrap()
    }

    /// `None` (the test is skipped) when the folder stays writable.
    fn new(dir: &Path) -> Option<ReadOnly<'_>> {
        ReadOnly::mode(dir, 0o555);
        let guard = ReadOnly(dir, ReadOnly::chattr(dir, "+i"));
        if std::fs::write(dir.join("probe"), b"").is_ok() {
            eprintln!("skipped: the folder stays writable here");
            return None;
        }
        Some(guard)
    }
}

impl Drop for ReadOnly<'_> {
    fn drop(&mut self) {
        if self.1 {
            ReadOnly::chattr(self.0, "-i");
        }
        ReadOnly::mode(self.0, 0o755);
    }
}

/// `ludo resume` in a folder it cannot write says so before the game, with the
/// folder (it said "Could not save the game: Permission denied" only after the
/// first move, without the path). Skipped when the folder stays writable.
#[test]
fn resume_in_a_read_only_folder_says_before_the_game_that_it_cannot_be_saved() {
    let dir = TempDir::new("resume-ro");
    let golden =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/golden/saves/mid_game.save.json");
    std::fs::copy(golden, dir.join("current.json")).unwrap();
    let Some(_read_only) = ReadOnly::new(&dir) else {
        return;
    };
    let mut s = spawn("resume --cpu-delay-ms 60000", &dir);
    s.expect("LUDO · ");
    s.expect("cannot be saved in");
    s.expect("resume-ro");
    // The keys say so too from the start, as `play`'s do (they said "save & quit"
    // until the first move failed to save).
    s.expect("cannot save here");
    assert!(!s.screen().contains("save & quit"), "{}", s.screen());
    s.send("q");
    let _ = s.exit();
    let printed = s.printed();
    // The folder holds no records database: the line printed before the game says
    // that (it said "the records database is read-only", of a file that is not
    // there).
    assert!(
        printed.contains("there is no records database in") && printed.contains("none can be made"),
        "{printed}"
    );
    assert!(
        !printed.contains("records database is read-only"),
        "{printed}"
    );
}

/// A game set aside under `abandoned/` (a new game replaced it) comes back:
/// `ludo resume --list` names it as `ludo history` names games, the resume prompt
/// says where to find it, `ludo resume --game ID` continues it, and the game saved
/// until then is set aside in its place (never lost); refused commands change
/// nothing on disk.
#[test]
fn a_game_set_aside_can_be_resumed_and_the_saved_one_is_set_aside_for_it() {
    use ludo_core::records::GameId;
    let dir = TempDir::new("bring-back");
    let aside_game = common::unfinished_save(&dir, 12);
    std::fs::create_dir_all(dir.join("abandoned")).unwrap();
    let aside_file = dir.join("abandoned/1700000000.json");
    std::fs::rename(dir.join("current.json"), &aside_file).unwrap();
    let saved_game = common::unfinished_save(&dir, 30);
    let saved_bytes = std::fs::read(dir.join("current.json")).unwrap();
    let aside_id = GameId::of(&aside_game).as_str()[..8].to_string();
    let saved_id = GameId::of(&saved_game).as_str()[..8].to_string();
    let before = common::game_files(&dir);
    // The list names it by its id, and reads only.
    let out = run(&dir, &["resume", "--list"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert!(text.contains(&aside_id), "{text}");
    let line = format!("{aside_id}  2023-11-14 22:13: ");
    assert!(text.contains(&line), "{text}");
    let hint = format!("resume --game {aside_id}");
    assert!(text.contains(&hint), "{text}");
    // An id that names no game set aside: status 1, nothing changed.
    let out = run(&dir, &["resume", "--game", "xyz"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("resume --list"));
    common::assert_same_files(&before, &common::game_files(&dir), "an unknown id");
    // The resume prompt of `ludo play` says how to find it; quitting changes nothing.
    let mut s = spawn("play --cpu-delay-ms 0", &dir);
    s.expect("An unfinished game was saved.");
    s.expect("1 unfinished game set aside earlier");
    s.quit();
    common::assert_same_files(&before, &common::game_files(&dir), "the prompt");
    // Continued by its id: it is the current game, and the game saved before is
    // kept under abandoned/ (the copy brought back is gone: kept once).
    let mut s = spawn(&format!("resume --game {aside_id} --cpu-delay-ms 0"), &dir);
    s.expect("Welcome back");
    s.quit();
    assert_eq!(saved(&dir).history(), aside_game.history());
    assert!(!aside_file.exists());
    let kept = only_abandoned(&dir);
    assert_eq!(std::fs::read(&kept).unwrap(), saved_bytes);
    let text = s.printed();
    let hint = format!("resume --game {saved_id}");
    assert!(text.contains(&hint), "{text}");
    // ... and the list now offers that one.
    let out = run(&dir, &["resume", "--list"]);
    let text = String::from_utf8_lossy(&out.stdout);
    let offered = text.contains(&saved_id) && !text.contains(&aside_id);
    assert!(offered, "{text}");
}

/// The screen's rows without the frame's sides, joined in one line.
fn joined(screen: &str) -> String {
    let rows = screen.lines();
    let rows = rows.map(|l| l.trim_matches(|c: char| c == '│' || c.is_whitespace()));
    rows.collect::<Vec<_>>().join(" ")
}

/// The setup screen at 80×24 of `ludo play` on `dir`.
fn setup_80x24(dir: &Path) -> Session {
    let s = ludo("play --cpu-delay-ms 0", dir).size(24, 80).spawn();
    s.expect("Ludo: new game");
    s.expect("Enter/s start");
    s
}

/// At 80×24 the setup screen opened scrolled down to "Start the game", the seats
/// above it out of sight: it opens with every seat and the start line in view.
#[test]
fn the_setup_screen_at_80x24_opens_with_the_seats_in_view() {
    let dir = TempDir::new("setup-80x24");
    let mut s = setup_80x24(&dir);
    let screen = s.screen();
    for seat in ["○ Yellow", "□ Blue", "△ Red", "✚ Green", "▶ Start the game"] {
        assert!(screen.contains(seat), "{seat}\n{screen}");
    }
    s.quit();
}

/// `?` on the setup screen shows its keys, as over the game (it did nothing), and any
/// key closes them (Esc too, without quitting); Esc on the screen itself quits as
/// `q` does, and the line printed says that no game was started and nothing was
/// saved (it left without a word).
#[test]
fn the_setup_screen_shows_its_keys_and_esc_says_what_it_did() {
    let dir = TempDir::new("setup-help");
    let mut s = setup_80x24(&dir);
    s.expect("? help");
    s.send("?");
    s.expect("on the seed line: type the seed");
    let screen = s.screen();
    for text in [
        " Help ",
        "q / Esc",
        "nothing is saved",
        "Press any key to close.",
    ] {
        assert!(screen.contains(text), "{text}\n{screen}");
    }
    // Any key closes the help and does nothing else: this Esc does not quit.
    s.send("\x1b");
    let closed = eventually(10, || !s.screen().contains("on the seed line"));
    assert!(closed, "the help stayed:\n{}", s.screen());
    pause(300);
    assert!(
        s.child.try_wait().unwrap().is_none(),
        "Esc over the help quit"
    );
    s.expect("Ludo: new game");
    // Esc on the setup screen quits, and says what it did.
    s.send("\x1b");
    s.finish();
    let text = s.printed();
    assert!(
        text.contains("No game was started, so nothing was saved."),
        "{text}"
    );
    assert!(!dir.join("current.json").exists());
}

/// On a terminal too small for the setup screen's help (60×14), `?` shows the
/// game's too-small screen, how large the terminal must be, where the help was cut
/// short (q / Esc among the rows cut); any key closes it, and at 80×24 the help is
/// there whole.
#[test]
fn the_setup_help_on_a_small_terminal_says_how_large_it_must_be() {
    let dir = TempDir::new("setup-help-small");
    let mut s = ludo("play --cpu-delay-ms 0", &dir).size(14, 60).spawn();
    s.expect("Ludo: new game");
    s.send("?");
    s.expect("80×15 characters (now 60×14)");
    s.expect("Press any key to close.");
    s.send("x");
    let closed = eventually(10, || !s.screen().contains("80×15"));
    assert!(closed, "the message stayed:\n{}", s.screen());
    s.expect("Ludo: new game");
    s.resize(24, 80);
    s.send("?");
    s.expect("on the seed line: type the seed");
    s.expect("q / Esc");
    s.send("x");
    s.quit();
    assert!(!dir.join("current.json").exists());
}

/// At 80×24 a seed too large for the dice, refused at the start, shows its error
/// with the whole explanation of the seed line and the key line (the error took
/// the explanation's second row).
#[test]
fn the_setup_screen_at_80x24_keeps_the_seed_explanation_with_its_error() {
    let dir = TempDir::new("setup-seed");
    let mut s = setup_80x24(&dir);
    // From "Start the game" up to the seed line, then too many digits.
    s.send("\x1b[A");
    s.send("99999999999999999999");
    s.expect("99999999999999999999");
    s.send("s");
    s.expect("below 2^64");
    let joined = joined(&s.screen());
    for text in [
        "The same seed and the same moves give the same dice; random: a new game every time.",
        "The seed must be a number below 2^64.",
        "digits type the seed",
    ] {
        assert!(joined.contains(text), "{text}\n{}", s.screen());
    }
    s.quit();
}

/// At 80×24 a notice on the setup screen (here: both saves damaged, a message of
/// several rows) was drawn over the screen's last rows, the key line among them:
/// the notice, the selected line's explanation and the key line all show.
#[test]
fn the_setup_screen_at_80x24_shows_its_notice_and_its_key_line() {
    let dir = TempDir::new("setup-notice");
    std::fs::write(dir.join("current.json"), b"garbage").unwrap();
    std::fs::write(dir.join("current.json.bak"), b"garbage").unwrap();
    let mut s = setup_80x24(&dir);
    let screen = s.screen();
    // The notice wraps where the temporary folder's name (with the process id) puts
    // its breaks, so its words are looked for in the screen's rows joined.
    let joined = joined(&screen);
    for text in [
        "○ Yellow",
        "▶ Start the game",
        "Start the game with these seats",
        "damaged too",
        "when a game is saved here.",
        "digits type the seed",
    ] {
        assert!(joined.contains(text), "{text}\n{screen}");
    }
    // The list is cut: the last row it shows says more is below (nothing above yet).
    assert!(screen.contains('▼') && !screen.contains('▲'), "{screen}");
    s.quit();
}

/// `ludo play` in a folder it cannot write says so before the game starts, with the
/// folder, as `ludo resume` does (it said so only at the first save, after the
/// player's first move), and its key line says that q quits without saving. Made
/// read-only as in the `resume` test above; skipped when the folder stays writable.
#[test]
fn play_in_a_read_only_folder_says_before_the_game_that_it_cannot_be_saved() {
    let dir = TempDir::new("play-ro");
    let Some(_read_only) = ReadOnly::new(&dir) else {
        return;
    };
    let mut s = spawn("play --cpu-delay-ms 60000", &dir);
    s.expect("Ludo: new game");
    s.expect("cannot be saved in");
    s.expect("play-ro");
    // Started: the log says it too.
    s.send("s");
    s.expect("LUDO · ");
    s.expect("cannot be saved in");
    // The key line says what q does here (it said "q save & quit"); where it
    // wraps depends on the seats `c` offers.
    s.expect("(cannot save here)");
    assert!(!s.screen().contains("save & quit"), "{}", s.screen());
    s.send("q");
    let _ = s.exit();
}
