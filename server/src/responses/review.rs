//! A review as the API answers it.

use super::rfc3339;
use crate::documents::review::ReviewDocument;
use serde::Serialize;

/// A review as the API answers it.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct ReviewResponse {
    #[serde(rename = "_id")]
    pub id: String,
    pub customer_id: String,
    pub customer_name: String,
    pub product_id: String,
    pub product_title: String,
    /// The product page's address part, so a review links to its product.
    pub product_slug: String,
    pub product_cover: String,
    pub rating: i64,
    pub title: String,
    pub text: String,
    /// The variant the reviewer received; empty when not known.
    pub variant_label: String,
    #[serde(rename = "createdAt")]
    pub created_at: String,
    #[serde(rename = "updatedAt")]
    pub updated_at: String,
}

impl From<ReviewDocument> for ReviewResponse {
    fn from(doc: ReviewDocument) -> Self {
        let product_id = doc.product_id.to_hex();
        ReviewResponse {
            id: doc.id.to_hex(),
            customer_id: doc.customer_id.to_hex(),
            customer_name: doc.customer_name,
            product_slug: shop_core::slug::product_slug(&doc.product_title, &product_id),
            product_id,
            product_title: doc.product_title,
            product_cover: doc.product_cover,
            rating: doc.rating,
            title: doc.title,
            text: doc.text,
            variant_label: doc.variant_label,
            created_at: rfc3339(doc.created_at),
            updated_at: rfc3339(doc.updated_at),
        }
    }
}
