//! The play screen as the core draws it (`ludo_core::scene`, `docs/design.md`):
//! [`LudoStage`] plays the table's updates (each carries a [`SceneState`]) and
//! answers with a [`SceneFrame`] per display frame: primitives in points for the
//! shell's canvas, the hit areas that TalkBack and VoiceOver read, whether to keep
//! animating; taps are answered with a [`SceneAction`]. Still boards for the review
//! and the replay: [`review_scene`], [`position_scene`].

use crate::ffi::error::LudoError;
use crate::ffi::export;
use crate::ffi::types::PlayerColor;
use crate::i18n::Lang;
use crate::scene::{self as core, Stage, prim};
use std::sync::{Arc, Mutex, PoisonError};

// The scene's enums and the sound cue cross as the core's own (each carries its FFI
// derive where it is defined, feature `uniffi`), under the foreign names the shells
// use. The primitives, paints, hit areas, spec and frame below stay flat records of
// their own: the core's nest a `Frame` or `Pt` in each primitive and hit area (in
// Kotlin one more object each, for every primitive of every frame, 60 times a
// second), its paint holds a tuple UniFFI cannot carry, and its spec nests the insets
// and a parsed language where the shells pass a locale string.
pub use crate::scene::sound::Sound;
pub use crate::scene::{FontRole, ItemRole, SceneAction};

/// A sound at a time (the core's [`crate::scene::sound::Cue`]; foreign name `SoundCue`).
pub type SoundCue = crate::scene::sound::Cue;
/// Light or dark (the core's [`crate::scene::Theme`]; foreign name `SceneTheme`).
pub type SceneTheme = crate::scene::Theme;
/// A text run's alignment (the core's [`crate::scene::Align`]; foreign name `TextAlign`).
pub type TextAlign = crate::scene::Align;

/// The file name (without extension) of a sound, the same on both phones:
/// `"roll"`, `"hop"`, `"extra_roll"`, … (Android `res/raw`, the iOS bundle).
#[export]
pub fn sound_file(sound: Sound) -> String {
    sound.file_stem().to_string()
}

/// One update as the play screen shows it (opaque: hand it to [`LudoStage::show`]).
#[derive(Debug, uniffi::Object)]
pub struct SceneState {
    pub(crate) inner: Arc<core::Snapshot>,
}

impl PartialEq for SceneState {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.inner, &other.inner)
    }
}

impl Eq for SceneState {}

impl SceneState {
    /// Wraps a core snapshot.
    pub fn new(inner: Arc<core::Snapshot>) -> SceneState {
        SceneState { inner }
    }
}

/// What a frame is built for.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct SceneSpec {
    /// Screen width, points (Android dp, iOS pt).
    pub width: f32,
    /// Screen height, points.
    pub height: f32,
    /// Safe-area inset at the top (status bar, notch), points.
    pub inset_top: f32,
    /// At the right, points.
    pub inset_right: f32,
    /// At the bottom (navigation bar, home indicator), points.
    pub inset_bottom: f32,
    /// At the left, points.
    pub inset_left: f32,
    /// Light or dark.
    pub theme: SceneTheme,
    /// The language of the texts: a code or locale (`"hi"`, `"bn-BD"`); others
    /// give English.
    pub locale: String,
    /// Less motion (the player's setting or the system's): cross-fades, no pulse.
    pub reduce_motion: bool,
    /// The last autosave failed.
    pub save_failed: bool,
    /// Lines for the result card, in words (the records' rating changes).
    pub result_notes: Vec<String>,
}

impl SceneSpec {
    fn to_core(&self) -> core::SceneSpec {
        core::SceneSpec {
            width: self.width,
            height: self.height,
            insets: core::Insets {
                top: self.inset_top,
                right: self.inset_right,
                bottom: self.inset_bottom,
                left: self.inset_left,
            },
            theme: self.theme,
            lang: Lang::parse(&self.locale).unwrap_or(Lang::En),
            reduce_motion: self.reduce_motion,
            save_failed: self.save_failed,
            result_notes: self.result_notes.clone(),
        }
    }
}

/// How a shape is painted: filled when `stroke_width` is 0, else its outline that
/// wide; dashed when `dash_on > 0` (dash and gap lengths, points). Colours are ARGB
/// (`0xAARRGGBB`).
#[derive(Copy, Clone, Debug, PartialEq, uniffi::Record)]
pub struct ScenePaint {
    /// ARGB.
    pub color: u32,
    /// 0: fill; else the line width, points (round joins and caps).
    pub stroke_width: f32,
    /// Dash length, points (0: solid).
    pub dash_on: f32,
    /// Gap length, points.
    pub dash_off: f32,
}

