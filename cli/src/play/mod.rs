//! `ludo play`, `ludo resume` and `ludo learn`: the full-screen terminal game
//! (`docs/terminal.md`).
//!
//! The shell holds no rules: the game runs at the core's table
//! ([`ludo_core::table::Table`]: turn timer, CPU turns, announcements, when to save),
//! the board is drawn from [`ludo_core::view::Layout`], and the saves the table asks
//! for are written by [`crate::storage`].

pub mod app;
pub mod board;
pub mod input;
pub mod marks;
pub mod setup;
pub mod text;
pub mod ui;

#[cfg(test)]
mod tests;

use crate::invocation::shell_quote;
use crate::records;
use crate::storage::Storage;
use app::{App, Deferred, Saved, Screen};
use clap::ValueEnum;
use crossterm::event::{self, DisableMouseCapture, EnableMouseCapture, Event as TermEvent};
use crossterm::terminal::{Clear, ClearType};
use crossterm::{cursor, execute};
use ludo_core::Color;
use ludo_core::ai::Level;
use ludo_core::game::{Game, GameSetup, Phase, SeatKind, SeatSetup};
use ludo_core::i18n::Lang;
use ludo_core::records::GameId;
use ludo_core::rules::{Preset, Rules, TurnTimeLimit};
use ludo_core::store::{self, SetAsideGame, load_text_checked};
use setup::SetupState;
use std::io::{self, IsTerminal};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::Duration;

/// Default pause before each CPU action, in milliseconds.
pub const DEFAULT_CPU_DELAY_MS: u64 = 600;

/// Arguments of `ludo play`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Seats in clockwise order, skipping the setup screen: `human` or a CPU level
    /// (random, easy, medium, hard, expert, master) for each of 2 to 4 players, e.g.
    /// `human,expert`. Two players get yellow and red, three yellow, blue and red.
    #[arg(long, value_name = "LIST", value_parser = parse_seats)]
    pub players: Option<Seats>,
    /// Rules preset (pre-fills the setup screen without `--players`).
    #[arg(long, value_name = "NAME", value_enum, ignore_case = true, default_value_t = Preset::Standard)]
    pub preset: Preset,
    /// Turn time limit in seconds: 30 or 60 (pre-fills the setup screen without
    /// `--players`).
    #[arg(long, value_name = "SECS", allow_negative_numbers = true, value_parser = parse_turn_time)]
    pub turn_time: Option<TurnTimeLimit>,
    /// Dice seed (the same seed and moves give the same game; pre-fills the setup
    /// screen without `--players`): a whole number from 0 to 18446744073709551615.
    #[arg(long, allow_negative_numbers = true, value_parser = crate::numbers::seed)]
    pub seed: Option<u64>,
    /// Pause before each CPU action, in milliseconds (0 in tests).
    #[arg(long, value_name = "MS", default_value_t = DEFAULT_CPU_DELAY_MS,
          allow_negative_numbers = true, value_parser = crate::numbers::millis)]
    pub cpu_delay_ms: u64,
    /// Directory of the save files (default: the user data directory, or $LUDO_DATA_DIR).
    #[arg(long, value_name = "DIR")]
    pub data_dir: Option<PathBuf>,
    /// Do not offer to resume an unfinished game: the new game sets it aside
    /// under `abandoned/` in the data directory when it starts (`ludo resume
    /// --list` lists the games set aside, `ludo resume --game ID` continues one).
    #[arg(long)]
    pub new: bool,
    /// Plays a person's seat as a profile, e.g. `--profile yellow=Asha` (repeat for
    /// more seats; add profiles with `ludo profiles add NAME`). Finished games are
    /// recorded in the history either way; a profile's games count for its records.
    #[arg(long = "profile", value_name = "COLOR=NAME")]
    pub profiles: Vec<String>,
    /// Language of the game's texts: en, hi or bn (default: the locale,
    /// LC_ALL, else LC_MESSAGES, else LANG; C or another language is English).
    #[arg(long, value_name = "LANG", value_parser = parse_lang)]
    pub lang: Option<Lang>,
}

/// Arguments of `ludo resume` and `ludo learn`.
#[derive(clap::Args, Debug)]
pub struct ResumeArgs {
    /// Pause before each CPU action, in milliseconds (0 in tests).
    #[arg(long, value_name = "MS", default_value_t = DEFAULT_CPU_DELAY_MS,
          allow_negative_numbers = true, value_parser = crate::numbers::millis)]
    pub cpu_delay_ms: u64,
    /// Directory of the save files (default: the user data directory, or $LUDO_DATA_DIR).
    #[arg(long, value_name = "DIR")]
    pub data_dir: Option<PathBuf>,
    /// Language of the game's texts: en, hi or bn (default: the locale,
    /// LC_ALL, else LC_MESSAGES, else LANG; C or another language is English).
    #[arg(long, value_name = "LANG", value_parser = parse_lang)]
    pub lang: Option<Lang>,
}

/// Arguments of `ludo resume`: [`ResumeArgs`] and which game to continue.
#[derive(clap::Args, Debug)]
pub struct ResumeCmdArgs {
    /// A save file to continue instead of the current game, e.g. a game set aside
    /// under `abandoned/` in the data directory (the game saved now is set aside
    /// first, at the first save).
    #[arg(value_name = "SAVE", conflicts_with_all = ["game", "list"])]
    pub save: Option<PathBuf>,
    /// Continue a game set aside under `abandoned/` (when a new game replaced it)
    /// by its id, or the first digits of it (`--list` shows them); the game saved
    /// now is set aside first, at the first save.
    #[arg(long, value_name = "ID", conflicts_with = "list")]
    pub game: Option<String>,
    /// List the unfinished games set aside under `abandoned/` (a new game replaced
    /// them), newest first, with their ids for `--game`.
    #[arg(long)]
    pub list: bool,
    #[command(flatten)]
    pub common: ResumeArgs,
}

/// `--lang`: en, hi or bn (a locale such as `hi_IN.UTF-8` works too).
pub fn parse_lang(s: &str) -> Result<Lang, String> {
    Lang::parse(s).ok_or_else(|| format!("{s:?} is not a language of the game: use en, hi or bn"))
}

/// The language of `--lang`, else of the locale ([`locale_lang`]); a Hindi or
/// Bengali locale whose character set is not UTF-8 ([`locale_choice`]) gives
/// English, said in one line on standard error.
pub fn lang_or_locale(lang: Option<Lang>) -> Lang {
    lang.unwrap_or_else(|| {
        let (lang, note) = locale_choice(|v| std::env::var(v).ok());
        if let Some(n) = note {
            eprintln!("ludo: {n}");
        }
        lang
    })
}

