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
pub mod aside;
pub mod clock;
pub mod cpu;
pub mod feedback;
mod handlers;
mod input;
pub mod persist;
mod rated;
#[cfg(feature = "records")]
mod record_save;
pub mod replay;
mod timer;
pub mod tutorial;
pub mod view;

#[cfg(test)]
mod tests;

pub use aside::{AsideFile, AsideGame, AsideState, set_aside_games};
pub use clock::{Clock, FakeClock, SystemClock};
pub use cpu::{CpuDecision, CpuJob};
pub use feedback::Feedback;
pub use input::{Input, Refusal, Update};
pub use persist::{SaveRequest, SaveSlot, SaveSummary, TableSave, inspect_save};
pub use rated::profiles_fixed;
pub use tutorial::LessonStep;
pub use view::{
    CaptureView, DieRoll, DieView, HintView, LastMove, MoveView, Progress, SeatView, TableView,
    TimerView, TokenView, TutorialView,
};

use crate::ai::{self, Hint};
use crate::color::Color;
use crate::game::{Event, Game, GameError, GameSetup, Numbered, Phase, SeatKind};
use crate::i18n::{Arg, Key, Message};
use crate::rules::RuleError;
use crate::rules::TokenId;
use crate::save::SaveError;
use crate::save::text::SaveText;
use crate::view::geometry::{Layout, SquareId};
use crate::view::timing::{Timing, settle_ms};
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
    /// The play screen animates with these durations: before a CPU acts, wait
    /// until the motion of the update before has settled
    /// ([`crate::view::timing::settle_ms`]) as well as [`TableConfig::cpu_delay`].
    /// `None`: no wait (the terminal, tests).
    pub motion: Option<Timing>,
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
            motion: None,
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
    /// The names of those profiles, once the records named them
    /// (`Table::name_profiles`); not saved: a profile may be renamed meanwhile.
    profile_names: [Option<String>; 4],
    tutorial: bool,
    lesson_done: bool,
    timer: Option<TurnTimer>,
    cpu: CpuState,
    ticket: u64,
    paused: bool,
    hint: Option<Hint>,
    /// The hint's gain over the next best move ([`crate::ai::hint_gain`]).
    hint_gain: Option<f32>,
    handover: Option<Color>,
    last_move: Option<LastMove>,
    undos: u32,
    /// The game number whose first CPU roll a person released ([`Table::held_for_start`]).
    released_game: Option<u32>,
    /// The save's history and rolls as written so far: every update's save adds
    /// only the new actions (issue 33, item 2).
    save_text: SaveText,
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

/// Keeps `last` the last move (with what it captured) as the game's events come.
fn follow_last_move(last: &mut Option<LastMove>, e: &Event) {
    match e {
        Event::GameStarted { .. } | Event::Undone { .. } => *last = None,
        Event::Moved {
            color,
            token,
            from,
            to,
            path,
            ..
        } => {
            *last = Some(LastMove {
                color: *color,
                token: *token,
                from: (*from).into(),
                to: (*to).into(),
                path: path.as_slice().iter().map(|&p| p.into()).collect(),
                captured: vec![],
            })
        }
        Event::Captured { color, token, .. } => {
            if let Some(m) = last.as_mut() {
                m.captured.push(CaptureView {
                    color: *color,
                    token: *token,
                });
            }
        }
        _ => {}
    }
}

impl Table {
    fn with_game(game: Game, clock: Arc<dyn Clock>, config: TableConfig, tutorial: bool) -> Table {
        let people = persist::people_of(&game);
        Table::with_people(game, clock, config, tutorial, people)
    }

