//! The pass over unconfirmed cash orders, run every five minutes on each
//! instance, reads the orders old enough to cancel, not every order waiting
//! to be confirmed or paid: a busy shop has thousands of those at any time.

use crate::{
    dashboard::{order, store},
    helpers::spawn_app,
    plans::{find_plan, watched},
};
use mongodb::bson::{DateTime, Document};
use shop_core::{OrderStatus, PaymentStatus};
use shop_server::documents::order::OrderDocument;

const HOUR_MS: i64 = 3_600_000;

#[tokio::test]
async fn the_pass_reads_only_the_cash_orders_old_enough_to_cancel() {
    let app = spawn_app().await;
    let now = DateTime::now().timestamp_millis();
    let pending = |at: i64, payment: PaymentStatus| {
        let mut placed = order(at, OrderStatus::Pending, 10_000);
        placed.payment_status = payment;
        placed
    };
    // Cash orders placed in the last hours; bKash orders days old, still unpaid; three old cash orders.
    let mut orders: Vec<OrderDocument> = (0..200)
        .map(|i| pending(now - i * 60_000, PaymentStatus::DueOnDelivery))
        .collect();
    orders.extend((0..100).map(|i| pending(now - 72 * HOUR_MS - i * 60_000, PaymentStatus::AwaitingPayment)));
    let old: Vec<OrderDocument> = (0..3)
        .map(|i| pending(now - 60 * HOUR_MS - i * HOUR_MS, PaymentStatus::DueOnDelivery))
        .collect();
    orders.extend(old.iter().cloned());
    store(&app, &orders).await;
    let database = app.database().await;

    let (repositories, sent) = watched(&app.settings).await;
    let placed_before = DateTime::from_millis(now - 48 * HOUR_MS);
    let found = repositories
        .orders
        .unconfirmed_cash(placed_before, 100)
        .await
        .expect("the pass's read");
    let mut ids: Vec<_> = found.iter().map(|o| o.id).collect();
    ids.sort();
    let mut expected: Vec<_> = old.iter().map(|o| o.id).collect();
    expected.sort();
    assert_eq!(ids, expected);

    let finds: Vec<Document> = sent
        .lock()
        .expect("commands")
        .iter()
        .filter(|s| s.name == "find" && s.collection == "orders")
        .map(|s| s.command.clone())
        .collect();
    assert_eq!(finds.len(), 1, "{finds:?}");
    let filter = finds[0].get_document("filter").expect("filter");
    let sort = finds[0].get_document("sort").ok();
    let (_, examined, returned) = find_plan(&database, "orders", filter, sort).await;
    assert_eq!(returned, 3);
    assert!(examined <= 3, "{examined} orders examined to find 3");
}
