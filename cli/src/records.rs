//! `ludo profiles`, `ludo history`, `ludo stats`, and the link between `ludo play`
//! and the records (`docs/records.md`, `docs/terminal.md`): everything here is a
//! thin layer over `ludo_core::records`, which does the work.
//!
//! The records database is `records.db` in the data directory (beside the saves).
//! Commands that only read it never create it.

use crate::play::text;
use crate::storage::Storage;
use clap::Subcommand;
use ludo_core::Color;
use ludo_core::game::{Game, Phase, SeatKind};
use ludo_core::store;
use unicode_width::UnicodeWidthStr;
// The records commands speak English (they have no `--lang`).
use ludo_core::i18n::{self, Lang};
use ludo_core::records::{
    Fairness, GameEntry, GameFlags, HistoryQuery, Profile, ProfileId, ProfileStats, Recorded,
    Records, RecordsError, SeatProfile, fairness, quoted,
};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// File name of the records database in the data directory (the game store's).
pub const DB_FILE: &str = ludo_core::store::RECORDS_DB;

/// Arguments of `ludo profiles`.
#[derive(clap::Args, Debug)]
pub struct ProfilesArgs {
    /// What to do (default: list the profiles).
    #[command(subcommand)]
    pub command: Option<ProfilesCommand>,
    /// Directory of the save files and records (default: the user data directory, or
    /// $LUDO_DATA_DIR).
    #[arg(long, value_name = "DIR", global = true)]
    pub data_dir: Option<PathBuf>,
    /// Print JSON instead of a table (the list only).
    #[arg(long)]
    pub json: bool,
}

/// `ludo profiles` subcommands.
#[derive(Subcommand, Debug)]
pub enum ProfilesCommand {
    /// Adds a profile (a named player; names are compared ignoring case).
    Add {
        /// Its name (at most 32 characters).
        name: String,
    },
    /// Renames a profile; its records stay with it.
    Rename {
        /// The profile (name or id).
        profile: String,
        /// The new name.
        new_name: String,
    },
    /// Deletes a profile with its records (its games stay in the history, as a
    /// guest's); every rating is recomputed.
    Delete {
        /// The profile (name or id).
        profile: String,
        /// Really delete (without it, only says what would be deleted).
        #[arg(long)]
        yes: bool,
    },
    /// Merges the first profile into the second (one person with two profiles): the
    /// first is deleted and its games become the second's; every rating is
    /// recomputed.
    Merge {
        /// The profile that goes away (name or id).
        from: String,
        /// The profile that stays and gets its games (name or id).
        into: String,
        /// Really merge (without it, only says what would be merged).
        #[arg(long)]
        yes: bool,
    },
}

/// Arguments of `ludo history`.
#[derive(clap::Args, Debug)]
pub struct HistoryArgs {
    /// Only the games of this profile (name or id).
    #[arg(long, value_name = "NAME")]
    pub profile: Option<String>,
    /// How many games, newest first.
    #[arg(long, value_name = "N", default_value_t = 20, allow_negative_numbers = true,
          value_parser = crate::numbers::count_u32)]
    pub limit: u32,
    /// Skip this many of the newest games first: the next page (`--skip 20` shows
    /// the 21st to the 40th newest).
    #[arg(long, value_name = "N", default_value_t = 0, allow_negative_numbers = true,
          value_parser = crate::numbers::count_u32)]
    pub skip: u32,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
    /// Directory of the save files and records (default: the user data directory, or
    /// $LUDO_DATA_DIR).
    #[arg(long, value_name = "DIR")]
    pub data_dir: Option<PathBuf>,
}

/// Arguments of `ludo stats`.
#[derive(clap::Args, Debug)]
pub struct StatsArgs {
    /// The profile (name or id); without it, one line per profile.
    pub profile: Option<String>,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
    /// Directory of the save files and records (default: the user data directory, or
    /// $LUDO_DATA_DIR).
    #[arg(long, value_name = "DIR")]
    pub data_dir: Option<PathBuf>,
}

/// The records database path of a data directory.
pub fn db_path(dir: &Path) -> PathBuf {
    dir.join(DB_FILE)
}

/// Opens (creating the data directory and the database when missing) the records of
/// `storage`. A damaged database set aside is reported on standard error.
///
/// Errors: the message to print. A folder that cannot be written and holds no
/// database yet is said as such: "the records database is read-only" named a file
/// that does not exist.
pub fn open(storage: &Storage) -> Result<Records, String> {
    std::fs::create_dir_all(storage.dir())
        .map_err(|e| format!("cannot create {}: {e}", storage.dir().display()))?;
    let path = db_path(storage.dir());
    let existed = path.exists();
    let r = Records::open(&path).map_err(|e| match e {
        RecordsError::ReadOnly if !existed => format!(
            "there is no records database in {} and none can be made there (the folder \
             cannot be written)",
            storage.dir().display()
        ),
        e => e.to_string(),
    })?;
    if let Some(a) = r.set_aside() {
        eprintln!("ludo: {a}");
    }
    Ok(r)
}

/// Opens the records of `storage` to read them, only when the database exists
/// (`Ok(None)` otherwise): commands that read never create files, and read a
/// read-only database without writing beside it (`Records::open_for_reading`).
///
/// Errors: the message to print.
pub fn open_existing(storage: &Storage) -> Result<Option<Records>, String> {
    let path = db_path(storage.dir());
    if !path.exists() {
        return Ok(None);
    }
    let r = Records::open_for_reading(path).map_err(|e| e.to_string())?;
    if let Some(a) = r.set_aside() {
        eprintln!("ludo: {a}");
    }
    Ok(Some(r))
}

fn storage_of(dir: Option<PathBuf>) -> Result<Storage, String> {
    Storage::new(dir)
}

fn fail(cmd: &str, msg: &str, code: u8) -> ExitCode {
    eprintln!("ludo {cmd}: {msg}");
    ExitCode::from(code)
}

/// Exit status of a refused records operation: 1 for "no such profile/game" and
/// other refusals, 2 when the database itself cannot be used.
fn code_of(e: &RecordsError) -> u8 {
    match e {
        RecordsError::Open { .. }
        | RecordsError::ReadOnly
        | RecordsError::Busy
        | RecordsError::Database(_) => 2,
        _ => 1,
    }
}

