//! [`Face`]: one face of the six-sided die (docs/rules.md, "Terms"), the only kind of roll
//! the rules accept.

use serde::{Deserialize, Serialize};
use std::fmt;
use thiserror::Error;

/// A die face, 1 to 6. Every roll in the rules, the game and the CPU players is a
/// `Face`, so an impossible roll (0, 7, 255) cannot reach the move generator.
///
/// Build one from a number with `Face::try_from(n)` (or [`Face::new`]); read it back
/// with [`Face::get`]. JSON and text: the plain number (`6`); anything outside 1..=6
/// is refused with [`InvalidFace`].
///
/// A raw number is not a roll (the old `legal_moves(&v, 8)` overflowed a shift):
///
/// ```compile_fail,E0308
/// # use ludo_core::{Color, rules::{Position, Rules, Variant}};
/// let v = Variant::new(Rules::default(), &[Color::Yellow, Color::Red]).unwrap();
/// Position::new(&v, Color::Yellow).legal_moves(&v, 8);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
#[repr(u8)]
pub enum Face {
    /// One pip.
    One = 1,
    /// Two pips.
    Two = 2,
    /// Three pips.
    Three = 3,
    /// Four pips.
    Four = 4,
    /// Five pips.
    Five = 5,
    /// Six pips: the default exit number, and an extra roll (docs/rules.md, "Three sixes").
    Six = 6,
}

/// A number that is not a die face (outside 1..=6).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Error)]
#[error("{value} is not a die face (1..=6)")]
pub struct InvalidFace {
    /// The number given.
    pub value: i64,
}

impl Face {
    /// Every face in ascending order.
    pub const ALL: [Face; 6] = [
        Face::One,
        Face::Two,
        Face::Three,
        Face::Four,
        Face::Five,
        Face::Six,
    ];

    /// The face showing `pips` (1..=6); `None` for any other number.
    #[inline]
    pub const fn new(pips: u8) -> Option<Face> {
        match pips {
            1 => Some(Face::One),
            2 => Some(Face::Two),
            3 => Some(Face::Three),
            4 => Some(Face::Four),
            5 => Some(Face::Five),
            6 => Some(Face::Six),
            _ => None,
        }
    }

    /// The number of pips, 1..=6.
    #[inline]
    pub const fn get(self) -> u8 {
        self as u8
    }

    /// Index 0..=5 (`get() - 1`), for per-face tables such as roll counts.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize - 1
    }
}

impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.get())
    }
}

impl From<Face> for u8 {
    #[inline]
    fn from(f: Face) -> u8 {
        f.get()
    }
}

/// `TryFrom` every integer type an input may come in (JSON numbers, FFI `i32`, ...).
macro_rules! face_try_from {
    ($($t:ty),*) => {$(
        impl TryFrom<$t> for Face {
            type Error = InvalidFace;
            #[inline]
            fn try_from(v: $t) -> Result<Face, InvalidFace> {
                u8::try_from(v)
                    .ok()
                    .and_then(Face::new)
                    .ok_or(InvalidFace { value: i64::from(v) })
            }
        }
    )*};
}
face_try_from!(u8, u16, u32, i8, i16, i32, i64);

impl TryFrom<usize> for Face {
    type Error = InvalidFace;
    fn try_from(v: usize) -> Result<Face, InvalidFace> {
        u8::try_from(v).ok().and_then(Face::new).ok_or(InvalidFace {
            value: i64::try_from(v).unwrap_or(i64::MAX),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_one_to_six_are_faces() {
        for n in 1..=6u8 {
            let f = Face::try_from(n).unwrap();
            assert_eq!(f.get(), n);
            assert_eq!(f.to_string(), n.to_string());
            assert_eq!(f.index(), n as usize - 1);
        }
        for n in [0i64, 7, 8, 255, 256, -1, i64::MIN] {
            assert_eq!(Face::try_from(n), Err(InvalidFace { value: n }));
        }
        assert!(Face::try_from(u8::MAX).is_err());
        assert_eq!(Face::ALL.map(Face::get), [1, 2, 3, 4, 5, 6]);
    }

    #[test]
    fn json_is_the_plain_number_and_refuses_others() {
        assert_eq!(serde_json::to_string(&Face::Four).unwrap(), "4");
        assert_eq!(serde_json::from_str::<Face>("6").unwrap(), Face::Six);
        for bad in ["0", "7", "-1", "300", "\"6\""] {
            assert!(serde_json::from_str::<Face>(bad).is_err(), "{bad}");
        }
    }
}
