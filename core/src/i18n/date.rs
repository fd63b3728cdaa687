//! Dates as the catalog's texts write them: "YYYY-MM-DD HH:MM" in the phone's time
//! zone, Latin digits (the games set aside on the home screens, the records' history
//! lines). One rule, so every line with a date reads the same.

/// `ms` (since 1970, UTC) as "YYYY-MM-DD HH:MM" at `utc_offset_minutes` from UTC (the
/// phone's time zone), Latin digits as everywhere in the catalog.
pub fn date_time(ms: i64, utc_offset_minutes: i32) -> String {
    let secs = ms
        .div_euclid(1000)
        .saturating_add(i64::from(utc_offset_minutes.clamp(-24 * 60, 24 * 60)) * 60);
    let days = secs.div_euclid(86_400);
    let rem = secs.rem_euclid(86_400);
    let (y, m, d) = civil_from_days(days);
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02}",
        rem / 3600,
        rem % 3600 / 60
    )
}

/// The proleptic Gregorian date of a day count since 1970-01-01 (Howard Hinnant's
/// `civil_from_days`, public domain).
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z.clamp(-(1 << 40), 1 << 40) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (if m <= 2 { y + 1 } else { y }, m, d)
}
