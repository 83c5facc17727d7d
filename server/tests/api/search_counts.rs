//! The search counts an instance keeps in memory and writes every few
//! seconds: the admin's report of the week never misses counts that are on
//! their way to the database, and a write cut off keeps what it did not write.

use crate::helpers::{TestApp, spawn_app};
use mongodb::bson::DateTime;
use shop_core::ListingQuery;
use shop_server::services::search_log::{self, QueryReport, SearchLog};
use std::{future::Future, pin::Pin, pin::pin, task::Poll, time::Duration};

/// How long the report is given to answer while a write is still on its way;
/// answering at all within it means it read without those counts (a read
/// takes some milliseconds, well under this on a busy machine).
const WAITED: Duration = Duration::from_secs(1);

/// An app, and a log of its own that counted one search for `words`.
async fn searched_once(words: &str) -> (TestApp, SearchLog) {
    let app = spawn_app().await;
    let log = SearchLog::default();
    let searched = ListingQuery {
        search: Some(words.to_owned()),
        ..ListingQuery::default()
    };
    log.noted(&app.catalog, &searched).expect("counted");
    (app, log)
}

/// Polls a write once: it takes the counts, asks the database and waits.
async fn begin<F: Future>(writing: Pin<&mut F>) {
    let mut writing = writing;
    let first = std::future::poll_fn(|cx| Poll::Ready(writing.as_mut().poll(cx))).await;
    assert!(first.is_pending(), "the write answered without the database");
}

/// The report's "found nothing" rows: query, searches, found nothing.
fn found_nothing(report: &QueryReport) -> Vec<(&str, i64, i64)> {
    report
        .nothing
        .iter()
        .map(|c| (c.query.as_str(), c.searches, c.nothing))
        .collect()
}

#[tokio::test]
async fn the_weeks_report_waits_for_the_counts_being_written() {
    let (app, log) = searched_once("zorbaphone").await;
    let now = DateTime::now();

    // The job's write has taken the counts and waits on the database.
    let mut writing = pin!(log.flush(&app.repositories, now));
    begin(writing.as_mut()).await;

    let early = tokio::time::timeout(WAITED, search_log::week(&app.repositories, &log, now)).await;
    assert!(
        early.is_err(),
        "the report read the week while counts were on their way: {early:?}"
    );
    assert_eq!(writing.await.expect("written"), 1);
    let report = search_log::week(&app.repositories, &log, now).await.expect("report");
    assert_eq!(found_nothing(&report), [("zorbaphone", 1, 1)]);
}

#[tokio::test]
async fn a_write_dropped_midway_keeps_its_counts_for_the_next() {
    let (app, log) = searched_once("zorbatab").await;
    let now = DateTime::now();

    // A write that took the counts and was dropped before the database answered
    // (its caller's request went away).
    begin(pin!(log.flush(&app.repositories, now))).await;

    let report = search_log::week(&app.repositories, &log, now).await.expect("report");
    assert_eq!(found_nothing(&report), [("zorbatab", 1, 1)]);
}
