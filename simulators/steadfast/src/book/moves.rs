//! Moving a parcel: the steps a person (the merchant page), a test or the
//! script takes it through, what each does to its status, cash and charge,
//! and the webhooks each makes.
//!
//! Every step adds a tracking message (a `tracking_update` webhook); a step
//! that changes the status to one the callback hears of (`pending`,
//! `delivered`, `partial_delivered`, `cancelled`, `unknown`) first makes a
//! `delivery_status` webhook. A final parcel moves no more.

use super::{
    Book,
    consignment::{Change, Tracking},
};
use crate::{charges, money::format_tk, status::Status, webhook::payload};
use serde_json::Value;
use std::fmt;

/// One thing that happens to a parcel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// → pending, "Picked up from the merchant."
    PickedUp,
    /// → pending (from hold too), "Out for delivery."
    OutForDelivery,
    /// → hold.
    Hold,
    /// → delivered_approval_pending; approving it delivers.
    DeliveredPendingApproval,
    /// → delivered, straight away.
    Delivered,
    /// → partial_delivered with the cash the rider took.
    Partial,
    /// → partial_delivered_approval_pending with the cash the rider took.
    PartialPendingApproval,
    /// → cancelled: the recipient refused it; it comes back.
    Refused,
    /// → cancelled_approval_pending; approving it cancels.
    CancelledPendingApproval,
    /// → unknown.
    Unknown,
    /// → unknown_approval_pending.
    UnknownPendingApproval,
    /// An approval-pending status → its final one.
    Approve,
}

impl Step {
    pub const ALL: [Step; 12] = [
        Step::PickedUp,
        Step::OutForDelivery,
        Step::Hold,
        Step::DeliveredPendingApproval,
        Step::Delivered,
        Step::Partial,
        Step::PartialPendingApproval,
        Step::Refused,
        Step::CancelledPendingApproval,
        Step::Unknown,
        Step::UnknownPendingApproval,
        Step::Approve,
    ];

    /// The word forms and the tests' API use.
    pub const fn word(self) -> &'static str {
        match self {
            Step::PickedUp => "picked_up",
            Step::OutForDelivery => "out_for_delivery",
            Step::Hold => "hold",
            Step::DeliveredPendingApproval => "delivered_pending_approval",
            Step::Delivered => "delivered",
            Step::Partial => "partial",
            Step::PartialPendingApproval => "partial_pending_approval",
            Step::Refused => "refused",
            Step::CancelledPendingApproval => "cancelled_pending_approval",
            Step::Unknown => "unknown",
            Step::UnknownPendingApproval => "unknown_pending_approval",
            Step::Approve => "approve",
        }
    }

    pub fn parse(word: &str) -> Option<Step> {
        Step::ALL.into_iter().find(|step| step.word() == word.trim())
    }

    /// The status it takes a parcel in `from` to; `None` for an approval
    /// of a parcel awaiting none.
    fn target(self, from: Status) -> Option<Status> {
        Some(match self {
            Step::PickedUp | Step::OutForDelivery => Status::Pending,
            Step::Hold => Status::Hold,
            Step::DeliveredPendingApproval => Status::DeliveredApprovalPending,
            Step::Delivered => Status::Delivered,
            Step::Partial => Status::PartialDelivered,
            Step::PartialPendingApproval => Status::PartialDeliveredApprovalPending,
            Step::Refused => Status::Cancelled,
            Step::CancelledPendingApproval => Status::CancelledApprovalPending,
            Step::Unknown => Status::Unknown,
            Step::UnknownPendingApproval => Status::UnknownApprovalPending,
            Step::Approve => return from.approved(),
        })
    }

    /// Its tracking message; `partial`: the cash a partial delivery took.
    fn message(self, target: Status, partial: i64) -> String {
        let text = match (self, target) {
            (Step::PickedUp, _) => "Picked up from the merchant.",
            (Step::OutForDelivery, _) => "Out for delivery.",
            (Step::Hold, _) => "On hold: the recipient asked for another day.",
            (Step::DeliveredPendingApproval, _) => "Delivered to the recipient; awaiting approval.",
            (Step::CancelledPendingApproval, _) => "Cancelled; awaiting approval.",
            (Step::UnknownPendingApproval, _) => "Status unknown; awaiting approval.",
            (Step::PartialPendingApproval, _) => {
                return format!("Partly delivered: {} collected; awaiting approval.", format_tk(partial));
            }
            (Step::Refused, _) => "Refused by the recipient.",
            (_, Status::PartialDelivered) => {
                return format!(
                    "Partly delivered: {} collected; the rest comes back.",
                    format_tk(partial)
                );
            }
            (_, Status::Delivered) => "Delivered to the recipient.",
            (_, Status::Cancelled) => "Cancelled: the parcel comes back to the merchant.",
            _ => "Status unknown: ask Steadfast's support.",
        };
        text.to_owned()
    }
}

