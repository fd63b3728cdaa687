//! Any scene as a standalone SVG 1.1 document, for the terminal's `--svg`, the
//! documentation and quick looks in a browser. Numbers have at most two decimals, so
//! the output is byte-for-byte deterministic. Text uses the viewer's sans-serif
//! font; a line whose estimated width exceeds its box is squeezed with
//! `textLength` (the PNG renderer and the phones shrink it instead).

use super::Scene;
use super::prim::{Align, Argb, FontRole, Paint, Prim, Pt};
use super::text;
use std::fmt::Write;

fn n(x: f32) -> String {
    if !x.is_finite() {
        return "0".into();
    }
    let s = format!("{x:.2}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" || s.is_empty() {
        "0".into()
    } else {
        s.into()
    }
}

fn color_attrs(name: &str, c: Argb) -> String {
    let a = c.alpha();
    if a == 255 {
        format!(r#"{name}="{}""#, c.hex())
    } else {
        format!(
            r#"{name}="{}" {name}-opacity="{}""#,
            c.hex(),
            n(f32::from(a) / 255.0)
        )
    }
}

fn paint_attrs(p: &Paint) -> String {
    match *p {
        Paint::Fill(c) => color_attrs("fill", c),
        Paint::Stroke { color, width, dash } => {
            let mut s = format!(
                r#"fill="none" {} stroke-width="{}" stroke-linejoin="round" stroke-linecap="round""#,
                color_attrs("stroke", color),
                n(width)
            );
            if let Some((on, off)) = dash {
                let _ = write!(s, r#" stroke-dasharray="{} {}""#, n(on), n(off));
            }
            s
        }
    }
}

fn points(pts: &[Pt]) -> String {
    pts.iter()
        .map(|p| format!("{},{}", n(p.x), n(p.y)))
        .collect::<Vec<_>>()
        .join(" ")
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// `scene` as SVG, `scale` pixels per point for the `width`/`height` attributes
/// (the drawing itself is in points through the `viewBox`); `title` goes into the
/// `<title>` element.
pub fn to_svg(scene: &Scene, scale: f32, title: &str) -> String {
    let mut out = String::with_capacity(64 * 1024);
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{}" height="{}" viewBox="0 0 {} {}" role="img">"#,
        n(scene.width * scale),
        n(scene.height * scale),
        n(scene.width),
        n(scene.height)
    );
    let _ = writeln!(out, "<title>{}</title>", escape(title));
    let _ = writeln!(
        out,
        r#"<rect x="0" y="0" width="{}" height="{}" {}/>"#,
        n(scene.width),
        n(scene.height),
        color_attrs("fill", scene.background)
    );
    let mut open = 0usize;
    for p in &scene.prims {
        match p {
            Prim::Rect {
                frame,
                radius,
                paint,
            } => {
                let r = radius.min(frame.w / 2.0).min(frame.h / 2.0).max(0.0);
                let rx = if r > 0.0 {
                    format!(r#" rx="{}""#, n(r))
                } else {
                    String::new()
                };
                let _ = writeln!(
                    out,
                    r#"<rect x="{}" y="{}" width="{}" height="{}"{rx} {}/>"#,
                    n(frame.x),
                    n(frame.y),
                    n(frame.w),
                    n(frame.h),
                    paint_attrs(paint)
                );
            }
            Prim::Circle {
                center,
                radius,
                paint,
            } => {
                let _ = writeln!(
                    out,
                    r#"<circle cx="{}" cy="{}" r="{}" {}/>"#,
                    n(center.x),
                    n(center.y),
                    n(*radius),
                    paint_attrs(paint)
                );
            }
            Prim::Path {
                points: pts,
                closed,
                paint,
            } => {
                if pts.len() < 2 {
                    continue;
                }
                let el = if *closed { "polygon" } else { "polyline" };
                let _ = writeln!(
                    out,
                    r#"<{el} points="{}" {}/>"#,
                    points(pts),
                    paint_attrs(paint)
                );
            }
            Prim::Arc {
                center,
                radius,
                start_deg,
                sweep_deg,
                width,
                color,
            } => {
                let sweep = sweep_deg.clamp(-359.99, 359.99);
                if sweep.abs() < 0.01 {
                    continue;
                }
                let at = |deg: f32| {
                    let (s, c) = deg.to_radians().sin_cos();
                    Pt::new(center.x + radius * c, center.y + radius * s)
                };
                let (a, b) = (at(*start_deg), at(start_deg + sweep));
                let _ = writeln!(
                    out,
                    r#"<path d="M {} {} A {} {} 0 {} {} {} {}" {}/>"#,
                    n(a.x),
                    n(a.y),
                    n(*radius),
                    n(*radius),
                    u8::from(sweep.abs() > 180.0),
                    u8::from(sweep > 0.0),
                    n(b.x),
                    n(b.y),
                    paint_attrs(&Paint::stroke(*color, *width))
                );
            }
            Prim::Text(t) => {
                let (x, anchor) = match t.align {
                    Align::Start => (t.frame.x, "start"),
                    Align::Center => (t.frame.center().x, "middle"),
                    Align::End => (t.frame.right(), "end"),
                };
                let est = text::width(&t.text, t.size, t.role);
                let squeeze = if est > t.frame.w {
                    format!(
                        r#" textLength="{}" lengthAdjust="spacingAndGlyphs""#,
                        n(t.frame.w)
                    )
                } else {
                    String::new()
                };
                let weight = if t.role == FontRole::Body {
                    "400"
                } else {
                    "700"
                };
                let _ = writeln!(
                    out,
                    r#"<text x="{}" y="{}" font-family="Noto Sans, Roboto, sans-serif" font-size="{}" font-weight="{weight}" text-anchor="{anchor}"{squeeze} {}>{}</text>"#,
                    n(x),
                    n(t.frame.center().y + 0.36 * t.size),
                    n(t.size),
                    color_attrs("fill", t.color),
                    escape(&t.text)
                );
            }
            Prim::Transform {
                pivot,
                rotate_deg,
                scale,
            } => {
                open += 1;
                let _ = writeln!(
                    out,
                    r#"<g transform="translate({} {}) rotate({}) scale({}) translate({} {})">"#,
                    n(pivot.x),
                    n(pivot.y),
                    n(*rotate_deg),
                    n(*scale),
                    n(-pivot.x),
                    n(-pivot.y)
                );
            }
            Prim::Restore => {
                if open > 0 {
                    open -= 1;
                    out.push_str("</g>\n");
                }
            }
        }
    }
    for _ in 0..open {
        out.push_str("</g>\n");
    }
    out.push_str("</svg>\n");
    out
}

/// Options of the board pictures ([`render_svg`]).
#[derive(Copy, Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SvgOptions {
    /// Pixels per board unit (one grid cell); the picture is 15 × this wide.
    /// Default 40 (600 × 600 px).
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

/// Points per board unit the pictures are drawn at (the size the play screen's
/// line widths are made for), before the SVG's own scale.
const UNIT: f32 = 40.0;

fn board_title(v: &crate::rules::Variant) -> String {
    let kind = match v.board().kind {
        crate::rules::topology::BoardKind::Cross => "cross",
        crate::rules::topology::BoardKind::TwoArm => "two-arm",
        crate::rules::topology::BoardKind::ThreeArm => "T-shaped three-arm",
    };
    let seats: Vec<&str> = v.seats().iter().map(|c| c.name()).collect();
    format!("Ludo, {kind} board, players {}", seats.join(", "))
}

/// An SVG picture of `pos` on `v`'s board, drawn by the play screen's board code
/// ([`super::still`]): squares, starts with the arrow of travel, stars (filled when
/// safe), owner symbols, tokens, and the moves in `highlight` (moves of the colour
/// to move: each movable token ringed, each target square marked). Moves naming
/// squares this board lacks are ignored.
pub fn render_svg(
    v: &crate::rules::Variant,
    pos: &crate::rules::Position,
    highlight: &[crate::rules::Move],
    opts: &SvgOptions,
) -> String {
    let scene = super::still::position_scene(v, pos, highlight, UNIT, opts.track_numbers);
    to_svg(&scene, opts.scale / UNIT, &board_title(v))
}

/// The empty board of `v` (no tokens, default [`SvgOptions`]).
pub fn render_board_svg(v: &crate::rules::Variant) -> String {
    let layout = crate::view::geometry::Layout::new(v);
    let scene = super::still::board_scene(
        &layout,
        &[],
        &super::still::Marks::default(),
        layout.width * UNIT,
        layout.height * UNIT,
        super::Theme::Light,
    );
    to_svg(&scene, SvgOptions::default().scale / UNIT, &board_title(v))
}
