//! bKash slow, silent or answering for an old tab: no taka is lost. An
//! execute whose answer is lost keeps the checkout held until bKash decides,
//! money that meets a checkout no longer waiting is given back on its own,
//! a checkout has one live payment, and a refund whose answer is lost is
//! asked about, never made twice.

use super::{
    PageOutcome, admin_moves, app_behind, bkash_checkout, come_back, details,
    faulty::{EXECUTE, Fault, FaultyBkash, REFUND, REFUNDS},
    fill_in, in_seconds, pay_on, payment_id_of, run_job, start_payment,
};
use crate::simulator::{self, PAYING_WALLET};
use mongodb::bson::DateTime;
use serde_json::{Value, json};
use std::time::Duration;

#[tokio::test]
async fn an_execute_answered_after_the_deadline_pays_the_order_instead_of_lapsing_it() {
    let proxy = FaultyBkash::start();
    // Three seconds to pay; bKash gets the execute six seconds late, past the deadline.
    let app = app_behind(&proxy, |settings| settings.payments.expiry = Duration::from_secs(3)).await;
    app.seed(20).await;
    let shopper = app.signup("Slow").await;
    let (checkout, product) = bkash_checkout(&app, &shopper, 2, "slow-execute-01").await;
    let placed_at = std::time::Instant::now();
    let taken = app.product(&product).await.fields.stock;
    let page = start_payment(&app, &shopper, &checkout).await;
    proxy.fail(EXECUTE, Fault::Delay(Duration::from_secs(6)), Some(1));
    // The shop's wait ends after 1 s; bKash's status says Initiated until the execute lands.
    pay_on(&app, &page).await;
    let held = details(&app, &shopper, &checkout).await;
    assert_eq!(held["payment"]["status"], "awaiting_payment", "{held}");

    tokio::time::sleep(Duration::from_millis(3_500).saturating_sub(placed_at.elapsed())).await;
    let pass = run_job(&app, DateTime::now()).await;
    assert_eq!(
        pass.lapsed, 0,
        "past its deadline, held while bKash may still take the money"
    );
    assert_eq!(app.product(&product).await.fields.stock, taken, "the units stay held");
    assert_eq!(
        details(&app, &shopper, &checkout).await["orders"][0]["order_status_type"],
        "pending"
    );

    // bKash completes the payment; the job's next look at the held checkout records it.
    tokio::time::sleep(Duration::from_millis(7_000).saturating_sub(placed_at.elapsed())).await;
    run_job(&app, in_seconds(60)).await;
    let paid = details(&app, &shopper, &checkout).await;
    assert_eq!(paid["payment"]["status"], "paid", "{paid}");
    assert!(paid["payment"]["trx_id"].as_str().is_some_and(|t| !t.is_empty()));
    assert_eq!(paid["orders"][0]["payment_status"], "paid");
    assert_eq!(paid["orders"][0]["order_status_type"], "pending");
    assert_eq!(app.product(&product).await.fields.stock, taken);
    assert_eq!(run_job(&app, in_seconds(17 * 60)).await.lapsed, 0);
}

/// Executes a payment at the simulator behind the shop's back, as a process
/// of the shop that died after sending it would have.
async fn execute_elsewhere(payment_id: &str) {
    let base = simulator::bkash().base_url();
    let client = reqwest::Client::new();
    let granted: Value = client
        .post(format!("{base}/tokenized/checkout/token/grant"))
        .header("username", simulator::USERNAME)
        .header("password", simulator::PASSWORD)
        .json(&json!({ "app_key": simulator::APP_KEY, "app_secret": simulator::APP_SECRET }))
        .send()
        .await
        .expect("grant")
        .json()
        .await
        .expect("token");
    let executed: Value = client
        .post(format!("{base}/tokenized/checkout/execute"))
        .header("authorization", granted["id_token"].as_str().expect("id_token"))
        .header("x-app-key", simulator::APP_KEY)
        .json(&json!({ "paymentID": payment_id }))
        .send()
        .await
        .expect("execute")
        .json()
        .await
        .expect("answer");
    assert_eq!(executed["transactionStatus"], "Completed", "{executed}");
}

#[tokio::test]
async fn money_taken_after_a_lapse_is_recorded_refunded_and_shown_to_the_admin() {
    let proxy = FaultyBkash::start();
    let app = app_behind(&proxy, |_| {}).await;
    app.seed(20).await;
    let shopper = app.signup("Lapsed").await;
    let (checkout, _) = bkash_checkout(&app, &shopper, 1, "late-money-0001").await;
    let page = start_payment(&app, &shopper, &checkout).await;
    // Nobody paid in time: the checkout lapses.
    assert_eq!(run_job(&app, in_seconds(16 * 60)).await.lapsed, 1);
    // The shopper pays on the page left open, and an execute the shop did
    // not record (sent by a process that died) takes the money.
    let PageOutcome::Stayed(_) = fill_in(&page, PAYING_WALLET, "confirm", true).await else {
        panic!("the callback is lost");
    };
    let payment_id = payment_id_of(&page);
    execute_elsewhere(&payment_id).await;

    // The shopper's browser comes back at last.
    let callback = format!("/api/payments/bkash/callback?paymentID={payment_id}&status=success");
    assert_eq!(come_back(&app, &callback).await.0, 303);
    let lapsed = details(&app, &shopper, &checkout).await;
    assert_eq!(lapsed["payment"]["status"], "expired", "{lapsed}");

    let admin = app.admin().await;
    let (status, dashboard) = app.get_json_as("/api/admin/dashboard", &admin.token).await;
    assert_eq!(status, 200, "{dashboard}");
    let late = dashboard["attention"]["late_payments"]
        .as_array()
        .expect("late payments");
    assert_eq!(late.len(), 1, "{dashboard}");
    assert_eq!(late[0]["checkout_id"], checkout.as_str());
    assert_eq!(late[0]["payment_id"], payment_id.as_str());
    assert!(late[0]["trx_id"].as_str().is_some_and(|t| !t.is_empty()));
    assert_eq!(late[0]["amount"], lapsed["total"]);
    assert!(
        late[0]["refund_trx_id"].as_str().is_some_and(|t| !t.is_empty()),
        "refunded without anyone asking: {dashboard}"
    );
    assert_eq!(proxy.calls(REFUND), 1);

    // More callbacks for it ask bKash nothing more and refund nothing more.
    let before = proxy.payment_calls();
    for _ in 0..5 {
        come_back(&app, &callback).await;
    }
    run_job(&app, in_seconds(20 * 60)).await;
    assert_eq!(proxy.payment_calls(), before);
}

