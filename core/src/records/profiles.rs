//! Profiles: named local players. A person's seat may carry one; the records
//! (places, statistics, rating) follow the profile.

use super::ids::ProfileId;
use super::rating::INITIAL_RATING;
use super::{Records, RecordsError, now_ms, record};
use rusqlite::{OptionalExtension, Row, TransactionBehavior, params};
use serde::{Deserialize, Serialize};
use thiserror::Error;
use unicode_normalization::UnicodeNormalization;

/// Longest profile name, in characters (Unicode scalar values).
pub const MAX_NAME_CHARS: usize = 32;

/// Why a profile name is refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum NameError {
    /// Empty or only spaces.
    #[error("a profile name cannot be empty")]
    Empty,
    /// Longer than [`MAX_NAME_CHARS`].
    #[error("a profile name can have at most {MAX_NAME_CHARS} characters, not {0}")]
    TooLong(usize),
    /// Holds a control character (a line break, a tab, ...).
    #[error("a profile name cannot contain control characters")]
    ControlCharacter,
    /// Holds an invisible or text-direction character (a zero-width space,
    /// U+202E, a byte-order mark, ...): with one, a name would look the same as
    /// another profile's.
    #[error("a profile name cannot contain invisible or text-direction characters (U+{0:04X})")]
    InvisibleCharacter(u32),
    /// 32 hex digits: it would look like (and be taken for) a profile id.
    #[error("a profile name cannot be 32 hex digits: that is how profile ids look")]
    LooksLikeId,
    /// "guest" or a CPU seat's name ("CPU", "CPU (medium)", "CPU hard", in any of
    /// the game's languages), in any case: the history, the seats and the game-over
    /// panel name a seat without a profile and a CPU's seat that way, so such a
    /// profile would pass for one.
    #[error("a profile name cannot be {}: the game names a guest's or a CPU's seat that way", quoted(.0))]
    LooksLikeSeat(String),
    /// No character that shows: only combining marks (a lone U+0301) or blanks
    /// that are not spaces. Such a name looks empty on every screen.
    #[error("a profile name needs at least one visible letter, digit or sign")]
    NoVisibleCharacter,
}

/// Whether `key` (a name in lower case, single spaces) is how a seat without a
/// profile or a CPU's seat is named: "guest", "cpu", "cpu medium", "cpu (medium)"
/// (the level in English, Hindi or Bengali).
fn names_a_seat(key: &str) -> bool {
    use crate::ai::Level;
    use crate::i18n::{Lang, localize};
    if key == "guest" {
        return true;
    }
    let Some(rest) = key.strip_prefix("cpu") else {
        return false;
    };
    let rest = rest.trim();
    let level = rest
        .strip_prefix('(')
        .and_then(|r| r.strip_suffix(')'))
        .unwrap_or(rest)
        .trim();
    rest.is_empty()
        || Level::ALL.iter().any(|&l| {
            let name = l.title();
            [Lang::En, Lang::Hi, Lang::Bn]
                .iter()
                .any(|&lang| localize(&name, lang).to_lowercase() == level)
        })
}

/// Whether `c` is invisible or changes the direction of text: Unicode's format
/// characters (general category Cf: zero-width space, the bidi marks, overrides
/// and isolates, the word joiner, the byte-order mark, tags, ...) and the blank
/// fillers that draw nothing. The zero-width (non-)joiner is Cf too, but Bengali
/// and Hindi spelling and emoji need it: [`clean_name`] allows it after a
/// character that is not ASCII, never in a Latin name where it would only hide.
fn is_invisible(c: char) -> bool {
    matches!(
        u32::from(c),
        0x00AD
            | 0x034F
            | 0x0600..=0x0605
            | 0x061C
            | 0x06DD
            | 0x070F
            | 0x0890..=0x0891
            | 0x08E2
            | 0x115F..=0x1160
            | 0x17B4..=0x17B5
            | 0x180B..=0x180F
            | 0x200B..=0x200F
            | 0x202A..=0x202E
            | 0x2060..=0x2064
            | 0x2066..=0x206F
            | 0x3164
            | 0xFEFF
            | 0xFFA0
            | 0xFFF9..=0xFFFB
            | 0x110BD
            | 0x110CD
            | 0x13430..=0x1343F
            | 0x1BCA0..=0x1BCA3
            | 0x1D173..=0x1D17A
            // The Braille blank: a symbol by category, but it draws nothing.
            | 0x2800
            | 0xE0001
            | 0xE0020..=0xE007F
    )
}

