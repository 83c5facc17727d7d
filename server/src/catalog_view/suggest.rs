//! What the header's search box suggests as a shopper types: the phones the
//! search would list first, and the brands the words name. Answered from the
//! view alone: no database round trip.

use super::{CatalogView, SEARCH_LIMIT, SearchError, listing::Listed, matching, search_rank::Names};
use shop_core::{FilterGroup, search};
use std::sync::Arc;

/// Phones suggested at most.
pub const PHONES: u32 = 6;
/// Brands suggested at most.
pub const BRANDS: usize = 3;
/// Characters typed before anything is suggested: one letter would suggest half the catalog.
pub const MIN_CHARS: usize = 2;

/// Suggestions for what was typed.
pub struct Suggestions {
    pub phones: Vec<Listed>,
    /// Brands whose every word the query names, with how many phones it finds of each.
    pub brands: Vec<(String, usize)>,
}

impl CatalogView {
    /// The suggestions for `typed` (at most [`shop_core::listing`]'s search length, checked by the caller).
    ///
    /// What the listing would show first for the same text, sorted by
    /// relevance, and the brands its facet would count; but with no facet
    /// of its own to count, it is one pass over the hits, quick enough to
    /// answer on the I/O worker that asked.
    pub fn suggest(&self, typed: &str) -> Result<Suggestions, SearchError> {
        let read = search::read_query(typed);
        if typed.trim().chars().count() < MIN_CHARS || read.words.is_empty() {
            return Ok(Suggestions {
                phones: Vec::new(),
                brands: Vec::new(),
            });
        }
        let hits = self.search.search(&read.words, SEARCH_LIMIT)?;
        // A size in the query filters, as in the listing.
        let mut filters = FilterGroup::default();
        read.narrow(&mut filters);
        let state = self.read();
        let columns = &state.columns;
        let t = &columns.table;
        // Without a size every hit is shown, on the variant its page opens on.
        let plan = (filters != FilterGroup::default()).then(|| matching::Plan::new(&filters, columns));
        let mut per_brand = vec![0_usize; columns.brands.all.len()];
        let mut phones = Vec::new();
        for slot in hits.iter().filter_map(|id| columns.slot(id)) {
            let Some(at) = plan.as_ref().map_or(Some(0), |plan| plan.first_match(t, slot)) else {
                continue;
            };
            per_brand[t.brand[slot] as usize] += 1;
            if phones.len() < PHONES as usize {
                phones.push(Listed {
                    product: Arc::clone(&t.product[slot]),
                    variant: (at > 0).then(|| t.variants(slot)[at].id),
                });
            }
        }
        let mut brands: Vec<(String, usize)> = columns
            .brands
            .all
            .iter()
            .zip(per_brand)
            .filter(|&(brand, phones)| phones > 0 && Names::all_met(&read.words, brand))
            .map(|(brand, phones)| (brand.clone(), phones))
            .collect();
        // Most phones first; ties by name.
        brands.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        brands.truncate(BRANDS);
        Ok(Suggestions { phones, brands })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shop_core::{ListingQuery, SortKey};

    fn view() -> CatalogView {
        let products = (0..crate::demo::models::real_range())
            .map(|i| crate::demo::generate(7, i).product)
            .collect();
        CatalogView::new(products).expect("view")
    }

    #[test]
    fn a_few_letters_suggest_phones_and_the_brand_they_name() {
        let view = view();
        for typed in ["sams", "স্যামসাং", "samsang gal"] {
            let found = view.suggest(typed).expect("suggest");
            assert_eq!(found.phones.len(), PHONES as usize, "{typed}");
            assert!(
                found.phones.iter().all(|p| p.product.fields.brand == "Samsung"),
                "{typed}"
            );
            assert_eq!(found.brands.first().map(|b| b.0.as_str()), Some("Samsung"), "{typed}");
        }
        let iphone = view.suggest("আইফোন ১৫ প্রো").expect("suggest");
        assert_eq!(iphone.phones[0].product.fields.title, "Apple iPhone 15 Pro");
        assert!(iphone.brands.is_empty(), "no brand is named: {:?}", iphone.brands);
    }

    #[test]
    fn suggestions_are_what_the_listing_shows_first_and_its_brands() {
        let view = view();
        for typed in [
            "sa",
            "sams",
            "samsung 8/256",
            "galaxy 12gb",
            "redmi note",
            "shaomi",
            "আইফোন",
            "pixel",
            "s24u",
            "nokia 4/64",
        ] {
            let found = view.suggest(typed).expect("suggest");
            let page = view
                .list(&ListingQuery {
                    search: Some(typed.into()),
                    order_by: SortKey::Relevance,
                    per_page: PHONES,
                    ..ListingQuery::default()
                })
                .expect("list");
            let shown = |listed: &[Listed]| listed.iter().map(|l| (l.product.id, l.variant)).collect::<Vec<_>>();
            assert_eq!(shown(&found.phones), shown(&page.products), "{typed}");
            let read = search::read_query(typed);
            let mut brands: Vec<(String, usize)> = page
                .facets
                .brands
                .iter()
                .filter(|b| Names::all_met(&read.words, &b.value))
                .map(|b| (b.value.clone(), b.count))
                .collect();
            brands.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
            brands.truncate(BRANDS);
            assert_eq!(found.brands, brands, "{typed}");
        }
    }

    #[test]
    fn one_letter_or_nothing_to_find_suggests_nothing() {
        let view = view();
        for typed in ["s", " ", "?!", ""] {
            let found = view.suggest(typed).expect("suggest");
            assert!(found.phones.is_empty() && found.brands.is_empty(), "{typed:?}");
        }
    }

    #[test]
    fn a_search_that_finds_nothing_offers_a_near_one_that_does() {
        let view = view();
        let page = |text: &str| {
            view.list(&ListingQuery {
                search: Some(text.into()),
                order_by: SortKey::Relevance,
                ..ListingQuery::default()
            })
            .expect("list")
        };
        // Two letters off a five-letter word, and another sound: too far for the search itself.
        let lost = page("tekmo spark");
        assert_eq!(lost.total, 0);
        assert_eq!(lost.did_you_mean.as_deref(), Some("tecno spark"));
        assert!(page("tecno spark").total > 0);
        // A size asked for stays in the query offered.
        assert_eq!(
            page("tekmo spark 256gb").did_you_mean.as_deref(),
            Some("tecno spark 256gb")
        );
        assert_eq!(page("motorola").did_you_mean, None, "found: nothing to offer");
        assert_eq!(page("qqqqzzzz").did_you_mean, None, "nothing near");
    }
}