/// Why a parcel was not moved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveError {
    UnknownConsignment(u64),
    /// It is final: delivered, partly delivered or cancelled.
    Final(u64, Status),
    NothingToApprove(u64, Status),
    /// A partial delivery without the cash taken, or with more than its COD amount.
    AmountNeeded,
}

impl MoveError {
    /// The HTTP status the page and the tests' API answer it with.
    pub fn http_status(&self) -> u16 {
        match self {
            MoveError::UnknownConsignment(_) => 404,
            MoveError::Final(..) | MoveError::NothingToApprove(..) => 409,
            MoveError::AmountNeeded => 400,
        }
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::UnknownConsignment(id) => write!(f, "No consignment {id}."),
            MoveError::Final(id, status) => write!(f, "Consignment {id} is {}: it moves no more.", status.word()),
            MoveError::NothingToApprove(id, status) => {
                write!(f, "Consignment {id} is {}: nothing awaits approval.", status.word())
            }
            MoveError::AmountNeeded => {
                f.write_str("A partial delivery needs the cash collected, from 0 to its COD amount.")
            }
        }
    }
}

impl Book {
    /// Moves consignment `id` by `step` at `now` (`partial`: the cash a
    /// partial delivery took, in poisha); the webhooks it makes, in order.
    pub fn advance(&mut self, id: u64, step: Step, partial: Option<i64>, now: i64) -> Result<Vec<Value>, MoveError> {
        let consignment = self.find_mut(id).ok_or(MoveError::UnknownConsignment(id))?;
        let from = consignment.status;
        if from.is_final() {
            return Err(MoveError::Final(id, from));
        }
        let target = step.target(from).ok_or(MoveError::NothingToApprove(id, from))?;
        let cod = consignment.order.cod;
        let partial = match step {
            Step::Partial | Step::PartialPendingApproval => partial
                .filter(|amount| (0..=cod).contains(amount))
                .ok_or(MoveError::AmountNeeded)?,
            // An approval keeps the cash the partial delivery took.
            _ => consignment.partial,
        };
        consignment.partial = partial;
        let collected = charges::collected(target, cod, partial);
        let message = step.message(target, partial);
        let mut webhooks = Vec::new();
        if target != from {
            let at = consignment.stamp(now);
            consignment.status = target;
            consignment.history.push(Change { status: target, at });
            if target.is_final() {
                consignment.collected = collected;
                consignment.charge = charges::charge(target, collected, &consignment.order.recipient_address);
            }
            if target.notifies() {
                let body = payload::delivery_status(consignment, &message, at);
                consignment.last_status_webhook = Some(body.clone());
                webhooks.push(body);
            }
        }
        let at = consignment.stamp(now);
        webhooks.push(payload::tracking_update(consignment, &message, at));
        consignment.trackings.push(Tracking { message, at });
        consignment.updated_at = at;
        consignment.last_step = Some(step);
        Ok(webhooks)
    }
}
