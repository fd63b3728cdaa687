//! Positions of a saved game for the phones to draw (`docs/bindings.md`, "Positions
//! of a saved game"): [`review_board`] is the board at a reviewed decision with the
//! paths of the move played and the better move; [`position_spots`] is where every
//! token stands after the first `step` actions (a replay's step). The game is
//! replayed from its start in the core, so the shells compute no geometry and no
//! rules of their own.

use crate::ffi::board::{BoardLayout, PathStep, TokenSpot};
use crate::ffi::error::LudoError;
use crate::ffi::export;
use crate::ffi::review::{ReviewDecision, ReviewMove};
use crate::game::Game;
use crate::view::Layout;

/// The board at one reviewed decision.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct ReviewBoard {
    /// The board geometry of the game.
    pub layout: BoardLayout,
    /// Where every token stands before the decision (seats in order, then token).
    pub spots: Vec<TokenSpot>,
    /// The squares the move played enters, in order, ending on its target.
    pub played_path: Vec<PathStep>,
    /// The squares the best move enters; empty when it is the move played.
    pub best_path: Vec<PathStep>,
}

/// The board of the game in `save_json` at `decision` (from [`crate::ffi::review_game`]
/// on the same save).
///
/// Errors: `InvalidSave` for a bad save; `InvalidArgument` when the decision's
/// action is not in the game.
#[export]
pub fn review_board(save_json: String, decision: ReviewDecision) -> Result<ReviewBoard, LudoError> {
    let before = replayed(&save_json, decision.action)?;
    let v = before.variant();
    let layout = Layout::new(v);
    let color = decision.player;
    let path = |m: &ReviewMove| -> Vec<PathStep> {
        match (i8::try_from(m.from), i8::try_from(m.to)) {
            (Ok(from), Ok(to)) => layout
                .move_path(v, color, from, to)
                .iter()
                .map(Into::into)
                .collect(),
            _ => Vec::new(),
        }
    };
    Ok(ReviewBoard {
        layout: (&layout).into(),
        spots: layout
            .token_spots(v, before.position())
            .iter()
            .map(Into::into)
            .collect(),
        played_path: path(&decision.played),
        best_path: if decision.best == decision.played {
            Vec::new()
        } else {
            path(&decision.best)
        },
    })
}

/// Where every token of the game in `save_json` stands after its first `step`
/// actions (0: the start), as [`crate::ffi::LudoTable::token_spots`] draws a running game.
///
/// Errors: `InvalidSave` for a bad save; `InvalidArgument` when `step` is beyond
/// the game's actions.
#[export]
pub fn position_spots(save_json: String, step: u32) -> Result<Vec<TokenSpot>, LudoError> {
    let g = replayed(&save_json, step)?;
    Ok(Layout::new(g.variant())
        .token_spots(g.variant(), g.position())
        .iter()
        .map(Into::into)
        .collect())
}

/// The game of `save_json` after its first `step` actions.
fn replayed(save_json: &str, step: u32) -> Result<Game, LudoError> {
    let game = crate::save::load(save_json)?;
    let history = game.history();
    let n = usize::try_from(step).unwrap_or(usize::MAX);
    if n > history.len() {
        return Err(LudoError::InvalidArgument {
            reason: format!("step {step} is beyond the game's {} actions", history.len()),
        });
    }
    Game::replay(*game.rules(), game.start(), &history[..n]).map_err(|(index, error)| {
        LudoError::InvalidSave {
            reason: format!("action {index} does not replay: {error}"),
        }
    })
}

/// The core's layout and token spots of the game in `save_json` after `step`
/// actions (for [`crate::ffi::scene::position_scene`]).
pub(crate) fn core_spots(
    save_json: &str,
    step: u32,
) -> Result<
    (
        Layout,
        Vec<crate::view::TokenSpot>,
        crate::scene::still::Marks,
    ),
    LudoError,
> {
    let g = replayed(save_json, step)?;
    let layout = Layout::new(g.variant());
    let spots = layout.token_spots(g.variant(), g.position());
    Ok((layout, spots, last_move_marks(&g)))
}

/// The marks of a still board: the game's last move, as the play screen marks it.
pub(crate) fn last_move_marks(g: &Game) -> crate::scene::still::Marks {
    let last = g.events_since(0).iter().rev().find_map(|e| match e.event {
        crate::game::Event::Moved {
            color,
            token,
            from,
            to,
            ..
        } => Some((color, token, from, to)),
        _ => None,
    });
    let v = g.variant();
    crate::scene::still::Marks {
        last_move: last.and_then(|(c, t, from, to)| {
            let sq = |p| crate::view::square_for(v, c, t, p);
            Some((c, sq(from), sq(to)?))
        }),
        ..crate::scene::still::Marks::default()
    }
}

/// A reviewed decision's still board in the core's terms (for
/// [`crate::ffi::scene::review_scene`]).
pub(crate) struct CoreReviewBoard {
    pub layout: Layout,
    pub spots: Vec<crate::view::TokenSpot>,
    pub marks: crate::scene::still::Marks,
}

/// The board before `decision` with the move played and the better one marked.
pub(crate) fn core_review_board(
    save_json: &str,
    decision: &ReviewDecision,
) -> Result<CoreReviewBoard, LudoError> {
    let before = replayed(save_json, decision.action)?;
    let v = before.variant();
    let layout = Layout::new(v);
    let color = decision.player;
    let spots = layout.token_spots(v, before.position());
    let start = |m: &ReviewMove| {
        let token = crate::rules::TokenId::try_from(m.token).ok()?;
        spots
            .iter()
            .find(|s| s.color == color && s.token == token)
            .map(|s| s.center)
    };
    let path = |m: &ReviewMove| -> Vec<crate::view::Point> {
        match (i8::try_from(m.from), i8::try_from(m.to)) {
            (Ok(from), Ok(to)) => start(m)
                .into_iter()
                .chain(
                    layout
                        .move_path(v, color, from, to)
                        .iter()
                        .map(|s| s.center),
                )
                .collect(),
            _ => Vec::new(),
        }
    };
    let target = |m: &ReviewMove| {
        let token = crate::rules::TokenId::try_from(m.token).ok()?;
        crate::view::square_for(v, color, token, i8::try_from(m.to).ok()?)
    };
    let better = decision.best != decision.played;
    let marks = crate::scene::still::Marks {
        movable: crate::rules::TokenId::try_from(decision.played.token)
            .ok()
            .map(|t| (color, t))
            .into_iter()
            .collect(),
        targets: target(&decision.played)
            .into_iter()
            .chain(target(&decision.best).filter(|_| better))
            .map(|sq| (color, sq))
            .collect(),
        hinted: target(&decision.best).filter(|_| better),
        path: path(&decision.played),
        best_path: if better {
            path(&decision.best)
        } else {
            Vec::new()
        },
        track_numbers: false,
        last_move: None,
    };
    Ok(CoreReviewBoard {
        layout,
        spots,
        marks,
    })
}
