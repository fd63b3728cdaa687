//! The stage: plays the table's updates on the play screen one after another. Each
//! update becomes a [`Snapshot`]; [`Stage::show`] plans its motion (and returns the
//! sounds to play), [`Stage::frame`] builds the scene at any time, [`Stage::tap`]
//! answers a touch from the last frame's hit areas.
//!
//! A shell keeps one stage per game screen, calls `show` with each update as it
//! arrives (on its UI thread) and `frame` on every display frame while the scene
//! says it is animating.

use super::compose;
use super::motion::{Motion, Plan, REDUCED, TIMING};
use super::sound::{Cue, Sound};
use super::{HitArea, Scene, SceneAction, SceneSpec};
use crate::game::Numbered;
use crate::i18n::Message;
use crate::rules::{TokenId, Variant};
use crate::table::{Table, TableView, Update};
use crate::view::geometry::{Layout, TokenSpot};
use std::sync::Arc;

/// The turn timer counts as low from this many ms left (the ring turns to the
/// warning colour, the [`Sound::TimerLow`] plays once).
pub const TIMER_LOW_MS: u64 = 5_000;

/// Everything one update shows: the table's view, the events to animate, the
/// words of the update, and the board.
#[derive(Clone, Debug)]
pub struct Snapshot {
    /// What the table shows now.
    pub view: TableView,
    /// The update's events (animated in order).
    pub events: Vec<Numbered>,
    /// The update's announcements (the latest is shown in the tip card).
    pub announcements: Vec<Message>,
    /// Why the input did nothing, when it did nothing.
    pub refused: Option<Message>,
    /// The board.
    pub layout: Arc<Layout>,
    /// The rules' board and seating (paths).
    pub variant: Variant,
    /// Where every token of the view is drawn.
    pub spots: Vec<TokenSpot>,
}

impl Snapshot {
    /// The snapshot of `update`, just applied to `table`.
    pub fn new(table: &Table, update: &Update) -> Snapshot {
        Snapshot::of(
            update.view.clone(),
            update.events.clone(),
            update.announcements.clone(),
            update.refused.map(|r| r.message()),
            Arc::new(table.layout().clone()),
            table.game().variant().clone(),
        )
    }

    /// A snapshot from its parts (the token spots are computed from the view).
    pub fn of(
        view: TableView,
        events: Vec<Numbered>,
        announcements: Vec<Message>,
        refused: Option<Message>,
        layout: Arc<Layout>,
        variant: Variant,
    ) -> Snapshot {
        let tokens: Vec<(crate::color::Color, TokenId, i8)> = view
            .tokens
            .iter()
            .map(|t| (t.color, t.token, t.progress.get()))
            .collect();
        let spots = layout.spots_of(&variant, &tokens);
        Snapshot {
            view,
            events,
            announcements,
            refused,
            layout,
            variant,
            spots,
        }
    }
}

/// Plays snapshots over time (see the module docs).
#[derive(Clone, Debug, Default)]
pub struct Stage {
    snap: Option<Arc<Snapshot>>,
    /// Where the tokens were before the motion now playing.
    before: Vec<TokenSpot>,
    motion: Motion,
    /// When the motion started, ms on the shell's clock.
    started: f64,
    /// When the latest snapshot arrived (the timer's reference), ms.
    arrived: f64,
    notice: Option<(Message, f64)>,
    /// The latest thing that happened, in words.
    latest: Option<Message>,
    timer_low_cued: bool,
    hits: Vec<HitArea>,
}

impl Stage {
    /// An empty stage (its frames show nothing but the background until a snapshot).
    pub fn new() -> Stage {
        Stage::default()
    }

    /// Shows `snap` from `now_ms` (the shell's frame clock): plans the motion of its
    /// events from where the tokens were drawn before (a motion still playing is cut
    /// short: its tokens jump to their places) and returns the sounds to play, each
    /// at its time from now. An update without events (a timer second, a hint)
    /// leaves a playing motion alone.
    pub fn show(&mut self, snap: Arc<Snapshot>, now_ms: f64, reduce_motion: bool) -> Vec<Cue> {
        let now = if now_ms.is_finite() { now_ms } else { 0.0 };
        let mut cues = vec![];
        if let Some(r) = &snap.refused {
            self.notice = Some((r.clone(), now));
            cues.push(Cue {
                sound: Sound::Refused,
                at_ms: 0,
            });
        }
        if let Some(m) = snap.announcements.last() {
            self.latest = Some(m.clone());
        }
        let timer_low = snap
            .view
            .timer
            .as_ref()
            .is_some_and(|t| t.running && t.remaining_ms <= TIMER_LOW_MS);
        if timer_low && !self.timer_low_cued {
            cues.push(Cue {
                sound: Sound::TimerLow,
                at_ms: 0,
            });
        }
        self.timer_low_cued = timer_low;
        let animate = !snap.events.is_empty() || self.snap.is_none();
        if animate {
            let before = self
                .snap
                .as_ref()
                .map_or_else(|| snap.spots.clone(), |s| s.spots.clone());
            let motion = if self.snap.is_none() {
                Motion::default()
            } else {
                Plan {
                    layout: &snap.layout,
                    variant: &snap.variant,
                    before: &before,
                    after: &snap.spots,
                    events: &snap.events,
                    timing: if reduce_motion { REDUCED } else { TIMING },
                }
                .motion()
            };
            cues.extend(motion.cues.iter().copied());
            self.before = before;
            self.motion = motion;
            self.started = now;
        }
        self.arrived = now;
        self.snap = Some(snap);
        cues
    }

    /// The motion playing (or played last).
    pub fn motion(&self) -> &Motion {
        &self.motion
    }

    /// The snapshot shown.
    pub fn snapshot(&self) -> Option<&Arc<Snapshot>> {
        self.snap.as_ref()
    }

    /// The play screen at `now_ms` for `spec`; its hit areas answer [`Stage::tap`]
    /// until the next frame.
    pub fn frame(&mut self, spec: &SceneSpec, now_ms: f64) -> Scene {
        let now = if now_ms.is_finite() {
            now_ms
        } else {
            self.started
        };
        let scene = match &self.snap {
            Some(snap) => compose::compose(&compose::Ctx {
                spec,
                snap,
                motion: &self.motion,
                el: (now - self.started).clamp(0.0, f64::from(u32::MAX)) as u32,
                since_arrival: (now - self.arrived).max(0.0),
                now,
                notice: self
                    .notice
                    .as_ref()
                    .filter(|(_, at)| now - at < f64::from(TIMING.notice))
                    .map(|(m, _)| m),
                latest: self.latest.as_ref(),
            }),
            None => compose::empty(spec),
        };
        self.hits = scene.hits.clone();
        scene
    }

    /// The action of a tap at `(x, y)` points on the last frame built.
    pub fn tap(&self, x: f32, y: f32) -> SceneAction {
        super::hit::tap(&self.hits, super::Pt::new(x, y))
    }
}
