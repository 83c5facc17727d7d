use crate::helpers::spawn_app;

#[tokio::test]
async fn admins_read_recent_requests_filtered_by_level_and_status() {
    let app = spawn_app().await;
    let admin = app.admin().await;
    let customer = app.signup("Visitor").await;
    let _ = app.get("/api/product/665f1c2e9b1e8a3d4c5b6a70?secret=hunter2").await;
    let _ = app.cart_of(&customer).await;

    let (status, entries) = app
        .get_json_as("/api/admin/logs?level=warn&status=404", &admin.token)
        .await;
    assert_eq!(status, 200);
    let entry = &entries[0];
    assert_eq!(
        entry["path"], "/api/product/665f1c2e9b1e8a3d4c5b6a70",
        "no query string"
    );
    assert_eq!(
        (entry["method"].as_str(), entry["status"].as_u64()),
        (Some("GET"), Some(404))
    );
    assert_eq!(entry["message"], "Product not found");
    assert!(entry["latency_ms"].is_number() && entry["time"].is_string());
    assert!(
        entries
            .as_array()
            .expect("array")
            .iter()
            .all(|e| e["status"] == 404 && e["level"] == "warn")
    );

    let (_, info) = app.get_json_as("/api/admin/logs?level=info", &admin.token).await;
    let cart = info
        .as_array()
        .expect("array")
        .iter()
        .find(|e| e["path"] == "/api/cart-products")
        .expect("cart call");
    assert_eq!(cart["user_id"], customer.id.as_str());

    let (status, _) = app.get_json_as("/api/admin/logs", &customer.token).await;
    assert_eq!(status, 403);
    for bad in ["level=debug", "status=abc", "limit=0", "limit=../../etc/passwd"] {
        let (status, body) = app.get_json_as(&format!("/api/admin/logs?{bad}"), &admin.token).await;
        assert_eq!(status, 400, "{bad}");
        assert!(body["message"].is_string());
    }
}

#[tokio::test]
async fn log_entries_keep_at_most_a_few_hundred_characters_of_a_message() {
    let app = spawn_app().await;
    let admin = app.admin().await;
    // A body whose error quotes the client's long input back.
    let long = "x".repeat(20_000);
    let (status, answer) = app
        .post_json(
            "/api/sign-in",
            None,
            &serde_json::json!({ "email": long, "password": 12 }),
        )
        .await;
    assert_eq!(status, 400, "{answer}");
    let (_, entries) = app.get_json_as("/api/admin/logs?status=400", &admin.token).await;
    let entry = &entries[0];
    assert_eq!(entry["path"], "/api/sign-in");
    let message = entry["message"].as_str().expect("message");
    assert!(
        message.chars().count() <= 301,
        "{} characters kept",
        message.chars().count()
    );
}
