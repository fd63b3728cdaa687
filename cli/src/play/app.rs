//! The state of `ludo play` and `ludo learn`: keys and mouse clicks become inputs of
//! the core's table (`ludo_core::table`, `docs/table.md`), and its updates become the
//! log, the message line, save files and CPU jobs. The table runs the game (turn
//! timer, CPU pacing and staleness, announcements, when to save); this module only
//! wires it to the terminal. Keys and clicks are in [`super::input`], drawing in
//! [`super::ui`].

use super::board::BoardGeom;
use super::setup::SetupState;
use crate::storage::Storage;
use ludo_core::Color;
use ludo_core::ai::Level;
use ludo_core::game::{Event, Game, GameError, GameSetup};
use ludo_core::i18n::{Key, Lang, Message, localize};
use ludo_core::records::{ProfileId, Records, SeatProfile};
use ludo_core::rules::TokenId;
use ludo_core::table::{
    Clock, CpuDecision, Input, SaveSlot, SystemClock, Table, TableConfig, TableView, Update,
};
use std::cell::Cell;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::Duration;

/// Most event-log lines kept.
const LOG_MAX: usize = 400;

/// The CPU level a seat gets when handed to the CPU with `c`.
pub const HANDOVER_LEVEL: Level = Level::Medium;

/// An unfinished saved game offered at the resume prompt: the game (for the prompt)
/// and the save's text (the table reopens it with its time left and people).
#[derive(Debug)]
pub struct Saved {
    /// The game.
    pub game: Game,
    /// The save file's text.
    pub json: String,
    /// The names of the profiles its seats play as (the save's ids named by the
    /// records; none without them), shown at the prompt.
    pub profile_names: Vec<(Color, String)>,
    /// Games set aside earlier and how to find them (`ludo resume --list`), shown
    /// under the keys.
    pub aside_hint: Option<Message>,
}

impl Saved {
    /// The saved game `game` of text `json`, its profiles named by `records`.
    pub fn new(game: Game, json: String, records: Option<&Records>) -> Saved {
        let profile_names = records
            .map(|r| r.save_profile_names(&json))
            .unwrap_or_default();
        Saved {
            game,
            json,
            profile_names,
            aside_hint: None,
        }
    }
}

/// What `ludo play` leaves until a game starts or resumes, so that quitting the
/// resume prompt or the setup screen changes nothing on disk: the lock file and the
/// records database are made only for a game ([`App::open_for_game`]).
#[derive(Debug, Default)]
pub struct Deferred {
    /// Take the data directory's lock: its file did not exist, so no process held it.
    pub lock: bool,
    /// Open the records database, which did not exist (so it held no profiles).
    pub records: bool,
    /// The unfinished game's save read at the start (`None` inside: there was
    /// none), read again under the lock: another process may have played meanwhile.
    /// `None` when the saves were not read (`--new`: the first save sets aside what
    /// it finds).
    pub seen: Option<Option<String>>,
}

/// Which screen is shown.
#[derive(Debug)]
pub enum Screen {
    /// "An unfinished game was found: resume it?"
    ResumePrompt(Box<Saved>),
    /// The setup screen.
    Setup(SetupState),
    /// A game (or the lesson) at the table.
    Game,
}

/// The CPU job running on another thread.
struct Worker {
    rx: mpsc::Receiver<CpuDecision>,
    cancel: Arc<AtomicBool>,
}

impl Drop for Worker {
    fn drop(&mut self) {
        // Nobody waits for the decision any more: stop its search.
        self.cancel.store(true, Ordering::Relaxed);
    }
}

