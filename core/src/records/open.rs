//! Opening the database file: checks, setting a damaged one aside, the connection
//! settings (WAL, busy timeout, foreign keys) and the migrations.

use super::schema::{self, APPLICATION_ID};
use super::{RecordsError, backup};
use crate::i18n::{Arg, Key, Message};
use rusqlite::{Connection, ErrorCode, OpenFlags};
use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// How long a statement waits for another connection (or process) that holds the
/// write lock before failing with [`RecordsError::Busy`]. Recording a game takes
/// milliseconds, so this is only reached when something is stuck.
pub const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// Why a database file was set aside.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Damage {
    /// The file is not a SQLite database (SQLite's message).
    NotSqlite(String),
    /// A SQLite database of another program (its `application_id`).
    ForeignApplication {
        /// The `application_id` found (0 when unset).
        application_id: i32,
    },
    /// SQLite reports damage (`quick_check` or a corrupt page; the first problem).
    Corrupt(String),
    /// The file is empty (0 bytes). SQLite would take it for a new database, but
    /// the app writes its schema at once when it creates one: an empty file is a
    /// database that was lost (truncated, or replaced by a failed copy).
    Empty,
}

impl fmt::Display for Damage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Damage::NotSqlite(m) => write!(f, "it is not a SQLite database ({m})"),
            Damage::ForeignApplication { application_id } => write!(
                f,
                "it is a database of another program (application id {application_id:#010x})"
            ),
            Damage::Corrupt(m) => write!(f, "it is damaged ({m})"),
            Damage::Empty => write!(f, "it is empty (0 bytes)"),
        }
    }
}

/// A database file that could not be used and was renamed (kept, never deleted);
/// a new, empty database was started in its place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetAside {
    /// The database path given to [`super::Records::open`].
    pub from: PathBuf,
    /// Where the old file is now (`<name>.damaged-<unix seconds>`; its `-wal`,
    /// `-shm` and `-journal` files, when there were any, moved along as
    /// `<that>-wal` and so on).
    pub to: PathBuf,
    /// Why.
    pub reason: Damage,
    /// The backup the database was restored from (`<path>.backup`,
    /// `docs/records.md`, "Backup"); `None` when there was no usable backup and a
    /// new, empty database was started.
    pub restored: Option<PathBuf>,
}

impl fmt::Display for SetAside {
    /// "The records database X could not be used: it is damaged (...). It was kept
    /// as Y, and a new, empty one was started." (or "..., and the records were
    /// restored from their backup Z.")
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "The records database {} could not be used: {}. It was kept as {}, and ",
            self.from.display(),
            self.reason,
            self.to.display()
        )?;
        match &self.restored {
            Some(b) => write!(
                f,
                "the records were restored from their backup {}.",
                b.display()
            ),
            None => write!(f, "a new, empty one was started."),
        }
    }
}

impl SetAside {
    /// The message to show once, as a catalog message (`records.set_aside`, or
    /// `records.restored` when the backup was restored; naming the kept file by its
    /// file name; the full paths and the reason are in `Display`, for logs).
    pub fn message(&self) -> Message {
        let file = self
            .to
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| self.to.display().to_string());
        let key = match self.restored {
            Some(_) => Key::RecordsRestored,
            None => Key::RecordsSetAside,
        };
        Message::new(key).with("file", Arg::Text(file))
    }
}

/// What [`check`] found.
enum Found {
    /// Ours (or new and empty): open it.
    Usable,
    /// Set it aside.
    Damaged(Damage),
    /// Written by a newer version of the app: refuse, touch nothing. Setting it
    /// aside would hide every record of a player who went back to an older version
    /// and, once they update again, leave them with the empty replacement.
    Newer {
        /// Its schema version.
        found: i64,
    },
}

