//! A server asked to stop ends its jobs between two passes: what an instance
//! kept in memory for its next pass (the search counts, the refusals it left
//! out of the log) is written before it exits, not lost with the process.

use super::setup::{ServerProcess, database_named};
use futures_util::TryStreamExt;
use mongodb::bson::{Document, doc, oid::ObjectId};
use std::time::Duration;

#[tokio::test]
async fn sigterm_writes_the_search_counts_kept_in_memory() {
    let name = format!("test_{}", ObjectId::new().to_hex());
    let mut server = ServerProcess::start(&name, &[]).await;
    // The job wrote the counts as it started and next writes them ten seconds on.
    for _ in 0..2 {
        let answer = reqwest::get(format!("{}/api/products?search=zorbaphone", server.url))
            .await
            .expect("an answer");
        assert_eq!(answer.status(), 200);
    }
    server.signal("TERM");
    let exit = server.exit_within(Duration::from_secs(25)).await;
    assert!(exit.success(), "a graceful stop exits 0: {exit}");

    let days: Vec<Document> = database_named(&name)
        .await
        .collection::<Document>("search_queries")
        .find(doc! { "query": "zorbaphone" })
        .await
        .expect("find")
        .try_collect()
        .await
        .expect("read");
    let counted = |field: &str| days.iter().map(|day| day.get_i64(field).expect(field)).sum::<i64>();
    assert_eq!(
        (counted("searches"), counted("nothing")),
        (2, 2),
        "the two searches, neither finding a phone: {days:?}"
    );
}

#[tokio::test]
async fn sigterm_logs_the_refusals_the_window_in_hand_left_out() {
    let name = format!("test_{}", ObjectId::new().to_hex());
    let log = std::env::temp_dir().join(format!("{name}.log"));
    let mut server = ServerProcess::start_logging_to(&name, &[("RUST_LOG", "warn")], &log).await;
    let missing = format!("{}/api/product/{}", server.url, ObjectId::new().to_hex());
    // The window's summary is due ten seconds after the start; the stop comes first.
    for _ in 0..10 {
        let answer = reqwest::get(&missing).await.expect("an answer");
        assert_eq!(answer.status(), 404);
    }
    server.signal("TERM");
    let exit = server.exit_within(Duration::from_secs(25)).await;
    assert!(exit.success(), "a graceful stop exits 0: {exit}");
    let written = std::fs::read_to_string(&log).expect("the log");
    let summary = written
        .lines()
        .find(|line| line.contains("not logged one by one"))
        .unwrap_or_else(|| panic!("a summary line:\n{written}"));
    assert!(summary.contains("left_out=7"), "{summary}");
    let _ = std::fs::remove_file(&log);
}
