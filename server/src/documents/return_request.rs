//! Returns as stored in `returns`: a customer's request to send back a
//! delivered order's phones, and where it stands.

use super::order::OrderProduct;
use mongodb::bson::{DateTime, oid::ObjectId};
use serde::{Deserialize, Serialize};
use shop_core::returns::{ReturnReason, ReturnStatus};

/// One return; `order_id` is unique (one return per order). Money is poisha.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ReturnDocument {
    #[serde(rename = "_id")]
    pub id: ObjectId,
    pub order_id: ObjectId,
    pub checkout_id: ObjectId,
    pub customer_id: ObjectId,
    /// The phone as the order sold it.
    pub product: OrderProduct,
    pub quantity: i64,
    pub reason: ReturnReason,
    /// What the customer says is wrong.
    #[serde(default)]
    pub details: String,
    /// Pictures the customer sent (`/api/images/{id}`).
    #[serde(default)]
    pub photos: Vec<ObjectId>,
    pub status: ReturnStatus,
    pub history: Vec<ReturnChange>,
    /// Set when it is received: whether the phones went back to stock (else written off).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub restocked: Option<bool>,
    /// Set while a refund through the provider is under way, so it is made
    /// once, and a retry asks for the same money.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub refund_claim: Option<RefundClaim>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub refund: Option<ReturnRefund>,
    /// The number of its Mushak-6.7 credit note, once refunded and issued.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub credit_note: Option<String>,
    #[serde(rename = "createdAt")]
    pub created_at: DateTime,
    #[serde(rename = "updatedAt")]
    pub updated_at: DateTime,
}

/// One step of a return, with the admin's (or the customer's) note.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ReturnChange {
    pub status: ReturnStatus,
    pub at: DateTime,
    #[serde(default)]
    pub note: String,
}

/// A refund through the provider under way: what it gives back, fixed when
/// it was first tried, and when an admin last tried it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RefundClaim {
    pub amount: i64,
    pub delivery_fee_included: bool,
    /// When the try now holding the claim began (a retry takes it over).
    pub at: DateTime,
    /// When the first try began: a refund the provider lists from before it
    /// is not this return's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tried_from: Option<DateTime>,
}

/// The money a return gave back, and how.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ReturnRefund {
    pub amount: i64,
    /// Whether the delivery fee is in it (the shop was at fault).
    pub delivery_fee_included: bool,
    /// `bkash` (through the provider) or `cash` (recorded by the admin).
    pub method: String,
    /// The provider's refund transaction id; none for cash.
    #[serde(default)]
    pub trx_id: Option<String>,
    pub at: DateTime,
}
