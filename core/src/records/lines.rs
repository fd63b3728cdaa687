//! The records in words, for the phones' records and result screens: a profile's
//! statistics as lines, a recorded game as one history line, a rating change. Numbers
//! are rounded here, once, so the two apps (which each rounded on their own) show the
//! same rating and win rate (`docs/records.md`, "In words").

use super::analyse::UnratedReason;
use super::history::GameEntry;
use super::record::RatingChange;
use super::stats::ProfileStats;
use crate::color::Color;
use crate::game::SeatKind;
use crate::i18n::date::date_time;
use crate::i18n::{Arg, Key, Message, ordinal, player_label};

/// A rating as shown: the nearest whole number (1215.5 → 1216). Not a number or out
/// of range gives 0 or the nearest bound, never a panic.
pub fn shown_rating(rating: f64) -> i64 {
    // `as` saturates and maps NaN to 0 (Rust 1.45+).
    rating.round() as i64
}

pub use crate::i18n::shown_percent;

impl ProfileStats {
    /// The statistics as lines to show under the profile's name, in order: rating
    /// (with rated games), games and wins, places, win rate, captures, rolls and
    /// sixes, and the dice-fairness sentence last.
    pub fn lines(&self) -> Vec<Message> {
        let n = |x: u64| i64::try_from(x).unwrap_or(i64::MAX);
        let places = self
            .places
            .iter()
            .enumerate()
            .map(|(i, &count)| {
                Message::new(Key::RecordsStatsPlace)
                    .with("place", ordinal(i as u64 + 1))
                    .with("n", i64::from(count))
            })
            .collect();
        vec![
            Message::new(Key::RecordsStatsRating)
                .with("rating", shown_rating(self.profile.rating))
                .with("rated", i64::from(self.profile.rated_games)),
            Message::new(Key::RecordsStatsGames)
                .with("games", i64::from(self.games))
                .with("wins", i64::from(self.wins)),
            Message::new(Key::RecordsStatsPlaces).with("places", Arg::List(places)),
            Message::new(Key::RecordsStatsWinRate).with(
                "percent",
                Arg::Text(format!("{}%", shown_percent(self.win_rate))),
            ),
            Message::new(Key::RecordsStatsCaptures)
                .with("made", n(self.captures_made))
                .with("suffered", n(self.captures_suffered)),
            Message::new(Key::RecordsStatsDice)
                .with("rolls", n(self.rolls))
                .with("sixes", n(self.sixes)),
            self.fairness.message(),
        ]
    }
}

/// One seat of a history line, as [`history_line`] needs it.
#[derive(Clone, Debug, PartialEq)]
pub struct LineSeat {
    /// Its place, 1 = first.
    pub place: u8,
    /// Its colour.
    pub color: Color,
    /// Who played it at the start.
    pub kind: SeatKind,
    /// Its profile's name now; `None`: a guest or a CPU.
    pub profile_name: Option<String>,
}

/// A recorded game in one line: when (at `utc_offset_minutes` from UTC, the phone's
/// zone), its seats in the order given (by place) with who played them, and
/// "Rated" or why not ("Not rated: a move was taken back.").
pub fn history_line(
    recorded_ms: i64,
    utc_offset_minutes: i32,
    seats: &[LineSeat],
    unrated: Option<UnratedReason>,
) -> Message {
    let seats = seats
        .iter()
        .map(|s| {
            let who: Arg = match (&s.profile_name, s.kind) {
                (Some(name), _) => Arg::Text(name.clone()),
                (None, SeatKind::Cpu(_)) => Key::RecordsCpu.into(),
                (None, SeatKind::Human) => Key::RecordsGuest.into(),
            };
            Message::new(Key::RecordsHistorySeat)
                .with("place", i64::from(s.place))
                .with("player", player_label(s.color))
                .with("who", who)
        })
        .collect();
    Message::new(Key::RecordsHistoryLine)
        .with(
            "when",
            Arg::Text(date_time(recorded_ms, utc_offset_minutes)),
        )
        .with("seats", Arg::List(seats))
        .with(
            "rated",
            unrated.map_or_else(|| Message::new(Key::RecordsRated), UnratedReason::message),
        )
}

impl GameEntry {
    /// This game as a history line ([`history_line`]), its seats by place.
    pub fn line(&self, utc_offset_minutes: i32) -> Message {
        let seats: Vec<LineSeat> = self
            .seats_by_place()
            .into_iter()
            .map(|s| LineSeat {
                place: s.place,
                color: s.color,
                kind: s.kind,
                profile_name: s.profile_name.clone(),
            })
            .collect();
        // An unrated game always has its reason (the history derives one for games
        // recorded before reasons were kept).
        let unrated = if self.rated {
            None
        } else {
            self.unrated_reason
        };
        history_line(self.recorded_ms, utc_offset_minutes, &seats, unrated)
    }
}

impl RatingChange {
    /// "Asha: rating 1200 → 1216", for the result screen after a rated game.
    pub fn message(&self) -> Message {
        rating_change(&self.name, self.before, self.after)
    }
}

