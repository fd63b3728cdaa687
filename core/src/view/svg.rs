//! SVG rendering of a board and a position, built on [`super::geometry`]: the
//! reference picture of every board (golden files in `core/tests/golden/`, shown in
//! `docs/boards.md`) and a quick way for any shell or tool to show a position.
//!
//! The output is a complete standalone SVG 1.1 document whose `viewBox` is the board
//! in board units (`0 0 15 15`); `width`/`height` are `15 × scale` pixels. It uses no
//! fonts except for the optional track numbers: owner symbols and stars are drawn as
//! shapes, so every renderer shows the same picture. Numbers are printed with at most
//! three decimals and no trailing zeros, so the output is byte-for-byte deterministic.
//!
//! # Palette
//!
//! Derived from the Okabe–Ito colour-blind-safe palette (Okabe & Ito, "Color
//! Universal Design", 2002), which stays distinguishable under the common colour
//! vision deficiencies; the owner symbols (○ □ △ ✚) carry the owner as well:
//!
//! | colour | fill ([`color_hex`]) | light tint ([`tint_hex`]) | symbol ink ([`ink_hex`]) |
//! |---|---|---|---|
//! | yellow | `#F0E442` (Okabe–Ito yellow) | `#FBF8D0` | `#1A1A1A` |
//! | blue | `#0072B2` (Okabe–Ito blue) | `#BFDCEC` | `#FFFFFF` |
//! | red | `#D55E00` (Okabe–Ito vermillion) | `#F5D7BF` | `#1A1A1A` |
//! | green | `#009E73` (Okabe–Ito bluish green) | `#BFE7DC` | `#1A1A1A` |
//!
//! Ink is whichever of near-black and white has the higher contrast on the fill.

use super::geometry::{Layout, Point, Shape, Square, SquareId, SquareRole, TokenSpot, square_for};
use crate::color::Color;
use crate::rules::topology::BoardKind;
use crate::rules::{Move, Position, Variant};
use serde::{Deserialize, Serialize};
use std::fmt::Write;

/// Fill colour of `c` (Okabe–Ito derived; see the module docs).
pub const fn color_hex(c: Color) -> &'static str {
    match c {
        Color::Yellow => "#F0E442",
        Color::Blue => "#0072B2",
        Color::Red => "#D55E00",
        Color::Green => "#009E73",
    }
}

/// Light tint of `c` (75 % towards white), used for base slots.
pub const fn tint_hex(c: Color) -> &'static str {
    match c {
        Color::Yellow => "#FBF8D0",
        Color::Blue => "#BFDCEC",
        Color::Red => "#F5D7BF",
        Color::Green => "#BFE7DC",
    }
}

/// Colour for symbols and marks drawn on a [`color_hex`] fill (best contrast).
pub const fn ink_hex(c: Color) -> &'static str {
    match c {
        Color::Blue => "#FFFFFF",
        _ => "#1A1A1A",
    }
}

const LINE: &str = "#333333";
const BACKGROUND: &str = "#FAF8F2";
const NEUTRAL: &str = "#D9D9D9";
const MARK: &str = "#4D4D4D";

/// Rendering options.
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SvgOptions {
    /// Pixels per board unit for the `width`/`height` attributes (the drawing itself
    /// is in board units through the `viewBox`). Default 40 (600 × 600 px).
    pub scale: f32,
    /// Print each track square's absolute index in its corner. Default off.
    pub track_numbers: bool,
}

impl Default for SvgOptions {
    fn default() -> Self {
        SvgOptions {
            scale: 40.0,
            track_numbers: false,
        }
    }
}

/// A number with at most 3 decimals, no trailing zeros, never `-0`.
fn n(x: f32) -> String {
    let s = format!("{:.3}", x);
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" || s.is_empty() {
        "0".to_string()
    } else {
        s.to_string()
    }
}

