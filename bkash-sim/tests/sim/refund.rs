//! payment/refund: refunds and refund status.

use crate::helpers::*;
use serde_json::json;

#[tokio::test]
async fn refunds_until_nothing_is_left() {
    let sim = Sim::start();
    let token = sim.token().await;
    let id = sim.authorised_payment(&token, "500").await;
    let trx_id = text(&sim.execute(&token, &id).await, "trxID");
    let refund = |amount: &str| json!({ "paymentID": id, "trxID": trx_id, "amount": amount, "sku": "PHONE-1", "reason": "returned" });
    let status_of = json!({ "paymentID": id, "trxID": trx_id });

    let none_yet = sim.ok("/payment/refund", &token, status_of.clone()).await;
    assert_eq!(none_yet["statusCode"], "2033");

    let refunded = sim.ok("/payment/refund", &token, refund("200")).await;
    assert_eq!(refusal(&refunded), ("0000", "Successful"));
    assert_eq!(refunded["originalTrxID"], trx_id.as_str());
    assert_eq!(text(&refunded, "refundTrxID").len(), 10);
    assert_eq!(refunded["transactionStatus"], "Completed");
    assert_eq!(
        (&refunded["amount"], &refunded["currency"], &refunded["charge"]),
        (&json!("200"), &json!("BDT"), &json!("0.00"))
    );
    assert!(text(&refunded, "completedTime").ends_with(" GMT+0600"));

    let status = sim.ok("/payment/refund", &token, status_of.clone()).await;
    assert_eq!(status, refunded, "refund status answers the last refund");

    assert_eq!(
        sim.ok("/payment/refund", &token, refund("300.01")).await["statusCode"],
        "2026"
    );
    let rest = sim.ok("/payment/refund", &token, refund("300")).await;
    assert_eq!(rest["statusCode"], "0000");
    assert_eq!(
        sim.ok("/payment/refund", &token, status_of).await["refundTrxID"],
        rest["refundTrxID"]
    );
    assert_eq!(
        sim.ok("/payment/refund", &token, refund("1")).await["statusCode"],
        "2034"
    );
}

#[tokio::test]
async fn refunds_need_a_completed_payment_its_trx_and_every_field() {
    let sim = Sim::start();
    let token = sim.token().await;
    let id = sim.authorised_payment(&token, "500").await;
    let early = json!({ "paymentID": id, "trxID": "AAAAAAAAAA", "amount": "10", "sku": "s", "reason": "r" });
    assert_eq!(sim.ok("/payment/refund", &token, early).await["statusCode"], "2056");
    let trx_id = text(&sim.execute(&token, &id).await, "trxID");

    let cases = [
        (
            json!({ "paymentID": "TR0011nothing", "trxID": trx_id, "amount": "10", "sku": "s", "reason": "r" }),
            "2002",
        ),
        (
            json!({ "paymentID": id, "trxID": "AAAAAAAAAA", "amount": "10", "sku": "s", "reason": "r" }),
            "2028",
        ),
        (
            json!({ "paymentID": id, "trxID": trx_id, "amount": "10", "reason": "r" }),
            "2065",
        ),
        (
            json!({ "paymentID": id, "trxID": trx_id, "amount": "10", "sku": "s" }),
            "2065",
        ),
        (
            json!({ "paymentID": id, "trxID": trx_id, "sku": "s", "reason": "r" }),
            "2065",
        ),
        (
            json!({ "paymentID": id, "trxID": trx_id, "amount": "1.234", "sku": "s", "reason": "r" }),
            "2006",
        ),
        (
            json!({ "paymentID": id, "amount": "10", "sku": "s", "reason": "r" }),
            "2065",
        ),
        (json!({ "paymentID": id, "trxID": "AAAAAAAAAA" }), "2033"),
    ];
    for (body, code) in cases {
        let answer = sim.ok("/payment/refund", &token, body.clone()).await;
        assert_eq!(answer["statusCode"], code, "{body} -> {answer}");
    }
}
