//! Pagination math. Pages are bounded by [`MAX_LISTING_DEPTH`], so one
//! request's cost and the number of distinct answers worth keeping are too.

/// Deepest product a listing pages to (`page × perPage`), as search engines cap their result window.
pub const MAX_LISTING_DEPTH: u32 = 10_000;

/// The deepest page a listing reaches at `per_page` products a page
/// (its last product within [`MAX_LISTING_DEPTH`]); at least 1.
pub fn last_page(per_page: u32) -> u32 {
    (MAX_LISTING_DEPTH / per_page.max(1)).max(1)
}

/// Number of pages for `total` products, at least 1 so an empty list still has a page.
pub fn total_pages(total: u64, per_page: u32) -> u64 {
    let per_page = u64::from(per_page.max(1));
    total.div_ceil(per_page).max(1)
}

/// The page brought into `1..=total_pages`.
pub fn clamp_page(page: u64, total_pages: u64) -> u64 {
    page.clamp(1, total_pages.max(1))
}

/// Products before the first one of `page`.
pub fn skip(page: u32, per_page: u32) -> u64 {
    u64::from(page.saturating_sub(1)) * u64::from(per_page)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::listing::params::with;
    use crate::listing::{DEFAULT_PAGE_SIZE, ListingError, MAX_PAGE_SIZE, SortDirection};

    #[test]
    fn pages_reach_the_listing_depth_and_no_further() {
        assert_eq!(last_page(DEFAULT_PAGE_SIZE), 500);
        assert_eq!(last_page(MAX_PAGE_SIZE), 100);
        assert_eq!(last_page(30), 333);
        assert_eq!(last_page(0), MAX_LISTING_DEPTH);
        assert!(with(|p| p.page = Some("500".into())).is_ok());
        let deep = with(|p| p.page = Some("501".into()));
        assert_eq!(
            deep,
            Err(ListingError::PageTooDeep {
                depth: 10_000,
                last_page: 500
            })
        );
        let at_100 = |page: &str| {
            with(|p| {
                p.page = Some(page.into());
                p.per_page = Some("100".into());
            })
        };
        assert!(at_100("100").is_ok());
        assert_eq!(at_100("101").map_err(|e| e.code()), Err("listing.page_too_deep"));
        assert_eq!(
            at_100(&u32::MAX.to_string()).map_err(|e| e.code()),
            Err("listing.page_too_deep")
        );
        for per_page in 1..=MAX_PAGE_SIZE {
            assert!(skip(last_page(per_page), per_page) + u64::from(per_page) <= u64::from(MAX_LISTING_DEPTH));
        }
        assert!(deep.is_err_and(|e| e.to_string().contains("page can be at most 500")));
    }

    #[test]
    fn pagination_math() {
        assert_eq!(total_pages(0, 20), 1);
        assert_eq!(total_pages(20, 20), 1);
        assert_eq!(total_pages(21, 20), 2);
        assert_eq!(clamp_page(0, 5), 1);
        assert_eq!(clamp_page(9, 5), 5);
        assert_eq!(clamp_page(3, 0), 1);
        assert_eq!(skip(1, 20), 0);
        assert_eq!(skip(3, 20), 40);
        assert_eq!(SortDirection::Asc.toggled(), SortDirection::Desc);
    }
}
