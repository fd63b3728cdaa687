//! Is the die fair? Pearson's chi-square test of a player's face counts against a
//! fair die (5 degrees of freedom), said in plain words.

use crate::dice::FaceCounts;
use crate::i18n::{Arg, Key, Message};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Fewest rolls for a verdict: Pearson's approximation wants an expected count of
/// at least 5 for every face (Cochran's rule), so 30 rolls.
pub const MIN_ROLLS: u64 = 30;

/// Below this p-value the counts are called unusual. 1% rather than 5%: a player
/// looks at the figure again after every game, and at 5% a fair die would be called
/// unusual once in twenty looks.
pub const UNUSUAL_BELOW: f64 = 0.01;

/// The chance that a fair die gives a chi-square statistic of `x` or more with 6
/// faces (5 degrees of freedom): the upper regularized gamma function Q(5/2, x/2).
///
/// For an odd number of degrees of freedom it has a closed form (Abramowitz and
/// Stegun 26.4.4); for 5: `Q = erfc(√(x/2)) + √(2x/π) · e^(−x/2) · (1 + x/3)`, with
/// `erfc` from `libm`. 1 for `x ≤ 0` (and for NaN), never outside 0..=1.
pub fn p_value(x: f64) -> f64 {
    if x.is_nan() || x <= 0.0 {
        return 1.0;
    }
    if x.is_infinite() {
        return 0.0;
    }
    let q = libm::erfc((x / 2.0).sqrt())
        + (2.0 * x / std::f64::consts::PI).sqrt() * (-x / 2.0).exp() * (1.0 + x / 3.0);
    q.clamp(0.0, 1.0)
}

/// What the face counts say about the die.
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "verdict")]
pub enum Fairness {
    /// Fewer than [`MIN_ROLLS`] rolls: too few to tell.
    TooFewRolls {
        /// Rolls counted.
        rolls: u64,
    },
    /// p ≥ [`UNUSUAL_BELOW`]: counts like these are common with a fair die.
    AsExpected {
        /// The p-value.
        p: f64,
    },
    /// p < [`UNUSUAL_BELOW`]: counts this uneven are rare with a fair die (they still
    /// happen: 1 time in 100 at p = 0.01).
    Unusual {
        /// The p-value.
        p: f64,
    },
}

impl Fairness {
    /// The verdict on `counts`.
    pub fn of(counts: &FaceCounts) -> Fairness {
        let rolls = counts.total();
        if rolls < MIN_ROLLS {
            return Fairness::TooFewRolls { rolls };
        }
        let p = p_value(counts.chi_square());
        if p < UNUSUAL_BELOW {
            Fairness::Unusual { p }
        } else {
            Fairness::AsExpected { p }
        }
    }
}

/// A p-value for people: "p < 0.001", "p = 0.003" (three decimals below 0.01),
/// "p = 0.42" (two decimals above).
pub fn format_p(p: f64) -> String {
    if p < 0.001 {
        "p < 0.001".into()
    } else if p < 0.01 {
        format!("p = {p:.3}")
    } else {
        format!("p = {p:.2}")
    }
}

impl Fairness {
    /// The verdict as a catalog message, for the phones to say in their language
    /// (`records.fairness.*`; the p-value is written by [`format_p`]).
    pub fn message(&self) -> Message {
        match *self {
            Fairness::TooFewRolls { rolls } => Message::new(Key::RecordsFairnessTooFew)
                .with("rolls", i64::try_from(rolls).unwrap_or(i64::MAX))
                .with("needed", MIN_ROLLS as i64),
            Fairness::AsExpected { p } => {
                Message::new(Key::RecordsFairnessAsExpected).with("p", Arg::Text(format_p(p)))
            }
            Fairness::Unusual { p } => {
                Message::new(Key::RecordsFairnessUnusual).with("p", Arg::Text(format_p(p)))
            }
        }
    }
}

