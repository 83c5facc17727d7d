//! An admin's edit of a product: one conditional write with its stock move,
//! price points and back-in-stock release in a single transaction.

use super::ProductRepository;
use crate::documents::{picture::Picture, price_history::PricePointDocument, product::ProductDocument};
use crate::repository::{BackInStockMails, RepositoryError, retry_transient, stock_alerts::Restocked};
use mongodb::{
    bson::{DateTime, Document, doc, oid::ObjectId, to_document},
    options::ReturnDocument,
};
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

/// What became of an admin's edit.
#[derive(Debug)]
pub enum EditOutcome {
    Saved(Box<ProductDocument>),
    NotFound,
    /// Someone else saved an edit since this one's form was loaded.
    Stale,
    /// Lowering the stock by the edit's amount would go below zero now.
    ShortOfStock {
        available: i64,
    },
}

impl ProductRepository {
    /// Applies an admin's edit made on `version`: sets `changes`, moves stock
    /// by `stock_change` (never below zero) and counts a new version, all in
    /// one write, so units sold meanwhile stay sold. A restock from none
    /// releases the product's alerts in the same transaction (`restocked`),
    /// and a price change writes its points (`prices`) there too.
    pub async fn edit(
        &self,
        id: ObjectId,
        version: i64,
        changes: &ProductChanges,
        stock_change: i64,
        prices: &[PricePointDocument],
        restocked: &BackInStockMails<'_>,
    ) -> Result<EditOutcome, RepositoryError> {
        let mut changes = to_document(changes).map_err(|e| RepositoryError::Other(e.into()))?;
        // Products stored before versions existed count as version 0.
        let mut filter = if version == 0 {
            doc! { "_id": id, "$or": [{ "version": 0_i64 }, { "version": { "$exists": false } }] }
        } else {
            doc! { "_id": id, "version": version }
        };
        if stock_change < 0 {
            filter.insert("stock", doc! { "$gte": -stock_change });
        }
        changes.insert("updatedAt", DateTime::now());
        let update = doc! { "$set": changes, "$inc": { "version": 1_i64, "stock": stock_change } };
        let matched = retry_transient(|| self.edit_once(&filter, &update, stock_change, prices, restocked)).await?;
        Ok(match self.find_by_id(id).await? {
            None => EditOutcome::NotFound,
            Some(product) if matched => EditOutcome::Saved(Box::new(product)),
            Some(product) if product.version != version => EditOutcome::Stale,
            Some(product) => EditOutcome::ShortOfStock {
                available: product.fields.stock,
            },
        })
    }

    /// One attempt at an edit's transaction; answers whether it was written.
    async fn edit_once(
        &self,
        filter: &Document,
        update: &Document,
        stock_change: i64,
        prices: &[PricePointDocument],
        restocked: &BackInStockMails<'_>,
    ) -> Result<bool, mongodb::error::Error> {
        let mut session = self.client.start_session().await?;
        session.start_transaction().await?;
        let after = self
            .collection
            .clone_with_type::<Document>()
            .find_one_and_update(filter.clone(), update.clone())
            .projection(doc! { "stock": 1, "title": 1, "slug": 1 })
            .return_document(ReturnDocument::After)
            .session(&mut session)
            .await?;
        let Some(after) = after else {
            session.abort_transaction().await?;
            return Ok(false);
        };
        self.history.insert_in(&mut session, prices).await?;
        let stock = after
            .get_i64("stock")
            .or_else(|_| after.get_i32("stock").map(i64::from));
        if stock_change > 0
            && stock.is_ok_and(|now| now - stock_change <= 0)
            && let Some(back) = Restocked::product(&after)
        {
            self.alerts
                .release(&mut session, &back, DateTime::now(), restocked)
                .await?;
        }
        session.commit_transaction().await?;
        Ok(true)
    }
}
