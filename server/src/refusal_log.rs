//! A flood of refusals is counted, not written line by line. Each client
//! address gets its first few refusals of each kind logged in every window;
//! the rest are counted, and one summary line per window says how many were
//! left out and who sent the most. Without it, a client looping a refused
//! request wrote one line per request (535,173 in the bench's ten-second
//! flood check).

use std::{
    collections::HashMap,
    net::IpAddr,
    sync::{Mutex, MutexGuard, OnceLock, PoisonError},
    time::Duration,
};

/// Refusals of one kind from one address logged one by one in a window.
pub const FIRST_FEW: u32 = 3;
/// How long a window lasts: one summary line at most per window.
pub const WINDOW: Duration = Duration::from_secs(10);
/// Addresses and kinds told apart in a window; past that, every refusal is
/// only counted, so a flood from fresh addresses cannot grow the map.
const KEYS_KEPT: usize = 10_000;
/// Senders a summary names.
const NAMED: usize = 5;

type Key = (Option<IpAddr>, &'static str);

/// The counts of the current window.
#[derive(Default)]
pub struct RefusalLog {
    seen: Mutex<HashMap<Key, u32>>,
}

/// What a window left out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Summary {
    /// Refusals counted and not logged.
    pub left_out: u64,
    /// The senders of the most, most first: address, kind, refusals in the window.
    pub most: Vec<(Option<IpAddr>, &'static str, u32)>,
}

impl RefusalLog {
    /// The process's one log of refusals.
    pub fn global() -> &'static RefusalLog {
        static LOG: OnceLock<RefusalLog> = OnceLock::new();
        LOG.get_or_init(RefusalLog::default)
    }

    fn lock(&self) -> MutexGuard<'_, HashMap<Key, u32>> {
        self.seen.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Counts a refusal of `kind` (a text code or a status) from `client`;
    /// `true` when it is among the first few of the window, to be logged.
    pub fn admit(&self, client: Option<IpAddr>, kind: &'static str) -> bool {
        let mut seen = self.lock();
        let full = seen.len() >= KEYS_KEPT;
        let key = if full && !seen.contains_key(&(client, kind)) {
            (None, "other")
        } else {
            (client, kind)
        };
        let count = seen.entry(key).or_insert(0);
        *count = count.saturating_add(1);
        !full && *count <= FIRST_FEW
    }

    /// Ends the window: what it left out, if anything.
    pub fn end_window(&self) -> Option<Summary> {
        let seen = std::mem::take(&mut *self.lock());
        let left_out: u64 = seen
            .iter()
            .map(|((client, kind), count)| {
                let logged = if client.is_none() && *kind == "other" {
                    0
                } else {
                    FIRST_FEW
                };
                u64::from(count.saturating_sub(logged))
            })
            .sum();
        if left_out == 0 {
            return None;
        }
        let mut most: Vec<_> = seen
            .into_iter()
            .map(|((client, kind), count)| (client, kind, count))
            .collect();
        most.sort_by_key(|entry| std::cmp::Reverse(entry.2));
        most.truncate(NAMED);
        Some(Summary { left_out, most })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn address(last: u8) -> Option<IpAddr> {
        Some(IpAddr::from([10, 0, 0, last]))
    }

    #[test]
    fn a_flood_logs_its_first_few_per_client_and_kind_then_counts() {
        let log = RefusalLog::default();
        let logged = (0..1000).filter(|_| log.admit(address(1), "request.limited")).count();
        assert_eq!(logged, 3);
        assert!(log.admit(address(1), "shop.busy"), "another kind has its own few");
        assert!(
            log.admit(address(2), "request.limited"),
            "another client has its own few"
        );
        let summary = log.end_window().expect("some were left out");
        assert_eq!(summary.left_out, 997);
        assert_eq!(summary.most[0], (address(1), "request.limited", 1000));
        assert!(log.admit(address(1), "request.limited"), "a new window logs again");
        assert_eq!(log.end_window(), None, "nothing left out");
    }

    #[test]
    fn fresh_addresses_past_the_map_are_only_counted() {
        let log = RefusalLog::default();
        for n in 0..KEYS_KEPT {
            let client = Some(IpAddr::from([10, (n >> 16) as u8, (n >> 8) as u8, n as u8]));
            assert!(log.admit(client, "request.limited"));
        }
        assert!(
            !log.admit(address(250), "orders.not_found"),
            "past the map, only counted"
        );
        assert!(!log.admit(address(251), "orders.not_found"));
        let summary = log.end_window().expect("left out");
        assert_eq!(summary.left_out, 2);
        assert!(log.lock().is_empty());
    }
}