    /// [`Table::with_game`] with the seats people played given (a replay knows
    /// them without reading the history again).
    fn with_people(
        game: Game,
        clock: Arc<dyn Clock>,
        config: TableConfig,
        tutorial: bool,
        people: [bool; 4],
    ) -> Table {
        Table {
            layout: Layout::new(game.variant()),
            game,
            clock,
            config,
            people,
            profiles: Default::default(),
            profile_names: Default::default(),
            tutorial,
            lesson_done: false,
            timer: None,
            cpu: CpuState::Idle,
            ticket: 0,
            paused: false,
            hint: None,
            hint_gain: None,
            handover: None,
            last_move: None,
            undos: 0,
            released_game: None,
            save_text: SaveText::default(),
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
    ///
    /// Errors: none in practice (the lesson's setup is fixed and tested); the
    /// game's error type is kept so no panic path exists.
    pub fn tutorial(
        clock: Arc<dyn Clock>,
        config: TableConfig,
    ) -> Result<(Table, Update), GameError> {
        let game = Game::new(&tutorial::lesson_setup())?;
        let mut t = Table::with_game(game, clock, config, true);
        let u = t.start_update();
        Ok((t, u))
    }

    /// Opens a saved game or lesson: the turn timer continues with the time left at
    /// the last save; the update says "welcome back" ("this game is over" for a
    /// finished one) (and schedules a CPU turn when a
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
        // The history is written for the saves to come now, with the load's own
        // pass over it, rather than in the first action's update. A failure here
        // is met again (and reported) by that update's save.
        t.save_text.catch_up(&t.game).ok();
        // The board marks the last move after a resume too: the save has no view,
        // but the replayed game has its events.
        for e in t.game.events_since(0) {
            follow_last_move(&mut t.last_move, &e.event);
        }
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
        // A finished game is opened to see its result: "welcome back, the game
        // continues" would be false.
        b.extra.push(Message::new(if t.is_finished() {
            Key::TableReopenedOver
        } else if t.tutorial {
            Key::TableLessonResumed
        } else {
            Key::TableResumed
        }));
        // Nothing was played: the save held no secret, so the load drew a new one
        // (`docs/fair-dice.md`). Say so, with the code to note, and that any words
        // mixed in before went with the old secret.
        if !t.tutorial
            && !t.is_finished()
            && crate::save::secret_withheld(&t.game)
            && let Some(c) = t.game.dice_commitment()
        {
            b.extra
                .push(Message::new(Key::TableNewDiceCode).with("code", Arg::Text(c.code())));
        }
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

    /// Undos made in the current game, those before a save and reload included (the
    /// save keeps the count): what the records need to know whether it may be rated.
    pub fn undos(&self) -> u32 {
        self.undos
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
    ///
    /// Errors: [`SaveError::Write`] if the game cannot be written,
    /// [`SaveError::TooLarge`] if its save would be too large to load again; the
    /// shell then writes nothing and the last save stays.
    pub fn save_request(&self) -> Result<SaveRequest, SaveError> {
        Ok(SaveRequest {
            slot: self.slot(),
            json: persist::write(&self.game, &self.table_save())?,
            finished: self.is_finished(),
        })
    }

    /// [`Table::save_request`] written by adding to the save text of the update
    /// before: the same bytes, at a cost that does not grow with the game.
    fn next_save_request(&mut self) -> Result<SaveRequest, SaveError> {
        let table = self.table_save();
        Ok(SaveRequest {
            slot: self.slot(),
            json: self.save_text.write(&self.game, Some(&table))?,
            finished: self.is_finished(),
        })
    }

    /// The `"table"` part of the save now.
    fn table_save(&self) -> TableSave {
        let now = self.now();
        TableSave {
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
        }
    }

    /// Whether the game is over (or the lesson done): its saves say `finished`, and
    /// "Resume" must not reopen it.
    pub fn is_finished(&self) -> bool {
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
            cpu_job: (self.cpu == CpuState::Thinking)
                .then(|| self.make_job())
                .flatten(),
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
            Input::MixDice { words } => self.do_mix_dice(&mut b, &words),
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
    pub fn move_token(&mut self, token: TokenId) -> Update {
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
            match self.play_cpu_turn() {
                Some(u) => out.push(u),
                None => break,
            }
        }
        out
    }

    /// Plays one CPU action synchronously (as [`Table::play_cpu_turns`] does), or
    /// `None` when no CPU may act now. For tests and tools.
    pub fn play_cpu_turn(&mut self) -> Option<Update> {
        if !self.cpu_may_act() {
            return None;
        }
        let job = self.make_job()?;
        self.cpu = CpuState::Thinking;
        let decision = job.run(&AtomicBool::new(false));
        Some(self.cpu_decided(decision))
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
        let settle = self.config.motion.map_or(Duration::ZERO, |m| {
            Duration::from_millis(u64::from(settle_ms(&b.events, &m)))
        });
        let cpu_job = self.schedule_cpu(now, steps, settle, &mut b);
        // A save that cannot be written is reported, never sent as an empty file:
        // the shell keeps the last save.
        let save = match b.save.then(|| self.next_save_request()) {
            Some(Err(_)) => {
                b.extra.push(Key::SaveFailed.into());
                None
            }
            other => other.and_then(Result::ok),
        };
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
        self.hint_gain = None;
        for e in &b.events {
            follow_last_move(&mut self.last_move, &e.event);
            if let Event::SeatChanged {
                color,
                kind: SeatKind::Human,
            } = &e.event
            {
                self.people[color.index()] = true;
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
        !self.paused && !self.lesson_done && self.game.cpu_to_act() && !self.held_for_start()
    }

    /// Whether a CPU that would roll first waits for a person: while words may
    /// still be mixed into the dice (nothing played yet), a person at the table
    /// must have the time to do it, however short the CPU delay (issue 34: the
    /// window lasted only the delay). A person's roll ([`Input::Roll`]) releases
    /// it; a table of CPU players only is never held.
    pub(crate) fn held_for_start(&self) -> bool {
        !self.tutorial
            && self.released_game != Some(self.game.start().game_number)
            && self.game.can_mix_dice()
            && self.game.cpu_to_act()
            && self
                .game
                .players()
                .iter()
                .any(|&c| self.game.seat(c) == Some(SeatKind::Human))
    }

    /// The job for the CPU to act, `None` when a person is to act or the game is over.
    fn make_job(&self) -> Option<CpuJob> {
        let (c, level) = self.game.cpu_turn()?;
        Some(CpuJob::new(
            self.ticket,
            c,
            level,
            &self.game,
            self.config.cpu_max_nodes,
        ))
    }

    fn schedule_cpu(
        &mut self,
        now: Duration,
        steps: usize,
        settle: Duration,
        b: &mut Batch,
    ) -> Option<CpuJob> {
        if !self.cpu_may_act() {
            if self.cpu == CpuState::Thinking {
                b.cancel_cpu = true;
            }
            self.cpu = CpuState::Idle;
            return None;
        }
        if self.cpu == CpuState::Idle {
            let wait = self.config.cpu_delay
                + settle
                + self
                    .config
                    .step_delay
                    .saturating_mul(u32::try_from(steps).unwrap_or(u32::MAX));
            self.cpu = CpuState::Due(now + wait);
        }
        match self.cpu {
            CpuState::Due(at) if now >= at => {
                let job = self.make_job()?;
                self.cpu = CpuState::Thinking;
                Some(job)
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
}