/// [`locale_lang`], unless that is Hindi or Bengali and the terminal's character
/// set (the codeset of the first of `LC_ALL`, `LC_CTYPE`, `LANG` that is set: the
/// part after the dot, `hi_IN.ISCII`) is not UTF-8: the game writes UTF-8 only, so
/// Devanagari or Bengali letters would show as garbage there. Then English, with
/// the note saying why and how to ask for the language anyway (`--lang`). A locale
/// without a codeset (`bn_IN`) is taken as UTF-8, the only one such locales have
/// on glibc.
fn locale_choice(var: impl Fn(&str) -> Option<String>) -> (Lang, Option<String>) {
    let lang = locale_lang(&var);
    if lang == Lang::En {
        return (lang, None);
    }
    let ctype = ["LC_ALL", "LC_CTYPE", "LANG"]
        .iter()
        .find_map(|v| var(v).filter(|s| !s.is_empty()))
        .unwrap_or_default();
    let codeset = ctype
        .split_once('.')
        .map(|(_, c)| c.split('@').next().unwrap_or(c).to_string());
    let utf8 = match &codeset {
        None => ctype != "C" && ctype != "POSIX",
        Some(c) => matches!(c.to_ascii_lowercase().as_str(), "utf-8" | "utf8"),
    };
    if utf8 {
        return (lang, None);
    }
    let shown = if ctype.is_empty() { "unset" } else { &ctype };
    (
        Lang::En,
        Some(format!(
            "the terminal's character set ({shown}) is not UTF-8, so the game is in English; \
             `--lang {}` shows it in {} in a UTF-8 terminal",
            lang.code(),
            if lang == Lang::Hi { "Hindi" } else { "Bengali" }
        )),
    )
}

/// The language of the locale as POSIX decides it: the first of `LC_ALL`,
/// `LC_MESSAGES` and `LANG` that is set and not empty is the locale, and the
/// others are not looked at (so `LC_ALL=C` overrides `LANG=hi_IN.UTF-8`). A locale
/// that names no language of the game (`C`, `POSIX`, `fr_FR`) is English.
fn locale_lang(var: &impl Fn(&str) -> Option<String>) -> Lang {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .find_map(|v| var(v).filter(|s| !s.is_empty()))
        .and_then(|locale| Lang::parse(&locale))
        .unwrap_or(Lang::En)
}

/// The seats of `--players`, one per entry of its list. An alias, not `Vec`
/// itself: clap splits a `Vec` field's values itself and could not say which entry
/// of the list is empty.
pub type Seats = Vec<SeatKind>;

/// `--players`: `human` (or `person`) or a CPU level, any case, for each entry;
/// an empty or unknown entry is named by its place in the list.
fn parse_seats(s: &str) -> Result<Seats, String> {
    // From the core's list, so a new level is never left out of the advice.
    let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
    let (last, rest) = names.split_last().expect("there are levels");
    let expected = format!("use human, {} or {last}", rest.join(", "));
    crate::lists::parse(s, &expected, |p| {
        if p.eq_ignore_ascii_case("human") || p.eq_ignore_ascii_case("person") {
            Some(SeatKind::Human)
        } else {
            Level::from_str(p, true).ok().map(SeatKind::Cpu)
        }
    })
}

/// `--turn-time`: 30 or 60 seconds.
fn parse_turn_time(s: &str) -> Result<TurnTimeLimit, String> {
    let secs: u32 = s
        .trim()
        .parse()
        .map_err(|_| "turn time must be 30 or 60 seconds".to_string())?;
    TurnTimeLimit::try_from(secs)
        .map_err(|e| format!("turn time must be 30 or 60 seconds, not {}", e.secs))
}

/// The rules of `--preset` and `--turn-time`.
pub fn rules_from_args(args: &Args) -> Rules {
    Rules {
        turn_time_limit_secs: args.turn_time,
        ..args.preset.rules()
    }
}

/// The game setup of `--players` and friends.
///
/// Errors: a seat count other than 2 to 4, in words.
pub fn setup_from_args(args: &Args) -> Result<GameSetup, String> {
    let kinds = args.players.clone().unwrap_or_default();
    let colors: &[Color] = match kinds.len() {
        2 => &[Color::Yellow, Color::Red],
        3 => &[Color::Yellow, Color::Blue, Color::Red],
        4 => &Color::ALL,
        n => return Err(format!("--players needs 2 to 4 players, not {n}")),
    };
    Ok(GameSetup {
        rules: rules_from_args(args),
        seats: colors
            .iter()
            .zip(kinds)
            .map(|(&color, kind)| SeatSetup { color, kind })
            .collect(),
        seed: args.seed,
        dice_script: vec![],
        first_player: None,
    })
}

/// Takes the lock of the data directory of `play` / `resume` / `learn` and refuses
/// a directory whose saves were written by a newer version.
///
/// Errors: the message to print (exit status 2).
fn lock_storage(mut storage: Storage) -> Result<Storage, String> {
    // Refused before the lock file is made (a refused command changes nothing on
    // disk), and again under the lock below.
    if let Some(m) = storage.newer_save() {
        return Err(m);
    }
    lock_in_place(&mut storage)?;
    Ok(storage)
}

/// Takes the lock of `storage` and refuses a directory whose saves were written by
/// a newer version (checked under the lock).
///
/// Errors: the message to print.
fn lock_in_place(storage: &mut Storage) -> Result<(), String> {
    match storage.lock() {
        Ok(()) => {}
        Err(store::LockError::Busy(p)) => {
            return Err(format!(
                "this game is open in another ludo process (lock file {}); \
                 finish or quit it first, or use --data-dir for another directory",
                p.display()
            ));
        }
        // The saves will fail too and say so; the game is still playable.
        Err(store::LockError::Io { .. }) => {}
        // Not played unlocked: the folder can be written, so another process could
        // play the same game at once.
        Err(store::LockError::NotAFile(p)) => {
            return Err(format!(
                "the lock file {} is not a regular file (a FIFO, a socket or a folder); \
                 remove it, or use --data-dir for another directory",
                p.display()
            ));
        }
    }
    if let Some(m) = storage.newer_save() {
        return Err(m);
    }
    Ok(())
}

