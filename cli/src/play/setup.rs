//! The setup screen: seats (person or CPU level), house rules with presets, board,
//! turn time limit and seed.

use super::board::owner_style;
use super::text;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ludo_core::Color;
use ludo_core::ai::Level;
use ludo_core::game::{GameSetup, SeatKind, SeatSetup};
use ludo_core::i18n::{Arg, Key, Lang, Message, house};
use ludo_core::rules::{
    Blocks, BoardChoice, ExitNumbers, Face, NoTokenOnBoard, Preset, Rules, SafeSquares,
    TurnTimeLimit,
};
use ludo_core::table::announce;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Wrap};

/// The indent of an option's value when it goes under its label (a narrow
/// terminal): past the pointer and the label's first letters.
const VALUE_INDENT: &str = "    ";

/// Fewest rows left to the list when the explanation and the key line are pinned
/// under it; on a terminal shorter than that everything scrolls together.
const MIN_LIST_ROWS: usize = 3;

/// Who sits in a seat on the setup screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SeatChoice {
    /// Nobody: the colour does not play.
    Off,
    /// A person at this keyboard.
    Person,
    /// A CPU player.
    Cpu(Level),
}

impl SeatChoice {
    /// Every choice in the order ←→ cycle through them: off, a person, then the core's
    /// CPU levels weakest first ([`Level::OFFERED`]: a new level appears here by itself).
    fn all() -> Vec<SeatChoice> {
        [SeatChoice::Off, SeatChoice::Person]
            .into_iter()
            .chain(Level::OFFERED.into_iter().map(SeatChoice::Cpu))
            .collect()
    }

    fn name(self, lang: Lang) -> String {
        match self {
            SeatChoice::Off => text::key(Key::TermSetupOff, lang),
            SeatChoice::Person => text::seat_kind_short(SeatKind::Human, lang),
            SeatChoice::Cpu(l) => text::seat_kind_short(SeatKind::Cpu(l), lang),
        }
    }
}

/// The usual exit-number sets, offered first.
const EXITS: [&[u8]; 5] = [&[6], &[1, 6], &[5, 6], &[5], &[1, 2, 3, 4, 5, 6]];

/// Every exit-number set (all 63 non-empty sets of faces) in the order ←→ cycle
/// through them: the usual ones first, then the others by size and faces. On the
/// row, the digits 1–6 also toggle single faces.
fn exit_sets() -> Vec<ExitNumbers> {
    let mut all: Vec<Vec<u8>> = EXITS.iter().map(|f| f.to_vec()).collect();
    let mut rest: Vec<Vec<u8>> = (1u8..64)
        .map(|m| {
            (1..=6)
                .filter(|f| m & (1 << (f - 1)) != 0)
                .collect::<Vec<u8>>()
        })
        .filter(|f| !all.contains(f))
        .collect();
    rest.sort_by(|a, b| a.len().cmp(&b.len()).then(a.cmp(b)));
    all.extend(rest);
    all.iter().filter_map(|pips| exits_of(pips)).collect()
}

/// The exit numbers as the setup row says them: a run of three or more faces as a
/// range ("1–5", not "1 or 2 or 3 or 4 or 5"), the rest one by one, joined by "or".
fn exit_faces(faces: &[Face], lang: Lang) -> String {
    let pips: Vec<u8> = faces.iter().map(|f| f.get()).collect();
    let mut parts = vec![];
    let mut i = 0;
    while i < pips.len() {
        let mut j = i;
        while j + 1 < pips.len() && pips[j + 1] == pips[j] + 1 {
            j += 1;
        }
        if j - i >= 2 {
            parts.push(format!("{}–{}", pips[i], pips[j]));
        } else {
            parts.extend(pips[i..=j].iter().map(u8::to_string));
        }
        i = j + 1;
    }
    // Nested from the right, as the core's `house::either`.
    let mut rest = parts.pop().unwrap_or_default();
    while let Some(first) = parts.pop() {
        let m = Message::new(Key::TermSetupOr)
            .with("first", Arg::Text(first))
            .with("rest", Arg::Text(rest));
        rest = text::say(&m, lang);
    }
    rest
}

/// The exit numbers of these pip counts; `None` when one is not a face or none is given.
fn exits_of(pips: &[u8]) -> Option<ExitNumbers> {
    let faces: Option<Vec<Face>> = pips.iter().map(|&p| Face::new(p)).collect();
    ExitNumbers::new(&faces?).ok()
}

/// A key line ("↑↓ choose a line · … · q quit") in rows of at most `w` columns,
/// broken between its parts, so that a key stays with what it does: word-wrapped,
/// "q" ended one row and "quit" began the next. A part wider than a row is
/// word-wrapped on its own.
fn key_rows(keys: &str, w: usize) -> Vec<String> {
    let mut rows: Vec<String> = vec![];
    for part in keys.split(" · ") {
        match rows.last_mut() {
            Some(row) if super::marks::columns(row) + 3 + super::marks::columns(part) <= w => {
                row.push_str(" · ");
                row.push_str(part);
            }
            _ => rows.push(part.to_string()),
        }
    }
    rows.into_iter()
        .flat_map(|r| {
            if super::marks::columns(&r) > w {
                super::ui::wrap(&r, w)
            } else {
                vec![r]
            }
        })
        .collect()
}

/// One row of the setup screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Row {
    Seat(Color),
    Preset,
    Board,
    Exit,
    NoToken,
    ThreeSixes,
    ExtraCapture,
    ExtraFinish,
    ExactFinish,
    RankEveryone,
    Rotate,
    Safe,
    Blocks,
    TimeLimit,
    Seed,
    Start,
}

