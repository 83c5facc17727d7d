//! A product's price history and the honest-discount ("Omnibus") rule: a
//! reduction is announced only against the lowest price the product really
//! had in the 30 days before it, never against a price raised for the
//! occasion.
//!
//! The rule, precisely:
//! - A point is the final price (after discount) a product had from its time
//!   on, until the next point. The current price took effect at the latest point.
//! - The reference of the current price is the lowest final price in force at
//!   any moment of the [`LOW_WINDOW_DAYS`] days before the current price took
//!   effect (a price set earlier and still in force when that window opened
//!   counts). With no earlier point the product's own undiscounted price is
//!   the reference.
//! - The discount is shown (the reference struck through and "-N%") only when
//!   the product has a discount and the current final price is at least a
//!   whole percent below the reference; N is that reduction, rounded down.

use alloc::vec::Vec;

use crate::money::Money;
use serde::{Deserialize, Serialize};

/// The days before a price change whose lowest price is its reference, and the
/// days of the "lowest price" a product page shows.
pub const LOW_WINDOW_DAYS: i64 = 30;
/// Milliseconds in a day.
pub const DAY_MS: i64 = 86_400_000;
/// How many days of history a product page's chart shows.
pub const CHART_DAYS: i64 = 90;

/// The final price a product had from `at_ms` (milliseconds since the epoch) on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PricePoint {
    pub at_ms: i64,
    pub final_price: Money,
}

/// The lowest final price in force at any moment of `[from_ms, to_ms)`; `None`
/// when no point was in force then. Points may come in any order.
pub fn lowest_in_force(points: &[PricePoint], from_ms: i64, to_ms: i64) -> Option<Money> {
    // The price in force when the window opens is the latest point at or before its start.
    let opening = points
        .iter()
        .filter(|p| p.at_ms <= from_ms)
        .max_by_key(|p| p.at_ms)
        .map(|p| p.final_price);
    let within = points
        .iter()
        .filter(|p| p.at_ms > from_ms && p.at_ms < to_ms)
        .map(|p| p.final_price);
    opening.into_iter().chain(within).min()
}

/// The reference a price that took effect at `since_ms` is compared with:
/// the lowest final price in force in the [`LOW_WINDOW_DAYS`] days before it,
/// or `list_price` (the undiscounted price) when nothing was in force then.
pub fn reference_price(earlier: &[PricePoint], since_ms: i64, list_price: Money) -> Money {
    let from = since_ms.saturating_sub(LOW_WINDOW_DAYS * DAY_MS);
    lowest_in_force(earlier, from, since_ms).unwrap_or(list_price)
}

/// The reference of a product's current price, from its whole history (the
/// latest point being the current price).
pub fn current_reference(history: &[PricePoint], list_price: Money) -> Money {
    match history.iter().map(|p| p.at_ms).max() {
        Some(since) => {
            let earlier: Vec<PricePoint> = history.iter().copied().filter(|p| p.at_ms < since).collect();
            reference_price(&earlier, since, list_price)
        }
        None => list_price,
    }
}

/// The lowest final price of the [`LOW_WINDOW_DAYS`] days up to `now_ms`,
/// the current price included.
pub fn lowest_recent(history: &[PricePoint], current: Money, now_ms: i64) -> Money {
    let from = now_ms.saturating_sub(LOW_WINDOW_DAYS * DAY_MS);
    lowest_in_force(history, from, now_ms.saturating_add(1)).map_or(current, |low| low.min(current))
}

/// How a discounted price may be announced.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShownDiscount {
    /// Whether to strike through `reference_price` and print "-`percent`%".
    pub shown: bool,
    /// The price the reduction is measured from.
    pub reference_price: Money,
    /// The whole percent below the reference, rounded down; 0 when not shown.
    pub percent: u32,
}