/// Refuses a `--profile` whose colour is not a person's seat of `--players`.
///
/// Errors: the message to print (exit status 2).
fn profiles_on_person_seats(specs: &[String], setup: &GameSetup) -> Result<(), String> {
    for (c, name) in records::profile_specs(specs)? {
        if !setup
            .seats
            .iter()
            .any(|s| s.color == c && s.kind == SeatKind::Human)
        {
            return Err(format!(
                "--profile {}={}: {c} is not a person's seat in --players",
                c.name(),
                name.trim()
            ));
        }
    }
    Ok(())
}

/// Runs `ludo play`.
///
/// With an unfinished saved game, `ludo play` and `ludo play --players ...` first
/// ask whether to resume it (a new game sets it aside under `abandoned/`);
/// `--new` does not ask and sets it aside when the new game starts.
pub fn run(args: Args) -> ExitCode {
    // Bad options (refused by clap before this runs) and a missing terminal are
    // reported before the data directory is touched: a refused command changes
    // nothing on disk.
    let rules = rules_from_args(&args);
    let requested = if args.players.as_ref().is_none_or(Vec::is_empty) {
        None
    } else {
        match setup_from_args(&args) {
            Ok(s) => Some(s),
            Err(e) => return fail(&e),
        }
    };
    // `--profile` (its form, and its colour against `--players`) is an argument
    // too: checked before the terminal (a bad one was reported as "needs an
    // interactive terminal") and before the lock file or the records are made.
    if let Err(e) = records::profile_specs(&args.profiles) {
        return fail(&e);
    }
    if let Some(setup) = &requested
        && let Err(e) = profiles_on_person_seats(&args.profiles, setup)
    {
        return fail(&e);
    }
    if let Err(e) = check_terminal() {
        return fail(&e.to_string());
    }
    let mut storage = match Storage::new(args.data_dir.clone()) {
        Ok(s) => s,
        Err(e) => return fail(&e),
    };
    if let Err(e) = records::check_profiles_exist(&storage, &args.profiles) {
        return fail(&e);
    }
    if let Some(m) = storage.newer_save() {
        return fail(&m);
    }
    // Only read until a game starts or resumes: quitting the resume prompt or the
    // setup screen leaves the directory as it was. Where a lock file exists it is
    // taken now, as before: no other process may play the game offered meanwhile.
    let mut deferred = Deferred {
        lock: !storage.lock_path().exists(),
        records: !records::db_path(storage.dir()).exists(),
        seen: None,
    };
    if !deferred.lock
        && let Err(e) = lock_in_place(&mut storage)
    {
        return fail(&e);
    }
    let (link, notes, records_off) = if deferred.records {
        (None, vec![], None)
    } else {
        match open_records(&storage, &args.profiles) {
            Ok(x) => x,
            Err(e) => return fail(&e),
        }
    };
    // `--new` with an unfinished game: quitting the setup screen before a game
    // starts leaves it the current save, and says so (nothing was printed: a player
    // could think it gone). Read only, as nothing is set aside yet.
    let kept_for_quit = args.new
        && load_text_checked(&storage.current_path())
            .is_ok_and(|g| g.is_some_and(|(g, _)| g.phase() != Phase::GameOver));
    let loaded = if args.new {
        store::Loaded::default()
    } else {
        let l = storage.load_unfinished();
        if deferred.lock {
            deferred.seen = Some(l.json.clone());
        }
        l
    };
    // `--preset`, `--turn-time` and `--seed` pre-fill the setup screen; both
    // screens say how to find games set aside earlier.
    let aside = text::set_aside_hint(&storage);
    let mut setup = SetupState::with_rules(rules, args.seed);
    setup.note = aside.clone();
    let delay = Duration::from_millis(args.cpu_delay_ms);
    let mut app = App::new(Screen::Setup(setup.clone()), Some(storage), delay);
    app.lang = lang_or_locale(args.lang);
    app.records = link;
    app.records_off = records_off;
    app.new_setup = setup;
    app.deferred = Some(deferred);
    app.left_prompt_game = kept_for_quit;
    app.set_aside_on_start = kept_for_quit;
    // Said before the game (at the prompt or the setup screen, and in the log when
    // the game starts), with the folder: it came only at the first save.
    let unsavable = app.storage.as_ref().and_then(unsavable);
    app.unsavable = unsavable.clone();
    let messages: Vec<String> = unsavable
        .into_iter()
        .chain(loaded.messages)
        .chain(notes)
        .collect();
    if !messages.is_empty() {
        app.message = Some(messages.join(" "));
    }
    match (loaded.game.zip(loaded.json), requested) {
        (Some((game, json)), requested) => {
            let records = app.records.as_ref().map(|l| &l.records);
            let mut saved = Saved::new(game, json, records);
            saved.aside_hint = aside;
            app.screen = Screen::ResumePrompt(Box::new(saved));
            app.pending_start = requested;
        }
        (None, Some(setup)) => {
            if let Err(e) = app.open_for_game().and_then(|()| app.set_aside_for_new()) {
                return fail(&e);
            }
            if let Err(e) = app.start_game(&setup) {
                return fail(&e.to_string());
            }
        }
        (None, None) => {}
    }
    run_app(app)
}

/// Runs `ludo resume`: lists the games set aside (`--list`), continues one of them
/// (`--game ID`, `SAVE`), or continues the saved game.
pub fn run_resume(args: ResumeCmdArgs) -> ExitCode {
    if args.list {
        return list_set_aside(args.common.data_dir, lang_or_locale(args.common.lang));
    }
    match (args.save, args.game) {
        (None, None) => run_resume_current(args.common),
        (save, game) => run_resume_aside(save, game, args.common),
    }
}

/// `ludo resume --list`: the games set aside, newest first, in `lang`. Reads only.
fn list_set_aside(dir: Option<PathBuf>, lang: Lang) -> ExitCode {
    let storage = match Storage::new(dir) {
        Ok(s) => s,
        Err(e) => return fail(&e),
    };
    let list = storage.set_aside_games(0);
    let text = text::set_aside_list(&storage, &list.games, lang);
    // Files that are not games are left out of the list but named, on standard error
    // (as the other commands' warnings), so a damaged copy is not silently hidden.
    for (path, why) in list.unreadable {
        eprintln!(
            "ludo resume: {} cannot be read as a game ({why}); it is kept as it is",
            path.display()
        );
    }
    use std::io::Write as _;
    let mut out = io::stdout().lock();
    crate::pipe::output_status(out.write_all(text.as_bytes()).and_then(|_| out.flush()))
}

