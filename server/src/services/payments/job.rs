//! The payment job, on every instance: settles held checkouts once the
//! provider decides, asks about payments whose callback is late, gives back
//! late money and refunds in doubt, and lapses unpaid checkouts past their
//! deadline, oldest first. A checkout the provider cannot settle backs off
//! on its own clock, so it never stops the ones behind it.

use super::{BATCH, PaymentDesk, earlier, late, next_try, settle};
use crate::{
    documents::{checkout::CheckoutDocument, order::OrderDocument},
    error::ApiError,
    payments::Verdict,
    repository::{PaymentChange, Repositories},
    services::{order_mail, refunds},
};
use mongodb::bson::DateTime;
use shop_core::PaymentStatus;

/// What one pass of the payment job did on this instance.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct JobPass {
    pub checked: usize,
    pub lapsed: usize,
    pub refunds: usize,
}

/// One pass of the payment job at `now`. Safe to run on every instance at
/// once; one checkout's failure is logged and the pass goes on.
pub async fn run_due(repositories: &Repositories, desk: &PaymentDesk, now: DateTime) -> Result<JobPass, ApiError> {
    let mut pass = JobPass::default();
    if desk.provider.is_some() {
        let mut asked = repositories.orders.due_held(now, BATCH).await?;
        let late = earlier(now, desk.settings.reconcile_after);
        asked.extend(repositories.orders.due_to_check(now, late, late, BATCH).await?);
        for checkout in asked {
            let Some(payment_id) = settle::payment_to_settle(&checkout) else {
                continue;
            };
            note(
                settle::settle(repositories, desk, &checkout, &payment_id, std::time::Duration::ZERO).await,
                &checkout,
            );
            pass.checked += 1;
        }
        let started_before = earlier(now, desk.lease());
        for payment in repositories
            .provider_payments
            .due_refunds(now, started_before, BATCH)
            .await?
        {
            if let Err(error) = late::refund(repositories, desk, &payment.payment_id, now).await {
                tracing::warn!(%error, payment = payment.payment_id, "refunding a late payment failed");
            }
            pass.refunds += 1;
        }
        for order in repositories.orders.unclear_refunds(started_before, BATCH).await? {
            if let Err(error) = refunds::refund(repositories, desk, order.id, now).await {
                tracing::warn!(%error, order = %order.id, "settling a refund in doubt failed");
            }
            pass.refunds += 1;
        }
    }
    for checkout in repositories.orders.due_to_lapse(now, BATCH).await? {
        match lapse(repositories, desk, &checkout, now).await {
            Ok(true) => pass.lapsed += 1,
            Ok(false) => {}
            Err(error) => note(Err(error), &checkout),
        }
    }
    Ok(pass)
}

fn note(result: Result<(), ApiError>, checkout: &CheckoutDocument) {
    if let Err(error) = result {
        tracing::warn!(%error, checkout = %checkout.id, "the payment job could not settle a checkout");
    }
}

/// Cancels an unpaid checkout past its deadline and gives its stock back,
/// unless the provider says the money was taken after all. A provider that
/// cannot be asked puts the checkout off on its own clock.
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
                settle::record(repositories, desk, checkout, &provider_payment.payment_id, verdict).await?;
                return Ok(false);
            }
            Ok(_) => {}
            // Unsure whether the money was taken: ask again on its own clock.
            Err(error) => {
                tracing::warn!(%error, checkout = %checkout.id, "could not ask the provider before a lapse");
                let problem = format!("bKash cannot say whether this payment was made: {error}");
                let next = next_try(now, payment.failed_checks);
                repositories.orders.back_off(checkout.id, next, &problem).await?;
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
        payment_id: None,
        trx_id: None,
        reason: None,
        orders: &|state| state.lapse(),
        release_stock: true,
        mails: &mails,
        restocked: &crate::services::stock_alerts::mails(&desk.settings.public_url),
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
