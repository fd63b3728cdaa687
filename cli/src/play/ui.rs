//! Drawing `ludo play`: the game screen (board and side panel), the game-over
//! panel, the resume prompt, help, and the colourless mode (`NO_COLOR`).

use super::app::{App, Screen};
use super::board::{BoardGeom, BoardView, owner_style};
use super::text;
use ludo_core::Color;
use ludo_core::game::{Event, Game, Phase, SeatKind};
use ludo_core::rules::{Preset, Rules};
use ludo_core::view::Layout;
use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout as Split, Rect};
use ratatui::style::{Color as Tc, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Wrap};
use std::time::Instant;

/// Narrowest side panel next to the board.
const PANEL_MIN: u16 = 34;

/// Smallest terminal the game screen needs: the 3×1 board (45×15) and the panel.
pub const MIN_SIZE: (u16, u16) = (45 + 1 + PANEL_MIN, 15);

/// Draws the whole screen; `color` false draws without any colour.
pub fn draw(f: &mut Frame, app: &App, now: Instant, color: bool) {
    let area = f.area();
    match &app.screen {
        Screen::ResumePrompt(g) => draw_resume(f, area, g, app.pending_start.is_some()),
        Screen::Setup(s) => s.draw(f, area),
        Screen::Game => draw_game(f, area, app, now),
    }
    if !matches!(app.screen, Screen::Game)
        && let Some(m) = &app.message
    {
        // Notices before a game (a damaged save, a refused setup), at the bottom.
        let lines = wrap(m, area.width.saturating_sub(4) as usize);
        let h = (lines.len() as u16).min(area.height.saturating_sub(2));
        let r = Rect::new(
            area.x + 2,
            area.bottom().saturating_sub(h + 1),
            area.width.saturating_sub(4),
            h,
        );
        let text: Vec<Line> = lines.into_iter().map(|l| Line::styled(l, bold())).collect();
        f.render_widget(Clear, r.intersection(area));
        f.render_widget(Paragraph::new(text), r.intersection(area));
    }
    if app.show_help {
        draw_help(f, area);
    }
    if !color {
        strip_colors(f.buffer_mut());
    }
}

/// Removes every colour from the buffer (text and modifiers stay).
pub fn strip_colors(buf: &mut Buffer) {
    for c in buf.content.iter_mut() {
        c.fg = Tc::Reset;
        c.bg = Tc::Reset;
    }
}

/// Whether colour is switched off by the `NO_COLOR` convention.
pub fn no_color_env() -> bool {
    std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty())
}

fn bold() -> Style {
    Style::default().add_modifier(Modifier::BOLD)
}

/// The rules in a few words: the preset's name or "custom rules".
pub fn rules_name(r: &Rules) -> String {
    let base = Rules {
        turn_time_limit_secs: None,
        ..*r
    };
    let name = Preset::ALL
        .into_iter()
        .find(|p| p.rules() == base)
        .map(|p| format!("{} rules", p.name()))
        .unwrap_or_else(|| "custom rules".into());
    match r.turn_time_limit_secs {
        Some(t) => format!("{name}, {} s per turn", t.secs()),
        None => name,
    }
}

/// The resume prompt; `requested` when "new game" starts the game of `--players`.
fn draw_resume(f: &mut Frame, area: Rect, g: &Game, requested: bool) {
    let players: Vec<String> = g
        .players()
        .iter()
        .map(|&c| {
            format!(
                "{} · {}",
                text::player(c),
                text::seat_kind(g.seat(c).unwrap_or(SeatKind::Human))
            )
        })
        .collect();
    let lines = vec![
        Line::styled("An unfinished game was saved.", bold()),
        Line::raw(""),
        Line::raw(format!(
            "Game {} · {}",
            g.start().game_number,
            rules_name(g.rules())
        )),
        Line::raw(format!("Players: {}", players.join(", "))),
        Line::raw(format!("{} actions played.", g.history().len())),
        Line::raw(""),
        Line::raw(if requested {
            "y / Enter: resume it   n: set it aside, start the new game   q: quit"
        } else {
            "y / Enter: resume it    n: set up a new game    q: quit"
        }),
    ];
    let r = centered(area, 70, 11);
    f.render_widget(Clear, r);
    f.render_widget(
        Paragraph::new(lines)
            .wrap(Wrap { trim: true })
            .block(Block::bordered().title(" Ludo ")),
        r,
    );
}

