//! A payment the gateway took but flagged as risky waits for an admin: accepted,
//! the checkout is paid as any other; refused, it fails and the money goes
//! back through the late-payment refund (retried, listed until made).

use super::{PaymentDesk, late, settle};
use crate::{failure::Failure, payments::Verdict, repository::Repositories, texts};
use mongodb::bson::oid::ObjectId;
use shop_core::Money;

/// Why a refused payment failed, as the customer's order shows it.
const REFUSED: &str = "The shop did not accept this payment after the gateway's fraud check; it is refunded";

/// The admin's call on checkout `id`'s held payment: `accept` pays the
/// checkout if the provider still reports the money taken; refusing fails it
/// and gives the money back.
pub async fn decide(
    repositories: &Repositories,
    desk: &PaymentDesk,
    id: ObjectId,
    accept: bool,
) -> Result<(), Failure> {
    let checkout = repositories
        .orders
        .checkout_of(id, None)
        .await?
        .ok_or_else(|| Failure::NotFound(texts::orders::ORDER_NOT_FOUND.into()))?;
    let review = checkout
        .payment
        .as_ref()
        .filter(|p| p.status.is_awaiting())
        .and_then(|p| p.review.clone())
        .ok_or_else(|| Failure::Conflict(texts::payments::REVIEWED_ALREADY.into()))?;
    if !accept {
        let declined = Verdict::Declined { reason: REFUSED.into() };
        settle::record(repositories, desk, &checkout, &review.payment_id, declined).await?;
        let amount = Money::from_poisha(review.amount);
        return late::money_without_checkout(
            repositories,
            desk,
            &checkout,
            &review.payment_id,
            &review.trx_id,
            amount,
        )
        .await;
    }
    let provider = desk.provider_of(repositories, &checkout, &review.payment_id).await?;
    match provider.status(&review.payment_id).await {
        Ok(Verdict::Completed {
            trx_id,
            amount,
            invoice,
            paid_with,
            ..
        }) => {
            let accepted = Verdict::Completed {
                trx_id,
                amount,
                invoice,
                paid_with,
                risk: None,
            };
            settle::record(repositories, desk, &checkout, &review.payment_id, accepted).await
        }
        Ok(_) => Err(Failure::Conflict(texts::payments::REVIEWED_ALREADY.into())),
        Err(error) => {
            tracing::warn!(%error, checkout = %id, "asking about a held payment failed");
            Err(Failure::ProviderDown(
                shop_core::Text::new(texts::payments::UNREACHABLE).text("method", checkout_method(&checkout)),
            ))
        }
    }
}

fn checkout_method(checkout: &crate::documents::checkout::CheckoutDocument) -> shop_core::Text {
    checkout
        .payment
        .as_ref()
        .map_or(shop_core::PaymentMethod::Card, |p| p.method)
        .text()
}