/// `ludo resume --game ID` / `ludo resume SAVE`: continues a game set aside (or any
/// unfinished save file). Nothing is written before the game's first save, which
/// sets aside the unfinished game saved now (as a new game does) and then removes
/// the copy under `abandoned/` it continues. A refusal (no such game, a finished
/// game, the lesson, no terminal) exits before anything is written.
fn run_resume_aside(save: Option<PathBuf>, id: Option<String>, args: ResumeArgs) -> ExitCode {
    let storage = match Storage::new(args.data_dir.clone()) {
        Ok(s) => s,
        Err(e) => return fail(&e),
    };
    if let Some(m) = storage.newer_save() {
        return fail(&m);
    }
    let found = match (&save, &id) {
        // The game is played from the keyboard, so its save cannot come through
        // standard input as `verify -` reads one (a file named "-" is `./-`).
        (Some(p), _) if crate::infile::is_stdin(p) => {
            eprintln!(
                "ludo resume: the game needs the keyboard, so its save cannot come from \
                 standard input; give the save file's path"
            );
            return ExitCode::from(crate::infile::BAD_INPUT);
        }
        (Some(p), _) => match SetAsideGame::read(p) {
            Ok(Some(a)) => a,
            // As every command's input file (a missing one was status 1).
            Ok(None) => {
                eprintln!("ludo resume: {} does not exist", p.display());
                return ExitCode::from(crate::infile::BAD_INPUT);
            }
            Err(e) => return fail(&format!("cannot load {}: {e}", p.display())),
        },
        (None, Some(id)) => match crate::aside::find(&storage, id) {
            Ok(a) => a,
            Err(e) => {
                eprintln!("ludo resume: {e}");
                return ExitCode::from(1);
            }
        },
        (None, None) => return run_resume_current(args),
    };
    let dir_args = storage.data_dir_args();
    if found.game.phase() == Phase::GameOver {
        eprintln!(
            "ludo resume: the game in {} is over; watch it with {}",
            found.path.display(),
            crate::invocation::command(&format!("replay {}", shell_quote(&found.path)))
        );
        return ExitCode::from(1);
    }
    if found.is_lesson() {
        // `ludo learn` continues the lesson of its data directory: the lesson file
        // of another folder is that folder's (the hint named this data directory,
        // where `learn` started another lesson).
        let folder = found
            .path
            .parent()
            .filter(|_| found.path.file_name() == Some(store::LESSON.as_ref()))
            .map(|p| std::path::absolute(p).unwrap_or_else(|_| p.to_path_buf()))
            .filter(|p| p != storage.dir());
        let learn_args = match folder {
            Some(p) => format!(" --data-dir {}", shell_quote(&p)),
            None => dir_args,
        };
        eprintln!(
            "ludo resume: {} holds the lesson; continue it with {}",
            found.path.display(),
            crate::invocation::command(&format!("learn{learn_args}"))
        );
        return ExitCode::from(1);
    }
    if let Err(e) = check_terminal() {
        return fail(&e.to_string());
    }
    let unsavable = unsavable(&storage);
    let (mut storage, link, records_off) = match lock_and_open_records(storage) {
        Ok(x) => x,
        Err(code) => return code,
    };
    // Again under the lock: another process may have resumed it meanwhile.
    if !SetAsideGame::read(&found.path).is_ok_and(|a| a.is_some_and(|a| a.json == found.json)) {
        return fail(&format!(
            "{} was changed by another ludo process meanwhile; nothing was changed",
            found.path.display()
        ));
    }
    // Said before the game: the first save keeps the game saved now under
    // `abandoned/`, and the end of the program says where.
    let current_unfinished = load_text_checked(&storage.current_path()).is_ok_and(|g| {
        g.is_some_and(|(g, _)| g.phase() != Phase::GameOver && GameId::of(&g) != found.id)
    });
    let set_aside_file = storage.is_set_aside_file(&found.path);
    storage.bring_back(
        set_aside_file.then(|| found.path.clone()),
        &found.json,
        &found.game,
    );
    let mut app = App::new(
        Screen::Setup(SetupState::default()),
        Some(storage),
        Duration::from_millis(args.cpu_delay_ms),
    );
    app.lang = lang_or_locale(args.lang);
    app.records = link;
    app.records_off = records_off;
    if let Err(e) = app.resume_json(&found.json) {
        return fail(&e);
    }
    if let Some(m) = &unsavable {
        app.log.push(m.clone());
    }
    // The keys say "q quit (cannot save here)" from the start, as `play` does
    // (they promised "save & quit" until the first move failed to save).
    app.unsavable = unsavable.clone();
    let swap = current_unfinished.then(|| {
        "The unfinished game saved before is set aside under abandoned/ at the first save."
            .to_string()
    });
    let messages: Vec<String> = unsavable.into_iter().chain(swap).collect();
    if !messages.is_empty() {
        app.message = Some(messages.join(" "));
    }
    run_app(app)
}

/// Runs `ludo resume` without a game named: continues the saved game directly.
///
/// Nothing to resume (no save, no readable save, a finished game) exits with status
/// 1 before anything is written: not even the directory or the lock file is made.
fn run_resume_current(args: ResumeArgs) -> ExitCode {
    let mut storage = match Storage::new(args.data_dir) {
        Ok(s) => s,
        Err(e) => return fail(&e),
    };
    // A save of a newer version is refused first, alone: it is not "damaged" and
    // its backup is not "used".
    if let Some(m) = storage.newer_save() {
        return fail(&m);
    }
    // Read-only first (no lock: every write is an atomic rename).
    let over = match resumable(&mut storage, true) {
        Ok((g, _, _)) => g.phase() == Phase::GameOver,
        Err(code) => return code,
    };
    // A finished game needs no terminal: the records still take it (below), then
    // the command says it is over.
    if !over && let Err(e) = check_terminal() {
        return fail(&e.to_string());
    }
    // Said before the game, with the folder: found only at the first save, it
    // came after the player's first move, without the path.
    let unsavable = (!over).then(|| unsavable(&storage)).flatten();
    let (mut storage, link, records_off) = match lock_and_open_records(storage) {
        Ok(x) => x,
        Err(code) => return code,
    };
    // Again under the lock: another process may have played meanwhile.
    let (json, messages) = match resumable(&mut storage, false) {
        Ok((_, json, m)) => (json, m),
        Err(code) => return code,
    };
    let mut app = App::new(
        Screen::Setup(SetupState::default()),
        Some(storage),
        Duration::from_millis(args.cpu_delay_ms),
    );
    app.lang = lang_or_locale(args.lang);
    app.records = link;
    app.records_off = records_off;
    if let Err(e) = app.resume_json(&json) {
        return fail(&e);
    }
    // In the log too: the message line goes at the first move (a CPU's, at once).
    if let Some(m) = &unsavable {
        app.log.push(m.clone());
    }
    // The keys say "q quit (cannot save here)" from the start, as `play` does
    // (they promised "save & quit" until the first move failed to save).
    app.unsavable = unsavable.clone();
    let messages: Vec<String> = unsavable.into_iter().chain(messages).collect();
    if !messages.is_empty() {
        app.message = Some(messages.join(" "));
    }
    run_app(app)
}

