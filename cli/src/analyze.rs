//! `ludo analyze [FILE]`: the position tool (`docs/position-format.md`).
//!
//! Exit status 0 with the JSON answer on stdout; 2 ([`crate::infile::BAD_INPUT`])
//! with one line on stderr and nothing on stdout when the input cannot be read, is
//! larger than 4 MiB, is not UTF-8 text, is empty or is invalid.

use crate::infile::BAD_INPUT;
use ludo_core::notation;
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `ludo analyze`.
#[derive(clap::Args)]
pub struct Args {
    /// Position file in the position format; reads stdin when absent or `-`.
    file: Option<PathBuf>,
    /// Pretty-print the JSON answer.
    #[arg(long)]
    pretty: bool,
}

/// Runs `ludo analyze`.
pub fn run(args: Args) -> ExitCode {
    // No file is standard input, as `-` is.
    let path = args.file.clone().unwrap_or_else(|| PathBuf::from("-"));
    let source = crate::infile::name(&path);
    let keyboard = "ludo analyze: reading a position (docs/position-format.md) from the \
                    keyboard; end it with Ctrl-D, or give a file: ludo analyze FILE";
    let bytes = match crate::infile::read(&path, keyboard) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("ludo analyze: {}", crate::infile::read_error(&path, &e));
            return ExitCode::from(BAD_INPUT);
        }
    };
    let Ok(text) = String::from_utf8(bytes) else {
        eprintln!("ludo analyze: invalid input: not UTF-8 text");
        return ExitCode::from(BAD_INPUT);
    };
    // Said as such, not as the parser's "EOF while parsing a value".
    if ludo_core::store::is_blank(&text) {
        eprintln!(
            "ludo analyze: {source} is empty: give a position in the position format \
             (docs/position-format.md)"
        );
        return ExitCode::from(BAD_INPUT);
    }
    match notation::analyze(&text) {
        Ok(out) => {
            let json = if args.pretty {
                serde_json::to_string_pretty(&out)
            } else {
                serde_json::to_string(&out)
            };
            match json {
                Ok(s) => {
                    println!("{s}");
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("ludo analyze: {e}");
                    ExitCode::from(1)
                }
            }
        }
        Err(e) => {
            eprintln!(
                "ludo analyze: {}{}",
                one_line(&e.to_string()),
                save_file_hint(&text)
            );
            ExitCode::from(BAD_INPUT)
        }
    }
}

/// When the refused input is a save file (its top-level `format` is the save format),
/// the parser's "unknown field `format`" alone does not tell the player what to do:
/// this names the commands that read save files.
fn save_file_hint(text: &str) -> &'static str {
    let is_save = serde_json::from_str::<serde_json::Value>(notation::strip_bom(text))
        .ok()
        .and_then(|v| v.get("format").and_then(|f| f.as_str().map(str::to_owned)))
        .is_some_and(|f| f == ludo_core::save::FORMAT);
    if is_save {
        " (this is a save file, not a position: `ludo replay SAVE` and `ludo review SAVE` \
         read save files; the position format is in \
         docs/position-format.md)"
    } else {
        ""
    }
}

fn one_line(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}