fn points_attr(pts: &[Point]) -> String {
    pts.iter()
        .map(|p| format!("{},{}", n(p.x), n(p.y)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Draws `c`'s owner symbol centred on `(cx, cy)`, `size` units across, in `ink`.
fn symbol(out: &mut String, c: Color, cx: f32, cy: f32, size: f32, ink: &str) {
    let sw = n(size * 0.14);
    match c {
        Color::Yellow => {
            let _ = writeln!(
                out,
                r#"<circle cx="{}" cy="{}" r="{}" fill="none" stroke="{ink}" stroke-width="{sw}"/>"#,
                n(cx),
                n(cy),
                n(size * 0.4)
            );
        }
        Color::Blue => {
            let h = size * 0.38;
            let _ = writeln!(
                out,
                r#"<rect x="{}" y="{}" width="{}" height="{}" fill="none" stroke="{ink}" stroke-width="{sw}"/>"#,
                n(cx - h),
                n(cy - h),
                n(2.0 * h),
                n(2.0 * h)
            );
        }
        Color::Red => {
            let pts = [
                Point::new(cx, cy - 0.44 * size),
                Point::new(cx + 0.46 * size, cy + 0.36 * size),
                Point::new(cx - 0.46 * size, cy + 0.36 * size),
            ];
            let _ = writeln!(
                out,
                r#"<polygon points="{}" fill="none" stroke="{ink}" stroke-width="{sw}" stroke-linejoin="round"/>"#,
                points_attr(&pts)
            );
        }
        Color::Green => {
            let a = 0.15 * size;
            let l = 0.46 * size;
            let rel = [
                (-a, -l),
                (a, -l),
                (a, -a),
                (l, -a),
                (l, a),
                (a, a),
                (a, l),
                (-a, l),
                (-a, a),
                (-l, a),
                (-l, -a),
                (-a, -a),
            ];
            let pts: Vec<Point> = rel
                .iter()
                .map(|&(dx, dy)| Point::new(cx + dx, cy + dy))
                .collect();
            let _ = writeln!(
                out,
                r#"<polygon points="{}" fill="{ink}"/>"#,
                points_attr(&pts)
            );
        }
    }
}

/// Unit five-pointed star (outer radius 1, inner 0.382), first point up.
const STAR: [(f32, f32); 10] = [
    (0.0, -1.0),
    (0.2245, -0.309),
    (0.9511, -0.309),
    (0.3633, 0.118),
    (0.5878, 0.809),
    (0.0, 0.382),
    (-0.5878, 0.809),
    (-0.3633, 0.118),
    (-0.9511, -0.309),
    (-0.2245, -0.309),
];

fn star(out: &mut String, c: Point, r: f32, safe: bool) {
    let pts: Vec<Point> = STAR
        .iter()
        .map(|&(x, y)| Point::new(c.x + x * r, c.y + 0.08 * r + y * r))
        .collect();
    let fill = if safe { MARK } else { "none" };
    let _ = writeln!(
        out,
        r#"<polygon points="{}" fill="{fill}" stroke="{MARK}" stroke-width="0.06" stroke-linejoin="round"/>"#,
        points_attr(&pts)
    );
}

/// The arrow on a start square, pointing along the direction of travel.
fn start_arrow(out: &mut String, sq: &Square, next: &Square, ink: &str) {
    let c = sq.center;
    let (mut ux, mut uy) = (next.center.x - c.x, next.center.y - c.y);
    let len = (ux * ux + uy * uy).sqrt().max(f32::EPSILON);
    ux /= len;
    uy /= len;
    let (wx, wy) = (-uy, ux);
    let pts = [
        Point::new(c.x + 0.32 * ux, c.y + 0.32 * uy),
        Point::new(c.x - 0.22 * ux + 0.26 * wx, c.y - 0.22 * uy + 0.26 * wy),
        Point::new(c.x - 0.08 * ux, c.y - 0.08 * uy),
        Point::new(c.x - 0.22 * ux - 0.26 * wx, c.y - 0.22 * uy - 0.26 * wy),
    ];
    let _ = writeln!(
        out,
        r#"<polygon points="{}" fill="{ink}"/>"#,
        points_attr(&pts)
    );
}

fn rect_el(out: &mut String, sq: &Square, fill: &str) {
    let r = sq.rect;
    let _ = writeln!(
        out,
        r#"<rect x="{}" y="{}" width="{}" height="{}" fill="{fill}" stroke="{LINE}" stroke-width="0.04"/>"#,
        n(r.x),
        n(r.y),
        n(r.w),
        n(r.h)
    );
}

fn square_el(out: &mut String, layout: &Layout, sq: &Square, opts: &SvgOptions) {
    match (sq.role, sq.owner) {
        (SquareRole::Base, _) => {} // drawn with the bases
        (SquareRole::Finish, Some(o)) => {
            if let Shape::Triangle { points } = sq.shape {
                let _ = writeln!(
                    out,
                    r#"<polygon points="{}" fill="{}" stroke="{LINE}" stroke-width="0.04" stroke-linejoin="round"/>"#,
                    points_attr(&points),
                    color_hex(o)
                );
                // Near the apex, where finished tokens never stand.
                let apex = points[2];
                let (dx, dy) = (sq.center.x - apex.x, sq.center.y - apex.y);
                let len = (dx * dx + dy * dy).sqrt().max(f32::EPSILON);
                let (x, y) = (apex.x + 0.45 * dx / len, apex.y + 0.45 * dy / len);
                symbol(out, o, x, y, 0.3, ink_hex(o));
            }
        }
        (SquareRole::HomeColumn, Some(o)) => {
            rect_el(out, sq, color_hex(o));
            symbol(out, o, sq.center.x, sq.center.y, 0.5, ink_hex(o));
        }
        (SquareRole::Start, Some(o)) => {
            rect_el(out, sq, color_hex(o));
            if let SquareId::Track(abs) = sq.id {
                let next = (abs.index() + 1) % layout.track_len as usize;
                start_arrow(out, sq, &layout.squares[next], ink_hex(o));
            }
        }
        (SquareRole::Star, _) => {
            rect_el(out, sq, "#FFFFFF");
            star(out, sq.center, 0.36, sq.safe);
        }
        _ => rect_el(out, sq, "#FFFFFF"),
    }
    if let (true, SquareId::Track(abs)) = (opts.track_numbers, sq.id) {
        let _ = writeln!(
            out,
            r##"<text x="{}" y="{}" font-family="sans-serif" font-size="0.26" fill="#555555">{abs}</text>"##,
            n(sq.rect.x + 0.05),
            n(sq.rect.y + 0.26)
        );
    }
}

fn token_el(out: &mut String, s: &TokenSpot) {
    let _ = writeln!(out, r#"<g id="token-{}-{}">"#, s.color.name(), s.token);
    let _ = writeln!(
        out,
        r#"<circle cx="{}" cy="{}" r="{}" fill="{}" stroke="{LINE}" stroke-width="{}"/>"#,
        n(s.center.x),
        n(s.center.y),
        n(s.radius),
        color_hex(s.color),
        n((s.radius * 0.16).max(0.03))
    );
    symbol(
        out,
        s.color,
        s.center.x,
        s.center.y,
        s.radius * 1.05,
        ink_hex(s.color),
    );
    out.push_str("</g>\n");
}

/// An SVG picture of `pos` on `v`'s board: squares coloured by owner, starts (arrow
/// in the direction of travel), stars (★, filled when safe under the variant's rules,
/// outlined when not), owner symbols on bases, home columns, finish triangles and
/// tokens, and the moves in `highlight`.
///
/// `highlight` holds moves of the colour to move (`pos.to_move()`), normally its
/// legal moves for the current roll ([`Position::legal_moves`]): each movable token
/// gets a black-and-white ring, each target square a dashed outline. Moves naming
/// squares this board does not have are ignored.
pub fn render_svg(v: &Variant, pos: &Position, highlight: &[Move], opts: &SvgOptions) -> String {
    render(v, Some(pos), highlight, opts)
}

/// The empty board of `v` (no tokens, default [`SvgOptions`]).
pub fn render_board_svg(v: &Variant) -> String {
    render(v, None, &[], &SvgOptions::default())
}

fn render(v: &Variant, pos: Option<&Position>, highlight: &[Move], opts: &SvgOptions) -> String {
    let layout = Layout::new(v);
    let (w, h) = (layout.width, layout.height);
    let mut out = String::with_capacity(32 * 1024);
    let board_name = match layout.kind {
        BoardKind::Cross => "cross",
        BoardKind::TwoArm => "two-arm",
        BoardKind::ThreeArm => "T-shaped three-arm",
    };
    let seats: Vec<&str> = v.seats().iter().map(|c| c.name()).collect();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{}" height="{}" viewBox="0 0 {} {}" role="img">"#,
        n(w * opts.scale),
        n(h * opts.scale),
        n(w),
        n(h)
    );
    let _ = writeln!(
        out,
        "<title>Ludo, {board_name} board, players {}</title>",
        seats.join(", ")
    );
    let _ = writeln!(
        out,
        r#"<rect x="0" y="0" width="{}" height="{}" fill="{BACKGROUND}"/>"#,
        n(w),
        n(h)
    );

    // Bases: yard, inner area, slots with the owner's symbol.
    out.push_str("<g id=\"bases\">\n");
    for b in &layout.bases {
        let _ = writeln!(
            out,
            r#"<rect x="{}" y="{}" width="{}" height="{}" fill="{}" stroke="{LINE}" stroke-width="0.06"/>"#,
            n(b.rect.x),
            n(b.rect.y),
            n(b.rect.w),
            n(b.rect.h),
            color_hex(b.owner)
        );
        let _ = writeln!(
            out,
            r##"<rect x="{}" y="{}" width="{}" height="{}" rx="0.3" fill="#FFFFFF" stroke="{LINE}" stroke-width="0.04"/>"##,
            n(b.inner.x),
            n(b.inner.y),
            n(b.inner.w),
            n(b.inner.h)
        );
        for sq in layout
            .squares
            .iter()
            .filter(|s| s.role == SquareRole::Base && s.owner == Some(b.owner))
        {
            let _ = writeln!(
                out,
                r#"<circle cx="{}" cy="{}" r="0.72" fill="{}" stroke="{}" stroke-width="0.08"/>"#,
                n(sq.center.x),
                n(sq.center.y),
                tint_hex(b.owner),
                color_hex(b.owner)
            );
            symbol(&mut out, b.owner, sq.center.x, sq.center.y, 0.5, MARK);
        }
    }
    out.push_str("</g>\n");

    // Centre: neutral where no arm has a finish triangle, then the squares.
    out.push_str("<g id=\"squares\">\n");
    let c = layout.centre;
    let _ = writeln!(
        out,
        r#"<rect x="{}" y="{}" width="{}" height="{}" fill="{NEUTRAL}" stroke="{LINE}" stroke-width="0.04"/>"#,
        n(c.x),
        n(c.y),
        n(c.w),
        n(c.h)
    );
    for sq in &layout.squares {
        square_el(&mut out, &layout, sq, opts);
    }
    out.push_str("</g>\n");

    let _ = writeln!(
        out,
        r#"<rect x="0" y="0" width="{}" height="{}" fill="none" stroke="{LINE}" stroke-width="0.08"/>"#,
        n(w),
        n(h)
    );

    if let Some(pos) = pos {
        let spots = layout.token_spots(v, pos);
        out.push_str("<g id=\"tokens\">\n");
        for s in &spots {
            token_el(&mut out, s);
        }
        out.push_str("</g>\n");
        if !highlight.is_empty() {
            out.push_str("<g id=\"highlights\">\n");
            let c = pos.to_move();
            for m in highlight {
                if let Some(s) = spots.iter().find(|s| s.color == c && s.token == m.token) {
                    // Alone: black ring plus a white halo. In a stack the discs
                    // nearly touch, so only a thin black ring hugging the disc.
                    let (r, width) = if s.stack_size > 1 {
                        (s.radius + 0.03, 0.06)
                    } else {
                        (s.radius + 0.06, 0.08)
                    };
                    let _ = writeln!(
                        out,
                        r##"<circle cx="{}" cy="{}" r="{}" fill="none" stroke="#000000" stroke-width="{}"/>"##,
                        n(s.center.x),
                        n(s.center.y),
                        n(r),
                        n(width)
                    );
                    if s.stack_size <= 1 {
                        let _ = writeln!(
                            out,
                            r##"<circle cx="{}" cy="{}" r="{}" fill="none" stroke="#FFFFFF" stroke-width="0.04"/>"##,
                            n(s.center.x),
                            n(s.center.y),
                            n(r + 0.06)
                        );
                    }
                }
                let target = square_for(v, c, m.token, m.to).and_then(|id| layout.square(id));
                if let Some(sq) = target {
                    target_el(&mut out, sq);
                }
            }
            out.push_str("</g>\n");
        }
    }
    out.push_str("</svg>\n");
    out
}

/// Dashed outline just inside a target square (drawn above tokens, which never reach
/// the square's edge).
fn target_el(out: &mut String, sq: &Square) {
    match sq.shape {
        Shape::Triangle { points } => {
            // Shrink towards the centroid so the outline sits inside the triangle.
            let c = Point::new(
                (points[0].x + points[1].x + points[2].x) / 3.0,
                (points[0].y + points[1].y + points[2].y) / 3.0,
            );
            let pts: Vec<Point> = points
                .iter()
                .map(|p| Point::new(c.x + (p.x - c.x) * 0.82, c.y + (p.y - c.y) * 0.82))
                .collect();
            let _ = writeln!(
                out,
                r##"<polygon points="{}" fill="none" stroke="#000000" stroke-width="0.08" stroke-dasharray="0.16 0.1" stroke-linejoin="round"/>"##,
                points_attr(&pts)
            );
        }
        Shape::Rect => {
            let r = sq.rect;
            let _ = writeln!(
                out,
                r##"<rect x="{}" y="{}" width="{}" height="{}" rx="0.12" fill="none" stroke="#000000" stroke-width="0.08" stroke-dasharray="0.16 0.1"/>"##,
                n(r.x + 0.08),
                n(r.y + 0.08),
                n(r.w - 0.16),
                n(r.h - 0.16)
            );
        }
    }
}
