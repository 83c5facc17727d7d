//! Cart and wishlist lines, as stored in `cart_items` and `wishlist_items`.

use mongodb::bson::{DateTime, oid::ObjectId};
use serde::{Deserialize, Serialize};

/// A product in a customer's cart (`cart_items`). `price` is the unit price
/// in poisha when it was added; answers carry the current one.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CartItemDocument {
    #[serde(rename = "_id")]
    pub id: ObjectId,
    pub customer_id: ObjectId,
    pub product_id: ObjectId,
    pub title: String,
    pub price: i64,
    pub cover: String,
    pub quantity: i64,
    #[serde(rename = "createdAt")]
    pub created_at: DateTime,
}

/// A product on a customer's wishlist (`wishlist_items`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct WishlistItemDocument {
    #[serde(rename = "_id")]
    pub id: ObjectId,
    pub customer_id: ObjectId,
    pub product_id: ObjectId,
    pub title: String,
    pub price: i64,
    pub cover: String,
    #[serde(rename = "createdAt")]
    pub created_at: DateTime,
}