/// Everything `ludo play` shows and remembers.
pub struct App {
    /// The screen shown.
    pub screen: Screen,
    /// The table, once a game is started or resumed.
    pub table: Option<Table>,
    /// The table's clock (the system clock; a fake one in tests).
    pub clock: Arc<dyn Clock>,
    /// The table's pacing.
    pub config: TableConfig,
    /// The language of the table's texts.
    pub lang: Lang,
    /// Where games are saved; `None` saves nothing (tests).
    pub storage: Option<Storage>,
    /// Where finished games are recorded (profiles, ratings, history); `None`
    /// records nothing.
    pub records: Option<crate::records::Link>,
    /// Why finished games are not recorded in this session (the records database
    /// could not be opened: read-only, say); the log says so when a game ends, as
    /// it says "Recorded in the history" when they are.
    pub records_off: Option<String>,
    /// Event-log lines, oldest first.
    pub log: Vec<String>,
    /// The token the cursor is on while a person chooses a move.
    pub selected: Option<TokenId>,
    /// A line for the player: a hint, why a key did nothing, a save problem.
    pub message: Option<String>,
    /// Why the last save failed; `None` when it succeeded (or nothing was saved yet).
    pub save_error: Option<String>,
    /// The setup screen "new game" at the resume prompt shows (pre-filled by options).
    pub new_setup: SetupState,
    /// The game `--players` asked for, started by "new game" at the resume prompt
    /// instead of showing the setup screen.
    pub pending_start: Option<GameSetup>,
    /// "New game" was chosen at the resume prompt (the unfinished game was copied
    /// under `abandoned/`), or `play --new` found an unfinished game: it stays the
    /// current save until a game starts, so quitting before that says it can still
    /// be resumed.
    pub left_prompt_game: bool,
    /// The copy under `abandoned/` that "new game" at the resume prompt made
    /// ([`App::drop_unused_copy`] removes it when no new game started).
    pub prompt_copy: Option<std::path::PathBuf>,
    /// `play --new` found an unfinished game: it is copied under `abandoned/` before
    /// the new game starts ([`App::set_aside_for_new`]), and the start is refused
    /// when that fails (the new game could never be saved).
    pub set_aside_on_start: bool,
    /// What the player is told again when the program ends: games set aside, damaged
    /// saves kept.
    pub notices: Vec<String>,
    /// Where the last finished game was kept under `finished/` (said when the
    /// program ends on the game-over screen).
    pub finished_copy: Option<std::path::PathBuf>,
    /// Whether the last finished game was recorded in the history, in words (the
    /// line of the log; said again when the program ends on the game-over screen).
    pub recorded: Option<String>,
    /// Why games cannot be saved here (a read-only data folder), said before the
    /// game and put in the log when a game starts.
    pub unsavable: Option<String>,
    /// What is left to open before the first game ([`App::open_for_game`]); `None`
    /// when everything is open.
    pub deferred: Option<Deferred>,
    /// Whether the last frame hid the board ("the terminal is too small"): keys
    /// then do nothing but save and quit.
    pub board_hidden: Cell<bool>,
    /// Whether the game is paused because the board is hidden (see
    /// [`App::follow_board_hidden`]).
    pub paused_hidden: bool,
    /// Whether the help overlay is shown.
    pub show_help: bool,
    /// Whether the house-rules overlay is shown (`r`).
    pub show_rules: bool,
    /// `c` was pressed: the next key names the seat (y, b, r, g).
    pub choosing_seat: bool,
    /// `m` was pressed: the words typed so far to mix into the dice (the game is
    /// paused meanwhile).
    pub mixing: Option<String>,
    /// Set when the program should end.
    pub quit: bool,
    /// Where the board was last drawn (for mouse clicks).
    pub board_geom: Cell<Option<BoardGeom>>,
    worker: Option<Worker>,
    /// When the table asked to be ticked next (its clock).
    wake_at: Option<Duration>,
}

impl App {
    /// An app on `screen`, saving to `storage`, with a CPU pause of `cpu_delay`.
    pub fn new(screen: Screen, storage: Option<Storage>, cpu_delay: Duration) -> App {
        App {
            screen,
            table: None,
            clock: Arc::new(SystemClock::new()),
            config: TableConfig {
                cpu_delay,
                ..TableConfig::default()
            },
            lang: Lang::En,
            storage,
            records: None,
            records_off: None,
            left_prompt_game: false,
            prompt_copy: None,
            set_aside_on_start: false,
            log: vec![],
            selected: None,
            message: None,
            save_error: None,
            new_setup: SetupState::default(),
            pending_start: None,
            notices: vec![],
            deferred: None,
            unsavable: None,
            finished_copy: None,
            recorded: None,
            board_hidden: Cell::new(false),
            paused_hidden: false,
            show_help: false,
            show_rules: false,
            choosing_seat: false,
            mixing: None,
            quit: false,
            board_geom: Cell::new(None),
            worker: None,
            wake_at: None,
        }
    }

    /// A message of the catalog in the app's language.
    pub fn text(&self, m: &Message) -> String {
        localize(m, self.lang)
    }

    /// The game at the table.
    #[cfg(test)]
    pub fn game(&self) -> Option<&Game> {
        self.table.as_ref().map(Table::game)
    }

    /// The table's view now, when the game screen is shown.
    pub fn view(&self) -> Option<TableView> {
        match self.screen {
            Screen::Game => self.table.as_ref().map(Table::view),
            _ => None,
        }
    }