/// Why a game cannot be saved in the data directory (read-only), in one sentence
/// naming the folder, said before the game starts; `None` when it can, or when the
/// folder does not exist yet (it is made at the first save).
fn unsavable(storage: &Storage) -> Option<String> {
    if !storage.dir().is_dir() {
        return None;
    }
    storage.can_save().err().map(|e| {
        format!(
            "{} cannot be saved in {}: {e}. Moves made now are lost when you quit; make \
             the folder writable first.",
            if storage.is_lesson() {
                "The lesson"
            } else {
                "This game"
            },
            storage.dir().display()
        )
    })
}

/// Runs `ludo learn`: the core's lesson ("learn on the board"), saved to
/// `tutorial.json` in the data directory, never to the game's `current.json`. An
/// unfinished lesson continues; a finished one (or none) starts afresh.
pub fn run_learn(args: ResumeArgs) -> ExitCode {
    if let Err(e) = check_terminal() {
        return fail(&e.to_string());
    }
    let storage = match Storage::new(args.data_dir) {
        Ok(s) => s.for_lesson(),
        Err(e) => return fail(&e),
    };
    let mut storage = match lock_storage(storage) {
        Ok(s) => s,
        Err(e) => return fail(&e),
    };
    let loaded = storage.load();
    let unsavable = unsavable(&storage);
    let mut app = App::new(
        Screen::Setup(SetupState::default()),
        Some(storage),
        Duration::from_millis(args.cpu_delay_ms),
    );
    app.lang = lang_or_locale(args.lang);
    let unfinished = loaded
        .json
        .filter(|j| ludo_core::table::inspect_save(j).is_ok_and(|s| s.tutorial && !s.finished));
    let started = match unfinished {
        Some(json) => app.resume_json(&json),
        None => app.start_lesson().map_err(|e| e.to_string()),
    };
    if let Err(e) = started {
        return fail(&e);
    }
    if let Some(m) = &unsavable {
        app.log.push(m.clone());
    }
    // The keys say "q quit (cannot save here)" from the start, as `play` does
    // (they promised "save & quit" until the first move failed to save).
    app.unsavable = unsavable.clone();
    let messages: Vec<String> = unsavable.into_iter().chain(loaded.messages).collect();
    if !messages.is_empty() {
        app.message = Some(messages.join(" "));
    }
    run_app(app)
}

impl App {
    /// Opens what `ludo play` left for the first game ([`App::deferred`]): takes the
    /// lock (then checks that the saves are still what the program read at the
    /// start) and opens the records. Called before a game starts or resumes.
    ///
    /// Errors: the message for the screen (another process holds the lock or
    /// changed the saves, a save of a newer version); the screen stays, and it is
    /// tried again at the next start.
    pub(crate) fn open_for_game(&mut self) -> Result<(), String> {
        let (Some(d), Some(storage)) = (self.deferred.as_mut(), self.storage.as_mut()) else {
            return Ok(());
        };
        if d.lock {
            lock_in_place(storage)?;
            d.lock = false;
        }
        // Every time until it passes: a start after this refusal must not replace
        // the other process's game either.
        if let Some(seen) = &d.seen
            && storage.load_unfinished().json != *seen
        {
            return Err(format!(
                "The saves in {} were changed by another ludo process meanwhile; quit \
                     (q) and start again to see them.",
                storage.dir().display()
            ));
        }
        if d.records {
            let (link, notes, off) = open_records(storage, &[])?;
            self.records = link;
            self.records_off = off;
            if !notes.is_empty() {
                self.message = Some(notes.join(" "));
            }
        }
        self.deferred = None;
        Ok(())
    }
}

/// What [`open_records`] gives: the records (if they can be written), the notes for
/// the player, and why finished games will not be recorded (when they will not).
type OpenedRecords = (Option<records::Link>, Vec<String>, Option<String>);

/// Opens the records of `play` / `resume` and finds the `--profile` profiles; records
/// a finished game left in the current save (a kill before it was recorded). The
/// notes are for the player (a damaged database set aside, a game recorded). Without
/// `--profile`, a database that cannot be opened only costs the recording (a note,
/// and the reason, which the log repeats when a game ends).
///
/// Errors: the message to print (exit status 2): a bad `--profile`, or no database
/// although profiles were asked for.
fn open_records(storage: &Storage, profiles: &[String]) -> Result<OpenedRecords, String> {
    let mut notes = vec![];
    let mut db = match records::open(storage) {
        Ok(r) => r,
        Err(e) if profiles.is_empty() => {
            notes.push(format!("Finished games will not be recorded: {e}."));
            return Ok((None, notes, Some(e)));
        }
        Err(e) => return Err(e),
    };
    if let Some(a) = db.set_aside() {
        notes.push(a.to_string());
    }
    let wanted = records::wanted_profiles(&db, storage, profiles)?;
    notes.extend(records::record_leftover(storage, &mut db));
    let mut link = records::Link::new(db);
    link.wanted = wanted;
    Ok((Some(link), notes, None))
}

