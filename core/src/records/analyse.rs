//! What a finished game says for the records: places, captures, dice per seat, and
//! whether its conditions allow a rating (`docs/records.md`, "Rated games").
//! Pure: no database.

use super::RecordsError;
use super::ids::{GameId, ProfileId, content_hash};
use crate::Color;
use crate::ai::Level;
use crate::game::{Event, Game, Phase, SeatKind};
use crate::i18n::{Key, Message};
use crate::rules::place_groups;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Facts about a game that its save does not show and the shell (the table) knows.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameFlags {
    /// The game was the tutorial.
    pub tutorial: bool,
    /// How many times a move was taken back (an undo leaves no trace in the history).
    pub undos: u32,
}

/// The profile playing one seat. Seats without one are guests.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatProfile {
    /// The seat's colour.
    pub color: Color,
    /// The profile.
    pub profile: ProfileId,
}

/// Why a finished game does not change ratings. The first four are the game's own
/// conditions, fixed when it is recorded; the last two depend on who had a profile.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum UnratedReason {
    /// The tutorial is a lesson, not a game.
    Tutorial,
    /// The dice followed a script (their faces were chosen, not drawn).
    ScriptedDice,
    /// The dice came from a chosen seed (`ludo play --seed`), so anyone with the
    /// seed knew every roll in advance (`docs/fair-dice.md`). Only given when the
    /// game would otherwise have been rated (a seat had a profile).
    ChosenSeed,
    /// A move was taken back.
    Undo,
    /// A seat changed hands during the game: a CPU's seat was taken by a person
    /// (the table refuses it in a rated game). Before the resignation rule, also a
    /// person's seat handed to the CPU: such a game is now rated, the seat
    /// counted as resigned ([`analyse`], `docs/records.md`, "Resigning").
    SeatHandedOver,
    /// No seat had a profile.
    NoProfile,
    /// No two seats with a rating (profiles and CPU players; guests have none).
    NoRatedOpponent,
}

impl UnratedReason {
    /// The snake_case code stored in the database and used in JSON.
    pub const fn code(self) -> &'static str {
        match self {
            UnratedReason::Tutorial => "tutorial",
            UnratedReason::ScriptedDice => "scripted_dice",
            UnratedReason::ChosenSeed => "chosen_seed",
            UnratedReason::Undo => "undo",
            UnratedReason::SeatHandedOver => "seat_handed_over",
            UnratedReason::NoProfile => "no_profile",
            UnratedReason::NoRatedOpponent => "no_rated_opponent",
        }
    }

    /// Parses a [`UnratedReason::code`].
    pub fn parse(code: &str) -> Option<UnratedReason> {
        [
            UnratedReason::Tutorial,
            UnratedReason::ScriptedDice,
            UnratedReason::ChosenSeed,
            UnratedReason::Undo,
            UnratedReason::SeatHandedOver,
            UnratedReason::NoProfile,
            UnratedReason::NoRatedOpponent,
        ]
        .into_iter()
        .find(|r| r.code() == code)
    }
}

impl UnratedReason {
    /// "Not rated: ..." as a catalog message (`records.unrated.*`), for the phones.
    pub fn message(self) -> Message {
        Message::new(match self {
            UnratedReason::Tutorial => Key::RecordsUnratedTutorial,
            UnratedReason::ScriptedDice => Key::RecordsUnratedScriptedDice,
            UnratedReason::ChosenSeed => Key::RecordsUnratedChosenSeed,
            UnratedReason::Undo => Key::RecordsUnratedUndo,
            UnratedReason::SeatHandedOver => Key::RecordsUnratedSeatHandedOver,
            UnratedReason::NoProfile => Key::RecordsUnratedNoProfile,
            UnratedReason::NoRatedOpponent => Key::RecordsUnratedNoRatedOpponent,
        })
    }
}

