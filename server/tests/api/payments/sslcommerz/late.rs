//! Money that arrives after the checkout lapsed is recorded and given back.

use super::{gateway_app, gateway_checkout, open, payment};
use crate::payments::{in_seconds, run_job};

#[tokio::test]
async fn money_paid_after_a_lapse_is_refunded_through_the_gateway() {
    let app = gateway_app(None, |_| {}).await;
    let shopper = app.quick_customer("Late").await;
    let checkout = gateway_checkout(&app, &shopper, "nagad", "ssl-late-1").await;
    let page = open(&app, &shopper, &checkout).await;
    // Nothing paid by the deadline: the checkout lapses and its stock returns.
    run_job(&app, in_seconds(16 * 60)).await;
    assert_eq!(payment(&app, &shopper, &checkout).await["status"], "expired");
    // The gateway's page was still open: the shopper pays, the IPN tells the shop.
    let back = super::submit(
        &page,
        &[("choice", "nagad"), ("wallet", "01770618575"), ("action", "pay")],
    )
    .await;
    assert_eq!(back.field("status"), "VALID");
    let kept = app
        .repositories
        .provider_payments
        .find(back.field("tran_id"))
        .await
        .expect("read")
        .expect("kept");
    let late = kept.late.expect("recorded as late money");
    assert_eq!(late.trx_id, back.field("bank_tran_id"));
    assert!(late.refund_trx_id.is_some(), "given back at once: {late:?}");
    assert_eq!(payment(&app, &shopper, &checkout).await["status"], "expired");
}
