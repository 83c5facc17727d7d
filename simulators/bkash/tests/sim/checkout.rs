//! The shopper's page, execute and payment/status, flow by flow.

use crate::helpers::*;
use reqwest::StatusCode;
use serde_json::json;

#[tokio::test]
async fn a_paying_wallet_completes_the_payment() {
    let sim = Sim::start();
    let token = sim.token().await;
    let created = sim.create(&token, "1234.5").await;
    let id = text(&created, "paymentID");

    let page = sim.client.get(text(&created, "bkashURL")).send().await.unwrap();
    assert_eq!(page.status(), StatusCode::OK);
    let html = page.text().await.unwrap();
    for needed in [
        "ORD-2024-000123",
        "TK 1,234.50",
        "#E2136E",
        "Confirm",
        "Cancel",
        "Lose the callback",
        PAYS,
        "123456",
        "12121",
    ] {
        assert!(html.contains(needed), "the page shows {needed}");
    }

    let paid = sim.pay(&id, PAYS).await;
    assert_eq!(paid.status(), StatusCode::SEE_OTHER);
    assert_eq!(location(&paid), text(&created, "successCallbackURL"));

    let authorised = sim.status(&token, &id).await;
    assert_eq!(
        (&authorised["transactionStatus"], &authorised["verificationStatus"]),
        (&json!("Initiated"), &json!("Complete"))
    );
    assert!(authorised.get("trxID").is_none());

    let executed = sim.execute(&token, &id).await;
    assert_eq!(refusal(&executed), ("0000", "Successful"));
    assert_eq!(executed["transactionStatus"], "Completed");
    let trx_id = text(&executed, "trxID");
    assert!(trx_id.len() == 10 && trx_id.bytes().all(|b| b.is_ascii_uppercase() || b.is_ascii_digit()));
    assert_eq!(executed["paymentID"], id.as_str());
    assert_eq!(executed["customerMsisdn"], PAYS);
    assert_eq!(executed["amount"], "1234.5");
    assert_eq!(executed["merchantInvoiceNumber"], "ORD-2024-000123");
    assert_eq!(executed["payerReference"], "01712345678");
    assert!(text(&executed, "paymentExecuteTime").ends_with(" GMT+0600"));

    let again = sim.execute(&token, &id).await;
    assert_eq!(
        refusal(&again),
        ("2117", "Payment execution already been called before")
    );

    let status = sim.status(&token, &id).await;
    assert_eq!(refusal(&status), ("0000", "Successful"));
    assert_eq!(status["transactionStatus"], "Completed");
    assert_eq!(status["verificationStatus"], "Complete");
    assert_eq!(status["merchantInvoice"], "ORD-2024-000123");
    assert_eq!(status["trxID"], trx_id.as_str());
    assert_eq!(status["mode"], "0011");
    assert_eq!(status["paymentExecuteTime"], executed["paymentExecuteTime"]);
    assert_eq!(status["paymentCreateTime"], created["paymentCreateTime"]);

    let page_after = sim.client.get(text(&created, "bkashURL")).send().await.unwrap();
    let html = page_after.text().await.unwrap();
    assert!(
        html.contains("already paid") && !html.contains("<form"),
        "no form for a paid payment"
    );
    assert!(sim.logged("POST /v1.2.0-beta/tokenized/checkout/execute 200 2117"));
    assert!(sim.logged("POST /checkout 303"));
}

#[tokio::test]
async fn an_insufficient_balance_fails_at_execute() {
    let sim = Sim::start();
    let token = sim.token().await;
    let created = sim.create(&token, "500").await;
    let id = text(&created, "paymentID");
    let paid = sim.pay(&id, INSUFFICIENT).await;
    assert_eq!(location(&paid), text(&created, "successCallbackURL"));
    let executed = sim.execute(&token, &id).await;
    assert_eq!(refusal(&executed), ("2023", "Insufficient Balance"));
    let status = sim.status(&token, &id).await;
    assert_eq!(status["transactionStatus"], "Failed");
    assert!(status.get("trxID").is_none());
    assert_eq!(sim.execute(&token, &id).await["statusCode"], "2117");
}

