//! Failed attempts counted per key in fixed windows, in a bounded map: a key
//! with too many failures in its window is refused until the window ends,
//! whether its next password is right or wrong (so a lockout cannot be used
//! to test guesses). An attempt is counted before its password is checked and
//! forgiven if it was right, so a burst of parallel guesses cannot all slip in
//! before the first failure is counted. Keys that used up their failures move
//! to a map of their own, so a flood of fresh keys pushing out the counting
//! map's oldest entries never frees a blocked key.

use lru::LruCache;
use std::{
    hash::Hash,
    num::NonZeroUsize,
    sync::Mutex,
    time::{Duration, Instant},
};

/// Failures of one key within a window.
#[derive(Clone, Copy)]
struct Window {
    started: Instant,
    failures: u32,
}

/// At most `limit` failures per key per `window`, remembering at most
/// `capacity` keys still counting and `capacity` blocked ones.
pub struct FailureLimit<K: Hash + Eq> {
    limit: u32,
    window: Duration,
    maps: Mutex<Maps<K>>,
}

struct Maps<K: Hash + Eq> {
    counting: LruCache<K, Window>,
    /// Keys whose failures are used up, and the window that blocks them.
    blocked: LruCache<K, Window>,
}

impl<K: Hash + Eq> FailureLimit<K> {
    pub fn new(limit: u32, window: Duration, capacity: usize) -> Self {
        let capacity = NonZeroUsize::new(capacity).unwrap_or(NonZeroUsize::MIN);
        FailureLimit {
            limit: limit.max(1),
            window,
            maps: Mutex::new(Maps {
                counting: LruCache::new(capacity),
                blocked: LruCache::new(capacity),
            }),
        }
    }

    fn maps(&self) -> std::sync::MutexGuard<'_, Maps<K>> {
        self.maps.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Whether `key` has used up its failures for now.
    pub fn blocks(&self, key: &K) -> bool {
        let mut maps = self.maps();
        match maps.blocked.peek(key) {
            Some(window) if window.started.elapsed() >= self.window => {
                maps.blocked.pop(key);
                false
            }
            Some(_) => true,
            None => false,
        }
    }

    /// Runs `count` on the failures of `key`'s current window (a new one when
    /// the last has ended), under the lock; a key whose failures are then
    /// used up moves to the blocked map, one that is forgiven moves back.
    fn in_window<R>(&self, key: K, count: impl FnOnce(&mut u32) -> R) -> R
    where
        K: Clone,
    {
        let now = Instant::now();
        let mut maps = self.maps();
        let fresh = Window {
            started: now,
            failures: 0,
        };
        let mut window = match maps.blocked.pop(&key).or_else(|| maps.counting.pop(&key)) {
            Some(window) if window.started.elapsed() < self.window => window,
            _ => fresh,
        };
        let result = count(&mut window.failures);
        if window.failures >= self.limit {
            maps.blocked.put(key, window);
        } else {
            maps.counting.put(key, window);
        }
        result
    }

    /// Counts one failure of `key`.
    pub fn record(&self, key: K)
    where
        K: Clone,
    {
        self.in_window(key, |failures| *failures = failures.saturating_add(1));
    }

    /// Counts an attempt of `key` as a failure in advance, or answers false
    /// when its failures are used up; [`FailureLimit::forgive`] takes a
    /// successful attempt back.
    pub fn try_attempt(&self, key: K) -> bool
    where
        K: Clone,
    {
        let limit = self.limit;
        self.in_window(key, |failures| {
            let allowed = *failures < limit;
            if allowed {
                *failures += 1;
            }
            allowed
        })
    }

    /// Takes back an attempt counted by [`FailureLimit::try_attempt`] that succeeded.
    pub fn forgive(&self, key: &K)
    where
        K: Clone,
    {
        let mut maps = self.maps();
        if let Some(window) = maps.counting.peek_mut(key) {
            window.failures = window.failures.saturating_sub(1);
        } else if let Some(mut window) = maps.blocked.pop(key) {
            window.failures = window.failures.saturating_sub(1);
            maps.counting.put(key.clone(), window);
        }
    }

    /// How many keys are remembered.
    pub fn len(&self) -> usize {
        let maps = self.maps();
        maps.counting.len() + maps.blocked.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_flood_of_fresh_keys_does_not_free_a_blocked_one() {
        let limit = FailureLimit::new(3, Duration::from_secs(60), 100);
        for _ in 0..3 {
            limit.record("victim-guessed".to_owned());
        }
        assert!(limit.blocks(&"victim-guessed".to_owned()));
        for n in 0..1_000 {
            limit.record(format!("fresh-{n}"));
        }
        assert!(
            limit.blocks(&"victim-guessed".to_owned()),
            "still blocked after the flood"
        );
        assert!(!limit.try_attempt("victim-guessed".to_owned()));
        assert!(limit.len() <= 200, "both maps stay bounded: {}", limit.len());
    }

    #[test]
    fn a_forgiven_attempt_unblocks_and_counting_goes_on() {
        let limit = FailureLimit::new(2, Duration::from_secs(60), 10);
        assert!(limit.try_attempt("a"));
        assert!(limit.try_attempt("a"));
        assert!(limit.blocks(&"a"));
        limit.forgive(&"a");
        assert!(!limit.blocks(&"a"));
        assert!(limit.try_attempt("a"));
        assert!(!limit.try_attempt("a"));
    }
}
