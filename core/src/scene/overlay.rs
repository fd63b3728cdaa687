//! What lies over the board or around it: the tip card, the curtains (pass the
//! phone, paused), the result card with its buttons, and the effects (a burst at the
//! finish, confetti on a panel).

use super::board::BoardMap;
use super::hit::{HitArea, ItemRole, SceneAction};
use super::marks::{self, Icon};
use super::palette::Palette;
use super::panels;
use super::prim::{Align, Argb, FontRole, Frame, Paint, Prim, Pt};
use super::text::{self, Style};
use crate::color::Color;
use crate::view::geometry::Point;

/// Kinds of hit-area ids (see [`HitArea::key`]).
pub mod ids {
    /// The status line.
    pub const STATUS: u8 = 1;
    /// A seat's panel (index: colour).
    pub const PANEL: u8 = 2;
    /// The die.
    pub const DIE: u8 = 3;
    /// A token (index: colour × 4 + token).
    pub const TOKEN: u8 = 4;
    /// A target square (index: token).
    pub const TARGET: u8 = 5;
    /// An icon button (index: its slot).
    pub const BUTTON: u8 = 6;
    /// A line of the tip card.
    pub const TIP: u8 = 7;
    /// The curtain's or the result card's texts and buttons.
    pub const CARD: u8 = 8;
}

/// A scrim over `f`: the board shows through, dimmed.
pub fn scrim(out: &mut Vec<Prim>, f: Frame, radius: f32, pal: &Palette, alpha: f32) {
    out.push(Prim::fill_rect(f, radius, pal.scrim.fade(alpha)));
}

/// A pill-shaped button with an icon and a label; `primary` ones are filled with
/// `accent`. Returns its hit area.
#[allow(clippy::too_many_arguments)]
pub fn pill(
    out: &mut Vec<Prim>,
    f: Frame,
    icon: Icon,
    label: &str,
    primary: bool,
    accent: Argb,
    pal: &Palette,
    u: f32,
    alpha: f32,
) {
    let r = f.h / 2.0;
    let (fill, ink) = if primary {
        (accent, contrast_ink(accent))
    } else {
        (pal.button, pal.button_ink)
    };
    out.push(Prim::fill_rect(
        Frame::new(f.x, f.y + 2.0 * u, f.w, f.h),
        r,
        pal.shadow.fade(alpha),
    ));
    out.push(Prim::fill_rect(f, r, fill.fade(alpha)));
    out.push(Prim::Rect {
        frame: f,
        radius: r,
        paint: Paint::stroke(pal.surface_edge.fade(alpha), 1.0),
    });
    let isz = f.h * 0.5;
    let ic = Pt::new(f.x + r + 2.0 * u, f.center().y);
    marks::icon(out, icon, ic, isz, ink.fade(alpha));
    out.push(text::line(
        label,
        Frame::new(
            ic.x + isz * 0.7,
            f.y,
            f.right() - r * 0.7 - (ic.x + isz * 0.7),
            f.h,
        ),
        15.0 * u,
        FontRole::Strong,
        ink.fade(alpha),
        Align::Center,
    ));
}

/// Near-black or white, whichever reads better on `bg`.
pub fn contrast_ink(bg: Argb) -> Argb {
    let (r, g, b) = bg.channels();
    let lum = 0.299 * f32::from(r) + 0.587 * f32::from(g) + 0.114 * f32::from(b);
    if lum > 150.0 {
        Argb::rgb(0x1A1A1A)
    } else {
        Argb::rgb(0xFFFFFF)
    }
}

/// A line of the tip card.
#[derive(Clone, Debug, PartialEq)]
pub struct TipLine {
    /// The words.
    pub text: String,
    /// An icon before it.
    pub icon: Option<Icon>,
    /// Its ink.
    pub color: Argb,
}

