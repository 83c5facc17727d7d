//! A phone brand.

use mongodb::bson::{DateTime, oid::ObjectId};
use serde::{Deserialize, Serialize};

/// A brand in the `brands` collection; `slug` is unique.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BrandDocument {
    #[serde(rename = "_id")]
    pub id: ObjectId,
    pub name: String,
    pub slug: String,
    #[serde(rename = "createdAt")]
    pub created_at: DateTime,
}

/// A brand as the API answers it.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct BrandResponse {
    #[serde(rename = "_id")]
    pub id: String,
    pub name: String,
    pub slug: String,
}

impl From<BrandDocument> for BrandResponse {
    fn from(doc: BrandDocument) -> Self {
        BrandResponse {
            id: doc.id.to_hex(),
            name: doc.name,
            slug: doc.slug,
        }
    }
}
