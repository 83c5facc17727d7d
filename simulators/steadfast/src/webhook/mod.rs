//! Webhooks to the merchant's callback ("Callback Url"): a POST of JSON
//! with `Authorization: Bearer <token>` when the merchant set one. They
//! leave through one queue, in the order the parcels moved, so the only
//! disorder is the scripted mode's deliberate one ([`shuffle`]).

mod dispatch;
pub mod payload;
mod shuffle;

use serde_json::Value;
use std::{io, time::Duration};
use tokio::sync::mpsc::{self, UnboundedSender};

/// One webhook to send.
#[derive(Debug)]
pub struct Outgoing {
    pub body: Value,
    /// Sent again on a test's request: never doubled or held back.
    pub replay: bool,
}

/// Where webhooks are queued; sends nothing without a callback.
#[derive(Debug, Clone, Default)]
pub struct Notifier {
    queue: Option<UnboundedSender<Outgoing>>,
}

impl Notifier {
    /// Starts the task that sends to `url` (in the running runtime);
    /// `shuffle`: the scripted mode's patience with a held-back webhook.
    pub fn start(url: String, token: Option<String>, shuffle: Option<Duration>) -> io::Result<Self> {
        if let Err(error) = reqwest::Url::parse(&url) {
            return Err(io::Error::other(format!("--webhook-url {url:?}: {error}")));
        }
        let client = reqwest::Client::builder()
            .timeout(Duration::from_secs(5))
            .build()
            .map_err(io::Error::other)?;
        let target = dispatch::Target { client, url, token };
        let (queue, received) = mpsc::unbounded_channel();
        tokio::spawn(dispatch::run(received, target, shuffle));
        Ok(Notifier { queue: Some(queue) })
    }

    /// Queues the webhooks of a move, in order.
    pub fn send(&self, bodies: Vec<Value>) {
        for body in bodies {
            self.queue(Outgoing { body, replay: false });
        }
    }

    /// Queues `body` once more, as a duplicate; false without a callback.
    pub fn replay(&self, body: Value) -> bool {
        self.queue.is_some() && self.queue(Outgoing { body, replay: true })
    }

    fn queue(&self, outgoing: Outgoing) -> bool {
        // Without a callback, or once the sender task is gone, nothing is sent.
        self.queue.as_ref().is_some_and(|queue| queue.send(outgoing).is_ok())
    }
}
