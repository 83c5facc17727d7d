//! Refunds of paid attempts: partial ones up to what was paid, idempotent
//! by the store's refund_trans_id, "processing" until the refund delay has
//! passed and "refunded" after.

use crate::{attempt::Outcome, book::Book, ids, money, times};
use std::{
    collections::HashMap,
    time::{Duration, SystemTime},
};

/// One refund.
#[derive(Debug, Clone)]
pub struct Refund {
    pub ref_id: String,
    pub bank_tran_id: String,
    pub tran_id: String,
    pub poisha: u64,
    pub initiated: SystemTime,
}

/// Where a refund stands at a moment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    pub status: &'static str,
    /// When it was refunded, or empty while processing.
    pub refunded_on: String,
}

/// A refund as the store asked for it.
#[derive(Debug, Clone, Copy)]
pub struct Asked<'a> {
    pub bank_tran_id: &'a str,
    pub refund_trans_id: &'a str,
    pub poisha: u64,
}

/// Why a refund was not made: the errorReason, and the payment's tran_id
/// when it is known.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refused {
    pub reason: String,
    pub tran_id: String,
}

impl Refused {
    fn new(reason: impl Into<String>, tran_id: &str) -> Self {
        Refused {
            reason: reason.into(),
            tran_id: tran_id.to_owned(),
        }
    }
}

/// Every refund since the simulator started.
#[derive(Debug)]
pub struct Refunds {
    delay: Duration,
    by_ref_id: HashMap<String, Refund>,
    /// refund_trans_id -> refund_ref_id.
    by_trans_id: HashMap<String, String>,
}

impl Refunds {
    pub fn new(delay: Duration) -> Self {
        Refunds {
            delay,
            by_ref_id: HashMap::new(),
            by_trans_id: HashMap::new(),
        }
    }

    pub fn find(&self, ref_id: &str) -> Option<&Refund> {
        self.by_ref_id.get(ref_id)
    }

    /// Where `refund` stands at `now`.
    pub fn standing(&self, refund: &Refund, now: SystemTime) -> Standing {
        let done = refund.initiated + self.delay;
        if now >= done {
            Standing {
                status: "refunded",
                refunded_on: times::gateway_time(done),
            }
        } else {
            Standing {
                status: "processing",
                refunded_on: String::new(),
            }
        }
    }

    fn refunded(&self, bank_tran_id: &str) -> u64 {
        self.by_ref_id
            .values()
            .filter(|refund| refund.bank_tran_id == bank_tran_id)
            .map(|refund| refund.poisha)
            .sum()
    }
}

impl Book {
    /// Refunds part or all of what is left of a paid attempt; the same
    /// refund_trans_id asked again for the same payment and amount answers
    /// the refund already made.
    pub fn refund(&mut self, asked: Asked<'_>, now: SystemTime) -> Result<Refund, Refused> {
        if let Some(ref_id) = self.refunds.by_trans_id.get(asked.refund_trans_id) {
            let existing = self.refunds.by_ref_id.get(ref_id).cloned();
            return match existing {
                Some(refund) if refund.bank_tran_id == asked.bank_tran_id && refund.poisha == asked.poisha => {
                    Ok(refund)
                }
                _ => Err(Refused::new("Duplicate refund_trans_id", "")),
            };
        }
        let attempt = self
            .by_bank_tran_id(asked.bank_tran_id)
            .ok_or_else(|| Refused::new("Invalid bank_tran_id", ""))?;
        let tran_id = attempt.tran_id.clone();
        if attempt.outcome != Outcome::Valid {
            let reason = format!(
                "The transaction is {}: only a VALID or VALIDATED one can be refunded",
                attempt.outcome.word()
            );
            return Err(Refused::new(reason, &tran_id));
        }
        let left = attempt.poisha.saturating_sub(self.refunds.refunded(asked.bank_tran_id));
        if asked.poisha > left {
            let reason = format!(
                "refund_amount is more than what is left of the payment ({})",
                money::format(left)
            );
            return Err(Refused::new(reason, &tran_id));
        }
        let mut ref_id = ids::refund_ref_id();
        while self.refunds.by_ref_id.contains_key(&ref_id) {
            ref_id = ids::refund_ref_id();
        }
        let refund = Refund {
            ref_id: ref_id.clone(),
            bank_tran_id: asked.bank_tran_id.to_owned(),
            tran_id,
            poisha: asked.poisha,
            initiated: now,
        };
        self.refunds
            .by_trans_id
            .insert(asked.refund_trans_id.to_owned(), ref_id.clone());
        self.refunds.by_ref_id.insert(ref_id, refund.clone());
        Ok(refund)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refund_is_processing_until_the_delay_has_passed() {
        let refunds = Refunds::new(Duration::from_secs(5));
        let initiated = SystemTime::UNIX_EPOCH + Duration::from_secs(1_721_914_517);
        let refund = Refund {
            ref_id: "r".into(),
            bank_tran_id: "b".into(),
            tran_id: "T".into(),
            poisha: 100,
            initiated,
        };
        let early = refunds.standing(&refund, initiated + Duration::from_millis(4_999));
        assert_eq!((early.status, early.refunded_on.as_str()), ("processing", ""));
        let later = refunds.standing(&refund, initiated + Duration::from_secs(60));
        assert_eq!(
            (later.status, later.refunded_on.as_str()),
            ("refunded", "2024-07-25 19:35:22")
        );
    }
}
