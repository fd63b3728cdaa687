//! The records of [`crate::ffi::LudoTable`]: its settings, the update every listener
//! call carries, and the view a screen draws. 1:1 translations of
//! `ludo_core::table` (`docs/table.md`); no rules live here.

use crate::ffi::board::SquareId;
use crate::ffi::error::LudoError;
use crate::ffi::export;
use crate::ffi::message::Message;
use crate::ffi::scene::SceneState;
use crate::ffi::types::{
    DieRoll, GamePhase, HintReason, NumberedEvent, PlayerColor, Rules, SeatKind, SeatSetup, events,
};
pub use crate::rules::PlaceGroup;
use crate::table;
pub use crate::table::{Feedback, LessonStep};
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
            view: u.view.into(),
        }
    }
}

/// One seat.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct SeatView {
    /// The colour.
    pub color: PlayerColor,
    /// Who plays it now.
    pub kind: SeatKind,
    /// A person played it at some time in this game.
    pub was_person: bool,
    /// The CPU plays it now but a person did before: show "take back".
    pub can_take_back: bool,
    /// It is the seat to act.
    pub to_act: bool,
    /// Tokens in base.
    pub in_base: i32,
    /// Tokens on the track or in the home column.
    pub out: i32,
    /// Tokens at the finish.
    pub finished: i32,
    /// Its place once it finished all tokens (or the game is over).
    pub place: Option<i32>,
    /// Roll counts by face: `faces[f - 1]` rolls of `f` in this game.
    pub faces: Vec<u64>,
    /// The records profile id given with `setProfile`, if any.
    pub profile: Option<String>,
    /// That profile's name, once `LudoTable.name_profiles` named it from the
    /// records (`None` for a guest or a profile the records do not know).
    pub profile_name: Option<String>,
    /// Accessibility label ("Yellow, person, 1 token finished").
    pub description: Message,
}

/// The die.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct DieView {
    /// The face shown (1..=6): the roll awaiting a move, else the last roll.
    pub face: Option<i32>,
    /// Who rolled the face shown.
    pub rolled_by: Option<PlayerColor>,
    /// A person may roll now.
    pub can_roll: bool,
    /// The next press brings a token out without rolling (house rule).
    pub auto_exit: bool,
    /// Accessibility label ("Die, shows 6").
    pub description: Message,
}

/// A token a move would capture, or captured.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct CaptureView {
    /// The captured token's colour.
    pub color: PlayerColor,
    /// Its index 0..=3.
    pub token: i32,
}

/// A legal move of the person choosing one.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct MoveView {
    /// Token index 0..=3.
    pub token: i32,
    /// Progress before (-1 base).
    pub from: i32,
    /// Progress after.
    pub to: i32,
    /// The square it ends on.
    pub target: Option<SquareId>,
    /// Tokens it would capture.
    pub captures: Vec<CaptureView>,
    /// Accessibility label of the target square.
    pub description: Message,
    /// The text of a button for this move ("Move token 2 to square 9", with
    /// ", captures Blue token 1" when it captures).
    pub label: Message,
}

/// The hint shown (after `hint()`, until anything changes).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct HintView {
    /// The suggested token.
    pub token: i32,
    /// Where it would go.
    pub target: Option<SquareId>,
    /// Why.
    pub reason: HintReason,
    /// It is the only legal move.
    pub forced: bool,
    /// The hint line.
    pub message: Message,
}

/// The last move made, to mark on the board.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LastMove {
    /// The mover.
    pub color: PlayerColor,
    /// Token index 0..=3.
    pub token: i32,
    /// Progress before (-1 base).
    pub from: i32,
    /// Progress after.
    pub to: i32,
    /// Progress values entered, in order.
    pub path: Vec<i32>,
    /// Tokens it captured.
    pub captured: Vec<CaptureView>,
}

/// The turn timer of the person to act.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct TimerView {
    /// The limit per decision, ms.
    pub limit_ms: u64,
    /// Time left, ms.
    pub remaining_ms: u64,
    /// Whether it counts down now (not while paused or waiting for a handover).
    pub running: bool,
    /// "12 seconds left".
    pub text: Message,
}

