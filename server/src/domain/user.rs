//! A user account: its MongoDB document and its JSON answer.

use mongodb::bson::{DateTime, oid::ObjectId};
use serde::{Deserialize, Serialize};

/// What a signed-in user may do. Only `admin` unlocks anything extra.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    Customer,
    Admin,
}

/// A user in the `users` collection.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct UserDocument {
    #[serde(rename = "_id")]
    pub id: ObjectId,
    pub username: String,
    pub email: String,
    pub password_hash: String,
    pub role: Role,
    pub first_name: String,
    pub last_name: String,
    pub avatar: String,
    pub created_at: DateTime,
}

/// The session user as the spec's client reads it.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct UserResponse {
    #[serde(rename = "_id")]
    pub id: String,
    pub username: String,
    pub email: String,
    pub role: Role,
    pub avatar: String,
    pub first_name: String,
    pub last_name: String,
    pub created_at: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub token: Option<String>,
}

impl UserResponse {
    /// The answer for `user`, carrying a fresh token when one was issued.
    pub fn new(user: &UserDocument, token: Option<String>) -> Self {
        UserResponse {
            id: user.id.to_hex(),
            username: user.username.clone(),
            email: user.email.clone(),
            role: user.role,
            avatar: user.avatar.clone(),
            first_name: user.first_name.clone(),
            last_name: user.last_name.clone(),
            created_at: user.created_at.try_to_rfc3339_string().unwrap_or_default(),
            token,
        }
    }
}
