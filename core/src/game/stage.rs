//! Where the turn stands: [`Stage`], which holds what each stage needs (the rolls
//! for the first player, the roll awaiting a move and its legal moves), and
//! [`Phase`], its kind without the data.
//!
//! One value instead of a phase beside an optional pending roll and a roll-off
//! record: those could disagree (a move awaited without a roll), and the code then
//! made up a roll, a token or a colour to carry on. A [`Stage`] cannot disagree
//! with itself, and [`Pending`] always holds a legal move.

use crate::color::Color;
use crate::rules::{Face, Move, MoveList};
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

/// The kind of a [`Stage`], without its data: what saves record, screens compare
/// and the FFI passes (`GamePhase`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "GamePhase"))]
pub enum Phase {
    /// Players roll to decide who starts; [`super::Game::current`] rolls next.
    ChoosingFirst,
    /// The player to move must roll (or take the automatic exit).
    AwaitingRoll,
    /// The player to move rolled and must choose one of the legal moves.
    AwaitingMove,
    /// The game is over; see the placements. "Play again" starts a new one.
    GameOver,
}

impl std::fmt::Display for Phase {
    /// Words for messages: "choosing the first player", "waiting for a roll", ...
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Phase::ChoosingFirst => "choosing the first player",
            Phase::AwaitingRoll => "waiting for a roll",
            Phase::AwaitingMove => "waiting for a move",
            Phase::GameOver => "over",
        })
    }
}

/// Where the turn stands, with the data of that stage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Players roll to decide who starts (docs/rules.md, "Setting up").
    ChoosingFirst(RollOff),
    /// The player to move must roll (or take the automatic exit).
    AwaitingRoll,
    /// The player to move rolled and must choose one of the legal moves.
    AwaitingMove(Pending),
    /// The game is over; see the placements.
    GameOver,
}

impl Stage {
    /// Its kind.
    pub fn phase(&self) -> Phase {
        match self {
            Stage::ChoosingFirst(_) => Phase::ChoosingFirst,
            Stage::AwaitingRoll => Phase::AwaitingRoll,
            Stage::AwaitingMove(_) => Phase::AwaitingMove,
            Stage::GameOver => Phase::GameOver,
        }
    }
}

/// A roll awaiting its move: the face and its legal moves, of which there is at
/// least one (a roll without a move is passed, never awaited).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Pending {
    roll: Face,
    moves: MoveList,
    /// The first legal move in token order: kept so that "there is a move" is a
    /// fact of the type, and a choice that must name one always can.
    first: Move,
}

impl Pending {
    /// The roll awaiting one of `moves`; `None` when no move is legal.
    pub(crate) fn new(roll: Face, moves: MoveList) -> Option<Pending> {
        moves.get(0).map(|first| Pending { roll, moves, first })
    }

    /// The roll.
    pub fn roll(&self) -> Face {
        self.roll
    }

    /// Its legal moves, in token order; never empty.
    pub fn moves(&self) -> &MoveList {
        &self.moves
    }

    /// The first legal move in token order.
    pub fn first(&self) -> Move {
        self.first
    }
}

/// The roll for the first player, in progress: one round of rolls among the
/// contenders; ties roll again among themselves (docs/rules.md, "Setting up").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RollOff {
    /// Rolls made this round, in order.
    rolls: Vec<(Color, Face)>,
    /// Who rolls next: a field rather than an index into a list, so that a round
    /// always has someone to roll.
    next: Color,
    /// Who rolls after `next` this round, in order.
    later: VecDeque<Color>,
}

/// What one roll for the first player leads to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum RollOffStep {
    /// The round goes on.
    Next(RollOff),
    /// The round is over and one colour rolled highest: it starts.
    Starts(Color),
    /// The round is over with a tie for highest: those colours roll again.
    Tie(RollOff),
}

impl RollOff {
    /// A first round: `first` rolls, then `rest` in order.
    pub(crate) fn new(first: Color, rest: &[Color]) -> RollOff {
        RollOff {
            rolls: vec![],
            next: first,
            later: rest.iter().copied().collect(),
        }
    }

    /// The colour that rolls next.
    pub fn next(&self) -> Color {
        self.next
    }

    /// The rolls of this round so far (colour, face), in order.
    pub fn rolls(&self) -> &[(Color, Face)] {
        &self.rolls
    }

    /// Who takes part in this round, in order (those who rolled, then the rest).
    pub fn contenders(&self) -> impl Iterator<Item = Color> + '_ {
        self.rolls
            .iter()
            .map(|r| r.0)
            .chain(std::iter::once(self.next))
            .chain(self.later.iter().copied())
    }

    /// The round after [`RollOff::next`] rolled `roll`.
    pub(crate) fn rolled(mut self, roll: Face) -> RollOffStep {
        let c = self.next;
        self.rolls.push((c, roll));
        if let Some(n) = self.later.pop_front() {
            self.next = n;
            return RollOffStep::Next(self);
        }
        // The earliest highest roll, found from the last one backwards: the last
        // (this) roll seeds the search, so there is always one.
        let (winner, best) = self
            .rolls
            .iter()
            .rev()
            .fold((c, roll), |top, &r| if r.1 >= top.1 { r } else { top });
        let tied: VecDeque<Color> = self
            .rolls
            .iter()
            .filter(|r| r.1 == best && r.0 != winner)
            .map(|r| r.0)
            .collect();
        if tied.is_empty() {
            RollOffStep::Starts(winner)
        } else {
            RollOffStep::Tie(RollOff {
                rolls: vec![],
                next: winner,
                later: tied,
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn play(off: RollOff, faces: &[u8]) -> RollOffStep {
        let mut step = RollOffStep::Next(off);
        for &f in faces {
            let RollOffStep::Next(off) = step else {
                panic!("the round ended early: {step:?}");
            };
            step = off.rolled(Face::try_from(f).unwrap());
        }
        step
    }

    #[test]
    fn the_highest_roll_starts_and_ties_roll_again_in_order() {
        let all = RollOff::new(Color::Yellow, &[Color::Blue, Color::Red, Color::Green]);
        assert_eq!(
            play(all.clone(), &[3, 5, 2, 4]),
            RollOffStep::Starts(Color::Blue)
        );
        let RollOffStep::Tie(tie) = play(all, &[2, 6, 1, 6]) else {
            panic!("a tie");
        };
        assert_eq!(tie.next(), Color::Blue);
        assert_eq!(
            tie.contenders().collect::<Vec<_>>(),
            [Color::Blue, Color::Green]
        );
        assert_eq!(play(tie, &[4, 5]), RollOffStep::Starts(Color::Green));
    }

    #[test]
    fn a_pending_roll_always_has_a_move() {
        assert_eq!(Pending::new(Face::Six, MoveList::default()), None);
    }
}
