//! The table: one object that runs a whole game for every shell (`docs/table.md`).
//!
//! A [`Table`] owns the [`Game`], the seats (person or CPU level, and which seats
//! were people), the turn timer, the CPU turns, the lesson, the hint shown, the
//! pause state and a ticket that moves on whenever the state a CPU decision is
//! computed for changes. It is a synchronous, deterministic state machine: every
//! input ([`Input`], or the method of the same name) returns an [`Update`] with the
//! events, every announcement, the feedback to play, why an input was refused, the
//! save to write, a CPU job to run off the UI thread, when to call [`Table::tick`]
//! next, and the [`TableView`] to draw. Time comes from the [`Clock`] the table is
//! given; the table never sleeps and never spawns a thread.
//!
//! Drivers: the FFI wraps it in a mutex with a tokio task that sleeps until
//! [`Update::wake_at`], runs [`CpuJob`]s on a blocking thread and sets their cancel
//! flag on [`Update::cancel_cpu`]; the terminal calls [`Table::tick`] from its event
//! loop; tests use a [`FakeClock`] and [`Table::play_cpu_turns`].

pub mod announce;
pub mod clock;
pub mod cpu;
pub mod feedback;
pub mod persist;
mod timer;
pub mod tutorial;
pub mod view;

#[cfg(test)]
mod tests;

pub use clock::{Clock, FakeClock, SystemClock};
pub use cpu::{CpuDecision, CpuJob};
pub use feedback::Feedback;
pub use persist::{SaveRequest, SaveSlot, SaveSummary, TableSave, inspect_save};
pub use tutorial::LessonStep;
pub use view::{
    CaptureView, DieView, HintView, LastMove, MoveView, SeatView, TableView, TimerView, TokenView,
    TutorialView,
};

use crate::ai::{self, Hint};
use crate::board::geometry::{Hit, Layout, SquareId, square_for};
use crate::color::Color;
use crate::game::{Action, Event, Game, GameError, GameSetup, Numbered, Phase, SeatKind};
use crate::i18n::{Key, Message};
use crate::rules::RuleError;
use crate::save::SaveError;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;
use timer::TurnTimer;

/// How a table paces itself.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TableConfig {
    /// Pause before each CPU action, so people can follow (0 in tests).
    pub cpu_delay: Duration,
    /// Extra pause before a CPU action per square moved in the previous update (the
    /// time the shell animates a step; 0: no waiting for animations).
    pub step_delay: Duration,
    /// Node budget of the expert CPU's search per decision ([`ai::DEFAULT_NODES`]).
    pub cpu_max_nodes: u64,
    /// Pass-and-play: when the turn goes from one person to another, wait for
    /// [`Input::AcknowledgeHandover`] (the device changed hands) before the next
    /// person's roll and timer.
    pub handover_prompt: bool,
}

impl Default for TableConfig {
    /// 600 ms per CPU action, no animation wait, the default CPU budget, no handover
    /// prompt.
    fn default() -> Self {
        TableConfig {
            cpu_delay: Duration::from_millis(600),
            step_delay: Duration::ZERO,
            cpu_max_nodes: ai::DEFAULT_NODES,
            handover_prompt: false,
        }
    }
}

impl TableConfig {
    /// No pauses at all (tests, tools).
    pub fn instant() -> TableConfig {
        TableConfig {
            cpu_delay: Duration::ZERO,
            ..TableConfig::default()
        }
    }
}

/// An input to the table.
#[derive(Clone, Debug, PartialEq)]
pub enum Input {
    /// The person to act presses the die (rolls, or takes the automatic exit).
    Roll,
    /// The person to act moves token `token` (0..=3) with the pending roll.
    Move {
        /// Token index 0..=3.
        token: u8,
    },
    /// A tap or click on the board at `(x, y)` in board units (`board::geometry`):
    /// rolls when a roll is due; moves the tapped movable token, or the token whose
    /// move ends on the tapped square; else the nearest movable token or target
    /// square centre within `slop` board units.
    TapBoard {
        /// Board units, 0..width.
        x: f32,
        /// Board units, 0..height.
        y: f32,
        /// Search radius for a near miss, board units (0: exact hits only).
        slop: f32,
    },
    /// Hands the seat of `color` to the CPU (`kind` = CPU level) or back to a person.
    /// Named by colour, never "the seat to act": asking for what the seat already is
    /// changes nothing, so pressing twice never hands over a second seat.
    SetSeat {
        /// The seat.
        color: Color,
        /// Who plays it from now on.
        kind: SeatKind,
    },
    /// Takes back the last move of a person (games with a CPU seat).
    Undo,
    /// Shows the hint for the person choosing a move.
    Hint,
    /// Starts the next game once this one is over (the lesson: starts it again).
    PlayAgain,
    /// The app goes to the background (or a menu covers the game): the clock of the
    /// turn timer stops, CPU turns stop, the game is saved.
    Pause,
    /// The app is in the foreground again.
    Resume,
    /// Time passed: call at [`Update::wake_at`] (earlier or later is harmless).
    Tick,
    /// Pass-and-play: the person shown in [`TableView::handover`] has the device.
    AcknowledgeHandover,
    /// Gives a seat an opaque records profile id (or none).
    SetProfile {
        /// The seat.
        color: Color,
        /// The profile id.
        profile: Option<String>,
    },
    /// The result of a [`CpuJob`]; applied only when its ticket is current.
    CpuDecided(CpuDecision),
}

