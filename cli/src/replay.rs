//! `ludo replay [SAVE]`: steps through a saved or finished game move by move, on the
//! board (full screen) or as text (`--text`).

use crate::infile::BAD_INPUT;
use crate::play::board::{BoardGeom, BoardView};
use crate::play::text;
use crate::play::ui;
use crate::storage::Storage;
use crossterm::event::{self, Event as TermEvent, KeyCode, KeyEventKind, KeyModifiers};
use ludo_core::game::{Action, Game, GameStart, SeatKind};
use ludo_core::i18n::{self, Arg, Key, Lang, Message, localize};
use ludo_core::records::{Records, RecordsError};
use ludo_core::rules::{Rules, place_groups};
use ludo_core::table::announce;
use ludo_core::view::Layout;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::Paragraph;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

/// Arguments of `ludo replay`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Save file to replay, `-` for standard input (default: the current save of the
    /// data directory; finished games are kept under `finished/` there).
    pub save: Option<PathBuf>,
    /// Directory of the save files (default: the user data directory, or $LUDO_DATA_DIR).
    #[arg(long, value_name = "DIR")]
    pub data_dir: Option<PathBuf>,
    /// Print every action and what it did as text instead of the full-screen viewer.
    #[arg(long)]
    pub text: bool,
    /// Replay a game of the history (`ludo history`) or one set aside (`ludo resume
    /// --list`) by its id, or the first digits of it.
    #[arg(long, value_name = "ID", conflicts_with = "save")]
    pub game: Option<String>,
    /// Language of the texts: en, hi or bn (default: the locale:
    /// LC_ALL, else LC_MESSAGES, else LANG; C or another language is English).
    #[arg(long, value_name = "LANG", value_parser = crate::play::parse_lang)]
    pub lang: Option<Lang>,
}

/// A game being stepped through: the state after the first `step` actions.
pub struct Replayer {
    rules: Rules,
    start: GameStart,
    history: Vec<Action>,
    step: usize,
    game: Game,
    layout: Layout,
    /// Event-log lines of the last action shown.
    last: Vec<String>,
    /// The language of the texts.
    lang: Lang,
    /// The profile each person's seat played as, by colour index (a game of the
    /// history names them; a save file alone does not).
    names: [Option<String>; 4],
}

impl Replayer {
    /// A replayer of the game `g` (its current game, from its start), at step 0.
    ///
    /// Errors: the start cannot be set up again (impossible for a loaded game).
    pub fn new(g: &Game, lang: Lang) -> Result<Replayer, String> {
        let rules = *g.rules();
        let start = g.start().clone();
        let game = Game::replay(rules, &start, &[]).map_err(|(_, e)| e.to_string())?;
        Ok(Replayer {
            layout: Layout::new(game.variant()),
            rules,
            start,
            history: g.history().to_vec(),
            step: 0,
            game,
            last: vec![],
            lang,
            names: Default::default(),
        })
    }

    /// The same replayer naming the seats' profiles (by colour index), as the game
    /// screen does: "Asha", not "person".
    pub fn with_names(mut self, names: [Option<String>; 4]) -> Replayer {
        self.names = names;
        self
    }

    /// Who played the seat of colour `c` (of kind `kind`): a person's profile name
    /// when known, else the kind of seat.
    fn who(&self, c: ludo_core::Color, kind: SeatKind) -> String {
        match (&self.names[c.index()], kind) {
            (Some(n), SeatKind::Human) => n.clone(),
            _ => text::seat_kind(kind, self.lang),
        }
    }

    /// Number of actions in the game.
    pub fn len(&self) -> usize {
        self.history.len()
    }

    /// The step shown (actions played).
    pub fn step(&self) -> usize {
        self.step
    }

