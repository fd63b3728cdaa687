//! Board geometry for the shells: where every square and token is drawn, the squares a
//! move passes (for animation) and hit-testing, so that no shell computes Ludo
//! geometry itself (`docs/boards.md`, "Geometry API").
//!
//! # Units
//!
//! Everything is in *board units*: one unit is one grid cell, the origin is the
//! top-left corner of the board, `x` grows to the right and `y` downwards. Every
//! board is [`Layout::width`] × [`Layout::height`] = 15 × 15 units; a shell scales by
//! `pixels / 15` (and flips nothing).
//!
//! # What is a square
//!
//! * the track squares ([`SquareId::Track`], absolute index as in the rules),
//! * the 5 home-column squares of each arm ([`SquareId::HomeColumn`], 0 = first),
//! * the finish triangle of each arm in the 3×3 centre ([`SquareId::Finish`]),
//! * the 4 slots of each base ([`SquareId::BaseSlot`]): token `i` of a colour waits
//!   on slot `i` of its base.
//!
//! Track, home-column and base-slot squares are axis-aligned rectangles (1×1, base
//! slots 2×2); finish squares are triangles ([`Shape::Triangle`]).

use crate::color::Color;
use crate::rules::topology::{Arm, Board, BoardKind, Cell, HOME_COLUMN_LEN, TrackSquare};
use crate::rules::{BASE, Position, TokenId, Variant};
use serde::{Deserialize, Serialize};

/// A point in board units (origin top-left, `y` down).
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "uniffi",
    derive(uniffi::Record),
    uniffi(name = "BoardPoint")
)]
pub struct Point {
    /// Distance from the left edge, in cells.
    pub x: f32,
    /// Distance from the top edge, in cells.
    pub y: f32,
}

impl Point {
    /// The point `(x, y)`.
    pub const fn new(x: f32, y: f32) -> Point {
        Point { x, y }
    }

    /// Euclidean distance to `o`, in board units.
    pub fn distance(self, o: Point) -> f32 {
        ((self.x - o.x).powi(2) + (self.y - o.y).powi(2)).sqrt()
    }
}

/// An axis-aligned rectangle in board units: top-left corner `(x, y)`, size `w × h`.
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "BoardRect"))]
pub struct Rect {
    /// Left edge.
    pub x: f32,
    /// Top edge.
    pub y: f32,
    /// Width.
    pub w: f32,
    /// Height.
    pub h: f32,
}

impl Rect {
    /// The rectangle with top-left `(x, y)` and size `w × h`.
    pub const fn new(x: f32, y: f32, w: f32, h: f32) -> Rect {
        Rect { x, y, w, h }
    }

    /// The 1×1 rectangle of grid cell `c`.
    pub fn of_cell(c: Cell) -> Rect {
        Rect::new(c.0 as f32, c.1 as f32, 1.0, 1.0)
    }

    /// The centre point.
    pub fn center(&self) -> Point {
        Point::new(self.x + self.w / 2.0, self.y + self.h / 2.0)
    }

    /// Whether `p` lies inside; half-open (`x <= p.x < x + w`, same for `y`), so
    /// neighbouring squares never both contain a point.
    pub fn contains(&self, p: Point) -> bool {
        p.x >= self.x && p.x < self.x + self.w && p.y >= self.y && p.y < self.y + self.h
    }
}

/// What a square is for (drawing and accessibility labels).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum SquareRole {
    /// A plain track square.
    Track,
    /// A track square where an arm's tokens enter the track (owner = that arm's colour).
    Start,
    /// A track square 8 ahead of a start; safe under the default rules (see [`Square::safe`]).
    Star,
    /// One of the 5 squares of a home column (owner = its colour).
    HomeColumn,
    /// A finish triangle in the centre (owner = its colour).
    Finish,
    /// A slot of a base where one token waits (owner = its colour).
    Base,
}

/// Stable identity of a square, the same for every position of a game; shells key
/// their views and animations on it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SquareId {
    /// Track square `0..track_len` (0 = the start of the first arm, clockwise).
    Track(TrackSquare),
    /// Home-column square `0..5` of a colour (0 = the first one after the track;
    /// progress `track_len - 1 + i`).
    HomeColumn(Color, u8),
    /// The finish triangle of a colour.
    Finish(Color),
    /// Base slot of a colour: token `i` waits on slot `i`.
    BaseSlot(Color, TokenId),
}