/// One token.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct TokenView {
    /// Owner.
    pub color: PlayerColor,
    /// Index 0..=3 (shown as 1..=4).
    pub token: i32,
    /// Progress (-1 base .. finish).
    pub progress: i32,
    /// The square it stands on.
    pub square: Option<SquareId>,
    /// A person may move it now.
    pub movable: bool,
    /// The hint suggests it.
    pub hinted: bool,
    /// Accessibility label ("Yellow token 1, square 12, can move").
    pub description: Message,
}

/// The lesson's state.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct TutorialView {
    /// The step.
    pub step: LessonStep,
    /// Its tip.
    pub tip: Message,
    /// The lesson is complete.
    pub done: bool,
}

/// Everything a screen draws.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct TableView {
    /// The game's phase.
    pub phase: GamePhase,
    /// Game number (1, +1 per "play again").
    pub game_number: u32,
    /// The house rules.
    pub rules: Rules,
    /// Who acts next; `null`/`nil` once over.
    pub to_act: Option<PlayerColor>,
    /// A person at the device must act now and may.
    pub person_to_act: bool,
    /// The seats in clockwise order.
    pub seats: Vec<SeatView>,
    /// The die.
    pub die: DieView,
    /// The legal moves while a person chooses one.
    pub moves: Vec<MoveView>,
    /// The hint shown.
    pub hint: Option<HintView>,
    /// The last move.
    pub last_move: Option<LastMove>,
    /// The turn timer, when one applies now.
    pub timer: Option<TimerView>,
    /// Undo is possible now (never once the game is over: its save then reveals the
    /// dice secret, docs/fair-dice.md).
    pub can_undo: bool,
    /// A hint is possible now.
    pub can_hint: bool,
    /// "Play again" is possible now.
    pub can_play_again: bool,
    /// The status line.
    pub status: Message,
    /// The lesson, when this table is one.
    pub tutorial: Option<TutorialView>,
    /// Paused: nothing runs, inputs are refused.
    pub paused: bool,
    /// A CPU is to act and will.
    pub cpu_thinking: bool,
    /// Pass-and-play: pass the device to this person, who confirms with
    /// `acknowledgeHandover()`.
    pub handover: Option<PlayerColor>,
    /// Placements once over, best first.
    pub placements: Option<Vec<Vec<PlayerColor>>>,
    /// The same groups with each one's place (1st, 2nd=, 2nd=, 4th): the
    /// game-over list shows `place`, never the group's index.
    pub place_groups: Option<Vec<PlaceGroup>>,
    /// Every token of the seated colours, seats in order, then token index.
    pub tokens: Vec<TokenView>,
    /// First-player rolls of the current round.
    pub first_rolls: Vec<DieRoll>,
    /// The sequence number the next game event will get.
    pub next_event_seq: u64,
    /// The short code of the dice commitment (`"3F9A-1C07-88B2"`, docs/fair-dice.md),
    /// to show with the text `dice.code`; only until the game's first roll,
    /// `null`/`nil` after it, for a game saved before commitments and for the lesson's
    /// scripted dice.
    pub dice_code: Option<String>,
    /// Once over: whether every roll came from the committed dice (texts
    /// `dice.verified` / `dice.not_verified`); `null`/`nil` while the game runs and
    /// for a game without a commitment.
    pub dice_verified: Option<bool>,
    /// The line to show with the dice code (text `dice.code`): set exactly while
    /// `dice_code` is. Show this; keep `dice_code` for copying the bare code.
    pub dice_code_line: Option<Message>,
    /// The result screen's line about the dice once over (`dice.verified` /
    /// `dice.not_verified`): set exactly while `dice_verified` is.
    pub dice_check: Option<Message>,
    /// Words may be mixed into the dice now (`LudoTable.mixDice`): before the first
    /// roll, not the lesson, not paused, fewer than 8 entries. Offer the field (text
    /// `dice.mix_prompt`) only while this is true.
    pub can_mix_dice: bool,
    /// What was mixed into the dice so far (text `dice.mixed`); `null`/`nil` when
    /// nothing was.
    pub dice_mixed: Option<Message>,
}

