//! Codes by SMS: to Bangladeshi numbers only, one a minute and five an hour
//! per number, limited per device and per address, within a shop-wide budget
//! a minute; each good for five minutes, once, and void after five wrong tries.

use super::device;
use crate::helpers::{spawn_app, spawn_app_with, test_settings};
use mongodb::bson::{DateTime, Document, doc};
use serde_json::json;
use shop_server::config::{Settings, SmsSettings};

const NUMBER: &str = "01712345678";

#[tokio::test]
async fn a_code_goes_first_in_the_sms_outbox_bound_to_the_shops_host() {
    let app = spawn_app().await;
    let (status, body) = app.ask_code("+880 1712-345678", "sign_in", Some(&device(1))).await;
    assert_eq!(status, 202, "{body}");
    assert_eq!(body["code"], "codes.sent");
    assert_eq!(body["params"]["phone"], NUMBER, "the number in its local form");
    let sms = app.code_sms(NUMBER).await.expect("a code SMS to the local form");
    assert_eq!(sms.get_str("channel").expect("channel"), "sms");
    assert_eq!(sms.get_i32("priority").expect("priority"), -1, "codes before orders");
    let text = sms.get_str("text").expect("text");
    let code = app.code_for(NUMBER).await;
    assert!(code.len() == 6 && code.bytes().all(|b| b.is_ascii_digit()), "{code}");
    assert!(text.ends_with(&format!("\n\n@127.0.0.1 #{code}")), "{text}");
    assert!(text.contains("expires in 5 minutes"), "{text}");
}

#[tokio::test]
async fn only_bangladeshi_mobile_numbers_get_codes() {
    let app = spawn_app().await;
    for number in ["+14155550100", "01212345678", "0171234567", "call me"] {
        let (status, body) = app.ask_code(number, "sign_in", Some(&device(1))).await;
        assert_eq!(status, 422, "{number}: {body}");
        assert_eq!(body["errors"][0]["field"], "phone", "{body}");
    }
    assert!(app.code_sms("01212345678").await.is_none());
}

#[tokio::test]
async fn a_number_gets_one_code_a_minute_and_five_an_hour() {
    let app = spawn_app().await;
    assert_eq!(app.ask_code(NUMBER, "sign_in", Some(&device(1))).await.0, 202);
    let (status, body) = app.ask_code(NUMBER, "sign_in", Some(&device(2))).await;
    assert_eq!(status, 429, "{body}");
    assert_eq!(body["code"], "codes.wait");
    let wait = body["params"]["seconds"].as_i64().expect("seconds");
    assert!((55..=60).contains(&wait), "{wait}");

    // Five codes in the last hour, the newest two minutes ago: the hour is spent.
    let now = DateTime::now().timestamp_millis();
    let sent: Vec<DateTime> = [50, 40, 30, 20, 2]
        .iter()
        .map(|minutes| DateTime::from_millis(now - minutes * 60_000))
        .collect();
    let codes = app.database().await.collection::<Document>("phone_codes");
    codes
        .update_one(doc! { "_id": NUMBER }, doc! { "$set": { "sent": &sent } })
        .await
        .expect("backdated");
    let (status, body) = app.ask_code(NUMBER, "sign_in", Some(&device(3))).await;
    assert_eq!(status, 429, "{body}");
    assert_eq!(body["code"], "codes.hour_spent");
    assert_eq!(
        body["params"]["minutes"], 10,
        "until the oldest of the five is an hour old"
    );

    // Once the oldest is over an hour old, the next may go.
    let older: Vec<DateTime> = [61, 40, 30, 20, 2]
        .iter()
        .map(|minutes| DateTime::from_millis(now - minutes * 60_000))
        .collect();
    codes
        .update_one(doc! { "_id": NUMBER }, doc! { "$set": { "sent": &older } })
        .await
        .expect("backdated");
    assert_eq!(app.ask_code(NUMBER, "sign_in", Some(&device(4))).await.0, 202);
}

#[tokio::test]
async fn a_request_without_the_pages_device_id_is_refused() {
    let app = spawn_app().await;
    for device in [None, Some("short"), Some("not a device id with spaces")] {
        let (status, body) = app.ask_code(NUMBER, "sign_in", device).await;
        assert_eq!(status, 400, "{body}");
        assert_eq!(body["code"], "codes.device_needed");
    }
    assert!(app.code_sms(NUMBER).await.is_none());
}

#[tokio::test]
async fn one_device_cannot_walk_through_numbers() {
    let app = spawn_app().await;
    for n in 0..8 {
        let number = format!("0171000000{n}");
        let (status, body) = app.ask_code(&number, "sign_in", Some(&device(7))).await;
        assert_eq!(status, 202, "code {n}: {body}");
    }
    let (status, body) = app.ask_code("01710000009", "sign_in", Some(&device(7))).await;
    assert_eq!(status, 429, "{body}");
    assert!(app.code_sms("01710000009").await.is_none());
    // Another device (another shopper behind the same address) still may.
    assert_eq!(app.ask_code("01710000009", "sign_in", Some(&device(8))).await.0, 202);
}

