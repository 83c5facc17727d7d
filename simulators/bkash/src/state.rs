//! What the simulator holds in memory, shared by every worker.

use crate::{config::Credentials, payments::Payments, tokens::Tokens};
use std::{
    sync::{Mutex, MutexGuard, PoisonError},
    time::Duration,
};

/// The shared state: credentials, tokens and payments.
#[derive(Debug)]
pub struct State {
    pub credentials: Credentials,
    /// Where the shopper's browser reaches the simulator.
    pub public_url: String,
    tokens: Mutex<Tokens>,
    payments: Mutex<Payments>,
}

impl State {
    pub fn new(credentials: Credentials, token_lifetime: Duration, public_url: String) -> Self {
        State {
            credentials,
            public_url,
            tokens: Mutex::new(Tokens::new(token_lifetime)),
            payments: Mutex::new(Payments::default()),
        }
    }

    // A panic while a lock is held leaves the maps consistent (every change
    // is a single insert or assignment), so a poisoned lock is still usable.
    pub fn tokens(&self) -> MutexGuard<'_, Tokens> {
        self.tokens.lock().unwrap_or_else(PoisonError::into_inner)
    }

    pub fn payments(&self) -> MutexGuard<'_, Payments> {
        self.payments.lock().unwrap_or_else(PoisonError::into_inner)
    }
}
