//! Identifiers of the records: profile ids and game ids, both 32 lowercase hex
//! digits (128 bits), checked wherever they come in from outside.

use crate::game::Game;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::fmt;

/// Why a text is not an id.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not an id (32 lowercase hex digits)")]
pub struct IdError(pub String);

fn is_hex_id(s: &str) -> bool {
    s.len() == 32 && s.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

/// The digits of an id or of its first part as typed to name a game or a profile
/// (`ludo replay --game 3f2a`): trimmed and lowercased; `None` unless that is 1 to
/// 32 hex digits.
pub fn id_prefix(typed: &str) -> Option<String> {
    let prefix = typed.trim().to_ascii_lowercase();
    let valid =
        !prefix.is_empty() && prefix.len() <= 32 && prefix.bytes().all(|b| b.is_ascii_hexdigit());
    valid.then_some(prefix)
}

fn hex(bytes: &[u8]) -> String {
    use fmt::Write;
    let mut s = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        let _ = write!(s, "{b:02x}");
    }
    s
}

/// A profile's id: 32 lowercase hex digits, drawn at random when the profile is
/// created and never changed (a rename keeps it). Saves name a seat's profile by it
/// (the table's `"profiles"` object).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct ProfileId(String);

impl ProfileId {
    /// Checks `s`.
    ///
    /// Errors: [`IdError`] unless `s` is 32 lowercase hex digits.
    pub fn parse(s: &str) -> Result<ProfileId, IdError> {
        if is_hex_id(s) {
            Ok(ProfileId(s.to_owned()))
        } else {
            Err(IdError(s.to_owned()))
        }
    }

    /// A new random id (128 bits from the operating system's generator).
    pub fn random() -> ProfileId {
        ProfileId(hex(&rand::random::<[u8; 16]>()))
    }

    /// The 32 hex digits.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl TryFrom<String> for ProfileId {
    type Error = IdError;
    fn try_from(s: String) -> Result<ProfileId, IdError> {
        ProfileId::parse(&s)
    }
}

impl From<ProfileId> for String {
    fn from(id: ProfileId) -> String {
        id.0
    }
}

impl fmt::Display for ProfileId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A finished game's id: 32 lowercase hex digits, the key under which it is
/// recorded (recording the same game twice records it once).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct GameId(String);

impl GameId {
    /// Checks `s`.
    ///
    /// Errors: [`IdError`] unless `s` is 32 lowercase hex digits.
    pub fn parse(s: &str) -> Result<GameId, IdError> {
        if is_hex_id(s) {
            Ok(GameId(s.to_owned()))
        } else {
            Err(IdError(s.to_owned()))
        }
    }

    /// The id of `game` (its current game, from its start).
    ///
    /// Saves carry no separate game id (the dice commitment of save format 2 is
    /// per game, but repeats for games started with the same chosen seed), so the
    /// id is the first 128 bits of the game's [`content_hash`], which is stable:
    /// the same start and the same actions give the same id on every device and
    /// build.
    pub fn of(game: &Game) -> GameId {
        GameId(content_hash(game)[..32].to_owned())
    }

    /// The 32 hex digits.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The first 8 digits: how the shells name a game (`ludo history`, the games
    /// set aside), enough to tell one from another.
    pub fn short(&self) -> &str {
        &self.0[..8]
    }
}

impl TryFrom<String> for GameId {
    type Error = IdError;
    fn try_from(s: String) -> Result<GameId, IdError> {
        GameId::parse(&s)
    }
}

impl From<GameId> for String {
    fn from(id: GameId) -> String {
        id.0
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// SHA-256 (64 lowercase hex digits) of the game's rules, start and actions as
/// compact JSON (the save format's `rules`, `start` and `history`): what makes the
/// game the game it is, independent of how a save file around it is laid out. A
/// second unique key of the recorded games, so the same game is recorded once even
/// under two ids (e.g. one derived before game ids existed and one from the save).
pub fn content_hash(game: &Game) -> String {
    let json =
        serde_json::to_string(&(game.rules(), game.start(), game.history())).unwrap_or_default();
    hex(&Sha256::digest(json.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_checked() {
        let good = "0123456789abcdef0123456789abcdef";
        assert_eq!(ProfileId::parse(good).unwrap().as_str(), good);
        assert_eq!(GameId::parse(good).unwrap().to_string(), good);
        for bad in [
            "",
            "0123456789ABCDEF0123456789ABCDEF",
            "0123456789abcdef0123456789abcde",
            "0123456789abcdef0123456789abcdef0",
            "0123456789abcdef0123456789abcdeg",
            "é123456789abcdef0123456789abcde",
        ] {
            assert!(ProfileId::parse(bad).is_err(), "{bad}");
            assert!(GameId::parse(bad).is_err(), "{bad}");
        }
        let r = ProfileId::random();
        assert!(ProfileId::parse(r.as_str()).is_ok());
        assert_ne!(r, ProfileId::random());
        // Serde goes through the check.
        assert!(serde_json::from_str::<ProfileId>("\"xyz\"").is_err());
        assert_eq!(
            serde_json::from_str::<GameId>(&format!("\"{good}\"")).unwrap(),
            GameId::parse(good).unwrap()
        );
    }
}
