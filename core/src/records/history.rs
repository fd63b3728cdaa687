//! The history: every recorded game, newest first, with its seats and its save.

use super::analyse::UnratedReason;
use super::ids::{GameId, ProfileId};
use super::{Records, RecordsError};
use crate::Color;
use crate::ai::Level;
use crate::game::SeatKind;
use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};

/// Which games [`Records::history`] lists.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HistoryQuery {
    /// Only games this profile played; `None`: every game.
    pub profile: Option<ProfileId>,
    /// Skip this many of the newest games (paging).
    pub offset: u32,
    /// At most this many games.
    pub limit: u32,
}

impl Default for HistoryQuery {
    /// Every game, the newest 50.
    fn default() -> HistoryQuery {
        HistoryQuery {
            profile: None,
            offset: 0,
            limit: 50,
        }
    }
}

/// One seat of a recorded game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatEntry {
    /// The colour.
    pub color: Color,
    /// Who played it at the start (a person, or a CPU level).
    pub kind: SeatKind,
    /// The profile, for a person's seat with one; `None`: a guest (or a CPU).
    pub profile: Option<ProfileId>,
    /// The profile's name now.
    pub profile_name: Option<String>,
    /// Place, 1 = first (two sharing 2nd are followed by 4th).
    pub place: u8,
    /// Whether the place is shared.
    pub shared: bool,
    /// Opponent tokens this seat captured.
    pub captures_made: u32,
    /// Own tokens captured by opponents.
    pub captures_suffered: u32,
    /// Rolls of each face: `faces[f - 1]` rolls of face `f`.
    pub faces: [u64; 6],
    /// The profile's rating before the game, when the game changed it.
    pub rating_before: Option<f64>,
    /// And after.
    pub rating_after: Option<f64>,
}

/// A recorded game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameEntry {
    /// Its id.
    pub id: GameId,
    /// When it was recorded, in milliseconds since the Unix epoch (for a game
    /// recorded at once, when it finished).
    pub recorded_ms: i64,
    /// Its game number in its session (1, or more after "play again").
    pub game_number: u32,
    /// Rolls in the whole game, every seat.
    pub rolls: u64,
    /// Whether it was the tutorial.
    pub tutorial: bool,
    /// Moves taken back.
    pub undos: u32,
    /// Whether it changed ratings.
    pub rated: bool,
    /// Why not, when it did not.
    pub unrated_reason: Option<UnratedReason>,
    /// Its seats, in the game's seat order.
    pub seats: Vec<SeatEntry>,
}

impl GameEntry {
    /// Its seats by place, first to last (seats sharing a place in seat order): the order
    /// the terminal and the phones list them in, so none of them sorts for itself.
    pub fn seats_by_place(&self) -> Vec<&SeatEntry> {
        let mut seats: Vec<&SeatEntry> = self.seats.iter().collect();
        // Stable: a shared place keeps the seat order.
        seats.sort_by_key(|s| s.place);
        seats
    }
}

fn bad(column: usize, what: String) -> rusqlite::Error {
    rusqlite::Error::FromSqlConversionFailure(column, rusqlite::types::Type::Text, what.into())
}

/// The game `seq` with its seats.
pub(crate) fn entry(conn: &Connection, seq: i64) -> Result<GameEntry, RecordsError> {
    let (id, recorded_ms, game_number, rolls, tutorial, undos, condition): (
        String,
        i64,
        u32,
        i64,
        bool,
        u32,
        Option<String>,
    ) = conn.query_row(
        "SELECT id, recorded_ms, game_number, rolls, tutorial, undos, condition \
         FROM games WHERE seq = ?1",
        [seq],
        |r| {
            Ok((
                r.get(0)?,
                r.get(1)?,
                r.get(2)?,
                r.get(3)?,
                r.get(4)?,
                r.get(5)?,
                r.get(6)?,
            ))
        },
    )?;
    let mut stmt = conn.prepare(
        "SELECT s.color, s.level, s.profile_id, p.name, s.place, s.shared, s.captures_made, \
         s.captures_suffered, s.face1, s.face2, s.face3, s.face4, s.face5, s.face6, \
         s.rating_before, s.rating_after \
         FROM game_seats s LEFT JOIN profiles p ON p.id = s.profile_id \
         WHERE s.game_seq = ?1 ORDER BY s.seat",
    )?;
    let seats: Vec<SeatEntry> = stmt
        .query_map([seq], |r| {
            let color: String = r.get(0)?;
            let level: Option<String> = r.get(1)?;
            let profile: Option<String> = r.get(2)?;
            let mut faces = [0u64; 6];
            for (i, f) in faces.iter_mut().enumerate() {
                *f = r.get::<_, i64>(8 + i)?.max(0) as u64;
            }
            Ok(SeatEntry {
                color: Color::parse(&color).ok_or_else(|| bad(0, color.clone()))?,
                kind: match level {
                    None => SeatKind::Human,
                    Some(l) => SeatKind::Cpu(Level::parse(&l).ok_or_else(|| bad(1, l.clone()))?),
                },
                profile: profile
                    .map(|p| ProfileId::parse(&p).map_err(|e| bad(2, e.to_string())))
                    .transpose()?,
                profile_name: r.get(3)?,
                place: r.get(4)?,
                shared: r.get(5)?,
                captures_made: r.get(6)?,
                captures_suffered: r.get(7)?,
                faces,
                rating_before: r.get(14)?,
                rating_after: r.get(15)?,
            })
        })?
        .collect::<rusqlite::Result<_>>()?;
    let rated = seats.iter().any(|s| s.rating_after.is_some());
    let unrated_reason = if rated {
        None
    } else {
        Some(match condition.as_deref() {
            Some(c) => UnratedReason::parse(c)
                .ok_or_else(|| RecordsError::Database(format!("unknown condition {c:?}")))?,
            None if seats.iter().all(|s| s.profile.is_none()) => UnratedReason::NoProfile,
            None => UnratedReason::NoRatedOpponent,
        })
    };
    Ok(GameEntry {
        id: GameId::parse(&id)?,
        recorded_ms,
        game_number,
        rolls: rolls.max(0) as u64,
        tutorial,
        undos,
        rated,
        unrated_reason,
        seats,
    })
}