/// "1 game", "2 games": a count with its noun (the records texts are English only).
pub fn plural(n: impl Into<u64>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The rating as shown: rounded to a whole number.
fn rating(r: f64) -> String {
    format!("{}", r.round() as i64)
}

/// "1190 → 1175 (-15)": a rating change as the history shows it, the difference
/// taken between the rounded ratings shown (of the exact ones, 1190.4 → 1174.6 read
/// "(-16)" beside two numbers 15 apart).
fn rating_change(before: f64, after: f64) -> String {
    let (b, a) = (before.round() as i64, after.round() as i64);
    format!("{b} → {a} ({:+})", a - b)
}

/// Writes `lines` to standard output, quietly stopping when it is closed; a write
/// that fails otherwise (a full disk) is said, status 1.
fn print(lines: &str) -> ExitCode {
    let mut out = std::io::stdout().lock();
    crate::pipe::output_status(out.write_all(lines.as_bytes()).and_then(|_| out.flush()))
}

// ----- ludo profiles -----

/// Runs `ludo profiles`.
pub fn run_profiles(args: ProfilesArgs) -> ExitCode {
    let storage = match storage_of(args.data_dir) {
        Ok(s) => s,
        Err(e) => return fail("profiles", &e, 2),
    };
    let Some(cmd) = args.command else {
        return list_profiles(&storage, args.json);
    };
    // A refused command changes nothing on disk: a name the records would refuse is
    // refused before the data directory and the database are made (tried on a
    // database in memory, so the rules of names stay the core's) ...
    // The name as the records keep it (spaces tidied), from the same scratch add.
    let mut clean_name = None;
    if let ProfilesCommand::Add { name } | ProfilesCommand::Rename { new_name: name, .. } = &cmd
        && let Ok(mut scratch) = Records::open_in_memory()
    {
        match scratch.add_profile(name) {
            Err(e @ RecordsError::Name(_)) => return fail("profiles", &e.to_string(), code_of(&e)),
            Ok(p) => clean_name = Some(p.name),
            Err(_) => {}
        }
    }
    // ... and without a database there is no profile to rename, delete or merge.
    let r = match &cmd {
        ProfilesCommand::Add { .. } => open(&storage).map(Some),
        _ => open_existing(&storage),
    };
    let mut r = match r {
        Ok(Some(r)) => r,
        Ok(None) => {
            let name = match &cmd {
                ProfilesCommand::Rename { profile, .. }
                | ProfilesCommand::Delete { profile, .. } => profile,
                ProfilesCommand::Merge { from, .. } | ProfilesCommand::Add { name: from } => from,
            };
            let e = RecordsError::UnknownProfile(name.clone());
            return fail("profiles", &e.to_string(), code_of(&e));
        }
        Err(e) => return fail("profiles", &e, 2),
    };
    let result = match cmd {
        ProfilesCommand::Add { name } => r.add_profile(&name).map(|p| {
            // A command that works as printed: the name quoted, the data directory
            // named when it is not the default one.
            let play = crate::invocation::command(&format!(
                "play --profile {}{}",
                crate::invocation::shell_quote(Path::new(&format!("yellow={}", p.name))),
                storage.data_dir_args()
            ));
            format!(
                "Added {}, rated {}. Play as {0} with {play}.\n",
                p.name,
                rating(p.rating)
            )
        }),
        ProfilesCommand::Rename { profile, new_name } => match r.find_profile(&profile) {
            // The same name (exactly: a change of case is a rename): nothing to write.
            Ok(p) if clean_name.as_deref() == Some(p.name.as_str()) => Ok(format!(
                "{} already has that name; nothing changed.\n",
                p.name
            )),
            found => found
                .and_then(|p| r.rename_profile(&p.id, &new_name).map(|n| (p, n)))
                .map(|(old, new)| format!("Renamed {} to {}.\n", named(&old), new.name)),
        },
        ProfilesCommand::Delete { profile, yes } => match r.find_profile(&profile) {
            Ok(p) if !yes => {
                return fail(
                    "profiles",
                    &format!(
                        "this deletes {} and the records of its {} (the games stay in \
                         the history as a guest's); run again with --yes to do it",
                        p.name,
                        plural(p.games, "game", "games")
                    ),
                    1,
                );
            }
            Ok(p) => r.delete_profile(&p.id).map(|n| {
                format!(
                    "Deleted {} and the records of its {}.\n",
                    named(&p),
                    plural(n, "game", "games")
                )
            }),
            Err(e) => Err(e),
        },
        ProfilesCommand::Merge { from, into, yes } => {
            match r
                .find_profile(&from)
                .and_then(|a| Ok((a, r.find_profile(&into)?)))
            {
                // Irreversible, as a delete is: said first, done only with --yes (a
                // profile merged into itself is refused either way).
                Ok((a, b)) if !yes && a.id != b.id => {
                    return fail(
                        "profiles",
                        &format!(
                            "this merges {} into {}: {1} takes over the records of {0}'s \
                             {} and {0} is deleted (every rating is recomputed); run again \
                             with --yes to do it",
                            named(&a),
                            named(&b),
                            plural(a.games, "game", "games")
                        ),
                        1,
                    );
                }
                Ok((a, b)) => r.merge_profiles(&b.id, &a.id).map(|m| {
                    format!(
                        "Merged {} into {}: {}, rated {}.\n",
                        named(&a),
                        m.name,
                        plural(m.games, "game", "games"),
                        rating(m.rating)
                    )
                }),
                Err(e) => Err(e),
            }
        }
    };
    match result {
        Ok(text) => print(&text),
        Err(e) => fail("profiles", &e.to_string(), code_of(&e)),
    }
}

/// A profile's name in a sentence: as a list shows it ([`Profile::visible_name`]),
/// and one left empty by an older version said in words ("Renamed  to Empty." read
/// as a typo).
fn named(p: &Profile) -> String {
    let v = p.visible_name();
    if v.trim().is_empty() {
        format!("the profile with an empty name ({:?})", p.name)
    } else {
        v
    }
}

fn list_profiles(storage: &Storage, json: bool) -> ExitCode {
    let profiles = match open_existing(storage) {
        Ok(Some(r)) => match r.profiles() {
            Ok(p) => p,
            Err(e) => return fail("profiles", &e.to_string(), code_of(&e)),
        },
        Ok(None) => vec![],
        Err(e) => return fail("profiles", &e, 2),
    };
    if json {
        let list = profiles_json(&profiles);
        return print(&(serde_json::to_string_pretty(&list).unwrap_or_default() + "\n"));
    }
    if profiles.is_empty() {
        return print(&no_profiles(storage));
    }
    print(&profiles_table(&profiles, storage))
}

/// "No profiles yet", with a command that adds one as printed: the program's real
/// path and `--data-dir` when it is not the default (a bare `ludo profiles add`
/// would add the profile to another directory, or not run at all).
fn no_profiles(storage: &Storage) -> String {
    let add = crate::invocation::command(&format!("profiles add NAME{}", storage.data_dir_args()));
    format!("No profiles yet. Add one with {add}.\n")
}

/// `name` padded with spaces to `w` terminal columns. By display width, not by
/// characters: `format!("{:<w$}")` counts characters, and a Bengali or Hindi name
/// (vowel signs of no width) or a CJK one (two columns a character) shifted the
/// columns after it.
fn pad(name: &str, w: usize) -> String {
    let fill = w.saturating_sub(columns(name));
    format!("{name}{}", " ".repeat(fill))
}

/// The widest of `names` in terminal columns, at least the 4 of "name".
fn name_width<'a>(names: impl Iterator<Item = &'a str>) -> usize {
    names.map(columns).max().unwrap_or(4).max(4)
}

