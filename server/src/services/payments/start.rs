//! Sending the shopper to the provider's page for a checkout's total.

use super::{PaymentDesk, later};
use crate::texts;
use crate::{
    documents::{checkout::ProviderPayment, provider_payment::ProviderPaymentDocument},
    failure::Failure,
    payments::{Buyer, PaymentRequest},
    repository::Repositories,
};
use mongodb::bson::{DateTime, oid::ObjectId};
use shop_core::Text;
use shop_core::{Money, PaymentMethod};

/// Creates a provider payment for the checkout's total, as the server
/// computed it, and answers the page the shopper pays on. Refused while a
/// payment of the checkout is being taken or may still be; a payment created
/// moments ago is offered again (a shopper pressing "Pay" twice gets one page).
/// An advance may be paid by any online method the shop takes (`method`);
/// an order's own payment only by the method it was placed with.
pub async fn start(
    repositories: &Repositories,
    desk: &PaymentDesk,
    checkout_id: ObjectId,
    customer_id: ObjectId,
    method: Option<PaymentMethod>,
) -> Result<String, Failure> {
    let checkout = repositories
        .orders
        .checkout_of(checkout_id, Some(customer_id))
        .await?
        .ok_or_else(|| Failure::NotFound(texts::orders::ORDER_NOT_FOUND.into()))?;
    let now = DateTime::now();
    let Some(payment) = checkout.payment.as_ref().filter(|p| p.status.is_awaiting()) else {
        return Err(Failure::Conflict(texts::payments::NOT_AWAITING.into()));
    };
    let switched = method.filter(|m| *m != payment.method);
    if payment.method.paid_on_delivery() || (switched.is_some() && checkout.advance.is_none()) {
        return Err(Failure::Conflict(
            Text::new(texts::payments::PAID_BY).text("method", payment.method.text()),
        ));
    }
    let chosen = switched.unwrap_or(payment.method);
    if chosen.paid_on_delivery() {
        return Err(Failure::Refused(texts::payments::ONLINE_ONLY.into()));
    }
    desk.check_offered(chosen)?;
    let provider = desk.provider_for(chosen)?;
    desk.check_amount(chosen, Money::from_poisha(checkout.online_amount()))?;
    if payment.executing.is_some()
        || payment.review.is_some()
        || payment.settling_until.is_some_and(|until| until > now)
    {
        return Err(Failure::Conflict(
            Text::new(texts::payments::CONFIRMING).text("method", payment.method.text()),
        ));
    }
    if payment.deadline.is_none_or(|deadline| deadline <= now) {
        return Err(Failure::Conflict(texts::payments::TIME_PASSED.into()));
    }
    if let Some(current) = payment
        .provider
        .as_ref()
        .filter(|p| switched.is_none() && later(p.created_at, desk.settings.reuse_payment) > now)
    {
        return Ok(current.redirect_url.clone());
    }
    let orders = repositories.orders.orders_of(&checkout).await?;
    if chosen.in_instalments() && orders.iter().all(|o| o.emi.is_none()) {
        return Err(Failure::Refused(texts::emi::PLAN_NEEDED.into()));
    }
    if let Some(to) = switched
        && !repositories
            .orders
            .switch_method(checkout.id, payment.method, to)
            .await?
    {
        return Err(Failure::Conflict(texts::payments::NOT_AWAITING.into()));
    }
    let request = PaymentRequest {
        invoice: checkout.id.to_hex(),
        amount: Money::from_poisha(checkout.online_amount()),
        method: chosen,
        return_base: format!("{}/api/payments/{}", desk.settings.public_url, provider.name()),
        buyer: buyer(repositories, &checkout, &orders).await?,
        instalments: orders.iter().find_map(|o| o.emi.as_ref()).map(|emi| emi.months),
        product: orders
            .iter()
            .map(|o| o.product.title.as_str())
            .collect::<Vec<_>>()
            .join(", "),
    };
    let created = provider.create(&request).await.map_err(|error| {
        tracing::warn!(%error, checkout = %checkout.id, "creating a payment failed");
        Failure::ProviderDown(Text::new(texts::payments::UNREACHABLE).text("method", payment.method.text()))
    })?;
    // Kept first, for good: a callback for it is recognised whatever happens next.
    repositories
        .provider_payments
        .insert(&ProviderPaymentDocument {
            payment_id: created.payment_id.clone(),
            checkout_id: checkout.id,
            provider: provider.name().to_owned(),
            created_at: now,
            asked_late: false,
            late: None,
            late_open: false,
            refund_due_at: None,
        })
        .await?;
    // The job asks about it if no callback has come by then.
    let due = later(now, desk.settings.reconcile_after).min(payment.deadline.unwrap_or(now));
    let record = ProviderPayment {
        payment_id: created.payment_id,
        provider: provider.name().to_owned(),
        redirect_url: created.redirect_url.clone(),
        created_at: now,
    };
    if !repositories
        .orders
        .attach_provider_payment(checkout.id, &record, now, due)
        .await?
    {
        return Err(Failure::Conflict(texts::payments::NOT_AWAITING.into()));
    }
    Ok(created.redirect_url)
}

/// Who pays, as a card gateway asks: the parcel's addressee and the account's e-mail.
async fn buyer(
    repositories: &Repositories,
    checkout: &crate::documents::checkout::CheckoutDocument,
    orders: &[crate::documents::order::OrderDocument],
) -> Result<Buyer, Failure> {
    let email = repositories
        .users
        .find_by_id(checkout.customer_id)
        .await?
        .and_then(|user| user.email);
    Ok(orders.first().map_or_else(Buyer::default, |order| {
        let to = &order.shipping.destination;
        Buyer {
            name: format!("{} {}", to.first_name, to.last_name).trim().to_owned(),
            phone: to.phone.clone(),
            email,
            address: to.address.clone(),
            city: to.city.clone(),
        }
    }))
}
