//! Tests of the records against a real database: recording once, crashes inside
//! and around the transaction, two processes, damaged files, profiles, ratings and
//! statistics.

use super::analyse::{self, Analysis, SeatAnalysis};
use super::*;
use crate::ai::{Budget, Level};
use crate::game::{Action, Game, GameSetup, Phase, SeatKind, SeatSetup};
use crate::rules::{Face, Rules};
use std::fs;
use std::process::Command;

/// Where a test fault strikes inside the recording transaction.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Point {
    /// After the game row was inserted.
    AfterGameRow,
    /// After the seats were inserted.
    AfterSeats,
    /// Just before the commit.
    BeforeCommit,
}

/// A fault to inject into [`Records::insert`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Fault {
    /// Fail with an error at the point (the transaction is dropped: rollback).
    Fail(Point),
    /// Kill the process at the point (`abort`: no unwinding, no destructors).
    Abort(Point),
}

/// Strikes when `fault` is set for `here`.
pub(crate) fn fault_point(fault: Option<Fault>, here: Point) -> Result<(), RecordsError> {
    match fault {
        Some(Fault::Fail(p)) if p == here => Err(RecordsError::Database("injected fault".into())),
        Some(Fault::Abort(p)) if p == here => std::process::abort(),
        _ => Ok(()),
    }
}

// ----- helpers -----

struct TempDir(std::path::PathBuf);

impl TempDir {
    fn new(name: &str) -> TempDir {
        let d = std::env::temp_dir().join(format!(
            "ludo-records-{name}-{}-{}",
            std::process::id(),
            rand::random::<u32>()
        ));
        fs::create_dir_all(&d).unwrap();
        TempDir(d)
    }

