//! A received return's money, given back the way it was paid: through the
//! provider for bKash, or recorded as a cash refund with the admin's note.
//! A bKash refund is claimed first with the amount it gives back, so a double
//! click, two admins or a lost answer never refund twice or another amount;
//! a checkout's delivery fee goes back with one return at most.

use super::{DETAILS_MAX, mail_about, not_found};
use crate::{
    documents::{
        checkout::{CheckoutDocument, PaymentRecord},
        order::OrderDocument,
        return_request::{RefundClaim, ReturnChange, ReturnDocument, ReturnRefund},
    },
    failure::Failure,
    payments::{ProviderError, Refund, RefundAsk},
    repository::{Repositories, ReturnMove},
    services::{
        order_mail,
        payments::{PaymentDesk, made_before, refund_lease_start},
    },
    texts,
};
use mongodb::bson::{DateTime, oid::ObjectId};
use shop_core::{Money, Text, returns, returns::ReturnStatus, validation};

/// What the return gives back: what was paid for the phones (after any
/// coupon), with the checkout's delivery fee when the shop was at fault and
/// no other return of the checkout takes it.
async fn amount_due(
    repositories: &Repositories,
    request: &ReturnDocument,
    order: &OrderDocument,
    now: DateTime,
) -> Result<RefundClaim, Failure> {
    let fee = Money::from_poisha(order.delivery_fee);
    let with_fee = request.reason.shop_at_fault()
        && fee > Money::ZERO
        && repositories.returns.claim_fee(order.checkout_id, request.id).await?;
    let amount = returns::refund_amount(
        Money::from_poisha(order.total),
        if with_fee { fee } else { Money::ZERO },
        request.reason,
    )
    .map_err(|e| Failure::internal("pricing a return's refund", e))?;
    Ok(RefundClaim {
        amount: amount.poisha(),
        delivery_fee_included: with_fee,
        at: now,
        tried_from: Some(now),
    })
}

/// Gives return `id`'s money back; `note` is required for a cash refund (how
/// and when the cash was handed over). The payment job calls it too, for a
/// bKash refund whose try ran out of time without an answer.
pub async fn refund(
    repositories: &Repositories,
    desk: &PaymentDesk,
    id: ObjectId,
    note: &str,
    now: DateTime,
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
    let checkout = repositories.orders.checkout_of(order.checkout_id, None).await?;
    let paid = checkout.as_ref().and_then(|c| c.payment.as_ref());
    let through_provider = paid.and_then(PaymentRecord::taken);
    if through_provider.is_none() && note.is_empty() {
        return Err(Failure::Refused(texts::returns::CASH_NOTE.into()));
    }
    let claim = match &request.refund_claim {
        Some(claim) => claim.clone(),
        None => amount_due(repositories, &request, &order, now).await?,
    };
    let bkash = through_provider.is_some();
    let made = match through_provider {
        // Nothing was paid for it (a coupon took off everything): nothing is sent to bKash.
        Some(_) if claim.amount <= 0 => None,
        Some((payment_id, trx_id)) => {
            let paying = Paying {
                checkout: checkout.as_ref(),
                request: &request,
                claim: &claim,
                payment_id: &payment_id,
                trx_id: &trx_id,
            };
            Some(provider_refund(repositories, desk, &paying, now).await?)
        }
        None => None,
    };
    let record = ReturnRefund {
        amount: claim.amount,
        delivery_fee_included: claim.delivery_fee_included,
        method: match paid.filter(|_| bkash) {
            Some(payment) => payment.method.as_str(),
            None => "cash",
        }
        .into(),
        trx_id: made.map(|m| m.refund_trx_id),
        at: DateTime::now(),
    };
    let public_url = &desk.settings().public_url;
    let mut mails = mail_about(repositories, public_url, &request, ReturnStatus::Refunded, note).await?;
    // The SMS says where the money went: a cash order's is handed back, not sent to bKash.
    let told = order_mail::told(repositories, request.customer_id, public_url).await?;
    mails.extend(told.of_refund(&order, Money::from_poisha(record.amount), bkash));
    let step = ReturnMove {
        id,
        from: ReturnStatus::Received,
        change: ReturnChange {
            status: ReturnStatus::Refunded,
            at: record.at,
            note: note.to_owned(),
        },
        restock: None,
        refund: Some(record),
    };
    super::moves::advance(repositories, &step, &mails, public_url).await
}

/// A refund to ask the provider for.
struct Paying<'a> {
    checkout: Option<&'a CheckoutDocument>,
    request: &'a ReturnDocument,
    claim: &'a RefundClaim,
    payment_id: &'a str,
    trx_id: &'a str,
}

/// Asks the provider to give the claimed amount back, once: a first try
/// claims the return; a retry, once the claim's lease has run out, takes it
/// over and first looks for the refund the lost try may have made among the
/// payment's refunds (one of the claimed amount that the shop has not
/// recorded, made since the first try). Both calls fit within the lease.
async fn provider_refund(
    repositories: &Repositories,
    desk: &PaymentDesk,
    paying: &Paying<'_>,
    now: DateTime,
) -> Result<Refund, Failure> {
    let (request, claim) = (paying.request, paying.claim);
    let checkout = paying
        .checkout
        .ok_or_else(|| Failure::internal("refunding a return", "its checkout is missing"))?;
    let provider = desk.provider_of(repositories, checkout, paying.payment_id).await?;
    let amount = Money::from_poisha(claim.amount);
    let key = format!("r{}", request.id.to_hex());
    let under_way = || Failure::Conflict(texts::payments::REFUND_UNDER_WAY.into());
    let earlier = match &request.refund_claim {
        Some(seen) => {
            // A try whose calls may still be under way is left to finish.
            if seen.at > refund_lease_start(desk, now)
                || !repositories.returns.reclaim_refund(request.id, seen.at, now).await?
            {
                return Err(under_way());
            }
            let known = repositories.returns.known_refunds(request.checkout_id).await?;
            Some((known, seen.tried_from.unwrap_or(seen.at)))
        }
        None => {
            if repositories.returns.claim_refund(request.id, claim).await?.is_none() {
                return Err(under_way());
            }
            None
        }
    };
    let work = async {
        if let Some((known, tried_from)) = &earlier {
            let found = made_before(provider, paying.payment_id, paying.trx_id, amount, *tried_from, known).await;
            let asked = found.map_err(|e| ProviderError::unanswered(format!("asking for the refunds made: {e}")));
            if let Some(made) = asked? {
                return Ok(made);
            }
        }
        let ask = RefundAsk {
            payment_id: paying.payment_id,
            trx_id: paying.trx_id,
            amount,
            reason: "Phone returned",
            key: &key,
        };
        provider.refund(&ask).await
    };
    match desk.within_budget(work).await {
        Ok(made) => Ok(made),
        // Refused after a try whose answer was lost: the doubt (and the claim) stay.
        Err(error) if error.is_refusal() && earlier.is_none() => {
            tracing::warn!(%error, id = %request.id, "the provider refused a return's refund");
            repositories.returns.release_refund(request.id).await?;
            if claim.delivery_fee_included {
                repositories
                    .returns
                    .release_fee(request.checkout_id, request.id)
                    .await?;
            }
            Err(Failure::ProviderDown(texts::payments::REFUND_FAILED.into()))
        }
        Err(error) => {
            tracing::warn!(%error, id = %request.id, "no answer to a return's refund; asking before any new try");
            Err(Failure::ProviderDown(texts::payments::REFUND_IN_DOUBT.into()))
        }
    }
}
