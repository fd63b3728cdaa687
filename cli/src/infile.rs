//! The input file a command is given on the command line (`analyze FILE`, `verify
//! SAVE`, `review SAVE`, `replay SAVE`): `-` is standard input, every input is read
//! up to the one limit, and an input that cannot be used is one exit status
//! ([`BAD_INPUT`]) whatever the command (`docs/terminal.md`, "Exit status").

use std::io::IsTerminal;
use std::path::Path;

/// Exit status of a command whose input file cannot be used: it does not exist,
/// cannot be read, is larger than 4 MiB, is not UTF-8 text, is empty or is not a
/// valid save, position, rules or weights file. Status 1 is left to the command's
/// own failure (dice that do not check, a save that failed), so that a script can
/// tell the two apart (`analyze` and `simulate --rules` said 1 for a file they could
/// not read, `verify` 2).
pub const BAD_INPUT: u8 = 2;

/// Whether `path` names standard input (`-`, as Unix tools take it); `./-` is a
/// file. Commands that cannot read standard input refuse it with this check too.
pub fn is_stdin(path: &Path) -> bool {
    path.as_os_str() == "-"
}

/// How messages name the input at `path`: "standard input" for `-`, else the path.
pub fn name(path: &Path) -> String {
    if is_stdin(path) {
        "standard input".to_string()
    } else {
        path.display().to_string()
    }
}

/// The sentence for an input at `path` that could not be read, the same in every
/// command: "X does not exist" when nothing is there, else "cannot read X: why"
/// (`verify`, `analyze` and `simulate` said "cannot read X: No such file or
/// directory (os error 2)" where `review`, `replay` and `resume` said "X does not
/// exist").
pub fn read_error(path: &Path, e: &std::io::Error) -> String {
    if e.kind() == std::io::ErrorKind::NotFound {
        format!("{} does not exist", name(path))
    } else {
        format!("cannot read {}: {e}", name(path))
    }
}

/// The bytes of the file at `path`, or of standard input for `-`, read up to the
/// limit of every input (`ludo_core::store::MAX_FILE_BYTES`: `ludo verify /dev/zero`
/// must not read forever). When standard input is a terminal, `keyboard` is said on
/// standard error first: the command would otherwise wait in silence for typing.
///
/// Errors: any I/O error (`NotFound` when nothing is at `path`), or an input larger
/// than the limit.
pub fn read(path: &Path, keyboard: &str) -> std::io::Result<Vec<u8>> {
    if !is_stdin(path) {
        return ludo_core::store::read_capped(path);
    }
    let stdin = std::io::stdin();
    if stdin.is_terminal() {
        eprintln!("{keyboard}");
    }
    ludo_core::store::read_capped_from(stdin.lock())
}
