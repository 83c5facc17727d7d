//! The `images` collection: product pictures stored in the database, so any
//! server instance can serve them.

use super::RepositoryError;
use crate::documents::product::ImageDocument;
use mongodb::{
    Collection, Database,
    bson::{doc, oid::ObjectId},
};

#[derive(Clone)]
pub struct ImageRepository {
    collection: Collection<ImageDocument>,
}

impl ImageRepository {
    pub(super) fn new(database: &Database) -> Self {
        ImageRepository {
            collection: database.collection("images"),
        }
    }

    /// The image with this id, if any.
    pub async fn find_by_id(&self, id: ObjectId) -> Result<Option<ImageDocument>, RepositoryError> {
        Ok(self.collection.find_one(doc! { "_id": id }).await?)
    }

    /// Which of these ids are already stored.
    pub async fn existing_ids(&self, ids: &[ObjectId]) -> Result<Vec<ObjectId>, RepositoryError> {
        super::existing_ids(&self.collection, ids).await
    }

    /// Inserts new images.
    pub async fn insert_many(&self, images: &[ImageDocument]) -> Result<(), RepositoryError> {
        if !images.is_empty() {
            self.collection.insert_many(images).await?;
        }
        Ok(())
    }
}