impl From<prim::Paint> for ScenePaint {
    fn from(p: prim::Paint) -> Self {
        match p {
            prim::Paint::Fill(c) => ScenePaint {
                color: c.0,
                stroke_width: 0.0,
                dash_on: 0.0,
                dash_off: 0.0,
            },
            prim::Paint::Stroke { color, width, dash } => ScenePaint {
                color: color.0,
                stroke_width: width.max(f32::MIN_POSITIVE),
                dash_on: dash.map_or(0.0, |d| d.0),
                dash_off: dash.map_or(0.0, |d| d.1),
            },
        }
    }
}

/// One drawing instruction, in points; draw them in order (see `docs/design.md`,
/// "Replaying a scene", for the exact rules every replayer follows).
#[derive(Clone, Debug, PartialEq, uniffi::Enum)]
pub enum ScenePrim {
    /// A rectangle with corners rounded by `radius` (0: square).
    Rect {
        /// Left.
        x: f32,
        /// Top.
        y: f32,
        /// Width.
        w: f32,
        /// Height.
        h: f32,
        /// Corner radius.
        radius: f32,
        /// Fill or outline.
        paint: ScenePaint,
    },
    /// A circle.
    Circle {
        /// Centre x.
        cx: f32,
        /// Centre y.
        cy: f32,
        /// Radius.
        r: f32,
        /// Fill or outline.
        paint: ScenePaint,
    },
    /// A polygon (`closed`) or polyline; `points` = x0, y0, x1, y1, …
    Path {
        /// Flat coordinates.
        points: Vec<f32>,
        /// Join the last point to the first.
        closed: bool,
        /// Fill or outline.
        paint: ScenePaint,
    },
    /// A stroked circular arc: from `start_deg` (0 = 3 o'clock, clockwise) through
    /// `sweep_deg`.
    Arc {
        /// Centre x.
        cx: f32,
        /// Centre y.
        cy: f32,
        /// Radius.
        r: f32,
        /// Start angle, degrees clockwise.
        start_deg: f32,
        /// Sweep, degrees.
        sweep_deg: f32,
        /// Line width.
        width: f32,
        /// ARGB.
        color: u32,
    },
    /// One line of text in a box: vertically centred (baseline at the box's centre
    /// plus half the font's cap height), aligned, shrunk until it fits `w`.
    Text {
        /// The words.
        text: String,
        /// Box left.
        x: f32,
        /// Box top.
        y: f32,
        /// Box width.
        w: f32,
        /// Box height.
        h: f32,
        /// Font size, points, before shrinking.
        size: f32,
        /// The face.
        role: FontRole,
        /// ARGB.
        color: u32,
        /// Alignment.
        align: TextAlign,
    },
    /// Save the canvas, then rotate (clockwise) and scale about the pivot.
    Transform {
        /// Pivot x.
        px: f32,
        /// Pivot y.
        py: f32,
        /// Rotation, degrees clockwise.
        rotate_deg: f32,
        /// Scale.
        scale: f32,
    },
    /// Restore the canvas saved by the matching `Transform`.
    Restore,
}

impl From<&prim::Prim> for ScenePrim {
    fn from(p: &prim::Prim) -> Self {
        match p {
            prim::Prim::Rect {
                frame,
                radius,
                paint,
            } => ScenePrim::Rect {
                x: frame.x,
                y: frame.y,
                w: frame.w,
                h: frame.h,
                radius: *radius,
                paint: (*paint).into(),
            },
            prim::Prim::Circle {
                center,
                radius,
                paint,
            } => ScenePrim::Circle {
                cx: center.x,
                cy: center.y,
                r: *radius,
                paint: (*paint).into(),
            },
            prim::Prim::Path {
                points,
                closed,
                paint,
            } => ScenePrim::Path {
                points: points.iter().flat_map(|p| [p.x, p.y]).collect(),
                closed: *closed,
                paint: (*paint).into(),
            },
            prim::Prim::Arc {
                center,
                radius,
                start_deg,
                sweep_deg,
                width,
                color,
            } => ScenePrim::Arc {
                cx: center.x,
                cy: center.y,
                r: *radius,
                start_deg: *start_deg,
                sweep_deg: *sweep_deg,
                width: *width,
                color: color.0,
            },
            prim::Prim::Text(t) => ScenePrim::Text {
                text: t.text.clone(),
                x: t.frame.x,
                y: t.frame.y,
                w: t.frame.w,
                h: t.frame.h,
                size: t.size,
                role: t.role,
                color: t.color.0,
                align: t.align,
            },
            prim::Prim::Transform {
                pivot,
                rotate_deg,
                scale,
            } => ScenePrim::Transform {
                px: pivot.x,
                py: pivot.y,
                rotate_deg: *rotate_deg,
                scale: *scale,
            },
            prim::Prim::Restore => ScenePrim::Restore,
        }
    }
}

