//! Paying on the shopper's page: by test card with a signed IPN, the post
//! back to the shop, and every card and wallet's outcome.

use crate::{helpers::*, shop::Shop};

#[tokio::test]
async fn a_test_card_pays_and_the_ipn_is_signed() {
    let sim = Sim::start();
    let shop = Shop::start(0);
    let key = sim.open(&order("ORD-42", "40569", &[("ipn_url", &shop.ipn_url)])).await;
    let back = sim.pay_by_card(&key, &[]).await;

    // On time: the IPN was delivered before the browser got its answer.
    let ipns = shop.received();
    assert_eq!(ipns.len(), 1, "{ipns:?}");
    let ipn = &ipns[0];
    let expected = [
        ("status", "VALID"),
        ("tran_id", "ORD-42"),
        ("amount", "40569.00"),
        ("store_amount", "39554.77"),
        ("currency", "BDT"),
        ("card_type", "VISA-Dutch Bangla"),
        ("card_no", "411111XXXXXX1111"),
        ("card_issuer", "Dutch Bangla Bank"),
        ("card_brand", "VISA"),
        ("card_issuer_country", "Bangladesh"),
        ("card_issuer_country_code", "BD"),
        ("currency_type", "BDT"),
        ("currency_amount", "40569.00"),
        ("emi_instalment", "0"),
        ("emi_amount", "0.00"),
        ("value_a", "order-7"),
        ("value_b", "<b>&\"'"),
        ("value_c", ""),
        ("risk_level", "0"),
        ("risk_title", "Safe"),
        ("error", ""),
    ];
    for (key, value) in expected {
        assert_eq!(ipn.get(key), value, "{key}");
    }
    assert_eq!(ipn.get("val_id").len(), 20);
    assert_eq!(ipn.get("bank_tran_id").len(), 18);
    let date = ipn.get("tran_date");
    assert!(date.len() == 19 && &date[10..11] == " " && &date[4..5] == "-", "{date}");
    assert_eq!(ipn.get("verify_key"), SIGNED.join(","));
    let (md5, sha2) = expected_signature(&ipn.fields, STORE_PASSWORD);
    assert_eq!(ipn.get("verify_sign"), md5);
    assert_eq!(ipn.get("verify_sign_sha2"), sha2);
    let (forged, _) = expected_signature(&ipn.fields, "another password");
    assert_ne!(ipn.get("verify_sign"), forged);

    // The browser posts the same fields to the success URL.
    assert_eq!(back.action, SUCCESS_URL);
    assert_eq!(back.fields, ipn.fields);
    assert!(sim.logged(&format!(
        "POST /gwprocess/v4/gw.php 200 VALID ORD-42 {}",
        ipn.get("val_id")
    )));
    assert!(sim.logged(&format!("ipn ORD-42 {} VALID -> 200", ipn.get("val_id"))));

    // Paid: the page takes no more.
    let (_, html) = sim.page(&key).await;
    assert!(html.contains("already paid") && !html.contains("<form"), "{html}");
    let (_, again) = sim
        .submit(
            &key,
            &[
                ("choice", "visacard"),
                ("card_no", VISA),
                ("expiry", "1"),
                ("cvv", "1"),
                ("action", "pay"),
            ],
        )
        .await;
    assert!(again.contains("already paid"));
    assert_eq!(shop.received().len(), 1);
}

#[tokio::test]
async fn the_browser_form_submits_itself_and_has_a_button() {
    let sim = Sim::start();
    let key = sim.open(&order("ORD-43", "500", &[])).await;
    let (_, html) = sim.submit(&key, &[("choice", "city"), ("action", "pay")]).await;
    assert!(html.contains("<form id=\"back-to-shop\" method=\"post\" action=\"http://shop.test/api/payments/sslcommerz/success?order=7&amp;x=1\">"));
    assert!(html.contains("<script>document.getElementById('back-to-shop').submit();</script>"));
    assert!(html.contains("<button class=\"pay\" type=\"submit\">Return to the shop</button>"));
    assert!(html.contains("\n<input type=\"hidden\" name=\"value_b\" value=\"&lt;b&gt;&amp;&quot;&#39;\">\n"));
    let back = returned(&html).expect("a post back");
    assert_eq!(
        (back.get("card_type"), back.get("card_brand"), back.get("card_no")),
        ("CITYTOUCH-City Bank", "IB", "")
    );
    let names: Vec<&str> = back.fields.iter().map(|(name, _)| name.as_str()).collect();
    let mut expected = SIGNED.to_vec();
    expected.extend(["verify_sign", "verify_sign_sha2", "verify_key"]);
    assert_eq!(names, expected);
}

#[tokio::test]
async fn cards_and_wallets_pay_or_are_declined() {
    let sim = Sim::start();
    let key = sim.open(&order("W1", "1000", &[])).await;
    let declined = sim
        .attempt(
            &key,
            &[
                ("choice", "visacard"),
                ("card_no", DECLINED),
                ("expiry", "12/30"),
                ("cvv", "1"),
                ("action", "pay"),
            ],
        )
        .await;
    assert_eq!(declined.action, FAIL_URL);
    assert_eq!(
        (declined.get("status"), declined.get("error")),
        ("FAILED", "Card declined")
    );
    assert_eq!(declined.get("card_no"), "400000XXXXXX0002");

    let broke = sim
        .attempt(
            &key,
            &[("choice", "nagad"), ("wallet", "01770610000"), ("action", "pay")],
        )
        .await;
    assert_eq!(
        (broke.get("status"), broke.get("error")),
        ("FAILED", "Insufficient balance")
    );
    assert_eq!(broke.get("card_type"), "NAGAD-Nagad");

    let paid = sim
        .attempt(
            &key,
            &[("choice", "bkash"), ("wallet", "+880 1770-618575"), ("action", "pay")],
        )
        .await;
    assert_eq!(paid.action, SUCCESS_URL);
    assert_eq!(
        (
            paid.get("status"),
            paid.get("card_type"),
            paid.get("card_no"),
            paid.get("card_brand")
        ),
        ("VALID", "BKASH-BKash", "017XXXXX575", "MOBILEBANKING")
    );

    let others = [
        (
            "mastercard",
            "5111111111111111",
            "MASTER-City Bank",
            "MASTERCARD",
            "511111XXXXXX1111",
        ),
        (
            "amexcard",
            "371111111111111",
            "AMEX-City Bank",
            "AMEX",
            "371111XXXXX1111",
        ),
    ];
    for (index, (choice, number, card_type, brand, masked)) in others.into_iter().enumerate() {
        let key = sim.open(&order(&format!("W2-{index}"), "1000", &[])).await;
        let card = [
            ("choice", choice),
            ("card_no", number),
            ("expiry", "1/30"),
            ("cvv", "1"),
            ("action", "pay"),
        ];
        let paid = sim.attempt(&key, &card).await;
        assert_eq!(
            (
                paid.get("status"),
                paid.get("card_type"),
                paid.get("card_brand"),
                paid.get("card_no")
            ),
            ("VALID", card_type, brand, masked)
        );
    }
    let key = sim.open(&order("W3", "1000", &[])).await;
    let rocket = sim
        .attempt(
            &key,
            &[
                ("choice", "dbblmobilebanking"),
                ("wallet", "01811223344"),
                ("action", "pay"),
            ],
        )
        .await;
    assert_eq!(rocket.get("card_type"), "DBBLMOBILEB-Dbbl Mobile Banking");
}
