//! Games set aside: a new game started over an unfinished one renames that save (and
//! its backup) instead of overwriting it (the phones: `game.json.replaced-N`,
//! `autosave.ludo.json.replaced-N`). [`set_aside_games`] reads what the shell found
//! there and says, for a home screen, which of them can be continued and how to name
//! them, so the phones keep no rule or wording of their own (docs/bindings.md,
//! "Games set aside").

use super::announce::{color_name, seat_kind};
use super::persist::{load, summary};
use crate::game::{Game, Phase, SeatSetup};
// Dates are written by the catalog's rule, as in the records' history lines.
pub use crate::i18n::date::date_time;
use crate::i18n::{Arg, Key, Message};
#[cfg(feature = "records")]
use crate::records::GameId;
#[cfg(feature = "records")]
use crate::store::{ABANDONED_DIR, GameStore, SetAsideGame, SetAsideList};

/// One set-aside save as the shell found it: the bytes of the save and of its backup
/// (the save before it), and when the file was last written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsideFile {
    /// The shell's name for it (its file name); given back in [`AsideGame::name`].
    pub name: String,
    /// The save file's bytes.
    pub save: Vec<u8>,
    /// The backup's bytes, if the shell kept one beside it.
    pub backup: Option<Vec<u8>>,
    /// When the game was set aside (ms since 1970, UTC), if known: the phones give
    /// the time the file was last written, the terminal the time in its name
    /// (`abandoned/<unix seconds>.json`).
    pub modified_ms: Option<i64>,
}

/// What a home screen lists for one set-aside file.
#[derive(Clone, Debug)]
pub struct AsideGame {
    /// [`AsideFile::name`].
    pub name: String,
    /// [`AsideFile::modified_ms`].
    pub modified_ms: Option<i64>,
    /// The line to show (date, seats, actions; or that it is damaged).
    pub description: Message,
    /// Whether it can be continued, and with which save.
    pub state: AsideState,
}

/// Whether a set-aside game can be continued.
#[derive(Clone, Debug)]
pub enum AsideState {
    /// It can: `json` is the save to open (the file's, or its backup's when the file
    /// itself is damaged), fully validated (it loads with `Table::load`).
    Resumable {
        /// The save text to open.
        json: String,
        /// Its game, loaded (the terminal names it by its id, `records::GameId`, and
        /// replays it; the phones open `json`).
        game: Box<Game>,
        /// The seats now.
        seats: Vec<SeatSetup>,
        /// Actions played in this game.
        actions: usize,
        /// Game number (1, +1 per "play again").
        game_number: u32,
    },
    /// Neither the file nor its backup is a save this version reads (the file is
    /// kept; a newer version of the app may read it).
    Damaged {
        /// Why, in English (for logs).
        reason: String,
    },
}

/// The set-aside games to list, newest first (by `modified_ms`, unknown last, then
/// by name). A finished game or a lesson is left out (there is nothing to continue;
/// the records keep finished games); a file that cannot be read is listed as
/// damaged. Never fails: each file is judged on its own.
pub fn set_aside_games(files: &[AsideFile], utc_offset_minutes: i32) -> Vec<AsideGame> {
    let mut games: Vec<AsideGame> = files
        .iter()
        .filter_map(|f| judge(f, utc_offset_minutes))
        .collect();
    games.sort_by(|a, b| {
        (b.modified_ms.is_some(), b.modified_ms, &a.name).cmp(&(
            a.modified_ms.is_some(),
            a.modified_ms,
            &b.name,
        ))
    });
    games
}

// Defined here, not in `store`: judging a save for the list takes the table, which
// sits above the store.
#[cfg(feature = "records")]
impl GameStore {
    /// The games set aside under this directory's `abandoned/`, judged by
    /// [`set_aside_games`] as the phones' lists are (one load of each file, alone;
    /// a finished game or the lesson left out; dates at `utc_offset_minutes`, when
    /// each was set aside by its name `<unix seconds>[-<n>].json`), and the files
    /// that cannot be read, with why, so that nothing kept goes unmentioned. Only
    /// reads, through the store's guard: a file that is not a regular one is not
    /// opened (a FIFO nobody writes to would block), one over
    /// [`crate::store::MAX_FILE_BYTES`] is read no further.
    pub fn set_aside_games(&self, utc_offset_minutes: i32) -> SetAsideList {
        let dir = self.dir().join(ABANDONED_DIR);
        let (entries, mut unreadable) = self.set_aside_files();
        let files: Vec<AsideFile> = entries
            .into_iter()
            .map(|e| AsideFile {
                modified_ms: e.secs.map(|s| s.saturating_mul(1000)),
                name: e.name,
                save: e.bytes,
                backup: None,
            })
            .collect();
        let mut games = Vec::new();
        for g in set_aside_games(&files, utc_offset_minutes) {
            let path = dir.join(&g.name);
            match g.state {
                AsideState::Resumable { json, game, .. } => games.push(SetAsideGame {
                    path,
                    id: GameId::of(&game),
                    game: *game,
                    json,
                    description: Some(g.description),
                }),
                AsideState::Damaged { reason } => unreadable.push((path, reason)),
            }
        }
        unreadable.sort();
        SetAsideList { games, unreadable }
    }
}

