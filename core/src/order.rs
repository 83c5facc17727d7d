//! The order status lifecycle: pending -> confirmed -> shipped -> delivered,
//! pending or confirmed -> cancelled, and shipped -> returned (the courier
//! brought the parcel back). Nothing else moves.

use alloc::borrow::ToOwned;

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use crate::text::Text;
use crate::{
    money::{Money, MoneyError},
    payment::PaymentStatus,
};
use core::fmt;
use serde::{Deserialize, Serialize};

/// Where an order is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum OrderStatus {
    Pending,
    Confirmed,
    Shipped,
    Delivered,
    Cancelled,
    /// The parcel came back: refused at the door, or returned by the courier.
    Returned,
}

/// The order lifecycle's texts.
pub mod texts {
    crate::texts! {
        PENDING = "order_status.pending" => "pending";
        CONFIRMED = "order_status.confirmed" => "confirmed";
        SHIPPED = "order_status.shipped" => "shipped";
        DELIVERED = "order_status.delivered" => "delivered";
        CANCELLED = "order_status.cancelled" => "cancelled";
        RETURNED = "order_status.returned" => "returned";
        INVALID_TRANSITION = "order.invalid_transition" { from: Text, to: Text } => "An order cannot go from {from} to {to}";
        UNKNOWN_STATUS = "order.unknown_status" { status: Name } => "Unknown order status '{status}'";
        NOT_PAID = "order.not_paid" { to: Text, payment: Text } => "An order cannot be {to} before it is paid (payment: {payment})";
        LAPSES_UNPAID = "order.lapses_unpaid"
            => "This order is not paid yet; it is cancelled by itself, and its stock returned, when its time to pay ends";
        NOT_LAPSED = "order.not_lapsed" { payment: Text } => "Only a pending order still unpaid can lapse (payment: {payment})";
    }
}

/// Why a status change was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OrderError {
    InvalidTransition { from: OrderStatus, to: OrderStatus },
    UnknownStatus(String),
    NotPaid { to: OrderStatus, payment: PaymentStatus },
    LapsesUnpaid,
    NotLapsed { payment: PaymentStatus },
}

impl OrderError {
    /// The refusal as a text.
    pub fn text(&self) -> Text {
        match self {
            Self::InvalidTransition { from, to } => Text::new(texts::INVALID_TRANSITION)
                .text("from", from.text())
                .text("to", to.text()),
            Self::UnknownStatus(status) => Text::new(texts::UNKNOWN_STATUS).name("status", status.as_str()),
            Self::NotPaid { to, payment } => Text::new(texts::NOT_PAID)
                .text("to", to.text())
                .text("payment", payment.text()),
            Self::LapsesUnpaid => Text::new(texts::LAPSES_UNPAID),
            Self::NotLapsed { payment } => Text::new(texts::NOT_LAPSED).text("payment", payment.text()),
        }
    }

    /// Stable machine-readable code, shared with the TypeScript side.
    pub fn code(&self) -> &'static str {
        self.text().code()
    }
}

crate::shown_as_text!(OrderError);

impl OrderStatus {
    /// Every status, in lifecycle order.
    pub const ALL: [OrderStatus; 6] = [
        Self::Pending,
        Self::Confirmed,
        Self::Shipped,
        Self::Delivered,
        Self::Cancelled,
        Self::Returned,
    ];

    /// The status a new order starts in.
    pub const INITIAL: OrderStatus = Self::Pending;

    /// Parses the lowercase wire name.
    pub fn parse(text: &str) -> Result<Self, OrderError> {
        Self::ALL
            .into_iter()
            .find(|status| status.as_str() == text)
            .ok_or_else(|| OrderError::UnknownStatus(text.to_owned()))
    }

