//! Folds the dashboard's tally changes into their base every second
//! (`TALLY_FOLDING_MS`), so the dashboard reads a base and about a second's
//! changes, however many orders a minute are placed. Every instance folds; a fold is one transaction, so
//! two instances never fold a change twice.

use crate::repository::{Repositories, RepositoryError};
use std::time::Duration;

/// Folds the oldest changes into the base in one transaction (none when
/// nothing waits); how many it folded. Instances folding at once conflict on
/// the base and run again, so each change is folded exactly once.
pub async fn fold(repositories: &Repositories) -> Result<usize, RepositoryError> {
    if !repositories.order_stats.has_changes().await? {
        return Ok(0);
    }
    repositories
        .atomically(|mut tx| async move {
            let folded = repositories.order_stats.fold_in(&mut tx).await;
            (tx, folded)
        })
        .await
}

/// Folds `every` so often until the process stops; run it with `tokio::spawn`.
pub async fn run_job(repositories: Repositories, every: Duration) {
    let mut ticks = tokio::time::interval(every);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticks.tick().await;
        if let Err(error) = fold(&repositories).await {
            tracing::warn!(%error, "folding the dashboard's tallies failed; trying again in a second");
        }
    }
}
