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

/// What a cart or wishlist line holds, whichever collection it is in.
pub struct LineParts {
    pub id: ObjectId,
    pub customer_id: ObjectId,
    pub product_id: ObjectId,
    /// The product's title, price (poisha) and cover when the line was added.
    pub title: String,
    pub price: i64,
    pub cover: String,
    /// Cart lines only.
    pub quantity: Option<i64>,
    pub created_at: DateTime,
}

/// A cart or a wishlist line.
pub trait Line {
    fn product_id(&self) -> ObjectId;
    fn into_parts(self) -> LineParts;
}

/// Implements [`Line`] for a line document; `$quantity` reads its quantity, if it has one.
macro_rules! line_document {
    ($document:ty, $quantity:expr) => {
        impl Line for $document {
            fn product_id(&self) -> ObjectId {
                self.product_id
            }

            fn into_parts(self) -> LineParts {
                let quantity: fn(&$document) -> Option<i64> = $quantity;
                LineParts {
                    quantity: quantity(&self),
                    id: self.id,
                    customer_id: self.customer_id,
                    product_id: self.product_id,
                    title: self.title,
                    price: self.price,
                    cover: self.cover,
                    created_at: self.created_at,
                }
            }
        }
    };
}

line_document!(CartItemDocument, |line| Some(line.quantity));
line_document!(WishlistItemDocument, |_| None);
