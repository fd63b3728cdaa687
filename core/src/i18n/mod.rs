//! Texts in English, Hindi and Bengali: one catalog of message keys ([`catalog`],
//! generated at build time from the Fluent files `core/locales/*.ftl`, see
//! docs/i18n.md), messages with named arguments ([`Message`]), a localizer for the terminal
//! ([`localize`]) and the generator of the phone resource files ([`export`]).
//!
//! The core never returns finished sentences: the table answers with [`Message`]s
//! (a [`Key`] and its arguments); each shell turns them into words in the player's
//! language. The terminal calls [`localize`]; Android and iOS look the key up in the
//! resource files generated from the same catalog (`strings_core.xml`,
//! `Core.strings`, `Core.stringsdict`), so every shell says the same thing.
//!
//! Terms follow the original Hindi and Bengali rule pages: base आधार / ঘাঁটি, start
//! शुरुआत / শুরু, home column मंजिल का रास्ता / গন্তব্যের পথ, finish मंजिल / গন্তব্য, safe
//! square सुरक्षित खाना / নিরাপদ ঘর, star तारा / তারা, block रुकावट / অবরোধ, token
//! मोहरा / ঘুঁটি, die पासा / পাশা, turn बारी / পালা, square खाना / ঘর, capture
//! पकड़ना / ধরা. Numbers stay in Latin digits, as on those pages.

pub mod catalog;
pub mod date;
pub mod export;
pub mod hindi;
pub mod house;

pub use catalog::Key;

use crate::color::Color;

use serde::{Deserialize, Serialize};
use std::fmt;

/// A language of the catalog.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Lang {
    /// English (the fallback).
    En,
    /// Hindi.
    Hi,
    /// Bengali.
    Bn,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Hi, Lang::Bn];

    /// The ISO 639-1 code: `"en"`, `"hi"`, `"bn"`.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Hi => "hi",
            Lang::Bn => "bn",
        }
    }

    /// The language of a locale string: a code (`"hi"`), a BCP 47 tag (`"hi-IN"`,
    /// `"bn-BD"`) or a POSIX locale (`"hi_IN.UTF-8"`, `"bn_IN@latin"`), ASCII case
    /// ignored. `None` for other languages, `"C"`, `"POSIX"` and empty strings, so a
    /// caller can try the next source (`LC_ALL`, `LC_MESSAGES`, `LANG`) or fall back
    /// to English.
    pub fn parse(locale: &str) -> Option<Lang> {
        let code = locale
            .trim()
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or("");
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(code))
    }

    /// CLDR plural category of the integer `n` in this language (only "one" and
    /// "other" occur for integers in en, hi and bn): English "one" for 1; Hindi and
    /// Bengali "one" for 0 and 1 (CLDR rule `i = 0 or n = 1`).
    pub fn plural(self, n: i64) -> PluralCategory {
        let one = match self {
            Lang::En => n == 1,
            Lang::Hi | Lang::Bn => n == 0 || n == 1,
        };
        if one {
            PluralCategory::One
        } else {
            PluralCategory::Other
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A CLDR plural category (the two that integers use in the catalog's languages).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum PluralCategory {
    /// "one": 1 in English; 0 and 1 in Hindi and Bengali.
    One,
    /// "other": every other number.
    Other,
}

/// The value of one argument of a [`Message`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Arg {
    /// A whole number (square numbers, counts, die faces), written in Latin digits;
    /// the one that selects a plural form is always an `Int`.
    Int(i64),
    /// Text shown as it is in every language (an owner symbol such as ○).
    Text(String),
    /// Another message, localized first (a colour name, a square description).
    Msg(Message),
    /// Several messages, localized and joined with the catalog's list separator
    /// ([`Key::ListSeparator`]), e.g. the colours of a tie.
    List(Vec<Message>),
}

impl From<i64> for Arg {
    fn from(n: i64) -> Arg {
        Arg::Int(n)
    }
}

impl From<Message> for Arg {
    fn from(m: Message) -> Arg {
        Arg::Msg(m)
    }
}

impl From<Key> for Arg {
    fn from(k: Key) -> Arg {
        Arg::Msg(Message::new(k))
    }
}

/// A message: a catalog key and its arguments, in the order the catalog declares
/// them for the key ([`Key::args`]), so the phone resources' positional
/// placeholders (`%1$s`, `%2$d`) line up with `args`.
///
/// Build one with [`Message::new`] and [`Message::with`]; arguments are matched to
/// the key's declared names.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Message {
    /// The key.
    pub key: Key,
    /// The arguments in declared order; `None` for one not given (shown as its
    /// `{name}`; the table always gives all of them).
    pub args: Vec<Option<Arg>>,
}

impl Message {
    /// A message of `key` with no argument given yet.
    pub fn new(key: Key) -> Message {
        Message {
            key,
            args: vec![None; key.args().len()],
        }
    }

