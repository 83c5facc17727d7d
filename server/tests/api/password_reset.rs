//! A forgotten password: a link mailed to the address or a code sent to the
//! number sets a new one; a link works once, for 30 minutes; every session
//! of the account ends; asking answers the same for any address, and is
//! limited per account and per client address.

use crate::{
    helpers::{TestApp, TestUser, spawn_app},
    phone::device,
};
use mongodb::bson::{DateTime, Document, doc, oid::ObjectId};
use serde_json::{Value, json};

const NEW_PASSWORD: &str = "a brand new passphrase";

async fn forgot(app: &TestApp, email: &str) -> (u16, Value) {
    app.post_json("/api/password/forgot", None, &json!({ "email": email }))
        .await
}

async fn mails(app: &TestApp, email: &str, kind: &str) -> Vec<Document> {
    let found = app
        .database()
        .await
        .collection::<Document>("outbox")
        .find(doc! { "to": email, "kind": kind })
        .sort(doc! { "createdAt": 1 })
        .await
        .expect("outbox");
    futures_util::TryStreamExt::try_collect(found).await.expect("read")
}

/// The token of the newest reset link mailed to `email`.
async fn newest_token(app: &TestApp, email: &str) -> String {
    let sent = mails(app, email, "password_reset_link").await;
    let text = sent
        .last()
        .expect("a reset e-mail")
        .get_str("text")
        .expect("text")
        .to_owned();
    let at = text.find("/reset-password?token=").expect("the link") + "/reset-password?token=".len();
    text[at..at + 64].to_owned()
}

async fn reset(app: &TestApp, token: &str, password: &str) -> (u16, Value) {
    app.post_json(
        "/api/password/reset",
        None,
        &json!({ "token": token, "password": password }),
    )
    .await
}

async fn sign_in(app: &TestApp, email: &str, password: &str) -> u16 {
    app.post_json("/api/sign-in", None, &json!({ "email": email, "password": password }))
        .await
        .0
}

async fn signed_in(app: &TestApp, token: &str) -> u16 {
    app.get_json_as("/api/sign-current-user", token).await.0
}

#[tokio::test]
async fn a_link_sets_a_new_password_once_and_signs_every_session_out() {
    let app = spawn_app().await;
    let user = app.signup("Rahim").await;
    let (status, other_device) = app
        .post_json(
            "/api/sign-in",
            None,
            &json!({ "email": user.email, "password": "correct horse battery" }),
        )
        .await;
    assert_eq!(status, 201, "{other_device}");
    let other_token = other_device["token"].as_str().expect("token").to_owned();

    let (status, answer) = forgot(&app, &user.email.to_uppercase()).await;
    assert_eq!(status, 202, "{answer}");
    let token = newest_token(&app, &user.email).await;

    let (status, refused) = reset(&app, &token, "short").await;
    assert_eq!(status, 400, "the password rules hold: {refused}");
    assert_eq!(refused["code"], "account.new_password_refused");
    assert_eq!(
        signed_in(&app, &user.token).await,
        200,
        "a refused password ends nothing"
    );

    let (status, done) = reset(&app, &token, NEW_PASSWORD).await;
    assert_eq!(status, 200, "the link still worked: {done}");
    assert_eq!(done["code"], "auth.password_reset");
    assert_eq!(signed_in(&app, &user.token).await, 401, "the first session ended");
    assert_eq!(signed_in(&app, &other_token).await, 401, "and the other device's");
    assert_eq!(sign_in(&app, &user.email, "correct horse battery").await, 401);
    assert_eq!(sign_in(&app, &user.email, NEW_PASSWORD).await, 201);

    let (status, again) = reset(&app, &token, "yet another passphrase").await;
    assert_eq!(status, 400, "a link works once: {again}");
    assert_eq!(again["code"], "auth.reset_link_invalid");
    assert_eq!(
        sign_in(&app, &user.email, NEW_PASSWORD).await,
        201,
        "and changed nothing"
    );

    let notices = mails(&app, &user.email, "password_reset_done").await;
    assert_eq!(notices.len(), 1, "the owner is told: {notices:?}");
    assert!(notices[0].get_str("text").expect("text").contains("an e-mail link"));
}

#[tokio::test]
async fn the_answer_is_the_same_whether_or_not_an_account_has_the_address() {
    let app = spawn_app().await;
    let user = app.signup("Karim").await;
    let (known_status, known) = forgot(&app, &user.email).await;
    let stranger = format!("nobody.{}@example.com", ObjectId::new().to_hex());
    let (unknown_status, unknown) = forgot(&app, &stranger).await;
    assert_eq!((known_status, unknown_status), (202, 202));
    assert_eq!(known, unknown, "nothing tells the two apart");
    assert_eq!(mails(&app, &user.email, "password_reset_link").await.len(), 1);
    assert!(mails(&app, &stranger, "password_reset_link").await.is_empty());

    let (status, body) = forgot(&app, "not an address").await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(body["code"], "validation.invalid_email");
}

