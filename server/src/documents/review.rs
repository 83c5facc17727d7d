//! A review, as stored in `reviews`.

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
    /// The variant the reviewer received, e.g. `8/256 GB · Blue`; empty for
    /// a product sold as itself or a review written before it was kept.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub variant_label: String,
    #[serde(rename = "createdAt")]
    pub created_at: DateTime,
    #[serde(rename = "updatedAt")]
    pub updated_at: DateTime,
}
