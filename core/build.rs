//! Reads the texts of the core, one Fluent file per language (`core/locales/en.ftl`,
//! `hi.ftl`, `bn.ftl`), checks them and writes the catalog (`OUT_DIR/catalog.rs`: the
//! `Key` enum and `ENTRIES`) that `src/i18n/catalog.rs` includes. Any error fails the
//! build with the file, the message and what is wrong (docs/i18n.md):
//!
//! - a file that is not valid Fluent, a term, an attribute, a message without a value;
//! - a message missing from a language, or one that English (the source) lacks;
//! - an English message without a translator's note (its `#` comment), or with a
//!   malformed `# Arguments:` line;
//! - a placeable other than a declared `$variable` or a "string literal" (no message
//!   or term references, no functions), an unknown variable, a form that does not use
//!   every declared argument;
//! - a plural other than one select on a declared number argument with the variants
//!   `[one]` and `*[other]`, or a plural in some languages only.

use fluent_syntax::ast;
use fluent_syntax::parser;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;
use std::path::Path;

/// The languages, in the order of `Lang::ALL`; English is the source.
const LANGS: [&str; 3] = ["en", "hi", "bn"];

/// One declared argument: name and whether it is a number.
struct Decl {
    name: String,
    int: bool,
}

/// The text of one message in one language, in the catalog's template form
/// (`{name}` placeholders).
enum Form {
    Plain(String),
    Plural {
        arg: String,
        one: String,
        other: String,
    },
}

/// One message of the catalog.
struct Msg {
    id: String,
    variant: String,
    note: Vec<String>,
    args: Vec<Decl>,
    texts: Vec<Form>,
}

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    println!("cargo:rerun-if-changed=locales");
    let mut errors = vec![];
    let sources: Vec<String> = LANGS
        .iter()
        .map(|lang| {
            let path = dir.join(format!("{lang}.ftl"));
            println!("cargo:rerun-if-changed={}", path.display());
            std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("core/locales/{lang}.ftl: {e}"))
        })
        .collect();
    let mut resources = vec![];
    for (lang, src) in LANGS.iter().zip(&sources) {
        let resource = parser::parse(src.as_str()).unwrap_or_else(|(resource, errs)| {
            for e in errs {
                let line = src[..e.pos.start.min(src.len())].lines().count().max(1);
                errors.push(format!("{lang}.ftl:{line}: {}", e.kind));
            }
            resource
        });
        resources.push(resource);
    }
    // Every language's messages by id, in file order.
    let mut by_lang: Vec<BTreeMap<&str, &ast::Message<&str>>> = vec![];
    for (lang, resource) in LANGS.iter().zip(&resources) {
        let mut map = BTreeMap::new();
        for entry in &resource.body {
            match entry {
                ast::Entry::Message(m) => {
                    if map.insert(m.id.name, m).is_some() {
                        errors.push(format!("{lang}.ftl: {} twice", m.id.name));
                    }
                    if !m.attributes.is_empty() {
                        errors.push(format!("{lang}.ftl: {}: attributes", m.id.name));
                    }
                }
                ast::Entry::Term(t) => {
                    errors.push(format!("{lang}.ftl: -{}: terms are not used", t.id.name))
                }
                _ => {}
            }
        }
        by_lang.push(map);
    }
    let mut messages = vec![];
    let mut variants = BTreeSet::new();
    for entry in &resources[0].body {
        let ast::Entry::Message(m) = entry else {
            continue;
        };
        let id = m.id.name;
        if !id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_')
        {
            errors.push(format!("en.ftl: {id}: only a-z, 0-9, '-' and '_' in an id"));
            continue;
        }
        let variant: String = id
            .split(['-', '_'])
            .map(|p| {
                let mut c = p.chars();
                c.next()
                    .map(|f| f.to_ascii_uppercase().to_string() + c.as_str())
            })
            .collect::<Option<String>>()
            .unwrap_or_default();
        if variant.is_empty() {
            errors.push(format!("en.ftl: {id}: an empty part between '-' or '_'"));
            continue;
        }
        if !variants.insert(variant.clone()) {
            errors.push(format!("en.ftl: {id}: another id gives the key {variant}"));
        }
        let mut note = vec![];
        let mut args = vec![];
        for line in m.comment.iter().flat_map(|c| &c.content) {
            match line.strip_prefix("Arguments:") {
                Some(decl) => match arguments(decl) {
                    Some(a) => args = a,
                    None => errors.push(format!(
                        "en.ftl: {id}: write the arguments as \
                         `# Arguments: $name (text), $n (number)`"
                    )),
                },
                None => note.push(line.to_string()),
            }
        }
        if note.iter().all(|l| l.trim().is_empty()) {
            errors.push(format!("en.ftl: {id}: no translator's note (a # comment)"));
        }
        let mut texts = vec![];
        for (lang, map) in LANGS.iter().zip(&by_lang) {
            let Some(m) = map.get(id) else {
                errors.push(format!("{lang}.ftl: {id} is missing"));
                continue;
            };
            let Some(value) = &m.value else {
                errors.push(format!("{lang}.ftl: {id} has no text"));
                continue;
            };
            match form(value, &args) {
                Ok(f) => texts.push(f),
                Err(e) => errors.push(format!("{lang}.ftl: {id}: {e}")),
            }
        }
        if let Some(Form::Plural { arg, .. }) = texts.first() {
            for (lang, t) in LANGS.iter().zip(&texts) {
                if !matches!(t, Form::Plural { arg: a, .. } if a == arg) {
                    errors.push(format!(
                        "{lang}.ftl: {id}: not a plural on ${arg} as in en.ftl"
                    ));
                }
            }
        } else {
            for (lang, t) in LANGS.iter().zip(&texts) {
                if matches!(t, Form::Plural { .. }) {
                    errors.push(format!("{lang}.ftl: {id}: a plural, but not in en.ftl"));
                }
            }
        }
        messages.push(Msg {
            id: id.replace('-', "."),
            variant,
            note,
            args,
            texts,
        });
    }
    for (lang, map) in LANGS.iter().zip(&by_lang).skip(1) {
        for id in map.keys() {
            if !by_lang[0].contains_key(id) {
                errors.push(format!("{lang}.ftl: {id} is not in en.ftl"));
            }
        }
    }
    if !errors.is_empty() {
        panic!(
            "the texts in core/locales/ have errors (docs/i18n.md):\n{}",
            errors.join("\n")
        );
    }
    let out = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("catalog.rs");
    std::fs::write(out, generate(&messages)).expect("writing catalog.rs");
}

