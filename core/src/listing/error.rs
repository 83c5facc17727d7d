//! Why listing parameters were refused.

use alloc::string::String;

use crate::money::MoneyError;
use crate::text::Text;

/// The listing's texts.
pub mod texts {
    crate::texts! {
        INVALID_PAGE = "listing.invalid_page" => "page must be a whole number from 1";
        INVALID_PER_PAGE = "listing.invalid_per_page" { max: Count } => "perPage must be a whole number from 1 to {max}";
        UNKNOWN_SORT_KEY = "listing.unknown_sort_key" { key: Name } => "Cannot sort by '{key}'";
        UNKNOWN_DIRECTION = "listing.unknown_direction" => "Sort direction must be asc or desc";
        INVALID_RANGE = "listing.invalid_range" { value: Name } => "'{value}' is not a range like 4000-5000";
        INVALID_NUMBER = "listing.invalid_number" { value: Name } => "'{value}' is not a whole number";
        INVALID_AUTHOR = "listing.invalid_author" => "author must be an account id";
        SEARCH_TOO_LONG = "listing.search_too_long" { max: Count } => "Search text can be at most {max} characters";
        TOO_MANY_VALUES = "listing.too_many_values" { max: Count, field: Name } => "Choose at most {max} values for {field}";
        BRAND_TOO_LONG = "listing.brand_too_long" { max: Count } => "A brand name has at most {max} characters";
        PAGE_TOO_DEEP = "listing.page_too_deep" { depth: Count, last_page: Count }
            => "Only the first {depth} products of a listing can be paged through, so page can be at most {last_page} here; narrow the filters to see the rest";
        PRICE_FILTER = "listing.price_filter" { reason: Text } => "Price filter: {reason}";
    }
}

/// Why listing parameters were refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ListingError {
    InvalidPage,
    InvalidPerPage { max: u32 },
    UnknownSortKey(String),
    UnknownDirection,
    InvalidRange(String),
    InvalidNumber(String),
    InvalidAuthor,
    SearchTooLong { max: usize },
    TooManyValues { field: &'static str, max: usize },
    BrandTooLong { max: usize },
    PageTooDeep { depth: u32, last_page: u32 },
    Money(MoneyError),
}

impl From<MoneyError> for ListingError {
    fn from(error: MoneyError) -> Self {
        Self::Money(error)
    }
}

/// A bound as a text's count.
fn bound(max: usize) -> i64 {
    i64::try_from(max).unwrap_or(i64::MAX)
}

impl ListingError {
    /// The refusal as a text.
    pub fn text(&self) -> Text {
        let plain = |def| Text::new(def);
        match self {
            Self::InvalidPage => plain(texts::INVALID_PAGE),
            Self::InvalidPerPage { max } => plain(texts::INVALID_PER_PAGE).count("max", *max),
            Self::UnknownSortKey(key) => plain(texts::UNKNOWN_SORT_KEY).name("key", key.as_str()),
            Self::UnknownDirection => plain(texts::UNKNOWN_DIRECTION),
            Self::InvalidRange(value) => plain(texts::INVALID_RANGE).name("value", value.as_str()),
            Self::InvalidNumber(value) => plain(texts::INVALID_NUMBER).name("value", value.as_str()),
            Self::InvalidAuthor => plain(texts::INVALID_AUTHOR),
            Self::SearchTooLong { max } => plain(texts::SEARCH_TOO_LONG).count("max", bound(*max)),
            Self::TooManyValues { field, max } => plain(texts::TOO_MANY_VALUES)
                .count("max", bound(*max))
                .name("field", *field),
            Self::BrandTooLong { max } => plain(texts::BRAND_TOO_LONG).count("max", bound(*max)),
            Self::PageTooDeep { depth, last_page } => plain(texts::PAGE_TOO_DEEP)
                .count("depth", *depth)
                .count("last_page", *last_page),
            Self::Money(err) => plain(texts::PRICE_FILTER).text("reason", err.text()),
        }
    }

    /// Stable machine-readable code, shared with the TypeScript side.
    pub fn code(&self) -> &'static str {
        self.text().code()
    }
}

crate::shown_as_text!(ListingError);