impl fmt::Display for UnratedReason {
    /// Words after "not rated: ".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            UnratedReason::Tutorial => "the tutorial",
            UnratedReason::ScriptedDice => "the dice were scripted",
            UnratedReason::ChosenSeed => "the dice came from a chosen seed",
            UnratedReason::Undo => "a move was taken back",
            UnratedReason::SeatHandedOver => "a seat changed hands",
            UnratedReason::NoProfile => "no player had a profile",
            UnratedReason::NoRatedOpponent => "no rated opponent (guests have no rating)",
        })
    }
}

/// One seat of an analysed game.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct SeatAnalysis {
    /// The seat's colour.
    pub color: Color,
    /// Index in the game's seat order.
    pub seat: usize,
    /// The CPU level at the start; `None` for a person.
    pub level: Option<Level>,
    /// The profile that played the seat; `None` for a guest or a CPU.
    pub profile: Option<ProfileId>,
    /// Place, 1 = first (competition ranking: two sharing 2nd, then 4th).
    pub place: u8,
    /// Whether another seat shares the place (a draw between them).
    pub shared: bool,
    /// Opponent tokens this seat captured.
    pub captures_made: u32,
    /// Tokens of this seat captured by opponents.
    pub captures_suffered: u32,
    /// Rolls of each face (first-player rolls included).
    pub faces: [u64; 6],
}

/// A finished game as the records keep it.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Analysis {
    /// The game's id ([`GameId::of`]).
    pub id: GameId,
    /// SHA-256 hex of the game's rules, start and actions ([`content_hash`]).
    pub content_hash: String,
    /// 1 for the first game of a session, +1 for each "play again".
    pub game_number: u32,
    /// Rolls of all seats together (first-player rolls included).
    pub rolls: u64,
    /// What the shell knows about the game (tutorial, undos).
    pub flags: GameFlags,
    /// Whether the game began with scripted faces (the lesson, tests).
    pub scripted_dice: bool,
    /// Whether a seat was handed to the CPU or back during the game.
    pub seat_changed: bool,
    /// The game's own reason not to be rated, if any.
    pub condition: Option<UnratedReason>,
    /// Every seat, in the game's seat order.
    pub seats: Vec<SeatAnalysis>,
}

