//! Sessions end: sign-out, a password change and the absolute lifetime
//! refuse tokens that are still within their own expiry.

use crate::helpers::{spawn_app, spawn_app_with, test_settings};
use serde_json::json;
use shop_server::{auth::TokenKeys, config::Settings};
use std::time::Duration;

#[tokio::test]
async fn a_signed_out_token_is_refused_and_other_sessions_go_on() {
    let app = spawn_app().await;
    let user = app.signup("Nadia").await;
    let (status, other) = app
        .post_json(
            "/api/sign-in",
            None,
            &json!({ "email": user.email, "password": "correct horse battery" }),
        )
        .await;
    assert_eq!(status, 201, "{other}");
    let other_token = other["token"].as_str().expect("token").to_owned();

    let (status, _) = app.post_json("/api/sign-out", Some(&user.token), &json!({})).await;
    assert_eq!(status, 200);
    let (status, body) = app.get_json_as("/api/sign-current-user", &user.token).await;
    assert_eq!(status, 401, "a signed-out token is refused: {body}");
    let (status, _) = app
        .post_json(
            "/api/cart-products",
            Some(&user.token),
            &json!({ "customer_id": user.id }),
        )
        .await;
    assert_eq!(status, 401, "on every call, not only the session call");
    let (status, _) = app.get_json_as("/api/sign-current-user", &other_token).await;
    assert_eq!(status, 200, "the other sign-in of the same account is its own session");
}

#[tokio::test]
async fn a_renewed_token_of_a_signed_out_session_is_refused_too() {
    let app = spawn_app().await;
    let user = app.signup("Rafi").await;
    let (status, renewed) = app.get_json_as("/api/sign-current-user", &user.token).await;
    assert_eq!(status, 200);
    let renewed = renewed["token"].as_str().expect("token").to_owned();
    let (status, _) = app.post_json("/api/sign-out", Some(&renewed), &json!({})).await;
    assert_eq!(status, 200);
    for token in [&user.token, &renewed] {
        let (status, _) = app.get_json_as("/api/sign-current-user", token).await;
        assert_eq!(status, 401, "renewal keeps the session, so sign-out ends both");
    }
}

