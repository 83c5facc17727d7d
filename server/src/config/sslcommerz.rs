//! Where the SSLCommerz gateway is and the store the shop signs its calls with.

use super::{ConfigError, Vars};
use std::time::Duration;

/// How long the shop waits for one SSLCommerz answer unless `SSLCOMMERZ_TIMEOUT_SECONDS` says otherwise.
pub const SSLCOMMERZ_TIMEOUT: Duration = Duration::from_secs(30);

const VARS: [&str; 3] = [
    "SSLCOMMERZ_BASE_URL",
    "SSLCOMMERZ_STORE_ID",
    "SSLCOMMERZ_STORE_PASSWORD",
];

/// An SSLCommerz store: cards, Nagad, Rocket and card EMI go through it.
#[derive(Clone)]
pub struct SslcommerzSettings {
    /// `https://sandbox.sslcommerz.com` or `https://securepay.sslcommerz.com`.
    pub base_url: String,
    pub store_id: String,
    /// Also the key that signs its IPNs.
    pub store_password: String,
    pub timeout: Duration,
}

impl std::fmt::Debug for SslcommerzSettings {
    // The password stays out of logs.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SslcommerzSettings")
            .field("base_url", &self.base_url)
            .field("store_id", &self.store_id)
            .field("timeout", &self.timeout)
            .finish_non_exhaustive()
    }
}

/// All three SSLCommerz settings (with `SSLCOMMERZ_TIMEOUT_SECONDS`), or none;
/// a half-configured store is refused.
pub(super) fn sslcommerz(
    vars: &Vars<impl Fn(&str) -> Option<String>>,
) -> Result<Option<SslcommerzSettings>, ConfigError> {
    let values: Vec<Option<String>> = VARS.iter().map(|name| vars.get(name)).collect();
    if values.iter().all(Option::is_none) {
        return Ok(None);
    }
    if let Some(missing) = VARS.iter().zip(&values).find(|(_, v)| v.is_none()) {
        return Err(ConfigError {
            name: missing.0,
            reason: "SSLCommerz needs SSLCOMMERZ_BASE_URL, SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD together"
                .into(),
        });
    }
    let timeout = vars
        .parsed::<u64>("SSLCOMMERZ_TIMEOUT_SECONDS")?
        .map_or(SSLCOMMERZ_TIMEOUT, Duration::from_secs);
    let mut values = values.into_iter().flatten();
    let mut next = || values.next().unwrap_or_default();
    Ok(Some(SslcommerzSettings {
        base_url: next().trim_end_matches('/').to_owned(),
        store_id: next(),
        store_password: next(),
        timeout,
    }))
}
