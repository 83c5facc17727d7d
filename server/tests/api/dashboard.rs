//! The admin dashboard's figures against orders written straight to the
//! database over 40 days and every status (as a database from before the
//! tallies holds them), with the expected figures added up here: per status
//! over all orders, and per Dhaka shop day over the last 30 days for the
//! orders that count as sales. Then the tallies that checkouts and status
//! changes keep, against a count of every order.

use crate::helpers::{TestApp, spawn_app};
use mongodb::bson::{DateTime, oid::ObjectId};
use serde_json::{Value, json};
use shop_core::{
    OrderStatus,
    order::{shop_day, shop_days_ending},
};
use shop_server::documents::order::{Destination, OrderDocument, OrderProduct, ShippingSnapshot, StatusChange};
use std::collections::BTreeMap;

const HOUR_MS: i64 = 3_600_000;
const DAY_MS: i64 = 24 * HOUR_MS;

pub(crate) fn order(created_ms: i64, status: OrderStatus, total: i64) -> OrderDocument {
    let at = DateTime::from_millis(created_ms);
    OrderDocument {
        invoice: None,
        id: ObjectId::new(),
        checkout_id: ObjectId::new(),
        customer_id: ObjectId::new(),
        product: OrderProduct {
            id: ObjectId::new(),
            title: "Galaxy A15 8/128GB".into(),
            cover: String::new(),
            variant_id: None,
            label: String::new(),
            brand: "Samsung".into(),
            warranty: None,
        },
        description: String::new(),
        price: total,
        list_price: total,
        discount: 0,
        quantity: 1,
        total,
        coupon: None,
        emi: None,
        payment_method: "cash_on_delivery".into(),
        payment_status: shop_core::PaymentStatus::DueOnDelivery,
        order_status_type: status,
        delivery_zone: Some(shop_core::DeliveryZone::InsideDhaka),
        delivery_fee: 0,
        checkout_total: total,
        refund_started_at: None,
        refund_tried_from: None,
        refund_amount: None,
        refund_with_fee: false,
        placed_from: None,
        refund_unclear: false,
        refund_due_at: None,
        refund: None,
        status_history: vec![StatusChange { status, at }],
        handsets: Vec::new(),
        tracking: None,
        shipping: ShippingSnapshot {
            address_id: ObjectId::new(),
            destination: Destination {
                first_name: "Rahim".into(),
                last_name: "Khan".into(),
                phone: "01712345678".into(),
                address: "House 12, Road 5".into(),
                apartment_suit: String::new(),
                area: "Dhanmondi".into(),
                city: "Dhaka".into(),
                region: String::new(),
                state: String::new(),
                post_code: "1205".into(),
                country: "Bangladesh".into(),
            },
        },
        shipper_id: None,
        delivery_date: at,
        created_at: at,
        updated_at: at,
    }
}

/// Writes `orders` straight to the database, as a database from before the
/// tallies holds them.
pub(crate) async fn store(app: &TestApp, orders: &[OrderDocument]) {
    app.database()
        .await
        .collection::<OrderDocument>("orders")
        .insert_many(orders)
        .await
        .expect("insert orders");
}

/// [`store`], then the tallies counted from every order.
pub(crate) async fn store_counted(app: &TestApp, orders: &[OrderDocument]) {
    store(app, orders).await;
    shop_server::services::dashboard::rebuild(&app.repositories)
        .await
        .expect("count the orders");
}

