//! The turn timer of a person's decision (each roll and each move; `docs/rules.md`,
//! "Turn timer"): a limit, the time left, and whether it runs. Pausing keeps the time
//! left; the time left is what a save stores.

use std::time::Duration;

/// One decision's countdown. Runs from `since` (clock time) with `left` remaining at
/// that moment; stopped when `since` is `None`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct TurnTimer {
    limit: Duration,
    left: Duration,
    since: Option<Duration>,
}

impl TurnTimer {
    /// A timer with `left` of `limit` remaining (clamped to the limit), running from
    /// `now` when `running`.
    pub(crate) fn new(limit: Duration, left: Duration, now: Duration, running: bool) -> TurnTimer {
        TurnTimer {
            limit,
            left: left.min(limit),
            since: running.then_some(now),
        }
    }

    /// The full time of one decision (30 or 60 s).
    pub(crate) fn limit(&self) -> Duration {
        self.limit
    }

    /// Whether the countdown runs (not stopped, e.g. by a pause).
    pub(crate) fn running(&self) -> bool {
        self.since.is_some()
    }

    /// Time left at `now` (zero once run out).
    pub(crate) fn remaining(&self, now: Duration) -> Duration {
        match self.since {
            Some(s) => self.left.saturating_sub(now.saturating_sub(s)),
            None => self.left,
        }
    }

    /// Whether no time is left at `now`.
    pub(crate) fn expired(&self, now: Duration) -> bool {
        self.remaining(now).is_zero()
    }

    /// Stops the countdown, keeping the time left.
    pub(crate) fn stop(&mut self, now: Duration) {
        self.left = self.remaining(now);
        self.since = None;
    }

    /// Continues the countdown from `now` (no change when running).
    pub(crate) fn start(&mut self, now: Duration) {
        if self.since.is_none() {
            self.since = Some(now);
        }
    }

    /// When the driver must look again while running: the moment the whole seconds
    /// shown (`ceil(remaining)`) next change, which is the expiry for the last second.
    pub(crate) fn next_wake(&self, now: Duration) -> Option<Duration> {
        self.since?;
        let r = self.remaining(now);
        if r.is_zero() {
            return Some(now);
        }
        let sub = r.as_nanos() % 1_000_000_000;
        let step = if sub == 0 {
            Duration::from_secs(1)
        } else {
            Duration::from_nanos(sub as u64)
        };
        Some(now + step)
    }

    /// The whole seconds shown for the time left (rounded up).
    pub(crate) fn seconds_shown(&self, now: Duration) -> u64 {
        let r = self.remaining(now);
        r.as_secs() + u64::from(r.subsec_nanos() > 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const S: fn(u64) -> Duration = Duration::from_secs;
    const MS: fn(u64) -> Duration = Duration::from_millis;

    #[test]
    fn counts_down_only_while_running_and_wakes_on_whole_seconds() {
        let mut t = TurnTimer::new(S(30), S(30), S(100), true);
        assert_eq!(t.remaining(S(110)), S(20));
        assert_eq!(t.next_wake(S(110)), Some(S(111)));
        assert_eq!(t.next_wake(MS(110_400)), Some(S(111)));
        assert_eq!(t.seconds_shown(MS(110_400)), 20);
        t.stop(MS(110_400));
        assert!(!t.running());
        assert_eq!(t.remaining(S(500)), MS(19_600));
        assert_eq!(t.next_wake(S(500)), None);
        t.start(S(500));
        assert_eq!(t.remaining(S(510)), MS(9_600));
        assert_eq!(t.next_wake(S(510)), Some(MS(510_600)));
        assert!(!t.expired(MS(519_599)));
        assert!(t.expired(MS(519_600)));
        assert_eq!(t.next_wake(S(600)), Some(S(600)));
        assert_eq!(
            TurnTimer::new(S(30), S(90), S(0), false).remaining(S(0)),
            S(30)
        );
        assert_eq!(t.limit(), S(30));
    }
}
