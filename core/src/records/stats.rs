//! Statistics of a profile, from its recorded games (`docs/records.md`,
//! "Statistics").

use super::fairness::Fairness;
use super::ids::ProfileId;
use super::profiles::Profile;
use super::{Records, RecordsError};
use crate::dice::FaceCounts;
use serde::{Deserialize, Serialize};

/// What a profile's recorded games add up to. Every finished game it sat in counts
/// except the tutorial; the dice counts leave out games with scripted dice.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ProfileStats {
    /// The profile (name, rating, rated games).
    pub profile: Profile,
    /// Games played.
    pub games: u32,
    /// `places[i]`: games finished in place `i + 1` (shared places included).
    pub places: [u32; 4],
    /// Games whose place was shared with another player.
    pub shared_places: u32,
    /// First places, alone or shared.
    pub wins: u32,
    /// Win rate: (first places alone + ½ per shared first place) / games; 0 without
    /// games. A shared first place counts half, as a draw does in the ratings.
    pub win_rate: f64,
    /// Opponent tokens captured.
    pub captures_made: u64,
    /// Own tokens captured by opponents.
    pub captures_suffered: u64,
    /// Rolls counted for the dice (games with scripted dice left out; first-player
    /// rolls included).
    pub rolls: u64,
    /// Sixes among them.
    pub sixes: u64,
    /// Rolls of each face: `faces[f - 1]` of face `f`.
    pub faces: [u64; 6],
    /// Pearson's chi-square statistic of `faces` against a fair die.
    pub chi_square: f64,
    /// What it says, in plain words ([`Fairness`]'s `Display`).
    pub fairness: Fairness,
}

impl Records {
    /// The statistics of profile `id`.
    ///
    /// Errors: [`RecordsError::UnknownProfile`], [`RecordsError::Database`].
    pub fn stats(&self, id: &ProfileId) -> Result<ProfileStats, RecordsError> {
        let profile = self.profile(id)?;
        let mut stmt = self.conn.prepare(
            "SELECT s.place, s.shared, s.captures_made, s.captures_suffered, g.scripted_dice, \
             s.face1, s.face2, s.face3, s.face4, s.face5, s.face6 \
             FROM game_seats s JOIN games g ON g.seq = s.game_seq \
             WHERE s.profile_id = ?1 AND g.tutorial = 0",
        )?;
        let mut st = ProfileStats {
            profile,
            games: 0,
            places: [0; 4],
            shared_places: 0,
            wins: 0,
            win_rate: 0.0,
            captures_made: 0,
            captures_suffered: 0,
            rolls: 0,
            sixes: 0,
            faces: [0; 6],
            chi_square: 0.0,
            fairness: Fairness::TooFewRolls { rolls: 0 },
        };
        let mut win_points = 0.0;
        let mut rows = stmt.query([id.as_str()])?;
        while let Some(r) = rows.next()? {
            let place: u8 = r.get(0)?;
            let shared: bool = r.get(1)?;
            st.games += 1;
            if let Some(n) = st.places.get_mut(usize::from(place.max(1)) - 1) {
                *n += 1;
            }
            if shared {
                st.shared_places += 1;
            }
            if place == 1 {
                st.wins += 1;
                win_points += if shared { 0.5 } else { 1.0 };
            }
            st.captures_made += r.get::<_, i64>(2)?.max(0) as u64;
            st.captures_suffered += r.get::<_, i64>(3)?.max(0) as u64;
            let scripted: bool = r.get(4)?;
            if !scripted {
                for (i, f) in st.faces.iter_mut().enumerate() {
                    *f += r.get::<_, i64>(5 + i)?.max(0) as u64;
                }
            }
        }
        if st.games > 0 {
            st.win_rate = win_points / f64::from(st.games);
        }
        let counts = FaceCounts(st.faces);
        st.rolls = counts.total();
        st.sixes = st.faces[5];
        st.chi_square = counts.chi_square();
        st.fairness = Fairness::of(&counts);
        Ok(st)
    }
}
