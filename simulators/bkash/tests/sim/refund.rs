//! payment/refund: refunds and refund status; the v2 refund API.

use crate::helpers::*;
use reqwest::StatusCode;
use serde_json::{Value, json};

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

#[tokio::test]
async fn the_v2_refund_api_refunds_in_parts_and_lists_every_refund_of_the_payment() {
    let sim = Sim::start();
    let token = sim.token().await;
    let id = sim.authorised_payment(&token, "500").await;
    let trx_id = text(&sim.execute(&token, &id).await, "trxID");
    let refund = |amount: &str, sku: &str| json!({ "paymentId": id, "trxId": trx_id, "refundAmount": amount, "sku": sku, "reason": "returned" });
    let status_of = json!({ "paymentId": id, "trxId": trx_id });

    let (status, none) = sim.refund_v2("status", &token, status_of.clone()).await;
    assert_eq!(status, StatusCode::OK, "{none}");
    assert_eq!(none["refundTransactions"], json!([]));
    assert_eq!(
        (&none["originalTrxId"], &none["originalTrxAmount"]),
        (&json!(trx_id), &json!("500"))
    );

    let (status, first) = sim.refund_v2("transaction", &token, refund("200", "order-a")).await;
    assert_eq!(status, StatusCode::OK, "{first}");
    assert_eq!(first["refundTransactionStatus"], "Completed");
    assert_eq!(
        (&first["refundAmount"], &first["sku"], &first["reason"]),
        (&json!("200"), &json!("order-a"), &json!("returned"))
    );
    assert!(text(&first, "completedTime").ends_with(" GMT+0600"));
    let (_, second) = sim.refund_v2("transaction", &token, refund("300", "order-b")).await;

    let (_, listed) = sim.refund_v2("status", &token, status_of).await;
    let ids: Vec<&Value> = listed["refundTransactions"]
        .as_array()
        .expect("a list")
        .iter()
        .map(|r| &r["refundTrxId"])
        .collect();
    assert_eq!(
        ids,
        [&first["refundTrxId"], &second["refundTrxId"]],
        "every refund, oldest first"
    );
    assert_eq!(listed["refundTransactions"][1]["refundAmount"], "300");

    let (status, nothing_left) = sim.refund_v2("transaction", &token, refund("1", "order-c")).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        (&nothing_left["externalCode"], &nothing_left["errorMessageEn"]),
        (
            &json!("2034"),
            &json!("The transaction cannot be reversed because the original transaction has been reversed")
        )
    );
    let (status, unknown) = sim
        .refund_v2("status", &token, json!({ "paymentId": id, "trxId": "AAAAAAAAAA" }))
        .await;
    assert_eq!(
        (status, &unknown["externalCode"]),
        (StatusCode::BAD_REQUEST, &json!("2033"))
    );
}