fn draw_game(f: &mut Frame, area: Rect, app: &App, now: Instant) {
    let (Some(g), Some(layout)) = (app.game.as_ref(), app.layout.as_ref()) else {
        return;
    };
    let board_area = Rect::new(
        area.x,
        area.y,
        area.width.saturating_sub(PANEL_MIN + 1),
        area.height,
    );
    let Some(geom) = BoardGeom::fit(board_area) else {
        app.board_geom.set(None);
        app.board_hidden.set(true);
        let msg = format!(
            "The terminal is too small for the board: it needs at least {}×{} characters (now {}×{}).\n\nEnlarge the window, or press q to save and quit.",
            MIN_SIZE.0, MIN_SIZE.1, area.width, area.height
        );
        f.render_widget(Paragraph::new(msg).wrap(Wrap { trim: true }), area);
        return;
    };
    app.board_geom.set(Some(geom));
    app.board_hidden.set(false);
    let mover = g.current();
    let movable = app.movable();
    let person = app.person_to_act();
    let view = BoardView {
        variant: g.variant(),
        layout,
        position: g.position(),
        mover,
        movable: if person { &movable } else { &[] },
        selected: if person { app.selected } else { None },
        target: if person { app.target() } else { None },
        seat_labels: seat_labels(g),
    };
    view.draw(geom, f.buffer_mut());
    let b = geom.area();
    let panel = Rect::new(
        b.right() + 1,
        area.y,
        area.right().saturating_sub(b.right() + 1),
        area.height,
    );
    draw_panel(f, panel, app, g, now);
    if g.phase() == Phase::GameOver {
        draw_game_over(f, b, g, layout);
    }
}

fn seat_labels(g: &Game) -> [Option<String>; 4] {
    let mut out: [Option<String>; 4] = Default::default();
    for &c in g.players() {
        out[c.index()] = g.seat(c).map(text::seat_kind);
    }
    out
}

