//! Save files (`docs/save-format.md`): versioned serde JSON holding the rules, seats,
//! the game's start (dice seed and position in the stream), the full action history
//! and a snapshot of the state. Loading validates the snapshot, replays the history
//! and checks that both agree, so a loaded game continues exactly as the saved one
//! would have (same next rolls); anything wrong is a [`SaveError`], never a panic.
//! Saves of format version 1 are migrated on load (their dice keep the old
//! sampler); [`verify()`] checks the committed dice of a finished game
//! (`docs/fair-dice.md`).

use crate::color::Color;
use crate::dice::{Dice, DiceSecret, DiceSource, DiceState, RawDice, SecretInFile, commitment};
use crate::game::{Action, Game, GameStart, MAX_GAME_NUMBER, Phase, SeatSetup};
use crate::notation::{PositionOut, position_out};
use crate::rules::{Face, Position, PositionError, Rules, Variant};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use thiserror::Error;

pub(crate) mod text;

/// The `format` value of every save file.
pub const FORMAT: &str = "ludo-save";

/// The save-format version this build writes. Version 2: dice by our own sampler
/// with a commitment (`docs/fair-dice.md`), the faces rolled in `state.rolls`.
/// Version 3: commitment and key with domain tags (`"scheme": 3`), and no secret
/// in the file before the first roll (`docs/fair-dice.md`, "What the save holds").
pub const VERSION: u32 = 3;

/// The oldest version this build reads: version 1 saves are migrated on load.
pub const OLDEST_VERSION: u32 = 1;

/// Largest save file accepted, in bytes (a long game is about 20 KB).
pub const MAX_SAVE_BYTES: usize = 4 * 1024 * 1024;

/// A save file as JSON.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SaveFile {
    /// Always [`FORMAT`].
    pub format: String,
    /// [`VERSION`] when written by this build; [`OLDEST_VERSION`]..=[`VERSION`]
    /// when read.
    pub version: u32,
    /// House rules.
    pub rules: Rules,
    /// How the current game started (dice state, seats, first player, game number).
    pub start: GameStart,
    /// Every action since the start, in order (`docs/save-format.md`, "Actions").
    pub history: Vec<Action>,
    /// The state after the history, checked against the replay on load.
    pub state: SavedState,
    /// What the table adds (`docs/table.md`, "Saves"), read by
    /// `table::Table::load`; absent in saves of a bare game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table: Option<TableSave>,
}

/// The `"table"` object of a save file: what the table adds (`docs/table.md`,
/// "Saves"); checked on every load (unknown keys, seated colours, time left).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableSave {
    /// Whether this is the lesson (it then belongs in the tutorial slot,
    /// `table::SaveSlot::Tutorial`).
    #[serde(default)]
    pub tutorial: bool,
    /// Whether the lesson is complete.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub lesson_done: bool,
    /// Time left on the turn timer of the person to act, in milliseconds, when one
    /// runs (`docs/rules.md`, "Turn timer": a reopened game continues with it).
    #[serde(default)]
    pub turn_time_left_ms: Option<u64>,
    /// Undos taken in this game.
    #[serde(default)]
    pub undos: u32,
    /// Seats played by a person at some time in this game (they may be handed back).
    #[serde(default)]
    pub people: Vec<Color>,
    /// An opaque profile id per seat (for the records), `null` when none.
    #[serde(default)]
    pub profiles: BTreeMap<Color, Option<String>>,
}

/// The state part of a save file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedState {
    /// The phase.
    pub phase: Phase,
    /// Seats now (they may have changed hands since the start).
    pub seats: Vec<SeatSetup>,
    /// Tokens and turn state, in the position format.
    pub position: PositionOut,
    /// The roll awaiting a move, if any.
    pub pending_roll: Option<crate::rules::Face>,
    /// The dice now.
    pub dice: DiceState,
    /// Roll counts by colour: `faces[f - 1]` rolls of face `f`.
    pub roll_counts: BTreeMap<Color, [u64; 6]>,
    /// Every face rolled in this game, in order (absent in version 1).
    #[serde(default)]
    pub rolls: Rolls,
}

