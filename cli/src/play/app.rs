//! The state of `ludo play` and everything that changes it: keys, mouse clicks,
//! CPU turns, the turn timer and autosave. Drawing is in [`super::ui`].

use super::board::BoardGeom;
use super::setup::{SetupOutcome, SetupState};
use super::text;
use crate::storage::Storage;
use crossterm::event::{
    KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ludo_core::Color;
use ludo_core::ai::{Budget, Level};
use ludo_core::game::{Action, Event, Game, GameError, GameSetup, Phase, SeatKind};
use ludo_core::rules::TokenId;
use ludo_core::view::{Hit, Layout, SquareId, square_for};
use std::cell::Cell;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// Most event-log lines kept.
const LOG_MAX: usize = 400;

/// The CPU level a seat gets when handed to the CPU with `c`.
pub const HANDOVER_LEVEL: Level = Level::Medium;

/// Which screen is shown.
#[derive(Debug)]
pub enum Screen {
    /// "An unfinished game was found: resume it?"
    ResumePrompt(Box<Game>),
    /// The setup screen.
    Setup(SetupState),
    /// A game in progress (or over: [`App::game`] tells).
    Game,
}

/// A CPU decision running on another thread.
struct Worker {
    rx: mpsc::Receiver<Result<Action, GameError>>,
    cancel: Arc<AtomicBool>,
    /// Length of the history when the decision started; a result for another state
    /// is thrown away.
    history_len: usize,
}

impl Drop for Worker {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

/// Everything `ludo play` shows and remembers.
pub struct App {
    /// The screen shown.
    pub screen: Screen,
    /// The game, once one is started or resumed.
    pub game: Option<Game>,
    /// The board geometry of the game.
    pub layout: Option<Layout>,
    /// Where games are saved; `None` saves nothing (tests).
    pub storage: Option<Storage>,
    /// Where finished games are recorded (profiles, ratings, history); `None`
    /// records nothing.
    pub records: Option<crate::records::Link>,
    /// Pause before each CPU action.
    pub cpu_delay: Duration,
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
    /// Set when the program should end.
    pub quit: bool,
    /// Where the board was last drawn (for mouse clicks).
    pub board_geom: Cell<Option<BoardGeom>>,
    /// Seats that a person played at some point of this game (for `c`).
    person_seats: [bool; 4],
    seen_seq: u64,
    cpu_due: Option<Instant>,
    worker: Option<Worker>,
    /// The (history length, phase) the turn timer runs for, and when it runs out.
    timer: Option<((usize, Phase), Instant)>,
}

impl App {
    /// An app on `screen`, saving to `storage`.
    pub fn new(screen: Screen, storage: Option<Storage>, cpu_delay: Duration) -> App {
        App {
            screen,
            game: None,
            layout: None,
            storage,
            records: None,
            cpu_delay,
            log: vec![],
            selected: None,
            message: None,
            save_error: None,
            new_setup: SetupState::default(),
            pending_start: None,
            notices: vec![],
            board_hidden: Cell::new(false),
            show_help: false,
            quit: false,
            board_geom: Cell::new(None),
            person_seats: [false; 4],
            seen_seq: 0,
            cpu_due: None,
            worker: None,
            timer: None,
        }
    }

    /// Starts a new game from `setup`.
    ///
    /// Errors: the core refuses the setup.
    pub fn start_game(&mut self, setup: &GameSetup) -> Result<(), GameError> {
        let g = Game::new(setup)?;
        let notes = match self.records.as_mut() {
            Some(l) => l.start(&g),
            None => vec![],
        };
        self.log.clear();
        self.install(g);
        self.log.extend(notes);
        self.save();
        Ok(())
    }

    /// Continues a loaded game; its whole log is rebuilt from its events.
    pub fn resume_game(&mut self, g: Game) {
        if let Some(l) = self.records.as_mut() {
            l.resumed();
        }
        self.log.clear();
        self.install(g);
        self.message = Some("Welcome back: the game continues where it was saved.".into());
    }

    fn install(&mut self, g: Game) {
        self.layout = Some(Layout::new(g.variant()));
        self.person_seats = [false; 4];
        for s in &g.start().seats {
            if s.kind == SeatKind::Human {
                self.person_seats[s.color.index()] = true;
            }
        }
        for a in g.history() {
            if let Action::Seat(c, SeatKind::Human) = a {
                self.person_seats[c.index()] = true;
            }
        }
        self.seen_seq = 0;
        self.game = Some(g);
        self.worker = None;
        self.cpu_due = None;
        self.timer = None;
        self.screen = Screen::Game;
        self.after_change();
    }

    /// The game, when the game screen is shown.
    fn playing(&self) -> Option<&Game> {
        match self.screen {
            Screen::Game => self.game.as_ref(),
            _ => None,
        }
    }

    /// Whether a person is to act now (roll or move).
    pub fn person_to_act(&self) -> bool {
        self.playing()
            .and_then(|g| g.current().and_then(|c| g.seat(c)))
            .is_some_and(|k| k == SeatKind::Human)
    }

    /// Tokens the player to act may move with the pending roll.
    pub fn movable(&self) -> Vec<TokenId> {
        self.game
            .as_ref()
            .and_then(|g| g.pending())
            .map(|(_, m)| m.iter().map(|m| m.token).collect())
            .unwrap_or_default()
    }

    /// The square the selected token would move to.
    pub fn target(&self) -> Option<SquareId> {
        let g = self.game.as_ref()?;
        let t = self.selected?;
        let c = g.current()?;
        let snap = g.snapshot();
        let m = snap.legal.iter().find(|m| m.token == t)?;
        square_for(g.variant(), c, t, m.to)
    }

    /// Seconds left on the turn timer, when it runs.
    pub fn time_left(&self, now: Instant) -> Option<u64> {
        self.timer
            .map(|(_, end)| end.saturating_duration_since(now).as_secs_f64().ceil() as u64)
    }

    /// Whether `c` is a seat a person played that the CPU plays now (`c` takes it back).
    pub fn handed_over(&self, c: Color) -> bool {
        self.person_seats[c.index()]
            && self
                .game
                .as_ref()
                .is_some_and(|g| matches!(g.seat(c), Some(SeatKind::Cpu(_))))
    }

    /// Whether a CPU decision is being computed or waited for.
    pub fn cpu_busy(&self) -> bool {
        self.worker.is_some() || self.cpu_due.is_some()
    }

    /// Applies one action to the game; reports a refusal in the message line.
    fn act(&mut self, a: Action) -> bool {
        let Some(g) = self.game.as_mut() else {
            return false;
        };
        match g.apply(a) {
            Ok(_) => {
                self.message = None;
                self.after_change();
                self.save();
                true
            }
            Err(e) => {
                self.message = Some(capitalise(&e.to_string()));
                false
            }
        }
    }

    /// After any change of the game: log the new events, reset selection, CPU wait and
    /// timer, archive a finished game.
    fn after_change(&mut self) {
        let Some(g) = self.game.as_ref() else { return };
        let v = g.variant();
        let mut finished = false;
        let mut announced_first = None;
        for e in g.events_since(self.seen_seq) {
            // "Game 2 begins; Red starts." already says who starts.
            let repeat =
                matches!(&e.event, Event::FirstPlayer { color } if announced_first == Some(*color));
            announced_first = match &e.event {
                Event::GameStarted { first, .. } => *first,
                _ => None,
            };
            if !repeat && let Some(line) = text::event(v, &e.event) {
                self.log.push(line);
            }
            match &e.event {
                Event::SeatChanged {
                    color,
                    kind: SeatKind::Human,
                } => {
                    self.person_seats[color.index()] = true;
                }
                Event::GameOver { .. } => finished = true,
                _ => {}
            }
        }
        if self.log.len() > LOG_MAX {
            self.log.drain(..self.log.len() - LOG_MAX);
        }
        self.seen_seq = g.next_event_seq();
        let movable = self.movable();
        self.selected = match self.selected {
            Some(t) if movable.contains(&t) => Some(t),
            _ => movable.first().copied(),
        };
        self.worker = None;
        self.cpu_due = None;
        if finished && let (Some(s), Some(g)) = (self.storage.as_ref(), self.game.as_ref()) {
            let _ = s.archive_finished(g);
        }
        if finished && let Some(l) = self.records.as_mut() {
            // Recorded by the next `save`, after the finished game is on disk.
            l.pending = true;
        }
    }

    /// Autosaves the game; a failure is shown and kept in [`App::save_error`], and
    /// what the save did besides (a game set aside, a damaged save kept) is shown
    /// and kept in [`App::notices`].
    pub fn save(&mut self) {
        if let (Some(s), Some(g)) = (self.storage.as_mut(), self.game.as_ref()) {
            let result = s.save(g);
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
        // A finished game is recorded after its save was written (or failed to be:
        // then the records are the only copy left).
        if let (Some(l), Some(g)) = (self.records.as_mut(), self.game.as_ref())
            && l.pending
        {
            l.pending = false;
            let line = l.record(g);
            self.log.push(line);
        }
    }

    /// Advances time: runs CPU turns (after the delay, off the UI thread) and the turn
    /// timer. Returns whether anything changed.
    pub fn tick(&mut self, now: Instant) -> bool {
        let Some(g) = self.playing() else {
            return false;
        };
        if g.phase() == Phase::GameOver {
            self.timer = None;
            return false;
        }
        if g.cpu_to_act() {
            self.timer = None;
            return self.tick_cpu(now);
        }
        self.tick_timer(now)
    }

    fn tick_cpu(&mut self, now: Instant) -> bool {
        if let Some(w) = &self.worker {
            let result = match w.rx.try_recv() {
                Ok(r) => r,
                Err(mpsc::TryRecvError::Empty) => return false,
                Err(mpsc::TryRecvError::Disconnected) => {
                    self.worker = None;
                    return false;
                }
            };
            let fresh = self
                .game
                .as_ref()
                .is_some_and(|g| g.history().len() == w.history_len);
            self.worker = None;
            return match result {
                Ok(a) if fresh => self.act(a),
                Ok(_) => false,
                Err(e) => {
                    self.message = Some(capitalise(&e.to_string()));
                    true
                }
            };
        }
        let due = *self.cpu_due.get_or_insert(now + self.cpu_delay);
        if now < due {
            return false;
        }
        let Some(g) = self.game.clone() else {
            return false;
        };
        let cancel = Arc::new(AtomicBool::new(false));
        let (tx, rx) = mpsc::channel();
        let flag = cancel.clone();
        let history_len = g.history().len();
        std::thread::spawn(move || {
            let budget = Budget::default().with_cancel(&flag);
            let _ = tx.send(g.cpu_action(&budget));
        });
        self.worker = Some(Worker {
            rx,
            cancel,
            history_len,
        });
        false
    }

    fn tick_timer(&mut self, now: Instant) -> bool {
        let Some(g) = self.game.as_ref() else {
            return false;
        };
        let Some(limit) = g.rules().turn_time_limit_secs else {
            self.timer = None;
            return false;
        };
        if !self.person_to_act() {
            self.timer = None;
            return false;
        }
        let key = (g.history().len(), g.phase());
        match self.timer {
            Some((k, end)) if k == key => {
                if now >= end {
                    self.timer = None;
                    return self.act(Action::TimeOut);
                }
                false
            }
            _ => {
                self.timer = Some((key, now + Duration::from_secs(limit.secs() as u64)));
                true
            }
        }
    }

    /// When the app next needs a [`App::tick`] without input.
    pub fn next_wake(&self, now: Instant) -> Duration {
        let mut d = Duration::from_millis(250);
        if self.worker.is_some() {
            d = Duration::from_millis(10);
        }
        if let Some(due) = self.cpu_due {
            d = d.min(due.saturating_duration_since(now));
        }
        if self
            .playing()
            .is_some_and(|g| g.cpu_to_act() && g.phase() != Phase::GameOver)
            && self.cpu_due.is_none()
        {
            d = Duration::ZERO;
        }
        d
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
                if self.show_help {
                    self.show_help = false;
                    if !ctrl_c {
                        return;
                    }
                }
                if ctrl_c {
                    self.save_and_quit();
                    return;
                }
                let over = self
                    .game
                    .as_ref()
                    .is_some_and(|g| g.phase() == Phase::GameOver);
                if over {
                    self.key_over(k);
                } else {
                    self.key_game(k);
                }
            }
        }
    }

    fn key_resume(&mut self, k: KeyEvent, ctrl_c: bool) {
        match k.code {
            _ if ctrl_c => self.quit = true,
            KeyCode::Char('y') | KeyCode::Char('r') | KeyCode::Enter => {
                let old = std::mem::replace(&mut self.screen, Screen::Setup(SetupState::default()));
                if let Screen::ResumePrompt(g) = old {
                    self.resume_game(*g);
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
        let Screen::ResumePrompt(g) = &self.screen else {
            return;
        };
        if let Some(s) = self.storage.as_ref() {
            match s.abandon(g) {
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
        match k.code {
            // Not Space: a roll key pressed once too often must not start a new game.
            KeyCode::Enter | KeyCode::Char('p') => self.play_again(),
            KeyCode::Char('n') => {
                self.screen = Screen::Setup(SetupState::default());
                self.message = None;
            }
            KeyCode::Char('q') | KeyCode::Esc => self.save_and_quit(),
            KeyCode::Char('?') => self.show_help = true,
            _ => {}
        }
    }

    /// "Play again": the next game with the same seats and rules.
    pub fn play_again(&mut self) {
        let Some(g) = self.game.as_mut() else { return };
        match g.play_again() {
            Ok(_) => {
                if let Some(l) = self.records.as_mut() {
                    l.again();
                }
                self.log.push(String::new());
                self.after_change();
                self.save();
            }
            Err(e) => self.message = Some(capitalise(&e.to_string())),
        }
    }

    fn save_and_quit(&mut self) {
        self.save();
        self.quit = true;
    }

    fn key_game(&mut self, k: KeyEvent) {
        match k.code {
            KeyCode::Char('q') | KeyCode::Esc => self.save_and_quit(),
            KeyCode::Char('?') => self.show_help = true,
            KeyCode::Char(' ') | KeyCode::Enter => self.primary(),
            KeyCode::Char(d @ '1'..='4') => {
                if let Some(t) = TokenId::new(d as u8 - b'1') {
                    self.choose(t)
                }
            }
            KeyCode::Left | KeyCode::Up | KeyCode::BackTab => self.cycle_selection(-1),
            KeyCode::Right | KeyCode::Down | KeyCode::Tab => self.cycle_selection(1),
            KeyCode::Char('h') => self.hint(),
            KeyCode::Char('u') => self.undo(),
            KeyCode::Char('c') => self.toggle_seat(),
            _ => {}
        }
    }

    /// Space / Enter: roll, or move the selected token.
    fn primary(&mut self) {
        if !self.person_to_act() {
            self.message = Some("Wait for the CPU to play (press c to take a seat back).".into());
            return;
        }
        let Some(g) = self.game.as_ref() else { return };
        match g.phase() {
            Phase::AwaitingMove => {
                if let Some(t) = self.selected {
                    self.act(Action::Move(t));
                }
            }
            _ => {
                self.act(Action::Roll);
            }
        }
    }

    /// Moves token `t` when a person is choosing a move.
    fn choose(&mut self, t: TokenId) {
        if !self.person_to_act() {
            return;
        }
        let Some(g) = self.game.as_ref() else { return };
        let Some((roll, moves)) = g.pending() else {
            self.message = Some("Roll first (Space).".into());
            return;
        };
        if moves.for_token(t).is_some() {
            self.act(Action::Move(t));
        } else {
            let c = g.current().unwrap_or(Color::Yellow);
            self.message = Some(format!("{} cannot move with a {roll}.", text::token(c, t)));
        }
    }

    fn cycle_selection(&mut self, step: i32) {
        let m = self.movable();
        if m.is_empty() || !self.person_to_act() {
            return;
        }
        let i = self
            .selected
            .and_then(|s| m.iter().position(|&x| x == s))
            .unwrap_or(0) as i32;
        let n = m.len() as i32;
        self.selected = Some(m[(i + step).rem_euclid(n) as usize]);
    }

    fn hint(&mut self) {
        let Some(g) = self.game.as_ref() else { return };
        if !self.person_to_act() {
            self.message = Some("Hints are for people, on their own turn.".into());
            return;
        }
        match (g.hint(), g.current()) {
            (Some(h), Some(c)) => {
                self.selected = Some(h.token);
                self.message = Some(text::hint(c, &h));
            }
            _ => {
                self.message =
                    Some("Roll first (Space); the hint suggests a move for the roll.".into())
            }
        }
    }

    fn undo(&mut self) {
        let Some(g) = self.game.as_mut() else { return };
        match g.undo() {
            Ok(_) => {
                if let Some(l) = self.records.as_mut() {
                    l.undos += 1;
                }
                self.message = Some("Your last move was taken back: choose again.".into());
                self.after_change();
                self.save();
            }
            Err(e) => self.message = Some(capitalise(&e.to_string())),
        }
    }

    /// `c`: hands the seat to act to the CPU, or takes a handed-over seat back.
    fn toggle_seat(&mut self) {
        let Some(g) = self.game.as_ref() else { return };
        let Some(c) = g.current() else { return };
        let action = match g.seat(c) {
            Some(SeatKind::Human) => Action::Seat(c, SeatKind::Cpu(HANDOVER_LEVEL)),
            Some(SeatKind::Cpu(_)) if self.person_seats[c.index()] => {
                Action::Seat(c, SeatKind::Human)
            }
            _ => {
                // Take back the first seat a person played, starting after the one to act.
                let players = g.players();
                let i = players.iter().position(|&p| p == c).unwrap_or(0);
                let back = (1..=players.len())
                    .map(|k| players[(i + k) % players.len()])
                    .find(|&p| {
                        self.person_seats[p.index()] && matches!(g.seat(p), Some(SeatKind::Cpu(_)))
                    });
                match back {
                    Some(p) => Action::Seat(p, SeatKind::Human),
                    None => {
                        self.message = Some(format!(
                            "{} is a CPU seat; no seat was handed to the CPU.",
                            text::player(c)
                        ));
                        return;
                    }
                }
            }
        };
        self.act(action);
    }

    /// Handles a mouse event: a left click on a movable token moves it.
    pub fn handle_mouse(&mut self, m: MouseEvent) {
        if m.kind != MouseEventKind::Down(MouseButton::Left) {
            return;
        }
        if self.show_help {
            self.show_help = false;
            return;
        }
        let Some(geom) = self.board_geom.get() else {
            return;
        };
        let Some((x, y)) = geom.to_board(m.column, m.row) else {
            return;
        };
        if !self.person_to_act() {
            return;
        }
        let (Some(g), Some(layout)) = (self.game.as_ref(), self.layout.as_ref()) else {
            return;
        };
        let Some(c) = g.current() else { return };
        if g.phase() != Phase::AwaitingMove {
            self.primary();
            return;
        }
        let movable = self.movable();
        let token = match layout.hit_test(g.variant(), g.position(), x, y) {
            Some(Hit::Token { color, token, .. }) if color == c && movable.contains(&token) => {
                Some(token)
            }
            Some(Hit::Token { square, .. }) | Some(Hit::Square { square }) => {
                // The click missed the disc but hit the square: any movable token there.
                let pos = g.position();
                movable
                    .iter()
                    .copied()
                    .find(|&t| square_for(g.variant(), c, t, pos.token(c, t)) == Some(square))
            }
            None => None,
        };
        match token {
            Some(t) => {
                self.selected = Some(t);
                self.act(Action::Move(t));
            }
            None => self.message = Some("Click one of your underlined tokens.".into()),
        }
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
