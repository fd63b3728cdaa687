//! Player actions as the game history records them.

use super::events::SeatKind;
use crate::ai::Level;
use crate::color::Color;
use crate::rules::{InvalidToken, TokenId};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// One action on a [`super::Game`]. The history of a game is a list of these; replaying
/// them from the game's start (same seed) rebuilds the game exactly.
///
/// Text form (save files): `roll`, `move:N` (N = 0..=3), `timeout`,
/// `seat:COLOR:human`, `seat:COLOR:LEVEL` (e.g. `seat:blue:expert`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum Action {
    /// Roll the die (or take the automatic exit, or roll for first player).
    Roll,
    /// Move this token with the pending roll.
    Move(TokenId),
    /// The turn timer ran out (`docs/rules.md`, "Turn timer").
    TimeOut,
    /// Hand a seat to the CPU or back to a person.
    Seat(Color, SeatKind),
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Roll => f.write_str("roll"),
            Action::Move(t) => write!(f, "move:{t}"),
            Action::TimeOut => f.write_str("timeout"),
            Action::Seat(c, SeatKind::Human) => write!(f, "seat:{c}:human"),
            Action::Seat(c, SeatKind::Cpu(l)) => write!(f, "seat:{c}:{l}"),
        }
    }
}

/// Why a text is not an [`Action`].
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ParseActionError {
    /// Not of any action's shape.
    #[error(
        "unknown action {0:?} (actions: roll, move:N, timeout, seat:COLOR:human, seat:COLOR:LEVEL)"
    )]
    Unknown(String),
    /// `move:N` with `N` not a number.
    #[error("action {0:?}: the token is not a number")]
    TokenNotANumber(String),
    /// `move:N` with `N` outside 0..=3.
    #[error("action {text:?}: {error}")]
    Token {
        /// The whole action text.
        text: String,
        /// The bad token number.
        error: InvalidToken,
    },
    /// `seat:COLOR:...` with an unknown colour.
    #[error("action {text:?}: {color:?} is not a colour (yellow, blue, red, green)")]
    Color {
        /// The whole action text.
        text: String,
        /// The colour given.
        color: String,
    },
    /// `seat:COLOR:KIND` with a kind that is neither `human` nor a CPU level.
    #[error(
        "action {text:?}: {kind:?} is neither human nor a CPU level (random, easy, medium, hard, expert, master)"
    )]
    SeatKind {
        /// The whole action text.
        text: String,
        /// The kind given.
        kind: String,
    },
}

impl FromStr for Action {
    type Err = ParseActionError;
    fn from_str(s: &str) -> Result<Action, ParseActionError> {
        let text = || s.to_string();
        let mut parts = s.split(':');
        match (parts.next(), parts.next(), parts.next(), parts.next()) {
            (Some("roll"), None, None, None) => Ok(Action::Roll),
            (Some("timeout"), None, None, None) => Ok(Action::TimeOut),
            (Some("move"), Some(t), None, None) => {
                let n: i64 = t
                    .parse()
                    .map_err(|_| ParseActionError::TokenNotANumber(text()))?;
                TokenId::try_from(n)
                    .map(Action::Move)
                    .map_err(|error| ParseActionError::Token {
                        text: text(),
                        error,
                    })
            }
            (Some("seat"), Some(c), Some(k), None) => {
                let color = Color::parse(c).ok_or_else(|| ParseActionError::Color {
                    text: text(),
                    color: c.to_string(),
                })?;
                let kind = if k == "human" {
                    SeatKind::Human
                } else {
                    SeatKind::Cpu(Level::parse(k).ok_or_else(|| ParseActionError::SeatKind {
                        text: text(),
                        kind: k.to_string(),
                    })?)
                };
                Ok(Action::Seat(color, kind))
            }
            _ => Err(ParseActionError::Unknown(text())),
        }
    }
}

impl TryFrom<String> for Action {
    type Error = ParseActionError;
    fn try_from(s: String) -> Result<Action, ParseActionError> {
        s.parse()
    }
}

impl From<Action> for String {
    fn from(a: Action) -> String {
        a.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_form_round_trips_and_rejects_garbage() {
        for a in [
            Action::Roll,
            Action::Move(TokenId::ALL[3]),
            Action::TimeOut,
            Action::Seat(Color::Blue, SeatKind::Cpu(Level::Expert)),
            Action::Seat(Color::Green, SeatKind::Human),
        ] {
            assert_eq!(a.to_string().parse::<Action>(), Ok(a));
        }
        for bad in ["", "roll:1", "jump"] {
            assert_eq!(
                bad.parse::<Action>(),
                Err(ParseActionError::Unknown(bad.into()))
            );
        }
        assert_eq!(
            "move:x".parse::<Action>(),
            Err(ParseActionError::TokenNotANumber("move:x".into()))
        );
        for (bad, value) in [("move:4", 4), ("move:-1", -1)] {
            assert_eq!(
                bad.parse::<Action>(),
                Err(ParseActionError::Token {
                    text: bad.into(),
                    error: InvalidToken { value }
                })
            );
        }
        assert!(matches!(
            "seat:pink:human".parse::<Action>(),
            Err(ParseActionError::Color { color, .. }) if color == "pink"
        ));
        assert!(matches!(
            "seat:red:genius".parse::<Action>(),
            Err(ParseActionError::SeatKind { kind, .. }) if kind == "genius"
        ));
    }
}
