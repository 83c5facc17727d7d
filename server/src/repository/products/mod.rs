//! The `products` collection.

use super::{PriceHistoryRepository, RepositoryError, StockAlertRepository, Tx, VariantRepository};
use crate::documents::{product::ProductDocument, variant::VariantDocument};
use futures_util::TryStreamExt;
use mongodb::{
    Collection, Database, IndexModel,
    bson::{DateTime, Document, RawDocumentBuf, doc, oid::ObjectId},
    options::{IndexOptions, ReturnDocument},
};
use shop_core::slug::brand_key;
use std::collections::HashSet;

mod edit;
mod grid;
pub use edit::ProductChanges;
pub use grid::VariantGrid;

#[derive(Clone)]
pub struct ProductRepository {
    collection: Collection<ProductDocument>,
    tombstones: Collection<Document>,
    /// Cart and wishlist lines, which a deleted product leaves with it.
    lines: [Collection<Document>; 2],
    /// A restock tells the customers waiting for it, in its own transaction.
    alerts: StockAlertRepository,
    /// Each price change is recorded in the transaction that makes it.
    history: PriceHistoryRepository,
    /// Every product is read with its variants attached.
    variants: VariantRepository,
}

/// How long a deletion's tombstone is kept: far longer than any instance's
/// sync interval; an instance away longer rebuilds its view when it starts.
const TOMBSTONE_DAYS: i64 = 7;

impl ProductRepository {
    pub(super) fn new(database: &Database) -> Self {
        ProductRepository {
            collection: database.collection("products"),
            tombstones: database.collection("product_tombstones"),
            lines: [database.collection("cart_items"), database.collection("wishlist_items")],
            alerts: StockAlertRepository::new(database),
            history: PriceHistoryRepository::new(database),
            variants: VariantRepository::new(database),
        }
    }

    pub(super) async fn ensure_indexes(&self) -> Result<(), RepositoryError> {
        let descending = |field: &str| IndexModel::builder().keys(doc! { field: -1, "_id": -1 }).build();
        let indexes = vec![
            IndexModel::builder()
                .keys(doc! { "slug": 1 })
                .options(IndexOptions::builder().unique(true).build())
                .build(),
            descending("createdAt"),
            descending("final_price"),
            descending("sold"),
            descending("rate"),
            descending("discount"),
            IndexModel::builder().keys(doc! { "title": 1, "_id": 1 }).build(),
            IndexModel::builder()
                .keys(doc! { "brand_key": 1, "createdAt": -1 })
                .build(),
            IndexModel::builder().keys(doc! { "updatedAt": 1 }).build(),
            IndexModel::builder().keys(doc! { "wishlistAt": 1 }).build(),
        ];
        self.collection.create_indexes(indexes).await?;
        self.tombstones
            .create_index(IndexModel::builder().keys(doc! { "deletedAt": 1 }).build())
            .await?;
        self.variants.ensure_indexes().await
    }

    /// Every product as stored, for filling the in-memory catalog view. Left
    /// undecoded ([`ProductRepository::decode`]) so that the view decodes on
    /// its indexing thread while the next batch is read.
    pub async fn cursor_all_raw(&self) -> Result<mongodb::Cursor<RawDocumentBuf>, RepositoryError> {
        super::raw_scan::every_document(&self.collection).await
    }

    /// A product read by [`ProductRepository::cursor_all_raw`], without its
    /// variants (attach them with [`ProductDocument::with_variants`]).
    pub fn decode(raw: &RawDocumentBuf) -> Result<ProductDocument, RepositoryError> {
        super::raw_scan::decode(raw)
    }

    /// Every product at once, for tests and small catalogs.
    pub async fn all(&self) -> Result<Vec<ProductDocument>, RepositoryError> {
        self.read(doc! {}).await
    }

    /// Products matching `filter`, each with its variants.
    async fn read(&self, filter: Document) -> Result<Vec<ProductDocument>, RepositoryError> {
        let products: Vec<ProductDocument> = self.collection.find(filter).await?.try_collect().await?;
        self.with_variants(products).await
    }

    /// These products with their variants attached.
    async fn with_variants(&self, products: Vec<ProductDocument>) -> Result<Vec<ProductDocument>, RepositoryError> {
        let ids: Vec<ObjectId> = products.iter().map(|p| p.id).collect();
        let mut variants = self.variants.of_products(&ids).await?;
        Ok(products
            .into_iter()
            .map(|p| {
                let own = variants.remove(&p.id).unwrap_or_default();
                p.with_variants(own)
            })
            .collect())
    }

