//! token/grant, token/refresh and the gateway's token check.

use crate::helpers::*;
use reqwest::StatusCode;
use serde_json::json;
use std::time::Duration;

#[tokio::test]
async fn grant_answers_a_bearer_token_for_an_hour() {
    let sim = Sim::start();
    let granted = sim.grant().await;
    assert_eq!(refusal(&granted), ("0000", "Successful"));
    assert_eq!(granted["token_type"], "Bearer");
    assert_eq!(granted["expires_in"], 3600, "a number, not a string");
    assert!(!text(&granted, "id_token").is_empty());
    assert!(!text(&granted, "refresh_token").is_empty());
    assert!(sim.logged("POST /v1.2.0-beta/tokenized/checkout/token/grant 200 0000 Successful"));
}

#[tokio::test]
async fn grant_with_wrong_credentials_is_refused() {
    let sim = Sim::start();
    let body = json!({ "app_key": APP_KEY, "app_secret": APP_SECRET });
    let wrong_password = sim.grant_as(USERNAME, "guess", body.clone()).await;
    assert_eq!(wrong_password["statusCode"], "9999");
    assert!(wrong_password.get("id_token").is_none(), "{wrong_password}");
    let wrong_user = sim.grant_as("someone", PASSWORD, body).await;
    assert_eq!(refusal(&wrong_user), ("9999", "Username does not exist"));
    let wrong_secret = json!({ "app_key": APP_KEY, "app_secret": "guess" });
    let wrong_secret = sim.grant_as(USERNAME, PASSWORD, wrong_secret).await;
    assert_eq!(refusal(&wrong_secret), ("2001", "Invalid App Key"));
    let no_secret = sim.grant_as(USERNAME, PASSWORD, json!({ "app_key": APP_KEY })).await;
    assert_eq!(refusal(&no_secret), ("2065", "Mendatory field missing"));
}

#[tokio::test]
async fn calls_without_a_live_token_get_401() {
    let sim = Sim::start();
    let token = sim.token().await;
    let create = format!("{}{API}/create", sim.base);
    let unauthorized = json!({ "message": "Unauthorized" });

    let no_token = sim.client.post(&create).header("x-app-key", APP_KEY).json(&order("10"));
    assert_eq!(
        answer(no_token.send().await.unwrap()).await,
        (StatusCode::UNAUTHORIZED, unauthorized.clone())
    );
    assert_eq!(
        sim.call("/create", "forged", order("10")).await,
        (StatusCode::UNAUTHORIZED, unauthorized.clone())
    );
    let wrong_key = sim
        .client
        .post(&create)
        .header("authorization", &token)
        .header("x-app-key", "another-app")
        .json(&order("10"));
    assert_eq!(
        answer(wrong_key.send().await.unwrap()).await,
        (StatusCode::UNAUTHORIZED, unauthorized)
    );
    assert!(sim.logged("POST /v1.2.0-beta/tokenized/checkout/create 401 Unauthorized"));

    let bearer = sim
        .client
        .post(&create)
        .header("Authorization", format!("Bearer {token}"))
        .header("X-APP-Key", APP_KEY)
        .json(&order("10"));
    let (status, created) = answer(bearer.send().await.unwrap()).await;
    assert_eq!((status, refusal(&created)), (StatusCode::OK, ("0000", "Successful")));
}

#[tokio::test]
async fn an_expired_token_gets_401_and_refresh_renews_it() {
    let sim = Sim::start_with(&["--token-seconds", "1"]);
    let granted = sim.grant().await;
    assert_eq!(granted["expires_in"], 1);
    let token = text(&granted, "id_token");
    tokio::time::sleep(Duration::from_millis(1200)).await;
    let (status, body) = sim.call("/create", &token, order("10")).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(body, json!({ "message": "The incoming token has expired" }));

    let refresh_token = text(&granted, "refresh_token");
    let refresh = |refresh_token: String| {
        sim.client
            .post(format!("{}{API}/token/refresh", sim.base))
            .header("username", USERNAME)
            .header("password", PASSWORD)
            .json(&json!({ "app_key": APP_KEY, "app_secret": APP_SECRET, "refresh_token": refresh_token }))
            .send()
    };
    let (_, renewed) = answer(refresh(refresh_token.clone()).await.unwrap()).await;
    assert_eq!(refusal(&renewed), ("0000", "Successful"));
    assert_eq!(renewed["refresh_token"], refresh_token.as_str());
    sim.create(&text(&renewed, "id_token"), "10").await;

    let (_, forged) = answer(refresh("forged".into()).await.unwrap()).await;
    assert_eq!(refusal(&forged), ("9999", "Invalid Refresh Token"));
}

#[tokio::test]
async fn unknown_routes_and_methods_get_the_gateway_answer() {
    let sim = Sim::start();
    let missing = json!({ "message": "Missing Authentication Token" });
    let unknown = sim.client.post(format!("{}{API}/general/searchTransaction", sim.base));
    assert_eq!(
        answer(unknown.send().await.unwrap()).await,
        (StatusCode::FORBIDDEN, missing.clone())
    );
    let get = sim.client.get(format!("{}{API}/create", sim.base));
    assert_eq!(
        answer(get.send().await.unwrap()).await,
        (StatusCode::FORBIDDEN, missing)
    );
}
