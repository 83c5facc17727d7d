//! What the provider says about a checkout's payment, and what the shop
//! does with it: a callback is believed only once the provider confirms it,
//! an execute without an answer keeps the checkout held until the provider
//! decides, and money that meets a checkout no longer waiting is given back.

use super::{ASK_GAP, PaymentDesk, earlier, late, later, next_look, next_try};
use crate::texts;
use crate::{
    documents::{checkout::CheckoutDocument, order::OrderDocument},
    mail::OrderEvent,
    payments::Verdict,
    repository::{PaymentChange, Repositories},
    services::Failure,
    services::order_mail,
};
use mongodb::bson::{DateTime, oid::ObjectId};
use shop_core::{PaymentEvent, PaymentStatus};

/// The provider sent the shopper back with `status` for `payment_id` (any
/// payment the checkout ever had). Nothing is believed until the provider
/// confirms it: `success` has the money taken (execute), `failure` and
/// `cancel` are checked with the provider while the checkout still awaits
/// that payment. Answers the checkout to show; an unknown payment id (a
/// forged callback) is refused.
pub async fn callback(
    repositories: &Repositories,
    desk: &PaymentDesk,
    payment_id: &str,
    status: &str,
) -> Result<ObjectId, Failure> {
    if !matches!(status, "success" | "failure" | "cancel") {
        return Err(Failure::Refused(texts::payments::CALLBACK_STATUS.into()));
    }
    let checkout = checkout_paying(repositories, payment_id)
        .await?
        .ok_or_else(|| Failure::NotFound(texts::payments::UNKNOWN_PAYMENT.into()))?;
    if status == "success" {
        settle(repositories, desk, &checkout, payment_id, ASK_GAP).await?;
    } else {
        look(repositories, desk, &checkout, payment_id).await?;
    }
    Ok(checkout.id)
}

/// The checkout a provider payment was created for.
async fn checkout_paying(repositories: &Repositories, payment_id: &str) -> Result<Option<CheckoutDocument>, Failure> {
    if let Some(kept) = repositories.provider_payments.find(payment_id).await? {
        return Ok(repositories.orders.checkout_of(kept.checkout_id, None).await?);
    }
    Ok(repositories.orders.checkout_by_provider_payment(payment_id).await?)
}

/// Asks the provider about a checkout now (the payment page's "check again").
pub async fn check(
    repositories: &Repositories,
    desk: &PaymentDesk,
    checkout_id: ObjectId,
    customer_id: ObjectId,
) -> Result<(), Failure> {
    let checkout = repositories
        .orders
        .checkout_of(checkout_id, Some(customer_id))
        .await?
        .ok_or_else(|| Failure::NotFound(texts::orders::ORDER_NOT_FOUND.into()))?;
    let Some(payment_id) = payment_to_settle(&checkout) else {
        return Ok(());
    };
    settle(repositories, desk, &checkout, &payment_id, ASK_GAP).await
}

/// The payment the shop would take the money of: the one it is already
/// taking, else the one the shopper was last sent to.
pub(super) fn payment_to_settle(checkout: &CheckoutDocument) -> Option<String> {
    let payment = checkout.payment.as_ref()?;
    payment
        .executing
        .clone()
        .or_else(|| payment.provider.as_ref().map(|p| p.payment_id.clone()))
}

/// Takes the money of `payment_id`, which the shopper authorised, once: the
/// instance holding the claim executes, or asks when the answer is lost. A
/// checkout asked about within `gap` is left alone. With no usable answer
/// the checkout stays held and the job asks again later.
pub(super) async fn settle(
    repositories: &Repositories,
    desk: &PaymentDesk,
    checkout: &CheckoutDocument,
    payment_id: &str,
    gap: std::time::Duration,
) -> Result<(), Failure> {
    let Some(payment) = checkout.payment.as_ref() else {
        return Ok(());
    };
    if !payment.status.is_awaiting() {
        return late::look_once(repositories, desk, checkout, payment_id).await;
    }
    let provider = desk.provider()?;
    let now = DateTime::now();
    if !repositories
        .orders
        .claim_settling(
            checkout.id,
            payment_id,
            now,
            earlier(now, gap),
            later(now, desk.lease()),
        )
        .await?
    {
        // Paid, failed or lapsed already, another instance is asking, or it was just asked.
        return Ok(());
    }
    match provider.settle(payment_id).await {
        Ok(verdict) => record(repositories, desk, checkout, payment_id, verdict).await,
        Err(error) => {
            tracing::warn!(%error, checkout = %checkout.id, "no final answer on taking the money; held, asking again later");
            let problem = format!("bKash has not said whether it took the money: {error}");
            let next = next_try(now, payment.failed_checks);
            Ok(repositories.orders.back_off(checkout.id, next, &problem).await?)
        }
    }
}

