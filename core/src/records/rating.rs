//! Ratings: Elo extended to games of 2–4 players (`docs/records.md`, "Ratings").
//!
//! A finished rated game counts as one game between every pair of rated
//! participants: the better place wins the pair (score 1, the other 0), a shared
//! place is a draw worth half to each (the rule pages: "in a rated game a draw counts
//! half way between a win and a loss"). Each participant's change is
//! `K / (m - 1) · Σ (S − E)` over its `m − 1` pairs, with Elo's expected score
//! `E = 1 / (1 + 10^((R_opponent − R) / 400))`, all computed from the ratings before
//! the game. Dividing by `m − 1` makes one game worth as much as one two-player game
//! whatever the number of players. CPU levels have fixed ratings (never updated);
//! guests (person seats without a profile) take no part.

use crate::ai::Level;

/// The rating a new profile starts with: that of [`Level::Medium`], the default CPU
/// opponent (and the level that takes over a seat after time-outs).
pub const INITIAL_RATING: f64 = 1200.0;

/// The K-factor: the most a rating can move in one game (against one opponent;
/// against several, the pairs share it). 32 is the classic Elo value for players
/// with few games; with Ludo's large share of luck it lets a new player's rating
/// settle within a few dozen games, at a spread of about ±50 points from game to
/// game (`docs/records.md`).
pub const K_FACTOR: f64 = 32.0;

/// The rating scale of Elo's logistic curve: 400 points of difference mean odds of
/// 10 to 1 in a pair.
pub const SCALE: f64 = 400.0;

/// The fixed rating of a CPU level.
///
/// Fitted to the strength table of `docs/ai.md` (10,000 games per row): under the
/// Elo model, the chance that one player finishes first among `n` is its share of
/// the strengths `10^(R/400)` (Luce's choice rule, the multi-player form of Elo's
/// expected score), so a win rate `w` of one seat against `n − 1` copies of another
/// level means a difference of `400 · log10((n − 1) · w / (1 − w))`: easy vs 3
/// random 0.350 → 83, medium vs 3 easy 0.678 → 320, hard vs 3 medium 0.351 → 84,
/// expert vs 3 hard 0.296 → 40, expert vs 3 random 0.837 → 475, and 2-player expert
/// vs random 0.946 → 497. The least-squares fit of the five ratings to these six
/// differences gives random 0, easy 74, medium 385, hard 460, expert 491, shifted so
/// that medium is [`INITIAL_RATING`] and rounded to 5. Master is expert plus its
/// measured lead over the expert that sat in its seat on the same dice (below).
pub const fn cpu_rating(level: Level) -> f64 {
    match level {
        Level::Random => 815.0,
        Level::Easy => 890.0,
        Level::Medium => 1200.0,
        Level::Hard => 1275.0,
        Level::Expert => 1305.0,
        // Expert + 15: its four-step search won 407 of 1,500 games against three
        // experts where the expert in its seat won 383 on the same dice (docs/ai.md,
        // "master"): 400 · log10(3 · 0.2713 / 0.7287) − 400 · log10(3 · 0.2553 /
        // 0.7447) = 19.2 − 4.9 = 14.3, rounded to 5 (the seat's own luck taken out).
        Level::Master => 1320.0,
    }
}

/// One rated participant of a game.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Participant {
    /// Rating before the game.
    pub rating: f64,
    /// Place, 1 = first; equal places are a shared place.
    pub place: u8,
    /// Whether the rating is fixed (a CPU level): it is never changed.
    pub fixed: bool,
}

/// Elo's expected score of a player rated `rating` against one rated `opponent`
/// (0..1; 0.5 for equal ratings).
pub fn expected_score(rating: f64, opponent: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf((opponent - rating) / SCALE))
}

/// The score of place `a` against place `b`: 1 (better), 0.5 (shared), 0 (worse).
pub fn pair_score(a: u8, b: u8) -> f64 {
    match a.cmp(&b) {
        std::cmp::Ordering::Less => 1.0,
        std::cmp::Ordering::Equal => 0.5,
        std::cmp::Ordering::Greater => 0.0,
    }
}

