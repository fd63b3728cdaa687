//! The board at a reviewed decision, for the phones' game review
//! (`docs/bindings.md`, "Game review"): where every token stood before the move
//! and the squares the played and the best move pass, so a shell can draw the
//! position with both moves marked without knowing the board's geometry.

use crate::board::{BoardLayout, PathStep, TokenSpot};
use crate::error::{LudoError, guard};
use crate::review::ReviewDecision;
use ludo_core::game::Game;
use ludo_core::view::Layout;

/// The position before a reviewed decision.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct ReviewPosition {
    /// The board of the game.
    pub layout: BoardLayout,
    /// Where every token is drawn before the move (stacks spread as in play).
    pub token_spots: Vec<TokenSpot>,
    /// The squares the move played passes; the last one is where it ends.
    pub played_path: Vec<PathStep>,
    /// The squares the best move passes; the last one is where it ends.
    pub best_path: Vec<PathStep>,
}

/// The position of `save_json`'s game before `decision` (one of `review_game`'s
/// decisions for the same save), with the paths of its played and best move.
///
/// Errors: `InvalidSave` (a bad save, or a decision past its history),
/// `Internal`.
#[uniffi::export]
pub fn review_position(
    save_json: String,
    decision: ReviewDecision,
) -> Result<ReviewPosition, LudoError> {
    guard("review_position", || {
        let game = ludo_core::save::load(&save_json)?;
        let history = game.history();
        let cut = usize::try_from(decision.action).unwrap_or(usize::MAX);
        let Some(actions) = history.get(..cut) else {
            return Err(LudoError::InvalidSave {
                reason: format!(
                    "decision at action {cut} is past the game's {} actions",
                    history.len()
                ),
            });
        };
        let before = Game::replay(*game.rules(), game.start(), actions).map_err(|(i, e)| {
            LudoError::InvalidSave {
                reason: format!("action {i} does not replay: {e}"),
            }
        })?;
        let v = before.variant();
        let layout = Layout::new(v);
        let color = decision.player.into();
        // Progress values of a move always fit an i8 (-1 base .. finish); anything else
        // has no path.
        let path = |m: &crate::review::ReviewMove| -> Vec<PathStep> {
            match (i8::try_from(m.from), i8::try_from(m.to)) {
                (Ok(from), Ok(to)) => layout
                    .move_path(v, color, from, to)
                    .iter()
                    .map(Into::into)
                    .collect(),
                _ => Vec::new(),
            }
        };
        Ok(ReviewPosition {
            layout: (&layout).into(),
            token_spots: layout
                .token_spots(v, before.position())
                .iter()
                .map(Into::into)
                .collect(),
            played_path: path(&decision.played),
            best_path: path(&decision.best),
        })
    })
}
