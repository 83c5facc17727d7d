//! Questions and answers as the API answers them: the phone page's view
//! (the asker's first name only) and the admin's.

use super::{rfc3339, text::TextAnswer};
use crate::{documents::question::QuestionDocument, texts};
use serde::Serialize;
use shop_core::ListingQuery;

/// One page of questions, and how many the whole list holds.
pub struct QuestionPage {
    pub questions: Vec<QuestionDocument>,
    pub total: u64,
    pub page: u32,
    pub per_page: u32,
}

impl QuestionPage {
    /// A page read at `paging`, with how many the whole list holds.
    pub fn of((questions, total): (Vec<QuestionDocument>, u64), paging: &ListingQuery) -> Self {
        QuestionPage {
            questions,
            total,
            page: paging.page,
            per_page: paging.per_page,
        }
    }
}

/// An answered question as a phone page shows it.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct PublicQuestion {
    #[serde(rename = "_id")]
    pub id: String,
    /// The asker's first name.
    pub asker: String,
    pub question: String,
    pub answer: String,
    #[serde(rename = "createdAt")]
    pub created_at: String,
    #[serde(rename = "answeredAt")]
    pub answered_at: String,
}

/// A question as the admin's list shows it.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct AdminQuestion {
    #[serde(rename = "_id")]
    pub id: String,
    pub product_id: String,
    pub product_title: String,
    /// The phone page's address part, so the list links to the phone.
    pub product_slug: String,
    pub customer_id: String,
    /// The asker's first name.
    pub asker: String,
    pub question: String,
    /// The shop's answer; null while unanswered.
    pub answer: Option<String>,
    pub hidden: bool,
    #[serde(rename = "createdAt")]
    pub created_at: String,
    /// When it was first answered; null while unanswered.
    #[serde(rename = "answeredAt")]
    pub answered_at: Option<String>,
}

/// The question a shopper just asked, with the shop's thanks.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct AskedQuestion {
    #[serde(rename = "_id")]
    pub id: String,
    pub product_id: String,
    pub question: String,
    #[serde(rename = "createdAt")]
    pub created_at: String,
    #[serde(flatten)]
    pub said: TextAnswer,
}

/// `GET /api/product/{id}/questions`: one page, newest first.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicQuestionPage {
    pub questions: Vec<PublicQuestion>,
    /// How many answered questions the phone has in all.
    pub total: u64,
    pub page: u32,
    pub per_page: u32,
}

/// `GET /api/admin/questions`: one page of one list, newest first.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminQuestionPage {
    pub questions: Vec<AdminQuestion>,
    /// How many questions the list holds in all.
    pub total: u64,
    pub page: u32,
    pub per_page: u32,
}

impl From<QuestionDocument> for PublicQuestion {
    fn from(doc: QuestionDocument) -> Self {
        PublicQuestion {
            id: doc.id.to_hex(),
            asker: doc.customer_first_name,
            question: doc.text,
            answer: doc.answer.unwrap_or_default(),
            created_at: rfc3339(doc.created_at),
            answered_at: doc.answered_at.map(rfc3339).unwrap_or_default(),
        }
    }
}

impl From<QuestionDocument> for AdminQuestion {
    fn from(doc: QuestionDocument) -> Self {
        AdminQuestion {
            id: doc.id.to_hex(),
            product_id: doc.product_id.to_hex(),
            product_title: doc.product_title,
            product_slug: doc.product_slug,
            customer_id: doc.customer_id.to_hex(),
            asker: doc.customer_first_name,
            question: doc.text,
            answer: doc.answer,
            hidden: doc.hidden,
            created_at: rfc3339(doc.created_at),
            answered_at: doc.answered_at.map(rfc3339),
        }
    }
}

impl From<QuestionDocument> for AskedQuestion {
    fn from(doc: QuestionDocument) -> Self {
        AskedQuestion {
            id: doc.id.to_hex(),
            product_id: doc.product_id.to_hex(),
            question: doc.text,
            created_at: rfc3339(doc.created_at),
            said: texts::questions::ASKED.into(),
        }
    }
}

impl From<QuestionPage> for PublicQuestionPage {
    fn from(page: QuestionPage) -> Self {
        PublicQuestionPage {
            questions: page.questions.into_iter().map(Into::into).collect(),
            total: page.total,
            page: page.page,
            per_page: page.per_page,
        }
    }
}

impl From<QuestionPage> for AdminQuestionPage {
    fn from(page: QuestionPage) -> Self {
        AdminQuestionPage {
            questions: page.questions.into_iter().map(Into::into).collect(),
            total: page.total,
            page: page.page,
            per_page: page.per_page,
        }
    }
}