    /// This message with argument `name` set to `value`. A name the key does not
    /// declare (`# Arguments:` in `core/locales/en.ftl`) panics in debug builds, so
    /// any test that builds the message fails, and is ignored in release builds
    /// (every message the table builds is complete, see [`Message::is_complete`]).
    ///
    /// Where the Hindi text puts a postposition after the argument ("{player} का"),
    /// colour names inside the value take their oblique form ("पीले का", not "पीला
    /// का"): the key decides, so every shell that looks texts up by key says it right.
    pub fn with(mut self, name: &str, value: impl Into<Arg>) -> Message {
        let at = self.key.args().iter().position(|a| a.0 == name);
        debug_assert!(at.is_some(), "{}: no argument {name:?}", self.key.id());
        if let Some(i) = at {
            let value = value.into();
            self.args[i] = Some(if hindi::takes_oblique_at(self.key, i) {
                hindi::oblique(value)
            } else {
                value
            });
        }
        self
    }

    /// The argument called `name`, when given.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        let i = self.key.args().iter().position(|a| a.0 == name)?;
        self.args.get(i)?.as_ref()
    }

    /// Whether every declared argument is given with the declared kind (an integer
    /// for an `Int` placeholder), recursively through nested messages.
    pub fn is_complete(&self) -> bool {
        self.key
            .args()
            .iter()
            .zip(&self.args)
            .all(|((_, kind), a)| match (kind, a) {
                (catalog::ArgKind::Int, Some(Arg::Int(_))) => true,
                (catalog::ArgKind::Text, Some(Arg::Text(_))) => true,
                (catalog::ArgKind::Text, Some(Arg::Msg(m))) => m.is_complete(),
                (catalog::ArgKind::Text, Some(Arg::List(l))) => l.iter().all(Message::is_complete),
                _ => false,
            })
    }
}

impl From<Key> for Message {
    fn from(k: Key) -> Message {
        Message::new(k)
    }
}

/// The message in words in `lang`: the key's text with every `{name}` replaced by its
/// argument (numbers in Latin digits, nested messages localized in the same
/// language, lists joined with the list separator); the plural form is chosen by the
/// number of the key's plural argument with [`Lang::plural`]. A missing argument
/// stays as `{name}`. Never fails: every key has a text in every language (a
/// property test of the catalog).
pub fn localize(msg: &Message, lang: Lang) -> String {
    let entry = msg.key.entry();
    let text = entry.text(lang);
    let template = match text {
        catalog::Text::Plain(s) => s,
        catalog::Text::Plural { arg, one, other } => {
            let n = match msg.arg(arg) {
                Some(Arg::Int(n)) => *n,
                _ => i64::MAX,
            };
            match lang.plural(n) {
                PluralCategory::One => one,
                PluralCategory::Other => other,
            }
        }
    };
    let mut out = String::with_capacity(template.len() + 16);
    for piece in catalog::pieces(template) {
        match piece {
            catalog::Piece::Lit(s) => out.push_str(s),
            catalog::Piece::Arg(name) => match msg.arg(name) {
                Some(a) => render_arg(a, lang, &mut out),
                None => {
                    out.push('{');
                    out.push_str(name);
                    out.push('}');
                }
            },
        }
    }
    out
}

fn render_arg(a: &Arg, lang: Lang, out: &mut String) {
    match a {
        Arg::Int(n) => out.push_str(&n.to_string()),
        Arg::Text(s) => out.push_str(s),
        Arg::Msg(m) => out.push_str(&localize(m, lang)),
        Arg::List(items) => {
            let sep = localize(&Message::new(Key::ListSeparator), lang);
            for (i, m) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(&sep);
                }
                out.push_str(&localize(m, lang));
            }
        }
    }
}

/// A win rate or a win chance (0..=1) as shown: a whole percentage (0.4166 → 42),
/// rounded half away from zero (0.125 → 13) and kept within 0..=100 (a rate a hair
/// outside 0..=1 from floating-point sums shows 0 or 100; not a number shows 0). The
/// one rule of both phones' percentages: the records' win rates and the review's
/// win chances (which also keep 0 and 100 for decided games:
/// [`crate::game::review_texts::shown_chance`]).
pub fn shown_percent(rate: f64) -> i64 {
    // `as` saturates and maps NaN to 0 (Rust 1.45+).
    ((rate * 100.0).round() as i64).clamp(0, 100)
}

/// The colour's name ("Yellow").
pub fn color_name(c: Color) -> Message {
    Message::new(match c {
        Color::Yellow => Key::NameYellow,
        Color::Blue => Key::NameBlue,
        Color::Red => Key::NameRed,
        Color::Green => Key::NameGreen,
    })
}

/// The colour's name with its owner symbol ("Yellow ○"), for labels on screen.
pub fn player_label(c: Color) -> Message {
    Message::new(Key::PlayerLabel)
        .with("name", color_name(c))
        .with("symbol", Arg::Text(c.symbol().to_string()))
}

/// A place as an ordinal: "1st", "2nd", "3rd", "4th" (`ordinal.1` to `ordinal.4`);
/// a larger number gets the plain form `ordinal.n` ("5th"), 0 too (never a panic).
pub fn ordinal(place: u64) -> Message {
    match place {
        1 => Message::new(Key::Ordinal1),
        2 => Message::new(Key::Ordinal2),
        3 => Message::new(Key::Ordinal3),
        4 => Message::new(Key::Ordinal4),
        n => Message::new(Key::OrdinalN).with("n", i64::try_from(n).unwrap_or(i64::MAX)),
    }
}

#[cfg(test)]
mod tests;
