//! The `returns` collection: customers' returns of delivered orders, each
//! move written inside its use case's transaction.

use super::{RepositoryError, Tx};
use crate::documents::return_request::{RefundClaim, ReturnChange, ReturnDocument, ReturnRefund};
use futures_util::TryStreamExt;
use mongodb::{
    Collection, Database, IndexModel,
    bson::{DateTime, Document, doc, oid::ObjectId, to_bson},
    options::{IndexOptions, ReturnDocument as After},
};
use shop_core::returns::ReturnStatus;

/// The most returns the admin's list shows at once.
pub const LIST_LIMIT: i64 = 200;

#[derive(Clone)]
pub struct ReturnRepository {
    returns: Collection<ReturnDocument>,
    /// A checkout's delivery fee goes back with one return at most.
    checkouts: Collection<Document>,
    orders: Collection<Document>,
    /// Who sent each return photo, for which order.
    pub(super) photos: Collection<Document>,
    /// Each order's photo slots taken (`return_photos.rs`).
    pub(super) photo_slots: Collection<Document>,
}

/// A move of a return: from the status it must be in, and the change.
pub struct ReturnMove {
    pub id: ObjectId,
    pub from: ReturnStatus,
    pub change: ReturnChange,
    /// On receiving: whether its phones go back to stock.
    pub restock: Option<bool>,
    /// On refunding: the money given back.
    pub refund: Option<ReturnRefund>,
}

fn status(status: ReturnStatus) -> mongodb::bson::Bson {
    to_bson(&status).unwrap_or_default()
}

impl ReturnRepository {
    /// Up to `limit` refunded returns with no credit note, oldest first.
    pub async fn refunded_uncredited(&self, limit: i64) -> Result<Vec<ReturnDocument>, RepositoryError> {
        Ok(self
            .returns
            .find(doc! { "status": "refunded", "credit_note": null })
            .sort(doc! { "updatedAt": 1 })
            .limit(limit)
            .await?
            .try_collect()
            .await?)
    }

    /// Writes return `id`'s credit note number in `tx`; `false` when it has one already.
    pub async fn mark_credited_in(&self, tx: &mut Tx, id: ObjectId, number: &str) -> Result<bool, RepositoryError> {
        let written = self
            .returns
            .update_one(
                doc! { "_id": id, "credit_note": null },
                doc! { "$set": { "credit_note": number } },
            )
            .session(tx.session())
            .await?;
        Ok(written.modified_count == 1)
    }

    pub(super) fn new(database: &Database) -> Self {
        ReturnRepository {
            returns: database.collection("returns"),
            checkouts: database.collection("checkouts"),
            orders: database.collection("orders"),
            photos: database.collection("return_photos"),
            photo_slots: database.collection("return_photo_slots"),
        }
    }

    pub(super) async fn ensure_indexes(&self) -> Result<(), RepositoryError> {
        self.returns
            .create_indexes([
                IndexModel::builder()
                    .keys(doc! { "order_id": 1 })
                    .options(IndexOptions::builder().unique(true).build())
                    .build(),
                IndexModel::builder()
                    .keys(doc! { "status": 1, "createdAt": -1 })
                    .build(),
                // The invoicing job's refunded returns without a credit note.
                IndexModel::builder()
                    .keys(doc! { "status": 1, "credit_note": 1 })
                    .build(),
                IndexModel::builder().keys(doc! { "checkout_id": 1 }).build(),
                // Only returns whose bKash refund is under way or in doubt carry a claim.
                IndexModel::builder()
                    .keys(doc! { "refund_claim.at": 1 })
                    .options(IndexOptions::builder().sparse(true).build())
                    .build(),
            ])
            .await?;
        self.photos
            .create_index(
                IndexModel::builder()
                    .keys(doc! { "order_id": 1, "customer_id": 1 })
                    .build(),
            )
            .await?;
        Ok(())
    }

    /// Records a new return in `tx`; a second one for the same order is `Duplicate`.
    pub async fn insert_in(&self, tx: &mut Tx, request: &ReturnDocument) -> Result<(), RepositoryError> {
        self.returns.insert_one(request).session(tx.session()).await?;
        Ok(())
    }

    /// The return of order `order_id` (with `owner`, only that customer's).
    pub async fn for_order(
        &self,
        order_id: ObjectId,
        owner: Option<ObjectId>,
    ) -> Result<Option<ReturnDocument>, RepositoryError> {
        let mut filter = doc! { "order_id": order_id };
        if let Some(owner) = owner {
            filter.insert("customer_id", owner);
        }
        Ok(self.returns.find_one(filter).await?)
    }

    pub async fn find(&self, id: ObjectId) -> Result<Option<ReturnDocument>, RepositoryError> {
        Ok(self.returns.find_one(doc! { "_id": id }).await?)
    }

    /// Returns newest first, in one status or all.
    pub async fn list(&self, in_status: Option<ReturnStatus>) -> Result<Vec<ReturnDocument>, RepositoryError> {
        let filter = in_status.map_or_else(Document::new, |s| doc! { "status": status(s) });
        Ok(self
            .returns
            .find(filter)
            .sort(doc! { "createdAt": -1, "_id": -1 })
            .limit(LIST_LIMIT)
            .await?
            .try_collect()
            .await?)
    }