    /// Starts a new game from `setup`.
    ///
    /// Errors: the core refuses the setup.
    pub fn start_game(&mut self, setup: &GameSetup) -> Result<(), GameError> {
        let (t, u) = Table::new(setup, self.clock.clone(), self.config)?;
        let notes = match self.records.as_mut() {
            Some(l) => l.start(t.game()),
            None => vec![],
        };
        self.install(t, u);
        self.log.extend(notes);
        // The table's save keeps the profiles, so a resumed game is recorded with them.
        let seats: Vec<(Color, String)> = self
            .records
            .as_ref()
            .map(|l| {
                l.seats
                    .iter()
                    .map(|s| (s.color, s.profile.to_string()))
                    .collect()
            })
            .unwrap_or_default();
        for (color, id) in seats {
            self.apply(|t| {
                t.apply(Input::SetProfile {
                    color,
                    profile: Some(id),
                })
            });
        }
        self.name_profiles();
        Ok(())
    }

    /// Has the records name the seats' profiles (shown in the seat rows).
    fn name_profiles(&mut self) {
        if let (Some(t), Some(l)) = (self.table.as_mut(), self.records.as_ref()) {
            t.name_profiles(&l.records);
        }
    }

    /// Starts the lesson ("learn on the board"); it saves to the lesson's file only.
    ///
    /// Errors: none in practice (the lesson's setup is fixed).
    pub fn start_lesson(&mut self) -> Result<(), GameError> {
        let (t, u) = Table::tutorial(self.clock.clone(), self.config)?;
        self.install(t, u);
        Ok(())
    }

    /// Continues a saved game (or lesson) from its save's text; the log starts with
    /// "welcome back".
    ///
    /// Errors: the text is not a valid save, in words.
    pub fn resume_json(&mut self, json: &str) -> Result<(), String> {
        let (t, u) =
            Table::load(json, self.clock.clone(), self.config).map_err(|e| e.to_string())?;
        if let Some(l) = self.records.as_mut() {
            let seats = u
                .view
                .seats
                .iter()
                .filter_map(|s| {
                    let id = ProfileId::parse(s.profile.as_deref()?).ok()?;
                    Some(SeatProfile {
                        color: s.color,
                        profile: id,
                    })
                })
                .collect();
            l.resumed(seats, t.undos());
        }
        // `ludo play --profile ...` answered "resume" at the prompt: the profiles
        // asked for apply to the resumed game too.
        let (changed, notes) = match self.records.as_mut() {
            Some(l) => l.resume_with_wanted(t.game()),
            None => (vec![], vec![]),
        };
        self.install(t, u);
        for (color, id) in changed {
            self.apply(|t| {
                t.apply(Input::SetProfile {
                    color,
                    profile: id.map(|id| id.to_string()),
                })
            });
        }
        self.name_profiles();
        self.message = self.log.last().cloned();
        self.log.extend(notes);
        Ok(())
    }

    /// Continues a loaded game (a save without its text: tests).
    #[cfg(test)]
    pub fn resume_game(&mut self, g: Game) {
        let json = match ludo_core::save::save(&g) {
            Ok(json) => json,
            Err(e) => {
                self.message = Some(e.to_string());
                return;
            }
        };
        if let Err(e) = self.resume_json(&json) {
            self.message = Some(e);
        }
    }

    fn install(&mut self, t: Table, u: Update) {
        self.log.clear();
        self.worker = None;
        self.selected = None;
        self.table = Some(t);
        self.screen = Screen::Game;
        // A message from before the game (a game set aside, a damaged save) stays
        // until the first action.
        let before = self.message.take();
        self.absorb(u);
        if let Some(m) = &self.unsavable {
            self.log.push(m.clone());
        }
        self.message = self.message.take().or(before);
    }

