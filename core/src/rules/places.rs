//! [`PlaceGroup`]: the place each group of [`Position::placements`] takes, counted once
//! for every shell, the snapshot's seat rows, the records and the history.
//!
//! [`Position::placements`]: super::Position::placements

use crate::color::Color;
use serde::{Deserialize, Serialize};

/// One place of a finished game and the colours sharing it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PlaceGroup {
    /// The place, from 1: one more than the number of players in the groups above,
    /// so a shared place takes as many places as it has players (1st, 2nd=, 2nd=, 4th).
    pub place: u8,
    /// The colours sharing it (one unless tied).
    pub colors: Vec<Color>,
}

/// The placements (best first, as [`Position::placements`] gives them) with each
/// group's place: `[[Y], [R, G], [B]]` gives places 1, 2 and 4, never 1, 2, 3 (the
/// group's index, which the phones once showed beside a history saying 4th).
///
/// [`Position::placements`]: super::Position::placements
pub fn place_groups(placements: &[Vec<Color>]) -> Vec<PlaceGroup> {
    let mut above = 0usize;
    placements
        .iter()
        .map(|group| {
            // At most four seats: the sum never nears u8::MAX; saturate all the same.
            let place = u8::try_from(above + 1).unwrap_or(u8::MAX);
            above += group.len();
            PlaceGroup {
                place,
                colors: group.clone(),
            }
        })
        .collect()
}

/// The place of `color` in `placements`, counted as [`place_groups`] does; `None`
/// when it is in none of them.
pub fn place_of(placements: &[Vec<Color>], color: Color) -> Option<u8> {
    place_groups(placements)
        .into_iter()
        .find(|g| g.colors.contains(&color))
        .map(|g| g.place)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Color::{Blue, Green, Red, Yellow};

    #[test]
    fn a_shared_place_takes_as_many_places_as_it_has_players() {
        let p = vec![vec![Yellow], vec![Red, Green], vec![Blue]];
        let places: Vec<u8> = place_groups(&p).iter().map(|g| g.place).collect();
        assert_eq!(places, [1, 2, 4]);
        assert_eq!(place_groups(&p)[1].colors, [Red, Green]);
        assert_eq!(place_of(&p, Blue), Some(4));
        assert_eq!(place_of(&p, Green), Some(2));
    }

    #[test]
    fn untied_places_count_one_by_one_and_a_shared_first_is_first() {
        let p = vec![vec![Yellow], vec![Red], vec![Green]];
        let places: Vec<u8> = place_groups(&p).iter().map(|g| g.place).collect();
        assert_eq!(places, [1, 2, 3]);
        let p = vec![vec![Yellow, Red], vec![Green]];
        let places: Vec<u8> = place_groups(&p).iter().map(|g| g.place).collect();
        assert_eq!(places, [1, 3]);
        assert_eq!(place_of(&p, Blue), None);
        assert!(place_groups(&[]).is_empty());
    }
}
