//! Recording a finished game: one transaction keyed by the game id, and the ratings
//! it changes.

use super::analyse::{Analysis, GameFlags, SeatProfile, UnratedReason, analyse};
use super::ids::{GameId, ProfileId};
use super::rating::{self, INITIAL_RATING, Participant};
use super::{Records, RecordsError, now_ms};
use crate::Color;
use crate::ai::Level;
use crate::game::Game;
use crate::save;
use rusqlite::{Connection, OptionalExtension, TransactionBehavior, params};
use serde::{Deserialize, Serialize};

/// One profile's rating change in a game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatingChange {
    /// The seat's colour.
    pub color: Color,
    /// The profile.
    pub profile: ProfileId,
    /// Its name now.
    pub name: String,
    /// Rating before the game.
    pub before: f64,
    /// Rating after it.
    pub after: f64,
}

/// What [`Records::record_save`] did.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Recorded {
    /// The game's id.
    pub game: GameId,
    /// False when the game was recorded before (nothing changed this time).
    pub newly_recorded: bool,
    /// Whether the game changed ratings.
    pub rated: bool,
    /// Why not, when it did not.
    pub unrated_reason: Option<UnratedReason>,
    /// The rating changes, by seat order.
    pub changes: Vec<RatingChange>,
    /// Profiles given for seats that no longer exist (deleted before the game was
    /// recorded): those seats were recorded as guests.
    pub unknown_profiles: Vec<ProfileId>,
}

impl Records {
    /// Records a finished game from its save text (kept as is, for replay), with the
    /// profiles of its seats (the rest are guests) and what only the shell knows
    /// ([`GameFlags`]). In one transaction: the game, its seats, the rating changes.
    /// A game recorded before (same [`GameId`], or same [`super::content_hash`]) is
    /// not recorded again: the result then describes the earlier recording and
    /// `newly_recorded` is false. So call it for every finished save the shell still
    /// holds, on every start-up, and delete the save only after it returned.
    ///
    /// Errors: [`RecordsError::Save`] (the text does not load),
    /// [`RecordsError::NotFinished`], [`RecordsError::NotAPersonSeat`],
    /// [`RecordsError::SeatTwice`], [`RecordsError::ProfileTwice`],
    /// [`RecordsError::Busy`], [`RecordsError::Database`]. Nothing is written then.
    pub fn record_save(
        &mut self,
        save_text: &str,
        profiles: &[SeatProfile],
        flags: GameFlags,
    ) -> Result<Recorded, RecordsError> {
        let game = save::load(save_text)?;
        self.record_loaded(&game, save_text, profiles, flags)
    }

    /// [`Records::record_save`] of a save already loaded as `game` (loading replays
    /// the whole game: start-up recording goes through every finished save kept).
    pub(crate) fn record_loaded(
        &mut self,
        game: &Game,
        save_text: &str,
        profiles: &[SeatProfile],
        flags: GameFlags,
    ) -> Result<Recorded, RecordsError> {
        let analysis = analyse(game, profiles, flags)?;
        self.insert(&analysis, save_text)
    }

    /// Records the current game of `game` (see [`Records::record_save`]); its save
    /// text is written by [`save::save`].
    ///
    /// Errors: as [`Records::record_save`].
    pub fn record_game(
        &mut self,
        game: &Game,
        profiles: &[SeatProfile],
        flags: GameFlags,
    ) -> Result<Recorded, RecordsError> {
        self.record_save(&save::save(game)?, profiles, flags)
    }

    /// The transaction of [`Records::record_save`].
    pub(crate) fn insert(
        &mut self,
        a: &Analysis,
        save_text: &str,
    ) -> Result<Recorded, RecordsError> {
        #[cfg(test)]
        let fault = self.fault;
        // A read-only copy cannot take the write lock (`query_only`), but answers
        // for a game it already holds; its insert below fails with `ReadOnly`.
        let behavior = if self.read_only {
            TransactionBehavior::Deferred
        } else {
            TransactionBehavior::Immediate
        };
        let tx = self.conn.transaction_with_behavior(behavior)?;
        let existing: Option<i64> = tx
            .query_row(
                "SELECT seq FROM games WHERE id = ?1 OR content_hash = ?2",
                params![a.id.as_str(), a.content_hash],
                |r| r.get(0),
            )
            .optional()?;
        if let Some(seq) = existing {
            drop(tx);
            let mut r = recorded_from_db(&self.conn, seq)?;
            r.newly_recorded = false;
            return Ok(r);
        }
        let mut unknown = vec![];
        let mut profiles: Vec<Option<&ProfileId>> = vec![];
        for s in &a.seats {
            let p = match &s.profile {
                Some(p) if profile_exists(&tx, p)? => Some(p),
                Some(p) => {
                    unknown.push(p.clone());
                    None
                }
                None => None,
            };
            profiles.push(p);
        }
        tx.execute(
            "INSERT INTO games (id, content_hash, recorded_ms, game_number, players, rolls, \
             tutorial, undos, scripted_dice, seat_changed, condition, save) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)",
            params![
                a.id.as_str(),
                a.content_hash,
                now_ms(),
                a.game_number,
                a.seats.len() as i64,
                a.rolls as i64,
                a.flags.tutorial,
                a.flags.undos,
                a.scripted_dice,
                a.seat_changed,
                a.condition.map(|c| c.code()),
                save_text,
            ],
        )?;
        let seq = tx.last_insert_rowid();
        #[cfg(test)]
        super::tests::fault_point(fault, super::tests::Point::AfterGameRow)?;
        for (s, p) in a.seats.iter().zip(&profiles) {
            tx.execute(
                "INSERT INTO game_seats (game_seq, color, seat, level, profile_id, place, \
                 shared, captures_made, captures_suffered, face1, face2, face3, face4, face5, \
                 face6) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)",
                params![
                    seq,
                    s.color.name(),
                    s.seat as i64,
                    s.level.map(Level::name),
                    p.map(|p| p.as_str()),
                    s.place,
                    s.shared,
                    s.captures_made,
                    s.captures_suffered,
                    s.faces[0] as i64,
                    s.faces[1] as i64,
                    s.faces[2] as i64,
                    s.faces[3] as i64,
                    s.faces[4] as i64,
                    s.faces[5] as i64,
                ],
            )?;
        }
        #[cfg(test)]
        super::tests::fault_point(fault, super::tests::Point::AfterSeats)?;
        if a.condition.is_none() {
            apply_ratings(&tx, seq)?;
        }
        #[cfg(test)]
        super::tests::fault_point(fault, super::tests::Point::BeforeCommit)?;
        tx.commit()?;
        self.refresh_backup();
        let mut r = recorded_from_db(&self.conn, seq)?;
        r.unknown_profiles = unknown;
        Ok(r)
    }
}

