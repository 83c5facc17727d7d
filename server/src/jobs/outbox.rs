//! The loops that empty the outbox, one per channel: every interval each
//! claims its channel's due messages one at a time and hands each to its
//! carrier (the SMTP server, the SMS gateway). A message the carrier did not
//! take waits for its backoff; one it took is marked sent. Several instances
//! may run them: a claim is atomic, so no two send one message at once.

use super::{
    StopSignal,
    carriers::{Carrier, Undelivered},
};
use crate::{
    documents::outbox::{OutboxMessage, OutboxStatus},
    repository::{Backoff, OutboxRepository},
};
use mongodb::bson::DateTime;
use std::{sync::Arc, time::Duration};

/// The longest wait between two attempts at one message.
const MAX_RETRY_WAIT: Duration = Duration::from_secs(3600);

/// How much of a carrier's answer is kept as the message's `last_error`.
const ERROR_CHARS: usize = 500;

/// How a sender paces its channel: how often it looks, and how it retries.
#[derive(Debug, Clone, Copy)]
pub struct Pacing {
    pub interval: Duration,
    /// The wait after a failed attempt, doubled after each further one...
    pub retry_first: Duration,
    /// ...until this many attempts have failed.
    pub attempts: u32,
}

/// Delivers one channel of the outbox through its carrier.
pub struct Sender<C: Carrier> {
    outbox: OutboxRepository,
    carrier: C,
    interval: Duration,
    backoff: Backoff,
}

impl<C: Carrier> Sender<C> {
    pub fn new(outbox: OutboxRepository, carrier: C, pacing: Pacing) -> Self {
        Sender {
            outbox,
            carrier,
            interval: pacing.interval,
            backoff: Backoff {
                first: pacing.retry_first,
                max: MAX_RETRY_WAIT,
                attempts: i32::try_from(pacing.attempts).unwrap_or(i32::MAX),
            },
        }
    }

    /// Sends what is due every interval until `stop` is requested, which
    /// ends the loop after the message in hand (one left unsent past the
    /// jobs' stop wait is left to its lease and sent again under the same
    /// Message-ID); run it with [`super::Jobs::spawn`].
    pub async fn run(self, mut stop: StopSignal) {
        let sender = Arc::new(self);
        let channel = sender.carrier.channel();
        tracing::info!(
            ?channel,
            interval_ms = sender.interval.as_millis(),
            "outbox sender started"
        );
        loop {
            // Each pass is its own task, so even a panic deep in a client
            // library is logged and the next pass still runs.
            let pass = tokio::spawn({
                let (sender, stop) = (Arc::clone(&sender), stop.clone());
                async move { sender.deliver_due(&stop).await }
            });
            if let Err(error) = pass.await {
                tracing::error!(%error, ?channel, "an outbox pass failed");
            }
            tokio::select! {
                biased;
                () = stop.requested() => {
                    tracing::info!(?channel, "outbox sender stopped");
                    return;
                }
                () = tokio::time::sleep(sender.interval) => {}
            }
        }
    }

    /// Sends every message due now, one at a time, claiming a few at once
    /// (see [`Carrier::at_once`]); answers how many it tried.
    pub async fn deliver_due(&self, stop: &StopSignal) -> usize {
        let mut tried = 0;
        while !stop.is_requested() {
            let (channel, lease) = (self.carrier.channel(), self.carrier.lease());
            match self
                .outbox
                .claim_due_on(channel, DateTime::now(), lease, self.carrier.at_once())
                .await
            {
                Ok(claimed) if claimed.is_empty() => break,
                Ok(claimed) => {
                    for message in claimed {
                        self.deliver(message).await;
                        tried += 1;
                    }
                }
                Err(error) => {
                    tracing::warn!(%error, "cannot read the outbox; trying again next interval");
                    break;
                }
            }
        }
        tried
    }

    #[tracing::instrument(skip_all, fields(id = %message.id, kind = %message.kind, attempt = message.attempts))]
    async fn deliver(&self, message: OutboxMessage) {
        let outcome = match self.carrier.hand_over(&message).await {
            Ok(()) => {
                tracing::info!(channel = ?message.channel, "message sent");
                self.outbox.mark_sent(message.id, DateTime::now()).await
            }
            Err(Undelivered::Never(error)) => {
                tracing::error!(%error, "message cannot be sent; marked failed");
                self.outbox.mark_failed(message.id, &short(&error)).await
            }
            Err(Undelivered::Later(error)) => {
                let now = DateTime::now();
                match self
                    .outbox
                    .mark_retry(&message, &short(&error), now, &self.backoff)
                    .await
                {
                    Ok(OutboxStatus::Failed) => {
                        tracing::error!(%error, "message not sent after its last attempt; marked failed");
                    }
                    Ok(_) => tracing::warn!(%error, "message not sent; will try again"),
                    Err(store) => tracing::warn!(%error, %store, "message not sent, and its retry not recorded"),
                }
                return;
            }
        };
        // The lease runs out and the message is sent again, under the same id.
        if let Err(error) = outcome {
            tracing::warn!(%error, "message handled but not recorded; it may be sent again");
        }
    }
}

fn short(error: &str) -> String {
    error.chars().take(ERROR_CHARS).collect()
}
