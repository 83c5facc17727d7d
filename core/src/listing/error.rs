//! Why listing parameters were refused.

use crate::money::MoneyError;
use thiserror::Error;

/// Why listing parameters were refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ListingError {
    #[error("page must be a whole number from 1")]
    InvalidPage,
    #[error("perPage must be a whole number from 1 to {max}")]
    InvalidPerPage { max: u32 },
    #[error("Cannot sort by '{0}'")]
    UnknownSortKey(String),
    #[error("Sort direction must be asc or desc")]
    UnknownDirection,
    #[error("'{0}' is not a range like 4000-5000")]
    InvalidRange(String),
    #[error("'{0}' is not a whole number")]
    InvalidNumber(String),
    #[error("author must be an account id")]
    InvalidAuthor,
    #[error("Search text can be at most {max} characters")]
    SearchTooLong { max: usize },
    #[error("Choose at most {max} values for {field}")]
    TooManyValues { field: &'static str, max: usize },
    #[error("A brand name has at most {max} characters")]
    BrandTooLong { max: usize },
    #[error(
        "Only the first {depth} products of a listing can be paged through, so page can be at most {last_page} here; narrow the filters to see the rest"
    )]
    PageTooDeep { depth: u32, last_page: u32 },
    #[error("Price filter: {0}")]
    Money(#[from] MoneyError),
}

impl ListingError {
    /// Stable machine-readable code, shared with the TypeScript side.
    pub fn code(&self) -> &'static str {
        match self {
            Self::InvalidPage => "listing.invalid_page",
            Self::InvalidPerPage { .. } => "listing.invalid_per_page",
            Self::UnknownSortKey(_) => "listing.unknown_sort_key",
            Self::UnknownDirection => "listing.unknown_direction",
            Self::InvalidRange(_) => "listing.invalid_range",
            Self::InvalidNumber(_) => "listing.invalid_number",
            Self::SearchTooLong { .. } => "listing.search_too_long",
            Self::InvalidAuthor => "listing.invalid_author",
            Self::TooManyValues { .. } => "listing.too_many_values",
            Self::BrandTooLong { .. } => "listing.brand_too_long",
            Self::PageTooDeep { .. } => "listing.page_too_deep",
            Self::Money(err) => err.code(),
        }
    }
}
