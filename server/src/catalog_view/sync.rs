//! Keeps a catalog view in step with MongoDB when other instances change
//! products: every interval it reads products whose `updatedAt` moved, the
//! tombstones of deleted ones and the wishlist counts that moved (`wishlistAt`).

use super::CatalogView;
use crate::repository::Repositories;
use mongodb::bson::DateTime;
use std::{sync::Arc, time::Duration};

/// How far back each poll looks again, so writes whose transaction committed
/// after their `updatedAt`, or clocks a little apart, are not missed.
const OVERLAP: Duration = Duration::from_secs(5);

/// Polls between two re-rankings of the home page's favourites (see `home`):
/// one ranking pass over the catalog every few seconds at most.
pub const FAVORITES_EVERY: u32 = 3;

/// Polls forever from `since` (when the view started reading the collection,
/// so nothing written while it was filling is missed); run it with `tokio::spawn`.
pub async fn run(view: Arc<CatalogView>, repositories: Repositories, every: Duration, since: DateTime) {
    let mut since = since;
    let mut polls: u32 = 0;
    loop {
        tokio::time::sleep(every).await;
        polls = polls.wrapping_add(1);
        if polls.is_multiple_of(FAVORITES_EVERY) {
            view.refresh_favorites();
        }
        let started = DateTime::now();
        let overlap = i64::try_from(OVERLAP.as_millis()).unwrap_or(5_000);
        let from = DateTime::from_millis(since.timestamp_millis() - overlap);
        match poll(&view, &repositories, from).await {
            Ok(()) => since = started,
            Err(error) => tracing::warn!(%error, "catalog sync failed; will retry"),
        }
    }
}

async fn poll(
    view: &CatalogView,
    repositories: &Repositories,
    from: DateTime,
) -> Result<(), Box<dyn std::error::Error>> {
    let changed = repositories.products.changed_since(from).await?;
    let deleted = repositories.products.deleted_since(from).await?;
    let counts = repositories.products.wishlist_counts_since(from).await?;
    view.upsert(changed)?;
    view.remove(&deleted)?;
    view.set_wishlist_counts(&counts);
    Ok(())
}
