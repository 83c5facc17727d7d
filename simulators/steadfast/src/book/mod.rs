//! The merchant's account at the courier, in memory: its consignments, the
//! payouts made to it and its return requests. Every change happens here,
//! under the state's one lock.

mod consignment;
mod moves;
mod payouts;
mod returns;

pub use consignment::{Consignment, Order};
pub use moves::{MoveError, Step};
pub use payouts::Payment;
pub use returns::{ReturnRequest, ReturnStatus};

use rand::Rng;
use std::{collections::HashSet, time::Duration};

/// The first consignment id the simulator gives (a real one's size).
const FIRST_CONSIGNMENT_ID: u64 = 1_424_107;

/// Everything that changes.
#[derive(Debug, Default)]
pub struct Book {
    /// Oldest first.
    pub consignments: Vec<Consignment>,
    /// Oldest first.
    pub payments: Vec<Payment>,
    /// Oldest first.
    pub returns: Vec<ReturnRequest>,
    /// How long the next single create_order's answer is held back, when a
    /// test asked for it to be lost.
    pub lose_next_answer: Option<Duration>,
    tracking_codes: HashSet<String>,
}

impl Book {
    /// Whether `invoice` is already one of the merchant's consignments.
    pub fn has_invoice(&self, invoice: &str) -> bool {
        self.consignments.iter().any(|c| c.order.invoice == invoice)
    }

    /// Books a validated order `at` (seconds since the epoch): a new
    /// consignment in review.
    pub fn create(&mut self, order: Order, at: i64) -> &Consignment {
        let id = self
            .consignments
            .last()
            .map_or(FIRST_CONSIGNMENT_ID, |last| last.id + 1);
        let tracking_code = self.new_tracking_code();
        let index = self.consignments.len();
        self.consignments.push(Consignment::new(id, tracking_code, order, at));
        &self.consignments[index]
    }

    pub fn find(&self, id: u64) -> Option<&Consignment> {
        self.consignments.iter().find(|c| c.id == id)
    }

    pub fn find_mut(&mut self, id: u64) -> Option<&mut Consignment> {
        self.consignments.iter_mut().find(|c| c.id == id)
    }

    pub fn by_invoice(&self, invoice: &str) -> Option<&Consignment> {
        self.consignments.iter().find(|c| c.order.invoice == invoice)
    }

    pub fn by_tracking_code(&self, code: &str) -> Option<&Consignment> {
        self.consignments
            .iter()
            .find(|c| c.tracking_code.eq_ignore_ascii_case(code))
    }

    /// Eight random upper-case hex digits no other consignment has.
    fn new_tracking_code(&mut self) -> String {
        let mut rng = rand::rng();
        loop {
            let code = format!("{:08X}", rng.random::<u32>());
            if self.tracking_codes.insert(code.clone()) {
                return code;
            }
        }
    }
}

#[cfg(test)]
mod tests;