/// Opens (creating when missing) the database at `path`, setting a damaged one aside.
///
/// Holds an advisory lock on `<path>.lock` while checking and migrating, so that two
/// processes opening a damaged database at the same moment never set aside each
/// other's fresh one, nor migrate at once.
pub(super) fn open(path: &Path) -> Result<(Connection, Option<SetAside>), RecordsError> {
    let open_err = |e: &dyn fmt::Display| RecordsError::Open {
        path: path.to_path_buf(),
        message: e.to_string(),
    };
    // Before the lock file is created: a refused open leaves no new file behind.
    refuse_special(path)?;
    check_writable(path).map_err(|e| not_writable(path, e))?;
    let lock_path = sibling(path, ".lock");
    // Opened for writing below: a FIFO there would wait for a reader forever.
    if fs::metadata(&lock_path).is_ok_and(|m| !m.is_file()) {
        return Err(open_err(&format!(
            "its lock file {} is not a regular file",
            lock_path.display()
        )));
    }
    let lock = fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&lock_path)
        .map_err(|e| not_writable(path, e))?;
    lock.lock().map_err(|e| open_err(&e))?;
    let mut set_aside = None;
    loop {
        match check(path)? {
            Found::Usable => {
                let mut conn = Connection::open(path).map_err(|e| open_err(&e))?;
                conn.busy_timeout(BUSY_TIMEOUT)?;
                configure(&conn)?;
                schema::migrate(&mut conn, schema::MIGRATIONS)?;
                // A database without a backup (new, restored from none, or from a
                // version before backups) gets one now; after that, every change
                // refreshes it (`Records::refresh_backup`). A failure only leaves
                // the database without one for now: the next change tries again.
                if !backup::path_of(path).exists() {
                    let _ = backup::write_locked(&conn, path);
                }
                return Ok((conn, set_aside));
            }
            Found::Newer { found } => {
                return Err(RecordsError::NewerVersion {
                    path: path.to_path_buf(),
                    found,
                    supported: schema::VERSION,
                });
            }
            Found::Damaged(reason) => {
                if set_aside.is_some() {
                    // A fresh file that is damaged at once: something else is wrong.
                    return Err(open_err(&reason));
                }
                let to = move_aside(path).map_err(|e| open_err(&e))?;
                let restored = backup::restore(path).map_err(|e| open_err(&e))?;
                set_aside = Some(SetAside {
                    from: path.to_path_buf(),
                    to,
                    reason,
                    restored,
                });
            }
        }
    }
}

/// Why the database at `path` would be set aside by [`open`], or `None` when it
/// would be used (or created): found through a read-only connection, without the
/// lock file and without moving anything, for a command that may still be refused
/// (a refused command changes nothing on disk).
pub(super) fn damage(path: &Path) -> Result<Option<Damage>, RecordsError> {
    refuse_special(path)?;
    // Missing: `check` says whether its log files are left without it.
    let found = if is_empty_file(path) {
        Found::Damaged(Damage::Empty)
    } else if path.exists() {
        // As the read-only copy reads it: a plain read-only connection would make
        // `-wal` / `-shm` files beside a database in write-ahead mode.
        let conn = read_only_source(path)?;
        classify(check_inner(&conn))?
    } else {
        check(path)?
    };
    match found {
        Found::Damaged(d) => Ok(Some(d)),
        Found::Usable | Found::Newer { .. } => Ok(None),
    }
}

