//! The admin's variant grid: `PUT /api/product/{id}/variants`.

use super::{loaded, save, store_phone, stored_variant};
use crate::helpers::spawn_app;
use reqwest::Method;
use serde_json::json;
use shop_server::demo;

#[tokio::test]
async fn an_admin_adds_a_colour_and_the_phone_page_offers_it() {
    let app = spawn_app().await;
    let phone = store_phone(&app, 0).await;
    let admin = app.admin().await;
    let id = phone.product.id.to_hex();
    let (_, page) = app.get_json(&format!("/api/product/{id}")).await;
    let mut grid = loaded(&page);
    grid["options"][1]["values"]
        .as_array_mut()
        .expect("colours")
        .push(json!({ "name": "Green", "swatch": "#2f7d4f" }));
    grid["variants"].as_array_mut().expect("rows").push(json!({
        "values": ["8/256 GB", "Green"], "sku": "A55-256-GREEN", "price": "46000", "discount": 0, "stock": 3,
    }));
    let (status, saved) = save(&app, &admin, &id, &grid).await;
    assert_eq!(status, 200, "{saved}");

    let (_, page) = app.get_json(&format!("/api/product/{id}")).await;
    let green = page["variants"]
        .as_array()
        .expect("variants")
        .iter()
        .find(|v| v["label"] == "8/256 GB · Green")
        .expect("the new colour");
    assert_eq!(
        (green["stock"].as_i64(), green["final_price"].as_i64()),
        (Some(3), Some(4_600_000))
    );
    assert_eq!(
        (green["ram_gb"].as_i64(), green["rom_gb"].as_i64()),
        (Some(8), Some(256)),
        "RAM and storage as the storage value names them"
    );
    assert_eq!(page["options"][1]["values"][2]["swatch"], "#2f7d4f");
    assert_eq!(page["version"], phone.product.version + 1);

    let (status, body) = save(&app, &admin, &id, &grid).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (409, Some("products.stale_edit")),
        "the grid was loaded on the old version: {body}"
    );
    let customer = app.quick_customer("Rahim").await;
    let (status, _) = save(&app, &customer, &id, &loaded(&page)).await;
    assert_eq!(status, 403, "only admins edit the grid");
}

#[tokio::test]
async fn units_sold_while_the_grid_was_open_stay_sold() {
    let app = spawn_app().await;
    let phone = store_phone(&app, 0).await;
    let admin = app.admin().await;
    let id = phone.product.id.to_hex();
    let (_, page) = app.get_json(&format!("/api/product/{id}")).await;
    let grid = loaded(&page);

    let buyer = app.quick_customer("Karim").await;
    let address = app.add_address(&buyer).await;
    let line = json!({ "product_id": id, "variant_id": phone.blue_256.id.to_hex(), "quantity": 2 });
    assert_eq!(app.post_json("/api/add-cart", Some(&buyer.token), &line).await.0, 201);
    let body = app
        .checkout_body(&buyer, &address, "cash_on_delivery", "grid-open")
        .await;
    assert_eq!(app.post_json("/api/checkout", Some(&buyer.token), &body).await.0, 201);

    let (status, saved) = save(&app, &admin, &id, &grid).await;
    assert_eq!(status, 200, "{saved}");
    assert_eq!(
        stored_variant(&app, phone.blue_256.id).await.stock,
        6,
        "the grid showed 8; the two sold stay sold"
    );

    let (_, page) = app.get_json(&format!("/api/product/{id}")).await;
    let mut grid = loaded(&page);
    let row = grid["variants"]
        .as_array_mut()
        .expect("rows")
        .iter_mut()
        .find(|r| r["_id"] == phone.blue_256.id.to_hex())
        .expect("row");
    (row["stock_was"], row["stock"]) = (json!(8), json!(0));
    let (status, body) = save(&app, &admin, &id, &grid).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (409, Some("variants.sold_meanwhile")),
        "{body}"
    );
    assert_eq!(body["params"]["available"], 6);
}

