//! A shopper's question on a phone page, as stored in `questions`.

use mongodb::bson::{DateTime, oid::ObjectId};
use serde::{Deserialize, Serialize};

/// The `kind` of the notice that tells an asker their question was answered.
pub const QUESTION_ANSWERED: &str = "question_answered";

/// A question in the `questions` collection, with the shop's answer once given.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct QuestionDocument {
    #[serde(rename = "_id")]
    pub id: ObjectId,
    pub product_id: ObjectId,
    /// The phone's title and page address part when the question was asked,
    /// for the admin's list and the asker's notice.
    pub product_title: String,
    pub product_slug: String,
    pub customer_id: ObjectId,
    /// The only part of the asker the phone page shows.
    pub customer_first_name: String,
    /// The question, trimmed.
    pub text: String,
    #[serde(default)]
    pub answer: Option<String>,
    /// When it was first answered; a corrected answer keeps it.
    #[serde(default)]
    pub answered_at: Option<DateTime>,
    /// Set aside by the admin: never shown publicly, and not answered while hidden.
    #[serde(default)]
    pub hidden: bool,
    #[serde(rename = "createdAt")]
    pub created_at: DateTime,
}