#[tokio::test]
async fn one_address_cannot_walk_through_numbers_with_fresh_devices() {
    let app = spawn_app().await;
    for n in 0..30 {
        let number = format!("0181{n:07}");
        let (status, body) = app.ask_code(&number, "sign_in", Some(&device(100 + n))).await;
        assert_eq!(status, 202, "code {n}: {body}");
    }
    let (status, body) = app.ask_code("01819999999", "sign_in", Some(&device(999))).await;
    assert_eq!(status, 429, "{body}");
}

#[tokio::test]
async fn past_the_shops_budget_a_minute_codes_are_refused_and_the_admin_told() {
    let app = spawn_app_with(Settings {
        sms: SmsSettings {
            codes_per_minute: 2,
            ..SmsSettings::default()
        },
        ..test_settings()
    })
    .await;
    for n in 0..2 {
        let (status, body) = app
            .ask_code(&format!("0191000000{n}"), "sign_in", Some(&device(n)))
            .await;
        assert_eq!(status, 202, "{body}");
    }
    let (status, body) = app.ask_code("01910000009", "sign_in", Some(&device(9))).await;
    assert_eq!(status, 503, "{body}");
    assert_eq!(body["code"], "codes.busy");
    assert!(app.code_sms("01910000009").await.is_none());

    let admin = app.admin().await;
    let (status, dashboard) = app.get_json_as("/api/admin/dashboard", &admin.token).await;
    assert_eq!(status, 200, "{dashboard}");
    let codes = &dashboard["attention"]["codes"];
    assert_eq!(codes["sent_today"], 2, "{dashboard}");
    assert_eq!(codes["over_budget_today"], 1, "{dashboard}");
    assert!(codes["last_over_budget"].is_string(), "{dashboard}");
}

/// Signs in with `code` for `NUMBER` as a new customer named Rahim.
async fn try_code(app: &crate::helpers::TestApp, code: &str) -> (u16, serde_json::Value) {
    app.post_json(
        "/api/phone/sign-in",
        None,
        &json!({ "phone": NUMBER, "code": code, "first_name": "Rahim" }),
    )
    .await
}

#[tokio::test]
async fn a_code_is_void_after_five_wrong_tries() {
    let app = spawn_app().await;
    assert_eq!(app.ask_code(NUMBER, "sign_in", Some(&device(1))).await.0, 202);
    let code = app.code_for(NUMBER).await;
    let wrong = if code == "000000" { "111111" } else { "000000" };
    for left in (1..=4).rev() {
        let (status, body) = try_code(&app, wrong).await;
        assert_eq!(status, 400, "{body}");
        assert_eq!(body["code"], "codes.wrong");
        assert_eq!(body["params"]["tries_left"], left);
    }
    let (status, body) = try_code(&app, wrong).await;
    assert_eq!((status, body["code"].as_str()), (400, Some("codes.spent")), "{body}");
    let (status, body) = try_code(&app, &code).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (400, Some("codes.spent")),
        "the right code comes too late: {body}"
    );
}

#[tokio::test]
async fn a_typo_is_pointed_out_without_costing_a_try() {
    let app = spawn_app().await;
    assert_eq!(app.ask_code(NUMBER, "sign_in", Some(&device(1))).await.0, 202);
    let code = app.code_for(NUMBER).await;
    for _ in 0..6 {
        let (status, body) = try_code(&app, &code[..5]).await;
        assert_eq!((status, body["code"].as_str()), (400, Some("codes.shape")), "{body}");
    }
    assert_eq!(
        try_code(&app, &format!(" {code} ")).await.0,
        201,
        "six typos later the code still works"
    );
}

#[tokio::test]
async fn a_code_works_once_and_for_five_minutes() {
    let app = spawn_app().await;
    assert_eq!(app.ask_code(NUMBER, "sign_in", Some(&device(1))).await.0, 202);
    let code = app.code_for(NUMBER).await;
    assert_eq!(try_code(&app, &code).await.0, 201);
    let (status, body) = try_code(&app, &code).await;
    assert_eq!((status, body["code"].as_str()), (400, Some("codes.spent")), "{body}");

    // A code sent six minutes ago has expired.
    let other = "01812345678";
    assert_eq!(app.ask_code(other, "sign_in", Some(&device(2))).await.0, 202);
    let code = app.code_for(other).await;
    let six_minutes_ago = DateTime::from_millis(DateTime::now().timestamp_millis() - 6 * 60_000);
    app.database()
        .await
        .collection::<Document>("phone_codes")
        .update_one(doc! { "_id": other }, doc! { "$set": { "code.at": six_minutes_ago } })
        .await
        .expect("backdated");
    let (status, body) = app
        .post_json(
            "/api/phone/sign-in",
            None,
            &json!({ "phone": other, "code": code, "first_name": "Karim" }),
        )
        .await;
    assert_eq!((status, body["code"].as_str()), (400, Some("codes.expired")), "{body}");
}

#[tokio::test]
async fn a_code_proves_the_number_for_what_it_was_asked_for_alone() {
    let app = spawn_app().await;
    assert_eq!(app.ask_code(NUMBER, "track_order", Some(&device(1))).await.0, 202);
    let code = app.code_for(NUMBER).await;
    let (status, body) = try_code(&app, &code).await;
    assert_eq!((status, body["code"].as_str()), (400, Some("codes.none")), "{body}");
}
