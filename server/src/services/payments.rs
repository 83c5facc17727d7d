//! Taking a checkout's money through the provider: sending the shopper to
//! pay, trusting a callback only once the provider confirms it, asking the
//! provider when a callback is lost, and letting unpaid checkouts lapse so
//! their stock returns exactly once (whichever instance gets there first).

use crate::{
    config::PaymentSettings,
    documents::{
        checkout::{CheckoutDocument, ProviderPayment},
        order::OrderDocument,
    },
    error::ApiError,
    mail::OrderEvent,
    payments::{BkashProvider, PaymentRequest, Provider, ProviderError, TokenStore, Verdict},
    repository::{PaymentChange, Repositories},
    services::order_mail,
};
use mongodb::bson::{DateTime, oid::ObjectId};
use shop_core::{Money, PaymentError, PaymentEvent, PaymentMethod, PaymentStatus};
use std::{sync::Arc, time::Duration};

/// How long one instance may ask the provider to take a checkout's money
/// before another may ask again (the provider answers within 30 s).
const SETTLING_LEASE: Duration = Duration::from_secs(60);
/// Checkouts one pass of the job looks at, per kind of work.
const BATCH: i64 = 50;

/// The payment side of the shop: the provider it was configured with, if any.
#[derive(Clone)]
pub struct PaymentDesk {
    provider: Option<Provider>,
    settings: PaymentSettings,
}

impl PaymentDesk {
    pub fn new(provider: Option<Provider>, settings: PaymentSettings) -> Self {
        PaymentDesk { provider, settings }
    }

    /// bKash when its five settings are set (its token shared through
    /// `tokens`); cash on delivery only otherwise.
    pub fn from_settings(settings: &PaymentSettings, tokens: Arc<dyn TokenStore>) -> Result<Self, ProviderError> {
        let provider = match &settings.bkash {
            Some(bkash) => Some(Arc::new(BkashProvider::new(bkash.clone(), tokens)?) as Provider),
            None => None,
        };
        Ok(PaymentDesk::new(provider, settings.clone()))
    }

    pub fn settings(&self) -> &PaymentSettings {
        &self.settings
    }

    /// The methods checkout offers now: those the core offers and the shop can settle.
    pub fn offered(&self) -> Vec<PaymentMethod> {
        PaymentMethod::OFFERED
            .into_iter()
            .filter(|m| m.paid_on_delivery() || self.provider.as_ref().is_some_and(|p| p.method() == *m))
            .collect()
    }

    /// Refuses a method checkout does not offer (Nagad, card, or bKash with no provider set up).
    pub fn check_offered(&self, method: PaymentMethod) -> Result<(), ApiError> {
        if self.offered().contains(&method) {
            Ok(())
        } else {
            Err(PaymentError::NotOffered(method.label()).into())
        }
    }

    /// When a checkout placed at `now` lapses if it is still unpaid.
    pub fn deadline_from(&self, now: DateTime) -> DateTime {
        later(now, self.settings.expiry)
    }

    pub fn provider(&self) -> Result<&Provider, ApiError> {
        self.provider
            .as_ref()
            .ok_or_else(|| ApiError::Conflict("Online payment is not set up in this shop".into()))
    }
}

fn later(at: DateTime, by: Duration) -> DateTime {
    DateTime::from_millis(
        at.timestamp_millis()
            .saturating_add(i64::try_from(by.as_millis()).unwrap_or(i64::MAX)),
    )
}

fn earlier(at: DateTime, by: Duration) -> DateTime {
    DateTime::from_millis(
        at.timestamp_millis()
            .saturating_sub(i64::try_from(by.as_millis()).unwrap_or(i64::MAX)),
    )
}

/// A checkout and its orders; with `owner`, only if that customer placed it.
pub async fn details(
    repositories: &Repositories,
    checkout_id: ObjectId,
    owner: Option<ObjectId>,
) -> Result<(CheckoutDocument, Vec<OrderDocument>), ApiError> {
    let checkout = repositories
        .orders
        .checkout_of(checkout_id, owner)
        .await?
        .ok_or_else(|| ApiError::NotFound("Order not found".into()))?;
    let orders = repositories.orders.orders_of(&checkout).await?;
    Ok((checkout, orders))
}

