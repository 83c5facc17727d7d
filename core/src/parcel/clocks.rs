//! The Digital Commerce Guidelines 2021's clocks: a paid (or, for cash on
//! delivery, confirmed) order is handed to the courier within 48 hours and
//! delivered within 5 days in the same city, 10 days elsewhere; money owed
//! back is refunded within 10 days. Times are milliseconds since the Unix
//! epoch.

use crate::DeliveryZone;
use serde::{Deserialize, Serialize};

const HOUR_MS: i64 = 3_600_000;
const DAY_MS: i64 = 24 * HOUR_MS;

/// Hours from payment or confirmation to the courier's hands.
pub const HAND_OVER_HOURS: i64 = 48;
/// Days from the refund becoming owed to the money back.
pub const REFUND_DAYS: i64 = 10;

/// One of the promises the shop keeps by the clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "clock", content = "zone")]
pub enum Clock {
    /// From payment (or confirmation of a cash order) to the courier.
    HandOver,
    /// From payment (or confirmation) to the door, by where it goes.
    Delivery(DeliveryZone),
    /// From the refund becoming owed to the money back.
    Refund,
}

impl Clock {
    /// How long the promise gives.
    pub const fn allowed_ms(self) -> i64 {
        match self {
            Self::HandOver => HAND_OVER_HOURS * HOUR_MS,
            Self::Delivery(zone) => zone.delivery_days() as i64 * DAY_MS,
            Self::Refund => REFUND_DAYS * DAY_MS,
        }
    }

    /// When the promise started at `started_ms` falls due.
    pub const fn deadline_ms(self, started_ms: i64) -> i64 {
        started_ms.saturating_add(self.allowed_ms())
    }

    /// How late the work started at `started_ms` is, or was when it was done
    /// at `done_ms`: `None` while (or when) it kept the promise.
    pub fn late_by_ms(self, started_ms: i64, done_ms: Option<i64>, now_ms: i64) -> Option<i64> {
        let late = done_ms.unwrap_or(now_ms).saturating_sub(self.deadline_ms(started_ms));
        (late > 0).then_some(late)
    }

    /// Whether work not done yet should be reported late now: past its
    /// deadline and not finished.
    pub fn is_overdue(self, started_ms: i64, now_ms: i64) -> bool {
        self.late_by_ms(started_ms, None, now_ms).is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PAID: i64 = 1_764_000_000_000;

    #[test]
    fn a_paid_order_goes_to_the_courier_within_48_hours() {
        let clock = Clock::HandOver;
        assert_eq!(clock.deadline_ms(PAID), PAID + 48 * HOUR_MS);
        assert_eq!(
            clock.late_by_ms(PAID, Some(PAID + 47 * HOUR_MS), PAID + 90 * HOUR_MS),
            None
        );
        assert_eq!(
            clock.late_by_ms(PAID, None, PAID + 48 * HOUR_MS),
            None,
            "on the hour is on time"
        );
        assert_eq!(clock.late_by_ms(PAID, None, PAID + 50 * HOUR_MS), Some(2 * HOUR_MS));
        assert_eq!(
            clock.late_by_ms(PAID, Some(PAID + 49 * HOUR_MS), PAID + 90 * HOUR_MS),
            Some(HOUR_MS),
            "handed over late stays late by what it was"
        );
    }

    #[test]
    fn delivery_takes_5_days_in_dhaka_and_10_elsewhere() {
        let dhaka = Clock::Delivery(DeliveryZone::InsideDhaka);
        let elsewhere = Clock::Delivery(DeliveryZone::OutsideDhaka);
        assert_eq!(dhaka.deadline_ms(PAID), PAID + 5 * DAY_MS);
        assert_eq!(elsewhere.deadline_ms(PAID), PAID + 10 * DAY_MS);
        let day_six = PAID + 6 * DAY_MS;
        assert!(dhaka.is_overdue(PAID, day_six));
        assert!(!elsewhere.is_overdue(PAID, day_six));
    }

    #[test]
    fn a_refund_is_made_within_10_days() {
        assert_eq!(Clock::Refund.deadline_ms(PAID), PAID + 10 * DAY_MS);
        assert_eq!(Clock::Refund.late_by_ms(PAID, None, PAID + 11 * DAY_MS), Some(DAY_MS));
        assert_eq!(
            Clock::Refund.late_by_ms(i64::MAX - 1, None, i64::MAX),
            None,
            "no overflow"
        );
    }
}
