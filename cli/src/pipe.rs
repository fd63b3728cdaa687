//! A closed output pipe ends any printing command quietly, as it ends any Unix
//! filter: `ludo analyze FILE | head -c 10` stops when `head` has read enough,
//! killed by SIGPIPE (status 141 in a shell), with no message.
//!
//! Rust ignores SIGPIPE, so a write to a closed pipe fails and `println!` panics
//! ("failed printing to stdout: Broken pipe"). [`end_quietly_on_closed_pipe`] puts
//! the default action back (signal-hook's safe emulation of it), for every command
//! including `--help`; the full-screen commands switch it off again
//! ([`keep_running_on_closed_pipe`]): they write to a terminal, and a failed write
//! there must end in a save, not in a kill.

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
