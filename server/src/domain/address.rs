//! A saved shipping address.

use mongodb::bson::{DateTime, oid::ObjectId};
use serde::{Deserialize, Serialize};

/// The fields a customer fills in, as the spec names them.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct AddressFields {
    pub first_name: String,
    pub last_name: String,
    pub phone: String,
    pub address: String,
    #[serde(default)]
    pub region: String,
    pub city: String,
    pub area: String,
    pub zip_code: String,
    #[serde(default = "bangladesh")]
    pub country: String,
    #[serde(default)]
    pub state: String,
    #[serde(default)]
    pub apartment_suit: String,
}

fn bangladesh() -> String {
    "Bangladesh".into()
}

/// An address in the `addresses` collection. Each customer has exactly one
/// default once they have any address.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct AddressDocument {
    #[serde(rename = "_id")]
    pub id: ObjectId,
    pub customer_id: ObjectId,
    #[serde(flatten)]
    pub fields: AddressFields,
    pub is_default: bool,
    #[serde(rename = "createdAt")]
    pub created_at: DateTime,
}

/// An address as the API answers it.
#[derive(Debug, Clone, Serialize, Deserialize)]
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
            created_at: doc.created_at.try_to_rfc3339_string().unwrap_or_default(),
        }
    }
}
