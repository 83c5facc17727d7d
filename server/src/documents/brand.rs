//! A brand, as stored in `brands`.

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
