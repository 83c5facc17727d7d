//! The home page's sections, and the wishlist counts behind its favourites.
//!
//! A wishlist toggle is not a catalog change. Were it one, any signed-in
//! shopper could make every kept listing answer stale with two clicks, and
//! listings do not even show the counts. So counts are set on the view's
//! products in place, without a new catalog version (product pages and carts
//! read them at once), and the "top favorites" section is re-ranked only when
//! the sync loop calls [`CatalogView::refresh_favorites`]: every
//! `sync::FAVORITES_EVERY` polls (3 s at the default 1 s interval), and only
//! if a count moved meanwhile. Any other product change (a checkout
//! included: the home page reads units sold) re-ranks it at once too.
//! Other instances read the counts through the same poll.

use super::{CatalogView, Stamp};
use crate::documents::product::ProductDocument;
use mongodb::bson::oid::ObjectId;
use std::{
    cmp::Ordering,
    sync::{Arc, atomic::Ordering as AtomicOrdering},
};

/// Products per home section.
const SECTION_SIZE: usize = 10;

/// The five home page sections.
pub struct HomeSections {
    pub latest: Vec<Arc<ProductDocument>>,
    pub top_favorites: Vec<Arc<ProductDocument>>,
    pub top_sales: Vec<Arc<ProductDocument>>,
    pub top_discount: Vec<Arc<ProductDocument>>,
    pub top_rating: Vec<Arc<ProductDocument>>,
}

impl CatalogView {
    /// Sets how many wishlists hold these products, leaving the catalog
    /// version (and so every kept answer) as it is.
    pub fn set_wishlist_counts(&self, counts: &[(ObjectId, i64)]) {
        if counts.is_empty() {
            return;
        }
        let mut state = self.write();
        let mut moved = false;
        for (id, count) in counts {
            if let Some(held) = state.columns.product(id)
                && held.wishlist_count != *count
            {
                let mut product = ProductDocument::clone(held);
                product.wishlist_count = *count;
                moved |= state.columns.replace_document(Arc::new(product));
            }
        }
        if moved {
            self.counts_moved.store(true, AtomicOrdering::SeqCst);
        }
    }

    /// Lets the next home request re-rank the favourites, if a wishlist count
    /// moved since the last refresh.
    pub fn refresh_favorites(&self) {
        if self.counts_moved.swap(false, AtomicOrdering::SeqCst) {
            self.favorites.fetch_add(1, AtomicOrdering::SeqCst);
        }
    }

    /// Latest, most wishlisted, best selling, most discounted and best rated products.
    pub fn home_sections(&self) -> Arc<HomeSections> {
        let state = self.read();
        let stamp = Stamp {
            catalog: state.version,
            stock: state.stock_version,
            favorites: self.favorites.load(AtomicOrdering::SeqCst),
        };
        let mut cache = self.home.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some((kept, sections)) = cache.as_ref()
            && *kept == stamp
        {
            return Arc::clone(sections);
        }
        let top = |key: fn(&ProductDocument, &ProductDocument) -> Ordering| {
            let mut all: Vec<&Arc<ProductDocument>> = state.columns.table.product.iter().collect();
            let n = SECTION_SIZE.min(all.len());
            let by = |a: &&Arc<ProductDocument>, b: &&Arc<ProductDocument>| key(b, a).then_with(|| b.id.cmp(&a.id));
            if n > 0 && n < all.len() {
                all.select_nth_unstable_by(n - 1, by);
            }
            all.truncate(n);
            all.sort_unstable_by(by);
            all.into_iter().map(Arc::clone).collect::<Vec<_>>()
        };
        let sections = Arc::new(HomeSections {
            latest: top(|a, b| a.created_at.cmp(&b.created_at)),
            top_favorites: top(|a, b| {
                a.wishlist_count
                    .cmp(&b.wishlist_count)
                    .then(a.fields.sold.cmp(&b.fields.sold))
            }),
            top_sales: top(|a, b| a.fields.sold.cmp(&b.fields.sold)),
            top_discount: top(|a, b| {
                a.fields
                    .discount
                    .cmp(&b.fields.discount)
                    .then(a.fields.sold.cmp(&b.fields.sold))
            }),
            top_rating: top(|a, b| {
                a.fields
                    .rate
                    .total_cmp(&b.fields.rate)
                    .then(a.fields.rating_count.cmp(&b.fields.rating_count))
            }),
        });
        *cache = Some((stamp, Arc::clone(&sections)));
        sections
    }
}
