//! The admin's order list on a shop with a year of orders: the first page
//! reads the last hours' orders it shows, not every order the shop ever
//! took, and takes its count from the tallies; every page, filtered or not,
//! holds what a read of every order would put there.

use crate::{
    dashboard::{order, store_counted},
    helpers::spawn_app,
    plans::find_plan,
    plans::profiled,
};
use mongodb::bson::{DateTime, Document};
use serde_json::Value;
use shop_core::OrderStatus;
use shop_server::documents::order::OrderDocument;

const MINUTE_MS: i64 = 60_000;
const DAY_MS: i64 = 24 * 60 * MINUTE_MS;

/// The ids of a page of `GET /api/admin/orders`, and its `totalOrders`.
fn ids_and_total(page: &Value) -> (Vec<String>, u64) {
    let ids = page["orders"]
        .as_array()
        .expect("orders")
        .iter()
        .map(|o| o["_id"].as_str().expect("id").to_owned())
        .collect();
    (ids, page["totalOrders"].as_u64().expect("totalOrders"))
}

/// The ids of `orders` that `keep` picks, newest first (ties by the larger id).
fn newest_first(orders: &[OrderDocument], keep: impl Fn(&OrderDocument) -> bool) -> Vec<String> {
    let mut kept: Vec<&OrderDocument> = orders.iter().filter(|o| keep(o)).collect();
    kept.sort_by_key(|o| std::cmp::Reverse((o.created_at, o.id)));
    kept.iter().map(|o| o.id.to_hex()).collect()
}

#[tokio::test]
async fn the_first_page_reads_its_newest_orders_and_every_page_matches_a_full_read() {
    let app = spawn_app().await;
    let admin = app.admin().await;
    let now = DateTime::now().timestamp_millis();
    let statuses = [OrderStatus::Pending, OrderStatus::Confirmed, OrderStatus::Delivered];
    // 25 orders over the last few hours (two at the same moment), 300 over the year before.
    let mut orders: Vec<OrderDocument> = (0..25_i64)
        .map(|i| order(now - (i / 2 + 1) * 7 * MINUTE_MS, statuses[(i % 3) as usize], 1_000 + i))
        .collect();
    orders.extend((0..300_i64).map(|i| order(now - 2 * DAY_MS - i * DAY_MS, statuses[(i % 3) as usize], 5_000 + i)));
    store_counted(&app, &orders).await;
    let database = app.database().await;
    let every = newest_first(&orders, |_| true);

    let mut first = Value::Null;
    let commands = profiled(&app, async {
        let (status, page) = app.get_json_as("/api/admin/orders?perPage=20", &admin.token).await;
        assert_eq!(status, 200, "{page}");
        first = page;
    })
    .await;
    assert_eq!(ids_and_total(&first), (every[..20].to_vec(), 325));
    let on_orders: Vec<&Document> = commands
        .iter()
        .filter(|c| c.values().next().and_then(|v| v.as_str()) == Some("orders"))
        .collect();
    assert!(!on_orders.is_empty(), "the list read no order: {commands:?}");
    for command in on_orders {
        assert!(
            command.contains_key("find"),
            "not a find (a count reads every order): {command}"
        );
        let filter = command.get_document("filter").cloned().unwrap_or_default();
        let sort = command.get_document("sort").ok().cloned();
        let (_, examined, _) = find_plan(&database, "orders", &filter, sort.as_ref()).await;
        assert!(
            examined <= 25,
            "{examined} orders examined for the first page: {command}"
        );
    }

    // Every page, with and without a status, holds what a read of every order puts there.
    for (query, status) in [("", None), ("&status=delivered", Some(OrderStatus::Delivered))] {
        let expected = newest_first(&orders, |o| status.is_none_or(|s| o.order_status_type == s));
        let mut listed = Vec::new();
        for page in 1..=9 {
            let path = format!("/api/admin/orders?perPage=40&page={page}{query}");
            let (status, answer) = app.get_json_as(&path, &admin.token).await;
            assert_eq!(status, 200, "{answer}");
            let (ids, total) = ids_and_total(&answer);
            assert_eq!(total, expected.len() as u64, "{query}");
            listed.extend(ids);
        }
        assert_eq!(listed, expected, "{query}");
    }
}
