use crate::helpers::spawn_app;
use reqwest::Method;
use serde_json::Value;

/// Every operation the document lists: method and path (relative to `/api`).
fn operations(doc: &Value) -> Vec<(String, String)> {
    let mut found = Vec::new();
    for (path, item) in doc["paths"].as_object().expect("paths") {
        for method in item.as_object().expect("a path item").keys() {
            found.push((method.clone(), path.clone()));
        }
    }
    found
}

/// The document is made from the routes as they are registered (one
/// registration per endpoint), so it cannot list a route the server does not
/// serve, nor leave one out: each operation it lists is answered by its own
/// handler, never by the API's "no such endpoint".
#[tokio::test]
async fn the_openapi_document_lists_the_endpoints_the_server_answers() {
    let app = spawn_app().await;
    let (status, doc) = app.get_json("/api/openapi.json").await;
    assert_eq!(status, 200);
    assert_eq!(doc["servers"][0]["url"], "/api");
    let listed = operations(&doc);
    assert!(listed.len() >= 85, "{} operations", listed.len());
    for (method, path) in &listed {
        let operation = &doc["paths"][path][method];
        assert!(
            operation["responses"].as_object().is_some_and(|r| !r.is_empty()),
            "{method} {path} has no responses"
        );
        // Any id will do: the route is found before the id is looked up.
        let concrete = path
            .split('/')
            .map(|part| {
                if part.starts_with('{') {
                    "665f1c2e9b1e8a3d4c5b6a70"
                } else {
                    part
                }
            })
            .collect::<Vec<_>>()
            .join("/");
        let method = Method::from_bytes(method.to_uppercase().as_bytes()).expect("a method");
        let (_, answer) = app
            .send_json(method.clone(), &format!("/api{concrete}"), None, None)
            .await;
        assert_ne!(
            answer["code"], "request.no_such_endpoint",
            "{method} {path} is documented but not served"
        );
    }
    let (_, unknown) = app.send_json(Method::GET, "/api/no-such-thing", None, None).await;
    assert_eq!(
        unknown["code"], "request.no_such_endpoint",
        "the check can fail: {unknown}"
    );
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
    // The health checks answer their own 503 bodies (`HealthAnswer`, `ReadyAnswer`), by design.
    for (method, path) in operations(&doc)
        .iter()
        .filter(|(_, path)| path != "/health" && path != "/health/ready")
    {
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
