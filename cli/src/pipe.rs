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
//!
//! Standard output closed before the start (`ludo review FILE >&-`) is a failed
//! write too, said the same way before any work ([`output_open`]). Rust's runtime
//! puts `/dev/null` in the place of a closed standard stream before `main`, where
//! every write then succeeds unread (the command said nothing and exited 0); on
//! Linux the state is noted before that ([`NOTE_CLOSED_OUTPUT`]).

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

/// Whether standard output was closed when the process started (noted by
/// [`NOTE_CLOSED_OUTPUT`]).
#[cfg(target_os = "linux")]
static CLOSED_AT_START: AtomicBool = AtomicBool::new(false);

/// Notes whether standard output is open: `fcntl(1, F_GETFD)` fails (EBADF) only
/// when it is closed.
#[cfg(target_os = "linux")]
extern "C" fn note_closed_output() {
    // SAFETY: F_GETFD only reads the descriptor's flags; it changes nothing.
    let closed = unsafe { libc::fcntl(libc::STDOUT_FILENO, libc::F_GETFD) } == -1;
    CLOSED_AT_START.store(closed, Ordering::SeqCst);
}

/// [`note_closed_output`] in the program's initialisers (`.init_array`): the loader
/// runs them before `main`, so before Rust's runtime opens `/dev/null` as standard
/// output where it was closed, which no check in `main` could tell from a
/// `> /dev/null` that the player chose.
#[cfg(target_os = "linux")]
#[used]
#[unsafe(link_section = ".init_array")]
static NOTE_CLOSED_OUTPUT: extern "C" fn() = note_closed_output;

/// `Ok` unless the process started with standard output closed (`>&-`, Linux):
/// then the error of a write to it, EBADF ("Bad file descriptor"), for
/// [`output_status`] to say. Nothing printed could reach anyone, so the commands
/// ask before any work (a review of 4 s printed to nowhere and exited 0).
///
/// Standard output open for reading only (`ludo review FILE 1</dev/null`) is the
/// same: every write fails with EBADF, which Rust's standard output also takes for
/// success; its mode is read here (Unix).
pub fn output_open() -> io::Result<()> {
    #[cfg(target_os = "linux")]
    if CLOSED_AT_START.load(Ordering::SeqCst) {
        return Err(io::Error::from_raw_os_error(libc::EBADF));
    }
    #[cfg(unix)]
    {
        // SAFETY: F_GETFL only reads the descriptor's status flags.
        let flags = unsafe { libc::fcntl(libc::STDOUT_FILENO, libc::F_GETFL) };
        if flags != -1 && flags & libc::O_ACCMODE == libc::O_RDONLY {
            return Err(io::Error::from_raw_os_error(libc::EBADF));
        }
    }
    Ok(())
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
