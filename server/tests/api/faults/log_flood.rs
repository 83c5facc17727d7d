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
