//! Product listing, as focused modules: the page defaults here, the sort
//! vocabulary in `sort`, the filter predicate in `filter` (with its facet
//! buckets in `buckets`), paging in `paging`, and the parsing of a request's
//! URL parameters into a [`ListingQuery`] in `params`.

mod buckets;
mod error;
pub use error::texts;
mod filter;
mod paging;
mod params;
mod query;
mod sort;

pub use buckets::{BATTERY_BUCKETS, CAMERA_BUCKETS, DISPLAY_BUCKETS, PRICE_BUCKETS_TK};
pub use error::ListingError;
pub use filter::{FilterGroup, PriceRange, ProductSpecs, Range, group};
pub use paging::{MAX_LISTING_DEPTH, clamp_page, last_page, skip, total_pages};
pub use params::{ListingParams, MAX_FILTER_VALUES};
pub use query::ListingQuery;
pub use sort::{SortDirection, SortKey};

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