#[tokio::test]
async fn dashboard_figures_are_the_sums_of_the_stored_orders() {
    let app = spawn_app().await;
    let admin = app.admin().await;
    let now = DateTime::now().timestamp_millis();
    // The last Dhaka midnight (18:00 UTC), to put orders a millisecond either side of days' ends.
    let midnight = (now + 6 * HOUR_MS).div_euclid(DAY_MS) * DAY_MS - 6 * HOUR_MS;
    let mut orders = Vec::new();
    for day in 0..40_i64 {
        for (n, status) in OrderStatus::ALL
            .into_iter()
            .enumerate()
            .take(usize::try_from(day % 5 + 1).unwrap_or(1))
        {
            let n = i64::try_from(n).unwrap_or(0);
            let at = midnight - day * DAY_MS + n * 5 * HOUR_MS + 7 * HOUR_MS / 3;
            orders.push(order(at, status, 100_000 * (day + 1) + n * 37 + 1));
        }
        // Either side of the day's end in Dhaka: the last millisecond of one day and the first of the next.
        orders.push(order(midnight - day * DAY_MS - 1, OrderStatus::Delivered, 50_00 + day));
        orders.push(order(midnight - day * DAY_MS, OrderStatus::Pending, 70_00 + day));
    }
    // The chart's first day starts 29 days before today's midnight.
    let window = midnight - 29 * DAY_MS;
    // Past what a double holds exactly, so a floating-point sum would be off: 2^53 + 1 and 2.
    let big_day = midnight - 3 * DAY_MS + 2 * HOUR_MS;
    orders.push(order(big_day, OrderStatus::Confirmed, (1_i64 << 53) + 1));
    orders.push(order(big_day + 1, OrderStatus::Shipped, 2));
    // A cancelled order on an otherwise empty moment, and a sale right after the window opens.
    orders.push(order(
        midnight - 4 * DAY_MS + 9 * HOUR_MS,
        OrderStatus::Cancelled,
        12_345,
    ));
    orders.push(order(window + 10 * 60_000, OrderStatus::Confirmed, 999));
    // Just outside the 30-day window (by ten minutes), so not in the sales.
    orders.push(order(window - 10 * 60_000, OrderStatus::Confirmed, 888));
    // Counted once, as at the first start after an upgrade.
    store_counted(&app, &orders).await;
    let days = shop_days_ending(now, 30);

    let mut per_status: BTreeMap<&str, u64> = OrderStatus::ALL.into_iter().map(|s| (s.as_str(), 0)).collect();
    let mut per_day: BTreeMap<String, (i128, u64)> = BTreeMap::new();
    for o in &orders {
        let name = o.order_status_type.as_str();
        *per_status.get_mut(name).expect("known status") += 1;
        let in_window = days.contains(&shop_day(o.created_at.timestamp_millis()));
        if in_window && o.order_status_type.counts_as_sale() {
            let day = per_day.entry(shop_day(o.created_at.timestamp_millis())).or_default();
            day.0 += i128::from(o.total);
            day.1 += 1;
        }
    }
    let sales: Vec<Value> = per_day
        .iter()
        .map(|(date, (total, count))| json!({ "date": date, "total": i64::try_from(*total).expect("fits"), "orders": count }))
        .collect();
    assert_eq!(sales.len(), 30, "{sales:?}");
    let no_codes = json!({
        "sent_today": 0, "used_today": 0, "sent_week": 0, "used_week": 0,
        "used_percent_week": null, "over_budget_today": 0, "last_over_budget": null,
    });
    let nothing_to_attend = json!({ "late_payments": [], "unsettled": [], "refunds_in_doubt": [], "codes": no_codes });
    let expected = json!({ "sales_per_day": sales, "orders_per_status": per_status, "attention": nothing_to_attend });

    let (status, mut answer) = app.get_json_as("/api/admin/dashboard", &admin.token).await;
    assert_eq!(status, 200, "{answer}");
    // These orders are weeks old and never delivered: the guidelines' clocks list them, which
    // parcels/clocks.rs checks; here the figures are the subject.
    let clocks = answer["attention"]
        .as_object_mut()
        .and_then(|a| a.remove("late_clocks"));
    assert!(clocks.is_some_and(|c| c.is_array()), "{answer}");
    if shop_days_ending(DateTime::now().timestamp_millis(), 30) != days {
        return; // A Dhaka midnight passed meanwhile: the chart moved on by a day.
    }
    assert_eq!(answer, expected);
}

