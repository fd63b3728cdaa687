//! The animations of one update, planned from its events: the die tumbles, tokens
//! hop square by square along the core's paths, a captured token slides home along
//! its own path, a token reaching the finish bursts, the winner's panel throws
//! confetti. A [`Motion`] is a list of [`Track`]s on one clock (ms from the update's
//! arrival) plus the sounds to play on it ([`Cue`]); the stage samples it for each
//! frame, so a frame is a pure function of the time.
//!
//! Every duration is in [`TIMING`] (and [`REDUCED`] when the player or the system
//! asks for less motion: moves become short cross-fades, nothing tumbles or hops),
//! defined below the table ([`crate::view::timing`]) so the table can wait for the
//! motion before a CPU acts.

use super::sound::{Cue, Sound};
use crate::color::Color;
use crate::game::{Event, Numbered};
use crate::rules::{Face, TokenId, Variant};
use crate::view::geometry::{Layout, Point, SquareId, TokenSpot, square_for};
pub use crate::view::timing::{REDUCED, TIMING, Timing};

/// One animated thing, on the update's clock (ms).
#[derive(Clone, Debug, PartialEq)]
pub enum Track {
    /// The die tumbles at `color`'s panel and lands on `face`.
    Tumble {
        /// The roller.
        color: Color,
        /// The face it lands on.
        face: Face,
        /// Start.
        start: u32,
        /// Landed.
        end: u32,
        /// Picks the faces shown while tumbling.
        seed: u64,
    },
    /// A token goes through `points` (board units), one step per `step` ms,
    /// hopping (`hop`) or sliding.
    Walk {
        /// Owner.
        color: Color,
        /// Which token.
        token: TokenId,
        /// Where it was, then each square it enters, ending where it is drawn now.
        points: Vec<Point>,
        /// Start.
        start: u32,
        /// Per step.
        step: u32,
        /// Hops (a move) or slides (sent home).
        hop: bool,
    },
    /// A token fades out where it was while it fades in where it is now.
    Fade {
        /// Owner.
        color: Color,
        /// Which token.
        token: TokenId,
        /// Where it was, board units.
        from: Point,
        /// Its radius there.
        radius: f32,
        /// Start.
        start: u32,
        /// Length.
        dur: u32,
    },
    /// A ring and sparks in `color` around `at` (board units).
    Burst {
        /// Centre, board units.
        at: Point,
        /// Colour.
        color: Color,
        /// Start.
        start: u32,
        /// Length.
        dur: u32,
    },
    /// Confetti over `color`'s panel.
    Confetti {
        /// Whose panel.
        color: Color,
        /// Start.
        start: u32,
        /// Length.
        dur: u32,
    },
}

impl Track {
    /// When the track ends, ms.
    pub fn end(&self) -> u32 {
        match self {
            Track::Tumble { end, .. } => *end,
            Track::Walk {
                points,
                start,
                step,
                ..
            } => start + step * (points.len().saturating_sub(1) as u32),
            Track::Fade { start, dur, .. }
            | Track::Burst { start, dur, .. }
            | Track::Confetti { start, dur, .. } => start + dur,
        }
    }
}

/// The animation of one update.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Motion {
    /// What moves.
    pub tracks: Vec<Track>,
    /// The sounds, in time order.
    pub cues: Vec<Cue>,
    /// Until then the die stays at this seat's panel (the roller's or the mover's:
    /// the tumble, then the face, while the move plays); after it, at the panel of
    /// the seat to act.
    pub die_hold: Option<(Color, u32)>,
    /// The board settles: no token moves or tumbles after this (legal moves are
    /// shown and can be touched from then on).
    pub end: u32,
    /// The last effect (burst, confetti, the die's hold) ends.
    pub fx_end: u32,
}

/// Smooth start and stop (cubic).
pub fn ease(t: f32) -> f32 {
    let t = t.clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

/// Everything needed to plan the motion of an update.
pub struct Plan<'a> {
    /// The board.
    pub layout: &'a Layout,
    /// The variant (paths).
    pub variant: &'a Variant,
    /// Where each token was drawn before the update.
    pub before: &'a [TokenSpot],
    /// Where each token is drawn after it.
    pub after: &'a [TokenSpot],
    /// The update's events.
    pub events: &'a [Numbered],
    /// The durations.
    pub timing: Timing,
}

fn spot(spots: &[TokenSpot], c: Color, t: TokenId) -> Option<&TokenSpot> {
    spots.iter().find(|s| s.color == c && s.token == t)
}

