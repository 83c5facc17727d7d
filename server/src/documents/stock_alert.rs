//! Back-in-stock alerts (`stock_alerts`) and the notices they become (`notices`).

use mongodb::bson::{DateTime, oid::ObjectId};
use serde::{Deserialize, Serialize};

/// Where a customer's alert for one product is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AlertState {
    /// Asked while the product was out of stock; not told yet.
    Waiting,
    /// Told once; only a new request arms it again.
    Notified,
}

/// One customer's alert for one product (unique per pair).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StockAlertDocument {
    #[serde(rename = "_id")]
    pub id: ObjectId,
    pub customer_id: ObjectId,
    pub product_id: ObjectId,
    /// The variant waited for; none when the product is its own one variant.
    #[serde(default)]
    pub variant_id: Option<ObjectId>,
    /// Where the e-mail goes and whom it greets, as the account read when asked.
    pub email: String,
    pub name: String,
    pub state: AlertState,
    /// New each time the alert is armed: its notice and e-mail are keyed by it,
    /// so one request gives at most one of each.
    pub request_id: ObjectId,
    pub requested_at: DateTime,
    #[serde(default)]
    pub notified_at: Option<DateTime>,
}

/// A message in a customer's account area.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct NoticeDocument {
    #[serde(rename = "_id")]
    pub id: ObjectId,
    pub customer_id: ObjectId,
    /// What the notice tells, e.g. `back_in_stock`.
    pub kind: String,
    pub product_id: ObjectId,
    pub product_title: String,
    pub product_slug: String,
    /// The variant back in stock, and its label (e.g. `8/256 GB · Blue`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub variant_id: Option<ObjectId>,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub variant_label: String,
    /// Unique: the alert request this notice answers.
    pub dedupe_key: String,
    #[serde(default)]
    pub read_at: Option<DateTime>,
    #[serde(rename = "createdAt")]
    pub created_at: DateTime,
}
