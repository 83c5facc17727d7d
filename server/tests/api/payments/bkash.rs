//! bKash checkout: nothing is paid until bKash confirms it, and no callback
//! is believed on its own.

use super::{PageOutcome, bkash_checkout, come_back, details, fill_in, in_seconds, run_job, start_payment};
use crate::{
    helpers::spawn_app,
    simulator::{BLOCKED_WALLET, PAYING_WALLET, POOR_WALLET},
};
use serde_json::json;

#[tokio::test]
async fn an_order_is_paid_only_once_bkash_confirms_the_money_is_taken() {
    let app = spawn_app().await;
    app.seed(20).await;
    let shopper = app.signup("Payer").await;
    let (checkout, product) = bkash_checkout(&app, &shopper, 2, "bkash-pay-0001").await;
    let before = details(&app, &shopper, &checkout).await;
    assert_eq!(before["payment"]["status"], "awaiting_payment", "{before}");
    assert!(before["payment"]["deadline"].is_string());
    assert_eq!(before["orders"][0]["payment_status"], "awaiting_payment");
    assert_eq!(
        before["total"],
        before["subtotal"].as_i64().unwrap() + before["delivery_fee"].as_i64().unwrap()
    );

    let admin = app.admin().await;
    let order_id = before["orders"][0]["_id"].as_str().expect("order").to_owned();
    let status_path = format!("/api/admin/orders/{order_id}/status");
    let (status, refused) = app
        .post_json(&status_path, Some(&admin.token), &json!({ "status": "confirmed" }))
        .await;
    assert_eq!(status, 409, "an unpaid order is not confirmed: {refused}");
    assert_eq!(before["orders"][0]["next_statuses"], json!([]));

    let page = start_payment(&app, &shopper, &checkout).await;
    assert!(
        page.starts_with(&crate::simulator::bkash().url),
        "sent to the provider: {page}"
    );
    let PageOutcome::Back(callback) = fill_in(&page, PAYING_WALLET, "confirm", false).await else {
        panic!("a paying wallet is sent back to the shop");
    };
    assert!(callback.contains("status=success"), "{callback}");
    let waiting = details(&app, &shopper, &checkout).await;
    assert_eq!(
        waiting["payment"]["status"], "awaiting_payment",
        "authorised is not paid"
    );

    let (status, location) = come_back(&app, &callback).await;
    assert_eq!(
        (status, location.as_str()),
        (303, format!("/order/payment/{checkout}").as_str())
    );
    let paid = details(&app, &shopper, &checkout).await;
    assert_eq!(paid["payment"]["status"], "paid", "{paid}");
    assert!(paid["payment"]["trx_id"].as_str().is_some_and(|t| t.len() == 10));
    assert_eq!(paid["payment"]["deadline"], json!(null));
    assert_eq!(paid["orders"][0]["payment_status"], "paid");
    assert_eq!(paid["orders"][0]["next_statuses"], json!(["confirmed", "cancelled"]));

    // The customer is told, in the transactions that placed and paid the order.
    for (kind, words) in [
        ("order_placed", "We have your order"),
        ("order_paid", "Payment received"),
    ] {
        let mail = app
            .repositories
            .outbox
            .find_by_dedupe_key(&format!("{kind}:{checkout}"))
            .await
            .expect("outbox")
            .unwrap_or_else(|| panic!("no {kind} e-mail"));
        assert_eq!(mail.to, shopper.email);
        assert!(mail.subject.contains(words), "{}", mail.subject);
        let total = shop_core::Money::from_poisha(paid["total"].as_i64().expect("total")).format_tk();
        assert!(
            mail.text.contains(&total),
            "the total as the core formats it: {}",
            mail.text
        );
    }

    // The same callback again (a reload, a replay) changes nothing.
    let (status, _) = come_back(&app, &callback).await;
    assert_eq!(status, 303);
    let again = details(&app, &shopper, &checkout).await;
    assert_eq!(again["payment"], paid["payment"]);
    assert_eq!(
        again["orders"][0]["status_history"],
        paid["orders"][0]["status_history"]
    );

    // A paid order the admin cancels owes its money back, and its stock returns.
    let stock = app.product(&product).await.fields.stock;
    let (status, cancelled) = app
        .post_json(&status_path, Some(&admin.token), &json!({ "status": "cancelled" }))
        .await;
    assert_eq!(status, 200, "{cancelled}");
    assert_eq!(cancelled["payment_status"], "refund_pending");
    let owed = details(&app, &shopper, &checkout).await;
    assert_eq!(
        owed["payment"]["status"], "refund_pending",
        "every order of it is cancelled"
    );
    assert_eq!(app.product(&product).await.fields.stock, stock + 2);
    // The expiry job never touches a paid checkout.
    assert_eq!(run_job(&app, in_seconds(3600)).await.lapsed, 0);
    assert_eq!(app.product(&product).await.fields.stock, stock + 2);

    // The admin gives the money back through bKash: the whole checkout, fee included.
    let refund_path = format!("/api/admin/orders/{order_id}/refund");
    let (status, _) = app.post_json(&refund_path, Some(&shopper.token), &json!({})).await;
    assert_eq!(status, 403);
    let (status, refunded) = app.post_json(&refund_path, Some(&admin.token), &json!({})).await;
    assert_eq!(status, 200, "{refunded}");
    assert_eq!(refunded["payment_status"], "refunded");
    assert_eq!(refunded["refund"]["amount"], paid["total"]);
    assert!(refunded["refund"]["trx_id"].is_string());
    let (status, again) = app.post_json(&refund_path, Some(&admin.token), &json!({})).await;
    assert_eq!(status, 409, "refunded once: {again}");
    assert_eq!(
        details(&app, &shopper, &checkout).await["payment"]["status"],
        "refunded"
    );
}