    /// The game after the shown step.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Moves to step `n` (clamped to `0..=len`).
    pub fn goto(&mut self, n: usize) {
        let n = n.min(self.history.len());
        if n != self.step + 1 {
            let prev = n.saturating_sub(1);
            match Game::replay(self.rules, &self.start, &self.history[..prev]) {
                Ok(g) => self.game = g,
                Err(_) => return,
            }
            self.step = prev;
        }
        self.last.clear();
        if n > self.step {
            let seq = self.game.next_event_seq();
            if self.game.apply(self.history[self.step]).is_err() {
                return;
            }
            // The same words as the game's log: the core's announcements.
            let v = self.game.variant();
            self.last = self
                .game
                .events_since(seq)
                .iter()
                .map(|e| {
                    let m = announce::event_message(v, &self.layout, &e.event);
                    localize(&m, self.lang)
                })
                .collect();
            self.step = n;
        }
    }

    /// The action that led to the shown step, in words.
    pub fn action_text(&self) -> String {
        let lang = self.lang;
        let Some(&action) = self.step.checked_sub(1).and_then(|i| self.history.get(i)) else {
            return text::key(Key::TermReplayStart, lang);
        };
        match action {
            Action::Roll => text::key(Key::TermReplayRoll, lang),
            Action::Move(t) => text::say(
                &Message::new(Key::TermReplayMove).with("token", i64::from(t.get() + 1)),
                lang,
            ),
            Action::TimeOut => text::key(Key::TermReplayTimeOut, lang),
            Action::Seat(c, k) => {
                format!("{} → {}", text::player(c, lang), text::seat_kind(k, lang))
            }
        }
    }
}

/// Runs `ludo replay`.
pub fn run(args: Args) -> ExitCode {
    let named = named_game(
        args.save.as_deref(),
        args.game.as_deref(),
        args.data_dir.clone(),
        "replay",
    );
    let (game, names) = match named {
        Some(Ok(found)) => found,
        Some(Err((msg, code))) => {
            eprintln!("ludo replay: {msg}");
            return ExitCode::from(code);
        }
        None => match current_game(args.data_dir.clone(), "replay") {
            Ok(g) => (g, Default::default()),
            Err((msg, code)) => {
                eprintln!("ludo replay: {msg}");
                return ExitCode::from(code);
            }
        },
    };
    let lang = crate::play::lang_or_locale(args.lang);
    let mut r = match Replayer::new(&game, lang) {
        Ok(r) => r.with_names(names),
        Err(e) => {
            eprintln!("ludo replay: {e}");
            return ExitCode::from(2);
        }
    };
    if args.text {
        // A closed pipe is not an error worth a message; a full disk is.
        return crate::pipe::output_status(print_text(&mut r));
    }
    // Like `play` and `resume`: no terminal is a refused command (status 2), not a
    // failure (1). After loading, so that a missing or damaged save is said first.
    if let Err(e) = crate::play::check_terminal() {
        eprintln!("ludo replay: {e} (--text prints the game as text instead)");
        return ExitCode::from(2);
    }
    let color = !ui::no_color_env();
    // As on the game screen (`play::event_loop`): Hindi and Bengali vowel signs are
    // one column wide in some terminals and none in others, so a partial redraw can
    // leave letters of the old text standing; in those languages a change redraws
    // the whole screen, in English too while the last frame showed such a sign (a
    // profile's name, words mixed into the dice).
    let in_script = lang != Lang::En;
    let mut signs_shown = false;
    let result = crate::play::with_terminal(|t| {
        let mut auto = false;
        let mut next_auto = Instant::now();
        let mut changed = true;
        loop {
            if crate::play::pending_signal().is_some() {
                return Ok(());
            }
            changed |= crate::play::follow_job_control(t, |_| {})?;
            if (in_script || signs_shown) && std::mem::take(&mut changed) {
                // Clears the screen and forgets the last frame, without asking the
                // terminal for its cursor (which `Terminal::clear` does).
                let area = t.get_frame().area();
                t.resize(area)?;
            }
            let mut shown = true;
            let frame = t.draw(|f| {
                shown = draw(f, &r, auto, color);
                // No letter half under a box; Bengali's া and ৗ get the column
                // terminals draw them in.
                crate::play::marks::drop_overdrawn(f.buffer_mut());
                crate::play::marks::widen(f.buffer_mut());
            })?;
            signs_shown = crate::play::has_combined_letters(frame.buffer);
            // The board hidden (too small): the replay waits, as `play` does.
            if auto && shown && Instant::now() >= next_auto {
                if r.step() >= r.len() {
                    auto = false;
                } else {
                    r.goto(r.step() + 1);
                }
                next_auto = Instant::now() + Duration::from_millis(400);
                changed = true;
            }
            if !event::poll(Duration::from_millis(50))? {
                continue;
            }
            let event = event::read()?;
            changed = true;
            let TermEvent::Key(k) = event else {
                continue;
            };
            if k.kind == KeyEventKind::Release {
                continue;
            }
            if crate::play::is_ctrl_z(&k) {
                crate::play::request_stop();
                continue;
            }
            let s = r.step();
            match k.code {
                KeyCode::Char('q') | KeyCode::Esc => return Ok(()),
                KeyCode::Char('c') if k.modifiers.contains(KeyModifiers::CONTROL) => return Ok(()),
                // A key meant for a board the player cannot see does nothing.
                _ if !shown => {}
                KeyCode::Right
                | KeyCode::Char(' ')
                | KeyCode::Char('n')
                | KeyCode::Char('l')
                | KeyCode::Enter => r.goto(s + 1),
                KeyCode::Left | KeyCode::Backspace | KeyCode::Char('p') | KeyCode::Char('h') => {
                    r.goto(s.saturating_sub(1))
                }
                KeyCode::PageDown | KeyCode::Down => r.goto(s + 10),
                KeyCode::PageUp | KeyCode::Up => r.goto(s.saturating_sub(10)),
                KeyCode::Home => r.goto(0),
                KeyCode::End => r.goto(r.len()),
                KeyCode::Char('a') => auto = !auto,
                _ => {}
            }
        }
    });
    if let Some(sig) = crate::play::pending_signal() {
        return ExitCode::from(128u8.wrapping_add(sig as u8));
    }
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("ludo replay: {e}");
            ExitCode::from(1)
        }
    }
}

