//! A refund of a paid attempt, asked of the book: what is left of the
//! payment bounds it, and a repeated refund_trans_id answers the refund
//! already made (the refunds themselves are kept in [`crate::refunds`]).

use super::Book;
use crate::{
    attempt::Outcome,
    ids, money,
    refunds::{Asked, Refund, Refused},
};
use std::time::SystemTime;

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
