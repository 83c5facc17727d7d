//! Every payment created at the provider (`provider_payments`, keyed by the
//! provider's id), and the refunds of those that completed after their
//! checkout stopped waiting: claimed by one instance at a time, a refund in
//! doubt is asked about before it is tried again.

use super::{RepositoryError, payment_queries};
use crate::documents::provider_payment::{LatePayment, ProviderPaymentDocument};
use mongodb::{
    Collection, Database, IndexModel,
    bson::{Bson, DateTime, doc},
    options::IndexOptions,
};

#[derive(Clone)]
pub struct ProviderPaymentRepository {
    collection: Collection<ProviderPaymentDocument>,
}

impl ProviderPaymentRepository {
    pub(super) fn new(database: &Database) -> Self {
        ProviderPaymentRepository {
            collection: database.collection("provider_payments"),
        }
    }

    pub(super) async fn ensure_indexes(&self) -> Result<(), RepositoryError> {
        self.collection
            .create_indexes([
                // The admin's late payments: open ones, and those settled lately.
                IndexModel::builder()
                    .keys(doc! { "late_open": 1, "late.found_at": 1 })
                    .build(),
                IndexModel::builder()
                    .keys(doc! { "late_open": 1, "late.refunded_at": -1 })
                    .build(),
                // The payment job's refunds of late payments.
                IndexModel::builder()
                    .keys(doc! { "refund_due_at": 1 })
                    .options(IndexOptions::builder().sparse(true).build())
                    .build(),
            ])
            .await?;
        Ok(())
    }

    pub async fn insert(&self, payment: &ProviderPaymentDocument) -> Result<(), RepositoryError> {
        self.collection.insert_one(payment).await?;
        Ok(())
    }

    pub async fn find(&self, payment_id: &str) -> Result<Option<ProviderPaymentDocument>, RepositoryError> {
        Ok(self
            .collection
            .find_one(payment_queries::provider_payment(payment_id).filter)
            .await?)
    }

    /// Takes the one look at the provider a payment gets once its checkout
    /// stopped waiting; `false` when it was taken already.
    pub async fn take_late_look(&self, payment_id: &str) -> Result<bool, RepositoryError> {
        let taken = self
            .collection
            .update_one(
                doc! { "_id": payment_id, "asked_late": { "$ne": true } },
                doc! { "$set": { "asked_late": true } },
            )
            .await?;
        Ok(taken.modified_count == 1)
    }

    /// Records money a payment took that its checkout did not keep (once).
    pub async fn record_late(&self, payment_id: &str, late: &LatePayment) -> Result<bool, RepositoryError> {
        let due = late.found_at;
        let late = mongodb::bson::to_bson(late).unwrap_or_default();
        let recorded = self
            .collection
            .update_one(
                doc! { "_id": payment_id, "late": Bson::Null },
                doc! { "$set": { "late": late, "late_open": true, "asked_late": true, "refund_due_at": due } },
            )
            .await?;
        Ok(recorded.modified_count == 1)
    }

    /// Late payments whose refund is due at `now` (never started, a try
    /// that ran out of time, or one to try again), the longest due first.
    pub async fn due_refunds(
        &self,
        now: DateTime,
        limit: i64,
    ) -> Result<Vec<ProviderPaymentDocument>, RepositoryError> {
        payment_queries::late_refunds_due(now)
            .run(&self.collection, limit)
            .await
    }

    /// Claims a late payment's refund until `until`, unless another try
    /// started after `started_before`; answers it as it was before the claim.
    pub async fn claim_refund(
        &self,
        payment_id: &str,
        now: DateTime,
        started_before: DateTime,
        until: DateTime,
    ) -> Result<Option<ProviderPaymentDocument>, RepositoryError> {
        Ok(self
            .collection
            .find_one_and_update(
                doc! {
                    "_id": payment_id,
                    "late_open": true,
                    "$or": [{ "late.refund_started_at": Bson::Null }, { "late.refund_started_at": { "$lte": started_before } }],
                },
                doc! { "$set": { "late.refund_started_at": now, "late.refund_unclear": true, "refund_due_at": until } },
            )
            .await?)
    }

    /// The refund is made: the late payment is settled.
    pub async fn refunded(&self, payment_id: &str, refund_trx_id: &str, at: DateTime) -> Result<(), RepositoryError> {
        self.collection
            .update_one(
                doc! { "_id": payment_id },
                doc! {
                    "$set": {
                        "late_open": false,
                        "late.refund_unclear": false,
                        "late.refund_trx_id": refund_trx_id,
                        "late.refunded_at": at,
                        "late.problem": Bson::Null,
                    },
                    "$unset": { "refund_due_at": "" },
                },
            )
            .await?;
        Ok(())
    }

    /// The try decided nothing: `unclear` when a refund may have been made
    /// (the next try asks first), else the claim is released. Tried again at `next`.
    pub async fn refund_not_made(
        &self,
        payment_id: &str,
        unclear: bool,
        problem: &str,
        next: DateTime,
    ) -> Result<(), RepositoryError> {
        let mut set = doc! { "late.refund_unclear": unclear, "late.problem": problem, "refund_due_at": next };
        if !unclear {
            set.insert("late.refund_started_at", Bson::Null);
        }
        self.collection
            .update_one(
                doc! { "_id": payment_id },
                doc! { "$set": set, "$inc": { "late.failed_tries": 1 } },
            )
            .await?;
        Ok(())
    }

    /// Late payments not given back yet, oldest first (what the admin is shown).
    pub async fn open_late(&self, limit: i64) -> Result<Vec<ProviderPaymentDocument>, RepositoryError> {
        super::payment_queries::late_payments_open()
            .run(&self.collection, limit)
            .await
    }

    /// Late payments settled since `since`, newest first (what the shop did about them).
    pub async fn settled_late(
        &self,
        since: DateTime,
        limit: i64,
    ) -> Result<Vec<ProviderPaymentDocument>, RepositoryError> {
        super::payment_queries::late_payments_settled(since)
            .run(&self.collection, limit)
            .await
    }
}
