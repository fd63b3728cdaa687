//! Keys and mouse clicks of `ludo play` and `ludo learn`: each becomes one input of
//! the table (or a screen change); the table decides whether it is allowed and
//! says why not.

use super::app::{App, HANDOVER_LEVEL, Screen, capitalise};
use super::setup::{SetupOutcome, SetupState};
use crossterm::event::{
    KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ludo_core::Color;
use ludo_core::dice::commitment::MAX_MIX_BYTES;
use ludo_core::game::{Phase, SeatKind};
use ludo_core::i18n::{Arg, Key, Message};
use ludo_core::rules::TokenId;
use ludo_core::table::{Input, Table, TableView};
use std::path::PathBuf;
use unicode_segmentation::UnicodeSegmentation as _;

/// Whether `k` is a letter or other character typed with Ctrl or Alt (not both):
/// not the key itself. Such a chord did what the bare key does: Ctrl-U (a shell's
/// "erase the line") undid a move, which also costs the game its rating; Ctrl-S
/// started the game from the setup screen; Ctrl-N at the resume prompt set the game
/// aside; Ctrl-Z typed a "z" among the words mixed into the dice. Only Ctrl-C (save
/// and quit) is a chord here. Ctrl and Alt together are AltGr on Windows, which types
/// characters ("@" on a German keyboard), so those stay keys.
fn is_chord(k: &KeyEvent) -> bool {
    let ctrl = k.modifiers.contains(KeyModifiers::CONTROL);
    let alt = k.modifiers.contains(KeyModifiers::ALT);
    matches!(k.code, KeyCode::Char(_)) && ctrl != alt
}

impl App {
    /// Handles a key press.
    pub fn handle_key(&mut self, k: KeyEvent) {
        if k.kind == KeyEventKind::Release {
            return;
        }
        let ctrl_c = k.code == KeyCode::Char('c') && k.modifiers.contains(KeyModifiers::CONTROL);
        if is_chord(&k) && !ctrl_c {
            return;
        }
        match &mut self.screen {
            Screen::ResumePrompt(_) => self.key_resume(k, ctrl_c),
            // The setup screen's help, as over the game: `?` opens it, any key closes
            // it (Ctrl-C also quits). `?` did nothing there.
            Screen::Setup(_) if self.show_help => {
                self.show_help = false;
                self.quit = ctrl_c;
            }
            Screen::Setup(_) if k.code == KeyCode::Char('?') => self.show_help = true,
            Screen::Setup(s) => match s.handle_key(k) {
                SetupOutcome::None => {}
                SetupOutcome::Quit => self.quit = true,
                SetupOutcome::Start(setup) => {
                    if let Err(e) = self.open_for_game().and_then(|()| self.set_aside_for_new()) {
                        self.message = Some(e);
                    } else if let Err(e) = self.start_game(&setup) {
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
                    self.close_overlay();
                    if !ctrl_c {
                        return;
                    }
                }
                if ctrl_c {
                    self.save_and_quit();
                    return;
                }
                if self.mixing.is_some() {
                    self.key_mix(k);
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
                if let Err(e) = self.open_for_game() {
                    self.message = Some(e);
                    return;
                }
                // What opening the records said (they cannot be written, say), kept
                // beside the game's welcome back.
                let opened = self.message.take();
                let old = std::mem::replace(&mut self.screen, Screen::Setup(SetupState::default()));
                if let Screen::ResumePrompt(s) = old
                    && let Err(e) = self.resume_json(&s.json)
                {
                    self.message = Some(e);
                    self.screen = Screen::ResumePrompt(s);
                }
                if let Some(o) = opened {
                    self.message = Some(match self.message.take() {
                        Some(m) => format!("{o} {m}"),
                        None => o,
                    });
                }
            }
            KeyCode::Char('n') => self.abandon_and_setup(),
            KeyCode::Char('q') | KeyCode::Esc => self.quit = true,
            _ => {}
        }
    }

    /// `play --new` over an unfinished game: copies it under `abandoned/` before the
    /// new game starts, as "new game" at the resume prompt does, so that a game that
    /// could never be saved (the copy cannot be made) does not begin.
    ///
    /// Errors: the message for the screen; nothing changed, the start is refused.
    pub(crate) fn set_aside_for_new(&mut self) -> Result<(), String> {
        if !self.set_aside_on_start {
            return Ok(());
        }
        let current = self
            .storage
            .as_ref()
            .map(|st| ludo_core::store::load_text_checked(&st.current_path()));
        if let Some(Ok(Some((g, json)))) = current
            && g.phase() != ludo_core::game::Phase::GameOver
            && self.keep_aside(&json, Key::TermNoticeNewRefused)?.is_some()
            && let Some(st) = self.storage.as_mut()
        {
            // The store now knows what it holds: its first save does not set the
            // game aside (and say so) a second time.
            let _ = st.load();
        }
        self.set_aside_on_start = false;
        Ok(())
    }

    /// Copies the unfinished game `json` under `abandoned/` and tells the player
    /// where (on the screen, and again at exit); the copy's path, `None` without a
    /// data directory.
    /// Both ways to a new game over an unfinished one ("new game" at the resume
    /// prompt, `play` with its new-game option) keep it this way.
    ///
    /// Errors: the copy cannot be made: `refused` (a catalog key with `why`) in
    /// words for the screen; nothing changed.
    fn keep_aside(&mut self, json: &str, refused: Key) -> Result<Option<PathBuf>, String> {
        let lang = self.lang;
        let Some(st) = self.storage.as_mut() else {
            return Ok(None);
        };
        match st.abandon_text(json) {
            Ok(p) => {
                let n = ludo_core::store::Notice::SetAside(p.clone());
                self.message = Some(super::text::say(&n.message(), lang));
                self.notices
                    .push(crate::aside::full_notice(&n, &st.data_dir_args()));
                Ok(Some(p))
            }
            Err(e) => {
                let m = Message::new(refused).with("why", Arg::Text(e.to_string()));
                Err(super::text::say(&m, lang))
            }
        }
    }

    /// "New game" at the resume prompt: sets the unfinished game aside under
    /// `abandoned/` first (it stays on the prompt when that fails), then starts the
    /// game `--players` asked for, or shows the setup screen.
    fn abandon_and_setup(&mut self) {
        if !matches!(self.screen, Screen::ResumePrompt(_)) {
            return;
        }
        // The copy under `abandoned/` is the first write: under the lock.
        if let Err(e) = self.open_for_game() {
            self.message = Some(e);
            return;
        }
        let Screen::ResumePrompt(s) = &self.screen else {
            return;
        };
        let json = s.json.clone();
        match self.keep_aside(&json, Key::TermNoticeSetAsideFailed) {
            Ok(kept) => {
                self.left_prompt_game |= kept.is_some();
                self.prompt_copy = kept;
            }
            Err(m) => {
                self.message = Some(m);
                return;
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
            // Only `p`: Space and Enter roll, and a roll key pressed (or held) once
            // too often must neither start a new game nor hide who won.
            KeyCode::Char('p') => self.apply(Table::play_again),
            KeyCode::Char('n') if !lesson => {
                self.screen = Screen::Setup(self.new_setup.clone());
                self.message = None;
            }
            KeyCode::Char('q') | KeyCode::Esc => self.save_and_quit(),
            KeyCode::Char('?') => self.open_overlay(true),
            KeyCode::Char('r') => self.open_overlay(false),
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
            KeyCode::Char('?') => self.open_overlay(true),
            KeyCode::Char('r') => self.open_overlay(false),
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
            KeyCode::Char('m') if v.can_mix_dice => {
                // Paused while typing: no CPU rolls first behind the field.
                self.mixing = Some(String::new());
                self.message = None;
                self.apply(Table::pause);
            }
            // Only where a seat can be named: a game of CPUs alone has none.
            KeyCode::Char('c') => {
                if let Some(letters) = super::ui::seat_letters(v) {
                    self.choosing_seat = true;
                    let m = Message::new(Key::TermSeatChoose).with("letters", Arg::Text(letters));
                    self.message = Some(self.text(&m));
                }
            }
            _ => {}
        }
    }

    /// A key while the field for words to mix into the dice is open: typing,
    /// Backspace, Enter (mix in: the table says what was mixed, or why not), Esc
    /// (cancel). The game goes on either way.
    fn key_mix(&mut self, k: KeyEvent) {
        let Some(words) = self.mixing.as_mut() else {
            return;
        };
        match k.code {
            KeyCode::Char(c) => push_within(words, c, MAX_MIX_BYTES),
            KeyCode::Backspace => {
                words.pop();
            }
            KeyCode::Enter => {
                let words = self.mixing.take().unwrap_or_default();
                self.apply(Table::resume);
                self.apply(|t| t.apply(Input::MixDice { words }));
            }
            KeyCode::Esc => {
                self.mixing = None;
                self.apply(Table::resume);
            }
            _ => {}
        }
    }

    /// The key after `c`: the colour of the seat to hand to the CPU or take back.
    /// The seat is named, never "the one to act", so two presses in pass-and-play
    /// cannot hand both people to the CPU.
    fn key_seat(&mut self, k: KeyEvent) {
        self.message = None;
        let Some(color) = Color::ALL
            .into_iter()
            .find(|&c| KeyCode::Char(super::text::letter(c)) == k.code)
        else {
            return;
        };
        let Some(seat) = self
            .view()
            .and_then(|v| v.seats.into_iter().find(|s| s.color == color))
        else {
            let m = Message::new(Key::RefusalNotSeated)
                .with("player", ludo_core::table::announce::player_label(color));
            self.message = Some(self.text(&m));
            return;
        };
        let kind = match seat.kind {
            SeatKind::Human => SeatKind::Cpu(HANDOVER_LEVEL),
            SeatKind::Cpu(_) if seat.can_take_back => SeatKind::Human,
            SeatKind::Cpu(_) => {
                let m = Message::new(Key::TermSeatCpuFromStart)
                    .with("player", ludo_core::table::announce::player_label(color));
                self.message = Some(self.text(&m));
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
        // The setup screen takes no clicks; one closes its help, as a key does.
        if matches!(self.screen, Screen::Setup(_)) {
            self.show_help = false;
            return;
        }
        if self.show_help || self.show_rules {
            self.close_overlay();
            return;
        }
        if self.board_hidden.get() || !matches!(self.screen, Screen::Game) {
            return;
        }
        // The field for words to mix is open (the game is paused): a click on the
        // board is not an answer to it. It did reach the table, which refused it as
        // "The game is paused.", a line left standing after the field closed.
        if self.mixing.is_some() {
            return;
        }
        // After `c` the next key names a seat; a click names none, so it ends the
        // choice and does nothing else, as any other key would (played through, it
        // left the choice open for the next key).
        if std::mem::take(&mut self.choosing_seat) {
            self.message = None;
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

    /// Shows the help (`help`) or the house rules over the game. The game pauses
    /// meanwhile (the turn timer stops, no CPU moves behind the text).
    fn open_overlay(&mut self, help: bool) {
        self.show_help = help;
        self.show_rules = !help;
        self.apply(Table::pause);
    }

    /// Closes the help or the rules; the game goes on (unless the board is hidden:
    /// then it goes on when the board shows again).
    fn close_overlay(&mut self) {
        self.show_help = false;
        self.show_rules = false;
        if !self.paused_hidden {
            self.apply(Table::resume);
        }
    }
}

/// Types `c` at the end of `words`, which the core takes up to `max` bytes. A
/// character that does not fit is not typed, and when it would have continued the
/// last letter (a Hindi or Bengali conjunct, a vowel sign after its consonant) that
/// letter is taken out too: cut between characters, "क्ष" kept "क्", a letter the
/// player never typed. Cut at a grapheme cluster boundary (Unicode's extended
/// clusters, conjuncts included), so words mixed in end with a whole letter.
pub(crate) fn push_within(words: &mut String, c: char, max: usize) {
    if words.len() + c.len_utf8() <= max {
        words.push(c);
        return;
    }
    let mut with = std::mem::take(words);
    with.push(c);
    let cut = with
        .grapheme_indices(true)
        .map(|(i, g)| i + g.len())
        .take_while(|&end| end <= max)
        .last()
        .unwrap_or(0);
    with.truncate(cut);
    *words = with;
}

impl App {
    /// The program ends after "new game" at the resume prompt but before a new game
    /// started: the unfinished game is still the current save, so the copy made
    /// under `abandoned/` is removed again, with its notice, when it holds the same
    /// bytes (one copy of a game and one way back to it: it was kept twice, and
    /// both ways to continue it were printed). A copy that differs stays.
    pub(crate) fn drop_unused_copy(&mut self) {
        if self.table.is_some() {
            return;
        }
        let (Some(copy), Some(st)) = (self.prompt_copy.take(), self.storage.as_ref()) else {
            return;
        };
        let same = match (std::fs::read(&copy), std::fs::read(st.current_path())) {
            (Ok(a), Ok(b)) => a == b,
            _ => false,
        };
        if same && std::fs::remove_file(&copy).is_ok() {
            let shown = copy.display().to_string();
            self.notices.retain(|n| !n.contains(&shown));
        }
    }
}
