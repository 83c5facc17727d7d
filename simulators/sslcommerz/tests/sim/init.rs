//! Session init: the answer's fields and every refusal, in the gateway's
//! FAILED envelope.

use crate::helpers::*;
use serde_json::{Value, json};

#[tokio::test]
async fn init_answers_a_session_and_its_page() {
    let sim = Sim::start();
    let opened = sim.init_with(&order("ORD-1", "40569", &[])).await;
    assert_eq!(
        (&opened["status"], &opened["failedreason"]),
        (&json!("SUCCESS"), &json!(""))
    );
    let key = text(&opened, "sessionkey");
    assert!(key.len() == 32 && key.bytes().all(|b| b.is_ascii_hexdigit()), "{key}");
    assert_eq!(
        text(&opened, "GatewayPageURL"),
        format!("{}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY={key}", sim.base)
    );
    assert_eq!(
        opened["gw"],
        json!({
            "visa": "dbbl_visa", "master": "city_master", "amex": "city_amex", "othercards": "",
            "internetbanking": "city", "mobilebanking": "nagad,dbblmobilebanking,bkash",
        })
    );
    for empty in [
        "redirectGatewayURL",
        "directPaymentURLBank",
        "directPaymentURLCard",
        "directPaymentURL",
        "redirectGatewayURLFailed",
        "storeBanner",
        "storeLogo",
    ] {
        assert_eq!(opened[empty], "", "{empty}");
    }
    assert_eq!(opened["desc"], json!([]));
    assert!(sim.logged("POST /gwprocess/v4/api.php 200 SUCCESS ORD-1"));

    let (status, html) = sim.page(&key).await;
    assert_eq!(status, 200);
    for shown in [
        "ORD-1",
        "BDT 40,569.00",
        "Galaxy S24 Ultra",
        "localshop",
        "Test switches",
    ] {
        assert!(html.contains(shown), "the page shows {shown}");
    }
}

#[tokio::test]
async fn gw_and_the_page_follow_multi_card_name() {
    let sim = Sim::start();
    let opened = sim
        .init_with(&order("ORD-2", "500", &[("multi_card_name", "bkash,visacard")]))
        .await;
    assert_eq!(
        (
            &opened["gw"]["visa"],
            &opened["gw"]["master"],
            &opened["gw"]["mobilebanking"]
        ),
        (&json!("dbbl_visa"), &json!(""), &json!("bkash"))
    );
    let (_, html) = sim.page(&text(&opened, "sessionkey")).await;
    assert!(html.contains("value=\"visacard\"") && html.contains("value=\"bkash\""));
    assert!(!html.contains("value=\"mastercard\"") && !html.contains("value=\"nagad\""));
}

fn failed(reason: &str) -> Value {
    json!({ "status": "FAILED", "failedreason": reason, "sessionkey": "", "GatewayPageURL": "" })
}

#[tokio::test]
async fn init_refuses_in_the_failed_envelope() {
    let sim = Sim::start();
    let credential = "Store Credential Error Or Store is De-active";
    let cases: Vec<(Vec<(String, String)>, &str)> = vec![
        (order("R1", "500", &[("store_passwd", "guess")]), credential),
        (order("R1", "500", &[("store_id", "another")]), credential),
        (
            order("R1", "500", &[("store_id", "")]),
            "Invalid Information: store_id is missing",
        ),
        (order("R1", "9.99", &[]), "Invalid amount"),
        (order("R1", "500000.01", &[]), "Invalid amount"),
        (order("R1", "1.234", &[]), "Invalid amount"),
        (order("R1", "1,000", &[]), "Invalid amount"),
        (order("R1", "-50", &[]), "Invalid amount"),
        (order("R1", "500", &[("currency", "USD")]), "Invalid currency"),
        (
            order(&"T".repeat(31), "500", &[]),
            "Invalid Information: tran_id must be at most 30 characters",
        ),
        (
            order("R1", "500", &[("success_url", "/relative")]),
            "Invalid Information: success_url is not an http(s) URL",
        ),
        (
            order("R1", "500", &[("ipn_url", "ftp://shop.test/ipn")]),
            "Invalid Information: ipn_url is not an http(s) URL",
        ),
        (
            order("R1", "500", &[("emi_option", "2")]),
            "Invalid Information: emi_option is invalid",
        ),
        (
            order("R1", "500", &[("emi_option", "1"), ("emi_max_inst_option", "5")]),
            "Invalid Information: emi_max_inst_option is invalid",
        ),
        (
            order(
                "R1",
                "500",
                &[
                    ("emi_option", "1"),
                    ("emi_max_inst_option", "6"),
                    ("emi_selected_inst", "9"),
                ],
            ),
            "Invalid Information: emi_selected_inst is invalid",
        ),
    ];
    for (form, reason) in cases {
        assert_eq!(sim.init_with(&form).await, failed(reason), "{form:?}");
    }
    assert!(sim.logged("POST /gwprocess/v4/api.php 200 FAILED Invalid amount"));
}

#[tokio::test]
async fn every_required_field_is_named_when_missing() {
    let sim = Sim::start();
    for field in [
        "store_passwd",
        "total_amount",
        "currency",
        "tran_id",
        "success_url",
        "fail_url",
        "cancel_url",
        "cus_name",
        "cus_email",
        "cus_add1",
        "cus_city",
        "cus_country",
        "cus_phone",
        "shipping_method",
        "product_name",
        "product_category",
        "product_profile",
    ] {
        let answer = sim.init_with(&order("M1", "500", &[(field, "")])).await;
        assert_eq!(answer, failed(&format!("Invalid Information: {field} is missing")));
    }
    let blank = sim.init_with(&order("M1", "500", &[("cus_name", "   ")])).await;
    assert_eq!(blank, failed("Invalid Information: cus_name is missing"));
}

#[tokio::test]
async fn amounts_at_the_limits_and_tran_ids_once() {
    let sim = Sim::start();
    sim.open(&order("L1", "10", &[])).await;
    sim.open(&order("L2", "500000.00", &[])).await;
    sim.open(&order(&"T".repeat(30), "40569.5", &[])).await;
    let unknown_fields = order("L3", "500", &[("shipping_zone", "north"), ("num_of_item", "2")]);
    sim.open(&unknown_fields).await;
    assert_eq!(
        sim.init_with(&order("L1", "20", &[])).await,
        failed("Duplicate tran_id")
    );
}

#[tokio::test]
async fn init_is_a_post() {
    let sim = Sim::start();
    let answer: Value = sim
        .client
        .get(format!("{}/gwprocess/v4/api.php", sim.base))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(answer, failed("Invalid Information: store_id is missing"));
}

#[tokio::test]
async fn the_page_url_uses_the_public_url() {
    let sim = Sim::start_with(&["--public-url", "http://pay.test:9000/"]);
    let opened = sim.init_with(&order("P1", "500", &[])).await;
    let key = text(&opened, "sessionkey");
    assert_eq!(
        text(&opened, "GatewayPageURL"),
        format!("http://pay.test:9000/gwprocess/v4/gw.php?Q=pay&SESSIONKEY={key}")
    );
}
