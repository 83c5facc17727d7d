//! The `reviews` collection, and the rating each product keeps of its
//! reviews, written in the transaction of the review use case.

use super::{RepositoryError, Tx};
use crate::documents::{product::ProductDocument, review::ReviewDocument};
use futures_util::TryStreamExt;
use mongodb::{
    Collection, Database, IndexModel,
    bson::{DateTime, doc, oid::ObjectId},
    options::IndexOptions,
};
use shop_core::RatingSummary;

#[derive(Clone)]
pub struct ReviewRepository {
    reviews: Collection<ReviewDocument>,
    products: Collection<ProductDocument>,
}

impl ReviewRepository {
    pub(super) fn new(database: &Database) -> Self {
        ReviewRepository {
            reviews: database.collection("reviews"),
            products: database.collection("products"),
        }
    }

    pub(super) async fn ensure_indexes(&self) -> Result<(), RepositoryError> {
        let unique = IndexOptions::builder().unique(true).build();
        self.reviews
            .create_indexes([
                IndexModel::builder()
                    .keys(doc! { "customer_id": 1, "product_id": 1 })
                    .options(unique)
                    .build(),
                IndexModel::builder()
                    .keys(doc! { "product_id": 1, "createdAt": -1 })
                    .build(),
            ])
            .await?;
        Ok(())
    }

    pub async fn for_product(&self, product_id: ObjectId, limit: i64) -> Result<Vec<ReviewDocument>, RepositoryError> {
        Ok(self
            .reviews
            .find(doc! { "product_id": product_id })
            .sort(doc! { "createdAt": -1, "_id": -1 })
            .limit(limit)
            .await?
            .try_collect()
            .await?)
    }

    pub async fn for_customer(&self, customer_id: ObjectId) -> Result<Vec<ReviewDocument>, RepositoryError> {
        Ok(self
            .reviews
            .find(doc! { "customer_id": customer_id })
            .sort(doc! { "createdAt": -1, "_id": -1 })
            .await?
            .try_collect()
            .await?)
    }

    /// Whether the customer has reviewed the product, read in `tx`.
    pub async fn exists_in(
        &self,
        tx: &mut Tx,
        customer_id: ObjectId,
        product_id: ObjectId,
    ) -> Result<bool, RepositoryError> {
        let filter = doc! { "customer_id": customer_id, "product_id": product_id };
        Ok(self.reviews.find_one(filter).session(tx.session()).await?.is_some())
    }

    /// Stores a review in `tx`; a second one of the customer for the product is `Duplicate`.
    pub async fn insert_in(&self, tx: &mut Tx, review: &ReviewDocument) -> Result<(), RepositoryError> {
        self.reviews.insert_one(review).session(tx.session()).await?;
        Ok(())
    }

    /// The customer's review `id`, read in `tx`.
    pub async fn owned_in(
        &self,
        tx: &mut Tx,
        id: ObjectId,
        customer_id: ObjectId,
    ) -> Result<Option<ReviewDocument>, RepositoryError> {
        Ok(self
            .reviews
            .find_one(doc! { "_id": id, "customer_id": customer_id })
            .session(tx.session())
            .await?)
    }

    /// Writes a review's rating and texts in `tx`.
    pub async fn rewrite_in(&self, tx: &mut Tx, edited: &ReviewDocument) -> Result<(), RepositoryError> {
        let set = doc! {
            "rating": edited.rating, "title": &edited.title, "text": &edited.text, "updatedAt": edited.updated_at,
        };
        self.reviews
            .update_one(doc! { "_id": edited.id }, doc! { "$set": set })
            .session(tx.session())
            .await?;
        Ok(())
    }

    /// The product's rating as its reviews made it, read in `tx`; `None` when it is gone.
    pub async fn rating_in(&self, tx: &mut Tx, product_id: ObjectId) -> Result<Option<RatingSummary>, RepositoryError> {
        let product = self
            .products
            .find_one(doc! { "_id": product_id })
            .session(tx.session())
            .await?;
        Ok(product.map(|product| RatingSummary {
            sum: u64::try_from(product.rating_sum).unwrap_or(0),
            count: u64::try_from(product.fields.rating_count).unwrap_or(0),
        }))
    }

    /// Stores the product's rating in `tx`, with the average the listings sort by.
    pub async fn set_rating_in(
        &self,
        tx: &mut Tx,
        product_id: ObjectId,
        rating: RatingSummary,
    ) -> Result<(), RepositoryError> {
        #[allow(clippy::cast_precision_loss)]
        let rate = rating.average_tenths() as f64 / 10.0;
        let (sum, count) = (
            i64::try_from(rating.sum).unwrap_or(i64::MAX),
            i64::try_from(rating.count).unwrap_or(i64::MAX),
        );
        self.products
            .update_one(
                doc! { "_id": product_id },
                doc! { "$set": { "rate": rate, "rating_sum": sum, "rating_count": count, "updatedAt": DateTime::now() } },
            )
            .session(tx.session())
            .await?;
        Ok(())
    }
}
