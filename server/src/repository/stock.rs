//! The units of phones on sale, read and moved inside a use case's
//! transaction: the products and variants a checkout's lines sell, their
//! stock taken with conditional updates (only where enough is left), and
//! units given back by a cancelled, lapsed or returned order.
//!
//! Its round trips do not grow with the cart: products and variants are read
//! with one command each, and the stock of every line is taken with one
//! command per collection.

use super::{RepositoryError, Tx, order_tallies::int, products::stock_stamp};
use crate::documents::{
    cart::CartItemDocument, order::OrderProduct, product::ProductDocument, variant::VariantDocument,
};
use futures_util::TryStreamExt;
use mongodb::{
    Collection, Database,
    bson::{DateTime, Document, doc, oid::ObjectId},
};

#[derive(Clone)]
pub struct StockRepository {
    database: Database,
    products: Collection<ProductDocument>,
    variants: Collection<VariantDocument>,
}

impl StockRepository {
    pub(super) fn new(database: &Database) -> Self {
        StockRepository {
            database: database.clone(),
            products: database.collection("products"),
            variants: database.collection("variants"),
        }
    }

    /// The products and the variants `lines` sell, as stored now, read in `tx`.
    pub async fn sold_by(
        &self,
        tx: &mut Tx,
        lines: &[CartItemDocument],
    ) -> Result<(Vec<ProductDocument>, Vec<VariantDocument>), RepositoryError> {
        let session = tx.session();
        let product_ids: Vec<ObjectId> = lines.iter().map(|l| l.product_id).collect();
        let products = self
            .products
            .find(doc! { "_id": { "$in": product_ids } })
            .session(&mut *session)
            .await?
            .stream(&mut *session)
            .try_collect()
            .await?;
        let variant_ids: Vec<ObjectId> = lines.iter().filter_map(|l| l.variant_id).collect();
        if variant_ids.is_empty() {
            return Ok((products, Vec::new()));
        }
        let variants = self
            .variants
            .find(doc! { "_id": { "$in": variant_ids } })
            .session(&mut *session)
            .await?
            .stream(&mut *session)
            .try_collect()
            .await?;
        Ok((products, variants))
    }

    /// Takes every line's units from its variant (or from its product, while
    /// it is sold as itself) where that many are left, in `tx`: how many of
    /// the lines got theirs.
    pub async fn take(&self, tx: &mut Tx, lines: &[CartItemDocument], now: DateTime) -> Result<usize, RepositoryError> {
        let (mut variants, mut products) = (Vec::new(), Vec::new());
        let stamp = stock_stamp(now);
        for line in lines {
            let take =
                doc! { "$inc": { "stock": -line.quantity, "sold": line.quantity }, "$set": { "updatedAt": stamp } };
            let enough = doc! { "$gte": line.quantity };
            match line.variant_id {
                Some(variant) => variants.push(doc! {
                    "q": { "_id": variant, "product_id": line.product_id, "stock": enough }, "u": take,
                }),
                // Only while the product has no variants: once it has, its own stock is not sold.
                None => products.push(doc! {
                    "q": { "_id": line.product_id, "options": { "$exists": false }, "stock": enough }, "u": take,
                }),
            }
        }
        let mut taken = 0;
        for (collection, updates) in [(self.variants.name(), variants), (self.products.name(), products)] {
            if updates.is_empty() {
                continue;
            }
            // The update command with many statements: the driver's bulk
            // write needs MongoDB 8, and one update a line costs a round trip a line.
            let command = doc! { "update": collection, "updates": updates, "ordered": true };
            let answer = self.database.run_command(command).session(tx.session()).await?;
            // A statement that failed (not one that matched nothing) aborts the transaction.
            if let Ok(errors) = answer.get_array("writeErrors") {
                return Err(mongodb::error::Error::custom(format!("taking stock failed: {errors:?}")).into());
            }
            taken += answer.get_i32("n").map_or(0, |n| usize::try_from(n).unwrap_or(0));
        }
        Ok(taken)
    }

    /// The units a line's variant (or product sold as itself) has left, read in `tx`.
    pub async fn units_left(&self, tx: &mut Tx, line: &CartItemDocument) -> Result<i64, RepositoryError> {
        let (collection, id) = match line.variant_id {
            Some(variant) => (self.variants.name(), variant),
            None => (self.products.name(), line.product_id),
        };
        let left = self
            .database
            .collection::<Document>(collection)
            .find_one(doc! { "_id": id })
            .projection(doc! { "stock": 1, "options": 1 })
            .session(tx.session())
            .await?;
        let stock = left
            .filter(|found| !found.contains_key("options"))
            .and_then(|found| found.get("stock").map(int));
        Ok(stock.unwrap_or(0).max(0))
    }

    /// Gives `quantity` units back to what an order sold, in `tx`: to its
    /// variant, or to its product when that was its own one variant. The
    /// stock it has now; `None` when it is gone.
    pub async fn give_back(
        &self,
        tx: &mut Tx,
        sold: &OrderProduct,
        quantity: i64,
        now: DateTime,
    ) -> Result<Option<i64>, RepositoryError> {
        let give_back =
            doc! { "$inc": { "stock": quantity, "sold": -quantity }, "$set": { "updatedAt": stock_stamp(now) } };
        let (collection, id) = match sold.variant_id {
            Some(variant) => (self.variants.name(), variant),
            None => (self.products.name(), sold.id),
        };
        let holder = self.database.collection::<Document>(collection);
        stock_after(&holder, tx, id, doc! {}, give_back).await
    }
}

/// Applies `update` to document `id` in `tx`, if it also matches
/// `conditions`: the stock it has after, or `None` when it did not match.
///
/// A write, then a read of the write in the same transaction, rather than one
/// `findAndModify`: the local wire server answers a `findAndModify` by
/// scanning the whole collection (some 140 ms at the bench's variants), while
/// it finds one `_id` at once; MongoDB answers both at once.
pub(super) async fn stock_after(
    collection: &Collection<Document>,
    tx: &mut Tx,
    id: ObjectId,
    conditions: Document,
    update: Document,
) -> Result<Option<i64>, RepositoryError> {
    let mut filter = doc! { "_id": id };
    filter.extend(conditions);
    let written = collection.update_one(filter, update).session(tx.session()).await?;
    if written.matched_count == 0 {
        return Ok(None);
    }
    let after = collection
        .find_one(doc! { "_id": id })
        .projection(doc! { "stock": 1 })
        .session(tx.session())
        .await?;
    Ok(after.map(|after| after.get("stock").map_or(0, int)))
}