/// The tip card: its lines, as many as fit, each wrapped; returns the hit areas of
/// the lines shown.
pub fn tip_card(
    out: &mut Vec<Prim>,
    f: Frame,
    lines: &[TipLine],
    pal: &Palette,
    u: f32,
) -> Vec<HitArea> {
    let mut hits = vec![];
    if lines.is_empty() || f.h < 24.0 * u {
        return hits;
    }
    let pad = 10.0 * u;
    let inner_w = f.w - 2.0 * pad;
    // Lay the lines out first, to size the card to its content: at 14 u, or smaller
    // (down to 11 u) when that shows every line where 14 u would not.
    let lay = |size: f32| {
        let lh = size * 1.3;
        let mut laid: Vec<(Vec<String>, &TipLine)> = vec![];
        let mut h = 2.0 * pad - 4.0 * u;
        let mut all = true;
        for l in lines {
            let indent = if l.icon.is_some() { 22.0 * u } else { 0.0 };
            let wrapped = text::wrap(&l.text, inner_w - indent, size, FontRole::Body, 4);
            let need = lh * wrapped.len() as f32 + 4.0 * u;
            if h + need > f.h {
                all = false;
                // Whatever room is left takes the start of the next entry, as many
                // of its lines as fit (at least one), the last ending in "…". Joined
                // on one line and shrunk to fit, a long entry was drawn at 3 px in a
                // small landscape (the dice code unreadable); its start is what
                // matters (the code, the hint's move).
                // Lines up to 1 / 0.7 as wide as the card: the replayer shrinks each
                // to fit, to no less than 70 % (the code stays on the first line).
                let room = ((f.h - h - 4.0 * u) / lh).floor().max(0.0) as usize;
                if laid.is_empty() || room >= 1 {
                    let wide =
                        text::wrap(&l.text, (inner_w - indent) / 0.7, size, FontRole::Body, 4);
                    let n = room.clamp(1, wide.len().max(1));
                    let mut shown: Vec<String> = wide.iter().take(n).cloned().collect();
                    if n < wide.len()
                        && let Some(last) = shown.last_mut()
                    {
                        last.push('…');
                    }
                    h += lh * shown.len() as f32 + 4.0 * u;
                    laid.push((shown, l));
                }
                break;
            }
            h += need;
            laid.push((wrapped, l));
        }
        (laid, h, all)
    };
    let mut size = 14.0 * u;
    let (mut laid, mut h, all) = lay(size);
    if !all {
        for s in [13.0, 12.0, 11.0] {
            let (l2, h2, all2) = lay(s * u);
            (size, laid, h) = (s * u, l2, h2);
            if all2 {
                break;
            }
        }
    }
    let lh = size * 1.3;
    let card = Frame::new(f.x, f.y, f.w, h.min(f.h));
    panels::card(out, card, 14.0 * u, pal.surface, pal, u);
    let mut y = card.y + pad - 2.0 * u;
    for (wrapped, l) in &laid {
        let top = y;
        let indent = if let Some(icon) = l.icon {
            marks::icon(
                out,
                icon,
                Pt::new(card.x + pad + 8.0 * u, y + lh / 2.0),
                17.0 * u,
                l.color,
            );
            22.0 * u
        } else {
            0.0
        };
        for w in wrapped {
            out.push(text::line(
                w,
                Frame::new(card.x + pad + indent, y, inner_w - indent, lh),
                size,
                FontRole::Body,
                l.color,
                Align::Start,
            ));
            y += lh;
        }
        y += 4.0 * u;
        hits.push(HitArea {
            // Keyed by the words, so a screen reader's focus stays on the same line.
            id: HitArea::key(ids::TIP, words_key(&l.text)),
            frame: Frame::new(card.x, top, card.w, y - top),
            label: l.text.clone(),
            role: ItemRole::Text,
            action: SceneAction::None,
            anchor: Frame::new(card.x, top, card.w, y - top).center(),
        });
    }
    hits
}

/// A 24-bit key of a text (FNV-1a), for ids that follow the words.
fn words_key(text: &str) -> u32 {
    text.bytes().fold(0x811C_9DC5u32, |h, b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    }) & 0x00FF_FFFF
}

/// A centred card over the board with a title, optional lines and pill buttons
/// (icon, label, action, primary); returns its hit areas (title, lines, buttons).
pub struct Card<'a> {
    /// The seat whose disc heads the card, if any.
    pub disc: Option<Color>,
    /// The title.
    pub title: &'a str,
    /// Rows under the title: an optional disc, then the words.
    pub rows: Vec<(Option<Color>, String)>,
    /// Lines in the soft ink under the rows (dice check, rating changes).
    pub notes: Vec<String>,
    /// The buttons: icon, label, action, primary.
    pub buttons: Vec<(Icon, String, SceneAction, bool)>,
    /// The primary button's fill.
    pub accent: Argb,
}

