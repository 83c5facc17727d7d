//! Sorting a listing's matches by the columns, and cutting out one page. Only
//! the products up to the page's end are put in order: the rest are only
//! known to come after them.

use super::columns::Table;
use shop_core::{SortDirection, SortKey};
use std::cmp::Ordering;

/// `prices` is the price column a price sort reads: the table's, or the
/// prices of the variants a filtered listing shows.
fn compare(t: &Table, prices: &[i64], key: SortKey, a: usize, b: usize) -> Ordering {
    match key {
        SortKey::CreatedAt | SortKey::Relevance => t.created_at[a].cmp(&t.created_at[b]),
        SortKey::Price => prices[a].cmp(&prices[b]),
        SortKey::Sold => t.sold[a].cmp(&t.sold[b]),
        SortKey::Rate => t.rate[a]
            .total_cmp(&t.rate[b])
            .then(t.rating_count[a].cmp(&t.rating_count[b])),
        SortKey::Discount => t.discount[a].cmp(&t.discount[b]),
        SortKey::Title => t.title_key[a].cmp(&t.title_key[b]),
    }
    .then_with(|| t.id[a].cmp(&t.id[b]))
}

/// The slots of page `skip..skip + take` of `matched` in `key` order (ties
/// by id), prices read from `prices` (indexed by slot).
pub(super) fn page<'m>(
    t: &Table,
    prices: &[i64],
    matched: &'m mut [u32],
    key: SortKey,
    direction: SortDirection,
    skip: usize,
    take: usize,
) -> &'m [u32] {
    let by = |a: &u32, b: &u32| {
        let order = compare(t, prices, key, *a as usize, *b as usize);
        if direction == SortDirection::Desc {
            order.reverse()
        } else {
            order
        }
    };
    let end = skip.saturating_add(take).min(matched.len());
    if skip >= end {
        return &[];
    }
    if end < matched.len() {
        matched.select_nth_unstable_by(end, by);
    }
    matched[..end].sort_unstable_by(by);
    &matched[skip..end]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog_view::columns::Columns;
    use crate::demo::generate;
    use std::sync::Arc;

    #[test]
    fn a_page_is_that_stretch_of_the_whole_sorted_list() {
        let mut columns = Columns::default();
        for i in 0..500 {
            columns.upsert(Arc::new(generate(13, i).product));
        }
        let t = &columns.table;
        let all: Vec<u32> = (0..500).collect();
        for key in SortKey::ALL {
            for direction in [SortDirection::Asc, SortDirection::Desc] {
                let mut sorted = all.clone();
                sorted.sort_by(|a, b| {
                    let o = compare(t, &t.price, key, *a as usize, *b as usize);
                    if direction == SortDirection::Desc {
                        o.reverse()
                    } else {
                        o
                    }
                });
                for (skip, take) in [(0, 20), (40, 20), (480, 40), (500, 20), (0, 500)] {
                    let mut matched = all.clone();
                    let got = page(t, &t.price, &mut matched, key, direction, skip, take);
                    let end = (skip + take).min(500);
                    assert_eq!(got, &sorted[skip.min(end)..end], "{key:?} {direction:?} {skip}");
                }
            }
        }
    }
}
