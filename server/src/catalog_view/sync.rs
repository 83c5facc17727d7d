//! Keeps a catalog view in step with MongoDB, whichever instance wrote: every
//! interval it reads the catalog's change feed (committed writes, in commit
//! order) and reads again the products those writes touched. The feed is
//! opened before the view fills, so nothing written meanwhile is missed.
//!
//! A feed that fails is opened again where it stood. Where that is no longer
//! possible (its history is gone, its database was dropped) a new one is
//! opened and the products stamped since the last read, less
//! [`TRANSACTION_LIFETIME`], are read once: a write stamped earlier cannot
//! commit later, as MongoDB aborts any transaction open that long.

use super::CatalogView;
use crate::repository::{CatalogChange, CatalogFeed, FeedPosition, Repositories, RepositoryError};
use mongodb::bson::{DateTime, oid::ObjectId};
use std::{
    collections::{HashMap, HashSet},
    sync::Arc,
    time::Duration,
};

/// MongoDB's `transactionLifetimeLimitSeconds` (60 by default), with room for
/// clocks a little apart.
const TRANSACTION_LIFETIME: Duration = Duration::from_secs(90);

/// Polls between two re-rankings of the home page's favourites (see `home`):
/// one ranking pass over the catalog every few seconds at most.
pub const FAVORITES_EVERY: u32 = 3;

/// Follows `feed` forever (open it before the view starts filling); run it
/// with `tokio::spawn`.
pub async fn run(view: Arc<CatalogView>, repositories: Repositories, every: Duration, feed: CatalogFeed) {
    let mut feed = feed;
    let mut read_until = DateTime::now();
    let mut polls: u32 = 0;
    let mut caught_up = true;
    loop {
        if caught_up {
            tokio::time::sleep(every).await;
        }
        polls = polls.wrapping_add(1);
        if polls.is_multiple_of(FAVORITES_EVERY) {
            view.refresh_favorites();
        }
        let started = DateTime::now();
        let before = feed.position();
        match follow(&view, &repositories, &mut feed).await {
            Ok(more) => {
                read_until = started;
                caught_up = !more;
            }
            Err(error) => {
                tracing::warn!(%error, "catalog sync failed; will retry");
                feed = reopen(&view, &repositories, before.as_ref(), read_until, every).await;
                caught_up = true;
            }
        }
    }
}

/// Reads the feed's next changes into the view: whether there may be more.
async fn follow(view: &CatalogView, repositories: &Repositories, feed: &mut CatalogFeed) -> Result<bool, SyncError> {
    let changes = feed.next_changes().await?;
    let more = changes.len() == CatalogFeed::MOST_AT_ONCE;
    let mut written: HashSet<ObjectId> = HashSet::new();
    let mut variants = Vec::new();
    let mut counts: HashMap<ObjectId, i64> = HashMap::new();
    let mut deleted = Vec::new();
    for change in changes {
        match change {
            CatalogChange::Product(id) | CatalogChange::Variant { product: Some(id), .. } => {
                written.insert(id);
            }
            CatalogChange::Variant { variant, product: None } => variants.push(variant),
            CatalogChange::Wishlist(id, count) => {
                counts.insert(id, count);
            }
            CatalogChange::Deleted(id) => deleted.push(id),
        }
    }
    written.extend(repositories.variants.products_of(&variants).await?);
    let written: Vec<ObjectId> = written.into_iter().collect();
    let read = repositories.products.find_by_ids(&written).await?;
    // Counts first: a product read now holds a count at least as new.
    view.set_wishlist_counts(&counts.into_iter().collect::<Vec<_>>());
    let found: HashSet<ObjectId> = read.iter().map(|p| p.id).collect();
    deleted.extend(written.iter().filter(|id| !found.contains(id)));
    view.upsert(read)?;
    view.remove(&deleted)?;
    Ok(more)
}

/// A working feed again: where `before` stood, or a new one after reading
/// what changed since `read_until` less a transaction's lifetime.
async fn reopen(
    view: &CatalogView,
    repositories: &Repositories,
    before: Option<&FeedPosition>,
    read_until: DateTime,
    every: Duration,
) -> CatalogFeed {
    if let Some(position) = before {
        match repositories.catalog_feed.open(Some(position)).await {
            Ok(feed) => return feed,
            Err(error) => tracing::warn!(%error, "the catalog feed cannot go on where it stood; catching up"),
        }
    }
    loop {
        match catch_up(view, repositories, read_until).await {
            Ok(feed) => return feed,
            Err(error) => tracing::warn!(%error, "catalog catch-up failed; will retry"),
        }
        tokio::time::sleep(every).await;
    }
}

/// Opens a new feed, then reads every product stamped since `read_until`
/// less [`TRANSACTION_LIFETIME`] (so none committed in between is missed).
async fn catch_up(
    view: &CatalogView,
    repositories: &Repositories,
    read_until: DateTime,
) -> Result<CatalogFeed, SyncError> {
    let feed = repositories.catalog_feed.open(None).await?;
    let lifetime = i64::try_from(TRANSACTION_LIFETIME.as_millis()).unwrap_or(i64::MAX);
    let from = DateTime::from_millis(read_until.timestamp_millis().saturating_sub(lifetime));
    let changed = repositories.products.changed_since(from).await?;
    let deleted = repositories.products.deleted_since(from).await?;
    let counts = repositories.products.wishlist_counts_since(from).await?;
    view.upsert(changed)?;
    view.remove(&deleted)?;
    view.set_wishlist_counts(&counts);
    tracing::info!(since = %from, "the catalog view caught up on a new feed");
    Ok(feed)
}

/// Why one read of the feed failed.
#[derive(Debug, thiserror::Error)]
enum SyncError {
    #[error(transparent)]
    Database(#[from] RepositoryError),
    #[error(transparent)]
    Index(#[from] super::SearchError),
}