    fn db(&self) -> std::path::PathBuf {
        self.0.join("records.db")
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

const HUMAN: SeatKind = SeatKind::Human;

/// A game with these seats played to the end: CPU seats by their level, person
/// seats by the `easy` CPU. Deterministic for a seed.
/// A finished game from a chosen seed (yellow a person, red a CPU).
fn play_out_seeded(seed: u64) -> Game {
    let mut g = Game::new(&GameSetup {
        rules: Rules::default(),
        seats: vec![
            SeatSetup {
                color: Color::Yellow,
                kind: HUMAN,
            },
            SeatSetup {
                color: Color::Red,
                kind: SeatKind::Cpu(Level::Easy),
            },
        ],
        seed: Some(seed),
        dice_script: vec![],
        first_player: None,
    })
    .unwrap();
    finish(&mut g);
    g
}

fn play_out(seats: &[(Color, SeatKind)], seed: u64) -> Game {
    let mut g = new_game(seats, seed);
    finish(&mut g);
    g
}

/// A game whose dice stand for drawn ones (not a chosen seed: such games are not
/// rated), reproducible from `seed`.
fn new_game(seats: &[(Color, SeatKind)], seed: u64) -> Game {
    Game::with_secret(
        &GameSetup {
            rules: Rules::default(),
            seats: seats
                .iter()
                .map(|&(color, kind)| SeatSetup { color, kind })
                .collect(),
            seed: None,
            dice_script: vec![],
            first_player: None,
        },
        crate::dice::DiceSecret::fixture(seed),
    )
    .unwrap()
}

fn finish(g: &mut Game) {
    let budget = Budget::default();
    while g.phase() != Phase::GameOver {
        let a = g
            .cpu_action(&budget)
            .unwrap_or_else(|_| g.best_action(Level::Easy, &budget));
        g.apply(a).unwrap();
    }
}

fn two_people(seed: u64) -> Game {
    play_out(&[(Color::Yellow, HUMAN), (Color::Red, HUMAN)], seed)
}

fn seat(color: Color, p: &Profile) -> SeatProfile {
    SeatProfile {
        color,
        profile: p.id.clone(),
    }
}

fn winner(g: &Game) -> Color {
    g.placements().unwrap()[0][0]
}

fn rating_of(r: &Records, p: &Profile) -> f64 {
    r.profile(&p.id).unwrap().rating
}

// ----- recording once -----

#[test]
fn recording_twice_counts_once_even_after_a_crash_before_the_callers_bookkeeping() {
    let dir = TempDir::new("twice");
    let g = two_people(7);
    let text = crate::save::save(&g).unwrap();
    let (a_won, first) = {
        let mut r = Records::open(dir.db()).unwrap();
        let a = r.add_profile("Asha").unwrap();
        let b = r.add_profile("Bilal").unwrap();
        let seats = [seat(Color::Yellow, &a), seat(Color::Red, &b)];
        let first = r.record_save(&text, &seats, GameFlags::default()).unwrap();
        assert!(first.newly_recorded && first.rated, "{first:?}");
        assert_eq!(first.changes.len(), 2);
        // Equal ratings, two players: the winner gains K/2 = 16.
        let a_won = winner(&g) == Color::Yellow;
        let (wa, wb) = if a_won { (16.0, -16.0) } else { (-16.0, 16.0) };
        assert_eq!(first.changes[0].after - first.changes[0].before, wa);
        assert_eq!(first.changes[1].after - first.changes[1].before, wb);
        // The shell is killed here, before it deletes its finished save: nothing of
        // `r` is closed properly.
        std::mem::forget(r);
        (a_won, first)
    };
    // Start-up: the shell records every finished save it still has.
    let mut r = Records::open(dir.db()).unwrap();
    let a = r.find_profile("asha").unwrap();
    let b = r.find_profile("BILAL").unwrap();
    let seats = [seat(Color::Yellow, &a), seat(Color::Red, &b)];
    let again = r.record_save(&text, &seats, GameFlags::default()).unwrap();
    assert!(!again.newly_recorded);
    assert_eq!(again.game, first.game);
    assert_eq!(again.changes, first.changes);
    // The same game as a `Game` (same id, also counted once).
    let third = r.record_game(&g, &seats, GameFlags::default()).unwrap();
    assert!(!third.newly_recorded);
    assert_eq!(r.game_count(None).unwrap(), 1);
    let sa = r.stats(&a.id).unwrap();
    assert_eq!(sa.games, 1);
    assert_eq!(sa.profile.rated_games, 1);
    assert_eq!(sa.profile.rating, if a_won { 1216.0 } else { 1184.0 });
    // The recorded save replays the game.
    let saved = r.game_save(&first.game).unwrap();
    assert_eq!(saved, text);
    assert_eq!(crate::save::load(&saved).unwrap().history(), g.history());
}

#[test]
fn a_failure_inside_the_transaction_writes_nothing() {
    let dir = TempDir::new("fail");
    let mut r = Records::open(dir.db()).unwrap();
    let a = r.add_profile("A").unwrap();
    let g = play_out(
        &[
            (Color::Yellow, HUMAN),
            (Color::Red, SeatKind::Cpu(Level::Easy)),
        ],
        3,
    );
    let seats = [seat(Color::Yellow, &a)];
    for p in [Point::AfterGameRow, Point::AfterSeats, Point::BeforeCommit] {
        r.fault = Some(Fault::Fail(p));
        assert!(r.record_game(&g, &seats, GameFlags::default()).is_err());
        assert_eq!(r.game_count(None).unwrap(), 0, "{p:?}");
        assert_eq!(rating_of(&r, &a), rating::INITIAL_RATING);
        assert_eq!(r.profile(&a.id).unwrap().rated_games, 0);
        let seats_rows: i64 = r
            .conn
            .query_row("SELECT count(*) FROM game_seats", [], |x| x.get(0))
            .unwrap();
        assert_eq!(seats_rows, 0);
    }
    r.fault = None;
    let rec = r.record_game(&g, &seats, GameFlags::default()).unwrap();
    assert!(rec.newly_recorded && rec.rated);
    assert_eq!(r.game_count(None).unwrap(), 1);
}

/// The child half of the process tests: does nothing unless the parent set
/// `LUDO_RECORDS_CHILD`.
#[test]
fn child_process() {
    let Ok(job) = std::env::var("LUDO_RECORDS_CHILD") else {
        return;
    };
    let parts: Vec<&str> = job.splitn(3, '|').collect();
    let (mode, db, arg) = (parts[0], parts[1], parts[2]);
    let mut r = Records::open(db).unwrap();
    match mode {
        // Record one game between the profiles A and B, dying inside the transaction.
        "abort" => {
            let a = r.find_profile("A").unwrap();
            let b = r.find_profile("B").unwrap();
            r.fault = Some(Fault::Abort(Point::BeforeCommit));
            let _ = r.record_game(
                &two_people(arg.parse().unwrap()),
                &[seat(Color::Yellow, &a), seat(Color::Red, &b)],
                GameFlags::default(),
            );
            unreachable!("the fault aborts the process");
        }
        // Add profiles `<tag>-<i>` and record the games of seeds 1..=10 between the
        // profiles A and B, interleaved.
        "write" => {
            let a = r.find_profile("A").unwrap();
            let b = r.find_profile("B").unwrap();
            let seats = [seat(Color::Yellow, &a), seat(Color::Red, &b)];
            for seed in 1..=10u64 {
                r.add_profile(&format!("{arg}-{seed}")).unwrap();
                r.record_game(&two_people(seed), &seats, GameFlags::default())
                    .unwrap();
            }
        }
        other => panic!("unknown child mode {other}"),
    }
}

fn child(mode: &str, db: &std::path::Path, arg: &str) -> Command {
    let mut c = Command::new(std::env::current_exe().unwrap());
    c.args([
        "records::tests::child_process",
        "--exact",
        "--nocapture",
        "--test-threads=1",
    ])
    .env(
        "LUDO_RECORDS_CHILD",
        format!("{mode}|{}|{arg}", db.display()),
    )
    .stdout(std::process::Stdio::null())
    .stderr(std::process::Stdio::null());
    c
}

#[test]
fn a_process_killed_inside_the_transaction_leaves_nothing_half_written() {
    let dir = TempDir::new("abort");
    {
        let mut r = Records::open(dir.db()).unwrap();
        r.add_profile("A").unwrap();
        r.add_profile("B").unwrap();
    }
    let status = child("abort", &dir.db(), "5").status().unwrap();
    assert!(!status.success(), "the child must die");
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        assert_eq!(
            status.signal(),
            Some(6),
            "killed by the fault (SIGABRT), not a panic"
        );
    }
    let mut r = Records::open(dir.db()).unwrap();
    assert!(r.set_aside().is_none());
    assert_eq!(r.game_count(None).unwrap(), 0);
    let a = r.find_profile("A").unwrap();
    let b = r.find_profile("B").unwrap();
    assert_eq!((a.rating, a.rated_games), (rating::INITIAL_RATING, 0));
    let ok: String = r
        .conn
        .query_row("PRAGMA integrity_check", [], |x| x.get(0))
        .unwrap();
    assert_eq!(ok, "ok");
    // The shell records it again at the next start-up: once.
    let seats = [seat(Color::Yellow, &a), seat(Color::Red, &b)];
    let rec = r
        .record_game(&two_people(5), &seats, GameFlags::default())
        .unwrap();
    assert!(rec.newly_recorded);
    assert_eq!(r.game_count(None).unwrap(), 1);
    assert_eq!(r.profile(&a.id).unwrap().rated_games, 1);
}

#[test]
fn two_processes_writing_at_once_lose_nothing_and_count_each_game_once() {
    let dir = TempDir::new("procs");
    {
        let mut r = Records::open(dir.db()).unwrap();
        r.add_profile("A").unwrap();
        r.add_profile("B").unwrap();
    }
    // Both record the same ten games (and add their own profiles) at the same time.
    let mut p1 = child("write", &dir.db(), "one").spawn().unwrap();
    let mut p2 = child("write", &dir.db(), "two").spawn().unwrap();
    assert!(p1.wait().unwrap().success());
    assert!(p2.wait().unwrap().success());
    let r = Records::open(dir.db()).unwrap();
    assert!(r.set_aside().is_none());
    assert_eq!(r.game_count(None).unwrap(), 10);
    assert_eq!(r.profiles().unwrap().len(), 22);
    let a = r.find_profile("A").unwrap();
    assert_eq!(a.rated_games, 10);
    assert_eq!(a.games, 10);
    // The ratings are those of recording each game once, in the recorded order.
    let before = (a.rating, r.find_profile("B").unwrap().rating);
    r.conn
        .execute_batch("BEGIN IMMEDIATE")
        .and_then(|_| record::rebuild_ratings(&r.conn))
        .and_then(|_| r.conn.execute_batch("COMMIT"))
        .unwrap();
    let after = (
        r.find_profile("A").unwrap().rating,
        r.find_profile("B").unwrap().rating,
    );
    assert!((before.0 - after.0).abs() < 1e-9 && (before.1 - after.1).abs() < 1e-9);
    // A + B = 2400 at all times: people-only games are zero-sum.
    assert!((after.0 + after.1 - 2400.0).abs() < 1e-9);
}

#[test]
fn two_connections_in_threads_write_at_once() {
    let dir = TempDir::new("threads");
    Records::open(dir.db()).unwrap();
    let handles: Vec<_> = (0..2)
        .map(|t| {
            let path = dir.db();
            std::thread::spawn(move || {
                let mut r = Records::open(&path).unwrap();
                for i in 0..25 {
                    r.add_profile(&format!("t{t}-{i}")).unwrap();
                }
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
    let r = Records::open(dir.db()).unwrap();
    assert_eq!(r.profiles().unwrap().len(), 50);
}

#[test]
fn the_connection_uses_wal_foreign_keys_and_a_busy_timeout() {
    let dir = TempDir::new("pragmas");
    let r = Records::open(dir.db()).unwrap();
    let mode: String = r
        .conn
        .query_row("PRAGMA journal_mode", [], |x| x.get(0))
        .unwrap();
    assert_eq!(mode, "wal");
    let fk: i64 = r
        .conn
        .query_row("PRAGMA foreign_keys", [], |x| x.get(0))
        .unwrap();
    assert_eq!(fk, 1);
    let busy: i64 = r
        .conn
        .query_row("PRAGMA busy_timeout", [], |x| x.get(0))
        .unwrap();
    assert_eq!(busy, BUSY_TIMEOUT.as_millis() as i64);
    assert_eq!(schema::version(&r.conn).unwrap(), schema::VERSION);
}

// ----- damaged databases -----

fn assert_set_aside(dir: &TempDir, original: &[u8], want: impl Fn(&Damage) -> bool) {
    let mut r = Records::open(dir.db()).unwrap();
    let aside = r.set_aside().cloned().expect("set aside");
    assert!(want(&aside.reason), "{aside:?}");
    assert_eq!(fs::read(&aside.to).unwrap(), original, "kept as it was");
    let msg = aside.to_string();
    assert!(
        msg.contains("kept as") && msg.contains(&aside.to.display().to_string()),
        "{msg}"
    );
    // The new database works.
    assert!(r.profiles().unwrap().is_empty());
    r.add_profile("New").unwrap();
    drop(r);
    let r = Records::open(dir.db()).unwrap();
    assert!(r.set_aside().is_none());
    assert_eq!(r.profiles().unwrap().len(), 1);
}

/// Issue 34, item 7: a database that has to be set aside (garbage over it, or
/// emptied to 0 bytes) is restored from its rolling backup, so the profiles and
/// ratings survive and the finished saves recorded again stay rated; the player is
/// told (`records.restored`).
#[test]
fn a_damaged_or_emptied_database_is_restored_from_its_backup_and_games_stay_rated() {
    use crate::i18n::{Lang, localize};
    for damage in ["garbage", "empty"] {
        let dir = TempDir::new(&format!("restore-{damage}"));
        let games = [two_people(21), two_people(22)];
        let saves: Vec<String> = games
            .iter()
            .map(|g| crate::save::save(g).unwrap())
            .collect();
        let (a, b, ratings) = {
            let mut r = Records::open(dir.db()).unwrap();
            let a = r.add_profile("Asha").unwrap();
            let b = r.add_profile("Bilal").unwrap();
            for text in &saves {
                let seats = [seat(Color::Yellow, &a), seat(Color::Red, &b)];
                assert!(
                    r.record_save(text, &seats, GameFlags::default())
                        .unwrap()
                        .rated
                );
            }
            let ratings = (rating_of(&r, &a), rating_of(&r, &b));
            (a, b, ratings)
        };
        assert!(dir.0.join("records.db.backup").exists());
        // The database is lost: its log files with it, then garbage or nothing.
        for ext in ["-wal", "-shm"] {
            let _ = fs::remove_file(open::sibling(&dir.db(), ext));
        }
        let bytes: &[u8] = if damage == "empty" {
            b""
        } else {
            b"scribbled over by a failing disk"
        };
        fs::write(dir.db(), bytes).unwrap();
        let mut r = Records::open(dir.db()).unwrap();
        let aside = r.set_aside().cloned().expect("reported, not taken for new");
        if damage == "empty" {
            assert_eq!(aside.reason, Damage::Empty);
        }
        assert_eq!(aside.restored, Some(dir.0.join("records.db.backup")));
        assert_eq!(fs::read(&aside.to).unwrap(), bytes, "kept as it was");
        assert!(aside.to_string().contains("restored from their backup"));
        assert!(localize(&aside.message(), Lang::En).contains("restored"));
        assert_eq!(r.find_profile("Asha").unwrap().id, a.id);
        assert_eq!((rating_of(&r, &a), rating_of(&r, &b)), ratings);
        // The shell records the finished saves it holds again (the terminal's
        // `finished/`): as the table saved them, profiles named by id.
        for text in &saves {
            let mut v: serde_json::Value = serde_json::from_str(text).unwrap();
            v["table"] =
                serde_json::json!({"profiles": {"yellow": a.id.as_str(), "red": b.id.as_str()}});
            let rec = r.record_table_save(&v.to_string()).unwrap();
            assert!(rec.rated, "{rec:?}");
            assert_eq!(rec.unrated_reason, None);
        }
        assert_eq!(r.game_count(None).unwrap(), 2);
        assert_eq!((rating_of(&r, &a), rating_of(&r, &b)), ratings);
        drop(r);
        let r = Records::open(dir.db()).unwrap();
        assert!(r.set_aside().is_none());
    }
}

/// The backup is refreshed after every change, and a game recorded after the
/// backup the database is restored from is recorded again rated: its profiles are
/// in the backup. Without any backup a 0-byte file is still reported.
#[test]
fn a_game_recorded_after_the_backup_is_recorded_again_rated() {
    let dir = TempDir::new("restore-older");
    let g = two_people(23);
    let text = crate::save::save(&g).unwrap();
    let older = dir.0.join("older-backup");
    let (a, b) = {
        let mut r = Records::open(dir.db()).unwrap();
        let a = r.add_profile("Asha").unwrap();
        let b = r.add_profile("Bilal").unwrap();
        fs::copy(r.backup_path().unwrap(), &older).unwrap();
        let seats = [seat(Color::Yellow, &a), seat(Color::Red, &b)];
        assert!(
            r.record_save(&text, &seats, GameFlags::default())
                .unwrap()
                .rated
        );
        (a, b)
    };
    // The backup holds the game now; put the older one (profiles, no game) back
    // and lose the database.
    let newer = Records::open_for_reading(dir.0.join("records.db.backup")).unwrap();
    assert_eq!(newer.game_count(None).unwrap(), 1);
    drop(newer);
    fs::rename(&older, dir.0.join("records.db.backup")).unwrap();
    for ext in ["", "-wal", "-shm"] {
        let _ = fs::remove_file(open::sibling(&dir.db(), ext));
    }
    fs::write(dir.db(), b"").unwrap();
    let mut r = Records::open(dir.db()).unwrap();
    assert!(r.set_aside().unwrap().restored.is_some());
    assert_eq!(r.game_count(None).unwrap(), 0);
    let seats = [seat(Color::Yellow, &a), seat(Color::Red, &b)];
    let rec = r.record_save(&text, &seats, GameFlags::default()).unwrap();
    assert!(rec.newly_recorded && rec.rated, "{rec:?}");
    drop(r);

    // No backup at all: the empty file is still set aside and reported.
    let dir = TempDir::new("empty-no-backup");
    fs::write(dir.db(), b"").unwrap();
    assert_eq!(Records::damage(dir.db()).unwrap(), Some(Damage::Empty));
    let r = Records::open(dir.db()).unwrap();
    let aside = r.set_aside().expect("reported");
    assert_eq!(
        (aside.reason.clone(), aside.restored.clone()),
        (Damage::Empty, None)
    );
    assert!(aside.to_string().contains("a new, empty one was started"));
}

#[test]
fn damage_is_found_without_changing_anything_on_disk() {
    let dir = TempDir::new("damage");
    assert_eq!(
        Records::damage(dir.db()).unwrap(),
        None,
        "missing: created later"
    );
    let junk = b"not a database\n".repeat(100);
    fs::write(dir.db(), &junk).unwrap();
    let before: Vec<_> = fs::read_dir(&dir.0)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert!(matches!(
        Records::damage(dir.db()).unwrap(),
        Some(Damage::NotSqlite(_))
    ));
    let after: Vec<_> = fs::read_dir(&dir.0)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(before, after, "no file set aside, none created");
    assert_eq!(fs::read(dir.db()).unwrap(), junk);
    fs::remove_file(dir.db()).unwrap();
    drop(Records::open(dir.db()).unwrap());
    // A good one (write-ahead mode): no `-wal` / `-shm` made beside it either.
    let mut before: Vec<_> = fs::read_dir(&dir.0)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(Records::damage(dir.db()).unwrap(), None, "a good one");
    let mut after: Vec<_> = fs::read_dir(&dir.0)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    before.sort();
    after.sort();
    assert_eq!(before, after);
}

#[test]
fn a_file_that_is_not_a_database_is_set_aside() {
    let dir = TempDir::new("notdb");
    let junk = b"this is not a database, it is a shopping list\n".repeat(100);
    fs::write(dir.db(), &junk).unwrap();
    assert_set_aside(&dir, &junk, |d| matches!(d, Damage::NotSqlite(_)));
}

#[test]
fn a_database_of_another_program_is_set_aside() {
    let dir = TempDir::new("foreign");
    {
        let c = rusqlite::Connection::open(dir.db()).unwrap();
        c.execute_batch("CREATE TABLE notes (x TEXT); INSERT INTO notes VALUES ('mine');")
            .unwrap();
    }
    let original = fs::read(dir.db()).unwrap();
    assert_set_aside(&dir, &original, |d| {
        *d == Damage::ForeignApplication { application_id: 0 }
    });
}

#[test]
fn a_database_of_a_newer_version_is_refused_and_left_untouched() {
    let dir = TempDir::new("newer");
    {
        let mut r = Records::open(dir.db()).unwrap();
        r.add_profile("Old").unwrap();
        r.conn
            .pragma_update(None, "user_version", schema::VERSION + 1)
            .unwrap();
        r.conn
            .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))
            .unwrap();
    }
    let original = fs::read(dir.db()).unwrap();
    let err = Records::open(dir.db()).unwrap_err();
    match err {
        RecordsError::NewerVersion {
            found, supported, ..
        } => {
            assert_eq!(found, schema::VERSION + 1);
            assert_eq!(supported, schema::VERSION);
        }
        other => panic!("expected NewerVersion, got {other:?}"),
    }
    assert_eq!(
        fs::read(dir.db()).unwrap(),
        original,
        "the file was changed"
    );
    let names: Vec<_> = fs::read_dir(&dir.0)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.contains("damaged"))
        .collect();
    assert!(names.is_empty(), "set aside: {names:?}");
}

/// The log files SQLite keeps beside the database.
fn logs(dir: &TempDir) -> Vec<std::path::PathBuf> {
    ["-wal", "-shm"]
        .iter()
        .map(|ext| open::sibling(&dir.db(), ext))
        .filter(|p| p.exists())
        .collect()
}

fn set_read_only(path: &std::path::Path, read_only: bool) {
    let mut p = fs::metadata(path).unwrap().permissions();
    p.set_readonly(read_only);
    fs::set_permissions(path, p).unwrap();
}

/// A read-only records file is refused before SQLite touches it (SQLite would create
/// read-only `-wal` / `-shm` files from its permissions, which would then keep the
/// records unusable after the permission is restored); once writable again it opens.
#[test]
fn a_read_only_database_is_refused_without_leaving_read_only_logs() {
    let dir = TempDir::new("readonly");
    Records::open(dir.db())
        .unwrap()
        .add_profile("Asha")
        .unwrap();
    assert!(logs(&dir).is_empty(), "closed cleanly: {:?}", logs(&dir));
    let original = fs::read(dir.db()).unwrap();
    let before = files(&dir);
    set_read_only(&dir.db(), true);
    match Records::open(dir.db()) {
        Err(e @ RecordsError::ReadOnly) => assert!(e.to_string().contains("read-only"), "{e}"),
        other => panic!("expected ReadOnly, got {:?}", other.map(|_| ())),
    }
    assert_eq!(files(&dir), before, "a refused open creates no file");
    assert_eq!(
        fs::read(dir.db()).unwrap(),
        original,
        "the file was changed"
    );
    set_read_only(&dir.db(), false);
    let mut r = Records::open(dir.db()).unwrap();
    r.add_profile("Bina").unwrap();
    assert_eq!(r.profiles().unwrap().len(), 2);
    for log in logs(&dir) {
        assert!(
            !fs::metadata(&log).unwrap().permissions().readonly(),
            "{log:?}"
        );
    }
}

/// The names of the files in `dir`, sorted.
fn files(dir: &TempDir) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(&dir.0)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    names
}

/// A read-only records file is read (history, statistics, profiles) from a copy in
/// memory, without any file created or changed beside it; its writes are refused
/// with the typed error and change nothing; recording a game it already holds says
/// so, as on a writable file.
#[test]
fn a_read_only_database_is_read_without_creating_files() {
    // A name SQLite's URIs must escape (the read-only copy is opened by URI).
    let dir = TempDir::new("readonly read ü?#%");
    let g = play_out(&[(Color::Yellow, HUMAN), (Color::Red, HUMAN)], 7);
    {
        let mut r = Records::open(dir.db()).unwrap();
        r.add_profile("Asha").unwrap();
        r.record_game(&g, &[], GameFlags::default()).unwrap();
    }
    let before = files(&dir);
    let original = fs::read(dir.db()).unwrap();
    set_read_only(&dir.db(), true);
    let mut r = Records::open_for_reading(dir.db()).unwrap();
    assert!(r.is_read_only());
    assert_eq!(r.profiles().unwrap()[0].name, "Asha");
    assert_eq!(r.history(&HistoryQuery::default()).unwrap().len(), 1);
    let asha = r.find_profile("asha").unwrap();
    assert_eq!(r.stats(&asha.id).unwrap().games, 0);
    assert!(
        !r.record_game(&g, &[], GameFlags::default())
            .unwrap()
            .newly_recorded
    );
    assert!(matches!(r.add_profile("Bina"), Err(RecordsError::ReadOnly)));
    let other = play_out(&[(Color::Yellow, HUMAN), (Color::Red, HUMAN)], 8);
    assert!(matches!(
        r.record_game(&other, &[], GameFlags::default()),
        Err(RecordsError::ReadOnly)
    ));
    drop(r);
    assert_eq!(files(&dir), before, "files created or removed");
    assert_eq!(
        fs::read(dir.db()).unwrap(),
        original,
        "the file was changed"
    );
    // Writable again: read and written as usual, nothing of the copy's writes kept.
    set_read_only(&dir.db(), false);
    let r = Records::open_for_reading(dir.db()).unwrap();
    assert!(!r.is_read_only());
    assert_eq!(r.profiles().unwrap().len(), 1);
    assert_eq!(r.game_count(None).unwrap(), 1);
}

/// A read-only file with the log of a killed writer beside it: the copy holds the
/// log's transactions too, and the logs are neither changed nor removed.
#[test]
fn a_read_only_database_is_read_with_its_log() {
    let dir = TempDir::new("readonly-wal");
    {
        let mut r = Records::open(dir.db()).unwrap();
        r.add_profile("Asha").unwrap();
        // No checkpoint on close: the profile stays in the log.
        std::mem::forget(r);
    }
    assert!(!logs(&dir).is_empty());
    let before = files(&dir);
    let wal = fs::read(open::sibling(&dir.db(), "-wal")).unwrap();
    set_read_only(&dir.db(), true);
    let r = Records::open_for_reading(dir.db()).unwrap();
    assert!(r.is_read_only());
    assert_eq!(r.profiles().unwrap()[0].name, "Asha");
    drop(r);
    assert_eq!(files(&dir), before);
    assert_eq!(fs::read(open::sibling(&dir.db(), "-wal")).unwrap(), wal);
}

/// Reading a missing, a damaged read-only, or an unreadable file is a typed error
/// and creates or moves nothing.
#[test]
fn reading_a_missing_or_damaged_read_only_database_is_refused() {
    let dir = TempDir::new("readonly-bad");
    assert!(matches!(
        Records::open_for_reading(dir.db()),
        Err(RecordsError::Open { .. })
    ));
    assert!(files(&dir).is_empty());
    fs::write(
        dir.db(),
        b"not a database, not at all, but long enough to look",
    )
    .unwrap();
    set_read_only(&dir.db(), true);
    match Records::open_for_reading(dir.db()) {
        Err(RecordsError::Open { message, .. }) => {
            assert!(message.contains("not a SQLite database"), "{message}")
        }
        other => panic!("expected Open, got {:?}", other.map(|_| ())),
    }
    assert_eq!(files(&dir), ["records.db"]);
}

/// Log files left read-only beside a writable database (by an older version) get the
/// database's permissions back, and their transactions are kept.
#[test]
fn read_only_logs_beside_a_writable_database_are_made_writable() {
    let dir = TempDir::new("readonly-logs");
    let shm = open::sibling(&dir.db(), "-shm");
    {
        let mut r = Records::open(dir.db()).unwrap();
        r.add_profile("Asha").unwrap();
        // A leftover `-shm` (SQLite rebuilds its content; the permission is what counts).
        assert!(shm.exists());
        set_read_only(&shm, true);
        // Closing would delete the logs: leave them as a killed process does.
        std::mem::forget(r);
    }
    assert!(fs::metadata(&shm).unwrap().permissions().readonly());
    let r = Records::open(dir.db()).unwrap();
    assert!(!fs::metadata(&shm).unwrap().permissions().readonly());
    assert_eq!(
        r.profiles().unwrap().len(),
        1,
        "the log's transaction is kept"
    );
}

#[test]
fn a_damaged_database_is_set_aside_with_its_log() {
    let dir = TempDir::new("corrupt");
    {
        let mut r = Records::open(dir.db()).unwrap();
        // Enough rows for several pages.
        for i in 0..300 {
            r.add_profile(&format!("player number {i:04}")).unwrap();
        }
        r.conn
            .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))
            .unwrap();
    }
    // Without a backup (restoring one: `a_damaged_or_emptied_database_is_restored_…`).
    fs::remove_file(dir.0.join("records.db.backup")).unwrap();
    let mut bytes = fs::read(dir.db()).unwrap();
    let page = 4096;
    assert!(bytes.len() >= 6 * page, "{}", bytes.len());
    // Scribble over the third and fourth pages (table and index pages).
    for b in &mut bytes[2 * page..4 * page] {
        *b = 0x5a;
    }
    fs::write(dir.db(), &bytes).unwrap();
    // A leftover log beside it must move along, never be applied to the new file.
    fs::write(dir.0.join("records.db-wal"), b"old log").unwrap();
    assert_set_aside(&dir, &bytes, |d| matches!(d, Damage::Corrupt(_)));
    let aside: Vec<String> = fs::read_dir(&dir.0)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains(".damaged-"))
        .collect();
    assert!(
        aside.iter().any(|n| n.ends_with("-wal")),
        "the log moved too: {aside:?}"
    );
}