/// What the history holds under an id or the first digits of one.
enum InHistory {
    /// One game, with the names of the profiles its seats played as.
    One(Box<RecordedGame>),
    /// No game (or no records yet).
    None,
    /// This many games.
    Many(u32),
}

/// The game of the history whose id is (or starts with) `id`.
///
/// Errors: the message and exit status 2 (records unusable, or the recorded save
/// does not load).
fn in_history(records: Option<&Records>, id: &str) -> Result<InHistory, (String, u8)> {
    let Some(records) = records else {
        return Ok(InHistory::None);
    };
    let entry = match records.find_game(id) {
        Ok(e) => e,
        Err(RecordsError::UnknownGame(_)) => return Ok(InHistory::None),
        Err(RecordsError::AmbiguousGame { count, .. }) => return Ok(InHistory::Many(count)),
        Err(e) => return Err((e.to_string(), 2)),
    };
    let text = records
        .game_save(&entry.id)
        .map_err(|e| (e.to_string(), 2))?;
    let game = ludo_core::save::load(&text).map_err(|e| {
        (
            format!("the recorded game {} cannot be loaded: {e}", entry.id),
            2,
        )
    })?;
    let mut names: [Option<String>; 4] = Default::default();
    for s in &entry.seats {
        names[s.color.index()] = s.profile_name.clone();
    }
    Ok(InHistory::One(Box::new((game, names))))
}