/// The declared arguments of `# Arguments: $name (text), $n (number)`.
fn arguments(decl: &str) -> Option<Vec<Decl>> {
    let mut out: Vec<Decl> = vec![];
    for a in decl.split(',') {
        let (name, kind) = a.trim().strip_prefix('$')?.split_once(' ')?;
        let int = match kind.trim() {
            "(number)" => true,
            "(text)" => false,
            _ => return None,
        };
        if out.iter().any(|d| d.name == name) {
            return None;
        }
        out.push(Decl {
            name: name.to_string(),
            int,
        });
    }
    Some(out)
}

/// The catalog template of a Fluent pattern: text, `{name}` for `{ $name }`, string
/// literals as their text; one select on a number expands into the two forms.
fn form(pattern: &ast::Pattern<&str>, args: &[Decl]) -> Result<Form, String> {
    let mut before = String::new();
    let mut select: Option<(String, String, String)> = None;
    let mut after = String::new();
    for el in &pattern.elements {
        let out = if select.is_some() {
            &mut after
        } else {
            &mut before
        };
        match el {
            ast::PatternElement::TextElement { value } => out.push_str(value),
            ast::PatternElement::Placeable {
                expression: ast::Expression::Inline(e),
            } => inline(e, args, out)?,
            ast::PatternElement::Placeable {
                expression: ast::Expression::Select { selector, variants },
            } => {
                if select.is_some() {
                    return Err("more than one plural select".into());
                }
                let ast::InlineExpression::VariableReference { id } = selector else {
                    return Err("a select on something other than a $variable".into());
                };
                if !args.iter().any(|d| d.name == id.name && d.int) {
                    return Err(format!("select on ${}, not a declared number", id.name));
                }
                let (mut one, mut other) = (None, None);
                for v in variants {
                    let mut text = String::new();
                    for el in &v.value.elements {
                        match el {
                            ast::PatternElement::TextElement { value } => text.push_str(value),
                            ast::PatternElement::Placeable {
                                expression: ast::Expression::Inline(e),
                            } => inline(e, args, &mut text)?,
                            _ => return Err("a select inside a select".into()),
                        }
                    }
                    match (&v.key, v.default) {
                        (ast::VariantKey::Identifier { name: "one" }, false) => one = Some(text),
                        (ast::VariantKey::Identifier { name: "other" }, true) => other = Some(text),
                        _ => return Err("plural variants are [one] and *[other] only".into()),
                    }
                }
                let other = other.ok_or("no *[other] variant")?;
                let one = one.unwrap_or_else(|| other.clone());
                select = Some((id.name.to_string(), one, other));
            }
        }
    }
    let forms = match select {
        None => Form::Plain(before),
        Some((arg, one, other)) => Form::Plural {
            arg,
            one: format!("{before}{one}{after}"),
            other: format!("{before}{other}{after}"),
        },
    };
    let texts = match &forms {
        Form::Plain(s) => vec![s],
        Form::Plural { one, other, .. } => vec![one, other],
    };
    for t in texts {
        for d in args {
            if !t.contains(&format!("{{{}}}", d.name)) {
                return Err(format!("${} is declared but not used in {t:?}", d.name));
            }
        }
        if t.trim().is_empty() {
            return Err("an empty text".into());
        }
    }
    Ok(forms)
}

