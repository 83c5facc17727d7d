//! The validation API: VALID once, VALIDATED after, and its refusals.

use crate::helpers::*;
use serde_json::json;

#[tokio::test]
async fn a_paid_attempt_is_valid_then_validated() {
    let sim = Sim::start();
    let key = sim.open(&order("V1", "40569.50", &[("value_d", "d")])).await;
    let paid = sim.pay_by_card(&key, &[]).await;
    let val_id = paid.get("val_id");

    let first = sim.validate(val_id).await;
    assert_eq!(
        (&first["status"], &first["APIConnect"]),
        (&json!("VALID"), &json!("DONE"))
    );
    let expected = [
        ("tran_id", "V1"),
        ("val_id", val_id),
        ("amount", "40569.50"),
        ("store_amount", "39555.26"),
        ("currency", "BDT"),
        ("bank_tran_id", paid.get("bank_tran_id")),
        ("tran_date", paid.get("tran_date")),
        ("card_type", "VISA-Dutch Bangla"),
        ("card_no", "411111XXXXXX1111"),
        ("card_issuer", "Dutch Bangla Bank"),
        ("card_brand", "VISA"),
        ("card_issuer_country", "Bangladesh"),
        ("card_issuer_country_code", "BD"),
        ("currency_type", "BDT"),
        ("currency_amount", "40569.50"),
        ("currency_rate", "1.0000"),
        ("base_fair", "0.00"),
        ("value_a", "order-7"),
        ("value_d", "d"),
        ("emi_instalment", "0"),
        ("emi_amount", "0.00"),
        ("emi_description", ""),
        ("emi_issuer", ""),
        ("account_details", ""),
        ("risk_title", "Safe"),
        ("risk_level", "0"),
        ("gw_version", ""),
    ];
    for (key, value) in expected {
        assert_eq!(first[key], value, "{key} in {first}");
    }
    let validated_on = text(&first, "validated_on");
    assert_eq!(validated_on.len(), 19);

    let second = sim.validate(val_id).await;
    assert_eq!(second["status"], "VALIDATED");
    assert_eq!(second["validated_on"], validated_on.as_str());
    assert!(sim.logged(&format!(
        "GET /validator/api/validationserverAPI.php 200 VALIDATED {val_id}"
    )));
}

#[tokio::test]
async fn validation_refuses_strangers_unknown_and_unpaid_attempts() {
    let sim = Sim::start();
    let key = sim.open(&order("V2", "500", &[])).await;
    let failed = sim.attempt(&key, &[("action", "fail")]).await;
    let paid = sim.pay_by_card(&key, &[]).await;

    let invalid = json!({ "APIConnect": "DONE", "status": "INVALID_TRANSACTION" });
    assert_eq!(sim.validate(failed.get("val_id")).await, invalid);
    assert_eq!(sim.validate("24080112000000000000").await, invalid);
    assert_eq!(sim.validator(VALIDATION, &[]).await, invalid);

    let stranger = json!({ "APIConnect": "INVALID_REQUEST", "status": "INVALID_TRANSACTION" });
    let wrong = [
        ("val_id", paid.get("val_id")),
        ("store_id", STORE_ID),
        ("store_passwd", "guess"),
    ];
    assert_eq!(sim.get_json(VALIDATION, &wrong).await, stranger);
    let none = [("val_id", paid.get("val_id"))];
    assert_eq!(sim.get_json(VALIDATION, &none).await, stranger);
    // The refusals did not use up the first validation.
    assert_eq!(sim.validate(paid.get("val_id")).await["status"], "VALID");
}

#[tokio::test]
async fn the_validation_fails_switch_fails_the_first_call_only() {
    let sim = Sim::start();
    let key = sim.open(&order("V3", "500", &[])).await;
    let paid = sim.pay_by_card(&key, &[("validation_fails", "1")]).await;
    assert_eq!(paid.get("status"), "VALID", "paid all the same");
    let val_id = paid.get("val_id");
    assert_eq!(
        sim.validate(val_id).await,
        json!({ "APIConnect": "DONE", "status": "INVALID_TRANSACTION" })
    );
    assert_eq!(sim.validate(val_id).await["status"], "VALID");
    assert_eq!(sim.validate(val_id).await["status"], "VALIDATED");
}
