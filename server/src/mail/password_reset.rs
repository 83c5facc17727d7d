//! The e-mails of a forgotten password: the link that resets it, and the
//! notice that it was reset (so a stranger's reset shows itself at once).

use super::templates::{SIGNATURE, escape, greeting};
use crate::documents::outbox::{Composed, MailPriority, OutboxMessage};
use mongodb::bson::DateTime;

/// The outbox `kind` of the link's e-mail.
pub const LINK_KIND: &str = "password_reset_link";
/// The outbox `kind` of the notice.
pub const DONE_KIND: &str = "password_reset_done";

/// The e-mail carrying a reset link.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResetLinkMail {
    pub to: String,
    pub customer_name: String,
    pub link: String,
    /// How many minutes the link works.
    pub minutes: u64,
}

/// The e-mail saying the password was just reset.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResetDoneMail {
    pub to: String,
    pub customer_name: String,
    /// How it was reset: "an e-mail link" or "a code sent to 017*****575".
    pub by: String,
}

impl ResetLinkMail {
    /// The outbox message, keyed by the link's token hash (mailed once).
    pub fn message(&self, token_hash: &str, now: DateTime) -> OutboxMessage {
        let paragraph = format!(
            "Someone asked to reset the password of your PhoneBazar account. Open the link below within {} minutes \
             to choose a new one; it works once, and every device signed in to your account is signed out. \
             If it was not you, ignore this e-mail: your password stays as it is.",
            self.minutes
        );
        let composed = compose(
            &self.to,
            "Reset your PhoneBazar password",
            &greeting(&self.customer_name),
            &paragraph,
            Some(("Choose a new password", &self.link)),
        );
        OutboxMessage::new(
            composed,
            (LINK_KIND, MailPriority::Account),
            format!("{LINK_KIND}:{token_hash}"),
            now,
        )
    }
}

impl ResetDoneMail {
    /// The outbox message, keyed by the reset (`reset` names it once).
    pub fn message(&self, reset: &str, now: DateTime) -> OutboxMessage {
        let paragraph = format!(
            "The password of your PhoneBazar account was reset with {}, and every device that was signed in \
             was signed out. If you did not do this, reset it again at once and reply to this e-mail.",
            self.by
        );
        let composed = compose(
            &self.to,
            "Your PhoneBazar password was reset",
            &greeting(&self.customer_name),
            &paragraph,
            None,
        );
        OutboxMessage::new(
            composed,
            (DONE_KIND, MailPriority::Account),
            format!("{DONE_KIND}:{reset}"),
            now,
        )
    }
}

/// A short account e-mail: a greeting, one paragraph, maybe one link.
fn compose(to: &str, subject: &str, hello: &str, paragraph: &str, link: Option<(&str, &str)>) -> Composed {
    let link_text = link.map_or(String::new(), |(label, href)| format!("\n\n{label}: {href}"));
    let link_html = link.map_or(String::new(), |(label, href)| {
        format!("<p><a href=\"{}\">{}</a></p>\n", escape(href), escape(label))
    });
    Composed {
        to: to.to_owned(),
        subject: subject.to_owned(),
        text: format!("{hello}\n\n{paragraph}{link_text}\n\n{SIGNATURE}\n"),
        html: Some(format!(
            "<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>{}</title></head>\n\
             <body style=\"font-family: sans-serif; color: #222\">\n<p>{}</p>\n<p>{}</p>\n{link_html}<p>{SIGNATURE}</p>\n</body></html>\n",
            escape(subject),
            escape(hello),
            escape(paragraph),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_link_mail_carries_the_link_and_its_minutes_and_escapes_the_name() {
        let mail = ResetLinkMail {
            to: "rahim@example.com".into(),
            customer_name: "<b>Rahim</b>".into(),
            link: "https://shop.example/reset-password?token=ab&x=1".into(),
            minutes: 30,
        }
        .message("hash", DateTime::from_millis(0));
        assert_eq!(mail.dedupe_key, "password_reset_link:hash");
        assert!(mail.text.contains("within 30 minutes"));
        assert!(mail.text.contains("https://shop.example/reset-password?token=ab&x=1"));
        let html = mail.html.expect("html");
        assert!(html.contains("token=ab&amp;x=1"), "{html}");
        assert!(!html.contains("<b>Rahim"), "{html}");
    }
}