fn profile_exists(conn: &Connection, id: &ProfileId) -> rusqlite::Result<bool> {
    Ok(conn
        .query_row(
            "SELECT 1 FROM profiles WHERE id = ?1",
            [id.as_str()],
            |_| Ok(()),
        )
        .optional()?
        .is_some())
}

/// Applies the rating changes of the rated game `seq` from the current ratings:
/// fills its seats' `rating_before` / `rating_after` and updates the profiles.
/// Guests take no part; CPU seats take part with their fixed ratings.
pub(crate) fn apply_ratings(conn: &Connection, seq: i64) -> rusqlite::Result<()> {
    struct Row {
        color: String,
        profile: Option<String>,
        level: Option<String>,
        place: u8,
        rating: Option<f64>,
    }
    let mut stmt = conn.prepare(
        "SELECT s.color, s.profile_id, s.level, s.place, p.rating FROM game_seats s \
         LEFT JOIN profiles p ON p.id = s.profile_id WHERE s.game_seq = ?1 ORDER BY s.seat",
    )?;
    let rows: Vec<Row> = stmt
        .query_map([seq], |r| {
            Ok(Row {
                color: r.get(0)?,
                profile: r.get(1)?,
                level: r.get(2)?,
                place: r.get(3)?,
                rating: r.get(4)?,
            })
        })?
        .collect::<rusqlite::Result<_>>()?;
    let mut who = vec![];
    let mut participants = vec![];
    for row in &rows {
        let p = match (&row.profile, &row.level) {
            (Some(_), _) => Participant {
                rating: row.rating.unwrap_or(INITIAL_RATING),
                place: row.place,
                fixed: false,
            },
            (None, Some(level)) => match Level::parse(level) {
                Some(l) => Participant {
                    rating: rating::cpu_rating(l),
                    place: row.place,
                    fixed: true,
                },
                None => continue,
            },
            (None, None) => continue,
        };
        who.push(row);
        participants.push(p);
    }
    if participants.len() < 2 || participants.iter().all(|p| p.fixed) {
        return Ok(());
    }
    let changes = rating::rating_changes(&participants);
    for ((row, p), d) in who.iter().zip(&participants).zip(&changes) {
        let Some(id) = &row.profile else { continue };
        let after = p.rating + d;
        conn.execute(
            "UPDATE game_seats SET rating_before = ?3, rating_after = ?4 \
             WHERE game_seq = ?1 AND color = ?2",
            params![seq, row.color, p.rating, after],
        )?;
        conn.execute(
            "UPDATE profiles SET rating = ?2, rated_games = rated_games + 1 WHERE id = ?1",
            params![id, after],
        )?;
    }
    Ok(())
}

/// Recomputes every rating from the recorded games, oldest first (after a profile
/// was deleted or merged). The same code as recording applies each game, so the
/// result equals recording the remaining games one by one.
pub(crate) fn rebuild_ratings(conn: &Connection) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE profiles SET rating = ?1, rated_games = 0",
        [INITIAL_RATING],
    )?;
    conn.execute(
        "UPDATE game_seats SET rating_before = NULL, rating_after = NULL",
        [],
    )?;
    let mut stmt = conn.prepare("SELECT seq FROM games WHERE condition IS NULL ORDER BY seq")?;
    let seqs: Vec<i64> = stmt
        .query_map([], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    for seq in seqs {
        apply_ratings(conn, seq)?;
    }
    Ok(())
}

/// The [`Recorded`] of the stored game `seq` (`newly_recorded` true).
fn recorded_from_db(conn: &Connection, seq: i64) -> Result<Recorded, RecordsError> {
    let entry = super::history::entry(conn, seq)?;
    let changes = entry
        .seats
        .iter()
        .filter_map(
            |s| match (&s.profile, &s.profile_name, s.rating_before, s.rating_after) {
                (Some(id), Some(name), Some(before), Some(after)) => Some(RatingChange {
                    color: s.color,
                    profile: id.clone(),
                    name: name.clone(),
                    before,
                    after,
                }),
                _ => None,
            },
        )
        .collect();
    Ok(Recorded {
        game: entry.id,
        newly_recorded: true,
        rated: entry.rated,
        unrated_reason: entry.unrated_reason,
        changes,
        unknown_profiles: vec![],
    })
}
