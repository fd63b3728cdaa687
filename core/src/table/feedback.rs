//! What the device should buzz: feedback only for the people at the device, for
//! their own actions and for what happens to them (a CPU capturing their token). The
//! kinds are distinct so a shell can give each its own haptic pattern.

use crate::color::Color;
use crate::game::{Event, Numbered, SeatKind};
use serde::{Deserialize, Serialize};

/// A kind of feedback, weakest first (`Ord`): a shell that plays one effect per
/// update plays the strongest (`update.feedback.iter().max()`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Feedback {
    /// An input of a person did nothing (see [`super::Update::refused`]).
    Refused,
    /// A person rolled the die (in play or for who starts).
    Roll,
    /// A person's token moved.
    Move,
    /// A person earned an extra roll.
    ExtraRoll,
    /// A person's turn timer ran out and the game acted for them.
    TimedOut,
    /// A person's token was captured (by anyone).
    TokenCaptured,
    /// A person captured a token.
    CaptureMade,
    /// A person's token reached the finish.
    TokenFinished,
    /// A person finished all tokens.
    PlayerFinished,
    /// The game ended with a person in first place.
    GameWon,
}

/// The feedback of a batch of events, in order. `seats` are the seat kinds before
/// the batch; seat changes inside the batch are followed.
pub(crate) fn of_events(mut seats: [Option<SeatKind>; 4], events: &[Numbered]) -> Vec<Feedback> {
    let person =
        |seats: &[Option<SeatKind>; 4], c: Color| seats[c.index()] == Some(SeatKind::Human);
    let mut out = vec![];
    for e in events {
        let f = match &e.event {
            Event::FirstRoll { color, .. } | Event::Rolled { color, .. } => {
                person(&seats, *color).then_some(Feedback::Roll)
            }
            Event::Moved { color, .. } => person(&seats, *color).then_some(Feedback::Move),
            Event::ExtraRoll { color, .. } => person(&seats, *color).then_some(Feedback::ExtraRoll),
            Event::TimedOut { color } => person(&seats, *color).then_some(Feedback::TimedOut),
            Event::Captured { color, by, .. } => {
                // Pass-and-play: one person captures another; both buzzes are one device.
                if person(&seats, *by) {
                    Some(Feedback::CaptureMade)
                } else {
                    person(&seats, *color).then_some(Feedback::TokenCaptured)
                }
            }
            Event::TokenFinished { color, .. } => {
                person(&seats, *color).then_some(Feedback::TokenFinished)
            }
            Event::PlayerFinished { color, .. } => {
                person(&seats, *color).then_some(Feedback::PlayerFinished)
            }
            Event::GameOver { placements } => placements
                .first()
                .is_some_and(|w| w.iter().any(|&c| person(&seats, c)))
                .then_some(Feedback::GameWon),
            Event::SeatChanged { color, kind } => {
                seats[color.index()] = Some(*kind);
                None
            }
            _ => None,
        };
        out.extend(f);
    }
    out
}
