//! The board in the scene: squares, bases and centre from the core's geometry
//! ([`crate::view::geometry`]), tokens, the marks of legal moves, the hint and the
//! last move, all mapped from board units to screen points by a [`BoardMap`].

use super::marks;
use super::palette::Palette;
use super::prim::{Argb, Frame, Paint, Prim, Pt};
use crate::color::Color;
use crate::rules::TokenId;
use crate::view::geometry::{Layout, Point, Rect, Shape, Square, SquareId, SquareRole};

/// Board units → points: `point = origin + k · unit`.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct BoardMap {
    /// Where the board's top-left corner is, points.
    pub origin: Pt,
    /// Points per board unit (one grid cell).
    pub k: f32,
}

impl BoardMap {
    /// The map that fits a board of `layout` into the square `frame`.
    pub fn fit(layout: &Layout, frame: Frame) -> BoardMap {
        let k = (frame.w / layout.width).min(frame.h / layout.height);
        BoardMap {
            origin: Pt::new(
                frame.x + (frame.w - k * layout.width) / 2.0,
                frame.y + (frame.h - k * layout.height) / 2.0,
            ),
            k,
        }
    }

    /// A board point in points.
    pub fn pt(&self, p: Point) -> Pt {
        Pt::new(self.origin.x + self.k * p.x, self.origin.y + self.k * p.y)
    }

    /// A length in points.
    pub fn len(&self, v: f32) -> f32 {
        v * self.k
    }

    /// A board rectangle in points.
    pub fn frame(&self, r: Rect) -> Frame {
        Frame::new(
            self.origin.x + self.k * r.x,
            self.origin.y + self.k * r.y,
            self.k * r.w,
            self.k * r.h,
        )
    }

    /// A point in board units (the inverse of [`BoardMap::pt`]).
    pub fn unit(&self, p: Pt) -> Point {
        Point::new(
            (p.x - self.origin.x) / self.k,
            (p.y - self.origin.y) / self.k,
        )
    }
}

/// The empty board: plate, bases, track, home columns, centre.
pub fn draw_board(out: &mut Vec<Prim>, map: &BoardMap, layout: &Layout, pal: &Palette) {
    let plate = map.frame(Rect::new(0.0, 0.0, layout.width, layout.height));
    let round = map.len(0.35);
    out.push(Prim::fill_rect(
        Frame::new(plate.x, plate.y + map.len(0.12), plate.w, plate.h),
        round,
        pal.shadow,
    ));
    out.push(Prim::fill_rect(plate, round, pal.plate));
    for b in &layout.bases {
        let yard = map.frame(b.rect).inset(map.len(0.1));
        let fill = if b.seated {
            Palette::seat(b.owner)
        } else {
            Palette::tint(b.owner)
        };
        out.push(Prim::fill_rect(yard, map.len(0.55), fill));
        let inner = map.frame(b.inner);
        out.push(Prim::fill_rect(
            Frame::new(inner.x, inner.y + map.len(0.06), inner.w, inner.h),
            map.len(0.6),
            Palette::deep(b.owner).with_alpha(0x55),
        ));
        out.push(Prim::fill_rect(inner, map.len(0.6), pal.square));
    }
    let centre = map.frame(layout.centre);
    out.push(Prim::fill_rect(centre, 0.0, pal.centre));
    let grid = map.len(0.035).max(0.6);
    for s in &layout.squares {
        draw_square(out, map, layout, s, pal, grid);
    }
    out.push(Prim::Rect {
        frame: plate,
        radius: round,
        paint: Paint::stroke(pal.plate_edge, map.len(0.07).max(1.0)),
    });
}

