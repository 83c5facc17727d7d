//! An address as the API answers it.

use super::rfc3339;
use crate::documents::address::{AddressDocument, AddressFields};
use serde::{Deserialize, Serialize};

/// An address as the API answers it.
#[derive(Debug, Clone, Serialize, Deserialize, utoipa::ToSchema)]
pub struct AddressResponse {
    #[serde(rename = "_id")]
    pub id: String,
    pub customer_id: String,
    #[serde(flatten)]
    pub fields: AddressFields,
    pub is_default: bool,
    #[serde(rename = "createdAt")]
    pub created_at: String,
}

impl From<AddressDocument> for AddressResponse {
    fn from(doc: AddressDocument) -> Self {
        AddressResponse {
            id: doc.id.to_hex(),
            customer_id: doc.customer_id.to_hex(),
            fields: doc.fields,
            is_default: doc.is_default,
            created_at: rfc3339(doc.created_at),
        }
    }
}
