//! A product read as the phone a shopper sees: with its variants attached
//! (`ProductDocument::with_variants`), its price fields showing the variant a
//! page opens on and its stock and sold counts summing its variants'. A
//! product stored without variants is its own one variant.

use super::{product::ProductDocument, variant::VariantDocument};
use mongodb::bson::oid::ObjectId;
use shop_core::variant;
use std::borrow::Cow;

impl ProductDocument {
    /// This product with its stored variants attached, in the order its axes
    /// list their values. Its price, discount and RAM/storage become those of
    /// the variant a page opens on (the core's rule), so listings and cards
    /// read a phone as they read a product; its stock and sold count become
    /// the sums of its variants'.
    #[must_use]
    pub fn with_variants(mut self, mut variants: Vec<VariantDocument>) -> Self {
        if variants.is_empty() {
            return self;
        }
        variants.sort_by_cached_key(|v| (self.value_positions(v), v.id));
        let facts: Vec<_> = variants.iter().map(VariantDocument::facts).collect();
        let opening = variant::opening(&facts, None)
            .and_then(|(chosen, _)| facts.iter().position(|f| f.id == chosen.id))
            .map_or(0, |at| at);
        self.take_prices_of(&variants[opening]);
        self.fields.stock = variants.iter().map(|v| v.stock.max(0)).sum();
        self.fields.sold = variants.iter().map(|v| v.sold.max(0)).sum();
        self.variants = variants;
        self
    }

    /// Where each of a variant's values stands in its axis's list (unknown values last).
    fn value_positions(&self, variant: &VariantDocument) -> Vec<usize> {
        variant
            .values
            .iter()
            .enumerate()
            .map(|(axis, value)| {
                self.options
                    .get(axis)
                    .and_then(|option| option.values.iter().position(|v| v.name == *value))
                    .unwrap_or(usize::MAX)
            })
            .collect()
    }

    /// Whether its variants are stored in `variants` (else it is its own one variant).
    pub fn has_variants(&self) -> bool {
        !self.variants.is_empty()
    }

    /// What is sold under this product: its variants, or itself as its one variant.
    pub fn sold_variants(&self) -> Cow<'_, [VariantDocument]> {
        if self.has_variants() {
            Cow::Borrowed(&self.variants)
        } else {
            Cow::Owned(vec![self.own_variant()])
        }
    }

    /// The variant with this id, if this product sells it.
    pub fn variant(&self, id: ObjectId) -> Option<VariantDocument> {
        self.sold_variants().iter().find(|v| v.id == id).cloned()
    }

    /// The variant a page opens on for `asked`, by the core's rule, and
    /// whether `asked` named no variant of this product.
    pub fn opening_variant(&self, asked: Option<ObjectId>) -> (VariantDocument, bool) {
        let variants = self.sold_variants();
        let facts: Vec<_> = variants.iter().map(VariantDocument::facts).collect();
        let asked_hex = asked.map(|id| id.to_hex());
        let (at, missing) = variant::opening(&facts, asked_hex.as_deref())
            .and_then(|(chosen, missing)| Some((facts.iter().position(|f| f.id == chosen.id)?, missing)))
            .unwrap_or((0, asked.is_some()));
        (variants[at].clone(), missing)
    }

    /// This product as a page shows it on `variant`: that variant's price,
    /// discount, stock, sold count, RAM/storage and first picture.
    #[must_use]
    pub fn showing(&self, variant: &VariantDocument) -> ProductDocument {
        let mut shown = self.clone();
        shown.take_prices_of(variant);
        shown.fields.stock = variant.stock;
        shown.fields.sold = variant.sold;
        if let Some(picture) = variant.pictures.first() {
            shown.fields.cover.clone_from(picture);
            shown.cover_picture = None;
        }
        shown
    }

    /// Shows `variant`'s price, discount, price reference and RAM/storage.
    fn take_prices_of(&mut self, variant: &VariantDocument) {
        let fields = &mut self.fields;
        fields.price = variant.price;
        fields.discount = variant.discount;
        fields.final_price = variant.final_price;
        fields.specs.ram_gb = variant.ram_gb.unwrap_or(fields.specs.ram_gb);
        fields.specs.rom_gb = variant.rom_gb.unwrap_or(fields.specs.rom_gb);
        self.price_reference = variant.price_reference;
    }

    /// The product as its own one variant: its id, price and stock.
    fn own_variant(&self) -> VariantDocument {
        let f = &self.fields;
        VariantDocument {
            id: self.id,
            product_id: self.id,
            sku: f.slug.clone(),
            values: Vec::new(),
            price: f.price,
            discount: f.discount,
            final_price: f.final_price,
            stock: f.stock,
            sold: f.sold,
            price_reference: self.price_reference,
            pictures: Vec::new(),
            ram_gb: None,
            rom_gb: None,
            created_at: self.created_at,
            updated_at: self.updated_at,
        }
    }
}

#[cfg(test)]
mod tests;