const ROWS: [Row; 19] = [
    Row::Seat(Color::Yellow),
    Row::Seat(Color::Blue),
    Row::Seat(Color::Red),
    Row::Seat(Color::Green),
    Row::Preset,
    Row::Board,
    Row::Exit,
    Row::NoToken,
    Row::ThreeSixes,
    Row::ExtraCapture,
    Row::ExtraFinish,
    Row::ExactFinish,
    Row::RankEveryone,
    Row::Rotate,
    Row::Safe,
    Row::Blocks,
    Row::TimeLimit,
    Row::Seed,
    Row::Start,
];

/// What a key on the setup screen led to.
#[derive(Debug)]
pub enum SetupOutcome {
    /// Nothing to do beyond redrawing.
    None,
    /// Start a game with this setup.
    Start(Box<GameSetup>),
    /// Leave the program.
    Quit,
}

/// The state of the setup screen.
#[derive(Clone, Debug)]
pub struct SetupState {
    seats: [SeatChoice; 4],
    rules: Rules,
    seed: String,
    cursor: usize,
    error: Option<Key>,
    /// A line under the list for the player (games set aside earlier and how to
    /// find them).
    pub note: Option<Message>,
}

impl Default for SetupState {
    fn default() -> Self {
        SetupState {
            // The core's default table, as the apps start from.
            seats: ludo_core::game::DEFAULT_SEATS.map(|k| match k {
                SeatKind::Human => SeatChoice::Person,
                SeatKind::Cpu(level) => SeatChoice::Cpu(level),
            }),
            rules: Rules::default(),
            seed: String::new(),
            cursor: ROWS.len() - 1,
            error: None,
            note: None,
        }
    }
}

fn cycle<T: Copy + PartialEq>(all: &[T], cur: T, step: i32) -> T {
    let i = all.iter().position(|x| *x == cur).unwrap_or(0) as i32;
    let n = all.len() as i32;
    all[((i + step).rem_euclid(n)) as usize]
}

fn on_off(b: bool) -> Key {
    if b { Key::TermOn } else { Key::TermOff }
}

impl SetupState {
    /// The setup screen pre-filled with these rules and seed (seats as by default).
    pub fn with_rules(rules: Rules, seed: Option<u64>) -> SetupState {
        SetupState {
            rules,
            seed: seed.map(|s| s.to_string()).unwrap_or_default(),
            ..SetupState::default()
        }
    }

    /// The preset the rules match (the time limit aside), if any.
    pub fn preset(&self) -> Option<Preset> {
        house::preset_of(&self.rules)
    }

    /// One line explaining the option on `row` as it is set now.
    fn explain(&self, row: Row) -> Message {
        let players = self.seats.iter().filter(|s| **s != SeatChoice::Off).count();
        // The sentences of the house rules (`ludo_core::i18n::house`), in their order.
        let rule = |i: usize| {
            house::rules_in_words(&self.rules, players)
                .get(i)
                .cloned()
                .unwrap_or_else(|| Message::new(Key::HousePresetCustomAbout))
        };
        match row {
            Row::Seat(c) => {
                let name = announce::color_name(c);
                match self.seats[c.index()] {
                    SeatChoice::Off => Message::new(Key::TermSetupSeatOff).with("player", name),
                    SeatChoice::Person => {
                        Message::new(Key::TermSetupSeatPerson).with("player", name)
                    }
                    SeatChoice::Cpu(l) => Message::new(Key::TermSetupSeatCpu)
                        .with("player", name)
                        .with(
                            "about",
                            match l {
                                Level::Random => Key::TermLevelRandomAbout,
                                Level::Easy => Key::TermLevelEasyAbout,
                                Level::Medium => Key::TermLevelMediumAbout,
                                Level::Hard => Key::TermLevelHardAbout,
                                Level::Expert => Key::TermLevelExpertAbout,
                                Level::Master => Key::TermLevelMasterAbout,
                            },
                        ),
                }
            }
            Row::Preset => house::preset_about(self.preset()),
            Row::Board => rule(0),
            Row::Exit => rule(1),
            Row::NoToken => rule(2),
            Row::ThreeSixes => rule(3),
            Row::ExtraCapture => rule(4),
            Row::ExtraFinish => rule(5),
            Row::ExactFinish => rule(6),
            Row::RankEveryone => rule(7),
            Row::Rotate => rule(8),
            Row::Safe => rule(9),
            Row::Blocks => rule(10),
            Row::TimeLimit => rule(11),
            Row::Seed => Message::new(Key::TermSetupSeedAbout),
            Row::Start => Message::new(Key::TermSetupStartAbout),
        }
    }

