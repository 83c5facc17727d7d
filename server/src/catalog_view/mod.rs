//! The catalog as shoppers browse it, held in memory: every product, the
//! values filters and sorts read kept as columns (`columns`), and a search
//! index. Listing, search, facets and home sections are answered from here;
//! MongoDB stays the record. Writes on this instance apply at once, and
//! `sync` picks up other instances' changes within about a second. An
//! uncached listing is one pass over a few columns (`matching`) and a partial
//! sort of its matches (`order`), made off the I/O workers (`scans`). Which
//! changes make which kept answers stale, and how old the stock numbers in a
//! kept listing may be, is `freshness`'s; wishlist counts change no version
//! (`home`).

mod answers;
mod columns;
mod facets;
mod freshness;
mod home;
mod in_flight;
mod listing;
pub mod load;
pub mod lookup;
mod matching;
mod order;
mod scans;
mod search;
mod search_rank;
#[cfg(test)]
mod search_table;
pub mod suggest;
pub mod sync;
#[cfg(test)]
mod tests;
mod variant_keys;

pub use answers::AnswerKey;
use answers::Stamp;
/// A kept answer: serialised once, copied out to every asker.
pub use bytes::Bytes as Answer;
pub use facets::Facets;
pub use freshness::DEFAULT_STOCK_LAG;
pub use home::HomeSections;
pub use listing::{Listed, ListingPage};
pub use scans::ScanError;
pub use suggest::Suggestions;

use crate::documents::product::ProductDocument;
use bytes::Bytes;
use columns::Columns;
use freshness::Change;
use mongodb::bson::oid::ObjectId;
pub use search::SearchError;
use search::{SearchIndex, searchable_text};
use std::{
    collections::HashMap,
    sync::{
        Arc, Mutex, RwLock,
        atomic::{AtomicBool, AtomicU64, Ordering as AtomicOrdering},
    },
    time::Duration,
};

/// Most search hits looked at for one query.
const SEARCH_LIMIT: usize = 2_000;

#[derive(Default)]
struct State {
    columns: Columns,
    /// Bumped on every listed change, so cached answers know they are stale.
    version: u64,
    /// Bumped on every change of stock or sold alone (see `freshness`).
    stock_version: u64,
}

pub struct CatalogView {
    state: RwLock<State>,
    search: SearchIndex,
    home: Mutex<Option<(Stamp, Arc<HomeSections>)>>,
    answers: answers::Answers,
    /// Uncached answers being made, so the same one is not queued twice.
    in_flight: Arc<in_flight::InFlight>,
    scans: scans::ScanGate,
    /// The stock version as listings that do not read stock see it.
    stock_shown: freshness::StockShown,
    /// Counts the home page's favourites refreshes (see `home`).
    favorites: AtomicU64,
    /// Whether a wishlist count moved since the last refresh.
    counts_moved: AtomicBool,
}

impl CatalogView {
    /// A view of these products.
    pub fn new(products: Vec<ProductDocument>) -> Result<Self, SearchError> {
        let search = SearchIndex::new()?;
        search.upsert(&products)?;
        let mut columns = Columns::default();
        for product in products {
            columns.upsert(Arc::new(product));
        }
        Ok(CatalogView {
            state: RwLock::new(State {
                columns,
                ..State::default()
            }),
            search,
            home: Mutex::new(None),
            answers: answers::Answers::default(),
            in_flight: Arc::default(),
            scans: scans::ScanGate::for_this_machine(),
            stock_shown: freshness::StockShown::default(),
            favorites: AtomicU64::new(0),
            counts_moved: AtomicBool::new(false),
        })
    }

    /// How old the stock and sold numbers in kept listings that do not read
    /// them may grow (default [`DEFAULT_STOCK_LAG`]; see `freshness`).
    #[must_use]
    pub fn with_stock_lag(self, lag: Duration) -> Self {
        self.stock_shown.set_lag(lag);
        self
    }

