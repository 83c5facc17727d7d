//! The built files under /assets: the precompressed copy the browser accepts,
//! kept for a year, and a 404 (not the app) for a name that was never built.

use crate::helpers::{TestApp, spawn_app};
use reqwest::header::{ACCEPT_ENCODING, CACHE_CONTROL, CONTENT_ENCODING, CONTENT_TYPE, VARY};

const SCRIPT: &str = "export const shop = 'phones';";

/// A hashed script with brotli and gzip siblings whose bytes say which is sent.
fn write_built_script(app: &TestApp) {
    let assets = app.static_dir.join("assets");
    std::fs::write(assets.join("index-1a2b3c.js"), SCRIPT).expect("write script");
    std::fs::write(assets.join("index-1a2b3c.js.br"), b"brotli copy").expect("write br");
    std::fs::write(assets.join("index-1a2b3c.js.gz"), b"gzip copy").expect("write gz");
}

async fn fetch(app: &TestApp, path: &str, accept: Option<&str>) -> reqwest::Response {
    let mut request = app.client.get(format!("{}{path}", app.address));
    if let Some(accept) = accept {
        request = request.header(ACCEPT_ENCODING, accept);
    }
    request.send().await.expect("request")
}

fn header(response: &reqwest::Response, name: reqwest::header::HeaderName) -> Option<String> {
    response
        .headers()
        .get(name)
        .map(|v| v.to_str().expect("text").to_owned())
}

#[tokio::test]
async fn a_built_file_is_sent_as_the_precompressed_copy_the_browser_accepts() {
    let app = spawn_app().await;
    write_built_script(&app);
    let cases = [
        (Some("gzip, deflate, br, zstd"), Some("br"), "brotli copy"),
        (Some("gzip"), Some("gzip"), "gzip copy"),
        (Some("br;q=0, gzip"), Some("gzip"), "gzip copy"),
        (Some("identity"), None, SCRIPT),
        (None, None, SCRIPT),
    ];
    for (accept, encoding, body) in cases {
        let response = fetch(&app, "/assets/index-1a2b3c.js", accept).await;
        assert_eq!(response.status(), 200, "{accept:?}");
        assert_eq!(header(&response, CONTENT_ENCODING).as_deref(), encoding, "{accept:?}");
        let content_type = header(&response, CONTENT_TYPE).expect("a content type");
        assert!(content_type.contains("javascript"), "{accept:?}: {content_type}");
        assert_eq!(
            header(&response, CACHE_CONTROL).as_deref(),
            Some("public, max-age=31536000, immutable")
        );
        assert!(
            header(&response, VARY).is_some_and(|v| v.contains("accept-encoding")),
            "{accept:?}"
        );
        assert_eq!(response.text().await.expect("body"), body, "{accept:?}");
    }
}

#[tokio::test]
async fn a_file_never_built_is_a_json_404_not_the_app() {
    let app = spawn_app().await;
    for path in ["/assets/index-000000.js", "/assets/..%2Findex.html", "/assets/.hidden"] {
        let response = fetch(&app, path, Some("br")).await;
        assert_eq!(response.status(), 404, "{path}");
        let body: serde_json::Value = response.json().await.expect("json");
        assert_eq!(body["message"], "File not found", "{path}");
    }
}
