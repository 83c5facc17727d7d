//! Keeps the collections that only grow from growing without end: sent and
//! failed e-mails after 30 days, notices after 90, sign-outs once every
//! token they could refuse has ended, code tallies after 30 days, numbers
//! a day after their last code and search counts after 90 days (the pruning
//! job runs a pass an hour).

use super::phone_codes;
use crate::repository::{Repositories, RepositoryError};
use mongodb::bson::DateTime;
use std::time::Duration;

/// How long a sent (or given up) e-mail is kept, for support questions.
pub const OUTBOX_KEPT: Duration = Duration::from_secs(30 * 86_400);
/// How long a notice is kept, read or not.
pub const NOTICES_KEPT: Duration = Duration::from_secs(90 * 86_400);

/// What one pass deleted.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Pruned {
    pub outbox: u64,
    pub notices: u64,
    pub revocations: u64,
    /// Code tallies past their time, and numbers that asked for no code for a day.
    pub phone_codes: u64,
    /// Days of search counts past [`super::search_log::KEPT_DAYS`].
    pub search_days: u64,
}

fn before(now: DateTime, kept: Duration) -> DateTime {
    DateTime::from_millis(now.timestamp_millis() - i64::try_from(kept.as_millis()).unwrap_or(i64::MAX))
}

/// One pass at `now`.
pub async fn prune(repositories: &Repositories, now: DateTime) -> Result<Pruned, RepositoryError> {
    Ok(Pruned {
        outbox: repositories.outbox.prune(before(now, OUTBOX_KEPT)).await?,
        notices: repositories
            .stock_alerts
            .prune_notices(before(now, NOTICES_KEPT))
            .await?,
        revocations: repositories.sessions.prune(now).await?,
        phone_codes: repositories
            .phone_codes
            .prune(
                now,
                DateTime::from_millis(now.timestamp_millis() - phone_codes::NUMBER_KEPT_MS),
            )
            .await?,
        search_days: super::search_log::prune(repositories, now).await?,
    })
}