    fn read(&self) -> std::sync::RwLockReadGuard<'_, State> {
        self.state.read().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    fn write(&self) -> std::sync::RwLockWriteGuard<'_, State> {
        self.state.write().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Adds or replaces products (reindexing text only where it changed). A
    /// product whose wishlist count alone moved changes no version, and one
    /// whose stock and sold alone moved only the stock version.
    pub fn upsert(&self, products: Vec<ProductDocument>) -> Result<(), SearchError> {
        self.apply(products, true)
    }

    /// Like [`CatalogView::upsert`], but new search text is found only after
    /// [`CatalogView::loaded`]: for the batches of a load.
    pub(crate) fn load(&self, products: Vec<ProductDocument>) -> Result<(), SearchError> {
        self.apply(products, false)
    }

    /// Makes the text of the products loaded so far searchable.
    pub(crate) fn loaded(&self) -> Result<(), SearchError> {
        self.search.commit()
    }

    fn apply(&self, products: Vec<ProductDocument>, commit: bool) -> Result<(), SearchError> {
        if products.is_empty() {
            return Ok(());
        }
        let mut counts = Vec::new();
        let mut largest = Change::None;
        // Products whose text is indexed anew, each with whether the index may
        // hold an older text of it (held before, or twice in this batch).
        let mut changed_text = HashMap::new();
        let fresh: Vec<Arc<ProductDocument>> = {
            let state = self.read();
            products
                .into_iter()
                .filter(|p| {
                    let old = state.columns.product(&p.id);
                    let change = old.map_or(Change::Listed, |old| freshness::change(old, p));
                    if change == Change::Wishlist {
                        counts.push((p.id, p.wishlist_count));
                    }
                    if change == Change::Listed && old.is_none_or(|old| searchable_text(old) != searchable_text(p)) {
                        let held = old.is_some() || changed_text.contains_key(&p.id);
                        changed_text.insert(p.id, held);
                    }
                    if change > Change::Wishlist {
                        largest = largest.max(change);
                    }
                    change > Change::Wishlist
                })
                .map(Arc::new)
                .collect()
        };
        self.set_wishlist_counts(&counts);
        if fresh.is_empty() {
            return Ok(());
        }
        // Those of `fresh` whose text is indexed anew: all, or only those with
        // (`Some(true)`) or without (`Some(false)`) an older text indexed.
        let changed_text = &changed_text;
        let texts = |held: Option<bool>| {
            fresh
                .iter()
                .filter(move |p| {
                    changed_text
                        .get(&p.id)
                        .is_some_and(|h| held.is_none_or(|held| *h == held))
                })
                .map(AsRef::as_ref)
        };
        if !commit {
            self.search.stage(texts(Some(false)), false)?;
            self.search.stage(texts(Some(true)), true)?;
        } else if !changed_text.is_empty() {
            self.search.upsert(texts(None))?;
        }
        let mut state = self.write();
        for product in fresh {
            state.columns.upsert(product);
        }
        match largest {
            Change::Listed => state.version += 1,
            _ => state.stock_version += 1,
        }
        Ok(())
    }

    /// Forgets deleted products.
    pub fn remove(&self, ids: &[ObjectId]) -> Result<(), SearchError> {
        let ids: Vec<ObjectId> = {
            let state = self.read();
            ids.iter()
                .filter(|id| state.columns.slot(id).is_some())
                .copied()
                .collect()
        };
        if ids.is_empty() {
            return Ok(());
        }
        self.search.remove(&ids)?;
        let mut state = self.write();
        for id in &ids {
            state.columns.remove(id);
        }
        state.version += 1;
        Ok(())
    }

    /// The catalog version: it moves with every listed product change, and
    /// only then (not with stock and sold alone, nor wishlist counts).
    pub fn version(&self) -> u64 {
        self.read().version
    }

    /// The stock version: it moves when products' stock and sold alone change.
    pub fn stock_version(&self) -> u64 {
        self.read().stock_version
    }

