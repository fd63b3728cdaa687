//! CPU turns off the UI thread: the table hands out a [`CpuJob`] (what the decision
//! reads of the game, never a copy of its history or events, and the ticket of the
//! state it was made for), a driver runs it on any thread and
//! gives the [`CpuDecision`] back; the table applies a decision only when its ticket
//! is still the current one, so a decision computed for an older state (before an
//! undo, a seat change, a pause) is never applied.

use crate::ai::{Budget, Level};
use crate::color::Color;
use crate::game::{Action, Decider, Game};
use std::sync::atomic::AtomicBool;

/// A CPU decision to compute: run it with [`CpuJob::run`] on a worker thread (it may
/// take up to tens of milliseconds for the expert level), then pass the result to
/// [`super::Table::cpu_decided`]. Owns everything it needs; `Send`.
#[derive(Clone, Debug)]
pub struct CpuJob {
    /// The ticket of the table state the job was made for.
    pub ticket: u64,
    /// The colour the CPU plays.
    pub color: Color,
    /// Its level.
    pub level: Level,
    /// Not the whole game: copying its history and event log made every CPU turn
    /// cost more the longer the game (issue 33, item 2).
    game: Box<Decider>,
    max_nodes: u64,
}

impl CpuJob {
    /// A job for `color` at `level` on `game` as it is now, tagged with the table's
    /// `ticket`; searches spend at most `max_nodes` nodes.
    pub(crate) fn new(
        ticket: u64,
        color: Color,
        level: Level,
        game: &Game,
        max_nodes: u64,
    ) -> CpuJob {
        CpuJob {
            ticket,
            color,
            level,
            game: Box::new(game.decider()),
            max_nodes,
        }
    }

    /// Computes the decision: a roll when a roll is due, else the level's move.
    /// Deterministic for a given game unless `cancel` is set while it runs; a
    /// cancelled search still returns a legal action (the table drops it anyway,
    /// because whoever cancelled it also moved the ticket on).
    pub fn run(&self, cancel: &AtomicBool) -> CpuDecision {
        let budget = Budget::nodes(self.max_nodes).with_cancel(cancel);
        CpuDecision {
            ticket: self.ticket,
            action: self.game.best_action(self.level, &budget),
        }
    }
}

/// The result of a [`CpuJob`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CpuDecision {
    /// The ticket of the job.
    pub ticket: u64,
    /// What the CPU does: [`Action::Roll`] or [`Action::Move`].
    pub action: Action,
}
