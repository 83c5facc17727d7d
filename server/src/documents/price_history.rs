//! A product's prices over time (`price_history`): one point each time its
//! price or discount changed, written with the change itself.

use mongodb::bson::{DateTime, oid::ObjectId};
use serde::{Deserialize, Serialize};
use shop_core::{Money, PricePoint};

/// The price, discount and final price (poisha) a product had from `at` on.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PricePointDocument {
    #[serde(rename = "_id")]
    pub id: ObjectId,
    pub product_id: ObjectId,
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
            price: product.fields.price,
            discount: product.fields.discount,
            final_price: product.fields.final_price,
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