/// The faces rolled in a game, in order; in JSON one string of digits 1-6
/// (`"6153"`), so a long game stays short and people can read it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Rolls(pub Vec<Face>);

impl TryFrom<String> for Rolls {
    type Error = String;
    fn try_from(s: String) -> Result<Rolls, String> {
        s.bytes()
            .map(|b| Face::new(b.wrapping_sub(b'0')))
            .collect::<Option<Vec<Face>>>()
            .map(Rolls)
            .ok_or_else(|| "rolls must be digits 1 to 6".to_string())
    }
}

impl From<Rolls> for String {
    fn from(r: Rolls) -> String {
        r.0.iter().map(|f| char::from(b'0' + f.get())).collect()
    }
}

/// Why a save file cannot be loaded.
#[derive(Debug, Error)]
pub enum SaveError {
    /// Larger than [`MAX_SAVE_BYTES`].
    #[error("save file is too large ({0} bytes)")]
    TooLarge(usize),
    /// Not JSON, or JSON of the wrong shape.
    #[error("save file is not valid: {0}")]
    Json(#[from] serde_json::Error),
    /// JSON, but not an object (a list, a number, ...): no save at all. Named apart
    /// because a list was read as the header's fields in order (`[1, 2]` was "format
    /// is 1").
    #[error("not a Ludo save file (the file holds a JSON {0}; a save is a JSON object)")]
    NotObject(&'static str),
    /// A JSON object, but not a Ludo save: its `format` (the JSON as found, e.g.
    /// `"foo"` with its quotes, or `missing` when absent) is not [`FORMAT`].
    #[error("not a Ludo save file (\"format\" is {0}; a save's is \"ludo-save\")")]
    Format(String),
    /// A version this build cannot read.
    #[error(
        "save format version {found} is not supported (this app reads versions {OLDEST_VERSION} to {VERSION})"
    )]
    Version {
        /// The version in the file.
        found: u64,
    },
    /// No `version` key (or `null`): said as such, never as a number (it was once
    /// "version 18446744073709551615 is not supported").
    #[error(
        "save file has no format version (\"version\" is missing; this app reads versions {OLDEST_VERSION} to {VERSION})"
    )]
    VersionMissing,
    /// A `version` that is not a whole number from 0 up (the JSON as found: `"3"`,
    /// `-1`, `3.5`).
    #[error(
        "save format version {0} is not a version number (this app reads versions {OLDEST_VERSION} to {VERSION})"
    )]
    VersionInvalid(String),
    /// The saved position is impossible.
    #[error("saved position is invalid: {0}")]
    Position(#[from] PositionError),
    /// An action of the history cannot be replayed.
    #[error("action {index} ({action}) of the history cannot be replayed: {error}")]
    Replay {
        /// 0-based index in the history.
        index: usize,
        /// The action's text form.
        action: String,
        /// Why it failed.
        error: crate::game::GameError,
    },
    /// The start cannot be set up (bad seats, dice state).
    #[error("saved game start is invalid: {0}")]
    Start(crate::game::GameError),
    /// The saved state differs from the state the history leads to.
    #[error("save file is inconsistent: the history does not lead to the saved {0}")]
    Mismatch(&'static str),
    /// A number outside its range.
    #[error("save file is not valid: {field} = {value} is out of range ({range})")]
    Range {
        /// The key, e.g. `start.game_number`.
        field: &'static str,
        /// The value found.
        value: String,
        /// The allowed range, in words.
        range: &'static str,
    },
    /// A version 1 save with dice of a later version.
    #[error("save file is not valid: version 1 saves have a dice seed, not a commitment")]
    Migration,
    /// The game could not be written (never expected; nothing is written then).
    #[error("the game could not be written as a save file: {0}")]
    Write(serde_json::Error),
}

/// Writes a game as save-file JSON (compact).
///
/// Errors: [`SaveError::Write`] if serialising fails, [`SaveError::TooLarge`] if the
/// text is larger than [`MAX_SAVE_BYTES`]; a caller then writes nothing (never an
/// empty file in place of a save, nor one [`load`] refuses).
pub fn save(game: &Game) -> Result<String, SaveError> {
    let json = serde_json::to_string(&to_file(game)).map_err(SaveError::Write)?;
    within_limit(json)
}

/// `json` if [`load`] would accept its size, else [`SaveError::TooLarge`].
///
/// Why: a save is written after every action, and the history has no length limit
/// (a seat handed to the CPU and back is two actions, as often as anyone likes). A
/// save over the limit was written, "Game saved" was printed, and the next start
/// refused both it and its backup as damaged: the game was lost. Refused here, the
/// last save that can be read stays on disk and the shell says it could not save.
pub(crate) fn within_limit(json: String) -> Result<String, SaveError> {
    if json.len() > MAX_SAVE_BYTES {
        return Err(SaveError::TooLarge(json.len()));
    }
    Ok(json)
}

/// The save-file structure of a game. The dice secret is sealed while the game
/// runs and revealed once it is over (`docs/fair-dice.md`).
pub fn to_file(game: &Game) -> SaveFile {
    let mut file = file_head(game);
    file.history = game.history().to_vec();
    file.state.rolls = Rolls(game.rolls().to_vec());
    file
}

/// [`to_file`] with the history and the rolls left empty: the part of a save that
/// does not grow with the game ([`text::SaveText`] writes the rest as it grows).
fn file_head(game: &Game) -> SaveFile {
    let v = game.variant();
    let mut start = game.start().clone();
    start.dice = start.dice.revealed_if(game.phase() == Phase::GameOver);
    let mut dice = game.dice_state();
    // Before anything is played, words may still be mixed in: whoever could read
    // the secret off the disk could choose words for the rolls they want. So the
    // file has only the commitment; a load draws a new secret (`fresh_start`).
    if secret_withheld(game) {
        start.dice = start.dice.withheld();
        dice = dice.withheld();
    }
    SaveFile {
        format: FORMAT.into(),
        version: VERSION,
        rules: *game.rules(),
        start,
        history: vec![],
        state: SavedState {
            phase: game.phase(),
            seats: game
                .players()
                .iter()
                .map(|&c| SeatSetup {
                    color: c,
                    kind: game.seat(c).unwrap_or(crate::game::SeatKind::Human),
                })
                .collect(),
            position: position_out(game.position(), v, game.players()),
            pending_roll: game.pending().map(|p| p.0),
            dice,
            roll_counts: game
                .players()
                .iter()
                .map(|&c| (c, game.face_counts(c).0))
                .collect(),
            rolls: Rolls::default(),
        },
        table: None,
    }
}

/// Saves are read without a leading byte-order mark, as position files are: the
/// function lives in the lower layer (`notation`) so both can use it.
pub use crate::notation::strip_bom;

/// Loads a save file: checks format and version, validates the saved position,
/// replays the history and checks the replay against the saved state. A leading
/// byte-order mark is allowed.
///
/// Errors: [`SaveError`] naming what is wrong.
pub fn load(json: &str) -> Result<Game, SaveError> {
    let json = strip_bom(json);
    read_header(json)?;
    let file: SaveFile = serde_json::from_str(json)?;
    from_file(&file)
}

/// Checks size, `format` and `version` of a save file's text; the version.
fn read_header(json: &str) -> Result<u32, SaveError> {
    if json.len() > MAX_SAVE_BYTES {
        return Err(SaveError::TooLarge(json.len()));
    }
    use serde_json::Value;
    // As a value, not a struct of two optional fields: serde reads a list into a
    // struct's fields in order, so `[1, 2]` had "format" 1 and "version" 2.
    let header: Value = serde_json::from_str(json)?;
    let Value::Object(header) = header else {
        return Err(SaveError::NotObject(json_kind(&header)));
    };
    match header.get("format") {
        Some(Value::String(s)) if s == FORMAT => {}
        None | Some(Value::Null) => return Err(SaveError::Format("missing".into())),
        Some(other) => return Err(SaveError::Format(other.to_string())),
    }
    match header.get("version") {
        Some(Value::Number(n)) => match n.as_u64() {
            Some(v) if (u64::from(OLDEST_VERSION)..=u64::from(VERSION)).contains(&v) => {
                Ok(v as u32)
            }
            Some(found) => Err(SaveError::Version { found }),
            None => Err(SaveError::VersionInvalid(n.to_string())),
        },
        None | Some(Value::Null) => Err(SaveError::VersionMissing),
        Some(other) => Err(SaveError::VersionInvalid(other.to_string())),
    }
}

/// What kind of JSON value `v` is, in words, for [`SaveError::NotObject`].
fn json_kind(v: &serde_json::Value) -> &'static str {
    use serde_json::Value;
    match v {
        Value::Null => "null",
        Value::Bool(_) => "true or false",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "list",
        Value::Object(_) => "object",
    }
}

