//! Small drawings used all over the screen: the owner symbols (yellow ○, blue □,
//! red △, green ✚, which colour-blind players rely on), the star, a die face, and
//! the icons of the buttons. Each pushes primitives around a centre, sized in
//! points.

use super::prim::{Argb, Frame, Paint, Prim, Pt};
use crate::color::Color;
use serde::{Deserialize, Serialize};

/// The owner symbol of `c` centred on `c0`, `size` points across, in `ink`, stroke
/// width `w` (the cross is filled).
pub fn symbol(out: &mut Vec<Prim>, c: Color, c0: Pt, size: f32, ink: Argb, w: f32) {
    let h = size / 2.0;
    match c {
        Color::Yellow => out.push(Prim::ring(c0, h * 0.86, ink, w)),
        Color::Blue => out.push(Prim::Rect {
            frame: Frame::around(c0, h * 0.78),
            radius: w * 0.3,
            paint: Paint::stroke(ink, w),
        }),
        Color::Red => out.push(Prim::Path {
            points: vec![
                Pt::new(c0.x, c0.y - h * 0.92),
                Pt::new(c0.x + h * 0.98, c0.y + h * 0.76),
                Pt::new(c0.x - h * 0.98, c0.y + h * 0.76),
            ],
            closed: true,
            paint: Paint::stroke(ink, w),
        }),
        Color::Green => {
            let (a, b) = (h * 0.95, h * 0.3);
            let p = |x: f32, y: f32| Pt::new(c0.x + x, c0.y + y);
            out.push(Prim::polygon(
                vec![
                    p(-b, -a),
                    p(b, -a),
                    p(b, -b),
                    p(a, -b),
                    p(a, b),
                    p(b, b),
                    p(b, a),
                    p(-b, a),
                    p(-b, b),
                    p(-a, b),
                    p(-a, -b),
                    p(-b, -b),
                ],
                ink,
            ));
        }
    }
}

/// A five-pointed star of outer radius `r` centred on `c0`: filled, or outlined
/// with width `w`.
pub fn star(out: &mut Vec<Prim>, c0: Pt, r: f32, color: Argb, filled: bool, w: f32) {
    let points: Vec<Pt> = (0..10)
        .map(|i| {
            let a = -std::f32::consts::FRAC_PI_2 + i as f32 * std::f32::consts::PI / 5.0;
            let rr = if i % 2 == 0 { r } else { r * 0.45 };
            Pt::new(c0.x + rr * a.cos(), c0.y + 0.06 * r + rr * a.sin())
        })
        .collect();
    out.push(Prim::Path {
        points,
        closed: true,
        paint: if filled {
            Paint::Fill(color)
        } else {
            Paint::stroke(color, w)
        },
    });
}

/// The pips of die face `face` (1..=6) on a die whose face is `frame`.
pub fn pips(out: &mut Vec<Prim>, frame: Frame, face: u8, ink: Argb) {
    let c = frame.center();
    let q = frame.w * 0.25;
    let r = frame.w * 0.095;
    let spots: &[(f32, f32)] = match face {
        1 => &[(0.0, 0.0)],
        2 => &[(-1.0, -1.0), (1.0, 1.0)],
        3 => &[(-1.0, -1.0), (0.0, 0.0), (1.0, 1.0)],
        4 => &[(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)],
        5 => &[
            (-1.0, -1.0),
            (1.0, -1.0),
            (0.0, 0.0),
            (-1.0, 1.0),
            (1.0, 1.0),
        ],
        _ => &[
            (-1.0, -1.0),
            (1.0, -1.0),
            (-1.0, 0.0),
            (1.0, 0.0),
            (-1.0, 1.0),
            (1.0, 1.0),
        ],
    };
    for &(x, y) in spots {
        out.push(Prim::fill_circle(Pt::new(c.x + x * q, c.y + y * q), r, ink));
    }
}

/// The icons of the play screen's buttons.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Icon {
    /// Three lines.
    Menu,
    /// Three bars of different heights.
    Stats,
    /// A light bulb.
    Hint,
    /// An arrow turning back.
    Undo,
    /// A robot's head: hand to the CPU.
    Cpu,
    /// A person: take back from the CPU.
    Person,
    /// A house.
    Home,
    /// A magnifying glass.
    Review,
    /// A circle of arrows.
    Again,
    /// A check mark.
    Check,
}

