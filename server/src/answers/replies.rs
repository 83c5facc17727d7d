//! The small answers of actions: a message, an id with a message, a line
//! added, an uploaded picture, the health check.

use super::cart::LineResponse;
use serde::Serialize;

/// `{message}`: what an action did, in the user's words.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct MessageAnswer {
    pub message: String,
}

/// `{_id, message}`: the record an action touched and what it did.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct IdMessageAnswer {
    #[serde(rename = "_id")]
    pub id: String,
    pub message: String,
}

/// A cart or wishlist line just added, with the spec's notice.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct LineAddedAnswer {
    pub message: String,
    #[serde(rename = "_id")]
    pub id: String,
    pub item: LineResponse,
}

/// A stored picture and the address it is served at.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct UploadedAnswer {
    #[serde(rename = "_id")]
    pub id: String,
    pub url: String,
    pub content_type: String,
}

/// Whether the server and its database answer.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct HealthAnswer {
    /// `ok` or `degraded`.
    pub status: String,
    /// `up` or `down`.
    pub database: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
}

impl MessageAnswer {
    pub fn new(message: impl Into<String>) -> Self {
        MessageAnswer {
            message: message.into(),
        }
    }
}

impl IdMessageAnswer {
    pub fn new(id: impl Into<String>, message: impl Into<String>) -> Self {
        IdMessageAnswer {
            id: id.into(),
            message: message.into(),
        }
    }
}

/// A checkout refused because the total moved: what it costs now (poisha).
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct TotalChangedAnswer {
    pub message: String,
    pub total: i64,
}
