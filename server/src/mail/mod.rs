//! Order e-mails. The order and payment use cases queue a message in the
//! outbox inside their own transaction (`templates` gives the words); the
//! `sender` loop of each instance claims due messages and hands them to the
//! SMTP server through [`Mailer`], retrying with backoff until one is taken.

pub mod back_in_stock;
pub mod confirm_email;
pub mod number_changed;
pub mod parcel_mail;
pub mod password_reset;
pub mod question_answered;
pub mod return_mail;
pub mod templates;

pub use templates::{MailLine, OrderEvent, OrderMail};

use crate::{
    config::{MailSettings, SmtpTls},
    documents::outbox::OutboxMessage,
};
use lettre::{
    AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor,
    message::{Mailbox, MultiPart, SinglePart},
    transport::smtp::{self, authentication::Credentials},
};
use std::time::Duration;

/// Longest wait for one SMTP command's answer; a claim's lease outlasts a
/// whole exchange of them.
pub const SMTP_TIMEOUT: Duration = Duration::from_secs(30);

/// Why an e-mail did not leave.
#[derive(Debug, thiserror::Error)]
pub enum MailError {
    #[error("MAIL_FROM is not a mailbox such as `Shop <orders@example.com>`: {0}")]
    From(#[source] lettre::address::AddressError),
    #[error("the SMTP settings are not usable: {0}")]
    Settings(#[source] smtp::Error),
    /// The message itself is wrong (e.g. its recipient is no address): no retry can help.
    #[error("the e-mail cannot be built: {0}")]
    Build(String),
    /// The server could not be reached or did not take the message.
    #[error("SMTP: {0}")]
    Smtp(#[from] smtp::Error),
}

/// Permanent (5xx) answers about the shop's own login or encryption at the
/// relay (530 authentication required, 534 mechanism too weak, 535 wrong
/// credentials, 538 encryption required): every e-mail would get them until
/// an operator mends the settings, so they wait for that instead of failing.
const RELAY_SETUP_CODES: [u16; 4] = [530, 534, 535, 538];

impl MailError {
    /// Whether no retry can help this e-mail: it cannot be built, or the
    /// server refused it for good (a 5xx about it or its recipient, such as
    /// 550 "no such mailbox"). Anything else (no connection, a 4xx such as
    /// greylisting, a 5xx about the relay's settings) is worth another try.
    pub fn refused_for_good(&self) -> bool {
        match self {
            MailError::Build(_) => true,
            MailError::Smtp(error) => {
                error.is_permanent()
                    && !error
                        .status()
                        .is_some_and(|code| RELAY_SETUP_CODES.contains(&u16::from(code)))
            }
            MailError::From(_) | MailError::Settings(_) => false,
        }
    }
}

/// Sends outbox messages through one SMTP server.
#[derive(Clone)]
pub struct Mailer {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
}

impl Mailer {
    /// A client of `settings`' server, or `None` when `SMTP_HOST` is not set.
    /// Nothing is dialled yet: each send opens its own connection.
    pub fn from_settings(settings: &MailSettings) -> Result<Option<Self>, MailError> {
        let Some(host) = &settings.host else { return Ok(None) };
        let from: Mailbox = settings.from.parse().map_err(MailError::From)?;
        let builder = match settings.tls {
            SmtpTls::None => AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous(host),
            SmtpTls::StartTls => {
                AsyncSmtpTransport::<Tokio1Executor>::starttls_relay(host).map_err(MailError::Settings)?
            }
            SmtpTls::Tls => AsyncSmtpTransport::<Tokio1Executor>::relay(host).map_err(MailError::Settings)?,
        };
        let mut builder = builder.port(settings.port).timeout(Some(SMTP_TIMEOUT));
        if let (Some(username), Some(password)) = (&settings.username, &settings.password) {
            builder = builder.credentials(Credentials::new(username.clone(), password.clone()));
        }
        Ok(Some(Mailer {
            transport: builder.build(),
            from,
        }))
    }

    /// Hands `message` to the SMTP server. Its `Message-ID` is made of the
    /// outbox id, so a second delivery of it reads as the same e-mail.
    pub async fn send(&self, message: &OutboxMessage) -> Result<(), MailError> {
        let email = self.build(message)?;
        self.transport.send(email).await?;
        Ok(())
    }

    fn build(&self, message: &OutboxMessage) -> Result<Message, MailError> {
        let to: Mailbox = message
            .to
            .parse()
            .map_err(|e| MailError::Build(format!("'{}' is not an address: {e}", message.to)))?;
        let builder = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(&message.subject)
            .message_id(Some(message_id(message, self.from.email.domain())));
        let built = match &message.html {
            Some(html) => builder.multipart(MultiPart::alternative_plain_html(message.text.clone(), html.clone())),
            None => builder.singlepart(SinglePart::plain(message.text.clone())),
        };
        built.map_err(|e| MailError::Build(e.to_string()))
    }
}

/// `<outbox id@sender's domain>`.
pub fn message_id(message: &OutboxMessage, domain: &str) -> String {
    format!("<{}@{domain}>", message.id.to_hex())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::documents::outbox::{Composed, MailPriority};
    use mongodb::bson::DateTime;

    fn mailer() -> Mailer {
        let settings = MailSettings {
            host: Some("127.0.0.1".into()),
            ..MailSettings::default()
        };
        Mailer::from_settings(&settings).expect("usable").expect("configured")
    }

    fn message(to: &str, html: Option<&str>) -> OutboxMessage {
        let mail = Composed {
            to: to.into(),
            subject: "Hello".into(),
            text: "Plain words".into(),
            html: html.map(Into::into),
        };
        OutboxMessage::new(mail, ("test", MailPriority::Orders), "test:1".into(), DateTime::now())
    }

    #[test]
    fn no_host_means_no_mailer_and_a_bad_from_is_refused() {
        assert!(Mailer::from_settings(&MailSettings::default()).expect("fine").is_none());
        let bad = MailSettings {
            host: Some("127.0.0.1".into()),
            from: "not a mailbox".into(),
            ..MailSettings::default()
        };
        assert!(matches!(Mailer::from_settings(&bad), Err(MailError::From(_))));
    }

    #[test]
    fn the_outbox_id_is_the_message_id_and_both_parts_are_sent() {
        let message = message("rahim@example.com", Some("<p>Rich words</p>"));
        let raw = String::from_utf8(mailer().build(&message).expect("builds").formatted()).expect("text");
        let id = format!("Message-ID: <{}@phone-shop.local>", message.id.to_hex());
        assert!(raw.contains(&id), "{raw}");
        assert!(raw.contains("To: rahim@example.com"), "{raw}");
        assert!(
            raw.contains("multipart/alternative") && raw.contains("Rich words"),
            "{raw}"
        );
    }

    #[test]
    fn a_recipient_that_is_no_address_is_a_build_error() {
        let error = mailer().build(&message("nobody", None)).expect_err("refused");
        assert!(matches!(error, MailError::Build(_)), "{error}");
    }
}
