//! E-mails and SMS waiting to be sent, as stored in `outbox`. A message is
//! written in the same transaction as the change it tells of, so it exists
//! if and only if that change committed; a sender loop per channel delivers
//! it later.

use mongodb::bson::{DateTime, oid::ObjectId};
use serde::{Deserialize, Serialize};

/// Where a message is in its delivery.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OutboxStatus {
    /// Waiting for its first or next attempt.
    Pending,
    /// The SMTP server accepted it.
    Sent,
    /// Given up: every attempt failed, or the message cannot be built.
    Failed,
}

/// How a message reaches its person.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Channel {
    /// An e-mail through SMTP (stored as no `channel` at all, as every
    /// message was before SMS).
    #[default]
    Email,
    /// An SMS through the configured gateway.
    Sms,
}

impl Channel {
    /// Every channel.
    pub const ALL: [Channel; 2] = [Channel::Email, Channel::Sms];

    /// Whether it is the e-mail channel (which is stored without the field).
    pub fn is_email(&self) -> bool {
        *self == Channel::Email
    }
}

/// Which e-mails go first when many wait: an order's or its money's before
/// notices, notices before account mails, so a flood of sign-ups never holds
/// up an order's e-mail. Stored as its rank (the lower, the sooner).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum MailPriority {
    /// A one-time code by SMS: a person is waiting for it.
    Codes = -1,
    /// Orders, payments, refunds and returns.
    Orders = 0,
    /// Back in stock, answered questions.
    Notices = 1,
    /// Confirming an address.
    Account = 2,
}

impl MailPriority {
    /// Every priority, the soonest first.
    pub const ALL: [MailPriority; 4] = [Self::Codes, Self::Orders, Self::Notices, Self::Account];

    /// The stored rank.
    pub const fn rank(self) -> i32 {
        self as i32
    }
}

/// One e-mail or SMS in the `outbox` collection.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct OutboxMessage {
    /// Also the e-mail's `Message-ID`, so a resend after a crash between
    /// sending and marking it sent is recognisably the same e-mail.
    #[serde(rename = "_id")]
    pub id: ObjectId,
    #[serde(default, skip_serializing_if = "Channel::is_email")]
    pub channel: Channel,
    /// An e-mail address, or an SMS's number (`01XXXXXXXXX`).
    pub to: String,
    /// An e-mail's subject; empty for an SMS.
    pub subject: String,
    /// The plain-text body, always present.
    pub text: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub html: Option<String>,
    /// What the e-mail tells, e.g. `order_placed`.
    pub kind: String,
    /// Its [`MailPriority`]'s rank: claimed before every message of a higher one.
    #[serde(default)]
    pub priority: i32,
    /// One event, one e-mail: a unique index refuses a second message with
    /// the same key, e.g. `order_placed:<checkout id>`.
    pub dedupe_key: String,
    pub status: OutboxStatus,
    /// Attempts begun so far (a claim counts as one).
    pub attempts: i32,
    /// Not sent before this.
    pub next_attempt_at: DateTime,
    /// An instance that claimed the message owns it until then; after that
    /// (it crashed) another may claim it.
    pub claimed_until: DateTime,
    #[serde(default)]
    pub sent_at: Option<DateTime>,
    #[serde(default)]
    pub last_error: Option<String>,
    #[serde(rename = "createdAt")]
    pub created_at: DateTime,
}

/// What an e-mail says, before it is queued.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Composed {
    pub to: String,
    pub subject: String,
    pub text: String,
    pub html: Option<String>,
}

impl OutboxMessage {
    /// A message due at once, never claimed.
    pub fn new(mail: Composed, (kind, priority): (&str, MailPriority), dedupe_key: String, now: DateTime) -> Self {
        OutboxMessage {
            id: ObjectId::new(),
            channel: Channel::Email,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            kind: kind.to_owned(),
            priority: priority.rank(),
            dedupe_key,
            status: OutboxStatus::Pending,
            attempts: 0,
            next_attempt_at: now,
            claimed_until: DateTime::from_millis(0),
            sent_at: None,
            last_error: None,
            created_at: now,
        }
    }
}

impl OutboxMessage {
    /// An SMS of `text` to `to` (`01XXXXXXXXX`), due at once: one per
    /// `dedupe_key`, as an e-mail.
    pub fn sms(
        to: &str,
        text: String,
        (kind, priority): (&str, MailPriority),
        dedupe_key: String,
        now: DateTime,
    ) -> Self {
        OutboxMessage {
            channel: Channel::Sms,
            ..OutboxMessage::new(
                Composed {
                    to: to.to_owned(),
                    subject: String::new(),
                    text,
                    html: None,
                },
                (kind, priority),
                dedupe_key,
                now,
            )
        }
    }
}
