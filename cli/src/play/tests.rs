//! Snapshot tests of the screens (ratatui `TestBackend`) and tests of the app logic.
//!
//! The snapshots (insta) live in `snapshots/` beside this file; `INSTA_UPDATE=always
//! cargo test -p ludo-cli --bin ludo` rewrites them after an intended change (review
//! the diff), as `docs/terminal.md` says.

use super::app::{App, Saved, Screen};
use super::marks;
use super::setup::SetupState;
use super::text;
use super::ui;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use ludo_core::Color;
use ludo_core::ai::{Budget, Level};
use ludo_core::game::{Game, GameSetup, Phase, SeatKind, SeatSetup};
use ludo_core::i18n::{Key, Lang};
use ludo_core::rules::{Rules, TokenId};
use ludo_core::table::FakeClock;
use ludo_core::view::SquareId;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Color as Tc;
use std::sync::Arc;
use std::time::Duration;

fn buffer_text(buf: &Buffer) -> String {
    let mut out = String::new();
    for y in 0..buf.area.height {
        let mut line = String::new();
        for x in 0..buf.area.width {
            line.push_str(buf[(x, y)].symbol());
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

fn render(app: &App, w: u16, h: u16, color: bool) -> Buffer {
    let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
    t.draw(|f| ui::draw(f, app, color)).unwrap();
    t.backend().buffer().clone()
}

fn setup(kinds: &[SeatKind], seed: u64) -> GameSetup {
    let colors: &[Color] = match kinds.len() {
        2 => &[Color::Yellow, Color::Red],
        3 => &[Color::Yellow, Color::Blue, Color::Red],
        _ => &Color::ALL,
    };
    GameSetup {
        rules: Rules::default(),
        seats: colors
            .iter()
            .zip(kinds)
            .map(|(&color, &kind)| SeatSetup { color, kind })
            .collect(),
        seed: Some(seed),
        dice_script: vec![],
        first_player: None,
    }
}

/// Plays `g` with CPU choices for everyone (people as `medium`) until `stop` holds
/// or `max` actions were played.
fn autoplay(g: &mut Game, max: usize, stop: impl Fn(&Game) -> bool) {
    for _ in 0..max {
        if g.phase() == Phase::GameOver || stop(g) {
            return;
        }
        let a = g.best_action(Level::Medium, &Budget::default());
        g.apply(a).unwrap();
    }
}

/// The game at the app's table.
fn game(app: &App) -> &Game {
    app.game().expect("a game at the table")
}

/// The tokens the person to act may move.
fn movable(app: &App) -> Vec<TokenId> {
    app.view()
        .map(|v| v.moves.iter().map(|m| m.token).collect())
        .unwrap_or_default()
}

/// The resume prompt for `g`.
fn prompt(g: Game) -> Screen {
    let json = ludo_core::save::save(&g).unwrap();
    Screen::ResumePrompt(Box::new(Saved::new(g, json, None)))
}

/// Runs CPU turns (waiting for each job) until a person is to act or the game is
/// over.
fn run_cpu(app: &mut App) {
    for _ in 0..20_000 {
        let v = app.view().unwrap();
        if v.person_to_act || v.can_play_again {
            return;
        }
        if !app.wait_cpu() {
            app.tick();
        }
    }
    panic!("the CPU turns did not end");
}

fn app_with(g: Game) -> App {
    let mut app = App::new(Screen::Setup(SetupState::default()), None, Duration::ZERO);
    app.resume_game(g);
    app.message = None;
    app
}

fn mid_game() -> Game {
    let cpu = SeatKind::Cpu(Level::Medium);
    // Seed 1: with the dice of save format 2 this position shows every board symbol.
    let mut g = Game::new(&setup(&[SeatKind::Human, cpu, cpu, cpu], 1)).unwrap();
    autoplay(&mut g, 400, |g| {
        g.history().len() > 120
            && g.phase() == Phase::AwaitingMove
            && g.current() == Some(Color::Yellow)
            && g.pending().is_some_and(|(_, m)| m.len() >= 2)
    });
    assert_eq!(g.phase(), Phase::AwaitingMove);
    g
}

fn finished_game() -> Game {
    let cpu = SeatKind::Cpu(Level::Medium);
    let mut g = Game::new(&setup(
        &[SeatKind::Human, cpu, SeatKind::Cpu(Level::Easy)],
        9,
    ))
    .unwrap();
    autoplay(&mut g, 5000, |_| false);
    assert_eq!(g.phase(), Phase::GameOver);
    g
}

fn key(c: KeyCode) -> KeyEvent {
    KeyEvent::new(c, KeyModifiers::NONE)
}

/// On a short terminal the setup screen keeps the explanation of the selected line
/// and the key line in view, under the scrolling list: at 80×15 they were below the
/// window (no "Enter/s start · q quit", no word on what master does) until the
/// cursor reached the end of the list.
#[test]
fn the_setup_screen_keeps_its_explanation_and_keys_on_a_short_terminal() {
    let mut app = App::new(Screen::Setup(SetupState::default()), None, Duration::ZERO);
    // From "Start the game" up to Blue's seat, then right to master.
    for _ in 0..17 {
        app.handle_key(key(KeyCode::Up));
    }
    for _ in 0..3 {
        app.handle_key(key(KeyCode::Right));
    }
    let text = buffer_text(&render(&app, 80, 15, true));
    assert!(text.contains("▶ □ Blue"), "{text}");
    assert!(text.contains("CPU master"), "{text}");
    assert!(text.contains("master, looks twice"), "{text}");
    assert!(text.contains("Enter/s start"), "{text}");
    // Every line, selected in turn, shows with the keys.
    for i in 0..19 {
        app.handle_key(key(KeyCode::Down));
        let text = buffer_text(&render(&app, 80, 15, true));
        assert!(text.contains('▶'), "line {i}:\n{text}");
        assert!(text.contains("Enter/s start"), "line {i}:\n{text}");
    }
}

/// The setup screen opens on "Start the game" (Enter starts at once), and on a
/// short terminal it opened scrolled down to it, the seats out of sight (80×24):
/// it opens with every seat and the start line in view, down to 80×15.
#[test]
fn the_setup_screen_opens_with_the_seats_and_the_start_line_in_view() {
    let app = App::new(Screen::Setup(SetupState::default()), None, Duration::ZERO);
    for h in [24, 20, 15] {
        let text = buffer_text(&render(&app, 80, h, true));
        for seat in ["○ Yellow", "□ Blue", "△ Red", "✚ Green"] {
            assert!(text.contains(seat), "80×{h}: {seat}\n{text}");
        }
        assert!(text.contains("▶ Start the game"), "80×{h}\n{text}");
        assert!(text.contains("Enter/s start"), "80×{h}\n{text}");
    }
}

#[test]
fn setup_screen_snapshot() {
    let app = App::new(Screen::Setup(SetupState::default()), None, Duration::ZERO);
    insta::assert_snapshot!("setup", &buffer_text(&render(&app, 90, 34, true)));
}

#[test]
fn board_screen_snapshot_large_and_compact() {
    let app = app_with(mid_game());
    insta::assert_snapshot!("board-large", &buffer_text(&render(&app, 120, 40, true)));
    insta::assert_snapshot!("board-compact", &buffer_text(&render(&app, 84, 22, true)));
    insta::assert_snapshot!("board-minimum", &buffer_text(&render(&app, 80, 15, true)));
}

#[test]
fn the_minimum_size_shows_every_seat_with_its_counts_and_the_choice() {
    let mut app = app_with(mid_game());
    app.handle_key(key(KeyCode::Char('h')));
    let text = buffer_text(&render(&app, 80, 15, true));
    for c in ["Yellow", "Blue", "Red", "Green"] {
        let row = text
            .lines()
            .any(|l| l.contains(&format!("{c} ")) && l.contains(" out ") && l.contains(" home "));
        assert!(row, "no seat row of {c}:\n{text}");
    }
    assert!(text.contains("Die: ["), "{text}");
    assert!(text.contains("choose a token"), "{text}");
    for m in movable(&app) {
        assert!(text.contains(&format!("○{}:", m.get() + 1)), "{text}");
    }
    assert!(text.contains("Hint"), "{text}");
}

#[test]
fn panel_text_wraps_at_word_boundaries() {
    for w in [20, 34, 45, 60] {
        let s = "Hint: move token 2 to star, square 9, safe square. It lands on a safe square.";
        let lines = ui::wrap(s, w);
        let words: Vec<&str> = s.split_whitespace().collect();
        let back: Vec<&str> = lines.iter().flat_map(|l| l.split_whitespace()).collect();
        assert_eq!(back, words, "width {w}: {lines:?}");
        assert!(lines.iter().all(|l| l.chars().count() <= w));
    }
    // Hindi and Bengali: columns as the terminal counts them, and a word cut only
    // between letters (by characters, "(अभी" lost its vowel sign to the next line).
    for s in [
        "(अभी 58×12)। टर्मिनल बड़ा करें",
        "(এখন 60×14)। টার্মিনালটি বড় করুন",
        "(अभीअभीअभीअभी)",
    ] {
        for w in 8..20 {
            let lines = ui::wrap(s, w);
            assert!(
                lines.iter().all(|l| marks::columns(l) <= w),
                "{w}: {lines:?}"
            );
            assert_eq!(lines.concat().replace(' ', ""), s.replace(' ', ""), "{w}");
            assert!(
                lines.iter().all(|l| !l.starts_with(
                    |c: char| marks::is_wide_mark(c) || ('\u{093E}'..='\u{094D}').contains(&c)
                )),
                "{w}: a line starts with a vowel sign: {lines:?}"
            );
        }
    }
}

#[test]
fn game_over_screen_snapshot() {
    let app = app_with(finished_game());
    insta::assert_snapshot!("game-over", &buffer_text(&render(&app, 120, 40, true)));
}

#[test]
fn resume_prompt_snapshot() {
    let app = App::new(prompt(mid_game()), None, Duration::ZERO);
    insta::assert_snapshot!("resume-prompt", &buffer_text(&render(&app, 90, 20, true)));
}

#[test]
fn no_color_has_no_colour_but_the_same_text() {
    let app = app_with(mid_game());
    let coloured = render(&app, 120, 40, true);
    let plain = render(&app, 120, 40, false);
    assert_eq!(buffer_text(&coloured), buffer_text(&plain));
    assert!(coloured.content.iter().any(|c| c.bg == Tc::Yellow));
    assert!(
        plain
            .content
            .iter()
            .all(|c| c.fg == Tc::Reset && c.bg == Tc::Reset)
    );
    // Owner symbols, starts and stars are text, so the board reads without colour.
    let text = buffer_text(&plain);
    for s in ["○1", "□1", "[△]", "★", "⌂", "(○ )"] {
        assert!(text.contains(s), "{s} missing");
    }
}

#[test]
fn tiny_and_odd_terminal_sizes_never_panic() {
    let apps = [
        App::new(Screen::Setup(SetupState::default()), None, Duration::ZERO),
        app_with(mid_game()),
        app_with(finished_game()),
        App::new(prompt(mid_game()), None, Duration::ZERO),
    ];
    for app in &apps {
        for (w, h) in [
            (1, 1),
            (10, 3),
            (44, 15),
            (79, 15),
            (80, 16),
            (95, 29),
            (200, 60),
        ] {
            let _ = render(app, w, h, true);
        }
    }
    let mut app = app_with(mid_game());
    app.show_help = true;
    let _ = render(&app, 20, 5, true);
    assert!(buffer_text(&render(&app, 120, 40, true)).contains("hint"));
}

#[test]
fn every_key_anywhere_never_panics() {
    let mut keys: Vec<KeyCode> = (' '..='~').map(KeyCode::Char).collect();
    keys.extend([
        KeyCode::Enter,
        KeyCode::Esc,
        KeyCode::Left,
        KeyCode::Right,
        KeyCode::Up,
        KeyCode::Down,
        KeyCode::Tab,
        KeyCode::BackTab,
        KeyCode::Backspace,
        KeyCode::Home,
        KeyCode::End,
        KeyCode::F(1),
    ]);
    for start in 0..3 {
        let mut app = match start {
            0 => App::new(Screen::Setup(SetupState::default()), None, Duration::ZERO),
            1 => app_with(mid_game()),
            _ => app_with(finished_game()),
        };
        for (i, k) in keys.iter().cycle().take(3000).enumerate() {
            if matches!(k, KeyCode::Char('q') | KeyCode::Esc) {
                continue;
            }
            app.handle_key(key(*k));
            app.handle_mouse(MouseEvent {
                kind: MouseEventKind::Down(MouseButton::Left),
                column: (i * 7 % 120) as u16,
                row: (i * 3 % 40) as u16,
                modifiers: KeyModifiers::NONE,
            });
            app.tick();
            if i % 50 == 0 {
                let _ = render(&app, 120, 40, true);
            }
        }
    }
}

#[test]
fn person_rolls_and_moves_with_keys_and_undo_takes_it_back() {
    let mut app = app_with(mid_game());
    let movable = movable(&app);
    assert!(movable.len() >= 2);
    let before = game(&app).history().len();
    // An illegal token number only explains.
    let illegal = TokenId::ALL.into_iter().find(|t| !movable.contains(t));
    if let Some(t) = illegal {
        app.handle_key(key(KeyCode::Char((b'1' + t.get()) as char)));
        assert_eq!(game(&app).history().len(), before);
        assert!(app.message.as_ref().unwrap().contains("cannot move"));
    }
    // Arrow keys select, Enter moves the selected token.
    app.handle_key(key(KeyCode::Right));
    assert_eq!(app.selected, Some(movable[1]));
    app.handle_key(key(KeyCode::Enter));
    assert_eq!(game(&app).history().len(), before + 1);
    // The move is marked: the panel names it until the next choice.
    let v = app.view().unwrap();
    let last = v.last_move.unwrap();
    assert_eq!((last.color, last.token), (Color::Yellow, movable[1]));
    // Undo goes back to the choice.
    app.handle_key(key(KeyCode::Char('u')));
    let g = game(&app);
    assert_eq!(g.history().len(), before);
    assert_eq!(g.phase(), Phase::AwaitingMove);
    // The hint selects the hinted token.
    app.handle_key(key(KeyCode::Char('h')));
    let hint = game(&app).hint().unwrap();
    assert_eq!(app.selected, Some(hint.token));
    assert!(app.message.as_ref().unwrap().starts_with("Hint"));
}

/// A letter typed with Ctrl or Alt is not the letter: Ctrl-U (a shell's "erase the
/// line") undid the move, Ctrl-S started the game from the setup screen, Ctrl-N at
/// the resume prompt set the game aside. Ctrl-C still saves and quits; Ctrl and Alt
/// together (AltGr on Windows) still type.
#[test]
fn a_letter_with_ctrl_or_alt_is_not_that_letter() {
    let chord = |c: char, m: KeyModifiers| KeyEvent::new(KeyCode::Char(c), m);
    let mut app = app_with(mid_game());
    let movable = movable(&app);
    app.handle_key(key(KeyCode::Char((b'1' + movable[0].get()) as char)));
    let moved = game(&app).history().len();
    app.handle_key(chord('u', KeyModifiers::CONTROL));
    app.handle_key(chord('u', KeyModifiers::ALT));
    assert_eq!(game(&app).history().len(), moved, "a chord undid the move");
    app.handle_key(key(KeyCode::Char('u')));
    assert_eq!(game(&app).history().len(), moved - 1, "u undoes");
    app.handle_key(chord('c', KeyModifiers::CONTROL));
    assert!(app.quit, "Ctrl-C saves and quits");

    let mut setup = App::new(Screen::Setup(SetupState::default()), None, Duration::ZERO);
    setup.handle_key(chord('s', KeyModifiers::CONTROL));
    assert!(matches!(setup.screen, Screen::Setup(_)), "Ctrl-S started");

    let mut at_prompt = App::new(prompt(mid_game()), None, Duration::ZERO);
    at_prompt.handle_key(chord('n', KeyModifiers::CONTROL));
    assert!(
        matches!(at_prompt.screen, Screen::ResumePrompt(_)),
        "Ctrl-N"
    );
    at_prompt.handle_key(chord('y', KeyModifiers::CONTROL | KeyModifiers::ALT));
    assert!(
        !matches!(at_prompt.screen, Screen::ResumePrompt(_)),
        "AltGr typed a y: resumes"
    );
}

#[test]
fn clicking_a_token_moves_it() {
    let mut app = app_with(mid_game());
    let _ = render(&app, 120, 40, true);
    let geom = app.board_geom.get().unwrap();
    let table = app.table.as_ref().unwrap();
    let g = table.game();
    let layout = table.layout();
    let spots = layout.token_spots(g.variant(), g.position());
    // A movable token alone on its square (a click on a shared square is ambiguous).
    let (t, spot) = movable(&app)
        .into_iter()
        .find_map(|t| {
            let spot = spots
                .iter()
                .find(|s| s.color == Color::Yellow && s.token == t)?;
            let alone = spots.iter().filter(|s| s.square == spot.square).count() == 1;
            alone.then_some((t, *spot))
        })
        .expect("a movable token alone on its square");
    let sq = layout.square(spot.square).unwrap();
    let (w, h) = if matches!(spot.square, SquareId::BaseSlot(..)) {
        (2, 2)
    } else {
        (1, 1)
    };
    let col = geom.x + sq.cell.0 as u16 * geom.cw + w * geom.cw / 2;
    let row = geom.y + sq.cell.1 as u16 * geom.ch + h * geom.ch / 2;
    let before = g.history().len();
    app.handle_mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: col,
        row,
        modifiers: KeyModifiers::NONE,
    });
    let g = game(&app);
    assert_eq!(g.history().len(), before + 1, "{:?}", app.message);
    assert_eq!(g.history()[before], ludo_core::game::Action::Move(t));
}

/// A game that ends while the records cannot be written (a read-only records.db)
/// says so in the log, where a recorded game says "Recorded in the history": the
/// note at start-up was gone by then, and the game over said nothing.
#[test]
fn a_game_ending_without_records_says_it_was_not_recorded() {
    let cpu = SeatKind::Cpu(Level::Easy);
    for off in [None, Some("the records database is read-only")] {
        let mut app = App::new(Screen::Setup(SetupState::default()), None, Duration::ZERO);
        app.records_off = off.map(str::to_string);
        app.start_game(&setup(&[cpu, cpu], 3)).unwrap();
        run_cpu(&mut app);
        assert_eq!(game(&app).phase(), Phase::GameOver);
        let said = app
            .log
            .iter()
            .find(|l| l.starts_with("Not recorded in the history"));
        match off {
            Some(why) => assert!(said.is_some_and(|l| l.contains(why)), "{:?}", app.log),
            None => assert_eq!(said, None, "nothing was to be recorded (tests, lesson)"),
        }
    }
}

#[test]
fn cpu_turns_play_by_themselves_and_c_then_a_colour_hands_that_seat_over() {
    let cpu = SeatKind::Cpu(Level::Hard);
    let mut app = App::new(Screen::Setup(SetupState::default()), None, Duration::ZERO);
    app.start_game(&setup(&[SeatKind::Human, cpu], 3)).unwrap();
    run_cpu(&mut app);
    // `c` alone does nothing yet; `c` then `r` names Red, a CPU seat from the start.
    app.handle_key(key(KeyCode::Char('c')));
    assert_eq!(game(&app).seat(Color::Yellow), Some(SeatKind::Human));
    app.handle_key(key(KeyCode::Char('r')));
    assert_eq!(game(&app).seat(Color::Red), Some(cpu));
    assert!(app.message.as_ref().unwrap().contains("CPU seat"));
    // `c` `y` hands Yellow to the CPU: the game then runs to its end alone.
    app.handle_key(key(KeyCode::Char('c')));
    app.handle_key(key(KeyCode::Char('y')));
    assert_eq!(
        game(&app).seat(Color::Yellow),
        Some(SeatKind::Cpu(Level::Medium))
    );
    run_cpu(&mut app);
    assert_eq!(game(&app).phase(), Phase::GameOver);
    assert!(
        app.log.iter().any(|l| l.starts_with("Game over")),
        "{:?}",
        app.log
    );
    // Space and Enter roll: pressed (or held) once too often at the end they do
    // nothing, so the game-over panel stays and says who won.
    app.handle_key(key(KeyCode::Enter));
    app.handle_key(key(KeyCode::Char(' ')));
    assert_eq!(game(&app).start().game_number, 1);
    assert!(app.view().unwrap().can_play_again);
    let text = buffer_text(&render(&app, 100, 40, true));
    assert!(text.contains("GAME OVER"), "{text}");
    // Play again (`p`): a new game with the first player rotated.
    app.handle_key(key(KeyCode::Char('p')));
    let g = game(&app);
    assert_eq!(g.start().game_number, 2);
    assert!(g.start().first_player.is_some());
}

#[test]
fn in_pass_and_play_c_acts_on_the_named_seat_whoever_is_to_act() {
    let mut app = App::new(Screen::Setup(SetupState::default()), None, Duration::ZERO);
    let mut s = setup(&[SeatKind::Human, SeatKind::Human], 4);
    s.first_player = Some(Color::Yellow);
    app.start_game(&s).unwrap();
    assert_eq!(game(&app).current(), Some(Color::Yellow));
    // Red is named while Yellow is to act: Red goes to the CPU, Yellow stays.
    for k in ['c', 'r', 'c', 'r', 'c', 'r'] {
        app.handle_key(key(KeyCode::Char(k)));
    }
    // Three presses toggle Red to the CPU, back, and to the CPU again; Yellow never.
    assert_eq!(game(&app).seat(Color::Yellow), Some(SeatKind::Human));
    assert_eq!(
        game(&app).seat(Color::Red),
        Some(SeatKind::Cpu(Level::Medium))
    );
    // A colour that does not play is named as such.
    app.handle_key(key(KeyCode::Char('c')));
    app.handle_key(key(KeyCode::Char('g')));
    assert!(app.message.as_ref().unwrap().contains("does not play"));
}

#[test]
fn turn_timer_acts_for_the_player() {
    let mut s = setup(&[SeatKind::Human, SeatKind::Human], 4);
    s.rules.turn_time_limit_secs = Some(ludo_core::rules::TurnTimeLimit::Secs30);
    let clock = Arc::new(FakeClock::new());
    let mut app = App::new(Screen::Setup(SetupState::default()), None, Duration::ZERO);
    app.clock = clock.clone();
    app.start_game(&s).unwrap();
    app.tick();
    let t = app.view().unwrap().timer.unwrap();
    assert_eq!(t.remaining_ms, 30_000);
    assert!(buffer_text(&render(&app, 120, 40, true)).contains("30 seconds left"));
    clock.advance(Duration::from_secs(31));
    assert!(app.next_wake() == Duration::ZERO);
    app.tick();
    assert_eq!(game(&app).history(), &[ludo_core::game::Action::TimeOut]);
}

#[test]
fn the_lesson_saves_to_its_own_file_and_never_touches_the_game() {
    let dir = std::env::temp_dir().join(format!("ludo-lesson-app-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("current.json"),
        ludo_core::save::save(&mid_game()).unwrap(),
    )
    .unwrap();
    let before = std::fs::read(dir.join("current.json")).unwrap();
    let mut st = crate::storage::Storage::at(dir.clone()).for_lesson();
    let _ = st.load();
    let mut app = App::new(
        Screen::Setup(SetupState::default()),
        Some(st),
        Duration::ZERO,
    );
    app.start_lesson().unwrap();
    let text = buffer_text(&render(&app, 120, 40, true));
    assert!(text.contains("LUDO · lesson"), "{text}");
    assert!(text.contains("a 6 brings a token out"), "{text}");
    for _ in 0..40 {
        app.handle_key(key(KeyCode::Char(' ')));
        run_cpu(&mut app);
        if app.view().unwrap().can_play_again {
            break;
        }
    }
    let v = app.view().unwrap();
    assert!(v.tutorial.unwrap().done, "{:?}", app.log);
    app.handle_key(key(KeyCode::Char('q')));
    let lesson = std::fs::read_to_string(dir.join("tutorial.json")).unwrap();
    assert!(ludo_core::table::inspect_save(&lesson).unwrap().tutorial);
    assert_eq!(std::fs::read(dir.join("current.json")).unwrap(), before);
    assert!(!dir.join("abandoned").exists());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn texts_come_in_the_chosen_language() {
    let mut app = app_with(mid_game());
    app.lang = ludo_core::i18n::Lang::Hi;
    app.handle_key(key(KeyCode::Char('h')));
    let text = buffer_text(&render(&app, 120, 40, true));
    // "पीला ... चुनें": Yellow rolled n: choose a token, in Hindi.
    assert!(
        app.message.as_ref().unwrap().contains("मोहरा"),
        "{:?}",
        app.message
    );
    assert!(text.contains("चुनें"), "{text}");
}

#[test]
fn new_game_at_the_resume_prompt_keeps_the_unfinished_game() {
    let dir = std::env::temp_dir().join(format!("ludo-abandon-app-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let g = mid_game();
    let mut app = App::new(
        prompt(g.clone()),
        Some(crate::storage::Storage::at(dir.clone())),
        Duration::ZERO,
    );
    app.handle_key(key(KeyCode::Char('n')));
    assert!(matches!(app.screen, Screen::Setup(_)));
    let msg = app.message.clone().unwrap();
    assert!(msg.contains("abandoned"), "{msg}");
    let kept: Vec<_> = std::fs::read_dir(dir.join("abandoned"))
        .unwrap()
        .filter_map(|e| e.ok())
        .collect();
    assert_eq!(kept.len(), 1);
    let back = ludo_core::store::load_text_checked(&kept[0].path())
        .unwrap()
        .unwrap()
        .0;
    assert_eq!(back.history(), g.history());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_failed_save_is_remembered_until_a_save_succeeds() {
    let dir = std::env::temp_dir().join(format!("ludo-failsave-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("file");
    std::fs::write(&file, "x").unwrap();
    let mut app = app_with(mid_game());
    app.storage = Some(crate::storage::Storage::at(file));
    app.save();
    assert!(app.save_error.is_some());
    app.storage = Some(crate::storage::Storage::at(dir.join("ok")));
    app.save();
    assert!(app.save_error.is_none());
    let _ = std::fs::remove_dir_all(&dir);
}

/// A save the table refuses to make (the game's save would pass the load limit:
/// "This game could not be saved; the last save is kept.") leaves the last save on
/// disk, as a failed write does: the key line said "q save & quit" all the same,
/// then quitting said "NOT saved". A later save that works promises it again.
#[test]
fn the_keys_say_q_quits_unsaved_after_a_save_too_large_to_make() {
    let dir = std::env::temp_dir().join(format!("ludo-too-large-keys-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut app = app_with(mid_game());
    app.storage = Some(crate::storage::Storage::at(dir.clone()));
    let flat = |app: &App| {
        buffer_text(&render(app, 120, 40, true))
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert!(flat(&app).contains("q save & quit"));
    let token = app.table.as_ref().unwrap().view().moves[0].token;
    // The table's answer when its save is too large: no save, and the announcement.
    app.apply(|t| {
        let mut u = t.move_token(token);
        assert!(u.save.take().is_some());
        u.announcements.push(Key::SaveFailed.into());
        u
    });
    assert!(app.cannot_save());
    let text = flat(&app);
    assert!(text.contains("could not be saved"), "{text}");
    assert!(
        text.contains("q quit (cannot save here)") && !text.contains("save & quit"),
        "{text}"
    );
    app.save();
    assert!(!app.cannot_save());
    assert!(flat(&app).contains("q save & quit"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Where the game cannot be saved (the last save failed; a read-only folder is
/// the same), the key line, the help and the too-small screen say that q quits
/// without saving: they said "q save & quit", then quitting said nothing was saved.
#[test]
fn the_keys_say_q_quits_unsaved_where_the_game_cannot_be_saved() {
    let dir = std::env::temp_dir().join(format!("ludo-unsaved-keys-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("file");
    std::fs::write(&file, "x").unwrap();
    let mut app = app_with(mid_game());
    let flat = |app: &App, w, h| {
        buffer_text(&render(app, w, h, true))
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    let text = flat(&app, 120, 40);
    assert!(text.contains("q save & quit"), "{text}");
    app.storage = Some(crate::storage::Storage::at(file));
    app.save();
    assert!(app.cannot_save());
    let text = flat(&app, 120, 40);
    assert!(
        text.contains("q quit (cannot save here)") && !text.contains("save & quit"),
        "{text}"
    );
    let text = flat(&app, 60, 12);
    assert!(
        text.contains("press q to quit (the game cannot be saved here)"),
        "{text}"
    );
    app.show_help = true;
    let text = flat(&app, 120, 40);
    assert!(text.contains("quit: the game cannot be saved"), "{text}");
    assert!(
        text.contains("Nothing can be saved in this folder."),
        "{text}"
    );
    assert!(!text.contains("save and quit"), "{text}");
    // Ctrl-Z still pauses, but saves nothing here (its row said "save").
    #[cfg(unix)]
    {
        assert!(
            text.contains("pause: give the terminal back to the shell"),
            "{text}"
        );
        assert!(text.contains("nothing is saved here"), "{text}");
        assert!(!text.contains("pause: save"), "{text}");
    }
    // A save that succeeds again: the keys promise a save again.
    app.show_help = false;
    app.storage = Some(crate::storage::Storage::at(dir.join("ok")));
    app.unsavable = Some("This game cannot be saved in ...".into());
    app.save();
    assert!(!app.cannot_save());
    assert!(flat(&app, 120, 40).contains("q save & quit"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn every_exit_set_is_reachable_and_the_last_face_stays() {
    use ludo_core::rules::{ExitNumbers, Face};
    let mut s = SetupState::default();
    // Go to the exit-number row.
    s.handle_key(key(KeyCode::Home));
    for _ in 0..6 {
        s.handle_key(key(KeyCode::Down));
    }
    let mut seen = std::collections::HashSet::new();
    for _ in 0..63 {
        seen.insert(s.game_setup().unwrap().rules.exit_numbers);
        s.handle_key(key(KeyCode::Right));
    }
    assert_eq!(seen.len(), 63);
    // Digits toggle faces; the last face cannot be cleared.
    let mut s = SetupState::default();
    s.handle_key(key(KeyCode::Home));
    for _ in 0..6 {
        s.handle_key(key(KeyCode::Down));
    }
    s.handle_key(key(KeyCode::Char('3')));
    assert_eq!(
        s.game_setup().unwrap().rules.exit_numbers,
        ExitNumbers::new(&[Face::Three, Face::Six]).unwrap()
    );
    s.handle_key(key(KeyCode::Char('6')));
    s.handle_key(key(KeyCode::Char('3')));
    assert_eq!(
        s.game_setup().unwrap().rules.exit_numbers,
        ExitNumbers::new(&[Face::Three]).unwrap()
    );
}

#[test]
fn keys_do_nothing_while_the_board_is_hidden_but_q_saves_and_quits() {
    let mut app = app_with(mid_game());
    let before = game(&app).history().to_vec();
    let text = buffer_text(&render(&app, 60, 12, true));
    assert!(text.contains("too small"), "{text}");
    for k in [
        KeyCode::Char(' '),
        KeyCode::Enter,
        KeyCode::Char('1'),
        KeyCode::Char('2'),
        KeyCode::Char('3'),
        KeyCode::Char('4'),
        KeyCode::Right,
        KeyCode::Char('h'),
        KeyCode::Char('u'),
        KeyCode::Char('c'),
        KeyCode::Char('?'),
    ] {
        app.handle_key(key(k));
    }
    assert_eq!(game(&app).history(), before.as_slice());
    assert!(!app.show_help);
    assert!(!app.quit);
    // Once the board is visible again, the same key plays.
    let _ = render(&app, 120, 40, true);
    app.handle_key(key(KeyCode::Char(' ')));
    assert_eq!(game(&app).history().len(), before.len() + 1);
    let _ = render(&app, 60, 12, true);
    app.handle_key(key(KeyCode::Char('q')));
    assert!(app.quit);
}

#[test]
fn new_game_at_the_prompt_of_players_starts_that_game_after_keeping_the_old_one() {
    let dir = std::env::temp_dir().join(format!("ludo-pending-app-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let old = mid_game();
    let mut s = crate::storage::Storage::at(dir.clone());
    s.save(&old).unwrap();
    let mut s = crate::storage::Storage::at(dir.clone());
    let g = s.load_unfinished().game.unwrap();
    let mut app = App::new(prompt(g), Some(s), Duration::ZERO);
    let wanted = setup(&[SeatKind::Human, SeatKind::Cpu(Level::Expert)], 4);
    app.pending_start = Some(wanted.clone());
    let text = buffer_text(&render(&app, 100, 30, true));
    assert!(text.contains("start the new game"), "{text}");
    app.handle_key(key(KeyCode::Char('n')));
    assert!(matches!(app.screen, Screen::Game));
    let g = game(&app);
    assert_eq!(g.start().seats, wanted.seats);
    assert!(app.notices.iter().any(|n| n.contains("abandoned")));
    let kept: Vec<_> = std::fs::read_dir(dir.join("abandoned"))
        .unwrap()
        .filter_map(|e| e.ok())
        .collect();
    assert_eq!(kept.len(), 1, "one copy, not two");
    let back = ludo_core::store::load_text_checked(&kept[0].path())
        .unwrap()
        .unwrap()
        .0;
    assert_eq!(back.history(), old.history());
    let now = ludo_core::store::load_text_checked(&dir.join("current.json"))
        .unwrap()
        .unwrap()
        .0;
    assert_eq!(now.start().seats, wanted.seats);
    let _ = std::fs::remove_dir_all(&dir);
}

/// "New game" at the resume prompt, then quitting the setup screen before a game
/// started: the game is still the current save, so the copy made under
/// `abandoned/` goes again with its notice (it was kept twice, and the end said
/// both "kept as abandoned/…" and "still saved in current.json"). Once a game
/// started, the copy stays.
#[test]
fn quitting_before_the_new_game_keeps_the_unfinished_game_once() {
    let dir = std::env::temp_dir().join(format!("ludo-once-app-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let old = mid_game();
    let mut s = crate::storage::Storage::at(dir.clone());
    s.save(&old).unwrap();
    let before = std::fs::read(dir.join("current.json")).unwrap();
    let open = || {
        let mut s = crate::storage::Storage::at(dir.clone());
        let g = s.load_unfinished().game.unwrap();
        App::new(prompt(g), Some(s), Duration::ZERO)
    };
    let copies = || {
        std::fs::read_dir(dir.join("abandoned"))
            .map(|d| d.count())
            .unwrap_or(0)
    };
    let mut app = open();
    app.handle_key(key(KeyCode::Char('n')));
    assert!(matches!(app.screen, Screen::Setup(_)));
    assert_eq!(copies(), 1, "kept aside while the setup screen shows");
    app.handle_key(key(KeyCode::Char('q')));
    app.drop_unused_copy();
    assert_eq!(copies(), 0, "one copy of the game: the current save");
    assert!(
        !app.notices.iter().any(|n| n.contains("abandoned")),
        "{:?}",
        app.notices
    );
    assert_eq!(std::fs::read(dir.join("current.json")).unwrap(), before);
    // A game started: the copy is the old game's only one and stays.
    let mut app = open();
    app.pending_start = Some(setup(&[SeatKind::Human, SeatKind::Cpu(Level::Easy)], 4));
    app.handle_key(key(KeyCode::Char('n')));
    assert!(matches!(app.screen, Screen::Game));
    app.drop_unused_copy();
    assert_eq!(copies(), 1);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The history line of a Hindi or Bengali game's log is in that language (it was
/// "Recorded in the history (not rated: ...)." in English); the line printed at
/// the end, English like the rest of it, stays English.
#[test]
fn the_history_line_of_the_log_speaks_the_games_language() {
    let cpu = SeatKind::Cpu(Level::Easy);
    for (lang, said) in [
        (
            ludo_core::i18n::Lang::Hi,
            "इतिहास में दर्ज किया गया। रेटिंग नहीं: किसी खिलाड़ी की प्रोफ़ाइल नहीं थी।",
        ),
        (
            ludo_core::i18n::Lang::Bn,
            "ইতিহাসে লেখা হয়েছে। রেটিং হয়নি: কোনো খেলোয়াড়ের প্রোফাইল ছিল না।",
        ),
    ] {
        let db = ludo_core::records::Records::open_in_memory().unwrap();
        let mut app = App::new(Screen::Setup(SetupState::default()), None, Duration::ZERO);
        app.lang = lang;
        app.records = Some(crate::records::Link::new(db));
        app.start_game(&setup(&[cpu, cpu], 3)).unwrap();
        run_cpu(&mut app);
        assert_eq!(game(&app).phase(), Phase::GameOver);
        assert!(app.log.iter().any(|l| l == said), "{:?}", app.log);
        assert!(
            !app.log.iter().any(|l| l.contains("Recorded")),
            "{:?}",
            app.log
        );
        assert_eq!(
            app.recorded.as_deref(),
            Some("Recorded in the history. Not rated: no player had a profile.")
        );
    }
}

#[test]
fn a_profile_stays_with_its_seat_when_the_game_is_resumed() {
    let mut db = ludo_core::records::Records::open_in_memory().unwrap();
    let asha = db.add_profile("Asha").unwrap();
    let mut link = crate::records::Link::new(db);
    link.wanted = vec![(Color::Yellow, asha.clone())];
    let mut app = App::new(Screen::Setup(SetupState::default()), None, Duration::ZERO);
    app.records = Some(link);
    let cpu = SeatKind::Cpu(Level::Easy);
    app.start_game(&setup(&[SeatKind::Human, cpu], 2)).unwrap();
    let json = app.table.as_ref().unwrap().save_request().unwrap().json;
    // Another process resumes the save: Yellow is still Asha for the records.
    let mut again = App::new(Screen::Setup(SetupState::default()), None, Duration::ZERO);
    let records = app.records.take().unwrap().records;
    again.records = Some(crate::records::Link::new(records));
    again.resume_json(&json).unwrap();
    let seats = &again.records.as_ref().unwrap().seats;
    assert_eq!(seats.len(), 1);
    assert_eq!(
        (seats[0].color, &seats[0].profile),
        (Color::Yellow, &asha.id)
    );
}

/// A profile deleted (or renamed) by `ludo profiles` in another terminal during a
/// game no longer shows on its seat after the next action: it stayed for the rest
/// of the session.
#[test]
fn a_profile_deleted_meanwhile_leaves_its_seat_at_the_next_action() {
    let dir = std::env::temp_dir().join(format!("ludo-deleted-profile-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("records.db");
    let mut db = ludo_core::records::Records::open(&path).unwrap();
    let asha = db.add_profile("Asha").unwrap();
    let mut link = crate::records::Link::new(db);
    link.wanted = vec![(Color::Yellow, asha.clone())];
    let mut app = App::new(Screen::Setup(SetupState::default()), None, Duration::ZERO);
    app.records = Some(link);
    app.start_game(&setup(&[SeatKind::Human, SeatKind::Human], 2))
        .unwrap();
    assert!(buffer_text(&render(&app, 120, 40, false)).contains("Asha"));
    let mut other = ludo_core::records::Records::open(&path).unwrap();
    other.delete_profile(&asha.id).unwrap();
    app.handle_key(key(KeyCode::Char(' ')));
    let text = buffer_text(&render(&app, 120, 40, false));
    assert!(!text.contains("Asha"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// An undo made before quitting still counts when the game is resumed and finished:
/// quitting and resuming must not turn a game with an undo into a rated one.
#[test]
fn undos_made_before_a_resume_still_count_for_the_records() {
    let db = ludo_core::records::Records::open_in_memory().unwrap();
    let mut app = App::new(Screen::Setup(SetupState::default()), None, Duration::ZERO);
    app.records = Some(crate::records::Link::new(db));
    let cpu = SeatKind::Cpu(Level::Easy);
    app.start_game(&setup(&[SeatKind::Human, cpu], 2)).unwrap();
    let json = app.table.as_ref().unwrap().save_request().unwrap().json;
    // The save of a game with one undo made (the table's count).
    let mut doc: serde_json::Value = serde_json::from_str(&json).unwrap();
    doc["table"]["undos"] = serde_json::json!(1);
    let mut again = App::new(Screen::Setup(SetupState::default()), None, Duration::ZERO);
    let records = app.records.take().unwrap().records;
    again.records = Some(crate::records::Link::new(records));
    again.resume_json(&doc.to_string()).unwrap();
    assert_eq!(again.records.as_ref().unwrap().undos, 1);
}

#[test]
fn help_and_rules_pause_the_game_and_its_timer() {
    let mut s = setup(&[SeatKind::Human, SeatKind::Cpu(Level::Easy)], 4);
    s.rules.turn_time_limit_secs = Some(ludo_core::rules::TurnTimeLimit::Secs30);
    s.first_player = Some(Color::Yellow);
    let clock = Arc::new(FakeClock::new());
    let mut app = App::new(Screen::Setup(SetupState::default()), None, Duration::ZERO);
    app.clock = clock.clone();
    app.start_game(&s).unwrap();
    app.handle_key(key(KeyCode::Char('r')));
    assert!(app.show_rules && app.view().unwrap().paused);
    let text = buffer_text(&render(&app, 120, 40, true));
    assert!(text.contains("House rules"), "{text}");
    assert!(text.contains("30 seconds per decision"), "{text}");
    clock.advance(Duration::from_secs(40));
    app.tick();
    assert!(game(&app).history().is_empty(), "no time-out while reading");
    app.handle_key(key(KeyCode::Char('x')));
    let v = app.view().unwrap();
    assert!(!v.paused && !app.show_rules);
    assert_eq!(v.timer.unwrap().remaining_ms, 30_000);
}

#[test]
fn help_and_rules_fit_80_by_15_in_every_language_and_say_how_to_close() {
    use ludo_core::i18n::Lang;
    for lang in Lang::ALL {
        let mut app = App::new(Screen::Setup(SetupState::default()), None, Duration::ZERO);
        app.lang = lang;
        app.start_game(&setup(&[SeatKind::Human, SeatKind::Cpu(Level::Easy)], 4))
            .unwrap();
        app.handle_key(key(KeyCode::Char('r')));
        // Without spaces: the test buffer sets Indic clusters apart.
        let bare = |s: &str| s.replace(' ', "");
        let rules = buffer_text(&render(&app, 80, 15, true));
        let close = crate::play::text::key(ludo_core::i18n::Key::TermPressAnyKey, lang);
        assert!(bare(&rules).contains(&bare(&close)), "{lang}:\n{rules}");
        if lang == Lang::En {
            // In English every one of the 12 rules is on screen.
            assert!(rules.contains("No time limit per turn."), "{rules}");
            assert!(!rules.contains('…'), "{rules}");
        }
        app.handle_key(key(KeyCode::Char('x')));
        app.handle_key(key(KeyCode::Char('?')));
        let help = buffer_text(&render(&app, 80, 15, true));
        // The end of the help's last sentence ("... press any key").
        let closing = match lang {
            Lang::En => "close this help.",
            Lang::Hi => "दबाएँ।",
            Lang::Bn => "চাপুন।",
        };
        assert!(bare(&help).contains(&bare(closing)), "{lang}:\n{help}");
    }
}

/// `?` on the setup screen shows its keys (it did nothing), in every language and
/// down to 80×15, with how to close them and what q / Esc do there; the game's
/// rows (Ctrl-Z "save", the board's legend) are not among them. Any key or click
/// closes the help and does nothing else (`s` does not start the game, Esc does
/// not quit); Ctrl-C quits.
#[test]
fn the_setup_screen_shows_its_keys_on_question_mark() {
    for lang in Lang::ALL {
        let mut app = App::new(Screen::Setup(SetupState::default()), None, Duration::ZERO);
        app.lang = lang;
        let bare = |s: &str| s.replace(' ', "");
        let before = buffer_text(&render(&app, 80, 15, true));
        app.handle_key(key(KeyCode::Char('?')));
        for (w, h) in [(80, 15), (90, 34)] {
            let help = bare(&buffer_text(&render(&app, w, h, true)));
            for k in [
                Key::TermHelpTitle,
                Key::TermHelpSetupChoose,
                Key::TermHelpSetupQuit,
                Key::TermPressAnyKey,
            ] {
                // Its start: a long row wraps under its key.
                let said: String = bare(&text::key(k, lang)).chars().take(12).collect();
                assert!(help.contains(&said), "{lang} {w}×{h}: {k:?}\n{help}");
            }
            assert!(help.contains("q/Esc"), "{lang} {w}×{h}\n{help}");
            assert!(!help.contains("Ctrl-Z"), "{lang} {w}×{h}\n{help}");
            let legend: String = bare(&text::key(Key::TermHelpLegend, lang))
                .chars()
                .take(12)
                .collect();
            assert!(!help.contains(&legend), "{lang} {w}×{h}\n{help}");
        }
        for close in [KeyCode::Char('s'), KeyCode::Esc] {
            app.handle_key(key(close));
            assert!(!app.show_help && !app.quit, "{lang}: {close:?}");
            assert!(matches!(app.screen, Screen::Setup(_)), "{lang}: {close:?}");
            assert_eq!(buffer_text(&render(&app, 80, 15, true)), before, "{lang}");
            app.handle_key(key(KeyCode::Char('?')));
        }
        let click = MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column: 10,
            row: 5,
            modifiers: KeyModifiers::NONE,
        };
        app.handle_mouse(click);
        assert!(!app.show_help && !app.quit, "{lang}: a click");
        app.handle_key(key(KeyCode::Char('?')));
        app.handle_key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL));
        assert!(app.quit, "{lang}: Ctrl-C");
    }
    // Esc on the setup screen itself quits, as q does.
    let mut app = App::new(Screen::Setup(SetupState::default()), None, Duration::ZERO);
    app.handle_key(key(KeyCode::Esc));
    assert!(app.quit);
}

#[test]
fn the_dice_code_shows_until_the_first_roll_and_the_result_says_dice_verified() {
    let cpu = SeatKind::Cpu(Level::Medium);
    let mut app = App::new(Screen::Setup(SetupState::default()), None, Duration::ZERO);
    let mut s = setup(&[SeatKind::Human, cpu], 3);
    s.first_player = Some(Color::Yellow);
    app.start_game(&s).unwrap();
    let code = app.view().unwrap().dice_code.expect("a dice code");
    let shown = format!("Dice code {code}.");
    let text = buffer_text(&render(&app, 120, 40, false));
    // In the panel and in the log.
    assert_eq!(text.matches(&shown).count(), 2, "{text}");
    assert!(app.view().unwrap().person_to_act);
    app.handle_key(key(KeyCode::Char(' ')));
    assert!(!game(&app).rolls().is_empty(), "space rolled");
    // The panel's line goes; the log keeps the code to compare at the end.
    let text = buffer_text(&render(&app, 120, 40, false));
    assert_eq!(text.matches(&shown).count(), 1, "{text}");
    assert!(app.log.iter().any(|l| l.contains(&shown)), "{:?}", app.log);
    // The result box says the dice check, and the code again.
    let g = finished_game();
    let code = g.dice_commitment().unwrap().code();
    let app = app_with(g);
    assert_eq!(app.view().unwrap().dice_verified, Some(true));
    let text = buffer_text(&render(&app, 120, 40, false));
    // The line wraps before the code at this width.
    assert!(
        text.contains("Dice verified: every roll came from dice code"),
        "{text}"
    );
    assert!(
        text.contains(&format!("{code}, shown at the start.")),
        "{text}"
    );
}

/// Playing the lesson again starts it afresh and says so once: "Game 1 begins"
/// appears once in the log, not once for the old lesson and once for the new.
#[test]
fn restarting_the_lesson_says_game_1_begins_once() {
    let mut app = App::new(Screen::Setup(SetupState::default()), None, Duration::ZERO);
    app.start_lesson().unwrap();
    for _ in 0..40 {
        app.handle_key(key(KeyCode::Char(' ')));
        run_cpu(&mut app);
        if app.view().unwrap().can_play_again {
            break;
        }
    }
    assert!(app.view().unwrap().can_play_again, "{:?}", app.log);
    app.handle_key(key(KeyCode::Enter));
    assert!(
        app.view().unwrap().tutorial.unwrap().done,
        "Enter rolls: not again"
    );
    app.handle_key(key(KeyCode::Char('p')));
    let v = app.view().unwrap();
    assert!(!v.tutorial.unwrap().done, "the lesson starts again");
    let begins = app
        .log
        .iter()
        .filter(|l| l.contains("Game 1 begins"))
        .count();
    assert_eq!(begins, 1, "{:#?}", app.log);
    let text = buffer_text(&render(&app, 120, 40, true));
    assert_eq!(text.matches("Game 1 begins").count(), 1, "{text}");
}

/// After `ludo resume` the board marks the last move made before the save, as it did
/// before quitting (the core rebuilds it from the saved game).
#[test]
fn the_last_move_is_marked_after_a_resume() {
    let g = mid_game();
    let moved = g
        .events_since(0)
        .iter()
        .rev()
        .find_map(|e| match e.event {
            ludo_core::game::Event::Moved { color, token, .. } => Some((color, token)),
            _ => None,
        })
        .expect("moves were made");
    let app = app_with(g);
    let last = app
        .view()
        .unwrap()
        .last_move
        .expect("the last move is marked");
    assert_eq!((last.color, last.token), moved);
}

/// `ludo play --profile yellow=Asha` with an unfinished game: resuming it at the
/// prompt plays Yellow as Asha too (the save keeps it); a profile the save had on
/// another seat moves (one person, one seat).
#[test]
fn a_profile_asked_for_applies_to_the_game_resumed_at_the_prompt() {
    let mut db = ludo_core::records::Records::open_in_memory().unwrap();
    let asha = db.add_profile("Asha").unwrap();
    // The saved game: Red (a person) plays as Asha, Yellow as a guest.
    let mut first = App::new(Screen::Setup(SetupState::default()), None, Duration::ZERO);
    let mut link = crate::records::Link::new(db);
    link.wanted = vec![(Color::Red, asha.clone())];
    first.records = Some(link);
    first
        .start_game(&setup(&[SeatKind::Human, SeatKind::Human], 2))
        .unwrap();
    let json = first.table.as_ref().unwrap().save_request().unwrap().json;
    let g = ludo_core::save::load(&json).unwrap();
    // `ludo play --profile yellow=Asha`: the prompt, then "resume".
    let mut link = crate::records::Link::new(first.records.take().unwrap().records);
    link.wanted = vec![(Color::Yellow, asha.clone())];
    let mut app = App::new(
        Screen::ResumePrompt(Box::new(Saved::new(g, json, None))),
        None,
        Duration::ZERO,
    );
    app.records = Some(link);
    app.handle_key(key(KeyCode::Char('y')));
    assert!(matches!(app.screen, Screen::Game));
    let seats = &app.records.as_ref().unwrap().seats;
    assert_eq!(seats.len(), 1, "{seats:?}");
    assert_eq!(
        (seats[0].color, &seats[0].profile),
        (Color::Yellow, &asha.id)
    );
    let v = app.table.as_ref().unwrap().view();
    let profile = |c: Color| {
        v.seats
            .iter()
            .find(|s| s.color == c)
            .and_then(|s| s.profile.clone())
    };
    assert_eq!(profile(Color::Yellow), Some(asha.id.to_string()));
    assert_eq!(profile(Color::Red), None, "Red is a guest now");
    assert!(
        app.log
            .iter()
            .any(|l| l == "Yellow ○ plays as Asha (--profile)."),
        "{:?}",
        app.log
    );
}

/// A mistyped `--players` entry is answered with every level there is, `master`
/// included (the list once stopped at `expert`).
#[test]
fn a_wrong_players_entry_names_every_level() {
    let err = super::parse_seats("human,grandmaster").unwrap_err();
    for level in Level::ALL {
        assert!(err.contains(level.name()), "{level} missing from: {err}");
    }
    assert!(err.contains("human"), "{err}");
    assert!(err.contains("2nd entry, \"grandmaster\""), "{err}");
    assert_eq!(
        super::parse_seats(" Master ,Person").unwrap(),
        vec![SeatKind::Cpu(Level::Master), SeatKind::Human]
    );
}

/// The log shows whole entries: the oldest one shown starts with its bullet, never
/// with the tail of an entry whose first lines did not fit (seen at 80×15 as a
/// lone "  Yellow." under "Log").
#[test]
fn the_log_never_starts_with_the_tail_of_a_cut_entry() {
    let mut app = app_with(mid_game());
    app.log = (0..30)
        .map(|i| {
            if i % 2 == 0 {
                format!("Entry {i}: a long line of the log that wraps onto a second line and a third one in the narrow panel.")
            } else {
                format!("Entry {i}.")
            }
        })
        .collect();
    let mut checked = 0;
    for h in 15..=40 {
        for w in [80, 84, 100, 120] {
            let buf = render(&app, w, h, false);
            // One string per cell, so columns are cell positions.
            let cells: Vec<Vec<&str>> = (0..h)
                .map(|y| (0..w).map(|x| buf[(x, y)].symbol()).collect())
                .collect();
            let from = |y: usize, x: usize| cells[y][x..].concat();
            // The log's header: "Log" alone at the start of the panel column.
            let Some((y, x)) = (0..cells.len()).find_map(|y| {
                let x = (0..cells[y].len() - 3).find(|&x| cells[y][x..x + 3].concat() == "Log")?;
                from(y, x + 3).trim().is_empty().then_some((y, x))
            }) else {
                continue;
            };
            if y + 1 >= cells.len() {
                continue;
            }
            let first = from(y + 1, x);
            let first = first.trim_end();
            if first.is_empty() || first.starts_with("Space") {
                continue;
            }
            checked += 1;
            assert!(
                first.starts_with("• "),
                "{w}×{h}: the log starts with {first:?}\n{}",
                buffer_text(&buf)
            );
        }
    }
    assert!(checked > 20, "only {checked} sizes showed a log");
}

/// A two-person game whose Yellow seat plays as the profile "Asha" (records in
/// memory).
fn asha_plays_yellow() -> App {
    plays_yellow("Asha")
}

/// A two-person game whose Yellow seat plays as the profile `name`.
fn plays_yellow(name: &str) -> App {
    let mut db = ludo_core::records::Records::open_in_memory().unwrap();
    let asha = db.add_profile(name).unwrap();
    let mut app = App::new(Screen::Setup(SetupState::default()), None, Duration::ZERO);
    let mut link = crate::records::Link::new(db);
    link.wanted = vec![(Color::Yellow, asha)];
    app.records = Some(link);
    app.start_game(&setup(&[SeatKind::Human, SeatKind::Human], 2))
        .unwrap();
    app
}

/// The seat rows and the resume prompt name the profile a person's seat plays as
/// (the core names it from the records); a guest's seat says "person".
#[test]
fn the_seat_rows_and_the_resume_prompt_name_the_profiles() {
    let mut app = asha_plays_yellow();
    let text = buffer_text(&render(&app, 120, 40, true));
    let row = |t: &str, who: &str| t.lines().any(|l| l.contains("Yellow") && l.contains(who));
    assert!(row(&text, "Asha"), "{text}");
    assert!(
        text.lines()
            .any(|l| l.contains("Red") && !l.contains("Asha")),
        "{text}"
    );
    // The same game at the resume prompt.
    let json = app.table.as_ref().unwrap().save_request().unwrap().json;
    let g = ludo_core::save::load(&json).unwrap();
    let link = app.records.take().unwrap();
    let mut prompt = App::new(
        Screen::ResumePrompt(Box::new(Saved::new(g, json, Some(&link.records)))),
        None,
        Duration::ZERO,
    );
    prompt.records = Some(link);
    let text = buffer_text(&render(&prompt, 120, 40, true));
    assert!(text.contains("Yellow ○ · Asha"), "{text}");
    assert!(text.contains("· person"), "{text}");
}

/// The game-over box names the profile a person's seat played as, like the seat
/// rows (it said "Yellow ○ · person" beside a row saying "Asha"); a guest's seat
/// still says "person".
#[test]
fn the_game_over_box_names_the_profile() {
    let mut app = asha_plays_yellow();
    for _ in 0..20_000 {
        if game(&app).phase() == Phase::GameOver {
            break;
        }
        app.handle_key(key(KeyCode::Enter));
        app.tick();
    }
    assert_eq!(game(&app).phase(), Phase::GameOver);
    for (w, h) in [(120, 40), (80, 24)] {
        let text = buffer_text(&render(&app, w, h, true));
        assert!(text.contains("GAME OVER"), "{w}x{h}:\n{text}");
        assert!(text.contains("Yellow ○ · Asha"), "{w}x{h}:\n{text}");
        assert!(!text.contains("Yellow ○ · person"), "{w}x{h}:\n{text}");
        assert!(text.contains("Red △ · person"), "{w}x{h}:\n{text}");
    }
}

/// The label under a base names the profile its seat plays as, like the seat row
/// (it said "person" under Yellow's base while the row said "Asha"); a guest's base
/// still says "person".
#[test]
fn the_label_under_a_base_names_the_profile() {
    let app = asha_plays_yellow();
    for (w, h) in [(120, 40), (80, 15)] {
        let text = buffer_text(&render(&app, w, h, true));
        // Yellow's base is the top left one: its label starts the line at column 1.
        assert!(
            text.lines().any(|l| l.starts_with(" Asha ")),
            "{w}x{h}:\n{text}"
        );
        assert!(
            !text.lines().any(|l| l.starts_with(" person ")),
            "{w}x{h}:\n{text}"
        );
        // Red, a guest, is the bottom right base.
        assert!(
            text.lines()
                .any(|l| l.contains(" person") && !l.contains("Red")),
            "{w}x{h}:\n{text}"
        );
    }
}

/// The mix field stops at the core's 256 bytes between letters: a Hindi or Bengali
/// conjunct (or a vowel sign) that does not fit whole is not kept in part (the
/// field kept "क्", the first half of "क्ष", a letter never typed).
#[test]
fn the_mix_field_cuts_hindi_and_bengali_between_letters() {
    use ludo_core::dice::commitment::MAX_MIX_BYTES;
    let cpu = SeatKind::Cpu(Level::Easy);
    for (word, whole) in [("क्ष", "कि"), ("ক্ষ", "কি")] {
        let mut s = setup(&[SeatKind::Human, cpu], 2);
        s.first_player = Some(Color::Yellow);
        let mut app = App::new(Screen::Setup(SetupState::default()), None, Duration::ZERO);
        app.start_game(&s).unwrap();
        app.handle_key(key(KeyCode::Char('m')));
        // The conjunct's first two characters fill the field to the last byte.
        let pad = "a".repeat(MAX_MIX_BYTES - 6);
        for c in pad.chars().chain(word.chars()) {
            app.handle_key(key(KeyCode::Char(c)));
        }
        assert_eq!(app.mixing.as_deref(), Some(pad.as_str()), "{word}");
        // A whole letter that fits stays; a character starting a new one that
        // does not fit only is not typed.
        for c in whole.chars().chain("b".chars()) {
            app.handle_key(key(KeyCode::Char(c)));
        }
        let typed = app.mixing.clone().unwrap();
        assert_eq!(typed, format!("{pad}{whole}"), "{word}");
        assert!(typed.len() <= MAX_MIX_BYTES);
        // Mixed in as shown.
        app.handle_key(key(KeyCode::Enter));
        assert!(app.mixing.is_none());
        let log = app.log.join("\n");
        assert!(log.contains(&format!("{pad}{whole}")), "{log}");
    }
}

/// At 80×15 with four seats and a turn timer, a long entry in the mix field keeps
/// its keys ("Enter mix in · Esc cancel"), its end and the timer on screen: the
/// explanation and the dice code give way (they were pushed below the window).
#[test]
fn the_mix_field_keeps_its_keys_at_80_by_15() {
    use ludo_core::rules::TurnTimeLimit;
    let cpu = SeatKind::Cpu(Level::Easy);
    let mut s = setup(&[SeatKind::Human, cpu, cpu, cpu], 4);
    s.first_player = Some(Color::Yellow);
    s.rules.turn_time_limit_secs = Some(TurnTimeLimit::Secs30);
    let mut app = App::new(Screen::Setup(SetupState::default()), None, Duration::ZERO);
    app.start_game(&s).unwrap();
    app.handle_key(key(KeyCode::Char('m')));
    for c in "rain on the roof ".repeat(15).chars() {
        app.handle_key(key(KeyCode::Char(c)));
    }
    let typed = app.mixing.clone().unwrap();
    assert!(typed.len() > 200, "{typed:?}");
    let text = buffer_text(&render(&app, 80, 15, true));
    assert!(text.contains("Enter mix in · Esc cancel"), "{text}");
    assert!(text.contains("▏"), "the end of the entry:\n{text}");
    assert!(text.contains("seconds left"), "{text}");
    // A tall terminal keeps all of it, the explanation under the keys.
    let tall = buffer_text(&render(&app, 120, 40, true));
    for want in [
        "Enter mix in · Esc cancel",
        "Anything you type",
        "Dice code",
    ] {
        assert!(tall.contains(want), "{want:?}:\n{tall}");
    }
}

#[test]
fn a_click_while_the_mix_field_or_the_seat_choice_is_open_does_nothing() {
    let mut s = setup(&[SeatKind::Human, SeatKind::Cpu(Level::Easy)], 4);
    s.first_player = Some(Color::Yellow);
    let mut app = App::new(Screen::Setup(SetupState::default()), None, Duration::ZERO);
    app.start_game(&s).unwrap();
    let _ = render(&app, 120, 40, true);
    let geom = app.board_geom.get().unwrap();
    // The centre of the board: a click there rolls when a roll is due.
    let click = MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: geom.x + 7 * geom.cw,
        row: geom.y + 7 * geom.ch,
        modifiers: KeyModifiers::NONE,
    };
    app.handle_key(key(KeyCode::Char('m')));
    app.handle_key(key(KeyCode::Char('a')));
    app.handle_mouse(click);
    assert_eq!(app.mixing.as_deref(), Some("a"), "the field stays open");
    assert_eq!(app.message, None, "the click said nothing");
    app.handle_key(key(KeyCode::Enter));
    assert!(!app.view().unwrap().paused);
    let said = app.message.clone().unwrap_or_default();
    assert!(
        !said.contains("paused"),
        "a stale line after mixing: {said}"
    );
    // After `c`, a click ends the choice without playing: the next key is a key.
    app.handle_key(key(KeyCode::Char('c')));
    app.handle_mouse(click);
    assert!(!app.choosing_seat);
    assert!(game(&app).history().is_empty(), "the click did not roll");
    app.handle_key(key(KeyCode::Char('y')));
    assert_eq!(game(&app).seat(Color::Yellow), Some(SeatKind::Human));
    // Then a click rolls as usual.
    app.handle_mouse(click);
    assert_eq!(game(&app).history().len(), 1, "{:?}", app.message);
}

#[test]
fn every_house_rule_shows_at_80_by_15_with_a_board_by_player_count_or_a_timer() {
    use ludo_core::rules::{Preset, TurnTimeLimit};
    // Quick (board by player count: a rule of two lines), and the defaults with a
    // turn time limit (another): 13 rows of rules, the closing line in the border.
    let quick = Preset::Quick.rules();
    let timed = Rules {
        turn_time_limit_secs: Some(TurnTimeLimit::Secs30),
        ..Rules::default()
    };
    for (rules, last) in [
        (quick, "form a block no opponent passes."),
        (timed, "hands the seat to the CPU)."),
    ] {
        let mut s = setup(&[SeatKind::Human, SeatKind::Cpu(Level::Easy)], 4);
        s.rules = rules;
        let mut app = App::new(Screen::Setup(SetupState::default()), None, Duration::ZERO);
        app.start_game(&s).unwrap();
        app.handle_key(key(KeyCode::Char('r')));
        let text = buffer_text(&render(&app, 80, 15, true));
        assert!(!text.contains('…'), "a rule was cut:\n{text}");
        assert!(text.contains(last), "{text}");
        assert!(text.contains("Press any key to close."), "{text}");
        // A tall terminal keeps the closing line under the list.
        let tall = buffer_text(&render(&app, 120, 40, true));
        assert!(tall.contains("│Press any key to close."), "{tall}");
    }
}

#[test]
fn the_game_over_box_fits_80_by_15_with_four_players() {
    let cpu = SeatKind::Cpu(Level::Medium);
    let mut g = Game::new(&setup(&[SeatKind::Human, cpu, cpu, cpu], 5)).unwrap();
    autoplay(&mut g, 5000, |_| false);
    assert_eq!(g.phase(), Phase::GameOver);
    let app = app_with(g);
    let text = buffer_text(&render(&app, 80, 15, true));
    // The places, the whole dice table with its totals, the dice check and the
    // keys, none of them cut by the box (it was 52 columns over a 45-column board
    // and 19 rows tall: the totals, the check's end and the keys were lost).
    for want in [
        "GAME OVER",
        "1st",
        "4th",
        "total",
        "shown at the start.",
        "p: play again",
        "n: new game (setup)",
    ] {
        assert!(text.contains(want), "{want:?} missing:\n{text}");
    }
    for c in ["Yellow ○", "Blue □", "Red △", "Green ✚"] {
        let row = text
            .lines()
            .find(|l| l.contains(&format!("│{c}")))
            .unwrap_or_else(|| panic!("no dice row of {c}:\n{text}"));
        let total: u64 = row
            .split('│')
            .nth(1)
            .and_then(|cell| cell.split_whitespace().last())
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("no total in {row:?}"));
        assert!(total > 10, "{row}");
    }
}

/// A shared place in the game-over box wraps under its names instead of losing its
/// end: "2nd   Yellow ○ · person, Green ✚ · CPU (medium) (s" at every size, the
/// "(shared)" cut off. The place after it is the same in the box and the seat rows
/// (the box said "4th" beside a seat row saying "3rd").
#[test]
fn a_shared_place_in_the_game_over_box_wraps_and_matches_the_seat_rows() {
    let cpu = SeatKind::Cpu(Level::Medium);
    let (g, places) = (0..400)
        .find_map(|seed| {
            let mut g = Game::new(&setup(&[SeatKind::Human, cpu, cpu, cpu], seed)).unwrap();
            autoplay(&mut g, 5000, |_| false);
            let p = g.placements()?;
            p.iter()
                .rev()
                .skip(1)
                .any(|pl| pl.len() > 1)
                .then_some((g, p))
        })
        .expect("a game with a shared place above another in 400 seeds");
    let app = app_with(g);
    let below = places.iter().rev().take_while(|pl| pl.len() == 1).count();
    let last = places.last().unwrap()[0];
    let ordinal = ["1st", "2nd", "3rd", "4th"][4 - below];
    for (w, h) in [(120, 40), (80, 24), (80, 15)] {
        let text = buffer_text(&render(&app, w, h, true));
        assert!(text.contains("(shared)"), "{w}x{h}:\n{text}");
        let name = crate::play::text::color_name(last, ludo_core::i18n::Lang::En);
        let row = text
            .lines()
            .find(|l| l.contains(&format!(" {name} ")) && l.contains("home"))
            .unwrap_or_else(|| panic!("no seat row of {name}:\n{text}"));
        assert!(
            row.contains(ordinal),
            "{w}x{h}: {row:?} is not {ordinal}:\n{text}"
        );
        assert!(
            text.lines().any(|l| l.contains(&format!("│{ordinal}"))),
            "{w}x{h}: the box has no {ordinal}:\n{text}"
        );
    }
}

#[test]
fn the_resume_prompt_shows_its_keys_on_a_small_terminal() {
    let mut app = App::new(prompt(mid_game()), None, Duration::ZERO);
    for lang in ludo_core::i18n::Lang::ALL {
        app.lang = lang;
        let text = buffer_text(&render(&app, 40, 10, true));
        // The end of the key line ("q: quit" in English) is on screen.
        let keys = crate::play::text::key(ludo_core::i18n::Key::TermResumeKeys, lang);
        let last = keys.split_whitespace().last().unwrap();
        let bare = |s: &str| s.replace(' ', "");
        assert!(
            bare(&text).contains(&bare(last)),
            "{lang}: {last:?} cut:\n{text}"
        );
    }
}

/// A `ludo play` that started on a directory nobody had locked takes the lock only
/// when a game starts; when another process saved a game there meanwhile, starting
/// is refused (every time: a second try must not replace that game either) and
/// nothing is written.
#[test]
fn a_deferred_start_refuses_saves_changed_meanwhile() {
    let dir = std::env::temp_dir().join(format!("ludo-deferred-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut app = App::new(
        Screen::Setup(SetupState::default()),
        Some(crate::storage::Storage::at(dir.clone())),
        Duration::ZERO,
    );
    app.deferred = Some(super::app::Deferred {
        lock: true,
        records: false,
        seen: Some(None),
    });
    // Another process played meanwhile.
    std::fs::create_dir_all(&dir).unwrap();
    let other = ludo_core::save::save(&mid_game()).unwrap();
    std::fs::write(dir.join("current.json"), &other).unwrap();
    for _ in 0..2 {
        app.handle_key(key(KeyCode::Char('s')));
        assert!(app.table.is_none(), "a game started");
        let m = app.message.clone().unwrap_or_default();
        assert!(m.contains("changed by another ludo process"), "{m}");
        assert_eq!(
            std::fs::read_to_string(dir.join("current.json")).unwrap(),
            other
        );
    }
    // Nothing changed: the game starts (and the lock is held).
    std::fs::remove_file(dir.join("current.json")).unwrap();
    app.handle_key(key(KeyCode::Char('s')));
    assert!(app.table.is_some(), "{:?}", app.message);
    assert!(app.deferred.is_none());
    drop(app);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Quitting on the game-over screen says where the game is and whether it was
/// recorded, and how to watch it or play again (it printed nothing).
#[test]
fn quitting_a_finished_game_says_where_it_is_kept() {
    let dir = std::env::temp_dir().join(format!("ludo-finished-line-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    // A few actions before the end (every action is saved, with an fsync: a whole
    // game at the table took seconds).
    let cpu = SeatKind::Cpu(Level::Easy);
    let start = Game::new(&setup(&[cpu, cpu], 5)).unwrap();
    let mut end = start.clone();
    autoplay(&mut end, 5000, |_| false);
    let mut g = start;
    autoplay(&mut g, end.history().len() - 4, |_| false);
    assert_ne!(g.phase(), Phase::GameOver);
    let mut app = App::new(
        Screen::Setup(SetupState::default()),
        Some(crate::storage::Storage::at(dir.clone())),
        Duration::ZERO,
    );
    app.records_off = Some("the records database is read-only".into());
    app.resume_game(g);
    run_cpu(&mut app);
    assert!(app.view().unwrap().can_play_again);
    let copy = app.finished_copy.clone().expect("a copy under finished/");
    let st = app.storage.as_ref().unwrap();
    let line = super::finished_line(&app, st, false);
    for want in [
        format!("Game over, saved to {}", dir.join("current.json").display()),
        format!("kept as {}", copy.display()),
        "Not recorded in the history: the records database is read-only".to_string(),
        format!("replay --data-dir {}", dir.display()),
        // The review of the game just played (`ludo review` reviews the current save).
        "see where it was won or lost with `".to_string(),
        format!("review --data-dir {}`", dir.display()),
        format!("play --data-dir {}", dir.display()),
    ] {
        assert!(line.contains(&want), "{want:?} not in {line:?}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A profile name of the longest kind (32 characters) that does not fit is cut with
/// "…" wherever it is shown (the seat row, the label under the base, the resume
/// prompt), at 80×15 and wider: it was cut off silently, as if that were the name.
#[test]
fn a_long_profile_name_is_cut_with_an_ellipsis() {
    let name = "Chandrasekhar Venkataraman Iyer2";
    assert_eq!(name.chars().count(), 32);
    let mut app = plays_yellow(name);
    let json = app.table.as_ref().unwrap().save_request().unwrap().json;
    let check = |text: &str, what: &str| {
        let mut seen = 0;
        for l in text.lines().filter(|l| l.contains("Chandra")) {
            seen += 1;
            assert!(
                l.contains(name) || l.contains("…"),
                "{what}: cut without …: {l:?}\n{text}"
            );
        }
        assert!(seen > 0, "{what}: the name is not shown\n{text}");
    };
    for (w, h) in [(80, 15), (100, 30), (120, 40)] {
        check(
            &buffer_text(&render(&app, w, h, true)),
            &format!("game {w}x{h}"),
        );
    }
    let g = ludo_core::save::load(&json).unwrap();
    let link = app.records.take().unwrap();
    let prompt = App::new(
        Screen::ResumePrompt(Box::new(Saved::new(g, json, Some(&link.records)))),
        None,
        Duration::ZERO,
    );
    for (w, h) in [(80, 15), (120, 40)] {
        check(
            &buffer_text(&render(&prompt, w, h, true)),
            &format!("prompt {w}x{h}"),
        );
    }
}

#[test]
fn the_game_pauses_while_the_board_is_hidden() {
    let mut s = setup(&[SeatKind::Human, SeatKind::Cpu(Level::Easy)], 4);
    s.rules.turn_time_limit_secs = Some(ludo_core::rules::TurnTimeLimit::Secs30);
    s.first_player = Some(Color::Yellow);
    let clock = Arc::new(FakeClock::new());
    let mut app = App::new(Screen::Setup(SetupState::default()), None, Duration::ZERO);
    app.clock = clock.clone();
    app.start_game(&s).unwrap();
    // Too small for the board: keys do nothing, and neither does the timer.
    assert!(app.follow_board_hidden(Rect::new(0, 0, 40, 10)));
    let _ = render(&app, 40, 10, true);
    assert!(app.view().unwrap().paused);
    clock.advance(Duration::from_secs(40));
    app.tick();
    assert!(game(&app).history().is_empty(), "the timer played unseen");
    // The help opened and closed meanwhile keeps the pause (a click closes it).
    app.show_help = true;
    app.handle_mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: 1,
        row: 1,
        modifiers: KeyModifiers::NONE,
    });
    assert!(!app.show_help && app.view().unwrap().paused);
    // Large enough again: the game goes on with the time it had.
    assert!(app.follow_board_hidden(Rect::new(0, 0, 120, 40)));
    let _ = render(&app, 120, 40, true);
    let v = app.view().unwrap();
    assert!(!v.paused);
    assert_eq!(v.timer.unwrap().remaining_ms, 30_000);
    // The help's own pause is not ended by the board showing again.
    app.handle_key(key(KeyCode::Char('?')));
    app.follow_board_hidden(Rect::new(0, 0, 40, 10));
    app.follow_board_hidden(Rect::new(0, 0, 120, 40));
    assert!(app.show_help && app.view().unwrap().paused);
    app.handle_key(key(KeyCode::Char('x')));
    assert!(!app.view().unwrap().paused);
}

/// A selected token in its base keeps the slot closed on the compact board too:
/// the pointer takes the place of the opening bracket there ("▸○1)"), where
/// "(▸○1)" is one column wider than the slot and lost its closing bracket.
#[test]
fn a_selected_token_in_its_base_keeps_the_slot_closed_on_every_board() {
    let mut g = Game::new(&GameSetup {
        dice_script: vec![ludo_core::rules::Face::Six],
        first_player: Some(Color::Yellow),
        ..setup(&[SeatKind::Human, SeatKind::Human], 1)
    })
    .unwrap();
    g.roll().unwrap();
    let app = app_with(g);
    for (w, h, slot) in [(120, 40, "(▸○1)"), (80, 15, "▸○1)")] {
        let text = buffer_text(&render(&app, w, h, true));
        assert!(text.contains(slot), "{w}x{h}:\n{text}");
        assert!(!text.contains("(▸○1 "), "{w}x{h}:\n{text}");
        assert!(text.contains("(○2)"), "{w}x{h}:\n{text}");
    }
}

/// A process environment of `pairs` (name, value) for the locale tests.
fn env(pairs: &'static [(&'static str, &'static str)]) -> impl Fn(&str) -> Option<String> {
    move |k: &str| {
        pairs
            .iter()
            .find(|(n, _)| *n == k)
            .map(|(_, v)| v.to_string())
    }
}

/// A Hindi or Bengali locale whose character set is not UTF-8 (`hi_IN.ISCII`)
/// gives English with a note (the game writes UTF-8 only: the letters were
/// garbage there); a UTF-8 one, or one without a codeset, keeps the language.
#[test]
fn a_locale_that_is_not_utf8_gives_english_with_a_note() {
    use ludo_core::i18n::Lang;
    let (lang, note) = super::locale_choice(env(&[("LANG", "hi_IN.ISCII")]));
    assert_eq!(lang, Lang::En);
    let note = note.unwrap();
    assert!(
        note.contains("hi_IN.ISCII") && note.contains("--lang hi") && note.contains("Hindi"),
        "{note}"
    );
    // The language from LC_MESSAGES, the character set from LC_CTYPE.
    let (lang, note) =
        super::locale_choice(env(&[("LC_MESSAGES", "bn_IN.UTF-8"), ("LC_CTYPE", "C")]));
    assert_eq!(lang, Lang::En);
    assert!(note.unwrap().contains("--lang bn"));
    for ok in [
        &[("LANG", "hi_IN.UTF-8")][..],
        &[("LANG", "bn_IN.utf8")][..],
        &[("LANG", "bn_IN")][..],
        &[("LC_ALL", "hi_IN.UTF-8@x")][..],
    ] {
        let (lang, note) = super::locale_choice(env(ok));
        assert_ne!(lang, Lang::En, "{ok:?}");
        assert!(note.is_none(), "{ok:?}");
    }
    // English needs no note, whatever the character set.
    assert_eq!(
        super::locale_choice(env(&[("LANG", "C")])),
        (Lang::En, None)
    );
    assert_eq!(
        super::locale_choice(env(&[("LANG", "POSIX")])),
        (Lang::En, None)
    );
}

/// POSIX: the first of LC_ALL, LC_MESSAGES and LANG that is set (not empty) is the
/// locale; `LC_ALL=C LANG=hi_IN.UTF-8` is English (it printed Hindi).
#[test]
fn lc_all_overrides_lang_as_posix_says() {
    use ludo_core::i18n::Lang;
    assert_eq!(
        super::locale_lang(&env(&[("LC_ALL", "C"), ("LANG", "hi_IN.UTF-8")])),
        Lang::En
    );
    assert_eq!(
        super::locale_lang(&env(&[("LC_ALL", "POSIX"), ("LC_MESSAGES", "bn_IN")])),
        Lang::En
    );
    assert_eq!(
        super::locale_lang(&env(&[("LC_MESSAGES", "C.UTF-8"), ("LANG", "bn_BD.UTF-8")])),
        Lang::En
    );
    // Empty counts as unset.
    assert_eq!(
        super::locale_lang(&env(&[("LC_ALL", ""), ("LANG", "hi_IN.UTF-8")])),
        Lang::Hi
    );
    assert_eq!(
        super::locale_lang(&env(&[("LC_ALL", "bn_IN.UTF-8"), ("LANG", "hi_IN")])),
        Lang::Bn
    );
    assert_eq!(super::locale_lang(&env(&[])), Lang::En);
}

/// The move list names squares as the last-move line and the log do (the board's
/// numbers, `docs/rules.md` "Square numbers"): it counted steps from the player's
/// start, so "○1: 13 → 19" in the list became "square 14 → square 20" beside it.
#[test]
fn the_move_list_names_the_squares_the_last_move_and_the_log_name() {
    let mut app = app_with(mid_game());
    let screen = buffer_text(&render(&app, 160, 50, false));
    // The selected move: "▸ ○1: square 14 → square 20".
    let listed = screen
        .lines()
        .find_map(|l| l.split_once("▸ ").map(|(_, m)| m.trim().to_string()))
        .unwrap_or_else(|| panic!("no selected move:\n{screen}"));
    let (token, squares) = listed.split_once(": ").unwrap();
    assert!(squares.contains("square "), "{listed}");
    let to = squares.rsplit("→ ").next().unwrap().to_string();
    app.handle_key(key(KeyCode::Enter));
    let screen = buffer_text(&render(&app, 160, 50, false));
    assert!(
        screen.contains(&format!("Last move: {token}, {squares}")),
        "{listed}\n{screen}"
    );
    // The log names the same square ("moved token 1 to square 20 (6 squares)").
    assert!(
        screen
            .lines()
            .any(|l| l.contains("moved token") && l.contains(&format!("{to} ("))),
        "{to}\n{screen}"
    );
}

/// A message at the bottom of the setup screen (a folder that cannot be saved in,
/// a game set aside) was drawn over its last rows at 80×24, the key line among
/// them: the message and the key line both show, with the selected line's
/// explanation.
#[test]
fn the_setup_screens_message_leaves_its_key_line_readable() {
    let long = "The game cannot be saved in /home/asha/.local/share/ludo (read-only file \
                system); it can be played, but it will not be kept. The unfinished game \
                was set aside as /home/asha/.local/share/ludo/abandoned/1700000000.json.";
    for (w, h) in [(80, 24), (80, 15), (120, 40)] {
        let mut app = App::new(Screen::Setup(SetupState::default()), None, Duration::ZERO);
        app.message = Some(long.into());
        for up in [0, 5, 17] {
            for _ in 0..up {
                app.handle_key(key(KeyCode::Up));
            }
            let text = buffer_text(&render(&app, w, h, true));
            let flat = text.replace('│', " ");
            let flat = flat.split_whitespace().collect::<Vec<_>>().join(" ");
            assert!(flat.contains("Enter/s start"), "{w}×{h}:\n{text}");
            assert!(flat.contains("q quit"), "{w}×{h}:\n{text}");
            assert!(flat.contains("cannot be saved in"), "{w}×{h}:\n{text}");
            assert!(flat.contains("1700000000.json."), "{w}×{h}:\n{text}");
            assert!(text.contains('▶'), "{w}×{h}:\n{text}");
        }
    }
}

/// The frame as `ui::draw` leaves it (before the terminal's diff).
fn frame(app: &App, w: u16, h: u16) -> Buffer {
    let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
    t.draw(|f| ui::draw(f, app, true)).unwrap().buffer.clone()
}

/// The first cell drawn two or more columns wide whose covered columns hold
/// something else: the terminal never gets that something (ratatui sends the wide
/// cell and skips the columns it covers), as a help box's border over half a Hindi
/// letter was lost.
fn overdrawn(buf: &Buffer) -> Option<(u16, u16, String)> {
    use ratatui::buffer::CellDiffOption;
    use unicode_width::UnicodeWidthStr;
    let area = buf.area;
    for y in area.top()..area.bottom() {
        let mut x = area.left();
        while x < area.right() {
            let cell = &buf[(x, y)];
            let w = match cell.diff_option {
                CellDiffOption::ForcedWidth(n) => n.get(),
                _ => UnicodeWidthStr::width(cell.symbol()).max(1) as u16,
            };
            let end = x.saturating_add(w).min(area.right());
            if (x + 1..end).any(|c| buf[(c, y)].symbol() != " ") {
                return Some((x, y, cell.symbol().to_string()));
            }
            x = x.saturating_add(w);
        }
    }
    None
}

/// A help box over Hindi or Bengali text keeps every column it draws (its left
/// border over half a letter was never sent: "│  तैया← →"), on the setup screen and
/// in the game, in every language and size.
#[test]
fn a_box_over_hindi_or_bengali_is_drawn_whole() {
    for lang in Lang::ALL {
        let mut setup = App::new(Screen::Setup(SetupState::default()), None, Duration::ZERO);
        setup.lang = lang;
        let mut game = app_with(mid_game());
        game.lang = lang;
        for app in [&mut setup, &mut game] {
            app.handle_key(key(KeyCode::Char('?')));
            assert!(app.show_help);
            for (w, h) in [(60, 14), (80, 15), (80, 24), (100, 30), (120, 40)] {
                let buf = frame(app, w, h);
                assert_eq!(
                    overdrawn(&buf),
                    None,
                    "{lang} {w}×{h}\n{}",
                    buffer_text(&buf)
                );
            }
        }
    }
}

/// The help over the setup screen is shown whole or not at all: from 80×15 every
/// row is there in every language, and where it does not fit, the game's
/// too-small screen says how large the terminal must be (below about 60×16 the
/// help was cut with "…", q / Esc among the rows cut).
#[test]
fn the_setup_help_is_whole_or_says_how_large_the_terminal_must_be() {
    let bare = |s: &str| s.replace(' ', "");
    for lang in Lang::ALL {
        let mut app = App::new(Screen::Setup(SetupState::default()), None, Duration::ZERO);
        app.lang = lang;
        app.handle_key(key(KeyCode::Char('?')));
        // The start of a text, within the first row it wraps to.
        let start = |k: Key| -> String { bare(&text::key(k, lang)).chars().take(8).collect() };
        for w in [40, 50, 60, 70, 80, 120] {
            for h in [8, 12, 14, 15, 16, 20, 40] {
                let screen = bare(&buffer_text(&render(&app, w, h, true)));
                let whole = ui::HELP_SETUP
                    .iter()
                    .all(|(_, v)| screen.contains(&start(*v)));
                let too_small =
                    screen.contains("80×15") && screen.contains(&start(Key::TermPressAnyKey));
                assert!(whole != too_small, "{lang} {w}×{h}\n{screen}");
                assert!(!screen.contains("│…│"), "{lang} {w}×{h}: cut\n{screen}");
                assert!(whole || w < 80 || h < 15, "{lang} {w}×{h}\n{screen}");
            }
        }
    }
    // Any key closes it, as the help.
    let mut app = App::new(Screen::Setup(SetupState::default()), None, Duration::ZERO);
    app.handle_key(key(KeyCode::Char('?')));
    insta::assert_snapshot!(
        "setup-help-too-small",
        &buffer_text(&render(&app, 60, 14, true))
    );
    app.handle_key(key(KeyCode::Char('x')));
    assert!(!app.show_help && !app.quit);
    let text = buffer_text(&render(&app, 60, 14, true));
    assert!(
        text.contains("Ludo: new game") && !text.contains("80×15"),
        "{text}"
    );
}

/// The help over the game-over panel pauses the table, whose view then cannot
/// "play again": the key line showed the in-game keys under the panel. It shows the
/// game-over keys, help open or not, and the help lists them too.
#[test]
fn the_key_line_of_the_game_over_screen_stays_with_the_help_open() {
    let mut app = app_with(finished_game());
    let text = buffer_text(&render(&app, 100, 30, true));
    assert!(text.contains("p play again · n new game"), "{text}");
    app.handle_key(key(KeyCode::Char('?')));
    assert!(app.show_help);
    let text = buffer_text(&render(&app, 100, 30, true));
    assert!(text.contains("p play again · n new game"), "{text}");
    assert!(!text.contains("roll or move"), "{text}");
    // The help lists the keys of this screen, not the in-game ones (which do
    // nothing here).
    assert!(
        text.contains("play again: the same seats and rules"),
        "{text}"
    );
    assert!(text.contains("new game: choose seats and rules"), "{text}");
    assert!(!text.contains("roll the die"), "{text}");
}

/// At 80×15 the help is cut: the rows that leave the game (q, and Ctrl-Z where it
/// stops the game) stay with the closing line, the legend goes first ("…" marks
/// the cut). The cut took the Ctrl-Z row.
#[test]
fn the_cut_help_keeps_the_keys_that_leave_the_game() {
    let mut app = app_with(mid_game());
    app.handle_key(key(KeyCode::Char('?')));
    for lang in [Lang::En, Lang::Hi, Lang::Bn] {
        app.lang = lang;
        let text = buffer_text(&render(&app, 80, 15, true));
        assert!(text.contains("q / Esc"), "{text}");
        assert_eq!(text.contains("Ctrl-Z"), cfg!(unix), "{text}");
        assert!(text.contains('…'), "{text}");
        // The closing line (its Devanagari and Bengali cells are split in the
        // buffer's text, so its English words are looked for).
        if lang == Lang::En {
            assert!(
                text.contains(&text::key(Key::TermHelpSaves, lang)),
                "{text}"
            );
        }
    }
    // With room, everything shows, the legend too.
    app.lang = Lang::En;
    let text = buffer_text(&render(&app, 100, 30, true));
    assert!(text.contains("Board: [○]") && !text.contains('…'), "{text}");
}

/// In Bengali the key "c তারপর y/b/r/g" is 16 columns as terminals draw it (its া
/// takes one): its description is still set off by a space, and as the screen is
/// drawn (`marks::widen`) the row reads "y/b/r/g সেই" (it read "y/b/r/gসেই").
/// Four people: `c` names every seat.
#[test]
fn a_help_key_that_fills_its_column_keeps_a_space_after_it() {
    let mut app = app_with(Game::new(&setup(&[SeatKind::Human; 4], 1)).unwrap());
    app.handle_key(key(KeyCode::Char('?')));
    app.lang = Lang::Bn;
    let buf = render(&app, 100, 30, true);
    // The row as a terminal shows it: a cell marked wider hides the next ones.
    let row = (0..buf.area.height)
        .map(|y| {
            let mut line = String::new();
            let mut x = 0;
            while x < buf.area.width {
                let cell = &buf[(x, y)];
                line.push_str(cell.symbol());
                x += match cell.diff_option {
                    ratatui::buffer::CellDiffOption::ForcedWidth(w) => w.get(),
                    _ => 1,
                };
            }
            line
        })
        .find(|l| l.contains("y/b/r/g"))
        .expect("the help's c row");
    assert!(row.contains("y/b/r/g "), "{row}");
}

/// A buffer's rows as a terminal that draws Bengali's া a column wide shows them:
/// a cell marked wider (`marks::widen`) covers the cells after it.
fn as_drawn(buf: &Buffer) -> Vec<Vec<String>> {
    (0..buf.area.height)
        .map(|y| {
            let mut cells = vec![];
            let mut x = 0;
            while x < buf.area.width {
                let cell = &buf[(x, y)];
                let w = match cell.diff_option {
                    ratatui::buffer::CellDiffOption::ForcedWidth(w) => w.get(),
                    _ => 1,
                };
                cells.push(cell.symbol().to_string());
                for _ in 1..w {
                    cells.push(String::new());
                }
                x += w;
            }
            cells
        })
        .collect()
}

/// The Bengali setup screen's values stand in one column as terminals draw them:
/// each label's padding gives the column of its া (it was taken twice, from the
/// padding counted by the terminal's width and again by `marks::widen`: the value
/// of "লাল" stood one column left, of "তিনবার 6 এলে পালা শেষ" three).
#[test]
fn the_bengali_setup_values_stand_in_one_column() {
    let mut app = App::new(Screen::Setup(SetupState::default()), None, Duration::ZERO);
    app.lang = Lang::Bn;
    let buf = render(&app, 80, 24, true);
    let columns: Vec<usize> = as_drawn(&buf)
        .iter()
        .filter_map(|cells| cells.iter().position(|c| c == "◂"))
        .collect();
    assert!(columns.len() >= 10, "{columns:?}");
    // The long label of the exit numbers pushes its value further right.
    let usual = columns[0];
    let off: Vec<_> = columns.iter().filter(|&&c| c != usual).collect();
    assert!(off.len() <= 1, "{columns:?}");
}

/// The key line of the game at 120 columns (the full one).
fn key_line(app: &App) -> String {
    let text = buffer_text(&render(app, 120, 40, true));
    let at = text.find("Space/Enter").expect("the key line");
    text[at..].split_whitespace().collect::<Vec<_>>().join(" ")
}

/// `u` is offered only while the core allows an undo (`TableView::can_undo`): in
/// pass-and-play, where the core refuses it, the key line offered "u undo".
#[test]
fn u_is_offered_only_while_the_core_allows_an_undo() {
    let mut g = Game::new(&setup(&[SeatKind::Human, SeatKind::Human], 4)).unwrap();
    autoplay(&mut g, 60, |g| {
        g.phase() == Phase::AwaitingRoll && g.history().len() > 30
    });
    let app = app_with(g);
    assert!(!app.view().unwrap().can_undo);
    let keys = key_line(&app);
    assert!(!keys.contains("u undo"), "{keys}");
    // Against the CPU, after a person's move, it is offered.
    let app = app_with(mid_game());
    assert!(app.view().unwrap().can_undo);
    let keys = key_line(&app);
    assert!(keys.contains("h hint · u undo · c then"), "{keys}");
}

/// `c` offers the seats it can name, those a person plays or played: in a game of
/// Yellow and Red it offered "y/b/r/g", and a CPU's seat from the start is refused.
#[test]
fn c_offers_only_the_seats_at_the_table_a_person_plays() {
    let g = Game::new(&setup(&[SeatKind::Human, SeatKind::Human], 4)).unwrap();
    let mut app = app_with(g);
    let keys = key_line(&app);
    assert!(keys.contains("c then y/r CPU seat"), "{keys}");
    app.handle_key(key(KeyCode::Char('c')));
    let m = app.message.clone().unwrap_or_default();
    assert!(m.contains(": y/r (the colour)"), "{m}");
    app.handle_key(key(KeyCode::Char('?')));
    let help = buffer_text(&render(&app, 120, 40, true));
    assert!(
        help.contains("c then y/r ") && !help.contains("y/b/r/g"),
        "{help}"
    );
    // One person against three CPUs: only Yellow.
    let app = app_with(mid_game());
    let keys = key_line(&app);
    assert!(keys.contains("c then y CPU seat"), "{keys}");
    // CPUs alone: no seat to name, `c` is not offered and does nothing.
    let cpu = SeatKind::Cpu(Level::Easy);
    let mut app = app_with(Game::new(&setup(&[cpu, cpu], 4)).unwrap());
    let keys = key_line(&app);
    assert!(!keys.contains("c then"), "{keys}");
    app.handle_key(key(KeyCode::Char('c')));
    assert_eq!(app.message, None);
}

/// The title has no game number: the game's own counts the games of one sitting,
/// so every session said "game 1" (the history names games by their ids).
#[test]
fn the_title_says_no_game_number() {
    let app = app_with(mid_game());
    let text = buffer_text(&render(&app, 120, 40, true));
    assert!(
        text.lines()
            .next()
            .unwrap()
            .ends_with("LUDO · Standard rules"),
        "{text}"
    );
    assert!(!text.contains("game 1"), "{text}");
    let app = App::new(prompt(mid_game()), None, Duration::ZERO);
    let text = buffer_text(&render(&app, 90, 20, true));
    assert!(
        text.contains("Rules: Standard rules") && !text.contains("Game 1"),
        "{text}"
    );
    let app = app_with(finished_game());
    let text = buffer_text(&render(&app, 120, 40, true));
    assert!(
        text.contains("GAME OVER") && !text.contains("game 1"),
        "{text}"
    );
}

/// The Bengali resume prompt stays in its box as terminals draw it: each row's
/// right border in one column (রা, া a column of its own, pushed it out).
#[test]
fn the_bengali_resume_prompt_stays_in_its_box() {
    for (w, h) in [(90, 20), (80, 24), (70, 16), (60, 20)] {
        let mut app = App::new(prompt(mid_game()), None, Duration::ZERO);
        app.lang = Lang::Bn;
        let rows = as_drawn(&render(&app, w, h, true));
        let text: Vec<String> = rows.iter().map(|r| r.concat()).collect();
        let left = rows
            .iter()
            .find_map(|r| r.iter().position(|c| c == "┌"))
            .unwrap();
        let right = rows
            .iter()
            .find_map(|r| r.iter().position(|c| c == "┐"))
            .unwrap();
        for r in rows
            .iter()
            .filter(|r| r.get(left).is_some_and(|c| c == "│"))
        {
            assert_eq!(
                r.iter().rposition(|c| c == "│"),
                Some(right),
                "{w}×{h}\n{}",
                text.join("\n")
            );
        }
        eprintln!("{}", text.join("\n"));
    }
}

/// "New game" at a Bengali resume prompt: the setup screen says in Bengali where
/// the unfinished game is kept (it said "The unfinished game is kept as …").
#[test]
fn the_setup_screen_says_where_the_game_set_aside_is_kept_in_the_games_language() {
    for (lang, want) in [
        (Lang::Bn, "অসমাপ্ত খেলাটি"),
        (Lang::Hi, "अधूरा खेल"),
        (Lang::En, "The unfinished game is kept as"),
    ] {
        let dir =
            std::env::temp_dir().join(format!("ludo-abandon-lang-{}-{lang:?}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let mut app = App::new(
            prompt(mid_game()),
            Some(crate::storage::Storage::at(dir.clone())),
            Duration::ZERO,
        );
        app.lang = lang;
        app.handle_key(key(KeyCode::Char('n')));
        assert!(matches!(app.screen, Screen::Setup(_)));
        let msg = app.message.clone().unwrap();
        assert!(msg.contains(want) && msg.contains("abandoned"), "{msg}");
        if lang != Lang::En {
            assert!(!msg.contains("The unfinished game"), "{msg}");
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// The log shows whole entries only, the newest that fit: at 80×15 and 80×16 it
/// showed the first lines of the dice code's explanation, cut.
#[test]
fn the_log_shows_only_whole_entries_on_a_short_terminal() {
    let cpu = SeatKind::Cpu(Level::Medium);
    let mut app = App::new(Screen::Setup(SetupState::default()), None, Duration::ZERO);
    app.start_game(&setup(&[SeatKind::Human, cpu], 7)).unwrap();
    for h in 15..=24 {
        let buf = render(&app, 80, h, true);
        // The panel's column: right of the board.
        let x0 = 46;
        let rows: Vec<String> = (0..buf.area.height)
            .map(|y| {
                (x0..buf.area.width)
                    .map(|x| buf[(x, y)].symbol())
                    .collect::<String>()
                    .trim_end()
                    .to_string()
            })
            .collect();
        let Some(at) = rows.iter().position(|r| r == "Log") else {
            continue;
        };
        let shown: Vec<&str> = rows[at + 1..]
            .iter()
            .take_while(|r| r.starts_with("• ") || r.starts_with("  "))
            .flat_map(|r| r.split_whitespace())
            .filter(|w| *w != "•")
            .collect();
        assert!(
            !shown.is_empty(),
            "80×{h}: a header with no entry:\n{}",
            rows.join("\n")
        );
        let whole = (1..=app.log.len()).any(|k| {
            let want: Vec<&str> = app.log[app.log.len() - k..]
                .iter()
                .flat_map(|e| e.split_whitespace())
                .collect();
            want == shown
        });
        assert!(
            whole,
            "80×{h}: {shown:?}\nnot whole entries of {:?}",
            app.log
        );
    }
}
