//! The one shape of every error answer, for the OpenAPI document and for the
//! error module that writes it.

use super::text::TextAnswer;
use serde::Serialize;
use shop_core::FieldError;

/// A refused field of a form: its name, and the refusal's text.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct FieldErrorAnswer {
    pub field: String,
    #[serde(flatten)]
    pub said: TextAnswer,
}

impl From<&FieldError> for FieldErrorAnswer {
    fn from(error: &FieldError) -> Self {
        FieldErrorAnswer {
            field: error.field.clone(),
            said: error.text.clone().into(),
        }
    }
}

/// `{message, code, params}`, with the refused fields of a 422 and the new
/// `total` (poisha) of a checkout whose prices changed.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ErrorAnswer {
    #[serde(flatten)]
    pub said: TextAnswer,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub errors: Option<Vec<FieldErrorAnswer>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub total: Option<i64>,
}
