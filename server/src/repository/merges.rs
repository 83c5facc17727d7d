//! Merging products stored one per SKU into one phone's variants, inside
//! the merge use case's transaction: the variants, the phone's axes and rating, and everything
//! that named a merged product (cart and wishlist lines, reviews, questions, price
//! history, back-in-stock alerts, orders) now names the phone and the
//! variant. A merged product leaves a tombstone (other instances drop it)
//! and a record its old address redirects by (`merged_products`).

use super::{RepositoryError, Tx};
use crate::documents::{
    review::ReviewDocument,
    variant::{ProductOption, VariantDocument},
};
use mongodb::{
    ClientSession, Collection, Database,
    bson::{Bson, DateTime, Document, doc, oid::ObjectId, to_bson},
};

/// The writes of one merge, planned by the service.
#[derive(Debug)]
pub struct MergePlan {
    pub phone: ObjectId,
    /// The phone's version the plan was made on.
    pub version: i64,
    pub options: Vec<ProductOption>,
    /// One per merged product (and one for the phone when it was sold as
    /// itself), each with the id of the product it was.
    pub variants: Vec<VariantDocument>,
    /// The products merged into the phone, which go.
    pub merged: Vec<ObjectId>,
}

/// Where a merged product's address leads now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MergedInto {
    pub phone: ObjectId,
    pub variant: ObjectId,
}

#[derive(Clone)]
pub struct MergeRepository {
    database: Database,
}

impl MergeRepository {
    pub(super) fn new(database: &Database) -> Self {
        MergeRepository {
            database: database.clone(),
        }
    }

    fn documents(&self, name: &str) -> Collection<Document> {
        self.database.collection(name)
    }

    /// The phone and variant a merged product became, if it was merged.
    pub async fn merged_into(&self, id: ObjectId) -> Result<Option<MergedInto>, RepositoryError> {
        let found = self.documents("merged_products").find_one(doc! { "_id": id }).await?;
        Ok(found.and_then(|d| {
            Some(MergedInto {
                phone: d.get_object_id("phone_id").ok()?,
                variant: d.get_object_id("variant_id").ok()?,
            })
        }))
    }

    /// Applies the plan in `tx`; `false` when the phone changed since the
    /// plan was made (or is gone), and then nothing is written.
    pub async fn apply_in(&self, tx: &mut Tx, plan: &MergePlan) -> Result<bool, RepositoryError> {
        Ok(self.apply_in_session(tx.session(), plan).await?)
    }