/// The game whose id is (or starts with) `id` (`replay --game`, `review --game`): a
/// finished game of the history, or an unfinished one set aside under `abandoned/`
/// (`ludo resume --list` names those by the same ids), with the names of the
/// profiles its seats played as, by colour index.
///
/// Errors: the message and exit status (1: no such game, or the digits name more
/// than one; 2: records unusable or the recorded save does not load).
pub fn game_by_id(dir: Option<PathBuf>, id: &str) -> Result<RecordedGame, (String, u8)> {
    let storage = Storage::new(dir).map_err(|e| (e, 2))?;
    // Records that cannot be used are an error even when a game set aside has the
    // id: the digits might name a game of the history too.
    let records = crate::records::open_existing(&storage).map_err(|e| (e, 2))?;
    let mut aside = storage.set_aside_games(0).matching(id);
    // Copies of one game set aside at the same point (they differ only in the table's
    // state, e.g. the time left) share its id and its moves: a replay or review of
    // either is the same, so the newest stands for them (`resume --game` must pick one
    // and names their files instead).
    let mut seen = Vec::new();
    aside.retain(|a| {
        let new = !seen.contains(&a.id);
        if new {
            seen.push(a.id.clone());
        }
        new
    });
    let history = in_history(records.as_ref(), id)?;
    // As typed (Rust's `{:?}` wrote Hindi and Bengali marks as escapes).
    let shown = ludo_core::records::quoted(id);
    let recorded = match &history {
        InHistory::One(_) => 1,
        InHistory::None => 0,
        InHistory::Many(n) => usize::try_from(*n).unwrap_or(usize::MAX),
    };
    match (history, aside.len()) {
        (InHistory::One(found), 0) => Ok(*found),
        (InHistory::None, 1) => {
            let a = aside.remove(0);
            let mut names: [Option<String>; 4] = Default::default();
            // The profiles its people played as, when the records know them (a game
            // set aside is not in the history, but its save names its profiles).
            if let Some(records) = &records {
                for (c, name) in records.save_profile_names(&a.json) {
                    names[c.index()] = Some(name);
                }
            }
            Ok((a.game, names))
        }
        (InHistory::None, 0) => Err((
            format!(
                "no recorded game {shown} and no unfinished game set aside with that id; {} \
                 and {} list them",
                crate::invocation::command(&format!("history{}", storage.data_dir_args())),
                crate::invocation::command(&format!("resume --list{}", storage.data_dir_args())),
            ),
            1,
        )),
        (_, set_aside) => Err((
            format!(
                "{} games have ids starting with {shown} ({recorded} in the history, \
                 {set_aside} set aside); give more of the id",
                recorded.saturating_add(set_aside)
            ),
            1,
        )),
    }
}

/// The game a command names (`ludo CMD`: `replay`, `review`): a game of the history
/// or one set aside (`--game ID`, with its seats' profile names) or a save file, `-`
/// for standard input (no names); `None` when it names neither.
///
/// Errors: the sentence to print and the exit status (1: no such game; 2: the
/// records cannot be used, or the file cannot be used, [`game_in_file`]).
pub fn named_game(
    save: Option<&Path>,
    game: Option<&str>,
    dir: Option<PathBuf>,
    cmd: &str,
) -> Option<Result<RecordedGame, (String, u8)>> {
    match (save, game) {
        (_, Some(id)) => Some(game_by_id(dir, id)),
        (Some(p), None) => Some(game_in_file(p, cmd)),
        (None, None) => None,
    }
}

/// The game in the save file at `path`, or in standard input for `-` (`ludo CMD
/// SAVE`), with no profile names (a save file alone does not know them).
///
/// Errors: the sentence to print and [`crate::infile::BAD_INPUT`]: the file does
/// not exist, cannot be read or is not a valid save (a missing file was status 1,
/// unlike `verify`'s and `analyze`'s).
fn game_in_file(path: &Path, cmd: &str) -> Result<RecordedGame, (String, u8)> {
    let name = crate::infile::name(path);
    let keyboard = format!(
        "ludo {cmd}: reading a save file from the keyboard; end it with Ctrl-D, or give a \
         file: ludo {cmd} SAVE"
    );
    let bytes = match crate::infile::read(path, &keyboard) {
        Ok(b) => b,
        Err(e) => return Err((crate::infile::read_error(path, &e), BAD_INPUT)),
    };
    match ludo_core::store::files::judge(bytes) {
        Ok((game, _)) => Ok((game, Default::default())),
        Err(e) => Err((format!("cannot load {name}: {e}"), BAD_INPUT)),
    }
}