/// A read-only connection to the existing database at `path` that creates no file
/// beside it: `immutable` without log files, else read-only through them.
fn read_only_source(path: &Path) -> Result<Connection, RecordsError> {
    let with_logs = LOG_SUFFIXES.iter().any(|ext| sibling(path, ext).exists());
    let mut uri = url_path(path);
    uri.push_str(if with_logs {
        "?mode=ro"
    } else {
        "?immutable=1"
    });
    let conn = Connection::open_with_flags(
        uri,
        OpenFlags::SQLITE_OPEN_READ_ONLY
            | OpenFlags::SQLITE_OPEN_URI
            | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .map_err(|e| RecordsError::Open {
        path: path.to_path_buf(),
        message: e.to_string(),
    })?;
    conn.busy_timeout(BUSY_TIMEOUT)?;
    Ok(conn)
}

/// What [`check_inner`] found, SQLite's "not a database" and "corrupt" counted as
/// damage.
fn classify(r: rusqlite::Result<Found>) -> Result<Found, RecordsError> {
    match r {
        Ok(found) => Ok(found),
        Err(e) => match e.sqlite_error_code() {
            Some(ErrorCode::NotADatabase) => Ok(Found::Damaged(Damage::NotSqlite(e.to_string()))),
            Some(ErrorCode::DatabaseCorrupt) => Ok(Found::Damaged(Damage::Corrupt(e.to_string()))),
            _ => Err(e.into()),
        },
    }
}

/// [`RecordsError::ReadOnly`] when `e` says the file or its directory cannot be
/// written, else [`RecordsError::Open`].
fn not_writable(path: &Path, e: std::io::Error) -> RecordsError {
    match e.kind() {
        std::io::ErrorKind::PermissionDenied | std::io::ErrorKind::ReadOnlyFilesystem => {
            RecordsError::ReadOnly
        }
        _ => RecordsError::Open {
            path: path.to_path_buf(),
            message: e.to_string(),
        },
    }
}

/// Opens an existing database for reading: as [`open`] when it can be written;
/// else (a read-only file or directory) a copy in memory, migrated there and
/// refusing writes ([`RecordsError::ReadOnly`]). The `bool` says which.
///
/// The copy is read through a connection that creates nothing beside the file:
/// SQLite would otherwise create `-wal` / `-shm` files with the file's (read-only)
/// permissions, which would keep the records unusable once the file is writable
/// again. Without log files the file is opened `immutable` (no log, no lock
/// needed); with them (another process is writing, or one was killed) read-only
/// through them, so their last transactions are read too.
pub(super) fn open_for_reading(
    path: &Path,
) -> Result<(Connection, Option<SetAside>, bool), RecordsError> {
    if let Err(e) = fs::metadata(path) {
        return Err(RecordsError::Open {
            path: path.to_path_buf(),
            message: e.to_string(),
        });
    }
    match open(path) {
        Ok((conn, set_aside)) => Ok((conn, set_aside, false)),
        Err(RecordsError::ReadOnly) => snapshot(path).map(|conn| (conn, None, true)),
        Err(e) => Err(e),
    }
}

/// A copy in memory of the read-only database at `path` (see [`open_for_reading`]).
fn snapshot(path: &Path) -> Result<Connection, RecordsError> {
    let open_err = |e: &dyn fmt::Display| RecordsError::Open {
        path: path.to_path_buf(),
        message: e.to_string(),
    };
    if is_empty_file(path) {
        return Err(open_err(&Damage::Empty));
    }
    let source = read_only_source(path)?;
    let found = classify(check_inner(&source))?;
    match found {
        Found::Usable => {}
        // Read-only: it cannot be set aside, and a new database could not be
        // started beside it either.
        Found::Damaged(reason) => return Err(open_err(&reason)),
        Found::Newer { found } => {
            return Err(RecordsError::NewerVersion {
                path: path.to_path_buf(),
                found,
                supported: schema::VERSION,
            });
        }
    }
    let mut conn = Connection::open_in_memory()?;
    rusqlite::backup::Backup::new(&source, &mut conn)?.run_to_completion(
        64,
        Duration::ZERO,
        None,
    )?;
    drop(source);
    configure(&conn)?;
    schema::migrate(&mut conn, schema::MIGRATIONS)?;
    // The copy refuses writes: a change would be lost with it.
    conn.pragma_update(None, "query_only", true)?;
    Ok(conn)
}

/// `path` as a SQLite URI: `file:` and the path's bytes, every one but the
/// unreserved ASCII characters and `/` escaped as `%XX` (SQLite decodes them, so
/// spaces, `?`, `#`, `%` and non-ASCII names survive).
fn url_path(path: &Path) -> String {
    let mut s = String::from("file:");
    for &b in path.as_os_str().as_encoded_bytes() {
        if b.is_ascii_alphanumeric() || b"/-_.~".contains(&b) {
            s.push(char::from(b));
        } else {
            s.push_str(&format!("%{b:02X}"));
        }
    }
    s
}

/// Refuses a path that is there but is neither a regular file nor a directory (a
/// FIFO, a socket, a device) before anything opens it: opening a FIFO for writing
/// (to see whether it can be written) or SQLite's opening it waits for another
/// process at its other end, so every records command hung on a `records.db`
/// that was a FIFO. A directory fails on its own when it is opened ("Is a
/// directory"), and a missing file is created.
fn refuse_special(path: &Path) -> Result<(), RecordsError> {
    match fs::metadata(path) {
        Ok(m) if !m.is_file() && !m.is_dir() => Err(RecordsError::Open {
            path: path.to_path_buf(),
            message: "not a regular file (a FIFO, a socket or a device)".into(),
        }),
        _ => Ok(()),
    }
}

/// Refuses a database file that cannot be written, before SQLite touches it.
///
/// SQLite would open it read-only and create its `-wal` / `-shm` files with the
/// database file's permissions, so read-only too: they would stay read-only after
/// the file's permission is restored and keep the records unusable. Log files left
/// read-only that way beside a writable database get the database's permissions
/// back (they hold its last transactions: never deleted).
fn check_writable(path: &Path) -> std::io::Result<()> {
    let meta = match fs::metadata(path) {
        Ok(m) => m,
        // A missing file is created (writable); other errors show when SQLite opens it.
        Err(_) => return Ok(()),
    };
    let read_only = || {
        std::io::Error::new(
            std::io::ErrorKind::PermissionDenied,
            "the file is read-only, so no game could be recorded; make it writable",
        )
    };
    // The permission bits first: they hold even for a user who may write anyway
    // (root), for whom SQLite would still create read-only log files.
    if meta.permissions().readonly() {
        return Err(read_only());
    }
    match fs::OpenOptions::new().write(true).open(path) {
        Ok(_) => {}
        Err(e) if e.kind() == std::io::ErrorKind::PermissionDenied => return Err(read_only()),
        Err(e) => return Err(e),
    }
    for ext in LOG_SUFFIXES {
        let log = sibling(path, ext);
        if fs::metadata(&log).is_ok_and(|m| m.permissions().readonly()) {
            fs::set_permissions(&log, meta.permissions())?;
        }
    }
    Ok(())
}

/// Per-connection settings: write-ahead log (readers never wait for the writer, a
/// kill leaves the last committed state), full sync on commit (a recorded game
/// survives a power cut), foreign keys enforced.
pub(super) fn configure(conn: &Connection) -> Result<(), RecordsError> {
    let mode: String = conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))?;
    if !mode.eq_ignore_ascii_case("wal") && !mode.eq_ignore_ascii_case("memory") {
        return Err(RecordsError::Database(format!(
            "the database cannot use write-ahead logging (journal mode {mode})"
        )));
    }
    conn.pragma_update(None, "synchronous", "FULL")?;
    conn.pragma_update(None, "foreign_keys", true)?;
    Ok(())
}

