use crate::helpers::spawn_app;

#[tokio::test]
async fn serves_the_app_and_falls_back_to_index_for_client_routes() {
    let app = spawn_app().await;
    for path in [
        "/",
        "/auth/customer/my-orders",
        "/auth/customer/my-orders/details/665f1c2e9b1e8a3d4c5b6a70",
        "/admin/dashboard/products/add-product/new",
    ] {
        let response = app.get(path).await;
        assert_eq!(response.status().as_u16(), 200, "{path}");
        assert!(
            response.headers()["content-type"]
                .to_str()
                .unwrap_or("")
                .starts_with("text/html")
        );
        assert!(response.text().await.expect("body").contains("<div id=root>"), "{path}");
    }
    let asset = app.get("/assets/app.js").await;
    assert_eq!(asset.status().as_u16(), 200);
    assert_eq!(asset.text().await.expect("body"), "console.log('app')");
}

#[tokio::test]
async fn unknown_api_paths_are_json_404s_not_the_app() {
    let app = spawn_app().await;
    let (status, body) = app.get_json("/api/no-such-thing").await;
    assert_eq!(status, 404);
    assert_eq!(body["message"], "No such API endpoint");
    // The app's page exists (it is served for other unknown paths) but not under /api.
    let raw = app.get("/api/no-such-thing").await.text().await.expect("body");
    assert!(!raw.contains("<div id=root>"), "{raw}");
    // An address the app has no page for: its "page not found", answered 404.
    let index = std::fs::read_to_string(app.static_dir.join("index.html")).expect("index");
    for path in ["/no-such-page", "/products/samsung/extra", "/admin/dashboard/nothing"] {
        let answer = app.get(path).await;
        assert_eq!(answer.status().as_u16(), 404, "{path}");
        assert_eq!(answer.text().await.expect("body"), index, "{path}");
    }
}

#[tokio::test]
async fn product_addresses_open_whatever_their_title_part_holds() {
    let app = spawn_app().await;
    for path in [
        "/product/Galaxy%20A55%208%2F128GB/665f1c2e9b1e8a3d4c5b6a70",
        "/product/8%2F128GB%2F..%2F..%2Fetc/665f1c2e9b1e8a3d4c5b6a70",
        "/product/a/b/c/665f1c2e9b1e8a3d4c5b6a70",
    ] {
        // The phone's page, whatever its title part: this shop has no such phone, so the app's
        // "not found" with 404, never a file.
        let response = app.get(path).await;
        assert_eq!(response.status().as_u16(), 404, "{path}");
        assert!(response.text().await.expect("body").contains("<div id=root>"), "{path}");
    }
}

#[tokio::test]
async fn no_path_answers_a_plain_text_error() {
    let app = spawn_app().await;
    for path in ["/assets/..%2Fapp.js", "/a%2Fb", "/%2e%2e/%2e%2e/etc/passwd"] {
        let response = app.get(path).await;
        let status = response.status().as_u16();
        let content_type = response.headers()["content-type"].to_str().unwrap_or("").to_owned();
        let body = response.text().await.expect("body");
        if status >= 400 && !content_type.starts_with("text/html") {
            assert!(
                content_type.starts_with("application/json"),
                "{path}: {status} {content_type} {body}"
            );
            let parsed: serde_json::Value = serde_json::from_str(&body).expect("json");
            assert!(parsed["message"].is_string(), "{path}: {body}");
        } else {
            // A page: the app (its "not found" when the status says so), not a file outside it.
            assert!(body.contains("<div id=root>"), "{path}: the app, not a file outside it");
        }
    }
}
