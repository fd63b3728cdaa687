//! The records and enums of [`crate::ffi::LudoRecords`] (`docs/records.md`). A profile
//! is the core's own; the others restate the core's `ludo_core::records` types because
//! theirs differ: ids as strings, small numbers as the bindings' integers, face counts
//! as lists, and every text a shell shows as a catalog [`Message`].

use crate::ffi::error::LudoError;
use crate::ffi::export;
use crate::ffi::message::Message;
use crate::ffi::types::{PlayerColor, SeatKind};
use crate::records as core;
pub use crate::records::ProfileId;
pub use crate::records::UnratedReason;

/// A local player's profile: the core's own [`core::Profile`] (foreign name
/// `PlayerProfile`), its id crossing as its text.
pub type PlayerProfile = core::Profile;

// A profile id crosses as its 32 hex digits; one from a shell is checked on the way
// in, and a text that is no id names no profile (`UnknownProfile`), before the export
// runs.
uniffi::custom_type!(ProfileId, String, {
    lower: |id| id.into(),
    try_lift: |id| ProfileId::parse(&id).map_err(|_| {
        LudoError::UnknownProfile {
            reason: format!("{id:?} is not a profile id"),
        }
        .into()
    }),
});

/// One profile's rating change in a recorded game.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct RatingChange {
    /// The seat the profile played.
    pub color: PlayerColor,
    /// The profile.
    pub profile_id: String,
    /// Its name now.
    pub name: String,
    /// Rating before the game.
    pub before: f64,
    /// And after.
    pub after: f64,
    /// The same in words, rounded as shown ("Asha: rating 1200 → 1216"), for the
    /// result screen.
    pub message: Message,
}

/// What `LudoRecords.record_finished` did.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct RecordedGame {
    /// The game's id (for `game_save` and `find_game`).
    pub game_id: String,
    /// False when the game had been recorded before: nothing changed this time, and
    /// the rest describes the earlier recording.
    pub newly_recorded: bool,
    /// Whether the game changed ratings.
    pub rated: bool,
    /// Why not, when it did not.
    pub unrated_reason: Option<UnratedReason>,
    /// The same in words ("Not rated: a move was taken back.").
    pub unrated_message: Option<Message>,
    /// The rating changes, in seat order.
    pub changes: Vec<RatingChange>,
    /// Profile ids given for seats whose profile was deleted before the game was
    /// recorded (those seats were recorded as guests).
    pub unknown_profiles: Vec<String>,
}

impl From<core::Recorded> for RecordedGame {
    fn from(r: core::Recorded) -> Self {
        RecordedGame {
            game_id: r.game.to_string(),
            newly_recorded: r.newly_recorded,
            rated: r.rated,
            unrated_reason: r.unrated_reason,
            unrated_message: r.unrated_reason.map(|u| u.message().into()),
            changes: r
                .changes
                .into_iter()
                .map(|c| RatingChange {
                    message: c.message().into(),
                    color: c.color,
                    profile_id: c.profile.to_string(),
                    name: c.name,
                    before: c.before,
                    after: c.after,
                })
                .collect(),
            unknown_profiles: r.unknown_profiles.iter().map(ToString::to_string).collect(),
        }
    }
}

/// One seat of a recorded game.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct HistorySeat {
    /// The colour.
    pub color: PlayerColor,
    /// Who played it at the start.
    pub kind: SeatKind,
    /// Its profile; `None`: a guest (or a CPU).
    pub profile_id: Option<String>,
    /// The profile's name now.
    pub profile_name: Option<String>,
    /// Place, 1 = first (two sharing 2nd are followed by 4th).
    pub place: i32,
    /// Whether the place is shared.
    pub shared: bool,
    /// Opponent tokens it captured.
    pub captures_made: u32,
    /// Own tokens captured.
    pub captures_suffered: u32,
    /// Rolls of each face: `faces[f - 1]` of face `f` (6 numbers).
    pub faces: Vec<u64>,
    /// The profile's rating before the game, when the game changed it.
    pub rating_before: Option<f64>,
    /// And after.
    pub rating_after: Option<f64>,
}

/// A recorded game, for the history list.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct HistoryEntry {
    /// Its id (`LudoRecords.game_save` gives its save, to replay it).
    pub game_id: String,
    /// When it was recorded, in milliseconds since the Unix epoch.
    pub recorded_ms: i64,
    /// Its game number in its session (1, or more after "play again").
    pub game_number: u32,
    /// Rolls in the whole game.
    pub rolls: u64,
    /// Whether it was the lesson.
    pub tutorial: bool,
    /// Moves taken back.
    pub undos: u32,
    /// Whether it changed ratings.
    pub rated: bool,
    /// Why not, when it did not.
    pub unrated_reason: Option<UnratedReason>,
    /// The same in words.
    pub unrated_message: Option<Message>,
    /// Its seats by place, first to last (a shared place in seat order): the order to
    /// list them in (the core's `GameEntry::seats_by_place`).
    pub seats: Vec<HistorySeat>,
}

