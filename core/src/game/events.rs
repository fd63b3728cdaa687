//! Events: what every action did, in order, for shells to animate and announce.

use crate::ai::Level;
use crate::color::Color;
use crate::rules::{Face, TokenId};
use serde::{Deserialize, Serialize, Serializer};
use std::fmt;
use thiserror::Error;

/// The progress values a move enters, in order, ending with where it lands: one
/// per pip (at most 6), or just the start when leaving base. Stored inline, so an
/// event costs no heap allocation per move; JSON is the plain list (`[4, 5, 6]`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Deserialize)]
#[serde(try_from = "Vec<i8>")]
pub struct MovePath {
    len: u8,
    steps: [i8; MovePath::MAX],
}

/// A list of progress values that is not a move's path (empty, or longer than
/// [`MovePath::MAX`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Error)]
#[error("a move path lists 1 to {max} progress values, not {len}", max = MovePath::MAX)]
pub struct InvalidMovePath {
    /// How many values were given.
    pub len: usize,
}

impl MovePath {
    /// The longest path: a roll of 6 along the track (docs/rules.md, "Terms").
    pub const MAX: usize = 6;

    /// The path of a move from progress `from` to `to` (`from` −1 is base: the
    /// path is then the start alone). Values past `to` or beyond the longest path
    /// are cut off, so any pair of numbers gives a path without a panic.
    pub fn of_move(from: i8, to: i8) -> MovePath {
        let mut path = MovePath {
            len: 0,
            steps: [0; MovePath::MAX],
        };
        let first = if from < 0 { to } else { from.saturating_add(1) };
        let mut p = first;
        while p <= to && (path.len as usize) < MovePath::MAX {
            path.steps[path.len as usize] = p;
            path.len += 1;
            if p == i8::MAX {
                break;
            }
            p += 1;
        }
        path
    }

    /// The progress values in order.
    pub fn as_slice(&self) -> &[i8] {
        &self.steps[..(self.len as usize).min(MovePath::MAX)]
    }

    /// The progress values in order.
    pub fn iter(&self) -> impl Iterator<Item = &i8> + '_ {
        self.as_slice().iter()
    }

    /// Number of squares entered.
    pub fn len(&self) -> usize {
        self.as_slice().len()
    }

    /// Whether no square is entered (never for a path from [`MovePath::of_move`]
    /// of a real move).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl TryFrom<&[i8]> for MovePath {
    type Error = InvalidMovePath;
    fn try_from(values: &[i8]) -> Result<MovePath, InvalidMovePath> {
        if values.is_empty() || values.len() > MovePath::MAX {
            return Err(InvalidMovePath { len: values.len() });
        }
        let mut steps = [0; MovePath::MAX];
        steps[..values.len()].copy_from_slice(values);
        Ok(MovePath {
            len: values.len() as u8,
            steps,
        })
    }
}

impl TryFrom<Vec<i8>> for MovePath {
    type Error = InvalidMovePath;
    fn try_from(values: Vec<i8>) -> Result<MovePath, InvalidMovePath> {
        MovePath::try_from(values.as_slice())
    }
}

impl Serialize for MovePath {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.as_slice().serialize(s)
    }
}

impl fmt::Debug for MovePath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

/// Why a player rolls again (docs/rules.md, "Extra rolls"; house rules).
/// Several reasons in one move give one extra roll (`docs/rules.md`, "Extra rolls").
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum ExtraRollReason {
    /// A six was rolled and moved.
    Six,
    /// A token was captured (house rule "roll again after a capture").
    Capture,
    /// A token reached the finish (house rule "roll again on reaching the finish").
    Finish,
}

impl ExtraRollReason {
    /// Every reason, in the order they are told ("a six, a capture").
    pub const ALL: [ExtraRollReason; 3] = [
        ExtraRollReason::Six,
        ExtraRollReason::Capture,
        ExtraRollReason::Finish,
    ];

    fn bit(self) -> u8 {
        match self {
            ExtraRollReason::Six => 1,
            ExtraRollReason::Capture => 2,
            ExtraRollReason::Finish => 4,
        }
    }
}

/// The reasons of one extra roll: a set of [`ExtraRollReason`] in one byte, so
/// that the event is made without allocating (it was a `Vec`, one allocation per
/// extra roll in every CPU search and rollout). Iterates in
/// [`ExtraRollReason::ALL`] order; serialized as the list of reasons it was
/// (`["six", "capture"]`), so saves, JSON outputs and the FFI keep their shape.
#[derive(Copy, Clone, Default, PartialEq, Eq, Hash)]
pub struct ExtraRollReasons(u8);