/// Whether a product with `discount` percent whose final price is
/// `final_price` may show a discount against `reference`.
pub fn shown_discount(reference: Money, final_price: Money, discount: u32) -> ShownDiscount {
    let (reference_poisha, final_poisha) = (i128::from(reference.poisha()), i128::from(final_price.poisha()));
    let percent = if reference_poisha > 0 && final_poisha < reference_poisha {
        u32::try_from((reference_poisha - final_poisha) * 100 / reference_poisha).unwrap_or(0)
    } else {
        0
    };
    let shown = discount > 0 && percent >= 1;
    ShownDiscount {
        shown,
        reference_price: reference,
        percent: if shown { percent } else { 0 },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const T0: i64 = 1_700_000_000_000;

    fn point(day: i64, tk: i64) -> PricePoint {
        PricePoint {
            at_ms: T0 + day * DAY_MS,
            final_price: Money::from_poisha(tk * 100),
        }
    }

    fn tk(tk: i64) -> Money {
        Money::from_poisha(tk * 100)
    }

    #[test]
    fn a_new_product_is_measured_against_its_own_undiscounted_price() {
        assert_eq!(current_reference(&[point(0, 27_259)], tk(28_999)), tk(28_999));
        assert_eq!(current_reference(&[], tk(28_999)), tk(28_999));
        let shown = shown_discount(tk(28_999), tk(27_259), 6);
        assert_eq!((shown.shown, shown.percent), (true, 6));
    }

    #[test]
    fn a_cut_after_a_month_at_one_price_is_measured_from_that_price() {
        let history = [point(0, 30_000), point(40, 27_000)];
        assert_eq!(current_reference(&history, tk(30_000)), tk(30_000));
        assert_eq!(shown_discount(tk(30_000), tk(27_000), 10).percent, 10);
    }

    #[test]
    fn a_raise_then_a_discount_back_to_the_old_price_is_no_discount() {
        // 30,000 for months, raised to 40,000, then "25% off" to 30,000 a week later
        let history = [point(0, 30_000), point(60, 40_000), point(67, 30_000)];
        let reference = current_reference(&history, tk(40_000));
        assert_eq!(reference, tk(30_000));
        assert_eq!(
            shown_discount(reference, tk(30_000), 25),
            ShownDiscount {
                shown: false,
                reference_price: tk(30_000),
                percent: 0
            }
        );
        // a real cut below the old low shows only the reduction from that low
        let history = [point(0, 30_000), point(60, 40_000), point(67, 28_500)];
        let reference = current_reference(&history, tk(40_000));
        assert_eq!(shown_discount(reference, tk(28_500), 29).percent, 5);
    }

    #[test]
    fn a_low_older_than_the_window_no_longer_counts() {
        // 20,000 until day 10, 30,000 from then on; the cut on day 50 looks back to day 20
        let history = [point(0, 20_000), point(10, 30_000), point(50, 27_000)];
        assert_eq!(current_reference(&history, tk(30_000)), tk(30_000));
        // on day 35 the 20,000 was still in force on day 5
        let history = [point(0, 20_000), point(10, 30_000), point(35, 27_000)];
        assert_eq!(current_reference(&history, tk(30_000)), tk(20_000));
    }

    #[test]
    fn no_discount_or_less_than_a_percent_is_not_shown() {
        assert!(!shown_discount(tk(30_000), tk(27_000), 0).shown);
        assert!(!shown_discount(tk(30_000), tk(29_900), 1).shown);
        assert!(!shown_discount(tk(30_000), tk(31_000), 5).shown);
        assert!(!shown_discount(Money::ZERO, Money::ZERO, 100).shown);
    }

    #[test]
    fn the_recent_low_includes_the_price_in_force_when_the_window_opened() {
        let history = [point(0, 25_000), point(20, 30_000), point(45, 28_000)];
        // on day 46 the window opens on day 16, while 25,000 was still in force
        assert_eq!(lowest_recent(&history, tk(28_000), T0 + 46 * DAY_MS), tk(25_000));
        assert_eq!(lowest_recent(&history, tk(28_000), T0 + 51 * DAY_MS), tk(28_000));
        assert_eq!(lowest_recent(&[], tk(28_000), T0), tk(28_000));
    }
}
