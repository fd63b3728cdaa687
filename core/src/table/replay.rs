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
use std::sync::{Arc, Mutex, PoisonError};

/// Actions between two snapshots at least: a jump back replays at most this many
/// (or [`Replay::len`] / [`MAX_SNAPSHOTS`], whichever is more).
const SNAPSHOT_EVERY: usize = 64;

/// Snapshots kept at most, so that a long game's snapshots stay few.
const MAX_SNAPSHOTS: usize = 16;

/// A game being replayed: its start, its actions and the table's part of its save.
///
/// Stepping forward applies one action to the game of the step before (kept in a
/// cursor), so a step costs the same at action 1,000 as at 10 (issue 33, item 2:
/// replaying from the start made stepping through a game quadratic). A step back
/// or a jump starts from the nearest snapshot before it.
#[derive(Debug)]
pub struct Replay {
    rules: Rules,
    start: GameStart,
    history: Vec<Action>,
    table: TableSave,
    layout: Layout,
    /// `people[i]`: the seats people played at the start or took back in the first
    /// `i` actions (what `persist::people_of` reads of the history).
    people: Vec<[bool; 4]>,
    /// `snapshots[i]`: the game after `i * every` actions, without its events.
    snapshots: Vec<Game>,
    every: usize,
    cursor: Mutex<Cursor>,
}

/// Where a replay stands: the game after some actions and the last step shown.
#[derive(Clone, Debug, Default)]
struct Cursor {
    /// The game after this many actions (taken out while a step runs).
    game: Option<(usize, Game)>,
    /// The last step shown, for the same step asked again (a view and then its
    /// announcements).
    shown: Option<(usize, (TableView, Vec<Message>))>,
}

impl Clone for Replay {
    fn clone(&self) -> Replay {
        Replay {
            rules: self.rules,
            start: self.start.clone(),
            history: self.history.clone(),
            table: self.table.clone(),
            layout: self.layout.clone(),
            people: self.people.clone(),
            snapshots: self.snapshots.clone(),
            every: self.every,
            cursor: Mutex::new(self.lock().clone()),
        }
    }
}