#[tokio::test]
async fn a_removed_variant_leaves_carts_and_a_used_sku_or_a_bad_row_is_refused() {
    let app = spawn_app().await;
    let phone = store_phone(&app, 0).await;
    let other = store_phone(&app, 1).await;
    let admin = app.admin().await;
    let id = phone.product.id.to_hex();
    let shopper = app.quick_customer("Nasrin").await;
    let line = json!({ "product_id": id, "variant_id": phone.blue_128.id.to_hex(), "quantity": 1 });
    assert_eq!(app.post_json("/api/add-cart", Some(&shopper.token), &line).await.0, 201);

    let (_, page) = app.get_json(&format!("/api/product/{id}")).await;
    let mut grid = loaded(&page);
    grid["variants"][1]["sku"] = json!(other.blue_256.sku);
    let (status, body) = save(&app, &admin, &id, &grid).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (409, Some("variants.sku_taken")),
        "{body}"
    );

    let mut bad = loaded(&page);
    bad["variants"][0]["values"] = json!(["8/512 GB", "Blue"]);
    bad["variants"][1]["_id"] = json!(other.blue_256.id.to_hex());
    let (status, body) = save(&app, &admin, &id, &bad).await;
    assert_eq!(status, 422, "{body}");
    let fields = refused_fields(&body);
    assert!(
        fields.contains(&"variants[0].values[0]") && fields.contains(&"variants[1]._id"),
        "{fields:?}"
    );

    // Two rows of one variant (a grid copied, a row pasted twice) are refused, not written twice.
    let mut twice = loaded(&page);
    twice["variants"][1]["_id"] = twice["variants"][0]["_id"].clone();
    let (status, body) = save(&app, &admin, &id, &twice).await;
    assert_eq!(status, 422, "{body}");
    let refusals = body["errors"].as_array().cloned().unwrap_or_default();
    assert!(
        refusals
            .iter()
            .any(|f| f["field"] == "variants[1]._id" && f["code"] == "variants.row_twice"),
        "{body}"
    );

    let mut pictured = loaded(&page);
    pictured["variants"][0]["pictures"] = json!(["javascript:alert(1)"]);
    pictured["variants"][1]["pictures"] = json!(vec!["/api/images/665f1c2e9b1e8a3d4c5b6a70"; 9]);
    let (status, body) = save(&app, &admin, &id, &pictured).await;
    assert_eq!(status, 422, "a picture not uploaded to the shop, or too many: {body}");
    let fields = refused_fields(&body);
    assert_eq!(fields, ["variants[0].pictures[0]", "variants[1].pictures"], "{body}");

    let mut fewer = loaded(&page);
    fewer["variants"].as_array_mut().expect("rows").remove(0);
    let (status, saved) = save(&app, &admin, &id, &fewer).await;
    assert_eq!(status, 200, "{saved}");
    assert_eq!(saved["variants"].as_array().expect("variants").len(), 2);
    let (_, cart) = app.cart_of(&shopper).await;
    assert_eq!(cart, json!([]), "the removed variant left the cart");
}

#[tokio::test]
async fn a_product_sold_as_itself_becomes_a_phone_with_variants_and_its_cart_lines_follow() {
    let app = spawn_app().await;
    app.seed_before_variants(2).await;
    let product = app.product(&demo::generate(42, 0).product.id).await;
    let id = product.id.to_hex();
    let shopper = app.quick_customer("Sumi").await;
    assert_eq!(
        app.post_json(
            "/api/add-cart",
            Some(&shopper.token),
            &json!({ "product_id": id, "quantity": 1 })
        )
        .await
        .0,
        201
    );
    let admin = app.admin().await;
    let grid = json!({
        "version": product.version,
        "options": [{ "axis": "colour", "values": [{ "name": "Black", "swatch": "#111111" }, { "name": "Gold" }] }],
        "variants": [
            { "values": ["Black"], "sku": "OWN-BLACK", "price": "20000", "discount": 0, "stock": 4 },
            { "values": ["Gold"], "sku": "OWN-GOLD", "price": "20500", "discount": 0, "stock": 0 },
        ],
    });
    let (status, saved) = save(&app, &admin, &id, &grid).await;
    assert_eq!(status, 200, "{saved}");
    assert_eq!(saved["variants"].as_array().expect("variants").len(), 2);
    assert_eq!(
        (saved["stock"].as_i64(), saved["final_price"].as_i64()),
        (Some(4), Some(2_000_000))
    );
    let (_, cart) = app.cart_of(&shopper).await;
    assert_eq!(
        cart[0]["variant_id"], saved["variants"][0]["_id"],
        "the line holds the first variant now"
    );
    assert_eq!(cart[0]["stock"], 4);
}