#[test]
fn a_log_left_without_its_database_is_kept() {
    let dir = TempDir::new("orphan");
    {
        let mut r = Records::open(dir.db()).unwrap();
        r.add_profile("Old").unwrap();
        // Keep the log: the profile is only in it.
        r.conn
            .set_db_config(
                rusqlite::config::DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE,
                true,
            )
            .unwrap();
    }
    let wal = dir.0.join("records.db-wal");
    assert!(fs::metadata(&wal).unwrap().len() > 0);
    let log = fs::read(&wal).unwrap();
    fs::remove_file(dir.db()).unwrap();
    let r = Records::open(dir.db()).unwrap();
    let aside = r.set_aside().expect("set aside");
    assert!(matches!(aside.reason, Damage::Corrupt(_)), "{aside:?}");
    // The backup written after the profile was added is restored.
    assert!(aside.restored.is_some(), "{aside:?}");
    let names: Vec<String> = r.profiles().unwrap().into_iter().map(|p| p.name).collect();
    assert_eq!(names, ["Old"]);
    assert_eq!(
        fs::read(super::open::sibling(&aside.to, "-wal")).unwrap(),
        log
    );
}

#[test]
fn an_unusable_path_is_an_error_and_nothing_is_renamed() {
    let dir = TempDir::new("badpath");
    let sub = dir.0.join("a-directory");
    fs::create_dir_all(&sub).unwrap();
    assert!(matches!(
        Records::open(&sub),
        Err(RecordsError::Open { .. })
    ));
    assert!(sub.is_dir());
    assert!(matches!(
        Records::open(dir.0.join("missing/records.db")),
        Err(RecordsError::Open { .. })
    ));
    assert!(!dir.0.join("missing").exists());
}

