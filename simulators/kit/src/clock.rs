//! The simulators' clock: the moment as milliseconds since the Unix epoch,
//! and the calendar date of a day count, which each service writes its own way.

use std::time::{SystemTime, UNIX_EPOCH};

/// Milliseconds since the Unix epoch (0 for a clock set before it).
pub fn epoch_millis(at: SystemTime) -> i64 {
    at.duration_since(UNIX_EPOCH)
        .map(|elapsed| i64::try_from(elapsed.as_millis()).unwrap_or(i64::MAX))
        .unwrap_or(0)
}

/// Year, month and day of a count of days since 1970-01-01 (Howard Hinnant's
/// algorithm for the proleptic Gregorian calendar).
pub fn civil_from_days(days: i64) -> (i64, i64, i64) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era = (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let shifted_month = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * shifted_month + 2) / 5 + 1;
    let month = if shifted_month < 10 {
        shifted_month + 3
    } else {
        shifted_month - 9
    };
    (year_of_era + era * 400 + i64::from(month <= 2), month, day)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn counts_from_the_epoch_and_never_below_it() {
        assert_eq!(
            epoch_millis(UNIX_EPOCH + Duration::from_millis(1_721_914_517_574)),
            1_721_914_517_574
        );
        assert_eq!(epoch_millis(UNIX_EPOCH - Duration::from_secs(5)), 0);
    }

    #[test]
    fn days_are_calendar_dates_across_leap_days_and_eras() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(19_782), (2024, 2, 29));
        assert_eq!(civil_from_days(-1), (1969, 12, 31));
        assert_eq!(civil_from_days(20_786), (2026, 11, 29));
    }
}
