//! Steadfast's two ways of writing a moment: Laravel's
//! `2026-11-29T07:05:31.000000Z` (UTC) in API replies, and the panel's
//! `2026-11-29 13:05:31` in Dhaka time (UTC+6, no zone written) in webhooks
//! and on its pages. Moments are kept as whole seconds since the Unix epoch.

use sim_kit::clock::{civil_from_days, epoch_millis};
use std::time::SystemTime;

const DAY: i64 = 86_400;

/// Now, in seconds since the Unix epoch.
pub fn now() -> i64 {
    epoch_millis(SystemTime::now()).div_euclid(1000)
}

/// `at` as API replies write it: `2026-11-29T07:05:31.000000Z`.
pub fn iso(at: i64) -> String {
    let (date, time) = parts(at);
    format!("{date}T{time}.000000Z")
}

/// Dhaka's offset from UTC, in seconds.
const DHAKA: i64 = 6 * 3600;

/// `at` as webhooks write it, in Dhaka time: `2026-11-29 13:05:31`.
pub fn plain(at: i64) -> String {
    let (date, time) = parts(at + DHAKA);
    format!("{date} {time}")
}

fn parts(at: i64) -> (String, String) {
    let (days, second_of_day) = (at.div_euclid(DAY), at.rem_euclid(DAY));
    let (year, month, day) = civil_from_days(days);
    let (hour, minute, second) = (second_of_day / 3600, second_of_day / 60 % 60, second_of_day % 60);
    (
        format!("{year:04}-{month:02}-{day:02}"),
        format!("{hour:02}:{minute:02}:{second:02}"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_replies_in_utc_and_webhooks_in_dhaka_time() {
        assert_eq!(iso(1_795_935_931), "2026-11-29T07:05:31.000000Z");
        assert_eq!(plain(1_795_935_931), "2026-11-29 13:05:31");
        assert_eq!(plain(0), "1970-01-01 06:00:00");
    }

    #[test]
    fn knows_leap_days_and_year_ends() {
        assert_eq!(plain(1_709_164_800 - DHAKA), "2024-02-29 00:00:00");
        assert_eq!(plain(1_704_067_199 - DHAKA), "2023-12-31 23:59:59");
    }
}
