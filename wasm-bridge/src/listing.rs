//! Listing bindings: defaults, query parsing, the filter predicate, paging.

use crate::{convert, error::throw};
use serde::Serialize;
use shop_core::{FilterGroup, ListingParams, ListingQuery, ProductSpecs, Range, SortDirection, SortKey, listing};
use wasm_bindgen::prelude::*;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ListingDefaults {
    page_size: u32,
    per_page_show: u32,
    max_page_size: u32,
    max_filter_values: usize,
    max_listing_depth: u32,
    order_by: SortKey,
    order_direction: SortDirection,
    battery_ranges: [Range; 2],
}

/// Page size, sort and filter defaults of the product list.
#[wasm_bindgen(js_name = listingDefaults, unchecked_return_type = "ListingDefaults")]
pub fn listing_defaults() -> Result<JsValue, JsValue> {
    convert::to_js(&ListingDefaults {
        page_size: listing::DEFAULT_PAGE_SIZE,
        per_page_show: listing::PER_PAGE_SHOW,
        max_page_size: listing::MAX_PAGE_SIZE,
        max_filter_values: listing::MAX_FILTER_VALUES,
        max_listing_depth: listing::MAX_LISTING_DEPTH,
        order_by: SortKey::default(),
        order_direction: SortDirection::default(),
        battery_ranges: listing::DEFAULT_BATTERY_RANGES,
    })
}

/// Checks URL-style listing parameters and fills in defaults.
#[wasm_bindgen(js_name = parseListing, unchecked_return_type = "ListingQuery")]
pub fn parse_listing(
    #[wasm_bindgen(unchecked_param_type = "ListingParams")] params: JsValue,
) -> Result<JsValue, JsValue> {
    let params: ListingParams = convert::from_js(params)?;
    convert::to_js(&ListingQuery::parse(&params).map_err(throw)?)
}

/// Whether a product with these specs passes the selected filters.
#[wasm_bindgen(js_name = filterMatches)]
pub fn filter_matches(
    #[wasm_bindgen(unchecked_param_type = "Partial<FilterGroup>")] filters: JsValue,
    #[wasm_bindgen(unchecked_param_type = "ProductSpecs")] specs: JsValue,
) -> Result<bool, JsValue> {
    let filters: FilterGroup = convert::from_js(filters)?;
    let specs: ProductSpecs = convert::from_js(specs)?;
    Ok(filters.matches(&specs))
}

/// Number of pages for `total` items, at least 1.
#[wasm_bindgen(js_name = totalPages)]
pub fn total_pages(total: u32, per_page: u32) -> u32 {
    u32::try_from(listing::total_pages(u64::from(total), per_page)).unwrap_or(u32::MAX)
}

/// The deepest page a listing can be paged to at `perPage` products a page.
#[wasm_bindgen(js_name = lastPage)]
pub fn last_page(per_page: u32) -> u32 {
    listing::last_page(per_page)
}

/// A page number brought into `1..=totalPages`.
#[wasm_bindgen(js_name = clampPage)]
pub fn clamp_page(page: u32, total_pages: u32) -> u32 {
    u32::try_from(listing::clamp_page(u64::from(page), u64::from(total_pages))).unwrap_or(u32::MAX)
}

/// The other sort direction, for a second click on a column header.
#[wasm_bindgen(js_name = toggleDirection, unchecked_return_type = "SortDirection")]
pub fn toggle_direction(
    #[wasm_bindgen(unchecked_param_type = "SortDirection")] direction: JsValue,
) -> Result<JsValue, JsValue> {
    let direction: SortDirection = convert::from_js(direction)?;
    convert::to_js(&direction.toggled())
}
