//! What the simulator holds in memory, shared by every worker.

use crate::{book::Book, sign};
use std::{
    sync::{Mutex, MutexGuard, PoisonError},
    time::Duration,
};

/// The store the simulator serves.
#[derive(Debug, Clone)]
pub struct Store {
    pub id: String,
    pub password: String,
}

impl Store {
    /// Whether `id` and `password` are the store's.
    pub fn is(&self, id: Option<&str>, password: Option<&str>) -> bool {
        id == Some(self.id.as_str()) && password == Some(self.password.as_str())
    }
}

/// The shared state.
#[derive(Debug)]
pub struct State {
    pub store: Store,
    /// Where the shopper's browser reaches the simulator.
    pub public_url: String,
    /// How late a "late" IPN comes after the browser is answered.
    pub ipn_late: Duration,
    /// Sends IPNs.
    pub client: reqwest::Client,
    book: Mutex<Book>,
}

impl State {
    pub fn new(
        store: Store,
        public_url: String,
        ipn_late: Duration,
        refund_delay: Duration,
    ) -> Result<Self, reqwest::Error> {
        // No pooled connections: the workers each run their own runtime, and
        // a pooled connection would belong to the one that opened it.
        let client = reqwest::Client::builder()
            .timeout(Duration::from_secs(5))
            .pool_max_idle_per_host(0)
            .build()?;
        Ok(State {
            store,
            public_url,
            ipn_late,
            client,
            book: Mutex::new(Book::new(refund_delay)),
        })
    }

    /// The fields of a post signed with the store's password.
    pub fn sign(&self, fields: &[(&str, String)]) -> sign::Signature {
        sign::sign(fields, &self.store.password)
    }

    // A panic while the lock is held leaves the maps consistent (every change
    // is a few inserts after the checks), so a poisoned lock is still usable.
    pub fn book(&self) -> MutexGuard<'_, Book> {
        self.book.lock().unwrap_or_else(PoisonError::into_inner)
    }
}