#[tokio::test]
async fn the_product_form_cannot_change_a_phones_price_or_stock_past_its_variants() {
    let app = spawn_app().await;
    let phone = store_phone(&app, 0).await;
    let admin = app.admin().await;
    let id = phone.product.id.to_hex();
    let (_, page) = app.get_json(&format!("/api/product/{id}")).await;
    let form = |stock: i64, price: i64, title: &str| {
        json!({
            "title": title, "brand": page["brand"], "price": price / 100, "discount": page["discount"],
            "stock": stock, "stock_was": page["stock"], "version": page["version"], "description": page["description"],
            "cover": page["cover"], "specs": page["specs"],
        })
    };
    let (stock, price) = (
        page["stock"].as_i64().expect("stock"),
        page["price"].as_i64().expect("price"),
    );
    for refused in [
        form(stock + 5, price, "Galaxy A55"),
        form(stock, price + 100_000, "Galaxy A55"),
    ] {
        let (status, body) = app
            .send_json(
                Method::PUT,
                &format!("/api/product/{id}"),
                Some(&admin.token),
                Some(&refused),
            )
            .await;
        assert_eq!(
            (status, body["code"].as_str()),
            (400, Some("variants.use_grid")),
            "{body}"
        );
    }
    let (status, body) = app
        .send_json(
            Method::PUT,
            &format!("/api/product/{id}"),
            Some(&admin.token),
            Some(&form(stock, price, "Galaxy A55 5G")),
        )
        .await;
    assert_eq!(status, 200, "shared fields still change there: {body}");
    let (_, page) = app.get_json(&format!("/api/product/{id}")).await;
    assert_eq!(
        (page["title"].as_str(), page["variants"].as_array().map(Vec::len)),
        (Some("Galaxy A55 5G"), Some(3))
    );
}

#[tokio::test]
async fn a_variant_raised_then_discounted_in_the_grid_shows_no_discount_and_keeps_its_own_history() {
    let app = spawn_app().await;
    let phone = store_phone(&app, 0).await;
    let admin = app.admin().await;
    let id = phone.product.id.to_hex();
    let blue = phone.blue_256.id.to_hex();
    let (_, page) = app.get_json(&format!("/api/product/{id}")).await;
    let mut grid = loaded(&page);
    let row = grid["variants"]
        .as_array_mut()
        .expect("rows")
        .iter_mut()
        .find(|r| r["_id"] == blue.as_str())
        .expect("row");
    // 45,000 TK raised to 50,000 with "10% off": 45,000 again.
    (row["price"], row["discount"]) = (json!("50000"), json!(10));
    let (status, saved) = save(&app, &admin, &id, &grid).await;
    assert_eq!(status, 200, "{saved}");

    let (status, history) = app
        .get_json(&format!("/api/products/{id}/price-history?variant={blue}"))
        .await;
    assert_eq!(status, 200, "{history}");
    assert_eq!(history["variant_id"], blue.as_str());
    assert_eq!(history["final_price"], 4_500_000);
    assert_eq!(
        history["discount_shown"], false,
        "no lower than its price of the last 30 days: {history}"
    );
    let (_, page) = app.get_json(&format!("/api/product/{id}?variant={blue}")).await;
    assert_eq!(page["discount_shown"], false, "the page says the same: {page}");
    let (_, other) = app
        .get_json(&format!(
            "/api/products/{id}/price-history?variant={}",
            phone.blue_128.id.to_hex()
        ))
        .await;
    assert_eq!(
        other["final_price"], phone.blue_128.final_price,
        "another variant's history is its own"
    );
}

/// The fields a 422 answer refused, in its order.
fn refused_fields(body: &serde_json::Value) -> Vec<&str> {
    body["errors"]
        .as_array()
        .expect("errors")
        .iter()
        .map(|e| e["field"].as_str().expect("field"))
        .collect()
}
