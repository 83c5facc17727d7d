//! What a Prometheus scrape reads besides the request counters: the work
//! waiting in the outbox and in the payment job's queue (how much, and for
//! how long), the admin's "needs attention" lists, the catalog view's size
//! and the database round trips so far. Read at each scrape, not kept.

use crate::{
    catalog_view::CatalogView,
    repository::{Repositories, RepositoryError},
    services::attention,
};
use mongodb::bson::DateTime;

/// Work waiting in one queue.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Backlog {
    pub waiting: u64,
    /// Seconds the longest waiting item has waited (0 when none waits).
    pub oldest_seconds: f64,
}

impl Backlog {
    fn of((waiting, since): (u64, Option<DateTime>), now: DateTime) -> Self {
        let oldest_ms = since.map_or(0, |since| (now.timestamp_millis() - since.timestamp_millis()).max(0));
        #[allow(clippy::cast_precision_loss)]
        Backlog {
            waiting,
            oldest_seconds: oldest_ms as f64 / 1000.0,
        }
    }
}

/// One scrape's readings.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Snapshot {
    /// E-mails and SMS not sent yet, since they were queued.
    pub outbox: Backlog,
    /// Checkouts the payment job has due, since they fell due.
    pub payments: Backlog,
    /// Items per "needs attention" list (each list is capped at 50).
    pub attention: Vec<(&'static str, usize)>,
    /// Products in this instance's catalog view.
    pub catalog_products: usize,
    /// Commands this instance sent to the database since it started.
    pub database_round_trips: u64,
    /// Transaction runs begun again after a write conflict, since it started.
    pub transaction_retries: u64,
}

pub async fn snapshot(
    repositories: &Repositories,
    catalog: &CatalogView,
    now: DateTime,
) -> Result<Snapshot, RepositoryError> {
    let (outbox, payments, attention) = futures_util::try_join!(
        repositories.outbox.pending_backlog(),
        repositories.orders.due_backlog(now),
        attention::needs_attention(repositories, now),
    )?;
    Ok(Snapshot {
        outbox: Backlog::of(outbox, now),
        payments: Backlog::of(payments, now),
        attention: vec![
            ("late_payments", attention.late_payments.len()),
            ("unsettled_checkouts", attention.unsettled.len()),
            ("refunds_in_doubt", attention.refunds_in_doubt.len()),
            ("late_clocks", attention.late_clocks.len()),
        ],
        catalog_products: catalog.len(),
        database_round_trips: repositories.commands_sent(),
        transaction_retries: repositories.transactions_retried(),
    })
}
