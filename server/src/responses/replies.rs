//! The small answers of actions: a message, an id with a message, a line
//! added, an uploaded picture, the health check.

use super::{cart::LineResponse, text::TextAnswer};
use serde::Serialize;

/// `{message, code, params}`: what an action did, in the user's words.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct MessageAnswer {
    #[serde(flatten)]
    pub said: TextAnswer,
}

/// `{_id, message, code, params}`: the record an action touched and what it did.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct IdMessageAnswer {
    #[serde(rename = "_id")]
    pub id: String,
    #[serde(flatten)]
    pub said: TextAnswer,
}

/// A cart or wishlist line just added, with the contract's notice.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct LineAddedAnswer {
    #[serde(flatten)]
    pub said: TextAnswer,
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

/// Whether an instance is ready for traffic.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ReadyAnswer {
    /// `ready` or `not_ready`.
    pub status: String,
    /// `up` or `down`.
    pub database: String,
    /// Whether the built front end is there to serve.
    pub static_files: bool,
    /// Phones in the catalog view.
    pub catalog_products: usize,
}

impl MessageAnswer {
    pub fn new(said: impl Into<TextAnswer>) -> Self {
        MessageAnswer { said: said.into() }
    }
}

impl IdMessageAnswer {
    pub fn new(id: impl Into<String>, said: impl Into<TextAnswer>) -> Self {
        IdMessageAnswer {
            id: id.into(),
            said: said.into(),
        }
    }
}

/// A checkout refused because the total moved: what it costs now (poisha).
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct TotalChangedAnswer {
    #[serde(flatten)]
    pub said: TextAnswer,
    pub total: i64,
}
