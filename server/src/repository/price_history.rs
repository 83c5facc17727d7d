//! The `price_history` collection: every price a product had. Points are
//! written by the product repository inside the transaction of the change
//! they record; this repository reads them.

use super::RepositoryError;
use crate::documents::price_history::PricePointDocument;
use futures_util::TryStreamExt;
use mongodb::{
    ClientSession, Collection, Database, IndexModel,
    bson::{doc, oid::ObjectId},
};

/// Most points read for one product: years of daily changes.
const MAX_POINTS: i64 = 1_000;

#[derive(Clone)]
pub struct PriceHistoryRepository {
    collection: Collection<PricePointDocument>,
}

impl PriceHistoryRepository {
    pub(super) fn new(database: &Database) -> Self {
        PriceHistoryRepository {
            collection: database.collection("price_history"),
        }
    }

    pub(super) async fn ensure_indexes(&self) -> Result<(), RepositoryError> {
        self.collection
            .create_index(IndexModel::builder().keys(doc! { "product_id": 1, "at": 1 }).build())
            .await?;
        Ok(())
    }

    /// The points of a variant of `product` (`None`: the product sold as
    /// itself), oldest first (the latest [`MAX_POINTS`]).
    pub async fn of_variant(
        &self,
        product: ObjectId,
        variant: Option<ObjectId>,
    ) -> Result<Vec<PricePointDocument>, RepositoryError> {
        let variant = variant.map_or(mongodb::bson::Bson::Null, mongodb::bson::Bson::ObjectId);
        let mut points: Vec<PricePointDocument> = self
            .collection
            .find(doc! { "product_id": product, "variant_id": variant })
            .sort(doc! { "at": -1 })
            .limit(MAX_POINTS)
            .await?
            .try_collect()
            .await?;
        points.reverse();
        Ok(points)
    }

    /// Writes points inside `session`'s transaction.
    pub(super) async fn insert_in_session(
        &self,
        session: &mut ClientSession,
        points: &[PricePointDocument],
    ) -> Result<(), mongodb::error::Error> {
        if !points.is_empty() {
            self.collection.insert_many(points).session(session).await?;
        }
        Ok(())
    }

    /// Writes points in `tx`.
    pub async fn insert_in(&self, tx: &mut super::Tx, points: &[PricePointDocument]) -> Result<(), RepositoryError> {
        Ok(self.insert_in_session(tx.session(), points).await?)
    }

    /// Deletes a product's points inside `session`'s transaction.
    pub(super) async fn delete_in(
        &self,
        session: &mut ClientSession,
        product: ObjectId,
    ) -> Result<(), mongodb::error::Error> {
        self.collection
            .delete_many(doc! { "product_id": product })
            .session(session)
            .await?;
        Ok(())
    }
}