/// The rating change of every participant (same order; 0 for fixed ratings and when
/// fewer than two take part), from the ratings before the game.
pub fn rating_changes(participants: &[Participant]) -> Vec<f64> {
    let m = participants.len();
    if m < 2 {
        return vec![0.0; m];
    }
    let k = K_FACTOR / (m - 1) as f64;
    participants
        .iter()
        .enumerate()
        .map(|(i, p)| {
            if p.fixed {
                return 0.0;
            }
            let sum: f64 = participants
                .iter()
                .enumerate()
                .filter(|(j, _)| *j != i)
                .map(|(_, q)| pair_score(p.place, q.place) - expected_score(p.rating, q.rating))
                .sum();
            k * sum
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn person(rating: f64, place: u8) -> Participant {
        Participant {
            rating,
            place,
            fixed: false,
        }
    }

    fn cpu(level: Level, place: u8) -> Participant {
        Participant {
            rating: cpu_rating(level),
            place,
            fixed: true,
        }
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-3
    }

    #[test]
    fn two_players_win_and_draw() {
        // Equal ratings: E = 0.5, the winner gains K/2.
        assert_eq!(
            rating_changes(&[person(1200.0, 1), person(1200.0, 2)]),
            vec![16.0, -16.0]
        );
        // 1400 vs 1200 sharing a place: E = 1 / (1 + 10^(-0.5)) = 0.759747,
        // change = 32 · (0.5 − 0.759747) = −8.3119 for the stronger player.
        let c = rating_changes(&[person(1400.0, 1), person(1200.0, 1)]);
        assert!(close(c[0], -8.3119), "{c:?}");
        assert!(close(c[1], 8.3119), "{c:?}");
        // The draw is exactly half way between the win and the loss.
        let win = rating_changes(&[person(1400.0, 1), person(1200.0, 2)])[0];
        let loss = rating_changes(&[person(1400.0, 2), person(1200.0, 1)])[0];
        assert!(close(c[0], (win + loss) / 2.0));
    }

    #[test]
    fn three_players_with_a_shared_second_place() {
        // All 1200, A first, B and C share second. K/(m−1) = 16.
        // A: (1 − 0.5) + (1 − 0.5) = 1 → +16.
        // B: (0 − 0.5) + (0.5 − 0.5) = −0.5 → −8; C likewise.
        let c = rating_changes(&[person(1200.0, 1), person(1200.0, 2), person(1200.0, 2)]);
        assert_eq!(c, vec![16.0, -8.0, -8.0]);
    }

    #[test]
    fn four_players_with_cpus_and_a_shared_third_place() {
        // A (1200) first, hard CPU (1275) second, B (1300) and a medium CPU (1200)
        // share third. K/(m−1) = 32/3.
        // A: E vs hard = 1/(1+10^(75/400)) = 0.393720, vs B = 1/(1+10^(100/400)) =
        //    0.359935, vs medium = 0.5; Σ(S−E) = 0.606280 + 0.640065 + 0.5 = 1.746345
        //    → +18.6277.
        // B: vs A S=0 E=0.640065; vs hard S=0 E=1/(1+10^(-25/400))=0.535916; vs
        //    medium S=0.5 E=0.640065; Σ = −0.640065 − 0.535916 − 0.140065 = −1.316046
        //    → −14.0378.
        let c = rating_changes(&[
            person(1200.0, 1),
            cpu(Level::Hard, 2),
            person(1300.0, 3),
            cpu(Level::Medium, 3),
        ]);
        assert!(close(c[0], 18.6277), "{c:?}");
        assert_eq!(c[1], 0.0);
        assert!(close(c[2], -14.0378), "{c:?}");
        assert_eq!(c[3], 0.0);
    }

    #[test]
    fn people_only_games_are_zero_sum_and_lone_players_do_not_move() {
        let c = rating_changes(&[
            person(1250.0, 2),
            person(1100.0, 1),
            person(1320.0, 2),
            person(990.0, 4),
        ]);
        assert!(c.iter().sum::<f64>().abs() < 1e-9, "{c:?}");
        assert_eq!(rating_changes(&[person(1200.0, 1)]), vec![0.0]);
        assert!(rating_changes(&[]).is_empty());
        // A change never exceeds K.
        let c = rating_changes(&[person(800.0, 1), person(2000.0, 2)]);
        assert!(c[0] < K_FACTOR && c[0] > 31.9);
    }

    #[test]
    fn cpu_ratings_follow_the_strength_order() {
        let r: Vec<f64> = Level::ALL.iter().map(|&l| cpu_rating(l)).collect();
        // Strictly increasing, master last (measured above expert: docs/ai.md, "master").
        assert!(r.windows(2).all(|w| w[0] < w[1]), "{r:?}");
        assert_eq!(cpu_rating(Level::Medium), INITIAL_RATING);
        // The fitted 2-player expectation of expert vs random is the measured 0.946
        // within its 95% interval (0.941–0.950).
        let e = expected_score(cpu_rating(Level::Expert), cpu_rating(Level::Random));
        assert!((0.941..=0.950).contains(&e), "{e}");
    }

    #[test]
    fn master_is_rated_by_its_lead_over_the_expert_in_its_seat() {
        // docs/ai.md, "master": 407 of 1,500 games against three experts, where the
        // expert in the same seat on the same dice won 383; each rate against three
        // copies of the expert is 400 · log10(3w / (1 − w)) points, and their
        // difference (the seat's luck cancels) rounded to 5 is master's lead.
        let points = |wins: f64| {
            let w = wins / 1500.0;
            SCALE * (3.0 * w / (1.0 - w)).log10()
        };
        let lead = points(407.0) - points(383.0);
        assert!((14.0..14.5).contains(&lead), "{lead}");
        let rounded = (lead / 5.0).round() * 5.0;
        assert_eq!(
            cpu_rating(Level::Master) - cpu_rating(Level::Expert),
            rounded
        );
    }
}