/// A touchable or readable item, in reading order: its box (points), its spoken
/// label, its action.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct SceneHit {
    /// Stable across frames for the same item (keep a screen reader's focus on it).
    pub id: u32,
    /// Left.
    pub x: f32,
    /// Top.
    pub y: f32,
    /// Width.
    pub w: f32,
    /// Height.
    pub h: f32,
    /// The spoken label, in the spec's language.
    pub label: String,
    /// What it is.
    pub role: ItemRole,
    /// What activating it does.
    pub action: SceneAction,
}

/// One frame of the play screen.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct SceneFrame {
    /// Width, points.
    pub width: f32,
    /// Height, points.
    pub height: f32,
    /// ARGB to clear with first.
    pub background: u32,
    /// What to draw, in order.
    pub prims: Vec<ScenePrim>,
    /// What can be touched or read, in reading order.
    pub hits: Vec<SceneHit>,
    /// Ask for another frame at the display's rate; `false`: the picture stays
    /// until the next update.
    pub animating: bool,
}

impl From<&core::Scene> for SceneFrame {
    fn from(s: &core::Scene) -> Self {
        SceneFrame {
            width: s.width,
            height: s.height,
            background: s.background.0,
            prims: s.prims.iter().map(ScenePrim::from).collect(),
            hits: s
                .hits
                .iter()
                .map(|h| SceneHit {
                    id: h.id,
                    x: h.frame.x,
                    y: h.frame.y,
                    w: h.frame.w,
                    h: h.frame.h,
                    label: h.label.clone(),
                    role: h.role,
                    action: h.action,
                })
                .collect(),
            animating: s.animating,
        }
    }
}

/// The play screen of one game screen: shows the table's updates one after another
/// with their motion, builds the frame at any time and answers taps from the last
/// frame. Call from the UI thread (it locks itself, so any thread is safe).
#[derive(Debug, Default, uniffi::Object)]
pub struct LudoStage {
    stage: Mutex<Stage>,
}

impl LudoStage {
    /// A stage around a core stage (benches and tests start from the core's
    /// situations).
    pub fn from_core(stage: Stage) -> Arc<LudoStage> {
        Arc::new(LudoStage {
            stage: Mutex::new(stage),
        })
    }
}

#[export]
impl LudoStage {
    /// An empty stage.
    #[uniffi::constructor]
    pub fn new() -> Arc<LudoStage> {
        Arc::new(LudoStage::default())
    }

    /// Shows an update's state from `now_ms` (the shell's frame clock, ms) and
    /// returns the sounds to play, each at its time from now (rolls, hops, captures,
    /// the finish, the win, a refusal, the timer running low; the CPU's moves too).
    ///
    /// Errors: only `Internal`, a caught panic.
    pub fn show(
        &self,
        state: Arc<SceneState>,
        now_ms: f64,
        reduce_motion: bool,
    ) -> Result<Vec<SoundCue>, LudoError> {
        let mut st = self.stage.lock().unwrap_or_else(PoisonError::into_inner);
        Ok(st.show(Arc::clone(&state.inner), now_ms, reduce_motion))
    }

    /// The play screen at `now_ms` for `spec` (size in points, insets, theme,
    /// language).
    ///
    /// Errors: only `Internal`, a caught panic.
    pub fn frame(&self, spec: SceneSpec, now_ms: f64) -> Result<SceneFrame, LudoError> {
        let mut st = self.stage.lock().unwrap_or_else(PoisonError::into_inner);
        Ok(SceneFrame::from(&st.frame(&spec.to_core(), now_ms)))
    }

    /// What a tap at `(x, y)` points does on the last frame built.
    ///
    /// Errors: only `Internal`, a caught panic.
    pub fn tap(&self, x: f32, y: f32) -> Result<SceneAction, LudoError> {
        let st = self.stage.lock().unwrap_or_else(PoisonError::into_inner);
        Ok(st.tap(x, y))
    }
}

/// A still board of the game in `save_json` after its first `step` actions
/// (the replay), `width × height` points.
///
/// Errors: `InvalidSave`, `InvalidArgument` (as [`crate::ffi::position_spots`]).
#[export]
pub fn position_scene(
    save_json: String,
    step: u32,
    width: f32,
    height: f32,
    theme: SceneTheme,
) -> Result<SceneFrame, LudoError> {
    let (layout, spots, marks) = crate::ffi::position::core_spots(&save_json, step)?;
    let scene = core::still::board_scene(&layout, &spots, &marks, width, height, theme);
    Ok(SceneFrame::from(&scene))
}

