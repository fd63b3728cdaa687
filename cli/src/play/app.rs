//! The state of `ludo play` and `ludo learn`: keys and mouse clicks become inputs of
//! the core's table (`ludo_core::table`, `docs/table.md`), and its updates become the
//! log, the message line, save files and CPU jobs. The table runs the game (turn
//! timer, CPU pacing and staleness, announcements, when to save); this module only
//! wires it to the terminal. Drawing is in [`super::ui`].

use super::board::BoardGeom;
use super::setup::{SetupOutcome, SetupState};
use crate::storage::Storage;
use crossterm::event::{
    KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ludo_core::Color;
use ludo_core::ai::Level;
use ludo_core::game::{Event, Game, GameError, GameSetup, Phase, SeatKind};
use ludo_core::i18n::{Lang, Message, localize};
use ludo_core::records::{ProfileId, SeatProfile};
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
    /// What the player is told again when the program ends: games set aside, damaged
    /// saves kept.
    pub notices: Vec<String>,
    /// Whether the last frame hid the board ("the terminal is too small"): keys
    /// then do nothing but save and quit.
    pub board_hidden: Cell<bool>,
    /// Whether the help overlay is shown.
    pub show_help: bool,
    /// Whether the house-rules overlay is shown (`r`).
    pub show_rules: bool,
    /// `c` was pressed: the next key names the seat (y, b, r, g).
    pub choosing_seat: bool,
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
            log: vec![],
            selected: None,
            message: None,
            save_error: None,
            new_setup: SetupState::default(),
            pending_start: None,
            notices: vec![],
            board_hidden: Cell::new(false),
            show_help: false,
            show_rules: false,
            choosing_seat: false,
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
        Ok(())
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
            l.resumed(seats);
        }
        self.install(t, u);
        self.message = self.log.last().cloned();
        Ok(())
    }

    /// Continues a loaded game (a save without its text: tests).
    #[cfg(test)]
    pub fn resume_game(&mut self, g: Game) {
        let json = ludo_core::save::save(&g);
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
        self.message = self.message.take().or(before);
    }

    /// Follows one update of the table: log, message, selection, save, CPU job.
    fn absorb(&mut self, u: Update) {
        self.wake_at = u.wake_at;
        for m in &u.announcements {
            let line = self.text(m);
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
        let Some(g) = self.table.as_ref().map(|t| t.game().clone()) else {
            return;
        };
        if let Some(s) = self.storage.as_ref() {
            let _ = s.archive_finished(&g);
        }
        if let Some(l) = self.records.as_mut() {
            let line = l.record(&g);
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
        match result {
            Ok(()) => self.save_error = None,
            Err(e) => {
                self.message = Some(format!("Could not save the game: {e}"));
                self.save_error = Some(e.to_string());
            }
        }
        if !notices.is_empty() {
            let text: Vec<String> = notices.iter().map(|n| n.short()).collect();
            let text = text.join(" ");
            self.message = Some(match self.message.take() {
                Some(m) => format!("{m} {text}"),
                None => text,
            });
            self.notices.extend(notices.iter().map(|n| n.full()));
        }
    }

    /// Saves the table now (quit, a signal): with the time left on the turn timer.
    pub fn save(&mut self) {
        if let Some(req) = self.table.as_ref().map(Table::save_request) {
            self.write_save(req.slot, &req.json);
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
    fn apply(&mut self, f: impl FnOnce(&mut Table) -> Update) {
        if let Some(t) = self.table.as_mut() {
            let u = f(t);
            self.absorb(u);
        }
    }

    /// Handles a key press.
    pub fn handle_key(&mut self, k: KeyEvent) {
        if k.kind == KeyEventKind::Release {
            return;
        }
        let ctrl_c = k.code == KeyCode::Char('c') && k.modifiers.contains(KeyModifiers::CONTROL);
        match &mut self.screen {
            Screen::ResumePrompt(_) => self.key_resume(k, ctrl_c),
            Screen::Setup(s) => match s.handle_key(k) {
                SetupOutcome::None => {}
                SetupOutcome::Quit => self.quit = true,
                SetupOutcome::Start(setup) => {
                    if let Err(e) = self.start_game(&setup) {
                        self.message = Some(capitalise(&e.to_string()));
                    }
                }
            },
            Screen::Game => {
                // The board is hidden (terminal too small): only save-and-quit works,
                // a key meant for a board the player cannot see must not play.
                let quit_key = ctrl_c || matches!(k.code, KeyCode::Char('q') | KeyCode::Esc);
                if self.board_hidden.get() && !quit_key {
                    return;
                }
                if self.show_help || self.show_rules {
                    self.show_help = false;
                    self.show_rules = false;
                    if !ctrl_c {
                        return;
                    }
                }
                if ctrl_c {
                    self.save_and_quit();
                    return;
                }
                if std::mem::take(&mut self.choosing_seat) {
                    self.key_seat(k);
                    return;
                }
                let Some(v) = self.view() else { return };
                if v.can_play_again {
                    self.key_over(k);
                } else {
                    self.key_game(k, &v);
                }
            }
        }
    }

    fn key_resume(&mut self, k: KeyEvent, ctrl_c: bool) {
        match k.code {
            _ if ctrl_c => self.quit = true,
            KeyCode::Char('y') | KeyCode::Char('r') | KeyCode::Enter => {
                let old = std::mem::replace(&mut self.screen, Screen::Setup(SetupState::default()));
                if let Screen::ResumePrompt(s) = old
                    && let Err(e) = self.resume_json(&s.json)
                {
                    self.message = Some(e);
                    self.screen = Screen::ResumePrompt(s);
                }
            }
            KeyCode::Char('n') => self.abandon_and_setup(),
            KeyCode::Char('q') | KeyCode::Esc => self.quit = true,
            _ => {}
        }
    }

    /// "New game" at the resume prompt: sets the unfinished game aside under
    /// `abandoned/` first (it stays on the prompt when that fails), then starts the
    /// game `--players` asked for, or shows the setup screen.
    fn abandon_and_setup(&mut self) {
        let Screen::ResumePrompt(s) = &self.screen else {
            return;
        };
        if let Some(st) = self.storage.as_ref() {
            match st.abandon_text(&s.json) {
                Ok(p) => {
                    let n = crate::storage::Notice::SetAside(p);
                    self.message = Some(n.short());
                    self.notices.push(n.full());
                }
                Err(e) => {
                    self.message = Some(format!(
                        "Could not keep the unfinished game aside ({e}); resume it (y) or quit (q)."
                    ));
                    return;
                }
            }
        }
        self.screen = Screen::Setup(self.new_setup.clone());
        if let Some(setup) = self.pending_start.take()
            && let Err(e) = self.start_game(&setup)
        {
            self.message = Some(capitalise(&e.to_string()));
        }
    }

    fn key_over(&mut self, k: KeyEvent) {
        let lesson = self.table.as_ref().is_some_and(Table::is_tutorial);
        match k.code {
            // Not Space: a roll key pressed once too often must not start a new game.
            KeyCode::Enter | KeyCode::Char('p') => self.apply(Table::play_again),
            KeyCode::Char('n') if !lesson => {
                self.screen = Screen::Setup(self.new_setup.clone());
                self.message = None;
            }
            KeyCode::Char('q') | KeyCode::Esc => self.save_and_quit(),
            KeyCode::Char('?') => self.show_help = true,
            KeyCode::Char('r') => self.show_rules = true,
            _ => {}
        }
    }

    fn save_and_quit(&mut self) {
        self.save();
        self.quit = true;
    }

    fn key_game(&mut self, k: KeyEvent, v: &TableView) {
        match k.code {
            KeyCode::Char('q') | KeyCode::Esc => self.save_and_quit(),
            KeyCode::Char('?') => self.show_help = true,
            KeyCode::Char('r') => self.show_rules = true,
            KeyCode::Char(' ') | KeyCode::Enter => self.primary(v),
            KeyCode::Char(d @ '1'..='4') => {
                if let Some(t) = TokenId::new(d as u8 - b'1') {
                    self.apply(|tb| tb.move_token(t));
                }
            }
            KeyCode::Left | KeyCode::Up | KeyCode::BackTab => self.cycle_selection(v, -1),
            KeyCode::Right | KeyCode::Down | KeyCode::Tab => self.cycle_selection(v, 1),
            KeyCode::Char('h') => {
                self.apply(Table::hint);
                if let Some(h) = self.view().and_then(|v| v.hint) {
                    self.message = Some(self.text(&h.message));
                }
            }
            KeyCode::Char('u') => self.apply(Table::undo),
            KeyCode::Char('c') => {
                self.choosing_seat = true;
                self.message = Some(
                    "Which seat goes to the CPU or back? y Yellow ○, b Blue □, r Red △, \
                     g Green ✚ (any other key: none)."
                        .into(),
                );
            }
            _ => {}
        }
    }

    /// The key after `c`: the colour of the seat to hand to the CPU or take back.
    /// The seat is named, never "the one to act", so two presses in pass-and-play
    /// cannot hand both people to the CPU.
    fn key_seat(&mut self, k: KeyEvent) {
        self.message = None;
        let color = match k.code {
            KeyCode::Char('y') => Color::Yellow,
            KeyCode::Char('b') => Color::Blue,
            KeyCode::Char('r') => Color::Red,
            KeyCode::Char('g') => Color::Green,
            _ => return,
        };
        let Some(seat) = self
            .view()
            .and_then(|v| v.seats.into_iter().find(|s| s.color == color))
        else {
            self.message = Some(format!("{} does not play in this game.", color.name()));
            return;
        };
        let kind = match seat.kind {
            SeatKind::Human => SeatKind::Cpu(HANDOVER_LEVEL),
            SeatKind::Cpu(_) if seat.can_take_back => SeatKind::Human,
            SeatKind::Cpu(_) => {
                self.message = Some(format!(
                    "{} is a CPU seat from the start; only seats a person played can be taken back.",
                    super::text::player(color)
                ));
                return;
            }
        };
        self.apply(|t| t.set_seat(color, kind));
    }

    /// Space / Enter: roll, or move the selected token.
    fn primary(&mut self, v: &TableView) {
        match (v.phase, self.selected) {
            (Phase::AwaitingMove, Some(t)) if v.person_to_act => self.apply(|tb| tb.move_token(t)),
            _ => self.apply(Table::roll),
        }
    }

    fn cycle_selection(&mut self, v: &TableView, step: i32) {
        let m: Vec<TokenId> = v.moves.iter().map(|m| m.token).collect();
        if m.is_empty() {
            return;
        }
        let i = self
            .selected
            .and_then(|s| m.iter().position(|&x| x == s))
            .unwrap_or(0) as i32;
        let n = m.len() as i32;
        self.selected = Some(m[(i + step).rem_euclid(n) as usize]);
    }

    /// Handles a mouse event: a left click on the board goes to the table (a roll
    /// when one is due, else the token or target square clicked).
    pub fn handle_mouse(&mut self, m: MouseEvent) {
        if m.kind != MouseEventKind::Down(MouseButton::Left) {
            return;
        }
        if self.show_help || self.show_rules {
            self.show_help = false;
            self.show_rules = false;
            return;
        }
        if self.board_hidden.get() || !matches!(self.screen, Screen::Game) {
            return;
        }
        let Some(geom) = self.board_geom.get() else {
            return;
        };
        let Some((x, y)) = geom.to_board(m.column, m.row) else {
            return;
        };
        // Half a grid cell: a click on the edge of a square still counts.
        self.apply(|t| t.tap_board(x, y, 0.5));
    }
}

/// The first letter in upper case.
fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}