/// The columns a terminal gives `s`: its display width, plus one for each spacing
/// vowel sign that `unicode-width` counts as none. Those few (Bengali া and ৗ, and
/// their kin in Oriya, Tamil, Kannada, Malayalam, Sinhala) extend the letter before
/// them in Unicode's grapheme rules, so the crate gives them no width, but they are
/// spacing marks and terminals (glibc's `wcwidth`, VTE, xterm) draw them in a
/// column of their own, as they draw Hindi's ा: "আশা" was padded one space more
/// than "आशा", and its row's numbers stood one column to the right.
fn columns(s: &str) -> usize {
    UnicodeWidthStr::width(s) + crate::play::marks::extra_columns(s)
}

/// The profiles as `--json` gives them: the core's `Profile` objects (their keys
/// unchanged) with one more, `"name_refused"`: why the name would be refused now
/// (the text output's "(!)"), or `null`.
fn profiles_json(profiles: &[Profile]) -> serde_json::Value {
    profiles
        .iter()
        .map(|p| {
            let mut v = serde_json::to_value(p).unwrap_or_default();
            if let Some(o) = v.as_object_mut() {
                let why = p.name_refused().map(|e| e.to_string());
                o.insert("name_refused".into(), why.into());
            }
            v
        })
        .collect()
}

fn profiles_table(profiles: &[Profile], storage: &Storage) -> String {
    // A name refused now (named before the rules were tightened) is shown with its
    // invisible characters written out and a marker, and the note below says how
    // to use and rename it: it looked like another name, or like nothing at all.
    let shown: Vec<String> = profiles
        .iter()
        .map(|p| match p.name_refused() {
            Some(_) => format!("{} (!)", p.visible_name()),
            None => p.name.clone(),
        })
        .collect();
    let w = name_width(shown.iter().map(String::as_str));
    let mut s = format!("{}  rating  games  rated\n", pad("name", w));
    for (p, name) in profiles.iter().zip(&shown) {
        s += &format!(
            "{}  {:>6}  {:>5}  {:>5}\n",
            pad(name, w),
            rating(p.rating),
            p.games,
            p.rated_games
        );
    }
    for p in profiles {
        if let Some(why) = p.name_refused() {
            s += &format!(
                "(!) {}: {why}; it still plays and keeps its records (named as shown, or \
                 by its id {}): rename it with {}.\n",
                p.visible_name(),
                p.id,
                crate::invocation::command(&format!(
                    "profiles rename {} NEW{}",
                    p.id,
                    storage.data_dir_args()
                ))
            );
        }
    }
    s
}

// ----- ludo history -----

/// Runs `ludo history`.
pub fn run_history(args: HistoryArgs) -> ExitCode {
    let storage = match storage_of(args.data_dir) {
        Ok(s) => s,
        Err(e) => return fail("history", &e, 2),
    };
    let r = match open_existing(&storage) {
        Ok(Some(r)) => r,
        // No database, so no profile: refused as with one (and as `stats NAME` and
        // `profiles delete NAME` refuse it), not an empty history.
        Ok(None) if args.profile.is_some() => {
            let e = RecordsError::UnknownProfile(args.profile.unwrap_or_default());
            return fail("history", &e.to_string(), code_of(&e));
        }
        Ok(None) if args.json => return print("[]\n"),
        Ok(None) => {
            return print(
                "No finished games recorded yet: every game finished with `ludo play` is kept here.\n",
            );
        }
        Err(e) => return fail("history", &e, 2),
    };
    let found = match &args.profile {
        Some(p) => match r.find_profile(p) {
            Ok(p) => Some(p),
            Err(e) => return fail("history", &e.to_string(), code_of(&e)),
        },
        None => None,
    };
    let profile = found.as_ref().map(|p| p.id.clone());
    let query = HistoryQuery {
        profile: profile.clone(),
        offset: args.skip,
        limit: args.limit,
    };
    let (games, total) = match r
        .history(&query)
        .and_then(|g| Ok((g, r.game_count(profile.as_ref())?)))
    {
        Ok(x) => x,
        Err(e) => return fail("history", &e.to_string(), code_of(&e)),
    };
    if args.json {
        return print(&(serde_json::to_string_pretty(&games).unwrap_or_default() + "\n"));
    }
    if total == 0 {
        return print(&match &found {
            Some(p) => format!("{} has no finished games yet.\n", p.name),
            None => "No finished games recorded yet.\n".to_string(),
        });
    }
    if games.is_empty() {
        return print(&if args.skip < total {
            // `--limit 0`: there are games, none asked for.
            format!("0 of {total} games shown; --limit N shows more.\n")
        } else {
            format!(
                "0 of {total} games shown: --skip {} passes them all.\n",
                args.skip
            )
        });
    }
    let mut s = String::new();
    for g in &games {
        s += &game_text(g, &end_seats(&r, g));
        s.push('\n');
    }
    s += &page_line(args.skip, games.len(), total);
    let replay = crate::invocation::command(&format!(
        "replay --game {}{}",
        &games[0].id.as_str()[..8],
        storage.data_dir_args()
    ));
    s += &format!("Replay one with {replay} (the first digits of its id are enough).\n");
    let verify = crate::invocation::command(&format!(
        "verify --game {}{}",
        &games[0].id.as_str()[..8],
        storage.data_dir_args()
    ));
    s += &format!("Check its dice with {verify}.\n");
    let review = crate::invocation::command(&format!(
        "review --game {}{}",
        &games[0].id.as_str()[..8],
        storage.data_dir_args()
    ));
    s += &format!("See where it was won or lost with {review}.\n");
    print(&s)
}

