//! Unit tests of the payment rules.

use super::*;

#[test]
fn names_round_trip() {
    for method in PaymentMethod::ALL {
        assert_eq!(PaymentMethod::parse(method.as_str()), Ok(method));
    }
    for status in PaymentStatus::ALL {
        assert_eq!(PaymentStatus::parse(status.as_str()), Ok(status));
    }
    assert_eq!(PaymentMethod::parse("cash"), Err(PaymentError::UnknownMethod));
    assert!(PaymentStatus::parse("settled").is_err());
    assert!(PaymentMethod::CashOnDelivery.paid_on_delivery());
    assert!(!PaymentMethod::Bkash.paid_on_delivery());
    assert_eq!(PaymentMethod::Bkash.label(), "bKash");
}

#[test]
fn every_method_has_a_name_and_only_emi_pays_in_instalments() {
    assert_eq!(PaymentMethod::parse("card_emi"), Ok(PaymentMethod::CardEmi));
    assert_eq!(PaymentMethod::Rocket.label(), "Rocket");
    let refused = PaymentError::NotOffered(PaymentMethod::Nagad);
    assert_eq!(refused.code(), "payment.not_offered");
    assert_eq!(
        refused.to_string(),
        "Nagad is not offered by this shop; choose another way to pay"
    );
    let instalments: Vec<_> = PaymentMethod::ALL.into_iter().filter(|m| m.in_instalments()).collect();
    assert_eq!(instalments, [PaymentMethod::CardEmi]);
    let plans: Vec<_> = PaymentMethod::ALL.into_iter().map(|m| m.emi_plan().as_str()).collect();
    assert_eq!(plans, ["optional", "none", "none", "none", "none", "required"]);
}

#[test]
fn nothing_is_paid_at_checkout_unless_nothing_is_owed() {
    let owed = Money::from_poisha(1);
    assert_eq!(
        PaymentStatus::at_checkout(PaymentMethod::CashOnDelivery, owed),
        PaymentStatus::DueOnDelivery
    );
    for method in [
        PaymentMethod::Bkash,
        PaymentMethod::Nagad,
        PaymentMethod::Card,
        PaymentMethod::Rocket,
    ] {
        assert_eq!(PaymentStatus::at_checkout(method, owed), PaymentStatus::AwaitingPayment);
    }
    for method in [PaymentMethod::CashOnDelivery, PaymentMethod::Bkash] {
        assert_eq!(PaymentStatus::at_checkout(method, Money::ZERO), PaymentStatus::Paid);
    }
}

#[test]
fn the_lifecycle_allows_exactly_its_moves() {
    use PaymentEvent as E;
    use PaymentStatus as S;
    let allowed = [
        (S::AwaitingPayment, E::Confirmed, S::Paid),
        (S::AwaitingPayment, E::Declined, S::Failed),
        (S::AwaitingPayment, E::Expired, S::Expired),
        (S::DueOnDelivery, E::Delivered, S::Paid),
        (S::DueOnDelivery, E::OrderCancelled, S::Cancelled),
        (S::Paid, E::OrderCancelled, S::RefundPending),
        (S::RefundPending, E::Refunded, S::Refunded),
    ];
    let events = [
        E::Confirmed,
        E::Declined,
        E::Expired,
        E::Delivered,
        E::OrderCancelled,
        E::Refunded,
    ];
    for from in S::ALL {
        for event in events {
            let expected = allowed
                .iter()
                .find(|(f, e, _)| *f == from && *e == event)
                .map(|(_, _, to)| *to);
            match expected {
                Some(to) => assert_eq!(from.apply(event), Ok(to), "{from} on {event}"),
                None => {
                    let error = from.apply(event).unwrap_err();
                    assert_eq!(error, PaymentError::InvalidTransition { from, event });
                    assert_eq!(error.code(), "payment.invalid_transition");
                }
            }
        }
    }
}

#[test]
fn the_delivery_fee_goes_back_with_the_last_order_of_a_checkout_once() {
    let (line, fee) = (Money::from_poisha(2_499_900), Money::from_poisha(7_000));
    let others = |all_cancelled, fee_returned| OtherOrders {
        all_cancelled,
        fee_returned,
    };
    assert_eq!(refund_due(line, fee, others(false, false)), Ok((line, false)));
    assert_eq!(
        refund_due(line, fee, others(true, false)),
        Ok((Money::from_poisha(2_506_900), true))
    );
    assert_eq!(
        refund_due(line, fee, others(true, true)),
        Ok((line, false)),
        "the fee went back already"
    );
    assert!(refund_due(Money::from_poisha(i64::MAX), fee, others(true, false)).is_err());
}

#[test]
fn a_paid_checkout_shows_the_refund_once_every_order_owes_it() {
    use PaymentStatus as S;
    assert_eq!(
        S::Paid.of_checkout([S::RefundPending, S::RefundPending]),
        S::RefundPending
    );
    assert_eq!(S::Paid.of_checkout([S::Refunded]), S::Refunded);
    assert_eq!(
        S::Paid.of_checkout([S::RefundPending, S::Paid]),
        S::Paid,
        "one order still goes out"
    );
    assert_eq!(
        S::Paid.of_checkout([S::RefundPending, S::Refunded]),
        S::RefundPending,
        "nothing goes out and money is still owed"
    );
    assert_eq!(S::Paid.of_checkout([S::Refunded, S::Cancelled]), S::Refunded);
    assert_eq!(S::Paid.of_checkout([]), S::Paid);
    assert_eq!(S::Failed.of_checkout([S::Failed]), S::Failed);
}

#[test]
fn a_cash_checkout_follows_its_orders_to_paid_or_cancelled() {
    use PaymentStatus as S;
    let cash = S::DueOnDelivery;
    assert_eq!(cash.of_checkout([S::Paid]), S::Paid, "delivered and paid at the door");
    assert_eq!(
        cash.of_checkout([S::Paid, S::DueOnDelivery]),
        S::DueOnDelivery,
        "one parcel still to pay"
    );
    assert_eq!(cash.of_checkout([S::Paid, S::Cancelled]), S::Paid);
    assert_eq!(cash.of_checkout([S::Cancelled, S::Cancelled]), S::Cancelled);
    assert_eq!(S::AwaitingPayment.of_checkout([S::AwaitingPayment]), S::AwaitingPayment);
    assert_eq!(
        S::AwaitingPayment.of_checkout([S::Expired, S::Expired]),
        S::AwaitingPayment
    );
    assert_eq!(S::Expired.of_checkout([S::Expired]), S::Expired);
}

#[test]
fn only_settled_payments_let_a_parcel_leave() {
    let leaving: Vec<_> = PaymentStatus::ALL.into_iter().filter(|s| s.allows_dispatch()).collect();
    assert_eq!(leaving, [PaymentStatus::DueOnDelivery, PaymentStatus::Paid]);
    let lapsing: Vec<_> = PaymentStatus::ALL
        .into_iter()
        .filter(|s| s.lapses_at_deadline())
        .collect();
    assert_eq!(lapsing, [PaymentStatus::AwaitingPayment, PaymentStatus::Failed]);
    assert_eq!(PaymentStatus::AwaitingPayment.at_lapse(), Some(PaymentStatus::Expired));
    assert_eq!(PaymentStatus::Failed.at_lapse(), Some(PaymentStatus::Failed));
    for kept in [
        PaymentStatus::Paid,
        PaymentStatus::DueOnDelivery,
        PaymentStatus::Expired,
    ] {
        assert_eq!(kept.at_lapse(), None, "{kept}");
    }
}