/// `icon` centred on `c0` in a box `size` points across (drawn on a 24-unit grid,
/// as Material and SF Symbols are), in `ink`.
pub fn icon(out: &mut Vec<Prim>, icon: Icon, c0: Pt, size: f32, ink: Argb) {
    let k = size / 24.0;
    // Grid point (x, y) of the 24 × 24 box, centre (12, 12).
    let p = |x: f32, y: f32| Pt::new(c0.x + (x - 12.0) * k, c0.y + (y - 12.0) * k);
    let w = 2.2 * k;
    let stroke = |points: Vec<Pt>, closed: bool| Prim::Path {
        points,
        closed,
        paint: Paint::stroke(ink, w),
    };
    match icon {
        Icon::Menu => {
            for y in [6.5, 12.0, 17.5] {
                out.push(stroke(vec![p(4.0, y), p(20.0, y)], false));
            }
        }
        Icon::Stats => {
            for (x, top) in [(5.0, 12.0), (10.5, 5.0), (16.0, 9.0)] {
                out.push(Prim::fill_rect(
                    Frame::new(p(x, top).x, p(x, top).y, 3.6 * k, (20.0 - top) * k),
                    0.8 * k,
                    ink,
                ));
            }
            out.push(stroke(vec![p(3.0, 20.5), p(21.0, 20.5)], false));
        }
        Icon::Hint => {
            out.push(Prim::Arc {
                center: p(12.0, 9.5),
                radius: 6.0 * k,
                start_deg: 135.0,
                sweep_deg: 270.0,
                width: w,
                color: ink,
            });
            out.push(stroke(
                vec![p(7.8, 13.7), p(9.2, 16.0), p(14.8, 16.0), p(16.2, 13.7)],
                false,
            ));
            out.push(stroke(vec![p(9.5, 19.0), p(14.5, 19.0)], false));
            out.push(stroke(vec![p(10.5, 21.5), p(13.5, 21.5)], false));
        }
        Icon::Undo => {
            out.push(Prim::Arc {
                center: p(13.0, 13.5),
                radius: 6.5 * k,
                start_deg: 200.0,
                sweep_deg: 250.0,
                width: w,
                color: ink,
            });
            out.push(Prim::polygon(
                vec![p(2.5, 9.0), p(9.5, 7.5), p(6.0, 14.5)],
                ink,
            ));
        }
        Icon::Cpu => {
            out.push(Prim::Rect {
                frame: Frame::new(p(4.5, 8.0).x, p(4.5, 8.0).y, 15.0 * k, 12.0 * k),
                radius: 3.0 * k,
                paint: Paint::stroke(ink, w),
            });
            out.push(Prim::fill_circle(p(9.0, 13.5), 1.6 * k, ink));
            out.push(Prim::fill_circle(p(15.0, 13.5), 1.6 * k, ink));
            out.push(stroke(vec![p(9.5, 17.0), p(14.5, 17.0)], false));
            out.push(stroke(vec![p(12.0, 8.0), p(12.0, 4.5)], false));
            out.push(Prim::fill_circle(p(12.0, 3.5), 1.5 * k, ink));
            out.push(stroke(vec![p(2.5, 12.0), p(2.5, 16.0)], false));
            out.push(stroke(vec![p(21.5, 12.0), p(21.5, 16.0)], false));
        }
        Icon::Person => {
            out.push(Prim::ring(p(12.0, 8.0), 3.8 * k, ink, w));
            out.push(Prim::Arc {
                center: p(12.0, 21.0),
                radius: 7.5 * k,
                start_deg: 180.0,
                sweep_deg: 180.0,
                width: w,
                color: ink,
            });
        }
        Icon::Home => {
            out.push(stroke(
                vec![p(3.5, 11.5), p(12.0, 4.0), p(20.5, 11.5)],
                false,
            ));
            out.push(stroke(
                vec![p(6.0, 10.0), p(6.0, 20.0), p(18.0, 20.0), p(18.0, 10.0)],
                false,
            ));
            out.push(stroke(
                vec![p(10.0, 20.0), p(10.0, 14.5), p(14.0, 14.5), p(14.0, 20.0)],
                false,
            ));
        }
        Icon::Review => {
            out.push(Prim::ring(p(10.5, 10.5), 6.0 * k, ink, w));
            out.push(stroke(vec![p(15.0, 15.0), p(20.5, 20.5)], false));
        }
        Icon::Again => {
            out.push(Prim::Arc {
                center: p(12.0, 12.0),
                radius: 7.5 * k,
                start_deg: -60.0,
                sweep_deg: 300.0,
                width: w,
                color: ink,
            });
            out.push(Prim::polygon(
                vec![p(14.5, 2.5), p(20.5, 5.0), p(15.5, 9.5)],
                ink,
            ));
        }
        Icon::Check => {
            out.push(stroke(
                vec![p(4.5, 12.5), p(9.5, 17.5), p(19.5, 6.5)],
                false,
            ));
        }
    }
}
