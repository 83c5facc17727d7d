//! The shopper is charged the total they were shown, or told it changed.

use crate::helpers::spawn_app;
use mongodb::bson::doc;
use serde_json::json;
use shop_core::Money;

#[tokio::test]
async fn a_price_change_after_the_summary_is_a_409_with_the_new_total() {
    let app = spawn_app().await;
    app.seed(6).await;
    let product = shop_server::demo::generate(42, 0).product;
    let variant = app.set_stock(&product, 5).await;
    let shopper = app.signup("Shown").await;
    let address = app.add_address(&shopper).await;
    app.add_to_cart(&shopper, &product.id, 2).await;
    let body = app
        .checkout_body(&shopper, &address, "cash_on_delivery", "total-check-1")
        .await;
    let shown = body["expected_total"].as_i64().expect("total");

    // The admin raises the price between the summary and Place order.
    let raised = variant.final_price + 10_000;
    app.database()
        .await
        .collection::<mongodb::bson::Document>("variants")
        .update_one(
            doc! { "_id": variant.id },
            doc! { "$set": { "price": raised, "discount": 0, "final_price": raised } },
        )
        .await
        .expect("raise");
    app.refresh_catalog().await;

    let (status, refused) = app.post_json("/api/checkout", Some(&shopper.token), &body).await;
    assert_eq!(status, 409, "{refused}");
    // Two units at the new price, and delivery inside Dhaka.
    let now = raised * 2 + shop_core::DeliveryZone::InsideDhaka.fee().poisha();
    assert_eq!(refused["total"], now, "the total to show now");
    assert_ne!(now, shown);
    let message = refused["message"].as_str().expect("message");
    assert!(message.contains(&Money::from_poisha(now).format_tk()), "{message}");
    let left = app.product(&product.id).await.variant(variant.id).expect("variant");
    assert_eq!(left.stock, 5, "no stock taken");
    assert_eq!(
        app.cart_of(&shopper).await.1.as_array().map(Vec::len),
        Some(1),
        "the cart is kept"
    );

    let again = app
        .checkout_body(&shopper, &address, "cash_on_delivery", "total-check-2")
        .await;
    assert_eq!(again["expected_total"], now, "the summary shows the new total");
    let (status, placed) = app.post_json("/api/checkout", Some(&shopper.token), &again).await;
    assert_eq!(status, 201, "{placed}");
    assert_eq!(placed["total"], now);
}

#[tokio::test]
async fn a_checkout_needs_an_idempotency_key_and_the_shown_total() {
    let app = spawn_app().await;
    app.seed(3).await;
    let product = shop_server::demo::generate(42, 1).product;
    let variant = app.set_stock(&product, 5).await;
    let shopper = app.signup("Keyless").await;
    let address = app.add_address(&shopper).await;
    app.add_to_cart(&shopper, &product.id, 1).await;
    let complete = app.checkout_body(&shopper, &address, "bkash", "with-a-key-1").await;
    for missing in ["idempotency_key", "expected_total"] {
        let mut body = complete.clone();
        body.as_object_mut().expect("object").remove(missing);
        let (status, answer) = app.post_json("/api/checkout", Some(&shopper.token), &body).await;
        assert_eq!(status, 400, "without {missing}: {answer}");
        assert!(
            answer["message"]
                .as_str()
                .is_some_and(|m| m.contains(missing) || m.contains("idempotency")),
            "{answer}"
        );
    }
    let (status, _) = app
        .post_json(
            "/api/checkout",
            Some(&shopper.token),
            &json!({ "address_id": address, "payment_method": "bkash" }),
        )
        .await;
    assert_eq!(status, 400);
    let left = app.product(&product.id).await.variant(variant.id).expect("variant");
    assert_eq!(left.stock, 5, "nothing was placed");
    let (status, _) = app.post_json("/api/checkout", Some(&shopper.token), &complete).await;
    assert_eq!(status, 201);
}

#[tokio::test]
async fn one_idempotency_key_sent_by_two_customers_places_two_checkouts() {
    let app = spawn_app().await;
    app.seed(20).await;
    let phone = crate::payments::phone_in_stock(&app, 4).await;
    let mut placed = Vec::new();
    for name in ["First", "Second"] {
        let shopper = app.signup(name).await;
        let address = app.add_address(&shopper).await;
        app.add_to_cart(&shopper, &phone.id, 1).await;
        let body = app
            .checkout_body(&shopper, &address, "cash_on_delivery", "shared-key-0001")
            .await;
        let (status, answer) = app.post_json("/api/checkout", Some(&shopper.token), &body).await;
        assert_eq!(
            status, 201,
            "a key is the customer's own, never a replay of another's: {answer}"
        );
        assert_eq!(answer["replayed"], false);
        assert_eq!(answer["orders"][0]["customer_id"], shopper.id.as_str());
        placed.push(answer["checkout_id"].clone());
    }
    assert_ne!(placed[0], placed[1]);
}