/// Analyses `game` (freshly loaded, so its events are this game's alone) with the
/// profiles of its seats.
///
/// Errors: [`RecordsError::NotFinished`], [`RecordsError::NotAPersonSeat`] (a
/// profile on a colour that is not seated, or on a seat a CPU played at the start),
/// [`RecordsError::SeatTwice`], [`RecordsError::ProfileTwice`].
pub(crate) fn analyse(
    game: &Game,
    profiles: &[SeatProfile],
    flags: GameFlags,
) -> Result<Analysis, RecordsError> {
    if game.phase() != Phase::GameOver {
        return Err(RecordsError::NotFinished);
    }
    let placements = game.placements().ok_or(RecordsError::NotFinished)?;
    let start = game.start();
    for (i, sp) in profiles.iter().enumerate() {
        let kind = start
            .seats
            .iter()
            .find(|s| s.color == sp.color)
            .map(|s| s.kind);
        if kind != Some(SeatKind::Human) {
            return Err(RecordsError::NotAPersonSeat { color: sp.color });
        }
        if profiles[..i].iter().any(|o| o.color == sp.color) {
            return Err(RecordsError::SeatTwice { color: sp.color });
        }
        if profiles[..i].iter().any(|o| o.profile == sp.profile) {
            return Err(RecordsError::ProfileTwice);
        }
    }
    let mut made = [0u32; 4];
    let mut suffered = [0u32; 4];
    let mut seat_changed = false;
    // A CPU's seat taken by a person: that person may have played it to lose.
    let mut cpu_seat_taken = false;
    for e in game.events_since(0) {
        match &e.event {
            Event::Captured { color, by, .. } => {
                made[by.index()] += 1;
                suffered[color.index()] += 1;
            }
            Event::SeatChanged { color, kind } => {
                seat_changed = true;
                let started_cpu = start
                    .seats
                    .iter()
                    .any(|s| s.color == *color && matches!(s.kind, SeatKind::Cpu(_)));
                cpu_seat_taken |= started_cpu && *kind == SeatKind::Human;
            }
            _ => {}
        }
    }
    let scripted_dice = !start.dice.script.is_empty();
    let condition = if flags.tutorial {
        Some(UnratedReason::Tutorial)
    } else if scripted_dice {
        Some(UnratedReason::ScriptedDice)
    } else if game.dice_from_chosen_seed() && !profiles.is_empty() {
        Some(UnratedReason::ChosenSeed)
    } else if flags.undos > 0 {
        Some(UnratedReason::Undo)
    } else if cpu_seat_taken {
        Some(UnratedReason::SeatHandedOver)
    } else {
        None
    };
    // A seat handed to the CPU is a resignation only in a game that is rated as
    // the table judged it (`Table::is_rated`, which alone says "resigned" during
    // play): an unrated game keeps its own places, as its game-over panel and log
    // showed them (the history put a winner handed to the CPU last without a word).
    let cpus = start
        .seats
        .iter()
        .filter(|s| matches!(s.kind, SeatKind::Cpu(_)))
        .count();
    let rated = condition.is_none() && crate::game::rated_participants(profiles.len(), cpus);
    let placements = if rated {
        resigned_last(&placements, &resignations(game))
    } else {
        placements
    };
    let mut place_of = [(0u8, false); 4];
    for group in place_groups(&placements) {
        for &c in &group.colors {
            place_of[c.index()] = (group.place, group.colors.len() > 1);
        }
    }
    let seats: Vec<SeatAnalysis> = start
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let c = s.color;
            SeatAnalysis {
                color: c,
                seat: i,
                level: match s.kind {
                    SeatKind::Cpu(l) => Some(l),
                    SeatKind::Human => None,
                },
                profile: profiles
                    .iter()
                    .find(|p| p.color == c)
                    .map(|p| p.profile.clone()),
                place: place_of[c.index()].0,
                shared: place_of[c.index()].1,
                captures_made: made[c.index()],
                captures_suffered: suffered[c.index()],
                faces: game.face_counts(c).0,
            }
        })
        .collect();
    Ok(Analysis {
        id: GameId::of(game),
        content_hash: content_hash(game),
        game_number: start.game_number,
        rolls: seats.iter().map(|s| s.faces.iter().sum::<u64>()).sum(),
        flags,
        scripted_dice,
        seat_changed,
        condition,
        seats,
    })
}

/// The seats whose person resigned, in the order they did: a seat a person played
/// at the start that was handed to the CPU (by the player, or after time-outs)
/// before it finished. Handing it back later does not undo the resignation: the
/// rule is that leaving a game counts as losing it (`docs/records.md`,
/// "Resigning"), so a losing player cannot opt out of a rated game.
pub(crate) fn resignations(game: &Game) -> Vec<Color> {
    let start = &game.start().seats;
    let mut finished: Vec<Color> = vec![];
    let mut resigned: Vec<Color> = vec![];
    for e in game.events_since(0) {
        match &e.event {
            Event::PlayerFinished { color, .. } => finished.push(*color),
            Event::SeatChanged {
                color,
                kind: SeatKind::Cpu(_),
            } => {
                let person = start
                    .iter()
                    .any(|s| s.color == *color && s.kind == SeatKind::Human);
                if person && !finished.contains(color) && !resigned.contains(color) {
                    resigned.push(*color);
                }
            }
            _ => {}
        }
    }
    resigned
}

/// `placements` (best first, equal players sharing a group) with the `resigned`
/// seats taken out and put after everyone who was still playing, each alone, the
/// last to resign first (who resigned earlier gave up more of the game).
pub(crate) fn resigned_last(placements: &[Vec<Color>], resigned: &[Color]) -> Vec<Vec<Color>> {
    let mut out: Vec<Vec<Color>> = placements
        .iter()
        .map(|g| {
            g.iter()
                .copied()
                .filter(|c| !resigned.contains(c))
                .collect::<Vec<_>>()
        })
        .filter(|g| !g.is_empty())
        .collect();
    out.extend(resigned.iter().rev().map(|&c| vec![c]));
    out
}