/// Why an input did nothing. Nothing else changed.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Refusal {
    /// Another player (or the CPU) is to act.
    NotYourTurn,
    /// A move before rolling.
    RollFirst,
    /// A roll while a move is to be chosen.
    MoveFirst,
    /// The token has no legal move with the roll.
    CannotMove {
        /// Token index.
        token: u8,
        /// The roll.
        roll: u8,
    },
    /// The game is over.
    GameOver,
    /// "Play again" before the end.
    NotOver,
    /// Undo in a game without a CPU seat.
    UndoNotAllowed,
    /// No move of a person to take back.
    NothingToUndo,
    /// The table is paused.
    Paused,
    /// The colour does not play.
    NotSeated(Color),
    /// A hint when no person chooses a move.
    NoHint,
    /// The device must be passed to this person first.
    Handover(Color),
    /// The lesson is complete.
    LessonDone,
    /// Not possible in this state (rare).
    NotAllowed,
}

impl Refusal {
    /// The message a shell shows or speaks.
    pub fn message(&self) -> Message {
        match *self {
            Refusal::NotYourTurn => Key::RefusalNotYourTurn.into(),
            Refusal::RollFirst => Key::RefusalRollFirst.into(),
            Refusal::MoveFirst => Key::RefusalMoveFirst.into(),
            Refusal::CannotMove { token, roll } => Message::new(Key::RefusalCannotMove)
                .with("token", i64::from(token) + 1)
                .with("n", i64::from(roll)),
            Refusal::GameOver => Key::RefusalGameOver.into(),
            Refusal::NotOver => Key::RefusalNotOver.into(),
            Refusal::UndoNotAllowed => Key::RefusalUndoNotAllowed.into(),
            Refusal::NothingToUndo => Key::RefusalNothingToUndo.into(),
            Refusal::Paused => Key::RefusalPaused.into(),
            Refusal::NotSeated(c) => {
                Message::new(Key::RefusalNotSeated).with("player", announce::color_name(c))
            }
            Refusal::NoHint => Key::RefusalNoHint.into(),
            Refusal::Handover(c) => {
                Message::new(Key::RefusalHandover).with("player", announce::color_name(c))
            }
            Refusal::LessonDone => Key::RefusalLessonDone.into(),
            Refusal::NotAllowed => Key::RefusalNotAllowed.into(),
        }
    }
}

/// The answer to one input.
#[derive(Clone, Debug)]
pub struct Update {
    /// The game's numbered events of this input, in order.
    pub events: Vec<Numbered>,
    /// Every announcement of the batch, in order: one per event (a CPU's move and
    /// the capture of a person's token included), then the hint line or the welcome
    /// back. For speech and the log.
    pub announcements: Vec<Message>,
    /// What the device should play, in order (only for people at the device).
    pub feedback: Vec<Feedback>,
    /// Why the input did nothing (then nothing else changed).
    pub refused: Option<Refusal>,
    /// Write this now (after every applied action and on pause).
    pub save: Option<SaveRequest>,
    /// A CPU decision to compute off the UI thread, then give to
    /// [`Table::cpu_decided`].
    pub cpu_job: Option<CpuJob>,
    /// Cancel the running CPU job's search (its decision would be stale anyway).
    pub cancel_cpu: bool,
    /// When to call [`Table::tick`] next, on the table's clock; `None`: only on input.
    pub wake_at: Option<Duration>,
    /// What to draw.
    pub view: TableView,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum CpuState {
    /// No CPU turn is scheduled.
    Idle,
    /// A CPU turn is due at this clock time.
    Due(Duration),
    /// A job for the current ticket is out.
    Thinking,
}

/// What one input did, collected while handling it.
struct Batch {
    events: Vec<Numbered>,
    extra: Vec<Message>,
    refused: Option<Refusal>,
    /// The state a CPU decision depends on changed: new ticket, cancel the CPU.
    changed: bool,
    /// A new decision begins: restart the turn timer.
    fresh: bool,
    save: bool,
    cancel_cpu: bool,
    seats_before: [Option<SeatKind>; 4],
    who_before: Option<Color>,
}

/// A game at the table. See the module documentation.
pub struct Table {
    game: Game,
    layout: Layout,
    clock: Arc<dyn Clock>,
    config: TableConfig,
    people: [bool; 4],
    profiles: [Option<String>; 4],
    tutorial: bool,
    lesson_done: bool,
    timer: Option<TurnTimer>,
    cpu: CpuState,
    ticket: u64,
    paused: bool,
    hint: Option<Hint>,
    handover: Option<Color>,
    last_move: Option<LastMove>,
    undos: u32,
}

impl std::fmt::Debug for Table {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Table")
            .field("phase", &self.game.phase())
            .field("current", &self.game.current())
            .field("tutorial", &self.tutorial)
            .field("paused", &self.paused)
            .field("ticket", &self.ticket)
            .field("cpu", &self.cpu)
            .field("timer", &self.timer)
            .finish_non_exhaustive()
    }
}

