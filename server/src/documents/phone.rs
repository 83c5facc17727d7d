//! A product read as the phone a shopper sees: with its variants attached
//! (`ProductDocument::with_variants`), its price fields showing the variant a
//! page opens on and its stock and sold counts summing its variants'. A
//! product stored without variants is its own one variant.

use super::{
    product::{ProductDocument, ProductFields},
    variant::{OptionValue, VariantDocument},
};
use mongodb::bson::oid::ObjectId;
use shop_core::{Money, ProductSpecs, variant};
use std::borrow::Cow;

/// One variant as a listing's filters see it.
#[derive(Debug, Clone)]
pub struct ListedVariant {
    pub id: ObjectId,
    /// The phone's specs with this variant's price, RAM and storage.
    pub specs: ProductSpecs,
}

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

    /// The variant an answer about this phone shows: the one `asked` names
    /// (none when the phone does not sell it), else the one its page opens on.
    pub fn variant_asked(&self, asked: Option<ObjectId>) -> Option<VariantDocument> {
        match asked {
            None => Some(self.opening_variant(None).0),
            Some(id) => self.variant(id),
        }
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

    /// Its variants as a listing's filters see them, in the core's card order
    /// (the first is the one its page opens on).
    pub fn listed_variants(&self) -> Vec<ListedVariant> {
        let variants = self.sold_variants();
        let facts: Vec<_> = variants.iter().map(VariantDocument::facts).collect();
        let shared = self.filter_specs();
        variant::card_order(&facts)
            .into_iter()
            .map(|at| {
                let v = &variants[at];
                let whole = |gb: Option<i64>, or: u32| gb.map_or(or, |gb| u32::try_from(gb).unwrap_or(0));
                ListedVariant {
                    id: v.id,
                    specs: ProductSpecs {
                        price: Money::from_poisha(v.final_price),
                        ram_gb: whole(v.ram_gb, shared.ram_gb),
                        rom_gb: whole(v.rom_gb, shared.rom_gb),
                        ..shared.clone()
                    },
                }
            })
            .collect()
    }

    /// The colours its variants come in, in the colour axis's order: a
    /// value no variant has is left out.
    pub fn colours(&self) -> Vec<&OptionValue> {
        let Some(axis) = self.options.iter().position(|o| o.axis == variant::Axis::Colour) else {
            return Vec::new();
        };
        self.options[axis]
            .values
            .iter()
            .filter(|value| self.variants.iter().any(|v| v.values.get(axis) == Some(&value.name)))
            .collect()
    }

    /// The "from" price of the phone: the core's rule over its variants.
    pub fn from_price(&self) -> Money {
        let own = Money::from_poisha(self.fields.final_price);
        if !self.has_variants() {
            return own;
        }
        variant::lowest_price(
            self.variants
                .iter()
                .map(|v| (Money::from_poisha(v.final_price), v.stock > 0)),
        )
        .unwrap_or(own)
    }

    /// Shows `variant`'s price, discount, price reference and RAM/storage.
    fn take_prices_of(&mut self, variant: &VariantDocument) {
        variant.prices_on(&mut self.fields);
        self.price_reference = variant.price_reference;
    }

    /// How many variants it sells (1 for a product sold as itself).
    pub fn variant_count(&self) -> usize {
        self.variants.len().max(1)
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

impl VariantDocument {
    /// Writes this variant's price, discount and RAM/storage over a
    /// product's fields.
    fn prices_on(&self, fields: &mut ProductFields) {
        fields.price = self.price;
        fields.discount = self.discount;
        fields.final_price = self.final_price;
        fields.specs.ram_gb = self.ram_gb.unwrap_or(fields.specs.ram_gb);
        fields.specs.rom_gb = self.rom_gb.unwrap_or(fields.specs.rom_gb);
    }

    /// Writes what a page shows of this variant over its product's fields:
    /// its price, discount, RAM/storage, stock and sold count (its picture
    /// and price reference are the caller's to show).
    pub fn show_on(&self, fields: &mut ProductFields) {
        self.prices_on(fields);
        fields.stock = self.stock;
        fields.sold = self.sold;
    }
}
