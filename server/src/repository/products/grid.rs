//! Saving an admin's variant grid: the product's axes and version, every
//! kept variant with its stock moved by a difference (never below zero), the
//! new variants, and the removed ones with their cart lines and alerts, in
//! one transaction; a variant back from none releases its alerts there too.

use super::ProductRepository;
use crate::documents::{
    price_history::PricePointDocument,
    variant::{ProductOption, VariantDocument},
};
use crate::repository::{BackInStockMails, RepositoryError, is_duplicate_key, retry_transient};
use mongodb::{
    ClientSession,
    bson::{DateTime, Document, doc, oid::ObjectId, to_bson},
    options::ReturnDocument,
};

/// The writes of one grid save.
#[derive(Debug)]
pub struct VariantGrid {
    pub product_id: ObjectId,
    /// The product's version the grid was loaded on.
    pub version: i64,
    pub options: Vec<ProductOption>,
    /// Variants kept, as they are to be, each with how much its stock moves.
    pub kept: Vec<(VariantDocument, i64)>,
    pub added: Vec<VariantDocument>,
    pub removed: Vec<ObjectId>,
    /// For a product that was its own one variant: the variant its cart lines now hold.
    pub own_lines_to: Option<ObjectId>,
    /// The price points the new prices make (their references are on the variants).
    pub prices: Vec<PricePointDocument>,
}

/// What became of a grid save.
#[derive(Debug)]
pub enum GridOutcome {
    Saved,
    /// The product is gone or was saved by someone else since.
    Stale,
    /// A kept variant has fewer units left than the grid takes away.
    ShortOfStock {
        label: String,
        available: i64,
    },
    /// A SKU is another variant's.
    SkuTaken,
}

/// Why one try stopped short of committing.
enum Stop {
    Outcome(GridOutcome),
    Driver(mongodb::error::Error),
}

impl From<mongodb::error::Error> for Stop {
    fn from(error: mongodb::error::Error) -> Self {
        if is_duplicate_key(&error) {
            Stop::Outcome(GridOutcome::SkuTaken)
        } else {
            Stop::Driver(error)
        }
    }
}

impl ProductRepository {
    /// Saves a variant grid, all or nothing.
    /// A kept variant back from none tells the customers waiting for it (`restocked`).
    pub async fn save_grid(
        &self,
        grid: &VariantGrid,
        restocked: &BackInStockMails<'_>,
    ) -> Result<GridOutcome, RepositoryError> {
        retry_transient(|| async {
            let mut session = self.client.start_session().await?;
            session.start_transaction().await?;
            match self.save_grid_in(&mut session, grid, restocked).await {
                Ok(()) => {
                    session.commit_transaction().await?;
                    Ok(GridOutcome::Saved)
                }
                Err(Stop::Outcome(outcome)) => {
                    session.abort_transaction().await?;
                    Ok(outcome)
                }
                Err(Stop::Driver(error)) => Err(error),
            }
        })
        .await
    }

    async fn save_grid_in(
        &self,
        session: &mut ClientSession,
        grid: &VariantGrid,
        restocked: &BackInStockMails<'_>,
    ) -> Result<(), Stop> {
        let now = DateTime::now();
        let options = to_bson(&grid.options).map_err(|e| Stop::Driver(e.into()))?;
        let version = if grid.version == 0 {
            doc! { "$or": [{ "version": 0_i64 }, { "version": { "$exists": false } }] }
        } else {
            doc! { "version": grid.version }
        };
        let mut filter = doc! { "_id": grid.product_id };
        filter.extend(version);
        let saved = self
            .collection
            .update_one(
                filter,
                doc! { "$set": { "options": options, "updatedAt": now }, "$inc": { "version": 1_i64 } },
            )
            .session(&mut *session)
            .await?;
        if saved.matched_count == 0 {
            return Err(Stop::Outcome(GridOutcome::Stale));
        }
        let variants = self.variants.collection();
        for (variant, change) in &grid.kept {
            let mut filter = doc! { "_id": variant.id, "product_id": grid.product_id };
            if *change < 0 {
                filter.insert("stock", doc! { "$gte": -change });
            }
            let set = doc! {
                "sku": &variant.sku, "values": &variant.values, "price": variant.price,
                "discount": variant.discount, "final_price": variant.final_price,
                "pictures": &variant.pictures, "ram_gb": variant.ram_gb, "rom_gb": variant.rom_gb,
                "price_reference": variant.price_reference, "updatedAt": now,
            };
            let moved = variants
                .clone_with_type::<Document>()
                .find_one_and_update(filter, doc! { "$set": set, "$inc": { "stock": change } })
                .projection(doc! { "stock": 1, "values": 1, "product_id": 1 })
                .return_document(ReturnDocument::After)
                .session(&mut *session)
                .await?;
            if let Some(after) = &moved {
                let now_stock = after
                    .get_i64("stock")
                    .or_else(|_| after.get_i32("stock").map(i64::from))
                    .unwrap_or(0);
                if *change > 0 && now_stock - change <= 0 {
                    self.alerts.release_variant(session, after, now, restocked).await?;
                }
            }
            if moved.is_none() {
                let left = variants
                    .find_one(doc! { "_id": variant.id })
                    .session(&mut *session)
                    .await?
                    .map_or(0, |v| v.stock);
                return Err(Stop::Outcome(GridOutcome::ShortOfStock {
                    label: variant.label(),
                    available: left.max(0),
                }));
            }
        }
        if !grid.added.is_empty() {
            variants.insert_many(&grid.added).session(&mut *session).await?;
        }
        if !grid.removed.is_empty() {
            variants
                .delete_many(doc! { "_id": { "$in": &grid.removed }, "product_id": grid.product_id })
                .session(&mut *session)
                .await?;
            self.lines[0]
                .delete_many(doc! { "variant_id": { "$in": &grid.removed } })
                .session(&mut *session)
                .await?;
            self.alerts.forget_variants_in(session, &grid.removed).await?;
        }
        self.history.insert_in(session, &grid.prices).await?;
        if let Some(to) = grid.own_lines_to {
            let own: Document = doc! { "product_id": grid.product_id, "variant_id": null };
            self.lines[0]
                .update_many(own, doc! { "$set": { "variant_id": to } })
                .session(&mut *session)
                .await?;
        }
        Ok(())
    }
}
