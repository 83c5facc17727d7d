//! Bangladesh's financial year, July to June, as invoice numbers carry it
//! (`2026-27`), read in Dhaka time (UTC+6, no daylight saving).

use alloc::format;
use alloc::string::String;

const DHAKA_OFFSET_MS: i64 = 6 * 3_600_000;
const DAY_MS: i64 = 86_400_000;

/// The civil date (year, month) of days since 1970-01-01 (Howard Hinnant's algorithm).
fn year_month(days: i64) -> (i64, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, u32::try_from(month).unwrap_or(1))
}

/// The financial year a moment (ms since the epoch) falls in, e.g. `2026-27`
/// from 1 July 2026 00:00 in Dhaka to 30 June 2027 23:59:59.
pub fn financial_year(at_ms: i64) -> String {
    let (year, month) = year_month((at_ms + DHAKA_OFFSET_MS).div_euclid(DAY_MS));
    let first = if month >= 7 { year } else { year - 1 };
    format!("{first}-{:02}", (first + 1).rem_euclid(100))
}

/// An invoice's number: its financial year and its place in it, six digits (`2026-27/000123`).
pub fn serial_number(year: &str, serial: u64) -> String {
    format!("{year}/{serial:06}")
}