/// The unfinished game `ludo resume` continues and the messages of loading it;
/// else says why there is none on standard error and gives the exit status (1).
/// The `first` (read-only) look prints the loading messages and lets a finished
/// game through (for the records); the second one refuses it.
fn resumable(storage: &mut Storage, first: bool) -> Result<(Game, String, Vec<String>), ExitCode> {
    // The commands shown work as printed: with `--data-dir` when it is not the default.
    let dir_args = storage.data_dir_args();
    let play = crate::invocation::command(&format!("play{dir_args}"));
    // Only for the refusals below: counting the games set aside reads each of
    // them, and this runs twice on every `ludo resume`.
    let aside = |storage: &Storage| {
        text::set_aside_hint(storage)
            .map(|m| text::say(&m, Lang::En))
            .map(|h| format!(" {h}"))
            .unwrap_or_default()
    };
    if !storage.has_saves() {
        let aside = aside(storage);
        eprintln!(
            "ludo resume: no saved game in {}; start one with {play}.{aside}",
            storage.dir().display()
        );
        return Err(ExitCode::from(1));
    }
    let loaded = storage.load();
    let (Some(g), Some(json)) = (loaded.game, loaded.json) else {
        eprintln!(
            "ludo resume: no readable saved game in {}: {} Nothing was changed; start a new \
             game with {play}.",
            storage.dir().display(),
            loaded.messages.join(" ")
        );
        return Err(ExitCode::from(1));
    };
    if first {
        for m in &loaded.messages {
            eprintln!("ludo resume: {m}");
        }
    }
    if !first && g.phase() == Phase::GameOver {
        let aside = aside(storage);
        eprintln!(
            "ludo resume: the saved game is over; start a new one with {play}, or watch it \
             with {}.{aside}",
            crate::invocation::command(&format!("replay{dir_args}"))
        );
        return Err(ExitCode::from(1));
    }
    Ok((g, json, loaded.messages))
}

/// `resume`'s start under the lock: takes the lock, opens the records and prints
/// their notes; the exit status to return when either is refused.
fn lock_and_open_records(
    storage: Storage,
) -> Result<(Storage, Option<records::Link>, Option<String>), ExitCode> {
    let storage = lock_storage(storage).map_err(|e| fail(&e))?;
    let (link, notes, records_off) = open_records(&storage, &[]).map_err(|e| fail(&e))?;
    for n in &notes {
        eprintln!("ludo resume: {n}");
    }
    Ok((storage, link, records_off))
}

fn fail(msg: &str) -> ExitCode {
    eprintln!("ludo: {msg}");
    ExitCode::from(2)
}

/// Restores the terminal: mouse off, cursor shown, then `ratatui::try_restore` (raw
/// mode off, main screen). Errors are ignored: after SIGHUP the terminal may be gone.
pub fn restore_terminal() {
    let _ = execute!(io::stdout(), DisableMouseCapture, cursor::Show);
    let _ = ratatui::try_restore();
}

/// Restores the terminal when dropped (normal exit, error or unwinding panic).
struct TerminalGuard;

impl Drop for TerminalGuard {
    fn drop(&mut self) {
        restore_terminal();
    }
}

/// The terminal type of the full-screen screens.
pub type Term = ratatui::DefaultTerminal;

/// Whether a cell of `buf` holds a letter combined with a sign (a cluster of more
/// than one character: Hindi and Bengali vowel signs, which some terminals draw a
/// column wide and ratatui counts as none). While such a cell is on screen, only a
/// whole redraw leaves no stray sign behind when the text changes.
pub fn has_combined_letters(buf: &ratatui::buffer::Buffer) -> bool {
    buf.content
        .iter()
        .any(|c| c.symbol().chars().nth(1).is_some())
}

/// Whether standard input and output are a terminal, as the full-screen commands
/// need; checked before anything is written.
///
/// Errors: not a terminal, in words.
pub fn check_terminal() -> io::Result<()> {
    if !io::stdout().is_terminal() || !io::stdin().is_terminal() {
        return Err(io::Error::other(
            "this command needs an interactive terminal",
        ));
    }
    Ok(())
}

/// Runs `body` full screen: `ratatui::try_init` (raw mode, alternate screen, a panic
/// hook restoring both), mouse capture, a hidden cursor, a panic hook undoing those,
/// and SIGTERM / SIGHUP / SIGINT caught (`body` polls [`pending_signal`] and returns); the
/// terminal is restored however `body` ends (return, error, signal or panic).
///
/// Errors: not a terminal, or any terminal I/O error.
pub fn with_terminal(body: impl FnOnce(&mut Term) -> io::Result<()>) -> io::Result<()> {
    check_terminal()?;
    crate::pipe::keep_running_on_closed_pipe();
    signal_flag();
    signal_watchdog();
    job_flags();
    let result = (|| -> io::Result<()> {
        let _guard = TerminalGuard;
        let mut terminal = ratatui::try_init()?;
        let result = (|| -> io::Result<()> {
            // Runs before ratatui's own hook (installed by `try_init`), which then
            // leaves raw mode and the alternate screen.
            let prev = std::panic::take_hook();
            std::panic::set_hook(Box::new(move |info| {
                let _ = execute!(io::stdout(), DisableMouseCapture, cursor::Show);
                prev(info);
            }));
            // No `Terminal::clear`: it asks the terminal for the cursor position, which
            // some terminals (and pseudo-terminals in tests) never answer.
            execute!(
                io::stdout(),
                EnableMouseCapture,
                cursor::Hide,
                Clear(ClearType::All)
            )?;
            body(&mut terminal)
        })();
        // ratatui's `Terminal` shows the cursor when dropped and, when the terminal
        // is gone (its window closed: SIGHUP, then every write fails), reports that
        // with `eprintln!`, which panics on the closed standard error: a panic in a
        // destructor, and the process aborted instead of ending with status 129 (the
        // hang-up PTY test, when the event loop saw the signal before crossterm's
        // endless read). After a signal or an error it is not dropped;
        // `restore_terminal` below shows the cursor, ignoring errors.
        if result.is_err() || pending_signal().is_some() {
            std::mem::forget(terminal);
        }
        result
    })();
    restore_terminal();
    result
}

/// The termination signals caught while a full-screen command runs (SIGTERM,
/// SIGHUP, SIGINT): the signal number once one arrived, else 0. SIGINT because
/// Ctrl-C is a key in raw mode, but a `kill -INT` from outside (a process manager,
/// `timeout -s INT`) ended the process with the terminal left in raw mode on the
/// alternate screen.
fn signal_flag() -> &'static Arc<AtomicUsize> {
    static FLAG: OnceLock<Arc<AtomicUsize>> = OnceLock::new();
    FLAG.get_or_init(|| {
        let flag = Arc::new(AtomicUsize::new(0));
        #[cfg(unix)]
        for sig in [
            signal_hook::consts::SIGTERM,
            signal_hook::consts::SIGHUP,
            signal_hook::consts::SIGINT,
        ] {
            let _ = signal_hook::flag::register_usize(sig, flag.clone(), sig as usize);
        }
        flag
    })
}