/// The first character of `name` that [`clean_name`] refuses as invisible.
fn first_invisible(name: &str) -> Option<char> {
    let mut prev: Option<char> = None;
    for c in name.chars() {
        let joiner = matches!(c, '\u{200C}' | '\u{200D}');
        let allowed_joiner = joiner && prev.is_some_and(|p| !p.is_ascii());
        if is_invisible(c) && !allowed_joiner {
            return Some(c);
        }
        prev = Some(c);
    }
    None
}

/// A profile.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "uniffi",
    derive(uniffi::Record),
    uniffi(name = "PlayerProfile")
)]
pub struct Profile {
    /// Its id (stable: a rename keeps it).
    pub id: ProfileId,
    /// Its name, as shown.
    pub name: String,
    /// Its rating ([`super::rating`]); [`INITIAL_RATING`] before any rated game.
    pub rating: f64,
    /// Rated games that changed the rating.
    pub rated_games: u32,
    /// Recorded games played (the tutorial not counted).
    pub games: u32,
    /// When it was created, in milliseconds since the Unix epoch.
    pub created_ms: i64,
}

impl Profile {
    /// Why its name would be refused now ([`NameError`]), for a profile named
    /// before the rules of names were tightened (an invisible or text-direction
    /// character, a name that looks like an id); `None` for a name allowed now.
    /// Such a profile still works: [`Records::find_profile`] finds it by its name,
    /// by [`Profile::visible_name`] or by id, and it can be renamed.
    pub fn name_refused(&self) -> Option<NameError> {
        clean_name(&self.name).err()
    }

    /// Its name with every character a name may no longer hold written out as
    /// `<U+200B>` (control, invisible and text-direction characters), so a list
    /// shows what it holds and a player can type it back.
    pub fn visible_name(&self) -> String {
        visible(&self.name)
    }
}

/// `text` with every character a name may not hold written out as `<U+200B>`
/// (control, invisible and text-direction characters; a joiner after a letter of
/// a script that needs it stays), every other character as it is.
fn visible(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut prev: Option<char> = None;
    for c in text.chars() {
        let joiner = matches!(c, '\u{200C}' | '\u{200D}');
        let allowed_joiner = joiner && prev.is_some_and(|p| !p.is_ascii());
        if c.is_control() || (is_invisible(c) && !allowed_joiner) {
            out += &format!("<U+{:04X}>", u32::from(c));
        } else {
            out.push(c);
        }
        prev = Some(c);
    }
    out
}

/// A name (or anything a player typed for one) in quotes for a message:
/// `"संजय"`, with hidden characters written out as [`Profile::visible_name`] does
/// (`"A<U+200B>sha"`). Not Rust's `{:?}`, which writes every combining mark as an
/// escape: the Hindi anusvara of "संजय" came out as `"स\u{902}जय"`, the nukta of
/// Bengali "য়" as `"য\u{9bc}"`.
pub fn quoted(text: &str) -> String {
    format!("\"{}\"", visible(text))
}