#[tokio::test]
async fn checkouts_and_status_changes_keep_the_tallies_equal_to_a_count_of_every_order() {
    let app = spawn_app().await;
    app.seed(12).await;
    let in_stock: Vec<ObjectId> = (0..12)
        .map(|i| shop_server::demo::generate(42, i).product)
        .filter(|p| p.opening_variant(None).0.stock >= 3)
        .map(|p| p.id)
        .take(3)
        .collect();
    assert_eq!(in_stock.len(), 3, "the seed has three products in stock");
    let admin = app.admin().await;
    let mut placed = Vec::new();
    for (n, name) in ["Rahim", "Karim"].into_iter().enumerate() {
        let user = app.signup(name).await;
        let address = app.add_address(&user).await;
        for id in &in_stock[n..] {
            app.add_to_cart(&user, id, 1).await;
        }
        let body = app
            .checkout_body(&user, &address, "cash_on_delivery", &format!("tallies-{name}"))
            .await;
        let (status, answer) = app.post_json("/api/checkout", Some(&user.token), &body).await;
        assert_eq!(status, 201, "{answer}");
        placed.extend(
            answer["orders"]
                .as_array()
                .expect("orders")
                .iter()
                .map(|o| o["_id"].clone()),
        );
    }
    assert_eq!(placed.len(), 5);
    let moves = [
        (0, "confirmed"),
        (0, "shipped"),
        (1, "cancelled"),
        (2, "confirmed"),
        (2, "cancelled"),
    ];
    for (at, to) in moves {
        let path = format!("/api/admin/orders/{}/status", placed[at].as_str().expect("id"));
        let (status, answer) = app
            .post_json(&path, Some(&admin.token), &crate::shipping::move_body(to, 1))
            .await;
        assert_eq!(status, 200, "{to}: {answer}");
    }

    let kept = shop_server::services::dashboard::tallies(&app.repositories, None)
        .await
        .expect("tallies");
    let counted: BTreeMap<String, i64> = app
        .repositories
        .order_stats
        .per_status()
        .await
        .expect("count")
        .into_iter()
        .filter(|(_, n)| *n > 0)
        .map(|(status, n)| (status.as_str().to_owned(), i64::try_from(n).expect("fits")))
        .collect();
    let kept_statuses: BTreeMap<String, i64> = kept.statuses.into_iter().filter(|(_, n)| *n != 0).collect();
    assert_eq!(kept_statuses, counted);
    let expected: BTreeMap<&str, i64> = [("pending", 2), ("shipped", 1), ("cancelled", 2)].into();
    assert_eq!(
        kept_statuses
            .iter()
            .map(|(s, n)| (s.as_str(), *n))
            .collect::<BTreeMap<_, _>>(),
        expected
    );
    let sales: Vec<(String, (i64, i64))> = app
        .repositories
        .order_stats
        .sales_per_day()
        .await
        .expect("count")
        .into_iter()
        .map(|day| (day.day, (day.total.poisha(), i64::try_from(day.orders).expect("fits"))))
        .collect();
    let kept_days: Vec<(String, (i64, i64))> = kept.days.into_iter().filter(|(_, (_, n))| *n != 0).collect();
    assert_eq!(kept_days, sales);
    assert_eq!(
        kept_days.iter().map(|(_, (_, n))| n).sum::<i64>(),
        3,
        "three orders count as sales"
    );

    // Folding the changes into the base changes no sum, and leaves no change behind.
    let before = shop_server::services::dashboard::tallies(&app.repositories, None)
        .await
        .expect("tallies");
    shop_server::services::tally_folding::fold(&app.repositories)
        .await
        .expect("fold");
    assert_eq!(
        shop_server::services::dashboard::tallies(&app.repositories, None)
            .await
            .expect("tallies"),
        before
    );
    let left = app
        .database()
        .await
        .collection::<mongodb::bson::Document>("order_tally_changes")
        .count_documents(mongodb::bson::doc! {})
        .await
        .expect("count");
    assert_eq!(left, 0, "every change folded");
}
