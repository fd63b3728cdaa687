//! Player colours, their owner symbols and clockwise seating order (docs/rules.md, "Terms").

use serde::{Deserialize, Serialize};
use std::fmt;

/// One of the four player colours.
///
/// The discriminant is the colour's place in the clockwise seating order
/// yellow → blue → red → green (docs/rules.md, "Terms"), which is also the order of
/// the starts 0, 13, 26, 39 on the cross board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "PlayerColor"))]
pub enum Color {
    /// Yellow, symbol ○.
    Yellow = 0,
    /// Blue, symbol □.
    Blue = 1,
    /// Red, symbol △.
    Red = 2,
    /// Green, symbol ✚.
    Green = 3,
}

impl Color {
    /// All colours in clockwise seating order.
    pub const ALL: [Color; 4] = [Color::Yellow, Color::Blue, Color::Red, Color::Green];

    /// Index 0..=3 in clockwise order.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The colour with clockwise index `i`; `None` when `i > 3`.
    pub const fn from_index(i: usize) -> Option<Color> {
        match i {
            0 => Some(Color::Yellow),
            1 => Some(Color::Blue),
            2 => Some(Color::Red),
            3 => Some(Color::Green),
            _ => None,
        }
    }

    /// The owner symbol shown on tokens, base and home column, so the owner
    /// reads without colour: yellow ○, blue □, red △, green ✚ (docs/rules.md, "Terms").
    pub const fn symbol(self) -> char {
        match self {
            Color::Yellow => '○',
            Color::Blue => '□',
            Color::Red => '△',
            Color::Green => '✚',
        }
    }

    /// Lower-case English name, as used in the position and save formats.
    pub const fn name(self) -> &'static str {
        match self {
            Color::Yellow => "yellow",
            Color::Blue => "blue",
            Color::Red => "red",
            Color::Green => "green",
        }
    }

    /// Parses a lower-case colour name; `None` for anything else.
    pub fn parse(s: &str) -> Option<Color> {
        Color::ALL.into_iter().find(|c| c.name() == s)
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
