//! The `consignments` collection: one parcel per checkout, found by its
//! checkout, its invoice at the courier, or as one the courier has not
//! settled yet.

use super::{RepositoryError, Tx};
use crate::documents::consignment::{BookingState, ConsignmentDocument};
use futures_util::TryStreamExt;
use mongodb::{
    Collection, Database, IndexModel,
    bson::{DateTime, doc, oid::ObjectId},
    options::IndexOptions,
};

#[derive(Clone)]
pub struct ConsignmentRepository {
    consignments: Collection<ConsignmentDocument>,
}

impl ConsignmentRepository {
    pub(super) fn new(database: &Database) -> Self {
        ConsignmentRepository {
            consignments: database.collection("consignments"),
        }
    }

    pub(super) async fn ensure_indexes(&self) -> Result<(), RepositoryError> {
        let unique = || IndexOptions::builder().unique(true).build();
        for keys in [doc! { "checkout_id": 1 }, doc! { "invoice": 1 }] {
            self.consignments
                .create_index(IndexModel::builder().keys(keys).options(unique()).build())
                .await?;
        }
        self.consignments
            .create_index(
                IndexModel::builder()
                    .keys(doc! { "settled_at": 1, "checked_at": 1 })
                    .build(),
            )
            .await?;
        Ok(())
    }

    pub async fn find(&self, id: ObjectId) -> Result<Option<ConsignmentDocument>, RepositoryError> {
        Ok(self.consignments.find_one(doc! { "_id": id }).await?)
    }

    pub async fn of_checkout(&self, checkout_id: ObjectId) -> Result<Option<ConsignmentDocument>, RepositoryError> {
        Ok(self.consignments.find_one(doc! { "checkout_id": checkout_id }).await?)
    }

    /// The consignments of these checkouts (an order list's parcels).
    pub async fn of_checkouts(&self, checkout_ids: &[ObjectId]) -> Result<Vec<ConsignmentDocument>, RepositoryError> {
        if checkout_ids.is_empty() {
            return Ok(Vec::new());
        }
        let found = self
            .consignments
            .find(doc! { "checkout_id": { "$in": checkout_ids } })
            .await?;
        Ok(found.try_collect().await?)
    }

    pub async fn by_invoice(&self, invoice: &str) -> Result<Option<ConsignmentDocument>, RepositoryError> {
        Ok(self.consignments.find_one(doc! { "invoice": invoice }).await?)
    }

    /// Records that the courier was asked about consignment `id` at `now`.
    pub async fn mark_checked(&self, id: ObjectId, now: DateTime) -> Result<(), RepositoryError> {
        self.consignments
            .update_one(doc! { "_id": id }, doc! { "$set": { "checked_at": now } })
            .await?;
        Ok(())
    }

    pub async fn of_checkout_in(
        &self,
        tx: &mut Tx,
        checkout_id: ObjectId,
    ) -> Result<Option<ConsignmentDocument>, RepositoryError> {
        Ok(self
            .consignments
            .find_one(doc! { "checkout_id": checkout_id })
            .session(tx.session())
            .await?)
    }

    pub async fn by_invoice_in(
        &self,
        tx: &mut Tx,
        invoice: &str,
    ) -> Result<Option<ConsignmentDocument>, RepositoryError> {
        Ok(self
            .consignments
            .find_one(doc! { "invoice": invoice })
            .session(tx.session())
            .await?)
    }

    pub async fn find_in(&self, tx: &mut Tx, id: ObjectId) -> Result<Option<ConsignmentDocument>, RepositoryError> {
        Ok(self
            .consignments
            .find_one(doc! { "_id": id })
            .session(tx.session())
            .await?)
    }

    /// Writes the whole consignment (made when new).
    pub async fn save_in(&self, tx: &mut Tx, consignment: &ConsignmentDocument) -> Result<(), RepositoryError> {
        self.consignments
            .replace_one(doc! { "_id": consignment.id }, consignment)
            .upsert(true)
            .session(tx.session())
            .await?;
        Ok(())
    }

    /// Consignments the courier has not settled that were not asked about
    /// since `before`: bookings whose answer is still out, parcels on their way.
    pub async fn unsettled(&self, before: DateTime, limit: i64) -> Result<Vec<ConsignmentDocument>, RepositoryError> {
        let refused = BookingState::Refused.as_str();
        let found = self
            .consignments
            .find(doc! { "settled_at": null, "state": { "$ne": refused }, "checked_at": { "$lt": before } })
            .sort(doc! { "checked_at": 1 })
            .limit(limit)
            .await?;
        Ok(found.try_collect().await?)
    }
}
