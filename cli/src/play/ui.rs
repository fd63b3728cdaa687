//! Drawing `ludo play`: the game screen (board and side panel), the game-over
//! panel, the resume prompt, help, and the colourless mode (`NO_COLOR`).

use super::app::{App, Screen};
use super::board::{BoardGeom, BoardView, LastMark, owner_style};
use super::marks;
use super::text;
use ludo_core::Color;
use ludo_core::game::{Event, Game, Phase, SeatKind};
use ludo_core::i18n::{self, Arg, Key, Lang, Message};
use ludo_core::rules::TokenId;
use ludo_core::table::{SeatView, TableView};
use ludo_core::view::square_for;
use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout as Split, Rect};
use ratatui::style::{Color as Tc, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph};

/// Narrowest side panel next to the board.
const PANEL_MIN: u16 = 34;

/// Smallest terminal the game screen needs: the 3×1 board (45×15) and the panel.
pub const MIN_SIZE: (u16, u16) = (45 + 1 + PANEL_MIN, 15);

/// Draws the whole screen; `color` false draws without any colour.
pub fn draw(f: &mut Frame, app: &App, color: bool) {
    let area = f.area();
    match &app.screen {
        Screen::ResumePrompt(s) => draw_resume(
            f,
            area,
            &s.game,
            &s.profile_names,
            app.pending_start.is_some(),
            s.aside_hint.as_ref(),
            app.lang,
        ),
        Screen::Setup(s) => s.draw(f, area, app.lang, app.message.as_deref()),
        Screen::Game => draw_game(f, area, app),
    }
    if matches!(app.screen, Screen::ResumePrompt(_))
        && let Some(m) = &app.message
    {
        // Notices at the resume prompt (a damaged save, records that cannot be
        // written), at the bottom; the setup screen puts them above its key line.
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
        let seats = app.view().as_ref().and_then(seat_letters);
        draw_help(
            f,
            area,
            app.lang,
            app.cannot_save(),
            HelpFor::of(app),
            seats,
        );
    }
    if app.show_rules
        && let Some(t) = app.table.as_ref()
    {
        draw_rules(f, area, t.game(), app.lang);
    }
    if !color {
        strip_colors(f.buffer_mut());
    }
    // Last: no letter half under a box, then Bengali's া and ৗ get the column
    // terminals draw them in.
    marks::drop_overdrawn(f.buffer_mut());
    marks::widen(f.buffer_mut());
}

