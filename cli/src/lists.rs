//! Comma-separated list options (`--players human,expert`) said plainly: an empty
//! entry is named by its place ("the list's 2nd entry is empty"), where clap's own
//! splitting said "a value is required for '--players' but none was supplied" of a
//! list that had values, or "invalid value ''".

/// `1st`, `2nd`, `3rd`, `4th`, ... `11th`, `12th`, `13th`, `21st`.
fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// Each entry of the comma-separated `list` read by `entry`, in order.
///
/// Errors: the first empty entry, by its place, or `entry`'s sentence with the
/// entry's place, plus `expected` (what an entry may be).
pub fn parse<T>(
    list: &str,
    expected: &str,
    entry: impl Fn(&str) -> Option<T>,
) -> Result<Vec<T>, String> {
    list.split(',')
        .enumerate()
        .map(|(i, e)| {
            let e = e.trim();
            if e.is_empty() {
                return Err(format!(
                    "the list's {} entry is empty; {expected}",
                    ordinal(i + 1)
                ));
            }
            entry(e).ok_or_else(|| {
                format!(
                    "the list's {} entry, {e:?}, is unknown; {expected}",
                    ordinal(i + 1)
                )
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn digits(list: &str) -> Result<Vec<u8>, String> {
        parse(list, "use digits", |e| e.parse().ok())
    }

    #[test]
    fn an_empty_entry_is_named_by_its_place() {
        assert_eq!(digits("1, 2,3"), Ok(vec![1, 2, 3]));
        assert_eq!(
            digits("1,,3"),
            Err("the list's 2nd entry is empty; use digits".into())
        );
        assert_eq!(
            digits(""),
            Err("the list's 1st entry is empty; use digits".into())
        );
        assert_eq!(
            digits("1,2,"),
            Err("the list's 3rd entry is empty; use digits".into())
        );
        assert_eq!(
            digits("1,x"),
            Err("the list's 2nd entry, \"x\", is unknown; use digits".into())
        );
        assert_eq!(ordinal(11), "11th");
        assert_eq!(ordinal(22), "22nd");
    }
}
