//! The admin's order list: a page of the orders a filter picks, newest
//! first, and how many it picks, at a cost that follows the page rather than
//! the shop's history.
//!
//! The count comes from the tallies checkouts and status changes keep (a few
//! small documents) unless the list is one customer's, which that
//! customer's index counts. The page is read from the newest orders first:
//! when the last minute's orders fill it, the older ones are never read. A
//! MongoDB walks its index and stops at the page either way; the local wire
//! server reads every order an index range holds before it skips and limits,
//! so one unbounded read cost the whole order history on every visit.

use crate::{
    documents::order::OrderDocument,
    repository::{OrderFilter, Repositories, RepositoryError},
    services::dashboard,
};
use mongodb::bson::DateTime;

/// How far back each read of a page looks, in minutes: the last minute,
/// then each look sixteen times as far, then everything. Each is a range of
/// the `createdAt` index, so a page costs about what the shop sold in the
/// window that fills it (a busy shop's first page, its last minute).
const LOOKS_BACK_MINUTES: [i64; 5] = [1, 16, 256, 4_096, 65_536];

const MINUTE_MS: i64 = 60 * 1000;

/// The `skip`..`skip + limit` orders `filter` picks, newest first, and how
/// many it picks, as of `now`.
pub async fn admin_page(
    repositories: &Repositories,
    filter: &OrderFilter,
    skip: u64,
    limit: i64,
    now: DateTime,
) -> Result<(Vec<OrderDocument>, u64), RepositoryError> {
    let total = count(repositories, filter).await?;
    let full = u64::try_from(limit).unwrap_or(0);
    let wanted = total.saturating_sub(skip).min(full);
    for minutes in LOOKS_BACK_MINUTES {
        let since = DateTime::from_millis(now.timestamp_millis().saturating_sub(minutes * MINUTE_MS));
        let recent = OrderFilter {
            since: Some(filter.since.map_or(since, |asked| asked.max(since))),
            ..filter.clone()
        };
        let page = repositories.orders.page(&recent, skip, limit).await?;
        // A page the window fills, or holds every order left, is the page a
        // read of every order gives: the window holds the newest. The count
        // is a snapshot of the tallies, so an order placed since is newer and
        // in the window; only an order moving into the filtered status
        // between the two reads can leave the last page one short until the
        // next visit.
        let found = page.len() as u64;
        if found == full || found >= wanted {
            return Ok((page, total));
        }
    }
    Ok((repositories.orders.page(filter, skip, limit).await?, total))
}

/// How many orders `filter` picks: from the tallies for every customer's,
/// by count for one customer's or a time range's.
async fn count(repositories: &Repositories, filter: &OrderFilter) -> Result<u64, RepositoryError> {
    if filter.customer_id.is_some() || filter.since.is_some() {
        return repositories.orders.count(filter).await;
    }
    let tallies = dashboard::tallies(repositories, Some(&[])).await?;
    let counted: i64 = match filter.status {
        Some(status) => tallies.statuses.get(status.as_str()).copied().unwrap_or(0),
        None => tallies.statuses.values().sum(),
    };
    Ok(u64::try_from(counted).unwrap_or(0))
}
