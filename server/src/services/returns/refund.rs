//! A received return's money, given back the way it was paid: through the
//! provider for bKash (claimed first, so a double click or a lost answer
//! never refunds twice), or recorded as a cash refund with the admin's note.

use super::{DETAILS_MAX, mail_about, not_found};
use crate::{
    config::Settings,
    documents::{
        order::OrderDocument,
        return_request::{ReturnChange, ReturnDocument, ReturnRefund},
    },
    payments::Refund,
    repository::{Repositories, ReturnMove},
    services::{Failure, payments::PaymentDesk},
    texts,
};
use mongodb::bson::{DateTime, oid::ObjectId};
use shop_core::{Money, Text, returns, returns::ReturnStatus, validation};

/// What the return gives back: what was paid for the phones (after any
/// coupon), with the delivery fee paid when the shop was at fault and no
/// other refund of the checkout gave it back.
async fn amount_due(
    repositories: &Repositories,
    request: &ReturnDocument,
    order: &OrderDocument,
) -> Result<(Money, bool), Failure> {
    let siblings = match repositories.orders.checkout_of(order.checkout_id, None).await? {
        Some(checkout) => repositories.orders.orders_of(&checkout).await?,
        None => Vec::new(),
    };
    let fee_back_already = siblings
        .iter()
        .any(|o| o.id != order.id && o.refund.as_ref().is_some_and(|r| r.delivery_fee_included))
        || repositories.returns.fee_returned(order.checkout_id, request.id).await?;
    // The checkout paid its delivery fee once: it goes back once.
    let fee = if fee_back_already {
        Money::ZERO
    } else {
        Money::from_poisha(order.delivery_fee)
    };
    let with_fee = request.reason.shop_at_fault() && fee > Money::ZERO;
    let amount = returns::refund_amount(Money::from_poisha(order.total), fee, request.reason)
        .map_err(|e| Failure::internal("pricing a return's refund", e))?;
    Ok((amount, with_fee))
}

/// Gives return `id`'s money back; `note` is required for a cash refund (how
/// and when the cash was handed over).
pub async fn refund(
    repositories: &Repositories,
    desk: &PaymentDesk,
    settings: &Settings,
    id: ObjectId,
    note: &str,
) -> Result<ReturnDocument, Failure> {
    let request = repositories.returns.find(id).await?.ok_or_else(not_found)?;
    request
        .status
        .transition(ReturnStatus::Refunded)
        .map_err(|e| Failure::Conflict(e.text()))?;
    let note = validation::optional(note, DETAILS_MAX)
        .map_err(|e| Failure::Refused(Text::new(texts::returns::NOTE_REFUSED).text("reason", e.text())))?;
    let order = repositories
        .orders
        .find(request.order_id, None)
        .await?
        .ok_or_else(|| Failure::internal("refunding a return", "its order is missing"))?;
    let (amount, with_fee) = amount_due(repositories, &request, &order).await?;
    let checkout = repositories.orders.checkout_of(order.checkout_id, None).await?;
    let paid = checkout.as_ref().and_then(|c| c.payment.as_ref());
    let through_provider = paid.and_then(|p| {
        Some((
            p.paid_with
                .clone()
                .or(p.provider.as_ref().map(|x| x.payment_id.clone()))?,
            p.trx_id.clone()?,
        ))
    });
    let made = match through_provider {
        Some((payment_id, trx_id)) => {
            Some(provider_refund(repositories, desk, &request, &payment_id, &trx_id, amount).await?)
        }
        None if note.is_empty() => return Err(Failure::Refused(texts::returns::CASH_NOTE.into())),
        None => None,
    };
    let record = ReturnRefund {
        amount: made.as_ref().map_or(amount, |m| m.amount).poisha(),
        delivery_fee_included: with_fee,
        method: if made.is_some() { "bkash" } else { "cash" }.into(),
        trx_id: made.map(|m| m.refund_trx_id),
        at: DateTime::now(),
    };
    let mails = mail_about(repositories, settings, &request, ReturnStatus::Refunded, note).await?;
    let step = ReturnMove {
        id,
        from: ReturnStatus::Received,
        change: ReturnChange {
            status: ReturnStatus::Refunded,
            at: record.at,
            note: note.to_owned(),
        },
        mails,
        restock: None,
        refund: Some(record),
    };
    repositories
        .returns
        .advance(&step)
        .await?
        .ok_or_else(|| Failure::internal("recording a return's refund", "the return moved meanwhile"))
}

/// Asks the provider to give `amount` back, once: a try whose answer was
/// lost leaves the claim, and the next try asks what was made before making one.
async fn provider_refund(
    repositories: &Repositories,
    desk: &PaymentDesk,
    request: &ReturnDocument,
    payment_id: &str,
    trx_id: &str,
    amount: Money,
) -> Result<Refund, Failure> {
    let provider = desk.provider()?;
    if request.refund_started_at.is_some() {
        match provider.last_refund(payment_id, trx_id).await {
            Ok(Some(made)) if made.amount == amount => return Ok(made),
            Ok(_) => {}
            Err(error) => {
                tracing::warn!(%error, id = %request.id, "could not ask whether a return's refund was made");
                return Err(Failure::ProviderDown(texts::payments::REFUND_IN_DOUBT.into()));
            }
        }
    } else if repositories
        .returns
        .claim_refund(request.id, DateTime::now())
        .await?
        .is_none()
    {
        return Err(Failure::Conflict(texts::payments::REFUND_UNDER_WAY.into()));
    }
    match provider.refund(payment_id, trx_id, amount, "Phone returned").await {
        Ok(made) => Ok(made),
        Err(error) if error.is_refusal() => {
            tracing::warn!(%error, id = %request.id, "the provider refused a return's refund");
            repositories.returns.release_refund(request.id).await?;
            Err(Failure::ProviderDown(texts::payments::REFUND_FAILED.into()))
        }
        Err(error) => {
            tracing::warn!(%error, id = %request.id, "no answer to a return's refund; asking before any new try");
            Err(Failure::ProviderDown(texts::payments::REFUND_IN_DOUBT.into()))
        }
    }
}