    async fn apply_in_session(
        &self,
        session: &mut ClientSession,
        plan: &MergePlan,
    ) -> Result<bool, mongodb::error::Error> {
        let now = DateTime::now();
        let phone = plan.phone;
        let options = to_bson(&plan.options)?;
        // A product written before versions were kept has none: version 0.
        let mut filter = doc! { "_id": phone };
        if plan.version == 0 {
            // 0, or none (`null` matches a missing field): no `$or`, which the
            // local wire server answers by going through every product.
            filter.insert("version", doc! { "$in": [0_i64, Bson::Null] });
        } else {
            filter.insert("version", plan.version);
        }
        let claimed = self
            .documents("products")
            .update_one(
                filter,
                doc! { "$set": { "options": options, "updatedAt": now }, "$inc": { "version": 1_i64 } },
            )
            .session(&mut *session)
            .await?;
        if claimed.matched_count == 0 {
            return Ok(false);
        }
        self.database
            .collection::<VariantDocument>("variants")
            .insert_many(&plan.variants)
            .session(&mut *session)
            .await?;
        for variant in &plan.variants {
            let was = variant.id;
            // What named the product, with no variant, now names the phone's variant.
            let moved = doc! { "$set": { "product_id": phone, "variant_id": was } };
            for name in ["cart_items", "price_history", "stock_alerts"] {
                self.documents(name)
                    .update_many(doc! { "product_id": was, "variant_id": null }, moved.clone())
                    .session(&mut *session)
                    .await?;
            }
            self.documents("orders")
                .update_many(
                    doc! { "product._id": was, "product.variant_id": null },
                    doc! { "$set": { "product._id": phone, "product.variant_id": was } },
                )
                .session(&mut *session)
                .await?;
        }
        for &merged in &plan.merged {
            // One wishlist line and one review per customer and phone: the phone's are kept.
            for name in ["wishlist_items", "reviews"] {
                let lines = self.documents(name);
                let holders = customers_of(&lines, session, phone).await?;
                lines
                    .delete_many(doc! { "product_id": merged, "customer_id": { "$in": holders } })
                    .session(&mut *session)
                    .await?;
                lines
                    .update_many(doc! { "product_id": merged }, doc! { "$set": { "product_id": phone } })
                    .session(&mut *session)
                    .await?;
            }
            // Questions and answers are about the phone, whichever of its storages was asked about.
            self.documents("questions")
                .update_many(doc! { "product_id": merged }, doc! { "$set": { "product_id": phone } })
                .session(&mut *session)
                .await?;
            self.documents("merged_products")
                .update_one(
                    doc! { "_id": merged },
                    doc! { "$set": { "phone_id": phone, "variant_id": merged, "mergedAt": now } },
                )
                .upsert(true)
                .session(&mut *session)
                .await?;
            self.documents("product_tombstones")
                .update_one(doc! { "_id": merged }, doc! { "$set": { "deletedAt": now } })
                .upsert(true)
                .session(&mut *session)
                .await?;
        }
        self.documents("products")
            .delete_many(doc! { "_id": { "$in": &plan.merged } })
            .session(&mut *session)
            .await?;
        self.rerate(session, phone, now).await?;
        Ok(true)
    }

    /// The phone's rating from the reviews it holds after the merge, and how
    /// many wishlists hold it.
    async fn rerate(
        &self,
        session: &mut ClientSession,
        phone: ObjectId,
        now: DateTime,
    ) -> Result<(), mongodb::error::Error> {
        let mut reviews = self
            .database
            .collection::<ReviewDocument>("reviews")
            .find(doc! { "product_id": phone })
            .session(&mut *session)
            .await?;
        let mut summary = shop_core::rating::RatingSummary::default();
        while let Some(review) = reviews.next(&mut *session).await {
            summary = summary.with_rating(review?.rating).unwrap_or(summary);
        }
        #[allow(clippy::cast_precision_loss)]
        let rate = summary.average_tenths() as f64 / 10.0;
        let wishlists = self
            .documents("wishlist_items")
            .count_documents(doc! { "product_id": phone })
            .session(&mut *session)
            .await?;
        self.documents("products")
            .update_one(
                doc! { "_id": phone },
                doc! { "$set": {
                    "rating_sum": i64::try_from(summary.sum).unwrap_or(i64::MAX),
                    "rating_count": i64::try_from(summary.count).unwrap_or(i64::MAX),
                    "rate": rate,
                    "wishlist_count": i64::try_from(wishlists).unwrap_or(i64::MAX),
                    "updatedAt": now,
                    "wishlistAt": now,
                } },
            )
            .session(&mut *session)
            .await?;
        Ok(())
    }
}

/// The customers holding a line of `product` in `lines`.
async fn customers_of(
    lines: &Collection<Document>,
    session: &mut ClientSession,
    product: ObjectId,
) -> Result<Vec<ObjectId>, mongodb::error::Error> {
    let mut cursor = lines
        .find(doc! { "product_id": product })
        .projection(doc! { "customer_id": 1 })
        .session(&mut *session)
        .await?;
    let mut ids = Vec::new();
    while let Some(line) = cursor.next(&mut *session).await {
        if let Ok(id) = line?.get_object_id("customer_id") {
            ids.push(id);
        }
    }
    Ok(ids)
}