    fn value(&self, row: Row, lang: Lang) -> String {
        let r = &self.rules;
        let k = |k: Key| text::key(k, lang);
        match row {
            Row::Seat(c) => self.seats[c.index()].name(lang),
            Row::Preset => text::say(&house::preset_name(self.preset()), lang),
            Row::Board => k(match r.board {
                BoardChoice::Cross => Key::TermSetupBoardCross,
                BoardChoice::ByPlayerCount => Key::TermSetupBoardByCount,
            }),
            Row::Exit => {
                let f = r.exit_numbers.faces();
                if f.len() == 6 {
                    k(Key::TermSetupExitAny)
                } else {
                    exit_faces(&f, lang)
                }
            }
            Row::NoToken => k(match r.no_token_on_board {
                NoTokenOnBoard::RollNormally => Key::TermSetupNoTokenRoll,
                NoTokenOnBoard::AutoExit => Key::TermSetupNoTokenAuto,
                NoTokenOnBoard::ThreeTries => Key::TermSetupNoTokenTries,
            }),
            Row::ThreeSixes => k(on_off(r.three_sixes_end_turn)),
            Row::ExtraCapture => k(on_off(r.extra_roll_on_capture)),
            Row::ExtraFinish => k(on_off(r.extra_roll_on_finish)),
            Row::ExactFinish => k(on_off(r.exact_finish)),
            Row::RankEveryone => k(on_off(r.rank_everyone)),
            Row::Rotate => k(on_off(r.rotate_first_player)),
            Row::Safe => k(match r.safe_squares {
                SafeSquares::StartsAndStars => Key::TermSetupSafeStars,
                SafeSquares::StartsOnly => Key::TermSetupSafeStarts,
                SafeSquares::None => Key::TermNone,
            }),
            Row::Blocks => k(match r.blocks {
                Blocks::TwoTogether => Key::TermSetupBlocksTwo,
                Blocks::None => Key::TermNone,
                Blocks::NoOvertaking => Key::TermSetupBlocksNoOvertaking,
            }),
            // The core's names of the timer choices, as the phones list them.
            Row::TimeLimit => text::say(&house::time_limit_name(r.turn_time_limit_secs), lang),
            Row::Seed => {
                if self.seed.is_empty() {
                    k(Key::TermSetupSeedRandom)
                } else {
                    self.seed.clone()
                }
            }
            Row::Start => String::new(),
        }
    }

    fn label(row: Row, lang: Lang) -> String {
        let key = match row {
            Row::Seat(c) => return format!("{} {}", c.symbol(), text::color_name(c, lang)),
            Row::Preset => Key::TermSetupPreset,
            Row::Board => Key::TermSetupBoard,
            Row::Exit => Key::TermSetupExit,
            Row::NoToken => Key::TermSetupNoToken,
            Row::ThreeSixes => Key::TermSetupThreeSixes,
            Row::ExtraCapture => Key::TermSetupCaptureRoll,
            Row::ExtraFinish => Key::TermSetupFinishRoll,
            Row::ExactFinish => Key::TermSetupExactFinish,
            Row::RankEveryone => Key::TermSetupRankEveryone,
            Row::Rotate => Key::TermSetupRotate,
            Row::Safe => Key::TermSetupSafe,
            Row::Blocks => Key::TermSetupBlocks,
            Row::TimeLimit => Key::TermSetupTimeLimit,
            Row::Seed => Key::TermSetupSeed,
            Row::Start => Key::TermSetupStart,
        };
        text::key(key, lang)
    }

    fn change(&mut self, row: Row, step: i32) {
        let cur = self.preset();
        let r = &mut self.rules;
        match row {
            Row::Seat(c) => {
                let s = &mut self.seats[c.index()];
                *s = cycle(&SeatChoice::all(), *s, step);
            }
            Row::Preset => {
                // The core's presets in its order, as the phones list them.
                let p = match cur {
                    Some(p) => cycle(&Preset::ALL, p, step),
                    None => Preset::DEFAULT,
                };
                let t = r.turn_time_limit_secs;
                *r = Rules {
                    turn_time_limit_secs: t,
                    ..p.rules()
                };
            }
            Row::Board => {
                r.board = cycle(
                    &[BoardChoice::Cross, BoardChoice::ByPlayerCount],
                    r.board,
                    step,
                )
            }
            Row::Exit => r.exit_numbers = cycle(&exit_sets(), r.exit_numbers, step),
            Row::NoToken => {
                r.no_token_on_board = cycle(
                    &[
                        NoTokenOnBoard::RollNormally,
                        NoTokenOnBoard::AutoExit,
                        NoTokenOnBoard::ThreeTries,
                    ],
                    r.no_token_on_board,
                    step,
                )
            }
            Row::ThreeSixes => r.three_sixes_end_turn ^= true,
            Row::ExtraCapture => r.extra_roll_on_capture ^= true,
            Row::ExtraFinish => r.extra_roll_on_finish ^= true,
            Row::ExactFinish => r.exact_finish ^= true,
            Row::RankEveryone => r.rank_everyone ^= true,
            Row::Rotate => r.rotate_first_player ^= true,
            Row::Safe => {
                r.safe_squares = cycle(
                    &[
                        SafeSquares::StartsAndStars,
                        SafeSquares::StartsOnly,
                        SafeSquares::None,
                    ],
                    r.safe_squares,
                    step,
                )
            }
            Row::Blocks => {
                r.blocks = cycle(
                    &[Blocks::TwoTogether, Blocks::None, Blocks::NoOvertaking],
                    r.blocks,
                    step,
                )
            }
            Row::TimeLimit => {
                // The core's choices, as the phones list them.
                r.turn_time_limit_secs =
                    cycle(&TurnTimeLimit::OFFERED, r.turn_time_limit_secs, step)
            }
            Row::Seed | Row::Start => {}
        }
    }