/// A FIFO where the database should be is refused at once by every way of opening
/// (it is not a database, and cannot be set aside as one: it is no file), and left
/// as it is. Each opened it and waited for another process at its other end.
/// Makes a FIFO at `path`.
#[cfg(unix)]
fn mkfifo(path: &Path) {
    let made = Command::new("mkfifo").arg(path).status().unwrap();
    assert!(made.success());
}

/// Runs `calls` on a thread (opening a FIFO waits for its other end forever, so a
/// regression fails here after 20 s instead of hanging the run) and checks that
/// every one was refused as `RecordsError::Open` with `needle` in its message.
#[cfg(unix)]
fn refused_without_waiting(
    needle: &str,
    calls: impl FnOnce() -> Vec<Result<(), RecordsError>> + Send + 'static,
) {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(calls());
    });
    let results = rx
        .recv_timeout(std::time::Duration::from_secs(20))
        .unwrap_or_else(|_| panic!("opening the records waited on a FIFO ({needle})"));
    for r in results {
        match r {
            Err(RecordsError::Open { message, .. }) => {
                assert!(message.contains(needle), "{message}")
            }
            other => panic!("{other:?}"),
        }
    }
}

#[cfg(unix)]
#[test]
fn a_fifo_in_place_of_the_database_is_refused_not_waited_on() {
    let dir = TempDir::new("fifo");
    let db = dir.db();
    mkfifo(&db);
    let path = db.clone();
    refused_without_waiting("not a regular file", move || {
        vec![
            Records::open(&path).map(|_| ()),
            Records::open_for_reading(&path).map(|_| ()),
            Records::damage(&path).map(|_| ()),
        ]
    });
    let names: Vec<_> = fs::read_dir(&dir.0)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, ["records.db"], "nothing made or renamed beside it");
    assert!(!fs::metadata(&db).unwrap().is_file());
}

/// A FIFO in place of the lock file `records.db.lock` (opened for writing, to be
/// locked) is refused at once, not waited on; the database is left as it was.
#[cfg(unix)]
#[test]
fn a_fifo_in_place_of_the_lock_file_is_refused_not_waited_on() {
    let dir = TempDir::new("fifo-lock");
    let db = dir.db();
    Records::open(&db).unwrap().add_profile("Asha").unwrap();
    let lock = super::open::sibling(&db, ".lock");
    fs::remove_file(&lock).unwrap();
    mkfifo(&lock);
    let path = db.clone();
    refused_without_waiting("lock file", move || {
        vec![
            Records::open(&path).map(|_| ()),
            Records::open_for_reading(&path).map(|_| ()),
        ]
    });
    assert!(fs::metadata(&db).unwrap().is_file());
}

// ----- what is rated -----

