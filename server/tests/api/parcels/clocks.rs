//! The guidelines' clocks in the admin's needs attention: an order paid or
//! confirmed and not handed over in 48 hours, one not delivered in 5 days
//! inside Dhaka, a refund owed for more than 10 days, each with how late;
//! work inside its time is not listed.

use super::{confirmed_checkout, shop_and_courier};
use mongodb::bson::{DateTime, Document, doc, oid::ObjectId};
use serde_json::Value;

const HOUR_MS: i64 = 3_600_000;

/// Moves order `id`'s placing and each of its steps `hours` into the past.
async fn backdate(orders: &mongodb::Collection<Document>, id: &str, hours: i64, set: Document) {
    let id = ObjectId::parse_str(id).expect("order id");
    let then = DateTime::from_millis(DateTime::now().timestamp_millis() - hours * HOUR_MS);
    let mut moved = doc! { "createdAt": then, "status_history.$[].at": then };
    moved.extend(set);
    orders
        .update_one(doc! { "_id": id }, doc! { "$set": moved })
        .await
        .expect("backdated");
}

fn listed<'a>(late: &'a [Value], clock: &str, order: &str) -> Option<&'a Value> {
    late.iter()
        .find(|item| item["clock"] == clock && item["order_id"] == order)
}

#[tokio::test]
async fn each_clock_lists_the_orders_past_it_with_how_late() {
    let (app, _courier) = shop_and_courier().await;
    let admin = app.admin().await;
    let orders = app.database().await.collection::<Document>("orders");
    let mut placed = Vec::new();
    for name in ["Handover", "Delivery", "Refund", "Fresh"] {
        let buyer = app.signup(name).await;
        let (_, order) = confirmed_checkout(&app, &buyer, &admin).await;
        placed.push(order["_id"].as_str().expect("order id").to_owned());
    }
    // Confirmed 50 hours ago, still in the shop: 2 hours past the hand-over.
    backdate(&orders, &placed[0], 50, doc! {}).await;
    // Inside Dhaka, confirmed 6 days ago and on its way: a day past delivery (and the hand-over).
    backdate(&orders, &placed[1], 6 * 24, doc! { "order_status_type": "shipped" }).await;
    // Cancelled after payment 10 and a half days ago, its refund still owed: 12 hours past the refund.
    backdate(
        &orders,
        &placed[2],
        10 * 24 + 12,
        doc! { "order_status_type": "cancelled", "payment_status": "refund_pending" },
    )
    .await;

    let (status, dashboard) = app.get_json_as("/api/admin/dashboard", &admin.token).await;
    assert_eq!(status, 200, "{dashboard}");
    let late = dashboard["attention"]["late_clocks"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    let hours = |clock: &str, order: &str| listed(&late, clock, order).and_then(|item| item["late_hours"].as_i64());
    assert_eq!(hours("hand_over", &placed[0]), Some(2), "{late:?}");
    assert_eq!(hours("delivery", &placed[0]), None, "inside its 5 days");
    assert_eq!(hours("delivery", &placed[1]), Some(24));
    assert_eq!(hours("hand_over", &placed[1]), None, "shipped: handed over");
    assert_eq!(hours("refund", &placed[2]), Some(12));
    assert!(
        late.iter().all(|item| item["order_id"] != placed[3].as_str()),
        "a fresh order is on time"
    );
    assert_eq!(late[0]["order_id"], placed[1].as_str(), "the latest first: {late:?}");

    // The customers of the late hand-over and delivery are told once, by SMS and e-mail; a refund is the shop's to
    // make, and a promise missed long ago (an order from before the clocks) tells nothing.
    let long_ago = app.signup("Longago").await;
    let (_, old_order) = confirmed_checkout(&app, &long_ago, &admin).await;
    let old_order = old_order["_id"].as_str().expect("order id").to_owned();
    backdate(&orders, &old_order, 30 * 24, doc! {}).await;
    let now = DateTime::now();
    let tell = || shop_server::services::clocks::tell_delays(&app.repositories, &app.address, now);
    assert_eq!(tell().await.expect("told"), 2);
    assert_eq!(tell().await.expect("again"), 0, "once per order");
    for (order, told) in [
        (&placed[0], true),
        (&placed[1], true),
        (&placed[2], false),
        (&placed[3], false),
        (&old_order, false),
    ] {
        for kind in ["sms_order_late", "order_late"] {
            let message = app
                .repositories
                .outbox
                .find_by_dedupe_key(&format!("{kind}:{order}"))
                .await
                .expect("outbox");
            assert_eq!(message.is_some(), told, "{kind} of {order}");
            if let Some(mail) = message.filter(|_| kind == "order_late") {
                assert!(mail.subject.ends_with("is running late"), "{}", mail.subject);
            }
        }
    }
}
