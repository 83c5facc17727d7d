//! create: the answer's fields and the checks on the order.

use crate::helpers::*;
use serde_json::{Value, json};

#[tokio::test]
async fn create_answers_what_bkash_answers() {
    let sim = Sim::start();
    let token = sim.token().await;
    let created = sim.create(&token, "500").await;
    let id = text(&created, "paymentID");
    assert!(id.starts_with("TR0011") && id.len() == 26, "{id}");
    assert_eq!(
        text(&created, "bkashURL"),
        format!("{}/checkout?paymentID={id}", sim.base)
    );
    assert_eq!(created["callbackURL"], CALLBACK);
    let signature = {
        let success = text(&created, "successCallbackURL");
        let prefix = format!("{CALLBACK}?paymentID={id}&status=success&signature=");
        assert!(success.starts_with(&prefix), "{success}");
        success[prefix.len()..].to_owned()
    };
    assert_eq!(signature.len(), 10);
    let failure = format!("{CALLBACK}?paymentID={id}&status=failure&signature={signature}");
    let cancelled = format!("{CALLBACK}?paymentID={id}&status=cancel&signature={signature}");
    assert_eq!(text(&created, "failureCallbackURL"), failure);
    assert_eq!(text(&created, "cancelledCallbackURL"), cancelled);
    assert_eq!(created["amount"], "500", "echoed as sent");
    assert_eq!(
        (&created["intent"], &created["currency"]),
        (&json!("sale"), &json!("BDT"))
    );
    assert_eq!(created["transactionStatus"], "Initiated");
    assert_eq!(created["merchantInvoiceNumber"], "ORD-2024-000123");
    let time = text(&created, "paymentCreateTime");
    assert_eq!(time.len(), "2024-07-25T19:35:17:574 GMT+0600".len(), "{time}");
    assert!(
        time.ends_with(" GMT+0600") && &time[10..11] == "T" && &time[19..20] == ":",
        "{time}"
    );
}

#[tokio::test]
async fn a_callback_url_keeps_its_own_query() {
    let sim = Sim::start();
    let token = sim.token().await;
    let mut body = order("12.50");
    body["callbackURL"] = json!("http://shop.test/cb?order=7");
    let created = sim.ok("/create", &token, body).await;
    let id = text(&created, "paymentID");
    assert!(text(&created, "successCallbackURL").starts_with(&format!("http://shop.test/cb?order=7&paymentID={id}&")));
    assert_eq!(created["amount"], "12.50");
}

fn with(field: &str, value: Value) -> Value {
    let mut body = order("100.00");
    match value {
        Value::Null => body.as_object_mut().unwrap().remove(field),
        value => body.as_object_mut().unwrap().insert(field.into(), value),
    };
    body
}

#[tokio::test]
async fn create_refuses_bad_orders_with_bkash_codes() {
    let sim = Sim::start();
    let token = sim.token().await;
    let cases = [
        (with("amount", Value::Null), "2065"),
        (with("merchantInvoiceNumber", json!("")), "2065"),
        (with("callbackURL", Value::Null), "2065"),
        (with("amount", json!("0")), "2006"),
        (with("amount", json!("12.345")), "2006"),
        (with("amount", json!("-1")), "2006"),
        (with("amount", json!("1,000")), "2006"),
        (with("amount", json!(500)), "2025"),
        (with("currency", json!("USD")), "2007"),
        (with("intent", json!("authorization")), "2008"),
        (with("mode", json!("0001")), "2063"),
        (with("merchantInvoiceNumber", json!("INV<1>")), "2031"),
        (with("merchantInvoiceNumber", json!("A&B")), "2031"),
        (with("merchantInvoiceNumber", json!("x".repeat(256))), "2031"),
        (with("payerReference", json!("p".repeat(256))), "2048"),
        (with("callbackURL", json!("not a url")), "2049"),
        (json!(["not", "an", "object"]), "2025"),
    ];
    for (body, code) in cases {
        let answer = sim.ok("/create", &token, body.clone()).await;
        assert_eq!(answer["statusCode"], code, "{body} -> {answer}");
        assert!(answer.get("paymentID").is_none());
    }
    let (status, answer) = {
        let request = sim
            .client
            .post(format!("{}{API}/create", sim.base))
            .header("authorization", &token)
            .header("x-app-key", APP_KEY)
            .body("{not json");
        crate::helpers::answer(request.send().await.unwrap()).await
    };
    assert_eq!(
        (status.as_u16(), refusal(&answer)),
        (200, ("2025", "Invalid request body"))
    );
    let invoice_of_255 = sim
        .ok("/create", &token, with("merchantInvoiceNumber", json!("x".repeat(255))))
        .await;
    assert_eq!(invoice_of_255["statusCode"], "0000");
    let blank_payer = sim.ok("/create", &token, with("payerReference", json!(" "))).await;
    assert_eq!(
        blank_payer["statusCode"], "0000",
        "bKash's own samples send a blank payerReference"
    );
}

#[tokio::test]
async fn bkash_url_uses_the_public_url() {
    let sim = Sim::start_with(&["--public-url", "http://sim.test:9000/"]);
    let token = sim.token().await;
    let created = sim.create(&token, "10").await;
    let id = text(&created, "paymentID");
    assert_eq!(
        text(&created, "bkashURL"),
        format!("http://sim.test:9000/checkout?paymentID={id}")
    );
}