fn draw_panel(f: &mut Frame, area: Rect, app: &App, g: &Game, now: Instant) {
    let w = area.width as usize;
    let mut top: Vec<Line> = vec![
        Line::styled(format!("LUDO · game {}", g.start().game_number), bold()),
        Line::raw(rules_name(g.rules())),
        Line::raw(""),
    ];
    let snap = g.snapshot();
    let finish = g.variant().finish();
    for s in &snap.seats {
        let me = snap.current == Some(s.color);
        let home = s.tokens.iter().filter(|&&p| p == finish).count();
        let out = s.tokens.iter().filter(|&&p| p >= 0 && p != finish).count();
        let place = s
            .place
            .map(|p| format!(" {}", text::ordinal(p as usize)))
            .unwrap_or_default();
        let st = if me { bold() } else { Style::default() };
        top.push(Line::from(vec![
            Span::raw(if me { "▶ " } else { "  " }),
            Span::styled(
                format!(" {} ", s.color.symbol()),
                owner_style(s.color).add_modifier(Modifier::BOLD),
            ),
            Span::styled(format!(" {:<7}", text::color_name(s.color)), st),
            Span::styled(format!("{:<13}", text::seat_kind(s.kind)), st),
            Span::styled(format!("out {out} home {home}{place}"), st),
        ]));
    }
    top.push(Line::raw(""));
    let die = match snap.last_roll {
        Some((c, r)) => format!("Die: [ {r} ]  rolled by {}", text::player(c)),
        None => "Die: [   ]".into(),
    };
    top.push(Line::styled(die, bold()));
    for l in wrap(&status(app, g), w) {
        top.push(Line::styled(
            l,
            Style::default().add_modifier(Modifier::BOLD | Modifier::ITALIC),
        ));
    }
    if g.phase() == Phase::AwaitingMove
        && let Some(c) = snap.current
    {
        for m in &snap.legal {
            let sel = app.person_to_act() && app.selected == Some(m.token);
            let caps: Vec<String> = m
                .captures
                .iter()
                .map(|x| text::token(x.color, x.token))
                .collect();
            let mut s = format!(
                "{} {}: {} → {}",
                if sel { "▸" } else { " " },
                text::token(c, m.token),
                text::progress(g.variant(), m.from),
                text::progress(g.variant(), m.to)
            );
            if !caps.is_empty() {
                s.push_str(&format!(", captures {}", caps.join(" ")));
            }
            let st = if sel {
                Style::default().add_modifier(Modifier::REVERSED)
            } else {
                Style::default()
            };
            top.push(Line::styled(truncate(&s, w), st));
        }
    }
    if let Some(t) = app.time_left(now) {
        top.push(Line::styled(format!("Time left: {t} s"), bold()));
    }
    if let Some(m) = &app.message {
        for l in wrap(m, w) {
            top.push(Line::styled(
                l,
                Style::default().add_modifier(Modifier::BOLD),
            ));
        }
    }
    top.push(Line::raw(""));
    let footer_text = if g.phase() == Phase::GameOver {
        "Enter play again · n new game · q quit"
    } else {
        "Space/Enter roll or move · 1-4 or ←→ choose · click a token · h hint · u undo · c CPU seat · ? help · q save & quit"
    };
    let footer: Vec<Line> = wrap(footer_text, w)
        .into_iter()
        .map(|l| Line::styled(l, Style::default().add_modifier(Modifier::DIM)))
        .collect();
    let top_h = (top.len() as u16).min(area.height);
    let [top_r, log_r, foot_r] = Split::vertical([
        Constraint::Length(top_h),
        Constraint::Min(0),
        Constraint::Length(footer.len() as u16),
    ])
    .areas(area);
    f.render_widget(Paragraph::new(top), top_r);
    // The log: the newest lines that fit, wrapped.
    if log_r.height >= 2 {
        let mut lines: Vec<Line> = vec![];
        for l in app.log.iter().rev() {
            let mut wrapped: Vec<Line> = wrap(l, w.saturating_sub(2))
                .into_iter()
                .enumerate()
                .map(|(i, s)| Line::raw(format!("{}{s}", if i == 0 { "• " } else { "  " })))
                .collect();
            wrapped.reverse();
            lines.extend(wrapped);
            if lines.len() >= log_r.height as usize - 1 {
                break;
            }
        }
        lines.truncate(log_r.height as usize - 1);
        lines.push(Line::styled(
            "Log",
            bold().add_modifier(Modifier::UNDERLINED),
        ));
        lines.reverse();
        f.render_widget(Paragraph::new(lines), log_r);
    }
    f.render_widget(Paragraph::new(footer), foot_r);
}

/// What the player to act should do, in words.
fn status(app: &App, g: &Game) -> String {
    let Some(c) = g.current() else {
        return "Game over.".into();
    };
    let who = text::player(c);
    let kind = g.seat(c).unwrap_or(SeatKind::Human);
    if let SeatKind::Cpu(l) = kind {
        let s = if app.cpu_busy() {
            format!("{who} (CPU {}) is thinking…", l.name())
        } else {
            format!("{who} (CPU {}) plays.", l.name())
        };
        return if app.handed_over(c) {
            format!("{s} Press c to take the seat back.")
        } else {
            s
        };
    }
    let snap = g.snapshot();
    match g.phase() {
        Phase::ChoosingFirst => format!("{who}: press Space to roll for who starts."),
        Phase::AwaitingRoll if snap.auto_exit_due => {
            format!("{who}: press Space to bring a token out.")
        }
        Phase::AwaitingRoll => format!("{who}: press Space to roll."),
        Phase::AwaitingMove => format!(
            "{who} rolled a {}: choose a token (1-4, or ←→ and Enter, or click it).",
            snap.pending_roll.map_or(0, |r| r.get())
        ),
        Phase::GameOver => "Game over.".into(),
    }
}

