//! Drawing `ludo play`: the game screen (board and side panel), the game-over
//! panel, the resume prompt, help, and the colourless mode (`NO_COLOR`).

use super::app::{App, Screen};
use super::board::{BoardGeom, BoardView, LastMark, owner_style};
use super::text;
use ludo_core::Color;
use ludo_core::game::{Event, Game, Phase, SeatKind};
use ludo_core::rules::{Preset, Rules, TokenId};
use ludo_core::table::{SeatView, TableView};
use ludo_core::view::square_for;
use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout as Split, Rect};
use ratatui::style::{Color as Tc, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Wrap};

/// Narrowest side panel next to the board.
const PANEL_MIN: u16 = 34;

/// Smallest terminal the game screen needs: the 3×1 board (45×15) and the panel.
pub const MIN_SIZE: (u16, u16) = (45 + 1 + PANEL_MIN, 15);

/// Draws the whole screen; `color` false draws without any colour.
pub fn draw(f: &mut Frame, app: &App, color: bool) {
    let area = f.area();
    match &app.screen {
        Screen::ResumePrompt(s) => draw_resume(f, area, &s.game, app.pending_start.is_some()),
        Screen::Setup(s) => s.draw(f, area),
        Screen::Game => draw_game(f, area, app),
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
    if app.show_rules
        && let Some(t) = app.table.as_ref()
    {
        draw_rules(f, area, t.game());
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

fn draw_game(f: &mut Frame, area: Rect, app: &App) {
    let (Some(t), Some(v)) = (app.table.as_ref(), app.view()) else {
        return;
    };
    let g = t.game();
    let board_area = Rect::new(
        area.x,
        area.y,
        area.width.saturating_sub(PANEL_MIN + 1),
        area.height,
    );
    let fits = area.width >= MIN_SIZE.0 && area.height >= MIN_SIZE.1;
    let Some(geom) = BoardGeom::fit(board_area).filter(|_| fits) else {
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
    let movable: Vec<TokenId> = v.moves.iter().map(|m| m.token).collect();
    let target = app
        .selected
        .and_then(|s| v.moves.iter().find(|m| m.token == s))
        .and_then(|m| m.target);
    let last = v.last_move.as_ref().map(|m| LastMark {
        from: square_for(g.variant(), m.color, m.token, m.from),
        to: square_for(g.variant(), m.color, m.token, m.to),
        captured: m
            .captured
            .iter()
            .filter_map(|c| {
                let p = g.position().token(c.color, c.token);
                square_for(g.variant(), c.color, c.token, p)
            })
            .collect(),
    });
    let view = BoardView {
        variant: g.variant(),
        layout: t.layout(),
        position: g.position(),
        mover: v.to_act,
        movable: &movable,
        selected: if v.person_to_act { app.selected } else { None },
        target: if v.person_to_act { target } else { None },
        seat_labels: seat_labels(g),
        last,
    };
    view.draw(geom, f.buffer_mut());
    let b = geom.area();
    let panel = Rect::new(
        b.right() + 1,
        area.y,
        area.right().saturating_sub(b.right() + 1),
        area.height,
    );
    draw_panel(f, panel, app, g, &v);
    if g.phase() == Phase::GameOver {
        draw_game_over(f, b, g);
    }
}

fn seat_labels(g: &Game) -> [Option<String>; 4] {
    let mut out: [Option<String>; 4] = Default::default();
    for &c in g.players() {
        out[c.index()] = g.seat(c).map(text::seat_kind);
    }
    out
}

/// One seat's row: marker, symbol, name, who plays it, tokens out and home (or its
/// place once all are home). At most [`PANEL_MIN`] characters.
fn seat_line(s: &SeatView) -> Line<'static> {
    let st = if s.to_act { bold() } else { Style::default() };
    let kind = match s.kind {
        SeatKind::Human => "person".to_string(),
        SeatKind::Cpu(l) => format!("CPU {}", l.name()),
    };
    let tally = match s.place {
        Some(p) if s.finished == 4 => format!("{} place", text::ordinal(p as usize)),
        Some(p) => format!("{} · home {}", text::ordinal(p as usize), s.finished),
        None => format!("out {} home {}", s.out, s.finished),
    };
    Line::from(vec![
        Span::raw(if s.to_act { "▶ " } else { "  " }),
        Span::styled(
            s.color.symbol().to_string(),
            owner_style(s.color).add_modifier(Modifier::BOLD),
        ),
        Span::styled(format!(" {:<7}", text::color_name(s.color)), st),
        Span::styled(format!("{kind:<11}"), st),
        Span::styled(tally, st),
    ])
}

/// Lines of `s` wrapped to `w` at word boundaries, all in `style`.
fn wrapped(s: &str, w: usize, style: Style) -> Vec<Line<'static>> {
    wrap(s, w)
        .into_iter()
        .map(|l| Line::styled(l, style))
        .collect()
}

fn draw_panel(f: &mut Frame, area: Rect, app: &App, g: &Game, v: &TableView) {
    let w = area.width as usize;
    let title = if v.tutorial.is_some() {
        "LUDO · lesson".to_string()
    } else {
        format!("LUDO · game {} · {}", v.game_number, rules_name(&v.rules))
    };
    let title = wrapped(&title, w, bold());
    let mut top: Vec<Line> = vec![];
    for s in &v.seats {
        top.push(seat_line(s));
    }
    let die = match (v.die.face, v.die.rolled_by) {
        (Some(r), Some(c)) => format!("Die: [ {r} ]  rolled by {}", text::player(c)),
        _ => "Die: [   ]".into(),
    };
    top.push(Line::styled(die, bold()));
    let status_style = Style::default().add_modifier(Modifier::BOLD | Modifier::ITALIC);
    top.extend(wrapped(&app.text(&v.status), w, status_style));
    if let Some(tv) = &v.tutorial {
        top.extend(wrapped(&app.text(&tv.tip), w, Style::default()));
    }
    if let Some(c) = v.to_act
        && !v.moves.is_empty()
    {
        top.push(Line::raw("Moves, in steps from the start:"));
        for m in &v.moves {
            let sel = app.selected == Some(m.token);
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
            top.extend(wrapped(&s, w, st));
        }
    }
    if let Some(m) = &v.last_move
        && v.moves.is_empty()
    {
        let mut s = format!(
            "Last move: {}, steps {} → {}",
            text::token(m.color, m.token),
            text::progress(g.variant(), m.from),
            text::progress(g.variant(), m.to)
        );
        if !m.captured.is_empty() {
            let caps: Vec<String> = m
                .captured
                .iter()
                .map(|x| text::token(x.color, x.token))
                .collect();
            s.push_str(&format!(", captured {}", caps.join(" ")));
        }
        top.extend(wrapped(&s, w, Style::default()));
    }
    if let Some(tm) = &v.timer {
        top.push(Line::styled(app.text(&tm.text), bold()));
    }
    if let Some(m) = &app.message {
        top.extend(wrapped(m, w, bold()));
    }
    let footer_text = if v.can_play_again && v.tutorial.is_some() {
        "Enter start the lesson again · q quit"
    } else if v.can_play_again {
        "Enter play again · n new game · r rules · q quit"
    } else if area.height < 20 {
        "Space roll/move · 1-4 token · ? keys · r rules · q quit"
    } else {
        "Space/Enter roll or move · 1-4 or ←→ choose · click a token · h hint · u undo · c then y/b/r/g CPU seat · r rules · ? help · q save & quit"
    };
    let footer = wrapped(footer_text, w, Style::default().add_modifier(Modifier::DIM));
    // What matters comes first when the terminal is short: the seats, die, status,
    // moves and messages always; then the title; then the key line; the log last.
    let h = area.height as usize;
    if top.len() + title.len() <= h {
        top.splice(0..0, title);
    }
    let foot_h = if top.len() + footer.len() <= h {
        footer.len() as u16
    } else {
        0
    };
    let top_h = (top.len() as u16).min(area.height);
    let [top_r, log_r, foot_r] = Split::vertical([
        Constraint::Length(top_h),
        Constraint::Min(0),
        Constraint::Length(foot_h),
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

fn draw_game_over(f: &mut Frame, board: Rect, g: &Game) {
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
    (
        "c then y/b/r/g",
        "hand that colour's seat to the CPU, or take it back",
    ),
    ("r", "the house rules of this game, in words"),
    (
        "q / Esc",
        "save and quit (the line printed then says how to resume)",
    ),
    ("?", "this help"),
];

/// The house rules of the game in plain words (the `r` key).
fn draw_rules(f: &mut Frame, area: Rect, g: &Game) {
    let w = area.width.min(78);
    let inner = w.saturating_sub(4) as usize;
    let mut lines = vec![Line::styled(rules_name(g.rules()), bold())];
    for r in text::rules_in_words(g.rules(), g.players().len()) {
        for (i, l) in wrap(&r, inner.saturating_sub(2)).into_iter().enumerate() {
            lines.push(Line::raw(format!(
                "{}{l}",
                if i == 0 { "• " } else { "  " }
            )));
        }
    }
    lines.push(Line::raw("Press any key to close."));
    let r = centered(area, w, lines.len() as u16 + 2);
    f.render_widget(Clear, r);
    f.render_widget(
        Paragraph::new(lines).block(Block::bordered().title(" House rules ")),
        r,
    );
}

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
