//! Refunds of paid attempts: partial ones up to what was paid, idempotent
//! by the store's refund_trans_id, "processing" until the refund delay has
//! passed and "refunded" after.

use crate::times;
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
    pub(crate) fn new(reason: impl Into<String>, tran_id: &str) -> Self {
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
    pub(crate) by_ref_id: HashMap<String, Refund>,
    /// refund_trans_id -> refund_ref_id.
    pub(crate) by_trans_id: HashMap<String, String>,
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

    pub(crate) fn refunded(&self, bank_tran_id: &str) -> u64 {
        self.by_ref_id
            .values()
            .filter(|refund| refund.bank_tran_id == bank_tran_id)
            .map(|refund| refund.poisha)
            .sum()
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
