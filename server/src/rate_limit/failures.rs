//! Failed attempts counted per key in fixed windows, in a bounded map: a key
//! with too many failures in its window is refused until the window ends,
//! whether its next password is right or wrong (so a lockout cannot be used
//! to test guesses). An attempt is counted before its password is checked and
//! forgiven if it was right, so a burst of parallel guesses cannot all slip in
//! before the first failure is counted.

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

/// At most `limit` failures per key per `window`, remembering at most `capacity` keys.
pub struct FailureLimit<K: Hash + Eq> {
    limit: u32,
    window: Duration,
    windows: Mutex<LruCache<K, Window>>,
}

impl<K: Hash + Eq> FailureLimit<K> {
    pub fn new(limit: u32, window: Duration, capacity: usize) -> Self {
        FailureLimit {
            limit: limit.max(1),
            window,
            windows: Mutex::new(LruCache::new(NonZeroUsize::new(capacity).unwrap_or(NonZeroUsize::MIN))),
        }
    }

    fn windows(&self) -> std::sync::MutexGuard<'_, LruCache<K, Window>> {
        self.windows.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Whether `key` has used up its failures for now.
    pub fn blocks(&self, key: &K) -> bool {
        let mut windows = self.windows();
        match windows.peek(key) {
            Some(window) if window.started.elapsed() >= self.window => {
                windows.pop(key);
                false
            }
            Some(window) => window.failures >= self.limit,
            None => false,
        }
    }

    /// Runs `count` on the failures of `key`'s current window (a new one when
    /// the last has ended), under the lock.
    fn in_window<R>(&self, key: K, count: impl FnOnce(&mut u32) -> R) -> R {
        let now = Instant::now();
        let mut windows = self.windows();
        let window = windows.get_or_insert_mut(key, || Window {
            started: now,
            failures: 0,
        });
        if window.started.elapsed() >= self.window {
            *window = Window {
                started: now,
                failures: 0,
            };
        }
        count(&mut window.failures)
    }

    /// Counts one failure of `key`.
    pub fn record(&self, key: K) {
        self.in_window(key, |failures| *failures = failures.saturating_add(1));
    }

    /// Counts an attempt of `key` as a failure in advance, or answers false
    /// when its failures are used up; [`FailureLimit::forgive`] takes a
    /// successful attempt back.
    pub fn try_attempt(&self, key: K) -> bool {
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
    pub fn forgive(&self, key: &K) {
        if let Some(window) = self.windows().peek_mut(key) {
            window.failures = window.failures.saturating_sub(1);
        }
    }

    /// How many keys are remembered.
    pub fn len(&self) -> usize {
        self.windows().len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
