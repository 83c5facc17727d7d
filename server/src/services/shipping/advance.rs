//! The advance asked of a cash-on-delivery checkout before its parcel is
//! booked (core `parcel::advance`): the shop suggests one for risky buyers
//! and high totals, the admin asks it, the customer pays it by bKash as any
//! bKash checkout is paid (the payment use cases take the advance's amount),
//! and the courier collects the rest. An unpaid advance may be withdrawn.

use super::ShippingDesk;
use crate::{
    documents::{
        checkout::{AdvanceRecord, CheckoutDocument, PaymentRecord},
        consignment::{BookingState, ConsignmentDocument},
        order::OrderDocument,
    },
    failure::Failure,
    mail::parcel_mail::ParcelEvent,
    repository::Repositories,
    services::order_mail,
    texts,
};
use mongodb::bson::{DateTime, oid::ObjectId};
use shop_core::{
    Money, OrderStatus, PaymentMethod, PaymentStatus, Text,
    parcel::{
        DeliveryRecord,
        advance::{AdvanceError, check_advance, suggested_advance},
    },
};

/// The advance the shop suggests for `checkout` given the buyer's record
/// (none known counts as unknown); none once one is asked or it is not cash on delivery.
pub fn suggestion(desk: &ShippingDesk, checkout: &CheckoutDocument, record: Option<DeliveryRecord>) -> Option<Money> {
    let cash = checkout
        .payment
        .as_ref()
        .is_some_and(|p| p.status == PaymentStatus::DueOnDelivery);
    if !cash || checkout.advance.is_some() {
        return None;
    }
    let risk = record.map_or(shop_core::parcel::DeliveryRisk::Unknown, DeliveryRecord::risk);
    suggested_advance(desk.advance.policy, Money::from_poisha(checkout.total), risk)
}

/// Whether an advance may be asked of `checkout`: cash on delivery with no
/// advance yet, its parcel (`parcel`) not booked nor being booked, and every
/// live order of it (`orders`) confirmed (the unconfirmed-cash job cancels
/// what is not), none shipped.
pub fn askable(checkout: &CheckoutDocument, parcel: Option<&ConsignmentDocument>, orders: &[OrderDocument]) -> bool {
    let due_on_delivery = checkout
        .payment
        .as_ref()
        .is_some_and(|p| p.status == PaymentStatus::DueOnDelivery);
    let booked = parcel.is_some_and(|c| matches!(c.state, BookingState::Booked | BookingState::Booking));
    let mut live = orders
        .iter()
        .filter(|o| o.order_status_type != OrderStatus::Cancelled)
        .peekable();
    let confirmed = live.peek().is_some() && live.all(|o| o.order_status_type == OrderStatus::Confirmed);
    due_on_delivery && checkout.advance.is_none() && !booked && confirmed
}

/// Asks `amount` ahead of cash-on-delivery checkout `id`, payable online
/// (`online`: the method it is asked with, the first the shop takes; the
/// customer may pay by any other online one) until the advance window ends;
/// the customer is told by e-mail and SMS. Every live order must be
/// confirmed and the parcel not booked, and no advance asked already.
pub async fn ask(
    repositories: &Repositories,
    desk: &ShippingDesk,
    id: ObjectId,
    amount: Money,
    online: Option<PaymentMethod>,
) -> Result<CheckoutDocument, Failure> {
    let not_cash = || Failure::Conflict(texts::shipping::ADVANCE_NOT_CASH.into());
    let checkout = repositories
        .orders
        .checkout_of(id, None)
        .await?
        .ok_or_else(|| Failure::NotFound(texts::orders::ORDER_NOT_FOUND.into()))?;
    let parcel = repositories.consignments.of_checkout(id).await?;
    let orders = repositories.orders.orders_of(&checkout).await?;
    let Some(method) = online.filter(|_| askable(&checkout, parcel.as_ref(), &orders)) else {
        return Err(not_cash());
    };
    let Some(first) = orders.iter().find(|o| o.order_status_type != OrderStatus::Cancelled) else {
        return Err(not_cash());
    };
    let total = Money::from_poisha(checkout.total);
    let amount = check_advance(amount, total).map_err(|error| match error {
        AdvanceError::NotWholeTaka => Failure::Refused(texts::shipping::ADVANCE_WHOLE_TAKA.into()),
        AdvanceError::NotBelowTotal => {
            Failure::Refused(Text::new(texts::shipping::ADVANCE_NOT_BELOW_TOTAL).money("total", total))
        }
    })?;
    let now = DateTime::now();
    let window = i64::try_from(desk.advance.window.as_millis()).unwrap_or(i64::MAX);
    let deadline = DateTime::from_millis(now.timestamp_millis().saturating_add(window));
    let advance = &AdvanceRecord {
        amount: amount.poisha(),
        asked_at: now,
        open: true,
        closed_at: None,
    };
    let payment = &PaymentRecord::placed(method, PaymentStatus::AwaitingPayment, Some(deadline));
    let told = order_mail::told(repositories, checkout.customer_id, &desk.public_url).await?;
    let rest = Money::from_poisha(checkout.rest_after(amount.poisha()));
    let messages = &told.of_parcel(first, ParcelEvent::AdvanceAsked { amount, rest });
    let asked = repositories
        .atomically(|mut tx| async move {
            let asked = async {
                let Some(asked) = repositories
                    .orders
                    .ask_advance_in(&mut tx, id, advance, payment)
                    .await?
                else {
                    return Ok(None);
                };
                for message in messages {
                    repositories.outbox.enqueue_in(&mut tx, message).await?;
                }
                Ok(Some(asked))
            }
            .await;
            (tx, asked)
        })
        .await?;
    asked.ok_or_else(not_cash)
}

/// Withdraws checkout `id`'s unpaid advance (awaited, refused or lapsed):
/// its parcel is then cash on delivery for the whole total again.
pub async fn withdraw(repositories: &Repositories, id: ObjectId) -> Result<CheckoutDocument, Failure> {
    let cash = PaymentRecord::placed(PaymentMethod::CashOnDelivery, PaymentStatus::DueOnDelivery, None);
    repositories
        .orders
        .withdraw_advance(id, &cash, DateTime::now())
        .await?
        .ok_or_else(|| Failure::Conflict(texts::shipping::ADVANCE_NOT_WITHDRAWN.into()))
}