impl ExtraRollReasons {
    /// No reason.
    pub const fn empty() -> ExtraRollReasons {
        ExtraRollReasons(0)
    }

    /// Adds `r`.
    pub fn insert(&mut self, r: ExtraRollReason) {
        self.0 |= r.bit();
    }

    /// Whether `r` is one of them.
    pub fn contains(self, r: ExtraRollReason) -> bool {
        self.0 & r.bit() != 0
    }

    /// Whether there is none.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// How many there are.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// The reasons, in [`ExtraRollReason::ALL`] order.
    pub fn iter(self) -> impl Iterator<Item = ExtraRollReason> {
        ExtraRollReason::ALL
            .into_iter()
            .filter(move |r| self.contains(*r))
    }

    /// The reasons as a list (the FFI's `Vec`).
    pub fn to_vec(self) -> Vec<ExtraRollReason> {
        self.iter().collect()
    }
}

impl FromIterator<ExtraRollReason> for ExtraRollReasons {
    fn from_iter<I: IntoIterator<Item = ExtraRollReason>>(it: I) -> ExtraRollReasons {
        let mut set = ExtraRollReasons::empty();
        for r in it {
            set.insert(r);
        }
        set
    }
}

impl fmt::Debug for ExtraRollReasons {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Serialize for ExtraRollReasons {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for ExtraRollReasons {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<ExtraRollReasons, D::Error> {
        Ok(Vec::<ExtraRollReason>::deserialize(d)?
            .into_iter()
            .collect())
    }
}

/// Why the turn passed.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum PassReason {
    /// A move was made and no extra roll was earned.
    Moved,
    /// No token could move with the roll (docs/rules.md, "A turn").
    NoMove,
    /// The third six in a row was forfeited (docs/rules.md, "Three sixes").
    ThreeSixes,
    /// Three failed tries under "no token on board: up to 3 rolls".
    TriesUsedUp,
    /// The player finished all tokens.
    PlayerFinished,
}

/// Who controls a seat.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(
    rename_all = "snake_case",
    tag = "kind",
    content = "level",
    deny_unknown_fields
)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum SeatKind {
    /// A person at this device.
    Human,
    /// A CPU player of the given level.
    Cpu(#[cfg_attr(feature = "uniffi", uniffi(name = "level"))] Level),
}

/// One thing that happened, in the order it happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum Event {
    /// A new game began; `first` is known when it did not have to be rolled for.
    GameStarted {
        /// Game number, 1 for the first game of a session and +1 for each "play again".
        game_number: u32,
        /// The first player, when chosen without rolling (rotation, tutorial).
        first: Option<Color>,
    },
    /// A roll to decide who starts (docs/rules.md, "Setting up").
    FirstRoll {
        /// Who rolled.
        color: Color,
        /// The face.
        roll: Face,
    },
    /// The highest first rolls tied: these colours roll again.
    FirstRollTie {
        /// The tied colours, clockwise.
        colors: Vec<Color>,
    },
    /// The player who starts.
    FirstPlayer {
        /// The colour.
        color: Color,
    },
    /// A die was rolled in play.
    Rolled {
        /// Who rolled.
        color: Color,
        /// The face.
        roll: Face,
    },
    /// A token moved. `path` lists the progress values of every square entered in
    /// order, ending with `to` (from base: just `[0]`); the board geometry turns
    /// them into drawing points (`view::geometry::move_path`).
    Moved {
        /// The mover.
        color: Color,
        /// The token.
        token: TokenId,
        /// Progress before.
        from: i8,
        /// Progress after.
        to: i8,
        /// Progress values entered, in order.
        path: MovePath,
        /// Whether this was an automatic exit without a roll.
        auto_exit: bool,
    },
    /// A token was captured and returned to base.
    Captured {
        /// The captured token's colour.
        color: Color,
        /// Which of its tokens.
        token: TokenId,
        /// Its progress before the capture.
        from: i8,
        /// The capturer.
        by: Color,
    },
    /// A token reached the finish.
    TokenFinished {
        /// The colour.
        color: Color,
        /// The token.
        token: TokenId,
    },
    /// A player finished all four tokens and took a place.
    PlayerFinished {
        /// The colour.
        color: Color,
        /// Its place, 1 = first.
        place: u8,
    },
    /// The same player rolls again.
    ExtraRoll {
        /// Who rolls again.
        color: Color,
        /// Every reason that applied (one extra roll whatever their number).
        reasons: ExtraRollReasons,
    },
    /// The third six in a row: not moved, the turn ends.
    ThreeSixes {
        /// The colour.
        color: Color,
    },
    /// A failed try under "no token on board: up to 3 rolls".
    FailedTry {
        /// The colour.
        color: Color,
        /// Tries left this turn.
        tries_left: u8,
    },
    /// The turn went to the next player.
    TurnPassed {
        /// The player whose turn ended.
        from: Color,
        /// The next player.
        to: Color,
        /// Why.
        reason: PassReason,
    },
    /// A seat changed hands (person ↔ CPU).
    SeatChanged {
        /// The seat's colour.
        color: Color,
        /// Who controls it now.
        kind: SeatKind,
    },
    /// The turn timer ran out and the game acted for the player (`docs/rules.md`, "Turn timer").
    TimedOut {
        /// The colour.
        color: Color,
    },
    /// The game state went back to before the last person's move.
    Undone {
        /// How many actions were taken back.
        actions: u32,
    },
    /// The game ended.
    GameOver {
        /// Places best first; several colours in one place share it.
        placements: Vec<Vec<Color>>,
    },
}

