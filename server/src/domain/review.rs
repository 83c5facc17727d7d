//! A customer's review of a product they received.

use mongodb::bson::{DateTime, oid::ObjectId};
use serde::{Deserialize, Serialize};

/// A review in the `reviews` collection; one per customer and product.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ReviewDocument {
    #[serde(rename = "_id")]
    pub id: ObjectId,
    pub customer_id: ObjectId,
    pub customer_name: String,
    pub product_id: ObjectId,
    pub product_title: String,
    pub product_cover: String,
    pub rating: i64,
    pub title: String,
    pub text: String,
    #[serde(rename = "createdAt")]
    pub created_at: DateTime,
    #[serde(rename = "updatedAt")]
    pub updated_at: DateTime,
}

/// A review as the API answers it.
#[derive(Debug, Clone, Serialize)]
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
            created_at: doc.created_at.try_to_rfc3339_string().unwrap_or_default(),
            updated_at: doc.updated_at.try_to_rfc3339_string().unwrap_or_default(),
        }
    }
}
