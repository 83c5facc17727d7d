//! A phone's option axes, stored on its product, and its variants, stored in
//! `variants`: a variant is what is sold, with its own SKU, price, stock and
//! pictures. A product without stored variants is its own one variant (its
//! id is the product's, its stock the product's own).

use mongodb::bson::{DateTime, oid::ObjectId};
use serde::{Deserialize, Serialize};
use shop_core::{Money, MoneyError, ShownDiscount, price_history, variant::Axis};

/// One value an axis offers, e.g. `Blue` with its swatch colour, or
/// `Official` with its warranty.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OptionValue {
    pub name: String,
    /// A colour's swatch, as CSS hex (`#1e3a8a`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub swatch: Option<String>,
    /// An edition's warranty, e.g. `1 year official warranty`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub warranty: Option<String>,
}

/// An option axis of a product with the values it offers, in page order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProductOption {
    pub axis: Axis,
    pub values: Vec<OptionValue>,
}

/// A variant in the `variants` collection. Money is poisha.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct VariantDocument {
    #[serde(rename = "_id")]
    pub id: ObjectId,
    pub product_id: ObjectId,
    /// Unique across the shop.
    pub sku: String,
    /// One value per axis of the product, in the product's axis order.
    pub values: Vec<String>,
    pub price: i64,
    pub discount: i64,
    /// Price after discount, computed by the core when the variant is written.
    pub final_price: i64,
    pub stock: i64,
    pub sold: i64,
    /// The price the current discount is measured from (see `ProductDocument`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub price_reference: Option<i64>,
    /// Pictures of its colour; none means the product's.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pictures: Vec<String>,
    /// The specs it changes from the product's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ram_gb: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rom_gb: Option<i64>,
    #[serde(rename = "createdAt")]
    pub created_at: DateTime,
    #[serde(rename = "updatedAt")]
    pub updated_at: DateTime,
}

impl VariantDocument {
    /// A new variant of a product, sold at `price` less `discount` percent
    /// (the final price is the core's), with no pictures of its own.
    pub fn new(
        product_id: ObjectId,
        sku: impl Into<String>,
        values: Vec<String>,
        price: Money,
        discount: u32,
        stock: i64,
    ) -> Result<Self, MoneyError> {
        let now = DateTime::now();
        Ok(VariantDocument {
            id: ObjectId::new(),
            product_id,
            sku: sku.into(),
            values,
            price: price.poisha(),
            discount: i64::from(discount),
            final_price: price.apply_discount(discount)?.poisha(),
            stock,
            sold: 0,
            price_reference: None,
            pictures: Vec::new(),
            ram_gb: None,
            rom_gb: None,
            created_at: now,
            updated_at: now,
        })
    }

    /// Its label, e.g. `8/256 GB · Blue · Official`.
    pub fn label(&self) -> String {
        shop_core::variant::label(&self.values)
    }

    /// Whether and how its discount may be shown (the core's honest-discount rule).
    pub fn shown_discount(&self) -> ShownDiscount {
        price_history::shown_discount(
            Money::from_poisha(self.price_reference.unwrap_or(self.price)),
            Money::from_poisha(self.final_price),
            u32::try_from(self.discount).unwrap_or(0),
        )
    }

    /// What the core's picker knows of it.
    pub fn facts(&self) -> shop_core::variant::VariantFacts {
        shop_core::variant::VariantFacts {
            id: self.id.to_hex(),
            values: self.values.clone(),
            final_price: Money::from_poisha(self.final_price),
            stock: u32::try_from(self.stock).unwrap_or(0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mongodb::bson::{doc, from_document, to_document};

    #[test]
    fn a_variant_is_written_under_the_names_it_is_read_by() {
        let stored = doc! {
            "_id": ObjectId::new(), "product_id": ObjectId::new(), "sku": "A55-8-256-BLUE",
            "values": ["8/256 GB", "Blue"], "price": 4_899_900_i64, "discount": 0_i64,
            "final_price": 4_899_900_i64, "stock": 4_i64, "sold": 0_i64, "pictures": ["/a55-blue.webp"],
            "ram_gb": 8_i64, "rom_gb": 256_i64,
            "createdAt": DateTime::from_millis(0), "updatedAt": DateTime::from_millis(0),
        };
        let variant: VariantDocument = from_document(stored.clone()).expect("reads");
        assert_eq!(variant.label(), "8/256 GB · Blue");
        assert_eq!(to_document(&variant).expect("writes"), stored);
    }

    #[test]
    fn an_axis_is_stored_by_its_wire_name() {
        let option = ProductOption {
            axis: Axis::Colour,
            values: vec![OptionValue {
                name: "Blue".into(),
                swatch: Some("#1e3a8a".into()),
                warranty: None,
            }],
        };
        let stored = to_document(&option).expect("writes");
        assert_eq!(stored.get_str("axis"), Ok("colour"));
        assert_eq!(from_document::<ProductOption>(stored).expect("reads"), option);
    }
}
