//! Writes the phone resource files generated from the texts (`core/locales/*.ftl`,
//! read into the catalog by `core/build.rs`; docs/i18n.md): Android `res/values*/strings_core.xml` and iOS
//! `Resources/*.lproj/Core.strings` + `Core.stringsdict`.
//!
//! Run from anywhere in the repository: `cargo run -p ludo-core --example gen_strings`.
//! `core/tests/i18n_files.rs` fails when a committed file differs from what this writes.

use ludo_core::i18n::export;
use std::path::Path;

fn main() -> std::io::Result<()> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    for f in export::files() {
        let path = root.join(&f.path);
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        let old = std::fs::read_to_string(&path).ok();
        if old.as_deref() != Some(f.contents.as_str()) {
            std::fs::write(&path, &f.contents)?;
            println!("wrote {}", f.path.display());
        } else {
            println!("up to date {}", f.path.display());
        }
    }
    Ok(())
}
