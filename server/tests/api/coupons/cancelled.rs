//! A coupon use taken by a checkout whose orders are all cancelled before
//! they ship is given back, once: the customer (and the coupon's budget) may
//! use it again. A cash order the shop never confirms is cancelled after the
//! configured time, its stock returned, and its coupon comes back with it.

use super::{add_coupon, checkout_with, coupon_body};
use crate::{helpers::spawn_app, payments::phone_in_stock};
use mongodb::bson::DateTime;
use serde_json::json;
use shop_server::services::{payments::PaymentDesk, unconfirmed};

#[tokio::test]
async fn a_coupon_comes_back_when_the_checkout_is_cancelled_before_it_ships() {
    let app = spawn_app().await;
    app.seed(20).await;
    let admin = app.admin().await;
    add_coupon(
        &app,
        &admin,
        &coupon_body("ONCEONLY", json!({ "totalUses": 1, "usesPerCustomer": 1 })),
    )
    .await;
    let shopper = app.signup("Couponer").await;
    let address = app.add_address(&shopper).await;
    let phone = phone_in_stock(&app, 5).await;
    app.add_to_cart(&shopper, &phone.id, 1).await;
    let (status, placed) = checkout_with(
        &app,
        &shopper,
        &address,
        "ONCEONLY",
        "cash_on_delivery",
        "coupon-back-01",
    )
    .await;
    assert_eq!(status, 201, "{placed}");
    let order = placed["orders"][0]["_id"].as_str().expect("order").to_owned();

    app.add_to_cart(&shopper, &phone.id, 1).await;
    let (status, used) = checkout_with(
        &app,
        &shopper,
        &address,
        "ONCEONLY",
        "cash_on_delivery",
        "coupon-back-02",
    )
    .await;
    assert_eq!(status, 409, "used up: {used}");

    let (status, cancelled) = app
        .post_json(&format!("/api/order/{order}/cancel"), Some(&shopper.token), &json!({}))
        .await;
    assert_eq!(status, 200, "{cancelled}");
    let (status, again) = checkout_with(
        &app,
        &shopper,
        &address,
        "ONCEONLY",
        "cash_on_delivery",
        "coupon-back-03",
    )
    .await;
    assert_eq!(status, 201, "the use came back: {again}");
}

#[tokio::test]
async fn a_cash_order_not_confirmed_in_time_is_cancelled_and_its_stock_returns() {
    let app = spawn_app().await;
    app.seed(20).await;
    let shopper = app.signup("Unconfirmed").await;
    let address = app.add_address(&shopper).await;
    let phone = phone_in_stock(&app, 5).await;
    let before = app.product(&phone.id).await.fields.stock;
    app.add_to_cart(&shopper, &phone.id, 2).await;
    let body = app
        .checkout_body(&shopper, &address, "cash_on_delivery", "unconfirmed-001")
        .await;
    let (status, placed) = app.post_json("/api/checkout", Some(&shopper.token), &body).await;
    assert_eq!(status, 201, "{placed}");
    let order = placed["orders"][0]["_id"].as_str().expect("order").to_owned();
    assert_eq!(app.product(&phone.id).await.fields.stock, before - 2);

    let desk = PaymentDesk::new(Vec::new(), app.settings.payments.clone());
    let hours = |h: i64| DateTime::from_millis(DateTime::now().timestamp_millis() + h * 3_600_000);
    assert_eq!(
        unconfirmed::cancel_unconfirmed(&app.repositories, &desk, hours(47))
            .await
            .expect("pass"),
        0,
        "not yet"
    );
    assert_eq!(
        unconfirmed::cancel_unconfirmed(&app.repositories, &desk, hours(49))
            .await
            .expect("pass"),
        1
    );
    let (_, seen) = app.get_json_as(&format!("/api/order/{order}"), &shopper.token).await;
    assert_eq!(seen["order_status_type"], "cancelled", "{seen}");
    assert_eq!(
        app.product(&phone.id).await.fields.stock,
        before,
        "its phones are back on sale"
    );
    let mail = app
        .repositories
        .outbox
        .find_by_dedupe_key(&format!("order_cancelled:{order}"))
        .await
        .expect("outbox")
        .expect("the customer is told");
    assert!(mail.subject.contains("was cancelled"), "{}", mail.subject);
    assert_eq!(
        unconfirmed::cancel_unconfirmed(&app.repositories, &desk, hours(99))
            .await
            .expect("pass"),
        0,
        "cancelled once"
    );

    // A cash order the shop confirmed stays, however old.
    app.add_to_cart(&shopper, &phone.id, 1).await;
    let body = app
        .checkout_body(&shopper, &address, "cash_on_delivery", "unconfirmed-002")
        .await;
    let (_, placed) = app.post_json("/api/checkout", Some(&shopper.token), &body).await;
    let kept = placed["orders"][0]["_id"].as_str().expect("order").to_owned();
    let admin = app.admin().await;
    crate::payments::admin_moves(&app, &admin, &kept, "confirmed").await;
    assert_eq!(
        unconfirmed::cancel_unconfirmed(&app.repositories, &desk, hours(99))
            .await
            .expect("pass"),
        0
    );
}
