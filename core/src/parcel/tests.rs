use super::*;
use ParcelStatus as S;

fn report(status: ParcelStatus, at_ms: i64) -> ParcelReport {
    ParcelReport { status, at_ms }
}

#[test]
fn statuses_are_read_in_any_case_and_spelling() {
    assert_eq!(ParcelStatus::parse("Delivered"), Some(S::Delivered));
    assert_eq!(ParcelStatus::parse(" IN_REVIEW "), Some(S::InReview));
    assert_eq!(ParcelStatus::parse("Partial Delivered"), Some(S::PartialDelivered));
    assert_eq!(
        ParcelStatus::parse("delivered-approval-pending"),
        Some(S::DeliveredApprovalPending)
    );
    assert_eq!(ParcelStatus::parse("lost"), None);
    assert_eq!(ParcelStatus::parse(""), None);
    for status in ParcelStatus::ALL {
        assert_eq!(ParcelStatus::parse(status.as_str()), Some(status));
    }
}

#[test]
fn only_a_final_status_settles_the_order() {
    assert_eq!(S::Delivered.outcome(), Some(ParcelOutcome::Delivered));
    assert_eq!(S::PartialDelivered.outcome(), Some(ParcelOutcome::PartlyDelivered));
    assert_eq!(S::Cancelled.outcome(), Some(ParcelOutcome::Returned));
    for waiting in [
        S::InReview,
        S::Pending,
        S::Hold,
        S::DeliveredApprovalPending,
        S::CancelledApprovalPending,
        S::Unknown,
    ] {
        assert!(!waiting.is_final(), "{waiting:?}");
    }
}

#[test]
fn duplicates_and_late_arrivals_change_nothing() {
    let delivered = report(S::Delivered, 5_000);
    assert!(!delivered.is_replaced_by(delivered), "the same report twice");
    assert!(
        !delivered.is_replaced_by(report(S::Pending, 9_000)),
        "a final status is final"
    );
    let pending = report(S::Pending, 5_000);
    assert!(!pending.is_replaced_by(report(S::InReview, 4_000)), "an older report");
    assert!(pending.is_replaced_by(report(S::Hold, 6_000)));
    assert!(
        report(S::Hold, 6_000).is_replaced_by(report(S::Pending, 7_000)),
        "held, then on its way again"
    );
}

#[test]
fn an_approval_pending_status_can_still_flip() {
    let waiting = report(S::DeliveredApprovalPending, 5_000);
    assert!(waiting.is_replaced_by(report(S::Cancelled, 6_000)));
    assert!(
        waiting.is_replaced_by(report(S::Delivered, 5_000)),
        "the same moment, further along"
    );
    assert!(!report(S::Delivered, 5_000).is_replaced_by(waiting));
    assert!(
        !waiting.is_replaced_by(report(S::Pending, 5_000)),
        "the same moment, behind"
    );
}

#[test]
fn the_courier_collects_what_is_due_at_the_door_with_the_fee() {
    let tk = |tk: i64| Money::from_poisha(tk * 100);
    assert_eq!(
        cash_to_collect([(tk(45_999), true), (tk(999), true)], tk(70)),
        Ok(tk(47_068))
    );
    assert_eq!(
        cash_to_collect([(tk(45_999), false)], tk(70)),
        Ok(Money::ZERO),
        "paid ahead, fee and all"
    );
    assert_eq!(cash_to_collect([], tk(70)), Ok(Money::ZERO));
    assert_eq!(
        cash_to_collect([(Money::from_poisha(i64::MAX), true)], tk(70)),
        Err(crate::MoneyError::Overflow)
    );
}

#[test]
fn a_rider_on_the_way_is_read_from_the_tracking_message() {
    assert!(is_out_for_delivery("Out for delivery."));
    assert!(is_out_for_delivery("Consignment has been ASSIGNED TO RIDER."));
    assert!(!is_out_for_delivery("Consignment has been received at PALLABI."));
    assert!(!is_out_for_delivery("Picked up from the merchant."));
}

#[test]
fn a_buyer_who_refuses_more_than_three_parcels_in_ten_is_risky() {
    let record = |parcels, delivered, cancelled| DeliveryRecord {
        parcels,
        delivered,
        cancelled,
    };
    assert_eq!(record(0, 0, 0).risk(), DeliveryRisk::Unknown);
    assert_eq!(record(2, 0, 2).risk(), DeliveryRisk::Unknown, "two parcels say nothing");
    assert_eq!(record(10, 7, 3).risk(), DeliveryRisk::Reliable, "30% is still fine");
    assert_eq!(record(10, 6, 4).risk(), DeliveryRisk::Risky);
    assert_eq!(record(3, 0, 3).risk(), DeliveryRisk::Risky);
    assert_eq!(
        record(u32::MAX, u32::MAX, 0).risk(),
        DeliveryRisk::Reliable,
        "no overflow"
    );
}
