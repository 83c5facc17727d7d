//! The shop's webhook endpoint in these tests: sim-kit's receiver, each
//! request's JSON body read as a webhook.

use serde_json::Value;
use std::{collections::HashMap, time::Duration};

/// One webhook as received.
#[derive(Debug, Clone)]
pub struct Received {
    /// Header names in lower case.
    pub headers: HashMap<String, String>,
    pub body: Value,
}

pub struct Receiver {
    pub url: String,
    inner: sim_kit::receiver::Receiver,
}

impl Receiver {
    /// Listens on a free port; the first `failing` requests get HTTP 500.
    pub fn start(failing: usize) -> Receiver {
        let inner = sim_kit::receiver::Receiver::start("/webhooks/steadfast", failing);
        Receiver {
            url: inner.url.clone(),
            inner,
        }
    }

    /// Waits (up to `seconds`) until `count` webhooks came; all that came.
    pub fn wait_for(&self, count: usize, seconds: u64) -> Vec<Received> {
        self.inner
            .wait_for(count, Duration::from_secs(seconds))
            .into_iter()
            .filter_map(|request| {
                Some(Received {
                    body: serde_json::from_slice(&request.body).ok()?,
                    headers: request.headers,
                })
            })
            .collect()
    }
}
