//! A closed output pipe ends any printing command quietly, as it ends any Unix
//! filter: `ludo analyze FILE | head -c 10` stops when `head` has read enough,
//! killed by SIGPIPE (status 141 in a shell), with no message. Any other failed
//! write of the output (a full disk: `ludo history --json > /full/disk/h.json`)
//! ends the command with one line and status 1 ([`report_failed_output`]), never
//! a panic's backtrace nor a success over a truncated file.
//!
//! Rust ignores SIGPIPE, so a write to a closed pipe fails and `println!` panics
//! ("failed printing to stdout: Broken pipe"). [`end_quietly_on_closed_pipe`] puts
//! the default action back (signal-hook's safe emulation of it), for every command
//! including `--help`; the full-screen commands switch it off again
//! ([`keep_running_on_closed_pipe`]): they write to a terminal, and a failed write
//! there must end in a save, not in a kill.

use std::io;
use std::sync::Arc;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};

/// Whether SIGPIPE ends the process (default action) or is ignored as Rust does.
fn armed() -> &'static Arc<AtomicBool> {
    static ARMED: OnceLock<Arc<AtomicBool>> = OnceLock::new();
    ARMED.get_or_init(|| Arc::new(AtomicBool::new(false)))
}

/// From now on a write to a closed pipe ends the process as SIGPIPE's default
/// action does (Unix; elsewhere nothing changes).
pub fn end_quietly_on_closed_pipe() {
    #[cfg(unix)]
    {
        static REGISTERED: OnceLock<bool> = OnceLock::new();
        let ok = *REGISTERED.get_or_init(|| {
            signal_hook::flag::register_conditional_default(
                signal_hook::consts::SIGPIPE,
                armed().clone(),
            )
            .is_ok()
        });
        armed().store(ok, Ordering::SeqCst);
    }
}

/// From now on a write to a closed pipe fails with an error the caller handles
/// (the full-screen commands).
pub fn keep_running_on_closed_pipe() {
    armed().store(false, Ordering::SeqCst);
}

/// What `println!` panics with when standard output cannot be written.
const PRINT_FAILED: &str = "failed printing to stdout: ";

/// From now on a failed write of standard output by `println!` ends the process
/// with "ludo: cannot write the output: REASON" and status 1 instead of a panic
/// message (other panics are reported as before). `println!` is kept in the
/// commands that print; this catches its failure in one place.
pub fn report_failed_output() {
    let prev = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let msg = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| info.payload().downcast_ref::<&str>().copied());
        match msg.and_then(|m| m.strip_prefix(PRINT_FAILED)) {
            Some(reason) => {
                eprintln!("ludo: cannot write the output: {reason}");
                std::process::exit(1);
            }
            None => prev(info),
        }
    }));
}

/// The exit status of a command that wrote its output with `result`: success, or
/// for a failed write one line on standard error and status 1 (a closed pipe
/// ends the process by SIGPIPE before this, where it is armed; elsewhere it counts
/// as done: the reader wanted no more).
pub fn output_status(result: io::Result<()>) -> std::process::ExitCode {
    match result {
        Err(e) if e.kind() != io::ErrorKind::BrokenPipe => {
            eprintln!("ludo: cannot write the output: {e}");
            std::process::ExitCode::from(1)
        }
        _ => std::process::ExitCode::SUCCESS,
    }
}
