//! What shoppers search for, counted per query as the search reads it (no
//! account, no address): each instance counts in memory and writes the
//! counts every few seconds and as it stops (`jobs::search_log`), so a search costs no
//! database round trip. The admin reads the week's most searched queries
//! and those that found nothing.

use crate::{
    catalog_view::{CatalogView, SearchError},
    repository::{Repositories, RepositoryError},
};
use mongodb::bson::DateTime;
use shop_core::{ListingQuery, order::shop_day, order::shop_days_ending, search};
use std::{
    collections::HashMap,
    sync::{Mutex, PoisonError},
};

/// Distinct queries an instance keeps between two writes; beyond, new ones
/// wait for the next write (a flood of made-up queries cannot fill memory).
const MOST_PENDING: usize = 10_000;
/// Queries each list of the report shows.
pub const LISTED: usize = 20;
/// Days the report covers, today's included.
pub const WEEK: u32 = 7;
/// Days the counts are kept.
pub const KEPT_DAYS: u32 = 90;

#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
struct Tally {
    searches: i64,
    nothing: i64,
}

/// This instance's counts not written yet.
#[derive(Default)]
pub struct SearchLog {
    pending: Mutex<HashMap<String, Tally>>,
    /// Held for a whole write: counts taken out of `pending` are in neither
    /// place until it ends, so a report waits for it instead of missing them.
    writing: tokio::sync::Mutex<()>,
}

impl SearchLog {
    /// Counts a listing's search, on its first page only (a shopper paging
    /// or filtering searched once).
    pub fn noted(&self, catalog: &CatalogView, query: &ListingQuery) -> Result<(), SearchError> {
        let Some(text) = query.search.as_deref().filter(|_| query.page == 1) else {
            return Ok(());
        };
        let read = search::read_query(text);
        let line = read.normalised();
        if line.is_empty() {
            return Ok(());
        }
        let found = catalog.finds(&read)?;
        let mut pending = self.lock();
        if pending.len() >= MOST_PENDING && !pending.contains_key(&line) {
            return Ok(());
        }
        let tally = pending.entry(line).or_default();
        tally.searches += 1;
        tally.nothing += i64::from(!found);
        Ok(())
    }

    /// Writes the counts kept so far to `now`'s Dhaka day, after any write
    /// under way ends; how many queries. Counts it could not write, or did
    /// not get to (the write failed, or its caller dropped it), are kept for
    /// the next time.
    pub async fn flush(&self, repositories: &Repositories, now: DateTime) -> Result<usize, RepositoryError> {
        let _writing = self.writing.lock().await;
        let mut unwritten = Unwritten {
            log: self,
            counts: std::mem::take(&mut *self.lock()),
        };
        let day = shop_day(now.timestamp_millis());
        let mut written = 0;
        while let Some((query, tally)) = unwritten.counts.iter().next().map(|(q, t)| (q.clone(), *t)) {
            repositories
                .search_queries
                .add(&day, &query, tally.searches, tally.nothing)
                .await?;
            unwritten.counts.remove(&query);
            written += 1;
        }
        Ok(written)
    }

    /// Adds `counts` to those kept for the next write.
    fn keep(&self, counts: HashMap<String, Tally>) {
        let mut pending = self.lock();
        for (query, tally) in counts {
            let kept = pending.entry(query).or_default();
            kept.searches += tally.searches;
            kept.nothing += tally.nothing;
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, Tally>> {
        self.pending.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// The counts a write took and has not written yet: kept again for the next
/// write however this one ends (an error, or its future dropped).
struct Unwritten<'a> {
    log: &'a SearchLog,
    counts: HashMap<String, Tally>,
}

impl Drop for Unwritten<'_> {
    fn drop(&mut self) {
        if !self.counts.is_empty() {
            self.log.keep(std::mem::take(&mut self.counts));
        }
    }
}

/// A query and how often it was searched, and found nothing, in the week.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QueryCount {
    pub query: String,
    pub searches: i64,
    pub nothing: i64,
}

/// The week's searches as the admin reads them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QueryReport {
    /// Most searched first.
    pub top: Vec<QueryCount>,
    /// Those that found nothing, most often first.
    pub nothing: Vec<QueryCount>,
}

/// The week to `now` (this instance's latest counts written first).
pub async fn week(repositories: &Repositories, log: &SearchLog, now: DateTime) -> Result<QueryReport, RepositoryError> {
    log.flush(repositories, now).await?;
    let days = shop_days_ending(now.timestamp_millis(), WEEK);
    let first = days.first().cloned().unwrap_or_default();
    let mut by_query: HashMap<String, QueryCount> = HashMap::new();
    for row in repositories.search_queries.since(&first).await? {
        let count = by_query.entry(row.query.clone()).or_insert_with(|| QueryCount {
            query: row.query,
            searches: 0,
            nothing: 0,
        });
        count.searches += row.searches;
        count.nothing += row.nothing;
    }
    let mut top: Vec<QueryCount> = by_query.into_values().collect();
    top.sort_by(|a, b| b.searches.cmp(&a.searches).then_with(|| a.query.cmp(&b.query)));
    let mut nothing: Vec<QueryCount> = top.iter().filter(|c| c.nothing > 0).cloned().collect();
    nothing.sort_by(|a, b| b.nothing.cmp(&a.nothing).then_with(|| a.query.cmp(&b.query)));
    top.truncate(LISTED);
    nothing.truncate(LISTED);
    Ok(QueryReport { top, nothing })
}

/// Deletes the counts older than [`KEPT_DAYS`]; how many day rows.
pub async fn prune(repositories: &Repositories, now: DateTime) -> Result<u64, RepositoryError> {
    let kept = shop_days_ending(now.timestamp_millis(), KEPT_DAYS);
    match kept.first() {
        Some(first) => repositories.search_queries.prune(first).await,
        None => Ok(0),
    }
}
