//! Product listing: defaults, the filter group with its predicate over a
//! product's specs and sort keys; `query` checks the parameters of a
//! listing request and holds the pagination math.

mod query;

use crate::money::{Money, MoneyError};
use serde::{Deserialize, Serialize};
use thiserror::Error;

pub use query::{
    ListingParams, ListingQuery, MAX_FILTER_VALUES, MAX_LISTING_DEPTH, clamp_page, last_page, skip, total_pages,
};

/// Products per page when the caller does not say.
pub const DEFAULT_PAGE_SIZE: u32 = 20;
/// The larger page size the product list offers ("perPageShow").
pub const PER_PAGE_SHOW: u32 = 100;
/// Largest page a caller may ask for.
pub const MAX_PAGE_SIZE: u32 = 100;
/// Longest search text accepted.
pub const MAX_SEARCH_LENGTH: usize = 100;
/// Battery ranges (mAh) the filter offers by default.
pub const DEFAULT_BATTERY_RANGES: [Range; 2] = [Range { min: 4000, max: 5000 }, Range { min: 5000, max: 6000 }];

/// Battery buckets (mAh) the filter sidebar counts products in.
pub const BATTERY_BUCKETS: [Range; 5] = [
    Range { min: 0, max: 3999 },
    Range { min: 4000, max: 5000 },
    Range { min: 5000, max: 6000 },
    Range { min: 6001, max: 7000 },
    Range { min: 7001, max: 30000 },
];
/// Screen buckets in tenths of an inch.
pub const DISPLAY_BUCKETS: [Range; 4] = [
    Range { min: 0, max: 60 },
    Range { min: 61, max: 64 },
    Range { min: 65, max: 67 },
    Range { min: 68, max: 150 },
];
/// Main camera buckets in megapixels.
pub const CAMERA_BUCKETS: [Range; 4] = [
    Range { min: 0, max: 16 },
    Range { min: 17, max: 50 },
    Range { min: 51, max: 108 },
    Range { min: 109, max: 400 },
];
/// Price buckets in whole TK.
pub const PRICE_BUCKETS_TK: [Range; 5] = [
    Range { min: 0, max: 10_000 },
    Range {
        min: 10_001,
        max: 20_000,
    },
    Range {
        min: 20_001,
        max: 40_000,
    },
    Range {
        min: 40_001,
        max: 80_000,
    },
    Range {
        min: 80_001,
        max: 1_000_000,
    },
];

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

/// An inclusive range of whole numbers, such as a battery range in mAh.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Range {
    pub min: u32,
    pub max: u32,
}

impl Range {
    /// Parses `min-max` with `min <= max`.
    pub fn parse(text: &str) -> Result<Self, ListingError> {
        let invalid = || ListingError::InvalidRange(text.to_owned());
        let (min, max) = text.trim().split_once('-').ok_or_else(invalid)?;
        let min: u32 = min.trim().parse().map_err(|_| invalid())?;
        let max: u32 = max.trim().parse().map_err(|_| invalid())?;
        if min > max {
            return Err(invalid());
        }
        Ok(Range { min, max })
    }

    /// Whether `value` lies within the range, both ends included.
    pub const fn contains(self, value: u32) -> bool {
        self.min <= value && value <= self.max
    }
}

/// An inclusive range of prices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct PriceRange {
    pub min: Option<Money>,
    pub max: Option<Money>,
}

/// The specs of a product that filters look at.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ProductSpecs {
    pub brand: String,
    /// Price after discount, in poisha.
    pub price: Money,
    pub ram_gb: u32,
    pub rom_gb: u32,
    pub battery_mah: u32,
    /// Screen diagonal in tenths of an inch (6.7" is 67), so ranges stay whole.
    pub display_tenths: u32,
    pub camera_mp: u32,
}

/// The filters a shopper has selected. Within one group any value may
/// match; across groups all must. An empty group does not filter.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct FilterGroup {
    pub battery: Vec<Range>,
    /// Screen ranges in tenths of an inch.
    pub display: Vec<Range>,
    pub camera: Vec<Range>,
    pub ram: Vec<u32>,
    pub rom: Vec<u32>,
    pub selected_brands: Vec<String>,
    pub price: PriceRange,
}