    /// The game setup chosen, or why it cannot start (a catalog key).
    pub fn game_setup(&self) -> Result<GameSetup, Key> {
        let seats: Vec<SeatSetup> = Color::ALL
            .into_iter()
            .filter_map(|c| {
                let kind = match self.seats[c.index()] {
                    SeatChoice::Off => return None,
                    SeatChoice::Person => SeatKind::Human,
                    SeatChoice::Cpu(l) => SeatKind::Cpu(l),
                };
                Some(SeatSetup { color: c, kind })
            })
            .collect();
        if seats.len() < 2 {
            return Err(Key::TermSetupTwoPlayers);
        }
        let seed = if self.seed.is_empty() {
            None
        } else {
            Some(
                self.seed
                    .parse::<u64>()
                    .map_err(|_| Key::TermSetupBadSeed)?,
            )
        };
        Ok(GameSetup {
            rules: self.rules,
            seats,
            seed,
            dice_script: vec![],
            first_player: None,
        })
    }

    /// Adds `face` to the exit numbers, or removes it unless it is the last one.
    fn toggle_exit(&mut self, face: Face) {
        // The core toggles (and refuses the last face), as for the phones' face buttons.
        match self.rules.exit_numbers.toggled(face) {
            Ok(e) => self.rules.exit_numbers = e,
            Err(_) => self.error = Some(Key::TermSetupOneExit),
        }
    }

    /// Handles one key.
    pub fn handle_key(&mut self, k: KeyEvent) -> SetupOutcome {
        let row = ROWS[self.cursor.min(ROWS.len() - 1)];
        self.error = None;
        match k.code {
            KeyCode::Char('c') if k.modifiers.contains(KeyModifiers::CONTROL) => {
                return SetupOutcome::Quit;
            }
            KeyCode::Char('q') | KeyCode::Esc => return SetupOutcome::Quit,
            KeyCode::Up | KeyCode::Char('k') | KeyCode::BackTab => {
                self.cursor = (self.cursor + ROWS.len() - 1) % ROWS.len()
            }
            KeyCode::Down | KeyCode::Char('j') | KeyCode::Tab => {
                self.cursor = (self.cursor + 1) % ROWS.len()
            }
            KeyCode::Home => self.cursor = 0,
            KeyCode::End => self.cursor = ROWS.len() - 1,
            KeyCode::Left | KeyCode::Char('-') => self.change(row, -1),
            KeyCode::Right | KeyCode::Char('+') => self.change(row, 1),
            KeyCode::Char(d) if row == Row::Seed && d.is_ascii_digit() && self.seed.len() < 20 => {
                self.seed.push(d)
            }
            KeyCode::Char(d) if row == Row::Seed && d.is_ascii_digit() => {}
            KeyCode::Char(d @ '1'..='6') if row == Row::Exit => {
                if let Some(face) = Face::new(d as u8 - b'0') {
                    self.toggle_exit(face);
                }
            }
            KeyCode::Backspace | KeyCode::Delete if row == Row::Seed => {
                self.seed.pop();
            }
            KeyCode::Char('s') => return self.start(),
            KeyCode::Enter | KeyCode::Char(' ') => {
                if row == Row::Start || (k.code == KeyCode::Enter && row == Row::Seed) {
                    return self.start();
                }
                self.change(row, 1);
            }
            _ => {}
        }
        SetupOutcome::None
    }

    fn start(&mut self) -> SetupOutcome {
        match self.game_setup() {
            Ok(s) => SetupOutcome::Start(Box::new(s)),
            Err(e) => {
                self.error = Some(e);
                SetupOutcome::None
            }
        }
    }