fn refusal_of(e: GameError, game: &Game) -> Refusal {
    match e {
        GameError::NotOver => Refusal::NotOver,
        GameError::UndoNotAllowed => Refusal::UndoNotAllowed,
        GameError::NothingToUndo => Refusal::NothingToUndo,
        GameError::NotSeated { color } => Refusal::NotSeated(color),
        GameError::Rule(RuleError::GameOver) => Refusal::GameOver,
        _ if game.phase() == Phase::GameOver => Refusal::GameOver,
        _ => Refusal::NotAllowed,
    }
}

impl Table {
    fn with_game(game: Game, clock: Arc<dyn Clock>, config: TableConfig, tutorial: bool) -> Table {
        let people = persist::people_of(&game);
        Table {
            layout: Layout::new(game.variant()),
            game,
            clock,
            config,
            people,
            profiles: Default::default(),
            tutorial,
            lesson_done: false,
            timer: None,
            cpu: CpuState::Idle,
            ticket: 0,
            paused: false,
            hint: None,
            handover: None,
            last_move: None,
            undos: 0,
        }
    }

    fn start_update(&mut self) -> Update {
        let mut b = self.batch();
        b.events = self.game.events_since(0).to_vec();
        b.fresh = true;
        b.save = true;
        self.finish(b)
    }

    /// A new game at the table. The first update announces the start, asks for the
    /// first save and, when a CPU starts, schedules its turn.
    ///
    /// Errors: the game's, for an impossible setup.
    pub fn new(
        setup: &GameSetup,
        clock: Arc<dyn Clock>,
        config: TableConfig,
    ) -> Result<(Table, Update), GameError> {
        let game = Game::new(setup)?;
        let mut t = Table::with_game(game, clock, config, false);
        let u = t.start_update();
        Ok((t, u))
    }

    /// The lesson ("learn on the board", [`tutorial`]): saved to
    /// [`SaveSlot::Tutorial`], never to the game slot.
    pub fn tutorial(clock: Arc<dyn Clock>, config: TableConfig) -> (Table, Update) {
        let game = Game::new(&tutorial::lesson_setup())
            .unwrap_or_else(|_| unreachable!("the lesson's setup is valid (tested)"));
        let mut t = Table::with_game(game, clock, config, true);
        let u = t.start_update();
        (t, u)
    }

    /// Opens a saved game or lesson: the turn timer continues with the time left at
    /// the last save; the update says "welcome back" (and schedules a CPU turn when a
    /// CPU is to act); nothing needs saving.
    ///
    /// Errors: [`SaveError`] for a file that is not a valid save.
    pub fn load(
        json: &str,
        clock: Arc<dyn Clock>,
        config: TableConfig,
    ) -> Result<(Table, Update), SaveError> {
        let (game, saved) = persist::load(json)?;
        let mut t = Table::with_game(game, clock, config, saved.tutorial);
        for c in &saved.people {
            t.people[c.index()] = true;
        }
        for (c, p) in &saved.profiles {
            t.profiles[c.index()] = p.clone();
        }
        t.lesson_done = saved.tutorial && saved.lesson_done;
        t.undos = saved.undos;
        let now = t.now();
        if let (Some(limit), Some(left)) = (t.timer_limit(), saved.turn_time_left_ms) {
            t.timer = Some(TurnTimer::new(
                limit,
                Duration::from_millis(left),
                now,
                true,
            ));
        }
        let mut b = t.batch();
        b.extra.push(Message::new(if t.tutorial {
            Key::TableLessonResumed
        } else {
            Key::TableResumed
        }));
        let u = t.finish(b);
        Ok((t, u))
    }

