//! A checked listing request and its defaults.

use alloc::string::String;

use super::{DEFAULT_PAGE_SIZE, FilterGroup, SortDirection, SortKey, skip};
use serde::{Deserialize, Serialize};

/// A checked listing request.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ListingQuery {
    pub page: u32,
    pub per_page: u32,
    pub order_by: SortKey,
    pub order_direction: SortDirection,
    pub search: Option<String>,
    pub filters: FilterGroup,
    /// Only products listed by this account (a 24-digit hex id).
    pub author: Option<String>,
}

impl Default for ListingQuery {
    fn default() -> Self {
        ListingQuery {
            page: 1,
            per_page: DEFAULT_PAGE_SIZE,
            order_by: SortKey::default(),
            order_direction: SortDirection::default(),
            search: None,
            filters: FilterGroup::default(),
            author: None,
        }
    }
}

impl ListingQuery {
    /// How many products to skip for this page.
    pub fn skip(&self) -> u64 {
        skip(self.page, self.per_page)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::listing::{DEFAULT_BATTERY_RANGES, ListingParams, PER_PAGE_SHOW, Range};

    #[test]
    fn defaults_match_the_spec() {
        let q = ListingQuery::default();
        assert_eq!((q.page, q.per_page), (1, 20));
        assert_eq!(
            (q.order_by, q.order_direction),
            (SortKey::CreatedAt, SortDirection::Desc)
        );
        assert_eq!(PER_PAGE_SHOW, 100);
        assert_eq!(
            DEFAULT_BATTERY_RANGES,
            [Range { min: 4000, max: 5000 }, Range { min: 5000, max: 6000 }]
        );
        assert_eq!(ListingQuery::parse(&ListingParams::default()), Ok(q));
    }
}
