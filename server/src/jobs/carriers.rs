//! How each channel of the outbox hands a message over: e-mails to the SMTP
//! server, SMS to the configured gateway (under the message's id, so an
//! attempt made again after a lost answer is recognised, not sent twice).

use crate::{
    documents::outbox::{Channel, OutboxMessage},
    mail::{Mailer, SMTP_TIMEOUT},
    sms::{GATEWAY_TIMEOUT, Gateway, SmsError},
};
use std::time::Duration;

/// Why a message was not handed over.
#[derive(Debug)]
pub enum Undelivered {
    /// Not now: another attempt may go through.
    Later(String),
    /// Never as it is (a message that cannot be built, a refused recipient or number).
    Never(String),
}

/// What carries one channel's messages.
#[async_trait::async_trait]
pub trait Carrier: Send + Sync + 'static {
    /// The channel whose messages it carries.
    fn channel(&self) -> Channel;

    /// How long a claimed message stays its sender's: longer than one whole
    /// hand-over, so a live sender keeps it and another instance takes over
    /// after a crash.
    fn lease(&self) -> Duration;

    /// Messages claimed at a time, sent one after the other: as many as
    /// their hand-overs fit in one lease, each taking all its time-out.
    fn at_once(&self) -> usize;

    async fn hand_over(&self, message: &OutboxMessage) -> Result<(), Undelivered>;
}

#[async_trait::async_trait]
impl Carrier for Mailer {
    fn channel(&self) -> Channel {
        Channel::Email
    }

    // A whole SMTP exchange: connect, greeting, TLS, login, envelope, data.
    fn lease(&self) -> Duration {
        SMTP_TIMEOUT * 10
    }

    fn at_once(&self) -> usize {
        8
    }

    async fn hand_over(&self, message: &OutboxMessage) -> Result<(), Undelivered> {
        match self.send(message).await {
            Ok(()) => Ok(()),
            Err(error) if error.refused_for_good() => Err(Undelivered::Never(error.to_string())),
            Err(error) => Err(Undelivered::Later(error.to_string())),
        }
    }
}

/// The SMS gateway as the outbox's carrier.
pub struct SmsCarrier(pub Gateway);

#[async_trait::async_trait]
impl Carrier for SmsCarrier {
    fn channel(&self) -> Channel {
        Channel::Sms
    }

    fn lease(&self) -> Duration {
        GATEWAY_TIMEOUT * 4
    }

    fn at_once(&self) -> usize {
        2
    }

    async fn hand_over(&self, message: &OutboxMessage) -> Result<(), Undelivered> {
        match self.0.send(&message.to, &message.text, &message.id.to_hex()).await {
            Ok(()) | Err(SmsError::AlreadyTaken) => Ok(()),
            Err(error @ SmsError::Refused(_)) => Err(Undelivered::Never(error.to_string())),
            Err(error @ SmsError::NotNow(_)) => Err(Undelivered::Later(error.to_string())),
        }
    }
}
