//! The durations of the play screen's motion, in one place: the scene animates
//! with them ([`crate::scene::motion`]) and the table waits for them before a CPU
//! acts ([`settle_ms`]), so a person sees each CPU move before the next begins.

use crate::game::{Event, Numbered};

/// The durations of the play screen's motion, ms.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Timing {
    /// The die tumbles this long.
    pub roll: u32,
    /// The rolled face stays at the roller's panel at least this long after the
    /// tumble (when the turn passes without a move, so the face can be read).
    pub roll_hold: u32,
    /// One square of a move (a hop).
    pub hop: u32,
    /// One square of a captured token's way home ...
    pub home_step: u32,
    /// ... but the whole way home in at most this long.
    pub home_max: u32,
    /// A token reaching the finish: the burst.
    pub burst: u32,
    /// A player finishing: confetti on their panel.
    pub finished: u32,
    /// The game won: confetti on the winner's panel.
    pub confetti: u32,
    /// A token that changes place without a move (undo, reduced motion).
    pub fade: u32,
    /// A refusal's notice stays this long.
    pub notice: u32,
    /// One breath of the pulse of live things (the die to tap, movable tokens).
    pub pulse: u32,
}

/// The durations with full motion.
pub const TIMING: Timing = Timing {
    roll: 420,
    roll_hold: 380,
    hop: 150,
    home_step: 40,
    home_max: 800,
    burst: 750,
    finished: 1600,
    confetti: 3200,
    fade: 220,
    notice: 2500,
    pulse: 1200,
};

/// The durations with reduced motion: no tumble, no hops, short cross-fades.
pub const REDUCED: Timing = Timing {
    roll: 0,
    roll_hold: 380,
    hop: 0,
    home_step: 0,
    home_max: 0,
    burst: 400,
    finished: 600,
    confetti: 900,
    fade: 200,
    notice: 2500,
    pulse: 0,
};

/// How long the play screen's motion of these events takes until the board
/// settles (no token moving, the die landed), ms: the same plan as
/// [`crate::scene::motion::Plan`] (a test checks they agree), from the events alone.
pub fn settle_ms(events: &[Numbered], tm: &Timing) -> u32 {
    let mut t = 0u32;
    let mut end = 0u32;
    for n in events {
        match &n.event {
            Event::FirstRoll { .. } | Event::Rolled { .. } => {
                t += tm.roll;
                end = end.max(t);
                if matches!(n.event, Event::FirstRoll { .. }) {
                    t += tm.roll_hold;
                }
            }
            Event::Moved { path, .. } => {
                t += if tm.hop == 0 {
                    tm.fade
                } else {
                    tm.hop * (path.len() as u32).max(1)
                };
                end = end.max(t);
            }
            Event::Captured { from, .. } => {
                if tm.home_step == 0 {
                    end = end.max(t + tm.fade);
                } else {
                    let steps = u32::try_from(*from).unwrap_or(0) + 1;
                    let step = tm.home_step.min(tm.home_max / steps).max(1);
                    end = end.max(t + 120 + step * steps);
                }
            }
            _ => {}
        }
    }
    end
}