/// The line under a page of the history that is not all of it: which games it
/// showed and how to see the next ones; empty when it showed every game.
fn page_line(skip: u32, shown: usize, total: u32) -> String {
    let (skip, total) = (skip as usize, total as usize);
    let last = skip + shown;
    let next = if last < total {
        format!("--skip {last} shows the next ones")
    } else {
        String::new()
    };
    let which = if shown == 1 {
        format!("Game {last} of {total} shown (newest first)")
    } else {
        format!(
            "Games {} to {last} of {total} shown (newest first)",
            skip + 1
        )
    };
    // One wording for every page: the first said "2 of 3 games shown; --limit N
    // shows more, ...", the next ones "Games 3 to 4 of 5 shown (newest first)".
    match (skip, next.is_empty()) {
        (0, true) => String::new(),
        (_, true) => format!("{which}.\n"),
        (_, false) => format!("{which}; {next}.\n"),
    }
}

/// Who played each seat of the recorded game `g` when it ended (a person's seat
/// handed to the CPU mid-game is the CPU's), from its recorded save; empty when
/// that cannot be read (the seats are then named as they started).
fn end_seats(r: &Records, g: &GameEntry) -> Vec<(Color, SeatKind)> {
    r.game_save(&g.id)
        .ok()
        .and_then(|text| ludo_core::save::load(&text).ok())
        .map(|game| {
            game.players()
                .iter()
                .filter_map(|&c| Some((c, game.seat(c)?)))
                .collect()
        })
        .unwrap_or_default()
}

/// One game of the history in words: a header line, then one line per seat, best
/// place first. `end` is who played each seat at the end ([`end_seats`]): a
/// person's seat handed to the CPU is named as the CPU (with its level), as the
/// game-over box names it, not "guest".
pub fn game_text(g: &GameEntry, end: &[(Color, SeatKind)]) -> String {
    let mut head = format!(
        "{}  {}  {} players, {} rolls",
        &g.id.as_str()[..8],
        date(g.recorded_ms),
        g.seats.len(),
        g.rolls
    );
    head += &match (g.rated, g.unrated_reason) {
        (true, _) => ", rated".to_string(),
        (false, Some(r)) => format!(", not rated: {r}"),
        (false, None) => ", not rated".to_string(),
    };
    let mut s = head + "\n";
    for seat in g.seats_by_place() {
        let who = match (&seat.profile_name, seat.kind) {
            (Some(n), _) => n.clone(),
            (None, SeatKind::Human) => "guest".into(),
            (None, k) => text::seat_kind(k, Lang::En),
        };
        let ended = end.iter().find(|(c, _)| *c == seat.color).map(|e| e.1);
        let who = match (seat.kind, ended) {
            (SeatKind::Human, Some(k @ SeatKind::Cpu(_))) => format!(
                "{}handed to the {}",
                seat.profile_name
                    .as_ref()
                    .map(|n| format!("{n}, "))
                    .unwrap_or_default(),
                text::seat_kind(k, Lang::En)
            ),
            _ => who,
        };
        let place = format!(
            "{}{}",
            text::say(&i18n::ordinal(u64::from(seat.place)), Lang::En),
            if seat.shared { "=" } else { "" }
        );
        let change = match (seat.rating_before, seat.rating_after) {
            (Some(b), Some(a)) => format!("  {}", rating_change(b, a)),
            _ => String::new(),
        };
        s += &format!(
            "  {place:<5} {:<10} {who}{change}\n",
            text::player(seat.color, Lang::En)
        );
    }
    s
}

/// `ms` since the Unix epoch as "YYYY-MM-DD HH:MM UTC": the core's date, the one the
/// phones show set-aside games with, at UTC.
pub fn date(ms: i64) -> String {
    format!("{} UTC", ludo_core::table::aside::date_time(ms, 0))
}

// ----- ludo stats -----

/// Runs `ludo stats`.
pub fn run_stats(args: StatsArgs) -> ExitCode {
    let storage = match storage_of(args.data_dir) {
        Ok(s) => s,
        Err(e) => return fail("stats", &e, 2),
    };
    let r = match open_existing(&storage) {
        Ok(r) => r,
        Err(e) => return fail("stats", &e, 2),
    };
    let Some(name) = args.profile else {
        let profiles = match r.as_ref().map(|r| r.profiles()).transpose() {
            Ok(p) => p.unwrap_or_default(),
            Err(e) => return fail("stats", &e.to_string(), code_of(&e)),
        };
        let stats: Result<Vec<ProfileStats>, _> = profiles
            .iter()
            .filter_map(|p| r.as_ref().map(|r| r.stats(&p.id)))
            .collect();
        let stats = match stats {
            Ok(s) => s,
            Err(e) => return fail("stats", &e.to_string(), code_of(&e)),
        };
        if args.json {
            return print(&(serde_json::to_string_pretty(&stats).unwrap_or_default() + "\n"));
        }
        if stats.is_empty() {
            return print(&no_profiles(&storage));
        }
        return print(&stats_table(&stats, &storage));
    };
    let Some(r) = r else {
        return fail("stats", &format!("no profile named {}", quoted(&name)), 1);
    };
    let st = match r.find_profile(&name).and_then(|p| r.stats(&p.id)) {
        Ok(s) => s,
        Err(e) => return fail("stats", &e.to_string(), code_of(&e)),
    };
    if args.json {
        return print(&(serde_json::to_string_pretty(&st).unwrap_or_default() + "\n"));
    }
    print(&stats_text(&st))
}

