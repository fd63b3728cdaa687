//! `ludo verify [SAVE | - | --game ID]`: recomputes every roll of a finished game from
//! its revealed dice secret and checks the commitment, the dice code shown at the
//! start (`docs/fair-dice.md`). Without a file: the newest finished game of the
//! data directory; `--game`: a game of `ludo history` or one set aside under
//! `abandoned/` (not verifiable yet: it is not over), by its id.
//!
//! Exit status: 0 every roll checks; 1 the dice do not check (a broken commitment
//! or a roll that differs, named); 2 the file cannot be read or is not a valid save
//! ([`crate::infile::BAD_INPUT`], as for every command's input), or no game has the id;
//! 3 not verifiable, which is not an error (a save from before commitments, a game
//! not over yet, the lesson's scripted dice).

use crate::storage::Storage;
use ludo_core::records::RecordsError;
use ludo_core::save::{self, Verdict};
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `ludo verify`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The save file of a finished game, `-` for standard input (default: the newest
    /// finished game, kept under `finished/` in the data directory).
    pub save: Option<PathBuf>,
    /// Verify a game of the history (`ludo history`) by its id, or the first digits
    /// of it (a game set aside, `ludo resume --list`, is found too: it cannot be
    /// checked before it is over).
    #[arg(long, value_name = "ID", conflicts_with = "save")]
    pub game: Option<String>,
    /// Directory of the save files and records (default: the user data directory, or
    /// $LUDO_DATA_DIR).
    #[arg(long, value_name = "DIR")]
    pub data_dir: Option<PathBuf>,
}

/// Exit status when the save's dice cannot be checked (not an error).
pub const NOT_VERIFIABLE: u8 = 3;

/// Runs `ludo verify`.
pub fn run(args: Args) -> ExitCode {
    let (label, text) = match source(args) {
        Ok(found) => found,
        Err(e) => {
            eprintln!("ludo verify: {e}");
            return ExitCode::from(2);
        }
    };
    if ludo_core::store::is_blank(&text) {
        eprintln!("ludo verify: {label}: {}", ludo_core::store::EMPTY_SAVE);
        return ExitCode::from(crate::infile::BAD_INPUT);
    }
    match save::verify(&text) {
        Ok(v @ Verdict::Verified { .. }) => {
            println!("{label}: {v}");
            // The check holds for whatever words the save lists: only the player
            // can tell that their own words are there (and none left out).
            if let Ok(game) = save::load(&text)
                && let Some(line) = mixed_line(game.dice_mix())
            {
                println!("{line}");
            }
            ExitCode::SUCCESS
        }
        Ok(v @ Verdict::NotVerifiable(_)) => {
            println!("{label}: {v}");
            ExitCode::from(NOT_VERIFIABLE)
        }
        Ok(v) => {
            eprintln!("{label}: {v}");
            ExitCode::from(1)
        }
        Err(e) => {
            eprintln!("ludo verify: {label}: {e}");
            ExitCode::from(crate::infile::BAD_INPUT)
        }
    }
}

/// The save to verify and how to name it: the file given; the game of the history
/// named by `--game` ("game ID"); else the newest file under `finished/`.
///
/// Errors: the message to print (exit status 2).
fn source(args: Args) -> Result<(String, String), String> {
    if let Some(path) = args.save {
        return Ok((crate::infile::name(&path), read(&path)?));
    }
    let storage = Storage::new(args.data_dir)?;
    if let Some(id) = args.game {
        return by_id(&storage, &id);
    }
    let newest = storage.finished_files().pop().ok_or_else(|| {
        format!(
            "no finished game in {}: name a save file, or a game of `ludo history` with --game ID",
            storage.dir().join("finished").display()
        )
    })?;
    Ok((newest.display().to_string(), read(&newest)?))
}

/// The game whose id is (or starts with) `id`, as `replay --game` finds them: a
/// game of the history, or an unfinished one set aside under `abandoned/` (its dice
/// cannot be checked before it is over, which the verdict then says; before, such
/// an id was "no recorded game").
///
/// Errors: the message to print (exit status 2): no such game, digits naming more
/// than one, records that cannot be used.
fn by_id(storage: &Storage, id: &str) -> Result<(String, String), String> {
    let records = crate::records::open_existing(storage)?;
    let recorded = match records.as_ref().map(|r| r.find_game(id)) {
        None | Some(Err(RecordsError::UnknownGame(_))) => None,
        Some(Ok(entry)) => Some(entry),
        Some(Err(e)) => return Err(e.to_string()),
    };
    // Copies of one game set aside at the same point share its id and its dice.
    let mut aside = storage.set_aside_games(0).matching(id);
    let mut seen = Vec::new();
    aside.retain(|a| {
        let new = !seen.contains(&a.id) && recorded.as_ref().is_none_or(|e| e.id != a.id);
        if new {
            seen.push(a.id.clone());
        }
        new
    });
    let dir_args = storage.data_dir_args();
    // As typed (Rust's `{:?}` wrote Hindi and Bengali marks as escapes).
    let shown = ludo_core::records::quoted(id);
    match (recorded, aside.len()) {
        (Some(entry), 0) => {
            let text = records
                .as_ref()
                .ok_or("the records closed meanwhile")?
                .game_save(&entry.id)
                .map_err(|e| e.to_string())?;
            Ok((format!("game {}", entry.id), text))
        }
        (None, 1) => {
            let a = aside.remove(0);
            let resume = crate::invocation::command(&format!(
                "resume --game {}{dir_args}",
                &a.id.as_str()[..8]
            ));
            Ok((
                format!(
                    "game {}, unfinished, set aside as {} (finish it with {resume})",
                    a.id.as_str(),
                    a.path.display()
                ),
                a.json,
            ))
        }
        (None, 0) => Err(format!(
            "no recorded game {shown} and no unfinished game set aside with that id; {} and {} \
             list them",
            crate::invocation::command(&format!("history{dir_args}")),
            crate::invocation::command(&format!("resume --list{dir_args}")),
        )),
        (recorded, set_aside) => Err(format!(
            "{} games have ids starting with {shown} ({} in the history, {set_aside} set \
             aside); give more of the id",
            set_aside + usize::from(recorded.is_some()),
            usize::from(recorded.is_some()),
        )),
    }
}

