//! SMS through the outbox and the gateway (here the SSL Wireless simulator):
//! an SMS the gateway cannot take now is tried again with back-off and sent
//! once it can; one it refuses for good is given up at once. An order tells
//! the number it ships to, in the customer's language, once per event.

use crate::{
    helpers::{spawn_app_with, test_settings},
    simulator::{SMS_SID, SMS_TOKEN, Simulator, sms_with},
};
use mongodb::bson::DateTime;
use serde_json::Value;
use shop_server::{
    config::{SmsGatewaySettings, SmsSettings},
    documents::outbox::{MailPriority, OutboxMessage, OutboxStatus},
};
use std::time::{Duration, Instant};

/// The shop's settings sending SMS through `simulator`, retrying after 100 ms.
fn sending_through(simulator: &Simulator) -> shop_server::config::Settings {
    shop_server::config::Settings {
        sms: SmsSettings {
            gateway: Some(SmsGatewaySettings::SslWireless {
                base_url: simulator.url.clone(),
                api_token: SMS_TOKEN.into(),
                sid: SMS_SID.into(),
            }),
            interval: Duration::from_millis(50),
            retry_first: Duration::from_millis(100),
            attempts: 40,
            ..SmsSettings::default()
        },
        ..test_settings()
    }
}

/// What the simulator took for `msisdn`, newest first.
async fn received(simulator: &Simulator, msisdn: &str) -> Vec<Value> {
    let answer: Value = reqwest::get(format!("{}/sim/messages?msisdn={msisdn}", simulator.url))
        .await
        .expect("the simulator answers")
        .json()
        .await
        .expect("JSON");
    answer["messages"].as_array().cloned().unwrap_or_default()
}

