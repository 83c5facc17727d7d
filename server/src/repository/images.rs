//! The `images` collection: product pictures stored in the database, so any
//! server instance can serve them; and `image_renditions`, their resized
//! WebP copies, one per image and width.

use super::RepositoryError;
use crate::documents::{
    picture::{Picture, RenditionDocument, RenditionKey},
    product::ImageDocument,
};
use mongodb::{
    Collection, Database,
    bson::{doc, oid::ObjectId, to_bson},
    options::ReplaceOptions,
};

#[derive(Clone)]
pub struct ImageRepository {
    collection: Collection<ImageDocument>,
    renditions: Collection<RenditionDocument>,
}

/// The `_id` filter of a rendition, written exactly as the document writes it.
fn rendition_filter(key: RenditionKey) -> Result<mongodb::bson::Document, RepositoryError> {
    let id = to_bson(&key).map_err(|e| RepositoryError::Other(e.into()))?;
    Ok(doc! { "_id": id })
}

impl ImageRepository {
    pub(super) fn new(database: &Database) -> Self {
        ImageRepository {
            collection: database.collection("images"),
            renditions: database.collection("image_renditions"),
        }
    }

    /// The image with this id, if any.
    pub async fn find_by_id(&self, id: ObjectId) -> Result<Option<ImageDocument>, RepositoryError> {
        Ok(self.collection.find_one(doc! { "_id": id }).await?)
    }

    /// What is known of the image with this id, without its bytes; `None`
    /// when there is no such image or it was stored before sizes were kept.
    pub async fn picture(&self, id: ObjectId) -> Result<Option<Picture>, RepositoryError> {
        #[derive(serde::Deserialize)]
        struct PictureOnly {
            #[serde(default)]
            picture: Option<Picture>,
        }
        let found = self
            .collection
            .clone_with_type::<PictureOnly>()
            .find_one(doc! { "_id": id })
            .projection(doc! { "picture": 1 })
            .await?;
        Ok(found.and_then(|image| image.picture))
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

    /// The rendition of `key` made for the picture with `hash`, if kept.
    pub async fn rendition(&self, key: RenditionKey, hash: &str) -> Result<Option<RenditionDocument>, RepositoryError> {
        let mut filter = rendition_filter(key)?;
        filter.insert("hash", hash);
        Ok(self.renditions.find_one(filter).await?)
    }

    /// Keeps a rendition. Drawing one is deterministic, so two instances
    /// writing the same one at once both succeed and leave one copy.
    pub async fn put_rendition(&self, rendition: &RenditionDocument) -> Result<(), RepositoryError> {
        let filter = rendition_filter(rendition.id)?;
        let options = ReplaceOptions::builder().upsert(true).build();
        let written = self
            .renditions
            .replace_one(filter, rendition)
            .with_options(options)
            .await;
        match written.map_err(RepositoryError::from) {
            // A duplicate key means the other writer's insert won the race.
            Ok(_) | Err(RepositoryError::Duplicate) => Ok(()),
            Err(error) => Err(error),
        }
    }
}
