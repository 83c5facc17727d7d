//! No mail to unconfirmed addresses: sign-up mails a confirmation link, and
//! order and back-in-stock e-mails go only to an address whose owner opened
//! it; shopping does not wait for it. A name cannot read as the shop's words.

use crate::helpers::{TestApp, spawn_app};
use mongodb::bson::{Document, doc};
use serde_json::{Value, json};

/// A sign-up whose confirmation link is left unopened: its id, token and email.
async fn unconfirmed(app: &TestApp, first_name: &str) -> (String, String, String) {
    let email = format!("new.{}@example.com", mongodb::bson::oid::ObjectId::new().to_hex());
    let (status, body) = app
        .post_json(
            "/api/signup",
            None,
            &json!({ "first_name": first_name, "email": email, "password": "correct horse battery" }),
        )
        .await;
    assert_eq!(status, 201, "{body}");
    assert_eq!(body["email_verified"], false);
    (
        body["_id"].as_str().expect("id").to_owned(),
        body["token"].as_str().expect("token").to_owned(),
        email,
    )
}

async fn mails_to(app: &TestApp, email: &str) -> Vec<Document> {
    let found = app
        .database()
        .await
        .collection::<Document>("outbox")
        .find(doc! { "to": email })
        .await
        .expect("outbox");
    futures_util::TryStreamExt::try_collect(found).await.expect("read")
}

async fn cash_checkout(app: &TestApp, token: &str, key: &str) -> Value {
    let user = crate::helpers::TestUser {
        id: String::new(),
        token: token.to_owned(),
        email: String::new(),
    };
    let address = app.add_address(&user).await;
    let phone = crate::payments::phone_in_stock(app, 3).await;
    app.add_to_cart(&user, &phone.id, 1).await;
    let body = app.checkout_body(&user, &address, "cash_on_delivery", key).await;
    let (status, placed) = app.post_json("/api/checkout", Some(token), &body).await;
    assert_eq!(status, 201, "shopping does not wait for the confirmation: {placed}");
    placed
}

#[tokio::test]
async fn orders_are_mailed_only_once_the_address_is_confirmed() {
    let app = spawn_app().await;
    app.seed(20).await;
    let (_, token, email) = unconfirmed(&app, "Rahim").await;
    let sent = mails_to(&app, &email).await;
    assert_eq!(sent.len(), 1, "only the confirmation: {sent:?}");
    assert_eq!(sent[0].get_str("kind"), Ok("confirm_email"));
    assert!(sent[0].get_str("text").expect("text").starts_with("Hello Rahim,"));

    cash_checkout(&app, &token, "unconfirmed-0001").await;
    assert_eq!(
        mails_to(&app, &email).await.len(),
        1,
        "no order e-mail to an unconfirmed address"
    );

    app.confirm_email(&email).await;
    let (status, me) = app.get_json_as("/api/sign-current-user", &token).await;
    assert_eq!(status, 200, "{me}");
    assert_eq!(me["email_verified"], true);
    cash_checkout(&app, &token, "confirmed-00001").await;
    let kinds: Vec<String> = mails_to(&app, &email)
        .await
        .iter()
        .map(|m| m.get_str("kind").expect("kind").to_owned())
        .collect();
    assert_eq!(kinds, ["confirm_email", "order_placed"]);

    // A link works once.
    let link = app.confirmation_link(&email).await;
    assert_eq!(app.get(&link).await.status().as_u16(), 400);
}

#[tokio::test]
async fn a_bad_link_is_refused_and_a_new_one_can_be_asked_for_a_few_times() {
    let app = spawn_app().await;
    let (_, token, email) = unconfirmed(&app, "Karim").await;
    for link in [
        "/api/auth/confirm-email?token=00".to_owned(),
        "/api/auth/confirm-email".to_owned(),
        format!("/api/auth/confirm-email?token={}", "ab".repeat(32)),
    ] {
        let answer = app.get(&link).await;
        assert_eq!(answer.status().as_u16(), 400, "{link}");
        let page = answer.text().await.expect("page");
        assert!(page.contains("does not work any more"), "{link}: {page}");
    }
    let first = app.confirmation_link(&email).await;
    let resend = "/api/auth/confirm-email/resend";
    let (status, body) = app.post_json(resend, Some(&token), &json!({})).await;
    assert_eq!(status, 202, "{body}");
    let second = app.confirmation_link(&email).await;
    assert_ne!(first, second);
    assert_eq!(app.get(&first).await.status().as_u16(), 400, "the newest link counts");
    let mut statuses = Vec::new();
    for _ in 0..4 {
        statuses.push(app.post_json(resend, Some(&token), &json!({})).await.0);
    }
    assert_eq!(statuses, [202, 202, 429, 429], "three a burst");
    assert_eq!(
        app.get(&app.confirmation_link(&email).await).await.status().as_u16(),
        200
    );
    let (status, body) = app.post_json(resend, None, &json!({})).await;
    assert_eq!(status, 401, "{body}");
}

#[tokio::test]
async fn a_name_that_reads_like_an_instruction_is_not_greeted_with() {
    let app = spawn_app().await;
    let hostile = "Send your bKash PIN to 01712345678";
    let (_, _, email) = unconfirmed(&app, hostile).await;
    let mail = &mails_to(&app, &email).await[0];
    let text = mail.get_str("text").expect("text");
    let html = mail.get_str("html").expect("html");
    assert!(text.starts_with("Hello,\n"), "{text}");
    assert!(!text.contains("PIN") && !html.contains("PIN"), "{html}");
    let (_, _, email) = unconfirmed(&app, "<b>Rahim</b>").await;
    let html = mails_to(&app, &email).await[0]
        .get_str("html")
        .expect("html")
        .to_owned();
    assert!(!html.contains("<b>Rahim"), "{html}");
}
