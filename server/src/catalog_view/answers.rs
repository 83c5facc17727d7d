//! Serialised answers of the catalog's read endpoints, each kept with the
//! stamp of the catalog it was made from. A listing or search asked again
//! before the catalog changes (the front page's filters and the popular
//! searches, on a sale day) is a copy of bytes. Which changes make which
//! answers stale is `freshness`'s: a listed change every answer, a stock
//! change only those that read stock (at once) and the others' stock numbers
//! (within a lag). Wishlist counts move only the home page's favourites.

use bytes::Bytes;
use lru::LruCache;
use shop_core::ListingQuery;
use std::{num::NonZeroUsize, sync::Mutex};

/// Answers kept at most (a listing page is some 16 KB, so about 16 MB).
const CAPACITY: NonZeroUsize = NonZeroUsize::new(1024).expect("non-zero");

/// What an answer was made from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Stamp {
    /// The catalog version (listed changes).
    pub catalog: u64,
    /// The stock version, or for answers that do not read stock the one
    /// published to them (see `freshness`).
    pub stock: u64,
    /// The favourites' refresh, for the home page (0 for listings, which show no counts).
    pub favorites: u64,
}

impl Stamp {
    /// Whether this is the catalog of `other` or a newer one (each version only grows).
    pub fn at_least(&self, other: &Stamp) -> bool {
        self.catalog >= other.catalog && self.stock >= other.stock && self.favorites >= other.favorites
    }
}

/// What an answer answers.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum AnswerKey {
    Listing(Box<ListingQuery>),
    Home,
}

pub struct Answers {
    kept: Mutex<LruCache<AnswerKey, (Stamp, Bytes)>>,
}

impl Default for Answers {
    fn default() -> Self {
        Answers {
            kept: Mutex::new(LruCache::new(CAPACITY)),
        }
    }
}

impl Answers {
    fn lock(&self) -> std::sync::MutexGuard<'_, LruCache<AnswerKey, (Stamp, Bytes)>> {
        self.kept.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The answer for `key` made at `stamp`, if it is kept.
    pub fn kept(&self, key: &AnswerKey, stamp: Stamp) -> Option<Bytes> {
        self.lock()
            .get(key)
            .filter(|(kept_stamp, _)| *kept_stamp == stamp)
            .map(|(_, bytes)| bytes.clone())
    }

    /// Whether the answer for `key` made at `stamp` is kept, without counting it as used.
    pub fn holds(&self, key: &AnswerKey, stamp: Stamp) -> bool {
        self.lock()
            .peek(key)
            .is_some_and(|(kept_stamp, _)| *kept_stamp == stamp)
    }

    /// The answer for `key` made at `stamp`, made now by `make` if none is kept.
    pub fn get_or_make<E>(
        &self,
        key: AnswerKey,
        stamp: Stamp,
        make: impl FnOnce() -> Result<Vec<u8>, E>,
    ) -> Result<Bytes, E> {
        if let Some(bytes) = self.kept(&key, stamp) {
            return Ok(bytes);
        }
        // Made outside the lock, so slow answers do not queue the fast ones.
        let bytes = Bytes::from(make()?);
        self.lock().put(key, (stamp, bytes.clone()));
        Ok(bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(catalog: u64, favorites: u64) -> Stamp {
        Stamp {
            catalog,
            favorites,
            ..Stamp::default()
        }
    }

    #[test]
    fn an_answer_is_made_once_per_version() {
        let answers = Answers::default();
        let mut made = 0;
        let mut ask = |version| {
            answers
                .get_or_make(AnswerKey::Home, at(version, 0), || {
                    made += 1;
                    Ok::<_, ()>(format!("v{version}").into_bytes())
                })
                .expect("made")
        };
        assert_eq!(ask(1), "v1");
        assert_eq!(ask(1), "v1");
        assert_eq!(ask(2), "v2");
        // Kept answers are for one version only, newer or older.
        assert_eq!(ask(1), "v1");
        assert_eq!(made, 3);
    }

    #[test]
    fn each_query_has_its_own_answer() {
        let answers = Answers::default();
        let first = ListingQuery::default();
        let second = ListingQuery {
            page: 2,
            ..ListingQuery::default()
        };
        for (key, text) in [(first.clone(), "one"), (second.clone(), "two")] {
            let made = answers.get_or_make(AnswerKey::Listing(Box::new(key)), at(7, 0), || Ok::<_, ()>(text.into()));
            assert_eq!(made, Ok(Bytes::from(text)));
        }
        let first = AnswerKey::Listing(Box::new(first));
        assert!(answers.holds(&first, at(7, 0)));
        assert!(!answers.holds(&first, at(7, 1)));
        let kept = answers.get_or_make(first, at(7, 0), || Err("made again"));
        assert_eq!(kept, Ok(Bytes::from("one")));
    }
}
