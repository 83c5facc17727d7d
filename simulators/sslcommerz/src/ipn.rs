//! The IPN: the gateway's server-to-server POST of an attempt's fields (a
//! form, signed) to the store's ipn_url. A 2xx answer counts as delivered;
//! after a non-2xx answer or no answer it is tried again, at most twice,
//! 1 s apart. One stdout line per try:
//! `ipn ORD-42 2408011200001aBcDeFg VALID -> 200`.

use std::{io::Write, time::Duration};

/// Tries after the first.
const RETRIES: usize = 2;
const BACK_OFF: Duration = Duration::from_secs(1);

/// One IPN to send.
#[derive(Debug, Clone)]
pub struct Ipn {
    pub url: String,
    /// Every field, the signature's included, in the order sent.
    pub fields: Vec<(String, String)>,
}

impl Ipn {
    fn field(&self, key: &str) -> &str {
        self.fields
            .iter()
            .find(|(name, _)| name == key)
            .map(|(_, value)| value.as_str())
            .unwrap_or_default()
    }

    fn describe(&self) -> String {
        format!(
            "{} {} {}",
            self.field("tran_id"),
            self.field("val_id"),
            self.field("status")
        )
    }
}

/// Sends `ipn`, trying again on failure; returns once it was delivered or
/// given up.
pub async fn deliver(client: &reqwest::Client, ipn: &Ipn) {
    for tried in 0..=RETRIES {
        match attempt(client, ipn).await {
            Ok(status) => {
                log(ipn, &status.to_string());
                return;
            }
            Err(failure) if tried < RETRIES => {
                log(ipn, &format!("{failure}; again in 1 s"));
                tokio::time::sleep(BACK_OFF).await;
            }
            Err(failure) => log(ipn, &format!("{failure}; given up")),
        }
    }
}

/// Sends `ipn` after `delay`, in a task of its own.
pub fn deliver_later(client: reqwest::Client, ipn: Ipn, delay: Duration) {
    tokio::spawn(async move {
        tokio::time::sleep(delay).await;
        deliver(&client, &ipn).await;
    });
}

async fn attempt(client: &reqwest::Client, ipn: &Ipn) -> Result<u16, String> {
    let body = serde_urlencoded::to_string(&ipn.fields).map_err(|_| "cannot encode".to_owned())?;
    let request = client
        .post(&ipn.url)
        .header("content-type", "application/x-www-form-urlencoded")
        .body(body);
    match request.send().await {
        Ok(response) if response.status().is_success() => Ok(response.status().as_u16()),
        Ok(response) => Err(response.status().as_u16().to_string()),
        Err(error) if error.is_timeout() => Err("no answer in 5 s".into()),
        Err(error) if error.is_connect() => Err("cannot connect".into()),
        Err(_) => Err("failed".into()),
    }
}

fn log(ipn: &Ipn, outcome: &str) {
    // A closed stdout (the starting script went away) must not stop the simulator.
    let _ = writeln!(std::io::stdout().lock(), "ipn {} -> {outcome}", ipn.describe());
}
