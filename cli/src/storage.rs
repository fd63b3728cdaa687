//! Where `ludo` keeps its games: the terminal's choice of data directory, threaded
//! through the commands it shows. Everything in it is the core's game store
//! (`ludo_core::store`, which also says which directories can hold it;
//! `docs/save-format.md`, "The data directory").

use directories::ProjectDirs;
use ludo_core::store::{DirError, GameStore};
use std::path::PathBuf;

/// Environment variable that overrides the data directory (tests, portable installs).
pub const DATA_DIR_ENV: &str = "LUDO_DATA_DIR";

/// The core's game store in the terminal's data directory, and whether the player chose it.
#[derive(Debug)]
pub struct Storage {
    store: GameStore,
    /// Whether the directory was chosen by the user (`--data-dir`, `$LUDO_DATA_DIR`).
    custom: bool,
}

impl std::ops::Deref for Storage {
    type Target = GameStore;
    fn deref(&self) -> &GameStore {
        &self.store
    }
}

impl std::ops::DerefMut for Storage {
    fn deref_mut(&mut self) -> &mut GameStore {
        &mut self.store
    }
}

impl Storage {
    /// The storage in `dir` when given, else in `$LUDO_DATA_DIR`, else in the app's user
    /// data directory (`ProjectDirs`, e.g. `~/.local/share/ludo`), made absolute.
    ///
    /// Errors: no directory given and no home directory, or one that can never hold
    /// the store ([`GameStore::open_checked`]), before a game that could not be kept.
    pub fn new(dir: Option<PathBuf>) -> Result<Storage, String> {
        let env = std::env::var_os(DATA_DIR_ENV).filter(|v| !v.is_empty());
        let custom = dir.is_some() || env.is_some();
        let platform = || ProjectDirs::from("", "", "ludo").map(|p| p.data_dir().to_owned());
        let Some(dir) = dir.or(env.map(PathBuf::from)).or_else(platform) else {
            return Err(format!(
                "cannot find a user data directory; pass --data-dir or set {DATA_DIR_ENV}"
            ));
        };
        let store = GameStore::open_checked(dir).map_err(|e| match e {
            DirError::DanglingLink { .. } => {
                format!("{e}; create that directory or use --data-dir for another one")
            }
            _ => format!("{e}; use --data-dir for another one"),
        })?;
        Ok(Storage { store, custom })
    }

    /// The storage in exactly `dir`.
    #[cfg(test)]
    pub fn at(dir: PathBuf) -> Storage {
        let (store, custom) = (GameStore::open(dir), true);
        Storage { store, custom }
    }

    /// The same directory, saving the lesson instead of the game.
    pub fn for_lesson(self) -> Storage {
        let store = self.store.for_lesson();
        Storage { store, ..self }
    }

    /// `" --data-dir DIR"` when this is not the default data directory (so that a
    /// command shown to the player works as printed), else nothing.
    pub fn data_dir_args(&self) -> String {
        let quoted = crate::invocation::shell_quote;
        let args = || format!(" --data-dir {}", quoted(self.dir()));
        self.custom.then(args).unwrap_or_default()
    }
}
