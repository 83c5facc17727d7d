//! The advance a shop asks of a cash-on-delivery buyer before it ships, as
//! Bangladeshi phone shops do: part of the total paid by bKash, the rest
//! collected at the door. It is suggested for buyers whose parcels were often
//! refused and for high totals; the admin may ask any amount within bounds.

use super::DeliveryRisk;
use crate::money::Money;

/// When the shop suggests an advance, and how much.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AdvancePolicy {
    /// A total at or above it is asked an advance whoever the buyer is.
    pub above: Money,
    /// The advance as a share of the total, in percent (1 to 100).
    pub percent: u32,
    /// The least advance suggested (never more than the total allows).
    pub least: Money,
}

/// Why an advance cannot be asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AdvanceError {
    /// Not whole taka, or less than 1 TK.
    NotWholeTaka,
    /// As much as the total or more: that is paying ahead, not an advance.
    NotBelowTotal,
}

/// Poisha in one taka.
const TAKA: i64 = 100;

/// The advance to suggest for a cash checkout of `total` to a buyer whose
/// record says `risk`: none for a buyer not risky under `policy.above`;
/// else `policy.percent` of the total rounded up to whole taka, at least
/// `policy.least`, and always below the total (none when nothing fits).
pub fn suggested_advance(policy: AdvancePolicy, total: Money, risk: DeliveryRisk) -> Option<Money> {
    if risk != DeliveryRisk::Risky && total < policy.above {
        return None;
    }
    // The share in poisha, rounded up to whole taka (totals are never negative here).
    let share = i128::from(total.poisha().max(0)) * i128::from(policy.percent.min(100));
    let per_taka = i128::from(100 * TAKA);
    let share = i64::try_from((share + per_taka - 1) / per_taka)
        .ok()?
        .saturating_mul(TAKA);
    let most = (total.poisha() - 1) / TAKA * TAKA;
    let advance = share.max(policy.least.poisha()).min(most);
    check_advance(Money::from_poisha(advance), total).ok()
}

/// An advance the admin asks of a checkout of `total`: whole taka, at least
/// 1 TK, and below the total.
pub fn check_advance(amount: Money, total: Money) -> Result<Money, AdvanceError> {
    if amount.poisha() < TAKA || amount.poisha() % TAKA != 0 {
        return Err(AdvanceError::NotWholeTaka);
    }
    if amount >= total {
        return Err(AdvanceError::NotBelowTotal);
    }
    Ok(amount)
}

/// The cash a courier collects for `due` once `advance` is paid, and the
/// part of the advance left over (what `due` did not take: owed back).
pub fn less_advance(due: Money, advance: Money) -> (Money, Money) {
    let collected = due.poisha().saturating_sub(advance.poisha()).max(0);
    let left = advance.poisha().saturating_sub(due.poisha()).max(0);
    (Money::from_poisha(collected), Money::from_poisha(left))
}

#[cfg(test)]
mod tests {
    use super::*;

    const TK: i64 = 100;
    const POLICY: AdvancePolicy = AdvancePolicy {
        above: Money::from_poisha(50_000 * TK),
        percent: 10,
        least: Money::from_poisha(500 * TK),
    };

    fn tk(taka: i64) -> Money {
        Money::from_poisha(taka * TK)
    }

    #[test]
    fn a_reliable_or_unknown_buyer_under_the_threshold_is_asked_nothing() {
        for risk in [DeliveryRisk::Reliable, DeliveryRisk::Unknown] {
            assert_eq!(
                suggested_advance(POLICY, Money::from_poisha(49_999 * TK + 99), risk),
                None
            );
        }
    }

    #[test]
    fn a_high_total_or_a_risky_buyer_is_asked_a_share_rounded_up_to_the_taka() {
        // 10% of 54,999.50 is 5,499.95: 5,500 TK.
        assert_eq!(
            suggested_advance(POLICY, Money::from_poisha(5_499_950), DeliveryRisk::Reliable),
            Some(tk(5_500))
        );
        assert_eq!(
            suggested_advance(POLICY, tk(50_000), DeliveryRisk::Unknown),
            Some(tk(5_000))
        );
        // A risky buyer of a cheap phone: at least the least advance.
        assert_eq!(
            suggested_advance(POLICY, tk(12_000), DeliveryRisk::Risky),
            Some(tk(1_200))
        );
        assert_eq!(suggested_advance(POLICY, tk(3_000), DeliveryRisk::Risky), Some(tk(500)));
    }

    #[test]
    fn the_suggestion_stays_below_the_total() {
        // The least advance would be the whole total: one taka less.
        assert_eq!(suggested_advance(POLICY, tk(500), DeliveryRisk::Risky), Some(tk(499)));
        assert_eq!(
            suggested_advance(POLICY, Money::from_poisha(450), DeliveryRisk::Risky),
            Some(tk(4))
        );
        let all = AdvancePolicy { percent: 100, ..POLICY };
        assert_eq!(
            suggested_advance(all, tk(60_000), DeliveryRisk::Reliable),
            Some(tk(59_999))
        );
        assert_eq!(
            suggested_advance(POLICY, Money::from_poisha(99), DeliveryRisk::Risky),
            None
        );
    }

    #[test]
    fn an_asked_advance_is_whole_taka_and_below_the_total() {
        assert_eq!(check_advance(tk(1), tk(2)), Ok(tk(1)));
        assert_eq!(
            check_advance(Money::from_poisha(150), tk(2)),
            Err(AdvanceError::NotWholeTaka)
        );
        assert_eq!(check_advance(Money::ZERO, tk(2)), Err(AdvanceError::NotWholeTaka));
        assert_eq!(check_advance(tk(-5), tk(2)), Err(AdvanceError::NotWholeTaka));
        assert_eq!(check_advance(tk(2), tk(2)), Err(AdvanceError::NotBelowTotal));
    }

    #[test]
    fn the_courier_collects_the_rest_and_an_advance_larger_than_the_rest_is_owed_back() {
        assert_eq!(less_advance(tk(40_070), tk(4_000)), (tk(36_070), Money::ZERO));
        assert_eq!(less_advance(tk(1_070), tk(4_000)), (Money::ZERO, tk(2_930)));
        assert_eq!(less_advance(Money::ZERO, tk(4_000)), (Money::ZERO, tk(4_000)));
    }
}
