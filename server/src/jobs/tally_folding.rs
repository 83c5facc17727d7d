//! Folding the dashboard's tally changes into their base every second
//! (`TALLY_FOLDING_MS`), so the dashboard reads a base and about a second's
//! changes, however many orders a minute are placed.

use crate::{repository::Repositories, services::tally_folding::fold};
use std::time::Duration;

/// Folds `every` so often until the jobs stop; run it with [`super::Jobs::spawn`].
pub async fn run(repositories: Repositories, every: Duration, stop: super::StopSignal) {
    let repositories = &repositories;
    super::every(every, stop, move || async move {
        if let Err(error) = fold(repositories).await {
            tracing::warn!(%error, "folding the dashboard's tallies failed; trying again in a second");
        }
    })
    .await;
}
