use super::*;
use crate::demo::{buyers::BUYERS, generate, real_range};
use std::collections::{BTreeMap, BTreeSet, HashSet};

/// 2026-11-29T12:00:00Z.
const NOW_MS: i64 = 1_795_953_600_000;

fn buyers() -> Vec<BuyerRecord> {
    BUYERS
        .iter()
        .enumerate()
        .map(|(n, buyer)| {
            let account = buyer.account(n);
            let address = buyer.address(n, &account);
            (account, address)
        })
        .collect()
}

fn phones(count: u64) -> Vec<(u64, DemoProduct)> {
    (0..count.min(real_range())).map(|i| (i, generate(42, i))).collect()
}

fn history(count: u64) -> History {
    build(42, &phones(count), &buyers(), DateTime::from_millis(NOW_MS))
}

#[test]
fn every_review_has_a_delivered_order_of_its_buyer_before_it() {
    let phones = phones(60);
    let history = build(42, &phones, &buyers(), DateTime::from_millis(NOW_MS));
    let drawn: usize = phones.iter().map(|(_, phone)| phone.reviews.len()).sum();
    assert_eq!(history.reviews.len(), drawn, "every drawn review is written");
    for review in &history.reviews {
        let delivered = history.orders.iter().find(|order| {
            order.customer_id == review.customer_id
                && order.product.id == review.product_id
                && order.order_status_type == OrderStatus::Delivered
        });
        let order = delivered.unwrap_or_else(|| panic!("no delivered order behind {review:?}"));
        let received = order.status_history.last().map(|step| step.at).expect("steps");
        assert!(received < review.created_at && review.created_at.timestamp_millis() < NOW_MS);
        assert_eq!(order.product.label, review.variant_label);
    }
}

#[test]
fn the_month_has_a_few_orders_a_day_in_every_state_and_none_ahead_of_now() {
    let history = history(60);
    let month = shop_core::order::shop_days_ending(NOW_MS, 30);
    let mut per_day: BTreeMap<String, usize> = BTreeMap::new();
    for order in &history.orders {
        let placed = order.created_at.timestamp_millis();
        assert!(
            order
                .status_history
                .iter()
                .all(|step| step.at.timestamp_millis() <= NOW_MS)
        );
        assert!(order.updated_at.timestamp_millis() <= NOW_MS && placed <= NOW_MS);
        let day = shop_core::order::shop_day(placed);
        if month.contains(&day) {
            *per_day.entry(day).or_default() += 1;
        }
    }
    assert!(per_day.len() >= 28, "orders on {} of the month's days", per_day.len());
    assert!(per_day.values().all(|n| (1..=15).contains(n)), "{per_day:?}");
    let statuses: BTreeSet<&str> = history.orders.iter().map(|o| o.order_status_type.as_str()).collect();
    for status in ["cancelled", "delivered", "shipped"] {
        assert!(statuses.contains(status), "{statuses:?}");
    }
}

#[test]
fn orders_are_priced_by_the_core_and_take_only_units_sold() {
    let phones = phones(60);
    let history = build(42, &phones, &buyers(), DateTime::from_millis(NOW_MS));
    let mut units: BTreeMap<ObjectId, i64> = BTreeMap::new();
    let mut imeis = HashSet::new();
    let mut bought = HashSet::new();
    for (order, checkout) in history.orders.iter().zip(&history.checkouts) {
        assert_eq!(
            (checkout.id, checkout.order_ids.as_slice()),
            (order.checkout_id, [order.id].as_slice())
        );
        let unit = Money::from_poisha(order.list_price)
            .apply_discount(u32::try_from(order.discount).expect("discount"))
            .expect("price");
        assert_eq!(order.price, unit.poisha());
        assert_eq!(order.total, order.price * order.quantity);
        assert_eq!(checkout.total, order.total + order.delivery_fee);
        assert_eq!(order.checkout_total, checkout.total);
        assert!(order.total > 0 && order.total % 100 == 0, "whole taka: {}", order.total);
        // So a review's variant is the one its writer received last, as the shop labels it.
        assert!(
            bought.insert((order.customer_id, order.product.id)),
            "a buyer bought a phone twice"
        );
        if order.order_status_type.counts_as_sale() {
            *units.entry(order.product.variant_id.expect("variant")).or_default() += order.quantity;
        }
        let shipped = order.status_history.iter().any(|s| s.status == OrderStatus::Shipped);
        assert_eq!(order.handsets.len(), if shipped { order.quantity as usize } else { 0 });
        for imei in order.handsets.iter().flatten() {
            assert!(imeis.insert(imei.clone()), "{imei} shipped twice");
        }
    }
    for (_, phone) in &phones {
        for variant in &phone.variants {
            let ordered = units.get(&variant.id).copied().unwrap_or(0);
            assert!(ordered <= variant.sold, "{ordered} ordered of {} sold", variant.sold);
        }
    }
}

#[test]
fn the_same_seed_and_time_give_the_same_history() {
    let shape = |history: &History| -> Vec<(ObjectId, ObjectId, i64, OrderStatus, DateTime)> {
        history
            .orders
            .iter()
            .map(|o| (o.customer_id, o.product.id, o.total, o.order_status_type, o.created_at))
            .collect()
    };
    let buyers = buyers();
    let phones = phones(60);
    let now = DateTime::from_millis(NOW_MS);
    assert_eq!(
        shape(&build(42, &phones, &buyers, now)),
        shape(&build(42, &phones, &buyers, now))
    );
}