/// One file: `None` when it holds nothing to continue (finished, or the lesson).
fn judge(f: &AsideFile, utc_offset_minutes: i32) -> Option<AsideGame> {
    let when = f
        .modified_ms
        .map(|ms| Arg::Text(date_time(ms, utc_offset_minutes)))
        .unwrap_or_else(|| Message::new(Key::AsideDateUnknown).into());
    let mut reason = String::new();
    for bytes in std::iter::once(&f.save).chain(f.backup.as_ref()) {
        let text = match std::str::from_utf8(bytes) {
            Ok(t) => t,
            Err(e) => {
                reason = format!("not UTF-8: {e}");
                continue;
            }
        };
        match load(text).map(|(game, table)| (summary(&game, &table), game)) {
            Ok((s, _)) if s.finished || s.tutorial || s.phase == Phase::GameOver => return None,
            Ok((s, game)) => {
                let seats: Vec<Message> = s
                    .seats
                    .iter()
                    .map(|seat| {
                        Message::new(Key::AsideSeat)
                            .with("player", color_name(seat.color))
                            .with("kind", seat_kind(seat.kind))
                    })
                    .collect();
                let description = Message::new(Key::AsideGame)
                    .with("when", when)
                    .with("seats", Arg::List(seats))
                    .with("n", i64::try_from(s.actions).unwrap_or(i64::MAX));
                return Some(AsideGame {
                    name: f.name.clone(),
                    modified_ms: f.modified_ms,
                    description,
                    state: AsideState::Resumable {
                        json: text.to_string(),
                        game: Box::new(game),
                        seats: s.seats,
                        actions: s.actions,
                        game_number: s.game_number,
                    },
                });
            }
            Err(e) => reason = e.to_string(),
        }
    }
    Some(AsideGame {
        name: f.name.clone(),
        modified_ms: f.modified_ms,
        description: Message::new(Key::AsideDamaged).with("when", when),
        state: AsideState::Damaged { reason },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, localize};

    #[test]
    fn dates_are_calendar_dates_in_the_given_zone() {
        assert_eq!(date_time(0, 0), "1970-01-01 00:00");
        assert_eq!(date_time(951_782_400_000, 0), "2000-02-29 00:00");
        assert_eq!(date_time(1_777_777_777_000, 330), "2026-05-03 08:39");
        assert_eq!(date_time(-60_000, 0), "1969-12-31 23:59");
        // Nothing overflows or panics on absurd input.
        let _ = date_time(i64::MAX, i32::MAX);
        let _ = date_time(i64::MIN, i32::MIN);
    }

    #[test]
    fn a_damaged_file_is_listed_as_damaged_and_a_finished_one_left_out() {
        let files = [
            AsideFile {
                name: "bad".into(),
                save: vec![0xff, 0xfe, b'{'],
                backup: Some(b"{}".to_vec()),
                modified_ms: Some(0),
            },
            AsideFile {
                name: "empty".into(),
                save: vec![],
                backup: None,
                modified_ms: None,
            },
        ];
        let list = set_aside_games(&files, 0);
        assert_eq!(list.len(), 2);
        assert!(
            list.iter()
                .all(|g| matches!(g.state, AsideState::Damaged { .. }))
        );
        assert_eq!(
            localize(&list[0].description, Lang::En),
            "1970-01-01 00:00: damaged, cannot be continued (kept on this device)"
        );
        assert_eq!(
            localize(&list[1].description, Lang::Hi),
            "तारीख अज्ञात: खराब है, जारी नहीं रखा जा सकता (इस डिवाइस पर रखा है)"
        );
    }
}