/// The text of the save at `path`, or of standard input for `-`, read as every
/// command's input is (`crate::infile::read`).
fn read(path: &std::path::Path) -> Result<String, String> {
    let keyboard = "ludo verify: reading a save file from the keyboard; end it with Ctrl-D, or \
                    give a file: ludo verify SAVE";
    crate::infile::read(path, keyboard)
        .and_then(|b| {
            String::from_utf8(b)
                .map_err(|_| std::io::Error::new(std::io::ErrorKind::InvalidData, "not UTF-8 text"))
        })
        .map_err(|e| crate::infile::read_error(path, &e))
}

/// The words mixed into the dice, each in quotes, as the line after "dice
/// verified"; `None` when nothing was mixed in. Each entry is shown by
/// [`shown_entry`], so two different entries never print alike.
fn mixed_line(mix: &[String]) -> Option<String> {
    if mix.is_empty() {
        return None;
    }
    let shown: Vec<String> = mix
        .iter()
        .map(|m| format!("\u{201c}{}\u{201d}", shown_entry(m)))
        .collect();
    Some(format!("mixed into the dice: {}", shown.join(", ")))
}

/// One mixed-in entry as printed, so that two different entries never print
/// alike: printable ASCII as typed; any other entry as typed (when it is in
/// Unicode's composed form NFC, in one script (UTS #39) and has no control,
/// invisible or odd-space character) followed by its code points, e.g.
/// `еоа (\u{0435}\u{043E}\u{0430})`, else its code points alone. Why: the words
/// are not covered by the dice code (they are typed after it is shown), so a game
/// with "hello\u{200B} world", Cyrillic "еоа" or an entry holding `”, “` must not
/// print as one with "hello world", Latin "eoa" or two entries (issue 34, item 3).
pub(crate) fn shown_entry(entry: &str) -> String {
    use unicode_normalization::is_nfc;
    use unicode_security::MixedScript;
    if entry.chars().all(|c| c == ' ' || c.is_ascii_graphic()) {
        return entry.to_string();
    }
    let escaped: String = entry
        .chars()
        .map(|c| {
            if c == ' ' || c.is_ascii_graphic() {
                c.to_string()
            } else {
                format!("\\u{{{:04X}}}", u32::from(c))
            }
        })
        .collect();
    let quotes = |c: char| matches!(c, '\u{201c}' | '\u{201d}');
    if is_nfc(entry)
        && entry.is_single_script()
        && !entry.chars().any(|c| invisible(c) || quotes(c))
    {
        return format!("{entry} ({escaped})");
    }
    escaped
}

/// Characters that print as nothing, or as a space that is not U+0020: control
/// characters, other white space, and Unicode's default-ignorable code points
/// (soft hyphen, zero-width characters, bidi controls, variation selectors, tags,
/// the Hangul fillers) plus the blank braille pattern.
fn invisible(c: char) -> bool {
    c.is_control()
        || (c.is_whitespace() && c != ' ')
        || matches!(u32::from(c),
            0xAD | 0x34F | 0x61C | 0x115F..=0x1160 | 0x17B4..=0x17B5 | 0x180B..=0x180F
            | 0x200B..=0x200F | 0x202A..=0x202E | 0x2060..=0x206F | 0x2800 | 0x3164
            | 0xFE00..=0xFE0F | 0xFEFF | 0xFFA0 | 0xFFF0..=0xFFFB | 0x1BCA0..=0x1BCA3
            | 0x1D173..=0x1D17A | 0xE0000..=0xE0FFF)
}

#[cfg(test)]
mod tests {
    use super::shown_entry;

    /// Issue 34, item 3: entries that differ never print alike (they printed as
    /// the same words, with the same dice code, for two different games).
    #[test]
    fn look_alike_entries_print_differently() {
        for (a, b) in [
            ("hello world", "hello\u{200b} world"),
            ("hello world", "hello\u{a0}world"),
            ("café", "cafe\u{301}"),
            ("asha", "\u{430}sha"),
            ("lucky", "lucky\u{2800}"),
            ("x", "x\u{202e}"),
        ] {
            assert_ne!(shown_entry(a), shown_entry(b), "{a:?} / {b:?}");
        }
        assert_eq!(shown_entry("hello\u{200b} world"), "hello\\u{200B} world");
        // Whole-script look-alikes and the list's own quotes (found by a tester).
        assert_ne!(shown_entry("eoa"), shown_entry("\u{435}\u{43e}\u{430}"));
        assert_eq!(
            shown_entry("hello\u{201d}, \u{201c}world"),
            "hello\\u{201D}, \\u{201C}world"
        );
    }

    /// Ordinary words print as typed (other scripts with their code points after).
    #[test]
    fn plain_words_print_as_typed() {
        for w in ["my lucky words", "ms@120,45", "\"quoted\""] {
            assert_eq!(shown_entry(w), w);
        }
        for w in ["नमस्ते दोस्त", "আমার কথা", "café"] {
            let shown = shown_entry(w);
            assert!(
                shown.starts_with(&format!("{w} ("))
                    && shown.ends_with(')')
                    && shown.contains("\\u{"),
                "{shown}"
            );
        }
    }
}