fn captures(v: &[table::CaptureView]) -> Vec<CaptureView> {
    v.iter()
        .map(|c| CaptureView {
            color: c.color,
            token: i32::from(c.token.get()),
        })
        .collect()
}

impl From<table::TableView> for TableView {
    fn from(v: table::TableView) -> Self {
        TableView {
            phase: v.phase,
            game_number: v.game_number,
            rules: v.rules,
            to_act: v.to_act,
            person_to_act: v.person_to_act,
            seats: v
                .seats
                .iter()
                .map(|s| SeatView {
                    color: s.color,
                    kind: s.kind,
                    was_person: s.was_person,
                    can_take_back: s.can_take_back,
                    to_act: s.to_act,
                    in_base: i32::from(s.in_base),
                    out: i32::from(s.out),
                    finished: i32::from(s.finished),
                    place: s.place.map(i32::from),
                    faces: s.faces.to_vec(),
                    profile: s.profile.clone(),
                    profile_name: s.profile_name.clone(),
                    description: (&s.description).into(),
                })
                .collect(),
            die: DieView {
                face: v.die.face.map(|f| i32::from(f.get())),
                rolled_by: v.die.rolled_by,
                can_roll: v.die.can_roll,
                auto_exit: v.die.auto_exit,
                description: (&v.die.description).into(),
            },
            moves: v
                .moves
                .iter()
                .map(|m| MoveView {
                    token: i32::from(m.token.get()),
                    from: i32::from(m.from),
                    to: i32::from(m.to),
                    target: m.target.map(Into::into),
                    captures: captures(&m.captures),
                    description: (&m.description).into(),
                    label: (&m.label).into(),
                })
                .collect(),
            hint: v.hint.as_ref().map(|h| HintView {
                token: i32::from(h.token.get()),
                target: h.target.map(Into::into),
                reason: h.reason,
                forced: h.forced,
                message: (&h.message).into(),
            }),
            last_move: v.last_move.as_ref().map(|m| LastMove {
                color: m.color,
                token: i32::from(m.token.get()),
                from: i32::from(m.from),
                to: i32::from(m.to),
                path: m.path.iter().map(|&p| i32::from(p)).collect(),
                captured: captures(&m.captured),
            }),
            timer: v.timer.as_ref().map(|t| TimerView {
                limit_ms: t.limit_ms,
                remaining_ms: t.remaining_ms,
                running: t.running,
                text: (&t.text).into(),
            }),
            can_undo: v.can_undo,
            can_hint: v.can_hint,
            can_play_again: v.can_play_again,
            status: (&v.status).into(),
            tutorial: v.tutorial.as_ref().map(|t| TutorialView {
                step: t.step,
                tip: (&t.tip).into(),
                done: t.done,
            }),
            paused: v.paused,
            cpu_thinking: v.cpu_thinking,
            handover: v.handover,
            placements: v.placements,
            place_groups: v.place_groups,
            tokens: v
                .tokens
                .iter()
                .map(|t| TokenView {
                    color: t.color,
                    token: i32::from(t.token.get()),
                    progress: i32::from(t.progress),
                    square: t.square.map(Into::into),
                    movable: t.movable,
                    hinted: t.hinted,
                    description: (&t.description).into(),
                })
                .collect(),
            first_rolls: v
                .first_rolls
                .iter()
                .map(|&(c, f)| DieRoll {
                    color: c,
                    roll: i32::from(f.get()),
                })
                .collect(),
            next_event_seq: v.next_event_seq,
            dice_code: v.dice_code,
            dice_verified: v.dice_verified,
            dice_code_line: v.dice_code_line.as_ref().map(Into::into),
            dice_check: v.dice_check.as_ref().map(Into::into),
            can_mix_dice: v.can_mix_dice,
            dice_mixed: v.dice_mixed.as_ref().map(Into::into),
        }
    }
}
