//! The poll job's use case: consignments nothing was heard of for a while
//! are asked about. A booking whose answer is still out is looked up by its
//! invoice, and sent again only when the courier does not have it; a parcel
//! on its way takes the courier's status as news (a webhook that never came).

use super::{ShippingDesk, booking, news::take_news};
use crate::{
    couriers::{CourierError, CourierNews},
    documents::consignment::BookingState,
    failure::Failure,
    repository::Repositories,
};
use mongodb::bson::DateTime;
use shop_core::{Money, parcel::ParcelOutcome};

/// Consignments asked about in one round, at most.
const ROUND: i64 = 50;

/// Asks the courier about the consignments nothing was heard of for the
/// desk's `quiet_for`; answers how many it asked about.
pub async fn check_unsettled(
    repositories: &Repositories,
    desk: &ShippingDesk,
    now: DateTime,
) -> Result<usize, Failure> {
    let Ok(courier) = desk.courier() else {
        return Ok(0);
    };
    let quiet = i64::try_from(desk.quiet_for.as_millis()).unwrap_or(i64::MAX);
    let before = DateTime::from_millis(now.timestamp_millis().saturating_sub(quiet));
    let due = repositories.consignments.unsettled(before, ROUND).await?;
    for consignment in &due {
        repositories.consignments.mark_checked(consignment.id, now).await?;
        let Ok(status) = courier.status_of(&consignment.invoice).await else {
            continue;
        };
        match (consignment.state, status) {
            (BookingState::Booking, None) => {
                let answer = courier.book(&booking::request_of(consignment)).await;
                booking::record(repositories, desk, consignment.clone(), answer)
                    .await
                    .ok();
            }
            (BookingState::Booking, Some(_)) => {
                let found = Err(CourierError::Unclear("found by its invoice".into()));
                booking::record(repositories, desk, consignment.clone(), found)
                    .await
                    .ok();
            }
            (BookingState::Booked, Some(status)) => {
                // No webhook said what was collected: a delivered parcel collected what it was sent with.
                let collected = match status.outcome() {
                    Some(ParcelOutcome::Delivered) => Money::from_poisha(consignment.cash_to_collect),
                    _ => Money::ZERO,
                };
                let news = CourierNews::Status {
                    consignment_id: consignment.consignment_id.clone().unwrap_or_default(),
                    invoice: consignment.invoice.clone(),
                    status,
                    collected,
                    charge: Money::ZERO,
                    amounts_known: false,
                    message: String::new(),
                    at_ms: now.timestamp_millis(),
                };
                take_news(repositories, desk, &news).await.ok();
            }
            _ => {}
        }
    }
    Ok(due.len())
}