/// The job-control signals caught while a full-screen command runs: SIGTSTP (stop
/// requested: `kill -TSTP`, or Ctrl-Z through [`request_stop`]) and SIGCONT (continued, after any
/// stop, SIGSTOP too). Why: a stopped game left the terminal in raw mode on the
/// alternate screen for the shell, and after `fg` the shell had set the terminal
/// back to line mode and drawn over the screen: keys waited for Enter and the
/// board was not redrawn. See [`follow_job_control`].
fn job_flags() -> &'static (Arc<AtomicBool>, Arc<AtomicBool>) {
    static FLAGS: OnceLock<(Arc<AtomicBool>, Arc<AtomicBool>)> = OnceLock::new();
    FLAGS.get_or_init(|| {
        let stop = Arc::new(AtomicBool::new(false));
        let cont = Arc::new(AtomicBool::new(false));
        #[cfg(unix)]
        {
            let _ = signal_hook::flag::register(signal_hook::consts::SIGTSTP, stop.clone());
            let _ = signal_hook::flag::register(signal_hook::consts::SIGCONT, cont.clone());
        }
        (stop, cont)
    })
}

/// Whether `k` is Ctrl-Z, which raw mode delivers as a key instead of SIGTSTP.
pub fn is_ctrl_z(k: &event::KeyEvent) -> bool {
    k.code == event::KeyCode::Char('z')
        && k.modifiers.contains(event::KeyModifiers::CONTROL)
        && k.kind != event::KeyEventKind::Release
}

/// Ctrl-Z: stops the game as SIGTSTP does ([`follow_job_control`], at the event
/// loop's next turn), as in other terminal programs. Raw mode made it a key that did
/// nothing.
pub fn request_stop() {
    job_flags().0.store(true, Ordering::Relaxed);
}

/// Acts on a job-control signal (see [`job_flags`]); returns whether the screen must
/// be drawn afresh. On SIGTSTP: `around_stop(true)` (the game pauses and saves), the
/// terminal restored for the shell, the process stopped as SIGTSTP's default would,
/// and once continued the terminal taken back (raw mode, alternate screen, mouse)
/// and `around_stop(false)`. On SIGCONT alone (after SIGSTOP, which cannot be caught):
/// the terminal taken back.
///
/// Errors: terminal I/O errors.
pub fn follow_job_control(
    terminal: &mut Term,
    mut around_stop: impl FnMut(bool),
) -> io::Result<bool> {
    let (stop, cont) = job_flags();
    if stop.swap(false, Ordering::Relaxed) {
        around_stop(true);
        restore_terminal();
        #[cfg(unix)]
        stop_as_sigtstp_would();
        // Continued: the SIGCONT that did it is handled here.
        cont.store(false, Ordering::Relaxed);
        reclaim_terminal(terminal)?;
        around_stop(false);
        return Ok(true);
    }
    if cont.swap(false, Ordering::Relaxed) {
        reclaim_terminal(terminal)?;
        return Ok(true);
    }
    Ok(false)
}

/// Stops the process as SIGTSTP's default action would: the default put back for a
/// moment and the signal raised again. Not `SIGSTOP` (signal-hook's
/// `emulate_default_handler`): the kernel discards SIGTSTP, not SIGSTOP, in a
/// process group without a job-control shell (started by a terminal window's `-e`,
/// `setsid`, a test's pseudo-terminal), where nothing could continue the game.
#[cfg(unix)]
fn stop_as_sigtstp_would() {
    // SAFETY: plain sigaction / raise calls with initialised structures; the
    // handler signal-hook installed is put back as it was.
    unsafe {
        let mut default: libc::sigaction = std::mem::zeroed();
        default.sa_sigaction = libc::SIG_DFL;
        libc::sigemptyset(&mut default.sa_mask);
        let mut previous: libc::sigaction = std::mem::zeroed();
        if libc::sigaction(libc::SIGTSTP, &default, &mut previous) != 0 {
            return;
        }
        libc::raise(libc::SIGTSTP);
        libc::sigaction(libc::SIGTSTP, &previous, std::ptr::null_mut());
    }
}

/// Takes the terminal back after the process was stopped and continued: raw mode
/// (left first: after SIGSTOP crossterm still thinks it is on, but the shell set
/// line mode meanwhile), the alternate screen, the mouse, a hidden cursor, and the
/// next frame drawn whole (`resize` forgets the last one without asking the
/// terminal for its cursor, as `Terminal::clear` would).
fn reclaim_terminal(terminal: &mut Term) -> io::Result<()> {
    let _ = crossterm::terminal::disable_raw_mode();
    crossterm::terminal::enable_raw_mode()?;
    execute!(
        io::stdout(),
        crossterm::terminal::EnterAlternateScreen,
        EnableMouseCapture,
        cursor::Hide,
        Clear(ClearType::All)
    )?;
    let size = terminal.size()?;
    terminal.resize(ratatui::layout::Rect::new(0, 0, size.width, size.height))
}

/// How long the event loop has to end by itself after a caught signal before
/// [`signal_watchdog`] ends the process.
const SIGNAL_GRACE: Duration = Duration::from_secs(3);

/// Ends the process if a termination signal is not acted on within [`SIGNAL_GRACE`].
///
/// Why: when the terminal goes away (its window closed: SIGHUP, then every read of it
/// gives end-of-file or EIO), crossterm 0.29's event reader retries that read in an
/// endless loop and never returns to the event loop, which therefore never sees the
/// signal: the process spun at full CPU holding the data directory's lock, and even
/// SIGTERM did not end it. Nothing is lost by ending it here: the game is saved after
/// every action (and the lock is released by the OS with the process). Started once.
fn signal_watchdog() {
    static STARTED: OnceLock<()> = OnceLock::new();
    STARTED.get_or_init(|| {
        let _ = std::thread::Builder::new()
            .name("signal-watchdog".into())
            .spawn(|| {
                loop {
                    std::thread::sleep(Duration::from_millis(100));
                    if let Some(sig) = pending_signal() {
                        std::thread::sleep(SIGNAL_GRACE);
                        // Still running: the event loop is stuck. The terminal is most
                        // likely gone; restoring it is best effort.
                        restore_terminal();
                        std::process::exit(128 + sig);
                    }
                }
            });
    });
}

/// The termination signal received, if any (see [`signal_flag`]).
pub fn pending_signal() -> Option<i32> {
    match signal_flag().load(Ordering::Relaxed) {
        0 => None,
        s => Some(s as i32),
    }
}

