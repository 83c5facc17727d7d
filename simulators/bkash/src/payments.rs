//! Every payment, and the moves between stages: the shopper's page,
//! execute and refunds.

use crate::{
    codes::Code,
    ids,
    payment::{Callback, Order, Payment, Refund, Settlement, Stage},
    times, wallets,
};
use std::{collections::HashMap, time::SystemTime};

/// What the shopper did on bKash's page.
#[derive(Debug, Clone, Copy)]
pub enum Choice<'a> {
    Confirm {
        wallet: &'a str,
        otp: &'a str,
        pin: &'a str,
    },
    Cancel,
}

/// A refund as the merchant asked for it: the amount as sent and in poisha.
#[derive(Debug, Clone, Copy)]
pub struct RefundAsked<'a> {
    pub amount: &'a str,
    pub poisha: u64,
    pub sku: &'a str,
    pub reason: &'a str,
}

/// Why the page did not take the shopper's choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PageRefusal {
    UnknownPayment,
    /// The payment is past its page (authorised, failed, cancelled or paid).
    NotAwaiting,
    UnknownWallet,
    WrongOtp,
    WrongPin,
}

/// All payments since the simulator started.
#[derive(Debug, Default)]
pub struct Payments {
    by_id: HashMap<String, Payment>,
}

impl Payments {
    /// A new `Initiated` payment.
    pub fn create(&mut self, order: Order, poisha: u64, now: SystemTime) -> &Payment {
        let mut id = ids::payment_id(times::epoch_millis(now));
        while self.by_id.contains_key(&id) {
            id = ids::payment_id(times::epoch_millis(now));
        }
        let payment = Payment {
            id: id.clone(),
            order,
            poisha,
            created_at: times::bkash_time(now),
            signature: ids::signature(),
            wallet: None,
            verified: false,
            stage: Stage::Initiated,
        };
        self.by_id.entry(id).or_insert(payment)
    }

    pub fn find(&self, id: &str) -> Option<&Payment> {
        self.by_id.get(id)
    }

    /// Applies the shopper's choice and tells which callback the browser goes to.
    pub fn choose(&mut self, id: &str, choice: Choice) -> Result<(Callback, &Payment), PageRefusal> {
        let payment = self.by_id.get_mut(id).ok_or(PageRefusal::UnknownPayment)?;
        if !matches!(payment.stage, Stage::Initiated) {
            return Err(PageRefusal::NotAwaiting);
        }
        let callback = match choice {
            Choice::Cancel => {
                payment.stage = Stage::Cancelled;
                Callback::Cancel
            }
            Choice::Confirm { wallet, otp, pin } => {
                let behaviour = wallets::lookup(wallet).ok_or(PageRefusal::UnknownWallet)?;
                if otp != wallets::OTP {
                    return Err(PageRefusal::WrongOtp);
                }
                if pin != wallets::PIN {
                    return Err(PageRefusal::WrongPin);
                }
                payment.wallet = Some(wallet.to_owned());
                if behaviour == wallets::Behaviour::DebitBlocked {
                    payment.stage = Stage::Declined(Code::DebitBlocked);
                    Callback::Failure
                } else {
                    // An insufficient balance only shows at execute, as in the sandbox.
                    payment.verified = true;
                    payment.stage = Stage::Authorized;
                    Callback::Success
                }
            }
        };
        Ok((callback, payment))
    }

    /// Moves the money of an authorised payment.
    pub fn execute(&mut self, id: &str, now: SystemTime) -> Result<(&Payment, &Settlement), Code> {
        let payment = self.by_id.get_mut(id).ok_or(Code::InvalidPaymentId)?;
        match payment.stage {
            Stage::Initiated | Stage::Cancelled => return Err(Code::InvalidPaymentState),
            Stage::Completed(_) | Stage::Failed => return Err(Code::AlreadyExecuted),
            Stage::Declined(code) => {
                payment.stage = Stage::Failed;
                return Err(code);
            }
            Stage::Authorized => {}
        }
        let behaviour = payment.wallet.as_deref().and_then(wallets::lookup);
        if let Some(code) = behaviour.and_then(wallets::Behaviour::refusal) {
            payment.stage = Stage::Failed;
            return Err(code);
        }
        payment.stage = Stage::Completed(Settlement {
            trx_id: ids::trx_id(),
            executed_at: times::bkash_time(now),
            refunds: Vec::new(),
        });
        let payment = &*payment;
        let Stage::Completed(settlement) = &payment.stage else {
            unreachable!("the payment was completed just above");
        };
        Ok((payment, settlement))
    }

    /// Refunds part or all of what is left of a completed payment. Answers
    /// the original trxID and the new refund.
    pub fn refund(
        &mut self,
        id: &str,
        trx_id: &str,
        asked: &RefundAsked,
        now: SystemTime,
    ) -> Result<(String, Refund), Code> {
        let poisha = asked.poisha;
        let payment = self.by_id.get_mut(id).ok_or(Code::InvalidPaymentId)?;
        let total = payment.poisha;
        let Stage::Completed(settlement) = &mut payment.stage else {
            return Err(Code::InvalidPaymentState);
        };
        if settlement.trx_id != trx_id {
            return Err(Code::RefundUnknownTransaction);
        }
        let refunded: u64 = settlement.refunds.iter().map(|refund| refund.poisha).sum();
        let left = total.saturating_sub(refunded);
        if left == 0 {
            return Err(Code::AlreadyRefunded);
        }
        if poisha > left {
            return Err(Code::RefundAboveOriginal);
        }
        let refund = Refund {
            trx_id: ids::trx_id(),
            amount: asked.amount.to_owned(),
            poisha,
            completed_at: times::bkash_time(now),
            sku: asked.sku.to_owned(),
            reason: asked.reason.to_owned(),
        };
        settlement.refunds.push(refund.clone());
        Ok((settlement.trx_id.clone(), refund))
    }

    /// The completed payment `trx_id` of payment `id`, with its refunds (v2 refund status).
    pub fn settled(&self, id: &str, trx_id: &str) -> Result<(&Payment, &Settlement), Code> {
        let payment = self.by_id.get(id).ok_or(Code::InvalidPaymentId)?;
        let settlement = payment
            .settlement()
            .filter(|settlement| settlement.trx_id == trx_id)
            .ok_or(Code::TransactionNotFound)?;
        Ok((payment, settlement))
    }

    /// The last refund of a completed payment (refund status).
    pub fn last_refund(&self, id: &str, trx_id: &str) -> Result<(String, Refund), Code> {
        let payment = self.by_id.get(id).ok_or(Code::InvalidPaymentId)?;
        let settlement = payment
            .settlement()
            .filter(|settlement| settlement.trx_id == trx_id)
            .ok_or(Code::TransactionNotFound)?;
        let refund = settlement.refunds.last().ok_or(Code::TransactionNotFound)?;
        Ok((settlement.trx_id.clone(), refund.clone()))
    }
}