fn percent(x: f64) -> String {
    format!("{:.0}%", x * 100.0)
}

/// A win rate, "–" before any game (0% would say every game was lost).
fn rate(games: impl Into<u64>, x: f64) -> String {
    if games.into() == 0 {
        "–".to_string()
    } else {
        percent(x)
    }
}

fn stats_table(stats: &[ProfileStats], storage: &Storage) -> String {
    let w = name_width(stats.iter().map(|s| s.profile.name.as_str()));
    let mut s = format!("{}  games  wins  win rate  rating\n", pad("name", w));
    for st in stats {
        s += &format!(
            "{}  {:>5}  {:>4}  {:>8}  {:>6}\n",
            pad(&st.profile.name, w),
            st.games,
            st.wins,
            rate(st.games, st.win_rate),
            rating(st.profile.rating)
        );
    }
    // As typed, with the data directory: a bare `ludo stats NAME` looked in the
    // default one and said "no profile named" after a listing of --data-dir DIR.
    let one = crate::invocation::command(&format!("stats NAME{}", storage.data_dir_args()));
    s + &format!("{one} shows one profile in full.\n")
}

/// A profile's statistics in words.
pub fn stats_text(st: &ProfileStats) -> String {
    let p = &st.profile;
    let mut s = format!(
        "{}: rating {} after {}\n",
        p.name,
        rating(p.rating),
        plural(p.rated_games, "rated game", "rated games")
    );
    s += &format!("Games        {}\n", st.games);
    let places: Vec<String> = st
        .places
        .iter()
        .enumerate()
        .map(|(i, n)| format!("{} {n}", text::say(&i18n::ordinal(i as u64 + 1), Lang::En)))
        .collect();
    s += &format!(
        "Places       {} (shared: {})\n",
        places.join(", "),
        st.shared_places
    );
    s += &format!("Win rate     {}\n", rate(st.games, st.win_rate));
    s += &format!(
        "Captures     made {}, suffered {}\n",
        st.captures_made, st.captures_suffered
    );
    s += &format!("Sixes        {} of {} rolls\n", st.sixes, st.rolls);
    let faces: Vec<String> = st
        .faces
        .iter()
        .enumerate()
        .map(|(i, n)| format!("{}: {n}", i + 1))
        .collect();
    s += &format!("Dice faces   {}\n", faces.join("  "));
    s += &format!("Fair die?    {}", st.fairness);
    if !matches!(st.fairness, Fairness::TooFewRolls { .. }) {
        s += &format!(
            " (chi-square {:.2}, 5 degrees of freedom; below {} counts as unusual)",
            st.chi_square,
            fairness::UNUSUAL_BELOW
        );
    }
    s + "\n"
}

// ----- the link with `ludo play` -----

/// What `ludo play` needs to record its games: the database, the profiles of the
/// seats of the game being played, and the undos made in it.
///
/// The profiles are also given to the table (`Input::SetProfile`), whose save keeps
/// them, so a resumed game is recorded with its profiles and the undos made before
/// it was saved (`docs/terminal.md`).
#[derive(Debug)]
pub struct Link {
    /// The records.
    pub records: Records,
    /// Profiles asked for with `--profile`, by colour.
    pub wanted: Vec<(Color, Profile)>,
    /// The profiles of the current game's seats.
    pub seats: Vec<SeatProfile>,
    /// Moves taken back in the current game.
    pub undos: u32,
}

impl Link {
    /// A link with no profiles.
    pub fn new(records: Records) -> Link {
        Link {
            records,
            wanted: vec![],
            seats: vec![],
            undos: 0,
        }
    }

    /// A new game starts: the wanted profiles go to their seats when those are
    /// people's seats. Returns a message for each one that cannot be used.
    pub fn start(&mut self, g: &Game) -> Vec<String> {
        self.undos = 0;
        self.seats.clear();
        let mut msgs = vec![];
        for (c, p) in &self.wanted {
            let person = g
                .start()
                .seats
                .iter()
                .any(|s| s.color == *c && s.kind == ludo_core::game::SeatKind::Human);
            if person {
                self.seats.push(SeatProfile {
                    color: *c,
                    profile: p.id.clone(),
                });
            } else {
                msgs.push(format!(
                    "{} is not a person's seat in this game, so the profile {} is not used.",
                    text::player(*c, Lang::En),
                    p.name
                ));
            }
        }
        msgs
    }

    /// "Play again": same seats, same profiles, no undo yet.
    pub fn again(&mut self) {
        self.undos = 0;
    }

    /// A resumed game, played by the profiles its save names (`seats`, from the
    /// table); seats without one are guests. `undos`: those made before the save
    /// (the table keeps the count), so quitting and resuming does not clear an undo
    /// from the records (a game with an undo is not rated).
    pub fn resumed(&mut self, seats: Vec<SeatProfile>, undos: u32) {
        self.undos = undos;
        self.seats = seats;
    }

    /// A saved game resumed by `ludo play --profile ...` (at its resume prompt): the
    /// profiles asked for go to their seats when those are people's seats now,
    /// replacing what the save named (a profile the save had on another seat leaves
    /// that seat, which plays as a guest: one person, one seat). Returns the seats
    /// whose profile changed, for the table (its save keeps them), and the lines to
    /// show: what changed, and each profile that cannot be used. Nothing changes
    /// once the game is under way (a person has rolled, `table::profiles_fixed`):
    /// the line says so.
    pub fn resume_with_wanted(
        &mut self,
        g: &Game,
    ) -> (Vec<(Color, Option<ProfileId>)>, Vec<String>) {
        let mut changed: Vec<(Color, Option<ProfileId>)> = vec![];
        let mut msgs = vec![];
        // Under way: the table refuses a profile change (a player could otherwise
        // move a profile to the winning seat, or off a lost game), so the records
        // keep the saved ones too.
        if ludo_core::table::profiles_fixed(g) && !self.wanted.is_empty() {
            let asked: Vec<&str> = self.wanted.iter().map(|(_, p)| p.name.as_str()).collect();
            msgs.push(format!(
                "The game is under way, so its profiles stay as they were (--profile {} is not used).",
                asked.join(", ")
            ));
            return (changed, msgs);
        }
        for (c, p) in &self.wanted {
            if g.seat(*c) != Some(ludo_core::game::SeatKind::Human) {
                msgs.push(format!(
                    "{} is not a person's seat in this game, so the profile {} is not used.",
                    text::player(*c, Lang::En),
                    p.name
                ));
                continue;
            }
            if self
                .seats
                .iter()
                .any(|s| s.color == *c && s.profile == p.id)
            {
                continue;
            }
            for s in self.seats.iter().filter(|s| s.profile == p.id) {
                changed.push((s.color, None));
            }
            self.seats.retain(|s| s.color != *c && s.profile != p.id);
            self.seats.push(SeatProfile {
                color: *c,
                profile: p.id.clone(),
            });
            changed.retain(|(col, _)| col != c);
            changed.push((*c, Some(p.id.clone())));
            msgs.push(format!(
                "{} plays as {} (--profile).",
                text::player(*c, Lang::En),
                p.name
            ));
        }
        (changed, msgs)
    }

