//! What the header's search box suggests as a shopper types: the phones the
//! search would list first, and the brands the words name. Answered from the
//! view alone: no database round trip.

use super::{CatalogView, SearchError, listing::Listed, search_rank::Names};
use shop_core::{ListingQuery, SortKey, search};

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
    pub fn suggest(&self, typed: &str) -> Result<Suggestions, SearchError> {
        let read = search::read_query(typed);
        if typed.trim().chars().count() < MIN_CHARS || read.words.is_empty() {
            return Ok(Suggestions {
                phones: Vec::new(),
                brands: Vec::new(),
            });
        }
        let page = self.list(&ListingQuery {
            search: Some(typed.to_owned()),
            order_by: SortKey::Relevance,
            per_page: PHONES,
            ..ListingQuery::default()
        })?;
        let mut brands: Vec<(String, usize)> = page
            .facets
            .brands
            .iter()
            .filter(|brand| brand.count > 0 && Names::all_met(&read.words, &brand.value))
            .map(|brand| (brand.value.clone(), brand.count))
            .collect();
        brands.sort_by_key(|(_, phones)| std::cmp::Reverse(*phones));
        brands.truncate(BRANDS);
        Ok(Suggestions {
            phones: page.products,
            brands,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
