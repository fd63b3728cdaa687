//! The board widget: draws the core's board geometry ([`Layout`]) cell by cell.
//!
//! Every square comes from the geometry (its grid cell, role, owner and symbol); the
//! terminal only scales the 15×15 grid to 4×2 or 3×1 characters per cell and maps
//! mouse positions back to board units for [`Layout::hit_test`]. No Ludo geometry
//! is computed here.

use super::text;
use ludo_core::Color;
use ludo_core::i18n::Lang;
use ludo_core::rules::{Position, TokenId, Variant};
use ludo_core::view::{Layout, Point, SquareId, SquareRole, TokenSpot};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color as Tc, Modifier, Style};

/// Grid cells per board side.
const GRID: u16 = 15;

/// Where the board sits on the screen and how big a grid cell is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct BoardGeom {
    /// Left column of the board.
    pub x: u16,
    /// Top row of the board.
    pub y: u16,
    /// Terminal columns per grid cell.
    pub cw: u16,
    /// Terminal rows per grid cell.
    pub ch: u16,
}

impl BoardGeom {
    /// The largest cell size that fits `area` (4×2, else 3×1), board at its top left;
    /// `None` when even 3×1 does not fit.
    pub fn fit(area: Rect) -> Option<BoardGeom> {
        let (cw, ch) = [(4, 2), (3, 1)]
            .into_iter()
            .find(|&(cw, ch)| area.width >= GRID * cw && area.height >= GRID * ch)?;
        Some(BoardGeom {
            x: area.x,
            y: area.y,
            cw,
            ch,
        })
    }

    /// The screen area of the whole board.
    pub fn area(&self) -> Rect {
        Rect::new(self.x, self.y, GRID * self.cw, GRID * self.ch)
    }

    /// The screen area of `w × h` grid cells whose top-left cell is `(cx, cy)`.
    fn cells(&self, cx: u16, cy: u16, w: u16, h: u16) -> Rect {
        Rect::new(
            self.x + cx * self.cw,
            self.y + cy * self.ch,
            w * self.cw,
            h * self.ch,
        )
    }

    /// The point in board units under the middle of the character at `(col, row)`, or
    /// `None` outside the board.
    pub fn to_board(self, col: u16, row: u16) -> Option<(f32, f32)> {
        if !self
            .area()
            .contains(ratatui::layout::Position::new(col, row))
        {
            return None;
        }
        Some((
            ((col - self.x) as f32 + 0.5) / self.cw as f32,
            ((row - self.y) as f32 + 0.5) / self.ch as f32,
        ))
    }
}

/// Background colour of an owner.
pub fn owner_bg(c: Color) -> Tc {
    match c {
        Color::Yellow => Tc::Yellow,
        Color::Blue => Tc::Blue,
        Color::Red => Tc::Red,
        Color::Green => Tc::Green,
    }
}

/// Readable text colour on an owner's background.
pub fn owner_fg(c: Color) -> Tc {
    match c {
        Color::Yellow | Color::Green => Tc::Black,
        Color::Blue | Color::Red => Tc::White,
    }
}

/// The style of an owner's areas (start, home column, base, finish).
pub fn owner_style(c: Color) -> Style {
    Style::default().bg(owner_bg(c)).fg(owner_fg(c))
}

/// Style of a token of colour `c`.
fn token_style(c: Color) -> Style {
    owner_style(c).add_modifier(Modifier::BOLD)
}

/// Style of a plain track square.
fn track_style() -> Style {
    Style::default().bg(Tc::Gray).fg(Tc::Black)
}

/// What the board widget draws.
pub struct BoardView<'a> {
    /// The variant (board, seating, rules).
    pub variant: &'a Variant,
    /// Its geometry.
    pub layout: &'a Layout,
    /// The position to draw.
    pub position: &'a Position,
    /// The colour to act, marked on its base.
    pub mover: Option<Color>,
    /// Tokens of `mover` that may move with the pending roll.
    pub movable: &'a [TokenId],
    /// The token of `mover` the cursor is on.
    pub selected: Option<TokenId>,
    /// The square the selected token would move to.
    pub target: Option<SquareId>,
    /// Per colour: the seat's description shown in its base ("person", "CPU (hard)").
    pub seat_labels: [Option<String>; 4],
    /// The last move, marked so a player can follow what the CPU did.
    pub last: Option<LastMark>,
    /// The language of the colour names in the bases.
    pub lang: Lang,
}

