//! The state the corpus runs against: a customer with delivered, reviewed
//! and pending orders, cart and wishlist lines, an admin and a spare brand.

use crate::helpers::{TestApp, TestUser};
use mongodb::bson::oid::ObjectId;
use serde_json::json;

pub(super) struct World {
    pub(super) customer: TestUser,
    pub(super) admin: TestUser,
    /// Delivered to the customer, not reviewed, in neither cart nor wishlist.
    pub(super) unreviewed: String,
    pub(super) address: String,
    pub(super) pending_order: String,
    pub(super) review: String,
    /// A brand no example product uses.
    pub(super) brand: String,
    pub(super) cart_line: String,
    pub(super) wishlist_line: String,
}

pub(super) async fn checkout(app: &TestApp, customer: &TestUser, address: &str, products: &[&str]) -> Vec<String> {
    for product in products {
        app.add_to_cart(customer, &ObjectId::parse_str(product).expect("id"), 1)
            .await;
    }
    let key = format!("world-{}", ObjectId::new().to_hex());
    let body = app.checkout_body(customer, address, "cash_on_delivery", &key).await;
    let (status, placed) = app.post_json("/api/checkout", Some(&customer.token), &body).await;
    assert_eq!(status, 201, "{placed}");
    placed["orders"]
        .as_array()
        .expect("orders")
        .iter()
        .map(|o| o["_id"].as_str().expect("id").to_owned())
        .collect()
}

pub(super) async fn world(app: &TestApp) -> World {
    // Sold as themselves, so the product form's example (a price and a stock) applies.
    app.seed_before_variants(12).await;
    let (_, listing) = app.get_json("/api/products?perPage=12").await;
    let in_stock: Vec<String> = listing["products"]
        .as_array()
        .expect("products")
        .iter()
        .filter(|p| p["stock"].as_i64().unwrap_or(0) >= 5 && p["brand"] != "Samsung")
        .map(|p| p["_id"].as_str().expect("id").to_owned())
        .collect();
    let [reviewed, unreviewed, pending] = [&in_stock[0], &in_stock[1], &in_stock[2]];
    let customer = app.signup("Mallory").await;
    let admin = app.admin().await;
    let address = app.add_address(&customer).await;
    for order in checkout(app, &customer, &address, &[reviewed, unreviewed]).await {
        for status in ["confirmed", "shipped", "delivered"] {
            let path = format!("/api/admin/orders/{order}/status");
            let (code, answer) = app
                .post_json(&path, Some(&admin.token), &crate::shipping::move_body(status, 1))
                .await;
            assert_eq!(code, 200, "{answer}");
        }
    }
    let review_body = json!({ "product_id": reviewed, "rating": 5, "title": "Great", "text": "" });
    let (status, review) = app.post_json("/api/reviews", Some(&customer.token), &review_body).await;
    assert_eq!(status, 201, "{review}");
    let pending_order = checkout(app, &customer, &address, &[pending]).await.remove(0);
    app.add_to_cart(&customer, &ObjectId::parse_str(reviewed).expect("id"), 1)
        .await;
    let (_, cart) = app.cart_of(&customer).await;
    let (status, wished) = app
        .post_json(
            "/api/add-wishlist",
            Some(&customer.token),
            &json!({ "product_id": reviewed }),
        )
        .await;
    assert_eq!(status, 201, "{wished}");
    let (_, brands) = app.get_json("/api/brands").await;
    let brand = brands
        .as_array()
        .expect("brands")
        .iter()
        .find(|b| b["name"] != "Samsung")
        .expect("a brand")["_id"]
        .as_str()
        .expect("id")
        .to_owned();
    World {
        unreviewed: unreviewed.clone(),
        address,
        pending_order,
        review: review["_id"].as_str().expect("review").to_owned(),
        brand,
        cart_line: cart[0]["_id"].as_str().expect("cart line").to_owned(),
        wishlist_line: wished["_id"].as_str().expect("wishlist line").to_owned(),
        customer,
        admin,
    }
}
