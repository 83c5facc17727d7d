//! The e-mail telling a customer that a phone they waited for is back.

use super::templates::short_mail;
use crate::documents::outbox::{Composed, MailPriority, OutboxMessage};
use mongodb::bson::DateTime;

/// The outbox `kind` of these e-mails.
pub const KIND: &str = "back_in_stock";

/// What the e-mail is made of.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BackInStockMail {
    pub to: String,
    pub customer_name: String,
    pub product_title: String,
    /// The phone's page.
    pub product_url: String,
}

impl BackInStockMail {
    /// The outbox message, keyed `back_in_stock:<request>` so one request
    /// never queues two.
    pub fn message(&self, request: &str, now: DateTime) -> OutboxMessage {
        OutboxMessage::new(
            self.compose(),
            (KIND, MailPriority::Notices),
            format!("{KIND}:{request}"),
            now,
        )
    }

    /// The e-mail's words, plain and HTML.
    pub fn compose(&self) -> Composed {
        let subject = format!("{} is back in stock", self.product_title);
        let paragraph = format!(
            "Good news: {} is back in stock. You asked us to tell you; stock can run out again, so do not wait too long.",
            self.product_title
        );
        short_mail(
            &self.to,
            &self.customer_name,
            subject,
            &[paragraph],
            ("See the phone", &self.product_url),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_the_phone_links_to_it_and_escapes_html() {
        let mail = BackInStockMail {
            to: "a@example.com".into(),
            customer_name: "Rahim <b>".into(),
            product_title: "Galaxy A55 8/256GB".into(),
            product_url: "https://shop.example/product/galaxy-a55/abc".into(),
        };
        let composed = mail.compose();
        assert_eq!(composed.subject, "Galaxy A55 8/256GB is back in stock");
        assert!(
            composed
                .text
                .contains("See the phone: https://shop.example/product/galaxy-a55/abc")
        );
        let html = composed.html.expect("html");
        assert!(html.contains("Hello Rahim &lt;b&gt;,"), "{html}");
        assert!(html.contains("href=\"https://shop.example/product/galaxy-a55/abc\""));
        let message = mail.message("r1", DateTime::now());
        assert_eq!(
            (message.kind.as_str(), message.dedupe_key.as_str()),
            (KIND, "back_in_stock:r1")
        );
    }
}
