//! One error type for callers that handle every rule's refusal alike
//! (the WASM bridge, the server's HTTP mapping).

use crate::{
    cart::CartError, compare::CompareError, listing::ListingError, money::MoneyError, order::OrderError,
    payment::PaymentError, validation::ValidationError,
};
use thiserror::Error;

/// Any refusal of a core rule. `Display` is the user-facing message.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Error {
    #[error(transparent)]
    Money(#[from] MoneyError),
    #[error(transparent)]
    Cart(#[from] CartError),
    #[error(transparent)]
    Compare(#[from] CompareError),
    #[error(transparent)]
    Validation(#[from] ValidationError),
    #[error(transparent)]
    Listing(#[from] ListingError),
    #[error(transparent)]
    Order(#[from] OrderError),
    #[error(transparent)]
    Payment(#[from] PaymentError),
    #[error("Unknown validation rule '{0}'")]
    UnknownRule(String),
}

impl Error {
    /// Stable machine-readable code such as `money.too_many_decimals`.
    pub fn code(&self) -> &'static str {
        match self {
            Self::Money(err) => err.code(),
            Self::Cart(err) => err.code(),
            Self::Compare(err) => err.code(),
            Self::Validation(err) => err.code(),
            Self::Listing(err) => err.code(),
            Self::Order(err) => err.code(),
            Self::Payment(err) => err.code(),
            Self::UnknownRule(_) => "validation.unknown_rule",
        }
    }
}
