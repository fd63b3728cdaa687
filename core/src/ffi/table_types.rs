//! The records of [`crate::ffi::LudoTable`]: its settings, the update every listener
//! call carries, and the view a screen draws. 1:1 translations of
//! `ludo_core::table` (`docs/table.md`); no rules live here.

use crate::ffi::error::LudoError;
use crate::ffi::export;
use crate::ffi::message::Message;
use crate::ffi::scene::SceneState;
use crate::ffi::types::{GamePhase, NumberedEvent, PlayerColor, SeatSetup, events};
pub use crate::rules::PlaceGroup;
use crate::table;
pub use crate::table::{
    CaptureView, DieRoll, DieView, Feedback, HintView, LastMove, LessonStep, MoveView, SeatView,
    TableView, TimerView, TokenView, TutorialView,
};
use std::sync::Arc;
use std::time::Duration;

/// Largest node budget accepted in [`TableSettings::cpu_max_nodes`].
pub const MAX_CPU_NODES: u64 = 50_000_000;

/// How a table paces itself (`TableConfig` of the core).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct TableSettings {
    /// Pause before each CPU action, so people can follow (0 in tests).
    #[uniffi(default = 600)]
    pub cpu_delay_ms: u32,
    /// Extra pause before a CPU action per square moved in the previous update (the
    /// time the shell animates one step; 0: no waiting for animations).
    #[uniffi(default = 0)]
    pub step_delay_ms: u32,
    /// Node budget of the expert CPU's search per decision (clamped to
    /// 1..=50 000 000).
    #[uniffi(default = 40000)]
    pub cpu_max_nodes: u64,
    /// Pass-and-play: when the turn goes from one person to another, wait for
    /// `acknowledgeHandover()` before the next person's roll and timer.
    #[uniffi(default = false)]
    pub handover_prompt: bool,
    /// The shell plays the core's scene: before a CPU acts, wait until the motion
    /// of the update before has settled (its die, hops and captures), so each CPU
    /// move is seen before the next begins.
    #[uniffi(default = true)]
    pub wait_for_motion: bool,
    /// The shell shows the scene with reduced motion (shorter waits).
    #[uniffi(default = false)]
    pub reduce_motion: bool,
}

/// The phones' default pacing: 600 ms per CPU action after the motion of the
/// update before has settled (`wait_for_motion`), full motion.
///
/// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
#[export]
pub fn table_settings_default() -> Result<TableSettings, LudoError> {
    Ok((&table::TableConfig {
        motion: Some(crate::view::timing::TIMING),
        ..table::TableConfig::default()
    })
        .into())
}

/// No pauses at all (tests).
///
/// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
#[export]
pub fn table_settings_instant() -> Result<TableSettings, LudoError> {
    Ok((&table::TableConfig::instant()).into())
}

impl From<&table::TableConfig> for TableSettings {
    fn from(c: &table::TableConfig) -> Self {
        TableSettings {
            cpu_delay_ms: u32::try_from(c.cpu_delay.as_millis()).unwrap_or(u32::MAX),
            step_delay_ms: u32::try_from(c.step_delay.as_millis()).unwrap_or(u32::MAX),
            cpu_max_nodes: c.cpu_max_nodes,
            handover_prompt: c.handover_prompt,
            wait_for_motion: c.motion.is_some(),
            reduce_motion: c.motion == Some(crate::view::timing::REDUCED),
        }
    }
}

impl From<&TableSettings> for table::TableConfig {
    fn from(s: &TableSettings) -> Self {
        table::TableConfig {
            cpu_delay: Duration::from_millis(u64::from(s.cpu_delay_ms)),
            step_delay: Duration::from_millis(u64::from(s.step_delay_ms)),
            cpu_max_nodes: s.cpu_max_nodes.clamp(1, MAX_CPU_NODES),
            handover_prompt: s.handover_prompt,
            motion: s.wait_for_motion.then_some(if s.reduce_motion {
                crate::view::timing::REDUCED
            } else {
                crate::view::timing::TIMING
            }),
        }
    }
}

/// What a home screen needs to know about a save (fully validated).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct SaveSummary {
    /// The game (or lesson) is over: offer "Resume" only when `false`.
    pub finished: bool,
    /// It is the lesson.
    pub tutorial: bool,
    /// Game number (1, +1 per "play again").
    pub game_number: u32,
    /// The seats now.
    pub seats: Vec<SeatSetup>,
    /// The phase.
    pub phase: GamePhase,
    /// Actions played in this game.
    pub actions: u64,
    /// Placements once over, best first.
    pub placements: Option<Vec<Vec<PlayerColor>>>,
}

impl From<table::SaveSummary> for SaveSummary {
    fn from(s: table::SaveSummary) -> Self {
        SaveSummary {
            finished: s.finished,
            tutorial: s.tutorial,
            game_number: s.game_number,
            seats: s.seats,
            phase: s.phase,
            actions: s.actions as u64,
            placements: s.placements,
        }
    }
}

/// The answer to one input (or time passing, or a CPU turn), delivered to the
/// listener in order.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct TableUpdate {
    /// The game's numbered events, in order.
    pub events: Vec<NumberedEvent>,
    /// Every announcement, in order (one per event, then the hint line or the
    /// welcome back): for speech and the log.
    pub announcements: Vec<Message>,
    /// What to play, in order (people at the device only).
    pub feedback: Vec<Feedback>,
    /// Why the input did nothing (then nothing else changed).
    pub refused: Option<Message>,
    /// The finished game's save text, in updates once the game is over (the shell
    /// records it: `LudoRecords.recordFinished`; recording again changes nothing).
    /// The table's store writes every save itself.
    pub finished_game: Option<String>,
    /// What to draw.
    pub view: TableView,
    /// The play screen's state of this update: give it to `LudoStage.show`.
    pub scene: Arc<SceneState>,
}

impl TableUpdate {
    /// The update `u` with its play screen state.
    pub fn new(u: table::Update, scene: Arc<SceneState>) -> Self {
        TableUpdate {
            scene,
            events: events(&u.events),
            announcements: u.announcements.iter().map(Into::into).collect(),
            feedback: u.feedback.into_iter().collect(),
            refused: u.refused.map(|r| r.message().into()),
            finished_game: u.save.map(|r| r.json),
            view: u.view,
        }
    }
}
