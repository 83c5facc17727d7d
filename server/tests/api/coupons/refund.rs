use super::{add_coupon, checkout_with, coupon_body};
use crate::{
    helpers::spawn_app,
    payments::{
        PageOutcome, admin_moves, app_behind, come_back, details,
        faulty::{FaultyBkash, REFUND, REFUNDS},
        fill_in, phone_in_stock, start_payment,
    },
    simulator::PAYING_WALLET,
};
use serde_json::json;

#[tokio::test]
async fn a_couponed_order_cancelled_after_bkash_took_the_money_refunds_what_was_paid() {
    let app = spawn_app().await;
    app.seed(20).await;
    let admin = app.admin().await;
    add_coupon(&app, &admin, &coupon_body("REFUND-15", json!({ "value": 15 }))).await;
    let shopper = app.signup("Refund").await;
    let address = app.add_address(&shopper).await;
    let phone = phone_in_stock(&app, 3).await;
    app.add_to_cart(&shopper, &phone.id, 1).await;
    let (status, placed) = checkout_with(&app, &shopper, &address, "REFUND-15", "bkash", "coupon-refund-1").await;
    assert_eq!(status, 201, "{placed}");
    let checkout = placed["checkout_id"].as_str().expect("checkout").to_owned();
    let page = start_payment(&app, &shopper, &checkout).await;
    let PageOutcome::Back(callback) = fill_in(&page, PAYING_WALLET, "confirm", false).await else {
        panic!("sent back to the shop");
    };
    assert_eq!(come_back(&app, &callback).await.0, 303);
    let paid = details(&app, &shopper, &checkout).await;
    assert_eq!(paid["payment"]["status"], "paid", "{paid}");
    let order = &paid["orders"][0];
    let off = order["coupon"]["off"].as_i64().expect("a share of the coupon");
    assert!(off > 0);
    let list = order["price"].as_i64().expect("price") + paid["delivery_fee"].as_i64().expect("fee");
    assert_eq!(paid["total"], list - off, "bKash took the price less the coupon");

    let order_id = order["_id"].as_str().expect("order");
    let (status, cancelled) = app
        .post_json(
            &format!("/api/admin/orders/{order_id}/status"),
            Some(&admin.token),
            &json!({ "status": "cancelled" }),
        )
        .await;
    assert_eq!(status, 200, "{cancelled}");
    let (status, refunded) = app
        .post_json(
            &format!("/api/admin/orders/{order_id}/refund"),
            Some(&admin.token),
            &json!({}),
        )
        .await;
    assert_eq!(status, 200, "{refunded}");
    assert_eq!(
        refunded["refund"]["amount"], paid["total"],
        "what was paid, not the list price"
    );
    assert!(refunded["refund"]["trx_id"].is_string(), "made through the provider");
}

/// A coupon that takes off the whole price and the delivery fee leaves 0 TK:
/// nothing to ask bKash for (it takes no 0 TK payment) and nothing to give back.
#[tokio::test]
async fn a_checkout_its_coupon_pays_in_full_is_placed_paid_and_its_cancellation_refunds_nothing_at_bkash() {
    let proxy = FaultyBkash::start();
    let app = app_behind(&proxy, |_| {}).await;
    app.seed(20).await;
    let admin = app.admin().await;
    let free = json!({ "value": 100, "freeDelivery": true });
    add_coupon(&app, &admin, &coupon_body("ON-THE-HOUSE", free)).await;
    let shopper = app.signup("Free").await;
    let address = app.add_address(&shopper).await;
    let phone = phone_in_stock(&app, 3).await;
    app.add_to_cart(&shopper, &phone.id, 1).await;
    let (status, placed) = checkout_with(&app, &shopper, &address, "ON-THE-HOUSE", "bkash", "on-the-house-1").await;
    assert_eq!(status, 201, "{placed}");
    let checkout = placed["checkout_id"].as_str().expect("checkout").to_owned();
    let seen = details(&app, &shopper, &checkout).await;
    assert_eq!(seen["total"], 0, "{seen}");
    assert_eq!(seen["payment"]["status"], "paid", "nothing is owed: {seen}");
    assert_eq!(seen["orders"][0]["payment_status"], "paid");
    let (status, body) = app
        .post_json(
            &format!("/api/checkouts/{checkout}/payment"),
            Some(&shopper.token),
            &json!({}),
        )
        .await;
    assert_eq!(status, 409, "no 0 TK payment to start: {body}");
    assert_eq!(proxy.payment_calls(), 0, "bKash was never asked");

    let order = seen["orders"][0]["_id"].as_str().expect("order").to_owned();
    admin_moves(&app, &admin, &order, "cancelled").await;
    let (status, refunded) = app
        .post_json(
            &format!("/api/admin/orders/{order}/refund"),
            Some(&admin.token),
            &json!({}),
        )
        .await;
    assert_eq!(status, 200, "{refunded}");
    assert_eq!(refunded["payment_status"], "refunded", "{refunded}");
    assert_eq!(refunded["refund"]["amount"], 0);
    assert!(refunded["refund"]["trx_id"].is_null(), "no refund at bKash: {refunded}");
    assert_eq!(
        (proxy.calls(REFUND), proxy.calls(REFUNDS)),
        (0, 0),
        "no 0 TK refund sent"
    );
}
