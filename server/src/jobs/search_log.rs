//! Writing this instance's search counts every few seconds.

use crate::{repository::Repositories, services::search_log::SearchLog};
use mongodb::bson::DateTime;
use std::{sync::Arc, time::Duration};

/// How often the counts are written: a search costs no round trip, and an
/// instance that dies (a stop writes them first) loses at most this much of
/// them.
const EVERY: Duration = Duration::from_secs(10);

/// Writes the counts every [`EVERY`] until the jobs stop, then once more;
/// run it with [`super::Jobs::spawn`].
pub async fn run(repositories: Repositories, log: Arc<SearchLog>, stop: super::StopSignal) {
    let (repositories, log) = (&repositories, &log);
    super::every(EVERY, stop, move || write(repositories, log)).await;
    write(repositories, log).await;
}

async fn write(repositories: &Repositories, log: &SearchLog) {
    if let Err(error) = log.flush(repositories, DateTime::now()).await {
        tracing::warn!(%error, "writing the search counts failed; they are kept for the next try");
    }
}
