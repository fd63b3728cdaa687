//! A still board: a position drawn by the same board code as the play screen, with
//! marks, for the review's decisions, the replay's steps and the terminal's and the
//! documentation's SVG pictures. No panels, no buttons, no motion.

use super::board::{self, BoardMap, TokenLook};
use super::palette::{Palette, Theme};
use super::prim::{Align, Argb, FontRole, Frame, Prim};
use super::{Scene, text};
use crate::color::Color;
use crate::rules::{Move, Position, TokenId, Variant};
use crate::view::geometry::{Layout, Point, SquareId, TokenSpot, square_for};

/// What a still board marks.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Marks {
    /// Tokens drawn with the "can move" ring.
    pub movable: Vec<(Color, TokenId)>,
    /// Target squares of moves, each with a landing ring in the colour of the
    /// token that would land there.
    pub targets: Vec<(Color, SquareId)>,
    /// A target that is also hinted (the review's better move).
    pub hinted: Option<SquareId>,
    /// A path to draw as a line through square centres (the move played), board
    /// units.
    pub path: Vec<Point>,
    /// A second path (the better move), dashed.
    pub best_path: Vec<Point>,
    /// Print each track square's number in its corner.
    pub track_numbers: bool,
    /// The last move, marked as on the play screen: the mover, the square it left
    /// (if on the board) and the square it ended on.
    pub last_move: Option<(Color, Option<SquareId>, SquareId)>,
}

/// `spots` on `layout`'s board in a `width × height` points scene, with `marks`.
pub fn board_scene(
    layout: &Layout,
    spots: &[TokenSpot],
    marks: &Marks,
    width: f32,
    height: f32,
    theme: Theme,
) -> Scene {
    let pal = Palette::of(theme);
    let side = width.min(height).max(1.0);
    let frame = Frame::new((width - side) / 2.0, (height - side) / 2.0, side, side);
    let map = BoardMap::fit(layout, frame);
    let mut out = Vec::with_capacity(600);
    board::draw_board(&mut out, &map, layout, &pal);
    if marks.track_numbers {
        for s in layout.squares.iter().take(layout.track_len as usize) {
            if let SquareId::Track(abs) = s.id {
                let f = map.frame(s.rect);
                out.push(text::line(
                    &abs.index().to_string(),
                    Frame::new(f.x + f.w * 0.06, f.y + f.h * 0.02, f.w * 0.5, f.h * 0.32),
                    f.h * 0.26,
                    FontRole::Body,
                    Argb::rgb(0x555555),
                    Align::Start,
                ));
            }
        }
    }
    if let Some((c, from, to)) = marks.last_move
        && let Some(to) = layout.square(to)
    {
        let from = from.and_then(|f| layout.square(f));
        board::draw_last_move(&mut out, &map, from, to, c, &pal);
    }
    for &(mover, t) in &marks.targets {
        if let Some(sq) = layout.square(t) {
            board::draw_target(
                &mut out,
                &map,
                sq,
                mover,
                marks.hinted == Some(t),
                0.0,
                &pal,
            );
        }
    }
    for (path, dashed) in [(&marks.path, false), (&marks.best_path, true)] {
        if path.len() >= 2 {
            let points = path.iter().map(|p| map.pt(*p)).collect();
            out.push(Prim::Path {
                points,
                closed: false,
                paint: super::Paint::Stroke {
                    color: pal.highlight.with_alpha(0xB0),
                    width: map.len(0.12),
                    dash: dashed.then_some((map.len(0.25), map.len(0.18))),
                },
            });
        }
    }
    for s in spots {
        let movable = marks.movable.contains(&(s.color, s.token));
        board::draw_token(
            &mut out,
            &map,
            &TokenLook {
                color: s.color,
                token: s.token,
                center: s.center,
                radius: s.radius,
                lift: 0.0,
                alpha: 1.0,
                movable,
                hinted: false,
            },
            0.0,
            &pal,
        );
    }
    Scene {
        width,
        height,
        background: pal.background,
        prims: out,
        hits: vec![],
        animating: false,
    }
}

/// The still board of `pos` with `highlight` (moves of the colour to move: movable
/// tokens and their targets), `scale` points per board unit.
pub fn position_scene(
    v: &Variant,
    pos: &Position,
    highlight: &[Move],
    scale: f32,
    track_numbers: bool,
) -> Scene {
    let layout = Layout::new(v);
    let spots = layout.token_spots(v, pos);
    let c = pos.to_move();
    let marks = Marks {
        movable: highlight.iter().map(|m| (c, m.token)).collect(),
        targets: highlight
            .iter()
            .filter_map(|m| square_for(v, c, m.token, m.to).map(|sq| (c, sq)))
            .collect(),
        track_numbers,
        ..Marks::default()
    };
    let w = layout.width * scale;
    board_scene(
        &layout,
        &spots,
        &marks,
        w,
        layout.height * scale,
        Theme::Light,
    )
}