    fn stamp(&self, key: &AnswerKey) -> Stamp {
        let (catalog, stock) = {
            let state = self.read();
            (state.version, state.stock_version)
        };
        match key {
            AnswerKey::Listing(query) if freshness::reads_stock(query) => Stamp {
                catalog,
                stock,
                favorites: 0,
            },
            AnswerKey::Listing(_) => Stamp {
                catalog,
                stock: self.stock_shown.version(stock),
                favorites: 0,
            },
            AnswerKey::Home => Stamp {
                catalog,
                stock,
                favorites: self.favorites.load(AtomicOrdering::SeqCst),
            },
        }
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
    /// the scan gate, off the I/O workers, within `client`'s fair share of it.
    /// Who asks while the same answer is being made waits for that one
    /// instead (see `in_flight`).
    pub async fn answer_scanned<E>(
        self: Arc<Self>,
        key: AnswerKey,
        client: Option<std::net::IpAddr>,
        make: impl FnOnce(&CatalogView) -> Result<Vec<u8>, E> + Send + 'static,
    ) -> Result<Bytes, E>
    where
        E: From<ScanError> + Send + 'static,
    {
        loop {
            let stamp = self.stamp(&key);
            if let Some(bytes) = self.answers.kept(&key, stamp) {
                return Ok(bytes);
            }
            match self.in_flight.turn(&key, stamp) {
                in_flight::Turn::Make(making) => {
                    // Made and kept between the look above and this turn: no scan needed.
                    if let Some(bytes) = self.answers.kept(&key, stamp) {
                        making.made(&bytes);
                        return Ok(bytes);
                    }
                    return self.make_scanned(key, client, making, make).await;
                }
                in_flight::Turn::Wait(made) => {
                    if let Some(bytes) = in_flight::waited(made).await {
                        return Ok(bytes);
                    }
                    // Its making was refused, failed, or dropped before its
                    // scan began: ask again (each round ends one making).
                }
            }
        }
    }

    /// Makes `key`'s answer on a scan thread and hands it to those waiting.
    async fn make_scanned<E>(
        self: Arc<Self>,
        key: AnswerKey,
        client: Option<std::net::IpAddr>,
        making: in_flight::Making,
        make: impl FnOnce(&CatalogView) -> Result<Vec<u8>, E> + Send + 'static,
    ) -> Result<Bytes, E>
    where
        E: From<ScanError> + Send + 'static,
    {
        let view = Arc::clone(&self);
        self.scans
            .run(client, move || {
                let stamp = view.stamp(&key);
                let answer = view.answers.get_or_make(key, stamp, || make(&view));
                if let Ok(bytes) = &answer {
                    making.made(bytes);
                }
                answer
            })
            .await?
    }

    /// Whether the answer for `key` as of the current catalog is kept.
    pub fn holds_answer(&self, key: &AnswerKey) -> bool {
        self.answers.holds(key, self.stamp(key))
    }

    /// The product with this id, if the view holds it.
    pub fn product(&self, id: &ObjectId) -> Option<Arc<ProductDocument>> {
        self.read().columns.product(id).map(Arc::clone)
    }

    /// Those of these products the view holds, keyed by id.
    pub fn products(&self, ids: &[ObjectId]) -> HashMap<ObjectId, Arc<ProductDocument>> {
        let state = self.read();
        ids.iter()
            .filter_map(|id| state.columns.product(id).map(|p| (*id, Arc::clone(p))))
            .collect()
    }

    /// Every product the view holds, in id order (oldest first).
    pub fn all(&self) -> Vec<Arc<ProductDocument>> {
        let mut all: Vec<Arc<ProductDocument>> = self.read().columns.table.product.clone();
        all.sort_unstable_by_key(|p| p.id);
        all
    }

    /// How many products the view holds.
    pub fn len(&self) -> usize {
        self.read().columns.len()
    }

    /// Whether the view holds no product.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