    /// Records the finished game `g`: what was recorded ([`recorded_line`] says it).
    ///
    /// Errors: the line to show, in English (a message about the records file).
    pub fn record(&mut self, g: &Game) -> Result<Recorded, String> {
        let flags = GameFlags {
            tutorial: false,
            undos: self.undos,
        };
        self.records.record_game(g, &self.seats, flags).map_err(|e| {
            format!(
                "Could not record the game in the history ({e}); it is tried again at the next start."
            )
        })
    }
}

/// "Recorded in the history: rated, Asha 1200 → 1216.", "Recorded in the history.
/// Not rated: a move was taken back." in `lang` (catalog `term.recorded*`, the
/// reason in the core's `records.unrated.*` words, as on the phones): the game's
/// log in the game's language, the line printed at the end in English.
pub fn recorded_line(r: &Recorded, lang: Lang) -> String {
    use ludo_core::i18n::{Arg, Key, Message};
    let m = if r.rated {
        let changes: Vec<String> = r
            .changes
            .iter()
            .map(|c| format!("{} {} → {}", c.name, rating(c.before), rating(c.after)))
            .collect();
        Message::new(Key::TermRecordedRated).with(
            "changes",
            Arg::Text(changes.join(&text::key(Key::ListSeparator, lang))),
        )
    } else if let Some(why) = r.unrated_reason {
        Message::new(Key::TermRecordedUnrated).with("why", why.message())
    } else {
        Message::new(Key::TermRecorded)
    };
    text::say(&m, lang)
}

/// A recorded game in English after `lead` ("The last finished game was recorded in
/// the history: rated, ...", said at start-up).
fn recorded_text_after(lead: &str, r: &Recorded) -> String {
    let mut s = String::from(lead);
    if r.rated {
        let changes: Vec<String> = r
            .changes
            .iter()
            .map(|c| format!("{} {} → {}", c.name, rating(c.before), rating(c.after)))
            .collect();
        s += &format!(": rated, {}.", changes.join(", "));
    } else if let Some(why) = r.unrated_reason {
        s += &format!(" (not rated: {why}).");
    } else {
        s.push('.');
    }
    s
}

/// Parses `--profile COLOR=NAME` values without opening anything: the colour and
/// name of each, one profile per colour.
///
/// Errors: the message to print (exit status 2).
pub fn profile_specs(specs: &[String]) -> Result<Vec<(Color, &str)>, String> {
    let mut out: Vec<(Color, &str)> = vec![];
    for spec in specs {
        let (c, name) = spec.split_once('=').ok_or_else(|| {
            format!(
                "--profile wants COLOR=NAME, e.g. yellow=Asha, not {}",
                quoted(spec)
            )
        })?;
        // In any case, as `--players human,EASY` and `--preset Quick` are taken.
        let color = Color::parse(&c.trim().to_lowercase()).ok_or_else(|| {
            format!(
                "unknown colour {}: use yellow, blue, red or green",
                quoted(c)
            )
        })?;
        if name.trim().is_empty() {
            return Err(format!(
                "--profile wants COLOR=NAME, e.g. yellow=Asha, not {} (no name)",
                quoted(spec)
            ));
        }
        if out.iter().any(|(oc, _)| *oc == color) {
            return Err(format!(
                "{} was given two profiles",
                text::player(color, Lang::En)
            ));
        }
        out.push((color, name));
    }
    Ok(out)
}

/// The refusal of a `--profile` naming a profile that does not exist, with the
/// command that adds it as it works when typed: this program's name and the data
/// directory when it is not the default one (without it the profile went to the
/// default directory and the same `--profile` was refused again).
fn no_such_profile(name: &str, storage: &Storage) -> String {
    let add = crate::invocation::command(&format!(
        "profiles add {}{}",
        crate::invocation::shell_quote(Path::new(name.trim())),
        storage.data_dir_args()
    ));
    format!("no profile named {}; add it with {add}", quoted(name))
}

/// Refuses `--profile` values naming a missing profile before anything is written
/// (a refused command changes nothing on disk): without a records database there
/// are no profiles, so it is neither created nor opened then.
///
/// Errors: the message to print (exit status 2).
pub fn check_profiles_exist(storage: &Storage, specs: &[String]) -> Result<(), String> {
    let parsed = profile_specs(specs)?;
    let Some((_, first)) = parsed.first() else {
        return Ok(());
    };
    // A damaged database is set aside by opening it: looked at first without
    // opening, so that this refusal leaves it where it is (it likely holds the
    // profile), and says so rather than "add it".
    let path = db_path(storage.dir());
    if let Some(d) = Records::damage(&path).map_err(|e| e.to_string())? {
        return Err(format!(
            "the records database {} cannot be used: {d}, so profile {} cannot be \
             looked up in it. Nothing was changed. Restore it from a backup, or play \
             without --profile: that keeps the damaged file aside and starts new records.",
            path.display(),
            quoted(first)
        ));
    }
    match open_existing(storage)? {
        None => Err(no_such_profile(first, storage)),
        // A game played as a profile is recorded: a database that cannot be
        // written refuses it here, before the lock file is made (it was refused
        // only after, leaving that file and removing stale temporary files).
        Some(db) if db.is_read_only() => Err(RecordsError::ReadOnly.to_string()),
        Some(db) => wanted_profiles(&db, storage, specs).map(|_| ()),
    }
}

