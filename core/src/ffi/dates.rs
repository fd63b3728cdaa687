//! Dates as the phones show them: one core function formats an instant (a recorded
//! game's `HistoryEntry.recordedMs`, a set-aside save's time), so the Android and iOS
//! shells and the set-aside lines (`aside.game`) write the same date text instead of
//! each shell's own date formatter (which differs by platform and language).

use crate::ffi::error::LudoError;
use crate::ffi::export;

/// `ms` (since 1970, UTC) as "YYYY-MM-DD HH:MM" at `utcOffsetMinutes` from UTC (the
/// phone's offset at that instant; clamped to a day), Latin digits as everywhere in the
/// catalog: the core's `i18n::date::date_time`, the same text the set-aside lines
/// carry. Any numbers are accepted (no overflow, no panic).
///
/// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
#[export]
pub fn date_time_text(ms: i64, utc_offset_minutes: i32) -> Result<String, LudoError> {
    Ok(crate::i18n::date::date_time(ms, utc_offset_minutes))
}
