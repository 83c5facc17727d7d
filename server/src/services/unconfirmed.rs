//! A cash-on-delivery order the shop has not confirmed within
//! `CASH_CONFIRM_HOURS` (48 by default, the hand-over time the guidelines
//! give) is cancelled: its phones go back on sale, waiting shoppers are
//! told, the customer gets the cancellation e-mail, and a coupon comes back
//! with the checkout's last order. Every instance runs the pass; an order
//! another instance cancelled first is refused by its state and skipped.

use crate::{
    failure::Failure,
    repository::Repositories,
    services::{orders, payments::PaymentDesk},
};
use mongodb::bson::DateTime;
use shop_core::OrderStatus;

/// Orders one pass looks at.
const BATCH: i64 = 100;

/// Cancels the unconfirmed cash orders placed before `now` less the
/// configured time; answers how many it cancelled.
pub async fn cancel_unconfirmed(
    repositories: &Repositories,
    desk: &PaymentDesk,
    now: DateTime,
) -> Result<usize, Failure> {
    let within = i64::try_from(desk.settings().cash_confirm_within.as_millis()).unwrap_or(i64::MAX);
    let placed_before = DateTime::from_millis(now.timestamp_millis().saturating_sub(within));
    let mut cancelled = 0;
    for order in repositories.orders.unconfirmed_cash(placed_before, BATCH).await? {
        match orders::change_status(repositories, desk, order.id, None, OrderStatus::Cancelled, &[]).await {
            Ok(_) => cancelled += 1,
            // Confirmed or cancelled meanwhile, here or on another instance.
            Err(Failure::Conflict(_) | Failure::NotFound(_)) => {}
            Err(error) => tracing::warn!(?error, order = %order.id, "cancelling an unconfirmed cash order failed"),
        }
    }
    Ok(cancelled)
}
