//! The catalog as shoppers browse it, held in memory: every product with the
//! specs the core's filters read, and a search index. Listing, search, facets
//! and home sections are answered from here; MongoDB stays the record. Writes
//! on this instance apply at once, and `sync` picks up other instances'
//! changes within about a second. Uncached listings are made off the I/O
//! workers (`scans`); wishlist counts change no catalog version (`home`).

mod answers;
mod facets;
mod home;
pub mod load;
pub mod lookup;
mod scans;
mod search;
pub mod sync;

pub use answers::AnswerKey;
use answers::Stamp;
pub use facets::Facets;
pub use home::HomeSections;
pub use scans::ScanError;

use crate::documents::product::ProductDocument;
use actix_web::web::Bytes;
use mongodb::bson::oid::ObjectId;
pub use search::SearchError;
use search::{SearchIndex, searchable_text};
use shop_core::{ListingQuery, ProductSpecs, SortDirection, SortKey};
use std::{
    cmp::Ordering,
    collections::HashMap,
    sync::{
        Arc, Mutex, RwLock,
        atomic::{AtomicBool, AtomicU64, Ordering as AtomicOrdering},
    },
};

/// Most search hits looked at for one query.
const SEARCH_LIMIT: usize = 2_000;

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
            title_key: product.fields.title.to_lowercase(),
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

pub struct CatalogView {
    state: RwLock<State>,
    search: SearchIndex,
    home: Mutex<Option<(Stamp, Arc<HomeSections>)>>,
    answers: answers::Answers,
    scans: scans::ScanGate,
    /// Counts the home page's favourites refreshes (see `home`).
    favorites: AtomicU64,
    /// Whether a wishlist count moved since the last refresh.
    counts_moved: AtomicBool,
}

fn compare(a: &Entry, b: &Entry, key: SortKey) -> Ordering {
    let (p, q) = (&a.product, &b.product);
    let (f, g) = (&p.fields, &q.fields);
    match key {
        SortKey::CreatedAt | SortKey::Relevance => p.created_at.cmp(&q.created_at),
        SortKey::Price => f.final_price.cmp(&g.final_price),
        SortKey::Sold => f.sold.cmp(&g.sold),
        SortKey::Rate => f.rate.total_cmp(&g.rate).then(f.rating_count.cmp(&g.rating_count)),
        SortKey::Discount => f.discount.cmp(&g.discount),
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
            scans: scans::ScanGate::for_this_machine(),
            favorites: AtomicU64::new(0),
            counts_moved: AtomicBool::new(false),
        })
    }

    fn read(&self) -> std::sync::RwLockReadGuard<'_, State> {
        self.state.read().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Adds or replaces products (reindexing text only where it changed). A
    /// product whose wishlist count alone moved changes no catalog version.
    pub fn upsert(&self, products: Vec<ProductDocument>) -> Result<(), SearchError> {
        if products.is_empty() {
            return Ok(());
        }
        let mut counts = Vec::new();
        let fresh: Vec<Entry> = {
            let state = self.read();
            products
                .into_iter()
                .filter(|p| match state.entries.get(&p.id) {
                    None => true,
                    Some(old) if home::differs_beyond_wishlist(&old.product, p) => true,
                    Some(old) => {
                        if old.product.wishlist_count != p.wishlist_count {
                            counts.push((p.id, p.wishlist_count));
                        }
                        false
                    }
                })
                .map(Entry::new)
                .collect()
        };
        self.set_wishlist_counts(&counts);
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

    /// The catalog version: it moves with every product change, and only then.
    pub fn version(&self) -> u64 {
        self.read().version
    }

    fn stamp(&self, key: &AnswerKey) -> Stamp {
        let favorites = match key {
            AnswerKey::Listing(_) => 0,
            AnswerKey::Home => self.favorites.load(AtomicOrdering::SeqCst),
        };
        (self.version(), favorites)
    }

    /// The serialised answer for `key` as of the current catalog, made by
    /// `make` on this thread unless the same was asked since the catalog last
    /// changed. For answers that cost no scan of the catalog.
    pub fn answer<E>(&self, key: AnswerKey, make: impl FnOnce() -> Result<Vec<u8>, E>) -> Result<Bytes, E> {
        let stamp = self.stamp(&key);
        self.answers.get_or_make(key, stamp, make)
    }

    /// Like [`CatalogView::answer`] for answers that scan the catalog: a kept
    /// answer is copied out at once, and a new one is made by `make` through
    /// the scan gate, off the I/O workers.
    pub async fn answer_scanned<E>(
        self: Arc<Self>,
        key: AnswerKey,
        make: impl FnOnce(&CatalogView) -> Result<Vec<u8>, E> + Send + 'static,
    ) -> Result<Bytes, E>
    where
        E: From<ScanError> + Send + 'static,
    {
        if let Some(bytes) = self.answers.kept(&key, self.stamp(&key)) {
            return Ok(bytes);
        }
        let view = Arc::clone(&self);
        self.scans
            .run(move || {
                // Asked again by those who waited for the same answer meanwhile: made once.
                let stamp = view.stamp(&key);
                view.answers.get_or_make(key, stamp, || make(&view))
            })
            .await?
    }

    /// Whether the answer for `key` as of the current catalog is kept.
    pub fn holds_answer(&self, key: &AnswerKey) -> bool {
        self.answers.holds(key, self.stamp(key))
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

    /// Every product the view holds, in id order (oldest first).
    pub fn all(&self) -> Vec<Arc<ProductDocument>> {
        let mut all: Vec<Arc<ProductDocument>> = self.read().entries.values().map(|e| Arc::clone(&e.product)).collect();
        all.sort_unstable_by_key(|p| p.id);
        all
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
}
