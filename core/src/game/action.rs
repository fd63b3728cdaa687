//! Player actions as the game history records them.

use super::events::SeatKind;
use crate::ai::Level;
use crate::color::Color;
use crate::rules::TokenId;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

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

impl FromStr for Action {
    type Err = String;
    fn from_str(s: &str) -> Result<Action, String> {
        let bad = || format!("unknown action {s:?}");
        let mut parts = s.split(':');
        match (parts.next(), parts.next(), parts.next(), parts.next()) {
            (Some("roll"), None, None, None) => Ok(Action::Roll),
            (Some("timeout"), None, None, None) => Ok(Action::TimeOut),
            (Some("move"), Some(t), None, None) => t
                .parse::<u8>()
                .ok()
                .and_then(TokenId::new)
                .map(Action::Move)
                .ok_or_else(bad),
            (Some("seat"), Some(c), Some(k), None) => {
                let color = Color::parse(c).ok_or_else(bad)?;
                let kind = if k == "human" {
                    SeatKind::Human
                } else {
                    SeatKind::Cpu(Level::parse(k).ok_or_else(bad)?)
                };
                Ok(Action::Seat(color, kind))
            }
            _ => Err(bad()),
        }
    }
}

impl TryFrom<String> for Action {
    type Error = String;
    fn try_from(s: String) -> Result<Action, String> {
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
        for bad in [
            "",
            "move:4",
            "move:-1",
            "seat:pink:human",
            "roll:1",
            "seat:red:genius",
        ] {
            assert!(bad.parse::<Action>().is_err(), "{bad}");
        }
    }
}
