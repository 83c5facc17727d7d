//! A page of the listing: the matches of a checked query (a scan of the
//! columns, or the search hits), put in order and cut, each phone shown on
//! the variant the filters matched.

use super::{CatalogView, Facets, SEARCH_LIMIT, SearchError, matching, order};
use crate::documents::product::ProductDocument;
use mongodb::bson::oid::ObjectId;
use shop_core::{ListingQuery, SortKey};
use std::{borrow::Cow, sync::Arc};

/// A product on a page of the listing, and the variant its card shows when
/// the filters matched another than the one its page opens on.
pub struct Listed {
    pub product: Arc<ProductDocument>,
    pub variant: Option<ObjectId>,
}

/// A page of the listing with its facets.
pub struct ListingPage {
    pub products: Vec<Listed>,
    pub total: usize,
    pub facets: Facets,
    /// For a search that found nothing: a query near it that finds phones.
    pub did_you_mean: Option<String>,
}

impl CatalogView {
    /// A page of products for a checked listing query, with facets.
    pub fn list(&self, query: &ListingQuery) -> Result<ListingPage, SearchError> {
        // The query's words are searched for; a size in it (`8/256`) filters.
        let read = query.search.as_deref().map(shop_core::search::read_query);
        let filters = match &read {
            Some(read) if read.storage != shop_core::search::Storage::default() => {
                let mut narrowed = query.filters.clone();
                read.narrow(&mut narrowed);
                Cow::Owned(narrowed)
            }
            _ => Cow::Borrowed(&query.filters),
        };
        let hits = match &read {
            Some(read) if !read.words.is_empty() => Some(self.search.search(&read.words, SEARCH_LIMIT)?),
            // Text with nothing to find (`.*`) finds nothing; a size alone lists what comes in it.
            Some(read) if read.is_empty() => Some(Vec::new()),
            _ => None,
        };
        let state = self.read();
        let columns = &state.columns;
        let author = query.author.as_deref().map(|a| ObjectId::parse_str(a).ok());
        let by_author = |slot: &usize| author.is_none_or(|a| a.is_some() && columns.table.author[*slot] == a);
        let (mut matched, facets) = match &hits {
            Some(ids) => {
                let slots = ids.iter().filter_map(|id| columns.slot(id)).filter(by_author);
                matching::scan_some(columns, &filters, slots)
            }
            None if author.is_some() => matching::scan_some(columns, &filters, (0..columns.len()).filter(by_author)),
            None => matching::scan_all(columns, &filters),
        };
        let total = matched.len();
        let skip = usize::try_from(query.skip()).unwrap_or(usize::MAX);
        let per_page = usize::try_from(query.per_page).unwrap_or(0);
        let by_relevance = query.order_by == SortKey::Relevance && hits.is_some();
        // Filters on RAM, storage or price show each phone at the first
        // variant they match, and a price sort reads that variant's price.
        let plan = matching::Plan::new(&filters, columns);
        let t = &columns.table;
        let shown = |slot: usize| {
            if plan.by_variant() {
                plan.first_match(t, slot).unwrap_or(0)
            } else {
                0
            }
        };
        let card_prices: Option<Vec<i64>> = (plan.by_variant() && query.order_by == SortKey::Price).then(|| {
            let mut prices = t.price.clone();
            for &slot in &matched {
                let slot = slot as usize;
                prices[slot] = t.variants(slot)[shown(slot)].price;
            }
            prices
        });
        let page: &[u32] = if by_relevance {
            matched
                .get(skip..)
                .map_or(&[], |rest| &rest[..per_page.min(rest.len())])
        } else {
            order::page(
                t,
                card_prices.as_deref().unwrap_or(&t.price),
                &mut matched,
                query.order_by,
                query.order_direction,
                skip,
                per_page,
            )
        };
        let products = page
            .iter()
            .map(|&slot| {
                let slot = slot as usize;
                let at = shown(slot);
                Listed {
                    product: Arc::clone(&t.product[slot]),
                    variant: (at > 0).then(|| t.variants(slot)[at].id),
                }
            })
            .collect();
        let did_you_mean = match &read {
            Some(read) if total == 0 && !read.words.is_empty() => self.did_you_mean(query, read)?,
            _ => None,
        };
        Ok(ListingPage {
            products,
            total,
            facets,
            did_you_mean,
        })
    }

    /// A query near `read` whose words the catalog spells and that lists
    /// phones under the same filters, when `read` listed none. (Its words
    /// are the catalog's, so asking for it does not look for another.)
    fn did_you_mean(
        &self,
        query: &ListingQuery,
        read: &shop_core::search::SearchQuery,
    ) -> Result<Option<String>, SearchError> {
        let Some(words) = self.search.nearest(&read.words) else {
            return Ok(None);
        };
        let near = shop_core::search::SearchQuery {
            words,
            storage: read.storage,
        }
        .normalised();
        let found = self.list(&ListingQuery {
            search: Some(near.clone()),
            per_page: 1,
            page: 1,
            ..query.clone()
        })?;
        Ok((found.total > 0).then_some(near))
    }

    /// Whether a search's words find any phone (whatever the filters); a
    /// size alone finds what comes in it.
    pub fn finds(&self, read: &shop_core::search::SearchQuery) -> Result<bool, SearchError> {
        if read.words.is_empty() {
            return Ok(!read.is_empty());
        }
        Ok(!self.search.search(&read.words, SEARCH_LIMIT)?.is_empty())
    }
}
