//! What the shop's busiest writes ask of the database: nothing the local wire
//! server answers by going through a whole collection. It does so for any
//! `findAndModify` and any `$or`, even one beside an `_id` (some 50-140 ms a
//! command at a few thousand checkouts, orders or variants, holding up every
//! other command), so the soak's p99 grew with the data. It also reads by the
//! first clause of a filter that has an index, so a write by `_id` that names
//! another indexed field first (`{ order_status_type, _id }`) read every
//! order in that status: a cancel took 53 ms at the soak's first minute and
//! 256 ms by its eighth. MongoDB answers all of these from indexes. The wire
//! server's profiler records every command the test's database gets.

use super::{loaded, save, store_phone};
use crate::plans::profiled;
use crate::{
    helpers::spawn_app,
    payments::{bkash_checkout, details, pay_on, start_payment},
};
use mongodb::bson::Document;
use serde_json::json;

/// Neither a `findAndModify` nor an `$or` among `commands`, which hold at
/// least one write to `collection`, and every filter that picks documents by
/// `_id` names it first.
fn no_collection_walks(commands: &[Document], collection: &str) {
    let wrote = |c: &&Document| ["insert", "update"].iter().any(|w| c.get_str(w) == Ok(collection));
    assert!(
        commands.iter().any(|c| wrote(&c)),
        "no write to {collection}: {commands:?}"
    );
    for command in commands {
        assert!(!command.contains_key("findAndModify"), "a findAndModify: {command}");
        for filter in filters(command) {
            assert!(!filter.contains_key("$or"), "an $or: {command}");
            if filter.get("_id").is_some_and(picks_ids) {
                assert_eq!(
                    filter.keys().next().map(String::as_str),
                    Some("_id"),
                    "_id not first: {command}"
                );
            }
        }
    }
}

/// Whether a filter's `_id` clause names the documents (one `_id`, or `$in`).
fn picks_ids(clause: &mongodb::bson::Bson) -> bool {
    clause
        .as_document()
        .is_none_or(|operators| operators.contains_key("$in"))
}

/// The filters of a command: a read's, and each statement's of a write.
fn filters(command: &Document) -> Vec<&Document> {
    let statements = ["updates", "deletes"]
        .into_iter()
        .filter_map(|batch| command.get_array(batch).ok())
        .flatten()
        .filter_map(|statement| statement.as_document()?.get_document("q").ok());
    command.get_document("filter").into_iter().chain(statements).collect()
}

#[tokio::test]
async fn a_grid_save_and_a_checkout_walk_no_collection() {
    let app = spawn_app().await;
    let phone = store_phone(&app, 0).await;
    let admin = app.admin().await;
    let shopper = app.signup("Rahim").await;
    let address = app.add_address(&shopper).await;
    let commands = profiled(&app, async {
        let id = phone.product.id.to_hex();
        let (_, page) = app.get_json(&format!("/api/product/{id}")).await;
        let (status, saved) = save(&app, &admin, &id, &loaded(&page)).await;
        assert_eq!(status, 200, "{saved}");
        app.add_to_cart(&shopper, &phone.product.id, 1).await;
        let body = app
            .checkout_body(&shopper, &address, "cash_on_delivery", "wire-costs")
            .await;
        let (status, placed) = app.post_json("/api/checkout", Some(&shopper.token), &body).await;
        assert_eq!(status, 201, "{placed}");
    })
    .await;
    no_collection_walks(&commands, "orders");
    no_collection_walks(&commands, "variants");
}

#[tokio::test]
async fn a_cart_change_and_a_bkash_payment_walk_no_collection() {
    let app = spawn_app().await;
    app.seed(20).await;
    let shopper = app.signup("Karim").await;
    let (checkout, _) = bkash_checkout(&app, &shopper, 1, "wire-costs-bkash").await;
    let phone = crate::payments::phone_in_stock(&app, 3).await;
    let commands = profiled(&app, async {
        let add = json!({ "product_id": phone.id.to_hex(), "quantity": 1 });
        let (status, line) = app.post_json("/api/add-cart", Some(&shopper.token), &add).await;
        assert_eq!(status, 201, "{line}");
        let change = json!({ "cart_id": line["_id"], "quantity": 2 });
        let (status, changed) = app.post_json("/api/cart-quantity", Some(&shopper.token), &change).await;
        assert_eq!((status, &changed["quantity"]), (200, &json!(2)), "{changed}");
        let page = start_payment(&app, &shopper, &checkout).await;
        details(&app, &shopper, &checkout).await; // the payment page, polled
        pay_on(&app, &page).await;
        assert_eq!(details(&app, &shopper, &checkout).await["payment"]["status"], "paid");
    })
    .await;
    no_collection_walks(&commands, "checkouts");
    no_collection_walks(&commands, "cart_items");
}

#[tokio::test]
async fn a_shoppers_cancel_walks_no_collection() {
    let app = spawn_app().await;
    let phone = store_phone(&app, 0).await;
    let shopper = app.signup("Salma").await;
    let address = app.add_address(&shopper).await;
    app.add_to_cart(&shopper, &phone.product.id, 1).await;
    let body = app
        .checkout_body(&shopper, &address, "cash_on_delivery", "wire-costs-cancel")
        .await;
    let (status, placed) = app.post_json("/api/checkout", Some(&shopper.token), &body).await;
    assert_eq!(status, 201, "{placed}");
    let order = placed["orders"][0]["_id"].as_str().expect("order id").to_owned();
    let commands = profiled(&app, async {
        let path = format!("/api/order/{order}/cancel");
        let (status, cancelled) = app.post_json(&path, Some(&shopper.token), &json!({})).await;
        assert_eq!(
            (status, &cancelled["order_status_type"]),
            (200, &json!("cancelled")),
            "{cancelled}"
        );
    })
    .await;
    no_collection_walks(&commands, "orders");
    no_collection_walks(&commands, "checkouts");
}
