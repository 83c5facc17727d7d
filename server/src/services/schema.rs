//! The database's schema version and the numbered steps that bring an
//! older database up to this release's. Every instance, at start, refuses a
//! database a newer release wrote (its code would misread it) and makes the
//! steps an older one lacks, in order, each recorded once it is done; then
//! the indexes are made. Each step is safe to repeat, so two instances
//! starting together, or a step cut off by a crash, do no harm.
//! `shop-server migrate --dry-run` says what would be done.

use crate::{
    documents::outbox::MailPriority,
    repository::{Repositories, RepositoryError},
};
use futures_util::future::BoxFuture;
use mongodb::bson::DateTime;
use shop_core::PaymentStatus;

/// One upgrade step.
pub struct Step {
    pub number: u32,
    /// What it does, as `migrate` prints it.
    pub name: &'static str,
    run: fn(&Repositories) -> BoxFuture<'_, Result<(), RepositoryError>>,
}

impl std::fmt::Debug for Step {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}. {}", self.number, self.name)
    }
}

/// Every step, numbered from 1, in the order they are made. A new step
/// goes at the end with the next number; a step is never changed once
/// released (a database that made it will not make it again).
pub static STEPS: [Step; 6] = [
    Step {
        number: 1,
        name: "users: the unique e-mail index becomes sparse, so accounts made with a number need no e-mail",
        run: |r| Box::pin(r.users.drop_dense_email_index()),
    },
    Step {
        number: 2,
        name: "outbox: the claim index from before SMS is dropped for one per channel",
        run: |r| Box::pin(r.outbox.drop_claim_index_before_sms()),
    },
    Step {
        number: 3,
        name: "checkouts: unpaid ones from before the payment job's queue are put in it",
        run: |r| {
            Box::pin(async move {
                let queued = queue_older_checkouts(r).await?;
                tracing::info!(queued, "older unpaid checkouts put in the payment job's queue");
                Ok(())
            })
        },
    },
    Step {
        number: 4,
        name: "order tallies: every order counted once for the admin dashboard",
        run: |r| Box::pin(r.order_stats.ensure_tallies()),
    },
    Step {
        number: 5,
        name: "carts and stock alerts: the per-product indexes from before variants are dropped for per-variant ones",
        run: |r| {
            Box::pin(async move {
                r.cart.drop_per_product_index().await?;
                r.stock_alerts.drop_per_product_index().await
            })
        },
    },
    Step {
        number: 6,
        name: "outbox: messages queued before priorities are ranked with orders' mail, so the sender finds them",
        run: |r| Box::pin(r.outbox.rank_unranked(MailPriority::Orders.rank())),
    },
];

/// Step 3: puts checkouts stored before the payment job had one queue into
/// it; those whose payment lapses at its deadline, stock still held, are
/// due at that deadline. How many it queued.
async fn queue_older_checkouts(repositories: &Repositories) -> Result<u64, RepositoryError> {
    let lapsing: Vec<PaymentStatus> = PaymentStatus::ALL
        .into_iter()
        .filter(|status| status.lapses_at_deadline())
        .collect();
    let mut queued = 0;
    for checkout in repositories.orders.unqueued(&lapsing).await? {
        if let Some(deadline) = checkout.payment.and_then(|payment| payment.deadline) {
            repositories.orders.set_due(checkout.id, Some(deadline)).await?;
            queued += 1;
        }
    }
    Ok(queued)
}

/// The schema version this release writes.
pub fn latest() -> u32 {
    STEPS.last().map_or(0, |step| step.number)
}

/// Why the database cannot be used as it is.
#[derive(Debug, thiserror::Error)]
pub enum SchemaError {
    #[error(
        "the database is at schema version {found}, written by a newer release; this one knows up to {known}. \
         Run the newer release, or restore a backup taken before it"
    )]
    Newer { found: u32, known: u32 },
    #[error(transparent)]
    Storage(#[from] RepositoryError),
}

/// Where the database stands, and the steps it lacks.
#[derive(Debug)]
pub struct Plan {
    pub version: u32,
    pub steps: Vec<&'static Step>,
}

/// The steps the database lacks; refused when a newer release wrote it.
pub async fn plan(repositories: &Repositories) -> Result<Plan, SchemaError> {
    let version = repositories.schema.version().await?;
    let known = latest();
    if version > known {
        return Err(SchemaError::Newer { found: version, known });
    }
    Ok(Plan {
        version,
        steps: STEPS.iter().filter(|step| step.number > version).collect(),
    })
}

/// Makes the steps the database lacks, then its indexes; answers the steps made.
pub async fn bring_up_to_date(repositories: &Repositories) -> Result<Vec<&'static Step>, SchemaError> {
    let plan = plan(repositories).await?;
    for step in &plan.steps {
        tracing::info!(step = step.number, name = step.name, "upgrading the database");
        (step.run)(repositories).await?;
        if !repositories
            .schema
            .advance(step.number, step.name, DateTime::now())
            .await?
        {
            tracing::info!(step = step.number, "another instance recorded this step first");
        }
    }
    repositories.ensure_indexes().await?;
    Ok(plan.steps)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_steps_are_numbered_from_one_without_gaps() {
        let numbers: Vec<u32> = STEPS.iter().map(|step| step.number).collect();
        let expected: Vec<u32> = (1..=u32::try_from(STEPS.len()).expect("few")).collect();
        assert_eq!(numbers, expected);
        assert_eq!(latest(), 6);
    }
}
