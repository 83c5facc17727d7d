//! The e-mails about a parcel on its way: a rider brings it today, or it
//! runs late (the guidelines' clocks). The order's shipped and delivered
//! e-mails are the order e-mails ([`super::OrderMail`]).

use super::templates::short_mail;
use crate::documents::outbox::{Composed, MailPriority, OutboxMessage};
use mongodb::bson::DateTime;
use shop_core::Money;

/// What the e-mail tells of the parcel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ParcelEvent {
    /// A rider brings it today, collecting `cash` (none: paid ahead).
    OutForDelivery { cash: Option<Money> },
    /// It passed the hand-over or delivery promise.
    Late,
    /// The shop asks `amount` ahead by bKash before it books the parcel;
    /// the courier collects `rest`.
    AdvanceAsked { amount: Money, rest: Money },
    /// The advance `amount` was received; the courier collects `rest`.
    AdvancePaid { amount: Money, rest: Money },
}

impl ParcelEvent {
    /// The outbox `kind`, and the first part of the dedupe key.
    pub const fn kind(self) -> &'static str {
        match self {
            Self::OutForDelivery { .. } => "parcel_out_for_delivery",
            Self::Late => "order_late",
            Self::AdvanceAsked { .. } => "advance_asked",
            Self::AdvancePaid { .. } => "advance_paid",
        }
    }
}

/// Who the e-mail goes to and which order it is about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParcelMail {
    pub to: String,
    /// The name to greet by, empty to greet without one.
    pub customer_name: String,
    /// The order's id, its reference.
    pub reference: String,
    /// The courier and its tracking code, once booked.
    pub tracking: Option<(String, String)>,
    /// Where the customer follows the order.
    pub order_url: String,
}

impl ParcelMail {
    /// The outbox message, keyed `<kind>:<order>`: each news once per order.
    pub fn message(&self, event: ParcelEvent, now: DateTime) -> OutboxMessage {
        let key = format!("{}:{}", event.kind(), self.reference);
        OutboxMessage::new(self.compose(event), (event.kind(), MailPriority::Orders), key, now)
    }

    /// The e-mail's words, plain and HTML.
    pub fn compose(&self, event: ParcelEvent) -> Composed {
        let reference = &self.reference;
        let (subject, mut paragraphs) = match event {
            ParcelEvent::OutForDelivery { cash } => (
                format!("Your order {reference} is out for delivery today"),
                vec![match cash {
                    Some(cash) => format!(
                        "A rider is bringing your order today. Please keep {} ready in cash.",
                        cash.format_tk()
                    ),
                    None => "A rider is bringing your order today. It is paid already.".to_owned(),
                }],
            ),
            ParcelEvent::AdvanceAsked { amount, rest } => (
                format!("Pay an advance of {} for your order {reference}", amount.format_tk()),
                vec![
                    format!(
                        "Before we send your order, please pay an advance of {} online from your order's page. \
                         The rest, {}, is paid in cash on delivery.",
                        amount.format_tk(),
                        rest.format_tk()
                    ),
                    "Until the advance is paid your order waits; if it is not paid in time, we will be in touch."
                        .to_owned(),
                ],
            ),
            ParcelEvent::AdvancePaid { amount, rest } => (
                format!("Advance received for your order {reference}"),
                vec![format!(
                    "We have received your advance of {}. The rest, {}, is paid in cash on delivery.",
                    amount.format_tk(),
                    rest.format_tk()
                )],
            ),
            ParcelEvent::Late => (
                format!("Your order {reference} is running late"),
                vec![
                    "We are sorry: your order has not reached you as soon as we promised. \
                     We are on it and will write again when it moves."
                        .to_owned(),
                ],
            ),
        };
        if let Some((courier, code)) = &self.tracking {
            paragraphs.push(format!("It travels with {courier}, tracking code {code}."));
        }
        short_mail(
            &self.to,
            &self.customer_name,
            subject,
            &paragraphs,
            ("Follow your order", &self.order_url),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mail() -> ParcelMail {
        ParcelMail {
            to: "rahim@example.com".into(),
            customer_name: "Rahim".into(),
            reference: "6b0c45d78b0f9cb51e1cda0d".into(),
            tracking: Some(("Steadfast".into(), "C10A6522".into())),
            order_url: "https://shop.example/auth/customer/my-orders/details/6b0c45d78b0f9cb51e1cda0d".into(),
        }
    }

    #[test]
    fn out_for_delivery_names_the_cash_to_keep_ready_and_the_tracking_code() {
        let cash = Money::from_poisha(4_056_900);
        let composed = mail().compose(ParcelEvent::OutForDelivery { cash: Some(cash) });
        assert_eq!(
            composed.subject,
            "Your order 6b0c45d78b0f9cb51e1cda0d is out for delivery today"
        );
        assert!(
            composed
                .text
                .contains(&format!("Please keep {} ready", cash.format_tk())),
            "{}",
            composed.text
        );
        assert!(
            composed.text.contains("Steadfast, tracking code C10A6522"),
            "{}",
            composed.text
        );
        let paid = mail().compose(ParcelEvent::OutForDelivery { cash: None });
        assert!(paid.text.contains("It is paid already."), "{}", paid.text);
    }

    #[test]
    fn each_news_is_keyed_once_per_order() {
        let now = DateTime::now();
        let late = mail().message(ParcelEvent::Late, now);
        assert_eq!(late.dedupe_key, "order_late:6b0c45d78b0f9cb51e1cda0d");
        assert!(late.subject.ends_with("is running late"));
        let out = mail().message(ParcelEvent::OutForDelivery { cash: None }, now);
        assert_eq!(out.dedupe_key, "parcel_out_for_delivery:6b0c45d78b0f9cb51e1cda0d");
    }
}
