//! bKash's timestamps: Bangladesh time (UTC+6) as `2024-07-25T19:35:17:574 GMT+0600`,
//! with a colon before the milliseconds, so not ISO 8601.

use sim_kit::clock::civil_from_days;
pub use sim_kit::clock::epoch_millis;
use std::time::SystemTime;

const DHAKA_OFFSET_MS: i64 = 6 * 3600 * 1000;
const DAY_MS: i64 = 24 * 3600 * 1000;

/// `at` written the way bKash writes it.
pub fn bkash_time(at: SystemTime) -> String {
    let local = epoch_millis(at) + DHAKA_OFFSET_MS;
    let (days, ms_of_day) = (local.div_euclid(DAY_MS), local.rem_euclid(DAY_MS));
    let (year, month, day) = civil_from_days(days);
    let (hour, minute) = (ms_of_day / 3_600_000, ms_of_day / 60_000 % 60);
    let (second, milli) = (ms_of_day / 1000 % 60, ms_of_day % 1000);
    format!("{year:04}-{month:02}-{day:02}T{hour:02}:{minute:02}:{second:02}:{milli:03} GMT+0600")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, UNIX_EPOCH};

    fn at(millis: u64) -> SystemTime {
        UNIX_EPOCH + Duration::from_millis(millis)
    }

    #[test]
    fn matches_a_sandbox_capture() {
        // paymentID TR0011uXvkIHi1721914517574 was created at this time.
        assert_eq!(bkash_time(at(1_721_914_517_574)), "2024-07-25T19:35:17:574 GMT+0600");
    }

    #[test]
    fn the_epoch_is_six_in_the_morning_in_dhaka() {
        assert_eq!(bkash_time(at(0)), "1970-01-01T06:00:00:000 GMT+0600");
    }

    #[test]
    fn crosses_the_day_and_year_in_dhaka_time() {
        // 2023-12-31T18:00:00Z is already new year's day in Dhaka.
        assert_eq!(bkash_time(at(1_704_045_600_000)), "2024-01-01T00:00:00:000 GMT+0600");
        assert_eq!(bkash_time(at(1_704_045_599_999)), "2023-12-31T23:59:59:999 GMT+0600");
    }

    #[test]
    fn knows_leap_days() {
        assert_eq!(bkash_time(at(1_709_164_800_000)), "2024-02-29T06:00:00:000 GMT+0600");
        assert_eq!(bkash_time(at(951_782_400_000)), "2000-02-29T06:00:00:000 GMT+0600");
    }
}
