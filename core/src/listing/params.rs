//! URL-parameter parsing: a listing request's raw parameters and the checks
//! that turn them into a [`ListingQuery`]. Every filter list is bounded.

use crate::{digits::parse_u32, strings::char_count};
use alloc::borrow::ToOwned;

use alloc::string::String;
use alloc::vec::Vec;

use super::{
    FilterGroup, ListingError, ListingQuery, MAX_LISTING_DEPTH, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH, PriceRange, Range,
    SortDirection, SortKey, last_page,
};
use crate::{money::Money, validation::BRAND_LENGTH};
use serde::{Deserialize, Serialize};

/// Most values one comma-separated filter (brands, ram, rom, battery, display, camera) may hold.
pub const MAX_FILTER_VALUES: usize = 30;

/// Listing parameters as they arrive in a URL query, all optional text.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct ListingParams {
    pub page: Option<String>,
    pub per_page: Option<String>,
    pub order_by: Option<String>,
    pub order_direction: Option<String>,
    pub search: Option<String>,
    /// Comma-separated brand names.
    pub brands: Option<String>,
    /// Comma-separated GB values.
    pub ram: Option<String>,
    pub rom: Option<String>,
    /// Comma-separated ranges such as `4000-5000,5000-6000`.
    pub battery: Option<String>,
    pub display: Option<String>,
    pub camera: Option<String>,
    /// TK amounts.
    pub min_price: Option<String>,
    pub max_price: Option<String>,
    /// Id of the account that listed the products.
    pub author: Option<String>,
}

fn present(value: &Option<String>) -> Option<&str> {
    value.as_deref().map(str::trim).filter(|v| !v.is_empty())
}

/// The values of a comma-separated filter, refused past [`MAX_FILTER_VALUES`]
/// before any is parsed.
fn list<T>(
    field: &'static str,
    value: &Option<String>,
    parse: impl Fn(&str) -> Result<T, ListingError>,
) -> Result<Vec<T>, ListingError> {
    let Some(text) = present(value) else {
        return Ok(Vec::new());
    };
    let values = || text.split(',').map(str::trim).filter(|s| !s.is_empty());
    if values().take(MAX_FILTER_VALUES + 1).count() > MAX_FILTER_VALUES {
        return Err(ListingError::TooManyValues {
            field,
            max: MAX_FILTER_VALUES,
        });
    }
    // A plain loop: collecting results costs the WebAssembly module an adapter per type.
    let mut parsed = Vec::new();
    for value in values() {
        parsed.push(parse(value)?);
    }
    Ok(parsed)
}

fn brand(text: &str) -> Result<String, ListingError> {
    if char_count(text) > BRAND_LENGTH.1 {
        return Err(ListingError::BrandTooLong { max: BRAND_LENGTH.1 });
    }
    Ok(text.to_owned())
}

fn whole(text: &str) -> Result<u32, ListingError> {
    parse_u32(text).ok_or_else(|| ListingError::InvalidNumber(text.to_owned()))
}

impl ListingQuery {
    /// Checks raw parameters, filling in the defaults for what is missing.
    pub fn parse(params: &ListingParams) -> Result<Self, ListingError> {
        let defaults = ListingQuery::default();
        let page = match present(&params.page) {
            Some(text) => parse_u32(text).filter(|p| *p >= 1).ok_or(ListingError::InvalidPage)?,
            None => defaults.page,
        };
        let per_page = match present(&params.per_page) {
            Some(text) => parse_u32(text)
                .filter(|n| (1..=MAX_PAGE_SIZE).contains(n))
                .ok_or(ListingError::InvalidPerPage { max: MAX_PAGE_SIZE })?,
            None => defaults.per_page,
        };
        if page > last_page(per_page) {
            return Err(ListingError::PageTooDeep {
                depth: MAX_LISTING_DEPTH,
                last_page: last_page(per_page),
            });
        }
        let search = present(&params.search).map(str::to_owned);
        // With search text and no chosen order, the best matches come first.
        let default_order = if search.is_some() {
            SortKey::Relevance
        } else {
            defaults.order_by
        };
        let order_by = present(&params.order_by)
            .map(SortKey::parse)
            .transpose()?
            .unwrap_or(default_order);
        let order_direction = present(&params.order_direction)
            .map(SortDirection::parse)
            .transpose()?
            .unwrap_or(defaults.order_direction);
        if search.as_ref().is_some_and(|s| char_count(s) > MAX_SEARCH_LENGTH) {
            return Err(ListingError::SearchTooLong { max: MAX_SEARCH_LENGTH });
        }
        let price = PriceRange {
            min: present(&params.min_price).map(Money::parse_tk).transpose()?,
            max: present(&params.max_price).map(Money::parse_tk).transpose()?,
        };
        let filters = FilterGroup {
            battery: list("battery", &params.battery, Range::parse)?,
            display: list("display", &params.display, Range::parse)?,
            camera: list("camera", &params.camera, Range::parse)?,
            ram: list("ram", &params.ram, whole)?,
            rom: list("rom", &params.rom, whole)?,
            selected_brands: list("brands", &params.brands, brand)?,
            price,
        };
        let author = present(&params.author).map(str::to_ascii_lowercase);
        if author.as_ref().is_some_and(|a| !crate::validation::is_record_id(a)) {
            return Err(ListingError::InvalidAuthor);
        }
        Ok(ListingQuery {
            page,
            per_page,
            order_by,
            order_direction,
            search,
            filters,
            author,
        })
    }
}

