//! Serialised answers of the catalog's read endpoints, each kept with the
//! catalog version it was made from. A listing or search asked again before
//! the catalog changes (the front page's filters and the popular searches,
//! on a sale day) is a copy of bytes; any product change makes every kept
//! answer stale at once.

use actix_web::web::Bytes;
use lru::LruCache;
use shop_core::ListingQuery;
use std::{num::NonZeroUsize, sync::Mutex};

/// Answers kept at most (a listing page is some 16 KB, so about 16 MB).
const CAPACITY: NonZeroUsize = NonZeroUsize::new(1024).expect("non-zero");

/// What an answer answers.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum AnswerKey {
    Listing(Box<ListingQuery>),
    Home,
}

pub struct Answers {
    kept: Mutex<LruCache<AnswerKey, (u64, Bytes)>>,
}

impl Default for Answers {
    fn default() -> Self {
        Answers {
            kept: Mutex::new(LruCache::new(CAPACITY)),
        }
    }
}

impl Answers {
    /// The answer for `key` made at `version`, made now by `make` if none is kept.
    pub fn get_or_make<E>(
        &self,
        key: AnswerKey,
        version: u64,
        make: impl FnOnce() -> Result<Vec<u8>, E>,
    ) -> Result<Bytes, E> {
        let lock = || self.kept.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some((kept_version, bytes)) = lock().get(&key)
            && *kept_version == version
        {
            return Ok(bytes.clone());
        }
        // Made outside the lock, so slow answers do not queue the fast ones.
        let bytes = Bytes::from(make()?);
        lock().put(key, (version, bytes.clone()));
        Ok(bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_is_made_once_per_version() {
        let answers = Answers::default();
        let mut made = 0;
        let mut ask = |version| {
            answers
                .get_or_make(AnswerKey::Home, version, || {
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
            let made = answers.get_or_make(AnswerKey::Listing(Box::new(key)), 7, || Ok::<_, ()>(text.into()));
            assert_eq!(made, Ok(Bytes::from(text)));
        }
        let kept = answers.get_or_make(AnswerKey::Listing(Box::new(first)), 7, || Err("made again"));
        assert_eq!(kept, Ok(Bytes::from("one")));
    }
}
