//! [`StoreHome`]: what a phone's home screen offers from the store's files, read in
//! one call ([`crate::ffi::LudoStore::home`]), so that neither shell judges save files:
//! Resume and its Continue card, the game to review, the games set aside, the
//! unfinished lesson, and a damaged save said once.

use crate::ffi::aside::SetAsideGame;
use crate::ffi::table_types::SaveSummary;

/// What the home screen offers, as the store's files say now.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct StoreHome {
    /// The game's save and its backup could both not be read and have just been
    /// moved aside (kept as `current.json.damaged`): say so once (`notice.save_damaged`).
    pub damaged: bool,
    /// The game slot's save the core reads (the save, else its backup), finished or
    /// not: open it with `LudoTable.load` to resume, or review it when finished.
    pub saved: Option<String>,
    /// What the core says of `saved`.
    pub summary: Option<SaveSummary>,
    /// The unfinished game Resume opens, described as a game set aside is (when it
    /// was saved, its seats, how far it got: the Continue card); `None` when there
    /// is nothing to resume. Its `name` is `current.json`.
    pub resume: Option<SetAsideGame>,
    /// The games set aside, newest first (damaged ones to show, not to offer).
    pub set_aside: Vec<SetAsideGame>,
    /// An unfinished lesson's save ("learn on the board" goes on with it).
    pub lesson: Option<String>,
}
