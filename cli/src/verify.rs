//! `ludo verify SAVE`: recomputes every roll of a finished game from its revealed
//! dice secret and checks the commitment (`docs/fair-dice.md`).
//!
//! Exit status: 0 every roll checks; 1 the dice do not check (a broken commitment
//! or a roll that differs, named); 2 the file cannot be read or is not a valid save;
//! 3 not verifiable, which is not an error (a save from before commitments, a game
//! not over yet, the lesson's scripted dice).

use ludo_core::save::{self, Verdict};
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `ludo verify`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The save file of a finished game (e.g. under `finished/` in the data directory).
    pub save: PathBuf,
}

/// Exit status when the save's dice cannot be checked (not an error).
pub const NOT_VERIFIABLE: u8 = 3;

/// Runs `ludo verify`.
pub fn run(args: Args) -> ExitCode {
    // Capped like every other input: `ludo verify /dev/zero` must not read forever.
    let text = match crate::storage::read_capped(&args.save).and_then(|b| {
        String::from_utf8(b)
            .map_err(|_| std::io::Error::new(std::io::ErrorKind::InvalidData, "not UTF-8 text"))
    }) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("ludo verify: cannot read {}: {e}", args.save.display());
            return ExitCode::from(2);
        }
    };
    match save::verify(&text) {
        Ok(v @ Verdict::Verified { .. }) => {
            println!("{}: {v}", args.save.display());
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
            println!("{}: {v}", args.save.display());
            ExitCode::from(NOT_VERIFIABLE)
        }
        Ok(v) => {
            eprintln!("{}: {v}", args.save.display());
            ExitCode::from(1)
        }
        Err(e) => {
            eprintln!("ludo verify: {}: {e}", args.save.display());
            ExitCode::from(2)
        }
    }
}

/// The words mixed into the dice, each in quotes, as the line after "dice
/// verified"; `None` when nothing was mixed in. Control characters (which a save
/// made elsewhere may hold) are shown escaped, never sent to the terminal.
fn mixed_line(mix: &[String]) -> Option<String> {
    if mix.is_empty() {
        return None;
    }
    let shown: Vec<String> = mix
        .iter()
        .map(|m| {
            let text: String = m
                .chars()
                .map(|c| {
                    if c.is_control() {
                        c.escape_default().to_string()
                    } else {
                        c.to_string()
                    }
                })
                .collect();
            format!("\u{201c}{text}\u{201d}")
        })
        .collect();
    Some(format!("mixed into the dice: {}", shown.join(", ")))
}
