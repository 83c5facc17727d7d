//! Which of a payment's refunds a try whose answer was lost made. The
//! provider lists every refund of the payment; the one the try made is a
//! refund the shop has not recorded anywhere, of the amount the try asked
//! for, completed no earlier than the try began (less the clocks' drift).
//! The last refund alone would do only while nothing else is refunded from
//! the payment: a partial refund made after the lost one would be taken for
//! it, or refused as known, and the money given back twice.

use crate::money::Money;

/// How far the provider's clock may run behind the shop's, in milliseconds.
pub const CLOCK_DRIFT_MS: i64 = 5 * 60 * 1000;

/// A refund of the payment as the provider lists it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ListedRefund<'a> {
    /// The provider's refund transaction id.
    pub id: &'a str,
    pub amount: Money,
    /// When it completed (milliseconds since the epoch), when the provider says.
    pub completed_at_ms: Option<i64>,
}

/// The refund a lost try that asked for `amount` from `tried_from_ms` on
/// made, if the provider lists one: the earliest of those not in `known`
/// (the refunds the shop recorded) with that amount, completed since the
/// try began. A refund with no completion time counts only if it is the
/// only one that could be it.
pub fn lost_refund<'a>(
    listed: &[ListedRefund<'a>],
    amount: Money,
    tried_from_ms: i64,
    known: &[&str],
) -> Option<ListedRefund<'a>> {
    let candidates = || {
        listed
            .iter()
            .filter(move |refund| refund.amount == amount && !known.contains(&refund.id))
    };
    let since = tried_from_ms.saturating_sub(CLOCK_DRIFT_MS);
    let timed = candidates()
        .filter(|refund| refund.completed_at_ms.is_some_and(|at| at >= since))
        .min_by_key(|refund| refund.completed_at_ms);
    if timed.is_some() {
        return timed.copied();
    }
    let mut untimed = candidates().filter(|refund| refund.completed_at_ms.is_none());
    match (untimed.next(), untimed.next()) {
        (Some(only), None) => Some(*only),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MINUTE: i64 = 60 * 1000;

    fn listed(id: &str, taka: i64, at: Option<i64>) -> ListedRefund<'_> {
        ListedRefund {
            id,
            amount: Money::from_poisha(taka * 100),
            completed_at_ms: at,
        }
    }

    #[test]
    fn a_partial_refund_made_after_the_lost_one_is_not_taken_for_it() {
        let tried = 1_000 * MINUTE;
        // The lost try's refund, then another order's, recorded by the shop.
        let refunds = [
            listed("LOST", 500, Some(tried + MINUTE)),
            listed("OTHER", 500, Some(tried + 2 * MINUTE)),
        ];
        let found = lost_refund(&refunds, Money::from_poisha(50_000), tried, &["OTHER"]);
        assert_eq!(found.map(|r| r.id), Some("LOST"));
        // Nothing of that amount unrecorded: no refund was made, try again.
        assert_eq!(
            lost_refund(&refunds, Money::from_poisha(50_000), tried, &["OTHER", "LOST"]),
            None
        );
        assert_eq!(lost_refund(&refunds, Money::from_poisha(40_000), tried, &[]), None);
    }

    #[test]
    fn a_refund_from_before_the_try_is_not_it_but_the_clocks_may_drift() {
        let tried = 1_000 * MINUTE;
        let old = [listed("OLD", 500, Some(tried - 10 * MINUTE))];
        assert_eq!(lost_refund(&old, Money::from_poisha(50_000), tried, &[]), None);
        let drifted = [listed("DRIFT", 500, Some(tried - 2 * MINUTE))];
        assert_eq!(
            lost_refund(&drifted, Money::from_poisha(50_000), tried, &[]).map(|r| r.id),
            Some("DRIFT")
        );
    }

    #[test]
    fn the_earliest_match_wins_and_an_untimed_one_only_when_alone() {
        let tried = 1_000 * MINUTE;
        let two = [
            listed("LATER", 500, Some(tried + 9 * MINUTE)),
            listed("FIRST", 500, Some(tried + MINUTE)),
        ];
        assert_eq!(
            lost_refund(&two, Money::from_poisha(50_000), tried, &[]).map(|r| r.id),
            Some("FIRST")
        );
        let one = [listed("ONLY", 500, None)];
        assert_eq!(
            lost_refund(&one, Money::from_poisha(50_000), tried, &[]).map(|r| r.id),
            Some("ONLY")
        );
        let unsure = [listed("A", 500, None), listed("B", 500, None)];
        assert_eq!(lost_refund(&unsure, Money::from_poisha(50_000), tried, &[]), None);
    }
}
