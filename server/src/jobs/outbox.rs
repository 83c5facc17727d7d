//! The loops that empty the outbox, one per channel: every interval each
//! claims its channel's due messages one at a time and hands each to its
//! carrier (the SMTP server, the SMS gateway). A message the carrier did not
//! take waits for its backoff; one it took is marked sent. Several instances
//! may run them: a claim is atomic, so no two send one message at once.

use super::carriers::{Carrier, Undelivered};
use crate::{
    documents::outbox::{OutboxMessage, OutboxStatus},
    repository::{Backoff, OutboxRepository},
};
use mongodb::bson::DateTime;
use std::{sync::Arc, time::Duration};
use tokio::{sync::watch, task::JoinHandle};

/// The longest wait between two attempts at one message.
const MAX_RETRY_WAIT: Duration = Duration::from_secs(3600);

/// How long stopping waits for the message in hand; after that it is left
/// to its lease (and sent again under the same Message-ID).
const STOP_WAIT: Duration = Duration::from_secs(10);

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

/// A running sender; [`SenderHandle::stop`] ends it after the message in hand.
pub struct SenderHandle {
    stop: watch::Sender<bool>,
    task: JoinHandle<()>,
}

impl SenderHandle {
    /// Asks the loop to stop and waits until it has (at most a few seconds).
    pub async fn stop(mut self) {
        let _ = self.stop.send(true);
        match tokio::time::timeout(STOP_WAIT, &mut self.task).await {
            Ok(Ok(())) => {}
            Ok(Err(error)) => tracing::error!(%error, "an outbox sender ended badly"),
            Err(_) => {
                tracing::warn!("an outbox sender did not stop in time; its message is left to its lease");
                self.task.abort();
            }
        }
    }
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

    /// Runs the loop on the current runtime until the handle stops it (or is dropped).
    pub fn spawn(self) -> SenderHandle {
        let (stop, stopped) = watch::channel(false);
        let task = tokio::spawn(Arc::new(self).run(stopped));
        SenderHandle { stop, task }
    }

    async fn run(self: Arc<Self>, mut stopped: watch::Receiver<bool>) {
        let channel = self.carrier.channel();
        tracing::info!(
            ?channel,
            interval_ms = self.interval.as_millis(),
            "outbox sender started"
        );
        loop {
            // Each pass is its own task, so even a panic deep in a client
            // library is logged and the next pass still runs.
            let pass = tokio::spawn({
                let sender = Arc::clone(&self);
                let stopped = stopped.clone();
                async move { sender.deliver_due(&stopped).await }
            });
            if let Err(error) = pass.await {
                tracing::error!(%error, ?channel, "an outbox pass failed");
            }
            let stop = tokio::select! {
                () = tokio::time::sleep(self.interval) => false,
                changed = stopped.changed() => changed.is_err() || *stopped.borrow(),
            };
            if stop {
                tracing::info!(?channel, "outbox sender stopped");
                return;
            }
        }
    }

    /// Sends every message due now, one at a time, claiming a few at once
    /// (see [`Carrier::at_once`]); answers how many it tried.
    pub async fn deliver_due(&self, stopped: &watch::Receiver<bool>) -> usize {
        let mut tried = 0;
        while !*stopped.borrow() {
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
