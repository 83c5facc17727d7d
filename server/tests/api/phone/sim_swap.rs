//! A number added to or changed on an account: its code proves it; changing
//! one also needs the password and tells the old number and the e-mail; a
//! number silent for a year signs nobody into the account it had.

use crate::helpers::{TestApp, spawn_app};
use mongodb::bson::{DateTime, Document, doc, oid::ObjectId};
use serde_json::{Value, json};

const PASSWORD: &str = "correct horse battery";

async fn set_number(app: &TestApp, token: &str, phone: &str, code: &str, password: Option<&str>) -> (u16, Value) {
    let response = app
        .client
        .put(format!("{}/api/auth/customer-profile/phone", app.address))
        .header("token", token)
        .json(&json!({ "phone": phone, "code": code, "password": password }))
        .send()
        .await
        .expect("request sent");
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

async fn outbox_to(app: &TestApp, to: &str, kind: &str) -> Option<Document> {
    app.database()
        .await
        .collection::<Document>("outbox")
        .find_one(doc! { "to": to, "kind": kind })
        .await
        .expect("outbox")
}

#[tokio::test]
async fn an_email_account_adds_a_number_with_its_code_and_then_signs_in_with_it() {
    let app = spawn_app().await;
    let customer = app.signup("Nadia").await;
    let phone = "01713000001";
    let sign_in_code = app.fresh_code(phone, "sign_in").await;
    let (status, body) = set_number(&app, &customer.token, phone, &sign_in_code, None).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (400, Some("codes.none")),
        "a sign-in code adds nothing: {body}"
    );

    let code = app.fresh_code(phone, "add_number").await;
    let (status, body) = set_number(&app, &customer.token, phone, &code, None).await;
    assert_eq!(status, 200, "adding a first number needs no password: {body}");
    assert_eq!(body["phone"], phone);

    let code = app.fresh_code(phone, "sign_in").await;
    let (status, signed_in) = app
        .post_json("/api/phone/sign-in", None, &json!({ "phone": phone, "code": code }))
        .await;
    assert_eq!(status, 201, "{signed_in}");
    assert_eq!(
        signed_in["_id"],
        customer.id.as_str(),
        "the number signs into the e-mail account"
    );
    assert_eq!(signed_in["email"], customer.email.as_str());
}

#[tokio::test]
async fn changing_the_number_needs_the_password_and_tells_the_old_number_and_the_email() {
    let app = spawn_app().await;
    let customer = app.signup("Karim").await;
    let (old, new) = ("01713000002", "01813000002");
    let code = app.fresh_code(old, "add_number").await;
    assert_eq!(set_number(&app, &customer.token, old, &code, None).await.0, 200);

    let code = app.fresh_code(new, "add_number").await;
    let (status, body) = set_number(&app, &customer.token, new, &code, None).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (403, Some("account.password_for_number")),
        "{body}"
    );
    let (status, body) = set_number(&app, &customer.token, new, &code, Some("not the password")).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (403, Some("account.wrong_password")),
        "{body}"
    );
    assert!(
        outbox_to(&app, old, "number_changed").await.is_none(),
        "nothing changed, nobody told"
    );

    let (status, body) = set_number(&app, &customer.token, new, &code, Some(PASSWORD)).await;
    assert_eq!(status, 200, "the code survived the refusals: {body}");
    assert_eq!(body["phone"], new);
    let sms = outbox_to(&app, old, "number_changed")
        .await
        .expect("the old number is told");
    let text = sms.get_str("text").expect("text");
    assert!(text.contains("018*****002") && !text.contains(new), "{text}");
    let mail = outbox_to(&app, &customer.email, "number_changed")
        .await
        .expect("the e-mail is told");
    assert!(mail.get_str("text").expect("text").contains("018*****002"));
    let moved = app.repositories.users.find_by_phone(old).await.expect("read");
    assert!(moved.is_none(), "the old number is free again");
}

#[tokio::test]
async fn a_number_only_account_cannot_move_to_another_number_by_itself() {
    let app = spawn_app().await;
    let made = app.phone_signup("01713000003", "Salma").await;
    let token = made["token"].as_str().expect("token");
    let code = app.fresh_code("01813000003", "add_number").await;
    let (status, body) = set_number(&app, token, "01813000003", &code, Some("!")).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (403, Some("account.no_second_proof")),
        "{body}"
    );
}

#[tokio::test]
async fn a_number_another_account_has_is_refused() {
    let app = spawn_app().await;
    app.phone_signup("01713000004", "Jamal").await;
    let customer = app.signup("Rupa").await;
    let code = app.fresh_code("01713000004", "add_number").await;
    let (status, body) = set_number(&app, &customer.token, "01713000004", &code, None).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (409, Some("auth.phone_taken")),
        "{body}"
    );
}

/// Makes the account with `phone` look as if it last proved the number 13 months ago.
async fn thirteen_months_silent(app: &TestApp, phone: &str) {
    let then = DateTime::from_millis(DateTime::now().timestamp_millis() - 395 * 86_400_000);
    app.database()
        .await
        .collection::<Document>("users")
        .update_one(doc! { "phone": phone }, doc! { "$set": { "phone_verified_at": then } })
        .await
        .expect("backdated");
}

#[tokio::test]
async fn a_number_silent_for_a_year_does_not_open_the_account_it_had() {
    let app = spawn_app().await;
    let phone = "01713000005";
    let old = app.phone_signup(phone, "Old Owner").await;
    thirteen_months_silent(&app, phone).await;
    let code = app.fresh_code(phone, "sign_in").await;
    let (status, body) = app
        .post_json("/api/phone/sign-in", None, &json!({ "phone": phone, "code": code }))
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (409, Some("auth.name_needed")),
        "a new owner: {body}"
    );
    let (status, new) = app
        .post_json(
            "/api/phone/sign-in",
            None,
            &json!({ "phone": phone, "code": code, "first_name": "New Owner" }),
        )
        .await;
    assert_eq!(status, 201, "{new}");
    assert_ne!(new["_id"], old["_id"]);
    let old_id = ObjectId::parse_str(old["_id"].as_str().expect("id")).expect("id");
    let old_account = app
        .repositories
        .users
        .find_by_id(old_id)
        .await
        .expect("read")
        .expect("kept");
    assert_eq!(old_account.phone, None, "the silent account let the number go");

    // An account with a password is signed into with it instead.
    let customer = app.signup("Mitu").await;
    let other = "01813000005";
    let code = app.fresh_code(other, "add_number").await;
    assert_eq!(set_number(&app, &customer.token, other, &code, None).await.0, 200);
    thirteen_months_silent(&app, other).await;
    let code = app.fresh_code(other, "sign_in").await;
    let (status, body) = app
        .post_json(
            "/api/phone/sign-in",
            None,
            &json!({ "phone": other, "code": code, "first_name": "Stranger" }),
        )
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (409, Some("auth.number_stale")),
        "{body}"
    );
}
