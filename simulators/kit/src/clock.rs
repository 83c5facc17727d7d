//! The simulators' clock: the moment as milliseconds since the Unix epoch.

use std::time::{SystemTime, UNIX_EPOCH};

/// Milliseconds since the Unix epoch (0 for a clock set before it).
pub fn epoch_millis(at: SystemTime) -> i64 {
    at.duration_since(UNIX_EPOCH)
        .map(|elapsed| i64::try_from(elapsed.as_millis()).unwrap_or(i64::MAX))
        .unwrap_or(0)
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
}
