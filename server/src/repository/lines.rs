//! The `cart_items` and `wishlist_items` collections: lines owned by a
//! customer, at most one per product.

use super::RepositoryError;
use crate::documents::cart::{CartItemDocument, WishlistItemDocument};
use futures_util::TryStreamExt;
use mongodb::{
    Collection, Database, IndexModel,
    bson::{doc, oid::ObjectId},
    options::{IndexOptions, ReturnDocument},
};
use serde::{Serialize, de::DeserializeOwned};

/// Lines of one kind, always filtered by their owner.
#[derive(Clone)]
pub struct LineRepository<T: Send + Sync> {
    collection: Collection<T>,
}

pub type CartRepository = LineRepository<CartItemDocument>;
pub type WishlistRepository = LineRepository<WishlistItemDocument>;

impl<T> LineRepository<T>
where
    T: Serialize + DeserializeOwned + Send + Sync + Unpin,
{
    pub(super) fn new(database: &Database, name: &str) -> Self {
        LineRepository {
            collection: database.collection(name),
        }
    }

    pub(super) async fn ensure_indexes(&self) -> Result<(), RepositoryError> {
        let one_per_product = IndexModel::builder()
            .keys(doc! { "customer_id": 1, "product_id": 1 })
            .options(IndexOptions::builder().unique(true).build())
            .build();
        let newest = IndexModel::builder()
            .keys(doc! { "customer_id": 1, "createdAt": -1 })
            .build();
        self.collection.create_indexes([one_per_product, newest]).await?;
        Ok(())
    }

    /// A customer's lines, newest first.
    pub async fn for_customer(&self, customer_id: ObjectId) -> Result<Vec<T>, RepositoryError> {
        Ok(self
            .collection
            .find(doc! { "customer_id": customer_id })
            .sort(doc! { "createdAt": -1, "_id": -1 })
            .await?
            .try_collect()
            .await?)
    }

    /// Adds a line; the same product twice is `Duplicate`.
    pub async fn insert(&self, line: &T) -> Result<(), RepositoryError> {
        self.collection.insert_one(line).await?;
        Ok(())
    }

    /// Removes a line if this customer owns it; answers whether one was removed.
    pub async fn delete_owned(&self, id: ObjectId, customer_id: ObjectId) -> Result<bool, RepositoryError> {
        let result = self
            .collection
            .delete_one(doc! { "_id": id, "customer_id": customer_id })
            .await?;
        Ok(result.deleted_count == 1)
    }

    /// This customer's line, if it exists.
    pub async fn find_owned(&self, id: ObjectId, customer_id: ObjectId) -> Result<Option<T>, RepositoryError> {
        Ok(self
            .collection
            .find_one(doc! { "_id": id, "customer_id": customer_id })
            .await?)
    }
}

impl CartRepository {
    /// Sets a line's quantity atomically; `None` when the customer has no such line.
    pub async fn set_quantity(
        &self,
        id: ObjectId,
        customer_id: ObjectId,
        quantity: u32,
    ) -> Result<Option<CartItemDocument>, RepositoryError> {
        Ok(self
            .collection
            .find_one_and_update(
                doc! { "_id": id, "customer_id": customer_id },
                doc! { "$set": { "quantity": i64::from(quantity) } },
            )
            .return_document(ReturnDocument::After)
            .await?)
    }
}
