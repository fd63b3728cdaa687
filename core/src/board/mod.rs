//! The boards: topology (which squares exist and how they connect) and geometry
//! (where shells draw them, hit-testing, SVG).

pub mod geometry;
pub mod svg;
pub mod topology;

pub use geometry::{
    BaseArea, Hit, Layout, PathStep, Point, Rect, Shape, Square, SquareId, SquareRole, TokenSpot,
    hit_test, layout, move_path, square_for, token_spots,
};
pub use svg::{SvgOptions, render_board_svg, render_svg};
pub use topology::{
    Arm, Board, BoardKind, Cell, HOME_COLUMN_LEN, InvalidTrackSquare, MAX_TRACK_LEN, STAR_OFFSET,
    TrackSquare,
};
