//! Why a value was refused, and a refused field of a form.

use crate::money::{Money, MoneyError};
use crate::notices;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Why a value was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ValidationError {
    #[error("{}", notices::NOT_ACCEPTABLE)]
    NotAcceptable,
    #[error("This field is required")]
    Required,
    #[error("Remove the invisible control characters")]
    ControlCharacters,
    #[error("Use letters or digits")]
    NoLettersOrDigits,
    #[error("Price can be at most {max}")]
    PriceTooHigh { max: Money },
    #[error("Must be at least {min} characters")]
    TooShort { min: usize },
    #[error("Must be at most {max} characters")]
    TooLong { max: usize },
    #[error("Enter a valid email address")]
    InvalidEmail,
    #[error("Enter a valid Bangladeshi mobile number, like 01712345678")]
    InvalidPhone,
    #[error("Use 3 to 30 letters, digits, _ or ., starting with a letter or digit")]
    InvalidUsername,
    #[error("Upload the picture to the shop first and use its address")]
    InvalidPicture,
    #[error("idempotency_key must be 8 to 100 letters, digits, - or _")]
    InvalidIdempotencyKey,
    #[error("Choose 2G, 3G, 4G or 5G")]
    UnknownNetwork,
    #[error("Post code must be 4 digits")]
    InvalidPostCode,
    #[error("Rating must be a whole number from 1 to 5")]
    InvalidRating,
    #[error("Must be a whole number from {min} to {max}")]
    OutOfRange { min: u32, max: u32 },
    #[error("{0}")]
    Money(#[from] MoneyError),
}

impl ValidationError {
    /// Stable machine-readable code, shared with the TypeScript side.
    pub fn code(&self) -> &'static str {
        match self {
            Self::NotAcceptable => "validation.not_acceptable",
            Self::Required => "validation.required",
            Self::ControlCharacters => "validation.control_characters",
            Self::NoLettersOrDigits => "validation.no_letters_or_digits",
            Self::PriceTooHigh { .. } => "validation.price_too_high",
            Self::TooShort { .. } => "validation.too_short",
            Self::TooLong { .. } => "validation.too_long",
            Self::InvalidEmail => "validation.invalid_email",
            Self::InvalidPhone => "validation.invalid_phone",
            Self::InvalidPostCode => "validation.invalid_post_code",
            Self::UnknownNetwork => "validation.unknown_network",
            Self::InvalidPicture => "validation.invalid_picture",
            Self::InvalidIdempotencyKey => "validation.invalid_idempotency_key",
            Self::InvalidUsername => "validation.invalid_username",
            Self::InvalidRating => "validation.invalid_rating",
            Self::OutOfRange { .. } => "validation.out_of_range",
            Self::Money(err) => err.code(),
        }
    }
}

/// A refused field of a form, with the message to show beside it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FieldError {
    pub field: String,
    pub code: String,
    pub message: String,
}

impl FieldError {
    /// `field` refused for `error`, with the error's code and message.
    pub fn new(field: &str, error: &ValidationError) -> Self {
        FieldError {
            field: field.to_owned(),
            code: error.code().to_owned(),
            message: error.to_string(),
        }
    }
}