/// The game of the data directory's current save (`ludo replay` and `ludo review`
/// without a file: the game last played), from the backup when the current save is
/// damaged; says which saves are damaged on standard error, as `ludo CMD: ...`.
///
/// Errors: the message and exit status 1 (no save there can be read), or 2 (the
/// data directory cannot be used, or its saves were written by a newer version).
pub fn current_game(dir: Option<PathBuf>, cmd: &str) -> Result<Game, (String, u8)> {
    let mut s = Storage::new(dir).map_err(|e| (e, 2))?;
    // As `play` and `resume` say it (status 2): the save is left untouched, not
    // damaged, and its backup is not the game played last.
    if let Some(m) = s.newer_save() {
        return Err((m, 2));
    }
    let loaded = s.load();
    for m in &loaded.messages {
        eprintln!("ludo {cmd}: {m}");
    }
    match loaded.game {
        Some(g) => Ok(g),
        // The lines above already said which files are there but damaged.
        None if !loaded.messages.is_empty() => Err((
            format!(
                "nothing to {cmd}: no save in {} can be read",
                s.dir().display()
            ),
            1,
        )),
        None => Err((format!("no saved game in {}", s.dir().display()), 1)),
    }
}

/// A game named by its id and its seats' profile names, by colour index.
type RecordedGame = (Game, [Option<String>; 4]);

/// Prints the whole game, one action a line with what it did. Stops quietly when
/// the output is closed (e.g. piped into `head`).
fn print_text(r: &mut Replayer) -> std::io::Result<()> {
    let mut out = std::io::stdout().lock();
    let lang = r.lang;
    let g = r.game();
    let seats: Vec<String> = r
        .start
        .seats
        .iter()
        .map(|s| {
            format!(
                "{} · {}",
                text::player(s.color, lang),
                r.who(s.color, s.kind)
            )
        })
        .collect();
    let header = Message::new(Key::TermReplayHeader)
        .with("n", i64::from(r.start.game_number))
        .with("rules", text::rules_name(g.rules()))
        .with("seats", Arg::Text(seats.join(", ")));
    writeln!(out, "{}", text::say(&header, lang))?;
    for i in 1..=r.len() {
        r.goto(i);
        writeln!(out, "{i:>4}. {}: {}", r.action_text(), r.last.join(" "))?;
    }
    match r.game().placements() {
        Some(p) => {
            for l in placement_lines(&p, lang) {
                writeln!(out, "{l}")?;
            }
        }
        None => writeln!(out, "{}", text::key(Key::TermReplayNotOver, lang))?,
    }
    out.flush()
}

/// "1st Yellow ○", one line a place (a shared place lists its players).
fn placement_lines(p: &[Vec<ludo_core::Color>], lang: Lang) -> Vec<String> {
    // The core numbers the places (1st, 2nd=, 2nd=, 4th), as on the phones.
    place_groups(p)
        .iter()
        .map(|group| {
            let names: Vec<String> = group
                .colors
                .iter()
                .map(|&c| text::player(c, lang))
                .collect();
            format!(
                "{} {}",
                text::say(&i18n::ordinal(u64::from(group.place)), lang),
                names.join(", ")
            )
        })
        .collect()
}