/// The outline of a square.
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Shape {
    /// The square is exactly its [`Square::rect`].
    Rect,
    /// A triangle (finish squares); [`Square::rect`] is its bounding box.
    Triangle {
        /// Corners: the outer two (on the edge of the centre area), then the apex at
        /// the board centre.
        points: [Point; 3],
    },
}

/// One square of a board with everything a shell draws.
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Square {
    /// Stable identity.
    pub id: SquareId,
    /// What the square is.
    pub role: SquareRole,
    /// Grid cell `(column, row)`: the cell of a track or home-column square, the
    /// top-left cell of a (2×2) base slot, the cell holding the centroid of a finish
    /// triangle. Distinct for all squares of a board.
    pub cell: Cell,
    /// Bounding rectangle in board units (1×1 for track and home column, 2×2 for base
    /// slots, the triangle's bounding box for finish squares).
    pub rect: Rect,
    /// Where a single token on this square is drawn and where move paths pass.
    pub center: Point,
    /// The outline.
    pub shape: Shape,
    /// Owning colour of starts, home columns, finish triangles and base slots; `None`
    /// for plain track squares and stars. On the cross each arm's colour is fixed by
    /// its side (yellow left, blue top, red right, green bottom) even when unseated;
    /// on the other boards it follows the seating (`Board::arm_of`).
    pub owner: Option<Color>,
    /// The owner's symbol (yellow ○, blue □, red △, green ✚) when there is an owner.
    pub symbol: Option<char>,
    /// Whether no token can be captured here under the variant's "safe squares" rule.
    /// Only track squares can be safe; always `false` elsewhere (no opponent ever
    /// reaches a home column, finish or base).
    pub safe: bool,
}

impl Square {
    /// Whether `p` lies on this square (half-open rectangle, or inside the triangle).
    pub fn contains(&self, p: Point) -> bool {
        match self.shape {
            Shape::Rect => self.rect.contains(p),
            Shape::Triangle { points } => in_triangle(p, points),
        }
    }
}

/// A base area (the 6×6 corner yard) for drawing; its slots are [`Square`]s.
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BaseArea {
    /// The owning colour (see [`Square::owner`] for how it is chosen).
    pub owner: Color,
    /// The owner's symbol.
    pub symbol: char,
    /// The whole 6×6 yard.
    pub rect: Rect,
    /// The inner 4×4 area holding the 4 slots.
    pub inner: Rect,
    /// Whether the owner plays in this game (unseated bases on the cross stay empty).
    pub seated: bool,
}

/// The drawing position of one token.
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TokenSpot {
    /// The owner.
    pub color: Color,
    /// The token within its colour.
    pub token: TokenId,
    /// Its progress (`-1` base .. finish), as in [`Position::tokens_of`].
    pub progress: i8,
    /// The square it stands on.
    pub square: SquareId,
    /// Centre of the token's disc, in board units.
    pub center: Point,
    /// Radius of the disc, in board units; discs of one square never overlap.
    pub radius: f32,
    /// Place of this token within its square's stack (0-based; order: colours
    /// clockwise, then token index).
    pub stack_index: u8,
    /// How many tokens share the square.
    pub stack_size: u8,
}

/// One square passed by a move, for animation.
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PathStep {
    /// The square.
    pub square: SquareId,
    /// Its centre, in board units.
    pub center: Point,
}

/// What lies under a point (see [`Layout::hit_test`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Hit {
    /// A token's disc.
    Token {
        /// Its owner.
        color: Color,
        /// The token.
        token: TokenId,
        /// The square it stands on.
        square: SquareId,
    },
    /// A square with no token disc under the point.
    Square {
        /// The square.
        square: SquareId,
    },
}

