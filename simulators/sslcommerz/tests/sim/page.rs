//! The page's other ways out: its own errors (no attempt, nothing sent),
//! Fail, Cancel and Abandon, and sessions it does not know.

use crate::{helpers::*, shop::Shop};
use std::time::Duration;

#[tokio::test]
async fn wrong_entries_are_the_pages_own_errors() {
    let sim = Sim::start();
    let shop = Shop::start(0);
    let key = sim
        .open(&order(
            "E1",
            "1000",
            &[("ipn_url", &shop.ipn_url), ("multi_card_name", "visacard,bkash")],
        ))
        .await;
    let cases: [(&[(&str, &str)], &str); 7] = [
        (
            &[
                ("choice", "visacard"),
                ("card_no", "4242424242424242"),
                ("expiry", "1"),
                ("cvv", "1"),
            ],
            "Invalid card number",
        ),
        (
            &[
                ("choice", "visacard"),
                ("card_no", "5111111111111111"),
                ("expiry", "1"),
                ("cvv", "1"),
            ],
            "Invalid card number",
        ),
        (
            &[("choice", "visacard"), ("card_no", VISA), ("cvv", "1")],
            "Enter the card&#39;s expiry date.",
        ),
        (
            &[("choice", "visacard"), ("card_no", VISA), ("expiry", "1")],
            "Enter the card&#39;s CVV.",
        ),
        (
            &[("choice", "bkash"), ("wallet", "1770618575")],
            "Invalid wallet number",
        ),
        (
            &[("choice", "nagad"), ("wallet", "01770618575")],
            "Choose a way to pay.",
        ),
        (
            &[
                ("choice", "visacard"),
                ("card_no", VISA),
                ("expiry", "1"),
                ("cvv", "1"),
                ("ipn", "sometimes"),
            ],
            "Unknown value of the ipn switch.",
        ),
    ];
    for (fields, error) in cases {
        let mut fields = fields.to_vec();
        fields.push(("action", "pay"));
        let (status, html) = sim.submit(&key, &fields).await;
        assert_eq!(status, 200);
        assert!(
            html.contains(&format!("<p class=\"error\" role=\"alert\">{error}</p>")),
            "{error}: {html}"
        );
        assert!(returned(&html).is_none());
    }
    let (_, kept) = sim
        .submit(
            &key,
            &[
                ("choice", "bkash"),
                ("wallet", "0177"),
                ("tamper", "amount"),
                ("action", "pay"),
            ],
        )
        .await;
    assert!(kept.contains("value=\"0177\"") && kept.contains("<option value=\"amount\" selected>"));
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert!(shop.received().is_empty());
    assert_eq!(sim.query("E1").await["no_of_trans_found"], 0);
}

#[tokio::test]
async fn fail_cancel_and_abandon() {
    let sim = Sim::start();
    let shop = Shop::start(0);
    let key = sim.open(&order("F1", "1000", &[("ipn_url", &shop.ipn_url)])).await;

    let (_, left) = sim.submit(&key, &[("action", "abandon")]).await;
    assert!(left.contains("The shopper left") && returned(&left).is_none());

    let failed = sim.attempt(&key, &[("action", "fail")]).await;
    assert_eq!(failed.action, FAIL_URL);
    assert_eq!(
        (failed.get("status"), failed.get("error"), failed.get("card_type")),
        ("FAILED", "Transaction declined by the issuing bank", "")
    );
    let cancelled = sim
        .attempt(
            &key,
            &[
                ("choice", "visacard"),
                ("card_no", VISA),
                ("expiry", "1"),
                ("cvv", "1"),
                ("action", "cancel"),
            ],
        )
        .await;
    assert_eq!(cancelled.action, CANCEL_URL);
    assert_eq!(
        (
            cancelled.get("status"),
            cancelled.get("error"),
            cancelled.get("card_type")
        ),
        ("CANCELLED", "", "VISA-Dutch Bangla")
    );
    let statuses: Vec<String> = shop.received().iter().map(|ipn| ipn.get("status").to_owned()).collect();
    assert_eq!(statuses, ["FAILED", "CANCELLED"], "abandon sends nothing");

    let paid = sim.pay_by_card(&key, &[]).await;
    assert_eq!(paid.get("status"), "VALID", "tried again after a failure");
    assert_ne!(paid.get("val_id"), failed.get("val_id"));
}

#[tokio::test]
async fn an_unknown_session_or_path_is_not_found() {
    let sim = Sim::start();
    let (status, html) = sim.page("0123456789ABCDEF0123456789ABCDEF").await;
    assert_eq!(status, 404);
    assert!(html.contains("Payment session not found"));
    let (status, _) = sim.submit("nothing", &[("action", "pay")]).await;
    assert_eq!(status, 404);
    let other = sim.client.get(format!("{}/nothing", sim.base)).send().await.unwrap();
    assert_eq!(other.status(), 404);
}
