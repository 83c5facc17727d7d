//! Database round trips per request, counted by the driver's command monitor:
//! the cart list and add-to-cart take one each, catalog reads none (they are
//! answered from the catalog view).

use crate::helpers::{TestApp, spawn_app_with, test_settings};
use serde_json::json;
use shop_server::{config::Settings, demo};
use std::time::Duration;

/// Commands the app sent to the database while `request` ran.
async fn round_trips<F: std::future::Future<Output = u16>>(app: &TestApp, request: F) -> (u16, u64) {
    let before = app.repositories.commands_sent();
    let status = request.await;
    (status, app.repositories.commands_sent() - before)
}

/// Three of the 12 seeded phones whose opening variant (what add-to-cart
/// sells without a variant) has at least `units` in stock.
fn three_in_stock(units: i64) -> Vec<shop_server::documents::product::ProductDocument> {
    let found: Vec<_> = (0..12)
        .map(|i| demo::generate(42, i).product)
        .filter(|p| p.opening_variant(None).0.stock >= units)
        .take(3)
        .collect();
    assert_eq!(found.len(), 3, "the seed has three phones with {units} units");
    found
}

/// An app whose catalog sync stays idle during the test: it would send its
/// own commands, and it would also pick up products written behind its back.
async fn app_without_sync() -> TestApp {
    spawn_app_with(Settings {
        catalog_sync: Duration::from_secs(3600),
        // test_settings leaves the dashboard's tallies unfolded too (folding sends commands of its own).
        ..test_settings()
    })
    .await
}

#[tokio::test]
async fn cart_list_and_add_to_cart_take_one_database_round_trip_each() {
    let app = app_without_sync().await;
    app.seed(12).await;
    let user = app.signup("Rahim").await;
    let in_stock = three_in_stock(2);
    app.add_to_cart(&user, &in_stock[0].id, 1).await;
    app.add_to_cart(&user, &in_stock[1].id, 2).await;

    let add = json!({ "product_id": in_stock[2].id.to_hex(), "quantity": 1 });
    let (status, trips) = round_trips(&app, async {
        app.post_json("/api/add-cart", Some(&user.token), &add).await.0
    })
    .await;
    assert_eq!((status, trips), (201, 1), "add-to-cart: status and round trips");

    let (status, trips) = round_trips(&app, async {
        let (status, lines) = app.post_json("/api/cart-products", Some(&user.token), &json!({})).await;
        assert_eq!(lines.as_array().map(Vec::len), Some(3), "{lines}");
        assert_eq!(lines[1]["quantity"], 2, "newest first, with stored quantities");
        status
    })
    .await;
    assert_eq!((status, trips), (200, 1), "cart list: status and round trips");

    let (status, trips) = round_trips(&app, async {
        app.get(&format!("/api/product/{}", in_stock[0].id.to_hex()))
            .await
            .status()
            .as_u16()
    })
    .await;
    assert_eq!((status, trips), (200, 0), "product details: status and round trips");

    let (status, trips) = round_trips(&app, async {
        app.get("/api/products?brands=Samsung,Xiaomi&ram=8&battery=4000-6000&perPage=20&orderBy=sold")
            .await
            .status()
            .as_u16()
    })
    .await;
    assert_eq!((status, trips), (200, 0), "listing: status and round trips");
}

#[tokio::test]
async fn a_product_missing_from_the_view_is_read_from_the_database() {
    let app = app_without_sync().await;
    // Written behind the app's back (as another instance would), and not synced.
    demo::seed_catalog(&app.repositories, 6, 42).await.expect("seed");
    let product = (0..6)
        .map(|i| demo::generate(42, i).product)
        .find(|p| p.fields.stock >= 1)
        .expect("a product in stock");
    let user = app.signup("Karim").await;

    let (status, trips) = round_trips(&app, async {
        app.get(&format!("/api/product/{}", product.id.to_hex()))
            .await
            .status()
            .as_u16()
    })
    .await;
    assert_eq!(
        (status, trips),
        (200, 2),
        "product details fall back to two reads: the product and its variants"
    );

    let add = json!({ "product_id": product.id.to_hex(), "quantity": 1 });
    let (status, body) = app.post_json("/api/add-cart", Some(&user.token), &add).await;
    assert_eq!(status, 201, "{body}");
    assert_eq!(body["item"]["price"], product.fields.final_price);
}

#[tokio::test]
async fn a_checkout_takes_a_fixed_number_of_round_trips_whatever_its_lines() {
    let app = app_without_sync().await;
    app.seed(12).await;
    let in_stock = three_in_stock(2);
    let mut trips_per_checkout = Vec::new();
    for lines in [1_usize, 3] {
        let user = app.signup(&format!("Buyer{lines}")).await;
        let address = app.add_address(&user).await;
        for product in &in_stock[..lines] {
            app.add_to_cart(&user, &product.id, 1).await;
        }
        let body = app
            .checkout_body(&user, &address, "cash_on_delivery", &format!("round-trips-{lines}"))
            .await;
        let (status, trips) = round_trips(&app, async {
            let (status, orders) = app.post_json("/api/checkout", Some(&user.token), &body).await;
            assert_eq!(orders["orders"].as_array().map(Vec::len), Some(lines), "{orders}");
            status
        })
        .await;
        assert_eq!(status, 201, "a checkout of {lines} lines");
        trips_per_checkout.push(trips);
    }
    // The cart's variants are read once for the checkout's turn; in the transaction, the cart,
    // its products and its variants are each read once, however many lines; what the account's
    // and the address's orders waiting to be paid or confirmed hold, one read each (far from the
    // address's limit, nothing is written for it); then the orders, the cart, the record, the
    // SMS to the address's number (its key looked up, then written), the tallies, the stock (one
    // command) and the commit.
    assert_eq!(
        trips_per_checkout,
        vec![18, 18],
        "round trips of a checkout of one line, then of three"
    );
}

#[tokio::test]
async fn the_dashboard_takes_the_same_round_trips_however_many_orders_there_are() {
    let app = app_without_sync().await;
    app.seed(12).await;
    let admin = app.admin().await;
    let dashboard = || async {
        let (status, trips) = round_trips(&app, async {
            app.get_json_as("/api/admin/dashboard", &admin.token).await.0
        })
        .await;
        assert_eq!(status, 200);
        trips
    };
    let empty = dashboard().await;
    let product = three_in_stock(5).swap_remove(0);
    for n in 0..5 {
        let user = app.signup(&format!("Dash{n}")).await;
        let address = app.add_address(&user).await;
        app.add_to_cart(&user, &product.id, 1).await;
        let body = app
            .checkout_body(&user, &address, "cash_on_delivery", &format!("dashboard-{n}"))
            .await;
        let (status, placed) = app.post_json("/api/checkout", Some(&user.token), &body).await;
        assert_eq!(status, 201, "{placed}");
    }
    let (_, answer) = app.get_json_as("/api/admin/dashboard", &admin.token).await;
    assert_eq!(answer["orders_per_status"]["pending"], 5, "{answer}");
    assert_eq!(dashboard().await, empty, "round trips with no order, then with five");
}
