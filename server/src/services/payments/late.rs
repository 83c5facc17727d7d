//! Money the provider took that no checkout keeps (a payment completed after
//! its checkout lapsed, or beside the payment that paid it): recorded, given
//! back through the provider without anyone asking, and shown to the admin
//! until it is. A refund whose answer is lost is asked about before it is
//! tried again, so it is made once.

use super::{PaymentDesk, earlier, later, made_before, next_try};
use crate::{
    documents::{checkout::CheckoutDocument, provider_payment::LatePayment},
    failure::Failure,
    payments::{ProviderError, RefundAsk, Verdict},
    repository::Repositories,
};
use mongodb::bson::DateTime;
use shop_core::Money;

/// The words the provider's refund carries.
const REASON: &str = "Paid after the checkout lapsed";

/// A callback for a payment of a checkout that no longer awaits it: the
/// provider is asked about that payment once, ever, and money it took is
/// given back. The payment that paid the checkout is not asked about.
pub(super) async fn look_once(
    repositories: &Repositories,
    desk: &PaymentDesk,
    checkout: &CheckoutDocument,
    payment_id: &str,
) -> Result<(), Failure> {
    if paid_by(checkout, payment_id) || !repositories.provider_payments.take_late_look(payment_id).await? {
        return Ok(());
    }
    let provider = desk.provider_of(repositories, checkout, payment_id).await?;
    match provider.status(payment_id).await {
        Ok(Verdict::Completed { trx_id, amount, .. }) => {
            money_without_checkout(repositories, desk, checkout, payment_id, &trx_id, amount).await
        }
        Ok(_) => Ok(()),
        Err(error) => {
            tracing::warn!(%error, payment = payment_id, "could not ask about a payment of a settled checkout");
            Ok(())
        }
    }
}

fn paid_by(checkout: &CheckoutDocument, payment_id: &str) -> bool {
    checkout.payment.as_ref().is_some_and(|p| {
        p.paid_with.as_deref() == Some(payment_id)
            // Paid before the paying payment was kept: the current one paid it.
            || (p.paid_with.is_none()
                && p.trx_id.is_some()
                && p.provider.as_ref().is_some_and(|c| c.payment_id == payment_id))
    })
}

/// `payment_id` took `amount` (transaction `trx_id`) and the checkout did not
/// take it as its payment: unless the checkout, read again, was paid by that
/// very payment, the money is recorded and given back now.
pub(super) async fn money_without_checkout(
    repositories: &Repositories,
    desk: &PaymentDesk,
    checkout: &CheckoutDocument,
    payment_id: &str,
    trx_id: &str,
    amount: Money,
) -> Result<(), Failure> {
    let now_stored = repositories.orders.checkout_of(checkout.id, None).await?;
    if now_stored.as_ref().is_some_and(|c| paid_by(c, payment_id)) {
        return Ok(());
    }
    let now = DateTime::now();
    tracing::error!(checkout = %checkout.id, payment = payment_id, trx_id, "a payment completed after its checkout stopped waiting; refunding it");
    if repositories.provider_payments.find(payment_id).await?.is_none() {
        let provider = desk
            .provider_of(repositories, checkout, payment_id)
            .await?
            .name()
            .to_owned();
        // A payment from before every payment was kept on its own.
        repositories
            .provider_payments
            .insert(&crate::documents::provider_payment::ProviderPaymentDocument {
                payment_id: payment_id.to_owned(),
                checkout_id: checkout.id,
                provider,
                created_at: now,
                asked_late: true,
                late: None,
                late_open: false,
                refund_due_at: None,
            })
            .await
            .or_else(|error| match error {
                crate::repository::RepositoryError::Duplicate => Ok(()),
                other => Err(other),
            })?;
    }
    let late = LatePayment {
        trx_id: trx_id.to_owned(),
        amount: amount.poisha(),
        found_at: now,
        refund_started_at: None,
        refund_unclear: false,
        failed_tries: 0,
        problem: Some("Completed after the checkout lapsed; refunding".into()),
        refund_trx_id: None,
        refunded_at: None,
    };
    repositories.provider_payments.record_late(payment_id, &late).await?;
    refund(repositories, desk, payment_id, now).await
}

/// Gives a late payment's money back, if no other instance is at it: looks
/// among the payment's refunds first when an earlier try got no answer.
pub(super) async fn refund(
    repositories: &Repositories,
    desk: &PaymentDesk,
    payment_id: &str,
    now: DateTime,
) -> Result<(), Failure> {
    let store = &repositories.provider_payments;
    let claim = store.claim_refund(payment_id, now, earlier(now, desk.lease()), later(now, desk.lease()));
    let Some(claimed) = claim.await? else {
        return Ok(());
    };
    let Some(late) = claimed.late else { return Ok(()) };
    let provider = desk.provider_named(&claimed.provider)?;
    let failures = late.failed_tries;
    let key = format!("l{}", payment_id.chars().take(29).collect::<String>());
    let amount = Money::from_poisha(late.amount);
    let work = async {
        if late.refund_unclear {
            // The whole payment goes back: any unrecorded refund of it since it was found is that one.
            let found = made_before(provider, payment_id, &late.trx_id, amount, late.found_at, &[]).await;
            let asked = found.map_err(|e| ProviderError::unanswered(format!("asking for the refunds made: {e}")));
            if let Some(made) = asked? {
                return Ok(made);
            }
        }
        let ask = RefundAsk {
            payment_id,
            trx_id: &late.trx_id,
            amount,
            reason: REASON,
            key: &key,
        };
        provider.refund(&ask).await
    };
    match desk.within_budget(work).await {
        Ok(made) => Ok(store.refunded(payment_id, &made.refund_trx_id, now).await?),
        Err(error) => {
            tracing::warn!(%error, payment = payment_id, "refunding a late payment failed");
            // A refusal after a try whose answer was lost leaves that one in doubt.
            let unclear = !error.is_refusal() || late.refund_unclear;
            let problem = if unclear {
                format!("Refund in doubt: {} did not answer ({error})", provider.label())
            } else {
                format!("Refund refused by {} ({error}); trying again later", provider.label())
            };
            Ok(store
                .refund_not_made(payment_id, unclear, &problem, next_try(now, failures))
                .await?)
        }
    }
}