#[tokio::test]
async fn a_link_lapses_after_30_minutes_and_a_reset_ends_every_other_link() {
    let app = spawn_app().await;
    let user = app.signup("Salma").await;
    assert_eq!(forgot(&app, &user.email).await.0, 202);
    let first = newest_token(&app, &user.email).await;
    assert_eq!(forgot(&app, &user.email).await.0, 202);
    let second = newest_token(&app, &user.email).await;
    assert_ne!(first, second);

    let resets = app.database().await.collection::<Document>("password_resets");
    let lifetimes: Vec<i64> =
        futures_util::TryStreamExt::try_collect::<Vec<Document>>(resets.find(doc! {}).await.expect("links"))
            .await
            .expect("read")
            .iter()
            .map(|link| {
                let expires = link.get_datetime("expiresAt").expect("expiresAt").timestamp_millis();
                let created = link.get_datetime("createdAt").expect("createdAt").timestamp_millis();
                expires - created
            })
            .collect();
    assert_eq!(lifetimes, vec![30 * 60_000, 30 * 60_000]);

    // Half an hour passes for the second link.
    resets
        .update_many(
            doc! {},
            doc! { "$set": { "expiresAt": DateTime::from_millis(DateTime::now().timestamp_millis() - 1) } },
        )
        .await
        .expect("time passes");
    let (status, lapsed) = reset(&app, &second, NEW_PASSWORD).await;
    assert_eq!(status, 400, "{lapsed}");
    assert_eq!(lapsed["code"], "auth.reset_link_invalid");

    assert_eq!(forgot(&app, &user.email).await.0, 202);
    let third = newest_token(&app, &user.email).await;
    assert_eq!(reset(&app, &third, NEW_PASSWORD).await.0, 200);
    assert_eq!(
        resets.count_documents(doc! {}).await.expect("count"),
        0,
        "every link of the account ended"
    );
    assert_eq!(reset(&app, &first, "yet another passphrase").await.0, 400);
}

#[tokio::test]
async fn an_account_is_mailed_three_links_an_hour_and_an_address_asks_ten_times() {
    let app = spawn_app().await;
    let user = app.signup("Nadia").await;
    for _ in 0..4 {
        assert_eq!(forgot(&app, &user.email).await.0, 202, "the fourth is answered alike");
    }
    assert_eq!(mails(&app, &user.email, "password_reset_link").await.len(), 3);
    for n in 4..10 {
        let (status, body) = forgot(&app, &format!("someone{n}@example.com")).await;
        assert_eq!(status, 202, "ask {n}: {body}");
    }
    let (status, body) = forgot(&app, "someone.else@example.com").await;
    assert_eq!(status, 429, "the address's eleventh ask in the hour: {body}");
}

/// An e-mail account that also has `phone`, proven `proven_days_ago`.
async fn with_number(app: &TestApp, user: &TestUser, phone: &str, proven_days_ago: i64) {
    let proven = DateTime::from_millis(DateTime::now().timestamp_millis() - proven_days_ago * 86_400_000);
    app.database()
        .await
        .collection::<Document>("users")
        .update_one(
            doc! { "_id": ObjectId::parse_str(&user.id).expect("id") },
            doc! { "$set": { "phone": phone, "phone_verified_at": proven } },
        )
        .await
        .expect("a number");
}

async fn reset_by_code(app: &TestApp, phone: &str, code: &str) -> (u16, Value) {
    app.post_json(
        "/api/password/reset-by-code",
        None,
        &json!({ "phone": phone, "code": code, "password": NEW_PASSWORD }),
    )
    .await
}

#[tokio::test]
async fn a_code_sent_to_the_number_sets_a_new_password() {
    let app = spawn_app().await;
    let user = app.signup("Faruk").await;
    let phone = "01712300401";
    with_number(&app, &user, phone, 30).await;
    assert_eq!(app.ask_code(phone, "reset_password", Some(&device(41))).await.0, 202);
    let code = app.code_for(phone).await;

    let wrong = if code == "000000" { "111111" } else { "000000" };
    let (status, body) = reset_by_code(&app, phone, wrong).await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(body["code"], "codes.wrong");

    let (status, body) = reset_by_code(&app, "+8801712300401", &code).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(signed_in(&app, &user.token).await, 401, "the session ended");
    assert_eq!(sign_in(&app, &user.email, NEW_PASSWORD).await, 201);
    let (status, body) = reset_by_code(&app, phone, &code).await;
    assert_eq!(status, 400, "a code works once: {body}");
    let notices = mails(&app, &user.email, "password_reset_done").await;
    assert_eq!(notices.len(), 1);
    assert!(notices[0].get_str("text").expect("text").contains("017*****401"));
}

#[tokio::test]
async fn a_code_resets_nothing_for_a_number_no_account_has_or_one_silent_for_a_year() {
    let app = spawn_app().await;
    let nobody = "01812300402";
    assert_eq!(app.ask_code(nobody, "reset_password", Some(&device(42))).await.0, 202);
    let code = app.code_for(nobody).await;
    let (status, body) = reset_by_code(&app, nobody, &code).await;
    assert_eq!(status, 404, "{body}");
    assert_eq!(body["code"], "auth.no_account_for_number");

    let user = app.signup("Mitu").await;
    let silent = "01912300403";
    with_number(&app, &user, silent, 400).await;
    assert_eq!(app.ask_code(silent, "reset_password", Some(&device(43))).await.0, 202);
    let code = app.code_for(silent).await;
    let (status, body) = reset_by_code(&app, silent, &code).await;
    assert_eq!(status, 409, "a recycled number may belong to someone else: {body}");
    assert_eq!(body["code"], "auth.number_stale_for_reset");
    assert_eq!(signed_in(&app, &user.token).await, 200, "nothing ended");
    assert_eq!(sign_in(&app, &user.email, "correct horse battery").await, 201);

    // A sign-in code proves the number for signing in, not for a reset.
    let user = app.signup("Rina").await;
    let phone = "01312300404";
    with_number(&app, &user, phone, 1).await;
    assert_eq!(app.ask_code(phone, "sign_in", Some(&device(44))).await.0, 202);
    let code = app.code_for(phone).await;
    let (status, body) = reset_by_code(&app, phone, &code).await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(body["code"], "codes.none");
}