/// The groups of a [`FilterGroup`], as bits of [`FilterGroup::failed`].
pub mod group {
    pub const BATTERY: u8 = 1;
    pub const DISPLAY: u8 = 1 << 1;
    pub const CAMERA: u8 = 1 << 2;
    pub const RAM: u8 = 1 << 3;
    pub const ROM: u8 = 1 << 4;
    pub const BRANDS: u8 = 1 << 5;
    pub const PRICE: u8 = 1 << 6;

    /// Whether a product whose `failed` groups are these counts toward the
    /// facet of group `facet`: a facet is counted with every other group's
    /// filters applied but not its own, so ticking one more value shows
    /// what it would add.
    pub const fn counts_toward(failed: u8, facet: u8) -> bool {
        failed & !facet == 0
    }
}

impl FilterGroup {
    /// Whether a product with these specs passes every selected filter.
    pub fn matches(&self, specs: &ProductSpecs) -> bool {
        self.failed(specs) == 0
    }

    /// The groups whose filters turn a product with these specs away, as
    /// bits of [`group`] (0 when it matches).
    pub fn failed(&self, specs: &ProductSpecs) -> u8 {
        let any_range = |ranges: &[Range], value: u32| ranges.is_empty() || ranges.iter().any(|r| r.contains(value));
        let any_value = |values: &[u32], value: u32| values.is_empty() || values.contains(&value);
        let brand = self.selected_brands.is_empty()
            || self
                .selected_brands
                .iter()
                .any(|b| b.eq_ignore_ascii_case(&specs.brand));
        let price =
            self.price.min.is_none_or(|min| specs.price >= min) && self.price.max.is_none_or(|max| specs.price <= max);
        [
            (any_range(&self.battery, specs.battery_mah), group::BATTERY),
            (any_range(&self.display, specs.display_tenths), group::DISPLAY),
            (any_range(&self.camera, specs.camera_mp), group::CAMERA),
            (any_value(&self.ram, specs.ram_gb), group::RAM),
            (any_value(&self.rom, specs.rom_gb), group::ROM),
            (brand, group::BRANDS),
            (price, group::PRICE),
        ]
        .into_iter()
        .filter(|(passed, _)| !passed)
        .fold(0, |bits, (_, bit)| bits | bit)
    }

    /// Whether no filter is selected.
    pub fn is_empty(&self) -> bool {
        *self == FilterGroup::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn specs() -> ProductSpecs {
        ProductSpecs {
            brand: "Samsung".into(),
            price: Money::from_poisha(3_000_000),
            ram_gb: 8,
            rom_gb: 128,
            battery_mah: 5000,
            display_tenths: 66,
            camera_mp: 50,
        }
    }

    #[test]
    fn predicate_ors_within_and_ands_across_groups() {
        let s = specs();
        assert!(FilterGroup::default().matches(&s));
        let battery = FilterGroup {
            battery: DEFAULT_BATTERY_RANGES.to_vec(),
            ..Default::default()
        };
        assert!(battery.matches(&s));
        let brands = FilterGroup {
            selected_brands: vec!["apple".into(), "samsung".into()],
            ..Default::default()
        };
        assert!(brands.matches(&s));
        let mismatch = FilterGroup {
            ram: vec![4, 6],
            ..brands.clone()
        };
        assert!(!mismatch.matches(&s));
        let display = FilterGroup {
            display: vec![Range { min: 60, max: 65 }],
            ..Default::default()
        };
        assert!(!display.matches(&s));
        let price = FilterGroup {
            price: PriceRange {
                min: Some(Money::from_poisha(3_000_001)),
                max: None,
            },
            ..Default::default()
        };
        assert!(!price.matches(&s));
    }

    #[test]
    fn failed_names_each_group_that_turns_a_product_away() {
        let s = specs();
        let filters = FilterGroup {
            ram: vec![4, 6],
            display: vec![Range { min: 60, max: 65 }],
            selected_brands: vec!["Samsung".into()],
            ..Default::default()
        };
        let failed = filters.failed(&s);
        assert_eq!(failed, group::RAM | group::DISPLAY);
        // Counted toward no facet: each facet still applies the other failing group.
        assert!(!group::counts_toward(failed, group::RAM));
        assert!(!group::counts_toward(failed, group::DISPLAY));
        let only_ram = FilterGroup {
            display: Vec::new(),
            ..filters
        };
        let failed = only_ram.failed(&s);
        assert_eq!(failed, group::RAM);
        assert!(group::counts_toward(failed, group::RAM));
        assert!(!group::counts_toward(failed, group::BRANDS));
        assert!(group::counts_toward(0, group::PRICE));
    }
}
