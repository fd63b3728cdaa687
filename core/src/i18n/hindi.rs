//! Hindi's oblique case for colour names (and the safe square's "खाना"). A Hindi noun or adjective ending in -ा
//! changes to -े before a postposition: "पीला" (Yellow) but "पीले का 2 आया" (Yellow
//! rolled 2), "पीले ने पकड़ा". The catalog's Hindi texts say where a postposition
//! follows an argument; [`super::Message::with`] then swaps the colour names inside
//! that argument for their oblique keys (`name.yellow.oblique`, …), whose English and
//! Bengali texts equal the plain names. Names people type (profiles) are left as
//! typed.

use super::catalog::{self, ENTRIES, Key, Piece};
use super::{Arg, Message};
use std::sync::OnceLock;

/// The postpositions after which a noun takes the oblique case, as they appear in
/// the catalog (genitive का/की/के, dative and accusative को, ergative ने, ablative
/// and instrumental से, locative में/पर, तक "up to").
pub const POSTPOSITIONS: [&str; 9] = ["का", "की", "के", "को", "ने", "से", "में", "पर", "तक"];

/// Whether `word` begins `rest` as a whole word (followed by a space, punctuation or
/// the end).
pub(crate) fn starts_with_word(rest: &str, word: &str) -> bool {
    rest.strip_prefix(word).is_some_and(|after| {
        after
            .chars()
            .next()
            .is_none_or(|c| !is_devanagari_letter_or_sign(c))
    })
}

/// Letters, vowel signs and the nukta of the Devanagari block (U+0900–U+097F) other
/// than the danda punctuation, so "कार" does not count as "का".
fn is_devanagari_letter_or_sign(c: char) -> bool {
    ('\u{0900}'..='\u{097F}').contains(&c) && !matches!(c, '।' | '॥')
}

/// Whether the Hindi text of `key` (any plural form) puts a postposition right after
/// its argument at index `i` of the declared arguments (after one space; an owner
/// symbol inside the argument is part of it). The catalog is read once, into a bit
/// per argument of every key: `Message::with` asks on every call, and the play screen
/// builds messages every frame.
pub fn takes_oblique_at(key: Key, i: usize) -> bool {
    static OBLIQUE: OnceLock<Vec<u64>> = OnceLock::new();
    let table = OBLIQUE.get_or_init(|| {
        ENTRIES
            .iter()
            .map(|e| {
                e.args
                    .iter()
                    .enumerate()
                    .filter(|(_, (name, _))| scan(e.key, name))
                    .fold(0u64, |bits, (i, _)| {
                        bits | 1u64.checked_shl(i as u32).unwrap_or(0)
                    })
            })
            .collect()
    });
    table
        .get(key as usize)
        .is_some_and(|bits| i < 64 && bits >> i & 1 == 1)
}

/// The reading of the catalog behind [`takes_oblique_at`].
fn scan(key: Key, name: &str) -> bool {
    key.entry().hi.forms().into_iter().any(|form| {
        let pieces = catalog::pieces(form);
        pieces.windows(2).any(|w| match (w[0], w[1]) {
            (Piece::Arg(a), Piece::Lit(lit)) if a == name => lit
                .strip_prefix(' ')
                .is_some_and(|rest| POSTPOSITIONS.iter().any(|p| starts_with_word(rest, p))),
            _ => false,
        })
    })
}

/// The oblique key of a colour name or of a phrase ending in a noun in -ा, the key
/// itself otherwise.
fn oblique_key(key: Key) -> Key {
    match key {
        Key::NameYellow => Key::NameYellowOblique,
        Key::NameBlue => Key::NameBlueOblique,
        Key::NameRed => Key::NameRedOblique,
        Key::NameGreen => Key::NameGreenOblique,
        // "…, सुरक्षित खाना" ends in a noun in -ा: "…, सुरक्षित खाने पर".
        Key::SquareSafe => Key::SquareSafeOblique,
        other => other,
    }
}

/// `value` with its head noun in the oblique form when that changes: a colour name,
/// the name inside a label ("पीला ○" → "पीले ○"), a safe square ("…, सुरक्षित खाने"),
/// each item of a list.
/// Other messages keep their inner names (their own texts decide their case).
pub fn oblique(value: Arg) -> Arg {
    match value {
        Arg::Msg(m) => Arg::Msg(oblique_message(m)),
        Arg::List(items) => Arg::List(items.into_iter().map(oblique_message).collect()),
        other => other,
    }
}

fn oblique_message(m: Message) -> Message {
    if m.key == Key::PlayerLabel {
        let name = m.arg("name").cloned();
        return match name {
            Some(name) => m.with("name", oblique(name)),
            None => m,
        };
    }
    Message {
        key: oblique_key(m.key),
        args: m.args,
    }
}
