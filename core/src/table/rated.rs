//! Whether the game at a table is rated, and what that forbids while it is played
//! (`docs/records.md`, "Rated games" and "Resigning"): in a rated game a losing
//! player must not be able to opt out, so undo is refused, a CPU's seat cannot be
//! taken by a person, and handing one's own seat to the CPU counts as resigning
//! (the records place that seat last, `records::analyse`).
//!
//! Here, not in `records`: every shell plays through the table, and the table
//! builds without the `records` feature (the rule reads only the table's own state).

use super::{Batch, Table, announce};
use crate::game::{Event, Game, SeatKind};
use crate::i18n::{Key, Message};

/// Whether the seats' profiles of `game` are fixed: once a seat a person played
/// from the start has rolled, a profile can no longer be given, moved or taken
/// off (`Input::SetProfile` is refused). Otherwise a player could give a game their
/// profile once it was won, move it to the winning seat, or take it off a lost
/// game. The first CPU turns do not count, so a shell may still name the seats
/// just after a game started with a CPU.
pub fn profiles_fixed(game: &Game) -> bool {
    let start = &game.start().seats;
    game.events_since(0).iter().any(|e| match e.event {
        Event::Rolled { color, .. } => start
            .iter()
            .any(|s| s.color == color && s.kind == SeatKind::Human),
        _ => false,
    })
}

/// Whether `id` is a profile id as the records write them (32 lowercase hex
/// digits); the records record any other text as a guest's seat.
fn is_profile_id(id: &str) -> bool {
    id.len() == 32 && id.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

impl Table {
    /// Whether the game will change ratings when it ends, as far as the table
    /// knows: not the lesson, dice neither scripted nor from a chosen seed, no move
    /// taken back, and at least
    /// one person's seat (at the start) with a profile and a second rated
    /// participant (another profile, or a CPU seat; guests have no rating). The
    /// records decide in the end (a profile may have been deleted meanwhile).
    pub fn is_rated(&self) -> bool {
        let start = self.game.start();
        if self.tutorial
            || self.undos > 0
            || !start.dice.script.is_empty()
            || self.game.dice_from_chosen_seed()
        {
            return false;
        }
        let profiles = start
            .seats
            .iter()
            .filter(|s| s.kind == SeatKind::Human)
            .filter(|s| {
                self.profiles[s.color.index()]
                    .as_deref()
                    .is_some_and(is_profile_id)
            })
            .count();
        let cpus = start
            .seats
            .iter()
            .filter(|s| matches!(s.kind, SeatKind::Cpu(_)))
            .count();
        crate::game::rated_participants(profiles, cpus)
    }

    /// Whether a person may take the seat of `color` now: not a seat a CPU
    /// played from the start in a rated game (the person could play it to lose
    /// and lift someone else's rating). A person's own seat handed to the CPU may
    /// be taken back; the resignation stands.
    pub(super) fn may_take_seat(&self, color: crate::Color) -> bool {
        let cpu_from_start = self
            .game
            .start()
            .seats
            .iter()
            .any(|s| s.color == color && matches!(s.kind, SeatKind::Cpu(_)));
        !(cpu_from_start && self.is_rated())
    }
}

impl Table {
    /// After an action that may have handed seats to the CPU (a seat change, a
    /// time-out): in a rated game, says for each person's seat that left before it
    /// finished, the first time, that this counts as resigning (`table.resigned`),
    /// so every shell tells the players what the records will do.
    pub(super) fn announce_resignations(&self, b: &mut Batch) {
        if !self.is_rated() {
            return;
        }
        let start = &self.game.start().seats;
        let handed: Vec<crate::Color> = b
            .events
            .iter()
            .filter_map(|e| match e.event {
                Event::SeatChanged {
                    color,
                    kind: SeatKind::Cpu(_),
                } => Some(color),
                _ => None,
            })
            .collect();
        for color in handed {
            let person = start
                .iter()
                .any(|s| s.color == color && s.kind == SeatKind::Human);
            let mut finished = false;
            let mut left = 0;
            for e in self.game.events_since(0) {
                match e.event {
                    Event::PlayerFinished { color: c, .. } if c == color && left == 0 => {
                        finished = true
                    }
                    Event::SeatChanged {
                        color: c,
                        kind: SeatKind::Cpu(_),
                    } if c == color => left += 1,
                    _ => {}
                }
            }
            if person && !finished && left == 1 {
                b.extra.push(
                    Message::new(Key::TableResigned).with("player", announce::color_name(color)),
                );
            }
        }
    }
}
