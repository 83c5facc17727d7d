//! Pruning the collections that only grow, once an hour on each instance
//! (deleting twice is harmless).

use crate::{
    repository::Repositories,
    services::pruning::{Pruned, prune},
};
use mongodb::bson::DateTime;
use std::time::Duration;

/// How often an instance prunes.
const EVERY: Duration = Duration::from_secs(3600);

/// Prunes every hour until the jobs stop; run it with [`super::Jobs::spawn`].
pub async fn run(repositories: Repositories, stop: super::StopSignal) {
    let repositories = &repositories;
    super::every(EVERY, stop, move || async move {
        match prune(repositories, DateTime::now()).await {
            Ok(pruned) if pruned != Pruned::default() => tracing::info!(?pruned, "pruned"),
            Ok(_) => {}
            Err(error) => tracing::warn!(%error, "pruning failed; trying again next hour"),
        }
    })
    .await;
}
