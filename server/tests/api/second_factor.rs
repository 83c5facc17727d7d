//! Admins' two-step sign-in with an authenticator app: set up with a code
//! from it, then asked for at sign-in (each code once, or a recovery code
//! once); a setting keeps admins without it out of the admin area.

use crate::helpers::{TestApp, TestUser, spawn_app, spawn_app_with, test_settings};
use serde_json::{Value, json};
use shop_server::config::Settings;
use totp_rs::{Algorithm, Builder, Secret};

const PASSWORD: &str = "correct horse battery";

/// What the admin's authenticator app shows at `unix_seconds`.
fn app_code(secret: &str, unix_seconds: u64) -> String {
    let secret = Secret::try_from_base32(secret).expect("base32");
    Builder::new()
        .with_algorithm(Algorithm::SHA1)
        .with_secret(secret)
        .build()
        .expect("totp")
        .generate(unix_seconds)
        .to_string()
}

fn now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("clock")
        .as_secs()
}

/// Sets up two-step sign-in for `admin`: the secret and the recovery codes.
async fn set_up(app: &TestApp, admin: &TestUser) -> (String, Vec<String>) {
    let (status, started) = app
        .post_json("/api/auth/second-factor", Some(&admin.token), &json!({}))
        .await;
    assert_eq!(status, 201, "{started}");
    let secret = started["secret"].as_str().expect("secret").to_owned();
    assert!(
        started["link"]
            .as_str()
            .is_some_and(|link| link.starts_with("otpauth://totp/"))
    );
    let (status, body) = app
        .post_json(
            "/api/auth/second-factor/confirm",
            Some(&admin.token),
            &json!({ "code": "000000" }),
        )
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (400, Some("auth.code_wrong")),
        "{body}"
    );
    let (status, confirmed) = app
        .post_json(
            "/api/auth/second-factor/confirm",
            Some(&admin.token),
            &json!({ "code": app_code(&secret, now()) }),
        )
        .await;
    assert_eq!(status, 200, "{confirmed}");
    let codes: Vec<String> = serde_json::from_value(confirmed["recovery_codes"].clone()).expect("codes");
    (secret, codes)
}

async fn sign_in(app: &TestApp, admin: &TestUser, code: Option<&str>) -> (u16, Value) {
    app.post_json(
        "/api/sign-in",
        None,
        &json!({ "email": admin.email, "password": PASSWORD, "code": code }),
    )
    .await
}

#[tokio::test]
async fn an_admin_with_an_authenticator_app_signs_in_with_its_code_each_once() {
    let app = spawn_app().await;
    let admin = app.admin().await;
    assert_eq!(
        sign_in(&app, &admin, None).await.0,
        201,
        "no code asked before setting up"
    );
    let (secret, recovery) = set_up(&app, &admin).await;
    assert_eq!(recovery.len(), 10);

    let (status, body) = sign_in(&app, &admin, None).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (401, Some("auth.code_needed")),
        "{body}"
    );
    let (status, body) = sign_in(&app, &admin, Some("123456")).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (401, Some("auth.code_wrong")),
        "{body}"
    );
    // The setup took this step's code: the next step's signs in, once.
    let next = app_code(&secret, now() + 30);
    let (status, body) = sign_in(&app, &admin, Some(&next)).await;
    assert_eq!(status, 201, "{body}");
    assert_eq!(body["second_factor"], true);
    let (status, body) = sign_in(&app, &admin, Some(&next)).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (401, Some("auth.code_wrong")),
        "a replayed code: {body}"
    );

    let spare = recovery[3].to_uppercase();
    assert_eq!(
        sign_in(&app, &admin, Some(&spare)).await.0,
        201,
        "a recovery code stands in for the app"
    );
    let (status, _) = sign_in(&app, &admin, Some(&spare)).await;
    assert_eq!(status, 401, "each recovery code works once");

    let (status, body) = app
        .post_json("/api/auth/second-factor", Some(&admin.token), &json!({}))
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (409, Some("auth.second_factor_on")),
        "{body}"
    );
}

#[tokio::test]
async fn customers_have_no_second_factor_to_set_up() {
    let app = spawn_app().await;
    let customer = app.signup("Rahim").await;
    let (status, body) = app
        .post_json("/api/auth/second-factor", Some(&customer.token), &json!({}))
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (403, Some("auth.admins_only")),
        "{body}"
    );
}

#[tokio::test]
async fn where_it_is_required_an_admin_without_it_is_kept_out_of_the_admin_area() {
    let app = spawn_app_with(Settings {
        admin_totp_required: true,
        ..test_settings()
    })
    .await;
    let admin = app.admin().await;
    let (status, body) = app.get_json_as("/api/admin/dashboard", &admin.token).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (403, Some("auth.second_factor_first")),
        "{body}"
    );
    // Nor does it read other customers' things as an admin would.
    let customer = app.signup("Karim").await;
    let (status, _) = app
        .get_json_as(&format!("/api/auth/customer-profile/{}", customer.id), &admin.token)
        .await;
    assert_eq!(status, 404);

    let (secret, _) = set_up(&app, &admin).await;
    let (status, signed_in) = sign_in(&app, &admin, Some(&app_code(&secret, now() + 30))).await;
    assert_eq!(status, 201, "{signed_in}");
    let token = signed_in["token"].as_str().expect("token");
    let (status, body) = app.get_json_as("/api/admin/dashboard", token).await;
    assert_eq!(status, 200, "{body}");
}