/// Appends an inline expression: a declared variable as `{name}`, a string literal
/// as its text.
fn inline(e: &ast::InlineExpression<&str>, args: &[Decl], out: &mut String) -> Result<(), String> {
    match e {
        ast::InlineExpression::VariableReference { id } => {
            if !args.iter().any(|d| d.name == id.name) {
                return Err(format!(
                    "unknown variable ${} (see # Arguments: in en.ftl)",
                    id.name
                ));
            }
            write!(out, "{{{}}}", id.name).unwrap();
        }
        ast::InlineExpression::StringLiteral { value } => {
            let s = fluent_syntax::unicode::unescape_unicode_to_string(value);
            if s.contains(['{', '}', '%']) {
                return Err(format!("{{, }} or % in the literal {s:?}"));
            }
            out.push_str(&s);
        }
        ast::InlineExpression::Placeable { expression } => match &**expression {
            ast::Expression::Inline(e) => inline(e, args, out)?,
            _ => return Err("a select inside a placeable".into()),
        },
        _ => return Err("only { $variable } and { \"literal\" } placeables".into()),
    }
    Ok(())
}

/// The Rust source of `Key` and `ENTRIES`.
fn generate(messages: &[Msg]) -> String {
    let mut s = String::from(
        "// Generated by core/build.rs from core/locales/*.ftl: do not edit.\n\n\
         /// A message key of the catalog. Its dotted id ([`Key::id`]) is the key of\n\
         /// the phone resources; JSON uses the id too.\n\
         #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]\n\
         pub enum Key {\n",
    );
    for m in messages {
        for line in &m.note {
            writeln!(s, "    #[doc = {:?}]", format!(" {line}")).unwrap();
        }
        writeln!(s, "    {},", m.variant).unwrap();
    }
    s.push_str(
        "}\n\n/// Every entry, in the order of [`Key`].\npub static ENTRIES: &[Entry] = &[\n",
    );
    for m in messages {
        let note: String = m.note.iter().map(|l| format!(" {l}")).collect();
        let args: Vec<String> = m
            .args
            .iter()
            .map(|d| {
                format!(
                    "({:?}, ArgKind::{})",
                    d.name,
                    if d.int { "Int" } else { "Text" }
                )
            })
            .collect();
        let texts: Vec<String> = m
            .texts
            .iter()
            .map(|t| match t {
                Form::Plain(p) => format!("Text::Plain({p:?})"),
                Form::Plural { arg, one, other } => {
                    format!("Text::Plural {{ arg: {arg:?}, one: {one:?}, other: {other:?} }}")
                }
            })
            .collect();
        writeln!(
            s,
            "    Entry {{ key: Key::{}, id: {:?}, note: {note:?}, args: &[{}], en: {}, hi: {}, bn: {} }},",
            m.variant,
            m.id,
            args.join(", "),
            texts[0],
            texts[1],
            texts[2]
        )
        .unwrap();
    }
    s.push_str("];\n");
    s
}