/// Creates a provider payment for the checkout's total, as the server
/// computed it, and answers the page the shopper pays on.
pub async fn start(
    repositories: &Repositories,
    desk: &PaymentDesk,
    checkout_id: ObjectId,
    customer_id: ObjectId,
) -> Result<String, ApiError> {
    let checkout = repositories
        .orders
        .checkout_of(checkout_id, Some(customer_id))
        .await?
        .ok_or_else(|| ApiError::NotFound("Order not found".into()))?;
    let provider = desk.provider()?;
    let now = DateTime::now();
    let Some(payment) = checkout.payment.as_ref().filter(|p| p.status.is_awaiting()) else {
        return Err(ApiError::Conflict("This order is not waiting for a payment".into()));
    };
    if payment.method != provider.method() {
        return Err(ApiError::Conflict(format!(
            "This order is paid by {}",
            payment.method.label()
        )));
    }
    if payment.deadline.is_none_or(|deadline| deadline <= now) {
        return Err(ApiError::Conflict("The time to pay this order has passed".into()));
    }
    let request = PaymentRequest {
        invoice: checkout.id.to_hex(),
        amount: Money::from_poisha(checkout.total),
        callback_url: format!("{}/api/payments/bkash/callback", desk.settings.public_url),
    };
    let created = provider.create(&request).await.map_err(|error| {
        tracing::warn!(%error, checkout = %checkout.id, "creating a payment failed");
        ApiError::Upstream(format!(
            "{} cannot be reached right now; please try again in a minute",
            payment.method.label()
        ))
    })?;
    let record = ProviderPayment {
        payment_id: created.payment_id,
        redirect_url: created.redirect_url.clone(),
        created_at: now,
    };
    if !repositories
        .orders
        .attach_provider_payment(checkout.id, &record, now)
        .await?
    {
        return Err(ApiError::Conflict("This order is not waiting for a payment".into()));
    }
    Ok(created.redirect_url)
}

/// The provider sent the shopper back with `status`. Nothing is believed
/// until the provider confirms it: `success` has the money taken (execute),
/// `failure` and `cancel` are checked with the provider. Answers the checkout
/// to show; an unknown payment id (a forged callback) is refused.
pub async fn callback(
    repositories: &Repositories,
    desk: &PaymentDesk,
    payment_id: &str,
    status: &str,
) -> Result<ObjectId, ApiError> {
    let checkout = repositories
        .orders
        .checkout_by_provider_payment(payment_id)
        .await?
        .ok_or_else(|| ApiError::NotFound("Unknown payment".into()))?;
    match status {
        "success" => settle(repositories, desk, &checkout).await?,
        "failure" | "cancel" => {
            let provider = desk.provider()?;
            match provider.status(payment_id).await {
                Ok(verdict) => record(repositories, desk, &checkout, verdict).await?,
                Err(error) => tracing::warn!(%error, checkout = %checkout.id, "asking about a failed payment failed"),
            }
        }
        _ => return Err(ApiError::BadRequest("status must be success, failure or cancel".into())),
    }
    Ok(checkout.id)
}

/// Asks the provider about a checkout now (the payment page's "check again").
pub async fn check(
    repositories: &Repositories,
    desk: &PaymentDesk,
    checkout_id: ObjectId,
    customer_id: ObjectId,
) -> Result<(), ApiError> {
    let checkout = repositories
        .orders
        .checkout_of(checkout_id, Some(customer_id))
        .await?
        .ok_or_else(|| ApiError::NotFound("Order not found".into()))?;
    settle(repositories, desk, &checkout).await
}

/// Takes the money of a checkout whose shopper authorised it, once: the
/// instance holding the claim executes, or asks when the answer is lost.
async fn settle(repositories: &Repositories, desk: &PaymentDesk, checkout: &CheckoutDocument) -> Result<(), ApiError> {
    let Some(provider_payment) = checkout.payment.as_ref().and_then(|p| p.provider.as_ref()) else {
        return Ok(());
    };
    let provider = desk.provider()?;
    let now = DateTime::now();
    if !repositories
        .orders
        .claim_settling(checkout.id, now, later(now, SETTLING_LEASE))
        .await?
    {
        // Paid, failed or lapsed already, or another instance is asking.
        return Ok(());
    }
    match provider.settle(&provider_payment.payment_id).await {
        Ok(verdict) => record(repositories, desk, checkout, verdict).await,
        Err(error) => {
            tracing::warn!(%error, checkout = %checkout.id, "the provider did not answer; asking again later");
            repositories.orders.release_settling(checkout.id).await?;
            Ok(())
        }
    }
}