/// The screen in place of the board when the terminal is smaller than
/// [`MIN_SIZE`]: how large it must be (`too_small`: [`Key::TermTooSmall`] for the
/// board, [`Key::TermTooSmallHelp`] for the help), and `what_to_do` (the keys that
/// still work). `play` and `replay` both show it, and the setup screen in place of a
/// help that does not fit ([`draw_help`]).
pub fn draw_too_small(f: &mut Frame, area: Rect, too_small: Key, what_to_do: Key, lang: Lang) {
    let msg = format!(
        "{}\n\n{}",
        text::say(
            &Message::new(too_small)
                .with("w", i64::from(MIN_SIZE.0))
                .with("h", i64::from(MIN_SIZE.1))
                .with("now_w", i64::from(area.width))
                .with("now_h", i64::from(area.height)),
            lang
        ),
        text::key(what_to_do, lang)
    );
    // Wrapped by the terminal's columns and between letters (ratatui's wrap counts
    // Bengali's া as no column and cut the end of the sentence).
    let lines: Vec<Line> = msg
        .split('\n')
        .flat_map(|p| wrapped(p, usize::from(area.width), Style::default()))
        .collect();
    // Over whatever was drawn there: the setup screen under its help.
    f.render_widget(Clear, area);
    f.render_widget(Paragraph::new(lines), area);
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

/// The rules in a few words ("standard rules, 30 s per turn") in `lang`.
pub fn rules_name(r: &ludo_core::rules::Rules, lang: Lang) -> String {
    text::say(&text::rules_name(r), lang)
}

/// `s` padded with spaces to `w` columns. The spaces are counted as ratatui counts
/// `s` (Bengali's া as no column): with `w` at least the columns a terminal draws
/// `s` in (`marks::columns`), `marks::widen` takes the column each such sign needs
/// from this padding, so what follows stays in its column.
pub fn pad(s: &str, w: usize) -> String {
    let have = Span::raw(s).width();
    format!("{s}{}", " ".repeat(w.saturating_sub(have)))
}

/// `s` cut to at most `w` columns, ending in "…" when it was cut (a profile name
/// of up to 32 characters in a narrow panel or under a base: cut off silently it
/// read as the whole name).
pub fn ellipsize(s: &str, w: usize) -> String {
    if marks::columns(s) <= w {
        return s.to_string();
    }
    let mut out = String::new();
    let mut used = 0;
    for c in s.chars() {
        let cw = marks::columns(c.encode_utf8(&mut [0; 4]));
        if used + cw + 1 > w {
            break;
        }
        out.push(c);
        used += cw;
    }
    // No space before the mark: "Chandrasekhar…", not "Chandrasekhar …".
    let mut out = out.trim_end().to_string();
    if w > 0 {
        out.push('…');
    }
    out
}

/// The resume prompt; `names`: the profiles the seats play as; `requested` when
/// "new game" starts the game of `--players`.
fn draw_resume(
    f: &mut Frame,
    area: Rect,
    g: &Game,
    names: &[(Color, String)],
    requested: bool,
    aside: Option<&Message>,
    lang: Lang,
) {
    let players: Vec<String> = g
        .players()
        .iter()
        .map(|&c| {
            let kind = g.seat(c).unwrap_or(SeatKind::Human);
            let name = names.iter().find(|(nc, _)| *nc == c).map(|(_, n)| n);
            format!(
                "{} · {}",
                text::player(c, lang),
                who(kind, name.map(String::as_str), lang)
            )
        })
        .collect();
    let keys = if requested {
        Key::TermResumeKeysRequested
    } else {
        Key::TermResumeKeys
    };
    let lines = vec![
        Line::styled(text::key(Key::TermResumeTitle, lang), bold()),
        Line::raw(""),
        Line::raw(text::say(
            &Message::new(Key::TermResumeGame).with("rules", text::rules_name(g.rules())),
            lang,
        )),
        Line::raw(text::say(
            &Message::new(Key::TermResumePlayers).with("players", Arg::Text(players.join(", "))),
            lang,
        )),
        Line::raw(text::say(
            &Message::new(Key::TermResumeActions)
                .with("n", i64::try_from(g.history().len()).unwrap_or(i64::MAX)),
            lang,
        )),
        Line::raw(""),
        Line::raw(text::key(keys, lang)),
    ];
    // Games set aside earlier: how to get them back (`ludo resume --list`).
    let lines: Vec<Line> = match aside {
        Some(m) => {
            let mut l = lines;
            l.push(Line::raw(""));
            l.push(Line::raw(text::say(m, lang)));
            l
        }
        None => lines,
    };
    // Wrapped here, as terminals draw the text (`wrap`, `marks`), one column short
    // of the box: ratatui's own wrapping counted Bengali's া as no column, so a full
    // row of Bengali pushed the box's right border out, and `marks::widen` needs a
    // blank before the border to give each such sign its column.
    let w = area.width.min(70);
    let inner = usize::from(w.saturating_sub(3));
    let wrap_line = |l: Line<'static>| -> Vec<Line<'static>> {
        let style = l.style;
        let s: String = l.spans.iter().map(|s| s.content.as_ref()).collect();
        let rows = wrap(&s, inner);
        if rows.len() <= 1 {
            // Kept as it is, with its runs of spaces (between the keys).
            return vec![Line::styled(s, style)];
        }
        rows.into_iter().map(|t| Line::styled(t, style)).collect()
    };
    let lines: Vec<Line> = lines.into_iter().flat_map(wrap_line).collect();
    let height = (11 + if aside.is_some() { 3 } else { 0 }).max(lines.len() as u16 + 2);
    // A small terminal (the players and the keys wrap) drops the blank lines, so the
    // keys, "q: quit" last, stay on screen.
    let (lines, height): (Vec<Line>, u16) = if area.width < 70 || area.height < height {
        let l: Vec<Line> = lines.into_iter().filter(|l| l.width() > 0).collect();
        let h = l.len() as u16 + 2;
        (l, h)
    } else {
        (lines, height)
    };
    let r = centered(area, w, height);
    f.render_widget(Clear, r);
    f.render_widget(
        Paragraph::new(lines)
            .block(Block::bordered().title(format!(" {} ", text::key(Key::TermLudo, lang)))),
        r,
    );
}

/// Where the game screen of `area` draws the board; `None` when the terminal is too
/// small for it (the screen then says so, and the game is paused).
pub fn board_geom_at(area: Rect) -> Option<BoardGeom> {
    let board_area = Rect::new(
        area.x,
        area.y,
        area.width.saturating_sub(PANEL_MIN + 1),
        area.height,
    );
    let fits = area.width >= MIN_SIZE.0 && area.height >= MIN_SIZE.1;
    BoardGeom::fit(board_area).filter(|_| fits)
}

fn draw_game(f: &mut Frame, area: Rect, app: &App) {
    let (Some(t), Some(v)) = (app.table.as_ref(), app.view()) else {
        return;
    };
    let g = t.game();
    let Some(geom) = board_geom_at(area) else {
        app.board_geom.set(None);
        app.board_hidden.set(true);
        let what_to_do = if app.cannot_save() {
            Key::TermTooSmallWhatToDoUnsaved
        } else {
            Key::TermTooSmallWhatToDo
        };
        draw_too_small(f, area, Key::TermTooSmall, what_to_do, app.lang);
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
        from: square_for(g.variant(), m.color, m.token, m.from.get()),
        to: square_for(g.variant(), m.color, m.token, m.to.get()),
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
        seat_labels: seat_labels(&v.seats, app.lang),
        last,
        lang: app.lang,
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
        draw_game_over(f, b, g, &v, app.lang);
    }
}

/// Who plays a seat, in words: a person's profile name when it plays as one, else
/// the kind of seat ("person", "CPU (easy)").
fn who(kind: SeatKind, profile_name: Option<&str>, lang: Lang) -> String {
    match (profile_name, kind) {
        (Some(n), SeatKind::Human) => n.to_string(),
        _ => text::seat_kind(kind, lang),
    }
}

/// The labels under the bases: who plays each seat, with the profile's name for a
/// person playing as one (as in the seat rows; the base said "person" beside a row
/// saying "Asha").
fn seat_labels(seats: &[SeatView], lang: Lang) -> [Option<String>; 4] {
    let mut out: [Option<String>; 4] = Default::default();
    for s in seats {
        out[s.color.index()] = Some(who(s.kind, s.profile_name.as_deref(), lang));
    }
    out
}

/// The seat rows: marker, symbol, name, who plays it, tokens out and home (or the
/// place once all are home), the columns as wide as their longest entry (in English
/// at most [`PANEL_MIN`] characters; a row too long for the panel wraps).
fn seat_lines(seats: &[SeatView], w: usize, lang: Lang) -> Vec<Line<'static>> {
    let rows: Vec<(String, String, String)> = seats
        .iter()
        .map(|s| {
            let tally = match s.place {
                Some(p) if s.finished == 4 => Message::new(Key::TermSeatPlace)
                    .with("place", i18n::ordinal(u64::from(p.unsigned_abs()))),
                Some(p) => Message::new(Key::TermSeatPlaceHome)
                    .with("place", i18n::ordinal(u64::from(p.unsigned_abs())))
                    .with("home", i64::from(s.finished)),
                None => Message::new(Key::TermSeatOutHome)
                    .with("out", i64::from(s.out))
                    .with("home", i64::from(s.finished)),
            };
            let kind = match (&s.profile_name, s.kind) {
                (Some(n), SeatKind::Human) => n.clone(),
                _ => text::seat_kind_short(s.kind, lang),
            };
            (
                text::color_name(s.color, lang),
                kind,
                text::say(&tally, lang),
            )
        })
        .collect();
    let name_w = rows.iter().map(|r| marks::columns(&r.0)).max().unwrap_or(0);
    // The marker, the symbol and the name with their spaces; who plays gets the rest
    // of the row at most (a profile name too long for it is cut with "…").
    let before_kind = name_w + 6;
    let kind_w = rows
        .iter()
        .map(|r| marks::columns(&r.1))
        .max()
        .unwrap_or(0)
        .min(w.saturating_sub(before_kind));
    let mut out = vec![];
    for (s, (name, kind, tally)) in seats.iter().zip(rows) {
        let st = if s.to_act { bold() } else { Style::default() };
        let head = vec![
            Span::raw(if s.to_act { "▶ " } else { "  " }),
            Span::styled(
                s.color.symbol().to_string(),
                owner_style(s.color).add_modifier(Modifier::BOLD),
            ),
            Span::styled(format!(" {} ", pad(&name, name_w)), st),
            Span::styled(format!("{} ", pad(&ellipsize(&kind, kind_w), kind_w)), st),
        ];
        let head_w: usize = head.iter().map(|s| marks::columns(&s.content)).sum();
        if head_w + marks::columns(&tally) <= w {
            let mut spans = head;
            spans.push(Span::styled(tally, st));
            out.push(Line::from(spans));
        } else {
            out.push(Line::from(head));
            out.push(Line::styled(format!("    {tally}"), st));
        }
    }
    out
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
    let lang = app.lang;
    let title = if v.tutorial.is_some() {
        text::key(Key::TermTitleLesson, lang)
    } else {
        text::say(
            &Message::new(Key::TermTitleGame).with("rules", text::rules_name(&v.rules)),
            lang,
        )
    };
    let title = wrapped(&title, w, bold());
    let mut top: Vec<Line> = seat_lines(&v.seats, w, lang);
    let die = match (v.die.face, v.die.rolled_by) {
        (Some(r), Some(c)) => text::say(
            &Message::new(Key::TermDieRolled)
                .with("n", i64::from(r.get()))
                .with("player", ludo_core::table::announce::player_label(c)),
            lang,
        ),
        _ => text::key(Key::TermDieBlank, lang),
    };
    top.push(Line::styled(die, bold()));
    let status_style = Style::default().add_modifier(Modifier::BOLD | Modifier::ITALIC);
    top.extend(wrapped(&app.text(&v.status), w, status_style));
    // The dice code is worth noting down before the first roll: from then on the
    // dice are fixed, and `ludo verify` checks them against it (docs/fair-dice.md).
    let code_at = top.len();
    if let Some(line) = &v.dice_code_line
        && g.rolls().is_empty()
    {
        top.extend(wrapped(&app.text(line), w, Style::default()));
        if let Some(m) = &v.dice_mixed {
            top.extend(wrapped(&app.text(m), w, Style::default()));
        }
    }
    let code = code_at..top.len();
    // Mixing in words (docs/fair-dice.md): the field while typing, else the key
    // while the core allows it. The field's keys come before its explanation, and
    // on a short terminal the explanation, then the dice code (shown again when
    // the field closes) make room for them: at 80×15 a long entry pushed the keys
    // (and the timer) below the window.
    let mut spare = vec![];
    let mut field_rows = 0..0;
    if let Some(words) = &app.mixing {
        let field = format!("{}: {words}▏", text::key(Key::DiceMixPrompt, lang));
        let field_at = top.len();
        top.extend(wrapped(&field, w, bold()));
        field_rows = field_at..top.len();
        top.extend(wrapped(
            &text::key(Key::TermMixKeys, lang),
            w,
            Style::default().add_modifier(Modifier::DIM),
        ));
        let explain_at = top.len();
        top.extend(wrapped(
            &text::key(Key::DiceMixExplain, lang),
            w,
            Style::default(),
        ));
        spare = vec![explain_at..top.len(), code];
    } else if v.can_mix_dice {
        top.extend(wrapped(
            &text::key(Key::TermMixOffer, lang),
            w,
            Style::default(),
        ));
    }
    if let Some(tv) = &v.tutorial {
        top.extend(wrapped(&app.text(&tv.tip), w, Style::default()));
    }
    if let Some(c) = v.to_act
        && !v.moves.is_empty()
    {
        top.push(Line::raw(text::key(Key::TermMovesHeading, lang)));
        for m in &v.moves {
            let sel = app.selected == Some(m.token);
            let caps: Vec<String> = m
                .captures
                .iter()
                .map(|x| text::token(x.color, x.token))
                .collect();
            // Squares as the board, the log and the last move name them (one
            // numbering on the screen), not steps from the player's start.
            let (token, from, to) = (
                text::token(c, m.token),
                text::board_square(g.variant(), c, m.token, m.from.get(), lang),
                text::board_square(g.variant(), c, m.token, m.to.get(), lang),
            );
            let line = if caps.is_empty() {
                format!("{token}: {from} → {to}")
            } else {
                text::say(
                    &Message::new(Key::TermMoveCaptures)
                        .with("token", Arg::Text(token))
                        .with("from", Arg::Text(from))
                        .with("to", Arg::Text(to))
                        .with("captured", Arg::Text(caps.join(" "))),
                    lang,
                )
            };
            let s = format!("{} {line}", if sel { "▸" } else { " " });
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
        let caps: Vec<String> = m
            .captured
            .iter()
            .map(|x| text::token(x.color, x.token))
            .collect();
        let msg = if caps.is_empty() {
            Message::new(Key::TermLastMove)
        } else {
            Message::new(Key::TermLastMoveCaptured).with("captured", Arg::Text(caps.join(" ")))
        };
        let s = text::say(
            &msg.with("token", Arg::Text(text::token(m.color, m.token)))
                .with(
                    "from",
                    Arg::Text(text::board_square(
                        g.variant(),
                        m.color,
                        m.token,
                        m.from.get(),
                        lang,
                    )),
                )
                .with(
                    "to",
                    Arg::Text(text::board_square(
                        g.variant(),
                        m.color,
                        m.token,
                        m.to.get(),
                        lang,
                    )),
                ),
            lang,
        );
        top.extend(wrapped(&s, w, Style::default()));
    }
    if let Some(tm) = &v.timer {
        top.push(Line::styled(app.text(&tm.text), bold()));
    }
    if let Some(m) = &app.message {
        top.extend(wrapped(m, w, bold()));
    }
    // Over, not `can_play_again`: that is false while the help pauses the table, and
    // the key line then offered the in-game keys under the game-over panel.
    let lesson_over = v.tutorial.as_ref().is_some_and(|t| t.done);
    let over = v.phase == Phase::GameOver || lesson_over;
    let footer_text = if over && v.tutorial.is_some() {
        text::key(Key::TermKeysLessonOver, lang)
    } else if over {
        text::key(Key::TermKeysGameOver, lang)
    } else if area.height < 20 {
        text::key(Key::TermKeysShort, lang)
    } else {
        full_keys(v, app.cannot_save(), lang)
    };
    let footer = wrapped(
        &footer_text,
        w,
        Style::default().add_modifier(Modifier::DIM),
    );
    // What matters comes first when the terminal is short: the seats, die, status,
    // moves and messages always; then the title; then the key line; the log last.
    let h = area.height as usize;
    // Spare lines go, in order (the later range first in the list), while the rest
    // is taller than the panel.
    for r in spare {
        if top.len() > h {
            if r.end <= field_rows.start {
                field_rows = field_rows.start - r.len()..field_rows.end - r.len();
            }
            top.drain(r);
        }
    }
    // Then the field keeps its first line (what it is) and its end (where the
    // typing goes on), "…" between them.
    if top.len() > h && field_rows.len() > 2 {
        let cut = (top.len() - h + 1).min(field_rows.len() - 2);
        let from = field_rows.start + 1;
        top.splice(from..from + cut, [Line::styled("…", bold())]);
    }
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
    // The log: the newest entries that fit whole, wrapped. An entry cut at the top
    // would leave its last words under the header with no bullet, read as an entry
    // of their own, and one cut at the bottom reads as a whole sentence ("… every
    // roll can be"): when even the newest does not fit, the log is left out, header
    // and all.
    if log_r.height >= 2 {
        let room = log_r.height as usize - 1;
        let mut lines: Vec<Line> = vec![];
        for l in app.log.iter().rev() {
            let mut wrapped: Vec<Line> = wrap(l, w.saturating_sub(2))
                .into_iter()
                .enumerate()
                .map(|(i, s)| Line::raw(format!("{}{s}", if i == 0 { "• " } else { "  " })))
                .collect();
            if lines.len() + wrapped.len() > room {
                break;
            }
            wrapped.reverse();
            lines.extend(wrapped);
        }
        if lines.is_empty() {
            f.render_widget(Paragraph::new(footer), foot_r);
            return;
        }
        lines.push(Line::styled(
            text::key(Key::TermLog, lang),
            bold().add_modifier(Modifier::UNDERLINED),
        ));
        lines.reverse();
        f.render_widget(Paragraph::new(lines), log_r);
    }
    f.render_widget(Paragraph::new(footer), foot_r);
}

/// The game-over box over the board: places (who played each seat named as in the
/// seat rows: a profile's name, not "person"), the dice each player rolled and
/// whether they check (the view's line about the dice), how to go on. 52 columns when the board has them; over the
/// compact board (an 80-column terminal) it is narrower with narrower dice columns,
/// and when it is too tall for the terminal the title goes into the border and the
/// blank lines go, then the dice table: the places and the keys always show.
fn draw_game_over(f: &mut Frame, board: Rect, g: &Game, v: &TableView, lang: Lang) {
    let dice_check = v.dice_check.as_ref();
    let w = board.width.min(52);
    let inner = usize::from(w.saturating_sub(2));
    let rows = usize::from(board.height.saturating_sub(2));
    let title = text::key(Key::TermOverTitle, lang);
    // The core numbers the places (1st, 2nd=, 2nd=, 4th), as on the phones.
    let groups = v.place_groups.clone().unwrap_or_default();
    let mut places = vec![];
    for group in &groups {
        let names: Vec<String> = group
            .colors
            .iter()
            .map(|&c| {
                let profile = v
                    .seats
                    .iter()
                    .find(|s| s.color == c)
                    .and_then(|s| s.profile_name.as_deref());
                let kind = g.seat(c).unwrap_or(SeatKind::Human);
                format!("{} · {}", text::player(c, lang), who(kind, profile, lang))
            })
            .collect();
        let mut names = names.join(", ");
        if group.colors.len() > 1 {
            names = text::say(
                &Message::new(Key::TermOverShared).with("players", Arg::Text(names)),
                lang,
            );
        }
        // Wrapped under the names: a shared place with two profile names is wider
        // than the box, and its end ("(shared)") was cut off.
        let ordinal = i18n::ordinal(u64::from(group.place));
        let ordinal = format!("{} ", pad(&text::say(&ordinal, lang), 5));
        places.extend(hanging(vec![Span::raw(ordinal)], &names, inner));
    }
    // 14 + 6 × 4 + 7 = 45 columns, or 14 + 6 × 3 + 6 = 38 in a narrow box.
    let (name_w, face_w, total_w) = if inner >= 45 { (14, 4, 7) } else { (14, 3, 6) };
    let mut head = pad(&text::key(Key::TermOverDice, lang), name_w);
    for n in 1..=6 {
        head.push_str(&format!("{n:>face_w$}"));
    }
    head.push_str(&format!("  {}", text::key(Key::TermOverTotal, lang)));
    let mut dice = vec![Line::styled(head, bold())];
    for &c in g.players() {
        let fc = g.face_counts(c).0;
        let mut s = pad(&text::player(c, lang), name_w);
        for n in fc {
            s.push_str(&format!("{n:>face_w$}"));
        }
        s.push_str(&format!("{:>total_w$}", fc.iter().sum::<u64>()));
        dice.push(Line::raw(s));
    }
    // With the code itself, to compare with the one noted at the start (and kept
    // in the log): the core's line does not name it.
    let check = match (dice_check, g.dice_commitment(), g.dice_verified()) {
        (Some(_), Some(c), Some(ok)) => Some(
            Message::new(if ok {
                Key::TermOverDiceVerified
            } else {
                Key::TermOverDiceNotVerified
            })
            .with("code", Arg::Text(c.code())),
        ),
        (m, _, _) => m.cloned(),
    };
    let check = check
        .map(|m| wrapped(&text::say(&m, lang), inner, Style::default()))
        .unwrap_or_default();
    let again = match next_first(g) {
        Some(c) => Message::new(Key::TermOverAgainStarts)
            .with("player", ludo_core::table::announce::player_label(c)),
        None => Message::new(Key::TermOverAgainRoll),
    };
    // Wrapped only when too wide: wrapping joins the keys' spaced-out columns.
    let as_is_or_wrapped = |s: String, style: Style| {
        if marks::columns(&s) <= inner {
            vec![Line::styled(s, style)]
        } else {
            wrapped(&s, inner, style)
        }
    };
    let mut keys = as_is_or_wrapped(text::say(&again, lang), bold());
    keys.extend(as_is_or_wrapped(
        text::key(Key::TermOverKeys, lang),
        Style::default(),
    ));
    // Roomy: the title and blank lines inside, as on a large terminal.
    let roomy = 1 + 1 + places.len() + 1 + dice.len() + check.len() + 1 + keys.len();
    let mut block = Block::bordered();
    let mut lines = vec![];
    if roomy <= rows {
        lines.push(Line::styled(title, bold()));
        lines.push(Line::raw(""));
        lines.extend(places);
        lines.push(Line::raw(""));
        lines.extend(dice);
        lines.extend(check);
        lines.push(Line::raw(""));
        lines.extend(keys);
    } else {
        block = block.title(Line::styled(format!(" {title} "), bold()));
        lines.extend(places);
        if lines.len() + dice.len() + check.len() + keys.len() <= rows {
            lines.extend(dice);
        }
        if lines.len() + check.len() + keys.len() <= rows {
            lines.extend(check);
        }
        let keep = keys.len();
        lines.extend(keys);
        lines = fit(lines, keep, rows);
    }
    let h = lines.len() as u16 + 2;
    let r = centered(board, w, h);
    f.render_widget(Clear, r);
    f.render_widget(Paragraph::new(lines).block(block), r);
}

/// The full key line of a game: it offers only what the table allows. `u` while
/// the core allows an undo ([`TableView::can_undo`]: it was offered in
/// pass-and-play, where it is refused), `c` with the letters of the seats it can
/// name ([`seat_letters`]: it offered "y/b/r/g" in a game of two), and `q` saves
/// only where the game can be saved (`unsaved`: "q save & quit" would promise a
/// save that cannot happen).
pub fn full_keys(v: &TableView, unsaved: bool, lang: Lang) -> String {
    let mut parts = vec![text::key(Key::TermKeysPlay, lang)];
    if v.can_undo {
        parts.push(text::key(Key::TermKeysUndo, lang));
    }
    if let Some(letters) = seat_letters(v) {
        parts.push(text::say(
            &Message::new(Key::TermKeysSeat).with("letters", Arg::Text(letters)),
            lang,
        ));
    }
    parts.push(text::key(
        if unsaved {
            Key::TermKeysEndUnsaved
        } else {
            Key::TermKeysEnd
        },
        lang,
    ));
    parts.join(" · ")
}

/// The key letters of the seats `c` can name ("y/r"): those a person plays or
/// played, the only ones it can hand to the CPU or take back (a seat the CPU played
/// from the start is refused, a colour not at the table is not seated). `None`
/// when there is none: every seat is a CPU's.
pub fn seat_letters(v: &TableView) -> Option<String> {
    let letters: Vec<String> = v
        .seats
        .iter()
        .filter(|s| s.was_person)
        .map(|s| text::letter(s.color).to_string())
        .collect();
    (!letters.is_empty()).then(|| letters.join("/"))
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

/// The help: a key (its name, or a catalog key naming it) and what it does; on
/// Unix [`STOP_HELP`] follows.
pub const HELP: &[(HelpKey, Key)] = &[
    (HelpKey::Named("Space / Enter"), Key::TermHelpPrimary),
    (HelpKey::Named("1 2 3 4"), Key::TermHelpNumber),
    (HelpKey::Named("← → ↑ ↓ / Tab"), Key::TermHelpSelect),
    (HelpKey::Said(Key::TermHelpClickKey), Key::TermHelpClick),
    (HelpKey::Named("h"), Key::TermHelpHint),
    (HelpKey::Named("u"), Key::TermHelpUndo),
    (HelpKey::Said(Key::TermHelpSeatKey), Key::TermHelpSeat),
    (HelpKey::Named("m"), Key::TermHelpMix),
    (HelpKey::Named("r"), Key::TermHelpRules),
    (HelpKey::Named("q / Esc"), Key::TermHelpQuit),
    (HelpKey::Named("?"), Key::TermHelpHelp),
];

/// Ctrl-Z in the help, where it stops the game for the shell (job control, Unix
/// only: elsewhere it does nothing). The help did not mention it.
pub const STOP_HELP: (HelpKey, Key) = (HelpKey::Named("Ctrl-Z"), Key::TermHelpStop);

/// The help over the game-over panel: its keys (the in-game ones do nothing there).
pub const HELP_OVER: &[(HelpKey, Key)] = &[
    (HelpKey::Named("p"), Key::TermHelpPlayAgain),
    (HelpKey::Named("n"), Key::TermHelpNewGame),
    (HelpKey::Named("r"), Key::TermHelpRules),
    (HelpKey::Named("q / Esc"), Key::TermHelpQuitOver),
    (HelpKey::Named("?"), Key::TermHelpHelp),
];

/// The help at the end of the lesson: its keys.
pub const HELP_LESSON_OVER: &[(HelpKey, Key)] = &[
    (HelpKey::Named("p"), Key::TermHelpLessonAgain),
    (HelpKey::Named("r"), Key::TermHelpRules),
    (HelpKey::Named("q / Esc"), Key::TermHelpQuitOver),
    (HelpKey::Named("?"), Key::TermHelpHelp),
];

/// The help over the setup screen: its keys. No game has started: nothing is saved
/// and there is no board, so its last line only says how to close it.
pub const HELP_SETUP: &[(HelpKey, Key)] = &[
    (HelpKey::Named("↑ ↓ / Tab"), Key::TermHelpSetupChoose),
    (HelpKey::Named("← → / Space"), Key::TermHelpSetupChange),
    (HelpKey::Named("1–6"), Key::TermHelpSetupExit),
    (HelpKey::Named("0–9"), Key::TermHelpSetupSeed),
    (HelpKey::Named("s / Enter"), Key::TermHelpSetupStart),
    (HelpKey::Named("q / Esc"), Key::TermHelpSetupQuit),
    (HelpKey::Named("?"), Key::TermHelpHelp),
];

/// What the help is opened over: its keys differ.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum HelpFor {
    /// A game being played (or the lesson).
    Game,
    /// The game-over panel.
    GameOver,
    /// The end of the lesson.
    LessonOver,
    /// The setup screen, before a game.
    Setup,
}

impl HelpFor {
    fn of(app: &App) -> HelpFor {
        if matches!(app.screen, Screen::Setup(_)) {
            return HelpFor::Setup;
        }
        match app.view() {
            Some(v) if v.tutorial.as_ref().is_some_and(|t| t.done) => HelpFor::LessonOver,
            Some(v) if v.phase == Phase::GameOver && v.tutorial.is_some() => HelpFor::LessonOver,
            Some(v) if v.phase == Phase::GameOver => HelpFor::GameOver,
            _ => HelpFor::Game,
        }
    }
}

/// The rows of the help over `screen` on this platform.
fn help_rows(screen: HelpFor) -> Vec<(HelpKey, Key)> {
    let mut rows = match screen {
        HelpFor::Game => HELP.to_vec(),
        HelpFor::GameOver => HELP_OVER.to_vec(),
        HelpFor::LessonOver => HELP_LESSON_OVER.to_vec(),
        HelpFor::Setup => HELP_SETUP.to_vec(),
    };
    // Not over the setup screen: there is no game to pause and save.
    if cfg!(unix) && screen != HelpFor::Setup {
        // After "q / Esc", the other way to leave the game for a while.
        let at = rows
            .iter()
            .position(|(_, k)| matches!(k, Key::TermHelpQuit | Key::TermHelpQuitOver))
            .map_or(rows.len(), |i| i + 1);
        rows.insert(at, STOP_HELP);
    }
    rows
}

/// The name of a key in the help.
#[derive(Copy, Clone, Debug)]
pub enum HelpKey {
    /// The same in every language ("Space / Enter").
    Named(&'static str),
    /// In words of the catalog ("mouse click").
    Said(Key),
}

/// Lines of `s` wrapped to `w`, the first after `first`, the others after as many
/// spaces as `first` is wide.
fn hanging(first: Vec<Span<'static>>, s: &str, w: usize) -> Vec<Line<'static>> {
    let indent: usize = first.iter().map(Span::width).sum();
    let mut out = vec![];
    for (i, l) in wrap(s, w.saturating_sub(indent)).into_iter().enumerate() {
        let mut spans = if i == 0 {
            first.clone()
        } else {
            vec![Span::raw(" ".repeat(indent))]
        };
        spans.push(Span::raw(l));
        out.push(Line::from(spans));
    }
    out
}

/// `lines` cut to `h` rows when they do not fit: the last `keep` lines (how to
/// close) stay, and "…" marks what was left out.
fn fit(mut lines: Vec<Line<'static>>, keep: usize, h: usize) -> Vec<Line<'static>> {
    if lines.len() <= h || h < keep + 2 {
        return lines;
    }
    let tail = lines.split_off(lines.len() - keep);
    lines.truncate(h - keep - 1);
    lines.push(Line::raw("…"));
    lines.extend(tail);
    lines
}

/// The house rules of the game in plain words (the `r` key); the rules' name is in
/// the border, and when the list is too tall for the terminal so is "press any key",
/// so at 80×15 every rule fits, also with the board by player count (a rule of two
/// lines) or a turn time limit (another).
fn draw_rules(f: &mut Frame, area: Rect, g: &Game, lang: Lang) {
    let w = area.width.min(100);
    let inner = w.saturating_sub(2) as usize;
    let mut lines = vec![];
    for r in text::rules_in_words(g.rules(), g.players().len(), lang) {
        lines.extend(hanging(vec![Span::raw("• ")], &r, inner));
    }
    let close = text::key(Key::TermPressAnyKey, lang);
    let rows = area.height.saturating_sub(2) as usize;
    let mut block = Block::bordered().title(format!(
        " {} · {} ",
        text::key(Key::TermHouseRules, lang),
        rules_name(g.rules(), lang)
    ));
    // The closing line below the list while it fits; else in the bottom border,
    // where it takes no row from the rules (cut with "…" only if they still do not
    // fit).
    let close_fits_in_border = Line::from(close.as_str()).width() + 4 <= usize::from(w);
    let lines = if lines.len() < rows || !close_fits_in_border {
        lines.push(Line::raw(close));
        fit(lines, 1, rows)
    } else {
        block = block.title_bottom(format!(" {close} "));
        fit(lines, 0, rows)
    };
    let r = centered(area, w, lines.len() as u16 + 2);
    f.render_widget(Clear, r);
    f.render_widget(Paragraph::new(lines).block(block), r);
}

/// The help over `screen` (its keys); `unsaved`: the game cannot be saved (a
/// read-only folder, a failed save), so q only quits and nothing is saved after
/// every action; `seats`: the letters `c` can name ([`seat_letters`]; `None`: the
/// row of `c` is left out, as it can name none).
fn draw_help(
    f: &mut Frame,
    area: Rect,
    lang: Lang,
    unsaved: bool,
    screen: HelpFor,
    seats: Option<String>,
) {
    let w = area.width.min(70);
    let inner = w.saturating_sub(2) as usize;
    let rows_h = area.height.saturating_sub(2) as usize;
    let lines = |roomy| {
        help_lines(
            lang,
            unsaved,
            screen,
            seats.as_deref(),
            inner,
            roomy,
            rows_h,
        )
    };
    // With blank lines and the board's legend while all of it fits, as wrapped (the
    // rows were counted unwrapped, so at 60×16 the help over the setup screen kept
    // its blank lines and cut q / Esc); else without them.
    let (lines, keep) = match lines(true) {
        (all, keep) if all.len() <= rows_h => (all, keep),
        _ => lines(false),
    };
    // The setup screen's help has no row to spare (no board to explain, no game
    // to leave): where it does not fit whole, the screen says how large it must be,
    // as the game's does (it was cut below about 60×16). From 80×15 it fits, in
    // every language.
    if screen == HelpFor::Setup && lines.len() > rows_h {
        draw_too_small(f, area, Key::TermTooSmallHelp, Key::TermPressAnyKey, lang);
        return;
    }
    let lines = fit(lines, keep, rows_h);
    let r = centered(area, w, lines.len() as u16 + 2);
    f.render_widget(Clear, r);
    let title = format!(" {} ", text::key(Key::TermHelpTitle, lang));
    f.render_widget(
        Paragraph::new(lines).block(Block::bordered().title(title)),
        r,
    );
}

/// The lines of the help of [`draw_help`] (same `lang`, `unsaved`, `screen`,
/// `seats`), `inner` columns wide, for `rows_h` rows; `roomy`: with blank lines
/// around the keys and the board's legend whatever the height. With them, how many
/// lines at the end must stay when they are cut ([`fit`]): how to close it, and,
/// when not `roomy`, the ways out of the game before it.
fn help_lines(
    lang: Lang,
    unsaved: bool,
    screen: HelpFor,
    seats: Option<&str>,
    inner: usize,
    roomy: bool,
    rows_h: usize,
) -> (Vec<Line<'static>>, usize) {
    let mut rows = help_rows(screen);
    if seats.is_none() {
        rows.retain(|(_, v)| *v != Key::TermHelpSeat);
    }
    let mut lines = vec![Line::styled(text::key(Key::TermHelpKeys, lang), bold())];
    if roomy {
        lines.push(Line::raw(""));
    }
    // On a short terminal the cut keeps the ways out of the game (q, Ctrl-Z) with
    // the closing line, and the board's legend goes first: it cut Ctrl-Z, the last
    // but one row, at 80×15.
    let leaving = |k: Key| {
        matches!(
            k,
            Key::TermHelpQuit | Key::TermHelpQuitOver | Key::TermHelpStop | Key::TermHelpSetupQuit
        )
    };
    let mut tail = vec![];
    for (k, v) in rows {
        let name = match k {
            HelpKey::Named(s) => s.to_string(),
            HelpKey::Said(Key::TermHelpSeatKey) => text::say(
                &Message::new(Key::TermHelpSeatKey)
                    .with("letters", Arg::Text(seats.unwrap_or_default().to_string())),
                lang,
            ),
            HelpKey::Said(key) => text::key(key, lang),
        };
        // At least one space after the key, also when it fills the column ("c
        // তারপর y/b/r/g" is 16 columns where terminals draw it: "y/b/r/gসেই").
        let first = vec![Span::styled(
            pad(&name, 15.max(marks::columns(&name) + 1)),
            bold(),
        )];
        let leave = leaving(v);
        let v = match v {
            Key::TermHelpQuit if unsaved => Key::TermHelpQuitUnsaved,
            // It said "save" where nothing can be saved.
            Key::TermHelpStop if unsaved => Key::TermHelpStopUnsaved,
            v => v,
        };
        let row = hanging(first, &text::key(v, lang), inner);
        if leave && !roomy {
            tail.extend(row);
        } else {
            lines.extend(row);
        }
    }
    if roomy {
        lines.push(Line::raw(""));
    }
    // The board's legend, under a board; the setup screen has none.
    let legend: Vec<Line> = if screen == HelpFor::Setup {
        vec![]
    } else {
        wrap(&text::key(Key::TermHelpLegend, lang), inner)
            .into_iter()
            .map(Line::raw)
            .collect()
    };
    // How to close, after whether the game saves (before a game: only how to close).
    let saves = match (screen, unsaved) {
        (HelpFor::Setup, _) => Key::TermPressAnyKey,
        (_, true) => Key::TermHelpSavesUnsaved,
        (_, false) => Key::TermHelpSaves,
    };
    let saves = wrap(&text::key(saves, lang), inner);
    tail.extend(saves.into_iter().map(Line::raw));
    if roomy || lines.len() + legend.len() + tail.len() <= rows_h {
        lines.extend(legend);
    }
    let keep = tail.len();
    lines.extend(tail);
    (lines, keep)
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

/// Word-wraps `s` to lines of at most `w` columns as a terminal draws them
/// ([`marks::columns`]); a word longer than a line is cut between letters (grapheme
/// clusters), never inside one: cutting "अभी" by characters had put its vowel sign
/// alone at the start of the next line, over the digit after it.
pub fn wrap(s: &str, w: usize) -> Vec<String> {
    use unicode_segmentation::UnicodeSegmentation;
    let w = w.max(8);
    let cols = marks::columns;
    let mut out = vec![];
    let mut line = String::new();
    for word in s.split_whitespace() {
        if !line.is_empty() && cols(&line) + 1 + cols(word) > w {
            out.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
        while cols(&line) > w {
            let mut head = String::new();
            for g in line.graphemes(true) {
                if !head.is_empty() && cols(&head) + cols(g) > w {
                    break;
                }
                head.push_str(g);
            }
            line = line[head.len()..].to_string();
            out.push(head);
        }
    }
    if !line.is_empty() || out.is_empty() {
        out.push(line);
    }
    out
}
