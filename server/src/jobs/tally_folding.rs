//! Folding the dashboard's tally changes into their base every second
//! (`TALLY_FOLDING_MS`), so the dashboard reads a base and about a second's
//! changes, however many orders a minute are placed.

use crate::{repository::Repositories, services::tally_folding::fold};
use std::time::Duration;

/// Folds `every` so often until the process stops; run it with `tokio::spawn`.
pub async fn run(repositories: Repositories, every: Duration) {
    let repositories = &repositories;
    super::every(every, move || async move {
        if let Err(error) = fold(repositories).await {
            tracing::warn!(%error, "folding the dashboard's tallies failed; trying again in a second");
        }
    })
    .await;
}
