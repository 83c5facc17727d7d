//! A card order's refund goes back through SSLCommerz, keyed by the shop's
//! `refund_trans_id`: a try whose answer was lost is asked again with the
//! same key and the gateway answers the refund it made, so it is made once.

use super::{gateway_app, gateway_checkout, open, pay_by_card, payment, post_back};
use crate::payments::{
    admin_moves, details,
    faulty::{Fault, FaultyBkash},
    in_seconds, run_job,
};
use serde_json::{Value, json};
use std::time::Duration;

/// Asks the gateway directly for a 1 TK refund more of `bank_tran_id`: its refusal says what is left.
async fn left_of(bank_tran_id: &str) -> Value {
    let simulator = crate::simulator::sslcommerz();
    reqwest::Client::new()
        .get(format!(
            "{}/validator/api/merchantTransIDvalidationAPI.php",
            simulator.url
        ))
        .query(&[
            ("bank_tran_id", bank_tran_id),
            ("refund_trans_id", "probe-left"),
            ("refund_amount", "1.00"),
            ("refund_remarks", "probe"),
            ("store_id", crate::simulator::STORE_ID),
            ("store_passwd", crate::simulator::STORE_PASSWORD),
            ("format", "json"),
        ])
        .send()
        .await
        .expect("the gateway answers")
        .json()
        .await
        .expect("JSON")
}

#[tokio::test]
async fn a_refund_whose_answer_was_lost_is_asked_again_and_made_once() {
    let proxy = FaultyBkash::before(crate::simulator::sslcommerz().url.clone());
    let app = gateway_app(Some(&proxy), |_| {}).await;
    let admin = app.admin().await;
    let shopper = app.quick_customer("Refund").await;
    let checkout = gateway_checkout(&app, &shopper, "card", "ssl-refund-1").await;
    let page = open(&app, &shopper, &checkout).await;
    let back = pay_by_card(&page, &[]).await;
    post_back(&back).await;
    assert_eq!(payment(&app, &shopper, &checkout).await["status"], "paid");
    let order = details(&app, &shopper, &checkout).await["orders"][0]["_id"]
        .as_str()
        .expect("order")
        .to_owned();

    admin_moves(&app, &admin, &order, "cancelled").await;
    proxy.fail("refund_amount=", Fault::LoseAnswer(Duration::from_secs(3)), Some(1));
    let refund = format!("/api/admin/orders/{order}/refund");
    let (status, body) = app.post_json(&refund, Some(&admin.token), &json!({})).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (502, Some("payments.refund_in_doubt")),
        "{body}"
    );
    // The refund was made at the gateway; the shop does not know yet.
    let (status, body) = app.post_json(&refund, Some(&admin.token), &json!({})).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (409, Some("payments.refund_under_way")),
        "{body}"
    );

    // Past the claim's lease the job asks again with the same refund_trans_id.
    run_job(&app, in_seconds(300)).await;
    let (_, seen) = app.get_json_as(&format!("/api/order/{order}"), &shopper.token).await;
    assert_eq!(seen["payment_status"], "refunded", "{seen}");
    assert!(seen["refund"]["trx_id"].is_string(), "{seen}");
    let left = left_of(back.field("bank_tran_id")).await;
    assert_eq!(left["status"], "failed", "{left}");
    assert!(
        left["errorReason"].as_str().is_some_and(|r| r.contains("(0.00)")),
        "one refund of the whole payment, not two: {left}"
    );
}