/// Whether `game`'s save leaves its dice secret out, so that loading it draws a
/// new one (a new code to show): nothing played yet, committed dice from the
/// operating system (`docs/fair-dice.md`, "What the save holds").
pub fn secret_withheld(game: &Game) -> bool {
    fresh_secret_due(
        &game.start().dice,
        game.history().is_empty(),
        game.rolls().is_empty(),
    )
}

/// Whether a game whose start has `dice` and that has played nothing (`no_actions`,
/// `no_rolls`) gets a new secret when loaded, and keeps its secret out of the
/// file: committed, unscripted dice, unless chosen by a seed (public anyway, and
/// kept so seeded games stay reproducible), before any action.
fn fresh_secret_due(dice: &DiceState, no_actions: bool, no_rolls: bool) -> bool {
    no_actions
        && no_rolls
        && dice.script.is_empty()
        && dice.word_pos == 0
        && matches!(&dice.source, DiceSource::Committed { secret, .. } if !secret.is_chosen_seed())
}

/// `file` with a new secret when nothing was played yet ([`fresh_secret_due`]):
/// the file's secret is withheld, or, if present, may have been read or chosen by
/// whoever edited the file, so it must not decide the dice. The words mixed in
/// so far go with it: they were mixed into a secret that is no longer used.
fn fresh_start(file: &SaveFile) -> Result<Option<SaveFile>, SaveError> {
    let start = &file.start.dice;
    let withheld = start.secret_in_file == SecretInFile::Withheld
        || file.state.dice.secret_in_file == SecretInFile::Withheld;
    if !fresh_secret_due(
        start,
        file.history.is_empty(),
        file.state.rolls.0.is_empty(),
    ) {
        if withheld {
            // Only a game that has played nothing may leave its secret out.
            return Err(SaveError::Mismatch("dice state"));
        }
        return Ok(None);
    }
    // Nothing played (checked just above), yet over: not a save this app writes.
    if file.state.phase == Phase::GameOver {
        return Err(SaveError::Mismatch("dice state"));
    }
    let dice = Dice::committed(DiceSecret::random(), vec![]).state();
    let mut fresh = file.clone();
    fresh.start.dice = dice.clone();
    fresh.state.dice = dice;
    Ok(Some(fresh))
}

