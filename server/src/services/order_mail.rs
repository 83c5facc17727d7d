//! The e-mails a customer gets about their orders, made from the orders as
//! stored, and (through `order_sms`) their SMS; the use cases queue them in
//! the transaction that made the change.

use crate::{
    documents::{order::OrderDocument, outbox::OutboxMessage},
    failure::Failure,
    mail::{
        MailLine, OrderEvent, OrderMail,
        parcel_mail::{ParcelEvent, ParcelMail},
    },
    repository::Repositories,
    services::order_sms,
    sms::texts::ParcelNews,
};
use mongodb::bson::{DateTime, oid::ObjectId};
use shop_core::{Charges, Locale, Money, OrderStatus, PaymentMethod, PaymentStatus};

/// The e-mails a change of these orders sends, queued in its transaction.
pub type OrderMails<'a> = dyn Fn(&[OrderDocument]) -> Vec<OutboxMessage> + Sync + 'a;

/// Who gets a customer's e-mails, and where the shop's pages are.
#[derive(Debug, Clone)]
pub struct Recipient {
    pub email: String,
    pub name: String,
    pub public_url: String,
}

/// The customer's address for order e-mails: `None` for a deleted account,
/// or one whose address is not confirmed yet (no e-mail goes to an address
/// nobody showed they own). Greeted by name only when it reads as one.
pub async fn recipient(
    repositories: &Repositories,
    customer_id: ObjectId,
    public_url: &str,
) -> Result<Option<Recipient>, Failure> {
    Ok(told(repositories, customer_id, public_url).await?.email)
}

/// How a customer is told of their orders: by e-mail when their address is
/// confirmed, and by SMS to the number each order ships to, in their language.
#[derive(Debug, Clone)]
pub struct Told {
    pub email: Option<Recipient>,
    /// The customer's language; `None` for a deleted account, or one that
    /// turned order SMS off.
    pub sms: Option<Locale>,
}

/// How customer `customer_id` is told of their orders.
pub async fn told(repositories: &Repositories, customer_id: ObjectId, public_url: &str) -> Result<Told, Failure> {
    let user = repositories.users.find_by_id(customer_id).await?;
    Ok(Told {
        sms: user
            .as_ref()
            .filter(|user| !user.order_sms_off)
            .map(|user| user.language),
        email: user.as_ref().and_then(|user| {
            user.confirmed_email().map(|email| Recipient {
                name: shop_core::greeting::greeting_name(&user.first_name, &user.last_name).unwrap_or_default(),
                email: email.to_owned(),
                public_url: public_url.to_owned(),
            })
        }),
    })
}

impl Told {
    /// The e-mail and SMS of `event` about a whole checkout.
    pub fn of_checkout(&self, orders: &[OrderDocument], event: OrderEvent) -> Vec<OutboxMessage> {
        let mut messages: Vec<OutboxMessage> = self
            .email
            .iter()
            .filter_map(|to| checkout_message(to, orders, event))
            .collect();
        messages.extend(
            self.sms
                .and_then(|language| order_sms::checkout_sms(language, orders, event)),
        );
        messages
    }

    /// The e-mail and SMS of a checkout's payment taken, naming the card or
    /// wallet that paid when the provider said.
    pub fn of_payment(&self, orders: &[OrderDocument], paid_with: Option<String>) -> Vec<OutboxMessage> {
        let mut messages: Vec<OutboxMessage> = self
            .email
            .iter()
            .filter_map(|to| paid_message(to, orders, paid_with.clone()))
            .collect();
        messages.extend(
            self.sms
                .and_then(|language| order_sms::checkout_sms(language, orders, OrderEvent::Paid)),
        );
        messages
    }

    /// The SMS telling that `amount` of an order's money went back, to the
    /// bKash wallet that paid (`to_wallet`) or, a returned cash order's, in person.
    pub fn of_refund(&self, order: &OrderDocument, amount: Money, to_wallet: bool) -> Vec<OutboxMessage> {
        self.sms
            .and_then(|language| order_sms::refund_sms(language, order, amount, to_wallet))
            .into_iter()
            .collect()
    }

    /// The e-mail and SMS of `event` about `order`'s parcel.
    pub fn of_parcel(&self, order: &OrderDocument, event: ParcelEvent) -> Vec<OutboxMessage> {
        let mut messages: Vec<OutboxMessage> = self.email.iter().map(|to| parcel_message(to, order, event)).collect();
        messages.extend(self.sms.and_then(|language| match event {
            ParcelEvent::OutForDelivery { cash } => {
                order_sms::parcel_sms(language, order, ParcelNews::OutForDelivery { cash })
            }
            ParcelEvent::Late => order_sms::late_sms(language, order),
            ParcelEvent::AdvanceAsked { amount, .. } => {
                order_sms::parcel_sms(language, order, ParcelNews::AdvanceAsked { amount })
            }
            ParcelEvent::AdvancePaid { amount, .. } => {
                order_sms::parcel_sms(language, order, ParcelNews::AdvancePaid { amount })
            }
        }));
        messages
    }

