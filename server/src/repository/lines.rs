//! The `cart_items` and `wishlist_items` collections: lines owned by a
//! customer, at most one per variant in a cart and one per product (phone)
//! on a wishlist.

use super::{RepositoryError, Tx};
use crate::documents::cart::{CartItemDocument, WishlistItemDocument};
use futures_util::TryStreamExt;
use mongodb::{
    Collection, Database, IndexModel,
    bson::{doc, oid::ObjectId},
    options::IndexOptions,
};
use serde::{Serialize, de::DeserializeOwned};

/// Lines of one kind, always filtered by their owner.
#[derive(Clone)]
pub struct LineRepository<T: Send + Sync> {
    collection: Collection<T>,
    /// Whether a line is one variant (a cart's) rather than one product.
    per_variant: bool,
}

pub type CartRepository = LineRepository<CartItemDocument>;
pub type WishlistRepository = LineRepository<WishlistItemDocument>;

impl<T> LineRepository<T>
where
    T: Serialize + DeserializeOwned + Send + Sync + Unpin,
{
    pub(super) fn new(database: &Database, name: &str, per_variant: bool) -> Self {
        LineRepository {
            collection: database.collection(name),
            per_variant,
        }
    }

    /// Drops the one-line-per-product index of a cart made before variants,
    /// which would refuse a second colour of the same phone.
    pub async fn drop_per_product_index(&self) -> Result<(), RepositoryError> {
        if self.per_variant
            && let Err(error) = self.collection.drop_index("customer_id_1_product_id_1").await
        {
            tracing::debug!(%error, "no per-product cart index to drop");
        }
        Ok(())
    }

    pub(super) async fn ensure_indexes(&self) -> Result<(), RepositoryError> {
        let (keys, name) = if self.per_variant {
            (
                doc! { "customer_id": 1, "product_id": 1, "variant_id": 1 },
                "one_line_per_variant",
            )
        } else {
            (doc! { "customer_id": 1, "product_id": 1 }, "customer_id_1_product_id_1")
        };
        let one_per_line = IndexModel::builder()
            .keys(keys)
            .options(IndexOptions::builder().unique(true).name(name.to_owned()).build())
            .build();
        let newest = IndexModel::builder()
            .keys(doc! { "customer_id": 1, "createdAt": -1 })
            .build();
        self.collection.create_indexes([one_per_line, newest]).await?;
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
    /// Sets a line's quantity: the line as it is then, or `None` when the customer has no such line.
    pub async fn set_quantity(
        &self,
        id: ObjectId,
        customer_id: ObjectId,
        quantity: u32,
    ) -> Result<Option<CartItemDocument>, RepositoryError> {
        // A write, then a read: the local wire server answers a
        // `findAndModify` by going through every line of every cart.
        let set = self
            .collection
            .update_one(
                doc! { "_id": id, "customer_id": customer_id },
                doc! { "$set": { "quantity": i64::from(quantity) } },
            )
            .await?;
        if set.matched_count == 0 {
            return Ok(None);
        }
        Ok(self.collection.find_one(doc! { "_id": id }).await?)
    }

    /// A customer's lines in the order they were added, read in `tx`.
    pub async fn oldest_first_in(
        &self,
        tx: &mut Tx,
        customer_id: ObjectId,
    ) -> Result<Vec<CartItemDocument>, RepositoryError> {
        let session = tx.session();
        Ok(self
            .collection
            .find(doc! { "customer_id": customer_id })
            .sort(doc! { "createdAt": 1, "_id": 1 })
            .session(&mut *session)
            .await?
            .stream(&mut *session)
            .try_collect()
            .await?)
    }

    /// Deletes the customer's lines `ids` in `tx`.
    pub async fn remove_in(&self, tx: &mut Tx, customer_id: ObjectId, ids: &[ObjectId]) -> Result<(), RepositoryError> {
        self.collection
            .delete_many(doc! { "_id": { "$in": ids }, "customer_id": customer_id })
            .session(tx.session())
            .await?;
        Ok(())
    }
}
