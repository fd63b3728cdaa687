//! Board geometry records: the core's `view::geometry` translated 1:1.
//!
//! Units are *board units*: one grid cell = 1, origin top-left, `y` down; every
//! board is `width × height` = 15 × 15. A shell scales by `pixels / 15`.

use crate::ffi::error::LudoError;
use crate::ffi::types::PlayerColor;
pub use crate::rules::BoardKind;
use crate::rules::{TokenId, TrackSquare};
pub use crate::view::{Point, Rect, SquareRole};

/// A point in board units (the core's [`Point`]; foreign name `BoardPoint`).
pub type BoardPoint = Point;
/// A rectangle in board units (the core's [`Rect`]; foreign name `BoardRect`).
pub type BoardRect = Rect;
use crate::view::geometry;

/// Stable identity of a square (key views and animations on it).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum SquareId {
    /// Absolute track square `0..trackLen`.
    Track {
        /// The absolute index.
        index: i32,
    },
    /// Home-column square `0..5` of a colour.
    HomeColumn {
        /// The colour.
        color: PlayerColor,
        /// 0 = first after the track.
        index: i32,
    },
    /// The finish triangle of a colour.
    Finish {
        /// The colour.
        color: PlayerColor,
    },
    /// Base slot `0..4` of a colour; token `i` waits on slot `i`.
    BaseSlot {
        /// The colour.
        color: PlayerColor,
        /// Slot index.
        slot: i32,
    },
}

impl From<geometry::SquareId> for SquareId {
    fn from(id: geometry::SquareId) -> Self {
        match id {
            geometry::SquareId::Track(i) => SquareId::Track {
                index: i32::from(i.get()),
            },
            geometry::SquareId::HomeColumn(c, i) => SquareId::HomeColumn {
                color: c,
                index: i as i32,
            },
            geometry::SquareId::Finish(c) => SquareId::Finish { color: c },
            geometry::SquareId::BaseSlot(c, i) => SquareId::BaseSlot {
                color: c,
                slot: i32::from(i.get()),
            },
        }
    }
}

/// The core's square id as it crosses the FFI: a [`SquareId`] on the foreign side
/// (`typealias BoardSquareId = SquareId`), so the core's views hold their own ids.
pub type BoardSquareId = geometry::SquareId;

// Lowered as the enum; lifted with the id's own ranges checked (whether the square is
// on a given board is the export's check, `ffi::table::square_id`).
uniffi::custom_type!(BoardSquareId, SquareId, {
    lower: |id| id.into(),
    try_lift: |id| Ok(geometry::SquareId::try_from(id)?),
});

impl TryFrom<SquareId> for geometry::SquareId {
    type Error = LudoError;

    /// The core's id, when each index is in its range (`InvalidArgument` otherwise).
    fn try_from(id: SquareId) -> Result<Self, LudoError> {
        let bad = || LudoError::InvalidArgument {
            reason: format!("{id:?} is not a square"),
        };
        Ok(match id {
            SquareId::Track { index } => {
                geometry::SquareId::Track(TrackSquare::try_from(index).map_err(|_| bad())?)
            }
            SquareId::HomeColumn { color, index } => {
                geometry::SquareId::HomeColumn(color, u8::try_from(index).map_err(|_| bad())?)
            }
            SquareId::Finish { color } => geometry::SquareId::Finish(color),
            SquareId::BaseSlot { color, slot } => {
                geometry::SquareId::BaseSlot(color, TokenId::try_from(slot).map_err(|_| bad())?)
            }
        })
    }
}

/// One square with everything a shell draws.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct BoardSquare {
    /// Stable identity.
    pub id: SquareId,
    /// What it is.
    pub role: SquareRole,
    /// Grid column of its cell.
    pub col: i32,
    /// Grid row of its cell.
    pub row: i32,
    /// Bounding rectangle (1×1 track/home column, 2×2 base slots, the triangle's box).
    pub rect: BoardRect,
    /// Where a single token on it is drawn and where move paths pass.
    pub center: BoardPoint,
    /// For finish squares the triangle's corners (outer two, then the apex); `null`/`nil`
    /// for squares that are exactly their `rect`.
    pub triangle: Option<Vec<BoardPoint>>,
    /// Owning colour of starts, home columns, finishes and base slots.
    pub owner: Option<PlayerColor>,
    /// The owner's symbol (○ □ △ ✚) when there is an owner.
    pub symbol: Option<String>,
    /// Whether no token can be captured here under this game's rules.
    pub safe: bool,
}