impl Plan<'_> {
    /// The motion of the update, with its sound cues. Tokens that changed place
    /// without an event that moves them (an undo) cross-fade.
    pub fn motion(&self) -> Motion {
        let tm = self.timing;
        let mut m = Motion::default();
        let mut t = 0u32;
        let mut moved: Vec<(Color, TokenId)> = vec![];
        let mut mover: Option<Color> = None;
        let cue = |m: &mut Motion, sound, at| m.cues.push(Cue { sound, at_ms: at });
        for (i, n) in self.events.iter().enumerate() {
            match &n.event {
                Event::FirstRoll { color, roll } | Event::Rolled { color, roll } => {
                    cue(&mut m, Sound::Roll, t);
                    m.tracks.push(Track::Tumble {
                        color: *color,
                        face: *roll,
                        start: t,
                        end: t + tm.roll,
                        seed: n.seq,
                    });
                    t += tm.roll;
                    hold(&mut m, *color, t + tm.roll_hold);
                    if matches!(n.event, Event::FirstRoll { .. }) {
                        // Each seat's roll for who starts is seen before the next.
                        t += tm.roll_hold;
                    }
                }
                Event::Moved {
                    color,
                    token,
                    from,
                    to,
                    ..
                } => {
                    let Some(end) = spot(self.after, *color, *token) else {
                        continue;
                    };
                    let start = spot(self.before, *color, *token).map_or(end.center, |s| s.center);
                    moved.push((*color, *token));
                    mover = Some(*color);
                    let captures = self.events[i + 1..]
                        .iter()
                        .take_while(|e| matches!(e.event, Event::Captured { .. }))
                        .count();
                    let lands_safe = square_for(self.variant, *color, *token, *to)
                        .and_then(|id| self.layout.square(id))
                        .is_some_and(|s| s.safe && matches!(s.id, SquareId::Track(_)));
                    if tm.hop == 0 {
                        m.tracks
                            .push(fade(*color, *token, start, end.radius, t, tm.fade));
                        t += tm.fade;
                        cue(&mut m, Sound::Hop, t);
                    } else {
                        let mut points = vec![start];
                        points.extend(
                            self.layout
                                .move_path(self.variant, *color, *from, *to)
                                .iter()
                                .map(|s| s.center),
                        );
                        if let Some(last) = points.last_mut() {
                            *last = end.center;
                        }
                        if points.len() < 2 {
                            points.push(end.center);
                        }
                        let steps = points.len() as u32 - 1;
                        for k in 1..=steps {
                            cue(&mut m, Sound::Hop, t + k * tm.hop);
                        }
                        m.tracks.push(Track::Walk {
                            color: *color,
                            token: *token,
                            points,
                            start: t,
                            step: tm.hop,
                            hop: true,
                        });
                        t += steps * tm.hop;
                    }
                    if lands_safe && captures == 0 {
                        cue(&mut m, Sound::Safe, t);
                    }
                }
                Event::Captured {
                    color, token, from, ..
                } => {
                    let Some(end) = spot(self.after, *color, *token) else {
                        continue;
                    };
                    let start = spot(self.before, *color, *token).map_or(end.center, |s| s.center);
                    moved.push((*color, *token));
                    cue(&mut m, Sound::Capture, t);
                    if let Event::Captured { by, .. } = &n.event {
                        m.tracks.push(Track::Burst {
                            at: start,
                            color: *by,
                            start: t,
                            dur: tm.burst / 2,
                        });
                    }
                    if tm.home_step == 0 {
                        m.tracks
                            .push(fade(*color, *token, start, end.radius, t, tm.fade));
                        continue;
                    }
                    // Back along its own path: every square it had passed, then its
                    // base slot.
                    let mut points = vec![start];
                    points.extend(
                        (0..*from)
                            .rev()
                            .filter_map(|p| square_for(self.variant, *color, *token, p))
                            .filter_map(|id| self.layout.square(id))
                            .map(|s| s.center),
                    );
                    points.push(end.center);
                    let steps = (points.len() as u32 - 1).max(1);
                    let step = tm.home_step.min(tm.home_max / steps).max(1);
                    m.tracks.push(Track::Walk {
                        color: *color,
                        token: *token,
                        points,
                        // A beat after the knock.
                        start: t + 120,
                        step,
                        hop: false,
                    });
                }
                Event::TokenFinished { color, .. } => {
                    let at = self
                        .layout
                        .square(SquareId::Finish(*color))
                        .map_or(Point::new(7.5, 7.5), |s| s.center);
                    cue(&mut m, Sound::Home, t);
                    m.tracks.push(Track::Burst {
                        at,
                        color: *color,
                        start: t,
                        dur: tm.burst,
                    });
                }
                Event::PlayerFinished { color, .. } => {
                    cue(&mut m, Sound::PlayerFinished, t);
                    m.tracks.push(Track::Confetti {
                        color: *color,
                        start: t,
                        dur: tm.finished,
                    });
                }
                Event::ExtraRoll { .. } => cue(&mut m, Sound::ExtraRoll, t),
                Event::GameOver { placements } => {
                    cue(&mut m, Sound::Win, t);
                    if let Some(&w) = placements.first().and_then(|g| g.first()) {
                        m.tracks
                            .retain(|x| !matches!(x, Track::Confetti { color, .. } if *color == w));
                        m.tracks.push(Track::Confetti {
                            color: w,
                            start: t,
                            dur: tm.confetti,
                        });
                    }
                }
                _ => {}
            }
        }
        // Anything else that changed place (an undo, a reloaded game) cross-fades.
        for a in self.after {
            if moved.contains(&(a.color, a.token)) {
                continue;
            }
            if let Some(b) = spot(self.before, a.color, a.token)
                && b.center.distance(a.center) > 1e-3
                && b.square != a.square
            {
                m.tracks
                    .push(fade(a.color, a.token, b.center, b.radius, 0, tm.fade));
            }
        }
        if let Some(c) = mover {
            // The mover's die stays with it until its move (and any capture) is seen.
            hold(&mut m, c, t + tm.fade);
        }
        m.end = m
            .tracks
            .iter()
            .filter(|x| !matches!(x, Track::Burst { .. } | Track::Confetti { .. }))
            .map(Track::end)
            .max()
            .unwrap_or(0);
        m.fx_end = m
            .tracks
            .iter()
            .map(Track::end)
            .max()
            .unwrap_or(0)
            .max(m.die_hold.map_or(0, |h| h.1))
            .max(m.end);
        m.cues.sort_by_key(|c| c.at_ms);
        m
    }
}

