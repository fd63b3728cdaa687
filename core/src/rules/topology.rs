//! Board topology: the track, starts, stars, home columns, finish and bases of the
//! three boards, as cells of a 15×15 grid (`docs/rules.md`, "The board").
//!
//! Cells are `(column, row)` with `(0, 0)` the top-left cell and rows growing
//! downwards; clockwise on screen is clockwise on the board.

use crate::color::Color;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::OnceLock;
use thiserror::Error;

/// A grid cell `(column, row)`, 0-based, row 0 at the top.
pub type Cell = (u8, u8);

/// Number of squares in a home column on every board (docs/rules.md, "Terms").
pub const HOME_COLUMN_LEN: u8 = 5;

/// Distance from a start to the star ahead of it (docs/rules.md, "Safe squares").
pub const STAR_OFFSET: u8 = 8;

/// Length of the longest track (the cross): every [`TrackSquare`] is below it.
pub const MAX_TRACK_LEN: u8 = 52;

/// An absolute track square: 0 is the start of the first arm (yellow's on the cross),
/// counting clockwise. Always below [`MAX_TRACK_LEN`]; a board of track length `L`
/// uses `0..L` (see [`Board::square`]), so a bit set of squares fits in a `u64`.
///
/// Build one with `TrackSquare::try_from(n)` or, checked against one board,
/// [`Board::square`]; read it with [`TrackSquare::get`]. JSON: the plain number.
/// A raw number is not a square (the old `is_safe(64)` panicked):
///
/// ```compile_fail,E0308
/// # use ludo_core::{Color, rules::{Rules, Variant}};
/// let v = Variant::new(Rules::default(), &[Color::Yellow, Color::Red]).unwrap();
/// v.is_safe(64);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct TrackSquare(u8);

/// A number that is not a track square (not below [`MAX_TRACK_LEN`], or not on the
/// board in question).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Error)]
#[error("{value} is not a track square (0..{len})")]
pub struct InvalidTrackSquare {
    /// The number given.
    pub value: i64,
    /// The track length it was checked against.
    pub len: u8,
}

impl TrackSquare {
    /// Square `index` when below [`MAX_TRACK_LEN`]; `None` otherwise.
    #[inline]
    pub const fn new(index: u8) -> Option<TrackSquare> {
        if index < MAX_TRACK_LEN {
            Some(TrackSquare(index))
        } else {
            None
        }
    }

    /// Square `index` without the range check, for the move generator's tables, which
    /// only hold squares of a board. `index` must be below [`MAX_TRACK_LEN`] (checked in
    /// debug builds).
    #[inline]
    pub(crate) const fn new_unchecked(index: u8) -> TrackSquare {
        debug_assert!(index < MAX_TRACK_LEN);
        TrackSquare(index)
    }

    /// The index, below [`MAX_TRACK_LEN`].
    #[inline]
    pub const fn get(self) -> u8 {
        self.0
    }

    /// The index as `usize`, for indexing per-square tables.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Bit `index` set: the square as a member of a `u64` bit set over squares.
    #[inline]
    pub const fn bit(self) -> u64 {
        1 << self.0
    }
}

impl fmt::Display for TrackSquare {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl From<TrackSquare> for u8 {
    #[inline]
    fn from(s: TrackSquare) -> u8 {
        s.0
    }
}

impl TryFrom<u8> for TrackSquare {
    type Error = InvalidTrackSquare;
    fn try_from(v: u8) -> Result<TrackSquare, InvalidTrackSquare> {
        TrackSquare::new(v).ok_or(InvalidTrackSquare {
            value: i64::from(v),
            len: MAX_TRACK_LEN,
        })
    }
}

impl TryFrom<i32> for TrackSquare {
    type Error = InvalidTrackSquare;
    fn try_from(v: i32) -> Result<TrackSquare, InvalidTrackSquare> {
        u8::try_from(v)
            .ok()
            .and_then(TrackSquare::new)
            .ok_or(InvalidTrackSquare {
                value: i64::from(v),
                len: MAX_TRACK_LEN,
            })
    }
}

/// The shape of a board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum BoardKind {
    /// The standard cross: four arms, 52-square track, 15×15 grid.
    Cross,
    /// Two arms (left and right) joined by bridges above and below the centre:
    /// 32-square track (`docs/rules.md`, "The board").
    TwoArm,
    /// The cross without its top arm, a bridge over the centre: 42-square track
    /// (`docs/rules.md`, "The board").
    ThreeArm,
}

