//! The table's save: the game's save file (`docs/save-format.md`) with one more
//! top-level object, `"table"`, holding what the table adds (tutorial flag, time
//! left on the turn timer, undo count, which seats were people, record profiles).
//! Optional when loading, so saves written before the table load as plain games.

use crate::color::Color;
use crate::game::{Action, Game, GameStart, Phase, SeatKind, SeatSetup};
use crate::save::{self, SaveError};
use serde::{Deserialize, Serialize};

/// Where a save belongs: the player's game or the lesson. A lesson never overwrites
/// the game slot, so "learn on the board" cannot lose a real game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "StoreSlot"))]
pub enum SaveSlot {
    /// The real game ("Resume"; `current.json` in the store).
    Game,
    /// The lesson (`tutorial.json` in the store; `Lesson` on the phones).
    #[cfg_attr(feature = "uniffi", uniffi(name = "Lesson"))]
    Tutorial,
}

/// "Write this now": the shell writes `json` to the file of `slot` atomically
/// (temporary file, rename, the previous save kept as a backup).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveRequest {
    /// The slot.
    pub slot: SaveSlot,
    /// The whole save file (JSON text, UTF-8).
    pub json: String,
    /// Whether the game (or lesson) is over: "Resume" must not offer it.
    pub finished: bool,
}

/// The `"table"` object of a save file (defined with the save format, which checks
/// it on every load).
pub use crate::save::TableSave;

#[derive(Deserialize)]
struct TablePart {
    #[serde(default)]
    table: Option<TableSave>,
}

/// A save file's game and table part, fully validated (replayed).
///
/// Errors: [`SaveError`]; a malformed `"table"` object is [`SaveError::Json`], one
/// naming colours that are not seated [`SaveError::Mismatch`] (checked by
/// [`save::load`]).
pub(crate) fn load(json: &str) -> Result<(Game, TableSave), SaveError> {
    let game = save::load(json)?;
    let part: TablePart = serde_json::from_str(save::strip_bom(json))?;
    let table = part.table.unwrap_or_default();
    Ok((game, table))
}

/// The save file of `game` with the table part.
///
/// Errors: [`SaveError::Write`] if serialising fails, [`SaveError::TooLarge`] if
/// [`load`] would refuse its size (nothing to write then: the last save stays).
pub(crate) fn write(game: &Game, table: &TableSave) -> Result<String, SaveError> {
    let mut file = save::to_file(game);
    file.table = Some(table.clone());
    save::within_limit(serde_json::to_string(&file).map_err(SaveError::Write)?)
}

/// Seats a person played at the start or took back later (for saves without a
/// table part).
pub(crate) fn people_of(game: &Game) -> [bool; 4] {
    let mut people = start_people(game.start());
    for a in game.history() {
        note_person(&mut people, a);
    }
    seated_people(game, people)
}

/// The seats people play at `start`.
pub(crate) fn start_people(start: &GameStart) -> [bool; 4] {
    let mut people = [false; 4];
    for s in &start.seats {
        if s.kind == SeatKind::Human {
            people[s.color.index()] = true;
        }
    }
    people
}

/// Marks the seat `action` hands to a person, if it does.
pub(crate) fn note_person(people: &mut [bool; 4], action: &Action) {
    if let Action::Seat(c, SeatKind::Human) = action {
        people[c.index()] = true;
    }
}

/// `people` with the seats people play now in `game`.
pub(crate) fn seated_people(game: &Game, mut people: [bool; 4]) -> [bool; 4] {
    for &c in game.players() {
        if game.seat(c) == Some(SeatKind::Human) {
            people[c.index()] = true;
        }
    }
    people
}

/// What a home screen needs to know about a save without opening the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaveSummary {
    /// The game (or lesson) is over: offer "Resume" only when `false`.
    pub finished: bool,
    /// It is the lesson.
    pub tutorial: bool,
    /// Game number (1, +1 per "play again").
    pub game_number: u32,
    /// The seats now (who plays which colour).
    pub seats: Vec<SeatSetup>,
    /// The phase.
    pub phase: Phase,
    /// Actions played in this game.
    pub actions: usize,
    /// Placements once over.
    pub placements: Option<Vec<Vec<Color>>>,
}

/// Reads a save for a home screen. It validates the whole file (replays the
/// history), so a save that inspects well also loads with [`super::Table::load`].
///
/// Errors: [`SaveError`], as for loading.
pub fn inspect_save(json: &str) -> Result<SaveSummary, SaveError> {
    let (game, table) = load(json)?;
    Ok(summary(&game, &table))
}

/// What [`inspect_save`] says of a loaded save (the set-aside list needs the game
/// too, for its id, and loads it once).
pub(crate) fn summary(game: &Game, table: &TableSave) -> SaveSummary {
    SaveSummary {
        finished: game.phase() == Phase::GameOver || table.lesson_done,
        tutorial: table.tutorial,
        game_number: game.start().game_number,
        seats: game.seat_setups().to_vec(),
        phase: game.phase(),
        actions: game.history().len(),
        placements: game.placements(),
    }
}