/// The shopper came back with `failure` or `cancel`: asks the provider, only
/// about the checkout's current payment while it still awaits it, is not
/// held, and was not asked about just now.
async fn look(
    repositories: &Repositories,
    desk: &PaymentDesk,
    checkout: &CheckoutDocument,
    payment_id: &str,
) -> Result<(), Failure> {
    let Some(payment) = checkout.payment.as_ref() else {
        return Ok(());
    };
    let current = payment.provider.as_ref().is_some_and(|p| p.payment_id == payment_id);
    if !payment.status.is_awaiting() || !current || payment.executing.is_some() {
        return Ok(());
    }
    let provider = desk.provider()?;
    let now = DateTime::now();
    if !repositories
        .orders
        .claim_look(checkout.id, now, earlier(now, ASK_GAP), later(now, desk.lease()))
        .await?
    {
        return Ok(());
    }
    match provider.status(payment_id).await {
        Ok(verdict) => record(repositories, desk, checkout, payment_id, verdict).await,
        Err(error) => {
            tracing::warn!(%error, checkout = %checkout.id, "asking about a failed payment failed");
            let due = next_look(desk, checkout, now);
            Ok(repositories.orders.release_settling(checkout.id, due).await?)
        }
    }
}

/// Records what the provider said of `payment_id`: paid when the money it
/// took is this checkout's total for this checkout, failed when it refused.
/// Money that meets a checkout no longer waiting for it is given back.
pub(super) async fn record(
    repositories: &Repositories,
    desk: &PaymentDesk,
    checkout: &CheckoutDocument,
    payment_id: &str,
    verdict: Verdict,
) -> Result<(), Failure> {
    let (event, trx_id, reason) = match &verdict {
        Verdict::Completed {
            trx_id,
            amount,
            invoice,
        } => {
            if amount.poisha() != checkout.total || *invoice != checkout.id.to_hex() {
                tracing::error!(checkout = %checkout.id, ?verdict, total = checkout.total, "the provider took another amount or invoice; held for the admin");
                let problem = format!(
                    "bKash took {} for invoice {invoice} (transaction {trx_id}); this checkout's total is {}",
                    amount.format_tk(),
                    shop_core::Money::from_poisha(checkout.total).format_tk()
                );
                let failures = checkout.payment.as_ref().map_or(0, |p| p.failed_checks);
                let next = next_try(DateTime::now(), failures);
                return Ok(repositories.orders.back_off(checkout.id, next, &problem).await?);
            }
            (PaymentEvent::Confirmed, Some(trx_id.as_str()), None)
        }
        Verdict::Declined { reason } => (PaymentEvent::Declined, None, Some(reason.as_str())),
        Verdict::Pending => {
            let due = next_look(desk, checkout, DateTime::now());
            return Ok(repositories.orders.release_settling(checkout.id, due).await?);
        }
    };
    let from = PaymentStatus::AwaitingPayment;
    let to = from.apply(event)?;
    let recipient = order_mail::recipient(repositories, checkout.customer_id, &desk.settings.public_url).await?;
    let mails = |orders: &[OrderDocument]| match (&recipient, to) {
        (Some(to), PaymentStatus::Paid) => order_mail::checkout_message(to, orders, OrderEvent::Paid)
            .into_iter()
            .collect(),
        _ => Vec::new(),
    };
    let change = PaymentChange {
        from,
        to,
        payment_id: Some(payment_id),
        trx_id,
        reason,
        orders: &move |state| state.settle(event),
        release_stock: false,
        // Paid: nothing left to do; refused: it lapses at its deadline.
        due_at: (to != PaymentStatus::Paid)
            .then(|| checkout.payment.as_ref().and_then(|p| p.deadline))
            .flatten(),
        mails: &mails,
        restocked: &|_, _| None,
    };
    let moved = repositories
        .orders
        .change_payment(checkout.id, &change, DateTime::now())
        .await?;
    if let (None, Verdict::Completed { trx_id, amount, .. }) = (moved, &verdict) {
        late::money_without_checkout(repositories, desk, checkout, payment_id, trx_id, *amount).await?;
    }
    Ok(())
}
