//! The merchant's money: its balance (the cash of final parcels not yet paid
//! out, less their charges; a returned parcel only costs its delivery
//! charge) and the payouts that pay it.
//!
//! A payout takes every final parcel not yet paid; its amount is what they
//! collected less their charges. None is made while that is below zero
//! (returns costing more than the cash collected): those parcels wait, and
//! their charges come off the next payout, as a courier carries a debt.

use super::Book;
use crate::{money::taka, times};
use serde_json::{Value, json};
use std::fmt;

/// Why no payout was made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoPayout {
    /// No final parcel is unpaid.
    NothingUnpaid,
    /// The unpaid parcels cost more than they collected (the balance, in poisha).
    BalanceBelowZero(i64),
}

impl fmt::Display for NoPayout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NoPayout::NothingUnpaid => f.write_str("Nothing to pay out."),
            NoPayout::BalanceBelowZero(balance) => write!(
                f,
                "The balance is {}: it is carried into the next payout.",
                crate::money::format_tk(*balance)
            ),
        }
    }
}

/// One payout to the merchant.
#[derive(Debug, Clone)]
pub struct Payment {
    pub id: u64,
    /// In poisha.
    pub amount: i64,
    /// Seconds since the epoch.
    pub created_at: i64,
    /// The consignments it paid.
    pub consignment_ids: Vec<u64>,
}

impl Payment {
    /// As the payment list shows it.
    pub fn summary_json(&self) -> Value {
        json!({
            "id": self.id,
            "amount": taka(self.amount),
            "status": "paid",
            "created_at": times::iso(self.created_at),
            "updated_at": times::iso(self.created_at),
        })
    }
}

impl Book {
    /// The balance, in poisha (below zero when returns cost more than the
    /// cash collected).
    pub fn balance(&self) -> i64 {
        self.unpaid().map(|c| c.collected - c.charge).sum()
    }

    /// Whether a payout would pay anything.
    pub fn has_unpaid(&self) -> bool {
        self.unpaid().next().is_some()
    }

    fn unpaid(&self) -> impl Iterator<Item = &super::Consignment> {
        self.consignments
            .iter()
            .filter(|c| c.status.is_final() && c.payment_id.is_none())
    }

    /// Pays out every final parcel not yet paid, at `now`.
    pub fn pay_out(&mut self, now: i64) -> Result<&Payment, NoPayout> {
        let amount = self.balance();
        if !self.has_unpaid() {
            return Err(NoPayout::NothingUnpaid);
        }
        if amount < 0 {
            return Err(NoPayout::BalanceBelowZero(amount));
        }
        let id = self.payments.last().map_or(1, |last| last.id + 1);
        let mut consignment_ids = Vec::new();
        for consignment in &mut self.consignments {
            if consignment.status.is_final() && consignment.payment_id.is_none() {
                consignment.payment_id = Some(id);
                consignment_ids.push(consignment.id);
            }
        }
        self.payments.push(Payment {
            id,
            amount,
            created_at: now,
            consignment_ids,
        });
        self.payments.last().ok_or(NoPayout::NothingUnpaid)
    }

    pub fn payment(&self, id: u64) -> Option<&Payment> {
        self.payments.iter().find(|payment| payment.id == id)
    }

    /// One payment with the consignments it paid, as `payments/{id}` answers.
    pub fn payment_json(&self, payment: &Payment) -> Value {
        let consignments: Vec<Value> = payment
            .consignment_ids
            .iter()
            .filter_map(|id| self.find(*id))
            .map(|c| {
                json!({
                    "consignment_id": c.id,
                    "invoice": c.order.invoice,
                    "tracking_code": c.tracking_code,
                    "cod_amount": taka(c.collected),
                    "delivery_charge": taka(c.charge),
                    "status": c.status.word(),
                })
            })
            .collect();
        let mut body = payment.summary_json();
        if let Value::Object(fields) = &mut body {
            fields.insert("consignments".into(), Value::from(consignments));
        }
        body
    }
}
