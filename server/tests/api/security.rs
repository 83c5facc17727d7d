use crate::helpers::{spawn_app, spawn_app_with, test_settings};
use reqwest::Method;
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

/// `{"alg":"none","typ":"JWT"}`, base64url-encoded: a token header asking
/// for no signature check.
const ALG_NONE_HEADER: &str = "eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0";

#[tokio::test]
async fn every_admin_call_refuses_customers_strangers_and_unsigned_tokens() {
    let app = crate::helpers::spawn_app().await;
    app.seed(3).await;
    let customer = app.signup("Curious").await;
    let id = mongodb::bson::oid::ObjectId::parse_str(&customer.id).expect("id");
    let keys = shop_server::auth::TokenKeys::new(&app.settings.jwt_secret, app.settings.token_lifetime);
    // Signed with the right key, claiming a role the account does not hold.
    let claims_admin = keys
        .issue(id, shop_server::documents::user::Role::Admin)
        .expect("token");
    let payload = claims_admin.split('.').nth(1).expect("payload");
    let unsigned = format!("{ALG_NONE_HEADER}.{payload}.");
    let product = shop_server::demo::generate(42, 0).product.id.to_hex();
    let other = mongodb::bson::oid::ObjectId::new().to_hex();
    let calls = [
        (Method::GET, "/api/admin/orders".to_owned()),
        (Method::POST, format!("/api/admin/orders/{other}/status")),
        (Method::GET, "/api/admin/dashboard".to_owned()),
        (Method::GET, "/api/admin/logs".to_owned()),
        (Method::POST, "/api/add-product".to_owned()),
        (Method::PUT, format!("/api/product/{product}")),
        (Method::POST, format!("/api/delete-product/{product}")),
        (Method::POST, "/api/images".to_owned()),
        (Method::POST, "/api/add-brand".to_owned()),
        (Method::PUT, format!("/api/brands/{other}")),
        (Method::DELETE, format!("/api/brands/{other}")),
    ];
    let send = |method: &Method, path: &str, token: Option<&str>| {
        let mut request = app
            .client
            .request(method.clone(), format!("{}{path}", app.address))
            .json(&serde_json::json!({}));
        if let Some(token) = token {
            request = request.header("token", token);
        }
        async move {
            let answer = request.send().await.expect("sent");
            let status = answer.status().as_u16();
            (status, answer.json::<serde_json::Value>().await.unwrap_or_default())
        }
    };
    let before = crate::hostile::snapshot(&app).await;
    for (method, path) in &calls {
        for (who, token, expected) in [
            ("nobody", None, 401),
            ("a customer", Some(customer.token.as_str()), 403),
            ("a customer claiming admin", Some(claims_admin.as_str()), 403),
            ("an alg:none token", Some(unsigned.as_str()), 401),
        ] {
            let (status, body) = send(method, path, token).await;
            assert_eq!(status, expected, "{method} {path} by {who}: {body}");
            assert!(body["message"].is_string(), "{method} {path} by {who}: {body}");
        }
    }
    assert!(
        crate::hostile::snapshot(&app).await == before,
        "a refused call changed the database"
    );
}

#[tokio::test]
async fn another_customers_address_profile_and_wishlist_line_are_out_of_reach() {
    let app = crate::helpers::spawn_app().await;
    app.seed(3).await;
    let owner = app.signup("Owner").await;
    let intruder = app.signup("Intruder").await;
    let address = app.add_address(&owner).await;
    let product = shop_server::demo::generate(42, 1).product.id.to_hex();
    let (status, line) = app
        .post_json(
            "/api/add-wishlist",
            Some(&owner.token),
            &serde_json::json!({ "product_id": product }),
        )
        .await;
    assert_eq!(status, 201, "{line}");
    let line_id = line["_id"].as_str().expect("line id");

    let attempts = [
        (
            Method::GET,
            format!("/api/shipping-addresses/{}", owner.id),
            serde_json::json!({}),
            403,
        ),
        (
            Method::PUT,
            format!("/api/shipping-addresses/{address}"),
            app_address_body(),
            404,
        ),
        (
            Method::DELETE,
            format!("/api/shipping-addresses/{address}"),
            serde_json::json!({}),
            404,
        ),
        (
            Method::POST,
            format!("/api/shipping-addresses/{address}/default"),
            serde_json::json!({}),
            404,
        ),
        // Someone else's profile is not found, as their orders are not.
        (
            Method::GET,
            format!("/api/auth/customer-profile/{}", owner.id),
            serde_json::json!({}),
            404,
        ),
        (
            Method::POST,
            "/api/remove-wishlist".to_owned(),
            serde_json::json!({ "wishlist_id": line_id }),
            404,
        ),
        (
            Method::POST,
            "/api/wishlist-products".to_owned(),
            serde_json::json!({ "customer_id": owner.id }),
            403,
        ),
    ];
    for (method, path, body, expected) in attempts {
        let answer = app
            .client
            .request(method.clone(), format!("{}{path}", app.address))
            .header("token", &intruder.token)
            .json(&body)
            .send()
            .await
            .expect("sent");
        assert_eq!(answer.status().as_u16(), expected, "{method} {path}");
    }
    // The owner still has both.
    let (_, addresses) = app
        .get_json_as(&format!("/api/shipping-addresses/{}", owner.id), &owner.token)
        .await;
    assert_eq!(addresses.as_array().map(Vec::len), Some(1), "{addresses}");
    let (_, lines) = app
        .post_json("/api/wishlist-products", Some(&owner.token), &serde_json::json!({}))
        .await;
    assert_eq!(lines[0]["_id"], line_id);
}

fn app_address_body() -> serde_json::Value {
    serde_json::json!({
        "first_name": "Intruder", "last_name": "Here", "phone": "01712345678",
        "address": "House 9, Road 9", "city": "Dhaka", "area": "Banani", "zip_code": "1213"
    })
}
