//! SSLCommerz's timestamps: Bangladesh time (UTC+6) as `2024-08-01 12:00:00`.

use sim_kit::clock::{civil_from_days, epoch_millis};
use std::time::SystemTime;

const DHAKA_OFFSET_MS: i64 = 6 * 3600 * 1000;
const DAY_MS: i64 = 24 * 3600 * 1000;

/// The fields of `at` in Dhaka: year, month, day, hour, minute, second.
fn dhaka(at: SystemTime) -> [i64; 6] {
    let local = epoch_millis(at) + DHAKA_OFFSET_MS;
    let (days, ms_of_day) = (local.div_euclid(DAY_MS), local.rem_euclid(DAY_MS));
    let (year, month, day) = civil_from_days(days);
    let seconds = ms_of_day / 1000;
    [year, month, day, seconds / 3600, seconds / 60 % 60, seconds % 60]
}

/// `at` written the way the gateway writes `tran_date` and `validated_on`.
pub fn gateway_time(at: SystemTime) -> String {
    let [year, month, day, hour, minute, second] = dhaka(at);
    format!("{year:04}-{month:02}-{day:02} {hour:02}:{minute:02}:{second:02}")
}

/// `at` as twelve digits `YYMMDDHHMMSS`, the head of val_ids and bank_tran_ids.
pub fn compact(at: SystemTime) -> String {
    let [year, month, day, hour, minute, second] = dhaka(at);
    format!(
        "{:02}{month:02}{day:02}{hour:02}{minute:02}{second:02}",
        year.rem_euclid(100)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, UNIX_EPOCH};

    fn at(millis: u64) -> SystemTime {
        UNIX_EPOCH + Duration::from_millis(millis)
    }

    #[test]
    fn writes_dhaka_time() {
        assert_eq!(gateway_time(at(1_721_914_517_574)), "2024-07-25 19:35:17");
        assert_eq!(gateway_time(at(0)), "1970-01-01 06:00:00");
        assert_eq!(compact(at(1_721_914_517_574)), "240725193517");
    }

    #[test]
    fn crosses_the_year_in_dhaka_time() {
        assert_eq!(gateway_time(at(1_704_045_600_000)), "2024-01-01 00:00:00");
        assert_eq!(gateway_time(at(1_704_045_599_999)), "2023-12-31 23:59:59");
    }
}