/// A name as stored (spaces trimmed, runs of spaces made one, in Unicode's composed
/// form NFC) and its comparison key (lower case, NFC), so that "Ravi" and " ravi " are
/// the same name, and so is a name typed with "é" as one code point or as "e" and a
/// combining accent (keyboards differ: Bengali "য়" comes as U+09DF or as U+09AF U+09BC).
///
/// Errors: [`NameError`].
pub(crate) fn clean_name(name: &str) -> Result<(String, String), NameError> {
    if name.chars().any(char::is_control) {
        return Err(NameError::ControlCharacter);
    }
    if let Some(c) = first_invisible(name) {
        return Err(NameError::InvisibleCharacter(u32::from(c)));
    }
    let clean: String = name
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .nfc()
        .collect();
    let n = clean.chars().count();
    if n == 0 {
        return Err(NameError::Empty);
    }
    if n > MAX_NAME_CHARS {
        return Err(NameError::TooLong(n));
    }
    // Any case: `find_profile` takes an id first, so such a name could be confused
    // with (or hidden behind) a profile's id.
    if n == 32 && clean.chars().all(|c| c.is_ascii_hexdigit()) {
        return Err(NameError::LooksLikeId);
    }
    if !clean.chars().any(is_visible) {
        return Err(NameError::NoVisibleCharacter);
    }
    let key = name_key(&clean);
    // Also in the compatibility form: fullwidth "Ｇｕｅｓｔ" is "guest".
    let compat: String = clean
        .nfkc()
        .collect::<String>()
        .to_uppercase()
        .to_lowercase();
    if names_a_seat(&key) || names_a_seat(&compat) {
        return Err(NameError::LooksLikeSeat(clean));
    }
    Ok((clean, key))
}

/// Whether `c` draws something on its own: a letter, a digit, punctuation or a
/// symbol. Marks (combining accents, vowel signs) attach to another character, and
/// the separators are blank; invisible characters are refused before this.
fn is_visible(c: char) -> bool {
    use unicode_properties::{GeneralCategoryGroup, UnicodeGeneralCategory};
    matches!(
        c.general_category_group(),
        GeneralCategoryGroup::Letter
            | GeneralCategoryGroup::Number
            | GeneralCategoryGroup::Punctuation
            | GeneralCategoryGroup::Symbol
    ) && !is_invisible(c)
}

/// What a name looks like, for refusing a new name that would pass for another
/// profile's: compatibility form (NFKC: fullwidth "Ａｓｈａ" is "Asha"), full case
/// folding ("straße" and "STRASSE" are one), then Unicode's confusable skeleton
/// (UTS #39: Cyrillic "А" is Latin "A", "rn" is "m"), folded again since a
/// skeleton may hold capitals. Full case folding as upper then lower case: the
/// standard library's upper case is the full mapping (ß → SS), its lower case
/// folds the rest.
pub(crate) fn look_alike_key(name: &str) -> String {
    let fold = |s: &str| s.to_uppercase().to_lowercase();
    let compat: String = name.nfkc().collect();
    let folded = fold(&compat);
    let skeleton: String = unicode_security::skeleton(&folded).collect();
    fold(&skeleton).nfkc().collect()
}

/// The comparison key of a name: lower case in NFC (lowering a composed letter can
/// give a decomposed one, so the form is taken again after).
fn name_key(name: &str) -> String {
    name.to_lowercase().nfc().collect()
}

const PROFILE_COLUMNS: &str = "p.id, p.name, p.rating, p.rated_games, p.created_ms, \
     (SELECT count(*) FROM game_seats s JOIN games g ON g.seq = s.game_seq \
      WHERE s.profile_id = p.id AND g.tutorial = 0)";

fn profile_from_row(r: &Row<'_>) -> rusqlite::Result<Profile> {
    let id: String = r.get(0)?;
    Ok(Profile {
        id: ProfileId::parse(&id).map_err(|e| {
            rusqlite::Error::FromSqlConversionFailure(0, rusqlite::types::Type::Text, Box::new(e))
        })?,
        name: r.get(1)?,
        rating: r.get(2)?,
        rated_games: r.get(3)?,
        created_ms: r.get(4)?,
        games: r.get(5)?,
    })
}

