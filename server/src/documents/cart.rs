//! Cart and wishlist lines, as stored in `cart_items` and `wishlist_items`.

use super::{product::ProductDocument, variant::VariantDocument};
use mongodb::bson::{DateTime, oid::ObjectId};
use serde::{Deserialize, Serialize};

/// A variant in a customer's cart (`cart_items`). `price` is the unit price
/// in poisha when it was added; answers carry the current one.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CartItemDocument {
    #[serde(rename = "_id")]
    pub id: ObjectId,
    pub customer_id: ObjectId,
    pub product_id: ObjectId,
    /// The variant in `variants`; none when the product is its own one
    /// variant (then its stock is the product's).
    #[serde(default)]
    pub variant_id: Option<ObjectId>,
    /// The variant's label when it was added, e.g. `8/256 GB · Blue`.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub label: String,
    pub title: String,
    pub price: i64,
    pub cover: String,
    pub quantity: i64,
    #[serde(rename = "createdAt")]
    pub created_at: DateTime,
}

impl CartItemDocument {
    /// A new line of `quantity` units of `variant`, one of `product`'s, at its price now.
    pub fn new(customer_id: ObjectId, product: &ProductDocument, variant: &VariantDocument, quantity: i64) -> Self {
        CartItemDocument {
            id: ObjectId::new(),
            customer_id,
            product_id: product.id,
            variant_id: product.has_variants().then_some(variant.id),
            label: variant.label(),
            title: product.fields.title.clone(),
            price: variant.final_price,
            cover: variant.pictures.first().unwrap_or(&product.fields.cover).clone(),
            quantity,
            created_at: DateTime::now(),
        }
    }

    /// The document that holds the line's stock: its variant, or the product sold as itself.
    pub fn stock_id(&self) -> ObjectId {
        self.variant_id.unwrap_or(self.product_id)
    }
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
    /// Cart lines only: the variant, when the product has stored variants.
    pub variant_id: Option<ObjectId>,
    pub label: String,
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

/// Implements [`Line`] for a line document; `$variant` reads its quantity,
/// variant and label, where it has them.
macro_rules! line_document {
    ($document:ty, $variant:expr) => {
        impl Line for $document {
            fn product_id(&self) -> ObjectId {
                self.product_id
            }

            fn into_parts(self) -> LineParts {
                let variant: fn(&$document) -> (Option<i64>, Option<ObjectId>, String) = $variant;
                let (quantity, variant_id, label) = variant(&self);
                LineParts {
                    quantity,
                    variant_id,
                    label,
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

line_document!(CartItemDocument, |line| (
    Some(line.quantity),
    line.variant_id,
    line.label.clone()
));
line_document!(WishlistItemDocument, |_| (None, None, String::new()));
