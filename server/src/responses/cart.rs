//! Cart and wishlist lines as the API answers them, with each product's current price and stock.

use super::rfc3339;
use crate::documents::{cart::Line, product::ProductDocument};
use serde::{Deserialize, Serialize};

/// A cart or wishlist line as the API answers it, with the product's current
/// price and stock. Wishlist lines have no `quantity`.
#[derive(Debug, Clone, Serialize, Deserialize, utoipa::ToSchema)]
pub struct LineResponse {
    #[serde(rename = "_id")]
    pub id: String,
    pub product_id: String,
    pub customer_id: String,
    pub title: String,
    pub price: i64,
    pub cover: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub quantity: Option<i64>,
    /// Units the shop has now; 0 when the product is gone.
    pub stock: i64,
    #[serde(rename = "createdAt")]
    pub created_at: String,
    #[serde(rename = "created_at")]
    pub created_at_snake: String,
}

impl LineResponse {
    /// A cart or wishlist line with the product's current title, price, cover
    /// and stock; the copy kept with the line when the product is gone.
    pub fn of(line: impl Line, product: Option<&ProductDocument>) -> Self {
        let line = line.into_parts();
        let created = rfc3339(line.created_at);
        LineResponse {
            id: line.id.to_hex(),
            product_id: line.product_id.to_hex(),
            customer_id: line.customer_id.to_hex(),
            title: product.map_or(line.title, |p| p.fields.title.clone()),
            price: product.map_or(line.price, |p| p.fields.final_price),
            cover: product.map_or(line.cover, |p| p.fields.cover.clone()),
            quantity: line.quantity,
            stock: product.map_or(0, |p| p.fields.stock),
            created_at: created.clone(),
            created_at_snake: created,
        }
    }
}
