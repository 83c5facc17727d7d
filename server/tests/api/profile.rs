use crate::helpers::spawn_app;
use reqwest::Method;
use serde_json::json;

#[tokio::test]
async fn a_customer_reads_and_edits_their_own_profile_only() {
    let app = spawn_app().await;
    let user = app.signup("Rahim").await;
    let (status, profile) = app
        .get_json_as(&format!("/api/auth/customer-profile/{}", user.id), &user.token)
        .await;
    assert_eq!(status, 200);
    for field in ["avatar", "first_name", "last_name", "email", "created_at"] {
        assert!(profile.get(field).is_some(), "{field} missing");
    }
    assert_eq!(profile["first_name"], "Rahim");

    let other = app.signup("Other").await;
    let (status, _) = app
        .get_json_as(&format!("/api/auth/customer-profile/{}", user.id), &other.token)
        .await;
    assert_eq!(status, 404);
    let (status, _) = app
        .get_json_as("/api/auth/customer-profile/not-an-id", &user.token)
        .await;
    assert_eq!(status, 400);

    let (status, updated) = app
        .send_json(
            Method::PUT,
            "/api/auth/customer-profile",
            Some(&user.token),
            Some(&json!({ "first_name": "Rahim", "last_name": "Uddin", "avatar": "/api/images/665f1c2e9b1e8a3d4c5b6a70" })),
        )
        .await;
    assert_eq!(status, 200, "{updated}");
    assert_eq!(updated["last_name"], "Uddin");
    let (status, body) = app
        .send_json(
            Method::PUT,
            "/api/auth/customer-profile",
            Some(&user.token),
            Some(&json!({ "first_name": " " })),
        )
        .await;
    assert_eq!(status, 422);
    assert_eq!(body["errors"][0]["field"], "firstName");
    assert_eq!(body["errors"][0]["message"], "Not Acceptable");
    for avatar in [
        "javascript:alert(1)",
        "//evil.example/x.png",
        "http://plain.example/x.png",
    ] {
        let (status, body) = app
            .send_json(
                Method::PUT,
                "/api/auth/customer-profile",
                Some(&user.token),
                Some(&json!({ "first_name": "R", "avatar": avatar })),
            )
            .await;
        assert_eq!(status, 422, "{avatar}");
        assert_eq!(body["errors"][0]["field"], "avatar", "{avatar}");
    }
}

#[tokio::test]
async fn changing_the_password_needs_the_current_one() {
    let app = spawn_app().await;
    let user = app.signup("Nadia").await;
    let (status, body) = app
        .post_json(
            "/api/auth/change-password",
            Some(&user.token),
            &json!({ "current_password": "nope nope", "new_password": "a brand new one" }),
        )
        .await;
    assert_eq!(status, 403);
    assert_eq!(body["message"], "The current password is not right");
    let (status, _) = app
        .post_json(
            "/api/auth/change-password",
            Some(&user.token),
            &json!({ "current_password": "correct horse battery", "new_password": "a brand new one" }),
        )
        .await;
    assert_eq!(status, 200);
    let (status, _) = app
        .post_json(
            "/api/sign-in",
            None,
            &json!({ "email": user.email, "password": "a brand new one" }),
        )
        .await;
    assert_eq!(status, 201);
    let (status, _) = app
        .post_json(
            "/api/sign-in",
            None,
            &json!({ "email": user.email, "password": "correct horse battery" }),
        )
        .await;
    assert_eq!(status, 401);
}

#[tokio::test]
async fn an_admin_demoted_after_signing_in_loses_the_admin_view_at_once() {
    let app = spawn_app().await;
    let customer = app.signup("Customer").await;
    // Promoted before signing in, so the token itself says admin.
    let promoted = app.admin().await;
    let (status, session) = app
        .post_json(
            "/api/sign-in",
            None,
            &json!({ "email": promoted.email, "password": "correct horse battery" }),
        )
        .await;
    assert_eq!(status, 201, "{session}");
    let token = session["token"].as_str().expect("token");
    let path = format!("/api/auth/customer-profile/{}", customer.id);
    let (status, _) = app.get_json_as(&path, token).await;
    assert_eq!(status, 200);

    let id = mongodb::bson::oid::ObjectId::parse_str(&promoted.id).expect("id");
    app.repositories
        .users
        .set_role(id, shop_server::documents::user::Role::Customer)
        .await
        .expect("demote");
    let (status, _) = app.get_json_as(&path, token).await;
    assert_eq!(status, 404);
}

#[tokio::test]
async fn the_chosen_language_is_kept_with_the_account_and_comes_back_at_sign_in() {
    let app = spawn_app().await;
    let user = app.signup("Karim").await;
    let path = format!("/api/auth/customer-profile/{}", user.id);
    let (_, profile) = app.get_json_as(&path, &user.token).await;
    assert_eq!(profile["language"], "en");

    let set = |language: serde_json::Value| {
        let token = user.token.clone();
        let app = &app;
        async move {
            app.send_json(
                Method::PUT,
                "/api/auth/customer-profile/language",
                Some(&token),
                Some(&json!({ "language": language })),
            )
            .await
        }
    };
    let (status, answer) = set(json!("bn")).await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["language"], "bn");
    for refused in [json!("fr"), json!(""), json!("bangla")] {
        let (status, body) = set(refused.clone()).await;
        assert_eq!(status, 400, "{refused}");
        assert_eq!(
            body["message"], "Language: choose en (English) or bn (Bangla)",
            "{refused}"
        );
    }
    let (status, body) = set(json!(7)).await;
    assert_eq!(status, 400);
    assert!(body["message"].is_string(), "{body}");

    let (status, session) = app
        .post_json(
            "/api/sign-in",
            None,
            &json!({ "email": user.email, "password": "correct horse battery" }),
        )
        .await;
    assert_eq!(status, 201, "{session}");
    assert_eq!(session["language"], "bn");
    let (_, profile) = app.get_json_as(&path, &user.token).await;
    assert_eq!(profile["language"], "bn");

    let (status, _) = app
        .send_json(
            Method::PUT,
            "/api/auth/customer-profile/language",
            None,
            Some(&json!({ "language": "en" })),
        )
        .await;
    assert_eq!(status, 401);
}