    /// The e-mails and SMS of each order's move.
    pub fn of_moves(&self, orders: &[OrderDocument]) -> Vec<OutboxMessage> {
        let mut messages = Vec::new();
        for order in orders {
            messages.extend(self.email.as_ref().and_then(|to| status_message(to, order)));
            messages.extend(self.sms.and_then(|language| order_sms::status_sms(language, order)));
        }
        messages
    }
}

/// What the order's share of its checkout's coupon took off, in poisha.
fn coupon_off(order: &OrderDocument) -> i64 {
    order.coupon.as_ref().map_or(0, |c| c.off)
}

/// The e-mail about `orders` (all of one checkout, or one of its orders)
/// under `reference`, with their charges and payment as stored.
fn order_mail(to: &Recipient, reference: &str, orders: &[OrderDocument], url: String) -> Option<OrderMail> {
    let first = orders.first()?;
    let lines = orders
        .iter()
        .map(|o| MailLine {
            title: o.product.title.clone(),
            quantity: u32::try_from(o.quantity).unwrap_or(0),
            line_total: Money::from_poisha(o.total + coupon_off(o)),
        })
        .collect();
    let subtotal = Money::checked_sum(orders.iter().map(|o| Money::from_poisha(o.total + coupon_off(o)))).ok()?;
    let off = Money::checked_sum(orders.iter().map(|o| Money::from_poisha(coupon_off(o)))).ok()?;
    let paid = subtotal.checked_sub(off).ok()?;
    let charges = Charges::with_fee(paid, Money::from_poisha(first.delivery_fee)).ok()?;
    let coupon = orders
        .iter()
        .find_map(|o| o.coupon.as_ref())
        .map(|c| (c.code.clone(), off));
    Some(OrderMail {
        to: to.email.clone(),
        customer_name: to.name.clone(),
        reference: reference.to_owned(),
        lines,
        subtotal,
        coupon,
        delivery_fee: charges.delivery_fee,
        delivery_zone_label: first.delivery_zone.map(|z| z.label()).unwrap_or("").to_owned(),
        total: charges.total,
        payment_method_label: PaymentMethod::parse(&first.payment_method)
            .map_or_else(|_| first.payment_method.clone(), |m| m.label().to_owned()),
        payment_status_label: first.payment_status.label().to_owned(),
        paid_with: None,
        tracking: first
            .tracking
            .as_ref()
            .map(|tracking| (tracking.courier.clone(), tracking.code.clone())),
        order_url: url,
    })
}

/// "Payment received" of a checkout, naming the card or wallet that paid.
pub fn paid_message(to: &Recipient, orders: &[OrderDocument], paid_with: Option<String>) -> Option<OutboxMessage> {
    let checkout = orders.first()?.checkout_id.to_hex();
    let url = format!("{}/order/payment/{checkout}", to.public_url);
    let mail = OrderMail {
        paid_with,
        ..order_mail(to, &checkout, orders, url)?
    };
    Some(mail.message(OrderEvent::Paid, DateTime::now()))
}

/// "We have your order", or "Payment received": about a whole checkout.
pub fn checkout_message(to: &Recipient, orders: &[OrderDocument], event: OrderEvent) -> Option<OutboxMessage> {
    let checkout = orders.first()?.checkout_id.to_hex();
    let url = format!("{}/order/payment/{checkout}", to.public_url);
    Some(order_mail(to, &checkout, orders, url)?.message(event, DateTime::now()))
}

/// A rider brings `order` today, or it runs late.
fn parcel_message(to: &Recipient, order: &OrderDocument, event: ParcelEvent) -> OutboxMessage {
    let id = order.id.to_hex();
    ParcelMail {
        to: to.email.clone(),
        customer_name: to.name.clone(),
        order_url: format!("{}/auth/customer/my-orders/details/{id}", to.public_url),
        reference: id,
        tracking: order
            .tracking
            .as_ref()
            .map(|tracking| (tracking.courier.clone(), tracking.code.clone())),
    }
    .message(event, DateTime::now())
}

/// Shipped, delivered or cancelled: about one order, once it has moved.
pub fn status_message(to: &Recipient, order: &OrderDocument) -> Option<OutboxMessage> {
    let event = match order.order_status_type {
        OrderStatus::Shipped => OrderEvent::Shipped,
        OrderStatus::Delivered => OrderEvent::Delivered,
        OrderStatus::Cancelled => OrderEvent::Cancelled {
            refund: order.payment_status == PaymentStatus::RefundPending,
        },
        OrderStatus::Pending | OrderStatus::Confirmed => return None,
        // A parcel that came back was refused at the door; money paid ahead
        // tells its refund when it is made.
        OrderStatus::Returned => return None,
    };
    let id = order.id.to_hex();
    let url = format!("{}/auth/customer/my-orders/details/{id}", to.public_url);
    Some(order_mail(to, &id, std::slice::from_ref(order), url)?.message(event, DateTime::now()))
}
