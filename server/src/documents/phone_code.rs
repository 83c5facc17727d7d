//! One-time codes sent to mobile numbers, as stored in `phone_codes` (one
//! document per number: when its codes went, and the code out now) and
//! `phone_code_tallies` (codes sent and used per minute and per day, for the
//! shop-wide budget and the admin's figures).

use mongodb::bson::DateTime;
use serde::{Deserialize, Serialize};

/// What a code proves the number for; a code proves it for that alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum CodePurpose {
    /// Signing in or up with the number (a guest's checkout too).
    SignIn,
    /// Adding the number to an account, or changing the account's number to it.
    AddNumber,
    /// Following an order without signing in.
    TrackOrder,
    /// Setting a new password for the account with the number.
    ResetPassword,
}

/// A number's codes: the send times of the last hour's (the core's limits
/// read them) and the code out now. `version` grows with every write, so
/// two requests for the same number cannot both act on what they read.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct PhoneCodeDocument {
    /// The number in its 11-digit local form.
    #[serde(rename = "_id")]
    pub phone: String,
    pub version: i64,
    pub sent: Vec<DateTime>,
    /// The last code's send time (old documents are pruned by it).
    pub last_at: DateTime,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code: Option<IssuedCode>,
}

/// The code out now: only its salted hash is kept.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct IssuedCode {
    pub purpose: CodePurpose,
    pub salt: String,
    pub hash: String,
    pub at: DateTime,
    pub tries: u32,
    pub used: bool,
}

/// Codes sent and used in one minute (`m:` + its start in minutes since the
/// epoch) or one Dhaka day (`d:` + the date); requests the shop-wide budget
/// refused, and when the last was.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct CodeTallyDocument {
    #[serde(rename = "_id")]
    pub id: String,
    #[serde(default)]
    pub sent: i64,
    #[serde(default)]
    pub used: i64,
    #[serde(default)]
    pub over_budget: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_over_budget: Option<DateTime>,
    /// When this tally may be deleted.
    pub expires_at: DateTime,
}