    /// Follows one update of the table: log, message, selection, save, CPU job.
    fn absorb(&mut self, u: Update) {
        self.wake_at = u.wake_at;
        // A game (or the lesson, again) starts: its log starts afresh. Kept, the
        // lesson's old lines would say "Game 1 begins" twice (its number stays 1).
        if u.events
            .iter()
            .any(|e| matches!(e.event, Event::GameStarted { .. }))
        {
            self.log.clear();
        }
        for m in &u.announcements {
            let line = self.text(m);
            self.log.push(line);
        }
        // The dice code in the log too: the panel shows it only until the first
        // roll (a CPU may roll at once), and the game-over box shows it again to
        // compare.
        if u.events
            .iter()
            .any(|e| matches!(e.event, Event::GameStarted { .. }))
            && let Some(line) = &u.view.dice_code_line
        {
            let line = self.text(line);
            self.log.push(line);
        }
        if self.log.len() > LOG_MAX {
            self.log.drain(..self.log.len() - LOG_MAX);
        }
        if let Some(r) = u.refused {
            self.message = Some(self.text(&r.message()));
        } else if !u.events.is_empty() {
            self.message = None;
        }
        let movable: Vec<TokenId> = u.view.moves.iter().map(|m| m.token).collect();
        self.selected = match (u.view.hint.as_ref(), self.selected) {
            (Some(h), _) => Some(h.token),
            (None, Some(t)) if movable.contains(&t) => Some(t),
            _ => movable.first().copied(),
        };
        let mut finished = false;
        for e in &u.events {
            match &e.event {
                Event::GameOver { .. } => finished = true,
                Event::Undone { .. } => {
                    if let Some(l) = self.records.as_mut() {
                        l.undos += 1;
                    }
                }
                Event::GameStarted { game_number, .. } if *game_number > 1 => {
                    if let Some(l) = self.records.as_mut() {
                        l.again();
                    }
                }
                _ => {}
            }
        }
        if u.cancel_cpu {
            self.worker = None;
        }
        if let Some(req) = &u.save {
            self.write_save(req.slot, &req.json);
        } else if u.announcements.iter().any(|m| m.key == Key::SaveFailed) {
            // The table made no save (it would be too large to load again): the last
            // save stays, so quitting saves nothing either, and the keys must say
            // "q quit" as after a failed write (they still promised "save & quit").
            self.save_error = Some(self.text(&Key::SaveFailed.into()));
        }
        // After every action: a profile deleted (or renamed) meanwhile by `ludo
        // profiles` in another terminal left its old name on the seat for the rest of
        // the session. A few indexed reads of the records, once an action.
        if !u.events.is_empty() {
            self.name_profiles();
        }
        if finished && self.table.as_ref().is_some_and(|t| !t.is_tutorial()) {
            self.finished();
        }
        if let Some(job) = u.cpu_job {
            let cancel = Arc::new(AtomicBool::new(false));
            let (tx, rx) = mpsc::channel();
            let flag = cancel.clone();
            std::thread::spawn(move || {
                let _ = tx.send(job.run(&flag));
            });
            self.worker = Some(Worker { rx, cancel });
        }
    }

    /// A game just ended: a copy for `ludo replay`, then the records (after the save,
    /// so a crash in between leaves the finished game on disk to record later).
    fn finished(&mut self) {
        let Some(t) = self.table.as_ref() else {
            return;
        };
        let g = t.game().clone();
        self.finished_copy = match (self.storage.as_ref(), t.save_request()) {
            (Some(s), Ok(req)) => s.archive_finished(&g, &req.json).ok(),
            _ => None,
        };
        // The log speaks the game's language; the line printed at the end is English,
        // as the rest of that line.
        let (log, printed) = if let Some(l) = self.records.as_mut() {
            match l.record(&g) {
                Ok(r) => (
                    Some(crate::records::recorded_line(&r, self.lang)),
                    Some(crate::records::recorded_line(&r, Lang::En)),
                ),
                Err(m) => (Some(m.clone()), Some(m)),
            }
        } else {
            let line = self.records_off.as_ref().map(|why| {
                format!(
                    "Not recorded in the history: {why}; the copy kept under finished/ is recorded at the next start that can write the records."
                )
            });
            (line.clone(), line)
        };
        self.recorded = printed;
        if let Some(line) = log {
            self.log.push(line);
        }
    }

    /// Writes the table's save; a failure is shown and kept in [`App::save_error`],
    /// and what the save did besides (a game set aside, a damaged save kept) is
    /// shown and kept in [`App::notices`].
    fn write_save(&mut self, slot: SaveSlot, json: &str) {
        let (Some(s), Some(t)) = (self.storage.as_mut(), self.table.as_ref()) else {
            return;
        };
        // The lesson's storage writes tutorial.json, the game's current.json; a save
        // for the other slot is never written (the lesson must not replace a game).
        if (slot == SaveSlot::Tutorial) != s.is_lesson() {
            self.save_error = Some(format!("a save for the {slot:?} slot was not written"));
            return;
        }
        let result = s.save_text(t.game(), json);
        let notices = s.take_notices();
        let path = s.current_path();
        let dir_args = s.data_dir_args();
        match result {
            Ok(()) => {
                self.save_error = None;
                // The folder can be written after all (made writable meanwhile).
                self.unsavable = None;
            }
            Err(e) => {
                self.message = Some(format!(
                    "Could not save the game to {}: {e}",
                    path.display()
                ));
                self.save_error = Some(e.to_string());
            }
        }
        if !notices.is_empty() {
            let text: Vec<String> = notices.iter().map(|n| self.text(&n.message())).collect();
            let text = text.join(" ");
            self.message = Some(match self.message.take() {
                Some(m) => format!("{m} {text}"),
                None => text,
            });
            self.notices.extend(
                notices
                    .iter()
                    .map(|n| crate::aside::full_notice(n, &dir_args)),
            );
        }
    }