impl Records {
    /// Every profile, by name (ignoring case).
    ///
    /// Errors: [`RecordsError::Database`], [`RecordsError::Busy`].
    pub fn profiles(&self) -> Result<Vec<Profile>, RecordsError> {
        let mut stmt = self.conn.prepare(&format!(
            "SELECT {PROFILE_COLUMNS} FROM profiles p ORDER BY p.name_key, p.id"
        ))?;
        let rows = stmt.query_map([], profile_from_row)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// The profile `id`.
    ///
    /// Errors: [`RecordsError::UnknownProfile`], [`RecordsError::Database`].
    pub fn profile(&self, id: &ProfileId) -> Result<Profile, RecordsError> {
        self.conn
            .query_row(
                &format!("SELECT {PROFILE_COLUMNS} FROM profiles p WHERE p.id = ?1"),
                [id.as_str()],
                profile_from_row,
            )
            .optional()?
            .ok_or_else(|| RecordsError::UnknownProfile(id.to_string()))
    }

    /// The profile named `name_or_id` (ignoring case and extra spaces), or whose id it
    /// is (names never look like ids: 32 hex digits are taken as an id first).
    ///
    /// Errors: [`RecordsError::UnknownProfile`], [`RecordsError::Database`].
    pub fn find_profile(&self, name_or_id: &str) -> Result<Profile, RecordsError> {
        if let Ok(id) = ProfileId::parse(name_or_id.trim())
            && let Ok(p) = self.profile(&id)
        {
            return Ok(p);
        }
        if let Ok((_, key)) = clean_name(name_or_id) {
            if let Some(p) = self
                .conn
                .query_row(
                    &format!("SELECT {PROFILE_COLUMNS} FROM profiles p WHERE p.name_key = ?1"),
                    [&key],
                    profile_from_row,
                )
                .optional()?
            {
                return Ok(p);
            }
            // A profile named before names were stored in NFC keeps its key as
            // typed then: compared here in NFC (a family has a handful of profiles).
            if let Some(p) = self
                .profiles()?
                .into_iter()
                .find(|p| name_key(p.name.trim()) == key)
            {
                return Ok(p);
            }
        }
        // A name refused now may still be an older profile's (named before the
        // rules were tightened): found by its name as stored or as a list shows it
        // ([`Profile::visible_name`], any case), so that it can be used and renamed.
        let typed = name_or_id.trim();
        self.profiles()?
            .into_iter()
            .find(|p| {
                p.name_refused().is_some()
                    && (p.name == name_or_id
                        || p.name.trim() == typed
                        || p.visible_name().to_lowercase() == typed.to_lowercase())
            })
            .ok_or_else(|| RecordsError::UnknownProfile(name_or_id.to_owned()))
    }

    /// Creates a profile named `name` (trimmed), rated [`INITIAL_RATING`].
    ///
    /// Errors: [`RecordsError::Name`], [`RecordsError::NameTaken`],
    /// [`RecordsError::Busy`], [`RecordsError::Database`].
    pub fn add_profile(&mut self, name: &str) -> Result<Profile, RecordsError> {
        let (name, key) = clean_name(name)?;
        let id = ProfileId::random();
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        refuse_taken(&tx, &name, &key, None)?;
        tx.execute(
            "INSERT INTO profiles (id, name, name_key, created_ms, rating, rated_games) \
             VALUES (?1, ?2, ?3, ?4, ?5, 0)",
            params![id.as_str(), name, key, now_ms(), INITIAL_RATING],
        )?;
        tx.commit()?;
        self.refresh_backup();
        self.profile(&id)
    }

    /// Renames the profile `id` (its records stay with it).
    ///
    /// Errors: [`RecordsError::Name`], [`RecordsError::NameTaken`],
    /// [`RecordsError::UnknownProfile`], [`RecordsError::Database`].
    pub fn rename_profile(&mut self, id: &ProfileId, name: &str) -> Result<Profile, RecordsError> {
        let (name, key) = clean_name(name)?;
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        refuse_taken(&tx, &name, &key, Some(id))?;
        let n = tx.execute(
            "UPDATE profiles SET name = ?2, name_key = ?3 WHERE id = ?1",
            params![id.as_str(), name, key],
        )?;
        if n == 0 {
            return Err(RecordsError::UnknownProfile(id.to_string()));
        }
        tx.commit()?;
        self.refresh_backup();
        self.profile(id)
    }

    /// Deletes the profile `id` with its records: its seats in recorded games become
    /// guest seats (the games stay in the history), and every rating is recomputed
    /// from the games that remain (`docs/records.md`, "Deleting and merging").
    /// Returns how many recorded games it had played.
    ///
    /// Errors: [`RecordsError::UnknownProfile`], [`RecordsError::Busy`],
    /// [`RecordsError::Database`].
    pub fn delete_profile(&mut self, id: &ProfileId) -> Result<u32, RecordsError> {
        let games = self.profile(id)?.games;
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        tx.execute(
            "UPDATE game_seats SET profile_id = NULL WHERE profile_id = ?1",
            [id.as_str()],
        )?;
        let n = tx.execute("DELETE FROM profiles WHERE id = ?1", [id.as_str()])?;
        if n == 0 {
            return Err(RecordsError::UnknownProfile(id.to_string()));
        }
        record::rebuild_ratings(&tx)?;
        tx.commit()?;
        self.refresh_backup();
        Ok(games)
    }

    /// Merges the profile `absorbed` into `kept` (one person with two profiles): its
    /// games become `kept`'s, it is deleted, and every rating is recomputed. In a
    /// game both played, `absorbed`'s seat becomes a guest seat, since one person
    /// cannot hold two seats of one game. `kept` keeps its name. Returns `kept`.
    ///
    /// Errors: [`RecordsError::MergeSelf`], [`RecordsError::UnknownProfile`],
    /// [`RecordsError::Busy`], [`RecordsError::Database`].
    pub fn merge_profiles(
        &mut self,
        kept: &ProfileId,
        absorbed: &ProfileId,
    ) -> Result<Profile, RecordsError> {
        if kept == absorbed {
            return Err(RecordsError::MergeSelf);
        }
        self.profile(kept)?;
        self.profile(absorbed)?;
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        tx.execute(
            "UPDATE game_seats SET profile_id = NULL WHERE profile_id = ?2 AND game_seq IN \
             (SELECT game_seq FROM game_seats WHERE profile_id = ?1)",
            params![kept.as_str(), absorbed.as_str()],
        )?;
        tx.execute(
            "UPDATE game_seats SET profile_id = ?1 WHERE profile_id = ?2",
            params![kept.as_str(), absorbed.as_str()],
        )?;
        let n = tx.execute("DELETE FROM profiles WHERE id = ?1", [absorbed.as_str()])?;
        if n == 0 {
            return Err(RecordsError::UnknownProfile(absorbed.to_string()));
        }
        record::rebuild_ratings(&tx)?;
        tx.commit()?;
        self.refresh_backup();
        self.profile(kept)
    }
}

/// Refuses the name `name` (its key `key`) for a profile other than `except` when
/// another profile has it ([`RecordsError::NameTaken`]) or a name that looks the
/// same ([`RecordsError::NameLooksLike`], [`look_alike_key`]). Only new names are
/// compared: two look-alike profiles of an older database both keep working.
fn refuse_taken(
    conn: &rusqlite::Connection,
    name: &str,
    key: &str,
    except: Option<&ProfileId>,
) -> Result<(), RecordsError> {
    if let Some(other) = name_taken(conn, key, except)? {
        return Err(RecordsError::NameTaken(other));
    }
    let look = look_alike_key(name);
    let mut stmt = conn.prepare("SELECT id, name FROM profiles")?;
    let rows = stmt.query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?)))?;
    for row in rows {
        let (id, other) = row?;
        if except.map(ProfileId::as_str) != Some(id.as_str()) && look_alike_key(&other) == look {
            return Err(RecordsError::NameLooksLike {
                name: name.to_owned(),
                existing: other,
            });
        }
    }
    Ok(())
}

