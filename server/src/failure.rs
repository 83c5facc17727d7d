//! Why a use case did not do what was asked, in the shop's terms and with
//! the text the person is shown: the one failure every layer speaks. No HTTP
//! here (`crate::error` answers each kind with its status), and no storage or
//! adapter either: each of those turns its own errors into a `Failure` where
//! it is defined (`repository::failure`, `pictures`, `catalog_view`).

use crate::texts::shop;
use shop_core::{FieldError, Money, Text};

/// A use case's failure.
#[derive(Debug)]
pub enum Failure {
    /// What was asked for does not exist, or is not the caller's to see.
    NotFound(Text),
    /// What was sent breaks a rule.
    Refused(Text),
    /// The fields of a form are not valid.
    Invalid(Vec<FieldError>),
    /// The shop's state does not allow it now.
    Conflict(Text),
    /// The total changed since the shopper saw it: what it is now.
    TotalChanged(Money),
    /// The caller must sign in (again).
    SignedOut(Text),
    /// The caller may not do this.
    NotAllowed(Text),
    /// A picture larger than the shop takes.
    TooLarge(Text),
    /// A file that is not a picture the shop reads.
    Unsupported(Text),
    /// Too many attempts from this account or address.
    Limited(Text),
    /// Too much work of this kind is waiting already.
    Busy(Text),
    /// The payment provider did not answer.
    ProviderDown(Text),
    /// The database cannot be reached.
    Unavailable,
    /// Something broke on the shop's side (logged where it happened).
    Internal,
}

/// The text of a checkout refused because its total moved.
pub fn total_changed(total: Money) -> Text {
    Text::new(crate::texts::orders::TOTAL_CHANGED).money("total", total)
}

impl Failure {
    /// The text the person is shown.
    pub fn text(&self) -> Text {
        match self {
            Self::NotFound(text)
            | Self::Refused(text)
            | Self::Conflict(text)
            | Self::SignedOut(text)
            | Self::NotAllowed(text)
            | Self::TooLarge(text)
            | Self::Unsupported(text)
            | Self::Limited(text)
            | Self::Busy(text)
            | Self::ProviderDown(text) => text.clone(),
            Self::Invalid(_) => Text::new(crate::texts::request::INVALID_FIELDS),
            Self::TotalChanged(total) => total_changed(*total),
            Self::Unavailable => Text::new(shop::UNAVAILABLE),
            Self::Internal => Text::new(shop::INTERNAL),
        }
    }

    /// A failure on our side that the caller cannot fix: logged with its cause.
    pub fn internal(context: &str, error: impl std::fmt::Display) -> Self {
        tracing::error!(%error, "{context}");
        Failure::Internal
    }
}

shop_core::shown_as_text!(Failure);

impl From<shop_core::Error> for Failure {
    fn from(error: shop_core::Error) -> Self {
        Failure::Refused(error.text())
    }
}

/// A core rule refusing what the caller sent.
macro_rules! refused_by_core {
    ($($error:ty),*) => {$(
        impl From<$error> for Failure {
            fn from(error: $error) -> Self {
                shop_core::Error::from(error).into()
            }
        }
    )*};
}
refused_by_core!(
    shop_core::ListingError,
    shop_core::MoneyError,
    shop_core::ValidationError,
    shop_core::OrderError,
    shop_core::PaymentError
);
