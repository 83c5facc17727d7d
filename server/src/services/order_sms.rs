//! The SMS a customer gets about their orders, to the number each order
//! ships to and in the customer's language; queued with the order's e-mails
//! in the transaction that made the change, once per event (its dedupe key).

use crate::{
    documents::{
        order::OrderDocument,
        outbox::{MailPriority, OutboxMessage},
    },
    mail::OrderEvent,
    sms::texts::{OrderNews, ParcelNews, order_text, parcel_text, reference},
};
use mongodb::bson::DateTime;
use shop_core::{Locale, Money, OrderStatus, PaymentStatus};

/// "We have your order" or "payment received": about a whole checkout.
pub fn checkout_sms(language: Locale, orders: &[OrderDocument], event: OrderEvent) -> Option<OutboxMessage> {
    let first = orders.first()?;
    let news = match event {
        OrderEvent::Placed => OrderNews::Placed,
        OrderEvent::Paid => OrderNews::Paid,
        _ => return None,
    };
    let total = Money::from_poisha(first.checkout_total);
    sms(language, news, &first.checkout_id.to_hex(), first, total)
}

/// Confirmed, shipped, delivered or cancelled: about one order, once it has
/// moved. An order that left with a courier names it and its tracking code.
pub fn status_sms(language: Locale, order: &OrderDocument) -> Option<OutboxMessage> {
    if let (OrderStatus::Shipped, Some(tracking)) = (order.order_status_type, &order.tracking) {
        let news = ParcelNews::Booked {
            courier: &tracking.courier,
            code: &tracking.code,
        };
        return parcel_sms(language, order, news);
    }
    let news = match order.order_status_type {
        OrderStatus::Confirmed => OrderNews::Confirmed,
        OrderStatus::Shipped => OrderNews::Shipped,
        OrderStatus::Delivered => OrderNews::Delivered,
        OrderStatus::Cancelled => OrderNews::Cancelled {
            refund: order.payment_status == PaymentStatus::RefundPending,
        },
        OrderStatus::Pending => return None,
        // A parcel that came back was refused at the door; money paid ahead
        // tells its refund when it is made.
        OrderStatus::Returned => return None,
    };
    sms(
        language,
        news,
        &order.id.to_hex(),
        order,
        Money::from_poisha(order.total),
    )
}

/// The order passed its hand-over or delivery promise: sorry, and we are on it.
pub fn late_sms(language: Locale, order: &OrderDocument) -> Option<OutboxMessage> {
    sms(
        language,
        OrderNews::Late,
        &order.id.to_hex(),
        order,
        Money::from_poisha(order.total),
    )
}

/// `amount` of an order's money went back: to the bKash wallet that paid
/// (`to_wallet`), or in person for a returned cash order.
pub fn refund_sms(language: Locale, order: &OrderDocument, amount: Money, to_wallet: bool) -> Option<OutboxMessage> {
    if amount <= Money::ZERO {
        return None;
    }
    sms(
        language,
        OrderNews::Refunded { to_wallet },
        &order.id.to_hex(),
        order,
        amount,
    )
}

/// About `order`'s parcel, once per order and news.
pub fn parcel_sms(language: Locale, order: &OrderDocument, news: ParcelNews<'_>) -> Option<OutboxMessage> {
    let id = order.id.to_hex();
    let text = parcel_text(language, news, &reference(&id));
    message(order, text, news.kind(), &id)
}

fn sms(language: Locale, news: OrderNews, id: &str, order: &OrderDocument, total: Money) -> Option<OutboxMessage> {
    let text = order_text(language, news, &reference(id), total);
    message(order, text, news.kind(), id)
}

/// The SMS `text` of `kind` about `id`, to the number `order` ships to.
fn message(order: &OrderDocument, text: String, kind: &'static str, id: &str) -> Option<OutboxMessage> {
    let to = &order.shipping.destination.phone;
    if to.is_empty() {
        return None;
    }
    let key = format!("{kind}:{id}");
    Some(OutboxMessage::sms(
        to,
        text,
        (kind, MailPriority::Orders),
        key,
        DateTime::now(),
    ))
}
