//! The `emi_plans` collection: the card-EMI plans the shop offers.

use super::RepositoryError;
use crate::documents::emi_plan::EmiPlanDocument;
use futures_util::TryStreamExt;
use mongodb::{
    Collection, Database, IndexModel,
    bson::{doc, oid::ObjectId},
    options::IndexOptions,
};

#[derive(Clone)]
pub struct EmiPlanRepository {
    collection: Collection<EmiPlanDocument>,
}

impl EmiPlanRepository {
    pub(super) fn new(database: &Database) -> Self {
        EmiPlanRepository {
            collection: database.collection("emi_plans"),
        }
    }

    pub(super) async fn ensure_indexes(&self) -> Result<(), RepositoryError> {
        let unique = IndexOptions::builder().unique(true).build();
        self.collection
            .create_index(
                IndexModel::builder()
                    .keys(doc! { "bank_key": 1 })
                    .options(unique)
                    .build(),
            )
            .await?;
        Ok(())
    }

    /// Every plan, by bank.
    pub async fn all(&self) -> Result<Vec<EmiPlanDocument>, RepositoryError> {
        Ok(self
            .collection
            .find(doc! {})
            .sort(doc! { "bank": 1 })
            .await?
            .try_collect()
            .await?)
    }

    /// Adds a plan; a bank that has one already is `Duplicate`.
    pub async fn insert(&self, plan: &EmiPlanDocument) -> Result<(), RepositoryError> {
        self.collection.insert_one(plan).await?;
        Ok(())
    }

    /// Replaces plan `plan.id`; answers whether it existed. Another plan's
    /// bank is `Duplicate`.
    pub async fn replace(&self, plan: &EmiPlanDocument) -> Result<bool, RepositoryError> {
        Ok(self
            .collection
            .replace_one(doc! { "_id": plan.id }, plan)
            .await?
            .matched_count
            == 1)
    }

    pub async fn find_by_id(&self, id: ObjectId) -> Result<Option<EmiPlanDocument>, RepositoryError> {
        Ok(self.collection.find_one(doc! { "_id": id }).await?)
    }

    /// Deletes a plan; answers whether it existed.
    pub async fn delete(&self, id: ObjectId) -> Result<bool, RepositoryError> {
        Ok(self.collection.delete_one(doc! { "_id": id }).await?.deleted_count == 1)
    }
}
