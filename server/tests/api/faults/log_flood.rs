//! A flood of refusals is counted, not written line by line: the server's
//! log keeps the first few of each kind per client, then one line per window
//! with how many it left out.

use super::setup::ServerProcess;
use mongodb::bson::oid::ObjectId;
use std::time::Duration;

#[tokio::test]
async fn a_flood_of_refusals_logs_its_first_few_then_one_count() {
    let name = format!("test_{}", ObjectId::new().to_hex());
    let log = std::env::temp_dir().join(format!("{name}.log"));
    let server = ServerProcess::start_logging_to(&name, &[("RUST_LOG", "warn")], &log).await;
    let client = reqwest::Client::new();
    let missing = format!("{}/api/product/{}", server.url, ObjectId::new().to_hex());
    for _ in 0..200 {
        let answer = client.get(&missing).send().await.expect("an answer");
        assert_eq!(answer.status(), 404);
    }
    // The window's summary comes within its ten seconds.
    let mut written = String::new();
    for _ in 0..60 {
        tokio::time::sleep(Duration::from_millis(500)).await;
        written = std::fs::read_to_string(&log).expect("the log");
        if written.contains("not logged one by one") {
            break;
        }
    }
    drop(server);
    let refused = written.lines().filter(|line| line.contains("request refused")).count();
    assert_eq!(refused, 3, "the first few, not 200:\n{written}");
    let summary = written
        .lines()
        .find(|line| line.contains("not logged one by one"))
        .unwrap_or_else(|| panic!("a summary line:\n{written}"));
    assert!(summary.contains("left_out=197"), "{summary}");
    assert!(summary.contains("127.0.0.1 products.not_found x200"), "{summary}");
    let _ = std::fs::remove_file(&log);
}

/// A query string can hold a secret (a confirmation link's token) or what a
/// shopper searched: the log names each request by its path alone.
#[tokio::test]
async fn a_query_string_never_reaches_the_log() {
    let name = format!("test_{}", ObjectId::new().to_hex());
    let log = std::env::temp_dir().join(format!("{name}.log"));
    let server = ServerProcess::start_logging_to(&name, &[("RUST_LOG", "info")], &log).await;
    let client = reqwest::Client::new();
    let token = "7f3a9c1e5b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f2a4c6e8b0d1f3a";
    let confirm = format!("{}/api/auth/confirm-email?token={token}", server.url);
    let _ = client.get(&confirm).send().await.expect("an answer");
    let missing = format!(
        "{}/api/product/{}?secret=hunter2hunter2",
        server.url,
        ObjectId::new().to_hex()
    );
    assert_eq!(client.get(&missing).send().await.expect("an answer").status(), 404);
    let mut written = String::new();
    for _ in 0..20 {
        tokio::time::sleep(Duration::from_millis(250)).await;
        written = std::fs::read_to_string(&log).expect("the log");
        if written.contains("request refused") {
            break;
        }
    }
    drop(server);
    assert!(written.contains("request refused"), "the refusal is logged:\n{written}");
    assert!(!written.contains(token), "no token in the log:\n{written}");
    assert!(!written.contains("hunter2"), "no query string in the log:\n{written}");
    let _ = std::fs::remove_file(&log);
}