/// Keeps the die at `c`'s panel until `until` (the latest holder wins).
fn hold(m: &mut Motion, c: Color, until: u32) {
    let until = m.die_hold.map_or(until, |(_, u)| u.max(until));
    m.die_hold = Some((c, until));
}

fn fade(color: Color, token: TokenId, from: Point, radius: f32, start: u32, dur: u32) -> Track {
    Track::Fade {
        color,
        token,
        from,
        radius,
        start,
        dur,
    }
}

/// Where a walking token is at `t` ms: its centre and its lift (board units).
pub fn walk_at(points: &[Point], start: u32, step: u32, hop: bool, t: u32) -> (Point, f32) {
    let Some(&first) = points.first() else {
        return (Point::new(0.0, 0.0), 0.0);
    };
    if t <= start || points.len() < 2 || step == 0 {
        return (
            if t <= start {
                first
            } else {
                points[points.len() - 1]
            },
            0.0,
        );
    }
    let el = t - start;
    let i = (el / step) as usize;
    if i + 1 >= points.len() {
        return (points[points.len() - 1], 0.0);
    }
    let f = (el % step) as f32 / step as f32;
    let (a, b) = (points[i], points[i + 1]);
    let e = if hop { ease(f) } else { f };
    let p = Point::new(a.x + (b.x - a.x) * e, a.y + (b.y - a.y) * e);
    let lift = if hop {
        (std::f32::consts::PI * f).sin() * 0.42
    } else {
        0.0
    };
    (p, lift)
}

/// The face the tumbling die shows at `t` (a new one every 70 ms, never the same
/// twice running), landing on `face`; and its rotation (degrees) and scale.
pub fn tumble_at(face: Face, start: u32, end: u32, seed: u64, t: u32) -> (u8, f32, f32) {
    if t >= end || end <= start {
        return (face.get(), 0.0, 1.0);
    }
    let el = t.saturating_sub(start);
    let p = el as f32 / (end - start) as f32;
    let k = u64::from(el / 70);
    // A small integer hash: deterministic faces from the seed and the step.
    let h = |x: u64| {
        let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    let mut f = (h(seed.wrapping_mul(31).wrapping_add(k)) % 6) as u8 + 1;
    if f == face.get() {
        f = f % 6 + 1;
    }
    let angle = (1.0 - ease(p)) * 540.0;
    let scale = 1.0 + 0.18 * (std::f32::consts::PI * p).sin();
    (f, angle, scale)
}
