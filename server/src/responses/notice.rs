//! A customer's notices and back-in-stock alerts as the API answers them.

use super::rfc3339;
use super::text::TextAnswer;
use crate::documents::{question::QUESTION_ANSWERED, stock_alert::NoticeDocument};
use crate::texts::{lists, questions};
use serde::Serialize;
use shop_core::Text;

/// One notice in the account area.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct NoticeResponse {
    #[serde(rename = "_id")]
    pub id: String,
    /// What it tells: `back_in_stock` or `question_answered`.
    pub kind: String,
    /// The notice in the customer's words.
    #[serde(flatten)]
    pub said: TextAnswer,
    pub product_id: String,
    pub product_title: String,
    /// The phone page's address part, so the notice links to it.
    pub product_slug: String,
    /// The variant back in stock (null for a product sold as itself) and its label.
    pub variant_id: Option<String>,
    pub variant_label: String,
    pub read: bool,
    #[serde(rename = "createdAt")]
    pub created_at: String,
}

/// `GET /api/notices`: newest first, with how many are unread.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct NoticesAnswer {
    pub notices: Vec<NoticeResponse>,
    pub unread: u64,
}

/// Whether the signed-in customer waits for a phone to come back.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct StockAlertAnswer {
    pub product_id: String,
    pub waiting: bool,
    #[serde(flatten)]
    pub said: TextAnswer,
}

impl From<NoticeDocument> for NoticeResponse {
    fn from(doc: NoticeDocument) -> Self {
        let product = if doc.variant_label.is_empty() {
            doc.product_title.clone()
        } else {
            format!("{} ({})", doc.product_title, doc.variant_label)
        };
        let said = if doc.kind == QUESTION_ANSWERED {
            questions::ANSWERED
        } else {
            lists::BACK_IN_STOCK
        };
        NoticeResponse {
            id: doc.id.to_hex(),
            said: Text::new(said).name("product", product).into(),
            variant_id: doc.variant_id.map(|id| id.to_hex()),
            variant_label: doc.variant_label,
            kind: doc.kind,
            product_id: doc.product_id.to_hex(),
            product_title: doc.product_title,
            product_slug: doc.product_slug,
            read: doc.read_at.is_some(),
            created_at: rfc3339(doc.created_at),
        }
    }
}
