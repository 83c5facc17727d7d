//! The transaction query by tran_id.

use crate::helpers::*;
use serde_json::{Value, json};

#[tokio::test]
async fn the_query_lists_a_failed_then_a_paid_attempt() {
    let sim = Sim::start();
    let key = sim.open(&order("Q1", "750.5", &[("value_c", "c")])).await;
    assert_eq!(
        sim.query("Q1").await,
        json!({ "APIConnect": "DONE", "no_of_trans_found": 0, "element": [] }),
        "no attempt yet"
    );
    let failed = sim
        .attempt(
            &key,
            &[
                ("choice", "visacard"),
                ("card_no", DECLINED),
                ("expiry", "1"),
                ("cvv", "1"),
                ("action", "pay"),
            ],
        )
        .await;
    let paid = sim.pay_by_card(&key, &[]).await;

    let found = sim.query("Q1").await;
    assert_eq!(
        (&found["APIConnect"], &found["no_of_trans_found"]),
        (&json!("DONE"), &json!(2))
    );
    let elements = found["element"].as_array().expect("a list");
    let first = &elements[0];
    assert_eq!(
        (&first["val_id"], &first["status"], &first["error"]),
        (&json!(failed.get("val_id")), &json!("FAILED"), &json!("Card declined"))
    );
    assert_eq!(first["validated_on"], "");
    let second = &elements[1];
    assert_eq!(
        (&second["val_id"], &second["status"]),
        (&json!(paid.get("val_id")), &json!("VALID"))
    );
    for key in [
        "tran_date",
        "tran_id",
        "amount",
        "store_amount",
        "bank_tran_id",
        "card_type",
        "card_no",
        "card_issuer",
        "card_brand",
        "card_issuer_country",
        "card_issuer_country_code",
        "currency",
        "currency_type",
        "currency_amount",
        "value_a",
        "value_b",
        "value_c",
        "value_d",
        "emi_instalment",
        "emi_amount",
        "risk_level",
        "risk_title",
        "error",
    ] {
        assert_eq!(second[key].as_str(), Some(paid.get(key)), "{key}");
    }
    for (key, value) in [
        ("currency_rate", "1.0000"),
        ("base_fair", "0.00"),
        ("emi_description", ""),
        ("emi_issuer", ""),
        ("account_details", ""),
        ("APIConnect", "DONE"),
        ("gw_version", ""),
        ("amount", "750.50"),
    ] {
        assert_eq!(second[key], value, "{key}");
    }

    sim.validate(paid.get("val_id")).await;
    let after = sim.query("Q1").await;
    assert_eq!(after["element"][1]["status"], "VALIDATED");
    assert_eq!(after["element"][1]["validated_on"].as_str().map(str::len), Some(19));
    assert!(sim.logged("GET /validator/api/merchantTransIDvalidationAPI.php 200 DONE 2 found"));
}

#[tokio::test]
async fn the_query_knows_no_strangers() {
    let sim = Sim::start();
    assert_eq!(sim.query("never-opened").await["no_of_trans_found"], 0);
    let invalid: Value = json!({ "APIConnect": "INVALID_REQUEST" });
    let wrong = [("tran_id", "Q1"), ("store_id", STORE_ID), ("store_passwd", "guess")];
    assert_eq!(sim.get_json(MERCHANT, &wrong).await, invalid);
    assert_eq!(sim.validator(MERCHANT, &[]).await, invalid, "no call named");
    let posted = sim.client.post(format!("{}{MERCHANT}", sim.base)).send().await.unwrap();
    assert_eq!(posted.json::<Value>().await.unwrap(), invalid);
}