/// Waits (at most 10 s) until `done` holds.
async fn eventually<F: AsyncFn() -> bool>(what: &str, done: F) {
    let start = Instant::now();
    while !done().await {
        assert!(start.elapsed() < Duration::from_secs(10), "waited too long: {what}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

fn sms_to(number: &str, text: &str) -> OutboxMessage {
    let key = format!("test_sms:{}", mongodb::bson::oid::ObjectId::new().to_hex());
    OutboxMessage::sms(
        number,
        text.into(),
        ("order_placed", MailPriority::Orders),
        key,
        DateTime::now(),
    )
}

#[tokio::test]
async fn an_sms_the_gateway_cannot_take_now_is_sent_once_it_can() {
    let gateway = sms_with(&["--balance", "0"]);
    let app = spawn_app_with(sending_through(&gateway)).await;
    let message = sms_to("01712345678", "Order 1024 placed: 45,999.00 TK, cash on delivery.");
    assert!(app.repositories.outbox.enqueue(&message).await.expect("queued"));
    let outbox = &app.repositories.outbox;
    eventually("two attempts refused for want of balance", async || {
        let stored = outbox.find_by_dedupe_key(&message.dedupe_key).await.expect("read");
        stored.is_some_and(|m| m.attempts >= 2 && m.last_error.is_some_and(|e| e.contains("4020")))
    })
    .await;
    assert!(received(&gateway, "01712345678").await.is_empty());

    let topped_up = reqwest::Client::new()
        .put(format!("{}/sim/balance", gateway.url))
        .json(&serde_json::json!({ "segments": 100 }))
        .send()
        .await
        .expect("the simulator answers");
    assert!(topped_up.status().is_success());
    eventually("the SMS sent after the top-up", async || {
        let stored = outbox.find_by_dedupe_key(&message.dedupe_key).await.expect("read");
        stored.is_some_and(|m| m.status == OutboxStatus::Sent)
    })
    .await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let texts = received(&gateway, "8801712345678").await;
    assert_eq!(texts.len(), 1, "sent once: {texts:?}");
    assert_eq!(texts[0]["sms"], message.text.as_str());
    assert_eq!(
        texts[0]["csms_id"],
        message.id.to_hex().as_str(),
        "the shop's id of the SMS"
    );
}

#[tokio::test]
async fn an_sms_to_a_number_the_gateway_refuses_is_given_up_at_once() {
    let gateway = sms_with(&[]);
    let app = spawn_app_with(sending_through(&gateway)).await;
    let message = sms_to("01212345678", "Your code is 123456");
    assert!(app.repositories.outbox.enqueue(&message).await.expect("queued"));
    let outbox = &app.repositories.outbox;
    eventually("the SMS given up", async || {
        let stored = outbox.find_by_dedupe_key(&message.dedupe_key).await.expect("read");
        stored.is_some_and(|m| m.status == OutboxStatus::Failed)
    })
    .await;
    let stored = outbox
        .find_by_dedupe_key(&message.dedupe_key)
        .await
        .expect("read")
        .expect("kept");
    assert_eq!(stored.attempts, 1, "no second attempt at a refused number");
    assert!(stored.last_error.is_some_and(|e| e.contains("4025")));
}

#[tokio::test]
async fn e_mails_and_sms_are_claimed_by_their_own_senders() {
    let app = spawn_app_with(test_settings()).await;
    let outbox = &app.repositories.outbox;
    let sms = sms_to("01712345678", "Your order has shipped");
    assert!(outbox.enqueue(&sms).await.expect("queued"));
    let now = DateTime::from_millis(DateTime::now().timestamp_millis() + 1000);
    let lease = Duration::from_secs(60);
    assert_eq!(
        outbox.claim_due(now, lease).await.expect("claim"),
        None,
        "no e-mail is due"
    );
    let claimed = outbox
        .claim_due_on(shop_server::documents::outbox::Channel::Sms, now, lease, 2)
        .await
        .expect("claim");
    assert_eq!(claimed.iter().map(|m| m.id).collect::<Vec<_>>(), [sms.id]);
    let stored = app
        .repositories
        .outbox
        .find_by_dedupe_key(&sms.dedupe_key)
        .await
        .expect("read")
        .expect("kept");
    assert_eq!(stored.to, "01712345678");
}

/// The SMS queued for the number, by kind, oldest first.
async fn sms_queued(app: &crate::helpers::TestApp, to: &str) -> Vec<(String, String)> {
    use futures_util::TryStreamExt;
    let found: Vec<mongodb::bson::Document> = app
        .database()
        .await
        .collection("outbox")
        .find(mongodb::bson::doc! { "channel": "sms", "to": to })
        .sort(mongodb::bson::doc! { "createdAt": 1, "_id": 1 })
        .await
        .expect("read")
        .try_collect()
        .await
        .expect("read all");
    found
        .iter()
        .map(|m| {
            (
                m.get_str("kind").unwrap_or("").to_owned(),
                m.get_str("text").unwrap_or("").to_owned(),
            )
        })
        .collect()
}

#[tokio::test]
async fn an_order_texts_the_number_it_ships_to_in_the_customer_s_language_once_per_event() {
    let app = spawn_app_with(test_settings()).await;
    app.seed(10).await;
    let customer = app.quick_customer("Texted").await;
    let address = app.add_address(&customer).await;
    let phone = shop_server::demo::generate(42, 0).product.id;
    app.add_to_cart(&customer, &phone, 1).await;
    let body = app
        .checkout_body(&customer, &address, "cash_on_delivery", "texted-1")
        .await;
    let (status, placed) = app.post_json("/api/checkout", Some(&customer.token), &body).await;
    assert_eq!(status, 201, "{placed}");
    // A retry of the same checkout tells nothing more.
    let (status, _) = app.post_json("/api/checkout", Some(&customer.token), &body).await;
    assert_eq!(status, 200);
    let order = placed["orders"][0]["_id"].as_str().expect("an order").to_owned();
    let reference = order[order.len() - 8..].to_ascii_uppercase();
    let sent = sms_queued(&app, "01712345678").await;
    assert_eq!(sent.len(), 1, "{sent:?}");
    assert_eq!(sent[0].0, "sms_order_placed");
    assert!(sent[0].1.starts_with("PhoneBazar: we have your order"), "{}", sent[0].1);

    let (status, _) = app
        .send_json(
            reqwest::Method::PUT,
            "/api/auth/customer-profile/language",
            Some(&customer.token),
            Some(&serde_json::json!({ "language": "bn" })),
        )
        .await;
    assert_eq!(status, 200);
    let admin = app.admin().await;
    let path = format!("/api/admin/orders/{order}/status");
    let (status, moved) = app
        .post_json(&path, Some(&admin.token), &serde_json::json!({ "status": "confirmed" }))
        .await;
    assert_eq!(status, 200, "{moved}");
    let sent = sms_queued(&app, "01712345678").await;
    assert_eq!(sent.len(), 2, "{sent:?}");
    assert_eq!(sent[1].0, "sms_order_confirmed");
    assert_eq!(sent[1].1, format!("ফোনবাজার: অর্ডার {reference} নিশ্চিত, প্যাক করা হচ্ছে।"));

    // Turned off, order SMS stop; the profile says so.
    let (status, user) = app
        .send_json(
            reqwest::Method::PUT,
            "/api/auth/customer-profile/order-sms",
            Some(&customer.token),
            Some(&serde_json::json!({ "enabled": false })),
        )
        .await;
    assert_eq!((status, &user["order_sms"]), (200, &serde_json::json!(false)), "{user}");
    let (status, moved) = app
        .post_json(&path, Some(&admin.token), &serde_json::json!({ "status": "cancelled" }))
        .await;
    assert_eq!(status, 200, "{moved}");
    assert_eq!(sms_queued(&app, "01712345678").await.len(), 2, "no SMS once turned off");
}

#[tokio::test]
async fn a_refund_made_texts_how_much_went_back() {
    use crate::payments::{admin_moves, details, pay_on, phones_in_stock, start_payment};
    let app = spawn_app_with(test_settings()).await;
    app.seed(10).await;
    let shopper = app.quick_customer("Refunded").await;
    let admin = app.admin().await;
    let address = app.add_address(&shopper).await;
    let phone = phones_in_stock(&app, 3, 1).await.remove(0);
    app.add_to_cart(&shopper, &phone.id, 1).await;
    let body = app.checkout_body(&shopper, &address, "bkash", "refund-texted-1").await;
    let (status, placed) = app.post_json("/api/checkout", Some(&shopper.token), &body).await;
    assert_eq!(status, 201, "{placed}");
    let checkout = placed["checkout_id"].as_str().expect("checkout").to_owned();
    pay_on(&app, &start_payment(&app, &shopper, &checkout).await).await;
    let paid = details(&app, &shopper, &checkout).await;
    let order = paid["orders"][0]["_id"].as_str().expect("order").to_owned();
    admin_moves(&app, &admin, &order, "cancelled").await;
    let (status, refunded) = app
        .post_json(
            &format!("/api/admin/orders/{order}/refund"),
            Some(&admin.token),
            &serde_json::json!({}),
        )
        .await;
    assert_eq!(status, 200, "{refunded}");
    let amount = refunded["refund"]["amount"].as_i64().expect("an amount");
    let sent = sms_queued(&app, "01712345678").await;
    let kinds: Vec<&str> = sent.iter().map(|(kind, _)| kind.as_str()).collect();
    assert_eq!(
        kinds,
        [
            "sms_order_placed",
            "sms_order_paid",
            "sms_order_cancelled",
            "sms_order_refunded"
        ]
    );
    let money = shop_core::Money::from_poisha(amount).format_tk();
    assert!(
        sent[3].1.starts_with(&format!("PhoneBazar: {money} refunded")),
        "{}",
        sent[3].1
    );
}