/// The squares of the last move (the core's `TableView::last_move`): where the
/// token came from (an empty square there shows `◌`), where it went (its cell is
/// bold and underlined) and where the tokens it captured are now (their base slots,
/// marked `✕`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LastMark {
    /// The square it left.
    pub from: Option<SquareId>,
    /// The square it reached.
    pub to: Option<SquareId>,
    /// The squares (base slots) of the tokens it captured.
    pub captured: Vec<SquareId>,
}

impl BoardView<'_> {
    /// Draws the board with cell size `g` (use [`BoardGeom::fit`]).
    pub fn draw(&self, g: BoardGeom, buf: &mut Buffer) {
        let area = g.area().intersection(buf.area);
        buf.set_style(area, Style::default());
        self.draw_bases(g, buf);
        self.draw_squares(g, buf);
        self.draw_centre(g, buf);
        self.draw_tokens(g, buf);
        self.draw_last(g, buf);
    }

    /// Marks the last move (after the tokens, so the marks stay visible).
    fn draw_last(&self, g: BoardGeom, buf: &mut Buffer) {
        let Some(last) = &self.last else { return };
        let occupied: Vec<SquareId> = self
            .layout
            .token_spots(self.variant, self.position)
            .iter()
            .map(|t| t.square)
            .collect();
        let cell = |id: SquareId| {
            self.layout
                .square(id)
                .filter(|s| s.role != SquareRole::Finish && s.role != SquareRole::Base)
                .map(|s| g.cells(s.cell.0 as u16, s.cell.1 as u16, 1, 1))
        };
        if let Some(from) = last.from
            && !occupied.contains(&from)
            && let Some(r) = cell(from)
        {
            centre_text(
                buf,
                r,
                0,
                "◌",
                buf_style(buf, r).add_modifier(Modifier::BOLD),
            );
        }
        if let Some(r) = last.to.and_then(cell) {
            buf.set_style(
                r,
                Style::default().add_modifier(Modifier::BOLD | Modifier::UNDERLINED),
            );
        }
        for &id in &last.captured {
            if let Some(sq) = self.layout.square(id) {
                let r = g.cells(sq.cell.0 as u16, sq.cell.1 as u16, 2, 2);
                put(buf, r.x, r.y + r.height / 2, 1, "✕", bold_red());
            }
        }
    }

    fn draw_bases(&self, g: BoardGeom, buf: &mut Buffer) {
        for b in &self.layout.bases {
            let r = g.cells(b.rect.x as u16, b.rect.y as u16, 6, 6);
            let style = if b.seated {
                owner_style(b.owner)
            } else {
                Style::default().bg(Tc::DarkGray).fg(Tc::Gray)
            };
            fill(buf, r, style);
            let mark = if self.mover == Some(b.owner) {
                "▶ "
            } else {
                "  "
            };
            let title = format!(
                "{mark}{} {}",
                b.symbol,
                text::color_name(b.owner, self.lang)
            );
            put(
                buf,
                r.x + 1,
                r.y,
                r.width.saturating_sub(2),
                &title,
                style.add_modifier(Modifier::BOLD),
            );
            let label = if b.seated {
                self.seat_labels[b.owner.index()]
                    .clone()
                    .unwrap_or_default()
            } else {
                format!(
                    "({})",
                    text::key(ludo_core::i18n::Key::TermSetupOff, self.lang)
                )
            };
            let room = r.width.saturating_sub(2);
            put(
                buf,
                r.x + 1,
                r.y + r.height - 1,
                room,
                &super::ui::ellipsize(&label, room as usize),
                style,
            );
        }
    }

    fn draw_squares(&self, g: BoardGeom, buf: &mut Buffer) {
        for s in &self.layout.squares {
            let (cx, cy) = (s.cell.0 as u16, s.cell.1 as u16);
            match s.role {
                SquareRole::Finish => {}
                SquareRole::Base => {
                    let r = g.cells(cx, cy, 2, 2);
                    // The slot: a white plate with an empty frame; the token goes inside.
                    let inner = Rect::new(r.x + 1, r.y, r.width.saturating_sub(2), r.height);
                    fill(buf, inner, Style::default().bg(Tc::White).fg(Tc::Black));
                    let sym = s.symbol.unwrap_or(' ');
                    centre_text(
                        buf,
                        inner,
                        inner.height / 2,
                        &format!("({sym} )"),
                        Style::default().bg(Tc::White).fg(Tc::DarkGray),
                    );
                }
                role => {
                    let r = g.cells(cx, cy, 1, 1);
                    let (style, mark) = match (role, s.owner) {
                        (SquareRole::Start, Some(o)) => {
                            (owner_style(o), format!("[{}]", o.symbol()))
                        }
                        (SquareRole::HomeColumn, Some(o)) => {
                            (owner_style(o), o.symbol().to_string())
                        }
                        (SquareRole::Star, _) => {
                            (track_style(), if s.safe { "★" } else { "☆" }.into())
                        }
                        _ => (track_style(), "·".into()),
                    };
                    fill(buf, r, style);
                    centre_text(buf, r, 0, &mark, style);
                }
            }
        }
    }

    fn draw_centre(&self, g: BoardGeom, buf: &mut Buffer) {
        let c = self.layout.centre;
        for cy in c.y as u16..(c.y + c.h) as u16 {
            for cx in c.x as u16..(c.x + c.w) as u16 {
                // Which finish triangles hold the middle of this cell: one, or several
                // for the cells the triangles' edges cut (corners and the middle).
                let p = Point::new(cx as f32 + 0.5, cy as f32 + 0.5);
                let owners: Vec<Color> = self
                    .layout
                    .squares
                    .iter()
                    .filter(|s| s.role == SquareRole::Finish && s.contains(p))
                    .filter_map(|s| s.owner)
                    .collect();
                let r = g.cells(cx, cy, 1, 1);
                match owners.as_slice() {
                    [] => {}
                    [o] => {
                        let style = owner_style(*o);
                        fill(buf, r, style);
                        centre_text(buf, r, 0, &o.symbol().to_string(), style);
                    }
                    _ => {
                        let style = Style::default().bg(Tc::DarkGray).fg(Tc::White);
                        fill(buf, r, style);
                        centre_text(buf, r, 0, "⌂", style);
                    }
                }
            }
        }
    }

    fn draw_tokens(&self, g: BoardGeom, buf: &mut Buffer) {
        let spots = self.layout.token_spots(self.variant, self.position);
        let mut groups: Vec<(SquareId, Vec<&TokenSpot>)> = vec![];
        for s in &spots {
            match groups.iter_mut().find(|(id, _)| *id == s.square) {
                Some((_, v)) => v.push(s),
                None => groups.push((s.square, vec![s])),
            }
        }
        if let Some(t) = self.target
            && let Some(sq) = self.layout.square(t)
        {
            let r = g.cells(sq.cell.0 as u16, sq.cell.1 as u16, 1, 1);
            buf.set_style(r, Style::default().add_modifier(Modifier::REVERSED));
            if !groups.iter().any(|(id, _)| *id == t) {
                centre_text(buf, r, 0, "◆", buf_style(buf, r));
            }
        }
        for (id, toks) in groups {
            let Some(sq) = self.layout.square(id) else {
                continue;
            };
            let base = sq.role == SquareRole::Base;
            let r = if base {
                let r = g.cells(sq.cell.0 as u16, sq.cell.1 as u16, 2, 2);
                Rect::new(r.x + 1, r.y, r.width.saturating_sub(2), r.height)
            } else {
                // Tokens replace the square's mark; its background stays.
                let r = g.cells(sq.cell.0 as u16, sq.cell.1 as u16, 1, 1);
                fill(buf, r, buf_style(buf, r));
                r
            };
            let labels: Vec<(String, Style)> = toks
                .iter()
                .map(|t| (self.label(t, toks.len() == 1), self.style_of(t)))
                .collect();
            if base {
                let row = r.height / 2;
                let (l, st) = &labels[0];
                // The selected token's pointer makes "(▸○1)" one column wider than a
                // slot of the compact board; there the pointer takes the place of
                // the opening bracket, so the slot stays closed.
                let mut slot = format!("({l})");
                if sw(&slot) > r.width && l.starts_with('▸') {
                    slot = format!("{l})");
                }
                centre_text(buf, r, row, &slot, *st);
                continue;
            }
            self.draw_cell_tokens(buf, r, &toks, &labels);
        }
    }

    fn draw_cell_tokens(
        &self,
        buf: &mut Buffer,
        r: Rect,
        toks: &[&TokenSpot],
        labels: &[(String, Style)],
    ) {
        // One token a row while they fit (easier to read), else two a row.
        let per_row = if labels.len() <= r.height as usize {
            1
        } else {
            (r.width / 2).max(1) as usize
        };
        let capacity = per_row * r.height as usize;
        if labels.len() <= capacity {
            for (row, chunk) in labels.chunks(per_row).enumerate() {
                let line_w: u16 = chunk.iter().map(|(s, _)| sw(s)).sum();
                let mut x = r.x + r.width.saturating_sub(line_w) / 2;
                for (s, st) in chunk {
                    put(
                        buf,
                        x,
                        r.y + row as u16,
                        (r.x + r.width).saturating_sub(x),
                        s,
                        *st,
                    );
                    x += sw(s);
                }
            }
            return;
        }
        // Too many to label one by one: symbols and digits, squeezed.
        let same = toks.iter().all(|t| t.color == toks[0].color);
        let room = r.width as usize * r.height as usize;
        let text = if same && 1 + toks.len() > room {
            // The digits do not fit (`○12` would read as tokens 1 and 2): a count.
            format!("{}×{}", toks[0].color.symbol(), toks.len())
        } else if same {
            let mut s = toks[0].color.symbol().to_string();
            for t in toks {
                s.push(char::from(b'1' + t.token.get()));
            }
            s
        } else {
            toks.iter().map(|t| t.color.symbol()).collect()
        };
        let chars: Vec<char> = text.chars().collect();
        let w = r.width as usize;
        for (row, chunk) in chars.chunks(w).take(r.height as usize).enumerate() {
            let s: String = chunk.iter().collect();
            let st = labels[0].1.remove_modifier(Modifier::REVERSED);
            buf.set_stringn(r.x, r.y + row as u16, &s, w, st);
        }
    }

    /// A token's label; the selected token, when alone on its square, gets a pointer.
    fn label(&self, t: &TokenSpot, alone: bool) -> String {
        let l = text::token(t.color, t.token);
        if alone && self.is_selected(t) {
            format!("▸{l}")
        } else {
            l
        }
    }

    fn is_selected(&self, t: &TokenSpot) -> bool {
        Some(t.color) == self.mover && self.selected == Some(t.token)
    }

    fn style_of(&self, t: &TokenSpot) -> Style {
        let mut st = token_style(t.color);
        if Some(t.color) == self.mover && self.movable.contains(&t.token) {
            st = st.add_modifier(Modifier::UNDERLINED);
        }
        if self.is_selected(t) {
            st = st.add_modifier(Modifier::REVERSED);
        }
        st
    }
}