/// Range checks that the types alone do not make (`docs/save-format.md`).
fn check_ranges(file: &SaveFile) -> Result<(), SaveError> {
    if !(OLDEST_VERSION..=VERSION).contains(&file.version) {
        return Err(SaveError::Version {
            found: file.version.into(),
        });
    }
    let n = file.start.game_number;
    if !(1..=MAX_GAME_NUMBER).contains(&n) {
        return Err(SaveError::Range {
            field: "start.game_number",
            value: n.to_string(),
            range: "1 to 4294967294",
        });
    }
    // Version 1 knew only seeded dice (and no roll list): anything else is not a
    // version 1 save.
    if file.version == 1
        && (!matches!(file.start.dice.source, DiceSource::V1Seed(_))
            || !matches!(file.state.dice.source, DiceSource::V1Seed(_))
            || !file.state.rolls.0.is_empty())
    {
        return Err(SaveError::Migration);
    }
    // Committed dice start at the beginning of their stream: the commitment
    // covers the secret, not a position, so a start elsewhere would let an edited
    // file pick which stretch of the stream the game gets.
    if matches!(file.start.dice.source, DiceSource::Committed { .. })
        && file.start.dice.word_pos != 0
    {
        return Err(SaveError::Range {
            field: "start.dice.word_pos",
            value: file.start.dice.word_pos.to_string(),
            range: "0",
        });
    }
    Ok(())
}

