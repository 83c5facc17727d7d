//! What saving an admin's variant grid writes inside its use case's
//! transaction: the product's axes and version, every kept variant with its
//! stock moved by a difference (never below zero), the new variants, and the
//! removed ones with their cart lines and alerts.

use super::ProductRepository;
use crate::documents::{
    price_history::PricePointDocument,
    variant::{ProductOption, VariantDocument},
};
use crate::repository::{RepositoryError, Tx, stock::stock_after};
use mongodb::bson::{DateTime, Document, doc, oid::ObjectId, to_bson};

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

impl ProductRepository {
    /// Sets the product's axes and counts a new version in `tx`, only while
    /// it is still at the version the grid was loaded on: whether it was.
    pub async fn save_axes_in(&self, tx: &mut Tx, grid: &VariantGrid, now: DateTime) -> Result<bool, RepositoryError> {
        let options = to_bson(&grid.options).map_err(|e| RepositoryError::Other(e.into()))?;
        let version = if grid.version == 0 {
            doc! { "version": { "$in": [0_i64, mongodb::bson::Bson::Null] } }
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
            .session(tx.session())
            .await?;
        Ok(saved.matched_count == 1)
    }

    /// Writes a kept variant as it is to be, its stock moved by `change`
    /// (only where that leaves it at zero or more), in `tx`: its stock now,
    /// or `None` when it was not written.
    pub async fn save_kept_in(
        &self,
        tx: &mut Tx,
        product_id: ObjectId,
        (variant, change): (&VariantDocument, i64),
        now: DateTime,
    ) -> Result<Option<i64>, RepositoryError> {
        let mut filter = doc! { "product_id": product_id };
        if change < 0 {
            filter.insert("stock", doc! { "$gte": -change });
        }
        let set = doc! {
            "sku": &variant.sku, "values": &variant.values, "price": variant.price,
            "discount": variant.discount, "final_price": variant.final_price,
            "pictures": &variant.pictures, "ram_gb": variant.ram_gb, "rom_gb": variant.rom_gb,
            "price_reference": variant.price_reference, "updatedAt": now,
        };
        let update = doc! { "$set": set, "$inc": { "stock": change } };
        stock_after(
            &self.variants.collection().clone_with_type(),
            tx,
            variant.id,
            filter,
            update,
        )
        .await
    }

    /// The units a variant has left, read in `tx` (0 when it is gone).
    pub async fn variant_stock_in(&self, tx: &mut Tx, id: ObjectId) -> Result<i64, RepositoryError> {
        let found = self
            .variants
            .collection()
            .find_one(doc! { "_id": id })
            .session(tx.session())
            .await?;
        Ok(found.map_or(0, |v| v.stock).max(0))
    }

    /// Writes the rest of a grid in `tx`: its new variants (a SKU that is
    /// another variant's is `Duplicate`), its removed ones with their cart
    /// lines and alerts, its price points, and the cart lines of a product
    /// that was its own one variant moved to the variant they now hold.
    pub async fn save_rest_in(&self, tx: &mut Tx, grid: &VariantGrid) -> Result<(), RepositoryError> {
        let session = tx.session();
        let variants = self.variants.collection();
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
        self.history.insert_in_session(session, &grid.prices).await?;
        if let Some(to) = grid.own_lines_to {
            let own: Document = doc! { "product_id": grid.product_id, "variant_id": null };
            self.lines[0]
                .update_many(own, doc! { "$set": { "variant_id": to } })
                .session(session)
                .await?;
        }
        Ok(())
    }
}
