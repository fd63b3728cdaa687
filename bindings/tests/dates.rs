//! `date_time_text`: the one date text both phones show for a recorded game (and the
//! set-aside lines carry), so neither shell formats dates with its own formatter.

use ludo_ffi::date_time_text;

#[test]
fn recorded_instants_are_the_cores_calendar_dates_at_the_given_offset() {
    assert_eq!(date_time_text(0, 0).unwrap(), "1970-01-01 00:00");
    // 2026-05-03 03:09:37 UTC, in India (UTC+5:30) and in New York in summer (UTC-4).
    assert_eq!(
        date_time_text(1_777_777_777_000, 330).unwrap(),
        "2026-05-03 08:39"
    );
    assert_eq!(
        date_time_text(1_777_777_777_000, -240).unwrap(),
        "2026-05-02 23:09"
    );
    // A leap day, and an instant before 1970.
    assert_eq!(
        date_time_text(951_782_400_000, 0).unwrap(),
        "2000-02-29 00:00"
    );
    assert_eq!(date_time_text(-60_000, 0).unwrap(), "1969-12-31 23:59");
}

#[test]
fn foreign_numbers_never_panic() {
    for (ms, off) in [
        (i64::MAX, i32::MAX),
        (i64::MIN, i32::MIN),
        (0, i32::MAX),
        (-1, i32::MIN),
    ] {
        let text = date_time_text(ms, off).unwrap();
        assert!(text.len() >= 16, "{text}");
    }
    // The offset is clamped to a day.
    assert_eq!(
        date_time_text(0, 100_000).unwrap(),
        date_time_text(0, 24 * 60).unwrap()
    );
}
