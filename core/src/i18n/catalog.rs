//! The text catalog: every message key of the core with its English, Hindi and
//! Bengali text, generated at build time (`core/build.rs`) from the Fluent files
//! `core/locales/en.ftl`, `hi.ftl` and `bn.ftl`, which translators edit
//! (docs/i18n.md). This is the single source of the phone resource files
//! (`i18n::export`; regenerate with `cargo run -p ludo-core --example gen_strings`)
//! and of the terminal's texts ([`super::localize`]).
//!
//! Each entry: the key (its variant name is the id in PascalCase), the dotted id
//! (the Fluent id with `-` for `.`; Android's resource name replaces the dots with
//! `_`), the translator's note (the message's comment in en.ftl), the declared
//! arguments with their kind (`# Arguments: $name (text), $n (number)` in en.ftl) and
//! the three texts. A text is a template with `{name}` placeholders, or a plural (a
//! Fluent select on a number argument with `[one]` and `*[other]`) chosen by that
//! argument (CLDR: English "one" is 1; Hindi and Bengali "one" is 0 and 1). The
//! build fails when a language lacks a message, a text uses an undeclared argument or
//! leaves a declared one out, or the plurals differ between languages.
//!
//! Terms (from the original Hindi and Bengali rule pages): base आधार / ঘাঁটি, start
//! शुरुआत / শুরু, home column मंजिल का रास्ता / গন্তব্যের পথ, finish मंजिल / গন্তব্য,
//! safe square सुरक्षित खाना / নিরাপদ ঘর, star तारा / তারা, block रुकावट / অবরোধ,
//! token मोहरा / ঘুঁটি, die पासा / পাশা, turn बारी / পালা, square खाना / ঘর,
//! capture पकड़ना / ধরা, roll फेंकना / ফেলা.

use super::Lang;

/// The kind of a message argument.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ArgKind {
    /// Words: plain text, a nested message or a list of messages (`%s` / `%@`).
    Text,
    /// A whole number (`%d` / `%ld`); the only kind that selects a plural form.
    Int,
}

/// The text of one key in one language.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Text {
    /// One form for every number.
    Plain(&'static str),
    /// A form per CLDR plural category, chosen by the `Int` argument `arg`.
    Plural {
        /// The argument that selects the form.
        arg: &'static str,
        /// The "one" form.
        one: &'static str,
        /// The "other" form.
        other: &'static str,
    },
}

impl Text {
    /// Every form of this text (one for plain texts, one then other for plurals).
    pub fn forms(&self) -> Vec<&'static str> {
        match *self {
            Text::Plain(s) => vec![s],
            Text::Plural { one, other, .. } => vec![one, other],
        }
    }
}

/// One catalog entry.
#[derive(Copy, Clone, Debug)]
pub struct Entry {
    /// The key.
    pub key: Key,
    /// The dotted id (`"event.moved"`).
    pub id: &'static str,
    /// Translator's note: where the text appears, what the placeholders are.
    pub note: &'static str,
    /// Declared arguments, in order: name and kind.
    pub args: &'static [(&'static str, ArgKind)],
    /// English.
    pub en: Text,
    /// Hindi.
    pub hi: Text,
    /// Bengali.
    pub bn: Text,
}

impl Entry {
    /// The text in `lang`.
    pub fn text(&self, lang: Lang) -> Text {
        match lang {
            Lang::En => self.en,
            Lang::Hi => self.hi,
            Lang::Bn => self.bn,
        }
    }

    /// The Android resource name: the id with `.` replaced by `_`.
    pub fn android_name(&self) -> String {
        self.id.replace('.', "_")
    }
}

/// A piece of a template: literal text or a `{name}` placeholder.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Piece<'a> {
    /// Literal text.
    Lit(&'a str),
    /// A placeholder's name.
    Arg(&'a str),
}

/// Splits a template into literal text and `{name}` placeholders. A `{` without a
/// closing `}` is literal text.
pub fn pieces(template: &str) -> Vec<Piece<'_>> {
    let mut out = vec![];
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let Some(len) = rest[open..].find('}') else {
            break;
        };
        if open > 0 {
            out.push(Piece::Lit(&rest[..open]));
        }
        out.push(Piece::Arg(&rest[open + 1..open + len]));
        rest = &rest[open + len + 1..];
    }
    if !rest.is_empty() {
        out.push(Piece::Lit(rest));
    }
    out
}

impl Key {
    /// Every key, in catalog order.
    pub fn all() -> impl Iterator<Item = Key> {
        ENTRIES.iter().map(|e| e.key)
    }

    /// The catalog entry of this key.
    pub fn entry(self) -> &'static Entry {
        // ENTRIES lists the keys in declaration order, so the discriminant is the index.
        &ENTRIES[self as usize]
    }

    /// The dotted id, e.g. `"event.moved"`.
    pub fn id(self) -> &'static str {
        self.entry().id
    }

    /// The declared arguments: name and kind, in order.
    pub fn args(self) -> &'static [(&'static str, ArgKind)] {
        self.entry().args
    }

    /// The key with dotted id `id`, if any.
    pub fn from_id(id: &str) -> Option<Key> {
        ENTRIES.iter().find(|e| e.id == id).map(|e| e.key)
    }
}

impl serde::Serialize for Key {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.id())
    }
}

impl<'de> serde::Deserialize<'de> for Key {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Key, D::Error> {
        let id = String::deserialize(d)?;
        Key::from_id(&id)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown message key {id:?}")))
    }
}

include!(concat!(env!("OUT_DIR"), "/catalog.rs"));