#[test]
fn which_games_are_rated() {
    let mut r = Records::open_in_memory().unwrap();
    let a = r.add_profile("A").unwrap();
    let b = r.add_profile("B").unwrap();
    let cpu = SeatKind::Cpu(Level::Medium);
    let vs_cpu = |seed| play_out(&[(Color::Yellow, HUMAN), (Color::Red, cpu)], seed);
    let only_a = [seat(Color::Yellow, &a)];
    let reason = |r: &Recorded| (r.rated, r.unrated_reason);

    // Against a CPU: rated, the CPU's rating fixed (equal ratings, so ±16).
    let g = vs_cpu(1);
    let rec = r.record_game(&g, &only_a, GameFlags::default()).unwrap();
    assert_eq!(reason(&rec), (true, None));
    let d = rec.changes[0].after - rec.changes[0].before;
    assert_eq!(
        d,
        if winner(&g) == Color::Yellow {
            16.0
        } else {
            -16.0
        }
    );

    // The tutorial, an undo, scripted dice: not rated.
    let flags = GameFlags {
        tutorial: true,
        undos: 0,
    };
    let rec = r.record_game(&vs_cpu(2), &only_a, flags).unwrap();
    assert_eq!(reason(&rec), (false, Some(UnratedReason::Tutorial)));
    let flags = GameFlags {
        tutorial: false,
        undos: 2,
    };
    let rec = r.record_game(&vs_cpu(3), &only_a, flags).unwrap();
    assert_eq!(reason(&rec), (false, Some(UnratedReason::Undo)));
    let mut g = Game::new(&GameSetup {
        rules: Rules::default(),
        seats: vec![
            SeatSetup {
                color: Color::Yellow,
                kind: HUMAN,
            },
            SeatSetup {
                color: Color::Red,
                kind: cpu,
            },
        ],
        seed: Some(4),
        dice_script: vec![Face::Six, Face::Six, Face::One],
        first_player: Some(Color::Yellow),
    })
    .unwrap();
    finish(&mut g);
    let rec = r.record_game(&g, &only_a, GameFlags::default()).unwrap();
    assert_eq!(reason(&rec), (false, Some(UnratedReason::ScriptedDice)));
    // Issue 34, item 4: a chosen seed (`ludo play --seed 42 --profile ...`) makes
    // every roll known in advance: not rated (it was, and verified).
    let g = play_out_seeded(42);
    assert!(g.dice_from_chosen_seed());
    let rec = r.record_game(&g, &only_a, GameFlags::default()).unwrap();
    assert_eq!(reason(&rec), (false, Some(UnratedReason::ChosenSeed)));
    // Without a profile the reason stays "no profile".
    let rec = r
        .record_game(&play_out_seeded(7), &[], GameFlags::default())
        .unwrap();
    assert_eq!(reason(&rec), (false, Some(UnratedReason::NoProfile)));

    // A person's seat handed to the CPU and back: she resigned (issue 34, item
    // 9: rated, placed last).
    let mut g = new_game(&[(Color::Yellow, HUMAN), (Color::Red, cpu)], 5);
    g.apply(Action::Seat(Color::Yellow, cpu)).unwrap();
    g.apply(Action::Seat(Color::Yellow, HUMAN)).unwrap();
    finish(&mut g);
    let rec = r.record_game(&g, &only_a, GameFlags::default()).unwrap();
    assert_eq!(reason(&rec), (true, None));
    let e = r.find_game(rec.game.as_str()).unwrap();
    assert_eq!(
        e.seats
            .iter()
            .find(|s| s.color == Color::Yellow)
            .unwrap()
            .place,
        2
    );

    // Handed over by three time-outs in a row.
    let mut g = new_game(&[(Color::Yellow, HUMAN), (Color::Red, HUMAN)], 6);
    while g.seat(Color::Yellow) == Some(HUMAN) {
        if g.current() == Some(Color::Yellow) {
            g.apply(Action::TimeOut).unwrap();
        } else {
            let a = g.best_action(Level::Easy, &Budget::default());
            g.apply(a).unwrap();
        }
    }
    finish(&mut g);
    let rec = r
        .record_game(&g, &[seat(Color::Red, &b)], GameFlags::default())
        .unwrap();
    // Yellow (a guest) resigned by time-outs; B had no rated opponent.
    assert_eq!(reason(&rec), (false, Some(UnratedReason::NoRatedOpponent)));

    // No profile; a profile against a guest only.
    let rec = r
        .record_game(&two_people(8), &[], GameFlags::default())
        .unwrap();
    assert_eq!(reason(&rec), (false, Some(UnratedReason::NoProfile)));
    let rec = r
        .record_game(&two_people(9), &only_a, GameFlags::default())
        .unwrap();
    assert_eq!(reason(&rec), (false, Some(UnratedReason::NoRatedOpponent)));
    assert!(rec.changes.is_empty());

    // Only the first game and the resigned one changed A's rating; B's never changed.
    assert_eq!(r.profile(&a.id).unwrap().rated_games, 2);
    assert_eq!(r.profile(&b.id).unwrap().rating, rating::INITIAL_RATING);
    assert_eq!(r.game_count(None).unwrap(), 10);
    // The history tells the same.
    let h = r.history(&HistoryQuery::default()).unwrap();
    assert_eq!(h.len(), 10);
    assert_eq!(h[0].unrated_reason, Some(UnratedReason::NoRatedOpponent));
    assert!(h[9].rated);
}

#[test]
fn bad_inputs_are_refused_and_write_nothing() {
    let mut r = Records::open_in_memory().unwrap();
    let a = r.add_profile("A").unwrap();
    let b = r.add_profile("B").unwrap();
    let cpu = SeatKind::Cpu(Level::Easy);
    let g = play_out(&[(Color::Yellow, HUMAN), (Color::Red, cpu)], 11);
    let f = GameFlags::default();
    assert!(matches!(
        r.record_game(&g, &[seat(Color::Red, &a)], f),
        Err(RecordsError::NotAPersonSeat { color: Color::Red })
    ));
    assert!(matches!(
        r.record_game(&g, &[seat(Color::Blue, &a)], f),
        Err(RecordsError::NotAPersonSeat { color: Color::Blue })
    ));
    assert!(matches!(
        r.record_game(&g, &[seat(Color::Yellow, &a), seat(Color::Yellow, &b)], f),
        Err(RecordsError::SeatTwice { .. })
    ));
    let people = two_people(12);
    assert!(matches!(
        r.record_game(&people, &[seat(Color::Yellow, &a), seat(Color::Red, &a)], f),
        Err(RecordsError::ProfileTwice)
    ));
    let unfinished = new_game(&[(Color::Yellow, HUMAN), (Color::Red, cpu)], 13);
    assert!(matches!(
        r.record_game(&unfinished, &[], f),
        Err(RecordsError::NotFinished)
    ));
    assert!(matches!(
        r.record_save("{\"format\":\"ludo-save\"", &[], f),
        Err(RecordsError::Save(_))
    ));
    assert_eq!(r.game_count(None).unwrap(), 0);
}

#[test]
fn a_profile_deleted_before_its_game_was_recorded_becomes_a_guest() {
    let mut r = Records::open_in_memory().unwrap();
    let a = r.add_profile("A").unwrap();
    let b = r.add_profile("B").unwrap();
    r.delete_profile(&b.id).unwrap();
    let rec = r
        .record_game(
            &two_people(14),
            &[seat(Color::Yellow, &a), seat(Color::Red, &b)],
            GameFlags::default(),
        )
        .unwrap();
    assert_eq!(rec.unknown_profiles, vec![b.id.clone()]);
    assert_eq!(rec.unrated_reason, Some(UnratedReason::NoRatedOpponent));
    let e = r.find_game(&rec.game.as_str()[..6]).unwrap();
    assert_eq!(e.seats[1].profile, None);
    assert_eq!(e.seats[0].profile_name.as_deref(), Some("A"));
}

// ----- ratings in the database -----

fn hand_seat(
    color: Color,
    level: Option<Level>,
    profile: Option<&Profile>,
    place: u8,
) -> SeatAnalysis {
    SeatAnalysis {
        color,
        seat: color.index(),
        level,
        profile: profile.map(|p| p.id.clone()),
        place,
        shared: false,
        captures_made: 0,
        captures_suffered: 0,
        faces: [1; 6],
    }
}

/// The id of hand-made game `n`: its two hex digits, then zeros.
fn hand_id(n: u8) -> String {
    format!("{n:02x}{}", "0".repeat(30))
}

fn hand_game(n: u8, mut seats: Vec<SeatAnalysis>) -> Analysis {
    let places: Vec<u8> = seats.iter().map(|s| s.place).collect();
    for s in &mut seats {
        s.shared = places.iter().filter(|&&p| p == s.place).count() > 1;
    }
    Analysis {
        id: GameId::parse(&hand_id(n)).unwrap(),
        content_hash: format!("{n:02x}{}", "0".repeat(62)),
        game_number: 1,
        rolls: 6 * seats.len() as u64,
        flags: GameFlags::default(),
        scripted_dice: false,
        seat_changed: false,
        condition: None,
        seats,
    }
}

fn deltas(rec: &Recorded) -> Vec<f64> {
    rec.changes.iter().map(|c| c.after - c.before).collect()
}