    /// Draws the setup screen in `lang`, with `message` (a notice before the game:
    /// a folder that cannot be saved in, a game set aside) above the key line.
    pub fn draw(&self, f: &mut Frame, area: Rect, lang: Lang, message: Option<&str>) {
        let block = Block::bordered().title(format!(" {} ", text::key(Key::TermSetupTitle, lang)));
        let inner = block.inner(area);
        f.render_widget(block, area);
        let mut lines: Vec<Line> = vec![];
        let mut cursor_line = 0;
        let label_w = 36;
        let inner_w = (inner.width as usize).max(1);
        // "Start the game" is drawn apart: pinned under the list when the list must
        // scroll, so that a short terminal (80×24) opens on the seats with the start
        // line in view (it opened scrolled down to it, the seats out of sight).
        let mut start_line: Option<Line> = None;
        for (i, &row) in ROWS.iter().enumerate() {
            if matches!(row, Row::Preset | Row::TimeLimit) {
                lines.push(Line::raw(""));
            }
            if row == Row::Seat(Color::Yellow) {
                lines.push(Line::styled(
                    text::key(Key::TermSetupSeats, lang),
                    Style::default().add_modifier(Modifier::BOLD),
                ));
            }
            if row == Row::Preset {
                lines.push(Line::styled(
                    text::key(Key::TermHouseRules, lang),
                    Style::default().add_modifier(Modifier::BOLD),
                ));
            }
            let sel = i == self.cursor;
            if sel && row != Row::Start {
                cursor_line = lines.len();
            }
            let pointer = if sel { "▶ " } else { "  " };
            let label = Self::label(row, lang);
            let mut spans = vec![Span::raw(pointer)];
            let label_style = match row {
                Row::Seat(c) => owner_style(c),
                _ => Style::default(),
            };
            let label_style = if sel {
                label_style.add_modifier(Modifier::BOLD)
            } else {
                label_style
            };
            spans.push(Span::styled(label.clone(), label_style));
            if row != Row::Start {
                // Counted as ratatui counts the label: `marks::widen` takes the
                // column of each Bengali া from this padding (the value stays in
                // its column).
                let pad = label_w - Span::raw(label.as_str()).width().min(label_w - 1);
                let v = format!("◂ {} ▸", self.value(row, lang));
                let vs = if sel {
                    Style::default().add_modifier(Modifier::REVERSED)
                } else {
                    Style::default()
                };
                let label_end: usize = spans.iter().map(Span::width).sum::<usize>() + pad;
                if label_end + super::marks::columns(&v) <= inner_w {
                    spans.push(Span::raw(" ".repeat(pad)));
                    spans.push(Span::styled(v, vs));
                } else {
                    // Too narrow for the value beside its label: it goes on the next
                    // row, indented under the label (the word wrap broke it in two,
                    // its second half at the left edge among the labels).
                    lines.push(Line::from(spans));
                    spans = vec![Span::raw(VALUE_INDENT), Span::styled(v, vs)];
                }
            }
            if row == Row::Start {
                start_line = Some(Line::from(spans));
            } else {
                lines.push(Line::from(spans));
            }
        }
        let on_start = ROWS.get(self.cursor) == Some(&Row::Start);
        // The explanation of the selected line, a refusal and the keys: under the
        // list, and pinned to the bottom when the list must scroll (at 80×15 they
        // were below the window: no key line, no word on what the selected level
        // does, until the cursor reached the end of the list).
        // Each wrapped, every row indented like the first (the word wrap put the
        // second row at the left edge).
        let indented = |s: String, style: Style| -> Vec<Line<'static>> {
            super::ui::wrap(&s, inner_w.saturating_sub(2))
                .into_iter()
                .map(|l| Line::styled(format!("  {l}"), style))
                .collect()
        };
        let mut footer: Vec<Line> = vec![];
        if let Some(&row) = ROWS.get(self.cursor) {
            footer.extend(indented(
                text::say(&self.explain(row), lang),
                Style::default().add_modifier(Modifier::ITALIC),
            ));
        }
        if let Some(e) = &self.error {
            footer.extend(indented(
                text::key(*e, lang),
                Style::default().add_modifier(Modifier::BOLD),
            ));
        }
        if let Some(n) = &self.note {
            footer.extend(indented(text::say(n, lang), Style::default()));
        }
        // In the footer, not drawn over the screen's last rows: at 80×24 it covered
        // the explanation and the key line.
        if let Some(m) = message {
            footer.extend(indented(
                m.to_string(),
                Style::default().add_modifier(Modifier::BOLD),
            ));
        }
        // The key line breaks between its parts, so that a key keeps its word.
        footer.extend(
            key_rows(
                &text::key(Key::TermSetupKeys, lang),
                inner_w.saturating_sub(2),
            )
            .into_iter()
            .map(|l| Line::raw(format!("  {l}"))),
        );
        // Scroll so that the cursor's line stays visible on short terminals. The
        // scroll counts rows after wrapping: on a narrow terminal a line takes two
        // (an option's value goes under its label), and counting lines would leave
        // the cursor below the window. A line that fits takes one row; a longer one
        // is counted by its width, which is what the word wrap gives for an
        // option's line (a break before its value) and at most a row short for
        // the explanation below the cursor.
        let rows = |l: &Line| l.width().div_ceil(inner_w).max(1);
        let start_rows = start_line.as_ref().map_or(0, rows);
        let list_rows: usize = lines.iter().map(rows).sum::<usize>() + 1 + start_rows;
        let footer_rows: usize = footer.iter().map(rows).sum();
        let mut list_area = inner;
        if list_rows + 1 + footer_rows > inner.height as usize
            && start_rows + footer_rows + MIN_LIST_ROWS <= inner.height as usize
        {
            // Pinned: the list scrolls in the rows above the start line and the
            // footer.
            let fh = (start_rows + footer_rows) as u16;
            list_area.height = inner.height - fh;
            let footer_area = Rect::new(inner.x, inner.bottom() - fh, inner.width, fh);
            let pinned: Vec<Line> = start_line.into_iter().chain(footer).collect();
            f.render_widget(
                Paragraph::new(pinned).wrap(Wrap { trim: false }),
                footer_area,
            );
        } else {
            lines.push(Line::raw(""));
            if on_start {
                cursor_line = lines.len();
            }
            lines.extend(start_line);
            lines.push(Line::raw(""));
            lines.extend(footer);
        }
        let cursor_row: usize = lines[..cursor_line].iter().map(rows).sum();
        let total_rows: usize = lines.iter().map(rows).sum();
        let cursor_rows = lines.get(cursor_line).map_or(1, rows);
        let h = list_area.height as usize;
        let scroll = (cursor_row + cursor_rows + 3)
            .saturating_sub(h)
            .min(total_rows.saturating_sub(h))
            .min(cursor_row);
        f.render_widget(
            Paragraph::new(lines)
                .wrap(Wrap { trim: false })
                .scroll((scroll as u16, 0)),
            list_area,
        );
        // Rows above or below the window are marked at the right edge: at 80×24 with
        // a notice the list was cut after "Exact roll to finish" with no sign that
        // more lines (and, scrolled, the seats) were there.
        if list_area.width > 0 && h > 0 {
            let x = list_area.right() - 1;
            if scroll > 0 {
                f.render_widget(Paragraph::new("▲"), Rect::new(x, list_area.y, 1, 1));
            }
            if scroll + h < total_rows {
                f.render_widget(
                    Paragraph::new("▼"),
                    Rect::new(x, list_area.bottom() - 1, 1, 1),
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The key line breaks between its parts in every language and width, never
    /// between a key and its word ("q" ended a row, "quit" began the next).
    #[test]
    fn the_key_line_breaks_between_its_parts() {
        for lang in Lang::ALL {
            let keys = text::key(Key::TermSetupKeys, lang);
            let parts: Vec<&str> = keys.split(" · ").collect();
            for w in [30, 60, 76, 86, 120] {
                let rows = key_rows(&keys, w);
                for r in &rows {
                    assert!(super::super::marks::columns(r) <= w, "{lang} {w}: {r}");
                }
                // The parts in order, each within one row.
                let got: Vec<&str> = rows.iter().flat_map(|r| r.split(" · ")).collect();
                assert_eq!(got, parts, "{lang} {w}: {rows:?}");
            }
            assert_eq!(key_rows(&keys, 200), vec![keys.clone()]);
        }
        // A part wider than a row is word-wrapped.
        assert_eq!(
            key_rows("a · one two three · b", 9),
            ["a", "one two", "three", "b"]
        );
    }

    #[test]
    fn exit_numbers_say_a_run_as_a_range() {
        let say = |pips: &[u8]| exit_faces(&exits_of(pips).unwrap().faces(), Lang::En);
        assert_eq!(say(&[1, 2, 3, 4, 5]), "1–5");
        assert_eq!(say(&[6]), "6");
        assert_eq!(say(&[1, 6]), "1 or 6");
        assert_eq!(say(&[5, 6]), "5 or 6");
        assert_eq!(say(&[1, 2, 3, 6]), "1–3 or 6");
        assert_eq!(say(&[1, 3, 4, 5]), "1 or 3–5");
    }

    fn key(c: KeyCode) -> KeyEvent {
        KeyEvent::new(c, KeyModifiers::NONE)
    }

    #[test]
    fn every_option_is_explained_in_one_line_that_follows_its_value() {
        let mut s = SetupState::default();
        for &row in &ROWS {
            assert!(s.explain(row).is_complete(), "{row:?}");
        }
        s.rules.board = BoardChoice::ByPlayerCount;
        let en = |s: &SetupState, row| text::say(&s.explain(row), Lang::En);
        let by_count = en(&s, Row::Board);
        assert!(
            by_count.contains("2 players get the two-arm board"),
            "{by_count}"
        );
        assert!(
            by_count.contains("3 the T-shaped board, 4 the cross"),
            "{by_count}"
        );
        s.rules.board = BoardChoice::Cross;
        assert_ne!(en(&s, Row::Board), by_count);
        s.rules.safe_squares = SafeSquares::None;
        assert!(en(&s, Row::Safe).contains("No square is safe"));
        s.rules.turn_time_limit_secs = Some(TurnTimeLimit::Secs30);
        assert!(en(&s, Row::TimeLimit).starts_with("30 seconds"));
        assert_eq!(
            text::say(&s.explain(Row::Safe), Lang::Bn),
            "কোনো ঘর নিরাপদ নয়: ঘুঁটি যেকোনো জায়গায় ধরা যায়।"
        );
        assert_eq!(s.value(Row::TimeLimit, Lang::Hi), "30 सेकंड");
        assert_eq!(SetupState::label(Row::Seed, Lang::En), "Dice seed");
    }

    #[test]
    fn presets_and_seats() {
        let mut s = SetupState::default();
        assert_eq!(s.preset(), Some(Preset::Standard));
        s.cursor = ROWS.iter().position(|r| *r == Row::Preset).unwrap();
        s.handle_key(key(KeyCode::Right));
        assert_eq!(s.preset(), Some(Preset::Quick));
        s.cursor = ROWS.iter().position(|r| *r == Row::ExactFinish).unwrap();
        s.handle_key(key(KeyCode::Right));
        assert_eq!(s.preset(), None);
        // Turn every seat but one off: cannot start.
        for c in 1..4 {
            s.seats[c] = SeatChoice::Off;
        }
        assert!(matches!(
            s.handle_key(key(KeyCode::Char('s'))),
            SetupOutcome::None
        ));
        assert!(s.error.is_some());
        s.seats[2] = SeatChoice::Cpu(Level::Hard);
        s.cursor = ROWS.iter().position(|r| *r == Row::Seed).unwrap();
        for d in "42".chars() {
            s.handle_key(key(KeyCode::Char(d)));
        }
        match s.handle_key(key(KeyCode::Enter)) {
            SetupOutcome::Start(g) => {
                assert_eq!(g.seed, Some(42));
                assert_eq!(g.seats.len(), 2);
                assert_eq!(g.seats[1].color, Color::Red);
            }
            o => panic!("{o:?}"),
        }
    }

    /// The preset and time limit rows cycle through the core's lists in its order (the
    /// phones list the same: `setup_choices` in the bindings), and a face key toggles
    /// through the core, which keeps the last exit number.
    #[test]
    fn the_preset_and_timer_rows_are_the_cores_lists() {
        let mut s = SetupState::default();
        let at = |row: Row| ROWS.iter().position(|r| *r == row).unwrap();
        s.cursor = at(Row::Preset);
        let mut seen = vec![s.preset()];
        for _ in 0..Preset::ALL.len() {
            s.handle_key(key(KeyCode::Right));
            seen.push(s.preset());
        }
        let mut want: Vec<Option<Preset>> = Preset::ALL.into_iter().map(Some).collect();
        want.push(Some(Preset::DEFAULT));
        assert_eq!(seen, want);
        s.cursor = at(Row::TimeLimit);
        let mut times = vec![s.rules.turn_time_limit_secs];
        for _ in 0..TurnTimeLimit::OFFERED.len() {
            s.handle_key(key(KeyCode::Right));
            times.push(s.rules.turn_time_limit_secs);
        }
        let mut want = TurnTimeLimit::OFFERED.to_vec();
        want.push(TurnTimeLimit::OFFERED[0]);
        assert_eq!(times, want);
        s.cursor = at(Row::Exit);
        s.handle_key(key(KeyCode::Char('6')));
        assert_eq!(s.rules.exit_numbers, ExitNumbers::default());
        assert_eq!(s.error, Some(Key::TermSetupOneExit));
        s.handle_key(key(KeyCode::Char('2')));
        s.handle_key(key(KeyCode::Char('6')));
        assert_eq!(s.rules.exit_numbers.faces(), vec![Face::Two]);
    }

    /// The setup rows and their values in Hindi and Bengali use the phones' terms (the
    /// original rule pages', docs/rules.md "Names on the setup screens"): each terminal
    /// text equals Android's string (the exit row adds its key hint), so the two places
    /// cannot drift apart.
    #[test]
    fn hindi_and_bengali_setup_terms_are_the_phones() {
        let pairs = [
            (Key::TermSetupBoard, "setup_board"),
            (Key::TermSetupNoToken, "rule_no_token"),
            (Key::TermSetupThreeSixes, "rule_three_sixes"),
            (Key::TermSetupCaptureRoll, "rule_capture_bonus"),
            (Key::TermSetupFinishRoll, "rule_finish_bonus"),
            (Key::TermSetupExactFinish, "rule_exact_finish"),
            (Key::TermSetupRankEveryone, "rule_rank_everyone"),
            (Key::TermSetupRotate, "rule_rotate_first"),
            (Key::TermSetupSafe, "rule_safe"),
            (Key::TermSetupBlocks, "rule_blocks"),
            (Key::TermSetupTimeLimit, "setup_timer"),
            (Key::TermSetupBoardCross, "board_cross"),
            (Key::TermSetupBoardByCount, "board_by_count"),
            (Key::TermSetupNoTokenRoll, "no_token_normal"),
            (Key::TermSetupNoTokenAuto, "no_token_auto_exit"),
            (Key::TermSetupNoTokenTries, "no_token_three_tries"),
            (Key::TermSetupSafeStars, "safe_starts_and_stars"),
            (Key::TermSetupSafeStarts, "safe_starts_only"),
            (Key::TermNone, "safe_none"),
            (Key::TermNone, "blocks_none"),
            (Key::TermSetupBlocksTwo, "blocks_two"),
            (Key::TermSetupBlocksNoOvertaking, "blocks_no_overtaking"),
        ];
        for (lang, dir) in [(Lang::Hi, "values-hi"), (Lang::Bn, "values-bn")] {
            let path = format!(
                "{}/../android/app/src/main/res/{dir}/strings.xml",
                env!("CARGO_MANIFEST_DIR")
            );
            let xml = std::fs::read_to_string(&path).expect("the Android strings");
            let android = |name: &str| {
                let open = format!("<string name=\"{name}\">");
                let start = xml
                    .find(&open)
                    .unwrap_or_else(|| panic!("{name} in {path}"));
                let rest = &xml[start + open.len()..];
                rest[..rest.find("</string>").expect("closed")].to_string()
            };
            for (key, name) in pairs {
                assert_eq!(
                    text::key(key, lang),
                    android(name),
                    "{key:?} / {name} ({dir})"
                );
            }
            let exit = text::key(Key::TermSetupExit, lang);
            assert!(
                exit.starts_with(&format!("{} (", android("rule_exit_numbers"))),
                "{exit} ({dir})"
            );
        }
    }

    /// The iOS app's setup texts in Hindi and Bengali are the core's terms too (its
    /// `Localizable.strings`, made by `ios/scripts/strings_table.py`): each equals the
    /// terminal's text of the same row or value, and the CPU levels the core's names, so
    /// the three shells cannot drift apart (iOS once said यादृच्छिक for the random level
    /// where the core and Android say बेतरतीब).
    #[test]
    fn hindi_and_bengali_setup_terms_are_the_ios_apps() {
        let pairs = [
            (Key::TermSetupSeats, "setup.seats"),
            (Key::TermSetupPreset, "setup.presets"),
            (Key::TermSetupBoard, "setup.board"),
            (Key::TermSetupNoToken, "rule.no_token_on_board"),
            (Key::TermSetupThreeSixes, "rule.three_sixes_end_turn"),
            (Key::TermSetupCaptureRoll, "rule.extra_roll_on_capture"),
            (Key::TermSetupFinishRoll, "rule.extra_roll_on_finish"),
            (Key::TermSetupExactFinish, "rule.exact_finish"),
            (Key::TermSetupRankEveryone, "rule.rank_everyone"),
            (Key::TermSetupRotate, "rule.rotate_first_player"),
            (Key::TermSetupSafe, "rule.safe_squares"),
            (Key::TermSetupBlocks, "rule.blocks"),
            (Key::TermSetupTimeLimit, "setup.timer"),
            (Key::TermSetupBoardCross, "board.cross"),
            (Key::TermSetupBoardByCount, "board.by_player_count"),
            (Key::TermSetupNoTokenRoll, "ntob.roll_normally"),
            (Key::TermSetupNoTokenAuto, "ntob.auto_exit"),
            (Key::TermSetupNoTokenTries, "ntob.three_tries"),
            (Key::TermSetupSafeStars, "safe.starts_and_stars"),
            (Key::TermSetupSafeStarts, "safe.starts_only"),
            (Key::TermNone, "safe.none"),
            (Key::TermNone, "blocks.none"),
            (Key::TermSetupBlocksTwo, "blocks.two_together"),
            (Key::TermSetupBlocksNoOvertaking, "blocks.no_overtaking"),
            (Key::TermSetupOff, "setup.seat.off"),
            (Key::TermSetupStart, "setup.start"),
            (Key::LevelRandom, "level.random"),
            (Key::LevelEasy, "level.easy"),
            (Key::LevelMedium, "level.medium"),
            (Key::LevelHard, "level.hard"),
            (Key::LevelExpert, "level.expert"),
            (Key::LevelMaster, "level.master"),
        ];
        for (lang, dir) in [(Lang::Hi, "hi"), (Lang::Bn, "bn")] {
            let path = format!(
                "{}/../ios/LudoKit/Sources/LudoKit/Resources/{dir}.lproj/Localizable.strings",
                env!("CARGO_MANIFEST_DIR")
            );
            let table = std::fs::read_to_string(&path).expect("the iOS strings");
            let ios = |name: &str| {
                let open = format!("\"{name}\" = \"");
                let start = table
                    .find(&open)
                    .unwrap_or_else(|| panic!("{name} in {path}"));
                let rest = &table[start + open.len()..];
                rest[..rest.find("\";\n").expect("closed")].to_string()
            };
            for (key, name) in pairs {
                assert_eq!(text::key(key, lang), ios(name), "{key:?} / {name} ({dir})");
            }
            let exit = text::key(Key::TermSetupExit, lang);
            assert!(
                exit.starts_with(&format!("{} (", ios("rule.exit_numbers"))),
                "{exit} ({dir})"
            );
            // The custom preset's name is the core's own (setupChoices().custom), not the app's.
            assert!(!table.contains("\"preset.custom\""), "{path}");
        }
    }

    #[test]
    fn the_seat_row_offers_master_last() {
        let mut s = SetupState {
            cursor: ROWS
                .iter()
                .position(|r| *r == Row::Seat(Color::Red))
                .unwrap(),
            ..SetupState::default()
        };
        // Medium → hard → expert → master (offered, Level::OFFERED), then round to off.
        for _ in 0..2 {
            s.handle_key(key(KeyCode::Right));
        }
        assert_eq!(s.seats[2], SeatChoice::Cpu(Level::Expert));
        s.handle_key(key(KeyCode::Right));
        assert_eq!(s.seats[2], SeatChoice::Cpu(Level::Master));
        s.handle_key(key(KeyCode::Right));
        assert_eq!(s.seats[2], SeatChoice::Off);
    }
    /// On a narrow terminal an option's value goes on the row under its label, and
    /// the explanation and the key line wrap, every row indented: the word wrap put
    /// the second rows at the left edge, among nothing but the section headings.
    #[test]
    fn wrapped_setup_lines_are_indented() {
        use ratatui::Terminal;
        use ratatui::backend::TestBackend;
        for (w, h) in [(40, 60), (50, 60), (60, 60), (80, 60)] {
            for lang in [Lang::En, Lang::Hi] {
                // A cell holds a letter with its vowel signs, and the rest of a
                // wide letter's cells are blanks: compared without spaces.
                let squeeze = |t: &str| t.replace(' ', "");
                let headings = [
                    text::key(Key::TermSetupSeats, lang),
                    text::key(Key::TermHouseRules, lang),
                ];
                for cursor in [0, 5, ROWS.len() - 1] {
                    let s = SetupState {
                        cursor,
                        ..SetupState::default()
                    };
                    let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
                    t.draw(|f| s.draw(f, f.area(), lang, None)).unwrap();
                    let buf = t.backend().buffer();
                    let rows: Vec<String> = (1..h - 1)
                        .map(|y| (1..w - 1).map(|x| buf[(x, y)].symbol()).collect())
                        .collect();
                    for r in &rows {
                        let body = r.trim_end();
                        assert!(
                            body.is_empty()
                                || body.starts_with("  ")
                                || body.starts_with("▶ ")
                                || headings
                                    .iter()
                                    .any(|hd| squeeze(body).starts_with(&squeeze(hd))),
                            "{w}x{h} {lang:?}: a row at the left edge: {body:?}\n{}",
                            rows.join("\n")
                        );
                    }
                    // A value is still shown whole.
                    assert!(
                        lang != Lang::En || rows.iter().any(|r| r.contains("◂ person ▸")),
                        "{}",
                        rows.join("\n")
                    );
                }
            }
        }
    }

    /// The selected line stays on screen however narrow the terminal: the lines
    /// wrap there (at 40 columns every option takes two rows), and the scroll once
    /// counted unwrapped lines, so at 40×10 "▶ Start the game" was below the window.
    #[test]
    fn the_selected_line_is_visible_in_a_narrow_terminal() {
        use ratatui::Terminal;
        use ratatui::backend::TestBackend;
        for (w, h) in [(40, 10), (50, 12), (60, 12), (80, 15), (30, 8), (40, 30)] {
            for lang in [Lang::En, Lang::Hi] {
                let mut s = SetupState::default();
                for _ in 0..ROWS.len() {
                    let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
                    t.draw(|f| s.draw(f, f.area(), lang, None)).unwrap();
                    let buf = t.backend().buffer();
                    let shown = (0..h).any(|y| (0..w).any(|x| buf[(x, y)].symbol() == "▶"));
                    assert!(
                        shown,
                        "{w}×{h} {lang:?}: row {:?} is off screen",
                        ROWS[s.cursor]
                    );
                    s.handle_key(key(KeyCode::Down));
                }
            }
        }
    }
}
