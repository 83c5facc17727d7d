//! The `variants` collection: what is sold under each product, one document
//! per variant so that taking one variant's stock never waits on another's.

use super::RepositoryError;
use crate::documents::variant::VariantDocument;
use futures_util::TryStreamExt;
use mongodb::{
    ClientSession, Collection, Database, IndexModel,
    bson::{DateTime, RawDocumentBuf, doc, oid::ObjectId},
    options::IndexOptions,
};
use std::collections::{HashMap, HashSet};

#[derive(Clone)]
pub struct VariantRepository {
    collection: Collection<VariantDocument>,
}

impl VariantRepository {
    pub(super) fn new(database: &Database) -> Self {
        VariantRepository {
            collection: database.collection("variants"),
        }
    }

    pub(super) async fn ensure_indexes(&self) -> Result<(), RepositoryError> {
        let indexes = vec![
            IndexModel::builder()
                .keys(doc! { "sku": 1 })
                .options(IndexOptions::builder().unique(true).build())
                .build(),
            IndexModel::builder().keys(doc! { "product_id": 1 }).build(),
            IndexModel::builder().keys(doc! { "updatedAt": 1 }).build(),
        ];
        self.collection.create_indexes(indexes).await?;
        Ok(())
    }

    /// The collection, for writes another repository makes in its transaction.
    pub(super) fn collection(&self) -> &Collection<VariantDocument> {
        &self.collection
    }

    /// Every variant as stored, undecoded (for filling the catalog view:
    /// decode each with [`VariantRepository::decode`]).
    pub async fn cursor_all_raw(&self) -> Result<mongodb::Cursor<RawDocumentBuf>, RepositoryError> {
        super::raw_scan::every_document(&self.collection).await
    }

    /// A variant read by [`VariantRepository::cursor_all_raw`].
    pub fn decode(raw: &RawDocumentBuf) -> Result<VariantDocument, RepositoryError> {
        super::raw_scan::decode(raw)
    }

    /// The variants of these products, grouped by product.
    pub async fn of_products(
        &self,
        ids: &[ObjectId],
    ) -> Result<HashMap<ObjectId, Vec<VariantDocument>>, RepositoryError> {
        let mut grouped: HashMap<ObjectId, Vec<VariantDocument>> = HashMap::new();
        if ids.is_empty() {
            return Ok(grouped);
        }
        let mut cursor = self.collection.find(doc! { "product_id": { "$in": ids } }).await?;
        while let Some(variant) = cursor.try_next().await? {
            grouped.entry(variant.product_id).or_default().push(variant);
        }
        Ok(grouped)
    }

    /// The product a variant belongs to, if the variant exists.
    pub async fn product_of(&self, id: ObjectId) -> Result<Option<ObjectId>, RepositoryError> {
        Ok(self
            .collection
            .find_one(doc! { "_id": id })
            .await?
            .map(|v| v.product_id))
    }

    /// The products these variants belong to (those of them that exist).
    pub async fn products_of(&self, ids: &[ObjectId]) -> Result<Vec<ObjectId>, RepositoryError> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        self.products_where(doc! { "_id": { "$in": ids } }).await
    }

    /// The products whose variants were written since `since` (by any instance).
    pub async fn products_changed_since(&self, since: DateTime) -> Result<Vec<ObjectId>, RepositoryError> {
        self.products_where(doc! { "updatedAt": { "$gte": since } }).await
    }

    /// The products of the variants `filter` matches, each once.
    async fn products_where(&self, filter: mongodb::bson::Document) -> Result<Vec<ObjectId>, RepositoryError> {
        let mut cursor = self
            .collection
            .clone_with_type::<mongodb::bson::Document>()
            .find(filter)
            .projection(doc! { "product_id": 1 })
            .await?;
        let mut ids = HashSet::new();
        while let Some(found) = cursor.try_next().await? {
            if let Ok(id) = found.get_object_id("product_id") {
                ids.insert(id);
            }
        }
        Ok(ids.into_iter().collect())
    }

    /// Adds variants inside a transaction; a SKU already used is `Duplicate`.
    pub(super) async fn insert_in(
        &self,
        session: &mut ClientSession,
        variants: &[VariantDocument],
    ) -> Result<(), mongodb::error::Error> {
        if !variants.is_empty() {
            self.collection.insert_many(variants).session(session).await?;
        }
        Ok(())
    }

    /// Removes a product's variants inside a transaction.
    pub(super) async fn delete_in(
        &self,
        session: &mut ClientSession,
        product_id: ObjectId,
    ) -> Result<(), mongodb::error::Error> {
        self.collection
            .delete_many(doc! { "product_id": product_id })
            .session(session)
            .await?;
        Ok(())
    }
}
