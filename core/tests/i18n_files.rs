//! The phone resource files generated from the text catalog are committed; this test
//! fails when one of them is stale (the message says how to regenerate), and when a
//! generated Android resource name would collide with one of the app's own
//! `strings.xml` (Gradle refuses duplicate resources).

use ludo_core::i18n::export;
use std::collections::BTreeSet;
use std::path::Path;

fn root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
}

#[test]
fn generated_phone_files_are_up_to_date() {
    let mut stale = vec![];
    for f in export::files() {
        let on_disk = std::fs::read_to_string(root().join(&f.path)).unwrap_or_default();
        if on_disk != f.contents {
            stale.push(f.path.display().to_string());
        }
    }
    assert!(
        stale.is_empty(),
        "generated text files are stale: {stale:?}\nregenerate them with `{}` and commit them",
        export::REGENERATE
    );
}

/// `name="..."` values of an Android resource file.
fn names(xml: &str) -> BTreeSet<String> {
    xml.split("name=\"")
        .skip(1)
        .filter_map(|s| s.split('"').next())
        .map(str::to_string)
        .collect()
}

#[test]
fn generated_android_names_do_not_collide_with_the_apps_own_strings() {
    let res = root().join("android/app/src/main/res");
    for dir in ["values", "values-hi", "values-bn"] {
        let generated = names(
            &std::fs::read_to_string(res.join(dir).join("strings_core.xml")).unwrap_or_default(),
        );
        assert!(generated.len() > 80, "{dir}: {} names", generated.len());
        let Ok(own) = std::fs::read_to_string(res.join(dir).join("strings.xml")) else {
            continue; // the app's strings were folded into the catalog
        };
        let clash: Vec<_> = names(&own).intersection(&generated).cloned().collect();
        assert!(
            clash.is_empty(),
            "{dir}: names in both strings.xml and strings_core.xml: {clash:?}"
        );
    }
}

#[test]
fn generated_xml_comments_are_well_formed() {
    // XML forbids "--" inside a comment; aapt and plist parsers reject such files.
    for f in export::files() {
        let mut rest = f.contents.as_str();
        while let Some(start) = rest.find("<!--") {
            let body = &rest[start + 4..];
            let end = body
                .find("-->")
                .unwrap_or_else(|| panic!("{}: unclosed comment", f.path.display()));
            assert!(
                !body[..end].contains("--"),
                "{}: '--' in comment {:?}",
                f.path.display(),
                &body[..end]
            );
            rest = &body[end + 3..];
        }
    }
}
