use crate::helpers::spawn_app;

#[tokio::test]
async fn serves_the_app_and_falls_back_to_index_for_client_routes() {
    let app = spawn_app().await;
    for path in [
        "/",
        "/product/galaxy/665f1c2e9b1e8a3d4c5b6a70",
        "/auth/customer/my-orders",
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
    assert_eq!(
        app.get("/no-such-page").await.text().await.expect("body"),
        std::fs::read_to_string(app.static_dir.join("index.html")).expect("index")
    );
}
