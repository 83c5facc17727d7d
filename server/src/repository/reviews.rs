//! The `reviews` collection. Writing a review and updating its product's
//! rating happen in one transaction, the rating computed by the core.

use super::{RepositoryError, retry_transient};
use crate::documents::{product::ProductDocument, review::ReviewDocument};
use futures_util::TryStreamExt;
use mongodb::{
    Client, ClientSession, Collection, Database, IndexModel,
    bson::{DateTime, doc, oid::ObjectId},
    options::IndexOptions,
};
use shop_core::RatingSummary;

#[derive(Clone)]
pub struct ReviewRepository {
    client: Client,
    reviews: Collection<ReviewDocument>,
    products: Collection<ProductDocument>,
}

/// Why a review was not written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReviewRefusal {
    AlreadyReviewed,
    NotFound,
    ProductGone,
}

impl ReviewRepository {
    pub(super) fn new(client: &Client, database: &Database) -> Self {
        ReviewRepository {
            client: client.clone(),
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

    /// Adds a review and folds its rating into the product's.
    pub async fn add(&self, review: &ReviewDocument) -> Result<Result<(), ReviewRefusal>, RepositoryError> {
        retry_transient(|| self.add_once(review)).await
    }

    async fn add_once(&self, review: &ReviewDocument) -> Result<Result<(), ReviewRefusal>, mongodb::error::Error> {
        let mut session = self.client.start_session().await?;
        session.start_transaction().await?;
        let filter = doc! { "customer_id": review.customer_id, "product_id": review.product_id };
        if self.reviews.find_one(filter).session(&mut session).await?.is_some() {
            session.abort_transaction().await?;
            return Ok(Err(ReviewRefusal::AlreadyReviewed));
        }
        self.reviews.insert_one(review).session(&mut session).await?;
        let refusal = self
            .rerate(&mut session, review.product_id, |s| s.with_rating(review.rating))
            .await?;
        finish(session, refusal).await
    }

    /// Edits an owned review and moves the product's rating with it.
    pub async fn edit(
        &self,
        id: ObjectId,
        customer_id: ObjectId,
        rating: i64,
        title: &str,
        text: &str,
    ) -> Result<Result<ReviewDocument, ReviewRefusal>, RepositoryError> {
        retry_transient(|| self.edit_once(id, customer_id, rating, title, text)).await
    }

    async fn edit_once(
        &self,
        id: ObjectId,
        customer_id: ObjectId,
        rating: i64,
        title: &str,
        text: &str,
    ) -> Result<Result<ReviewDocument, ReviewRefusal>, mongodb::error::Error> {
        let mut session = self.client.start_session().await?;
        session.start_transaction().await?;
        let Some(old) = self
            .reviews
            .find_one(doc! { "_id": id, "customer_id": customer_id })
            .session(&mut session)
            .await?
        else {
            session.abort_transaction().await?;
            return Ok(Err(ReviewRefusal::NotFound));
        };
        let now = DateTime::now();
        self.reviews
            .update_one(
                doc! { "_id": id },
                doc! { "$set": { "rating": rating, "title": title, "text": text, "updatedAt": now } },
            )
            .session(&mut session)
            .await?;
        let refusal = self
            .rerate(&mut session, old.product_id, |s| {
                s.with_changed_rating(old.rating, rating)
            })
            .await?;
        let edited = ReviewDocument {
            rating,
            title: title.into(),
            text: text.into(),
            updated_at: now,
            ..old
        };
        finish(session, refusal).await.map(|r| r.map(|()| edited))
    }

    /// Recomputes a product's rating inside the transaction.
    async fn rerate(
        &self,
        session: &mut ClientSession,
        product_id: ObjectId,
        change: impl Fn(RatingSummary) -> Result<RatingSummary, shop_core::ValidationError>,
    ) -> Result<Option<ReviewRefusal>, mongodb::error::Error> {
        let Some(product) = self
            .products
            .find_one(doc! { "_id": product_id })
            .session(&mut *session)
            .await?
        else {
            return Ok(Some(ReviewRefusal::ProductGone));
        };
        let current = RatingSummary {
            sum: u64::try_from(product.rating_sum).unwrap_or(0),
            count: u64::try_from(product.fields.rating_count).unwrap_or(0),
        };
        let Ok(next) = change(current) else {
            return Ok(Some(ReviewRefusal::NotFound));
        };
        #[allow(clippy::cast_precision_loss)]
        let rate = next.average_tenths() as f64 / 10.0;
        let (sum, count) = (
            i64::try_from(next.sum).unwrap_or(i64::MAX),
            i64::try_from(next.count).unwrap_or(i64::MAX),
        );
        self.products
            .update_one(
                doc! { "_id": product_id },
                doc! { "$set": { "rate": rate, "rating_sum": sum, "rating_count": count, "updatedAt": DateTime::now() } },
            )
            .session(&mut *session)
            .await?;
        Ok(None)
    }
}

async fn finish(
    mut session: ClientSession,
    refusal: Option<ReviewRefusal>,
) -> Result<Result<(), ReviewRefusal>, mongodb::error::Error> {
    match refusal {
        Some(refusal) => {
            session.abort_transaction().await?;
            Ok(Err(refusal))
        }
        None => {
            session.commit_transaction().await?;
            Ok(Ok(()))
        }
    }
}