/// Records what the provider said: paid when the money it took is this
/// checkout's total for this checkout, failed when it refused.
async fn record(
    repositories: &Repositories,
    desk: &PaymentDesk,
    checkout: &CheckoutDocument,
    verdict: Verdict,
) -> Result<(), ApiError> {
    let (event, trx_id, reason) = match &verdict {
        Verdict::Completed {
            trx_id,
            amount,
            invoice,
        } => {
            if amount.poisha() != checkout.total || *invoice != checkout.id.to_hex() {
                tracing::error!(checkout = %checkout.id, ?verdict, total = checkout.total, "the provider took another amount or invoice; left for review");
                repositories.orders.release_settling(checkout.id).await?;
                return Ok(());
            }
            (PaymentEvent::Confirmed, Some(trx_id.as_str()), None)
        }
        Verdict::Declined { reason } => (PaymentEvent::Declined, None, Some(reason.as_str())),
        Verdict::Pending => {
            repositories.orders.release_settling(checkout.id).await?;
            return Ok(());
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
        trx_id,
        reason,
        orders: &move |state| state.settle(event),
        release_stock: false,
        mails: &mails,
        restocked: &|_, _| None,
    };
    repositories
        .orders
        .change_payment(checkout.id, &change, DateTime::now())
        .await?;
    Ok(())
}

/// What one pass of the payment job did on this instance.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct JobPass {
    pub checked: usize,
    pub lapsed: usize,
}

/// One pass of the payment job: asks the provider about payments whose
/// callback is late, then lapses checkouts unpaid past their deadline. Safe
/// to run on every instance at once.
pub async fn run_due(repositories: &Repositories, desk: &PaymentDesk, now: DateTime) -> Result<JobPass, ApiError> {
    let mut pass = JobPass::default();
    if desk.provider.is_some() {
        let late = earlier(now, desk.settings.reconcile_after);
        for checkout in repositories.orders.due_to_check(late, late, BATCH).await? {
            settle(repositories, desk, &checkout).await?;
            pass.checked += 1;
        }
    }
    for checkout in repositories.orders.due_to_lapse(now, BATCH).await? {
        if lapse(repositories, desk, &checkout, now).await? {
            pass.lapsed += 1;
        }
    }
    Ok(pass)
}

/// Cancels an unpaid checkout past its deadline and gives its stock back,
/// unless the provider says the money was taken after all.
async fn lapse(
    repositories: &Repositories,
    desk: &PaymentDesk,
    checkout: &CheckoutDocument,
    now: DateTime,
) -> Result<bool, ApiError> {
    let Some(payment) = &checkout.payment else {
        return Ok(false);
    };
    if let (Some(provider_payment), PaymentStatus::AwaitingPayment, Some(provider)) =
        (&payment.provider, payment.status, &desk.provider)
    {
        match provider.status(&provider_payment.payment_id).await {
            Ok(verdict @ Verdict::Completed { .. }) => {
                record(repositories, desk, checkout, verdict).await?;
                return Ok(false);
            }
            Ok(_) => {}
            // Unsure whether the money was taken: ask again on the next pass.
            Err(error) => {
                tracing::warn!(%error, checkout = %checkout.id, "could not ask the provider before a lapse");
                return Ok(false);
            }
        }
    }
    let from = payment.status;
    let Some(to) = from.at_lapse() else { return Ok(false) };
    let recipient = order_mail::recipient(repositories, checkout.customer_id, &desk.settings.public_url).await?;
    let mails = |orders: &[OrderDocument]| {
        orders
            .iter()
            .filter_map(|o| recipient.as_ref().and_then(|to| order_mail::status_message(to, o)))
            .collect()
    };
    let change = PaymentChange {
        from,
        to,
        trx_id: None,
        reason: None,
        orders: &|state| state.lapse(),
        release_stock: true,
        mails: &mails,
        restocked: &super::stock_alerts::mails(&desk.settings.public_url),
    };
    Ok(repositories
        .orders
        .change_payment(checkout.id, &change, now)
        .await?
        .is_some())
}

/// Runs the payment job every `job_interval` until the process stops.
pub async fn run_job(repositories: Repositories, desk: PaymentDesk) {
    let mut ticks = tokio::time::interval(desk.settings.job_interval);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticks.tick().await;
        match run_due(&repositories, &desk, DateTime::now()).await {
            Ok(pass) if pass != JobPass::default() => tracing::info!(?pass, "payment job"),
            Ok(_) => {}
            Err(error) => tracing::warn!(%error, "payment job pass failed; trying again next time"),
        }
    }
}
