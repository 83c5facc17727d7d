use crate::helpers::spawn_app;

#[tokio::test]
async fn health_reports_the_database_up() {
    let app = spawn_app().await;
    let (status, body) = app.get_json("/api/health").await;
    assert_eq!(status, 200);
    assert_eq!(body["status"], "ok");
    assert_eq!(body["database"], "up");
}