/// Loads a parsed save file (see [`load`]). A game that has played nothing yet
/// gets a new dice secret (and a new code to show), unless its dice were chosen
/// by a seed: before the first action the file holds no secret, and any secret
/// found there may have been read or chosen by whoever edited the file
/// (`docs/fair-dice.md`).
///
/// Errors: [`SaveError`].
pub fn from_file(file: &SaveFile) -> Result<Game, SaveError> {
    check_ranges(file)?;
    if let Some(fresh) = fresh_start(file)? {
        return checked_load(&fresh);
    }
    checked_load(file)
}

/// [`from_file`] after the dice's secret is settled.
fn checked_load(file: &SaveFile) -> Result<Game, SaveError> {
    // 1. The saved position on its own must be possible.
    let p = &file.state.position;
    let variant = Variant::new(file.rules, &p.players).map_err(PositionError::from)?;
    let mut tokens: [Option<Vec<i64>>; 4] = Default::default();
    for (c, list) in &p.tokens {
        tokens[c.index()] = Some(list.iter().map(|&x| x as i64).collect());
    }
    let parts = |to_move| {
        Position::from_setup(
            &variant,
            &crate::rules::Setup {
                tokens: tokens.clone(),
                to_move,
                sixes_in_row: p.sixes_in_row as u64,
                failed_tries: p.failed_tries as u64,
                finish_order: p.finish_order.clone(),
            },
        )
    };
    let saved = match parts(p.to_move) {
        // Saves of finished games written before the turn passed on at the end of a
        // game name the last finisher as `to_move`; the game now gives the turn to
        // the next player still playing, so read them that way.
        Err(PositionError::ToMoveFinished { color }) => {
            let mut next = variant.next_seat(color);
            let mut found = None;
            for _ in 1..variant.seats().len() {
                if let Ok(pos) = parts(next)
                    && pos.is_over(&variant)
                {
                    found = Some(pos);
                    break;
                }
                next = variant.next_seat(next);
            }
            found.ok_or(PositionError::ToMoveFinished { color })?
        }
        other => other?,
    };
    // 2. The history must replay from the start.
    let game = replay(file)?;
    // 3. And lead exactly to the saved state.
    if game.players() != p.players.as_slice() {
        return Err(SaveError::Mismatch("players"));
    }
    if *game.position() != saved {
        return Err(SaveError::Mismatch("position"));
    }
    if game.phase() != file.state.phase {
        return Err(SaveError::Mismatch("phase"));
    }
    if game.pending().map(|x| x.0) != file.state.pending_roll {
        return Err(SaveError::Mismatch("pending roll"));
    }
    let over = game.phase() == Phase::GameOver;
    // The secret is sealed until the end and revealed at the end, in both places.
    if game.dice_state() != file.state.dice || file.start.dice.revealed_if(over) != file.start.dice
    {
        return Err(SaveError::Mismatch("dice state"));
    }
    for s in &file.state.seats {
        if game.seat(s.color) != Some(s.kind) {
            return Err(SaveError::Mismatch("seats"));
        }
    }
    if file.state.seats.len() != game.players().len() {
        return Err(SaveError::Mismatch("seats"));
    }
    if file.state.roll_counts.len() != game.players().len() {
        return Err(SaveError::Mismatch("roll counts"));
    }
    for (&c, counts) in &file.state.roll_counts {
        if game.seat(c).is_none() || game.face_counts(c).0 != *counts {
            return Err(SaveError::Mismatch("roll counts"));
        }
    }
    // The table part names only seated colours, and no more time than the limit.
    if let Some(table) = &file.table {
        let seated = |c: &Color| game.seat(*c).is_some();
        if !table.people.iter().all(seated) || !table.profiles.keys().all(seated) {
            return Err(SaveError::Mismatch("table seats"));
        }
        if let Some(left) = table.turn_time_left_ms {
            let limit_ms = file
                .rules
                .turn_time_limit_secs
                .map_or(0, |l| u64::from(l.secs()) * 1000);
            if left > limit_ms {
                return Err(SaveError::Range {
                    field: "table.turn_time_left_ms",
                    value: left.to_string(),
                    range: "0 to the turn time limit in milliseconds",
                });
            }
        }
    }
    // Version 1 saves have no roll list: the replay makes it (migration).
    if file.version > 1 && game.rolls() != file.state.rolls.0.as_slice() {
        return Err(SaveError::Mismatch("rolls"));
    }
    Ok(game)
}