impl From<core::GameEntry> for HistoryEntry {
    fn from(g: core::GameEntry) -> Self {
        HistoryEntry {
            game_id: g.id.to_string(),
            recorded_ms: g.recorded_ms,
            game_number: g.game_number,
            rolls: g.rolls,
            tutorial: g.tutorial,
            undos: g.undos,
            rated: g.rated,
            unrated_reason: g.unrated_reason,
            unrated_message: g.unrated_reason.map(|u| u.message().into()),
            seats: g
                .seats_by_place()
                .into_iter()
                .cloned()
                .map(|s| HistorySeat {
                    color: s.color,
                    kind: s.kind,
                    profile_id: s.profile.map(|p| p.to_string()),
                    profile_name: s.profile_name,
                    place: i32::from(s.place),
                    shared: s.shared,
                    captures_made: s.captures_made,
                    captures_suffered: s.captures_suffered,
                    faces: s.faces.to_vec(),
                    rating_before: s.rating_before,
                    rating_after: s.rating_after,
                })
                .collect(),
        }
    }
}

/// What the dice counts say about the die.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum FairnessVerdict {
    /// Fewer than 30 rolls: too few to tell.
    TooFewRolls,
    /// Counts like these are common with a fair die (p ≥ 0.01).
    AsExpected,
    /// Counts this uneven are rare with a fair die (p < 0.01).
    Unusual,
}

/// A profile's statistics (`docs/records.md`, "Statistics").
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct ProfileStats {
    /// The profile (name, rating, rated games).
    pub profile: PlayerProfile,
    /// Games played (the lesson not counted).
    pub games: u32,
    /// `places[i]`: games finished in place `i + 1` (4 numbers).
    pub places: Vec<u32>,
    /// Games whose place was shared.
    pub shared_places: u32,
    /// First places, alone or shared.
    pub wins: u32,
    /// (first places alone + ½ per shared first place) / games; 0 without games.
    pub win_rate: f64,
    /// Opponent tokens captured.
    pub captures_made: u64,
    /// Own tokens captured.
    pub captures_suffered: u64,
    /// Rolls counted for the dice (scripted dice left out).
    pub rolls: u64,
    /// Sixes among them.
    pub sixes: u64,
    /// Rolls of each face: `faces[f - 1]` of face `f` (6 numbers).
    pub faces: Vec<u64>,
    /// Pearson's chi-square statistic of `faces` against a fair die.
    pub chi_square: f64,
    /// Its p-value (5 degrees of freedom); `None` with too few rolls.
    pub p_value: Option<f64>,
    /// The verdict.
    pub fairness: FairnessVerdict,
    /// The verdict in plain words ("As expected from a fair die (p = 0.42).").
    pub fairness_message: Message,
    /// The statistics as lines to show, in order (rating, games, places, win rate,
    /// captures, dice, the fairness sentence last), numbers rounded as shown.
    pub lines: Vec<Message>,
}

impl From<core::ProfileStats> for ProfileStats {
    fn from(s: core::ProfileStats) -> Self {
        let (fairness, p_value) = match s.fairness {
            core::Fairness::TooFewRolls { .. } => (FairnessVerdict::TooFewRolls, None),
            core::Fairness::AsExpected { p } => (FairnessVerdict::AsExpected, Some(p)),
            core::Fairness::Unusual { p } => (FairnessVerdict::Unusual, Some(p)),
        };
        ProfileStats {
            fairness_message: s.fairness.message().into(),
            lines: s.lines().into_iter().map(Into::into).collect(),
            profile: s.profile,
            games: s.games,
            places: s.places.to_vec(),
            shared_places: s.shared_places,
            wins: s.wins,
            win_rate: s.win_rate,
            captures_made: s.captures_made,
            captures_suffered: s.captures_suffered,
            rolls: s.rolls,
            sixes: s.sixes,
            faces: s.faces.to_vec(),
            chi_square: s.chi_square,
            p_value,
            fairness,
        }
    }
}

/// A damaged database that `LudoRecords.open` renamed (kept) before starting a new,
/// empty one: say `message` to the player once.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct SetAsideDatabase {
    /// The path that was opened.
    pub from: String,
    /// Where the old file is now.
    pub to: String,
    /// Why, in English (for logs).
    pub reason: String,
    /// What to tell the player.
    pub message: Message,
}

impl From<&core::SetAside> for SetAsideDatabase {
    fn from(s: &core::SetAside) -> Self {
        SetAsideDatabase {
            from: s.from.display().to_string(),
            to: s.to.display().to_string(),
            reason: s.reason.to_string(),
            message: s.message().into(),
        }
    }
}

/// A recorded game in one line for the history list: when (in the phone's time zone,
/// `utc_offset_minutes` from UTC), its seats by place with who played them, and
/// "Rated" or why not.
///
/// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
#[export]
pub fn history_line(entry: HistoryEntry, utc_offset_minutes: i32) -> Result<Message, LudoError> {
    let seats: Vec<core::LineSeat> = entry
        .seats
        .iter()
        .map(|s| core::LineSeat {
            place: u8::try_from(s.place.clamp(0, 4)).unwrap_or(0),
            color: s.color,
            kind: s.kind,
            profile_name: s.profile_name.clone(),
        })
        .collect();
    let unrated = if entry.rated {
        None
    } else {
        entry.unrated_reason
    };
    Ok(core::history_line(entry.recorded_ms, utc_offset_minutes, &seats, unrated).into())
}

/// A rating as shown: the nearest whole number (the records' lines use the same).
///
/// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
#[export]
pub fn shown_rating(rating: f64) -> Result<i64, LudoError> {
    Ok(core::shown_rating(rating))
}

/// A win rate or a review's win chance (0 to 1) as shown: a whole percentage,
/// rounded half away from zero and kept within 0 to 100 (not a number: 0). Both
/// phones show every percentage through it.
///
/// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
#[export]
pub fn shown_percent(rate: f64) -> Result<i64, LudoError> {
    Ok(core::shown_percent(rate))
}
