use crate::helpers::{spawn_app, spawn_app_with, test_settings};
use serde_json::json;
use shop_server::config::Settings;

#[tokio::test]
async fn signup_signs_the_user_in_and_answers_the_spec_fields() {
    let app = spawn_app().await;
    let (status, body) = app
        .post_json(
            "/api/signup",
            None,
            &json!({ "first_name": "Rahim", "last_name": "Khan", "email": " Rahim@Example.com ", "password": "correct horse" }),
        )
        .await;
    assert_eq!(status, 201, "{body}");
    for field in ["first_name", "username", "_id", "role", "email", "token"] {
        assert!(body.get(field).is_some(), "{field} missing in {body}");
    }
    assert_eq!(body["email"], "rahim@example.com");
    assert_eq!(body["role"], "customer");
    assert_eq!(body["username"], "rahim");
    assert!(body.get("password_hash").is_none());

    let (status, me) = app
        .get_json_as("/api/sign-current-user", body["token"].as_str().expect("token"))
        .await;
    assert_eq!(status, 200);
    assert_eq!(me["_id"], body["_id"]);
    assert_eq!(me["username"], "rahim");
}

#[tokio::test]
async fn signup_refuses_bad_fields_and_taken_emails() {
    let app = spawn_app().await;
    let (status, body) = app
        .post_json(
            "/api/signup",
            None,
            &json!({ "first_name": " ", "email": "x", "password": "1" }),
        )
        .await;
    assert_eq!(status, 422);
    assert_eq!(body["message"], "Some fields are not valid");
    assert_eq!(body["errors"][0]["message"], "Not Acceptable");

    let user = app.signup("Karim").await;
    let (status, body) = app
        .post_json(
            "/api/signup",
            None,
            &json!({ "first_name": "K", "email": user.email.to_uppercase(), "password": "another password" }),
        )
        .await;
    assert_eq!(status, 409);
    assert_eq!(body["message"], "An account with this email already exists");

    let (status, body) = app
        .post_json("/api/signup", None, &json!({ "first_name": { "$gt": "" } }))
        .await;
    assert_eq!(status, 400);
    assert!(
        body["message"]
            .as_str()
            .unwrap_or("")
            .starts_with("The request body is not valid: invalid type: map, expected a string"),
        "{body}"
    );
}

#[tokio::test]
async fn sign_in_answers_201_with_a_token_or_a_message() {
    let app = spawn_app().await;
    let user = app.signup("Nadia").await;
    let (status, body) = app
        .post_json(
            "/api/sign-in",
            None,
            &json!({ "email": user.email, "password": "correct horse battery" }),
        )
        .await;
    assert_eq!(status, 201);
    assert_eq!(body["_id"], user.id.as_str());
    assert!(body["token"].as_str().is_some_and(|t| !t.is_empty()));

    for (email, password) in [
        (user.email.as_str(), "wrong password"),
        ("nobody@example.com", "correct horse battery"),
    ] {
        let (status, body) = app
            .post_json("/api/sign-in", None, &json!({ "email": email, "password": password }))
            .await;
        assert_eq!(status, 401);
        assert_eq!(body["message"], "Email or password is incorrect");
    }
}

#[tokio::test]
async fn the_current_user_needs_a_valid_token() {
    let app = spawn_app().await;
    let user = app.signup("Sumi").await;
    let (status, body) = app.get_json("/api/sign-current-user").await;
    assert_eq!(status, 401);
    assert_eq!(body["message"], "Please sign in first");

    let forged = format!("{}x", user.token);
    let (status, _) = app.get_json_as("/api/sign-current-user", &forged).await;
    assert_eq!(status, 401);

    // alg "none" with our claims must not pass.
    let payload = user.token.split('.').nth(1).expect("payload");
    let unsigned = format!("eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.{payload}.");
    let (status, _) = app.get_json_as("/api/sign-current-user", &unsigned).await;
    assert_eq!(status, 401);

    let response = app
        .client
        .get(format!("{}/api/sign-current-user", app.address))
        .header("Authorization", format!("Bearer {}", user.token))
        .send()
        .await
        .expect("sent");
    assert_eq!(response.status().as_u16(), 200);

    let (status, body) = app.post_json("/api/sign-out", Some(&user.token), &json!({})).await;
    assert_eq!(status, 200);
    assert_eq!(body["message"], "Signed out");
}

#[tokio::test]
async fn sign_in_is_rate_limited_per_address() {
    let app = spawn_app_with(Settings {
        credential_burst: 10,
        // No attempt comes back while the test runs, however slow the machine.
        credential_refill: std::time::Duration::from_secs(600),
        ..test_settings()
    })
    .await;
    let attempt = json!({ "email": "someone@example.com", "password": "guess-guess" });
    for i in 0..10 {
        let (status, _) = app.post_json("/api/sign-in", None, &attempt).await;
        assert_eq!(status, 401, "attempt {i} is within the budget");
    }
    let (status, body) = app.post_json("/api/sign-in", None, &attempt).await;
    assert_eq!(status, 429);
    assert_eq!(
        body["message"],
        "Too many attempts. Please wait a minute and try again."
    );
    let (status, _) = app
        .post_json(
            "/api/signup",
            None,
            &json!({ "first_name": "A", "email": "a@example.com", "password": "long enough" }),
        )
        .await;
    assert_eq!(status, 429, "sign-up shares the budget");
    let (status, _) = app.get_json("/api/products").await;
    assert_eq!(status, 200, "other calls are not limited");
}

#[tokio::test]
async fn expired_tokens_and_tokens_signed_with_another_key_are_refused() {
    let app = spawn_app().await;
    let user = app.signup("Late").await;
    let id = mongodb::bson::oid::ObjectId::parse_str(&user.id).expect("id");
    let role = shop_server::documents::user::Role::Customer;
    let keys = shop_server::auth::TokenKeys::new(&app.settings.jwt_secret, app.settings.token_lifetime);
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("clock")
        .as_secs();
    let expired = keys.issue_until(id, role, now - 60).expect("token");
    let (status, body) = app.get_json_as("/api/sign-current-user", &expired).await;
    assert_eq!(status, 401);
    assert_eq!(body["message"], "Your session has expired. Please sign in again");
    let other_key = shop_server::auth::TokenKeys::new("another secret", app.settings.token_lifetime);
    let forged = other_key
        .issue(id, shop_server::documents::user::Role::Admin)
        .expect("token");
    let (status, _) = app.get_json_as("/api/admin/dashboard", &forged).await;
    assert_eq!(status, 401);
    let (status, _) = app
        .get_json_as(
            "/api/sign-current-user",
            &keys.issue_until(id, role, now + 600).expect("token"),
        )
        .await;
    assert_eq!(status, 200);
}