/// The complete geometry of the board of one [`Variant`]: every square, the bases and
/// the centre, in board units.
///
/// Built by [`Layout::new`]; cheap (about 100 squares), so shells may rebuild it, but
/// it never changes during a game and can be kept.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Layout {
    /// The board kind.
    pub kind: BoardKind,
    /// Width in board units (15).
    pub width: f32,
    /// Height in board units (15).
    pub height: f32,
    /// Track length `L` (52 cross, 32 two-arm, 42 T).
    pub track_len: u8,
    /// Every square: track `0..L` first (so `squares[abs]` is track square `abs`),
    /// then per arm clockwise its home column 0..5, finish and base slots 0..4.
    pub squares: Vec<Square>,
    /// Base areas, one per arm, in arm order.
    pub bases: Vec<BaseArea>,
    /// The 3×3 centre area holding the finish triangles.
    pub centre: Rect,
}

/// The colour playing on arm `a` of the variant's board: fixed by side on the cross,
/// by seating on the others.
fn arm_owner(v: &Variant, a: usize) -> Option<Color> {
    let board = v.board();
    match board.kind {
        BoardKind::Cross => Color::from_index(board.arms[a].side as usize),
        _ => v
            .seats()
            .iter()
            .copied()
            .find(|&c| board.arm_of(c, v.seats()) == Some(a)),
    }
}

/// The arm of colour `c` in this variant, if it has one.
fn arm_of(v: &Variant, c: Color) -> Option<&'static Arm> {
    let board = v.board();
    (0..board.arms.len())
        .find(|&a| arm_owner(v, a) == Some(c))
        .map(|a| &board.arms[a])
}

/// The three corners of the finish triangle of `arm`: outer two, then the apex.
fn finish_triangle(board: &Board, arm: &Arm) -> [Point; 3] {
    let apex = Point::new(board.size.0 as f32 / 2.0, board.size.1 as f32 / 2.0);
    let (fx, fy) = arm.finish_point;
    // Unit vector from the apex towards the arm, and its perpendicular.
    let (ux, uy) = (fx - apex.x, fy - apex.y);
    let len = (ux * ux + uy * uy).sqrt();
    let (ux, uy) = (ux / len, uy / len);
    let (wx, wy) = (-uy, ux);
    let h = 1.5;
    [
        Point::new(apex.x + h * (ux - wx), apex.y + h * (uy - wy)),
        Point::new(apex.x + h * (ux + wx), apex.y + h * (uy + wy)),
        apex,
    ]
}