/// An event with its sequence number (0, 1, 2, ... over the life of a [`super::Game`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Numbered {
    /// Sequence number; shells ask for events after the last one they saw.
    pub seq: u64,
    /// The event.
    pub event: Event,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The reasons of an extra roll are a one-byte set (no allocation per event)
    /// that iterates and serializes as the list it replaced: in the order they are
    /// told, each once, `["six","capture"]` in JSON.
    #[test]
    fn extra_roll_reasons_are_a_set_with_the_json_of_a_list() {
        assert_eq!(std::mem::size_of::<ExtraRollReasons>(), 1);
        let set: ExtraRollReasons = [
            ExtraRollReason::Capture,
            ExtraRollReason::Six,
            ExtraRollReason::Capture,
        ]
        .into_iter()
        .collect();
        assert_eq!(set.len(), 2);
        assert!(set.contains(ExtraRollReason::Six) && !set.contains(ExtraRollReason::Finish));
        assert_eq!(
            set.to_vec(),
            [ExtraRollReason::Six, ExtraRollReason::Capture]
        );
        let json = serde_json::to_string(&set).unwrap();
        assert_eq!(json, r#"["six","capture"]"#);
        assert_eq!(
            serde_json::from_str::<ExtraRollReasons>(&json).unwrap(),
            set
        );
        assert!(ExtraRollReasons::empty().is_empty());
        assert_eq!(
            serde_json::to_string(&ExtraRollReasons::empty()).unwrap(),
            "[]"
        );
        let event = Event::ExtraRoll {
            color: Color::Red,
            reasons: set,
        };
        let v = serde_json::to_value(&event).unwrap();
        assert!(
            v.to_string().contains(r#""reasons":["six","capture"]"#),
            "{v}"
        );
    }

    #[test]
    fn move_paths_list_the_squares_entered() {
        assert_eq!(MovePath::of_move(-1, 0).as_slice(), &[0]);
        assert_eq!(MovePath::of_move(4, 10).as_slice(), &[5, 6, 7, 8, 9, 10]);
        assert_eq!(MovePath::of_move(52, 56).as_slice(), &[53, 54, 55, 56]);
        // Nonsense input gives a short path, never a panic.
        assert_eq!(MovePath::of_move(0, 50).len(), MovePath::MAX);
        assert!(MovePath::of_move(10, 3).is_empty());
        assert_eq!(MovePath::of_move(126, i8::MAX).as_slice(), &[127]);
    }

    #[test]
    fn move_path_json_is_the_plain_list_and_bad_lists_are_refused() {
        let p = MovePath::of_move(2, 5);
        assert_eq!(serde_json::to_string(&p).unwrap(), "[3,4,5]");
        assert_eq!(serde_json::from_str::<MovePath>("[3,4,5]").unwrap(), p);
        assert_eq!(format!("{p:?}"), "[3, 4, 5]");
        for bad in ["[]", "[1,2,3,4,5,6,7]", "[300]", "\"x\""] {
            assert!(serde_json::from_str::<MovePath>(bad).is_err(), "{bad}");
        }
        assert_eq!(
            MovePath::try_from(vec![1; 7]),
            Err(InvalidMovePath { len: 7 })
        );
    }
}