fn run_app(mut app: App) -> ExitCode {
    let result = with_terminal(|t| event_loop(t, &mut app));
    app.drop_unused_copy();
    if let Some(sig) = pending_signal() {
        // The terminal is restored; save what there is and end like the signal would.
        app.save();
        report_save(&app, false);
        return ExitCode::from(128u8.wrapping_add(sig as u8));
    }
    if let Err(e) = result {
        return fail(&e.to_string());
    }
    if report_save(&app, true) {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

/// Says where the game was saved (`stdout` true: on standard output), or on standard
/// error that it was NOT saved; returns false in that case. Notices of the session
/// (a game set aside, a damaged save kept) come first. Write errors are ignored
/// (after SIGHUP the terminal may be gone).
fn report_save(app: &App, stdout: bool) -> bool {
    use std::io::Write;
    for n in &app.notices {
        let _ = if stdout {
            writeln!(io::stdout(), "{n}")
        } else {
            writeln!(io::stderr(), "{n}")
        };
    }
    // Quit at the resume prompt, or at the setup screen after "new game" there
    // before a game started: the unfinished game is where it was; say how to get
    // back to it (nothing was printed, or only where its copy was kept, as if it
    // were gone from the current save).
    let game_left = matches!(app.screen, Screen::ResumePrompt(_))
        || (app.left_prompt_game && app.table.is_none());
    if let (true, Some(s)) = (game_left, app.storage.as_ref()) {
        let line = format!(
            "The unfinished game is still saved in {}. Continue it with {}.",
            s.current_path().display(),
            crate::invocation::command_in(s, "resume")
        );
        let _ = if stdout {
            writeln!(io::stdout(), "{line}")
        } else {
            writeln!(io::stderr(), "{line}")
        };
        return true;
    }
    // Quit at the setup screen before any game: say so (q and Esc left without a
    // word, and a player who pressed Esc to go back could not tell what was kept).
    if app.table.is_none() && matches!(app.screen, Screen::Setup(_)) {
        let line = "No game was started, so nothing was saved.";
        let _ = if stdout {
            writeln!(io::stdout(), "{line}")
        } else {
            writeln!(io::stderr(), "{line}")
        };
        return true;
    }
    let (Some(t), Some(s)) = (app.table.as_ref(), app.storage.as_ref()) else {
        return true;
    };
    if let Some(e) = &app.save_error {
        let _ = writeln!(
            io::stderr(),
            "ludo: WARNING: the game was NOT saved: {e} (data directory {})",
            s.dir().display()
        );
        return false;
    }
    let line = if t.is_finished() {
        finished_line(app, s, t.is_tutorial())
    } else {
        let again = if t.is_tutorial() { "learn" } else { "resume" };
        format!(
            "{} saved to {}. Continue it with {}.",
            if t.is_tutorial() { "Lesson" } else { "Game" },
            s.current_path().display(),
            crate::invocation::command_in(s, again)
        )
    };
    let _ = if stdout {
        writeln!(io::stdout(), "{line}")
    } else {
        writeln!(io::stderr(), "{line}")
    };
    true
}

/// What is printed when the program ends on the game-over screen (or the end of the
/// lesson): where the game is kept, whether it was recorded in the history, and the
/// commands that watch it and start the next one (with `--data-dir` when needed).
pub(super) fn finished_line(app: &App, s: &Storage, lesson: bool) -> String {
    let dir_args = s.data_dir_args();
    let play = crate::invocation::command(&format!("play{dir_args}"));
    if lesson {
        return format!(
            "Lesson finished, saved to {}. Play it again with {}, or a game with {play}.",
            s.current_path().display(),
            crate::invocation::command(&format!("learn{dir_args}"))
        );
    }
    let kept = match &app.finished_copy {
        Some(p) => format!(" and kept as {}", p.display()),
        None => String::new(),
    };
    let recorded = app
        .recorded
        .as_deref()
        .map(|r| format!(" {r}"))
        .unwrap_or_default();
    format!(
        "Game over, saved to {}{kept}.{recorded} Watch it with {}, see where it was won or \
         lost with {}; start a new game with {play}.",
        s.current_path().display(),
        crate::invocation::command(&format!("replay{dir_args}")),
        crate::invocation::command(&format!("review{dir_args}"))
    )
}

fn event_loop(terminal: &mut Term, app: &mut App) -> io::Result<()> {
    let color = !ui::no_color_env();
    // Hindi and Bengali vowel signs are drawn one column wide by some terminals and
    // none by others (ratatui counts none): changing a few cells of such text can
    // leave stray signs behind (after an overlay closes, in the log). In those
    // languages a change redraws the whole screen, which leaves none; in English
    // too while the last frame showed such a sign (a profile's name, words mixed
    // into the dice: the seat row of a Bengali name read "outt00homee00").
    let in_script = app.lang != ludo_core::i18n::Lang::En;
    let mut signs_shown = false;
    let mut changed = true;
    loop {
        if pending_signal().is_some() {
            return Ok(());
        }
        let mut paused_it = false;
        changed |= follow_job_control(terminal, |stopping| {
            if stopping {
                paused_it = app.pause_for_stop();
            } else {
                app.resume_after_stop(paused_it);
            }
        })?;
        changed |= app.tick();
        // A board about to be hidden (or shown again) pauses (or resumes) the game
        // before the frame is drawn, so that reading input follows the frame at once.
        // Why: pausing saves the game (an fsync, slow on a loaded machine), and
        // crossterm 0.29 loses the terminal's readiness when the resize signal and a
        // key are waiting together at its next poll (it returns the resize and never
        // reads the key until another one comes): a `q` typed on seeing "too small"
        // waited for a second key while the save ran between the frame and the poll.
        let size = terminal.size()?;
        changed |=
            app.follow_board_hidden(ratatui::layout::Rect::new(0, 0, size.width, size.height));
        if (in_script || signs_shown) && std::mem::take(&mut changed) {
            // `resize` clears the screen and forgets the last frame, without asking
            // the terminal for its cursor (which `Terminal::clear` does).
            let area = terminal.get_frame().area();
            terminal.resize(area)?;
        }
        signs_shown = has_combined_letters(terminal.draw(|f| ui::draw(f, app, color))?.buffer);
        if app.quit {
            return Ok(());
        }
        let wait = app
            .next_wake()
            .clamp(Duration::from_millis(5), Duration::from_millis(250));
        if event::poll(wait)? {
            let ev = event::read()?;
            match ev {
                TermEvent::Key(k) if is_ctrl_z(&k) => request_stop(),
                TermEvent::Key(k) => app.handle_key(k),
                TermEvent::Mouse(m) => app.handle_mouse(m),
                _ => {}
            }
            changed = true;
        }
    }
}
