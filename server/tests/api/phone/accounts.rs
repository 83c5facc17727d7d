//! Accounts by number: a code signs into the account with the number, or
//! makes one when a name comes; e-mail accounts work as before; numbers are
//! unique; the codes reach a real gateway (the SMS simulator).

use super::device;
use crate::{
    helpers::{spawn_app, spawn_app_with, test_settings},
    simulator::{SMS_SID, SMS_TOKEN, sms_with},
};
use mongodb::bson::{Document, doc};
use serde_json::{Value, json};
use shop_server::config::{Settings, SmsGatewaySettings, SmsSettings};
use std::time::{Duration, Instant};

#[tokio::test]
async fn a_new_number_asks_for_a_name_then_makes_an_account_with_the_same_code() {
    let app = spawn_app().await;
    let phone = "01712000001";
    assert_eq!(app.ask_code(phone, "sign_in", Some(&device(1))).await.0, 202);
    let code = app.code_for(phone).await;
    let (status, body) = app
        .post_json("/api/phone/sign-in", None, &json!({ "phone": phone, "code": code }))
        .await;
    assert_eq!(status, 409, "{body}");
    assert_eq!(body["code"], "auth.name_needed");

    let (status, made) = app
        .post_json(
            "/api/phone/sign-in",
            None,
            &json!({ "phone": "+8801712000001", "code": code, "first_name": "Rahima", "last_name": "Akter" }),
        )
        .await;
    assert_eq!(status, 201, "the code stayed usable: {made}");
    assert_eq!(made["phone"], phone);
    assert_eq!(made["email"], "", "no e-mail needed");
    assert_eq!(made["role"], "customer");
    assert_eq!(made["first_name"], "Rahima");
    let token = made["token"].as_str().expect("token");
    let (status, me) = app.get_json_as("/api/sign-current-user", token).await;
    assert_eq!(status, 200, "{me}");
    assert_eq!(me["_id"], made["_id"]);

    // A minute later, a new code signs into the same account, name or not.
    app.database()
        .await
        .collection::<Document>("phone_codes")
        .update_one(doc! { "_id": phone }, doc! { "$set": { "sent": [] } })
        .await
        .expect("a minute passes");
    assert_eq!(app.ask_code(phone, "sign_in", Some(&device(1))).await.0, 202);
    let code = app.code_for(phone).await;
    let (status, again) = app
        .post_json(
            "/api/phone/sign-in",
            None,
            &json!({ "phone": phone, "code": code, "first_name": "Someone Else" }),
        )
        .await;
    assert_eq!(status, 201, "{again}");
    assert_eq!(again["_id"], made["_id"], "one account per number");
    assert_eq!(again["first_name"], "Rahima", "signing in changes no name");
}

#[tokio::test]
async fn names_are_checked_before_the_code_is_spent() {
    let app = spawn_app().await;
    let phone = "01712000002";
    assert_eq!(app.ask_code(phone, "sign_in", Some(&device(1))).await.0, 202);
    let code = app.code_for(phone).await;
    let (status, body) = app
        .post_json(
            "/api/phone/sign-in",
            None,
            &json!({ "phone": phone, "code": code, "first_name": "Rahim", "last_name": "x".repeat(200) }),
        )
        .await;
    assert_eq!(status, 422, "{body}");
    let fields: Vec<&str> = body["errors"]
        .as_array()
        .expect("errors")
        .iter()
        .filter_map(|e| e["field"].as_str())
        .collect();
    assert_eq!(fields, ["lastName"], "{body}");
    let (status, body) = app
        .post_json(
            "/api/phone/sign-in",
            None,
            &json!({ "phone": phone, "code": code, "first_name": "রহিম" }),
        )
        .await;
    assert_eq!(status, 201, "{body}");
    assert!(
        body["username"].as_str().is_some_and(|u| u.starts_with("shopper")),
        "a Bangla name still makes a username: {body}"
    );
}

#[tokio::test]
async fn email_accounts_work_as_before_and_many_accounts_go_without_an_email() {
    let app = spawn_app().await;
    let first = app.phone_signup("01712000003", "Karim").await;
    let second = app.phone_signup("01712000004", "Salma").await;
    assert_ne!(first["_id"], second["_id"], "two accounts without an e-mail");
    let customer = app.signup("Nadia").await;
    let (status, body) = app
        .post_json(
            "/api/sign-in",
            None,
            &json!({ "email": customer.email, "password": "correct horse battery" }),
        )
        .await;
    assert_eq!(status, 201, "{body}");
    assert!(body.get("phone").is_none(), "{body}");
    // Nobody signs into a number's account with an empty e-mail and password.
    let (status, _) = app
        .post_json("/api/sign-in", None, &json!({ "email": "", "password": "!" }))
        .await;
    assert_eq!(status, 400);
}

#[tokio::test]
async fn a_number_belongs_to_one_account() {
    let app = spawn_app().await;
    app.phone_signup("01712000005", "Karim").await;
    let users = app.repositories.users.clone();
    let stored = users
        .find_by_phone("01712000005")
        .await
        .expect("read")
        .expect("the account");
    let copy = shop_server::documents::user::UserDocument {
        id: mongodb::bson::oid::ObjectId::new(),
        username: "copycat".into(),
        ..stored
    };
    assert!(
        matches!(
            users.insert(&copy).await,
            Err(shop_server::repository::RepositoryError::Duplicate)
        ),
        "the unique index refuses a second account with the number"
    );
}

/// The shop sending SMS through `gateway` (the SMS simulator).
fn through(gateway_url: &str) -> Settings {
    Settings {
        sms: SmsSettings {
            gateway: Some(SmsGatewaySettings::SslWireless {
                base_url: gateway_url.to_owned(),
                api_token: SMS_TOKEN.into(),
                sid: SMS_SID.into(),
            }),
            interval: Duration::from_millis(50),
            ..SmsSettings::default()
        },
        ..test_settings()
    }
}

#[tokio::test]
async fn the_code_reaches_the_phone_through_the_gateway_and_signs_in() {
    let gateway = sms_with(&[]);
    let app = spawn_app_with(through(&gateway.url)).await;
    let phone = "01912000006";
    assert_eq!(app.ask_code(phone, "sign_in", Some(&device(1))).await.0, 202);
    let start = Instant::now();
    let text = loop {
        let inbox: Value = reqwest::get(format!("{}/sim/messages?msisdn={phone}", gateway.url))
            .await
            .expect("the simulator answers")
            .json()
            .await
            .expect("JSON");
        if let Some(text) = inbox["messages"][0]["sms"].as_str() {
            break text.to_owned();
        }
        assert!(start.elapsed() < Duration::from_secs(10), "the code never arrived");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let code = text.rsplit_once('#').expect("origin-bound line").1;
    let (status, body) = app
        .post_json(
            "/api/phone/sign-in",
            None,
            &json!({ "phone": phone, "code": code, "first_name": "Jamal" }),
        )
        .await;
    assert_eq!(status, 201, "{body}");
    let admin = app.admin().await;
    let (_, dashboard) = app.get_json_as("/api/admin/dashboard", &admin.token).await;
    assert_eq!(dashboard["attention"]["codes"]["sent_today"], 1, "{dashboard}");
    assert_eq!(dashboard["attention"]["codes"]["used_today"], 1, "{dashboard}");
    assert_eq!(dashboard["attention"]["codes"]["used_percent_week"], 100, "{dashboard}");
}