#[test]
fn shared_places_rate_as_draws_by_hand() {
    let mut r = Records::open_in_memory().unwrap();
    let a = r.add_profile("A").unwrap();
    let b = r.add_profile("B").unwrap();
    let c = r.add_profile("C").unwrap();
    // Game 1, all at 1200: A first, B and C share second. K/(m−1) = 16:
    // A +16 (two wins at E = 0.5), B and C −8 each (a loss and a draw).
    let g1 = hand_game(
        1,
        vec![
            hand_seat(Color::Yellow, None, Some(&a), 1),
            hand_seat(Color::Blue, None, Some(&b), 2),
            hand_seat(Color::Red, None, Some(&c), 2),
        ],
    );
    assert_eq!(
        deltas(&r.insert(&g1, "{}").unwrap()),
        vec![16.0, -8.0, -8.0]
    );
    // Game 2: A (1216) first, a hard CPU (1275) second, B (1192) and a medium CPU
    // (1200) share third. K/(m−1) = 32/3.
    // A: E vs hard = 1/(1+10^(59/400)) = 0.415899, vs B = 1/(1+10^(−24/400)) =
    //    0.534484, vs medium = 1/(1+10^(−16/400)) = 0.523010;
    //    Σ(S−E) = 0.584101 + 0.465516 + 0.476990 = 1.526607 → +16.2838.
    // B: vs A S=0 E=0.465516; vs hard S=0 E=1/(1+10^(83/400)) = 0.382775; vs medium
    //    S=0.5 E=1/(1+10^(8/400)) = 0.488489;
    //    Σ = −0.465516 − 0.382775 + 0.011511 = −0.836780 → −8.9257.
    let g2 = hand_game(
        2,
        vec![
            hand_seat(Color::Yellow, None, Some(&a), 1),
            hand_seat(Color::Blue, Some(Level::Hard), None, 2),
            hand_seat(Color::Red, None, Some(&b), 3),
            hand_seat(Color::Green, Some(Level::Medium), None, 3),
        ],
    );
    let rec = r.insert(&g2, "{}").unwrap();
    let d = deltas(&rec);
    assert_eq!(d.len(), 2, "only profiles change");
    assert!((d[0] - 16.2838).abs() < 1e-3, "{d:?}");
    assert!((d[1] + 8.9257).abs() < 1e-3, "{d:?}");
    let e = r.find_game(&rec.game.as_str()[..8]).unwrap();
    assert!(e.seats[2].shared && e.seats[3].shared && !e.seats[0].shared);
    // Game 3: A (1232.2838) first, a guest second, C (1192) third. The guest takes
    // no part: m = 2, K/(m−1) = 32; E(A vs C) = 1/(1+10^(−40.2838/400)) = 0.557715
    // → A +14.1531, C −14.1531.
    let g3 = hand_game(
        3,
        vec![
            hand_seat(Color::Yellow, None, Some(&a), 1),
            hand_seat(Color::Blue, None, None, 2),
            hand_seat(Color::Red, None, Some(&c), 3),
        ],
    );
    let d = deltas(&r.insert(&g3, "{}").unwrap());
    assert!(
        (d[0] - 14.1531).abs() < 1e-3 && (d[1] + 14.1531).abs() < 1e-3,
        "{d:?}"
    );
    assert!((rating_of(&r, &a) - (1216.0 + 16.2838 + 14.1531)).abs() < 1e-3);
    assert!((rating_of(&r, &c) - (1192.0 - 14.1531)).abs() < 1e-3);
    assert!((rating_of(&r, &b) - (1192.0 - 8.9257)).abs() < 1e-3);
}

#[test]
fn deleting_and_merging_recompute_the_ratings_from_the_games_left() {
    let mut r = Records::open_in_memory().unwrap();
    let a = r.add_profile("A").unwrap();
    let b = r.add_profile("B").unwrap();
    let a2 = r.add_profile("A again").unwrap();
    let cpu = Some(Level::Medium);
    // A beats B; A2 beats a medium CPU; A2 beats B; A2 and A play each other (A wins).
    let games = [
        vec![
            hand_seat(Color::Yellow, None, Some(&a), 1),
            hand_seat(Color::Red, None, Some(&b), 2),
        ],
        vec![
            hand_seat(Color::Yellow, None, Some(&a2), 1),
            hand_seat(Color::Red, cpu, None, 2),
        ],
        vec![
            hand_seat(Color::Yellow, None, Some(&a2), 1),
            hand_seat(Color::Red, None, Some(&b), 2),
        ],
        vec![
            hand_seat(Color::Yellow, None, Some(&a), 1),
            hand_seat(Color::Red, None, Some(&a2), 2),
        ],
    ];
    for (i, s) in games.into_iter().enumerate() {
        r.insert(&hand_game(i as u8 + 1, s), "{}").unwrap();
    }
    // Merge A2 into A: A2's seat in game 4 (against A) becomes a guest, so game 4
    // no longer rates; A now has games 1, 2, 3 in order: +16 (vs B at 1200),
    // then vs medium from 1216: 32·(1 − E(1216, 1200)) = 32·(1 − 0.523016) = 15.2635,
    // then vs B (1184, after −16 and nothing else) from 1231.2635.
    let merged = r.merge_profiles(&a.id, &a2.id).unwrap();
    assert_eq!(merged.name, "A");
    assert_eq!(merged.games, 4);
    assert_eq!(merged.rated_games, 3);
    let e3 = 1.0 / (1.0 + 10f64.powf((1184.0 - 1231.2635) / 400.0));
    let want = 1231.2635 + 32.0 * (1.0 - e3);
    assert!(
        (merged.rating - want).abs() < 1e-3,
        "{} vs {want}",
        merged.rating
    );
    assert!(matches!(
        r.profile(&a2.id),
        Err(RecordsError::UnknownProfile(_))
    ));
    let g4 = r.find_game(&hand_id(4)).unwrap();
    assert_eq!(g4.seats[1].profile, None);
    assert!(!g4.rated);
    // Delete B with its records: its seats become guests; A keeps only game 2.
    assert_eq!(r.delete_profile(&b.id).unwrap(), 2);
    let a_now = r.profile(&a.id).unwrap();
    assert_eq!(a_now.rated_games, 1);
    assert_eq!(a_now.rating, 1216.0);
    assert_eq!(
        r.game_count(None).unwrap(),
        4,
        "the games stay in the history"
    );
    assert!(matches!(
        r.merge_profiles(&a.id, &a.id),
        Err(RecordsError::MergeSelf)
    ));
}

// ----- profiles -----

/// A name is one name whatever Unicode form the keyboard typed it in: "é" as one
/// code point or as "e" and a combining accent, Bengali "য়" as U+09DF or as U+09AF
/// U+09BC, Hindi "क़" as U+0958 or as U+0915 U+093C. Without NFC each pair is two
/// profiles listed alike.
#[test]
fn names_differing_only_in_unicode_form_are_one_name() {
    let mut r = Records::open_in_memory().unwrap();
    let pairs = [
        ("Ren\u{e9}e", "Rene\u{301}e"),
        (
            "\u{9df}\u{9be}\u{9b8}\u{9bf}\u{9a8}",
            "\u{9af}\u{9bc}\u{9be}\u{9b8}\u{9bf}\u{9a8}",
        ),
        (
            "\u{958}\u{93e}\u{926}\u{93f}\u{930}",
            "\u{915}\u{93c}\u{93e}\u{926}\u{93f}\u{930}",
        ),
    ];
    for (one, other) in pairs {
        assert_ne!(one, other);
        let p = r.add_profile(one).unwrap();
        assert!(
            matches!(r.add_profile(other), Err(RecordsError::NameTaken(_))),
            "{other:?} was taken as a new name beside {one:?}"
        );
        assert_eq!(r.find_profile(other).unwrap().id, p.id);
        assert_eq!(r.find_profile(one).unwrap().id, p.id);
    }
    assert_eq!(r.profiles().unwrap().len(), 3);
}

/// A profile named before names were stored in NFC keeps its key as typed (here
/// decomposed): it is still found by the name in either form, and a new profile
/// whose name differs from it only in form is refused.
#[test]
fn a_profile_stored_before_nfc_is_found_and_its_name_kept_unique() {
    let mut r = Records::open_in_memory().unwrap();
    let old = "Rene\u{301}e";
    r.conn
        .execute(
            "INSERT INTO profiles (id, name, name_key, created_ms, rating, rated_games) \
             VALUES (?1, ?2, ?3, 0, 1200.0, 0)",
            rusqlite::params![format!("{:032x}", 7), old, old.to_lowercase()],
        )
        .unwrap();
    assert_eq!(r.find_profile("ren\u{e9}e").unwrap().name, old);
    assert_eq!(r.find_profile(old).unwrap().name, old);
    assert!(matches!(
        r.add_profile("Ren\u{e9}e"),
        Err(RecordsError::NameTaken(_))
    ));
    // A seat's name in another form (fullwidth) is still a seat's name.
    for name in [
        "\u{FF27}\u{FF55}\u{FF45}\u{FF53}\u{FF54}",
        "\u{FF23}\u{FF30}\u{FF35} (medium)",
    ] {
        assert!(
            matches!(
                r.add_profile(name),
                Err(RecordsError::Name(NameError::LooksLikeSeat(_)))
            ),
            "{name} was taken"
        );
    }
    let mina = r.add_profile("Mina").unwrap();
    assert!(matches!(
        r.rename_profile(&mina.id, "REN\u{c9}E"),
        Err(RecordsError::NameTaken(_))
    ));
}

