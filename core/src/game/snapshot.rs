//! [`Snapshot`]: everything a screen shows, as plain data for every shell.

use super::{Game, Phase, SeatKind, SeatSetup};
use crate::color::Color;
pub use crate::rules::LegalMove;
use crate::rules::{Face, PlaceGroup, place_groups, place_of};
use serde::{Deserialize, Serialize};

/// One seat as a screen shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    /// The colour.
    pub color: Color,
    /// Who plays it now.
    pub kind: SeatKind,
    /// Progress of its four tokens (-1 base .. finish).
    pub tokens: Vec<i8>,
    /// Roll counts by face: `faces[f - 1]` rolls of `f` in this game.
    pub faces: [u64; 6],
    /// Its place once it finished all tokens (or the game is over), else `None`;
    /// players sharing a place take as many places (1st, 2nd, 2nd, 4th).
    pub place: Option<u8>,
}

/// The whole visible state of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Snapshot {
    /// The phase.
    pub phase: Phase,
    /// Game number (1, then +1 per "play again").
    pub game_number: u32,
    /// Who acts next (rolls or moves); `None` when the game is over.
    pub current: Option<Color>,
    /// Whether the colour to act is a CPU player.
    pub cpu_to_act: bool,
    /// Seats in the setup's order.
    pub seats: Vec<SeatInfo>,
    /// The last die roll and who made it.
    pub last_roll: Option<(Color, Face)>,
    /// The roll awaiting a move.
    pub pending_roll: Option<Face>,
    /// Legal moves of the pending roll, in token order.
    pub legal: Vec<LegalMove>,
    /// Whether the next roll is replaced by an automatic exit (house rule).
    pub auto_exit_due: bool,
    /// Sixes in a row of the player to move.
    pub sixes_in_row: u8,
    /// Failed tries of the player to move ("up to 3 rolls").
    pub failed_tries: u8,
    /// First-player rolls of the current round.
    pub first_rolls: Vec<(Color, Face)>,
    /// Placements once over.
    pub placements: Option<Vec<Vec<Color>>>,
    /// The same groups with each one's place (1st, 2nd=, 2nd=, 4th), for the
    /// game-over list: shells show `place`, never the group's index.
    #[serde(default)]
    pub place_groups: Option<Vec<PlaceGroup>>,
    /// Whether undo is possible now.
    pub can_undo: bool,
    /// The sequence number the next event will get.
    pub next_event_seq: u64,
    /// Turn time limit in seconds, if any.
    pub turn_time_limit_secs: Option<u32>,
}

pub(super) fn build(g: &Game) -> Snapshot {
    let v = g.variant();
    let pos = g.position();
    let placements = g.placements();
    let place_of = |c: Color| -> Option<u8> {
        if let Some(p) = &placements {
            // A shared place takes as many places as it has players (1st, 2nd=,
            // 2nd=, 4th), as in the records and the history, not the group's index.
            return place_of(p, c);
        }
        let r = pos.finish_rank(c);
        (r > 0).then_some(r)
    };
    let seats = g
        .seat_setups()
        .iter()
        .map(|&SeatSetup { color: c, kind }| SeatInfo {
            color: c,
            kind,
            tokens: pos.tokens_of(c).to_vec(),
            faces: g.face_counts(c).0,
            place: place_of(c),
        })
        .collect();
    let (pending_roll, legal) = match g.pending() {
        Some((r, moves)) => (
            Some(r),
            moves.iter().map(|m| pos.legal_move(v, m)).collect(),
        ),
        None => (None, vec![]),
    };
    let playing = g.phase() == Phase::AwaitingRoll;
    Snapshot {
        phase: g.phase(),
        game_number: g.start().game_number,
        current: g.current(),
        cpu_to_act: g.cpu_to_act(),
        seats,
        last_roll: g.last_roll(),
        pending_roll,
        legal,
        auto_exit_due: playing && pos.auto_exit_due(v),
        sixes_in_row: pos.sixes_in_row(),
        failed_tries: pos.failed_tries(),
        first_rolls: g.roll_off_rolls().to_vec(),
        place_groups: placements.as_deref().map(place_groups),
        placements,
        can_undo: g.can_undo(),
        next_event_seq: g.next_event_seq(),
        turn_time_limit_secs: v.rules().turn_time_limit_secs.map(|t| t.secs()),
    }
}