/// Parses `--profile COLOR=NAME` values and finds the profiles in `records`, the
/// database of `storage`'s data directory (named in the hint of a refusal).
///
/// Errors: the message to print (exit status 2).
pub fn wanted_profiles(
    records: &Records,
    storage: &Storage,
    specs: &[String],
) -> Result<Vec<(Color, Profile)>, String> {
    let mut out: Vec<(Color, Profile)> = vec![];
    for (color, name) in profile_specs(specs)? {
        let p = records.find_profile(name).map_err(|e| match e {
            RecordsError::UnknownProfile(_) => no_such_profile(name, storage),
            e => e.to_string(),
        })?;
        if out.iter().any(|(_, op)| op.id == p.id) {
            return Err(format!("{} cannot play two seats", p.name));
        }
        out.push((color, p));
    }
    Ok(out)
}

/// Records the finished games the data directory holds that the records lack: the
/// one still in the current save, then the copies under `finished/`, oldest first
/// (the process that finished one may have been killed before recording it, or the
/// records were unusable then, and "play again" has since replaced the current
/// save; recording twice is harmless: the core keys games by id). The saves are
/// the table's, so a game is recorded with the seats' profiles and the undo count
/// they name (`Records::record_table_save`), as it would have been when it ended
/// (copies written before they were table saves record every seat as a guest; the
/// current save goes first, as it names the profiles of its game). Read like the
/// other saves of the data directory: a FIFO there is not opened. Returns the
/// messages: what was newly recorded, what could not be.
pub fn record_leftover(storage: &Storage, records: &mut Records) -> Vec<String> {
    let mut notes = vec![];
    if let Some((g, text)) = store::load_data_file(&storage.current_path())
        .ok()
        .flatten()
        && g.phase() == Phase::GameOver
    {
        match records.record_table_save(&text) {
            Ok(r) if r.newly_recorded => notes.push(recorded_text_after(
                "The last finished game was recorded in the history",
                &r,
            )),
            Ok(_) => {}
            Err(e) => notes.push(format!("Could not record the last finished game ({e}).")),
        }
    }
    let (mut recorded, mut failed, mut error) = (0u32, 0u32, None);
    for path in storage.finished_files() {
        // Read, not loaded: the core loads it once (it replays the whole game).
        let Ok(text) = store::read_data_text(&path) else {
            continue;
        };
        match records.record_table_save(&text) {
            Ok(r) if r.newly_recorded => recorded += 1,
            // Not a finished game (damaged, edited): nothing to record.
            Ok(_) | Err(RecordsError::Save(_) | RecordsError::NotFinished) => {}
            Err(e) => {
                failed += 1;
                error.get_or_insert(e);
            }
        }
    }
    if recorded > 0 {
        notes.push(format!(
            "Recorded in the history: {} kept under {}.",
            plural(recorded, "earlier finished game", "earlier finished games"),
            storage.dir().join(store::FINISHED_DIR).display()
        ));
    }
    if let Some(e) = error {
        notes.push(format!(
            "Could not record {} under {} ({e}); tried again at the next start.",
            plural(failed, "finished game", "finished games"),
            storage.dir().join(store::FINISHED_DIR).display()
        ));
    }
    notes
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 34, item 9: `ludo play --profile red=Asha` answered "resume" for a game
    /// under way moved Asha to the winning seat (or a profile onto a won game); a
    /// game under way keeps its profiles, one not begun takes them.
    #[test]
    fn a_game_under_way_keeps_its_profiles_when_resumed_with_others() {
        use ludo_core::game::{GameSetup, SeatKind, SeatSetup};
        let mut db = Records::open_in_memory().unwrap();
        let asha = db.add_profile("Asha").unwrap();
        let mut link = Link::new(db);
        link.wanted = vec![(Color::Red, asha.clone())];
        let mut g = Game::new(&GameSetup {
            rules: Default::default(),
            seats: [Color::Yellow, Color::Red]
                .map(|color| SeatSetup {
                    color,
                    kind: SeatKind::Human,
                })
                .to_vec(),
            seed: Some(5),
            dice_script: vec![],
            first_player: Some(Color::Yellow),
        })
        .unwrap();
        let (changed, _) = link.resume_with_wanted(&g);
        assert_eq!(changed, vec![(Color::Red, Some(asha.id.clone()))]);
        link.seats.clear();
        g.roll().unwrap();
        let (changed, notes) = link.resume_with_wanted(&g);
        assert!(changed.is_empty() && link.seats.is_empty(), "{changed:?}");
        assert!(
            notes[0].contains("under way") && notes[0].contains("--profile Asha"),
            "{notes:?}"
        );
    }

    /// Two profiles: the first named before the rules were tightened ("A", a zero-width
    /// space, "sha": refused now), the second fine.
    fn refused_and_fine() -> [Profile; 2] {
        let profile = |id: &str, name: &str| Profile {
            id: ludo_core::records::ProfileId::parse(id).unwrap(),
            name: name.into(),
            rating: 1200.0,
            rated_games: 0,
            games: 3,
            created_ms: 0,
        };
        [
            profile("00000000000000000000000000000001", "A\u{200B}sha"),
            profile("00000000000000000000000000000002", "Chen"),
        ]
    }

    /// The hint of a refused `--profile` adds the profile where the refused command
    /// looks for it: with `--data-dir` when the directory is not the default one,
    /// whether the directory has no records yet or records without that profile.
    /// A profile whose name is refused now (an invisible or text-direction
    /// character, an id-like name; named before the rules were tightened) is listed
    /// with those characters written out, a marker, and how to rename it.
    #[test]
    fn profiles_with_names_refused_now_are_listed_with_a_marker() {
        let list = refused_and_fine();
        let storage = Storage::at(std::env::temp_dir().join("ludo-refused-names"));
        let text = profiles_table(&list, &storage);
        assert!(text.contains("A<U+200B>sha (!)"), "{text}");
        assert!(!text.contains('\u{200B}'), "{text}");
        assert!(text.contains("Chen  "), "{text}");
        assert!(!text.contains("Chen (!)"), "{text}");
        assert!(
            text.contains("profiles rename 00000000000000000000000000000001 NEW"),
            "{text}"
        );
    }

    /// `--profile`'s colour is taken in any case, as `--players` and `--preset`
    /// words are ("Yellow=Asha" was "unknown colour"); the name is kept as typed.
    #[test]
    fn profile_colours_are_taken_in_any_case() {
        let specs: Vec<String> = ["Yellow=Asha", " RED =বিনা"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(
            profile_specs(&specs).unwrap(),
            [(Color::Yellow, "Asha"), (Color::Red, "বিনা")]
        );
        let bad = vec!["Purple=Asha".to_string()];
        assert_eq!(
            profile_specs(&bad).unwrap_err(),
            "unknown colour \"Purple\": use yellow, blue, red or green"
        );
    }

    /// `profiles --json` flags a name refused now, as the text's "(!)" does (it
    /// did not), keeping the core's keys as they were.
    #[test]
    fn profiles_json_flags_names_refused_now() {
        let list = refused_and_fine();
        let v = profiles_json(&list);
        let why = v[0]["name_refused"].as_str().unwrap();
        assert!(why.contains("invisible"), "{why}");
        assert!(v[1]["name_refused"].is_null(), "{v}");
        let keys: Vec<&String> = v[1].as_object().unwrap().keys().collect();
        for k in ["id", "name", "rating", "rated_games", "games", "created_ms"] {
            assert!(keys.iter().any(|x| *x == k), "{k}: {v}");
        }
        assert_eq!(v[0]["name"], "A\u{200B}sha");
    }

    #[test]
    fn a_missing_profile_hint_names_the_data_directory() {
        let dir = std::env::temp_dir().join(format!("ludo-hint-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let storage = Storage::at(dir.clone());
        let specs = vec!["yellow=Nobody".to_string()];
        let want = format!("profiles add Nobody --data-dir {}", dir.display());
        let e = check_profiles_exist(&storage, &specs).unwrap_err();
        assert!(e.contains(&want), "{e}");
        assert!(!dir.exists(), "the refusal made {}", dir.display());
        std::fs::create_dir_all(&dir).unwrap();
        let db = Records::open(dir.join("records.db")).unwrap();
        let e = wanted_profiles(&db, &storage, &specs).unwrap_err();
        assert!(e.contains(&want), "{e}");
        drop(db);
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A refused `--profile` names the profile as typed, Hindi marks and all (it
    /// was `"स\u{902}जय"`), in one sentence with single spaces (the damaged
    /// database's refusal had runs of 14 spaces where its source lines were joined).
    #[test]
    fn a_refused_profile_is_named_as_typed_in_plain_sentences() {
        let dir = std::env::temp_dir().join(format!("ludo-named-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let storage = Storage::at(dir.clone());
        let specs = vec!["yellow=संजय".to_string()];
        let missing = check_profiles_exist(&storage, &specs).unwrap_err();
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("records.db"), b"not a database\n".repeat(40)).unwrap();
        let damaged = check_profiles_exist(&storage, &specs).unwrap_err();
        for e in [&missing, &damaged] {
            assert!(
                e.contains("profile named \"संजय\"") || e.contains("profile \"संजय\""),
                "{e}"
            );
            assert!(!e.contains("\\u{"), "{e}");
            assert!(!e.contains("  "), "{e}");
        }
        assert!(damaged.contains("cannot be used"), "{damaged}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// The line under the profiles' statistics shows the command for one of them
    /// with the data directory given (it said `ludo stats NAME`, which looked in the
    /// default directory).
    #[test]
    fn the_stats_table_hint_keeps_the_data_directory() {
        let mut db = Records::open_in_memory().unwrap();
        let p = db.add_profile("Asha").unwrap();
        let stats = vec![db.stats(&p.id).unwrap()];
        let dir = std::env::temp_dir().join("ludo-stats-hint");
        let text = stats_table(&stats, &Storage::at(dir.clone()));
        let want = format!("stats NAME --data-dir {}", dir.display());
        assert!(text.contains(&want), "{text}");
    }

    /// The columns after a name line up by display width: a Bengali name (vowel
    /// signs of no width) and a wide one were padded by characters and shifted them.
    #[test]
    fn the_profiles_table_lines_up_names_by_display_width() {
        let mut db = Records::open_in_memory().unwrap();
        for name in ["Asha", "সৌমিত্র", "আশা", "आशा", "李小龙"] {
            db.add_profile(name).unwrap();
        }
        let text = profiles_table(&db.profiles().unwrap(), &Storage::at(std::env::temp_dir()));
        // Every line (header and rows, the numbers right-aligned) ends in the same
        // terminal column.
        let ends: Vec<usize> = text.lines().map(|l| columns(l.trim_end())).collect();
        assert!(ends.windows(2).all(|w| w[0] == w[1]), "{ends:?}\n{text}");
        // "আশা" and "आशा" are both three columns in a terminal (the Bengali া
        // takes one, as the Hindi ा does): the same padding after each.
        let fill = |name: &str| {
            let line = text.lines().find(|l| l.starts_with(name)).unwrap();
            line[name.len()..].len() - line[name.len()..].trim_start().len()
        };
        assert_eq!(fill("আশা"), fill("आशा"), "{text}");
        assert_eq!(columns("আশা"), 3);
        assert_eq!(columns("आशा"), 3);
    }

    /// The change in brackets is the difference of the two ratings shown, whatever
    /// their fractions.
    #[test]
    fn a_rating_change_adds_up_with_the_ratings_shown() {
        assert_eq!(rating_change(1190.4, 1174.6), "1190 → 1175 (-15)");
        assert_eq!(rating_change(1199.6, 1215.4), "1200 → 1215 (+15)");
        assert_eq!(rating_change(1200.0, 1200.2), "1200 → 1200 (+0)");
    }

    #[test]
    fn counts_take_the_singular_for_one() {
        assert_eq!(plural(0u32, "game", "games"), "0 games");
        assert_eq!(plural(1u32, "game", "games"), "1 game");
        assert_eq!(plural(2u64, "rated game", "rated games"), "2 rated games");
    }

    #[test]
    fn dates_are_utc_calendar_dates() {
        assert_eq!(date(0), "1970-01-01 00:00 UTC");
        assert_eq!(date(951_782_400_000), "2000-02-29 00:00 UTC");
        assert_eq!(date(1_777_777_777_000), "2026-05-03 03:09 UTC");
        assert_eq!(date(-60_000), "1969-12-31 23:59 UTC");
    }
}
