use crate::helpers::spawn_app;

#[tokio::test]
async fn health_reports_the_database_up() {
    let app = spawn_app().await;
    let (status, body) = app.get_json("/api/health").await;
    assert_eq!(status, 200);
    assert_eq!(body["status"], "ok");
    assert_eq!(body["database"], "up");
}

#[tokio::test]
async fn ready_apart_from_alive_and_not_without_the_front_end() {
    let app = spawn_app().await;
    app.seed(5).await;
    let (status, body) = app.get_json("/api/health/ready").await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["status"], "ready");
    assert_eq!(
        (body["database"].as_str(), body["static_files"].as_bool()),
        (Some("up"), Some(true))
    );

    // An instance started before its front end was built lives, but is not ready.
    let mut settings = crate::helpers::test_settings();
    settings.static_dir = std::env::temp_dir().join(format!("no-front-end-{}", mongodb::bson::oid::ObjectId::new()));
    let bare = crate::helpers::spawn_app_with(settings).await;
    assert_eq!(bare.get_json("/api/health").await.0, 200, "alive");
    let (status, body) = bare.get_json("/api/health/ready").await;
    assert_eq!(status, 503, "{body}");
    assert_eq!(
        (body["status"].as_str(), body["static_files"].as_bool()),
        (Some("not_ready"), Some(false))
    );
}

#[tokio::test]
async fn every_answer_names_its_request_id_and_no_two_share_one() {
    let app = spawn_app().await;
    let mut seen = std::collections::HashSet::new();
    for path in ["/api/health", "/api/health", "/api/no-such-endpoint"] {
        let answer = app.get(path).await;
        let id = answer
            .headers()
            .get("x-request-id")
            .and_then(|v| v.to_str().ok())
            .unwrap_or_else(|| panic!("{path} answers without x-request-id"))
            .to_owned();
        assert_eq!(id.len(), 36, "a UUID: {id}");
        assert!(seen.insert(id), "each request its own id");
    }
}
