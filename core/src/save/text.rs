//! A save's text written as the game grows (issue 33, item 2): the table saves
//! after every action, and writing the whole history each time made an action cost
//! more the longer the game. [`SaveText`] keeps the history and the rolls already
//! written and adds only what is new; the part of the file that does not grow
//! ([`super::file_head`]) is written fresh each time. The text is byte for byte
//! what serde writes for [`super::to_file`] (tests below).

use super::{SaveError, SaveFile, SavedState, TableSave, file_head, within_limit};
use crate::game::Game;
use serde::Serialize;

/// The history and rolls of one game, already written as save-file JSON.
#[derive(Clone, Debug, Default)]
pub(crate) struct SaveText {
    /// The [`Game::lineage`] written; a new one starts the text again.
    lineage: Option<u64>,
    /// Actions written.
    actions: usize,
    /// The actions as JSON strings, separated by commas (no brackets).
    history: String,
    /// Rolls written.
    rolls: usize,
    /// The rolls as digits (no quotes).
    digits: String,
}

impl SaveText {
    /// The save file of `game` with the table part `table`, as
    /// `serde_json::to_string` writes it ([`super::save`] when `table` is `None`).
    ///
    /// Errors: [`SaveError::Write`] if serialising fails, [`SaveError::TooLarge`]
    /// as [`within_limit`].
    pub(crate) fn write(
        &mut self,
        game: &Game,
        table: Option<&TableSave>,
    ) -> Result<String, SaveError> {
        self.catch_up(game)?;
        let head = file_head(game);
        // Every field named: a field added to the file without being written here
        // does not compile.
        let SaveFile {
            format,
            version,
            rules,
            start,
            history: _,
            state,
            table: _,
        } = &head;
        let SavedState {
            phase,
            seats,
            position,
            pending_roll,
            dice,
            roll_counts,
            rolls: _,
        } = state;
        // The part that does not grow is a few hundred bytes; 4 KB leaves room for
        // long profile ids and words mixed into the dice.
        let mut out = String::with_capacity(4096 + self.history.len() + self.digits.len());
        field(&mut out, "{\"format\":", format)?;
        field(&mut out, ",\"version\":", version)?;
        field(&mut out, ",\"rules\":", rules)?;
        field(&mut out, ",\"start\":", start)?;
        out.push_str(",\"history\":[");
        out.push_str(&self.history);
        out.push(']');
        field(&mut out, ",\"state\":{\"phase\":", phase)?;
        field(&mut out, ",\"seats\":", seats)?;
        field(&mut out, ",\"position\":", position)?;
        field(&mut out, ",\"pending_roll\":", pending_roll)?;
        field(&mut out, ",\"dice\":", dice)?;
        field(&mut out, ",\"roll_counts\":", roll_counts)?;
        out.push_str(",\"rolls\":\"");
        out.push_str(&self.digits);
        out.push_str("\"}");
        if let Some(t) = table {
            field(&mut out, ",\"table\":", t)?;
        }
        out.push('}');
        within_limit(out)
    }

    /// Adds the actions and rolls of `game` not written yet; starts again for a
    /// history that started again ([`Game::lineage`]).
    ///
    /// Errors: [`SaveError::Write`] if an action cannot be written (the text then
    /// starts again next time).
    pub(crate) fn catch_up(&mut self, game: &Game) -> Result<(), SaveError> {
        let (history, rolls) = (game.history(), game.rolls());
        if self.lineage != Some(game.lineage())
            || self.actions > history.len()
            || self.rolls > rolls.len()
        {
            *self = SaveText {
                lineage: Some(game.lineage()),
                ..SaveText::default()
            };
        }
        for a in &history[self.actions..] {
            let json = match serde_json::to_string(a) {
                Ok(json) => json,
                Err(e) => {
                    // Half an action list must not be kept: start again next time.
                    *self = SaveText::default();
                    return Err(SaveError::Write(e));
                }
            };
            if !self.history.is_empty() {
                self.history.push(',');
            }
            self.history.push_str(&json);
        }
        self.actions = history.len();
        // As `Rolls` writes them: one digit per face.
        self.digits.extend(
            rolls[self.rolls..]
                .iter()
                .map(|f| char::from(b'0' + f.get())),
        );
        self.rolls = rolls.len();
        Ok(())
    }
}

/// `key` and the JSON of `value` appended to `out`.
fn field<T: Serialize + ?Sized>(out: &mut String, key: &str, value: &T) -> Result<(), SaveError> {
    out.push_str(key);
    out.push_str(&serde_json::to_string(value).map_err(SaveError::Write)?);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{Budget, Level};
    use crate::color::Color;
    use crate::game::{GameSetup, Phase, SeatKind, SeatSetup};
    use crate::save::{save, to_file};

    /// Whatever the game went through (moves, undo, seat changes, "play again"), the
    /// text is serde's, with and without a table part.
    #[test]
    fn writes_what_serde_writes_as_the_game_grows() {
        let seat = |color, kind| SeatSetup { color, kind };
        let mut g = Game::new(&GameSetup {
            rules: Default::default(),
            seats: vec![
                seat(Color::Yellow, SeatKind::Human),
                seat(Color::Blue, SeatKind::Cpu(Level::Random)),
                // One person: undo is only for one person against the CPU.
                seat(Color::Red, SeatKind::Cpu(Level::Random)),
            ],
            seed: Some(11),
            dice_script: vec![],
            first_player: None,
        })
        .unwrap();
        let table = TableSave {
            turn_time_left_ms: Some(12),
            undos: 1,
            people: vec![Color::Yellow, Color::Red],
            profiles: [(Color::Yellow, Some("a \"quoted\" name".into()))].into(),
            ..TableSave::default()
        };
        let mut text = SaveText::default();
        let (mut undos, mut seats, mut games) = (0, 0, 0);
        for i in 0..4000 {
            assert_eq!(text.write(&g, None).unwrap(), save(&g).unwrap(), "{i}");
            let mut file = to_file(&g);
            file.table = Some(table.clone());
            let serde = serde_json::to_string(&file).unwrap();
            assert_eq!(text.write(&g, Some(&table)).unwrap(), serde, "{i}");
            if g.phase() == Phase::GameOver {
                if games == 2 {
                    break;
                }
                g.play_again().unwrap();
                games += 1;
            } else if i % 97 == 50 && g.can_undo() {
                g.undo().unwrap();
                undos += 1;
            } else if i % 301 == 100 {
                let kind = match g.seat(Color::Blue) {
                    Some(SeatKind::Human) => SeatKind::Cpu(Level::Random),
                    _ => SeatKind::Human,
                };
                g.set_seat(Color::Blue, kind).unwrap();
                seats += 1;
            } else {
                let a = g.best_action(Level::Random, &Budget::nodes(1000));
                g.apply(a).unwrap();
            }
        }
        assert!(
            undos > 0 && seats > 0 && games == 2,
            "{undos} {seats} {games}"
        );
    }
}
