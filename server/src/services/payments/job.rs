//! The payment job, on every instance: works through the checkouts due in
//! its one queue, the longest due first (a held checkout once bKash may have
//! decided, a late callback's check, a deadline, where an authorised payment
//! is taken rather than let lapse), closes paid advances whose orders are
//! all final (giving back what no delivery took), and gives back late money
//! and refunds (of cancelled orders and of returns) whose try ran out of time. A checkout the provider cannot
//! settle backs off on its own clock, so it never stops the ones behind it.

use super::{
    BATCH, PaymentDesk, late,
    moves::{self, PaymentChange},
    next_look, next_try, refunds, settle,
    settle::Asked,
};
use crate::{
    documents::{checkout::CheckoutDocument, order::OrderDocument},
    failure::Failure,
    payments::Verdict,
    repository::{PaymentStep, Repositories},
    services::order_mail,
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

/// What the job did with one checkout.
enum Step {
    Checked,
    Lapsed,
    Nothing,
}

/// One pass of the payment job at `now`. Safe to run on every instance at
/// once; one checkout's failure is logged and the pass goes on.
pub async fn run_due(repositories: &Repositories, desk: &PaymentDesk, now: DateTime) -> Result<JobPass, Failure> {
    let mut pass = JobPass::default();
    for checkout in repositories.orders.due(now, BATCH).await? {
        match step(repositories, desk, &checkout, now).await {
            Ok(Step::Checked) => pass.checked += 1,
            Ok(Step::Lapsed) => pass.lapsed += 1,
            Ok(Step::Nothing) => {}
            Err(error) => {
                tracing::warn!(%error, checkout = %checkout.id, "the payment job could not settle a checkout")
            }
        }
    }
    if desk.takes_online() {
        match super::advance::give_back_ended(repositories, now).await {
            Ok(closed) => pass.refunds += closed,
            Err(error) => tracing::warn!(%error, "the payment job could not close the advances paid"),
        }
        // Each refund is claimed at the moment its work starts (never the pass's start, which
        // may be long past): its lease must outlast its own calls.
        let at = |now: DateTime| DateTime::from_millis(now.timestamp_millis().max(DateTime::now().timestamp_millis()));
        for payment in repositories.provider_payments.due_refunds(now, BATCH).await? {
            if let Err(error) = late::refund(repositories, desk, &payment.payment_id, at(now)).await {
                tracing::warn!(%error, payment = payment.payment_id, "refunding a late payment failed");
            }
            pass.refunds += 1;
        }
        for order in repositories.orders.unclear_refunds(now, BATCH).await? {
            if let Err(error) = refunds::refund(repositories, desk, order.id, at(now)).await {
                tracing::warn!(%error, order = %order.id, "settling a refund in doubt failed");
            }
            pass.refunds += 1;
        }
        let lapsed_claims = super::refund_lease_start(desk, now);
        for request in repositories.returns.refunds_claimed(lapsed_claims, BATCH).await? {
            if let Err(error) = crate::services::returns::refund(repositories, desk, request.id, "", at(now)).await {
                tracing::warn!(%error, id = %request.id, "settling a return's refund in doubt failed");
            }
            pass.refunds += 1;
        }
    }
    Ok(pass)
}

/// The one thing a due checkout needs now.
async fn step(
    repositories: &Repositories,
    desk: &PaymentDesk,
    checkout: &CheckoutDocument,
    now: DateTime,
) -> Result<Step, Failure> {
    let orders = &repositories.orders;
    let Some(payment) = checkout
        .payment
        .as_ref()
        .filter(|p| p.status.lapses_at_deadline() && !p.stock_released)
    else {
        orders.set_due(checkout.id, None).await?;
        return Ok(Step::Nothing);
    };
    if payment.settling_until.is_some_and(|until| until > DateTime::now()) {
        // Another request holds it; its claim's end is when it is due again.
        return Ok(Step::Nothing);
    }
    if let Some(payment_id) = &payment.executing {
        if desk.provider_of(repositories, checkout, payment_id).await.is_err() {
            let problem = "The provider may have taken this payment, but it is no longer set up in this shop";
            orders
                .back_off(checkout.id, next_try(now, payment.failed_checks), problem)
                .await?;
            return Ok(Step::Nothing);
        }
        return Ok(match settle::execute(repositories, desk, checkout, payment_id).await? {
            Some(_) => Step::Checked,
            None => Step::Nothing,
        });
    }
    if payment.deadline.is_some_and(|deadline| deadline <= now) {
        return Ok(if lapse(repositories, desk, checkout, now).await? {
            Step::Lapsed
        } else {
            Step::Nothing
        });
    }
    let asks = match &payment.provider {
        Some(current) => desk.provider_of(repositories, checkout, &current.payment_id).await.ok(),
        None => None,
    };
    match (&payment.provider, asks) {
        (Some(current), Some(provider)) if payment.status.is_awaiting() => {
            // The callback is late: the shopper may have closed the tab.
            let payment_id = current.payment_id.as_str();
            let asked = desk
                .flights
                .ask(payment_id, || settle::ask(repositories, desk, checkout.id, payment_id))
                .await?;
            match asked {
                Asked::Waiting => orders.set_due(checkout.id, next_look(desk, checkout, now)).await?,
                Asked::Unanswered(error) => {
                    let problem = format!("{} cannot say whether this payment was made: {error}", provider.label());
                    let next = next_try(now, payment.failed_checks);
                    orders
                        .back_off_unclaimed(checkout.id, DateTime::now(), next, &problem)
                        .await?;
                }
                Asked::Settled | Asked::Busy => {}
            }
            Ok(Step::Checked)
        }
        _ => {
            orders.set_due(checkout.id, next_look(desk, checkout, now)).await?;
            Ok(Step::Nothing)
        }
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
) -> Result<bool, Failure> {
    let Some(payment) = &checkout.payment else {
        return Ok(false);
    };
    let asks = match &payment.provider {
        Some(current) => desk.provider_of(repositories, checkout, &current.payment_id).await.ok(),
        None => None,
    };
    if let (Some(provider_payment), PaymentStatus::AwaitingPayment, Some(provider)) =
        (&payment.provider, payment.status, asks)
    {
        match provider.status(&provider_payment.payment_id).await {
            Ok(verdict @ Verdict::Completed { .. }) => {
                settle::record(repositories, desk, checkout, &provider_payment.payment_id, verdict).await?;
                return Ok(false);
            }
            // The shopper paid and the callback never came: the money is taken, not let lapse.
            Ok(Verdict::Authorised) => {
                settle::take(repositories, desk, checkout, &provider_payment.payment_id).await?;
                return Ok(false);
            }
            Ok(_) => {}
            // Unsure whether the money was taken: ask again on its own clock.
            Err(error) => {
                tracing::warn!(%error, checkout = %checkout.id, "could not ask the provider before a lapse");
                let problem = format!("{} cannot say whether this payment was made: {error}", provider.label());
                let next = next_try(now, payment.failed_checks);
                repositories
                    .orders
                    .back_off_unclaimed(checkout.id, DateTime::now(), next, &problem)
                    .await?;
                return Ok(false);
            }
        }
    }
    let from = payment.status;
    let Some(to) = from.at_lapse() else { return Ok(false) };
    let told = order_mail::told(repositories, checkout.customer_id, &desk.settings.public_url).await?;
    let mails = |orders: &[OrderDocument]| told.of_moves(orders);
    let change = PaymentChange {
        step: PaymentStep {
            from,
            to,
            payment_id: None,
            trx_id: None,
            instrument: None,
            reason: None,
            // An advance not paid: the orders stay, cash on delivery, for the admin to decide.
            release_stock: checkout.advance.is_none(),
            due_at: None,
        },
        orders: &|state| state.lapse(),
        mails: &mails,
        public_url: &desk.settings.public_url,
    };
    Ok(moves::change_payment(repositories, checkout.id, &change, now)
        .await?
        .is_some())
}