/// The game of a save file replayed from its start (no check against the state).
fn replay(file: &SaveFile) -> Result<Game, SaveError> {
    Game::replay(file.rules, &file.start, &file.history).map_err(|(i, e)| {
        if i == 0 && file.history.is_empty() {
            SaveError::Start(e)
        } else {
            SaveError::Replay {
                index: i,
                action: file
                    .history
                    .get(i)
                    .map(|a| a.to_string())
                    .unwrap_or_default(),
                error: e,
            }
        }
    })
}

/// What [`verify()`] finds about a save's dice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The revealed secret opens the commitment and gives every recorded roll.
    Verified {
        /// Rolls checked.
        rolls: usize,
        /// The commitment's short code (as shown before the first roll).
        code: String,
    },
    /// Nothing to check, which is not a fault of the save.
    NotVerifiable(Unverifiable),
    /// The revealed secret does not hash to the commitment.
    CommitmentBroken {
        /// The commitment's short code.
        code: String,
    },
    /// A recorded roll is not what the committed dice give.
    RollDiffers {
        /// 1-based number of the roll in the game (first-player rolls count).
        number: usize,
        /// The face in the save (`None`: the save lists fewer rolls).
        recorded: Option<Face>,
        /// The face the dice give (`None`: the game has fewer rolls).
        computed: Option<Face>,
    },
}

/// Why a save's dice cannot be checked.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Unverifiable {
    /// Dice of save format 1: a seed, nothing committed.
    NoCommitment,
    /// The game is not over: the secret is still sealed.
    NotOver,
    /// Scripted faces (the lesson): chosen by the app, not by the dice.
    Scripted,
}

impl std::fmt::Display for Verdict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let face = |x: &Option<Face>| x.map_or("none".to_string(), |f| f.to_string());
        match self {
            Verdict::Verified { rolls, code } => {
                write!(
                    f,
                    "dice verified: all {rolls} rolls check (dice code {code}, as shown at the start)"
                )
            }
            Verdict::NotVerifiable(Unverifiable::NoCommitment) => {
                f.write_str("not verifiable: this game was saved before the dice had a commitment")
            }
            Verdict::NotVerifiable(Unverifiable::NotOver) => {
                f.write_str("not verifiable yet: the dice secret is revealed when the game is over")
            }
            Verdict::NotVerifiable(Unverifiable::Scripted) => {
                f.write_str("not verifiable: the lesson's dice are scripted")
            }
            Verdict::CommitmentBroken { code } => write!(
                f,
                "dice NOT verified: the revealed secret does not match the dice code {code}"
            ),
            Verdict::RollDiffers {
                number,
                recorded,
                computed,
            } => write!(
                f,
                "dice NOT verified: roll {number} differs (the save says {}, the committed dice give {})",
                face(recorded),
                face(computed)
            ),
        }
    }
}