/// A still board of a reviewed decision: the position before it, the move played
/// marked (its token ringed, its path drawn, its target), the better move's path
/// dashed and its target hinted; `width × height` points.
///
/// Errors: `InvalidSave`, `InvalidArgument` (as [`crate::ffi::review_board`]).
#[export]
pub fn review_scene(
    save_json: String,
    decision: crate::ffi::review::ReviewDecision,
    width: f32,
    height: f32,
    theme: SceneTheme,
) -> Result<SceneFrame, LudoError> {
    let b = crate::ffi::position::core_review_board(&save_json, &decision)?;
    let scene = core::still::board_scene(&b.layout, &b.spots, &b.marks, width, height, theme);
    Ok(SceneFrame::from(&scene))
}

/// The review's win-chance graph of `decisions` (a [`crate::ffi::GameReview`]'s, in its
/// order) on a `width × height` points card: a line per seat in its colour, the
/// 0 / 50 / 100 % guides labelled, the list's first and last decision numbers under
/// the ends, decision `selected` (an index of `decisions`) marked
/// (`ludo_core::scene::graph`). Both phones replay it as they do a still board.
///
/// Errors: only `Internal`, a caught panic (an index past the end is ignored).
#[export]
pub fn review_graph_scene(
    decisions: Vec<crate::ffi::review::ReviewDecision>,
    selected: Option<u32>,
    width: f32,
    height: f32,
    theme: SceneTheme,
) -> Result<SceneFrame, LudoError> {
    let rows: Vec<Vec<(PlayerColor, f32)>> = decisions
        .iter()
        .map(|d| {
            d.win_chances
                .iter()
                .map(|s| (s.color, s.win_chance))
                .collect()
        })
        .collect();
    let series = core::graph::series_of_rows(&rows);
    let scene =
        core::graph::win_chance_graph(&series, selected.map(|i| i as usize), width, height, theme);
    Ok(SceneFrame::from(&scene))
}

/// The play screen of one of the core's fixed situations (`"start"`, `"mid_game"`,
/// `"capture"`, `"timer_low"`, `"won"`, `"two_players"`, `"three_players"`,
/// `"two_arm"`, `"handover"`, `"lesson"`: `ludo_core::scene::scenarios`), played by
/// the real table on a fake clock, at the moment its golden image shows. For the
/// shells' replayer tests (their canvas against the core's PNG of the same scene)
/// and the store screenshots.
///
/// Errors: `InvalidArgument` for an unknown name; `Internal`, a caught panic.
#[export]
pub fn scenario_frame(name: String, spec: SceneSpec) -> Result<SceneFrame, LudoError> {
    let situation =
        core::scenarios::Situation::parse(&name).ok_or_else(|| LudoError::InvalidArgument {
            reason: format!("no situation named {name:?}"),
        })?;
    let (mut stage, at) = core::scenarios::stage(situation).ok_or_else(|| LudoError::Internal {
        reason: format!("the situation {name} could not be set up"),
    })?;
    Ok(SceneFrame::from(&stage.frame(&spec.to_core(), at)))
}

/// A still board of the game in `save_json` as it stands now (its last action), for
/// a "Continue" card's thumbnail; `width × height` points.
///
/// Errors: `InvalidSave` for a save the core cannot read.
#[export]
pub fn save_scene(
    save_json: String,
    width: f32,
    height: f32,
    theme: SceneTheme,
) -> Result<SceneFrame, LudoError> {
    let game = crate::save::load(&save_json)?;
    let layout = crate::view::Layout::new(game.variant());
    let spots = layout.token_spots(game.variant(), game.position());
    let scene = core::still::board_scene(
        &layout,
        &spots,
        &crate::ffi::position::last_move_marks(&game),
        width,
        height,
        theme,
    );
    Ok(SceneFrame::from(&scene))
}

/// The home screen's board art (`width × height` points): a still board of a game under
/// way, every seat's tokens out, the same picture every time (the core's
/// `scenarios::art_board`), for a home screen with no saved game to show.
///
/// Errors: `Internal` if the core could not set up its fixed game (a bug), or a caught panic.
#[export]
pub fn home_art(width: f32, height: f32, theme: SceneTheme) -> Result<SceneFrame, LudoError> {
    let scene =
        core::scenarios::art_board(width, height, theme).ok_or_else(|| LudoError::Internal {
            reason: "the board art's game could not be set up".into(),
        })?;
    Ok(SceneFrame::from(&scene))
}