    /// return has it, so the fee goes back once however returns race.
    pub async fn claim_fee(&self, checkout_id: ObjectId, by: ObjectId) -> Result<bool, RepositoryError> {
        let free = doc! { "_id": checkout_id, "$or": [{ "fee_refunded_by": { "$exists": false } }, { "fee_refunded_by": by }] };
        let claimed = self
            .checkouts
            .update_one(free, doc! { "$set": { "fee_refunded_by": by } })
            .await?;
        Ok(claimed.matched_count == 1)
    }

    /// Gives the delivery fee back to the checkout when return `by`'s refund was refused.
    pub async fn release_fee(&self, checkout_id: ObjectId, by: ObjectId) -> Result<(), RepositoryError> {
        self.checkouts
            .update_one(
                doc! { "_id": checkout_id, "fee_refunded_by": by },
                doc! { "$unset": { "fee_refunded_by": "" } },
            )
            .await?;
        Ok(())
    }

    /// The provider's refund ids already recorded for a checkout's orders and
    /// returns: a refund the provider reports that is one of them is not this one.
    pub async fn known_refunds(&self, checkout_id: ObjectId) -> Result<Vec<String>, RepositoryError> {
        let mut known = Vec::new();
        let trx = |d: &Document| {
            d.get_document("refund")
                .ok()
                .and_then(|r| r.get_str("trx_id").ok())
                .map(str::to_owned)
        };
        let mut orders = self
            .orders
            .find(doc! { "checkout_id": checkout_id, "refund.trx_id": { "$exists": true } })
            .await?;
        while let Some(order) = orders.try_next().await? {
            known.extend(trx(&order));
        }
        let mut returns = self
            .returns
            .clone_with_type::<Document>()
            .find(doc! { "checkout_id": checkout_id, "refund.trx_id": { "$type": "string" } })
            .await?;
        while let Some(request) = returns.try_next().await? {
            known.extend(trx(&request));
        }
        Ok(known)
    }

    /// Marks a received return's refund as under way with what it gives
    /// back; `None` when it is not received or a refund is under way already.
    pub async fn claim_refund(
        &self,
        id: ObjectId,
        claim: &RefundClaim,
    ) -> Result<Option<ReturnDocument>, RepositoryError> {
        let filter = doc! { "_id": id, "status": status(ReturnStatus::Received), "refund_claim": { "$exists": false } };
        Ok(self
            .returns
            .find_one_and_update(
                filter,
                doc! { "$set": { "refund_claim": to_bson(claim).map_err(mongodb::error::Error::from)? } },
            )
            .return_document(After::After)
            .await?)
    }

    /// Received returns whose bKash refund was claimed at or before
    /// `claimed_by`, oldest claim first.
    pub async fn refunds_claimed(
        &self,
        claimed_by: DateTime,
        limit: i64,
    ) -> Result<Vec<ReturnDocument>, RepositoryError> {
        crate::repository::payment_queries::return_refunds_claimed(claimed_by)
            .run(&self.returns, limit)
            .await
    }

    /// Takes over a refund under way whose answer was lost, as of its claim
    /// at `seen`: of two admins retrying at once, one goes on.
    pub async fn reclaim_refund(&self, id: ObjectId, seen: DateTime, now: DateTime) -> Result<bool, RepositoryError> {
        let filter = doc! { "_id": id, "status": status(ReturnStatus::Received), "refund_claim.at": seen };
        let taken = self
            .returns
            .update_one(filter, doc! { "$set": { "refund_claim.at": now } })
            .await?;
        Ok(taken.matched_count == 1)
    }

    /// Frees a refund claim the provider refused, so the admin can try again.
    pub async fn release_refund(&self, id: ObjectId) -> Result<(), RepositoryError> {
        self.returns
            .update_one(doc! { "_id": id }, doc! { "$unset": { "refund_claim": "" } })
            .await?;
        Ok(())
    }

    /// Moves a return that is still in `from`, in `tx`; `None` when it has moved meanwhile.
    pub async fn move_in(&self, tx: &mut Tx, step: &ReturnMove) -> Result<Option<ReturnDocument>, RepositoryError> {
        let now = step.change.at;
        let mut set = doc! { "status": status(step.change.status), "updatedAt": now };
        if let Some(restock) = step.restock {
            set.insert("restocked", restock);
        }
        if let Some(refund) = &step.refund {
            set.insert("refund", to_bson(refund).map_err(|e| RepositoryError::Other(e.into()))?);
        }
        let change = to_bson(&step.change).map_err(|e| RepositoryError::Other(e.into()))?;
        Ok(self
            .returns
            .find_one_and_update(
                doc! { "_id": step.id, "status": status(step.from) },
                doc! { "$set": set, "$push": { "history": change }, "$unset": { "refund_claim": "" } },
            )
            .return_document(After::After)
            .session(tx.session())
            .await?)
    }
}
