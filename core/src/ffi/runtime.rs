//! The one tokio runtime of the bindings and the clock of every [`crate::ffi::LudoTable`].
//!
//! One small runtime for the whole library (one worker thread for timers and task
//! bookkeeping, at most two blocking threads for CPU searches): a phone has one
//! table at a time, and the listener is never called on it (each table delivers its
//! updates on its own thread), so foreign code cannot stall it.

use crate::table::Clock;
use std::sync::OnceLock;
use std::time::{Duration, Instant};
use tokio::runtime::{Builder, Handle, Runtime};

static RUNTIME: OnceLock<Result<Runtime, String>> = OnceLock::new();

/// The shared runtime's handle, started on first use.
///
/// Errors: the operating system refused the runtime's threads.
pub(crate) fn handle() -> Result<Handle, String> {
    RUNTIME
        .get_or_init(|| {
            Builder::new_multi_thread()
                .worker_threads(1)
                .max_blocking_threads(2)
                .thread_name("ludo-runtime")
                .enable_time()
                .build()
                .map_err(|e| format!("cannot start the tokio runtime: {e}"))
        })
        .as_ref()
        .map(|rt| rt.handle().clone())
        .map_err(Clone::clone)
}

/// A monotonic clock whose origin is known, so a table time (`wake_at`) converts to
/// an instant tokio can sleep until.
#[derive(Clone, Copy, Debug)]
pub(crate) struct MonotonicClock {
    origin: Instant,
}

impl MonotonicClock {
    /// A clock at zero now.
    pub(crate) fn new() -> MonotonicClock {
        MonotonicClock {
            origin: Instant::now(),
        }
    }

    /// The instant of table time `t` (saturating far in the future).
    pub(crate) fn instant(&self, t: Duration) -> tokio::time::Instant {
        let at = self
            .origin
            .checked_add(t)
            .unwrap_or_else(|| Instant::now() + Duration::from_secs(86_400 * 365));
        tokio::time::Instant::from_std(at)
    }
}

impl Clock for MonotonicClock {
    fn now(&self) -> Duration {
        self.origin.elapsed()
    }
}
