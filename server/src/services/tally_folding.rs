//! Folding the dashboard's tally changes into their base (the tally-folding
//! job does it every second), so the dashboard reads a base and about a
//! second's changes, however many orders a minute are placed.

use crate::repository::{Repositories, RepositoryError};

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