    // ----- reading -----

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The board geometry (fixed for the table's board).
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// The time now on the table's clock.
    pub fn now(&self) -> Duration {
        self.clock.now()
    }

    /// The current ticket (moves on whenever a pending CPU decision would be stale).
    pub fn ticket(&self) -> u64 {
        self.ticket
    }

    /// Whether this table is the lesson.
    pub fn is_tutorial(&self) -> bool {
        self.tutorial
    }

    /// Whether the table is paused.
    pub fn is_paused(&self) -> bool {
        self.paused
    }

    /// The slot this table saves to.
    pub fn slot(&self) -> SaveSlot {
        if self.tutorial {
            SaveSlot::Tutorial
        } else {
            SaveSlot::Game
        }
    }

    /// The configuration.
    pub fn config(&self) -> &TableConfig {
        &self.config
    }

    /// The save of the table now (the shells get it in [`Update::save`]; this is for
    /// an explicit "save and quit").
    pub fn save_request(&self) -> SaveRequest {
        let now = self.now();
        let table = TableSave {
            tutorial: self.tutorial,
            lesson_done: self.lesson_done,
            turn_time_left_ms: self
                .timer
                .map(|t| u64::try_from(t.remaining(now).as_millis()).unwrap_or(u64::MAX)),
            undos: self.undos,
            people: self
                .game
                .players()
                .iter()
                .copied()
                .filter(|c| self.people[c.index()])
                .collect(),
            profiles: self
                .game
                .players()
                .iter()
                .map(|&c| (c, self.profiles[c.index()].clone()))
                .collect(),
        };
        SaveRequest {
            slot: self.slot(),
            json: persist::write(&self.game, &table),
            finished: self.finished(),
        }
    }

    fn finished(&self) -> bool {
        self.game.phase() == Phase::GameOver || self.lesson_done
    }

    /// An accessibility description of any square of the board ("star, square 9,
    /// safe square"), e.g. for listing every square to a screen reader.
    pub fn describe_square(&self, id: SquareId) -> Message {
        announce::describe_square(&self.layout, id)
    }

    /// The view now.
    pub fn view(&self) -> TableView {
        self.view_at(self.now())
    }

    /// An update with nothing new: the view, when to tick, and the CPU job that is
    /// out (if any) again, for a driver that (re)attaches. Running a job twice is
    /// harmless: only the first decision for a ticket is applied.
    pub fn present(&self) -> Update {
        let now = self.now();
        Update {
            events: vec![],
            announcements: vec![],
            feedback: vec![],
            refused: None,
            save: None,
            cpu_job: (self.cpu == CpuState::Thinking).then(|| self.make_job()),
            cancel_cpu: false,
            wake_at: self.wake_at(now),
            view: self.view_at(now),
        }
    }

    // ----- inputs -----

    /// Handles one input.
    pub fn apply(&mut self, input: Input) -> Update {
        let mut b = self.batch();
        let r = match input {
            Input::Roll => self.do_roll(&mut b),
            Input::Move { token } => self.do_move(&mut b, token),
            Input::TapBoard { x, y, slop } => self.do_tap(&mut b, x, y, slop),
            Input::SetSeat { color, kind } => self.do_set_seat(&mut b, color, kind),
            Input::Undo => self.do_undo(&mut b),
            Input::Hint => self.do_hint(&mut b),
            Input::PlayAgain => self.do_play_again(&mut b),
            Input::Pause => self.do_pause(&mut b),
            Input::Resume => self.do_resume(),
            Input::Tick => self.do_tick(&mut b),
            Input::AcknowledgeHandover => self.do_acknowledge(),
            Input::SetProfile { color, profile } => self.do_set_profile(&mut b, color, profile),
            Input::CpuDecided(d) => {
                self.do_cpu_decided(&mut b, d);
                Ok(())
            }
        };
        if let Err(r) = r {
            b.refused = Some(r);
        }
        self.finish(b)
    }

    /// [`Input::Roll`].
    pub fn roll(&mut self) -> Update {
        self.apply(Input::Roll)
    }

    /// [`Input::Move`].
    pub fn move_token(&mut self, token: u8) -> Update {
        self.apply(Input::Move { token })
    }

    /// [`Input::TapBoard`].
    pub fn tap_board(&mut self, x: f32, y: f32, slop: f32) -> Update {
        self.apply(Input::TapBoard { x, y, slop })
    }

    /// [`Input::SetSeat`].
    pub fn set_seat(&mut self, color: Color, kind: SeatKind) -> Update {
        self.apply(Input::SetSeat { color, kind })
    }

    /// [`Input::Undo`].
    pub fn undo(&mut self) -> Update {
        self.apply(Input::Undo)
    }

    /// [`Input::Hint`].
    pub fn hint(&mut self) -> Update {
        self.apply(Input::Hint)
    }

    /// [`Input::PlayAgain`].
    pub fn play_again(&mut self) -> Update {
        self.apply(Input::PlayAgain)
    }

    /// [`Input::Pause`].
    pub fn pause(&mut self) -> Update {
        self.apply(Input::Pause)
    }

    /// [`Input::Resume`].
    pub fn resume(&mut self) -> Update {
        self.apply(Input::Resume)
    }

    /// [`Input::Tick`].
    pub fn tick(&mut self) -> Update {
        self.apply(Input::Tick)
    }

    /// [`Input::AcknowledgeHandover`].
    pub fn acknowledge_handover(&mut self) -> Update {
        self.apply(Input::AcknowledgeHandover)
    }

    /// [`Input::CpuDecided`].
    pub fn cpu_decided(&mut self, decision: CpuDecision) -> Update {
        self.apply(Input::CpuDecided(decision))
    }

    /// Plays CPU turns synchronously, without waiting for any delay, until a person
    /// is to act, the game (or lesson) is over, or the table is paused: every job is
    /// computed inline. For tests and tools. Returns the updates in order.
    pub fn play_cpu_turns(&mut self) -> Vec<Update> {
        let mut out = vec![];
        // A game has at most a few thousand CPU actions; the bound only guards
        // against a bug turning this into an endless loop.
        for _ in 0..100_000 {
            if !self.cpu_may_act() {
                break;
            }
            self.cpu = CpuState::Thinking;
            let decision = self.make_job().run(&AtomicBool::new(false));
            out.push(self.cpu_decided(decision));
        }
        out
    }

    // ----- input handlers -----

    fn batch(&self) -> Batch {
        let mut seats_before = [None; 4];
        for &c in self.game.players() {
            seats_before[c.index()] = self.game.seat(c);
        }
        Batch {
            events: vec![],
            extra: vec![],
            refused: None,
            changed: false,
            fresh: false,
            save: false,
            cancel_cpu: false,
            seats_before,
            who_before: self.game.current(),
        }
    }

    /// Applies a game action: its events join the batch; the state changed.
    fn play(
        &mut self,
        b: &mut Batch,
        f: impl FnOnce(&mut Game) -> Result<&[Numbered], GameError>,
    ) -> Result<(), Refusal> {
        match f(&mut self.game) {
            Ok(evs) => {
                b.events.extend_from_slice(evs);
                b.changed = true;
                b.fresh = true;
                b.save = true;
                Ok(())
            }
            Err(e) => Err(refusal_of(e, &self.game)),
        }
    }

    /// The person who may act now, or why no person input is taken.
    fn person_to_act(&self) -> Result<Color, Refusal> {
        if self.paused {
            return Err(Refusal::Paused);
        }
        if self.lesson_done {
            return Err(Refusal::LessonDone);
        }
        let Some(c) = self.game.current() else {
            return Err(Refusal::GameOver);
        };
        if self.game.seat(c) != Some(SeatKind::Human) {
            return Err(Refusal::NotYourTurn);
        }
        if let Some(h) = self.handover {
            return Err(Refusal::Handover(h));
        }
        Ok(c)
    }

    fn do_roll(&mut self, b: &mut Batch) -> Result<(), Refusal> {
        self.person_to_act()?;
        if self.game.phase() == Phase::AwaitingMove {
            return Err(Refusal::MoveFirst);
        }
        self.play(b, Game::roll)
    }

    fn do_move(&mut self, b: &mut Batch, token: u8) -> Result<(), Refusal> {
        self.person_to_act()?;
        let Some((roll, moves)) = self.game.pending() else {
            return Err(Refusal::RollFirst);
        };
        if moves.for_token(token).is_none() {
            return Err(Refusal::CannotMove { token, roll });
        }
        self.play(b, |g| g.move_token(token))
    }

    fn do_tap(&mut self, b: &mut Batch, x: f32, y: f32, slop: f32) -> Result<(), Refusal> {
        if !(x.is_finite() && y.is_finite()) {
            return Ok(());
        }
        let on_board = x >= 0.0 && y >= 0.0 && x <= self.layout.width && y <= self.layout.height;
        if !on_board {
            return Ok(());
        }
        let v = self.game.variant();
        let pos = self.game.position();
        let hit = self.layout.hit_test(v, pos, x, y);
        let c = match self.person_to_act() {
            Ok(c) => c,
            // Taps on empty board while waiting are not worth a buzz.
            Err(Refusal::NotYourTurn) if hit.is_none() => return Ok(()),
            Err(r) => return Err(r),
        };
        let Some((roll, moves)) = self.game.pending() else {
            // A roll is due: a tap anywhere on the board rolls (as the die would).
            return self.do_roll(b);
        };
        // Each legal move: its token, the square the token stands on, its target.
        let targets: Vec<(u8, Option<SquareId>, Option<SquareId>)> = moves
            .iter()
            .map(|m| {
                (
                    m.token,
                    square_for(v, c, m.token, m.from),
                    square_for(v, c, m.token, m.to),
                )
            })
            .collect();
        let chosen = match hit {
            Some(Hit::Token {
                color,
                token,
                square,
            }) => {
                if color == c && moves.for_token(token).is_some() {
                    Some(token)
                } else {
                    // A token on a target square (a capture), or an own token stacked
                    // with a movable one.
                    targets
                        .iter()
                        .find(|t| t.2 == Some(square))
                        .or_else(|| targets.iter().find(|t| color == c && t.1 == Some(square)))
                        .map(|t| t.0)
                }
            }
            Some(Hit::Square { square }) => targets
                .iter()
                .find(|t| t.2 == Some(square))
                .or_else(|| targets.iter().find(|t| t.1 == Some(square)))
                .map(|t| t.0),
            None => None,
        };
        let chosen = chosen.or_else(|| {
            // A near miss: the nearest movable token or target within the slop.
            let spots = self.layout.token_spots(v, pos);
            let p = crate::board::geometry::Point::new(x, y);
            let mut best: Option<(f32, u8)> = None;
            for &(token, _, target) in &targets {
                let spot = spots
                    .iter()
                    .find(|s| s.color == c && s.token == token)
                    .map(|s| s.center);
                let target = target
                    .and_then(|id| self.layout.square(id))
                    .map(|s| s.center);
                for centre in [spot, target].into_iter().flatten() {
                    let d = centre.distance(p);
                    if d <= slop && best.is_none_or(|(bd, _)| d < bd) {
                        best = Some((d, token));
                    }
                }
            }
            best.map(|b| b.1)
        });
        match (chosen, hit) {
            (Some(t), _) => self.do_move(b, t),
            (None, Some(Hit::Token { color, token, .. })) if color == c => {
                Err(Refusal::CannotMove { token, roll })
            }
            _ => Ok(()),
        }
    }

    fn do_set_seat(&mut self, b: &mut Batch, c: Color, kind: SeatKind) -> Result<(), Refusal> {
        if self.paused {
            return Err(Refusal::Paused);
        }
        if self.lesson_done {
            return Err(Refusal::LessonDone);
        }
        match self.game.seat(c) {
            None => Err(Refusal::NotSeated(c)),
            Some(k) if k == kind => Ok(()),
            Some(_) => self.play(b, |g| g.set_seat(c, kind)),
        }
    }

    fn do_undo(&mut self, b: &mut Batch) -> Result<(), Refusal> {
        if self.paused {
            return Err(Refusal::Paused);
        }
        if self.lesson_done {
            return Err(Refusal::LessonDone);
        }
        self.play(b, Game::undo)?;
        self.undos = self.undos.saturating_add(1);
        Ok(())
    }

    fn do_hint(&mut self, b: &mut Batch) -> Result<(), Refusal> {
        let c = self.person_to_act()?;
        let Some(h) = self.game.hint() else {
            return Err(Refusal::NoHint);
        };
        b.extra.push(announce::hint_line(
            self.game.variant(),
            &self.layout,
            c,
            &h,
        ));
        self.hint = Some(h);
        Ok(())
    }

    fn do_play_again(&mut self, b: &mut Batch) -> Result<(), Refusal> {
        if self.paused {
            return Err(Refusal::Paused);
        }
        if self.tutorial {
            if !self.finished() {
                return Err(Refusal::NotOver);
            }
            let Ok(game) = Game::new(&tutorial::lesson_setup()) else {
                return Err(Refusal::NotAllowed);
            };
            self.game = game;
            self.lesson_done = false;
            b.events.extend_from_slice(self.game.events_since(0));
            b.changed = true;
            b.fresh = true;
            b.save = true;
        } else {
            self.play(b, Game::play_again)?;
        }
        self.undos = 0;
        Ok(())
    }

    fn do_pause(&mut self, b: &mut Batch) -> Result<(), Refusal> {
        if !self.paused {
            self.paused = true;
            b.changed = true;
            b.save = true;
        }
        Ok(())
    }

    fn do_resume(&mut self) -> Result<(), Refusal> {
        self.paused = false;
        Ok(())
    }

    fn do_tick(&mut self, b: &mut Batch) -> Result<(), Refusal> {
        let now = self.now();
        if self.paused || !self.timer.is_some_and(|t| t.running() && t.expired(now)) {
            return Ok(());
        }
        // The timer runs only while a person is to act: the game acts for them.
        let _ = self.play(b, Game::time_out);
        Ok(())
    }

    fn do_acknowledge(&mut self) -> Result<(), Refusal> {
        if self.paused {
            return Err(Refusal::Paused);
        }
        self.handover = None;
        Ok(())
    }

    fn do_set_profile(
        &mut self,
        b: &mut Batch,
        c: Color,
        profile: Option<String>,
    ) -> Result<(), Refusal> {
        if self.paused {
            return Err(Refusal::Paused);
        }
        if self.game.seat(c).is_none() {
            return Err(Refusal::NotSeated(c));
        }
        if self.profiles[c.index()] != profile {
            self.profiles[c.index()] = profile;
            b.save = true;
        }
        Ok(())
    }

    fn do_cpu_decided(&mut self, b: &mut Batch, d: CpuDecision) {
        let fresh = d.ticket == self.ticket && self.cpu == CpuState::Thinking && self.cpu_may_act();
        if !fresh || !matches!(d.action, Action::Roll | Action::Move(_)) {
            return; // stale: computed for another state; dropped
        }
        let _ = self.play(b, |g| g.apply(d.action));
    }

    // ----- after every input -----

    fn finish(&mut self, mut b: Batch) -> Update {
        let now = self.now();
        if !b.events.is_empty() {
            self.after_events(&b);
        }
        if b.changed {
            self.ticket = self.ticket.wrapping_add(1);
            if self.cpu == CpuState::Thinking {
                b.cancel_cpu = true;
            }
            self.cpu = CpuState::Idle;
        }
        self.sync_handover();
        self.sync_timer(b.fresh, now);
        let steps: usize = b
            .events
            .iter()
            .map(|e| match &e.event {
                Event::Moved { path, .. } => path.len(),
                _ => 0,
            })
            .sum();
        let cpu_job = self.schedule_cpu(now, steps, &mut b);
        let save = b.save.then(|| self.save_request());
        let v = self.game.variant();
        let mut announcements: Vec<Message> = b
            .events
            .iter()
            .map(|e| announce::event_message(v, &self.layout, &e.event))
            .collect();
        announcements.append(&mut b.extra);
        let mut feedback = feedback::of_events(b.seats_before, &b.events);
        if b.refused.is_some() {
            feedback.push(Feedback::Refused);
        }
        Update {
            announcements,
            feedback,
            refused: b.refused,
            save,
            cpu_job,
            cancel_cpu: b.cancel_cpu,
            wake_at: self.wake_at(now),
            view: self.view_at(now),
            events: b.events,
        }
    }

    /// Follows the events of a batch: the hint, the last move, people, the lesson,
    /// the pass-and-play handover.
    fn after_events(&mut self, b: &Batch) {
        self.hint = None;
        for e in &b.events {
            match &e.event {
                Event::GameStarted { .. } | Event::Undone { .. } => self.last_move = None,
                Event::Moved {
                    color,
                    token,
                    from,
                    to,
                    path,
                    ..
                } => {
                    self.last_move = Some(LastMove {
                        color: *color,
                        token: *token,
                        from: *from,
                        to: *to,
                        path: path.clone(),
                        captured: vec![],
                    })
                }
                Event::Captured { color, token, .. } => {
                    if let Some(m) = self.last_move.as_mut() {
                        m.captured.push(CaptureView {
                            color: *color,
                            token: *token,
                        });
                    }
                }
                Event::SeatChanged {
                    color,
                    kind: SeatKind::Human,
                } => self.people[color.index()] = true,
                _ => {}
            }
            if self.tutorial
                && matches!(&e.event, Event::Captured { by, .. } if *by == tutorial::LEARNER)
            {
                self.lesson_done = true;
            }
        }
        if self.tutorial && self.game.phase() == Phase::GameOver {
            self.lesson_done = true;
        }
        if self.config.handover_prompt {
            let now_c = self.game.current();
            let person_now = |c: Color| self.game.seat(c) == Some(SeatKind::Human);
            let people_seated = self
                .game
                .players()
                .iter()
                .filter(|&&c| person_now(c))
                .count();
            let was_person = |c: Color| b.seats_before[c.index()] == Some(SeatKind::Human);
            if let (Some(before), Some(after)) = (b.who_before, now_c)
                && before != after
                && was_person(before)
                && person_now(after)
                && people_seated >= 2
            {
                self.handover = Some(after);
            }
        }
    }

    fn sync_handover(&mut self) {
        if let Some(h) = self.handover
            && (self.game.current() != Some(h) || self.game.seat(h) != Some(SeatKind::Human))
        {
            self.handover = None;
        }
    }

    /// The turn limit when a person is to act in a game with a limit.
    fn timer_limit(&self) -> Option<Duration> {
        let limit = self.game.rules().turn_time_limit_secs?;
        let c = self.game.current()?;
        (self.game.seat(c) == Some(SeatKind::Human) && !self.lesson_done)
            .then(|| Duration::from_secs(u64::from(limit.secs())))
    }

    fn sync_timer(&mut self, fresh: bool, now: Duration) {
        let Some(limit) = self.timer_limit() else {
            self.timer = None;
            return;
        };
        let t = match self.timer {
            Some(t) if !fresh => t,
            _ => TurnTimer::new(limit, limit, now, false),
        };
        let mut t = t;
        if self.paused || self.handover.is_some() {
            t.stop(now);
        } else {
            t.start(now);
        }
        self.timer = Some(t);
    }

    fn cpu_may_act(&self) -> bool {
        !self.paused && !self.lesson_done && self.game.cpu_to_act()
    }

    fn make_job(&self) -> CpuJob {
        let c = self.game.current().unwrap_or(Color::Yellow);
        let level = match self.game.seat(c) {
            Some(SeatKind::Cpu(l)) => l,
            _ => ai::Level::Medium,
        };
        CpuJob::new(
            self.ticket,
            c,
            level,
            self.game.clone(),
            self.config.cpu_max_nodes,
        )
    }

    fn schedule_cpu(&mut self, now: Duration, steps: usize, b: &mut Batch) -> Option<CpuJob> {
        if !self.cpu_may_act() {
            if self.cpu == CpuState::Thinking {
                b.cancel_cpu = true;
            }
            self.cpu = CpuState::Idle;
            return None;
        }
        if self.cpu == CpuState::Idle {
            let wait = self.config.cpu_delay
                + self
                    .config
                    .step_delay
                    .saturating_mul(u32::try_from(steps).unwrap_or(u32::MAX));
            self.cpu = CpuState::Due(now + wait);
        }
        match self.cpu {
            CpuState::Due(at) if now >= at => {
                self.cpu = CpuState::Thinking;
                Some(self.make_job())
            }
            _ => None,
        }
    }

    fn wake_at(&self, now: Duration) -> Option<Duration> {
        let cpu = match self.cpu {
            CpuState::Due(at) => Some(at),
            _ => None,
        };
        let timer = self.timer.and_then(|t| t.next_wake(now));
        match (cpu, timer) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    // ----- the view -----

    fn view_at(&self, now: Duration) -> TableView {
        let g = &self.game;
        let v = g.variant();
        let snap = g.snapshot();
        let cur = g.current();
        let person_seat = cur.is_some_and(|c| g.seat(c) == Some(SeatKind::Human));
        let person_to_act = self.person_to_act().is_ok();
        let choosing = person_to_act && g.phase() == Phase::AwaitingMove;
        let hint_token = self.hint.map(|h| h.token);
        let moves: Vec<MoveView> = if choosing {
            let c = cur.unwrap_or(Color::Yellow);
            snap.legal
                .iter()
                .map(|m| {
                    let target = square_for(v, c, m.token, m.to);
                    let square = target
                        .map(|id| announce::describe_square(&self.layout, id))
                        .unwrap_or_else(|| {
                            Message::new(Key::SquareFinish).with("player", announce::color_name(c))
                        });
                    MoveView {
                        token: m.token,
                        from: m.from,
                        to: m.to,
                        target,
                        captures: m
                            .captures
                            .iter()
                            .map(|x| CaptureView {
                                color: x.color,
                                token: x.token,
                            })
                            .collect(),
                        description: Message::new(Key::SquareTarget)
                            .with("square", square)
                            .with("token", i64::from(m.token) + 1),
                    }
                })
                .collect()
        } else {
            vec![]
        };
        let movable =
            |c: Color, t: u8| choosing && cur == Some(c) && moves.iter().any(|m| m.token == t);
        let mut tokens = vec![];
        let finish = v.finish();
        let seats = snap
            .seats
            .iter()
            .map(|s| {
                let c = s.color;
                for (t, &p) in s.tokens.iter().enumerate() {
                    let t = t as u8;
                    let mv = movable(c, t);
                    tokens.push(TokenView {
                        color: c,
                        token: t,
                        progress: p,
                        square: square_for(v, c, t, p),
                        movable: mv,
                        hinted: mv && hint_token == Some(t),
                        description: announce::describe_token(v, &self.layout, c, t, p, mv),
                    });
                }
                let finished = s.tokens.iter().filter(|&&p| p == finish).count() as u8;
                let in_base = s.tokens.iter().filter(|&&p| p < 0).count() as u8;
                let was_person = self.people[c.index()];
                SeatView {
                    color: c,
                    kind: s.kind,
                    was_person,
                    can_take_back: was_person && matches!(s.kind, SeatKind::Cpu(_)),
                    to_act: cur == Some(c),
                    in_base,
                    out: s.tokens.len() as u8 - in_base - finished,
                    finished,
                    place: s.place,
                    faces: s.faces,
                    profile: self.profiles[c.index()].clone(),
                    description: Message::new(Key::SeatSummary)
                        .with("player", announce::color_name(c))
                        .with("kind", announce::seat_kind(s.kind))
                        .with("n", i64::from(finished)),
                }
            })
            .collect();
        let (face, rolled_by) = match (snap.pending_roll, snap.last_roll, cur) {
            (Some(r), _, Some(c)) => (Some(r), Some(c)),
            (_, Some((c, r)), _) => (Some(r), Some(c)),
            _ => match snap.first_rolls.last() {
                Some(&(c, r)) => (Some(r), Some(c)),
                None => (None, None),
            },
        };
        let can_roll = person_to_act && g.phase() != Phase::AwaitingMove;
        let die = DieView {
            face,
            rolled_by,
            can_roll,
            auto_exit: snap.auto_exit_due,
            description: match face {
                Some(f) => Message::new(Key::DieShows).with("n", i64::from(f)),
                None => Key::DieBlank.into(),
            },
        };
        let hint = self.hint.filter(|_| choosing).map(|h| {
            let c = cur.unwrap_or(Color::Yellow);
            HintView {
                token: h.token,
                target: square_for(v, c, h.token, h.mv.to),
                reason: h.reason,
                forced: h.forced,
                message: announce::hint_line(v, &self.layout, c, &h),
            }
        });
        let timer = self.timer.map(|t| TimerView {
            limit_ms: u64::try_from(t.limit().as_millis()).unwrap_or(u64::MAX),
            remaining_ms: u64::try_from(t.remaining(now).as_millis()).unwrap_or(u64::MAX),
            running: t.running(),
            text: Message::new(Key::TimerLeft)
                .with("n", i64::try_from(t.seconds_shown(now)).unwrap_or(i64::MAX)),
        });
        let status = self.status(cur, person_seat, &snap);
        let tutorial = self.tutorial.then(|| {
            let step = LessonStep::of(g, self.lesson_done, |token| {
                let c = cur.unwrap_or(tutorial::LEARNER);
                g.pending()
                    .and_then(|(_, m)| m.for_token(token))
                    .and_then(|m| square_for(v, c, token, m.to))
                    .and_then(|id| self.layout.square(id))
                    .is_some_and(|s| s.safe)
            });
            TutorialView {
                step,
                tip: step.tip(snap.pending_roll),
                done: self.lesson_done,
            }
        });
        let over = g.phase() == Phase::GameOver;
        TableView {
            phase: g.phase(),
            game_number: snap.game_number,
            rules: *g.rules(),
            to_act: cur,
            person_to_act,
            seats,
            die,
            moves,
            hint,
            last_move: self.last_move.clone(),
            timer,
            can_undo: !self.paused && !self.lesson_done && g.can_undo(),
            can_hint: choosing,
            can_play_again: !self.paused && (over || (self.tutorial && self.lesson_done)),
            status,
            tutorial,
            paused: self.paused,
            cpu_thinking: self.cpu_may_act() && self.cpu != CpuState::Idle,
            handover: self.handover,
            placements: snap.placements,
            tokens,
            first_rolls: snap.first_rolls,
            next_event_seq: snap.next_event_seq,
        }
    }

    fn status(
        &self,
        cur: Option<Color>,
        person_seat: bool,
        snap: &crate::game::Snapshot,
    ) -> Message {
        let p = |c: Color| announce::color_name(c);
        if self.paused {
            return Key::PromptPaused.into();
        }
        if self.lesson_done {
            return Key::PromptLessonDone.into();
        }
        let Some(c) = cur else {
            return Key::PromptGameOver.into();
        };
        if let Some(h) = self.handover {
            return Message::new(Key::PromptHandover).with("player", p(h));
        }
        if !person_seat {
            return Message::new(Key::PromptCpu).with("player", p(c));
        }
        match snap.phase {
            Phase::ChoosingFirst => Message::new(Key::PromptFirstRoll).with("player", p(c)),
            Phase::AwaitingMove => Message::new(Key::PromptMove)
                .with("player", p(c))
                .with("n", i64::from(snap.pending_roll.unwrap_or(0))),
            _ if snap.auto_exit_due => Message::new(Key::PromptAutoExit).with("player", p(c)),
            _ => Message::new(Key::PromptRoll).with("player", p(c)),
        }
    }
}