/// "{name}: rating {before} → {after}", both rounded as [`shown_rating`].
pub fn rating_change(name: &str, before: f64, after: f64) -> Message {
    Message::new(Key::RecordsRatingChange)
        .with("name", Arg::Text(name.to_string()))
        .with("before", shown_rating(before))
        .with("after", shown_rating(after))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::i18n::{Lang, localize};

    #[test]
    fn ratings_and_rates_round_to_the_nearest_whole_number() {
        assert_eq!(shown_rating(1215.5), 1216);
        assert_eq!(shown_rating(1215.49), 1215);
        assert_eq!(shown_rating(-3.6), -4);
        assert_eq!(shown_rating(f64::NAN), 0);
        assert_eq!(shown_rating(f64::INFINITY), i64::MAX);
        assert_eq!(shown_percent(0.4166), 42);
        assert_eq!(shown_percent(0.125), 13);
        assert_eq!(shown_percent(1.0), 100);
        assert_eq!(shown_percent(0.0), 0);
        // Kept within 0..=100, never a panic.
        assert_eq!(shown_percent(1.004), 100);
        assert_eq!(shown_percent(1.5), 100);
        assert_eq!(shown_percent(-0.2), 0);
        assert_eq!(shown_percent(-0.004), 0);
        assert_eq!(shown_percent(f64::NAN), 0);
        assert_eq!(shown_percent(f64::INFINITY), 100);
        assert_eq!(shown_percent(f64::NEG_INFINITY), 0);
        // A win chance from an f32 (the review's) rounds as its f64 value.
        assert_eq!(shown_percent(f64::from(0.285_f32)), 28);
        assert_eq!(shown_percent(f64::from(0.995_f32)), 100);
    }

    #[test]
    fn a_history_line_has_the_date_the_seats_by_place_and_whether_rated() {
        let seats = [
            LineSeat {
                place: 1,
                color: Color::Red,
                kind: SeatKind::Human,
                profile_name: Some("Asha".into()),
            },
            LineSeat {
                place: 2,
                color: Color::Yellow,
                kind: SeatKind::Cpu(Level::Easy),
                profile_name: None,
            },
            LineSeat {
                place: 3,
                color: Color::Blue,
                kind: SeatKind::Human,
                profile_name: None,
            },
        ];
        let rated = history_line(1_777_777_777_000, 330, &seats, None);
        assert_eq!(
            localize(&rated, Lang::En),
            "2026-05-03 08:39 · 1. Red △ (Asha), 2. Yellow ○ (CPU), 3. Blue □ (guest) · Rated"
        );
        let unrated = history_line(0, 0, &seats[..2], Some(UnratedReason::Undo));
        assert_eq!(
            localize(&unrated, Lang::En),
            "1970-01-01 00:00 · 1. Red △ (Asha), 2. Yellow ○ (CPU) · Not rated: a move was taken back."
        );
        let hi = localize(&unrated, Lang::Hi);
        assert!(hi.starts_with("1970-01-01 00:00 · 1. लाल △ (Asha)"), "{hi}");
        assert!(hi.ends_with("रेटिंग नहीं: एक चाल वापस ली गई।"), "{hi}");
    }

    #[test]
    fn the_places_line_names_each_place_by_its_ordinal() {
        use crate::records::fairness::Fairness;
        use crate::records::ids::ProfileId;
        use crate::records::profiles::Profile;
        let stats = ProfileStats {
            profile: Profile {
                id: ProfileId::parse(&"a".repeat(32)).unwrap(),
                name: "Asha".into(),
                rating: 1215.5,
                rated_games: 3,
                games: 4,
                created_ms: 0,
            },
            games: 4,
            places: [2, 0, 1, 1],
            shared_places: 0,
            wins: 2,
            win_rate: 0.5,
            captures_made: 0,
            captures_suffered: 0,
            rolls: 0,
            sixes: 0,
            faces: [0; 6],
            chi_square: 0.0,
            fairness: Fairness::TooFewRolls { rolls: 0 },
        };
        let lines = stats.lines();
        let say = |lang| localize(&lines[2], lang);
        assert_eq!(say(Lang::En), "Places: 1st ×2, 2nd ×0, 3rd ×1, 4th ×1");
        assert_eq!(say(Lang::Hi), "स्थान: पहला ×2, दूसरा ×0, तीसरा ×1, चौथा ×1");
        assert_eq!(say(Lang::Bn), "স্থান: প্রথম ×2, দ্বিতীয় ×0, তৃতীয় ×1, চতুর্থ ×1");
        assert_eq!(localize(&lines[0], Lang::En), "Rating 1216 (3 rated games)");
        assert_eq!(localize(&lines[3], Lang::En), "Win rate: 50%");
    }

    #[test]
    fn a_rating_change_shows_whole_numbers() {
        let m = rating_change("Asha", 1199.6, 1215.5);
        assert_eq!(localize(&m, Lang::En), "Asha: rating 1200 → 1216");
        assert_eq!(localize(&m, Lang::Bn), "Asha: রেটিং 1200 → 1216");
    }
}