/// Parses default parameters changed by `f`, for the tests of each module.
#[cfg(test)]
pub(super) fn with(f: impl FnOnce(&mut ListingParams)) -> Result<ListingQuery, ListingError> {
    let mut params = ListingParams::default();
    f(&mut params);
    ListingQuery::parse(&params)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::listing::DEFAULT_BATTERY_RANGES;
    use crate::money::MoneyError;

    #[test]
    fn every_filter_list_is_bounded() {
        let values = |n: usize, value: &str| Some(vec![value; n].join(","));
        type Setter = fn(&mut ListingParams, Option<String>);
        let lists: [(&str, Setter, &str); 6] = [
            ("brands", |p, v| p.brands = v, "Samsung"),
            ("ram", |p, v| p.ram = v, "8"),
            ("rom", |p, v| p.rom = v, "128"),
            ("battery", |p, v| p.battery = v, "4000-5000"),
            ("display", |p, v| p.display = v, "60-65"),
            ("camera", |p, v| p.camera = v, "0-16"),
        ];
        for (field, set, value) in lists {
            assert!(with(|p| set(p, values(MAX_FILTER_VALUES, value))).is_ok(), "{field}");
            let refused = with(|p| set(p, values(MAX_FILTER_VALUES + 1, value)));
            assert_eq!(
                refused,
                Err(ListingError::TooManyValues {
                    field,
                    max: MAX_FILTER_VALUES
                })
            );
        }
        // Empty items between commas are not values.
        assert!(with(|p| p.ram = Some(format!("8{}", ",".repeat(1_000)))).is_ok());
        // Counted before parsing: a long list of junk is refused for its length.
        let junk = with(|p| p.ram = values(100_000, "x"));
        assert_eq!(junk.map_err(|e| e.code()), Err("listing.too_many_values"));
        let message = ListingError::TooManyValues {
            field: "brands",
            max: 30,
        }
        .to_string();
        assert_eq!(message, "Choose at most 30 values for brands");
    }

    #[test]
    fn a_brand_is_no_longer_than_a_brand_name_can_be() {
        assert!(with(|p| p.brands = Some("x".repeat(BRAND_LENGTH.1))).is_ok());
        assert_eq!(
            with(|p| p.brands = Some(format!("Samsung,{}", "x".repeat(BRAND_LENGTH.1 + 1)))),
            Err(ListingError::BrandTooLong { max: BRAND_LENGTH.1 })
        );
    }

    #[test]
    fn parses_every_parameter() {
        let params = ListingParams {
            page: Some("3".into()),
            per_page: Some("100".into()),
            order_by: Some("sold".into()),
            order_direction: Some("asc".into()),
            search: Some(" galaxy ".into()),
            brands: Some("Samsung, Xiaomi".into()),
            ram: Some("8,12".into()),
            battery: Some("4000-5000,5000-6000".into()),
            min_price: Some("10000".into()),
            ..Default::default()
        };
        let q = ListingQuery::parse(&params).unwrap();
        assert_eq!(
            (q.page, q.per_page, q.order_by, q.order_direction),
            (3, 100, SortKey::Sold, SortDirection::Asc)
        );
        assert_eq!(q.search.as_deref(), Some("galaxy"));
        assert_eq!(q.filters.selected_brands, ["Samsung", "Xiaomi"]);
        assert_eq!(q.filters.ram, [8, 12]);
        assert_eq!(q.filters.battery, DEFAULT_BATTERY_RANGES);
        assert_eq!(q.filters.price.min, Some(Money::from_poisha(1_000_000)));
        assert_eq!(q.skip(), 200);
    }

    #[test]
    fn refuses_bad_parameters() {
        let with = |f: fn(&mut ListingParams)| {
            let mut p = ListingParams::default();
            f(&mut p);
            ListingQuery::parse(&p)
        };
        assert_eq!(with(|p| p.page = Some("0".into())), Err(ListingError::InvalidPage));
        assert_eq!(with(|p| p.page = Some("x".into())), Err(ListingError::InvalidPage));
        assert_eq!(
            with(|p| p.per_page = Some("101".into())),
            Err(ListingError::InvalidPerPage { max: 100 })
        );
        assert_eq!(
            with(|p| p.order_by = Some("$where".into())),
            Err(ListingError::UnknownSortKey("$where".into()))
        );
        assert_eq!(
            with(|p| p.order_direction = Some("up".into())),
            Err(ListingError::UnknownDirection)
        );
        assert_eq!(
            with(|p| p.battery = Some("6000-5000".into())),
            Err(ListingError::InvalidRange("6000-5000".into()))
        );
        assert_eq!(
            with(|p| p.ram = Some("8GB".into())),
            Err(ListingError::InvalidNumber("8GB".into()))
        );
        assert_eq!(
            with(|p| p.min_price = Some("-5".into())),
            Err(ListingError::Money(MoneyError::Negative))
        );
        assert_eq!(
            with(|p| p.search = Some("x".repeat(101))),
            Err(ListingError::SearchTooLong { max: 100 })
        );
    }
}
