//! The API answer a page's app asks for first, named in the page's head so
//! the browser fetches it while the app's code downloads, instead of after
//! the code has run. The address must be the one the app asks for, byte for
//! byte, or the browser fetches it twice: a listing's is written as the app's
//! `toApiQuery` and `URLSearchParams` write it (keys in the same order, the
//! filters as the core parsed them, the prices as typed), and an e2e test
//! checks that the page asks the API once.

use shop_core::{ListingParams, ListingQuery, Range, compare::MAX_COMPARED, validation::is_record_id};

/// What the home page asks for first.
pub const HOME: &str = "/api/home";

/// The URL parameters a catalog page's app reads (`readListingParams`):
/// each of its listing keys with a value that is not blank; `author` is not one.
pub fn page_params(query_string: &str) -> Option<ListingParams> {
    let params = actix_web::web::Query::<ListingParams>::from_query(query_string)
        .ok()?
        .into_inner();
    let kept = |value: Option<String>| value.filter(|v| !v.trim().is_empty());
    Some(ListingParams {
        page: kept(params.page),
        per_page: kept(params.per_page),
        order_by: kept(params.order_by),
        order_direction: kept(params.order_direction),
        search: kept(params.search),
        brands: kept(params.brands),
        ram: kept(params.ram),
        rom: kept(params.rom),
        battery: kept(params.battery),
        display: kept(params.display),
        camera: kept(params.camera),
        min_price: kept(params.min_price),
        max_price: kept(params.max_price),
        author: None,
    })
}

/// The listing address the app of `/products` or `/q` asks for with these
/// URL parameters; none when the core refuses them (the app then falls
/// back to other parameters and asks for those).
pub fn listing(params: &ListingParams) -> Option<String> {
    let query = ListingQuery::parse(params).ok()?;
    let joined = |values: Vec<String>| values.join(",");
    let ranges = |ranges: &[Range]| joined(ranges.iter().map(|r| format!("{}-{}", r.min, r.max)).collect());
    let numbers = |numbers: &[u32]| joined(numbers.iter().map(u32::to_string).collect());
    let filters = &query.filters;
    let mut pairs = vec![
        ("page", query.page.to_string()),
        ("perPage", query.per_page.to_string()),
        ("orderBy", query.order_by.as_str().to_owned()),
        ("orderDirection", query.order_direction.as_str().to_owned()),
        ("search", query.search.clone().unwrap_or_default()),
        ("brands", joined(filters.selected_brands.clone())),
        ("ram", numbers(&filters.ram)),
        ("rom", numbers(&filters.rom)),
        ("battery", ranges(&filters.battery)),
        ("display", ranges(&filters.display)),
        ("camera", ranges(&filters.camera)),
        (
            "minPrice",
            params.min_price.as_deref().unwrap_or_default().trim().to_owned(),
        ),
        (
            "maxPrice",
            params.max_price.as_deref().unwrap_or_default().trim().to_owned(),
        ),
    ];
    // The app leaves out what is empty.
    pairs.retain(|(_, value)| !value.is_empty());
    let encoded = serde_urlencoded::to_string(&pairs).ok()?;
    Some(format!("/api/products?{encoded}"))
}

/// A phone a `/compare?ids=…` page names: its id, and the variant's when the key names one.
#[derive(Debug, PartialEq, Eq)]
pub struct Compared {
    pub phone: String,
    pub variant: Option<String>,
}

/// The phones a `/compare?ids=…` page names, as `compareIdsOf` reads them:
/// the first `ids`, split at commas, trimmed, without repeats, at most four;
/// a key is a phone's id, or its id and a variant's joined by `~`. A key that
/// names no record id is left to the app.
pub fn compared_keys(query_string: &str) -> Vec<Compared> {
    let ids = form_values(query_string, "ids").into_iter().next().unwrap_or_default();
    let mut keys: Vec<&str> = Vec::new();
    for key in ids.split(',').map(str::trim).filter(|key| !key.is_empty()) {
        if !keys.contains(&key) {
            keys.push(key);
        }
    }
    keys.truncate(MAX_COMPARED as usize);
    keys.into_iter()
        .filter_map(|key| {
            let mut parts = key.split('~');
            let phone = parts.next().filter(|id| is_record_id(id))?.to_owned();
            match parts.next().filter(|variant| !variant.is_empty()) {
                None => Some(Compared { phone, variant: None }),
                Some(variant) if is_record_id(variant) => Some(Compared {
                    phone,
                    variant: Some(variant.to_owned()),
                }),
                Some(_) => None,
            }
        })
        .collect()
}

/// The addresses a compare page's app asks for its phones, one each, as
/// `getComparedPhones` writes them.
pub fn compared(keys: &[Compared]) -> Vec<String> {
    keys.iter()
        .map(|key| match &key.variant {
            None => format!("/api/product/{}", key.phone),
            Some(variant) => format!("/api/product/{}?variant={variant}", key.phone),
        })
        .collect()
}

/// Every value of `key` in a query string, decoded, in order.
fn form_values(query_string: &str, key: &str) -> Vec<String> {
    serde_urlencoded::from_str::<Vec<(String, String)>>(query_string)
        .unwrap_or_default()
        .into_iter()
        .filter(|(name, _)| name == key)
        .map(|(_, value)| value)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_listing_address_is_written_as_the_app_writes_it() {
        let params = page_params("search=galaxy%20a55&ram=12,8&battery=5000-6000&minPrice=%2010000%20&page=2&camera=")
            .expect("read");
        assert_eq!(params.camera, None, "a blank value is not read");
        assert_eq!(
            listing(&params).as_deref(),
            Some(
                "/api/products?page=2&perPage=20&orderBy=relevance&orderDirection=desc&search=galaxy+a55\
                 &ram=12%2C8&battery=5000-6000&minPrice=10000"
            )
        );
        assert_eq!(
            listing(&page_params("").expect("read")).as_deref(),
            Some("/api/products?page=1&perPage=20&orderBy=createdAt&orderDirection=desc")
        );
        assert_eq!(
            listing(&page_params("page=x").expect("read")),
            None,
            "refused: the app asks for others"
        );
    }

    #[test]
    fn compared_phones_are_the_apps_keys_each_asked_for_once() {
        let a = "665f1c2e9b1e8a3d4c5b6a70";
        let b = "665f1c2e9b1e8a3d4c5b6a71";
        let v = "665f1c2e9b1e8a3d4c5b6a72";
        assert_eq!(
            compared(&compared_keys(&format!(
                "ids={a}%2C%20{b}~{v},{a},nonsense,{b}~bad,{a}~&ids={b}"
            ))),
            [format!("/api/product/{a}"), format!("/api/product/{b}?variant={v}")],
            "repeats, ids that are not ids and a second ids are left out"
        );
        let many: Vec<String> = (0..6).map(|i| format!("665f1c2e9b1e8a3d4c5b6a7{i}")).collect();
        assert_eq!(compared_keys(&format!("ids={}", many.join(","))).len(), 4);
        assert!(compared_keys("").is_empty());
    }
}
