//! A paid advance once its checkout's orders are all final (delivered,
//! cancelled or returned): the part no delivery took (all of it when
//! nothing was delivered) goes back to the wallet that paid it, through the
//! late-payment refund (its retries, its doubts and its place in "needs
//! attention"), and the advance closes.

use super::BATCH;
use crate::{
    documents::{
        checkout::{CheckoutDocument, PaymentRecord},
        order::OrderDocument,
        provider_payment::LatePayment,
    },
    failure::Failure,
    repository::Repositories,
};
use mongodb::bson::DateTime;
use shop_core::{Money, OrderStatus, parcel::advance::less_advance};

/// Closes each paid advance whose orders are all final, handing what no
/// delivery took to the refund job; answers how many it closed. Safe on
/// every instance: the refund is recorded once per provider payment, and
/// the advance closed once.
pub async fn give_back_ended(repositories: &Repositories, now: DateTime) -> Result<usize, Failure> {
    let mut closed = 0;
    for checkout in repositories.orders.paid_advances(BATCH).await? {
        let orders = repositories.orders.orders_of(&checkout).await?;
        let final_ = |o: &OrderDocument| {
            matches!(
                o.order_status_type,
                OrderStatus::Delivered | OrderStatus::Cancelled | OrderStatus::Returned
            )
        };
        let Some(advance) = checkout.advance.as_ref().filter(|_| orders.iter().all(final_)) else {
            continue;
        };
        let owed = owed_back(&checkout, &orders, Money::from_poisha(advance.amount))?;
        if owed > Money::ZERO {
            record_refund(repositories, &checkout, owed, now).await?;
        }
        let id = checkout.id;
        let done = repositories
            .atomically(|mut tx| async move {
                let done = repositories.orders.close_advance_in(&mut tx, id, now).await;
                (tx, done)
            })
            .await?;
        closed += usize::from(done);
    }
    Ok(closed)
}

/// What the delivered orders did not take of `advance`: their totals and
/// the delivery fee (once, with the first delivered) count against it.
fn owed_back(checkout: &CheckoutDocument, orders: &[OrderDocument], advance: Money) -> Result<Money, Failure> {
    let delivered: Vec<Money> = orders
        .iter()
        .filter(|o| o.order_status_type == OrderStatus::Delivered)
        .map(|o| Money::from_poisha(o.total))
        .collect();
    let due = if delivered.is_empty() {
        Money::ZERO
    } else {
        Money::checked_sum(delivered)
            .and_then(|sum| sum.checked_add(Money::from_poisha(checkout.delivery_fee)))
            .map_err(shop_core::Error::from)?
    };
    Ok(less_advance(due, advance).1)
}

/// Records `amount` of the advance's provider payment as owed back.
async fn record_refund(
    repositories: &Repositories,
    checkout: &CheckoutDocument,
    amount: Money,
    now: DateTime,
) -> Result<(), Failure> {
    let Some((payment_id, trx_id)) = checkout.payment.as_ref().and_then(PaymentRecord::taken) else {
        return Ok(());
    };
    let late = LatePayment {
        trx_id,
        amount: amount.poisha(),
        found_at: now,
        refund_started_at: None,
        refund_unclear: false,
        failed_tries: 0,
        problem: Some("An advance no delivery took (its orders cancelled or returned); refunding".into()),
        refund_trx_id: None,
        refunded_at: None,
    };
    repositories.provider_payments.record_late(&payment_id, &late).await?;
    Ok(())
}
