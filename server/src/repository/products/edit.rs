//! An admin's edit of a product: one conditional write with its stock move,
//! inside the edit use case's transaction.

use super::ProductRepository;
use crate::documents::picture::Picture;
use crate::repository::{RepositoryError, Tx, stock::stock_after};
use mongodb::bson::{DateTime, doc, oid::ObjectId, to_document};
use serde::Serialize;
use shop_core::validation::PhoneSpecs;

/// The fields an admin's edit changes; `None` leaves a field as stored.
#[derive(Debug, Default, Serialize)]
pub struct ProductChanges {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub brand: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub brand_key: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub price: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub discount: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub final_price: Option<i64>,
    /// With a new price: the reference its discount is measured from.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub price_reference: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cover: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub specs: Option<PhoneSpecs>,
    /// With a new cover: what is known of it (`Some(None)` clears it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cover_picture: Option<Option<Picture>>,
}

impl ProductRepository {
    /// Applies an admin's edit made on `version` in `tx`: sets `changes`,
    /// moves stock by `stock_change` (never below zero) and counts a new
    /// version, all in one write, so units sold meanwhile stay sold. The
    /// stock it has now, or `None` when it was not written (gone, edited
    /// since, or short of the units to take away).
    pub async fn edit_in(
        &self,
        tx: &mut Tx,
        id: ObjectId,
        version: i64,
        changes: &ProductChanges,
        stock_change: i64,
    ) -> Result<Option<i64>, RepositoryError> {
        let mut changes = to_document(changes).map_err(|e| RepositoryError::Other(e.into()))?;
        // Products stored before versions existed count as version 0.
        let mut filter = if version == 0 {
            doc! { "version": { "$in": [0_i64, mongodb::bson::Bson::Null] } }
        } else {
            doc! { "version": version }
        };
        if stock_change < 0 {
            filter.insert("stock", doc! { "$gte": -stock_change });
        }
        changes.insert("updatedAt", DateTime::now());
        let update = doc! { "$set": changes, "$inc": { "version": 1_i64, "stock": stock_change } };
        stock_after(&self.collection.clone_with_type(), tx, id, filter, update).await
    }
}
