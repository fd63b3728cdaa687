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

/// `--seed`: 0 to 2^64 - 1.
pub fn seed(s: &str) -> Result<u64, String> {
    whole(s, "the seed", u64::MAX)
}

/// `--cpu-delay-ms`: milliseconds, 0 to 2^64 - 1.
pub fn millis(s: &str) -> Result<u64, String> {
    whole(s, "the delay in milliseconds", u64::MAX)
}

/// A count of 64 bits (`--games`, `--nodes`).
pub fn count_u64(s: &str) -> Result<u64, String> {
    whole(s, "the number", u64::MAX)
}

/// A count of 32 bits (`--limit`, `--tune`).
pub fn count_u32(s: &str) -> Result<u32, String> {
    whole(s, "the number", u32::MAX)
}

/// A position in a list (`review --at`).
pub fn index(s: &str) -> Result<usize, String> {
    whole(s, "the decision number", usize::MAX)
}

/// A count of threads.
pub fn threads(s: &str) -> Result<usize, String> {
    whole(s, "the number of threads", usize::MAX)
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
        assert!(count_u32("4294967296").is_err());
        assert_eq!(threads(" 2 "), Ok(2));
    }
}