impl Card<'_> {
    /// Draws the card centred in `area` (the board's square) and returns its hit
    /// areas.
    pub fn draw(
        &self,
        out: &mut Vec<Prim>,
        area: Frame,
        pal: &Palette,
        u: f32,
        alpha: f32,
    ) -> Vec<HitArea> {
        self.draw_at(out, area, pal, u, u * 0.62, alpha)
    }

    /// Draws at unit `u`; a card taller than `area` is drawn again smaller (down
    /// to `floor`) before anything is left out.
    fn draw_at(
        &self,
        out: &mut Vec<Prim>,
        area: Frame,
        pal: &Palette,
        u: f32,
        floor: f32,
        alpha: f32,
    ) -> Vec<HitArea> {
        let w = (area.w - 24.0 * u).min(360.0 * u);
        let pad = 16.0 * u;
        let inner = w - 2.0 * pad;
        let title_size = 22.0 * u;
        let title_lines = text::wrap(self.title, inner, title_size, FontRole::Strong, 2);
        let row_h = 24.0 * u;
        let note_size = 13.0 * u;
        let notes: Vec<Vec<String>> = self
            .notes
            .iter()
            .map(|n| text::wrap(n, inner - 20.0 * u, note_size, FontRole::Body, 3))
            .collect();
        let btn_h = 48.0_f32.max(46.0 * u);
        let disc_h = if self.disc.is_some() { 50.0 * u } else { 0.0 };
        let button_rows = match self.buttons.len() {
            0 => 0.0,
            1 => 1.0,
            _ => 2.0,
        };
        let mut h = pad
            + disc_h
            + title_lines.len() as f32 * title_size * 1.25
            + 6.0 * u
            + self.rows.len() as f32 * row_h
            + notes
                .iter()
                .map(|n| n.len() as f32 * note_size * 1.35 + 4.0 * u)
                .sum::<f32>()
            + 8.0 * u
            + button_rows * (btn_h + 8.0 * u)
            + pad
            - 8.0 * u;
        if h > area.h && u > floor + 1e-3 {
            let smaller = (u * (area.h / h).max(0.9)).max(floor);
            return self.draw_at(out, area, pal, smaller, floor, alpha);
        }
        // A card still taller than the board keeps its buttons: the notes give way.
        let mut notes = notes;
        while h > area.h && !notes.is_empty() {
            let n = notes.pop().unwrap_or_default();
            h -= n.len() as f32 * note_size * 1.35 + 4.0 * u;
        }
        let card = Frame::new(
            area.x + (area.w - w) / 2.0,
            area.y + ((area.h - h) / 2.0).max(0.0),
            w,
            h.min(area.h.max(h)),
        );
        out.push(Prim::fill_rect(
            Frame::new(card.x, card.y + 4.0 * u, card.w, card.h),
            22.0 * u,
            pal.shadow.fade(alpha),
        ));
        out.push(Prim::fill_rect(card, 22.0 * u, pal.surface.fade(alpha)));
        out.push(Prim::Rect {
            frame: card,
            radius: 22.0 * u,
            paint: Paint::stroke(pal.surface_edge.fade(alpha), 1.0),
        });
        let mut hits = vec![];
        let mut y = card.y + pad;
        if let Some(c) = self.disc {
            let at = Pt::new(card.center().x, y + 20.0 * u);
            // Rays behind the disc.
            for k in 0..12 {
                let a = k as f32 * std::f32::consts::PI / 6.0;
                let (s, co) = a.sin_cos();
                out.push(Prim::line(
                    Pt::new(at.x + co * 24.0 * u, at.y + s * 24.0 * u),
                    Pt::new(at.x + co * 31.0 * u, at.y + s * 31.0 * u),
                    Palette::seat(c).fade(alpha),
                    3.0 * u,
                ));
            }
            panels::disc(out, c, at, 19.0 * u);
            y += disc_h;
        }
        let title_top = y;
        for l in &title_lines {
            out.push(text::line(
                l,
                Frame::new(card.x + pad, y, inner, title_size * 1.25),
                title_size,
                FontRole::Strong,
                pal.ink.fade(alpha),
                Align::Center,
            ));
            y += title_size * 1.25;
        }
        hits.push(text_hit(
            0,
            self.title,
            Frame::new(card.x, title_top, card.w, y - title_top),
        ));
        y += 6.0 * u;
        for (i, (c, words)) in self.rows.iter().enumerate() {
            let row = Frame::new(card.x + pad, y, inner, row_h);
            let tx = if let Some(c) = c {
                panels::disc(out, *c, Pt::new(row.x + 20.0 * u, row.center().y), 10.0 * u);
                row.x + 38.0 * u
            } else {
                row.x
            };
            out.push(text::line(
                words,
                Frame::new(tx, y, row.right() - tx, row_h),
                16.0 * u,
                FontRole::Body,
                pal.ink.fade(alpha),
                Align::Start,
            ));
            hits.push(text_hit(1 + i as u32, words, row));
            y += row_h;
        }
        for (i, (lines, full)) in notes.iter().zip(&self.notes).enumerate() {
            let top = y;
            for l in lines {
                out.push(text::line(
                    l,
                    Frame::new(card.x + pad, y, inner, note_size * 1.35),
                    note_size,
                    FontRole::Body,
                    pal.ink_soft.fade(alpha),
                    Align::Center,
                ));
                y += note_size * 1.35;
            }
            y += 4.0 * u;
            hits.push(text_hit(
                20 + i as u32,
                full,
                Frame::new(card.x, top, card.w, y - top),
            ));
        }
        y += 8.0 * u;
        // The first button across the card, the others side by side under it.
        let rest = self.buttons.len().saturating_sub(1).max(1) as f32;
        for (i, (icon, label, action, primary)) in self.buttons.iter().enumerate() {
            let f = if i == 0 {
                Frame::new(card.x + pad, y, inner, btn_h)
            } else {
                let w = (inner - 8.0 * u * (rest - 1.0)) / rest;
                Frame::new(
                    card.x + pad + (i - 1) as f32 * (w + 8.0 * u),
                    y + btn_h + 8.0 * u,
                    w,
                    btn_h,
                )
            };
            pill(out, f, *icon, label, *primary, self.accent, pal, u, alpha);
            hits.push(HitArea {
                id: HitArea::key(ids::CARD, 40 + i as u32),
                frame: f,
                label: label.clone(),
                role: ItemRole::Button,
                action: *action,
                anchor: f.center(),
            });
        }
        hits
    }
}