impl From<&geometry::Square> for BoardSquare {
    fn from(s: &geometry::Square) -> Self {
        BoardSquare {
            id: s.id.into(),
            role: s.role,
            col: s.cell.0 as i32,
            row: s.cell.1 as i32,
            rect: s.rect,
            center: s.center,
            triangle: match s.shape {
                geometry::Shape::Rect => None,
                geometry::Shape::Triangle { points } => Some(points.to_vec()),
            },
            owner: s.owner,
            symbol: s.symbol.map(String::from),
            safe: s.safe,
        }
    }
}

/// A 6×6 base yard.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct BaseArea {
    /// The owning colour.
    pub owner: PlayerColor,
    /// Its symbol.
    pub symbol: String,
    /// The whole yard.
    pub rect: BoardRect,
    /// The inner 4×4 area holding the slots.
    pub inner: BoardRect,
    /// Whether the owner plays in this game.
    pub seated: bool,
}

/// The complete geometry of a game's board. It never changes during a game.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct BoardLayout {
    /// The board kind.
    pub kind: BoardKind,
    /// Width in board units (15).
    pub width: f32,
    /// Height in board units (15).
    pub height: f32,
    /// Track length (52 cross, 32 two-arm, 42 T).
    pub track_len: i32,
    /// Every square: the track first (so `squares[i]` is track square `i`), then per
    /// arm its home column, finish and base slots.
    pub squares: Vec<BoardSquare>,
    /// Base yards.
    pub bases: Vec<BaseArea>,
    /// The 3×3 centre holding the finish triangles.
    pub centre: BoardRect,
}

impl From<&geometry::Layout> for BoardLayout {
    fn from(l: &geometry::Layout) -> Self {
        BoardLayout {
            kind: l.kind,
            width: l.width,
            height: l.height,
            track_len: l.track_len as i32,
            squares: l.squares.iter().map(Into::into).collect(),
            bases: l
                .bases
                .iter()
                .map(|b| BaseArea {
                    owner: b.owner,
                    symbol: b.symbol.to_string(),
                    rect: b.rect,
                    inner: b.inner,
                    seated: b.seated,
                })
                .collect(),
            centre: l.centre,
        }
    }
}

/// Where one token is drawn.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct TokenSpot {
    /// The owner.
    pub color: PlayerColor,
    /// Token index 0..=3.
    pub token: i32,
    /// Its progress (-1 base .. finish).
    pub progress: i32,
    /// The square it stands on.
    pub square: SquareId,
    /// Centre of its disc.
    pub center: BoardPoint,
    /// Radius of its disc (discs of one square never overlap).
    pub radius: f32,
    /// Place within its square's stack (0-based).
    pub stack_index: i32,
    /// How many tokens share the square.
    pub stack_size: i32,
}

impl From<&geometry::TokenSpot> for TokenSpot {
    fn from(s: &geometry::TokenSpot) -> Self {
        TokenSpot {
            color: s.color,
            token: i32::from(s.token.get()),
            progress: s.progress as i32,
            square: s.square.into(),
            center: s.center,
            radius: s.radius,
            stack_index: s.stack_index as i32,
            stack_size: s.stack_size as i32,
        }
    }
}

/// One square a move passes, for animation.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct PathStep {
    /// The square.
    pub square: SquareId,
    /// Its centre.
    pub center: BoardPoint,
}

impl From<&geometry::PathStep> for PathStep {
    fn from(s: &geometry::PathStep) -> Self {
        PathStep {
            square: s.square.into(),
            center: s.center,
        }
    }
}

/// What lies under a point.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum HitResult {
    /// A token's disc.
    Token {
        /// Its owner.
        color: PlayerColor,
        /// Its index 0..=3.
        token: i32,
        /// The square it stands on.
        square: SquareId,
    },
    /// A square with no token disc under the point.
    Square {
        /// The square.
        square: SquareId,
    },
}

impl From<geometry::Hit> for HitResult {
    fn from(h: geometry::Hit) -> Self {
        match h {
            geometry::Hit::Token {
                color,
                token,
                square,
            } => HitResult::Token {
                color,
                token: i32::from(token.get()),
                square: square.into(),
            },
            geometry::Hit::Square { square } => HitResult::Square {
                square: square.into(),
            },
        }
    }
}