#[tokio::test]
async fn a_password_change_ends_every_other_session_of_the_account() {
    let app = spawn_app().await;
    let user = app.signup("Mitu").await;
    let old_password = json!({ "email": user.email, "password": "correct horse battery" });
    let sign_in = || app.post_json("/api/sign-in", None, &old_password);
    let (_, phone) = sign_in().await;
    let phone = phone["token"].as_str().expect("token").to_owned();
    let bystander = app.signup("Bystander").await;

    let (status, body) = app
        .post_json(
            "/api/auth/change-password",
            Some(&user.token),
            &json!({ "current_password": "correct horse battery", "new_password": "a new long password" }),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let (status, _) = app.get_json_as("/api/sign-current-user", &phone).await;
    assert_eq!(status, 401, "the other session of the account ends");
    let (status, _) = app.get_json_as("/api/sign-current-user", &user.token).await;
    assert_eq!(status, 200, "the session that changed the password goes on");
    let (status, _) = app.get_json_as("/api/sign-current-user", &bystander.token).await;
    assert_eq!(status, 200, "other accounts are untouched");

    let (status, _) = sign_in().await;
    assert_eq!(status, 401, "the old password no longer signs in");
    let (status, fresh) = app
        .post_json(
            "/api/sign-in",
            None,
            &json!({ "email": user.email, "password": "a new long password" }),
        )
        .await;
    assert_eq!(status, 201);
    let (status, _) = app
        .get_json_as("/api/sign-current-user", fresh["token"].as_str().expect("token"))
        .await;
    assert_eq!(status, 200, "a sign-in after the change is a new, valid session");
}

#[tokio::test]
async fn renewal_cannot_carry_a_session_past_its_absolute_lifetime() {
    let app = spawn_app_with(Settings {
        session_lifetime: Duration::from_secs(3),
        ..test_settings()
    })
    .await;
    let user = app.signup("Tuhin").await;
    let mut token = user.token.clone();
    let started = std::time::Instant::now();
    // Renew every half second, as an eager client would.
    while started.elapsed() < Duration::from_secs(2) {
        let (status, body) = app.get_json_as("/api/sign-current-user", &token).await;
        assert_eq!(status, 200, "{body}");
        token = body["token"].as_str().expect("token").to_owned();
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    // Past the session's end (its token's `exp` alone would allow 5 s more leeway).
    tokio::time::sleep(Duration::from_secs(3)).await;
    let (status, body) = app.get_json_as("/api/sign-current-user", &token).await;
    assert_eq!(status, 401, "the session ended however often it was renewed: {body}");
}

#[tokio::test]
async fn a_sign_out_on_one_instance_holds_on_another() {
    let first = spawn_app().await;
    let second = spawn_app_with(Settings {
        mongodb_uri: first.settings.mongodb_uri.clone(),
        database_name: first.settings.database_name.clone(),
        jwt_secret: first.settings.jwt_secret.clone(),
        catalog_sync: Duration::from_millis(200),
        ..test_settings()
    })
    .await;
    let user = first.signup("Shared").await;
    let (status, _) = second.get_json_as("/api/sign-current-user", &user.token).await;
    assert_eq!(status, 200);
    let (status, _) = first.post_json("/api/sign-out", Some(&user.token), &json!({})).await;
    assert_eq!(status, 200);
    let mut refused = false;
    for _ in 0..40 {
        if second.get_json_as("/api/sign-current-user", &user.token).await.0 == 401 {
            refused = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(refused, "the other instance refuses the token within its sync interval");
}

#[tokio::test]
async fn tokens_without_a_session_are_refused() {
    let app = spawn_app().await;
    let user = app.signup("Old").await;
    // A token as issued before sessions existed: the right key, no session id.
    let claims = json!({ "sub": user.id, "role": "customer", "iat": 0, "exp": 4_000_000_000_u64 });
    let old = jsonwebtoken::encode(
        &jsonwebtoken::Header::default(),
        &claims,
        &jsonwebtoken::EncodingKey::from_secret(app.settings.jwt_secret.as_bytes()),
    )
    .expect("token");
    let (status, _) = app.get_json_as("/api/sign-current-user", &old).await;
    assert_eq!(status, 401);
    // The keys the server uses accept their own fresh token.
    let keys = TokenKeys::new(&app.settings.jwt_secret, app.settings.token_lifetime);
    let id = mongodb::bson::oid::ObjectId::parse_str(&user.id).expect("id");
    let fresh = keys
        .issue(id, shop_server::documents::user::Role::Customer)
        .expect("token");
    assert_eq!(app.get_json_as("/api/sign-current-user", &fresh).await.0, 200);
}

#[tokio::test]
async fn a_sign_out_is_kept_until_the_sessions_absolute_end() {
    let app = spawn_app().await;
    let user = app.signup("Leaving").await;
    let (status, _) = app.post_json("/api/sign-out", Some(&user.token), &json!({})).await;
    assert_eq!(status, 200);
    let stored = app
        .database()
        .await
        .collection::<mongodb::bson::Document>("session_revocations")
        .find_one(mongodb::bson::doc! {})
        .await
        .expect("read")
        .expect("a revocation");
    let expires = stored.get_datetime("expiresAt").expect("expiresAt").timestamp_millis();
    let session_end = mongodb::bson::DateTime::now().timestamp_millis()
        + i64::try_from(app.settings.session_lifetime.as_millis()).expect("fits");
    // A token renewed elsewhere before the sign-out arrived lives at most until the session ends.
    assert!(
        expires >= session_end - 60_000,
        "kept {} s, the session lasts {} s",
        (expires - mongodb::bson::DateTime::now().timestamp_millis()) / 1000,
        app.settings.session_lifetime.as_secs()
    );
}

#[tokio::test]
async fn revocations_are_stamped_by_the_database_clock_not_the_writers() {
    use mongodb::bson::{DateTime, oid::ObjectId};
    use shop_server::documents::session::RevocationDocument;
    let app = spawn_app().await;
    let sessions = &app.repositories.sessions;
    let before = sessions.database_time().await.expect("clock");
    // An instance whose clock runs ten minutes behind the others signs someone out.
    let behind = DateTime::from_millis(DateTime::now().timestamp_millis() - 10 * 60_000);
    let revocation = RevocationDocument {
        id: ObjectId::new(),
        user_id: ObjectId::new(),
        session_id: Some(ObjectId::new()),
        sessions_before: None,
        keep: None,
        revoked_at: behind,
        expires_at: DateTime::from_millis(DateTime::now().timestamp_millis() + 3_600_000),
    };
    sessions.insert(&revocation).await.expect("insert");
    let seen = sessions.since(before, DateTime::now()).await.expect("poll");
    assert!(
        seen.iter().any(|r| r.id == revocation.id),
        "a poll from the database's time before the write finds it"
    );
}