    /// The lowercase wire name, as stored and shown as `order_status_type`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Pending => "pending",
            Self::Confirmed => "confirmed",
            Self::Shipped => "shipped",
            Self::Delivered => "delivered",
            Self::Cancelled => "cancelled",
            Self::Returned => "returned",
        }
    }

    /// The status as a text: its code is `order_status.` and the wire name.
    pub fn text(self) -> Text {
        Text::new(match self {
            Self::Pending => texts::PENDING,
            Self::Confirmed => texts::CONFIRMED,
            Self::Shipped => texts::SHIPPED,
            Self::Delivered => texts::DELIVERED,
            Self::Cancelled => texts::CANCELLED,
            Self::Returned => texts::RETURNED,
        })
    }

    /// The statuses this one may move to.
    pub const fn next_statuses(self) -> &'static [OrderStatus] {
        match self {
            Self::Pending => &[Self::Confirmed, Self::Cancelled],
            Self::Confirmed => &[Self::Shipped, Self::Cancelled],
            Self::Shipped => &[Self::Delivered, Self::Returned],
            Self::Delivered | Self::Cancelled | Self::Returned => &[],
        }
    }

    /// Moves to `to` if the lifecycle allows it.
    pub fn transition(self, to: OrderStatus) -> Result<OrderStatus, OrderError> {
        if self.next_statuses().contains(&to) {
            Ok(to)
        } else {
            Err(OrderError::InvalidTransition { from: self, to })
        }
    }

    /// Whether moving into this status gives the ordered units back to stock.
    pub const fn returns_stock(self) -> bool {
        matches!(self, Self::Cancelled)
    }

    /// Whether the order counts as a purchase in totals (everything but
    /// cancelled and returned orders).
    pub const fn counts_as_sale(self) -> bool {
        !matches!(self, Self::Cancelled | Self::Returned)
    }

    /// Whether a customer has received the goods (and so may review them).
    pub const fn is_delivered(self) -> bool {
        matches!(self, Self::Delivered)
    }
}

impl fmt::Display for OrderStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The shop's clock for calendar days: Bangladesh time, UTC+6 all year.
pub const SHOP_UTC_OFFSET_MS: i64 = 6 * 3_600_000;

/// The shop's UTC offset as `+HH:MM`, the form MongoDB's date operators take
/// as a `timezone`, so days counted in the database follow [`shop_day`].
pub fn shop_utc_offset() -> String {
    let sign = if SHOP_UTC_OFFSET_MS < 0 { '-' } else { '+' };
    let minutes = SHOP_UTC_OFFSET_MS.unsigned_abs() / 60_000;
    format!("{sign}{:02}:{:02}", minutes / 60, minutes % 60)
}

/// What orders brought in: how many count as sales, and their total.
pub fn sales_total(orders: impl IntoIterator<Item = (OrderStatus, Money)>) -> Result<(u64, Money), MoneyError> {
    orders
        .into_iter()
        .filter(|(status, _)| status.counts_as_sale())
        .try_fold((0, Money::ZERO), |(count, sum), (_, total)| {
            Ok((count + 1, sum.checked_add(total)?))
        })
}

