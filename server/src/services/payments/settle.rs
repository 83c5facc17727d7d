//! What the provider says about a checkout's payment, and what the shop
//! does with it. Every callback, whatever its status says, asks the provider
//! where the payment stands: an authorised payment is executed at once, a
//! final answer is recorded, and a payment the shopper has not authorised
//! yet changes nothing, so an early or forged callback can neither pay nor
//! delay anything. An execute without an answer keeps the checkout held
//! until the provider decides, and money that meets a checkout no longer
//! waiting is given back.

use super::{
    ASK_GAP, PaymentDesk, earlier, late, later,
    moves::{self, PaymentChange},
    next_look, next_try,
};
use crate::texts;
use crate::{
    documents::{
        checkout::{CheckoutDocument, Instrument, Review},
        order::OrderDocument,
    },
    failure::Failure,
    mail::parcel_mail::ParcelEvent,
    payments::Verdict,
    repository::{PaymentStep, Repositories},
    services::order_mail,
};
use mongodb::bson::{DateTime, oid::ObjectId};
use shop_core::{PaymentEvent, PaymentStatus};
use std::time::{Duration, Instant};

/// How long a request waits for another one that is taking the same
/// payment's money, so its shopper is shown the outcome.
const HOLDER_WAIT: Duration = Duration::from_secs(10);
const HOLDER_POLL: Duration = Duration::from_millis(200);

/// What asking the provider about a payment came to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Asked {
    /// Nothing to do yet: the shopper has not authorised it, or another
    /// payment of the checkout may be taking the money.
    Waiting,
    /// Recorded (paid, failed, or held for the provider's final answer), or
    /// the checkout had already moved on.
    Settled,
    /// Another request holds the claim on the checkout and records what it gets.
    Busy,
    /// The provider gave no usable answer.
    Unanswered(String),
}

/// The provider sent the shopper back with `status` for `payment_id` (any
/// payment the checkout ever had). The status is not believed: the provider
/// is asked (one ask at a time per payment on this instance). Answers the
/// checkout to show; an unknown payment id (a forged callback) is refused.
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
    // Only a success may mean money for a checkout that stopped waiting.
    if awaiting(&checkout) || status == "success" {
        settle_now(repositories, desk, &checkout, payment_id).await?;
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

/// Asks the provider about a checkout now (the payment page's "check again"),
/// at most once per [`ASK_GAP`] whoever asks.
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
    let now = DateTime::now();
    if awaiting(&checkout)
        && !repositories
            .orders
            .take_ask_turn(checkout.id, now, earlier(now, ASK_GAP))
            .await?
    {
        return Ok(());
    }
    settle_now(repositories, desk, &checkout, &payment_id).await
}

/// A callback's or a check's work: the provider is asked about a payment of
/// a checkout that awaits its money; of one that does not, a payment other
/// than the one that paid it is looked at once, for money to give back.
async fn settle_now(
    repositories: &Repositories,
    desk: &PaymentDesk,
    checkout: &CheckoutDocument,
    payment_id: &str,
) -> Result<(), Failure> {
    if checkout.payment.is_none() {
        return Ok(());
    }
    if !awaiting(checkout) {
        return late::look_once(repositories, desk, checkout, payment_id).await;
    }
    desk.flights
        .ask(payment_id, || ask(repositories, desk, checkout.id, payment_id))
        .await?;
    Ok(())
}

