//! Time for the table: a monotonic clock it is given at construction, so the turn
//! timer and the CPU pacing run on real time in the apps and on a hand-advanced
//! [`FakeClock`] in tests (which never sleep).

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// A monotonic clock: the time since an arbitrary origin fixed for the clock's life.
/// Never goes backwards. Every time the table reports ([`super::Update::wake_at`])
/// is on this clock's scale.
pub trait Clock: Send + Sync {
    /// The time now, since the clock's origin.
    fn now(&self) -> Duration;
}

/// The system's monotonic clock ([`Instant`]); its origin is its creation.
#[derive(Clone, Copy, Debug)]
pub struct SystemClock {
    origin: Instant,
}

impl SystemClock {
    /// A clock starting at zero now.
    pub fn new() -> SystemClock {
        SystemClock {
            origin: Instant::now(),
        }
    }
}

impl Default for SystemClock {
    fn default() -> Self {
        SystemClock::new()
    }
}

impl Clock for SystemClock {
    fn now(&self) -> Duration {
        self.origin.elapsed()
    }
}

/// A clock that moves only when told to: for tests and tools. Starts at zero.
/// Share it as `Arc<FakeClock>` between the test and the table.
#[derive(Debug, Default)]
pub struct FakeClock {
    nanos: AtomicU64,
}

impl FakeClock {
    /// A clock at zero.
    pub fn new() -> FakeClock {
        FakeClock::default()
    }

    /// Moves the clock forward by `d` (saturating at about 584 years).
    pub fn advance(&self, d: Duration) {
        let add = u64::try_from(d.as_nanos()).unwrap_or(u64::MAX);
        let _ = self
            .nanos
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| {
                Some(n.saturating_add(add))
            });
    }

    /// Moves the clock forward to `t`; does nothing when `t` is not later (the clock
    /// never goes back).
    pub fn advance_to(&self, t: Duration) {
        let t = u64::try_from(t.as_nanos()).unwrap_or(u64::MAX);
        self.nanos.fetch_max(t, Ordering::SeqCst);
    }
}

impl Clock for FakeClock {
    fn now(&self) -> Duration {
        Duration::from_nanos(self.nanos.load(Ordering::SeqCst))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fake_clock_moves_only_forward_and_only_when_told() {
        let c = FakeClock::new();
        assert_eq!(c.now(), Duration::ZERO);
        c.advance(Duration::from_millis(1500));
        assert_eq!(c.now(), Duration::from_millis(1500));
        c.advance_to(Duration::from_millis(1000));
        assert_eq!(c.now(), Duration::from_millis(1500));
        c.advance_to(Duration::from_secs(3));
        assert_eq!(c.now(), Duration::from_secs(3));
        let s = SystemClock::new();
        assert!(s.now() <= s.now());
    }
}