fn text_hit(i: u32, words: &str, f: Frame) -> HitArea {
    HitArea {
        id: HitArea::key(ids::CARD, i),
        frame: f,
        label: words.to_string(),
        role: ItemRole::Text,
        action: SceneAction::None,
        anchor: f.center(),
    }
}

/// A token home: a ring that grows and fades, and sparks flying out (`p` 0..=1).
pub fn burst(out: &mut Vec<Prim>, map: &BoardMap, at: Point, c: Color, p: f32) {
    if !(0.0..1.0).contains(&p) {
        return;
    }
    let centre = map.pt(at);
    let a = 1.0 - p;
    out.push(Prim::ring(
        centre,
        map.len(0.3 + 1.4 * super::motion::ease(p)),
        Palette::seat(c).fade(a),
        map.len(0.14 * a + 0.02),
    ));
    for k in 0..10 {
        let ang = k as f32 * std::f32::consts::TAU / 10.0 + 0.3;
        let d = map.len(0.4 + 1.9 * p);
        let (s, co) = ang.sin_cos();
        out.push(Prim::fill_circle(
            Pt::new(centre.x + co * d, centre.y + s * d),
            map.len(0.1 * a + 0.02),
            if k % 2 == 0 {
                Palette::seat(c)
            } else {
                Argb::rgb(0xFFD54F)
            }
            .fade(a),
        ));
    }
}

/// A fixed pseudo-random number in 0..1 for piece `i`, property `k` (a small
/// integer hash, so every frame of every renderer throws the same confetti).
fn rnd(i: u32, k: u32) -> f32 {
    let mut z = u64::from(i) << 8 | u64::from(k);
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^= z >> 31;
    (z >> 40) as f32 / (1u64 << 24) as f32
}

/// Confetti thrown up from `from` and falling (`el` ms into a throw of `dur` ms).
pub fn confetti(out: &mut Vec<Prim>, from: Pt, el: f32, dur: f32, u: f32) {
    if el < 0.0 || el >= dur {
        return;
    }
    let t = el / 1000.0;
    let fade = ((dur - el) / (dur * 0.3)).min(1.0);
    let colors = [
        Palette::seat(Color::Yellow),
        Palette::seat(Color::Blue),
        Palette::seat(Color::Red),
        Palette::seat(Color::Green),
        Argb::rgb(0xFFFFFF),
        Argb::rgb(0xE66ACF),
    ];
    for i in 0..48u32 {
        let r = |k: u32| rnd(i, k);
        let ang = (-160.0 + 140.0 * r(1)).to_radians();
        let speed = (260.0 + 260.0 * r(2)) * u;
        let (s, c) = ang.sin_cos();
        let x = from.x + c * speed * t * (1.0 - 0.35 * t);
        let y = from.y + s * speed * t + 0.5 * 900.0 * u * t * t;
        let spin = (r(3) - 0.5) * 1400.0 * t;
        let (w, h) = (7.0 * u, 4.0 * u);
        let (ss, cs) = spin.to_radians().sin_cos();
        let corner = |dx: f32, dy: f32| Pt::new(x + dx * cs - dy * ss, y + dx * ss + dy * cs);
        out.push(Prim::polygon(
            vec![
                corner(-w / 2.0, -h / 2.0),
                corner(w / 2.0, -h / 2.0),
                corner(w / 2.0, h / 2.0),
                corner(-w / 2.0, h / 2.0),
            ],
            colors[(i as usize) % colors.len()].fade(fade),
        ));
    }
}

/// A block of text in the soft ink (the paused curtain).
pub fn caption(out: &mut Vec<Prim>, words: &str, f: Frame, pal: &Palette, u: f32) {
    text::block(
        out,
        words,
        f,
        Style {
            size: 22.0 * u,
            role: FontRole::Strong,
            color: pal.ink,
            align: Align::Center,
            leading: 1.25,
        },
        3,
    );
}
