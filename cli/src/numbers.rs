//! Numeric options said plainly: `--seed -1`, `--cpu-delay-ms x` or `--limit -5` get
//! one sentence naming what the option wants, instead of clap's "unexpected argument
//! '-1' found" (a negative number reads as a flag unless the option allows it:
//! every option using these parsers sets `allow_negative_numbers`).

use std::fmt::Display;
use std::str::FromStr;

/// A whole number from 0 to `T::MAX`, or a sentence saying that `what` must be one.
fn whole<T>(s: &str, what: &str, max: T) -> Result<T, String>
where
    T: FromStr + Display,
{
    s.trim()
        .parse()
        .map_err(|_| format!("{what} must be a whole number from 0 to {max}, not {s:?}"))
}

/// A whole number from 1 to `T::MAX` (an option where 0 means nothing to do: it
/// is refused as it is parsed, and the sentence says "from 1", not "from 0").
fn positive<T>(s: &str, what: &str, max: T) -> Result<T, String>
where
    T: FromStr + Display + PartialEq + From<u8>,
{
    let refused = || format!("{what} must be a whole number from 1 to {max}, not {s:?}");
    match s.trim().parse::<T>() {
        Ok(n) if n != T::from(0) => Ok(n),
        _ => Err(refused()),
    }
}

/// `--seed`: 0 to 2^64 - 1.
pub fn seed(s: &str) -> Result<u64, String> {
    whole(s, "the seed", u64::MAX)
}

/// Longest CPU pause `--cpu-delay-ms` takes: a minute. A pause is there so a person
/// can follow the CPU's move; a longer one only looks like a hang (at 2^64 - 1 the
/// CPU never moved).
pub const MAX_CPU_DELAY_MS: u64 = 60_000;

/// `--cpu-delay-ms`: milliseconds, 0 to [`MAX_CPU_DELAY_MS`].
pub fn millis(s: &str) -> Result<u64, String> {
    let what = "the delay in milliseconds";
    match whole(s, what, MAX_CPU_DELAY_MS) {
        Ok(n) if n > MAX_CPU_DELAY_MS => Err(format!(
            "{what} must be a whole number from 0 to {MAX_CPU_DELAY_MS}, not {s:?}"
        )),
        r => r,
    }
}

/// A count of 64 bits (`--games`, `--nodes`).
pub fn count_u64(s: &str) -> Result<u64, String> {
    whole(s, "the number", u64::MAX)
}

/// A count of 32 bits (`--limit`, `--rollouts`).
pub fn count_u32(s: &str) -> Result<u32, String> {
    whole(s, "the number", u32::MAX)
}

/// A position in a list, counted from 1 (`review --at`).
pub fn index(s: &str) -> Result<usize, String> {
    positive(s, "the decision number", usize::MAX)
}

/// Most threads `simulate` starts: each has its own stack, and a system out of
/// room for one aborted the process (`--threads 100000`).
pub const MAX_THREADS: usize = 1024;

/// A count of threads, 1 to [`MAX_THREADS`].
pub fn threads(s: &str) -> Result<usize, String> {
    match positive(s, "the number of threads", MAX_THREADS) {
        Ok(n) if n > MAX_THREADS => Err(format!(
            "the number of threads must be a whole number from 1 to {MAX_THREADS}, not {s:?}"
        )),
        r => r,
    }
}

/// `simulate --games`: at least one game.
pub fn games(s: &str) -> Result<u64, String> {
    positive(s, "the number of games", u64::MAX)
}

/// `simulate --calibrate-every`: one decision in at least 1.
pub fn every(s: &str) -> Result<u32, String> {
    positive(s, "the number of decisions per one noted", u32::MAX)
}

/// `review --rollouts`: at least one rollout.
pub fn rollouts(s: &str) -> Result<u32, String> {
    positive(s, "the number of rollouts", u32::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn negative_and_non_numbers_are_refused_in_words() {
        assert_eq!(seed("42"), Ok(42));
        assert_eq!(
            seed("-1"),
            Err(format!(
                "the seed must be a whole number from 0 to {}, not \"-1\"",
                u64::MAX
            ))
        );
        assert!(millis("x").unwrap_err().contains("delay in milliseconds"));
        assert_eq!(millis("60000"), Ok(MAX_CPU_DELAY_MS));
        // At 2^64 - 1 the CPU never moved: refused, naming the most it takes.
        assert!(
            millis("18446744073709551615")
                .unwrap_err()
                .contains("from 0 to 60000")
        );
        assert!(count_u32("4294967296").is_err());
        assert_eq!(threads(" 2 "), Ok(2));
        assert_eq!(threads("1024"), Ok(1024));
        assert!(threads("100000").unwrap_err().contains("from 1 to 1024"));
    }

    #[test]
    fn zero_is_refused_where_it_means_nothing_and_the_sentence_says_from_1() {
        for r in [
            threads("0").map(|_| ()),
            index("0").map(|_| ()),
            games("0").map(|_| ()),
        ] {
            assert!(r.unwrap_err().contains("from 1 to"));
        }
        assert!(rollouts("0").unwrap_err().contains("from 1 to 4294967295"));
        assert_eq!(games("1"), Ok(1));
        assert_eq!(index("3"), Ok(3));
    }
}
