//! The boards: topology (which squares exist and how they connect) and geometry
//! (where shells draw them, hit-testing, SVG).

pub mod topology;

pub use topology::{Arm, Board, BoardKind, Cell, HOME_COLUMN_LEN, STAR_OFFSET};
