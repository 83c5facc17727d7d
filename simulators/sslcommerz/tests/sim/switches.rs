//! The page's test switches: IPN timing, a shop that fails the IPN,
//! tampered amount and currency, a risky payment, and EMI.

use crate::{helpers::*, shop::Shop};
use std::time::{Duration, Instant};

#[tokio::test]
async fn ipn_none_sends_nothing() {
    let sim = Sim::start_with(&["--ipn-late-ms", "100"]);
    let shop = Shop::start(0);
    let key = sim.open(&order("I1", "500", &[("ipn_url", &shop.ipn_url)])).await;
    let paid = sim.pay_by_card(&key, &[("ipn", "none")]).await;
    assert_eq!(paid.get("status"), "VALID");
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert!(shop.received().is_empty());
}

#[tokio::test]
async fn a_late_ipn_comes_after_the_browser() {
    let sim = Sim::start_with(&["--ipn-late-ms", "400"]);
    let shop = Shop::start(0);
    let key = sim.open(&order("I2", "500", &[("ipn_url", &shop.ipn_url)])).await;
    let paid = sim.pay_by_card(&key, &[("ipn", "late")]).await;
    let answered = Instant::now();
    assert!(shop.received().is_empty(), "not yet when the browser returns");
    let ipns = shop.wait_for(1, 3000);
    assert_eq!(ipns.len(), 1);
    assert!(ipns[0].at.duration_since(answered) >= Duration::from_millis(300));
    assert_eq!(ipns[0].fields, paid.fields);
}

#[tokio::test]
async fn twice_sends_on_time_and_again_late() {
    let sim = Sim::start_with(&["--ipn-late-ms", "200"]);
    let shop = Shop::start(0);
    let key = sim.open(&order("I3", "500", &[("ipn_url", &shop.ipn_url)])).await;
    let paid = sim.pay_by_card(&key, &[("ipn", "twice")]).await;
    assert_eq!(shop.received().len(), 1, "the first before the browser returns");
    let ipns = shop.wait_for(2, 3000);
    assert_eq!(ipns.len(), 2);
    assert_eq!(ipns[0].fields, ipns[1].fields, "the same IPN twice");
    assert_eq!(ipns[1].get("val_id"), paid.get("val_id"));
}

#[tokio::test]
async fn a_failed_ipn_is_tried_twice_more_a_second_apart() {
    let sim = Sim::start();
    let shop = Shop::start(2);
    let key = sim.open(&order("I4", "500", &[("ipn_url", &shop.ipn_url)])).await;
    let started = Instant::now();
    sim.pay_by_card(&key, &[]).await;
    assert!(
        started.elapsed() >= Duration::from_secs(2),
        "on time waits for the delivery"
    );
    let ipns = shop.received();
    assert_eq!(ipns.len(), 3);
    assert!(ipns[1].at.duration_since(ipns[0].at) >= Duration::from_millis(900));
    assert!(sim.logged("VALID -> 500; again in 1 s"));
    assert!(sim.logged("VALID -> 200"));

    let unreachable = "http://127.0.0.1:9/ipn";
    let key = sim.open(&order("I5", "500", &[("ipn_url", unreachable)])).await;
    assert_eq!(sim.pay_by_card(&key, &[]).await.get("status"), "VALID");
    assert!(sim.logged("VALID -> cannot connect; given up"));
}

#[tokio::test]
async fn tampering_shows_everywhere() {
    let sim = Sim::start();
    let shop = Shop::start(0);
    let key = sim.open(&order("T1", "40569", &[("ipn_url", &shop.ipn_url)])).await;
    let paid = sim.pay_by_card(&key, &[("tamper", "amount")]).await;
    let ipn = &shop.received()[0];
    for amount in [ipn.get("amount"), ipn.get("currency_amount"), paid.get("amount")] {
        assert_eq!(amount, "40568.00");
    }
    let (md5, _) = expected_signature(&ipn.fields, STORE_PASSWORD);
    assert_eq!(ipn.get("verify_sign"), md5, "signed as reported");
    assert_eq!(sim.validate(paid.get("val_id")).await["amount"], "40568.00");
    assert_eq!(sim.query("T1").await["element"][0]["amount"], "40568.00");

    let key = sim.open(&order("T2", "500", &[("ipn_url", &shop.ipn_url)])).await;
    let paid = sim.pay_by_card(&key, &[("tamper", "currency")]).await;
    assert_eq!((paid.get("currency"), paid.get("currency_type")), ("USD", "USD"));
    let validated = sim.validate(paid.get("val_id")).await;
    assert_eq!(
        (&validated["currency"], &validated["currency_type"]),
        (&"USD".into(), &"USD".into())
    );
    assert_eq!(shop.wait_for(2, 1000)[1].get("currency"), "USD");
}

#[tokio::test]
async fn a_risky_payment_is_taken_with_risk_level_one() {
    let sim = Sim::start();
    let key = sim.open(&order("K1", "500", &[])).await;
    let paid = sim.pay_by_card(&key, &[("risky", "1")]).await;
    assert_eq!(
        (paid.get("status"), paid.get("risk_level"), paid.get("risk_title")),
        ("VALID", "1", "Risky transaction, hold the service")
    );
    let validated = sim.validate(paid.get("val_id")).await;
    assert_eq!(
        (&validated["risk_level"], &validated["status"]),
        (&"1".into(), &"VALID".into())
    );
}

#[tokio::test]
async fn emi_pays_in_instalments() {
    let sim = Sim::start();
    let emi = [
        ("emi_option", "1"),
        ("emi_max_inst_option", "9"),
        ("emi_selected_inst", "6"),
    ];
    let key = sim.open(&order("M1", "40569", &emi)).await;
    let (_, html) = sim.page(&key).await;
    assert!(html.contains("value=\"emi\"") && html.contains("value=\"visacard\""));
    assert!(html.contains("<option value=\"6\" selected>") && html.contains("<option value=\"9\""));
    assert!(!html.contains("<option value=\"12\""));

    let card = [
        ("choice", "emi"),
        ("card_no", VISA),
        ("expiry", "1/30"),
        ("cvv", "1"),
        ("emi_months", "12"),
        ("action", "pay"),
    ];
    let (_, refused) = sim.submit(&key, &card).await;
    assert!(refused.contains("Choose the number of EMI instalments."));
    let mut card = card.to_vec();
    card[4] = ("emi_months", "6");
    let paid = sim.attempt(&key, &card).await;
    assert_eq!(
        (paid.get("emi_instalment"), paid.get("emi_amount"), paid.get("status")),
        ("6", "6761.50", "VALID")
    );
    let validated = sim.validate(paid.get("val_id")).await;
    assert_eq!(validated["emi_description"], "6 months EMI");
    assert_eq!(validated["emi_issuer"], "Dutch Bangla Bank");

    let only = [("emi_option", "1"), ("emi_allow_only", "1")];
    let key = sim.open(&order("M2", "500", &only)).await;
    let (_, html) = sim.page(&key).await;
    assert!(html.contains("value=\"emi\" checked"));
    assert!(!html.contains("value=\"visacard\"") && !html.contains("value=\"bkash\""));
    assert!(html.contains("<option value=\"12\">"));
}