/// Draws the replay; `false` when the terminal is too small for the board (as in
/// `play`, the message says so and only q works).
fn draw(f: &mut Frame, r: &Replayer, auto: bool, color: bool) -> bool {
    let lang = r.lang;
    let area = f.area();
    let board_area = Rect::new(area.x, area.y, area.width.saturating_sub(35), area.height);
    let fits = area.width >= ui::MIN_SIZE.0 && area.height >= ui::MIN_SIZE.1;
    if !fits || BoardGeom::fit(board_area).is_none() {
        ui::draw_too_small(
            f,
            area,
            Key::TermTooSmall,
            Key::TermTooSmallWhatToDoReplay,
            lang,
        );
        return false;
    }
    let g = r.game();
    let mut labels: [Option<String>; 4] = Default::default();
    for &c in g.players() {
        labels[c.index()] = g.seat(c).map(|k: SeatKind| r.who(c, k));
    }
    let panel_x = match BoardGeom::fit(board_area) {
        Some(geom) => {
            BoardView {
                variant: g.variant(),
                layout: &r.layout,
                position: g.position(),
                mover: g.current(),
                movable: &[],
                selected: None,
                target: None,
                seat_labels: labels,
                last: None,
                lang,
            }
            .draw(geom, f.buffer_mut());
            geom.area().right() + 1
        }
        None => area.x,
    };
    let w = area.right().saturating_sub(panel_x) as usize;
    let bold = Style::default().add_modifier(Modifier::BOLD);
    let step = Message::new(if auto {
        Key::TermReplayStepPlaying
    } else {
        Key::TermReplayStep
    })
    .with("step", i64::try_from(r.step()).unwrap_or(i64::MAX))
    .with("len", i64::try_from(r.len()).unwrap_or(i64::MAX));
    let mut lines = vec![
        Line::styled(
            text::say(
                &Message::new(Key::TermReplayTitle).with("n", i64::from(r.start.game_number)),
                lang,
            ),
            bold,
        ),
        Line::raw(text::say(&step, lang)),
        Line::raw(""),
        Line::styled(
            text::say(
                &Message::new(Key::TermReplayAction).with("action", Arg::Text(r.action_text())),
                lang,
            ),
            bold,
        ),
    ];
    for l in &r.last {
        for s in ui::wrap(l, w) {
            lines.push(Line::raw(s));
        }
    }
    if let Some(p) = g.placements() {
        lines.push(Line::raw(""));
        lines.extend(placement_lines(&p, lang).into_iter().map(Line::raw));
    }
    lines.push(Line::raw(""));
    for s in ui::wrap(&text::key(Key::TermReplayKeys, lang), w) {
        lines.push(Line::styled(
            s,
            Style::default().add_modifier(Modifier::DIM),
        ));
    }
    let panel = Rect::new(
        panel_x,
        area.y,
        area.right().saturating_sub(panel_x),
        area.height,
    );
    f.render_widget(Paragraph::new(lines), panel);
    if !color {
        ui::strip_colors(f.buffer_mut());
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use ludo_core::Color;
    use ludo_core::ai::Budget;
    use ludo_core::game::{GameSetup, SeatSetup};

    #[test]
    fn stepping_back_and_forth_matches_the_game() {
        let mut g = Game::new(&GameSetup {
            rules: Rules::default(),
            seats: vec![
                SeatSetup {
                    color: Color::Yellow,
                    kind: SeatKind::Cpu(ludo_core::ai::Level::Medium),
                },
                SeatSetup {
                    color: Color::Red,
                    kind: SeatKind::Cpu(ludo_core::ai::Level::Easy),
                },
            ],
            seed: Some(11),
            dice_script: vec![],
            first_player: None,
        })
        .unwrap();
        for _ in 0..60 {
            let a = g.cpu_action(&Budget::default()).unwrap();
            g.apply(a).unwrap();
        }
        let mut r = Replayer::new(&g, Lang::En).unwrap();
        r.goto(60);
        assert_eq!(r.game().position(), g.position());
        r.goto(30);
        let mid = *r.game().position();
        r.goto(31);
        r.goto(30);
        assert_eq!(r.game().position(), &mid);
        assert!(!r.last.is_empty() || r.action_text() != "the start");
        let mut hi = Replayer::new(&g, Lang::Hi).unwrap();
        hi.goto(1);
        assert_eq!(hi.action_text(), "पासा फेंका");
        r.goto(999);
        assert_eq!(r.step(), 60);
    }
}