/// One arm of a board: where a seat's start, home column, base and finish are.
#[derive(Clone, Debug, PartialEq)]
pub struct Arm {
    /// This arm's start square.
    pub start: TrackSquare,
    /// Home column cells from the first (progress `track_len - 1`) to the last.
    pub home_column: [Cell; HOME_COLUMN_LEN as usize],
    /// Top-left cell of this arm's 6×6 base area.
    pub base_origin: Cell,
    /// Drawing point of this arm's finish triangle, in board units (cell size 1).
    pub finish_point: (f32, f32),
    /// Which of the cross's four arm positions this is (0 left, 1 top, 2 right, 3 bottom).
    pub side: u8,
}

/// The fixed topology of one board kind.
#[derive(Clone, Debug, PartialEq)]
pub struct Board {
    /// The board kind.
    pub kind: BoardKind,
    /// Track cells in clockwise order; index = [`TrackSquare::index`].
    pub track: Vec<Cell>,
    /// Arms in clockwise order; seats are assigned to arms in this order.
    pub arms: Vec<Arm>,
    /// Grid size `(columns, rows)`.
    pub size: (u8, u8),
}

impl Board {
    /// The shared, lazily built topology of `kind`.
    pub fn get(kind: BoardKind) -> &'static Board {
        static CROSS: OnceLock<Board> = OnceLock::new();
        static TWO: OnceLock<Board> = OnceLock::new();
        static THREE: OnceLock<Board> = OnceLock::new();
        match kind {
            BoardKind::Cross => CROSS.get_or_init(build_cross),
            BoardKind::TwoArm => TWO.get_or_init(build_two_arm),
            BoardKind::ThreeArm => THREE.get_or_init(build_three_arm),
        }
    }

    /// Number of track squares (52 on the cross).
    pub fn track_len(&self) -> u8 {
        self.track.len() as u8
    }

    /// Track square `index` of this board; `None` past its track length.
    pub fn square(&self, index: u8) -> Option<TrackSquare> {
        TrackSquare::new(index).filter(|_| index < self.track_len())
    }

    /// Every track square of this board, clockwise from 0.
    pub fn squares(&self) -> impl Iterator<Item = TrackSquare> + use<> {
        (0..self.track_len()).map(TrackSquare::new_unchecked)
    }

    /// The square `steps` squares clockwise after `from` on this board's track.
    pub fn ahead(&self, from: TrackSquare, steps: u8) -> TrackSquare {
        let len = self.track_len() as u16;
        TrackSquare::new_unchecked(((from.get() as u16 + steps as u16) % len) as u8)
    }

    /// The grid cell of track square `sq`; `None` when `sq` is past this board's track.
    pub fn cell(&self, sq: TrackSquare) -> Option<Cell> {
        self.track.get(sq.index()).copied()
    }

    /// The stars (start + 8 of every arm).
    pub fn stars(&self) -> impl Iterator<Item = TrackSquare> + '_ {
        self.arms.iter().map(|a| self.ahead(a.start, STAR_OFFSET))
    }

    /// The starts of every arm.
    pub fn starts(&self) -> impl Iterator<Item = TrackSquare> + '_ {
        self.arms.iter().map(|a| a.start)
    }

    /// Index of the arm whose start is `sq`, if any.
    pub fn arm_with_start(&self, sq: TrackSquare) -> Option<usize> {
        self.arms.iter().position(|a| a.start == sq)
    }

    /// The arm a colour plays on when `seated` (clockwise, 2–4 colours) sit at this board.
    ///
    /// On the cross every colour keeps its own arm (yellow left, blue top, red right,
    /// green bottom); on the other boards seated colours take the arms in clockwise order.
    pub fn arm_of(&self, color: Color, seated: &[Color]) -> Option<usize> {
        match self.kind {
            BoardKind::Cross => Some(color.index()),
            _ => {
                let mut sorted: Vec<Color> = seated.to_vec();
                sorted.sort();
                sorted
                    .iter()
                    .position(|&c| c == color)
                    .filter(|&i| i < self.arms.len())
            }
        }
    }
}