fn draw_game_over(f: &mut Frame, board: Rect, g: &Game, _layout: &Layout) {
    let placements = g.placements().unwrap_or_default();
    let mut lines = vec![
        Line::styled(
            format!("GAME OVER · game {}", g.start().game_number),
            bold(),
        ),
        Line::raw(""),
    ];
    let mut place = 1;
    for group in &placements {
        let names: Vec<String> = group
            .iter()
            .map(|&c| {
                format!(
                    "{} · {}",
                    text::player(c),
                    text::seat_kind(g.seat(c).unwrap_or(SeatKind::Human))
                )
            })
            .collect();
        let shared = if group.len() > 1 { " (shared)" } else { "" };
        lines.push(Line::raw(format!(
            "{:<5} {}{shared}",
            text::ordinal(place),
            names.join(", ")
        )));
        place += group.len();
    }
    lines.push(Line::raw(""));
    lines.push(Line::styled(
        "Dice rolled      1   2   3   4   5   6  total",
        bold(),
    ));
    for &c in g.players() {
        let fc = g.face_counts(c).0;
        let mut s = format!("{:<14}", text::player(c));
        for n in fc {
            s.push_str(&format!("{n:>4}"));
        }
        s.push_str(&format!("{:>7}", fc.iter().sum::<u64>()));
        lines.push(Line::raw(s));
    }
    lines.push(Line::raw(""));
    let next = next_first(g)
        .map(|c| format!(" ({} starts)", text::player(c)))
        .unwrap_or_else(|| " (roll for who starts)".into());
    lines.push(Line::styled(format!("Enter: play again{next}"), bold()));
    lines.push(Line::raw("n: new game (setup)    q: quit"));
    let h = lines.len() as u16 + 2;
    let r = centered(board, 52, h);
    f.render_widget(Clear, r);
    f.render_widget(Paragraph::new(lines).block(Block::bordered()), r);
}

/// Who starts the next game on "play again" when the first player rotates.
fn next_first(g: &Game) -> Option<Color> {
    if !g.rules().rotate_first_player {
        return None;
    }
    let first = g.events_since(0).iter().rev().find_map(|e| match e.event {
        Event::FirstPlayer { color } => Some(color),
        _ => None,
    })?;
    Some(g.variant().next_seat(first))
}

/// The help text.
pub const HELP: &[(&str, &str)] = &[
    (
        "Space / Enter",
        "roll the die; when choosing, move the selected token",
    ),
    ("1 2 3 4", "move that token (its number is on the board)"),
    ("← → ↑ ↓ / Tab", "select another movable token (underlined)"),
    ("mouse click", "move the token clicked"),
    ("h", "hint: the suggested move and why"),
    ("u", "undo your last move (games against the CPU)"),
    ("c", "hand the seat to act to the CPU, or take it back"),
    (
        "q / Esc",
        "save and quit (the line printed then says how to resume)",
    ),
    ("?", "this help"),
];

fn draw_help(f: &mut Frame, area: Rect) {
    let mut lines = vec![Line::styled("Keys", bold()), Line::raw("")];
    for (k, v) in HELP {
        lines.push(Line::from(vec![
            Span::styled(format!("{k:<15}"), bold()),
            Span::raw(*v),
        ]));
    }
    lines.push(Line::raw(""));
    lines.push(Line::raw(
        "Board: [○] start squares, ★ safe stars, ⌂ the finish;",
    ));
    lines.push(Line::raw(
        "○ yellow, □ blue, △ red, ✚ green. The game saves after",
    ));
    lines.push(Line::raw("every action. Press any key to close this help."));
    let r = centered(area, 70, lines.len() as u16 + 2);
    f.render_widget(Clear, r);
    f.render_widget(
        Paragraph::new(lines).block(Block::bordered().title(" Help ")),
        r,
    );
}

/// A `w × h` rectangle centred in `area` (clipped to it).
fn centered(area: Rect, w: u16, h: u16) -> Rect {
    let w = w.min(area.width);
    let h = h.min(area.height);
    Rect::new(
        area.x + (area.width - w) / 2,
        area.y + (area.height - h) / 2,
        w,
        h,
    )
}

fn truncate(s: &str, w: usize) -> String {
    s.chars().take(w).collect()
}

/// Word-wraps `s` to lines of at most `w` characters.
pub fn wrap(s: &str, w: usize) -> Vec<String> {
    let w = w.max(8);
    let mut out = vec![];
    let mut line = String::new();
    for word in s.split_whitespace() {
        let len = line.chars().count();
        if len > 0 && len + 1 + word.chars().count() > w {
            out.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
        while line.chars().count() > w {
            let head: String = line.chars().take(w).collect();
            line = line.chars().skip(w).collect();
            out.push(head);
        }
    }
    if !line.is_empty() || out.is_empty() {
        out.push(line);
    }
    out
}
