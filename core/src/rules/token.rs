//! [`TokenId`]: which of a colour's four tokens (docs/rules.md, "Setting up").

use serde::{Deserialize, Serialize};
use std::fmt;
use thiserror::Error;

/// Tokens per colour (docs/rules.md, "Setting up").
pub const TOKENS: usize = 4;

/// One of a colour's four tokens, 0 to 3 (token `i` waits on base slot `i`).
///
/// Build one with `TokenId::try_from(n)` (or [`TokenId::new`]); read it with
/// [`TokenId::get`] or [`TokenId::index`]. JSON and text: the plain number (`0`..`3`);
/// anything else is refused with [`InvalidToken`]. No API takes a raw token index, so
/// token 5 can never silently mean token 1 (as the old `token(c, 5)` did):
///
/// ```compile_fail,E0308
/// # use ludo_core::{Color, rules::{Position, Rules, Variant}};
/// let v = Variant::new(Rules::default(), &[Color::Yellow, Color::Red]).unwrap();
/// Position::new(&v, Color::Yellow).token(Color::Yellow, 5);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct TokenId(u8);

/// A number that is not a token index (outside 0..=3).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Error)]
#[error("token {value} does not exist (tokens are 0..=3)")]
pub struct InvalidToken {
    /// The number given.
    pub value: i64,
}

impl TokenId {
    /// Every token of a colour, in index order.
    pub const ALL: [TokenId; TOKENS] = [TokenId(0), TokenId(1), TokenId(2), TokenId(3)];

    /// Token `index & 3`: for hot paths whose index is already 0..=3 (a mask's
    /// bit number), built from the bits rather than loaded from [`TokenId::ALL`],
    /// which the compiler does not fold (one load less on the simulation's
    /// roll-to-roll chain, `docs/ai.md`, "Speed").
    #[inline]
    pub(crate) const fn masked(index: usize) -> TokenId {
        TokenId((index & 3) as u8)
    }

    /// Token 0: the lowest index (e.g. the token an automatic exit brings out first).
    pub const FIRST: TokenId = TokenId(0);

    /// Token `index` (0..=3); `None` for any other number.
    #[inline]
    pub const fn new(index: u8) -> Option<TokenId> {
        if (index as usize) < TOKENS {
            Some(TokenId(index))
        } else {
            None
        }
    }

    /// The index 0..=3.
    #[inline]
    pub const fn get(self) -> u8 {
        self.0
    }

    /// The index 0..=3 as `usize`, for indexing per-token arrays.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Bit `index` set: the token as a member of a bit set over tokens.
    #[inline]
    pub const fn bit(self) -> u8 {
        1 << self.0
    }
}

impl fmt::Display for TokenId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl From<TokenId> for u8 {
    #[inline]
    fn from(t: TokenId) -> u8 {
        t.0
    }
}

/// `TryFrom` every integer type an input may come in (JSON numbers, FFI `i32`, ...).
macro_rules! token_try_from {
    ($($t:ty),*) => {$(
        impl TryFrom<$t> for TokenId {
            type Error = InvalidToken;
            #[inline]
            fn try_from(v: $t) -> Result<TokenId, InvalidToken> {
                u8::try_from(v)
                    .ok()
                    .and_then(TokenId::new)
                    .ok_or(InvalidToken { value: i64::from(v) })
            }
        }
    )*};
}
token_try_from!(u8, u16, u32, i8, i16, i32, i64);

impl TryFrom<usize> for TokenId {
    type Error = InvalidToken;
    fn try_from(v: usize) -> Result<TokenId, InvalidToken> {
        u8::try_from(v)
            .ok()
            .and_then(TokenId::new)
            .ok_or(InvalidToken {
                value: i64::try_from(v).unwrap_or(i64::MAX),
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_zero_to_three_are_tokens() {
        for n in 0..4u8 {
            let t = TokenId::try_from(n).unwrap();
            assert_eq!((t.get(), t.index(), t.bit()), (n, n as usize, 1 << n));
            assert_eq!(t.to_string(), n.to_string());
        }
        for n in [4i64, 5, 255, -1] {
            assert_eq!(TokenId::try_from(n), Err(InvalidToken { value: n }));
        }
        assert_eq!(TokenId::ALL.map(TokenId::get), [0, 1, 2, 3]);
    }

    #[test]
    fn json_is_the_plain_number_and_refuses_others() {
        assert_eq!(serde_json::to_string(&TokenId::ALL[3]).unwrap(), "3");
        assert_eq!(
            serde_json::from_str::<TokenId>("2").unwrap(),
            TokenId::ALL[2]
        );
        for bad in ["4", "-1", "\"1\""] {
            assert!(serde_json::from_str::<TokenId>(bad).is_err(), "{bad}");
        }
    }
}
