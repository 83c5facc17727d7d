//! Cart and wishlist lines as the API answers them, with each product's current price and stock.

use super::rfc3339;
use crate::documents::{
    cart::{CartItemDocument, WishlistItemDocument},
    product::ProductDocument,
};
use mongodb::bson::{DateTime, oid::ObjectId};
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
    /// A cart line with the product's current price and stock (if it still exists).
    pub fn cart(line: CartItemDocument, product: Option<&ProductDocument>) -> Self {
        let stored = StoredLine {
            id: line.id,
            product_id: line.product_id,
            customer_id: line.customer_id,
        };
        LineResponse::build(
            stored,
            (line.title, line.price, line.cover),
            Some(line.quantity),
            line.created_at,
            product,
        )
    }

    /// A wishlist line with the product's current price and stock.
    pub fn wishlist(line: WishlistItemDocument, product: Option<&ProductDocument>) -> Self {
        let stored = StoredLine {
            id: line.id,
            product_id: line.product_id,
            customer_id: line.customer_id,
        };
        LineResponse::build(
            stored,
            (line.title, line.price, line.cover),
            None,
            line.created_at,
            product,
        )
    }

    /// The product's current title, price and cover win over the copy kept with the line.
    fn build(
        stored: StoredLine,
        (title, price, cover): (String, i64, String),
        quantity: Option<i64>,
        created_at: DateTime,
        product: Option<&ProductDocument>,
    ) -> Self {
        let created = rfc3339(created_at);
        LineResponse {
            id: stored.id.to_hex(),
            product_id: stored.product_id.to_hex(),
            customer_id: stored.customer_id.to_hex(),
            title: product.map_or(title, |p| p.title.clone()),
            price: product.map_or(price, |p| p.final_price),
            cover: product.map_or(cover, |p| p.cover.clone()),
            quantity,
            stock: product.map_or(0, |p| p.stock),
            created_at: created.clone(),
            created_at_snake: created,
        }
    }
}

/// The ids every line has.
struct StoredLine {
    id: ObjectId,
    product_id: ObjectId,
    customer_id: ObjectId,
}