/// The shop's calendar day (`2026-11-22`) of a moment given as milliseconds
/// since the Unix epoch: the day in Bangladesh, where sales are counted.
pub fn shop_day(unix_ms: i64) -> String {
    const DAY_MS: i64 = 86_400_000;
    let days = unix_ms.saturating_add(SHOP_UTC_OFFSET_MS).div_euclid(DAY_MS);
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z - era * 146_097;
    let year_of_era = (day_of_era - day_of_era / 1_460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let shifted_month = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * shifted_month + 2) / 5 + 1;
    let month = if shifted_month < 10 {
        shifted_month + 3
    } else {
        shifted_month - 9
    };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

/// The `count` shop days that end with the one of `unix_ms`, oldest first:
/// the days the admin's sales chart covers.
pub fn shop_days_ending(unix_ms: i64, count: u32) -> Vec<String> {
    const DAY_MS: i64 = 86_400_000;
    (0..i64::from(count))
        .rev()
        .map(|back| shop_day(unix_ms.saturating_sub(back * DAY_MS)))
        .collect()
}

/// Sales per day: each day's total and number of orders that count as sales, in day order.
pub fn sales_by_day<D: Ord>(
    orders: impl IntoIterator<Item = (D, OrderStatus, Money)>,
) -> Result<Vec<(D, Money, u64)>, MoneyError> {
    let mut days: BTreeMap<D, (Money, u64)> = BTreeMap::new();
    for (day, status, total) in orders {
        if status.counts_as_sale() {
            let entry = days.entry(day).or_insert((Money::ZERO, 0));
            entry.0 = entry.0.checked_add(total)?;
            entry.1 += 1;
        }
    }
    Ok(days
        .into_iter()
        .map(|(day, (total, count))| (day, total, count))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::OrderStatus::*;
    use super::*;

    #[test]
    fn a_shop_day_is_the_date_in_bangladesh() {
        assert_eq!(shop_utc_offset(), "+06:00");
        // 2026-11-21 17:59:59.999 UTC is 23:59:59.999 in Dhaka; a millisecond later it is the 22nd.
        let before_midnight = 1_795_283_999_999;
        assert_eq!(shop_day(before_midnight), "2026-11-21");
        assert_eq!(shop_day(before_midnight + 1), "2026-11-22");
        assert_eq!(shop_day(0), "1970-01-01");
        // A leap day, and the turn of a year in Dhaka while it is still the old year in UTC.
        assert_eq!(shop_day(1_709_164_800_000), "2024-02-29");
        assert_eq!(shop_day(1_798_740_000_000), "2027-01-01");
        assert_eq!(shop_day(1_798_740_000_000 - 1), "2026-12-31");
        assert_eq!(shop_day(-1), "1970-01-01");
        assert_eq!(shop_day(-21_600_001), "1969-12-31");
        // The ends of the range give a date, not an overflow.
        assert!(!shop_day(i64::MAX).is_empty() && !shop_day(i64::MIN).is_empty());
    }

    #[test]
    fn the_sales_chart_covers_the_days_that_end_with_today_in_bangladesh() {
        // 2027-01-01 00:00 in Dhaka, then its last millisecond of 2026.
        assert_eq!(
            shop_days_ending(1_798_740_000_000, 3),
            ["2026-12-30", "2026-12-31", "2027-01-01"]
        );
        assert_eq!(shop_days_ending(1_798_740_000_000 - 1, 2), ["2026-12-30", "2026-12-31"]);
        assert!(shop_days_ending(0, 0).is_empty());
    }

    #[test]
    fn cancelled_orders_are_not_sales() {
        let tk = Money::from_poisha;
        let orders = [
            ("2026-11-20", OrderStatus::Delivered, tk(500)),
            ("2026-11-21", OrderStatus::Cancelled, tk(900)),
            ("2026-11-20", OrderStatus::Pending, tk(250)),
            ("2026-11-19", OrderStatus::Shipped, tk(100)),
        ];
        assert_eq!(sales_total(orders.map(|(_, s, t)| (s, t))), Ok((3, tk(850))));
        assert_eq!(
            sales_by_day(orders),
            Ok(vec![("2026-11-19", tk(100), 1), ("2026-11-20", tk(750), 2)])
        );
        let huge = [
            ("d", OrderStatus::Pending, tk(i64::MAX)),
            ("d", OrderStatus::Pending, tk(1)),
        ];
        assert_eq!(sales_by_day(huge), Err(MoneyError::Overflow));
    }

    #[test]
    fn allowed_transitions() {
        assert_eq!(Pending.transition(Confirmed), Ok(Confirmed));
        assert_eq!(Confirmed.transition(Shipped), Ok(Shipped));
        assert_eq!(Shipped.transition(Delivered), Ok(Delivered));
        assert_eq!(Pending.transition(Cancelled), Ok(Cancelled));
        assert_eq!(Confirmed.transition(Cancelled), Ok(Cancelled));
        assert_eq!(Shipped.transition(Returned), Ok(Returned));
    }

    #[test]
    fn every_other_transition_is_refused() {
        let allowed = [
            (Pending, Confirmed),
            (Confirmed, Shipped),
            (Shipped, Delivered),
            (Pending, Cancelled),
            (Confirmed, Cancelled),
            (Shipped, Returned),
        ];
        for from in OrderStatus::ALL {
            for to in OrderStatus::ALL {
                let result = from.transition(to);
                if allowed.contains(&(from, to)) {
                    assert!(result.is_ok(), "{from} -> {to}");
                } else {
                    assert_eq!(result, Err(OrderError::InvalidTransition { from, to }));
                }
            }
        }
    }

    #[test]
    fn parse_and_names() {
        assert_eq!(OrderStatus::parse("shipped"), Ok(Shipped));
        assert_eq!(
            OrderStatus::parse("Shipped"),
            Err(OrderError::UnknownStatus("Shipped".into()))
        );
        assert_eq!(
            OrderError::InvalidTransition {
                from: Delivered,
                to: Pending
            }
            .to_string(),
            "An order cannot go from delivered to pending"
        );
        assert!(Cancelled.returns_stock());
        assert!(!Cancelled.counts_as_sale());
        assert!(!Returned.counts_as_sale(), "a parcel that came back sold nothing");
        assert!(
            !Returned.returns_stock(),
            "its units come back when the shop has the parcel"
        );
        assert!(Pending.counts_as_sale() && Delivered.counts_as_sale());
        assert!(!Delivered.returns_stock());
        assert_eq!(OrderStatus::INITIAL, Pending);
    }
}
