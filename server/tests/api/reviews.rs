use crate::helpers::{TestApp, TestUser, spawn_app};
use mongodb::bson::oid::ObjectId;
use reqwest::Method;
use serde_json::json;
use shop_server::demo;

/// Buys one unit and has an admin deliver it.
async fn deliver(app: &TestApp, user: &TestUser, admin: &TestUser, product: &ObjectId, key: &str) {
    let address = app.add_address(user).await;
    app.add_to_cart(user, product, 1).await;
    let body = app.checkout_body(user, &address, "cash_on_delivery", key).await;
    let (status, placed) = app.post_json("/api/checkout", Some(&user.token), &body).await;
    assert_eq!(status, 201, "{placed}");
    let order = placed["orders"][0]["_id"].as_str().expect("order id");
    for status in ["confirmed", "shipped", "delivered"] {
        let (code, _) = app
            .post_json(
                &format!("/api/admin/orders/{order}/status"),
                Some(&admin.token),
                &crate::shipping::move_body(status, 1),
            )
            .await;
        assert_eq!(code, 200);
    }
}

#[tokio::test]
async fn customers_review_what_they_received_once_and_the_rating_follows() {
    let app = spawn_app().await;
    app.seed(20).await;
    let product = (0..20)
        .map(|i| demo::generate(42, i).product)
        .find(|p| p.fields.stock > 2)
        .expect("in stock");
    let (sum, count) = (product.rating_sum, product.fields.rating_count);
    let admin = app.admin().await;
    let buyer = app.signup("Buyer").await;
    let review =
        json!({ "product_id": product.id.to_hex(), "rating": 1, "title": "Battery drains fast", "text": "Not happy." });

    let (status, body) = app.post_json("/api/reviews", Some(&buyer.token), &review).await;
    assert_eq!(status, 403, "not delivered yet");
    assert_eq!(
        body["message"],
        "You can review a product once it has been delivered to you"
    );

    deliver(&app, &buyer, &admin, &product.id, "review-buy-0001").await;
    let (status, created) = app.post_json("/api/reviews", Some(&buyer.token), &review).await;
    assert_eq!(status, 201, "{created}");
    assert_eq!(created["customer_name"], "Buyer");
    let bought = product.opening_variant(None).0.label();
    assert!(!bought.is_empty(), "a demo phone is sold in variants");
    assert_eq!(
        created["variant_label"],
        bought.as_str(),
        "the review says which variant was bought"
    );
    let rated = app.product(&product.id).await;
    assert_eq!((rated.rating_sum, rated.fields.rating_count), (sum + 1, count + 1));
    let expected = |s: i64, c: i64| ((s * 20 + c) / (c * 2)) as f64 / 10.0;
    assert_eq!(rated.fields.rate, expected(sum + 1, count + 1));

    let (status, body) = app.post_json("/api/reviews", Some(&buyer.token), &review).await;
    assert_eq!(status, 409);
    assert_eq!(
        body["message"],
        "You have already reviewed this product; edit your review instead"
    );

    let id = created["_id"].as_str().expect("id");
    let edit = json!({ "rating": 5, "title": "Better after an update", "text": "" });
    let (status, edited) = app
        .send_json(
            Method::PUT,
            &format!("/api/reviews/{id}"),
            Some(&buyer.token),
            Some(&edit),
        )
        .await;
    assert_eq!(status, 200, "{edited}");
    assert_eq!(edited["rating"], 5);
    let rerated = app.product(&product.id).await;
    assert_eq!((rerated.rating_sum, rerated.fields.rating_count), (sum + 5, count + 1));
    assert_eq!(rerated.fields.rate, expected(sum + 5, count + 1));

    let other = app.signup("Other").await;
    let (status, _) = app
        .send_json(
            Method::PUT,
            &format!("/api/reviews/{id}"),
            Some(&other.token),
            Some(&edit),
        )
        .await;
    assert_eq!(status, 404);

    let (status, listed) = app
        .get_json(&format!("/api/product/{}/reviews", product.id.to_hex()))
        .await;
    assert_eq!(status, 200);
    assert_eq!(listed[0]["title"], "Better after an update");
    let (_, mine) = app.get_json_as("/api/my-reviews", &buyer.token).await;
    assert_eq!(mine.as_array().map(Vec::len), Some(1));
    assert_eq!(mine[0]["product_title"], product.fields.title);
    assert_eq!(
        mine[0]["product_slug"], product.fields.slug,
        "links to the product page"
    );
    let (_, theirs) = app.get_json_as("/api/my-reviews", &other.token).await;
    assert_eq!(theirs, json!([]));
}

#[tokio::test]
async fn review_fields_are_checked() {
    let app = spawn_app().await;
    let user = app.signup("Critic").await;
    let (status, body) = app
        .post_json(
            "/api/reviews",
            Some(&user.token),
            &json!({ "product_id": ObjectId::new().to_hex(), "rating": 6, "title": " " }),
        )
        .await;
    assert_eq!(status, 422);
    let fields: Vec<&str> = body["errors"]
        .as_array()
        .expect("errors")
        .iter()
        .map(|e| e["field"].as_str().unwrap_or(""))
        .collect();
    assert_eq!(fields, ["rating", "title"]);
    let (status, _) = app
        .post_json(
            "/api/reviews",
            None,
            &json!({ "product_id": "x", "rating": 5, "title": "Fine" }),
        )
        .await;
    assert_eq!(status, 401);
}
