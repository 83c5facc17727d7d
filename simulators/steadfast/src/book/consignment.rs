//! One consignment: the order as booked, where it stands, what happened to
//! it (status history and tracking messages, each with its moment), its
//! cash, its charge and the payout that paid it.

use super::Step;
use crate::{money::taka, status::Status, times};
use serde_json::{Value, json};

/// An order as the merchant booked it, validated.
#[derive(Debug, Clone)]
pub struct Order {
    /// The merchant's own id of it, unique among its consignments.
    pub invoice: String,
    pub recipient_name: String,
    /// 11 digits.
    pub recipient_phone: String,
    pub alternative_phone: Option<String>,
    pub recipient_email: Option<String>,
    pub recipient_address: String,
    /// Cash to collect, in poisha.
    pub cod: i64,
    pub note: Option<String>,
    pub item_description: Option<String>,
    /// 0 home delivery, 1 point delivery.
    pub delivery_type: u64,
}

/// A status it took, and when (seconds since the epoch).
#[derive(Debug, Clone)]
pub struct Change {
    pub status: Status,
    pub at: i64,
}

/// A tracking message, and when.
#[derive(Debug, Clone)]
pub struct Tracking {
    pub message: String,
    pub at: i64,
}

/// One parcel in the courier's hands.
#[derive(Debug, Clone)]
pub struct Consignment {
    pub id: u64,
    /// Eight upper-case hex digits.
    pub tracking_code: String,
    pub order: Order,
    pub status: Status,
    /// Oldest first, starting with `in_review`.
    pub history: Vec<Change>,
    /// Oldest first.
    pub trackings: Vec<Tracking>,
    /// Cash collected, in poisha (0 until final).
    pub collected: i64,
    /// The courier's charge, in poisha (0 until final).
    pub charge: i64,
    /// The cash a partial delivery took, in poisha, kept while it awaits approval.
    pub partial: i64,
    /// The payout that paid it.
    pub payment_id: Option<u64>,
    pub created_at: i64,
    pub updated_at: i64,
    /// The step it was last moved by (the script reads it).
    pub last_step: Option<Step>,
    /// Its last delivery_status webhook, for a replay.
    pub last_status_webhook: Option<Value>,
    last_stamp: i64,
}

impl Consignment {
    pub(super) fn new(id: u64, tracking_code: String, order: Order, at: i64) -> Self {
        Consignment {
            id,
            tracking_code,
            order,
            status: Status::InReview,
            history: vec![Change {
                status: Status::InReview,
                at,
            }],
            trackings: Vec::new(),
            collected: 0,
            charge: 0,
            partial: 0,
            payment_id: None,
            created_at: at,
            updated_at: at,
            last_step: None,
            last_status_webhook: None,
            last_stamp: at,
        }
    }

    /// The moment of its next event: `now`, or a second after its last one
    /// when that is not earlier, so its webhooks' `updated_at` (whole
    /// seconds) always goes forward.
    pub fn stamp(&mut self, now: i64) -> i64 {
        self.last_stamp = now.max(self.last_stamp + 1);
        self.last_stamp
    }

    /// The `consignment` of create_order's answer.
    pub fn created_json(&self) -> Value {
        json!({
            "consignment_id": self.id,
            "invoice": self.order.invoice,
            "tracking_code": self.tracking_code,
            "recipient_name": self.order.recipient_name,
            "recipient_phone": self.order.recipient_phone,
            "recipient_address": self.order.recipient_address,
            "cod_amount": taka(self.order.cod),
            "status": self.status.word(),
            "note": self.order.note,
            "created_at": times::iso(self.created_at),
            "updated_at": times::iso(self.updated_at),
        })
    }

    /// What the tests' API shows of it, amounts in taka and moments as
    /// webhooks write them.
    pub fn sim_json(&self) -> Value {
        let history: Vec<Value> = self
            .history
            .iter()
            .map(|change| json!({ "status": change.status.word(), "at": times::plain(change.at) }))
            .collect();
        let trackings: Vec<Value> = self
            .trackings
            .iter()
            .map(|tracking| json!({ "message": tracking.message, "at": times::plain(tracking.at) }))
            .collect();
        json!({
            "id": self.id,
            "invoice": self.order.invoice,
            "tracking_code": self.tracking_code,
            "recipient_name": self.order.recipient_name,
            "recipient_phone": self.order.recipient_phone,
            "alternative_phone": self.order.alternative_phone,
            "recipient_email": self.order.recipient_email,
            "recipient_address": self.order.recipient_address,
            "cod_amount": taka(self.order.cod),
            "note": self.order.note,
            "item_description": self.order.item_description,
            "delivery_type": self.order.delivery_type,
            "status": self.status.word(),
            "collected": taka(self.collected),
            "charge": taka(self.charge),
            "payment_id": self.payment_id,
            "history": history,
            "trackings": trackings,
        })
    }
}
