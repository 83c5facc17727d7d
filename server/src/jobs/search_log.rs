//! Writing this instance's search counts every few seconds.

use crate::{repository::Repositories, services::search_log::SearchLog};
use mongodb::bson::DateTime;
use std::{sync::Arc, time::Duration};

/// How often the counts are written: a search costs no round trip, and an
/// instance that stops loses at most this much of them.
const EVERY: Duration = Duration::from_secs(10);

/// Writes the counts every [`EVERY`] until the process stops; run it with `tokio::spawn`.
pub async fn run(repositories: Repositories, log: Arc<SearchLog>) {
    let (repositories, log) = (&repositories, &log);
    super::every(EVERY, move || async move {
        if let Err(error) = log.flush(repositories, DateTime::now()).await {
            tracing::warn!(%error, "writing the search counts failed; they are kept for the next try");
        }
    })
    .await;
}
