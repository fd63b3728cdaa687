//! The play screen as a display list: the whole screen a phone shows during a game,
//! built by the core for a screen size, safe insets, theme, language and time, so
//! Android, iOS, the PNG goldens and the terminal's SVG all draw one picture
//! (`docs/design.md`).
//!
//! * [`prim`]: the primitives (rects, circles, paths, arcs, text runs, transforms)
//!   in screen points; [`palette`]: the colours, light and dark.
//! * [`screen`]: where everything goes for a size (phone portrait and landscape,
//!   small phone, tablet).
//! * [`board`], [`marks`], [`panels`], [`overlay`]: what is drawn.
//! * [`motion`]: the animations of an update (die tumble, token hops, captures,
//!   finish bursts, confetti) as a function of time; [`stage`] plays updates one
//!   after another and answers taps.
//! * [`hit`]: touch areas, screen-reader items and their actions.
//! * [`svg`]: any scene as SVG; `png` (feature `render`): any scene as PNG.
//!
//! The scene is above the table (it draws a [`crate::table::TableView`]), the top
//! layer.

pub mod board;
mod compose;
pub mod graph;
pub mod hit;
pub mod marks;
pub mod motion;
pub mod overlay;
pub mod palette;
pub mod panels;
#[cfg(feature = "render")]
pub mod png;
pub mod prim;
pub mod scenarios;
pub mod screen;
pub mod sound;
pub mod stage;
pub mod still;
pub mod store;
pub mod svg;
#[cfg(feature = "render")]
pub mod synth;
pub mod text;

pub use hit::{HitArea, ItemRole, SceneAction};
pub use palette::{Palette, Theme};
pub use prim::{Align, Argb, FontRole, Frame, Paint, Prim, Pt, TextRun};
pub use stage::{Snapshot, Stage};

use crate::i18n::Lang;
use serde::{Deserialize, Serialize};

/// The parts of the screen covered by system bars or a cutout, in points.
#[derive(Copy, Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Insets {
    /// Status bar, notch.
    pub top: f32,
    /// Right side (landscape cutout or navigation bar).
    pub right: f32,
    /// Home indicator, navigation bar.
    pub bottom: f32,
    /// Left side.
    pub left: f32,
}

/// What a scene is built for: the screen and the player's settings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SceneSpec {
    /// Screen width, points (Android dp, iOS pt).
    pub width: f32,
    /// Screen height, points.
    pub height: f32,
    /// Safe-area insets: nothing interactive or textual is placed under them.
    pub insets: Insets,
    /// Light or dark.
    pub theme: Theme,
    /// The language of every text and label.
    pub lang: Lang,
    /// The player (or the system) asked for less motion: animations become short
    /// cross-fades, nothing pulses.
    pub reduce_motion: bool,
    /// The last autosave failed: the screen says so until one is written.
    pub save_failed: bool,
    /// Lines the result card shows under the places, already in words (the records'
    /// rating changes, or why the game was not rated).
    pub result_notes: Vec<String>,
}

impl SceneSpec {
    /// A spec for a `width × height` screen with no insets, light, English, full
    /// motion.
    pub fn new(width: f32, height: f32) -> SceneSpec {
        SceneSpec {
            width,
            height,
            insets: Insets::default(),
            theme: Theme::Light,
            lang: Lang::En,
            reduce_motion: false,
            save_failed: false,
            result_notes: Vec::new(),
        }
    }
}

/// One frame of the play screen.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Scene {
    /// Width, points.
    pub width: f32,
    /// Height, points.
    pub height: f32,
    /// The colour to clear the screen with before drawing [`Scene::prims`].
    pub background: Argb,
    /// What to draw, in order.
    pub prims: Vec<Prim>,
    /// What can be touched or read, in reading order.
    pub hits: Vec<HitArea>,
    /// Something moves: ask for the next frame at the display's rate. `false`: the
    /// picture stays as it is until the next update (or a timer second).
    pub animating: bool,
}

impl Scene {
    /// The action of a tap at `(x, y)` points (see [`hit::tap`]).
    pub fn tap(&self, x: f32, y: f32) -> SceneAction {
        hit::tap(&self.hits, Pt::new(x, y))
    }
}