/// Issue 34, item 8: a new name that looks like another profile's (Unicode
/// confusables, UTS #39, after NFKC and full case folding) is refused, in a
/// rename too; a name with nothing visible is refused; two look-alike profiles of
/// an older database both keep working.
#[test]
fn look_alike_and_blank_names_are_refused() {
    use crate::i18n::{Lang, localize};
    let mut r = Records::open_in_memory().unwrap();
    r.add_profile("Asha").unwrap();
    r.add_profile("STRASSE").unwrap();
    for name in [
        "\u{410}sha",                       // Cyrillic А
        "\u{FF21}\u{FF53}\u{FF48}\u{FF41}", // fullwidth Ａｓｈａ
        "\u{430}SHA",                       // Cyrillic а, any case
        "stra\u{df}e",                      // straße beside STRASSE
    ] {
        match r.add_profile(name) {
            Err(e @ RecordsError::NameLooksLike { .. }) => {
                let m = e.message().expect("a catalog message");
                for lang in [Lang::En, Lang::Hi, Lang::Bn] {
                    assert!(!localize(&m, lang).is_empty());
                }
            }
            other => panic!("{name:?} was not refused as a look-alike: {other:?}"),
        }
    }
    let mina = r.add_profile("Mina").unwrap();
    assert!(matches!(
        r.rename_profile(&mina.id, "\u{410}SHA"),
        Err(RecordsError::NameLooksLike { .. })
    ));
    // Its own look-alike is fine (a profile renamed to a variant of its name).
    r.rename_profile(&mina.id, "M\u{456}na").unwrap();
    for name in ["\u{2800}", "\u{301}", " \u{301} ", "\u{2800}\u{2800}"] {
        let e = r.add_profile(name).unwrap_err();
        assert!(
            matches!(
                e,
                RecordsError::Name(
                    NameError::NoVisibleCharacter | NameError::InvisibleCharacter(_)
                )
            ),
            "{name:?}: {e:?}"
        );
    }
    assert!(
        r.add_profile("\u{301}")
            .unwrap_err()
            .message()
            .is_some_and(|m| localize(&m, Lang::Bn).contains("নামে"))
    );
    // Different names stay allowed: in other scripts, with marks on letters.
    for name in ["Ashu", "आशा", "আশা", "Ren\u{e9}e", "Ravi 2"] {
        r.add_profile(name).unwrap();
    }
    // An older database may hold two look-alikes: both are found and renamed.
    r.conn
        .execute(
            "INSERT INTO profiles (id, name, name_key, created_ms, rating, rated_games) \
             VALUES (?1, ?2, ?3, 0, 1200.0, 0)",
            rusqlite::params![format!("{:032x}", 9), "\u{410}sha", "\u{430}sha"],
        )
        .unwrap();
    let old = r.find_profile("\u{410}sha").unwrap();
    assert_eq!(old.id.as_str(), format!("{:032x}", 9));
    assert_ne!(r.find_profile("Asha").unwrap().id, old.id);
    r.rename_profile(&old.id, "Asha from Dhaka").unwrap();
}

#[test]
fn profiles_are_added_renamed_found_and_kept_unique() {
    let mut r = Records::open_in_memory().unwrap();
    let ravi = r.add_profile(" Ravi ").unwrap();
    assert_eq!(ravi.name, "Ravi");
    assert_eq!(ravi.rating, rating::INITIAL_RATING);
    assert!(matches!(
        r.add_profile("RAVI"),
        Err(RecordsError::NameTaken(_))
    ));
    assert!(matches!(r.add_profile(""), Err(RecordsError::Name(_))));
    let mina = r.add_profile("Mina").unwrap();
    assert!(matches!(
        r.rename_profile(&mina.id, "ravi"),
        Err(RecordsError::NameTaken(_))
    ));
    // A change of case of its own name is fine.
    let ravi = r.rename_profile(&ravi.id, "RAVI").unwrap();
    assert_eq!(ravi.name, "RAVI");
    assert_eq!(r.find_profile("ravi").unwrap().id, ravi.id);
    assert_eq!(r.find_profile(ravi.id.as_str()).unwrap().name, "RAVI");
    assert!(matches!(
        r.find_profile("nobody"),
        Err(RecordsError::UnknownProfile(_))
    ));
    let names: Vec<String> = r.profiles().unwrap().into_iter().map(|p| p.name).collect();
    assert_eq!(names, vec!["Mina", "RAVI"]);
    let unknown = ProfileId::random();
    assert!(matches!(
        r.rename_profile(&unknown, "X"),
        Err(RecordsError::UnknownProfile(_))
    ));
    assert!(matches!(
        r.delete_profile(&unknown),
        Err(RecordsError::UnknownProfile(_))
    ));
}

// ----- statistics and history -----

#[test]
fn statistics_add_up_the_games() {
    let mut r = Records::open_in_memory().unwrap();
    let a = r.add_profile("A").unwrap();
    let cpu = SeatKind::Cpu(Level::Easy);
    let mut want_made = 0u64;
    let mut want_suffered = 0u64;
    let mut want_faces = [0u64; 6];
    let mut want_wins = 0;
    let mut places = [0u32; 4];
    for seed in 20..26 {
        let g = play_out(
            &[
                (Color::Yellow, HUMAN),
                (Color::Blue, cpu),
                (Color::Red, cpu),
                (Color::Green, cpu),
            ],
            seed,
        );
        for e in g.events_since(0) {
            if let crate::game::Event::Captured { color, by, .. } = e.event {
                want_made += u64::from(by == Color::Yellow);
                want_suffered += u64::from(color == Color::Yellow);
            }
        }
        for (w, f) in want_faces.iter_mut().zip(g.face_counts(Color::Yellow).0) {
            *w += f;
        }
        let pl = g.placements().unwrap();
        let mut place = 1;
        for group in &pl {
            if group.contains(&Color::Yellow) {
                places[place - 1] += 1;
                if place == 1 {
                    want_wins += 1;
                }
            }
            place += group.len();
        }
        r.record_game(&g, &[seat(Color::Yellow, &a)], GameFlags::default())
            .unwrap();
    }
    // A tutorial game does not count in the statistics.
    let tut = play_out(&[(Color::Yellow, HUMAN), (Color::Red, cpu)], 30);
    r.record_game(
        &tut,
        &[seat(Color::Yellow, &a)],
        GameFlags {
            tutorial: true,
            undos: 0,
        },
    )
    .unwrap();
    let s = r.stats(&a.id).unwrap();
    assert_eq!(s.games, 6);
    assert_eq!(s.places, places);
    assert_eq!(s.wins, want_wins);
    assert!((s.win_rate - f64::from(want_wins) / 6.0).abs() < 1e-12);
    assert_eq!(s.captures_made, want_made);
    assert_eq!(s.captures_suffered, want_suffered);
    assert!(want_made + want_suffered > 0, "the games had captures");
    assert_eq!(s.faces, want_faces);
    assert_eq!(s.sixes, want_faces[5]);
    assert_eq!(s.rolls, want_faces.iter().sum::<u64>());
    assert!(s.rolls > 100);
    assert!(matches!(
        s.fairness,
        Fairness::AsExpected { .. } | Fairness::Unusual { .. }
    ));
    assert_eq!(s.chi_square, crate::dice::FaceCounts(s.faces).chi_square());
    assert_eq!(s.profile.games, 6);
    // History by profile, newest first, with paging.
    let h = r
        .history(&HistoryQuery {
            profile: Some(a.id.clone()),
            offset: 1,
            limit: 2,
        })
        .unwrap();
    assert_eq!(h.len(), 2);
    let all = r
        .history(&HistoryQuery {
            profile: Some(a.id.clone()),
            offset: 0,
            limit: 100,
        })
        .unwrap();
    assert_eq!(all.len(), 7);
    assert_eq!(h[0].id, all[1].id);
    assert!(all[0].tutorial);
    assert_eq!(all[1].seats[1].kind, cpu);
}

#[test]
fn games_are_found_by_id_prefix() {
    let mut r = Records::open_in_memory().unwrap();
    for n in [0x11u8, 0x12, 0x21] {
        let g = hand_game(n, vec![hand_seat(Color::Yellow, None, None, 1)]);
        r.insert(&g, "{}").unwrap();
    }
    let full = hand_id(0x21);
    assert_eq!(r.find_game(&full).unwrap().id.as_str(), full);
    assert_eq!(r.find_game("2").unwrap().id.as_str(), full);
    assert_eq!(r.find_game(" 11 ").unwrap().id.as_str(), hand_id(0x11));
    assert!(matches!(
        r.find_game("1"),
        Err(RecordsError::AmbiguousGame { count: 2, .. })
    ));
    assert!(matches!(
        r.find_game("xyz"),
        Err(RecordsError::UnknownGame(_))
    ));
    assert!(matches!(
        r.find_game("ffff"),
        Err(RecordsError::UnknownGame(_))
    ));
    assert!(matches!(
        r.game_save(&GameId::parse(&"f".repeat(32)).unwrap()),
        Err(RecordsError::UnknownGame(_))
    ));
}

// ----- table saves -----

/// `g`'s save with a `"table"` object.
fn table_save(g: &Game, table: serde_json::Value) -> String {
    let mut v: serde_json::Value = serde_json::from_str(&crate::save::save(g).unwrap()).unwrap();
    v["table"] = table;
    v.to_string()
}

