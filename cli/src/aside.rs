//! The terminal's words for the unfinished games set aside under `abandoned/` (a new
//! game replaced them): `ludo resume --list` shows them, `ludo resume --game ID` (or
//! `ludo resume FILE`) continues one. The core lists, reads and finds them, by the
//! first digits of the game's id as `ludo history` names games
//! (`GameStore::set_aside_games`, `ludo_core::store::SetAsideGame`); this module
//! names the commands that do it.

use crate::invocation::{command, command_in, shell_quote};
use crate::storage::Storage;
use ludo_core::store::{ABANDONED_DIR, Found, Notice, SetAsideGame};

/// The game set aside whose id is (or starts with) `id`.
///
/// Errors: the sentence to print (no such game, or more than one).
pub fn find(storage: &Storage, id: &str) -> Result<SetAsideGame, String> {
    let list = command_in(storage, "resume --list");
    let dir = storage.dir().join(ABANDONED_DIR);
    // As typed (Rust's `{:?}` wrote Hindi and Bengali marks as escapes).
    let shown = ludo_core::records::quoted(id);
    let copies = match storage.set_aside_games(0).find(id) {
        Found::One(g) => return Ok(*g),
        Found::None => {
            return Err(format!(
                "no unfinished game set aside with id {shown} in {}; {list} lists them",
                dir.display()
            ));
        }
        Found::Several(games) => {
            return Err(format!(
                "{} games set aside have ids starting with {shown}; give more digits \
                 ({list} lists them)",
                games.len()
            ));
        }
        Found::Copies(copies) => copies,
    };
    // The same game set aside twice at the same point (`n` at the prompt, `q` at the
    // setup screen, then `ludo resume` and `n` again): its files tell them apart.
    let file = |a: &SetAsideGame| {
        let when = a
            .set_aside_secs()
            .map(|s| crate::records::date(s.saturating_mul(1000)));
        let resume = command_in(storage, &format!("resume {}", shell_quote(&a.path)));
        format!(
            "{resume} (set aside {})",
            when.as_deref().unwrap_or("date unknown")
        )
    };
    let files: Vec<String> = copies.iter().map(file).collect();
    Err(format!(
        "{} copies of game {} are set aside (the same moves, set aside at different \
         times); continue one by its file: {}",
        copies.len(),
        copies[0].id.short(),
        files.join(", ")
    ))
}

/// The sentence printed when the program ends: [`Notice::short`] and, for a game
/// set aside, the commands that continue it (`dir_args`: the `--data-dir` of
/// [`Storage::data_dir_args`]) and replay it.
pub fn full_notice(notice: &Notice, dir_args: &str) -> String {
    let Notice::SetAside(p) = notice else {
        return notice.short();
    };
    let resume = match SetAsideGame::read(p) {
        Ok(Some(a)) => {
            let cmd = command(&format!("resume --game {}{dir_args}", a.id.short()));
            format!("continue it with {cmd}, ")
        }
        _ => String::new(),
    };
    format!(
        "The unfinished game is kept as {} ({resume}watch it with {}).",
        p.display(),
        command(&format!("replay {}", shell_quote(p)))
    )
}
