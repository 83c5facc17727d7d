//! bKash's timestamps, `2024-07-25T19:35:17:574 GMT+0600` (a colon before the
//! milliseconds, the offset after `GMT`), read into a moment. A text in
//! another shape reads as none: a time only ever narrows a search.

use mongodb::bson::DateTime;

/// The moment `text` names, or `None` when it is not in bKash's shape.
pub fn parse(text: &str) -> Option<DateTime> {
    let (date, rest) = text.trim().split_once('T')?;
    let (clock, zone) = rest.split_once(' ').unwrap_or((rest, "GMT+0000"));
    let mut day = date.split('-').map(|part| part.parse::<i64>().ok());
    let (year, month, day) = (day.next()??, day.next()??, day.next()??);
    let mut parts = clock.split([':', '.']).map(|part| part.parse::<i64>().ok());
    let (hour, minute, second) = (parts.next()??, parts.next()??, parts.next()??);
    let milli = parts.next().flatten().unwrap_or(0);
    let offset = zone.strip_prefix("GMT").filter(|o| o.len() == 5)?;
    let sign = match offset.as_bytes()[0] {
        b'+' => 1,
        b'-' => -1,
        _ => return None,
    };
    let (hours, minutes): (i64, i64) = (offset[1..3].parse().ok()?, offset[3..5].parse().ok()?);
    let in_range = (1..=12).contains(&month)
        && (1..=31).contains(&day)
        && (0..24).contains(&hour)
        && (0..60).contains(&minute)
        && (0..61).contains(&second)
        && (0..1000).contains(&milli);
    if !in_range {
        return None;
    }
    let local =
        days_from_civil(year, month, day) * 86_400_000 + hour * 3_600_000 + minute * 60_000 + second * 1000 + milli;
    Some(DateTime::from_millis(
        local - sign * (hours * 3_600_000 + minutes * 60_000),
    ))
}

/// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let year_of_era = year - era * 400;
    let shifted_month = (month + 9) % 12;
    let day_of_year = (153 * shifted_month + 2) / 5 + day - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_bkash_dhaka_time_as_the_moment_it_names() {
        // 2024-07-25 13:35:17.574 UTC.
        let at = parse("2024-07-25T19:35:17:574 GMT+0600").expect("a bKash time");
        assert_eq!(at.timestamp_millis(), 1_721_914_517_574);
        assert_eq!(
            parse("1970-01-01T06:00:00:000 GMT+0600").map(|t| t.timestamp_millis()),
            Some(0)
        );
        assert_eq!(
            parse("2024-02-29T00:00:00.5 GMT+0000").map(|t| t.timestamp_millis()),
            Some(1_709_164_800_005)
        );
    }

    #[test]
    fn another_shape_reads_as_none() {
        for text in [
            "",
            "yesterday",
            "2024-13-01T00:00:00:000 GMT+0600",
            "2024-07-25T25:00:00:000 GMT+0600",
            "2024-07-25T19:35:17:574 IST",
        ] {
            assert_eq!(parse(text), None, "{text}");
        }
    }
}
