//! What the simulator holds in memory, shared by every worker: the account
//! (its token, sender id, allowed addresses and balance) and every SMS it
//! took, in the order it took them.

use crate::{config::Config, segments::Encoding};
use std::{
    collections::HashSet,
    sync::{Mutex, MutexGuard, PoisonError},
};

/// One SMS the gateway took.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Sent {
    /// `8801XXXXXXXXX`.
    pub msisdn: String,
    pub sms: String,
    pub csms_id: String,
    /// The gateway's id of the SMS.
    pub reference_id: String,
    pub sms_type: &'static str,
    pub segments: u64,
    /// When it was taken, in milliseconds since the Unix epoch.
    pub at: i64,
}

/// The account the shop sends with.
#[derive(Debug)]
pub struct Account {
    pub api_token: String,
    pub sid: String,
    pub allowed_ips: Vec<String>,
}

/// The shared state.
#[derive(Debug)]
pub struct Inbox {
    pub account: Account,
    book: Mutex<Book>,
}

/// What changes as SMS are sent.
#[derive(Debug)]
pub struct Book {
    /// Segments left to send.
    pub balance: u64,
    pub sent: Vec<Sent>,
    /// Every `csms_id` taken: the gateway refuses one twice.
    pub ids: HashSet<String>,
}

impl Inbox {
    pub fn new(config: &Config) -> Self {
        Inbox {
            account: Account {
                api_token: config.api_token.clone(),
                sid: config.sid.clone(),
                allowed_ips: config.allowed_ips.clone(),
            },
            book: Mutex::new(Book {
                balance: config.balance,
                sent: Vec::new(),
                ids: HashSet::new(),
            }),
        }
    }

    // Every change under the lock is a single push or assignment, so a
    // poisoned lock is still consistent.
    pub fn book(&self) -> MutexGuard<'_, Book> {
        self.book.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl Book {
    /// Takes an SMS when the balance pays for it: its record, or `None`.
    pub fn take(&mut self, msisdn: String, sms: String, csms_id: String, at: i64) -> Option<Sent> {
        let segments = crate::segments::count(&sms);
        self.balance = self.balance.checked_sub(segments)?;
        self.ids.insert(csms_id.clone());
        let sent = Sent {
            reference_id: format!("{}{:06}", at, self.sent.len() + 1),
            sms_type: Encoding::of(&sms).name(),
            msisdn,
            sms,
            csms_id,
            segments,
            at,
        };
        self.sent.push(sent.clone());
        Some(sent)
    }
}
