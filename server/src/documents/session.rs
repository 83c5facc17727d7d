//! Ended sessions, as stored in `session_revocations`.

use mongodb::bson::{DateTime, oid::ObjectId};
use serde::{Deserialize, Serialize};

/// One entry of the `session_revocations` collection. Sign-out names one
/// session; a password change names every session of the account that began
/// before `sessions_before`, except the one that changed it.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct RevocationDocument {
    #[serde(rename = "_id")]
    pub id: ObjectId,
    pub user_id: ObjectId,
    pub session_id: Option<ObjectId>,
    /// Unix milliseconds: sessions of the account begun before this are ended...
    pub sessions_before: Option<i64>,
    /// ...but this one.
    pub keep: Option<ObjectId>,
    #[serde(rename = "revokedAt")]
    pub revoked_at: DateTime,
    /// After this no token it covers can be valid anyway, so it may be forgotten.
    #[serde(rename = "expiresAt")]
    pub expires_at: DateTime,
}
