//! Order e-mails: the outbox (stored with its transaction, once per event,
//! claimed by one sender at a time) and the sender delivering over real SMTP.

mod confirmation;
mod delivery;
mod flood;
mod outbox;
mod smtp_sink;

use mongodb::bson::DateTime;
use shop_core::{Charges, DeliveryZone, Money, PaymentMethod, PaymentStatus};
use shop_server::{
    documents::outbox::OutboxMessage,
    mail::{MailLine, OrderEvent, OrderMail},
};

/// An order of one phone to Dhaka paid by bKash (1,24,999.00 + 70.00 TK), with this reference.
pub fn order_mail(reference: &str) -> OrderMail {
    let line_total = Money::from_poisha(12_499_900);
    let charges = Charges::new(line_total, DeliveryZone::InsideDhaka).expect("charges");
    OrderMail {
        to: "rahim@example.com".into(),
        customer_name: "Rahim".into(),
        reference: reference.into(),
        lines: vec![MailLine {
            title: "Galaxy S25 Ultra".into(),
            quantity: 1,
            line_total,
        }],
        subtotal: charges.subtotal,
        coupon: None,
        delivery_fee: charges.delivery_fee,
        delivery_zone_label: DeliveryZone::InsideDhaka.label().into(),
        total: charges.total,
        payment_method_label: PaymentMethod::Bkash.label().into(),
        payment_status_label: PaymentStatus::Paid.label().into(),
        paid_with: None,
        tracking: None,
        order_url: format!("http://127.0.0.1:8080/orders/{reference}"),
    }
}

/// The "order placed" message of a fresh reference.
pub fn placed(reference: &str) -> OutboxMessage {
    order_mail(reference).message(OrderEvent::Placed, DateTime::now())
}