    /// Products written since `since` (by any instance), or whose variants were.
    /// Each read goes through its own index (`updatedAt`, then `_id`): one `$or`
    /// of both is a scan of the whole catalog on a server that does not plan it
    /// as two index reads, as the wire server here does not, at every poll.
    pub async fn changed_since(&self, since: DateTime) -> Result<Vec<ProductDocument>, RepositoryError> {
        let moved = self.variants.products_changed_since(since).await?;
        let mut changed = self.read(doc! { "updatedAt": { "$gte": since } }).await?;
        let read: HashSet<ObjectId> = changed.iter().map(|p| p.id).collect();
        let rest: Vec<ObjectId> = moved.into_iter().filter(|id| !read.contains(id)).collect();
        if !rest.is_empty() {
            changed.extend(self.read(doc! { "_id": { "$in": rest } }).await?);
        }
        Ok(changed)
    }

    /// Products deleted since `since`.
    pub async fn deleted_since(&self, since: DateTime) -> Result<Vec<ObjectId>, RepositoryError> {
        let tombstones: Vec<Document> = self
            .tombstones
            .find(doc! { "deletedAt": { "$gte": since } })
            .await?
            .try_collect()
            .await?;
        Ok(tombstones.iter().filter_map(|t| t.get_object_id("_id").ok()).collect())
    }

    /// A brand's products.
    pub async fn by_brand(&self, name: &str) -> Result<Vec<ProductDocument>, RepositoryError> {
        self.read(doc! { "brand_key": brand_key(name) }).await
    }

    /// Counts one more (or one less) wishlist holding the product; answers the
    /// new count (`None` if the product is gone). Stamps `wishlistAt`, not
    /// `updatedAt`: a count is not a catalog change (see `catalog_view::home`).
    pub async fn add_to_wishlist_count(&self, id: ObjectId, by: i64) -> Result<Option<i64>, RepositoryError> {
        let counted = self
            .collection
            .clone_with_type::<Document>()
            .find_one_and_update(
                doc! { "_id": id },
                doc! { "$inc": { "wishlist_count": by }, "$set": { "wishlistAt": DateTime::now() } },
            )
            .projection(doc! { "wishlist_count": 1 })
            .return_document(ReturnDocument::After)
            .await?;
        Ok(counted.and_then(|d| wishlist_count(&d)))
    }

    /// The wishlist counts of products whose count moved since `since` (on any instance).
    pub async fn wishlist_counts_since(&self, since: DateTime) -> Result<Vec<(ObjectId, i64)>, RepositoryError> {
        let counted: Vec<Document> = self
            .collection
            .clone_with_type::<Document>()
            .find(doc! { "wishlistAt": { "$gte": since } })
            .projection(doc! { "wishlist_count": 1 })
            .await?
            .try_collect()
            .await?;
        Ok(counted
            .iter()
            .filter_map(|d| Some((d.get_object_id("_id").ok()?, wishlist_count(d)?)))
            .collect())
    }

    /// The product with this id, if any.
    pub async fn find_by_id(&self, id: ObjectId) -> Result<Option<ProductDocument>, RepositoryError> {
        Ok(self.read(doc! { "_id": id }).await?.pop())
    }

