//! What the shop does not take on trust: validation that fails although
//! the query says paid, another amount or currency, and a risky payment.

use super::{gateway_app, gateway_checkout, open, pay_by_card, payment, post_back};
use crate::payments::{in_seconds, run_job};
use serde_json::json;

/// The checkout as the admin's needs-attention list shows it.
async fn listed(app: &crate::helpers::TestApp, checkout: &str) -> serde_json::Value {
    let admin = app.admin().await;
    let (status, dashboard) = app.get_json_as("/api/admin/dashboard", &admin.token).await;
    assert_eq!(status, 200, "{dashboard}");
    dashboard["attention"]["unsettled"]
        .as_array()
        .expect("unsettled")
        .iter()
        .find(|c| c["checkout_id"] == checkout)
        .cloned()
        .unwrap_or_default()
}

#[tokio::test]
async fn validation_failing_although_paid_settles_nothing_until_it_passes() {
    let app = gateway_app(None, |_| {}).await;
    let shopper = app.quick_customer("Doubt").await;
    let checkout = gateway_checkout(&app, &shopper, "card", "ssl-doubt-1").await;
    let page = open(&app, &shopper, &checkout).await;
    // No IPN: the browser's post is the first ask, and validation fails it.
    let back = pay_by_card(&page, &[("validation_fails", "1"), ("ipn", "none")]).await;
    let (status, _) = post_back(&back).await;
    assert_eq!(status, 303);
    // The browser said VALID and the query agrees, but validation did not: nothing is taken.
    assert_eq!(payment(&app, &shopper, &checkout).await["status"], "awaiting_payment");
    // The job's next ask validates again, and the gateway now says VALID.
    run_job(&app, in_seconds(120)).await;
    assert_eq!(payment(&app, &shopper, &checkout).await["status"], "paid");
}

#[tokio::test]
async fn another_amount_or_currency_is_never_taken_as_paid() {
    for (tamper, words) in [("amount", "SSLCommerz took"), ("currency", "not in BDT")] {
        let app = gateway_app(None, |_| {}).await;
        let shopper = app.quick_customer("Tamper").await;
        let checkout = gateway_checkout(&app, &shopper, "card", &format!("ssl-tamper-{tamper}")).await;
        let page = open(&app, &shopper, &checkout).await;
        let back = pay_by_card(&page, &[("tamper", tamper)]).await;
        post_back(&back).await;
        run_job(&app, in_seconds(120)).await;
        let held = payment(&app, &shopper, &checkout).await;
        assert_eq!(held["status"], "awaiting_payment", "{tamper}: {held}");
        let item = listed(&app, &checkout).await;
        assert!(
            item["problem"].as_str().is_some_and(|p| p.contains(words)),
            "{tamper}: {item}"
        );
    }
}

#[tokio::test]
async fn a_risky_payment_waits_for_the_admin_who_accepts_or_refuses_it() {
    let app = gateway_app(None, |_| {}).await;
    let admin = app.admin().await;
    let shopper = app.quick_customer("Risky").await;
    let accepted = gateway_checkout(&app, &shopper, "card", "ssl-risky-1").await;
    let refused = gateway_checkout(&app, &shopper, "card", "ssl-risky-2").await;
    let mut refused_tran = String::new();
    for checkout in [&accepted, &refused] {
        let page = open(&app, &shopper, checkout).await;
        let back = pay_by_card(&page, &[("risky", "1")]).await;
        post_back(&back).await;
        if checkout == &refused {
            refused_tran = back.field("tran_id").to_owned();
        }
        let held = payment(&app, &shopper, checkout).await;
        assert_eq!(held["status"], "awaiting_payment", "{held}");
        assert!(held["held_for_review"].is_string(), "{held}");
        assert_eq!(listed(&app, checkout).await["in_review"], true);
    }
    // Past the deadline the job leaves them: the money is taken, the stock held.
    run_job(&app, in_seconds(3600)).await;
    assert_eq!(payment(&app, &shopper, &accepted).await["status"], "awaiting_payment");

    let review = |id: &str| format!("/api/admin/checkouts/{id}/review");
    let (status, body) = app
        .post_json(&review(&accepted), Some(&shopper.token), &json!({ "accept": true }))
        .await;
    assert_eq!(status, 403, "admins only: {body}");
    let (status, body) = app
        .post_json(&review(&accepted), Some(&admin.token), &json!({ "accept": true }))
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["payment"]["status"], "paid");
    assert!(body["payment"]["held_for_review"].is_null());
    let (status, body) = app
        .post_json(&review(&accepted), Some(&admin.token), &json!({ "accept": false }))
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (409, Some("payments.reviewed_already"))
    );

    let (status, body) = app
        .post_json(&review(&refused), Some(&admin.token), &json!({ "accept": false }))
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["payment"]["status"], "failed");
    let kept = app
        .repositories
        .provider_payments
        .find(&refused_tran)
        .await
        .expect("read")
        .expect("kept");
    let late = kept.late.expect("the money is recorded to give back");
    assert!(late.refund_trx_id.is_some(), "refunded through SSLCommerz: {late:?}");
}
