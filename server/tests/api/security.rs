use crate::helpers::{spawn_app, spawn_app_with, test_settings};
use shop_server::config::Settings;

#[tokio::test]
async fn every_answer_carries_security_headers() {
    let app = spawn_app().await;
    for path in ["/", "/api/products", "/api/no-such-thing"] {
        let response = app.get(path).await;
        let headers = response.headers();
        assert_eq!(headers["x-content-type-options"], "nosniff", "{path}");
        assert_eq!(headers["x-frame-options"], "DENY", "{path}");
        let csp = headers["content-security-policy"].to_str().expect("ascii");
        assert!(
            csp.contains("script-src 'self' 'wasm-unsafe-eval'") && csp.contains("frame-ancestors 'none'"),
            "{csp}"
        );
    }
}

#[tokio::test]
async fn cors_allows_credentials_for_configured_origins_only() {
    let app = spawn_app_with(Settings {
        cors_origins: vec!["https://shop.example".into()],
        ..test_settings()
    })
    .await;
    let preflight = |origin: &'static str| {
        app.client
            .request(reqwest::Method::OPTIONS, format!("{}/api/cart-products", app.address))
            .header("Origin", origin)
            .header("Access-Control-Request-Method", "POST")
            .header("Access-Control-Request-Headers", "token, content-type")
            .send()
    };
    let allowed = preflight("https://shop.example").await.expect("sent");
    assert_eq!(allowed.headers()["access-control-allow-origin"], "https://shop.example");
    assert_eq!(allowed.headers()["access-control-allow-credentials"], "true");
    let refused = preflight("https://evil.example").await.expect("sent");
    assert!(refused.headers().get("access-control-allow-origin").is_none());
}

#[tokio::test]
async fn doubled_slashes_reach_the_same_calls() {
    let app = spawn_app().await;
    app.seed(3).await;
    for path in ["//api/products", "/api//products", "///api/products"] {
        let (status, body) = app.get_json(path).await;
        assert_eq!((status, body["totalProducts"].as_u64()), (200, Some(3)), "{path}");
    }
}

#[tokio::test]
async fn unreadable_bodies_are_clear_4xx_answers() {
    let app = spawn_app().await;
    let user = app.signup("Prober").await;
    let send = |body: Vec<u8>, content_type: &'static str| {
        app.client
            .post(format!("{}/api/add-cart", app.address))
            .header("token", &user.token)
            .header("content-type", content_type)
            .body(body)
            .send()
    };
    let cases: Vec<(Vec<u8>, &str, u16)> = vec![
        (b"{not json".to_vec(), "application/json", 400),
        (b"[]".to_vec(), "application/json", 400),
        (b"{\"product_id\": 12}".to_vec(), "application/json", 400),
        (
            b"{\"product_id\": \"\\u0000\\ud800\"}".to_vec(),
            "application/json",
            400,
        ),
        (b"product_id=x".to_vec(), "application/x-www-form-urlencoded", 400),
        (vec![b' '; 70 * 1024], "application/json", 413),
    ];
    for (body, content_type, status) in cases {
        let response = send(body, content_type).await.expect("sent");
        assert_eq!(response.status().as_u16(), status, "{content_type}");
        let answer: serde_json::Value = response.json().await.expect("a JSON answer");
        assert!(answer["message"].is_string(), "{answer}");
    }
}