fn draw_square(
    out: &mut Vec<Prim>,
    map: &BoardMap,
    layout: &Layout,
    s: &Square,
    pal: &Palette,
    grid: f32,
) {
    let r = map.frame(s.rect);
    let c = map.pt(s.center);
    match (s.role, s.owner, s.shape) {
        (SquareRole::Base, Some(o), _) => {
            let rad = map.len(0.7);
            out.push(Prim::fill_circle(c, rad, Palette::tint(o)));
            out.push(Prim::ring(c, rad, Palette::seat(o), map.len(0.08)));
            marks::symbol(
                out,
                o,
                c,
                map.len(0.5),
                Palette::deep(o).with_alpha(0x99),
                map.len(0.06),
            );
        }
        (SquareRole::Finish, Some(o), Shape::Triangle { points }) => {
            let pts: Vec<Pt> = points.iter().map(|p| map.pt(*p)).collect();
            out.push(Prim::polygon(pts.clone(), Palette::seat(o)));
            out.push(Prim::Path {
                points: pts,
                closed: true,
                paint: Paint::stroke(pal.plate_edge.with_alpha(0x66), grid),
            });
            // Near the apex, where finished tokens never stand.
            let apex = points[2];
            let (dx, dy) = (s.center.x - apex.x, s.center.y - apex.y);
            let len = (dx * dx + dy * dy).sqrt().max(f32::EPSILON);
            let at = map.pt(Point::new(
                apex.x + 0.45 * dx / len,
                apex.y + 0.45 * dy / len,
            ));
            marks::symbol(out, o, at, map.len(0.3), Palette::ink_on(o), map.len(0.05));
        }
        (role, owner, _) => {
            let fill = match (role, owner) {
                (SquareRole::Start | SquareRole::HomeColumn, Some(o)) => Palette::seat(o),
                _ => pal.square,
            };
            out.push(Prim::fill_rect(r, 0.0, fill));
            out.push(Prim::Rect {
                frame: r,
                radius: 0.0,
                paint: Paint::stroke(pal.grid, grid),
            });
            match (role, owner, s.id) {
                (SquareRole::Start, Some(o), SquareId::Track(abs)) => {
                    let next = &layout.squares[(abs.index() + 1) % layout.track_len as usize];
                    start_arrow(out, map, s, next, Palette::ink_on(o));
                }
                (SquareRole::Star, _, _) => {
                    marks::star(out, c, map.len(0.34), pal.star, s.safe, map.len(0.05));
                }
                (SquareRole::HomeColumn, Some(o), _) => {
                    marks::symbol(
                        out,
                        o,
                        c,
                        map.len(0.34),
                        Palette::ink_on(o).with_alpha(0xB0),
                        map.len(0.05),
                    );
                }
                _ => {}
            }
        }
    }
}

/// The arrow on a start square, pointing along the direction of travel.
fn start_arrow(out: &mut Vec<Prim>, map: &BoardMap, sq: &Square, next: &Square, ink: Argb) {
    let c = sq.center;
    let (mut ux, mut uy) = (next.center.x - c.x, next.center.y - c.y);
    let len = (ux * ux + uy * uy).sqrt().max(f32::EPSILON);
    ux /= len;
    uy /= len;
    let (wx, wy) = (-uy, ux);
    let p = |a: f32, b: f32| map.pt(Point::new(c.x + a * ux + b * wx, c.y + a * uy + b * wy));
    out.push(Prim::polygon(
        vec![p(0.32, 0.0), p(-0.22, 0.26), p(-0.08, 0.0), p(-0.22, -0.26)],
        ink,
    ));
}

/// How one token is drawn in a frame.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct TokenLook {
    /// Owner.
    pub color: Color,
    /// Which token.
    pub token: TokenId,
    /// Centre, board units.
    pub center: Point,
    /// Radius, board units.
    pub radius: f32,
    /// Height above the board while hopping, board units (0 on the board): the disc
    /// rises and its shadow stays.
    pub lift: f32,
    /// Opacity 0..=1 (cross-fades when motion is reduced).
    pub alpha: f32,
    /// Can be moved now: a ring pulses around it.
    pub movable: bool,
    /// The hint suggests it.
    pub hinted: bool,
}

