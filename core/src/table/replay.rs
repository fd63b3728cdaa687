//! [`Replay`]: a saved game stepped through action by action, each step drawn as
//! the table draws a game ([`TableView`]), for the phones' replay of a recorded
//! game (`docs/records.md`, "Replay"). Nothing can be played from it: every control
//! of its views is off.

use super::clock::FakeClock;
use super::view::TableView;
use super::{Table, TableConfig, TableSave, announce, persist};
use crate::game::{Action, Game, GameStart};
use crate::i18n::Message;
use crate::rules::Rules;
use crate::save::SaveError;
use crate::view::Layout;
use std::sync::Arc;

/// A game being replayed: its start, its actions and the table's part of its save.
#[derive(Clone, Debug)]
pub struct Replay {
    rules: Rules,
    start: GameStart,
    history: Vec<Action>,
    table: TableSave,
    layout: Layout,
}

impl Replay {
    /// The current game of a save (a table's save or a bare game's).
    ///
    /// Errors: [`SaveError`] for a text that is not a valid save.
    pub fn open(save_text: &str) -> Result<Replay, SaveError> {
        let (game, table) = persist::load(save_text)?;
        Ok(Replay {
            rules: *game.rules(),
            start: game.start().clone(),
            history: game.history().to_vec(),
            table,
            layout: Layout::new(game.variant()),
        })
    }

    /// Number of actions: the steps are `0..=len()` (0: the start, before any
    /// action; `len()`: the end).
    pub fn len(&self) -> usize {
        self.history.len()
    }

    /// Whether the game has no action at all.
    pub fn is_empty(&self) -> bool {
        self.history.is_empty()
    }

    /// The board geometry of the game.
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// The view after the first `step` actions (clamped to [`Replay::len`]) with
    /// the last move (for its animation) and the announcements of the step's
    /// action. The view's controls are off: no roll, no move, no hint, no timer,
    /// no undo, no handover.
    ///
    /// Errors: [`SaveError::Replay`] if an action does not replay (impossible for a
    /// save that opened: it was replayed then).
    pub fn step(&self, step: usize) -> Result<(TableView, Vec<Message>), SaveError> {
        let step = step.min(self.history.len());
        let before = step.saturating_sub(1);
        let game = Game::replay(self.rules, &self.start, &self.history[..before])
            .map_err(|(index, error)| self.replay_error(index, error))?;
        let mut t = Table::with_game(
            game,
            Arc::new(FakeClock::new()),
            TableConfig::instant(),
            self.table.tutorial,
        );
        for c in &self.table.people {
            t.people[c.index()] = true;
        }
        for (c, p) in &self.table.profiles {
            t.profiles[c.index()] = p.clone();
        }
        let mut said = vec![];
        if step > before {
            let mut b = t.batch();
            let seq = t.game.next_event_seq();
            t.game
                .apply(self.history[before])
                .map_err(|error| self.replay_error(before, error))?;
            b.events = t.game.events_since(seq).to_vec();
            t.after_events(&b);
            let v = t.game.variant();
            said = b
                .events
                .iter()
                .map(|e| announce::event_message(v, &t.layout, &e.event))
                .collect();
        }
        Ok((inert(t.view()), said))
    }
}

impl Replay {
    fn replay_error(&self, index: usize, error: crate::game::GameError) -> SaveError {
        SaveError::Replay {
            index,
            action: self
                .history
                .get(index)
                .map(|a| a.to_string())
                .unwrap_or_default(),
            error,
        }
    }
}

/// `v` with every control off: a replay shows positions, it is not played.
fn inert(mut v: TableView) -> TableView {
    v.person_to_act = false;
    v.die.can_roll = false;
    v.die.auto_exit = false;
    v.moves.clear();
    v.hint = None;
    v.timer = None;
    v.can_undo = false;
    v.can_hint = false;
    v.can_play_again = false;
    v.paused = false;
    v.cpu_thinking = false;
    v.handover = None;
    for t in &mut v.tokens {
        t.movable = false;
        t.hinted = false;
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, localize};

    fn golden() -> String {
        std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../tests/golden/saves/finished.save.json"
        ))
        .unwrap()
    }

    #[test]
    fn steps_through_a_finished_game() {
        let save = golden();
        let r = Replay::open(&save).unwrap();
        let end = crate::save::load(&save).unwrap();
        assert_eq!(r.len(), end.history().len());
        assert!(r.len() > 10);
        // The start: nobody has moved.
        let (v0, said0) = r.step(0).unwrap();
        assert!(said0.is_empty());
        assert!(v0.last_move.is_none());
        assert!(v0.tokens.iter().all(|t| t.progress == -1));
        // The end: the game's own final position, placements, and nothing playable.
        let (vn, said) = r.step(r.len()).unwrap();
        assert_eq!(vn.placements, end.placements());
        assert!(!said.is_empty());
        assert!(!vn.can_play_again && !vn.die.can_roll && vn.moves.is_empty());
        // Past the end is the end.
        assert_eq!(r.step(r.len() + 5).unwrap().0, vn);
        // A step whose action was a move has that move as the last move, and its
        // announcements are in words.
        let i = end
            .history()
            .iter()
            .position(|a| matches!(a, Action::Move(_)))
            .unwrap();
        let (v, said) = r.step(i + 1).unwrap();
        assert!(v.last_move.is_some());
        assert!(said.iter().all(|m| !localize(m, Lang::En).contains('{')));
        // Every step is drawn without controls.
        for s in 0..=r.len() {
            let (v, _) = r.step(s).unwrap();
            assert!(
                !v.die.can_roll && v.moves.is_empty() && v.handover.is_none(),
                "{s}"
            );
            assert!(v.tokens.iter().all(|t| !t.movable), "{s}");
        }
    }

    #[test]
    fn a_bad_save_is_refused() {
        assert!(Replay::open("{}").is_err());
        assert!(Replay::open("not json").is_err());
    }
}