    /// Whether quitting now would leave the game unsaved: the data folder cannot be
    /// written (said before the game) or the last save failed. The key line, the
    /// help and the too-small screen then say "q quit" instead of "save and quit".
    pub fn cannot_save(&self) -> bool {
        self.save_error.is_some() || self.unsavable.is_some()
    }

    /// Saves the table now (quit, a signal): with the time left on the turn timer.
    pub fn save(&mut self) {
        match self.table.as_ref().map(Table::save_request) {
            Some(Ok(req)) => self.write_save(req.slot, &req.json),
            // Nothing is written: the last save on disk stays.
            Some(Err(e)) => {
                self.message = Some(format!("Could not save the game: {e}"));
                self.save_error = Some(e.to_string());
            }
            None => {}
        }
    }

    /// Pauses the game while a screen of `area` hides the board (the terminal is too
    /// small for it), and goes on when it shows again; returns whether that changed.
    /// Why: keys do nothing then (no move on a board the player cannot see), but the
    /// turn timer ran on and played for the player, three times handing the seat to
    /// the CPU, and the CPU seats moved unseen. Like the help, the table's `Pause`.
    /// Called before the frame is drawn (see the event loop).
    pub fn follow_board_hidden(&mut self, area: ratatui::layout::Rect) -> bool {
        let hidden =
            matches!(self.screen, Screen::Game) && super::ui::board_geom_at(area).is_none();
        if hidden == self.paused_hidden {
            return false;
        }
        self.paused_hidden = hidden;
        if hidden {
            self.apply(Table::pause);
        } else if !(self.show_help || self.show_rules || self.mixing.is_some()) {
            // The help, the rules and the mix field keep their own pause.
            self.apply(Table::resume);
        }
        true
    }

    /// Pauses the game (which saves it) before the process stops for SIGTSTP; returns
    /// whether this paused it, for [`App::resume_after_stop`]. Why: the turn timer
    /// ran on while the game was suspended, and on `fg` played for the player.
    pub fn pause_for_stop(&mut self) -> bool {
        let running = self.table.as_ref().is_some_and(|t| !t.is_paused());
        if running {
            self.apply(Table::pause);
        }
        running
    }

    /// Goes on after the process was continued, when [`App::pause_for_stop`] paused it.
    pub fn resume_after_stop(&mut self, paused_it: bool) {
        if paused_it {
            self.apply(Table::resume);
        }
    }

    /// Advances time: takes a finished CPU decision to the table, and ticks the
    /// table when it asked to be woken. Returns whether anything changed.
    pub fn tick(&mut self) -> bool {
        if !matches!(self.screen, Screen::Game) {
            return false;
        }
        let mut changed = false;
        if let Some(w) = &self.worker {
            match w.rx.try_recv() {
                Ok(d) => {
                    self.worker = None;
                    self.apply(|t| t.cpu_decided(d));
                    changed = true;
                }
                Err(mpsc::TryRecvError::Empty) => {}
                Err(mpsc::TryRecvError::Disconnected) => self.worker = None,
            }
        }
        if let Some(t) = self.table.as_ref()
            && self.wake_at.is_some_and(|at| at <= t.now())
        {
            self.apply(Table::tick);
            changed = true;
        }
        changed
    }

    /// Waits for the CPU job that is out, then takes its decision (tests).
    #[cfg(test)]
    pub fn wait_cpu(&mut self) -> bool {
        let Some(w) = self.worker.take() else {
            return false;
        };
        match w.rx.recv() {
            Ok(d) => {
                self.apply(|t| t.cpu_decided(d));
                true
            }
            Err(_) => false,
        }
    }

    /// How long the event loop may wait for input before [`App::tick`] is due.
    pub fn next_wake(&self) -> Duration {
        let mut d = Duration::from_millis(250);
        if self.worker.is_some() {
            d = Duration::from_millis(10);
        }
        if let Some(t) = self.table.as_ref()
            && let Some(at) = self.wake_at
        {
            d = d.min(at.saturating_sub(t.now()));
        }
        d
    }

    /// Gives one input to the table and follows its update.
    pub(super) fn apply(&mut self, f: impl FnOnce(&mut Table) -> Update) {
        if let Some(t) = self.table.as_mut() {
            let u = f(t);
            self.absorb(u);
        }
    }
}

/// The first letter in upper case.
pub(crate) fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}
