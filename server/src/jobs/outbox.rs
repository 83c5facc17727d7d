//! The loop that empties the outbox: every interval it claims due messages
//! one at a time and hands each to the SMTP server. A message the server did
//! not take waits for its backoff; one it took is marked sent. Several
//! instances may run it: a claim is atomic, so no two send one message at once.

use crate::mail::{MailError, Mailer, SMTP_TIMEOUT};
use crate::{
    config::MailSettings,
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

/// How much of an SMTP answer is kept as the message's `last_error`.
const ERROR_CHARS: usize = 500;

/// Delivers the outbox through one mailer.
pub struct Sender {
    outbox: OutboxRepository,
    mailer: Mailer,
    interval: Duration,
    backoff: Backoff,
    /// How long a claimed message stays this sender's: longer than a whole
    /// SMTP exchange (connect, greeting, TLS, login, envelope, data), so a
    /// live sender keeps it, and another instance takes over after a crash.
    lease: Duration,
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
            Ok(Err(error)) => tracing::error!(%error, "the e-mail sender ended badly"),
            Err(_) => {
                tracing::warn!("the e-mail sender did not stop in time; its message is left to its lease");
                self.task.abort();
            }
        }
    }
}

impl Sender {
    pub fn new(outbox: OutboxRepository, mailer: Mailer, settings: &MailSettings) -> Self {
        Sender {
            outbox,
            mailer,
            interval: settings.interval,
            backoff: Backoff {
                first: settings.retry_first,
                max: MAX_RETRY_WAIT,
                attempts: i32::try_from(settings.attempts).unwrap_or(i32::MAX),
            },
            lease: SMTP_TIMEOUT * 10,
        }
    }

    /// Runs the loop on the current runtime until the handle stops it (or is dropped).
    pub fn spawn(self) -> SenderHandle {
        let (stop, stopped) = watch::channel(false);
        let task = tokio::spawn(Arc::new(self).run(stopped));
        SenderHandle { stop, task }
    }

    async fn run(self: Arc<Self>, mut stopped: watch::Receiver<bool>) {
        tracing::info!(interval_ms = self.interval.as_millis(), "e-mail sender started");
        loop {
            // Each pass is its own task, so even a panic deep in a client
            // library is logged and the next pass still runs.
            let pass = tokio::spawn({
                let sender = Arc::clone(&self);
                let stopped = stopped.clone();
                async move { sender.deliver_due(&stopped).await }
            });
            if let Err(error) = pass.await {
                tracing::error!(%error, "an e-mail pass failed");
            }
            let stop = tokio::select! {
                () = tokio::time::sleep(self.interval) => false,
                changed = stopped.changed() => changed.is_err() || *stopped.borrow(),
            };
            if stop {
                tracing::info!("e-mail sender stopped");
                return;
            }
        }
    }

    /// Sends every message due now, one at a time; answers how many it tried.
    pub async fn deliver_due(&self, stopped: &watch::Receiver<bool>) -> usize {
        let mut tried = 0;
        while !*stopped.borrow() {
            match self.outbox.claim_due(DateTime::now(), self.lease).await {
                Ok(Some(message)) => {
                    self.deliver(message).await;
                    tried += 1;
                }
                Ok(None) => break,
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
        let outcome = match self.mailer.send(&message).await {
            Ok(()) => {
                tracing::info!("e-mail sent");
                self.outbox.mark_sent(message.id, DateTime::now()).await
            }
            Err(error @ MailError::Build(_)) => {
                tracing::error!(%error, "e-mail cannot be sent; marked failed");
                self.outbox.mark_failed(message.id, &short(&error)).await
            }
            Err(error) => {
                let now = DateTime::now();
                match self
                    .outbox
                    .mark_retry(&message, &short(&error), now, &self.backoff)
                    .await
                {
                    Ok(OutboxStatus::Failed) => {
                        tracing::error!(%error, "e-mail not sent after its last attempt; marked failed");
                    }
                    Ok(_) => tracing::warn!(%error, "e-mail not sent; will try again"),
                    Err(store) => tracing::warn!(%error, %store, "e-mail not sent, and its retry not recorded"),
                }
                return;
            }
        };
        // The lease runs out and the message is sent again, under the same Message-ID.
        if let Err(error) = outcome {
            tracing::warn!(%error, "e-mail handled but not recorded; it may be sent again");
        }
    }
}

fn short(error: &MailError) -> String {
    error.to_string().chars().take(ERROR_CHARS).collect()
}
