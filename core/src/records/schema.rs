//! The database schema and its migrations (`docs/records.md`, "Schema").
//!
//! `PRAGMA user_version` holds the schema version: 0 for a new, empty database,
//! then the number of migrations applied. Migration `i` (0-based) takes the schema
//! from version `i` to `i + 1`; each runs in its own transaction together with the
//! version bump, so a failure (or a kill) leaves the database at the version before.
//! Migrations are only ever appended; an applied one is never edited.

use rusqlite::{Connection, TransactionBehavior};

/// `PRAGMA application_id` of a Ludo records database ("LUDO" in ASCII), so that a
/// SQLite file of another program is never taken for ours.
pub const APPLICATION_ID: i32 = 0x4C55_444F;

/// Every migration, in order.
pub const MIGRATIONS: &[&str] = &[
    // 1: profiles, games, seats.
    r#"
    CREATE TABLE profiles (
        id          TEXT PRIMARY KEY NOT NULL,
        name        TEXT NOT NULL,
        name_key    TEXT NOT NULL UNIQUE,
        created_ms  INTEGER NOT NULL,
        rating      REAL NOT NULL,
        rated_games INTEGER NOT NULL DEFAULT 0
    ) STRICT;

    CREATE TABLE games (
        seq            INTEGER PRIMARY KEY,
        id             TEXT NOT NULL UNIQUE,
        content_hash   TEXT NOT NULL UNIQUE,
        recorded_ms    INTEGER NOT NULL,
        game_number    INTEGER NOT NULL,
        players        INTEGER NOT NULL,
        rolls          INTEGER NOT NULL,
        tutorial       INTEGER NOT NULL,
        undos          INTEGER NOT NULL,
        scripted_dice  INTEGER NOT NULL,
        seat_changed   INTEGER NOT NULL,
        condition      TEXT,
        save           TEXT NOT NULL
    ) STRICT;

    CREATE TABLE game_seats (
        game_seq          INTEGER NOT NULL REFERENCES games(seq) ON DELETE CASCADE,
        color             TEXT NOT NULL,
        seat              INTEGER NOT NULL,
        level             TEXT,
        profile_id        TEXT REFERENCES profiles(id) ON DELETE SET NULL,
        place             INTEGER NOT NULL,
        shared            INTEGER NOT NULL,
        captures_made     INTEGER NOT NULL,
        captures_suffered INTEGER NOT NULL,
        face1 INTEGER NOT NULL, face2 INTEGER NOT NULL, face3 INTEGER NOT NULL,
        face4 INTEGER NOT NULL, face5 INTEGER NOT NULL, face6 INTEGER NOT NULL,
        rating_before     REAL,
        rating_after      REAL,
        PRIMARY KEY (game_seq, color)
    ) STRICT;

    CREATE UNIQUE INDEX game_seats_by_profile
        ON game_seats(profile_id, game_seq) WHERE profile_id IS NOT NULL;
    "#,
];

/// The schema version this build writes: the number of migrations.
pub const VERSION: i64 = MIGRATIONS.len() as i64;

/// The database's schema version (`PRAGMA user_version`).
///
/// Errors: any SQLite error.
pub fn version(conn: &Connection) -> rusqlite::Result<i64> {
    conn.query_row("PRAGMA user_version", [], |r| r.get(0))
}

/// Applies the migrations of `migrations` that the database lacks, one transaction
/// each; on a fresh database it first sets the application id. Safe when two
/// processes migrate at once: each step re-reads the version inside its
/// (immediate, i.e. write-locked) transaction.
///
/// Errors: any SQLite error; the database then stays at the last version reached.
pub fn migrate(conn: &mut Connection, migrations: &[&str]) -> rusqlite::Result<()> {
    loop {
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        let v = version(&tx)?;
        let Some(sql) = usize::try_from(v).ok().and_then(|i| migrations.get(i)) else {
            return Ok(());
        };
        if v == 0 {
            tx.pragma_update(None, "application_id", APPLICATION_ID)?;
        }
        tx.execute_batch(sql)?;
        tx.pragma_update(None, "user_version", v + 1)?;
        tx.commit()?;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn migrations_run_once_in_order_and_a_failing_one_rolls_back() {
        let mut c = Connection::open_in_memory().unwrap();
        let steps = [
            "CREATE TABLE a (x INTEGER) STRICT;",
            "ALTER TABLE a ADD COLUMN y TEXT;",
        ];
        migrate(&mut c, &steps[..1]).unwrap();
        assert_eq!(version(&c).unwrap(), 1);
        let app: i32 = c
            .query_row("PRAGMA application_id", [], |r| r.get(0))
            .unwrap();
        assert_eq!(app, APPLICATION_ID);
        c.execute("INSERT INTO a (x) VALUES (7)", []).unwrap();
        // A newer build adds the second step: only it runs, the data stays.
        migrate(&mut c, &steps).unwrap();
        assert_eq!(version(&c).unwrap(), 2);
        let (x, y): (i64, Option<String>) = c
            .query_row("SELECT x, y FROM a", [], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap();
        assert_eq!((x, y), (7, None));
        // Running again changes nothing.
        migrate(&mut c, &steps).unwrap();
        assert_eq!(version(&c).unwrap(), 2);
        // A broken third step leaves version 2 and no half of itself.
        let broken = [
            steps[0],
            steps[1],
            "CREATE TABLE b (z INTEGER); SELECT no_such_function();",
        ];
        assert!(migrate(&mut c, &broken).is_err());
        assert_eq!(version(&c).unwrap(), 2);
        let b: i64 = c
            .query_row(
                "SELECT count(*) FROM sqlite_schema WHERE name = 'b'",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(b, 0);
    }

    #[test]
    fn the_real_schema_applies_to_an_empty_database() {
        let mut c = Connection::open_in_memory().unwrap();
        migrate(&mut c, MIGRATIONS).unwrap();
        assert_eq!(version(&c).unwrap(), VERSION);
        let check: String = c
            .query_row("PRAGMA integrity_check", [], |r| r.get(0))
            .unwrap();
        assert_eq!(check, "ok");
    }
}
