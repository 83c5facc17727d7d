//! Provider payments as stored in `provider_payments`: every payment the shop
//! created at the provider, kept for good, so a callback for an older one is
//! still recognised, and the money of one that completed after its checkout
//! stopped waiting is recorded and given back.

use mongodb::bson::{DateTime, oid::ObjectId};
use serde::{Deserialize, Serialize};

/// A payment created at the provider for a checkout.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ProviderPaymentDocument {
    /// The provider's payment id.
    #[serde(rename = "_id")]
    pub payment_id: String,
    pub checkout_id: ObjectId,
    /// The provider that created it (`bkash`, `sslcommerz`): it alone is asked about it.
    #[serde(default = "super::checkout::first_provider")]
    pub provider: String,
    pub created_at: DateTime,
    /// Set by the one look at the provider after its checkout stopped waiting.
    #[serde(default)]
    pub asked_late: bool,
    /// Money it took that no checkout kept, until it is given back.
    #[serde(default)]
    pub late: Option<LatePayment>,
    /// Whether `late` still owes its refund (what the admin looks for).
    #[serde(default)]
    pub late_open: bool,
    /// When the payment job tries its refund (again); absent when none is owed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub refund_due_at: Option<DateTime>,
}

/// A payment completed after its checkout lapsed (or was paid another way).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LatePayment {
    pub trx_id: String,
    /// Poisha the provider took.
    pub amount: i64,
    pub found_at: DateTime,
    /// Set when an instance starts the refund; a refund may have been sent since.
    #[serde(default)]
    pub refund_started_at: Option<DateTime>,
    /// The last refund try got no answer: the next asks the provider first.
    #[serde(default)]
    pub refund_unclear: bool,
    /// Refund tries in a row that made no refund.
    #[serde(default)]
    pub failed_tries: i32,
    /// Why it is not refunded yet, for the admin.
    #[serde(default)]
    pub problem: Option<String>,
    #[serde(default)]
    pub refund_trx_id: Option<String>,
    #[serde(default)]
    pub refunded_at: Option<DateTime>,
}