impl fmt::Display for Fairness {
    /// Plain words: "as expected from a fair die (p = 0.42)", "unusual: p = 0.003",
    /// "too few rolls to tell (12 of the 30 needed)".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Fairness::TooFewRolls { rolls } => {
                write!(
                    f,
                    "too few rolls to tell ({rolls} of the {MIN_ROLLS} needed)"
                )
            }
            Fairness::AsExpected { p } => {
                write!(f, "as expected from a fair die ({})", format_p(p))
            }
            Fairness::Unusual { p } => write!(f, "unusual: {}", format_p(p)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The chi-square density with 5 degrees of freedom:
    /// x^(3/2) e^(−x/2) / (2^(5/2) Γ(5/2)), Γ(5/2) = 3√π/4.
    fn density(x: f64) -> f64 {
        let gamma = 3.0 * std::f64::consts::PI.sqrt() / 4.0;
        x.powf(1.5) * (-x / 2.0).exp() / (2f64.powf(2.5) * gamma)
    }

    /// 1 − ∫₀ˣ density, by Simpson's rule: an independent route to the same value.
    fn p_by_integration(x: f64) -> f64 {
        let n = 20_000;
        let h = x / n as f64;
        let mut s = density(0.0) + density(x);
        for i in 1..n {
            s += if i % 2 == 1 { 4.0 } else { 2.0 } * density(i as f64 * h);
        }
        1.0 - s * h / 3.0
    }

    #[test]
    fn p_value_matches_the_tables() {
        // Critical values of chi-square with 5 degrees of freedom (NIST/SEMATECH
        // e-Handbook, table 1.3.6.7.4; the median from Abramowitz and Stegun 26.4).
        for (x, p) in [
            (4.35146, 0.5),
            (9.236, 0.10),
            (11.070, 0.05),
            (12.833, 0.025),
            (15.086, 0.01),
            (16.750, 0.005),
            (20.515, 0.001),
        ] {
            let got = p_value(x);
            // The tables give 4–5 significant digits of x.
            assert!((got - p).abs() / p < 5e-4, "x = {x}: {got} vs {p}");
        }
    }

    #[test]
    fn p_value_matches_numerical_integration() {
        for x in [0.1, 0.5, 1.0, 2.0, 5.0, 8.0, 11.0705, 15.0, 20.515, 30.0] {
            let a = p_value(x);
            let b = p_by_integration(x);
            assert!((a - b).abs() < 1e-9, "x = {x}: {a} vs {b}");
        }
    }

    #[test]
    fn p_value_edges() {
        assert_eq!(p_value(0.0), 1.0);
        assert_eq!(p_value(-3.0), 1.0);
        assert_eq!(p_value(f64::NAN), 1.0);
        assert_eq!(p_value(f64::INFINITY), 0.0);
        let tiny = p_value(100.0);
        assert!(tiny > 0.0 && tiny < 1e-19, "{tiny}");
        // Decreasing.
        let mut last = 1.0;
        for i in 1..400 {
            let p = p_value(i as f64 * 0.25);
            assert!(p <= last);
            last = p;
        }
    }

    #[test]
    fn verdicts_in_plain_words() {
        assert_eq!(
            Fairness::of(&FaceCounts([2, 2, 2, 2, 2, 2])).to_string(),
            "too few rolls to tell (12 of the 30 needed)"
        );
        // Perfectly even counts: chi-square 0, p = 1.
        let even = Fairness::of(&FaceCounts([10; 6]));
        assert_eq!(even, Fairness::AsExpected { p: 1.0 });
        assert_eq!(even.to_string(), "as expected from a fair die (p = 1.00)");
        // 600 rolls, 130 sixes and 70 ones: chi-square = (30² + 30²)/100 = 18,
        // p = 0.0029.
        let odd = Fairness::of(&FaceCounts([70, 100, 100, 100, 100, 130]));
        let Fairness::Unusual { p } = odd else {
            panic!("{odd:?}")
        };
        assert!((p - 0.002947).abs() < 1e-5, "{p}");
        assert_eq!(odd.to_string(), "unusual: p = 0.003");
        assert_eq!(format_p(0.0004), "p < 0.001");
        assert_eq!(format_p(0.42), "p = 0.42");
    }

    #[test]
    fn verdicts_as_catalog_messages() {
        use crate::i18n::{Lang, localize};
        let say = |f: Fairness| localize(&f.message(), Lang::En);
        assert_eq!(
            say(Fairness::TooFewRolls { rolls: 12 }),
            "Too few rolls to tell yet: 12 of the 30 needed."
        );
        assert_eq!(
            say(Fairness::AsExpected { p: 0.42 }),
            "As expected from a fair die (p = 0.42)."
        );
        assert!(
            say(Fairness::Unusual { p: 0.003 }).starts_with("Unusual for a fair die: p = 0.003.")
        );
        for f in [
            Fairness::TooFewRolls { rolls: 1 },
            Fairness::AsExpected { p: 0.5 },
            Fairness::Unusual { p: 0.0001 },
        ] {
            assert!(f.message().is_complete(), "{f:?}");
        }
    }
}
