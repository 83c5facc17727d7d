//! A customer's saved delivery address, as stored in `addresses`.

use mongodb::bson::{DateTime, oid::ObjectId};
use serde::{Deserialize, Serialize};

/// The fields a customer fills in, as the contract names them.
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
