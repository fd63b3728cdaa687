//! What a CPU decision reads of a game, held apart from it: a [`Decider`] owns the
//! variant, the position, the pending roll, the dice (for the CPU's seed) and the
//! number of actions played. A CPU job made on the UI thread copies these few
//! hundred bytes, not the game, whose history and event log grow with every action
//! (issue 33, item 2: a table update costs the same at action 1,000 as at 10).

use super::{Action, Pending};
use crate::ai::{self, Budget, Level};
use crate::dice::Dice;
use crate::rules::{Position, Variant};
use rand::SeedableRng;

/// A game's state as a CPU decision sees it ([`super::Game::decider`]).
#[derive(Clone, Debug)]
pub(crate) struct Decider {
    variant: Variant,
    position: Position,
    pending: Option<Pending>,
    dice: Dice,
    actions: usize,
}

impl Decider {
    /// The decider of a game with these parts.
    pub(super) fn new(
        variant: &Variant,
        position: &Position,
        pending: Option<&Pending>,
        dice: &Dice,
        actions: usize,
    ) -> Decider {
        Decider {
            variant: variant.clone(),
            position: *position,
            pending: pending.cloned(),
            dice: dice.clone(),
            actions,
        }
    }

    /// As [`super::Game::best_action`] on the game it was made from.
    pub(crate) fn best_action(&self, level: Level, budget: &Budget) -> Action {
        best_action(
            level,
            budget,
            &self.variant,
            &self.position,
            self.pending.as_ref(),
            &self.dice,
            self.actions,
        )
    }
}

/// The action a CPU of `level` takes: roll when no move is pending, else the
/// level's move, with a generator seeded by the dice's CPU seed and the number of
/// `actions` played (so a game decides the same whoever computes it).
pub(super) fn best_action(
    level: Level,
    budget: &Budget,
    variant: &Variant,
    position: &Position,
    pending: Option<&Pending>,
    dice: &Dice,
    actions: usize,
) -> Action {
    let Some(pending) = pending else {
        return Action::Roll;
    };
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(
        dice.cpu_seed() ^ (actions as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15),
    );
    // A choice exists whenever a move does, and a pending roll has one.
    let token = ai::choose_move(
        level,
        variant,
        position,
        pending.roll(),
        pending.moves(),
        &mut rng,
        budget,
    )
    .map_or(pending.first().token, |d| d.token);
    Action::Move(token)
}
