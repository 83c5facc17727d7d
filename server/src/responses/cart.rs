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
    /// The variant in the cart; null when the product is its own one variant,
    /// and on wishlist lines (which hold phones).
    pub variant_id: Option<String>,
    /// The variant's label, e.g. `8/256 GB · Blue · Official`; empty when there is none.
    pub label: String,
    pub customer_id: String,
    pub title: String,
    /// The phone's brand; empty when the product is gone.
    #[serde(default)]
    pub brand: String,
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
    /// A cart or wishlist line with its variant's (else the product's)
    /// current title, price, cover and stock; the copy kept with the line
    /// when the product or the variant is gone, with no stock.
    pub fn of(line: impl Line, product: Option<&ProductDocument>) -> Self {
        let line = line.into_parts();
        let created = rfc3339(line.created_at);
        let kept = (line.price, 0, line.cover);
        let (price, stock, cover) = match (product, line.variant_id) {
            (Some(product), Some(id)) => product.variant(id).map_or(kept, |v| {
                let cover = v.pictures.first().unwrap_or(&product.fields.cover).clone();
                (v.final_price, v.stock, cover)
            }),
            (Some(product), None) => (
                product.fields.final_price,
                product.fields.stock,
                product.fields.cover.clone(),
            ),
            (None, _) => kept,
        };
        LineResponse {
            id: line.id.to_hex(),
            product_id: line.product_id.to_hex(),
            variant_id: line.variant_id.map(|id| id.to_hex()),
            label: line.label,
            customer_id: line.customer_id.to_hex(),
            title: product.map_or(line.title, |p| p.fields.title.clone()),
            brand: product.map_or_else(String::new, |p| p.fields.brand.clone()),
            price,
            cover,
            quantity: line.quantity,
            stock: stock.max(0),
            created_at: created.clone(),
            created_at_snake: created,
        }
    }
}
