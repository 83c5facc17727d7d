//! The guidelines' clocks over the shop's open work (core
//! `parcel::clocks`): paid or confirmed orders not handed to the courier in
//! 48 hours, orders not delivered in 5 or 10 days by zone, refunds owed for
//! more than 10 days, each with how late it is; and the customer told, once
//! per order, that a hand-over or delivery runs late.

use crate::{
    documents::order::OrderDocument,
    failure::Failure,
    mail::parcel_mail::ParcelEvent,
    repository::{Repositories, RepositoryError},
    services::order_mail,
    sms::texts::OrderNews,
};
use mongodb::bson::DateTime;
use shop_core::{DeliveryZone, OrderStatus, PaymentStatus, parcel::clocks::Clock};

/// Orders each clock reads at most.
const READ: i64 = 200;

/// One promise the shop has not kept yet.
#[derive(Debug, Clone)]
pub struct Late {
    pub clock: Clock,
    pub order: OrderDocument,
    /// When its clock started.
    pub started: DateTime,
    pub late_by_ms: i64,
}

/// Every clock run out at `now`, the latest first.
pub async fn late_work(repositories: &Repositories, now: DateTime) -> Result<Vec<Late>, RepositoryError> {
    let at = now.timestamp_millis();
    let before = |clock: Clock| DateTime::from_millis(at.saturating_sub(clock.allowed_ms()));
    let (undelivered, owing) = futures_util::try_join!(
        repositories.orders.undelivered(before(Clock::HandOver), READ),
        repositories.orders.owing_refunds(before(Clock::Refund), READ),
    )?;
    let mut late = Vec::new();
    for order in undelivered {
        let Some(started) = dispatch_clock_start(&order) else {
            continue;
        };
        let zone = order.delivery_zone.unwrap_or(DeliveryZone::OutsideDhaka);
        let mut clocks = vec![Clock::Delivery(zone)];
        if order.order_status_type != OrderStatus::Shipped {
            clocks.push(Clock::HandOver);
        }
        for clock in clocks {
            if let Some(late_by_ms) = clock.late_by_ms(started.timestamp_millis(), None, at) {
                late.push(Late {
                    clock,
                    order: order.clone(),
                    started,
                    late_by_ms,
                });
            }
        }
    }
    for order in owing {
        // Owed since the order was cancelled or came back: its last step.
        let Some(started) = order.status_history.last().map(|step| step.at) else {
            continue;
        };
        if let Some(late_by_ms) = Clock::Refund.late_by_ms(started.timestamp_millis(), None, at) {
            late.push(Late {
                clock: Clock::Refund,
                order,
                started,
                late_by_ms,
            });
        }
    }
    late.sort_by_key(|late| std::cmp::Reverse(late.late_by_ms));
    Ok(late)
}

/// How long after a promise broke its customer is still told: not about
/// promises missed long before (orders from before the clocks, or imported).
pub const TELL_WITHIN_MS: i64 = 3 * 24 * 3_600_000;

/// Tells each customer whose order passed its hand-over or delivery clock
/// in the last [`TELL_WITHIN_MS`], once per order, by e-mail and by SMS in
/// their language, that it runs late; answers how many were told now.
pub async fn tell_delays(repositories: &Repositories, public_url: &str, now: DateTime) -> Result<usize, Failure> {
    let mut told = 0;
    for late in late_work(repositories, now).await? {
        if late.clock == Clock::Refund || late.late_by_ms > TELL_WITHIN_MS {
            continue;
        }
        // The e-mail and the SMS are queued together: either one found means told.
        let id = late.order.id.to_hex();
        let mut told_before = false;
        for kind in [ParcelEvent::Late.kind(), OrderNews::Late.kind()] {
            told_before |= repositories
                .outbox
                .find_by_dedupe_key(&format!("{kind}:{id}"))
                .await?
                .is_some();
        }
        if told_before {
            continue;
        }
        let customer = order_mail::told(repositories, late.order.customer_id, public_url).await?;
        let messages = &customer.of_parcel(&late.order, ParcelEvent::Late);
        if messages.is_empty() {
            continue;
        }
        let queued = repositories
            .atomically(|mut tx| async move {
                let mut queued = false;
                for message in messages {
                    match repositories.outbox.enqueue_in(&mut tx, message).await {
                        Ok(new) => queued |= new,
                        Err(error) => return (tx, Err(error)),
                    }
                }
                (tx, Ok(queued))
            })
            .await?;
        told += usize::from(queued);
    }
    Ok(told)
}

/// When an order's hand-over and delivery clocks start: its confirmation
/// for cash on delivery (none before it), its placing for one paid ahead
/// (paid within the payment window).
fn dispatch_clock_start(order: &OrderDocument) -> Option<DateTime> {
    if order.payment_status == PaymentStatus::DueOnDelivery {
        order
            .status_history
            .iter()
            .find(|step| step.status == OrderStatus::Confirmed)
            .map(|step| step.at)
    } else {
        Some(order.created_at)
    }
}