impl Replay {
    /// The current game of a save (a table's save or a bare game's).
    ///
    /// Errors: [`SaveError`] for a text that is not a valid save.
    pub fn open(save_text: &str) -> Result<Replay, SaveError> {
        let (game, table) = persist::load(save_text)?;
        let rules = *game.rules();
        let start = game.start().clone();
        let history = game.history().to_vec();
        let every = SNAPSHOT_EVERY.max(history.len().div_ceil(MAX_SNAPSHOTS));
        let mut people = Vec::with_capacity(history.len() + 1);
        let mut seated = persist::start_people(&start);
        let mut snapshots = Vec::with_capacity(history.len() / every + 1);
        let mut g = Game::replay(rules, &start, &[])
            .map_err(|(index, error)| replay_error(&history, index, error))?;
        for (i, &a) in history.iter().enumerate() {
            people.push(seated);
            persist::note_person(&mut seated, &a);
            if i % every == 0 {
                let mut snapshot = g.clone();
                snapshot.forget_events();
                snapshots.push(snapshot);
            }
            g.apply(a)
                .map_err(|error| replay_error(&history, i, error))?;
        }
        people.push(seated);
        if snapshots.is_empty() {
            snapshots.push(g);
        }
        Ok(Replay {
            rules,
            start,
            history,
            table,
            layout: Layout::new(game.variant()),
            people,
            snapshots,
            every,
            cursor: Mutex::default(),
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
        let mut cursor = self.lock();
        if let Some((at, shown)) = &cursor.shown
            && *at == step
        {
            return Ok(shown.clone());
        }
        let before = step.saturating_sub(1);
        let game = self.game_at(&mut cursor, before)?;
        // What `Table::with_game` would find in the history, without reading it.
        let people = persist::seated_people(&game, self.people[before]);
        let mut t = Table::with_people(
            game,
            Arc::new(FakeClock::new()),
            TableConfig::instant(),
            self.table.tutorial,
            people,
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
                .map_err(|error| replay_error(&self.history, before, error))?;
            b.events = t.game.events_since(seq).to_vec();
            t.after_events(&b);
            let v = t.game.variant();
            said = b
                .events
                .iter()
                .map(|e| announce::event_message(v, &t.layout, &e.event))
                .collect();
        }
        let shown = (inert(t.view()), said);
        cursor.game = Some((step, t.game));
        cursor.shown = Some((step, shown.clone()));
        Ok(shown)
    }

    /// The game after `target` actions: the cursor's game played on when it is at
    /// or before `target` and no snapshot is nearer, else the nearest snapshot
    /// before `target` played on.
    fn game_at(&self, cursor: &mut Cursor, target: usize) -> Result<Game, SaveError> {
        let index = (target / self.every).min(self.snapshots.len() - 1);
        let snapshot_at = index * self.every;
        let (mut at, mut game) = match cursor.game.take() {
            Some((at, game)) if (snapshot_at..=target).contains(&at) => (at, game),
            _ => (snapshot_at, self.snapshots[index].clone()),
        };
        while at < target {
            game.apply(self.history[at])
                .map_err(|error| replay_error(&self.history, at, error))?;
            at += 1;
        }
        Ok(game)
    }

    /// The cursor; one left by a step that panicked is still whole (its game was
    /// taken out, so the next step starts from a snapshot).
    fn lock(&self) -> std::sync::MutexGuard<'_, Cursor> {
        self.cursor.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// [`SaveError::Replay`] for the action at `index` of `history`.
fn replay_error(history: &[Action], index: usize, error: crate::game::GameError) -> SaveError {
    SaveError::Replay {
        index,
        action: history
            .get(index)
            .map(|a| a.to_string())
            .unwrap_or_default(),
        error,
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
        assert!(v0.tokens.iter().all(|t| t.progress.get() == -1));
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

    /// A step as it was computed before the cursor (issue 33, item 2): the game
    /// replayed from its start every time.
    fn from_start(r: &Replay, step: usize) -> (TableView, Vec<Message>) {
        let step = step.min(r.history.len());
        let before = step.saturating_sub(1);
        let game = Game::replay(r.rules, &r.start, &r.history[..before]).unwrap();
        let mut t = Table::with_game(
            game,
            Arc::new(FakeClock::new()),
            TableConfig::instant(),
            r.table.tutorial,
        );
        for c in &r.table.people {
            t.people[c.index()] = true;
        }
        for (c, p) in &r.table.profiles {
            t.profiles[c.index()] = p.clone();
        }
        let mut said = vec![];
        if step > before {
            let mut b = t.batch();
            let seq = t.game.next_event_seq();
            t.game.apply(r.history[before]).unwrap();
            b.events = t.game.events_since(seq).to_vec();
            t.after_events(&b);
            let v = t.game.variant();
            said = b
                .events
                .iter()
                .map(|e| announce::event_message(v, &t.layout, &e.event))
                .collect();
        }
        (inert(t.view()), said)
    }

    /// A game whose seats change hands (people taken back mid-game) and that is
    /// long enough for several snapshots.
    fn seat_changes() -> String {
        use crate::ai::{Budget, Level};
        use crate::color::Color;
        use crate::game::{GameSetup, Phase, SeatKind, SeatSetup};
        let seat = |color, kind| SeatSetup { color, kind };
        let mut g = Game::new(&GameSetup {
            rules: Rules::default(),
            seats: vec![
                seat(Color::Yellow, SeatKind::Cpu(Level::Random)),
                seat(Color::Blue, SeatKind::Cpu(Level::Random)),
                seat(Color::Green, SeatKind::Human),
            ],
            seed: Some(3),
            dice_script: vec![],
            first_player: None,
        })
        .unwrap();
        let mut i = 0;
        while g.phase() != Phase::GameOver {
            if i % 150 == 75 {
                let kind = match g.seat(Color::Yellow) {
                    Some(SeatKind::Human) => SeatKind::Cpu(Level::Random),
                    _ => SeatKind::Human,
                };
                g.set_seat(Color::Yellow, kind).unwrap();
            } else {
                let a = g.best_action(Level::Random, &Budget::nodes(100));
                g.apply(a).unwrap();
            }
            i += 1;
        }
        crate::save::save(&g).unwrap()
    }

    /// Forward, back, jumps and the same step twice: every step as replayed from
    /// the start.
    #[test]
    fn any_order_of_steps_is_what_replaying_from_the_start_shows() {
        for save in [golden(), seat_changes()] {
            let r = Replay::open(&save).unwrap();
            let n = r.len();
            assert!(r.snapshots.len() > 1 || n < SNAPSHOT_EVERY, "{n}");
            let mut order: Vec<usize> = (0..=n + 1).collect();
            order.extend((0..=n).rev());
            order.extend([5, 5, 200, 64, 63, 65, 0, n, 1, n / 2, n / 2 + 1, n / 2]);
            order.extend((0..n).step_by(7).map(|i| (i * 31) % (n + 1)));
            for s in order {
                assert_eq!(r.step(s).unwrap(), from_start(&r, s), "step {s} of {n}");
            }
            // A copy steps on its own.
            let copy = r.clone();
            assert_eq!(copy.step(3).unwrap(), from_start(&r, 3));
        }
    }

    #[test]
    fn a_bad_save_is_refused() {
        assert!(Replay::open("{}").is_err());
        assert!(Replay::open("not json").is_err());
    }
}
