//! The catalog as shoppers browse it, held in memory: every product with the
//! specs the core's filters read, and a search index. Listing, search, facets
//! and home sections are answered from here; MongoDB stays the record. Writes
//! on this instance apply at once, and `sync` picks up other instances'
//! changes within about a second.

mod answers;
mod facets;
pub mod load;
pub mod lookup;
mod search;
pub mod sync;

pub use answers::AnswerKey;
pub use facets::Facets;

use crate::domain::product::ProductDocument;
use actix_web::web::Bytes;
use mongodb::bson::oid::ObjectId;
pub use search::SearchError;
use search::{SearchIndex, searchable_text};
use shop_core::{ListingQuery, ProductSpecs, SortDirection, SortKey};
use std::{
    cmp::Ordering,
    collections::HashMap,
    sync::{Arc, Mutex, RwLock},
};

/// Most search hits looked at for one query.
const SEARCH_LIMIT: usize = 2_000;
/// Products per home section.
const SECTION_SIZE: usize = 10;

/// One product and what filtering and sorting read of it.
pub(crate) struct Entry {
    product: Arc<ProductDocument>,
    specs: ProductSpecs,
    title_key: String,
    search_text: String,
    author: Option<String>,
}

impl Entry {
    fn new(product: ProductDocument) -> Self {
        Entry {
            specs: product.filter_specs(),
            title_key: product.title.to_lowercase(),
            search_text: searchable_text(&product),
            author: product.created_by.map(|id| id.to_hex()),
            product: Arc::new(product),
        }
    }
}

#[derive(Default)]
struct State {
    entries: HashMap<ObjectId, Entry>,
    /// Bumped on every change, so cached answers know they are stale.
    version: u64,
}

/// A page of the listing with its facets.
pub struct ListingPage {
    pub products: Vec<Arc<ProductDocument>>,
    pub total: usize,
    pub facets: Facets,
}

/// The five home page sections.
pub struct HomeSections {
    pub latest: Vec<Arc<ProductDocument>>,
    pub top_favorites: Vec<Arc<ProductDocument>>,
    pub top_sales: Vec<Arc<ProductDocument>>,
    pub top_discount: Vec<Arc<ProductDocument>>,
    pub top_rating: Vec<Arc<ProductDocument>>,
}

pub struct CatalogView {
    state: RwLock<State>,
    search: SearchIndex,
    home: Mutex<Option<(u64, Arc<HomeSections>)>>,
    answers: answers::Answers,
}

fn compare(a: &Entry, b: &Entry, key: SortKey) -> Ordering {
    let (p, q) = (&a.product, &b.product);
    match key {
        SortKey::CreatedAt | SortKey::Relevance => p.created_at.cmp(&q.created_at),
        SortKey::Price => p.final_price.cmp(&q.final_price),
        SortKey::Sold => p.sold.cmp(&q.sold),
        SortKey::Rate => p.rate.total_cmp(&q.rate).then(p.rating_count.cmp(&q.rating_count)),
        SortKey::Discount => p.discount.cmp(&q.discount),
        SortKey::Title => a.title_key.cmp(&b.title_key),
    }
    .then_with(|| p.id.cmp(&q.id))
}

impl CatalogView {
    /// A view of these products.
    pub fn new(products: Vec<ProductDocument>) -> Result<Self, SearchError> {
        let search = SearchIndex::new()?;
        search.upsert(&products)?;
        let entries = products.into_iter().map(|p| (p.id, Entry::new(p))).collect();
        Ok(CatalogView {
            state: RwLock::new(State { entries, version: 0 }),
            search,
            home: Mutex::new(None),
            answers: answers::Answers::default(),
        })
    }

    fn read(&self) -> std::sync::RwLockReadGuard<'_, State> {
        self.state.read().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Adds or replaces products (reindexing text only where it changed).
    pub fn upsert(&self, products: Vec<ProductDocument>) -> Result<(), SearchError> {
        if products.is_empty() {
            return Ok(());
        }
        let fresh: Vec<Entry> = {
            let state = self.read();
            products
                .into_iter()
                .filter(|p| state.entries.get(&p.id).is_none_or(|old| *old.product != *p))
                .map(Entry::new)
                .collect()
        };
        if fresh.is_empty() {
            return Ok(());
        }
        let changed_text: Vec<&ProductDocument> = {
            let state = self.read();
            fresh
                .iter()
                .filter(|e| {
                    state
                        .entries
                        .get(&e.product.id)
                        .is_none_or(|old| old.search_text != e.search_text)
                })
                .map(|e| e.product.as_ref())
                .collect()
        };
        if !changed_text.is_empty() {
            self.search.upsert(changed_text)?;
        }
        let mut state = self.state.write().unwrap_or_else(std::sync::PoisonError::into_inner);
        for entry in fresh {
            state.entries.insert(entry.product.id, entry);
        }
        state.version += 1;
        Ok(())
    }

