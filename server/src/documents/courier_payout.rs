//! Payouts as stored in `courier_payouts`: what the courier paid the shop,
//! and for which parcels, as the courier counted them.

use mongodb::bson::DateTime;
use serde::{Deserialize, Serialize};

/// One parcel of a payout (poisha).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PayoutLineDocument {
    pub invoice: String,
    pub collected: i64,
    pub charge: i64,
}

/// A payout in the `courier_payouts` collection. Money is poisha.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CourierPayoutDocument {
    /// `<courier>:<its payout id>`: each payout is recorded once.
    #[serde(rename = "_id")]
    pub id: String,
    pub courier: String,
    pub payout_id: String,
    pub amount: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub paid_at: Option<DateTime>,
    pub lines: Vec<PayoutLineDocument>,
    /// Invoices the payout names that the shop has no parcel for.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unknown_invoices: Vec<String>,
    pub recorded_at: DateTime,
}