impl Records {
    /// Recorded games, newest first (see [`HistoryQuery`]).
    ///
    /// Errors: [`RecordsError::Database`], [`RecordsError::Busy`].
    pub fn history(&self, query: &HistoryQuery) -> Result<Vec<GameEntry>, RecordsError> {
        let mut stmt = self.conn.prepare(
            "SELECT g.seq FROM games g WHERE ?1 IS NULL OR EXISTS \
             (SELECT 1 FROM game_seats s WHERE s.game_seq = g.seq AND s.profile_id = ?1) \
             ORDER BY g.seq DESC LIMIT ?2 OFFSET ?3",
        )?;
        let seqs: Vec<i64> = stmt
            .query_map(
                params![
                    query.profile.as_ref().map(|p| p.as_str()),
                    query.limit,
                    query.offset
                ],
                |r| r.get(0),
            )?
            .collect::<rusqlite::Result<_>>()?;
        seqs.into_iter().map(|s| entry(&self.conn, s)).collect()
    }

    /// How many games are recorded (all, or those `profile` played).
    ///
    /// Errors: [`RecordsError::Database`].
    pub fn game_count(&self, profile: Option<&ProfileId>) -> Result<u32, RecordsError> {
        Ok(self.conn.query_row(
            "SELECT count(*) FROM games g WHERE ?1 IS NULL OR EXISTS \
             (SELECT 1 FROM game_seats s WHERE s.game_seq = g.seq AND s.profile_id = ?1)",
            [profile.map(|p| p.as_str())],
            |r| r.get(0),
        )?)
    }

    /// The recorded game whose id is `id_or_prefix` or starts with it (like a short
    /// git hash; at least one hex digit).
    ///
    /// Errors: [`RecordsError::UnknownGame`], [`RecordsError::AmbiguousGame`],
    /// [`RecordsError::Database`].
    pub fn find_game(&self, id_or_prefix: &str) -> Result<GameEntry, RecordsError> {
        let Some(prefix) = super::ids::id_prefix(id_or_prefix) else {
            return Err(RecordsError::UnknownGame(id_or_prefix.to_owned()));
        };
        let mut stmt = self
            .conn
            .prepare("SELECT seq FROM games WHERE substr(id, 1, ?2) = ?1 LIMIT 2")?;
        let seqs: Vec<i64> = stmt
            .query_map(params![prefix, prefix.len() as i64], |r| r.get(0))?
            .collect::<rusqlite::Result<_>>()?;
        match seqs.as_slice() {
            [] => Err(RecordsError::UnknownGame(id_or_prefix.to_owned())),
            [seq] => entry(&self.conn, *seq),
            _ => {
                let count: u32 = self.conn.query_row(
                    "SELECT count(*) FROM games WHERE substr(id, 1, ?2) = ?1",
                    params![prefix, prefix.len() as i64],
                    |r| r.get(0),
                )?;
                Err(RecordsError::AmbiguousGame {
                    prefix: id_or_prefix.to_owned(),
                    count,
                })
            }
        }
    }

    /// The save text of the recorded game `id`, exactly as it was recorded: load it
    /// with [`crate::save::load`] to replay the game.
    ///
    /// Errors: [`RecordsError::UnknownGame`], [`RecordsError::Database`].
    pub fn game_save(&self, id: &GameId) -> Result<String, RecordsError> {
        self.conn
            .query_row("SELECT save FROM games WHERE id = ?1", [id.as_str()], |r| {
                r.get(0)
            })
            .optional()?
            .ok_or_else(|| RecordsError::UnknownGame(id.to_string()))
    }
}

#[cfg(test)]
mod by_place {
    use super::*;

    fn seat(color: Color, place: u8, shared: bool) -> SeatEntry {
        SeatEntry {
            color,
            kind: SeatKind::Human,
            profile: None,
            profile_name: None,
            place,
            shared,
            captures_made: 0,
            captures_suffered: 0,
            faces: [0; 6],
            rating_before: None,
            rating_after: None,
        }
    }

    #[test]
    fn seats_are_listed_by_place_and_a_shared_place_in_seat_order() {
        let g = GameEntry {
            id: GameId::parse(&"ab".repeat(16)).unwrap(),
            recorded_ms: 0,
            game_number: 1,
            rolls: 0,
            tutorial: false,
            undos: 0,
            rated: false,
            unrated_reason: None,
            seats: vec![
                seat(Color::Yellow, 3, false),
                seat(Color::Blue, 1, false),
                seat(Color::Red, 2, true),
                seat(Color::Green, 2, true),
            ],
        };
        let order: Vec<Color> = g.seats_by_place().iter().map(|s| s.color).collect();
        assert_eq!(
            order,
            [Color::Blue, Color::Red, Color::Green, Color::Yellow]
        );
        // The seats themselves stay in seat order.
        assert_eq!(g.seats[0].color, Color::Yellow);
    }
}
