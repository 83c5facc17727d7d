//! Prices over time (`price_history`): one point each time a variant's (or a
//! product sold as itself's) price or discount changed, written with the change.

use mongodb::bson::{DateTime, oid::ObjectId};
use serde::{Deserialize, Serialize};
use shop_core::{Money, PricePoint};

/// The price, discount and final price (poisha) a product had from `at` on.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PricePointDocument {
    #[serde(rename = "_id")]
    pub id: ObjectId,
    pub product_id: ObjectId,
    /// The variant whose price this is; none for a product sold as itself.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub variant_id: Option<ObjectId>,
    pub price: i64,
    pub discount: i64,
    pub final_price: i64,
    pub at: DateTime,
}

impl PricePointDocument {
    /// The point a product's stored prices make from `at` on.
    pub fn of(product: &super::product::ProductDocument, at: DateTime) -> Self {
        PricePointDocument {
            id: ObjectId::new(),
            product_id: product.id,
            variant_id: None,
            price: product.fields.price,
            discount: product.fields.discount,
            final_price: product.fields.final_price,
            at,
        }
    }

    /// The point a variant's stored prices make from `at` on.
    pub fn of_variant(variant: &super::variant::VariantDocument, at: DateTime) -> Self {
        PricePointDocument {
            id: ObjectId::new(),
            product_id: variant.product_id,
            variant_id: Some(variant.id),
            price: variant.price,
            discount: variant.discount,
            final_price: variant.final_price,
            at,
        }
    }

    /// The point as the core's price rules read it.
    pub fn core_point(&self) -> PricePoint {
        PricePoint {
            at_ms: self.at.timestamp_millis(),
            final_price: Money::from_poisha(self.final_price),
        }
    }
}
