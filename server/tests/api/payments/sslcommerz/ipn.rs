//! The IPN and the browser's post, in any order, twice or never: a payment
//! settles once, and only on what the shop checked with SSLCommerz.

use super::{gateway_app, gateway_checkout, open, pay_by_card, payment, post_back, post_ipn, settles_to, submit};
use crate::payments::{in_seconds, run_job};

#[tokio::test]
async fn a_card_payment_is_paid_on_its_ipn_before_the_browser_comes_back() {
    let app = gateway_app(None, |_| {}).await;
    let shopper = app.quick_customer("Card").await;
    let checkout = gateway_checkout(&app, &shopper, "card", "ssl-card-1").await;
    let page = open(&app, &shopper, &checkout).await;
    let back = pay_by_card(&page, &[]).await;
    assert_eq!(back.field("status"), "VALID");
    // The IPN came and was checked before the gateway answered the browser.
    let paid = payment(&app, &shopper, &checkout).await;
    assert_eq!(paid["status"], "paid", "{paid}");
    assert_eq!(paid["paid_with"]["name"], "VISA");
    assert_eq!(paid["paid_with"]["account"], "411111XXXXXX1111");
    assert_eq!(paid["trx_id"], back.field("bank_tran_id"));
    let (status, location) = post_back(&back).await;
    assert_eq!((status, location), (303, format!("/order/payment/{checkout}")));
    assert_eq!(payment(&app, &shopper, &checkout).await["status"], "paid");
}

#[tokio::test]
async fn a_forged_ipn_or_a_browser_post_alone_pays_nothing() {
    let app = gateway_app(None, |_| {}).await;
    let shopper = app.quick_customer("Forger").await;
    let checkout = gateway_checkout(&app, &shopper, "nagad", "ssl-forged-1").await;
    let page = open(&app, &shopper, &checkout).await;
    // A real outcome's fields, from a payment the gateway declined, made to say VALID.
    let declined = submit(
        &page,
        &[
            ("choice", "visacard"),
            ("card_no", "4111111111111111"),
            ("action", "fail"),
            ("ipn", "none"),
        ],
    )
    .await;
    let mut forged = declined.fields.clone();
    for (key, value) in &mut forged {
        if key == "status" {
            *value = "VALID".into();
        }
    }
    let (status, answer) = post_ipn(&app, &forged).await;
    assert_eq!(
        (status, answer["code"].as_str()),
        (400, Some("payments.notice_refused")),
        "{answer}"
    );
    let unsigned: Vec<(String, String)> = forged.iter().filter(|(k, _)| k != "verify_sign").cloned().collect();
    let (status, _) = post_ipn(&app, &unsigned).await;
    assert_eq!(status, 400);
    // The browser's post says success: the shop asks SSLCommerz, which says the attempt failed.
    let mut browser = declined;
    browser.fields = forged;
    browser.action = browser.action.replace("/return/fail", "/return/success");
    let (status, _) = post_back(&browser).await;
    assert_eq!(status, 303);
    let failed = payment(&app, &shopper, &checkout).await;
    assert_eq!(failed["status"], "failed", "the gateway's own word: {failed}");
    assert!(failed["paid_with"].is_null());
}

#[tokio::test]
async fn an_ipn_twice_and_the_browser_after_it_settle_once() {
    let app = gateway_app(None, |_| {}).await;
    let shopper = app.quick_customer("Twice").await;
    let checkout = gateway_checkout(&app, &shopper, "card", "ssl-twice-1").await;
    let page = open(&app, &shopper, &checkout).await;
    let back = pay_by_card(&page, &[("ipn", "twice")]).await;
    settles_to(&app, &shopper, &checkout, "paid").await;
    let (status, _) = post_back(&back).await;
    assert_eq!(status, 303);
    // The IPN again, as the gateway resends it: still paid, no late money.
    let (status, _) = post_ipn(&app, &back.fields).await;
    assert_eq!(status, 200);
    tokio::time::sleep(std::time::Duration::from_millis(700)).await;
    assert_eq!(payment(&app, &shopper, &checkout).await["status"], "paid");
    let kept = app
        .repositories
        .provider_payments
        .find(back.field("tran_id"))
        .await
        .expect("read")
        .expect("kept");
    assert!(kept.late.is_none(), "the paying payment is no late money: {kept:?}");
}

#[tokio::test]
async fn an_ipn_never_sent_and_a_browser_never_back_are_reconciled_by_tran_id() {
    let app = gateway_app(None, |_| {}).await;
    let shopper = app.quick_customer("Quiet").await;
    let checkout = gateway_checkout(&app, &shopper, "rocket", "ssl-quiet-1").await;
    let page = open(&app, &shopper, &checkout).await;
    let back = submit(
        &page,
        &[
            ("choice", "dbblmobilebanking"),
            ("wallet", "01770618575"),
            ("action", "pay"),
            ("ipn", "none"),
        ],
    )
    .await;
    assert_eq!(back.field("status"), "VALID");
    assert_eq!(payment(&app, &shopper, &checkout).await["status"], "awaiting_payment");
    // The shopper closed the tab; the job asks once the callback is overdue.
    run_job(&app, in_seconds(61)).await;
    let paid = payment(&app, &shopper, &checkout).await;
    assert_eq!(paid["status"], "paid", "{paid}");
    assert_eq!(paid["paid_with"]["name"], "Rocket");
}

#[tokio::test]
async fn a_total_the_gateway_takes_in_no_single_payment_is_refused_at_checkout() {
    let app = gateway_app(None, |_| {}).await;
    let shopper = app.quick_customer("Big").await;
    let product = crate::payments::phone_in_stock(&app, 4).await;
    let address = app.add_address(&shopper).await;
    app.add_to_cart(&shopper, &product.id, 1).await;
    let mut body = app.checkout_body(&shopper, &address, "card", "ssl-big-1").await;
    body["expected_total"] = serde_json::json!(50_000_001);
    let (status, refused) = app.post_json("/api/checkout", Some(&shopper.token), &body).await;
    assert_eq!(
        (status, refused["message"].as_str()),
        (
            409,
            Some("Card takes payments from 10.00 TK to 5,00,000.00 TK; choose another way to pay")
        ),
        "{refused}"
    );
}
