//! Refunding a cancelled paid order through the provider that took the money.

use crate::{
    documents::order::{OrderDocument, RefundRecord},
    error::ApiError,
    repository::Repositories,
    services::payments::PaymentDesk,
};
use mongodb::bson::{DateTime, oid::ObjectId};
use shop_core::{
    Money, OrderStatus, PaymentEvent,
    payment::{OtherOrders, refund_due},
};

/// Gives a cancelled paid order's money back: its total, and the delivery fee
/// when nothing else of its checkout will be delivered (once per checkout).
pub async fn refund(
    repositories: &Repositories,
    desk: &PaymentDesk,
    order_id: ObjectId,
) -> Result<OrderDocument, ApiError> {
    let order = repositories
        .orders
        .find(order_id, None)
        .await?
        .ok_or_else(|| ApiError::NotFound("Order not found".into()))?;
    let refunded = order.state().settle(PaymentEvent::Refunded).map_err(|_| {
        ApiError::Conflict(format!(
            "This order owes no refund (payment: {})",
            order.payment_status.label()
        ))
    })?;
    let checkout = repositories
        .orders
        .checkout_of(order.checkout_id, None)
        .await?
        .ok_or_else(|| ApiError::internal("refunding an order", "its checkout is missing"))?;
    let paid = checkout.payment.as_ref();
    let (Some(provider_payment), Some(trx_id)) = (
        paid.and_then(|p| p.provider.as_ref()),
        paid.and_then(|p| p.trx_id.as_ref()),
    ) else {
        return Err(ApiError::Conflict(
            "This order was not paid through a provider; refund it by hand".into(),
        ));
    };
    let others = repositories.orders.orders_of(&checkout).await?;
    let others: Vec<&OrderDocument> = others.iter().filter(|o| o.id != order.id).collect();
    let others = OtherOrders {
        all_cancelled: others.iter().all(|o| o.order_status_type == OrderStatus::Cancelled),
        fee_returned: others
            .iter()
            .any(|o| o.refund.as_ref().is_some_and(|r| r.delivery_fee_included)),
    };
    let (amount, with_fee) = refund_due(
        Money::from_poisha(order.total),
        Money::from_poisha(order.delivery_fee),
        others,
    )?;

    let now = DateTime::now();
    if repositories.orders.claim_refund(order.id, now).await?.is_none() {
        return Err(ApiError::Conflict(
            "A refund of this order is already being made".into(),
        ));
    }
    let provider = desk.provider()?;
    let made = provider
        .refund(&provider_payment.payment_id, trx_id, amount, "Order cancelled")
        .await;
    let made = match made {
        Ok(made) => made,
        Err(error) => {
            tracing::warn!(%error, order = %order.id, "the provider did not refund");
            repositories.orders.release_refund(order.id).await?;
            return Err(ApiError::Upstream(
                "The refund could not be made right now; please try again in a minute".into(),
            ));
        }
    };
    let record = RefundRecord {
        trx_id: made.refund_trx_id,
        amount: made.amount.poisha(),
        delivery_fee_included: with_fee,
        at: DateTime::now(),
    };
    repositories
        .orders
        .record_refund(order.id, &record, refunded.payment)
        .await?
        .ok_or_else(|| ApiError::internal("recording a refund", "the order moved meanwhile"))
}
