//! Password-reset links, as stored in `password_resets`: one document per
//! link mailed, named by the SHA-256 of its token (the token itself is only
//! in the e-mail).

use mongodb::bson::{DateTime, oid::ObjectId};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct PasswordResetDocument {
    /// The hex SHA-256 of the link's token.
    #[serde(rename = "_id")]
    pub token_hash: String,
    pub user_id: ObjectId,
    #[serde(rename = "createdAt")]
    pub created_at: DateTime,
    /// The link works until then, once.
    #[serde(rename = "expiresAt")]
    pub expires_at: DateTime,
}
