//! A sign-up flood cannot flood the shop's mail: order e-mails are claimed
//! before account e-mails however many wait, confirmation e-mails have a
//! budget per client address and per instance, and a name holding a domain
//! is never put in a greeting.

use super::placed;
use crate::helpers::{TestApp, spawn_app, spawn_app_with, test_settings};
use mongodb::bson::{DateTime, Document, doc, oid::ObjectId};
use serde_json::json;
use shop_server::config::{MailBudgets, Settings};
use std::time::Duration;

/// Signs up `first_name` from `address` (the shop trusts the test's proxy header): the status.
async fn sign_up(app: &TestApp, first_name: &str, address: &str) -> (u16, String) {
    let email = format!("flood.{}@example.com", ObjectId::new().to_hex());
    let answer = reqwest::Client::new()
        .post(format!("{}/api/signup", app.address))
        .header("X-Forwarded-For", address)
        .json(&json!({ "first_name": first_name, "email": email, "password": "correct horse battery" }))
        .send()
        .await
        .expect("sent");
    (answer.status().as_u16(), email)
}

async fn confirmations(app: &TestApp) -> Vec<Document> {
    let found = app
        .database()
        .await
        .collection::<Document>("outbox")
        .find(doc! { "kind": "confirm_email" })
        .await
        .expect("outbox");
    futures_util::TryStreamExt::try_collect(found).await.expect("read")
}

fn in_a_second() -> DateTime {
    DateTime::from_millis(DateTime::now().timestamp_millis() + 1000)
}

#[tokio::test]
async fn an_order_mail_is_sent_before_a_flood_of_sign_up_mails_queued_ahead_of_it() {
    let app = spawn_app().await;
    for i in 0..20 {
        let (status, _) = sign_up(&app, &format!("Flood{i}"), "203.0.113.7").await;
        assert_eq!(status, 201);
    }
    assert_eq!(confirmations(&app).await.len(), 20);
    let order = placed(&ObjectId::new().to_hex());
    assert!(app.repositories.outbox.enqueue(&order).await.expect("queued"));
    let first = app
        .repositories
        .outbox
        .claim_due(in_a_second(), Duration::from_secs(60))
        .await
        .expect("claim")
        .expect("a message is due");
    assert_eq!(first.kind, "order_placed", "the order's e-mail goes first");
    let next = app
        .repositories
        .outbox
        .claim_due(in_a_second(), Duration::from_secs(60))
        .await
        .expect("claim")
        .expect("a message is due");
    assert_eq!(next.kind, "confirm_email", "then the sign-ups', oldest first");
}

#[tokio::test]
async fn confirmation_mails_have_a_budget_per_client_address_and_per_instance() {
    let app = spawn_app_with(Settings {
        trusted_proxies: vec!["127.0.0.1/32".parse().expect("net")],
        confirmation_mails: MailBudgets {
            per_address: 3,
            per_instance: 5,
        },
        ..test_settings()
    })
    .await;
    for i in 0..6 {
        let (status, _) = sign_up(&app, &format!("Here{i}"), "203.0.113.7").await;
        assert_eq!(status, 201, "the account is made all the same");
    }
    assert_eq!(confirmations(&app).await.len(), 3, "three from one address");
    for (i, address) in ["198.51.100.1", "198.51.100.2", "198.51.100.3"].iter().enumerate() {
        let (status, _) = sign_up(&app, &format!("There{i}"), address).await;
        assert_eq!(status, 201);
    }
    assert_eq!(confirmations(&app).await.len(), 5, "five from the instance");
}

#[tokio::test]
async fn a_name_holding_a_domain_is_not_put_in_the_greeting() {
    let app = spawn_app().await;
    let (status, email) = sign_up(&app, "Visit phonebazar-help.com", "203.0.113.9").await;
    assert_eq!(status, 201);
    let mail = confirmations(&app)
        .await
        .into_iter()
        .find(|m| m.get_str("to") == Ok(email.as_str()))
        .expect("its confirmation e-mail");
    let text = mail.get_str("text").expect("text");
    assert!(!text.contains("phonebazar-help"), "{text}");
}
