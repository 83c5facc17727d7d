//! A brand as the API answers it.

use crate::documents::brand::BrandDocument;
use serde::{Deserialize, Serialize};

/// A brand as the API answers it.
#[derive(Debug, Clone, Serialize, Deserialize, utoipa::ToSchema)]
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