    /// Forgets deleted products.
    pub fn remove(&self, ids: &[ObjectId]) -> Result<(), SearchError> {
        let ids: Vec<ObjectId> = {
            let state = self.read();
            ids.iter()
                .filter(|id| state.entries.contains_key(id))
                .copied()
                .collect()
        };
        if ids.is_empty() {
            return Ok(());
        }
        self.search.remove(&ids)?;
        let mut state = self.state.write().unwrap_or_else(std::sync::PoisonError::into_inner);
        for id in &ids {
            state.entries.remove(id);
        }
        state.version += 1;
        Ok(())
    }

    /// The serialised answer for `key` as of the current catalog, made by
    /// `make` unless the same was asked since the catalog last changed.
    pub fn answer<E>(&self, key: AnswerKey, make: impl FnOnce() -> Result<Vec<u8>, E>) -> Result<Bytes, E> {
        let version = self.read().version;
        self.answers.get_or_make(key, version, make)
    }

    /// The product with this id, if the view holds it.
    pub fn product(&self, id: &ObjectId) -> Option<Arc<ProductDocument>> {
        self.read().entries.get(id).map(|e| Arc::clone(&e.product))
    }

    /// Those of these products the view holds, keyed by id.
    pub fn products(&self, ids: &[ObjectId]) -> HashMap<ObjectId, Arc<ProductDocument>> {
        let state = self.read();
        ids.iter()
            .filter_map(|id| state.entries.get(id).map(|e| (*id, Arc::clone(&e.product))))
            .collect()
    }

    /// How many products the view holds.
    pub fn len(&self) -> usize {
        self.read().entries.len()
    }

    /// Whether the view holds no product.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// A page of products for a checked listing query, with facets.
    pub fn list(&self, query: &ListingQuery) -> Result<ListingPage, SearchError> {
        let state = self.read();
        let candidates: Vec<&Entry> = match &query.search {
            Some(text) => self
                .search
                .search(text, SEARCH_LIMIT)?
                .iter()
                .filter_map(|id| state.entries.get(id))
                .collect(),
            None => state.entries.values().collect(),
        };
        let candidates: Vec<&Entry> = match &query.author {
            Some(author) => candidates
                .into_iter()
                .filter(|e| e.author.as_ref() == Some(author))
                .collect(),
            None => candidates,
        };
        let facets = facets::count(&candidates, &query.filters);
        let mut matched: Vec<&Entry> = candidates
            .into_iter()
            .filter(|e| query.filters.matches(&e.specs))
            .collect();
        let by_relevance = query.order_by == SortKey::Relevance && query.search.is_some();
        if !by_relevance {
            matched.sort_unstable_by(|a, b| {
                let order = compare(a, b, query.order_by);
                if query.order_direction == SortDirection::Desc {
                    order.reverse()
                } else {
                    order
                }
            });
        }
        let total = matched.len();
        let skip = usize::try_from(query.skip()).unwrap_or(usize::MAX);
        let per_page = usize::try_from(query.per_page).unwrap_or(0);
        let products = matched
            .into_iter()
            .skip(skip)
            .take(per_page)
            .map(|e| Arc::clone(&e.product))
            .collect();
        Ok(ListingPage {
            products,
            total,
            facets,
        })
    }

    /// Latest, most wishlisted, best selling, most discounted and best rated products.
    pub fn home_sections(&self) -> Arc<HomeSections> {
        let state = self.read();
        let mut cache = self.home.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some((version, sections)) = cache.as_ref()
            && *version == state.version
        {
            return Arc::clone(sections);
        }
        let top = |key: fn(&ProductDocument, &ProductDocument) -> Ordering| {
            let mut all: Vec<&Entry> = state.entries.values().collect();
            let n = SECTION_SIZE.min(all.len());
            let by = |a: &&Entry, b: &&Entry| key(&b.product, &a.product).then_with(|| b.product.id.cmp(&a.product.id));
            if n > 0 && n < all.len() {
                all.select_nth_unstable_by(n - 1, by);
            }
            all.truncate(n);
            all.sort_unstable_by(by);
            all.into_iter().map(|e| Arc::clone(&e.product)).collect::<Vec<_>>()
        };
        let sections = Arc::new(HomeSections {
            latest: top(|a, b| a.created_at.cmp(&b.created_at)),
            top_favorites: top(|a, b| a.wishlist_count.cmp(&b.wishlist_count).then(a.sold.cmp(&b.sold))),
            top_sales: top(|a, b| a.sold.cmp(&b.sold)),
            top_discount: top(|a, b| a.discount.cmp(&b.discount).then(a.sold.cmp(&b.sold))),
            top_rating: top(|a, b| a.rate.total_cmp(&b.rate).then(a.rating_count.cmp(&b.rating_count))),
        });
        *cache = Some((state.version, Arc::clone(&sections)));
        sections
    }
}
