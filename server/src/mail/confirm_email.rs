//! The e-mail that asks a new customer to confirm their address: until they
//! open its link, the shop sends that address nothing else.

use super::templates::{SIGNATURE, escape, greeting};
use crate::documents::outbox::{Composed, MailPriority, OutboxMessage};
use mongodb::bson::DateTime;

/// The outbox `kind` of these e-mails.
pub const KIND: &str = "confirm_email";

/// What the e-mail is made of.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConfirmEmail {
    pub to: String,
    /// The name to greet by, empty to greet without one.
    pub customer_name: String,
    /// The confirmation link.
    pub link: String,
    /// How many hours the link works.
    pub hours: u64,
}

impl ConfirmEmail {
    /// The outbox message, keyed by its link's token hash, so one link is mailed once.
    pub fn message(&self, token_hash: &str, now: DateTime) -> OutboxMessage {
        OutboxMessage::new(
            self.compose(),
            (KIND, MailPriority::Account),
            format!("{KIND}:{token_hash}"),
            now,
        )
    }

    /// The e-mail's words, plain and HTML.
    pub fn compose(&self) -> Composed {
        let subject = "Confirm your e-mail address for PhoneBazar".to_owned();
        let paragraph = format!(
            "You signed up at PhoneBazar with this address. Open the link below within {} hours to confirm it; \
             until then we send you no e-mails about your orders. If it was not you, ignore this e-mail.",
            self.hours
        );
        let text = format!(
            "{}\n\n{paragraph}\n\nConfirm your address: {}\n\n{SIGNATURE}\n",
            greeting(&self.customer_name),
            self.link
        );
        let html = format!(
            "<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>{}</title></head>\n\
             <body style=\"font-family: sans-serif; color: #222\">\n<p>{}</p>\n<p>{}</p>\n\
             <p><a href=\"{}\">Confirm your address</a></p>\n<p>{SIGNATURE}</p>\n</body></html>\n",
            escape(&subject),
            escape(&greeting(&self.customer_name)),
            escape(&paragraph),
            escape(&self.link)
        );
        Composed {
            to: self.to.clone(),
            subject,
            text,
            html: Some(html),
        }
    }
}
