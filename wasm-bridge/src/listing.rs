//! Listing bindings: defaults, query parsing, the filter predicate, paging.

use crate::{
    convert::{self, Built},
    error::throw,
    shapes,
};
use shop_core::{ListingQuery, Range, SortDirection, SortKey, listing};
use wasm_bindgen::prelude::*;

/// Page size, sort and filter defaults of the product list.
#[wasm_bindgen(js_name = listingDefaults, unchecked_return_type = "ListingDefaults")]
pub fn listing_defaults() -> JsValue {
    let ranges = listing::DEFAULT_BATTERY_RANGES
        .iter()
        .map(|range: &Range| Built::new().with("min", range.min).with("max", range.max).done());
    Built::new()
        .with("pageSize", listing::DEFAULT_PAGE_SIZE)
        .with("perPageShow", listing::PER_PAGE_SHOW)
        .with("maxPageSize", listing::MAX_PAGE_SIZE)
        .with("maxFilterValues", listing::MAX_FILTER_VALUES)
        .with("maxListingDepth", listing::MAX_LISTING_DEPTH)
        .with("orderBy", SortKey::default().as_str())
        .with("orderDirection", SortDirection::default().as_str())
        .with("batteryRanges", convert::array(ranges))
        .done()
}

/// Checks URL-style listing parameters and fills in defaults.
#[wasm_bindgen(js_name = parseListing, unchecked_return_type = "ListingQuery")]
pub fn parse_listing(
    #[wasm_bindgen(unchecked_param_type = "ListingParams")] params: JsValue,
) -> Result<JsValue, JsValue> {
    let query = ListingQuery::parse(&shapes::listing_params(params)?).map_err(throw)?;
    shapes::listing_query_to_js(&query)
}

/// Number of pages for `total` items, at least 1.
#[wasm_bindgen(js_name = totalPages)]
pub fn total_pages(total: u32, per_page: u32) -> u32 {
    u32::try_from(listing::total_pages(u64::from(total), per_page)).unwrap_or(u32::MAX)
}

/// A page number brought into `1..=totalPages`.
#[wasm_bindgen(js_name = clampPage)]
pub fn clamp_page(page: u32, total_pages: u32) -> u32 {
    u32::try_from(listing::clamp_page(u64::from(page), u64::from(total_pages))).unwrap_or(u32::MAX)
}
