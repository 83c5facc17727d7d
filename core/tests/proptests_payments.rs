//! Invariants of a checkout's payment as its shopper sees it, over generated
//! checkouts of one to six orders.

use proptest::prelude::*;
use shop_core::PaymentStatus;

fn status() -> impl Strategy<Value = PaymentStatus> {
    prop::sample::select(PaymentStatus::ALL.to_vec())
}

proptest! {
    #[test]
    fn a_checkout_shows_its_own_status_or_one_of_its_orders(
        own in status(),
        orders in prop::collection::vec(status(), 1..6),
    ) {
        let shown = own.of_checkout(orders.clone());
        prop_assert!(shown == own || orders.contains(&shown), "{own} with {orders:?} shows {shown}");
    }

    #[test]
    fn money_still_due_at_the_door_is_always_shown(
        own in status(),
        mut orders in prop::collection::vec(status(), 0..5),
        at in 0usize..6,
    ) {
        orders.insert(at.min(orders.len()), PaymentStatus::DueOnDelivery);
        prop_assert_eq!(own.of_checkout(orders), PaymentStatus::DueOnDelivery);
    }

    #[test]
    fn the_order_of_the_orders_does_not_matter(
        own in status(),
        orders in prop::collection::vec(status(), 1..6),
    ) {
        let mut reversed = orders.clone();
        reversed.reverse();
        prop_assert_eq!(own.of_checkout(orders), own.of_checkout(reversed));
    }
}