/// Walks straight steps from `from` by `(dc, dr)` `n` times, pushing each cell.
fn run(track: &mut Vec<Cell>, from: Cell, dc: i8, dr: i8, n: u8) {
    let (mut c, mut r) = (from.0 as i8, from.1 as i8);
    for _ in 0..n {
        track.push((c as u8, r as u8));
        c += dc;
        r += dr;
    }
}

/// Left arm (side 0): yellow's on the cross.
fn arm_left(start: u8) -> Arm {
    Arm {
        start: TrackSquare::new_unchecked(start),
        home_column: [(1, 7), (2, 7), (3, 7), (4, 7), (5, 7)],
        base_origin: (0, 0),
        finish_point: (6.5, 7.5),
        side: 0,
    }
}

fn arm_top(start: u8) -> Arm {
    Arm {
        start: TrackSquare::new_unchecked(start),
        home_column: [(7, 1), (7, 2), (7, 3), (7, 4), (7, 5)],
        base_origin: (9, 0),
        finish_point: (7.5, 6.5),
        side: 1,
    }
}

fn arm_right(start: u8) -> Arm {
    Arm {
        start: TrackSquare::new_unchecked(start),
        home_column: [(13, 7), (12, 7), (11, 7), (10, 7), (9, 7)],
        base_origin: (9, 9),
        finish_point: (8.5, 7.5),
        side: 2,
    }
}

fn arm_bottom(start: u8) -> Arm {
    Arm {
        start: TrackSquare::new_unchecked(start),
        home_column: [(7, 13), (7, 12), (7, 11), (7, 10), (7, 9)],
        base_origin: (0, 9),
        finish_point: (7.5, 8.5),
        side: 3,
    }
}

/// Track of the right arm, from its top row inwards to its bottom row: 13 cells.
fn right_arm_cells(t: &mut Vec<Cell>) {
    run(t, (9, 6), 1, 0, 6);
    run(t, (14, 7), 0, 1, 2);
    run(t, (13, 8), -1, 0, 5);
}

/// Track of the left arm from its bottom row out and back along the top row to
/// just before the yellow start: `(5,8)..(0,8), (0,7), (0,6)`.
fn left_arm_return(t: &mut Vec<Cell>) {
    run(t, (5, 8), -1, 0, 6);
    run(t, (0, 7), 0, -1, 2);
}

fn build_cross() -> Board {
    let mut t = Vec::with_capacity(52);
    run(&mut t, (1, 6), 1, 0, 5); // 0..=4, yellow start at 0
    run(&mut t, (6, 5), 0, -1, 6); // 5..=10
    run(&mut t, (7, 0), 1, 0, 2); // 11, 12
    run(&mut t, (8, 1), 0, 1, 5); // 13..=17, blue start at 13
    right_arm_cells(&mut t); // 18..=30, red start at 26
    run(&mut t, (8, 9), 0, 1, 6); // 31..=36
    run(&mut t, (7, 14), -1, 0, 2); // 37, 38
    run(&mut t, (6, 13), 0, -1, 5); // 39..=43, green start at 39
    left_arm_return(&mut t); // 44..=51
    debug_assert_eq!(t.len(), 52);
    Board {
        kind: BoardKind::Cross,
        track: t,
        arms: vec![arm_left(0), arm_top(13), arm_right(26), arm_bottom(39)],
        size: (15, 15),
    }
}

fn build_two_arm() -> Board {
    let mut t = Vec::with_capacity(32);
    run(&mut t, (1, 6), 1, 0, 5); // 0..=4 left start at 0
    run(&mut t, (6, 5), 1, 0, 3); // 5..=7 top bridge
    right_arm_cells(&mut t); // 8..=20, right start at 16
    run(&mut t, (8, 9), -1, 0, 3); // 21..=23 bottom bridge
    left_arm_return(&mut t); // 24..=31
    debug_assert_eq!(t.len(), 32);
    Board {
        kind: BoardKind::TwoArm,
        track: t,
        arms: vec![arm_left(0), arm_right(16)],
        size: (15, 15),
    }
}

