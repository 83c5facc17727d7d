//! An advance paid ahead of a cash-on-delivery parcel that no delivery took:
//! once every order of its checkout ended cancelled or returned, the advance
//! goes back to the wallet that paid it, through the late-payment refund
//! (its retries, its doubts and its place in "needs attention").

use super::BATCH;
use crate::{documents::provider_payment::LatePayment, failure::Failure, repository::Repositories};
use mongodb::bson::DateTime;
use shop_core::OrderStatus;

/// Hands each paid advance whose orders all ended undelivered to the refund
/// job; answers how many. Safe on every instance: the refund is recorded
/// once per provider payment, and the advance marked once.
pub async fn give_back_ended(repositories: &Repositories, now: DateTime) -> Result<usize, Failure> {
    let mut handed = 0;
    for checkout in repositories.orders.paid_advances(BATCH).await? {
        let orders = repositories.orders.orders_of(&checkout).await?;
        let ended = orders
            .iter()
            .all(|order| matches!(order.order_status_type, OrderStatus::Cancelled | OrderStatus::Returned));
        let (Some(payment), Some(advance)) = (&checkout.payment, &checkout.advance) else {
            continue;
        };
        let paid_with = payment
            .paid_with
            .clone()
            .or_else(|| payment.provider.as_ref().map(|p| p.payment_id.clone()));
        let (true, Some(payment_id), Some(trx_id)) = (ended, paid_with, payment.trx_id.clone()) else {
            continue;
        };
        let late = LatePayment {
            trx_id,
            amount: advance.amount,
            found_at: now,
            refund_started_at: None,
            refund_unclear: false,
            failed_tries: 0,
            problem: Some("An advance whose orders were all cancelled or returned; refunding".into()),
            refund_trx_id: None,
            refunded_at: None,
        };
        repositories.provider_payments.record_late(&payment_id, &late).await?;
        let id = checkout.id;
        let closed = repositories
            .atomically(|mut tx| async move {
                let closed = repositories.orders.close_advance_in(&mut tx, id, now).await;
                (tx, closed)
            })
            .await?;
        handed += usize::from(closed);
    }
    Ok(handed)
}
