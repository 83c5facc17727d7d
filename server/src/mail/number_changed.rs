//! The e-mail that tells a customer their account's mobile number changed:
//! a SIM swap or a stolen session shows itself to the owner at once.

use super::templates::{SIGNATURE, escape, greeting};
use crate::documents::outbox::{Composed, MailPriority, OutboxMessage};
use mongodb::bson::DateTime;

/// The outbox `kind` of these e-mails.
pub const KIND: &str = "number_changed";

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NumberChanged {
    pub to: String,
    pub customer_name: String,
    /// The new number, all but its last digits hidden.
    pub new_number: String,
}

impl NumberChanged {
    /// The outbox message, keyed by the change (`change` names it once).
    pub fn message(&self, change: &str, now: DateTime) -> OutboxMessage {
        OutboxMessage::new(
            self.compose(),
            (KIND, MailPriority::Account),
            format!("{KIND}:{change}"),
            now,
        )
    }

    pub fn compose(&self) -> Composed {
        let subject = "Your PhoneBazar mobile number was changed".to_owned();
        let paragraph = format!(
            "The mobile number of your PhoneBazar account is now {}. Codes and order SMS go there from now on. \
             If you did not make this change, reply to this e-mail or call us at once.",
            self.new_number
        );
        let text = format!("{}\n\n{paragraph}\n\n{SIGNATURE}\n", greeting(&self.customer_name));
        let html = format!(
            "<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>{}</title></head>\n\
             <body style=\"font-family: sans-serif; color: #222\">\n<p>{}</p>\n<p>{}</p>\n<p>{SIGNATURE}</p>\n</body></html>\n",
            escape(&subject),
            escape(&greeting(&self.customer_name)),
            escape(&paragraph),
        );
        Composed {
            to: self.to.clone(),
            subject,
            text,
            html: Some(html),
        }
    }
}