fn build_three_arm() -> Board {
    let mut t = Vec::with_capacity(42);
    run(&mut t, (1, 6), 1, 0, 5); // 0..=4 left start at 0
    run(&mut t, (6, 5), 1, 0, 3); // 5..=7 bridge over the centre
    right_arm_cells(&mut t); // 8..=20, right start at 16
    run(&mut t, (8, 9), 0, 1, 6); // 21..=26
    run(&mut t, (7, 14), -1, 0, 2); // 27, 28
    run(&mut t, (6, 13), 0, -1, 5); // 29..=33, bottom start at 29
    left_arm_return(&mut t); // 34..=41
    debug_assert_eq!(t.len(), 42);
    Board {
        kind: BoardKind::ThreeArm,
        track: t,
        arms: vec![arm_left(0), arm_right(16), arm_bottom(29)],
        size: (15, 15),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn adjacent(a: Cell, b: Cell) -> bool {
        let dc = (a.0 as i16 - b.0 as i16).abs();
        let dr = (a.1 as i16 - b.1 as i16).abs();
        dc <= 1 && dr <= 1 && (dc + dr) > 0
    }

    #[test]
    fn tracks_are_closed_loops_of_distinct_adjacent_cells() {
        for kind in [BoardKind::Cross, BoardKind::TwoArm, BoardKind::ThreeArm] {
            let b = Board::get(kind);
            let n = b.track.len();
            let mut seen = std::collections::HashSet::new();
            for i in 0..n {
                assert!(seen.insert(b.track[i]), "{kind:?} repeats {:?}", b.track[i]);
                assert!(
                    adjacent(b.track[i], b.track[(i + 1) % n]),
                    "{kind:?} gap at {i}"
                );
            }
        }
    }

    #[test]
    fn cross_starts_and_home_entries_match_rules_md() {
        let b = Board::get(BoardKind::Cross);
        assert_eq!(b.track_len(), 52);
        assert_eq!(
            b.starts().map(u8::from).collect::<Vec<_>>(),
            [0, 13, 26, 39]
        );
        assert_eq!(b.stars().map(u8::from).collect::<Vec<_>>(), [8, 21, 34, 47]);
        for arm in &b.arms {
            // The last track square (relative 50) touches the first home-column square.
            let last = b.track[(arm.start.index() + 50) % 52];
            assert!(adjacent(last, arm.home_column[0]));
            // The base touches the start.
            let s = b.track[arm.start.index()];
            let (bx, by) = arm.base_origin;
            assert!(s.0 + 1 >= bx && s.0 <= bx + 6 && s.1 + 1 >= by && s.1 <= by + 6);
        }
    }

    #[test]
    fn track_squares_stop_at_the_board_and_at_the_longest_track() {
        assert_eq!(TrackSquare::try_from(51u8).map(u8::from), Ok(51));
        assert_eq!(
            TrackSquare::try_from(52u8),
            Err(InvalidTrackSquare { value: 52, len: 52 })
        );
        assert!(TrackSquare::try_from(64i32).is_err());
        assert!(TrackSquare::try_from(-1i32).is_err());
        let two = Board::get(BoardKind::TwoArm);
        assert_eq!(two.square(31).map(u8::from), Some(31));
        assert_eq!(two.square(32), None);
        assert_eq!(two.squares().count(), 32);
        assert_eq!(two.ahead(two.square(30).unwrap(), 5).get(), 3);
        assert_eq!(serde_json::to_string(&two.arms[1].start).unwrap(), "16");
        assert!(serde_json::from_str::<TrackSquare>("52").is_err());
    }

    #[test]
    fn small_boards_home_entries_touch_their_columns() {
        for kind in [BoardKind::TwoArm, BoardKind::ThreeArm] {
            let b = Board::get(kind);
            let len = b.track_len() as usize;
            for arm in &b.arms {
                let last = b.track[(arm.start.index() + len - 2) % len];
                assert!(
                    adjacent(last, arm.home_column[0]),
                    "{kind:?} arm {}",
                    arm.side
                );
            }
        }
    }
}
