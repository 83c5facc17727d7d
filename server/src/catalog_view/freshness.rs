//! What makes a kept answer stale. A product change is one of three kinds:
//!
//! - a listed change (title, price, specs, rating, a new or deleted product,
//!   an admin's edit of anything, stock included) moves the catalog version,
//!   and every kept listing, search and home answer is made again;
//! - a stock change (a checkout, a cancelled or expired order: only `stock`,
//!   `sold` and `updatedAt` moved, and no variant sold out or came back)
//!   moves the stock version only;
//! - a wishlist count moves neither (see `home`).
//!
//! Answers that read stock or sold are stamped with the stock version, so a
//! checkout makes them stale at once: listings sorted by units sold, a
//! seller's own listing (`author`, where its stock column is read as an
//! inventory) and the home page (top sales; favourites and discounts break
//! ties by sales). No filter reads stock or sold, so every other listing
//! keeps its matches, order and facets through a stock change, and only the
//! `stock` and `sold` numbers inside it age: those answers are stamped with a
//! stock version published at most once per lag ([`DEFAULT_STOCK_LAG`],
//! `CATALOG_STOCK_LAG_MS`), so the numbers they show are never older than
//! that. The product page, carts and checkout read stock from the view or
//! the database, never from a kept listing, and checkout re-checks it in its
//! transaction; the admin's product table (a plain listing) shows stock up
//! to the lag old, while its edit form loads the product itself.

use crate::documents::product::ProductDocument;
use shop_core::{ListingQuery, SortKey};
use std::{
    sync::Mutex,
    time::{Duration, Instant},
};

/// How old the stock and sold numbers inside a kept listing may be, unless
/// configured (`CATALOG_STOCK_LAG_MS`).
pub use crate::config::DEFAULT_STOCK_LAG;

/// How a product read back differs from the one the view holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Change {
    None,
    Wishlist,
    Stock,
    Listed,
}

/// What moved between `old` and `new`, the largest kind that did.
pub(super) fn change(old: &ProductDocument, new: &ProductDocument) -> Change {
    if old == new {
        return Change::None;
    }
    let mut same = old.clone();
    same.wishlist_count = new.wishlist_count;
    if same == *new {
        return Change::Wishlist;
    }
    same.fields.stock = new.fields.stock;
    same.fields.sold = new.fields.sold;
    same.updated_at = new.updated_at;
    // A variant selling out or coming back moves where the phone's card
    // opens and which variant a filtered listing shows: a listed change.
    let in_stock = |p: &ProductDocument| -> Vec<bool> { p.sold_variants().iter().map(|v| v.stock > 0).collect() };
    if in_stock(old) != in_stock(new) {
        return Change::Listed;
    }
    if same.variants.len() == new.variants.len() {
        for (old, new) in same.variants.iter_mut().zip(&new.variants) {
            old.stock = new.stock;
            old.sold = new.sold;
            old.updated_at = new.updated_at;
        }
    }
    if same == *new { Change::Stock } else { Change::Listed }
}

/// Whether a listing's answer reads stock or sold beyond the numbers it shows.
pub(super) fn reads_stock(query: &ListingQuery) -> bool {
    query.order_by == SortKey::Sold || query.author.is_some()
}

struct Published {
    version: u64,
    at: Option<Instant>,
    lag: Duration,
}

/// The stock version as listings that do not read stock see it: it follows
/// the real one at most once per lag.
pub(super) struct StockShown(Mutex<Published>);

impl Default for StockShown {
    fn default() -> Self {
        StockShown(Mutex::new(Published {
            version: 0,
            at: None,
            lag: DEFAULT_STOCK_LAG,
        }))
    }
}

impl StockShown {
    fn lock(&self) -> std::sync::MutexGuard<'_, Published> {
        self.0.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    pub fn set_lag(&self, lag: Duration) {
        self.lock().lag = lag;
    }

    /// The stock version to stamp with, given the real one: the real one if
    /// the last was published a lag ago or more, else the last published.
    pub fn version(&self, real: u64) -> u64 {
        let mut published = self.lock();
        if published.version != real && published.at.is_none_or(|at| at.elapsed() >= published.lag) {
            published.version = real;
            published.at = Some(Instant::now());
        }
        published.version
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::demo::generate;

    #[test]
    fn a_checkout_is_a_stock_change_and_an_edit_a_listed_one() {
        let old = generate(1, 0).product;
        let mut new = old.clone();
        assert_eq!(change(&old, &new), Change::None);
        new.wishlist_count += 1;
        assert_eq!(change(&old, &new), Change::Wishlist);
        new.fields.stock -= 1;
        new.fields.sold += 1;
        new.updated_at = mongodb::bson::DateTime::now();
        assert_eq!(change(&old, &new), Change::Stock);
        new.version += 1;
        assert_eq!(change(&old, &new), Change::Listed);
        let mut sold_out = old.clone();
        let last = sold_out
            .variants
            .iter_mut()
            .rfind(|v| v.stock > 0)
            .expect("a variant in stock");
        let units = last.stock;
        last.stock = 0;
        last.sold += units;
        assert_eq!(change(&old, &sold_out), Change::Listed, "a variant sold out");
        let mut rated = old.clone();
        rated.fields.rate = 1.0;
        assert_eq!(change(&old, &rated), Change::Listed);
    }

    #[test]
    fn sold_sorts_and_seller_listings_read_stock_and_the_rest_do_not() {
        let plain = ListingQuery::default();
        assert!(!reads_stock(&plain));
        for key in [SortKey::Price, SortKey::Title, SortKey::Rate, SortKey::Discount] {
            assert!(!reads_stock(&ListingQuery {
                order_by: key,
                ..plain.clone()
            }));
        }
        assert!(reads_stock(&ListingQuery {
            order_by: SortKey::Sold,
            ..plain.clone()
        }));
        let seller = ListingQuery {
            author: Some("0123456789abcdef01234567".into()),
            ..plain
        };
        assert!(reads_stock(&seller));
    }

    #[test]
    fn the_shown_stock_version_follows_at_most_once_per_lag() {
        let shown = StockShown::default();
        shown.set_lag(Duration::from_millis(150));
        assert_eq!(shown.version(0), 0);
        // The first change after a quiet spell shows at once...
        assert_eq!(shown.version(1), 1);
        // ...later ones wait until a lag has passed since.
        assert_eq!(shown.version(2), 1);
        assert_eq!(shown.version(3), 1);
        std::thread::sleep(Duration::from_millis(200));
        assert_eq!(shown.version(3), 3);
        assert_eq!(shown.version(4), 3);
    }
}