#[test]
fn a_table_save_brings_its_profiles_and_flags() {
    let mut r = Records::open_in_memory().unwrap();
    let asha = r.add_profile("Asha").unwrap();
    let ravi = r.add_profile("Ravi").unwrap();
    let g = two_people(7);
    let save = table_save(
        &g,
        serde_json::json!({"profiles": {"yellow": asha.id.as_str(), "red": ravi.id.as_str()}}),
    );
    let rec = r.record_table_save(&save).unwrap();
    assert!(rec.rated, "{rec:?}");
    assert_eq!(rec.changes.len(), 2);
    assert_eq!(rec.changes[0].profile, asha.id);
    assert_eq!(rec.changes[0].color, Color::Yellow);
    assert_eq!(rec.changes[1].color, Color::Red);
    assert_eq!(r.stats(&asha.id).unwrap().games, 1);
    // Recording it again (even from a plain save) counts once.
    assert!(
        !r.record_table_save(&crate::save::save(&g).unwrap())
            .unwrap()
            .newly_recorded
    );

    // The table's undo count and a profile given twice.
    let g2 = two_people(8);
    let save2 = table_save(
        &g2,
        serde_json::json!({"undos": 2, "profiles": {"yellow": ravi.id.as_str(), "red": ravi.id.as_str()}}),
    );
    let rec2 = r.record_table_save(&save2).unwrap();
    assert_eq!(rec2.unrated_reason, Some(UnratedReason::Undo));
    let e = r.find_game(rec2.game.as_str()).unwrap();
    assert_eq!(e.undos, 2);
    let with_ravi: Vec<Color> = e
        .seats
        .iter()
        .filter(|s| s.profile.as_ref() == Some(&ravi.id))
        .map(|s| s.color)
        .collect();
    assert_eq!(with_ravi.len(), 1);

    // A profile on a CPU seat and a text that is no id are left out, not refused.
    let g3 = play_out(
        &[
            (Color::Yellow, HUMAN),
            (Color::Red, SeatKind::Cpu(Level::Easy)),
        ],
        9,
    );
    let save3 = table_save(
        &g3,
        serde_json::json!({"profiles": {"yellow": "p-42", "red": asha.id.as_str()}}),
    );
    let rec3 = r.record_table_save(&save3).unwrap();
    assert_eq!(rec3.unrated_reason, Some(UnratedReason::NoProfile));
}

/// Issue 34, item 9: handing one's seat to the CPU in a rated game is resigning:
/// the game is rated, that seat placed after everyone still playing, even when
/// the CPU then won with it. A person taking a CPU's seat still leaves the game
/// unrated (the table refuses it in a rated game).
#[test]
fn a_seat_handed_to_the_cpu_is_a_resignation_rated_as_a_loss() {
    let mut r = Records::open_in_memory().unwrap();
    let a = r.add_profile("Asha").unwrap();
    let b = r.add_profile("Bilal").unwrap();
    // A game where Yellow (Asha) hands her seat to the CPU early, and the CPU
    // playing it wins: she still loses.
    let g = (1..200)
        .find_map(|seed| {
            let mut g = new_game(&[(Color::Yellow, HUMAN), (Color::Red, HUMAN)], seed);
            g.set_seat(Color::Yellow, SeatKind::Cpu(Level::Medium))
                .unwrap();
            finish(&mut g);
            (winner(&g) == Color::Yellow).then_some(g)
        })
        .expect("a game the CPU wins for Yellow");
    let seats = [seat(Color::Yellow, &a), seat(Color::Red, &b)];
    let rec = r.record_game(&g, &seats, GameFlags::default()).unwrap();
    assert!(rec.rated, "{rec:?}");
    assert!(rating_of(&r, &a) < rating::INITIAL_RATING);
    assert!(rating_of(&r, &b) > rating::INITIAL_RATING);
    let e = r.find_game(rec.game.as_str()).unwrap();
    let place = |c: Color| e.seats.iter().find(|s| s.color == c).unwrap().place;
    assert_eq!((place(Color::Red), place(Color::Yellow)), (1, 2));
    // The same game without profiles is not rated, and the table said nothing of
    // resigning while it was played: the history keeps the game's own places (it
    // put the winner last, "2nd Yellow, handed to the CPU").
    let mut guests = Records::open_in_memory().unwrap();
    let rec = guests.record_game(&g, &[], GameFlags::default()).unwrap();
    assert!(!rec.rated, "{rec:?}");
    let e = guests.find_game(rec.game.as_str()).unwrap();
    let place = |c: Color| e.seats.iter().find(|s| s.color == c).unwrap().place;
    assert_eq!((place(Color::Yellow), place(Color::Red)), (1, 2));

    // Four seats: Green resigned first, Yellow later; Red and the CPU played on.
    let placements = vec![
        vec![Color::Green],
        vec![Color::Red, Color::Yellow],
        vec![Color::Blue],
    ];
    assert_eq!(
        analyse::resigned_last(&placements, &[Color::Green, Color::Yellow]),
        vec![
            vec![Color::Red],
            vec![Color::Blue],
            vec![Color::Yellow],
            vec![Color::Green]
        ]
    );

    // A person took the CPU's seat: not rated.
    let mut g = new_game(
        &[
            (Color::Yellow, HUMAN),
            (Color::Red, SeatKind::Cpu(Level::Easy)),
        ],
        5,
    );
    g.set_seat(Color::Red, HUMAN).unwrap();
    finish(&mut g);
    let rec = r
        .record_game(&g, &[seat(Color::Yellow, &a)], GameFlags::default())
        .unwrap();
    assert_eq!(rec.unrated_reason, Some(UnratedReason::SeatHandedOver));
}

#[test]
fn messages_for_the_phones() {
    use crate::i18n::{Lang, localize};
    assert_eq!(
        localize(&UnratedReason::Undo.message(), Lang::En),
        "Not rated: a move was taken back."
    );
    let s = SetAside {
        from: "/data/records.db".into(),
        to: "/data/records.db.damaged-17".into(),
        reason: Damage::Corrupt("x".into()),
        restored: None,
    };
    assert!(localize(&s.message(), Lang::En).ends_with("kept as records.db.damaged-17."));
}

/// Profiles named before the rules of names were tightened (an invisible or
/// text-direction character, a name that looks like an id, "guest" or a CPU
/// seat's name) could be found by id
/// only: they are found by their name as stored and as a list shows it, say why
/// their name is refused now, and can be renamed to a name allowed now.
#[test]
fn profiles_with_names_refused_now_are_found_shown_and_renamed() {
    let mut r = Records::open_in_memory().unwrap();
    let legacy = [
        "A\u{200B}sha",
        "\u{202E}Bilal",
        "0123456789ABCDEF0123456789ABCDEF",
        "Guest",
        "CPU (medium)",
    ];
    for (i, name) in legacy.iter().enumerate() {
        r.conn
            .execute(
                "INSERT INTO profiles (id, name, name_key, created_ms, rating, rated_games) \
                 VALUES (?1, ?2, ?3, 0, 1200.0, 0)",
                rusqlite::params![format!("{i:032x}"), name, name.to_lowercase()],
            )
            .unwrap();
    }
    r.add_profile("Chen").unwrap();
    let all = r.profiles().unwrap();
    let shown: Vec<(String, bool)> = all
        .iter()
        .map(|p| (p.visible_name(), p.name_refused().is_some()))
        .collect();
    assert!(
        shown.contains(&("A<U+200B>sha".to_string(), true)),
        "{shown:?}"
    );
    assert!(
        shown.contains(&("<U+202E>Bilal".to_string(), true)),
        "{shown:?}"
    );
    assert!(shown.contains(&("0123456789ABCDEF0123456789ABCDEF".to_string(), true)));
    assert!(shown.contains(&("Chen".to_string(), false)));
    // Named like a guest's or a CPU's seat: refused for a new profile, flagged here.
    assert!(shown.contains(&("Guest".to_string(), true)), "{shown:?}");
    assert!(
        shown.contains(&("CPU (medium)".to_string(), true)),
        "{shown:?}"
    );
    assert!(matches!(
        r.add_profile("guest"),
        Err(RecordsError::Name(NameError::LooksLikeSeat(_)))
    ));
    assert_eq!(r.find_profile("guest").unwrap().name, "Guest");
    assert_eq!(r.find_profile("cpu (medium)").unwrap().name, "CPU (medium)");
    for name in legacy {
        let p = r.find_profile(name).unwrap();
        assert_eq!(p.name, name);
        assert_eq!(r.find_profile(&p.visible_name()).unwrap().id, p.id);
    }
    assert_eq!(r.find_profile("a<u+200b>sha").unwrap().name, "A\u{200B}sha");
    // Renamed to a name allowed now: found by that name like any other profile.
    let asha = r.find_profile("A<U+200B>sha").unwrap();
    let renamed = r.rename_profile(&asha.id, "Asha").unwrap();
    assert_eq!(renamed.name_refused(), None);
    assert_eq!(r.find_profile("asha").unwrap().id, asha.id);
    // A refused name that no profile has is still unknown.
    assert!(matches!(
        r.find_profile("Z\u{200B}ed"),
        Err(RecordsError::UnknownProfile(_))
    ));
}

/// The messages that name what a player typed keep Hindi and Bengali names whole:
/// Rust's `{:?}` wrote their combining marks as escapes ("स\u{902}जय" for
/// "संजय", "य\u{94d}" …), while hidden characters are still written out.
#[test]
fn refusals_name_hindi_and_bengali_names_as_typed() {
    let mut r = Records::open_in_memory().unwrap();
    r.add_profile("संजय").unwrap();
    r.add_profile("\u{09AF}\u{09BC}").unwrap();
    let messages = [
        (r.add_profile("संजय").unwrap_err(), "\"संजय\""),
        (
            r.add_profile("\u{09DF}").unwrap_err(),
            "\"\u{09AF}\u{09BC}\"",
        ),
        (r.find_profile("संजीव").unwrap_err(), "\"संजीव\""),
        (r.add_profile("CPU (मध्यम)").unwrap_err(), "\"CPU (मध्यम)\""),
        (
            r.find_profile("Z\u{200B}ed").unwrap_err(),
            "\"Z<U+200B>ed\"",
        ),
        (r.find_profile("a\nb").unwrap_err(), "\"a<U+000A>b\""),
    ];
    for (e, want) in messages {
        let text = e.to_string();
        assert!(text.contains(want), "{text} lacks {want}");
        assert!(!text.contains("\\u{"), "{text}");
    }
}
