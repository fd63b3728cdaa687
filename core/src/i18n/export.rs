//! The phone resource files generated from the catalog: Android string resources
//! (`strings_core.xml` in `values/`, `values-hi/`, `values-bn/`, plurals as
//! `<plurals>`) and iOS string tables (`Core.strings` and `Core.stringsdict` in
//! `en.lproj/`, `hi.lproj/`, `bn.lproj/`).
//!
//! Placeholders become positional format specifiers in the order the catalog
//! declares the arguments ([`super::Key::args`]), which is also the order of
//! [`super::Message::args`]: a `Text` argument is `%1$s` (Android) / `%1$@` (iOS), an
//! `Int` argument `%1$d` / `%1$ld`. A shell formats a message by localizing its
//! nested messages first and passing the arguments in order.
//!
//! Keys whose id starts with `term.` are the terminal's own labels (its panel, key
//! lines, help, setup screen): they are left out of every file ([`exported`]).
//!
//! The texts come from `core/locales/*.ftl` (docs/i18n.md), which the files' headers
//! name.
//! The files are committed; `cargo run -p ludo-core --example gen_strings` rewrites
//! them and the test `core/tests/i18n_files.rs` fails when one is stale.

use super::Lang;
use super::catalog::{ArgKind, ENTRIES, Entry, Piece, Text, pieces};
use std::fmt::Write;
use std::path::PathBuf;

/// The command that regenerates the files (for messages).
pub const REGENERATE: &str = "cargo run -p ludo-core --example gen_strings";

/// The same, said without `--` (which XML comments may not contain).
const XML_REGENERATE: &str = "the gen_strings example of ludo-core (docs/table.md, Texts)";

/// The id prefix of the terminal's own labels, which the phone files leave out.
pub const TERMINAL_ONLY: &str = "term.";

/// Whether `e` goes into the phone files: every key but the terminal's own
/// (`term.*`), which no phone shows.
pub fn exported(e: &Entry) -> bool {
    !e.id.starts_with(TERMINAL_ONLY)
}

/// A generated file: its path relative to the repository root and its contents.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeneratedFile {
    /// Path relative to the repository root.
    pub path: PathBuf,
    /// The full contents.
    pub contents: String,
}

/// Every generated file, Android first.
pub fn files() -> Vec<GeneratedFile> {
    let mut out = vec![];
    for lang in Lang::ALL {
        let dir = match lang {
            Lang::En => "values".to_string(),
            l => format!("values-{}", l.code()),
        };
        out.push(GeneratedFile {
            path: PathBuf::from(format!("android/app/src/main/res/{dir}/strings_core.xml")),
            contents: android_xml(lang),
        });
    }
    for lang in Lang::ALL {
        let dir = format!(
            "ios/LudoKit/Sources/LudoKit/Resources/{}.lproj",
            lang.code()
        );
        out.push(GeneratedFile {
            path: PathBuf::from(format!("{dir}/Core.strings")),
            contents: ios_strings(lang),
        });
        out.push(GeneratedFile {
            path: PathBuf::from(format!("{dir}/Core.stringsdict")),
            contents: ios_stringsdict(lang),
        });
    }
    out
}

/// A template with `{name}` placeholders as positional format specifiers: `Text`
/// arguments use `text_spec` (`s` or `@`), `Int` arguments `int_spec` (`d` or `ld`).
fn positional(e: &Entry, template: &str, text_spec: &str, int_spec: &str) -> String {
    let mut out = String::new();
    for p in pieces(template) {
        match p {
            Piece::Lit(s) => out.push_str(s),
            Piece::Arg(name) => match e.args.iter().position(|a| a.0 == name) {
                Some(i) => {
                    let spec = match e.args[i].1 {
                        ArgKind::Text => text_spec,
                        ArgKind::Int => int_spec,
                    };
                    let _ = write!(out, "%{}${spec}", i + 1);
                }
                // Caught by the catalog tests; kept visible rather than dropped.
                None => {
                    let _ = write!(out, "{{{name}}}");
                }
            },
        }
    }
    out
}

fn xml_escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// Android string-resource escaping: XML, then `\`, quotes and apostrophes, newlines;
/// a value with leading or trailing spaces is quoted so aapt keeps them.
fn android_value(s: &str) -> String {
    let mut v = xml_escape(s)
        .replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace('\'', "\\'")
        .replace('\n', "\\n");
    if v.starts_with('@') || v.starts_with('?') {
        v.insert(0, '\\');
    }
    if v.starts_with(' ') || v.ends_with(' ') {
        v = format!("\"{v}\"");
    }
    v
}