fn awaiting(checkout: &CheckoutDocument) -> bool {
    checkout.payment.as_ref().is_some_and(|p| p.status.is_awaiting())
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

/// Asks the provider where `payment_id` stands and acts on it, reading the
/// checkout afresh (a request may have waited for another's ask): takes the
/// money of an authorised payment (or of the one the checkout is held for),
/// records a final answer, and changes nothing while the shopper has not paid.
pub(super) async fn ask(
    repositories: &Repositories,
    desk: &PaymentDesk,
    checkout_id: ObjectId,
    payment_id: &str,
) -> Result<Asked, Failure> {
    let Some(checkout) = repositories
        .orders
        .checkout_of(checkout_id, None)
        .await?
        .filter(awaiting)
    else {
        return Ok(Asked::Settled);
    };
    let (current, held) = checkout.payment.as_ref().map_or((false, None), |p| {
        (
            p.provider.as_ref().is_some_and(|c| c.payment_id == payment_id),
            p.executing.as_deref(),
        )
    });
    match held {
        Some(held) if held == payment_id => return take(repositories, desk, &checkout, payment_id).await,
        // The money of another payment may be being taken: that one decides first.
        Some(_) => return Ok(Asked::Waiting),
        None => {}
    }
    let provider = desk.provider_of(repositories, &checkout, payment_id).await?;
    match provider.status(payment_id).await {
        Ok(Verdict::Authorised) => take(repositories, desk, &checkout, payment_id).await,
        Ok(Verdict::Pending) => Ok(Asked::Waiting),
        // Only the payment the shopper was last sent to fails the checkout.
        Ok(Verdict::Declined { .. }) if !current => Ok(Asked::Waiting),
        Ok(verdict) => {
            record(repositories, desk, &checkout, payment_id, verdict).await?;
            Ok(Asked::Settled)
        }
        Err(error) => {
            tracing::warn!(%error, checkout = %checkout.id, "asking the provider about a payment failed");
            Ok(Asked::Unanswered(error.to_string()))
        }
    }
}

/// Takes the money of `payment_id`. Another request taking it meanwhile is
/// waited for a while, so this one's shopper sees the outcome too.
pub(super) async fn take(
    repositories: &Repositories,
    desk: &PaymentDesk,
    checkout: &CheckoutDocument,
    payment_id: &str,
) -> Result<Asked, Failure> {
    let started = Instant::now();
    let mut checkout = checkout.clone();
    loop {
        if let Some(asked) = execute(repositories, desk, &checkout, payment_id).await? {
            return Ok(asked);
        }
        if started.elapsed() >= HOLDER_WAIT {
            return Ok(Asked::Busy);
        }
        tokio::time::sleep(HOLDER_POLL).await;
        let Some(fresh) = repositories
            .orders
            .checkout_of(checkout.id, None)
            .await?
            .filter(awaiting)
        else {
            return Ok(Asked::Settled);
        };
        if fresh
            .payment
            .as_ref()
            .and_then(|p| p.executing.as_deref())
            .is_some_and(|held| held != payment_id)
        {
            return Ok(Asked::Waiting);
        }
        checkout = fresh;
    }
}

/// Executes `payment_id` under the claim on its checkout: the instance
/// holding the claim executes, or asks when the answer is lost; with no
/// usable answer the checkout stays held and the job asks again later.
/// `None` when another request holds the claim (or the checkout moved).
pub(super) async fn execute(
    repositories: &Repositories,
    desk: &PaymentDesk,
    checkout: &CheckoutDocument,
    payment_id: &str,
) -> Result<Option<Asked>, Failure> {
    let Some(payment) = checkout.payment.as_ref() else {
        return Ok(Some(Asked::Settled));
    };
    let provider = desk.provider_of(repositories, checkout, payment_id).await?;
    let now = DateTime::now();
    if !repositories
        .orders
        .claim_settling(checkout.id, payment_id, now, later(now, desk.lease()))
        .await?
    {
        return Ok(None);
    }
    match desk.within_budget(provider.settle(payment_id)).await {
        Ok(verdict) => {
            record(repositories, desk, checkout, payment_id, verdict).await?;
            Ok(Some(Asked::Settled))
        }
        Err(error) => {
            tracing::warn!(%error, checkout = %checkout.id, "no final answer on taking the money; held, asking again later");
            let problem = format!("bKash has not said whether it took the money: {error}");
            let next = next_try(now, payment.failed_checks);
            repositories.orders.back_off(checkout.id, next, &problem).await?;
            Ok(Some(Asked::Settled))
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
            risk,
            ..
        } => {
            let due = checkout.online_amount();
            if amount.poisha() != due || *invoice != checkout.id.to_hex() {
                tracing::error!(checkout = %checkout.id, ?verdict, due, "the provider took another amount or invoice; held for the admin");
                let label = desk.provider_of(repositories, checkout, payment_id).await?.label();
                let problem = format!(
                    "{label} took {} for invoice {invoice} (transaction {trx_id}); this checkout asks {}",
                    amount.format_tk(),
                    shop_core::Money::from_poisha(due).format_tk()
                );
                let failures = checkout.payment.as_ref().map_or(0, |p| p.failed_checks);
                let next = next_try(DateTime::now(), failures);
                return Ok(repositories.orders.back_off(checkout.id, next, &problem).await?);
            }
            if let Some(risk) = risk {
                return hold_for_review(repositories, checkout, payment_id, (trx_id, *amount, risk)).await;
            }
            (PaymentEvent::Confirmed, Some(trx_id.as_str()), None)
        }
        Verdict::Declined { reason } => (PaymentEvent::Declined, None, Some(reason.as_str())),
        Verdict::Pending | Verdict::Authorised => {
            let due = next_look(desk, checkout, DateTime::now());
            return Ok(repositories.orders.release_settling(checkout.id, due).await?);
        }
    };
    let instrument = match &verdict {
        Verdict::Completed {
            paid_with: Some(paid), ..
        } => Some(Instrument {
            name: paid.name.clone(),
            account: paid.account.clone(),
        }),
        _ => None,
    };
    let from = PaymentStatus::AwaitingPayment;
    let to = from.apply(event)?;
    let told = order_mail::told(repositories, checkout.customer_id, &desk.settings.public_url).await?;
    let mails = |orders: &[OrderDocument]| match (to, &checkout.advance, orders.first()) {
        // An advance: the orders stay cash on delivery, for the rest.
        (PaymentStatus::Paid, Some(advance), Some(first)) => {
            let amount = shop_core::Money::from_poisha(advance.amount);
            let rest = shop_core::Money::from_poisha(checkout.rest_after(advance.amount));
            told.of_parcel(first, ParcelEvent::AdvancePaid { amount, rest })
        }
        (PaymentStatus::Paid, None, _) => told.of_payment(
            orders,
            instrument
                .as_ref()
                .map(|i| format!("{} {}", i.name, i.account).trim().to_owned()),
        ),
        _ => Vec::new(),
    };
    let change = PaymentChange {
        step: PaymentStep {
            from,
            to,
            payment_id: Some(payment_id),
            trx_id,
            instrument: instrument.as_ref(),
            reason,
            release_stock: false,
            // Paid: nothing left to do; refused: it lapses at its deadline.
            due_at: (to != PaymentStatus::Paid)
                .then(|| checkout.payment.as_ref().and_then(|p| p.deadline))
                .flatten(),
        },
        orders: &move |state| state.settle(event),
        mails: &mails,
        public_url: &desk.settings.public_url,
    };
    let moved = moves::change_payment(repositories, checkout.id, &change, DateTime::now()).await?;
    if let (None, Verdict::Completed { trx_id, amount, .. }) = (moved, &verdict) {
        late::money_without_checkout(repositories, desk, checkout, payment_id, trx_id, *amount).await?;
    }
    Ok(())
}

/// A payment the provider took but flagged: the checkout keeps its stock and
/// waits, listed for the admin, who accepts it (paid) or refuses it (the
/// money goes back). Asked about again, it is held again, changing nothing.
async fn hold_for_review(
    repositories: &Repositories,
    checkout: &CheckoutDocument,
    payment_id: &str,
    (trx_id, amount, risk): (&str, shop_core::Money, &str),
) -> Result<(), Failure> {
    tracing::warn!(checkout = %checkout.id, payment = payment_id, risk, "a risky payment is held for the admin");
    let review = Review {
        payment_id: payment_id.to_owned(),
        trx_id: trx_id.to_owned(),
        amount: amount.poisha(),
        reason: risk.to_owned(),
        found_at: DateTime::now(),
    };
    let problem = format!("Held: the gateway flagged the payment ({risk}); accept or refuse it");
    Ok(repositories
        .orders
        .hold_for_review(checkout.id, &review, &problem)
        .await?)
}
