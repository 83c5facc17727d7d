//! The `brands` collection.

use super::RepositoryError;
use crate::documents::brand::BrandDocument;
use futures_util::TryStreamExt;
use mongodb::{
    Collection, Database, IndexModel,
    bson::{doc, oid::ObjectId},
    options::{IndexOptions, ReturnDocument},
};

#[derive(Clone)]
pub struct BrandRepository {
    collection: Collection<BrandDocument>,
}

impl BrandRepository {
    pub(super) fn new(database: &Database) -> Self {
        BrandRepository {
            collection: database.collection("brands"),
        }
    }

    pub(super) async fn ensure_indexes(&self) -> Result<(), RepositoryError> {
        let unique = IndexOptions::builder().unique(true).build();
        self.collection
            .create_index(IndexModel::builder().keys(doc! { "slug": 1 }).options(unique).build())
            .await?;
        Ok(())
    }

    /// Every brand by name.
    pub async fn all(&self) -> Result<Vec<BrandDocument>, RepositoryError> {
        Ok(self
            .collection
            .find(doc! {})
            .sort(doc! { "name": 1 })
            .await?
            .try_collect()
            .await?)
    }

    /// Adds a brand; a taken slug is `Duplicate`.
    pub async fn insert(&self, brand: &BrandDocument) -> Result<(), RepositoryError> {
        self.collection.insert_one(brand).await?;
        Ok(())
    }

    pub async fn find_by_id(&self, id: ObjectId) -> Result<Option<BrandDocument>, RepositoryError> {
        Ok(self.collection.find_one(doc! { "_id": id }).await?)
    }

    pub async fn find_by_slug(&self, slug: &str) -> Result<Option<BrandDocument>, RepositoryError> {
        Ok(self.collection.find_one(doc! { "slug": slug }).await?)
    }

    /// Renames a brand; `None` when there is no such brand.
    pub async fn rename(&self, id: ObjectId, name: &str, slug: &str) -> Result<Option<BrandDocument>, RepositoryError> {
        Ok(self
            .collection
            .find_one_and_update(doc! { "_id": id }, doc! { "$set": { "name": name, "slug": slug } })
            .return_document(ReturnDocument::After)
            .await?)
    }

    /// Deletes a brand; answers whether it existed.
    pub async fn delete(&self, id: ObjectId) -> Result<bool, RepositoryError> {
        Ok(self.collection.delete_one(doc! { "_id": id }).await?.deleted_count == 1)
    }
}
