//! Refunding a cancelled paid order through the provider that took the money.

use crate::texts;
use crate::{
    documents::order::{OrderDocument, RefundRecord},
    failure::Failure,
    payments::{ProviderError, Refund, RefundAsk},
    repository::Repositories,
    services::{
        order_mail,
        payments::{PaymentDesk, made_before, refund_lease_end, refund_lease_start},
    },
};
use mongodb::bson::{DateTime, oid::ObjectId};
use shop_core::{
    Money, OrderStatus, PaymentEvent,
    payment::{OtherOrders, refund_due},
};
use shop_core::{Text, TextDef};

/// Gives a cancelled paid order's money back: its total, and the delivery fee
/// when nothing else of its checkout will be delivered (once per checkout).
/// A try whose answer was lost leaves the order claimed; the next try (the
/// admin's, or the payment job's once the claim's lease ends) looks for the
/// refund it may have made among the payment's refunds before making one.
pub async fn refund(
    repositories: &Repositories,
    desk: &PaymentDesk,
    order_id: ObjectId,
    now: DateTime,
) -> Result<OrderDocument, Failure> {
    let order = repositories
        .orders
        .find(order_id, None)
        .await?
        .ok_or_else(|| Failure::NotFound(texts::orders::ORDER_NOT_FOUND.into()))?;
    let refunded = order.state().settle(PaymentEvent::Refunded).map_err(|_| {
        Failure::Conflict(Text::new(texts::payments::NO_REFUND_OWED).text("payment", order.payment_status.text()))
    })?;
    let checkout = repositories
        .orders
        .checkout_of(order.checkout_id, None)
        .await?
        .ok_or_else(|| Failure::internal("refunding an order", "its checkout is missing"))?;
    let others = repositories.orders.orders_of(&checkout).await?;
    let siblings: Vec<&OrderDocument> = others.iter().filter(|o| o.id != order.id).collect();
    let others = OtherOrders {
        all_cancelled: siblings.iter().all(|o| o.order_status_type == OrderStatus::Cancelled),
        // A sibling's refund in doubt that asked for the fee has it, made or not yet known.
        fee_returned: siblings.iter().any(|o| {
            o.refund.as_ref().is_some_and(|r| r.delivery_fee_included) || (o.refund_with_fee && o.refund.is_none())
        }),
    };
    let (amount, with_fee) = refund_due(
        Money::from_poisha(order.total),
        Money::from_poisha(order.delivery_fee),
        others,
    )?;
    // Nothing was paid for it (a coupon took off everything): nothing is sent to bKash.
    if amount <= Money::ZERO {
        return record(repositories, desk, &order, None, (with_fee, refunded.payment)).await;
    }
    let paid = checkout.payment.as_ref();
    let (Some(provider_payment), Some(trx_id)) = (
        paid.and_then(|p| p.provider.as_ref()),
        paid.and_then(|p| p.trx_id.as_ref()),
    ) else {
        return Err(Failure::Conflict(texts::payments::NOT_THROUGH_PROVIDER.into()));
    };

    let Some(claimed) = repositories
        .orders
        .claim_refund(
            order.id,
            now,
            refund_lease_start(desk, now),
            refund_lease_end(desk, now),
        )
        .await?
    else {
        return Err(Failure::Conflict(texts::payments::REFUND_UNDER_WAY.into()));
    };
    // What the first try asked for is what every retry asks for and looks for.
    let (amount, with_fee) = match claimed.refund_amount {
        Some(first) => (Money::from_poisha(first), claimed.refund_with_fee),
        None => {
            repositories
                .orders
                .fix_refund_terms(order.id, amount.poisha(), with_fee)
                .await?;
            (amount, with_fee)
        }
    };
    let payment_id = paid
        .and_then(|p| p.paid_with.as_deref())
        .unwrap_or(&provider_payment.payment_id);
    let provider = desk.provider_of(repositories, &checkout, payment_id).await?;
    let key = format!("o{}", order.id.to_hex());
    // An earlier try may have made it: bKash's list of the payment's refunds
    // decides before any new refund, and the claim outlasts both calls.
    let earlier = if claimed.refund_unclear {
        let tried_from = claimed.refund_tried_from.or(claimed.refund_started_at).unwrap_or(now);
        Some((repositories.returns.known_refunds(checkout.id).await?, tried_from))
    } else {
        None
    };
    let work = async {
        if let Some((known, tried_from)) = &earlier {
            let found = made_before(provider, payment_id, trx_id, amount, *tried_from, known).await;
            let asked = found.map_err(|e| ProviderError::unanswered(format!("asking for the refunds made: {e}")));
            if let Some(made) = asked? {
                return Ok(made);
            }
        }
        let ask = RefundAsk {
            payment_id,
            trx_id,
            amount,
            reason: "Order cancelled",
            key: &key,
        };
        provider.refund(&ask).await
    };
    match desk.within_budget(work).await {
        Ok(made) => record(repositories, desk, &order, Some(made), (with_fee, refunded.payment)).await,
        // Refused after a try whose answer was lost: that one may still be the refund (not
        // listed yet), so the doubt stays and the next try looks again.
        Err(error) if error.is_refusal() && earlier.is_none() => {
            tracing::warn!(%error, order = %order.id, "the provider refused the refund");
            repositories.orders.release_refund(order.id).await?;
            Err(Failure::ProviderDown(texts::payments::REFUND_FAILED.into()))
        }
        Err(error) => {
            // The refund may have been made: the claim stays, and the next try asks first.
            tracing::warn!(%error, order = %order.id, "no answer to a refund; asking before any new try");
            Err(Failure::ProviderDown(IN_DOUBT.into()))
        }
    }
}

/// What an admin is told when bKash's answer to a refund was lost.
const IN_DOUBT: TextDef = texts::payments::REFUND_IN_DOUBT;

/// Records the refund made (or that nothing was owed) with the SMS that
/// tells the customer, in one transaction.
async fn record(
    repositories: &Repositories,
    desk: &PaymentDesk,
    order: &OrderDocument,
    made: Option<Refund>,
    (with_fee, to): (bool, shop_core::PaymentStatus),
) -> Result<OrderDocument, Failure> {
    let record = &RefundRecord {
        amount: made.as_ref().map_or(0, |m| m.amount.poisha()),
        trx_id: made.map(|m| m.refund_trx_id),
        delivery_fee_included: with_fee,
        at: DateTime::now(),
    };
    let told = &order_mail::told(repositories, order.customer_id, &desk.settings().public_url).await?;
    let recorded = repositories
        .atomically(|mut tx| async move {
            let recorded = async {
                let Some(refunded) = repositories.orders.record_refund(&mut tx, order.id, record, to).await? else {
                    return Ok(None);
                };
                for message in told.of_refund(&refunded, Money::from_poisha(record.amount), true) {
                    repositories.outbox.enqueue_in(&mut tx, &message).await?;
                }
                Ok(Some(refunded))
            }
            .await;
            (tx, recorded)
        })
        .await?;
    recorded.ok_or_else(|| Failure::internal("recording a refund", "the order moved meanwhile"))
}
