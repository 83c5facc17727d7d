//! One error type for callers that handle every rule's refusal alike
//! (the WASM bridge, the server's HTTP mapping).

use alloc::string::String;

use crate::text::Text;
use crate::{
    cart::CartError, compare::CompareError, listing::ListingError, money::MoneyError, order::OrderError,
    payment::PaymentError, validation::ValidationError,
};

/// Declares [`Error`] with one variant per rule's error, and the `From` of each.
///
/// Only the rules the browser runs are here: every variant's texts are in
/// the WebAssembly module's error conversion. The rules only the server runs
/// (coupons, returns, IMEIs, EMI plans) answer their own errors, each with
/// its `text()`.
macro_rules! rule_errors {
    ($($variant:ident($error:ty)),*) => {
        /// Any refusal of a core rule. `Display` is its English sentence.
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub enum Error {
            $($variant($error),)*
            UnknownRule(String),
        }
        $(
            impl From<$error> for Error {
                fn from(error: $error) -> Self {
                    Self::$variant(error)
                }
            }
        )*
    };
}
rule_errors!(
    Money(MoneyError),
    Cart(CartError),
    Compare(CompareError),
    Validation(ValidationError),
    Listing(ListingError),
    Order(OrderError),
    Payment(PaymentError)
);

impl Error {
    /// The refusal as a text for a person.
    pub fn text(&self) -> Text {
        match self {
            Self::Money(err) => err.text(),
            Self::Cart(err) => err.text(),
            Self::Compare(err) => err.text(),
            Self::Validation(err) => err.text(),
            Self::Listing(err) => err.text(),
            Self::Order(err) => err.text(),
            Self::Payment(err) => err.text(),
            Self::UnknownRule(rule) => Text::new(crate::validation::texts::UNKNOWN_RULE).name("rule", rule.as_str()),
        }
    }

    /// Stable machine-readable code such as `money.too_many_decimals`.
    pub fn code(&self) -> &'static str {
        self.text().code()
    }
}

crate::shown_as_text!(Error);
