//! The e-mails about a return: asked, accepted or refused, picked up,
//! received, refunded.

use super::templates::short_mail;
use crate::documents::outbox::{Composed, MailPriority, OutboxMessage};
use mongodb::bson::DateTime;
use shop_core::returns::ReturnStatus;

/// The outbox `kind` of these e-mails.
pub const KIND: &str = "return";

/// What the e-mail is made of.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReturnMail {
    pub to: String,
    pub customer_name: String,
    pub product_title: String,
    pub status: ReturnStatus,
    /// The shop's note (why it was refused, how the money goes back).
    pub note: String,
    /// The order's page.
    pub order_url: String,
}

impl ReturnMail {
    /// The outbox message, keyed `return:<return id>:<status>`: one e-mail per step.
    pub fn message(&self, return_id: &str, now: DateTime) -> OutboxMessage {
        let key = format!("{KIND}:{return_id}:{}", self.status.as_str());
        OutboxMessage::new(self.compose(), (KIND, MailPriority::Orders), key, now)
    }

    /// The e-mail's words, plain and HTML.
    pub fn compose(&self) -> Composed {
        let title = &self.product_title;
        let (subject, paragraph) = match self.status {
            ReturnStatus::Requested => (
                format!("We have your return request for {title}"),
                "We will look at it and tell you within two working days.".to_owned(),
            ),
            ReturnStatus::Accepted => (
                format!("Your return of {title} is accepted"),
                "A courier will come to pick the phone up; keep it in its box with its accessories.".to_owned(),
            ),
            ReturnStatus::Refused => (
                format!("Your return of {title} is refused"),
                "We cannot take this phone back.".to_owned(),
            ),
            ReturnStatus::PickedUp => (
                format!("We picked up {title}"),
                "It is on its way to us; we will check it when it arrives.".to_owned(),
            ),
            ReturnStatus::Received => (
                format!("We received {title}"),
                "Your money goes back to you next, the way you paid.".to_owned(),
            ),
            ReturnStatus::Refunded => (
                format!("Your refund for {title} is made"),
                "The money for the returned phone is on its way back to you.".to_owned(),
            ),
        };
        let mut paragraphs = vec![paragraph];
        if !self.note.trim().is_empty() {
            paragraphs.push(format!("Our note: {}", self.note.trim()));
        }
        short_mail(
            &self.to,
            &self.customer_name,
            subject,
            &paragraphs,
            ("See your order", &self.order_url),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_mail_per_step_with_the_shops_note_escaped() {
        let mail = ReturnMail {
            to: "a@example.com".into(),
            customer_name: "Rahim".into(),
            product_title: "Galaxy A55".into(),
            status: ReturnStatus::Refused,
            note: "Screen <cracked> by a fall".into(),
            order_url: "https://shop.example/o/1".into(),
        };
        let composed = mail.compose();
        assert_eq!(composed.subject, "Your return of Galaxy A55 is refused");
        assert!(composed.text.contains("Our note: Screen <cracked> by a fall"));
        assert!(composed.html.expect("html").contains("Screen &lt;cracked&gt;"));
        let message = mail.message("r1", DateTime::now());
        assert_eq!(message.dedupe_key, "return:r1:refused");
    }
}
