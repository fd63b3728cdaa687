//! Recording a table's save: the profiles and flags the table keeps in its save
//! (`"table": {"profiles", "undos", "tutorial"}`, `docs/table.md`) become the
//! [`SeatProfile`]s and [`GameFlags`] of [`Records::record_save`], so a phone passes
//! only the save text.

// This lives in the table layer, not in records: it reads the table's save format,
// and records sits below table (`tests/layering.rs`).
use super::{Table, persist};
use crate::Color;
use crate::game::SeatKind;
use crate::records::{GameFlags, ProfileId, Recorded, Records, RecordsError, SeatProfile};

/// The name of the profile whose id is `id`, when the records know it.
fn profile_name(records: &Records, id: &str) -> Option<String> {
    let id = ProfileId::parse(id).ok()?;
    // A name refused now (an older profile's, with an invisible or text-direction
    // character) is shown written out: drawn as is, it could reorder the seat row.
    records.profile(&id).ok().map(|p| match p.name_refused() {
        Some(_) => p.visible_name(),
        None => p.name,
    })
}

impl Table {
    /// Names the seats' profiles from `records` ([`super::SeatView::profile_name`]):
    /// call it after loading a save and after `Input::SetProfile`, and again when a
    /// profile may have been renamed. A profile the records do not know (deleted,
    /// another device's) stays unnamed.
    pub fn name_profiles(&mut self, records: &Records) {
        for c in Color::ALL {
            self.profile_names[c.index()] = self.profiles[c.index()]
                .as_deref()
                .and_then(|id| profile_name(records, id));
        }
    }
}

impl Records {
    /// The names of the profiles a table save gives its seats (the ones these
    /// records know), by colour: for a screen that shows a save before a table is
    /// made of it (a resume prompt). A text that is not a valid save names none.
    pub fn save_profile_names(&self, save_text: &str) -> Vec<(Color, String)> {
        let Ok((_, table)) = persist::load(save_text) else {
            return vec![];
        };
        table
            .profiles
            .iter()
            .filter_map(|(c, id)| Some((*c, profile_name(self, id.as_deref()?)?)))
            .collect()
    }

    /// Records the finished game of a table save (`LudoTable`'s `SaveRequest`
    /// text, or any save: without a `"table"` object every seat is a guest), with
    /// the seat profiles and the undo count and tutorial flag the table saved.
    ///
    /// A profile the records cannot use is left out and its seat recorded as a
    /// guest, so that retrying at every start-up never fails for it: a profile text
    /// that is not an id, one on a seat a CPU played at the start, and the second
    /// seat of a profile given twice. (A profile deleted since is reported in
    /// [`Recorded::unknown_profiles`], as with [`Records::record_save`].)
    ///
    /// Errors: as [`Records::record_save`].
    pub fn record_table_save(&mut self, save_text: &str) -> Result<Recorded, RecordsError> {
        let (game, table) = persist::load(save_text)?;
        let start = &game.start().seats;
        let mut seats: Vec<SeatProfile> = vec![];
        for (color, text) in &table.profiles {
            let Some(Ok(profile)) = text.as_deref().map(ProfileId::parse) else {
                continue;
            };
            let person = start
                .iter()
                .any(|s| s.color == *color && s.kind == SeatKind::Human);
            if person && !seats.iter().any(|s| s.profile == profile) {
                seats.push(SeatProfile {
                    color: *color,
                    profile,
                });
            }
        }
        let flags = GameFlags {
            tutorial: table.tutorial,
            undos: table.undos,
        };
        self.record_loaded(&game, save_text, &seats, flags)
    }
}
