//! Why a value was refused, and a refused field of a form.

use alloc::borrow::ToOwned;
use alloc::string::ToString;

use alloc::string::String;

use crate::money::{Money, MoneyError};
use crate::text::{Text, TextDef};
use serde::ser::{Serialize, SerializeStruct, Serializer};

/// The field rules' texts.
pub mod texts {
    crate::texts! {
        NOT_ACCEPTABLE = "validation.not_acceptable" => "Not Acceptable";
        REQUIRED = "validation.required" => "This field is required";
        CONTROL_CHARACTERS = "validation.control_characters" => "Remove the invisible control characters";
        NO_LETTERS_OR_DIGITS = "validation.no_letters_or_digits" => "Use letters or digits";
        PRICE_TOO_HIGH = "validation.price_too_high" { max: Money } => "Price can be at most {max}";
        TOO_SHORT = "validation.too_short" { min: Count } => "Must be at least {min} characters";
        TOO_LONG = "validation.too_long" { max: Count } => "Must be at most {max} characters";
        INVALID_EMAIL = "validation.invalid_email" => "Enter a valid email address";
        INVALID_PHONE = "validation.invalid_phone" => "Enter a valid Bangladeshi mobile number, like 01712345678";
        INVALID_USERNAME = "validation.invalid_username"
            => "Use 3 to 30 letters, digits, _ or ., starting with a letter or digit";
        INVALID_PICTURE = "validation.invalid_picture" => "Upload the picture to the shop first and use its address";
        INVALID_IDEMPOTENCY_KEY = "validation.invalid_idempotency_key"
            => "idempotency_key must be 8 to 100 letters, digits, - or _";
        UNKNOWN_NETWORK = "validation.unknown_network" => "Choose 2G, 3G, 4G or 5G";
        INVALID_POST_CODE = "validation.invalid_post_code" => "Post code must be 4 digits";
        INVALID_RATING = "validation.invalid_rating" => "Rating must be a whole number from 1 to 5";
        OUT_OF_RANGE = "validation.out_of_range" { min: Count, max: Count } => "Must be a whole number from {min} to {max}";
        UNKNOWN_RULE = "validation.unknown_rule" { rule: Name } => "Unknown validation rule '{rule}'";
    }
}

/// Why a value was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ValidationError {
    NotAcceptable,
    Required,
    ControlCharacters,
    NoLettersOrDigits,
    PriceTooHigh { max: Money },
    TooShort { min: usize },
    TooLong { max: usize },
    InvalidEmail,
    InvalidPhone,
    InvalidUsername,
    InvalidPicture,
    InvalidIdempotencyKey,
    UnknownNetwork,
    InvalidPostCode,
    InvalidRating,
    OutOfRange { min: u32, max: u32 },
    Money(MoneyError),
}

impl From<MoneyError> for ValidationError {
    fn from(error: MoneyError) -> Self {
        Self::Money(error)
    }
}

/// A length as a text's count (no text is near `i64::MAX` characters long).
fn length(count: usize) -> i64 {
    i64::try_from(count).unwrap_or(i64::MAX)
}

impl ValidationError {
    /// The refusal as a text for the user.
    pub fn text(&self) -> Text {
        let plain = |def: TextDef| Text::new(def);
        match self {
            Self::NotAcceptable => plain(texts::NOT_ACCEPTABLE),
            Self::Required => plain(texts::REQUIRED),
            Self::ControlCharacters => plain(texts::CONTROL_CHARACTERS),
            Self::NoLettersOrDigits => plain(texts::NO_LETTERS_OR_DIGITS),
            Self::PriceTooHigh { max } => plain(texts::PRICE_TOO_HIGH).money("max", *max),
            Self::TooShort { min } => plain(texts::TOO_SHORT).count("min", length(*min)),
            Self::TooLong { max } => plain(texts::TOO_LONG).count("max", length(*max)),
            Self::InvalidEmail => plain(texts::INVALID_EMAIL),
            Self::InvalidPhone => plain(texts::INVALID_PHONE),
            Self::InvalidUsername => plain(texts::INVALID_USERNAME),
            Self::InvalidPicture => plain(texts::INVALID_PICTURE),
            Self::InvalidIdempotencyKey => plain(texts::INVALID_IDEMPOTENCY_KEY),
            Self::UnknownNetwork => plain(texts::UNKNOWN_NETWORK),
            Self::InvalidPostCode => plain(texts::INVALID_POST_CODE),
            Self::InvalidRating => plain(texts::INVALID_RATING),
            Self::OutOfRange { min, max } => plain(texts::OUT_OF_RANGE).count("min", *min).count("max", *max),
            Self::Money(err) => err.text(),
        }
    }

    /// Stable machine-readable code, shared with the TypeScript side.
    pub fn code(&self) -> &'static str {
        self.text().code()
    }
}

crate::shown_as_text!(ValidationError);

/// A refused field of a form, with the text to show beside it. Sent as
/// `{field, code, params, message}`: the text's code and values, and its
/// English sentence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldError {
    pub field: String,
    pub text: Text,
}

impl FieldError {
    /// `field` refused for `error`.
    pub fn new(field: &str, error: &ValidationError) -> Self {
        FieldError {
            field: field.to_owned(),
            text: error.text(),
        }
    }

    /// The refusal's stable code.
    pub fn code(&self) -> &'static str {
        self.text.code()
    }
}

impl Serialize for FieldError {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut error = serializer.serialize_struct("FieldError", 4)?;
        error.serialize_field("field", &self.field)?;
        error.serialize_field("code", self.text.code())?;
        error.serialize_field("params", &self.text.params_json())?;
        error.serialize_field("message", &self.text.to_string())?;
        error.end()
    }
}
