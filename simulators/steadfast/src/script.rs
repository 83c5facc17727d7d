//! The scripted mode (`--scripted`): the courier moves every parcel on its
//! own, one step every `--step-ms`, so the shop's tracking runs with no one
//! at the merchant page.
//!
//! Each step moves every parcel not yet final one step along:
//!
//! 1. `in_review` → `pending`, "Picked up from the merchant.";
//! 2. `pending` → `pending`, "Out for delivery." (a held parcel goes out again);
//! 3. → `delivered_approval_pending`, or, for a recipient phone ending in
//!    `9`, refused: → `cancelled`;
//! 4. → `delivered` (approved); any other approval-pending status is approved too.
//!
//! After moving them, it pays out when a final parcel is unpaid, the
//! balance is not below zero and the last payout was at least 3 steps ago. Its delivery_status webhooks are
//! doubled and reordered now and then (see the webhook shuffle).

use crate::{
    book::{Consignment, Step},
    state::State,
    status::Status,
    times,
};
use actix_web::web;
use std::time::Duration;

/// Steps between two payouts, at least.
const PAYOUT_EVERY: u64 = 3;

/// Runs the script until the process ends.
pub async fn run(state: web::Data<State>, step: Duration) {
    let mut ticks = tokio::time::interval(step);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    // The first tick is immediate: the first step comes one interval after start.
    ticks.tick().await;
    let (mut count, mut last_payout) = (0_u64, 0_u64);
    loop {
        ticks.tick().await;
        count += 1;
        let now = times::now();
        let mut book = state.book();
        let moves: Vec<(u64, Step)> = book
            .consignments
            .iter()
            .filter_map(|consignment| next_step(consignment).map(|step| (consignment.id, step)))
            .collect();
        for (id, step) in moves {
            if let Ok(webhooks) = book.advance(id, step, None, now) {
                state.notifier.send(webhooks);
            }
        }
        if count - last_payout >= PAYOUT_EVERY && book.pay_out(now).is_ok() {
            last_payout = count;
        }
    }
}

/// The script's next step for a parcel; `None` when it is final.
pub fn next_step(consignment: &Consignment) -> Option<Step> {
    let refuses = consignment.order.recipient_phone.ends_with('9');
    match consignment.status {
        Status::InReview => Some(Step::PickedUp),
        Status::Hold => Some(Step::OutForDelivery),
        Status::Pending | Status::Unknown if consignment.last_step != Some(Step::OutForDelivery) => {
            Some(Step::OutForDelivery)
        }
        Status::Pending | Status::Unknown if refuses => Some(Step::Refused),
        Status::Pending | Status::Unknown => Some(Step::DeliveredPendingApproval),
        status if status.approved().is_some() => Some(Step::Approve),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::book::{Book, Order};

    fn walk(phone: &str) -> Vec<&'static str> {
        let mut book = Book::default();
        let order = Order {
            invoice: "A-1".into(),
            recipient_name: "Rahim".into(),
            recipient_phone: phone.into(),
            alternative_phone: None,
            recipient_email: None,
            recipient_address: "Dhaka".into(),
            cod: 100_000,
            note: None,
            item_description: None,
            delivery_type: 0,
        };
        let id = book.create(order, 0).id;
        let mut statuses = Vec::new();
        while let Some(step) = book.find(id).and_then(next_step) {
            assert!(book.advance(id, step, None, 0).is_ok(), "{step:?}");
            statuses.extend(book.find(id).map(|c| c.status.word()));
        }
        statuses
    }

    #[test]
    fn a_parcel_is_picked_up_sent_out_delivered_and_approved() {
        assert_eq!(
            walk("01712345678"),
            ["pending", "pending", "delivered_approval_pending", "delivered"]
        );
    }

    #[test]
    fn a_parcel_to_a_number_ending_in_9_is_refused() {
        assert_eq!(walk("01712345679"), ["pending", "pending", "cancelled"]);
    }
}