/// Classifies the file at `path` (a missing one is usable: it will be created).
///
/// Through a read-only connection, so that nothing is written to a file that may be
/// set aside: a read-write connection would, on closing, fold a leftover
/// write-ahead log into it or delete a broken log. SQLite opens files lazily, so
/// the first statement is where a file that is not a database shows.
fn check(path: &Path) -> Result<Found, RecordsError> {
    if !path.exists() {
        // A log left without its database holds that database's last transactions:
        // keep it rather than let the new database overwrite it.
        if LOG_SUFFIXES.iter().any(|ext| sibling(path, ext).exists()) {
            return Ok(Found::Damaged(Damage::Corrupt(
                "its log files are there but the database file is missing".into(),
            )));
        }
        return Ok(Found::Usable);
    }
    if is_empty_file(path) {
        return Ok(Found::Damaged(Damage::Empty));
    }
    let conn = Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .map_err(|e| RecordsError::Open {
        path: path.to_path_buf(),
        message: e.to_string(),
    })?;
    conn.busy_timeout(BUSY_TIMEOUT)?;
    classify(check_inner(&conn))
}

/// Whether `path` is a file of 0 bytes ([`Damage::Empty`]).
fn is_empty_file(path: &Path) -> bool {
    fs::metadata(path).is_ok_and(|m| m.is_file() && m.len() == 0)
}