#[tokio::test]
async fn a_checkout_has_one_live_payment_and_a_callback_for_an_older_one_still_counts() {
    let proxy = FaultyBkash::start();
    let app = app_behind(&proxy, |settings| settings.payments.reuse_payment = Duration::ZERO).await;
    app.seed(20).await;

    // Paying on an older tab: the older payment is still this checkout's.
    let shopper = app.signup("Tabs").await;
    let (checkout, _) = bkash_checkout(&app, &shopper, 1, "two-tabs-000001").await;
    let old_page = start_payment(&app, &shopper, &checkout).await;
    let new_page = start_payment(&app, &shopper, &checkout).await;
    assert_ne!(payment_id_of(&old_page), payment_id_of(&new_page));
    pay_on(&app, &old_page).await;
    let paid = details(&app, &shopper, &checkout).await;
    assert_eq!(paid["payment"]["status"], "paid", "{paid}");

    // A refund goes to the payment that took the money.
    let admin = app.admin().await;
    let order = paid["orders"][0]["_id"].as_str().expect("order").to_owned();
    admin_moves(&app, &admin, &order, "cancelled").await;
    let (status, body) = app
        .post_json(
            &format!("/api/admin/orders/{order}/refund"),
            Some(&admin.token),
            &json!({}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["payment_status"], "refunded");

    // No new payment while bKash may be taking the money of the last one.
    let other = app.signup("Impatient").await;
    let (checkout, _) = bkash_checkout(&app, &other, 1, "two-tabs-000002").await;
    let page = start_payment(&app, &other, &checkout).await;
    proxy.fail(EXECUTE, Fault::Delay(Duration::from_secs(3)), Some(1));
    pay_on(&app, &page).await;
    let path = format!("/api/checkouts/{checkout}/payment");
    let (status, body) = app.post_json(&path, Some(&other.token), &json!({})).await;
    assert_eq!(status, 409, "{body}");
    assert!(
        body["message"].as_str().is_some_and(|m| m.contains("confirming")),
        "{body}"
    );
    tokio::time::sleep(Duration::from_millis(3_500)).await;
    // Its next look is due after the back-off.
    run_job(&app, in_seconds(60)).await;
    let paid = details(&app, &other, &checkout).await;
    assert_eq!(paid["payment"]["status"], "paid", "{paid}");
}

#[tokio::test]
async fn a_refund_whose_answer_is_lost_is_asked_about_and_never_made_twice() {
    let proxy = FaultyBkash::start();
    let app = app_behind(&proxy, |_| {}).await;
    app.seed(20).await;
    let shopper = app.signup("Refunded").await;
    let (checkout, _) = bkash_checkout(&app, &shopper, 1, "lost-refund-001").await;
    let page = start_payment(&app, &shopper, &checkout).await;
    pay_on(&app, &page).await;
    let paid = details(&app, &shopper, &checkout).await;
    assert_eq!(paid["payment"]["status"], "paid", "{paid}");
    let order = paid["orders"][0]["_id"].as_str().expect("order").to_owned();
    let admin = app.admin().await;
    admin_moves(&app, &admin, &order, "cancelled").await;

    // bKash makes the refund; its answer never reaches the shop.
    proxy.fail(REFUND, Fault::LoseAnswer(Duration::from_secs(2)), Some(1));
    let refund = format!("/api/admin/orders/{order}/refund");
    let (status, body) = app.post_json(&refund, Some(&admin.token), &json!({})).await;
    assert_eq!(status, 502, "{body}");
    let (status, body) = app.post_json(&refund, Some(&admin.token), &json!({})).await;
    assert_eq!(status, 409, "the claim is kept: {body}");

    // The job asks bKash what became of it and records that refund.
    run_job(&app, in_seconds(120)).await;
    let (status, seen) = app.get_json_as(&format!("/api/order/{order}"), &shopper.token).await;
    assert_eq!(status, 200, "{seen}");
    assert_eq!(seen["payment_status"], "refunded", "{seen}");
    assert!(
        seen["refund"]["trx_id"].as_str().is_some_and(|t| !t.is_empty()),
        "{seen}"
    );
    assert_eq!(
        (proxy.calls(REFUND), proxy.calls(REFUNDS)),
        (1, 1),
        "one refund, then one question"
    );
    let (status, body) = app.post_json(&refund, Some(&admin.token), &json!({})).await;
    assert_eq!(status, 409, "nothing is owed any more: {body}");
}
