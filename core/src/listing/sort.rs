//! The sort vocabulary: which field a listing is ordered by, and which way.

use alloc::borrow::ToOwned;

use super::ListingError;
use serde::{Deserialize, Serialize};

/// Field a listing can be ordered by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum SortKey {
    #[default]
    #[serde(rename = "createdAt")]
    CreatedAt,
    #[serde(rename = "price")]
    Price,
    #[serde(rename = "sold")]
    Sold,
    #[serde(rename = "rate")]
    Rate,
    #[serde(rename = "discount")]
    Discount,
    #[serde(rename = "title")]
    Title,
    /// Best match first; only meaningful with search text.
    #[serde(rename = "relevance")]
    Relevance,
}

impl SortKey {
    /// Every key, in the order a sort menu shows them.
    pub const ALL: [SortKey; 7] = [
        Self::CreatedAt,
        Self::Price,
        Self::Sold,
        Self::Rate,
        Self::Discount,
        Self::Title,
        Self::Relevance,
    ];

    /// The wire name, which is also the product field it sorts on.
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::CreatedAt => "createdAt",
            Self::Price => "price",
            Self::Sold => "sold",
            Self::Rate => "rate",
            Self::Discount => "discount",
            Self::Title => "title",
            Self::Relevance => "relevance",
        }
    }

    /// Parses a wire name.
    pub fn parse(text: &str) -> Result<Self, ListingError> {
        Self::ALL
            .into_iter()
            .find(|key| key.as_str() == text)
            .ok_or_else(|| ListingError::UnknownSortKey(text.to_owned()))
    }
}

/// Ascending or descending.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SortDirection {
    Asc,
    #[default]
    Desc,
}

impl SortDirection {
    /// Parses `asc` or `desc`.
    pub fn parse(text: &str) -> Result<Self, ListingError> {
        match text {
            "asc" => Ok(Self::Asc),
            "desc" => Ok(Self::Desc),
            _ => Err(ListingError::UnknownDirection),
        }
    }

    /// The wire name.
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Asc => "asc",
            Self::Desc => "desc",
        }
    }

    /// The other direction: a second click on a column header flips the sort.
    pub const fn toggled(self) -> Self {
        match self {
            Self::Asc => Self::Desc,
            Self::Desc => Self::Asc,
        }
    }
}