fn in_triangle(p: Point, t: [Point; 3]) -> bool {
    let cross = |a: Point, b: Point| (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
    let d1 = cross(t[0], t[1]);
    let d2 = cross(t[1], t[2]);
    let d3 = cross(t[2], t[0]);
    let neg = d1 < 0.0 || d2 < 0.0 || d3 < 0.0;
    let pos = d1 > 0.0 || d2 > 0.0 || d3 > 0.0;
    !(neg && pos)
}

fn bounding(points: [Point; 3]) -> Rect {
    let min_x = points.iter().map(|p| p.x).fold(f32::INFINITY, f32::min);
    let min_y = points.iter().map(|p| p.y).fold(f32::INFINITY, f32::min);
    let max_x = points.iter().map(|p| p.x).fold(f32::NEG_INFINITY, f32::max);
    let max_y = points.iter().map(|p| p.y).fold(f32::NEG_INFINITY, f32::max);
    Rect::new(min_x, min_y, max_x - min_x, max_y - min_y)
}

/// Top-left cell of base slot `t` of a base whose yard starts at `origin`.
fn slot_cell(origin: Cell, t: TokenId) -> Cell {
    let i = t.get();
    (origin.0 + 1 + 2 * (i % 2), origin.1 + 1 + 2 * (i / 2))
}

/// Radius of a token alone on a 2×2 base slot.
const BASE_TOKEN_RADIUS: f32 = 0.45;

/// Offsets (from the square centre, in cells) and radius of the `k`-th of `n` tokens
/// sharing a 1×1 square: 1 → centre; 2 → side by side; 3–4 → 2×2; 5–9 → 3×3;
/// 10–16 → 4×4. Discs never overlap and stay inside the cell.
fn cell_offset(k: usize, n: usize) -> (f32, f32, f32) {
    match n {
        0 | 1 => (0.0, 0.0, 0.36),
        2 => ([-0.25, 0.25][k.min(1)], 0.0, 0.24),
        3 => {
            let p = [(-0.22, -0.2), (0.22, -0.2), (0.0, 0.21)][k.min(2)];
            (p.0, p.1, 0.21)
        }
        4 => ([-0.22, 0.22][k % 2], if k < 2 { -0.22 } else { 0.22 }, 0.21),
        5..=9 => (
            (k % 3) as f32 * 0.3 - 0.3,
            (k / 3) as f32 * 0.3 - 0.3,
            0.145,
        ),
        _ => {
            let k = k.min(15);
            (
                (k % 4) as f32 * 0.24 - 0.36,
                (k / 4) as f32 * 0.24 - 0.36,
                0.115,
            )
        }
    }
}

/// Offsets of the `k`-th of `n` tokens in a finish triangle, in the triangle's frame:
/// `d` = distance from the apex towards the outer edge (height 1.5), `s` = sideways.
fn finish_offset(k: usize, n: usize) -> (f32, f32, f32) {
    match n {
        0 | 1 => (1.0, 0.0, 0.36),
        2 => (1.1, [-0.3, 0.3][k.min(1)], 0.26),
        3 => {
            let p = [(0.85, 0.0), (1.25, -0.32), (1.25, 0.32)][k.min(2)];
            (p.0, p.1, 0.19)
        }
        _ => {
            let k = k.min(3);
            let d = if k < 2 { 0.85 } else { 1.25 };
            let s = if k < 2 { 0.25 } else { 0.3 };
            (d, [-s, s][k % 2], 0.19)
        }
    }
}

impl Layout {
    /// The geometry of `v`'s board, with owners from its seating and safe squares from
    /// its rules.
    pub fn new(v: &Variant) -> Layout {
        let board = v.board();
        let len = board.track_len();
        let mut squares = Vec::with_capacity(len as usize + board.arms.len() * 10);
        for (abs, &cell) in board.squares().zip(board.track.iter()) {
            let start_arm = board.arm_with_start(abs);
            let (role, owner) = match start_arm {
                Some(a) => (SquareRole::Start, arm_owner(v, a)),
                None if v.is_star(abs) => (SquareRole::Star, None),
                None => (SquareRole::Track, None),
            };
            let rect = Rect::of_cell(cell);
            squares.push(Square {
                id: SquareId::Track(abs),
                role,
                cell,
                rect,
                center: rect.center(),
                shape: Shape::Rect,
                owner,
                symbol: owner.map(Color::symbol),
                safe: v.is_safe(abs),
            });
        }
        let mut bases = Vec::with_capacity(board.arms.len());
        for (a, arm) in board.arms.iter().enumerate() {
            let Some(owner) = arm_owner(v, a) else {
                continue;
            };
            let symbol = Some(owner.symbol());
            for (i, &cell) in arm.home_column.iter().enumerate() {
                let rect = Rect::of_cell(cell);
                squares.push(Square {
                    id: SquareId::HomeColumn(owner, i as u8),
                    role: SquareRole::HomeColumn,
                    cell,
                    rect,
                    center: rect.center(),
                    shape: Shape::Rect,
                    owner: Some(owner),
                    symbol,
                    safe: false,
                });
            }
            let points = finish_triangle(board, arm);
            let (fx, fy) = arm.finish_point;
            squares.push(Square {
                id: SquareId::Finish(owner),
                role: SquareRole::Finish,
                cell: (fx.floor() as u8, fy.floor() as u8),
                rect: bounding(points),
                center: Point::new(fx, fy),
                shape: Shape::Triangle { points },
                owner: Some(owner),
                symbol,
                safe: false,
            });
            for i in TokenId::ALL {
                let cell = slot_cell(arm.base_origin, i);
                let rect = Rect::new(cell.0 as f32, cell.1 as f32, 2.0, 2.0);
                squares.push(Square {
                    id: SquareId::BaseSlot(owner, i),
                    role: SquareRole::Base,
                    cell,
                    rect,
                    center: rect.center(),
                    shape: Shape::Rect,
                    owner: Some(owner),
                    symbol,
                    safe: false,
                });
            }
            let (ox, oy) = (arm.base_origin.0 as f32, arm.base_origin.1 as f32);
            bases.push(BaseArea {
                owner,
                symbol: owner.symbol(),
                rect: Rect::new(ox, oy, 6.0, 6.0),
                inner: Rect::new(ox + 1.0, oy + 1.0, 4.0, 4.0),
                seated: v.is_seated(owner),
            });
        }
        let (w, h) = (board.size.0 as f32, board.size.1 as f32);
        Layout {
            kind: board.kind,
            width: w,
            height: h,
            track_len: len,
            squares,
            bases,
            centre: Rect::new(w / 2.0 - 1.5, h / 2.0 - 1.5, 3.0, 3.0),
        }
    }

    /// The square with identity `id`; `None` when this board has no such square (a
    /// track index past its length, a colour without an arm).
    pub fn square(&self, id: SquareId) -> Option<&Square> {
        if let SquareId::Track(abs) = id {
            return self.squares.get(abs.index()).filter(|s| s.id == id);
        }
        self.squares[self.track_len as usize..]
            .iter()
            .find(|s| s.id == id)
    }

    /// The square under point `(x, y)` (board units), ignoring tokens; `None` outside
    /// every square (margins of the bases, unused corners, the unused parts of the
    /// centre on the two-arm and T boards).
    pub fn square_at(&self, x: f32, y: f32) -> Option<SquareId> {
        let p = Point::new(x, y);
        self.squares.iter().find(|s| s.contains(p)).map(|s| s.id)
    }

    /// Where every token of the seated colours is drawn, seats clockwise then token
    /// index (this is also the drawing order).
    ///
    /// A token in base sits on its own base slot; a finished token in its colour's
    /// finish triangle. Tokens sharing a square are spread over it in a fixed pattern
    /// (see [`TokenSpot::stack_index`]), smaller the more there are, so that every
    /// disc stays visible and tappable and no two discs of a square overlap.
    pub fn token_spots(&self, v: &Variant, pos: &Position) -> Vec<TokenSpot> {
        let mut tokens: Vec<(Color, TokenId, i8)> = Vec::with_capacity(16);
        for &c in v.seats() {
            for (t, &p) in TokenId::ALL.into_iter().zip(pos.tokens_of(c).iter()) {
                tokens.push((c, t, p));
            }
        }
        self.spots_of(v, &tokens)
    }

    /// Where the tokens `(colour, token, progress)` are drawn, in the given order,
    /// spread over shared squares as [`Layout::token_spots`] does; entries whose
    /// square this board lacks are left out. For a view that lists its tokens
    /// itself (the table's).
    pub fn spots_of(&self, v: &Variant, tokens: &[(Color, TokenId, i8)]) -> Vec<TokenSpot> {
        let mut raw: Vec<(Color, TokenId, i8, SquareId)> = Vec::with_capacity(tokens.len());
        for &(c, t, p) in tokens {
            if let Some(sq) = square_for(v, c, t, p) {
                raw.push((c, t, p, sq));
            }
        }
        let mut out = Vec::with_capacity(raw.len());
        for (i, &(color, token, progress, sq)) in raw.iter().enumerate() {
            let k = raw[..i].iter().filter(|r| r.3 == sq).count();
            let n = raw.iter().filter(|r| r.3 == sq).count();
            let Some(square) = self.square(sq) else {
                continue;
            };
            let (center, radius) = spot_in(square, k, n);
            out.push(TokenSpot {
                color,
                token,
                progress,
                square: sq,
                center,
                radius,
                stack_index: k as u8,
                stack_size: n as u8,
            });
        }
        out
    }

    /// What is under point `(x, y)` (board units) in `pos`: the token whose disc
    /// contains the point (the nearest centre when discs are close, the later-drawn
    /// on an exact tie), else the square under it, else `None`.
    pub fn hit_test(&self, v: &Variant, pos: &Position, x: f32, y: f32) -> Option<Hit> {
        let p = Point::new(x, y);
        let mut best: Option<(f32, &TokenSpot)> = None;
        let spots = self.token_spots(v, pos);
        for s in &spots {
            let d = s.center.distance(p);
            if d <= s.radius && best.is_none_or(|(bd, _)| d <= bd) {
                best = Some((d, s));
            }
        }
        if let Some((_, s)) = best {
            return Some(Hit::Token {
                color: s.color,
                token: s.token,
                square: s.square,
            });
        }
        self.square_at(x, y).map(|square| Hit::Square { square })
    }

    /// The squares a token of `color` passes moving from progress `from` to `to`, in
    /// order, ending on the target (see the free function [`move_path`]).
    pub fn move_path(&self, v: &Variant, color: Color, from: i8, to: i8) -> Vec<PathStep> {
        if from < BASE || to <= from || to > v.finish() || arm_of(v, color).is_none() {
            return Vec::new();
        }
        let first = if from == BASE { 0 } else { from + 1 };
        (first..=to)
            .filter_map(|p| square_for(v, color, TokenId::FIRST, p))
            .filter_map(|id| self.square(id))
            .map(|s| PathStep {
                square: s.id,
                center: s.center,
            })
            .collect()
    }
}

/// Centre and radius of the `k`-th of `n` tokens on `square`.
fn spot_in(square: &Square, k: usize, n: usize) -> (Point, f32) {
    let c = square.center;
    match (square.role, square.shape) {
        (SquareRole::Base, _) => (c, BASE_TOKEN_RADIUS),
        (_, Shape::Triangle { points }) => {
            let apex = points[2];
            let (ux, uy) = (c.x - apex.x, c.y - apex.y);
            let len = (ux * ux + uy * uy).sqrt().max(f32::EPSILON);
            let (ux, uy) = (ux / len, uy / len);
            let (wx, wy) = (-uy, ux);
            let (d, s, r) = finish_offset(k, n);
            (
                Point::new(apex.x + d * ux + s * wx, apex.y + d * uy + s * wy),
                r,
            )
        }
        _ => {
            let (dx, dy, r) = cell_offset(k, n);
            (Point::new(c.x + dx, c.y + dy), r)
        }
    }
}

/// The square of `token` of `color` (the token decides its base slot) at
/// `progress`: base slot, track square, home-column square or finish. `None` when the
/// progress is outside `-1..=finish` or the colour has no arm on this board.
pub fn square_for(v: &Variant, color: Color, token: TokenId, progress: i8) -> Option<SquareId> {
    arm_of(v, color)?;
    let last = v.last_track();
    match progress {
        BASE => Some(SquareId::BaseSlot(color, token)),
        p if (0..=last).contains(&p) => v.abs_square(color, p).map(SquareId::Track),
        p if p > last && p < v.finish() => {
            let i = (p - last - 1) as u8;
            (i < HOME_COLUMN_LEN).then_some(SquareId::HomeColumn(color, i))
        }
        p if p == v.finish() => Some(SquareId::Finish(color)),
        _ => None,
    }
}

/// The geometry of `v`'s board (same as [`Layout::new`]).
pub fn layout(v: &Variant) -> Layout {
    Layout::new(v)
}

/// Where every token of `pos` is drawn (see [`Layout::token_spots`]).
pub fn token_spots(v: &Variant, pos: &Position) -> Vec<TokenSpot> {
    Layout::new(v).token_spots(v, pos)
}

/// The squares a token of `color` passes moving from progress `from` to `to`, for
/// animation: from base just its start square (`from = -1, to = 0`); otherwise every
/// square of the track and home column from `from + 1` to `to`, one by one, ending on
/// the target (the finish triangle when `to` is the finish). The square it leaves is
/// not included.
///
/// Returns an empty list for anything that is not a forward move on this board
/// (`to <= from`, values outside `-1..=finish`, a colour without an arm); a captured
/// token going back to base is not a path: animate it to its
/// [`SquareId::BaseSlot`] directly.
pub fn move_path(v: &Variant, color: Color, from: i8, to: i8) -> Vec<PathStep> {
    Layout::new(v).move_path(v, color, from, to)
}

/// What is under point `(x, y)` (board units) in `pos` (see [`Layout::hit_test`]).
pub fn hit_test(v: &Variant, pos: &Position, x: f32, y: f32) -> Option<Hit> {
    Layout::new(v).hit_test(v, pos, x, y)
}
