//! Catalog messages across the FFI ([`Message`]: a key id and its arguments) and
//! [`localize`], so shells and tests can turn one into words. The phones normally
//! look the key up in their generated string files (`docs/table.md`, "Texts").

use crate::ffi::error::LudoError;
use crate::ffi::export;
use crate::i18n::{self, Arg, Key, Lang};

/// A catalog message: the key id (`"event.moved"`, the resource key of the phones'
/// generated string files with `_` for `.` on Android) and its arguments in the
/// key's declared order, which is the order of the positional placeholders.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct Message {
    /// The key id.
    pub key: String,
    /// The arguments in declared order.
    pub args: Vec<MessageArg>,
}

/// One argument of a [`Message`]. (Variant names avoid Kotlin's `Int` and `List`
/// and the record `Message`, which the generated sealed class would shadow.)
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum MessageArg {
    /// Not given (shown as `{name}`; the table always gives all of them).
    Missing,
    /// A whole number, written in Latin digits; the plural argument is always one.
    Number {
        /// The number.
        value: i64,
    },
    /// Text shown as it is in every language (an owner symbol such as ○).
    Text {
        /// The text.
        value: String,
    },
    /// Another message, localized first (a colour name, a square description).
    Nested {
        /// The message.
        value: Message,
    },
    /// Several messages, localized and joined with the list separator.
    NestedList {
        /// The messages.
        value: Vec<Message>,
    },
}

impl From<&i18n::Message> for Message {
    fn from(m: &i18n::Message) -> Self {
        Message {
            key: m.key.id().to_string(),
            args: m
                .args
                .iter()
                .map(|a| match a {
                    None => MessageArg::Missing,
                    Some(Arg::Int(n)) => MessageArg::Number { value: *n },
                    Some(Arg::Text(t)) => MessageArg::Text { value: t.clone() },
                    Some(Arg::Msg(m)) => MessageArg::Nested { value: m.into() },
                    Some(Arg::List(l)) => MessageArg::NestedList {
                        value: l.iter().map(Into::into).collect(),
                    },
                })
                .collect(),
        }
    }
}

impl From<i18n::Message> for Message {
    fn from(m: i18n::Message) -> Self {
        (&m).into()
    }
}

/// The core's message as it crosses the FFI: a [`Message`] record on the foreign
/// side (`typealias CatalogMessage = Message`), so records the core derives can hold
/// `i18n::Message` fields and the shells read them as before.
pub type CatalogMessage = i18n::Message;

// Lowered as the record; lifted with `to_core`'s checks (known key, arguments,
// depth), refused with `InvalidArgument` before the export runs.
uniffi::custom_type!(CatalogMessage, Message, {
    lower: |m| Message::from(&m),
    try_lift: |m| Ok(m.to_core(0)?),
});

/// Deepest nesting of messages accepted from the foreign side (the table's own
/// messages nest at most three deep); bounds the recursion of the conversion.
const MAX_DEPTH: usize = 16;

impl Message {
    /// The core message, validated: a known key, no more arguments than the key
    /// declares, nesting at most [`MAX_DEPTH`] deep.
    fn to_core(&self, depth: usize) -> Result<i18n::Message, LudoError> {
        let bad = |reason: String| LudoError::InvalidArgument { reason };
        if depth > MAX_DEPTH {
            return Err(bad(format!("message nested deeper than {MAX_DEPTH}")));
        }
        let key =
            Key::from_id(&self.key).ok_or_else(|| bad(format!("unknown key {:?}", self.key)))?;
        let mut m = i18n::Message::new(key);
        if self.args.len() > m.args.len() {
            return Err(bad(format!(
                "{} takes {} arguments, not {}",
                self.key,
                m.args.len(),
                self.args.len()
            )));
        }
        for (slot, a) in m.args.iter_mut().zip(&self.args) {
            *slot = match a {
                MessageArg::Missing => None,
                MessageArg::Number { value } => Some(Arg::Int(*value)),
                MessageArg::Text { value } => Some(Arg::Text(value.clone())),
                MessageArg::Nested { value } => Some(Arg::Msg(value.to_core(depth + 1)?)),
                MessageArg::NestedList { value } => Some(Arg::List(
                    value
                        .iter()
                        .map(|m| m.to_core(depth + 1))
                        .collect::<Result<_, _>>()?,
                )),
            };
        }
        Ok(m)
    }
}

/// The message in words in the language of `locale` (`"hi"`, `"bn-BD"`,
/// `"hi_IN.UTF-8"`; English for any other), as the terminal shows it.
///
/// Errors: `InvalidArgument` for an unknown key, too many arguments or nesting
/// deeper than 16.
#[export]
pub fn localize(message: Message, locale: String) -> Result<String, LudoError> {
    let lang = Lang::parse(&locale).unwrap_or(Lang::En);
    Ok(i18n::localize(&message.to_core(0)?, lang))
}