#[tokio::test]
async fn forged_and_early_callbacks_are_refused_and_change_nothing() {
    let app = spawn_app().await;
    app.seed(20).await;
    let shopper = app.signup("Target").await;
    let (checkout, _) = bkash_checkout(&app, &shopper, 1, "bkash-forge-001").await;

    let (status, _) = come_back(
        &app,
        "/api/payments/bkash/callback?paymentID=TR0011FORGED&status=success",
    )
    .await;
    assert_eq!(status, 404, "an unknown payment is refused");
    let (status, _) = come_back(&app, "/api/payments/bkash/callback?status=success").await;
    assert_eq!(status, 400);

    let page = start_payment(&app, &shopper, &checkout).await;
    let payment_id = page
        .split("paymentID=")
        .nth(1)
        .expect("id")
        .split('&')
        .next()
        .expect("id");
    // "success" before the shopper authorised anything: bKash refuses to execute.
    let forged = format!("/api/payments/bkash/callback?paymentID={payment_id}&status=success");
    let (status, _) = come_back(&app, &forged).await;
    assert_eq!(status, 303);
    let after = details(&app, &shopper, &checkout).await;
    assert_eq!(after["payment"]["status"], "awaiting_payment", "{after}");
    let (status, _) = come_back(
        &app,
        &format!("/api/payments/bkash/callback?paymentID={payment_id}&status=paid"),
    )
    .await;
    assert_eq!(status, 400);

    // Another shopper cannot see or pay it.
    let stranger = app.signup("Stranger").await;
    let (status, _) = app
        .get_json_as(&format!("/api/checkouts/{checkout}"), &stranger.token)
        .await;
    assert_eq!(status, 404);
    let (status, _) = app
        .post_json(
            &format!("/api/checkouts/{checkout}/payment"),
            Some(&stranger.token),
            &json!({}),
        )
        .await;
    assert_eq!(status, 404);
}

#[tokio::test]
async fn a_refused_wallet_fails_the_payment_with_bkash_words_and_the_order_is_not_paid() {
    let app = spawn_app().await;
    app.seed(20).await;
    for (wallet, key, reason) in [
        (POOR_WALLET, "bkash-poor-0001", "Insufficient Balance"),
        (BLOCKED_WALLET, "bkash-block-001", ""),
    ] {
        let shopper = app.signup("Refused").await;
        let (checkout, _) = bkash_checkout(&app, &shopper, 1, key).await;
        let page = start_payment(&app, &shopper, &checkout).await;
        let PageOutcome::Back(callback) = fill_in(&page, wallet, "confirm", false).await else {
            panic!("{wallet} is sent back to the shop");
        };
        come_back(&app, &callback).await;
        let failed = details(&app, &shopper, &checkout).await;
        assert_eq!(failed["payment"]["status"], "failed", "{wallet}: {failed}");
        let said = failed["payment"]["reason"].as_str().expect("a reason");
        assert!(said.contains(reason), "{said}");
        assert_eq!(failed["orders"][0]["payment_status"], "failed");
        assert_eq!(failed["orders"][0]["order_status_type"], "pending");
        let order = failed["orders"][0]["_id"].as_str().expect("order");
        let (status, body) = app
            .post_json(&format!("/api/order/{order}/cancel"), Some(&shopper.token), &json!({}))
            .await;
        assert_eq!(status, 409, "it lapses by itself: {body}");
    }
}

#[tokio::test]
async fn a_lost_callback_is_settled_by_asking_bkash() {
    let app = spawn_app().await;
    app.seed(20).await;
    let shopper = app.signup("Closed").await;
    let (checkout, _) = bkash_checkout(&app, &shopper, 1, "bkash-lost-0001").await;
    let page = start_payment(&app, &shopper, &checkout).await;
    let PageOutcome::Stayed(shown) = fill_in(&page, PAYING_WALLET, "confirm", true).await else {
        panic!("the simulator keeps the browser");
    };
    assert!(shown.contains("callback"), "{shown}");
    assert_eq!(
        details(&app, &shopper, &checkout).await["payment"]["status"],
        "awaiting_payment"
    );
    // Too early: the job leaves a fresh payment to its callback.
    assert_eq!(run_job(&app, in_seconds(0)).await.checked, 0);
    let pass = run_job(&app, in_seconds(120)).await;
    assert_eq!(pass.checked, 1);
    let paid = details(&app, &shopper, &checkout).await;
    assert_eq!(paid["payment"]["status"], "paid", "{paid}");

    // The shopper's own "check again" works the same way.
    let other = app.signup("Checker").await;
    let (checkout, _) = bkash_checkout(&app, &other, 1, "bkash-lost-0002").await;
    let page = start_payment(&app, &other, &checkout).await;
    fill_in(&page, PAYING_WALLET, "confirm", true).await;
    let (status, checked) = app
        .post_json(
            &format!("/api/checkouts/{checkout}/payment/check"),
            Some(&other.token),
            &json!({}),
        )
        .await;
    assert_eq!(status, 200, "{checked}");
    assert_eq!(checked["payment"]["status"], "paid");
}
