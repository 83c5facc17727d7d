//! What one anonymous listing request may cost: bounded filter lists and page
//! depth (400 with the core's words), wishlist toggles that leave the
//! catalog version, and so every kept listing answer, alone, and checkouts
//! that leave alone the answers that do not read stock (their stock numbers
//! at most the lag old).

use crate::helpers::{TestApp, spawn_app, spawn_app_with, test_settings};
use serde_json::json;
use shop_core::{ListingParams, ListingQuery};
use shop_server::{catalog_view::AnswerKey, config::Settings};
use std::time::{Duration, Instant};

fn numbers(n: usize) -> String {
    (1..=n).map(|i| i.to_string()).collect::<Vec<_>>().join(",")
}

#[tokio::test]
async fn too_long_filter_lists_and_too_deep_pages_are_refused_with_a_message() {
    let app = spawn_app().await;
    app.seed(5).await;
    let brands = |n: usize| (0..n).map(|i| format!("Brand{i}")).collect::<Vec<_>>().join(",");
    let ranges = |n: usize| (0..n).map(|i| format!("{i}-{}", i + 1)).collect::<Vec<_>>().join(",");
    let refused = [
        (format!("ram={}", numbers(31)), "Choose at most 30 values for ram"),
        (format!("rom={}", numbers(31)), "Choose at most 30 values for rom"),
        (format!("brands={}", brands(31)), "Choose at most 30 values for brands"),
        (
            format!("battery={}", ranges(31)),
            "Choose at most 30 values for battery",
        ),
        (
            format!("display={}", ranges(31)),
            "Choose at most 30 values for display",
        ),
        (format!("camera={}", ranges(31)), "Choose at most 30 values for camera"),
        (format!("ram={}", numbers(10_000)), "Choose at most 30 values for ram"),
        (
            format!("brands={}", "x".repeat(41)),
            "A brand name has at most 40 characters",
        ),
    ];
    for (query, message) in refused {
        let (status, body) = app.get_json(&format!("/api/products?{query}")).await;
        assert_eq!(status, 400, "{query}: {body}");
        assert_eq!(body["message"], message, "{query}");
    }
    for query in ["page=501", "page=101&perPage=100", "page=4294967295"] {
        let (status, body) = app.get_json(&format!("/api/products?{query}")).await;
        assert_eq!(status, 400, "{query}: {body}");
        let message = body["message"].as_str().expect("message");
        assert!(message.starts_with("Only the first 10000 products"), "{message}");
    }
    let deep = app.get_json("/api/products?page=501").await.1;
    assert!(
        deep["message"].as_str().is_some_and(|m| m.contains("at most 500")),
        "{deep}"
    );

    // At the limits, answered as usual.
    for query in [
        format!("ram={}", numbers(30)),
        format!("brands={}", brands(30)),
        "page=500".to_owned(),
        "page=100&perPage=100".to_owned(),
    ] {
        let (status, body) = app.get_json(&format!("/api/products?{query}")).await;
        assert_eq!(status, 200, "{query}: {body}");
    }
}

/// The kept answer of the plain first listing page.
fn first_page() -> AnswerKey {
    AnswerKey::Listing(Box::new(
        ListingQuery::parse(&ListingParams::default()).expect("defaults"),
    ))
}

/// The first product of the home page's favourites on `app`.
async fn top_favorite(app: &TestApp) -> serde_json::Value {
    let (status, home) = app.get_json("/api/home").await;
    assert_eq!(status, 200, "{home}");
    home["topFavorites"][0]["_id"].clone()
}

