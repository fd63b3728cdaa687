//! Ctrl-C (SIGINT) in the long-running printing commands (`ludo simulate`,
//! `ludo review`): the first press asks the work to stop so that the results so far
//! are printed (status 130); a second one ends the process at once with status 130.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// Registers the Ctrl-C handling above and returns the flag the first press sets.
pub fn flag() -> Arc<AtomicBool> {
    let flag = Arc::new(AtomicBool::new(false));
    #[cfg(unix)]
    {
        use signal_hook::consts::SIGINT;
        // Registered first, so it sees the flag before the second handler sets it:
        // only a press after the first one ends the process.
        let _ = signal_hook::flag::register_conditional_shutdown(SIGINT, 130, flag.clone());
        let _ = signal_hook::flag::register(SIGINT, flag.clone());
    }
    flag
}