#[tokio::test]
async fn a_debit_blocked_wallet_goes_to_the_failure_callback() {
    let sim = Sim::start();
    let token = sim.token().await;
    let created = sim.create(&token, "500").await;
    let id = text(&created, "paymentID");
    let paid = sim.pay(&id, DEBIT_BLOCKED).await;
    assert_eq!(paid.status(), StatusCode::SEE_OTHER);
    assert_eq!(location(&paid), text(&created, "failureCallbackURL"));
    let status = sim.status(&token, &id).await;
    assert_eq!(
        (&status["transactionStatus"], &status["verificationStatus"]),
        (&json!("Failed"), &json!("Incomplete"))
    );
    // A forged success callback would make the shop execute: bKash refuses.
    assert_eq!(sim.execute(&token, &id).await["statusCode"], "2037");
}

#[tokio::test]
async fn cancel_goes_to_the_cancel_callback() {
    let sim = Sim::start();
    let token = sim.token().await;
    let created = sim.create(&token, "500").await;
    let id = text(&created, "paymentID");
    let cancelled = sim.submit(&[("paymentID", id.as_str()), ("action", "cancel")]).await;
    assert_eq!(cancelled.status(), StatusCode::SEE_OTHER);
    assert_eq!(location(&cancelled), text(&created, "cancelledCallbackURL"));
    assert_eq!(sim.status(&token, &id).await["transactionStatus"], "Cancelled");
    assert_eq!(
        refusal(&sim.execute(&token, &id).await),
        ("2056", "Invalid Payment State")
    );
    let again = sim.pay(&id, PAYS).await;
    assert_eq!(again.status(), StatusCode::OK);
    assert!(again.text().await.unwrap().contains("cancelled"));
}

#[tokio::test]
async fn a_lost_callback_leaves_the_payment_to_be_executed() {
    let sim = Sim::start();
    let token = sim.token().await;
    let id = text(&sim.create(&token, "500").await, "paymentID");
    let fields = [
        ("paymentID", id.as_str()),
        ("wallet", PAYS),
        ("otp", "123456"),
        ("pin", "12121"),
        ("action", "confirm"),
        ("lose_callback", "1"),
    ];
    let page = sim.submit(&fields).await;
    assert_eq!(page.status(), StatusCode::OK);
    assert!(page.headers().get("location").is_none());
    let html = page.text().await.unwrap();
    assert!(html.contains("Payment authorised; the simulator dropped the callback to the shop"));
    assert_eq!(sim.status(&token, &id).await["verificationStatus"], "Complete");
    assert_eq!(sim.execute(&token, &id).await["transactionStatus"], "Completed");
}

#[tokio::test]
async fn execute_needs_an_authorised_known_payment() {
    let sim = Sim::start();
    let token = sim.token().await;
    let id = text(&sim.create(&token, "500").await, "paymentID");
    assert_eq!(
        refusal(&sim.execute(&token, &id).await),
        ("2056", "Invalid Payment State")
    );
    let status = sim.status(&token, &id).await;
    assert_eq!(
        (&status["transactionStatus"], &status["verificationStatus"]),
        (&json!("Initiated"), &json!("Incomplete"))
    );
    assert_eq!(
        refusal(&sim.execute(&token, "TR0011nothing").await),
        ("2002", "Invalid Payment ID")
    );
    assert_eq!(sim.status(&token, "TR0011nothing").await["statusCode"], "2002");
    assert_eq!(sim.ok("/execute", &token, json!({})).await["statusCode"], "2065");
}

#[tokio::test]
async fn the_page_refuses_wrong_wallets_codes_and_payments() {
    let sim = Sim::start();
    let token = sim.token().await;
    let id = text(&sim.create(&token, "500").await, "paymentID");
    let attempt = |wallet: &'static str, otp: &'static str, pin: &'static str| {
        let id = id.clone();
        let sim = &sim;
        async move {
            let fields = [
                ("paymentID", id.as_str()),
                ("wallet", wallet),
                ("otp", otp),
                ("pin", pin),
                ("action", "confirm"),
            ];
            let page = sim.submit(&fields).await;
            assert_eq!(page.status(), StatusCode::OK);
            page.text().await.unwrap()
        }
    };
    assert!(
        attempt("01700000000", "123456", "12121")
            .await
            .contains("not a bKash test wallet")
    );
    assert!(
        attempt(PAYS, "000000", "12121")
            .await
            .contains("Wrong verification code")
    );
    assert!(attempt(PAYS, "123456", "11111").await.contains("Wrong PIN"));
    assert_eq!(sim.status(&token, &id).await["verificationStatus"], "Incomplete");

    let unknown = sim
        .client
        .get(format!("{}/checkout?paymentID=TR0011nothing", sim.base))
        .send()
        .await
        .unwrap();
    assert_eq!(unknown.status(), StatusCode::NOT_FOUND);
    assert!(unknown.text().await.unwrap().contains("Payment not found"));
}