/// One token: shadow, disc, rim, gloss and owner symbol; a pulsing ring when
/// movable (`pulse` 0..=1).
pub fn draw_token(out: &mut Vec<Prim>, map: &BoardMap, t: &TokenLook, pulse: f32, pal: &Palette) {
    let a = t.alpha.clamp(0.0, 1.0);
    if a <= 0.0 {
        return;
    }
    let r = map.len(t.radius);
    let ground = map.pt(t.center);
    let c = Pt::new(ground.x, ground.y - map.len(t.lift));
    let grow = 1.0 + 0.25 * (t.lift / 0.5).min(1.0);
    let r = r * grow;
    if t.movable {
        let ring = r + map.len(0.1 + 0.06 * pulse);
        let w = map.len(if t.hinted { 0.12 } else { 0.08 }).max(1.5);
        out.push(Prim::ring(c, ring, pal.halo.fade(a), w * 2.2));
        out.push(Prim::ring(c, ring, pal.highlight.fade(a), w));
    }
    out.push(Prim::fill_circle(
        Pt::new(ground.x + r * 0.08, ground.y + r * 0.16),
        r * (1.0 - 0.15 * (t.lift / 0.5).min(1.0)),
        pal.shadow.fade(a * 1.4),
    ));
    out.push(Prim::fill_circle(c, r, Palette::deep(t.color).fade(a)));
    out.push(Prim::fill_circle(
        c,
        r * 0.86,
        Palette::seat(t.color).fade(a),
    ));
    out.push(Prim::fill_circle(
        Pt::new(c.x - r * 0.28, c.y - r * 0.34),
        r * 0.3,
        Argb(0x59FFFFFF).fade(a),
    ));
    marks::symbol(
        out,
        t.color,
        c,
        r * 0.95,
        Palette::ink_on(t.color).fade(a),
        (r * 0.15).max(0.8),
    );
}

/// The marks of a target square of a legal move: a landing ring in the mover's
/// colour over a contrasting halo, breathing with `pulse`; the hinted target's
/// square glows in the hint colour.
pub fn draw_target(
    out: &mut Vec<Prim>,
    map: &BoardMap,
    s: &Square,
    mover: Color,
    hinted: bool,
    pulse: f32,
    pal: &Palette,
) {
    let w = map.len(0.075).max(1.5);
    if hinted {
        match s.shape {
            Shape::Triangle { points } => {
                out.push(Prim::polygon(
                    points.iter().map(|p| map.pt(*p)).collect(),
                    pal.hint,
                ));
            }
            Shape::Rect => out.push(Prim::fill_rect(map.frame(s.rect), 0.0, pal.hint)),
        }
    }
    let c = map.pt(s.center);
    if hinted {
        // A gold halo that breathes, so the hinted square stands out from the others.
        out.push(Prim::ring(
            c,
            map.len(0.46 + 0.05 * pulse),
            pal.hint.with_alpha(0xFF),
            map.len(0.1),
        ));
    }
    let r = map.len(0.3 + 0.04 * pulse);
    out.push(Prim::fill_circle(
        c,
        r,
        Palette::seat(mover).with_alpha(0x59),
    ));
    out.push(Prim::ring(c, r, pal.halo, w * 2.4));
    out.push(Prim::Circle {
        center: c,
        radius: r,
        paint: Paint::Stroke {
            color: pal.highlight,
            width: w,
            dash: Some((map.len(0.16), map.len(0.1))),
        },
    });
    out.push(Prim::fill_circle(c, map.len(0.09), pal.highlight));
}

/// The last move's squares: the one it left, faint, and the one it ended on, outlined
/// in the mover's colour, so a person sees what the CPU did.
pub fn draw_last_move(
    out: &mut Vec<Prim>,
    map: &BoardMap,
    from: Option<&Square>,
    to: &Square,
    color: Color,
    pal: &Palette,
) {
    let w = map.len(0.09).max(1.5);
    if let Some(f) = from.filter(|f| f.role != SquareRole::Base) {
        out.push(Prim::Rect {
            frame: map.frame(f.rect).inset(w),
            radius: map.len(0.1),
            paint: Paint::Stroke {
                color: Palette::deep(color).with_alpha(0x99),
                width: w * 0.7,
                dash: Some((map.len(0.12), map.len(0.1))),
            },
        });
    }
    match to.shape {
        Shape::Triangle { points } => out.push(Prim::Path {
            points: points.iter().map(|p| map.pt(*p)).collect(),
            closed: true,
            paint: Paint::stroke(pal.plate_edge, w),
        }),
        Shape::Rect => out.push(Prim::Rect {
            frame: map.frame(to.rect).inset(w / 2.0),
            radius: map.len(0.1),
            paint: Paint::stroke(Palette::deep(color), w),
        }),
    }
}
