//! Refunds and the refund query, on the merchant transaction path.

use crate::helpers::*;
use serde_json::{Value, json};
use std::time::Duration;

/// A paid session's bank_tran_id.
async fn paid(sim: &Sim, tran_id: &str, amount: &str) -> String {
    let key = sim.open(&order(tran_id, amount, &[])).await;
    sim.pay_by_card(&key, &[]).await.get("bank_tran_id").to_owned()
}

async fn refund(sim: &Sim, bank_tran_id: &str, trans_id: &str, amount: &str) -> Value {
    let params = [
        ("bank_tran_id", bank_tran_id),
        ("refund_trans_id", trans_id),
        ("refund_amount", amount),
        ("refund_remarks", "Returned phone"),
    ];
    sim.validator(MERCHANT, &params).await
}

#[tokio::test]
async fn a_refund_is_processing_then_refunded() {
    let sim = Sim::start_with(&["--refund-delay-ms", "400"]);
    let bank_tran_id = paid(&sim, "RF1", "1000").await;
    let made = refund(&sim, &bank_tran_id, "RT-1", "400").await;
    assert_eq!(
        (&made["APIConnect"], &made["status"], &made["errorReason"]),
        (&json!("DONE"), &json!("success"), &json!(""))
    );
    assert_eq!(
        (&made["bank_tran_id"], &made["trans_id"]),
        (&json!(bank_tran_id), &json!("RF1"))
    );
    let ref_id = text(&made, "refund_ref_id");
    assert!(!ref_id.is_empty());

    let status = sim.validator(MERCHANT, &[("refund_ref_id", &ref_id)]).await;
    assert_eq!(
        (
            &status["status"],
            &status["refunded_on"],
            &status["tran_id"],
            &status["bank_tran_id"]
        ),
        (&json!("processing"), &json!(""), &json!("RF1"), &json!(bank_tran_id))
    );
    assert_eq!(status["initiated_on"].as_str().map(str::len), Some(19));
    assert_eq!(
        (&status["APIConnect"], &status["errorReason"]),
        (&json!("DONE"), &json!(""))
    );
    tokio::time::sleep(Duration::from_millis(600)).await;
    let later = sim.validator(MERCHANT, &[("refund_ref_id", &ref_id)]).await;
    assert_eq!(later["status"], "refunded");
    assert_eq!(later["refunded_on"].as_str().map(str::len), Some(19));

    let unknown = sim.validator(MERCHANT, &[("refund_ref_id", "nothing")]).await;
    assert_eq!(
        (&unknown["status"], &unknown["errorReason"]),
        (&json!("failed"), &json!("Invalid refund_ref_id"))
    );
}

#[tokio::test]
async fn a_refund_asked_again_is_the_same_refund() {
    let sim = Sim::start();
    let bank_tran_id = paid(&sim, "RF2", "1000").await;
    let first = refund(&sim, &bank_tran_id, "RT-2", "1000").await;
    let again = refund(&sim, &bank_tran_id, "RT-2", "1000.00").await;
    assert_eq!(again, first, "the same refund_ref_id, no second refund");
    let other_amount = refund(&sim, &bank_tran_id, "RT-2", "500").await;
    assert_eq!(
        (&other_amount["status"], &other_amount["errorReason"]),
        (&json!("failed"), &json!("Duplicate refund_trans_id"))
    );
    let other = paid(&sim, "RF3", "1000").await;
    let other_payment = refund(&sim, &other, "RT-2", "1000").await;
    assert_eq!(other_payment["errorReason"], "Duplicate refund_trans_id");
}

#[tokio::test]
async fn refunds_stop_at_what_was_paid() {
    let sim = Sim::start();
    let bank_tran_id = paid(&sim, "RF4", "1000").await;
    assert_eq!(refund(&sim, &bank_tran_id, "A", "600").await["status"], "success");
    let over = refund(&sim, &bank_tran_id, "B", "400.01").await;
    assert_eq!(
        (&over["status"], &over["errorReason"], &over["trans_id"]),
        (
            &json!("failed"),
            &json!("refund_amount is more than what is left of the payment (400.00)"),
            &json!("RF4")
        )
    );
    assert_eq!(refund(&sim, &bank_tran_id, "C", "400").await["status"], "success");
    assert!(sim.logged("GET /validator/api/merchantTransIDvalidationAPI.php 200 failed refund_amount is more"));
}

#[tokio::test]
async fn refunds_are_refused_with_a_reason() {
    let sim = Sim::start();
    let bank_tran_id = paid(&sim, "RF5", "1000").await;
    let key = sim.open(&order("RF6", "1000", &[])).await;
    let failed = sim.attempt(&key, &[("action", "fail")]).await;
    let cases = [
        (
            vec![("bank_tran_id", bank_tran_id.as_str()), ("refund_amount", "10")],
            "refund_trans_id is required",
        ),
        (
            vec![
                ("bank_tran_id", "000000000000000000"),
                ("refund_trans_id", "X1"),
                ("refund_amount", "10"),
            ],
            "Invalid bank_tran_id",
        ),
        (
            vec![
                ("bank_tran_id", failed.get("bank_tran_id")),
                ("refund_trans_id", "X2"),
                ("refund_amount", "10"),
            ],
            "The transaction is FAILED: only a VALID or VALIDATED one can be refunded",
        ),
        (
            vec![
                ("bank_tran_id", bank_tran_id.as_str()),
                ("refund_trans_id", "X3"),
                ("refund_amount", "0"),
            ],
            "refund_amount must be more than 0",
        ),
        (
            vec![
                ("bank_tran_id", bank_tran_id.as_str()),
                ("refund_trans_id", "X4"),
                ("refund_amount", "1.001"),
            ],
            "refund_amount is not an amount",
        ),
        (
            vec![("bank_tran_id", bank_tran_id.as_str()), ("refund_trans_id", "X5")],
            "refund_amount is required",
        ),
        (
            vec![("refund_trans_id", "X6"), ("refund_amount", "10")],
            "bank_tran_id is required",
        ),
    ];
    for (params, reason) in cases {
        let answer = sim.validator(MERCHANT, &params).await;
        assert_eq!(
            (
                &answer["APIConnect"],
                &answer["status"],
                &answer["errorReason"],
                &answer["refund_ref_id"]
            ),
            (&json!("DONE"), &json!("failed"), &json!(reason), &json!("")),
            "{params:?}"
        );
    }
    let stranger = [
        ("bank_tran_id", bank_tran_id.as_str()),
        ("refund_trans_id", "X7"),
        ("refund_amount", "10"),
        ("store_id", STORE_ID),
        ("store_passwd", "guess"),
    ];
    assert_eq!(
        sim.get_json(MERCHANT, &stranger).await,
        json!({ "APIConnect": "INVALID_REQUEST" })
    );
    // A validated payment refunds as well.
    let validated = sim.query("RF5").await["element"][0]["val_id"]
        .as_str()
        .map(str::to_owned);
    sim.validate(&validated.unwrap_or_default()).await;
    assert_eq!(refund(&sim, &bank_tran_id, "X8", "10").await["status"], "success");
}