/// The translator's note on one line, with the positions of the arguments
/// ("Arguments: 1 = player, 2 = n").
fn comment(e: &Entry) -> String {
    let mut c = e.note.split_whitespace().collect::<Vec<_>>().join(" ");
    if !e.args.is_empty() {
        let args: Vec<String> = e
            .args
            .iter()
            .enumerate()
            .map(|(i, a)| format!("{} = {}", i + 1, a.0))
            .collect();
        let _ = write!(c, " Arguments: {}.", args.join(", "));
    }
    c
}

/// Android `strings_core.xml` of `lang`.
pub fn android_xml(lang: Lang) -> String {
    let mut out = String::new();
    out.push_str("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n");
    let _ = writeln!(
        out,
        "<!-- GENERATED from the Fluent files in core/locales by {XML_REGENERATE}: do not edit. Language: {}. -->",
        lang.code()
    );
    out.push_str("<resources>\n");
    for e in ENTRIES.iter().filter(|e| exported(e)) {
        let name = e.android_name();
        let _ = writeln!(out, "    <!-- {} -->", comment(e));
        match e.text(lang) {
            Text::Plain(s) => {
                let _ = writeln!(
                    out,
                    "    <string name=\"{name}\">{}</string>",
                    android_value(&positional(e, s, "s", "d"))
                );
            }
            Text::Plural { one, other, .. } => {
                let _ = writeln!(out, "    <plurals name=\"{name}\">");
                for (q, s) in [("one", one), ("other", other)] {
                    let _ = writeln!(
                        out,
                        "        <item quantity=\"{q}\">{}</item>",
                        android_value(&positional(e, s, "s", "d"))
                    );
                }
                out.push_str("    </plurals>\n");
            }
        }
    }
    out.push_str("</resources>\n");
    out
}

fn ios_value(s: &str) -> String {
    s.replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace('\n', "\\n")
}

/// iOS `Core.strings` of `lang`. Plural keys are listed too, with their "other"
/// form, as a fallback where `.stringsdict` files are not read (Foundation on Linux).
pub fn ios_strings(lang: Lang) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "/* GENERATED from the Fluent files in core/locales by `{REGENERATE}`: do not edit. Language: {}. */",
        lang.code()
    );
    for e in ENTRIES.iter().filter(|e| exported(e)) {
        let s = match e.text(lang) {
            Text::Plain(s) => s,
            Text::Plural { other, .. } => other,
        };
        let _ = writeln!(
            out,
            "\n/* {} */\n\"{}\" = \"{}\";",
            comment(e),
            e.id,
            ios_value(&positional(e, s, "@", "ld"))
        );
    }
    out
}

/// iOS `Core.stringsdict` of `lang`: the plural keys, each a whole sentence per
/// category, selected by the key's plural argument.
pub fn ios_stringsdict(lang: Lang) -> String {
    let mut out = String::new();
    out.push_str("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    out.push_str("<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n");
    let _ = writeln!(
        out,
        "<!-- GENERATED from the Fluent files in core/locales by {XML_REGENERATE}: do not edit. Language: {}. -->",
        lang.code()
    );
    out.push_str("<plist version=\"1.0\">\n<dict>\n");
    for e in ENTRIES.iter().filter(|e| exported(e)) {
        let Text::Plural { arg, one, other } = e.text(lang) else {
            continue;
        };
        let pos = e.args.iter().position(|a| a.0 == arg).unwrap_or(0) + 1;
        let _ = writeln!(out, "    <!-- {} -->", comment(e));
        let _ = writeln!(out, "    <key>{}</key>", e.id);
        out.push_str("    <dict>\n");
        out.push_str("        <key>NSStringLocalizedFormatKey</key>\n");
        let _ = writeln!(out, "        <string>%{pos}$#@{arg}@</string>");
        let _ = writeln!(out, "        <key>{arg}</key>");
        out.push_str("        <dict>\n");
        out.push_str("            <key>NSStringFormatSpecTypeKey</key>\n");
        out.push_str("            <string>NSStringPluralRuleType</string>\n");
        out.push_str("            <key>NSStringFormatValueTypeKey</key>\n");
        out.push_str("            <string>ld</string>\n");
        for (q, s) in [("one", one), ("other", other)] {
            let _ = writeln!(out, "            <key>{q}</key>");
            let _ = writeln!(
                out,
                "            <string>{}</string>",
                xml_escape(&positional(e, s, "@", "ld"))
            );
        }
        out.push_str("        </dict>\n");
        out.push_str("    </dict>\n");
    }
    out.push_str("</dict>\n</plist>\n");
    out
}
