//! The board as shells draw it, above the rules and the game: [`geometry`] (where
//! every square and token is drawn, move paths, hit-testing; `docs/boards.md`,
//! "Geometry API"). The pictures are drawn by the play screen's scene
//! ([`crate::scene`], whose `svg` module also writes the reference pictures). The
//! board's topology (which squares exist and how they connect) is part of the
//! rules: [`crate::rules::topology`].

pub mod geometry;
pub mod timing;

pub use geometry::{
    BaseArea, Hit, Layout, PathStep, Point, Rect, Shape, Square, SquareId, SquareRole, TokenSpot,
    hit_test, layout, move_path, square_for, token_spots,
};
