//! How hints name this program ("continue it with `ludo resume`"): a command the
//! player can type in their shell to run it again.
//!
//! Started by name (`ludo`, found on PATH), hints say `ludo resume`. Started by a
//! path (`./target/release/ludo`, or by `cargo run`, which runs
//! `target/<profile>/ludo` without putting it on PATH), `ludo` may not be a command
//! at all, so hints give the full path of the executable, and the `cargo run` form
//! as well when cargo started it.

use crate::storage::Storage;
use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// How this process was started, as far as hints care.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Started {
    /// The program name it was started with (`argv[0]`).
    pub argv0: Option<OsString>,
    /// The full path of the running executable.
    pub exe: Option<PathBuf>,
    /// Whether cargo started it (`cargo run` sets `CARGO` and `CARGO_PKG_NAME`).
    pub by_cargo: bool,
}

impl Started {
    /// This process.
    pub fn current() -> Started {
        Started {
            argv0: std::env::args_os().next(),
            exe: std::env::current_exe().ok(),
            by_cargo: std::env::var_os("CARGO").is_some()
                && std::env::var_os("CARGO_PKG_NAME").is_some_and(|n| n == "ludo-cli"),
        }
    }

    /// The command running `args` (e.g. `resume --data-dir DIR`), in backticks: one
    /// form, or the path form and the `cargo run` form.
    pub fn command(&self, args: &str) -> String {
        let by_name = self
            .argv0
            .as_ref()
            .is_some_and(|a| !a.is_empty() && Path::new(a).components().count() == 1);
        let program = match (&self.exe, by_name) {
            (_, true) | (None, _) => "ludo".to_string(),
            (Some(exe), false) => shell_quote(exe),
        };
        let plain = format!("`{program} {args}`");
        if !self.by_cargo || by_name {
            return plain;
        }
        let release = self
            .exe
            .as_ref()
            .and_then(|e| e.parent())
            .and_then(|d| d.file_name())
            .is_some_and(|d| d == "release");
        format!(
            "{plain} (or, in the source tree, `cargo run{} -p ludo-cli -- {args}`)",
            if release { " --release" } else { "" }
        )
    }
}

/// The command running `args` in this process's hints (see [`Started::command`]).
pub fn command(args: &str) -> String {
    Started::current().command(args)
}

/// The command running `args` on the data directory of `storage` in this process's
/// hints: `ludo resume`, with `--data-dir` when needed ([`Storage::data_dir_args`]).
pub fn command_in(storage: &Storage, args: &str) -> String {
    command(&format!("{args}{}", storage.data_dir_args()))
}

/// `path` as one shell word (single-quoted when it holds anything unusual), for the
/// commands hints show.
pub fn shell_quote(path: &Path) -> String {
    let s = path.to_string_lossy();
    if !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || "/._-+,:=@%".contains(c))
    {
        s.into_owned()
    } else {
        format!("'{}'", s.replace('\'', "'\\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn started(argv0: &str, exe: &str, by_cargo: bool) -> Started {
        Started {
            argv0: Some(argv0.into()),
            exe: Some(exe.into()),
            by_cargo,
        }
    }

    #[test]
    fn by_name_from_path_the_hint_is_the_name() {
        let s = started("ludo", "/usr/local/bin/ludo", false);
        assert_eq!(s.command("resume"), "`ludo resume`");
    }

    #[test]
    fn by_path_the_hint_is_the_full_path() {
        let s = started(
            "./target/debug/ludo",
            "/src/my game/target/debug/ludo",
            false,
        );
        assert_eq!(
            s.command("resume"),
            "`'/src/my game/target/debug/ludo' resume`"
        );
    }

    #[test]
    fn after_cargo_run_both_forms_are_given() {
        let s = started("target/release/ludo", "/src/target/release/ludo", true);
        assert_eq!(
            s.command("resume --data-dir /tmp/x"),
            "`/src/target/release/ludo resume --data-dir /tmp/x` (or, in the source tree, \
             `cargo run --release -p ludo-cli -- resume --data-dir /tmp/x`)"
        );
        let s = started("/src/target/debug/ludo", "/src/target/debug/ludo", true);
        assert!(
            s.command("resume")
                .contains("`cargo run -p ludo-cli -- resume`")
        );
    }
}