fn bold_red() -> Style {
    Style::default()
        .fg(Tc::Red)
        .bg(Tc::White)
        .add_modifier(Modifier::BOLD)
}

/// Display width of `s` in columns, as terminals draw it (`marks::columns`).
fn sw(s: &str) -> u16 {
    u16::try_from(super::marks::columns(s)).unwrap_or(u16::MAX)
}

fn buf_style(buf: &Buffer, r: Rect) -> Style {
    buf.cell((r.x, r.y)).map(|c| c.style()).unwrap_or_default()
}

/// Fills `r` (clipped to the buffer) with spaces in `style`.
fn fill(buf: &mut Buffer, r: Rect, style: Style) {
    let r = r.intersection(buf.area);
    for y in r.top()..r.bottom() {
        for x in r.left()..r.right() {
            if let Some(c) = buf.cell_mut((x, y)) {
                c.reset();
                c.set_style(style);
            }
        }
    }
}

/// Writes `s` at `(x, y)`, at most `w` columns, clipped to the buffer.
fn put(buf: &mut Buffer, x: u16, y: u16, w: u16, s: &str, style: Style) {
    if buf.area.contains(ratatui::layout::Position::new(x, y)) {
        let w = w.min(buf.area.right() - x);
        buf.set_stringn(x, y, s, w as usize, style);
    }
}

/// Writes `s` centred on row `row` of `r`.
fn centre_text(buf: &mut Buffer, r: Rect, row: u16, s: &str, style: Style) {
    let w = sw(s);
    let x = r.x + r.width.saturating_sub(w) / 2;
    put(buf, x, r.y + row, r.width.min(w), s, style);
}
