//! What the simulator holds in memory, shared by every worker and the
//! script: the merchant's keys, its book and the webhook queue.

use crate::{
    book::{Book, MoveError, Step},
    times,
    webhook::Notifier,
};
use serde_json::Value;
use std::sync::{Mutex, MutexGuard, PoisonError};

/// The keys every API call must carry.
#[derive(Debug, Clone)]
pub struct Keys {
    pub api_key: String,
    pub secret_key: String,
}

/// The shared state.
#[derive(Debug)]
pub struct State {
    pub keys: Keys,
    pub notifier: Notifier,
    book: Mutex<Book>,
}

impl State {
    pub fn new(keys: Keys, notifier: Notifier) -> Self {
        State {
            keys,
            notifier,
            book: Mutex::new(Book::default()),
        }
    }

    // A panic while the lock is held cannot leave a half-made change that
    // matters to a test double, so a poisoned lock is still used.
    pub fn book(&self) -> MutexGuard<'_, Book> {
        self.book.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Moves consignment `id` by `step` now and queues its webhooks (under
    /// the lock, so they leave in the order the parcels moved); what the
    /// tests' API shows of it after.
    pub fn advance(&self, id: u64, step: Step, partial: Option<i64>) -> Result<Value, MoveError> {
        let mut book = self.book();
        let webhooks = book.advance(id, step, partial, times::now())?;
        self.notifier.send(webhooks);
        Ok(book.find(id).map(|c| c.sim_json()).unwrap_or_default())
    }
}
