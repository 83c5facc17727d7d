use crate::helpers::spawn_app;

/// Every endpoint of the API; the document must list each one.
const ENDPOINTS: &[(&str, &str)] = &[
    ("get", "/health"),
    ("get", "/auth/confirm-email"),
    ("post", "/auth/confirm-email/resend"),
    ("get", "/products"),
    ("get", "/home"),
    ("get", "/product/{id}"),
    ("put", "/product/{id}"),
    ("put", "/product/{id}/variants"),
    ("get", "/product/{id}/reviews"),
    ("get", "/products/{id}/price-history"),
    ("get", "/images/{id}"),
    ("get", "/images/{id}/{hash}"),
    ("get", "/images/{id}/{hash}/{file}"),
    ("post", "/images"),
    ("post", "/signup"),
    ("post", "/sign-in"),
    ("get", "/sign-current-user"),
    ("post", "/sign-out"),
    ("post", "/add-cart"),
    ("post", "/remove-cart"),
    ("post", "/cart-products"),
    ("post", "/cart-quantity"),
    ("post", "/add-wishlist"),
    ("post", "/remove-wishlist"),
    ("post", "/wishlist-products"),
    ("get", "/brands"),
    ("get", "/brands/{slug}"),
    ("post", "/add-brand"),
    ("put", "/brands/{id}"),
    ("delete", "/brands/{id}"),
    ("get", "/emi-plans"),
    ("get", "/product/{id}/emi"),
    ("post", "/admin/emi-plans"),
    ("put", "/admin/emi-plans/{id}"),
    ("get", "/admin/coupons"),
    ("post", "/admin/coupons"),
    ("put", "/admin/coupons/{id}"),
    ("delete", "/admin/coupons/{id}"),
    ("get", "/order/{order_id}/return"),
    ("post", "/order/{order_id}/return"),
    ("post", "/order/{order_id}/return/photos"),
    ("get", "/admin/returns"),
    ("post", "/admin/returns/{id}/status"),
    ("post", "/admin/returns/{id}/refund"),
    ("delete", "/admin/emi-plans/{id}"),
    ("get", "/auth/customer-profile/{user_id}"),
    ("put", "/auth/customer-profile"),
    ("put", "/auth/customer-profile/language"),
    ("post", "/auth/change-password"),
    ("get", "/shipping-addresses/{user_id}"),
    ("post", "/shipping-addresses"),
    ("put", "/shipping-addresses/{id}"),
    ("delete", "/shipping-addresses/{id}"),
    ("post", "/shipping-addresses/{id}/default"),
    ("get", "/checkout/summary"),
    ("post", "/checkout"),
    ("get", "/orders"),
    ("get", "/order/{order_id}"),
    ("post", "/order/{order_id}/cancel"),
    ("get", "/dashboard"),
    ("get", "/admin/orders"),
    ("post", "/admin/orders/{order_id}/status"),
    ("post", "/admin/orders/{order_id}/refund"),
    ("get", "/admin/dashboard"),
    ("post", "/add-product"),
    ("post", "/delete-product/{id}"),
    ("post", "/reviews"),
    ("put", "/reviews/{id}"),
    ("get", "/my-reviews"),
    ("get", "/product/{id}/questions"),
    ("post", "/product/{id}/questions"),
    ("get", "/admin/questions"),
    ("put", "/admin/questions/{id}/answer"),
    ("put", "/admin/questions/{id}/visibility"),
    ("get", "/admin/logs"),
    ("get", "/checkouts/{checkout_id}"),
    ("post", "/checkouts/{checkout_id}/payment"),
    ("post", "/checkouts/{checkout_id}/payment/check"),
    ("get", "/payments/bkash/callback"),
    ("get", "/products/{id}/stock-alert"),
    ("post", "/products/{id}/stock-alert"),
    ("delete", "/products/{id}/stock-alert"),
    ("get", "/notices"),
    ("post", "/notices/read-all"),
    ("post", "/notices/{id}/read"),
];

#[tokio::test]
async fn the_openapi_document_lists_every_endpoint() {
    let app = spawn_app().await;
    let (status, doc) = app.get_json("/api/openapi.json").await;
    assert_eq!(status, 200);
    assert_eq!(doc["servers"][0]["url"], "/api");
    let mut listed = 0;
    for (method, path) in ENDPOINTS {
        let operation = &doc["paths"][path][method];
        assert!(operation.is_object(), "{method} {path} is missing");
        assert!(
            operation["responses"].as_object().is_some_and(|r| !r.is_empty()),
            "{method} {path} has no responses"
        );
        listed += 1;
    }
    let documented: usize = doc["paths"]
        .as_object()
        .expect("paths")
        .values()
        .map(|p| p.as_object().map_or(0, |o| o.len()))
        .sum();
    assert_eq!(documented, listed, "the document lists exactly these endpoints");
    assert!(doc["paths"]["/add-cart"]["post"]["security"].is_array());
    assert!(doc["paths"]["/signup"]["post"]["requestBody"].is_object());

    let page = app.get("/api/docs/").await;
    assert_eq!(page.status().as_u16(), 200);
    assert!(page.text().await.expect("html").to_lowercase().contains("swagger"));
}

#[tokio::test]
async fn every_error_answer_and_every_text_code_is_in_the_document() {
    let app = spawn_app().await;
    let (_, doc) = app.get_json("/api/openapi.json").await;
    // The health check answers its own 503 body (`HealthAnswer`), by design.
    for (method, path) in ENDPOINTS.iter().filter(|(_, path)| *path != "/health") {
        let responses = &doc["paths"][path][method]["responses"];
        for status in ["500", "503"] {
            assert!(responses[status].is_object(), "{method} {path} does not list {status}");
        }
        if doc["paths"][path][method]["security"].is_array() {
            assert!(
                responses["401"].is_object(),
                "{method} {path} is signed in but does not list 401"
            );
        }
        if path.contains('{') {
            assert!(
                responses["400"].is_object(),
                "{method} {path} reads an id but does not list 400"
            );
        }
        let answers_json = responses["503"]["content"]["application/json"]["schema"]["$ref"].as_str();
        assert_eq!(
            answers_json,
            Some("#/components/schemas/ErrorAnswer"),
            "{method} {path}"
        );
    }
    let codes: Vec<&str> = doc["components"]["schemas"]["TextCode"]["enum"]
        .as_array()
        .expect("the text codes")
        .iter()
        .filter_map(|code| code.as_str())
        .collect();
    for text in shop_server::texts::catalog() {
        assert!(codes.contains(&text.code), "{} is not in TextCode", text.code);
    }
    assert_eq!(codes.len(), shop_server::texts::catalog().count());
}