/// Whether the existing file at `path` is a whole records database (or an empty
/// SQLite one) that this version reads: what a backup must be to be restored.
/// Read without creating any file beside it.
pub(super) fn sound(path: &Path) -> bool {
    !is_empty_file(path)
        && read_only_source(path)
            .ok()
            .is_some_and(|c| matches!(classify(check_inner(&c)), Ok(Found::Usable)))
}

fn check_inner(conn: &Connection) -> rusqlite::Result<Found> {
    let app: i32 = conn.query_row("PRAGMA application_id", [], |r| r.get(0))?;
    let version = schema::version(conn)?;
    let objects: i64 = conn.query_row("SELECT count(*) FROM sqlite_schema", [], |r| r.get(0))?;
    if app == 0 && version == 0 && objects == 0 {
        return Ok(Found::Usable);
    }
    if app != APPLICATION_ID {
        return Ok(Found::Damaged(Damage::ForeignApplication {
            application_id: app,
        }));
    }
    if version > schema::VERSION {
        return Ok(Found::Newer { found: version });
    }
    let mut stmt = conn.prepare("PRAGMA quick_check")?;
    let problems: Vec<String> = stmt
        .query_map([], |r| r.get::<_, String>(0))?
        .collect::<rusqlite::Result<_>>()?;
    if problems.len() != 1 || problems[0] != "ok" {
        let first = problems.into_iter().next().unwrap_or_default();
        return Ok(Found::Damaged(Damage::Corrupt(format!(
            "quick_check: {first}"
        ))));
    }
    Ok(Found::Usable)
}

/// `path` with `suffix` appended to its file name.
pub(super) fn sibling(path: &Path, suffix: &str) -> PathBuf {
    let mut s = path.as_os_str().to_owned();
    s.push(suffix);
    PathBuf::from(s)
}

/// Renames the database (and its `-wal` / `-shm` files) to
/// `<name>.damaged-<unix seconds>[-n]`; returns the new path.
fn move_aside(path: &Path) -> std::io::Result<PathBuf> {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let mut to = sibling(path, &format!(".damaged-{secs}"));
    let mut n = 1;
    while to.exists() || sibling(&to, "-wal").exists() {
        to = sibling(path, &format!(".damaged-{secs}-{n}"));
        n += 1;
    }
    // The log files first: a new database must neither pick up nor overwrite the
    // old one's log.
    let mut moved = vec![];
    let mut result = Ok(());
    for ext in LOG_SUFFIXES {
        match fs::rename(sibling(path, ext), sibling(&to, ext)) {
            Ok(()) => moved.push(ext),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => {
                result = Err(e);
                break;
            }
        }
    }
    if result.is_ok() && (path.exists() || moved.is_empty()) {
        result = fs::rename(path, &to);
    }
    if let Err(e) = result {
        // Put the logs back with their database.
        for ext in moved {
            let _ = fs::rename(sibling(&to, ext), sibling(path, ext));
        }
        return Err(e);
    }
    Ok(to)
}

/// The files SQLite keeps beside a database: write-ahead log, its shared-memory
/// index, and the rollback journal of a database not in WAL mode.
const LOG_SUFFIXES: [&str; 3] = ["-wal", "-shm", "-journal"];