    /// The products with these ids (missing ones are left out).
    pub async fn find_by_ids(&self, ids: &[ObjectId]) -> Result<Vec<ProductDocument>, RepositoryError> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        self.read(doc! { "_id": { "$in": ids } }).await
    }

    /// Which of these ids are already stored.
    pub async fn existing_ids(&self, ids: &[ObjectId]) -> Result<Vec<ObjectId>, RepositoryError> {
        super::existing_ids(&self.collection, ids).await
    }

    /// Inserts new products with their variants in `tx`; a SKU already used is `Duplicate`.
    pub async fn insert_in(
        &self,
        tx: &mut Tx,
        products: &[ProductDocument],
        variants: &[VariantDocument],
    ) -> Result<(), RepositoryError> {
        let session = tx.session();
        if !products.is_empty() {
            self.collection.insert_many(products).session(&mut *session).await?;
        }
        self.variants.insert_in(session, variants).await?;
        Ok(())
    }

    /// Deletes a product with its variants, the cart and wishlist lines
    /// holding it and its price history, in `tx`, leaving a tombstone so
    /// other instances drop it too. Whether it existed (when it did not,
    /// nothing else is touched).
    pub async fn delete_in(&self, tx: &mut Tx, id: ObjectId) -> Result<bool, RepositoryError> {
        let session = tx.session();
        let deleted = self
            .collection
            .delete_one(doc! { "_id": id })
            .session(&mut *session)
            .await?
            .deleted_count
            == 1;
        if !deleted {
            return Ok(false);
        }
        for lines in &self.lines {
            lines
                .delete_many(doc! { "product_id": id })
                .session(&mut *session)
                .await?;
        }
        self.history.delete_in(&mut *session, id).await?;
        self.variants.delete_in(&mut *session, id).await?;
        self.tombstones
            .update_one(doc! { "_id": id }, doc! { "$set": { "deletedAt": DateTime::now() } })
            .upsert(true)
            .session(session)
            .await?;
        Ok(true)
    }

    /// Drops the tombstones of deletions older than any instance's look-back.
    pub async fn prune_tombstones(&self) -> Result<(), RepositoryError> {
        let cutoff = DateTime::from_millis(DateTime::now().timestamp_millis() - TOMBSTONE_DAYS * 86_400_000);
        self.tombstones
            .delete_many(doc! { "deletedAt": { "$lt": cutoff } })
            .await?;
        Ok(())
    }

    /// Credits products nobody listed yet to `author` (the demo admin).
    pub async fn assign_unowned(&self, author: ObjectId) -> Result<u64, RepositoryError> {
        let unowned = doc! { "$or": [{ "created_by": { "$exists": false } }, { "created_by": null }] };
        let result = self
            .collection
            .update_many(
                unowned,
                doc! { "$set": { "created_by": author, "updatedAt": DateTime::now() } },
            )
            .await?;
        Ok(result.modified_count)
    }

    /// Sets how many units are in stock.
    pub async fn set_stock(&self, id: ObjectId, stock: i64) -> Result<(), RepositoryError> {
        self.collection
            .update_one(doc! { "_id": id }, doc! { "$set": { "stock": stock } })
            .await?;
        Ok(())
    }

    /// Adds `alias` to the product's search aliases while it has fewer than
    /// `at_most`; whether it was added (`false`: no such product, or full).
    pub async fn add_search_alias(
        &self,
        id: ObjectId,
        alias: &str,
        at_most: usize,
        now: DateTime,
    ) -> Result<bool, RepositoryError> {
        let last = format!("search_aliases.{}", at_most.saturating_sub(1));
        let result = self
            .collection
            .update_one(
                doc! { "_id": id, last: { "$exists": false } },
                doc! { "$addToSet": { "search_aliases": alias }, "$set": { "updatedAt": now } },
            )
            .await?;
        Ok(result.matched_count == 1)
    }

    /// Takes `alias` off the product's search aliases; whether the product exists.
    pub async fn remove_search_alias(&self, id: ObjectId, alias: &str, now: DateTime) -> Result<bool, RepositoryError> {
        let result = self
            .collection
            .update_one(
                doc! { "_id": id },
                doc! { "$pull": { "search_aliases": alias }, "$set": { "updatedAt": now } },
            )
            .await?;
        Ok(result.matched_count == 1)
    }

    /// Moves every product of a brand to its new name.
    pub async fn rename_brand(&self, old_name: &str, new_name: &str) -> Result<u64, RepositoryError> {
        let result = self
            .collection
            .update_many(
                doc! { "brand_key": brand_key(old_name) },
                doc! { "$set": { "brand": new_name, "brand_key": brand_key(new_name), "updatedAt": DateTime::now() } },
            )
            .await?;
        Ok(result.modified_count)
    }

    /// How many products a brand has.
    pub async fn count_by_brand(&self, name: &str) -> Result<u64, RepositoryError> {
        Ok(self
            .collection
            .count_documents(doc! { "brand_key": brand_key(name) })
            .await?)
    }

    /// Number of products stored.
    pub async fn count(&self) -> Result<u64, RepositoryError> {
        Ok(self.collection.estimated_document_count().await?)
    }
}

/// A stored wishlist count, whichever integer type holds it.
/// The `updatedAt` a stock write carries: the moment it is written, or `now`
/// when that is later (a job run for a moment to come). A catalog view that
/// lost its change feed catches up by `updatedAt`, looking back a transaction's
/// lifetime, so a write stamped with a time its caller took long before (a job
/// pass that waited on bKash, a long batch) would be missed there.
pub(in crate::repository) fn stock_stamp(now: DateTime) -> DateTime {
    DateTime::from_millis(now.timestamp_millis().max(DateTime::now().timestamp_millis()))
}

fn wishlist_count(document: &Document) -> Option<i64> {
    match document.get("wishlist_count")? {
        mongodb::bson::Bson::Int64(n) => Some(*n),
        mongodb::bson::Bson::Int32(n) => Some(i64::from(*n)),
        _ => None,
    }
}