/// The name of another profile than `except` whose name key is `key` in NFC, if any.
/// Every key is compared in NFC, not only by SQL equality: a profile named before
/// names were stored in NFC keeps the key it was typed with, and a new name that
/// differs from it only in Unicode form would otherwise be a second profile listed
/// alike.
fn name_taken(
    conn: &rusqlite::Connection,
    key: &str,
    except: Option<&ProfileId>,
) -> rusqlite::Result<Option<String>> {
    let mut stmt = conn.prepare("SELECT id, name, name_key FROM profiles")?;
    let rows = stmt.query_map([], |r| {
        Ok((
            r.get::<_, String>(0)?,
            r.get::<_, String>(1)?,
            r.get::<_, String>(2)?,
        ))
    })?;
    for row in rows {
        let (id, name, stored) = row?;
        if except.map(ProfileId::as_str) != Some(id.as_str()) && name_key(&stored) == key {
            return Ok(Some(name));
        }
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_cleaned_and_checked() {
        assert_eq!(
            clean_name("  Ravi   Kumar ").unwrap(),
            ("Ravi Kumar".into(), "ravi kumar".into())
        );
        assert_eq!(clean_name("রবি").unwrap().0, "রবি");
        assert_eq!(clean_name("   "), Err(NameError::Empty));
        assert_eq!(clean_name("a\nb"), Err(NameError::ControlCharacter));
        assert_eq!(clean_name(&"x".repeat(33)), Err(NameError::TooLong(33)));
        assert!(clean_name(&"é".repeat(32)).is_ok());
    }

    #[test]
    fn invisible_and_direction_characters_are_refused() {
        for (name, c) in [
            ("A\u{200B}sha", 0x200B),
            ("\u{202E}ahsA", 0x202E),
            ("\u{FEFF}Asha", 0xFEFF),
            ("Asha\u{2060}", 0x2060),
            ("As\u{00AD}ha", 0x00AD),
            ("A\u{200D}sha", 0x200D),
            ("\u{200C}Asha", 0x200C),
            ("Asha\u{E0041}", 0xE0041),
        ] {
            assert_eq!(
                clean_name(name),
                Err(NameError::InvisibleCharacter(c)),
                "{name:?}"
            );
        }
        // The joiners Bengali and Hindi spelling and emoji need stay allowed.
        assert!(clean_name("র\u{200D}্যাব").is_ok());
        assert!(clean_name("क्\u{200C}ष").is_ok());
        assert!(clean_name("👩\u{200D}💻 Asha").is_ok());
    }

    /// "guest" and a CPU seat's names, in any case and language, are how the game
    /// names seats without a profile: refused; names that only start alike are not.
    #[test]
    fn a_name_that_names_a_guest_or_a_cpu_seat_is_refused() {
        for name in [
            "guest",
            "Guest",
            " GUEST ",
            "CPU",
            "cpu",
            "CPU (medium)",
            "cpu  (Hard)",
            "CPU master",
            "CPU (मध्यम)",
            "CPU কঠিন",
        ] {
            assert!(
                matches!(clean_name(name), Err(NameError::LooksLikeSeat(_))),
                "{name:?}"
            );
        }
        for name in ["Guesty", "Our guest", "CPUs", "CPU fan", "Cpuja", "Medium"] {
            assert!(clean_name(name).is_ok(), "{name:?}");
        }
    }

    #[test]
    fn a_name_that_looks_like_a_profile_id_is_refused() {
        let id = ProfileId::random();
        assert_eq!(clean_name(id.as_str()), Err(NameError::LooksLikeId));
        assert_eq!(
            clean_name(&id.as_str().to_uppercase()),
            Err(NameError::LooksLikeId)
        );
        // Shorter or longer hex, or a name with other letters, is a name.
        assert!(clean_name(&"a".repeat(31)).is_ok());
        assert!(clean_name("deadbeef").is_ok());
    }
}