/// Checks the dice of a save (`ludo verify`, `docs/fair-dice.md`): the revealed
/// secret must hash to the commitment, and replaying the history from it must roll
/// exactly the recorded faces; then the whole save must load.
///
/// Errors: [`SaveError`] when the file is not a valid save (after the dice checks,
/// so a tampered roll or secret is named as such).
pub fn verify(json: &str) -> Result<Verdict, SaveError> {
    let json = strip_bom(json);
    read_header(json)?;
    let value: serde_json::Value = serde_json::from_str(json)?;
    // A revealed secret that does not open the commitment is the one finding the
    // typed load cannot report (it refuses such dice), so it is looked at first,
    // and only in a finished game's shape.
    if let Ok(raw) = serde_json::from_value::<RawDice>(value["start"]["dice"].clone())
        && value["state"]["phase"] == "game_over"
    {
        let c = raw.commitment.as_deref().and_then(commitment::parse_hex32);
        let secret = raw.secret.as_deref().and_then(commitment::parse_hex32);
        if let (Some(c), Some(secret)) = (c, secret) {
            let scheme = if raw.scheme.is_some() {
                crate::dice::Scheme::Tagged
            } else {
                crate::dice::Scheme::Plain
            };
            let c = commitment::Commitment::from_bytes(c);
            if !c.opens_to(&DiceSecret::from_bytes(secret, scheme)) {
                return Ok(Verdict::CommitmentBroken { code: c.code() });
            }
        }
    }
    // Then the file must be a valid save, whatever its dice: a file that cannot be
    // loaded is never "not verifiable yet".
    let file: SaveFile = serde_json::from_str(json)?;
    check_ranges(&file)?;
    let unscripted_commitment = match &file.start.dice.source {
        DiceSource::Committed { secret, .. } if file.start.dice.script.is_empty() => {
            Some(secret.commitment().code())
        }
        _ => None,
    };
    // The faces straight from the committed stream, independent of the game, so a
    // changed roll is reported as such (the full load would only say "mismatch").
    if unscripted_commitment.is_some() && fresh_start(&file)?.is_none() {
        let recorded = &file.state.rolls.0;
        let faces = |n: usize| -> Result<Vec<crate::rules::Face>, SaveError> {
            let mut dice =
                Dice::from_state(&file.start.dice).map_err(|e| SaveError::Start(e.into()))?;
            Ok((0..n).map(|_| dice.roll()).collect())
        };
        let computed = faces(recorded.len())?;
        if let Some(i) = (0..recorded.len()).find(|&i| computed[i] != recorded[i]) {
            return Ok(Verdict::RollDiffers {
                number: i + 1,
                recorded: Some(recorded[i]),
                computed: Some(computed[i]),
            });
        }
        // The game must have rolled exactly these faces.
        let game = replay(&file)?;
        if game.rolls().len() != recorded.len() {
            let i = game.rolls().len().min(recorded.len());
            return Ok(Verdict::RollDiffers {
                number: i + 1,
                recorded: recorded.get(i).copied(),
                computed: game.rolls().get(i).copied(),
            });
        }
    }
    from_file(&file)?;
    let Some(code) = unscripted_commitment else {
        return Ok(Verdict::NotVerifiable(
            if matches!(file.start.dice.source, DiceSource::V1Seed(_)) {
                Unverifiable::NoCommitment
            } else {
                Unverifiable::Scripted
            },
        ));
    };
    if !file.start.dice.revealed() {
        return Ok(Verdict::NotVerifiable(Unverifiable::NotOver));
    }
    Ok(Verdict::Verified {
        rolls: file.state.rolls.0.len(),
        code,
    })
}