#[tokio::test]
async fn wishlist_toggles_change_no_catalog_version_and_keep_every_listing_answer() {
    let fast_sync = || Settings {
        catalog_sync: Duration::from_millis(100),
        ..test_settings()
    };
    let first = spawn_app_with(fast_sync()).await;
    first.seed(20).await;
    let second = spawn_app_with(Settings {
        mongodb_uri: first.settings.mongodb_uri.clone(),
        database_name: first.settings.database_name.clone(),
        jwt_secret: first.settings.jwt_secret.clone(),
        ..fast_sync()
    })
    .await;
    // Let both syncs read the seed's writes.
    tokio::time::sleep(Duration::from_millis(500)).await;
    for app in [&first, &second] {
        let (status, body) = app.get_json("/api/products").await;
        assert_eq!(status, 200, "{body}");
        assert!(app.catalog.holds_answer(&first_page()));
    }
    let versions = (first.catalog.version(), second.catalog.version());

    let shopper = first.signup("Wishful").await;
    let products = first.repositories.products.all().await.expect("products");
    let (liked, toggled) = (products[3].id.to_hex(), products[7].id.to_hex());
    assert_ne!(top_favorite(&first).await, json!(liked));
    let add = |id: &str| json!({ "product_id": id, "customer_id": shopper.id });
    let (status, added) = first
        .post_json("/api/add-wishlist", Some(&shopper.token), &add(&liked))
        .await;
    assert_eq!(status, 201, "{added}");
    let (status, other) = second
        .post_json("/api/add-wishlist", Some(&shopper.token), &add(&toggled))
        .await;
    assert_eq!(status, 201, "{other}");
    let remove = json!({ "wishlist_id": other["_id"], "customer_id": shopper.id });
    let (status, removed) = second
        .post_json("/api/remove-wishlist", Some(&shopper.token), &remove)
        .await;
    assert_eq!(status, 201, "{removed}");

    // Both instances learn the counts (the favourites are re-ranked every three polls)...
    let deadline = Instant::now() + Duration::from_secs(10);
    for app in [&first, &second] {
        while top_favorite(app).await != json!(liked) {
            assert!(
                Instant::now() < deadline,
                "the favourites never showed the wishlisted product"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
    let stored = first.product(&products[3].id).await;
    assert_eq!(stored.wishlist_count, 1);
    assert_eq!(first.product(&products[7].id).await.wishlist_count, 0);
    // ...while their catalogs stay at the same version, with the listing answer still kept.
    assert_eq!((first.catalog.version(), second.catalog.version()), versions);
    for app in [&first, &second] {
        assert!(app.catalog.holds_answer(&first_page()));
    }
    // A product read back whose wishlist count alone moved is no catalog change either.
    first
        .database()
        .await
        .collection::<mongodb::bson::Document>("products")
        .update_one(
            mongodb::bson::doc! { "_id": products[5].id },
            mongodb::bson::doc! { "$inc": { "wishlist_count": 3 } },
        )
        .await
        .expect("count");
    first.refresh_catalog().await;
    assert_eq!(first.catalog.version(), versions.0);
    assert!(first.catalog.holds_answer(&first_page()));
}

fn listing(params: ListingParams) -> AnswerKey {
    AnswerKey::Listing(Box::new(ListingQuery::parse(&params).expect("query")))
}

/// The stock the listing at `path` shows for product `id`.
async fn listed_stock(app: &TestApp, path: &str, id: &str) -> i64 {
    let (status, body) = app.get_json(path).await;
    assert_eq!(status, 200, "{body}");
    let products = body["products"].as_array().expect("products");
    let product = products.iter().find(|p| p["_id"] == id).expect("listed");
    product["stock"].as_i64().expect("stock")
}

#[tokio::test]
async fn a_checkout_leaves_listings_that_do_not_read_stock_kept_for_at_most_the_lag() {
    let lag = Duration::from_secs(2);
    let app = spawn_app_with(Settings {
        catalog_sync: Duration::from_secs(3600), // the test reads changes in itself
        catalog_stock_lag: lag,
        ..test_settings()
    })
    .await;
    app.seed(12).await;
    app.refresh_catalog().await;
    let product = shop_server::demo::generate(42, 3).product;
    let id = product.id.to_hex();
    let product_id = product.id;
    // Both shoppers are ready before the first buys, so the second checkout
    // comes well within the lag however slow a sign-up is on a loaded machine.
    let mut ready = Vec::new();
    for key in ["stock-lag-1", "stock-lag-2"] {
        let shopper = app.signup("Buyer").await;
        let address = app.add_address(&shopper).await;
        app.add_to_cart(&shopper, &product_id, 1).await;
        let body = app.checkout_body(&shopper, &address, "cash_on_delivery", key).await;
        ready.push((shopper, body));
    }
    let mut ready = ready.into_iter();
    let mut buy = || {
        let app = &app;
        let (shopper, body) = ready.next().expect("a shopper ready");
        async move {
            let (status, placed) = app.post_json("/api/checkout", Some(&shopper.token), &body).await;
            assert_eq!(status, 201, "{placed}");
            // What the sync loop does within a second.
            app.refresh_catalog().await;
        }
    };
    let by_price = "/api/products?orderBy=price&orderDirection=asc&perPage=100";
    let by_sold = "/api/products?orderBy=sold&perPage=100";
    let by_price_key = listing(ListingParams {
        order_by: Some("price".into()),
        order_direction: Some("asc".into()),
        per_page: Some("100".into()),
        ..ListingParams::default()
    });
    let by_sold_key = listing(ListingParams {
        order_by: Some("sold".into()),
        per_page: Some("100".into()),
        ..ListingParams::default()
    });
    // The first stock change after a quiet spell shows at once.
    buy().await;
    let stock = app.product(&product.id).await.fields.stock;
    assert_eq!(listed_stock(&app, by_price, &id).await, stock);
    assert_eq!(listed_stock(&app, by_sold, &id).await, stock);
    let (status, _) = app.get_json("/api/home").await;
    assert_eq!(status, 200);
    let version = app.catalog.version();

    // The next one within the lag: same catalog version, the price listing
    // kept with the stock it showed, the sold listing and home made again.
    buy().await;
    assert_eq!(app.catalog.version(), version, "a checkout is no listed change");
    assert!(app.catalog.holds_answer(&by_price_key));
    assert!(!app.catalog.holds_answer(&by_sold_key));
    assert!(!app.catalog.holds_answer(&AnswerKey::Home));
    assert_eq!(listed_stock(&app, by_price, &id).await, stock, "kept");
    assert_eq!(
        listed_stock(&app, by_sold, &id).await,
        stock - 1,
        "sorted by sold: exact"
    );
    let (_, page) = app.get_json(&format!("/api/product/{id}")).await;
    let opened = app.product(&product.id).await.opening_variant(None).0;
    assert_eq!(
        page["stock"], opened.stock,
        "the product page reads the view (its variant's stock)"
    );

    // Past the lag the kept listing is made again with the stock as it is.
    tokio::time::sleep(lag + Duration::from_millis(100)).await;
    assert!(!app.catalog.holds_answer(&by_price_key));
    assert_eq!(listed_stock(&app, by_price, &id).await, stock - 1);

    // An admin's edit is a listed change: every kept answer is made again.
    app.get_json(by_price).await;
    assert!(app.catalog.holds_answer(&by_price_key));
    app.database()
        .await
        .collection::<mongodb::bson::Document>("products")
        .update_one(
            mongodb::bson::doc! { "_id": product.id },
            mongodb::bson::doc! { "$set": { "title": "Renamed phone" }, "$inc": { "version": 1 } },
        )
        .await
        .expect("edit");
    app.refresh_catalog().await;
    assert_eq!(app.catalog.version(), version + 1);
    assert!(!app.catalog.holds_answer(&by_price_key));
}
