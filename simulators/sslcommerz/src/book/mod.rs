//! Every session and attempt since the simulator started, and the moves on
//! them: init, an attempt on the page, validation and the transaction query.
//! Refunds are kept in [`crate::refunds`] and asked of the book in `refunding`.

mod refunding;

use crate::{
    attempt::{Attempt, Instrument, Outcome},
    ids,
    refunds::Refunds,
    session::{Order, Session},
    switches::Switches,
    times,
};
use std::{
    collections::HashMap,
    time::{Duration, Instant, SystemTime},
};

/// What the shopper's try came to, before it is recorded.
#[derive(Debug, Clone)]
pub struct Try {
    pub outcome: Outcome,
    pub instrument: Option<Instrument>,
    pub emi_months: Option<u32>,
    pub error: String,
    pub switches: Switches,
}

/// Why a session's page takes no attempt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Closed {
    Unknown,
    Expired,
    Paid,
}

/// What validation answers for a val_id.
#[derive(Debug, Clone)]
pub enum Validation {
    /// No such val_id, or an attempt that did not pay.
    Invalid,
    /// The validation_fails switch: this call fails, the next does not.
    FailedOnce,
    /// The first successful validation.
    Valid(Attempt),
    /// Every later one.
    Validated(Attempt),
}

/// All of the simulator's records.
#[derive(Debug)]
pub struct Book {
    sessions: HashMap<String, Session>,
    /// tran_id -> session key.
    by_tran_id: HashMap<String, String>,
    attempts: Vec<Attempt>,
    by_val_id: HashMap<String, usize>,
    by_bank_tran_id: HashMap<String, usize>,
    pub refunds: Refunds,
}

impl Book {
    pub fn new(refund_delay: Duration) -> Self {
        Book {
            sessions: HashMap::new(),
            by_tran_id: HashMap::new(),
            attempts: Vec::new(),
            by_val_id: HashMap::new(),
            by_bank_tran_id: HashMap::new(),
            refunds: Refunds::new(refund_delay),
        }
    }

    /// Opens a session for `order`; None when its tran_id was used before.
    pub fn open(&mut self, order: Order, now: Instant) -> Option<&Session> {
        if self.by_tran_id.contains_key(&order.tran_id) {
            return None;
        }
        let mut key = ids::session_key();
        while self.sessions.contains_key(&key) {
            key = ids::session_key();
        }
        self.by_tran_id.insert(order.tran_id.clone(), key.clone());
        let session = Session {
            key: key.clone(),
            order,
            opened: now,
            attempts: Vec::new(),
            paid: false,
        };
        Some(self.sessions.entry(key).or_insert(session))
    }

    pub fn session(&self, key: &str) -> Option<&Session> {
        self.sessions.get(key)
    }

    /// The session `key` if its page still takes attempts.
    pub fn open_session(&self, key: &str, now: Instant) -> Result<&Session, Closed> {
        let session = self.sessions.get(key).ok_or(Closed::Unknown)?;
        if session.paid {
            return Err(Closed::Paid);
        }
        if session.expired(now) {
            return Err(Closed::Expired);
        }
        Ok(session)
    }

    /// Records a try on session `key`: a new attempt with its own val_id.
    pub fn record(&mut self, key: &str, tried: Try, at: (Instant, SystemTime)) -> Result<(Order, Attempt), Closed> {
        let (instant, now) = at;
        self.open_session(key, instant)?;
        let index = self.attempts.len();
        let mut val_id = ids::val_id(now);
        while self.by_val_id.contains_key(&val_id) {
            val_id = ids::val_id(now);
        }
        let mut bank_tran_id = ids::bank_tran_id(now);
        while self.by_bank_tran_id.contains_key(&bank_tran_id) {
            bank_tran_id = ids::bank_tran_id(now);
        }
        let session = self.sessions.get_mut(key).ok_or(Closed::Unknown)?;
        let order = &session.order;
        let paid = tried.outcome == Outcome::Valid;
        let attempt = Attempt {
            tran_id: order.tran_id.clone(),
            val_id: val_id.clone(),
            bank_tran_id: bank_tran_id.clone(),
            tran_date: times::gateway_time(now),
            outcome: tried.outcome,
            poisha: tried.switches.tamper.amount(order.poisha),
            currency: tried.switches.tamper.currency(),
            instrument: tried.instrument,
            emi_months: tried.emi_months,
            values: order.values.clone(),
            risky: paid && tried.switches.risky,
            error: tried.error,
            validated_on: None,
            fail_next_validation: paid && tried.switches.validation_fails,
        };
        session.attempts.push(index);
        session.paid |= paid;
        let order = session.order.clone();
        self.by_val_id.insert(val_id, index);
        self.by_bank_tran_id.insert(bank_tran_id, index);
        self.attempts.push(attempt.clone());
        Ok((order, attempt))
    }

    /// Validates `val_id`: VALID the first time a paid attempt is asked
    /// about, VALIDATED after that.
    pub fn validate(&mut self, val_id: &str, now: SystemTime) -> Validation {
        let Some(attempt) = self
            .by_val_id
            .get(val_id)
            .and_then(|index| self.attempts.get_mut(*index))
        else {
            return Validation::Invalid;
        };
        if attempt.outcome != Outcome::Valid {
            return Validation::Invalid;
        }
        if attempt.fail_next_validation {
            attempt.fail_next_validation = false;
            return Validation::FailedOnce;
        }
        match attempt.validated_on {
            Some(_) => Validation::Validated(attempt.clone()),
            None => {
                attempt.validated_on = Some(times::gateway_time(now));
                Validation::Valid(attempt.clone())
            }
        }
    }

    /// Every attempt under `tran_id`, oldest first.
    pub fn attempts_of(&self, tran_id: &str) -> Vec<&Attempt> {
        let Some(session) = self.by_tran_id.get(tran_id).and_then(|key| self.sessions.get(key)) else {
            return Vec::new();
        };
        session
            .attempts
            .iter()
            .filter_map(|index| self.attempts.get(*index))
            .collect()
    }

    /// The attempt with `bank_tran_id`.
    pub fn by_bank_tran_id(&self, bank_tran_id: &str) -> Option<&Attempt> {
        self.by_bank_tran_id
            .get(bank_tran_id)
            .and_then(|index| self.attempts.get(*index))
    }
}

/// The status the transaction query gives an attempt.
pub fn query_status(attempt: &Attempt) -> &'static str {
    match (attempt.outcome, &attempt.validated_on) {
        (Outcome::Valid, Some(_)) => "VALIDATED",
        (outcome, _) => outcome.word(),
    }
}

#[cfg(test)]
mod tests;
