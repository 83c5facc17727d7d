//! The shop's ipn_url in these tests: sim-kit's receiver, each form posted
//! to it read as an IPN.

use sim_kit::receiver::{Receiver, Request};
use std::time::{Duration, Instant};

/// One IPN as received: its fields in order, and when it came.
#[derive(Debug, Clone)]
pub struct Received {
    pub fields: Vec<(String, String)>,
    pub at: Instant,
}

impl Received {
    /// The value of `key` (empty when absent).
    pub fn get(&self, key: &str) -> &str {
        field(&self.fields, key)
    }
}

/// `key`'s value in `fields`, or empty.
pub fn field<'a>(fields: &'a [(String, String)], key: &str) -> &'a str {
    fields
        .iter()
        .find(|(name, _)| name == key)
        .map(|(_, value)| value.as_str())
        .unwrap_or_default()
}

pub struct Shop {
    pub ipn_url: String,
    receiver: Receiver,
}

impl Shop {
    /// Listens on a free port; the first `failing` requests get HTTP 500.
    pub fn start(failing: usize) -> Shop {
        let receiver = Receiver::start("/api/payments/sslcommerz/ipn", failing);
        Shop {
            ipn_url: receiver.url.clone(),
            receiver,
        }
    }

    /// What came so far.
    pub fn received(&self) -> Vec<Received> {
        forms(self.receiver.received())
    }

    /// Waits (up to `millis`) until `count` IPNs came; all that came.
    pub fn wait_for(&self, count: usize, millis: u64) -> Vec<Received> {
        forms(self.receiver.wait_for(count, Duration::from_millis(millis)))
    }
}

/// The requests that posted a form, as IPNs.
fn forms(requests: Vec<Request>) -> Vec<Received> {
    requests
        .into_iter()
        .filter(|r| r.headers.get("content-type").map(String::as_str) == Some("application/x-www-form-urlencoded"))
        .filter_map(|r| {
            Some(Received {
                fields: serde_urlencoded::from_bytes(&r.body).ok()?,
                at: r.at,
            })
        })
        .collect()
}
