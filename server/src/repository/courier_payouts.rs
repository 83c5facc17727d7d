//! The `courier_payouts` collection, and the ledger's sums over it and the
//! settled parcels.

use super::{RepositoryError, Tx};
use crate::documents::{consignment::ConsignmentDocument, courier_payout::CourierPayoutDocument};
use futures_util::TryStreamExt;
use mongodb::{
    Collection, Database,
    bson::{DateTime, Document, doc},
};

#[derive(Clone)]
pub struct CourierPayoutRepository {
    payouts: Collection<CourierPayoutDocument>,
    consignments: Collection<ConsignmentDocument>,
}

/// What the settled parcels add up to (poisha).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ParcelSums {
    pub collected: i64,
    pub charges: i64,
    /// What payouts counted for them.
    pub paid_out: i64,
}

impl CourierPayoutRepository {
    pub(super) fn new(database: &Database) -> Self {
        CourierPayoutRepository {
            payouts: database.collection("courier_payouts"),
            consignments: database.collection("consignments"),
        }
    }

    pub async fn exists(&self, id: &str) -> Result<bool, RepositoryError> {
        let found = self
            .payouts
            .clone_with_type::<Document>()
            .find_one(doc! { "_id": id })
            .projection(doc! { "_id": 1 })
            .await?;
        Ok(found.is_some())
    }

    /// Records a payout; a second record of the same one is `Duplicate`.
    pub async fn insert_in(&self, tx: &mut Tx, payout: &CourierPayoutDocument) -> Result<(), RepositoryError> {
        self.payouts.insert_one(payout).session(tx.session()).await?;
        Ok(())
    }

    /// The newest `limit` payouts.
    pub async fn newest(&self, limit: i64) -> Result<Vec<CourierPayoutDocument>, RepositoryError> {
        Ok(self
            .payouts
            .find(doc! {})
            .sort(doc! { "recorded_at": -1 })
            .limit(limit)
            .await?
            .try_collect()
            .await?)
    }

    /// What every payout paid (poisha).
    pub async fn paid(&self) -> Result<i64, RepositoryError> {
        let total = self
            .payouts
            .aggregate([doc! { "$group": { "_id": null, "paid": { "$sum": "$amount" } } }])
            .await?
            .try_next()
            .await?;
        Ok(total.and_then(|sums| sums.get_i64("paid").ok()).unwrap_or(0))
    }

    /// The sums over every parcel the courier settled.
    pub async fn parcel_sums(&self) -> Result<ParcelSums, RepositoryError> {
        let sums = self
            .consignments
            .aggregate([
                doc! { "$match": { "settled_at": { "$ne": null } } },
                doc! { "$group": {
                    "_id": null,
                    "collected": { "$sum": "$collected" },
                    "charges": { "$sum": "$charge" },
                    "paid_out": { "$sum": "$paid_out" },
                } },
            ])
            .await?
            .try_next()
            .await?;
        let read = |sums: &Document, field: &str| {
            sums.get_i64(field)
                .or_else(|_| sums.get_i32(field).map(i64::from))
                .unwrap_or(0)
        };
        Ok(sums.map_or_else(ParcelSums::default, |sums| ParcelSums {
            collected: read(&sums, "collected"),
            charges: read(&sums, "charges"),
            paid_out: read(&sums, "paid_out"),
        }))
    }

    /// Settled parcels no payout paid for, settled before `before`, oldest first.
    pub async fn unpaid_since(
        &self,
        before: DateTime,
        limit: i64,
    ) -> Result<Vec<ConsignmentDocument>, RepositoryError> {
        Ok(self
            .consignments
            .find(doc! { "settled_at": { "$lt": before }, "payout_id": null })
            .sort(doc! { "settled_at": 1 })
            .limit(limit)
            .await?
            .try_collect()
            .await?)
    }

    /// Parcels a payout counted differently from the shop, newest first.
    pub async fn mismatched(&self, limit: i64) -> Result<Vec<ConsignmentDocument>, RepositoryError> {
        Ok(self
            .consignments
            .find(doc! { "payout_difference": { "$nin": [0, null] } })
            .sort(doc! { "updatedAt": -1 })
            .limit(limit)
            .await?
            .try_collect()
            .await?)
    }
}
