//! Settings of the payment provider and of unpaid orders.

use super::{ConfigError, Vars};
use std::time::Duration;

/// Where bKash's tokenized checkout is and how the shop signs in to it.
#[derive(Clone)]
pub struct BkashSettings {
    /// e.g. `https://tokenized.sandbox.bka.sh/v1.2.0-beta`.
    pub base_url: String,
    pub app_key: String,
    pub app_secret: String,
    pub username: String,
    pub password: String,
    /// How long one call may take before its answer counts as lost (bKash
    /// answers within 30 s or not at all, its documentation says).
    pub timeout: Duration,
}

impl std::fmt::Debug for BkashSettings {
    // The secrets stay out of logs.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BkashSettings")
            .field("base_url", &self.base_url)
            .field("username", &self.username)
            .field("timeout", &self.timeout)
            .finish_non_exhaustive()
    }
}

/// How the shop takes money.
#[derive(Debug, Clone)]
pub struct PaymentSettings {
    /// `None`: bKash is not configured, and checkout offers cash on delivery only.
    pub bkash: Option<BkashSettings>,
    /// `None`: cards, Nagad, Rocket and card EMI are not offered.
    pub sslcommerz: Option<super::SslcommerzSettings>,
    /// The shop's address as shoppers' browsers reach it; the provider sends
    /// them back to `<public_url>/api/payments/<provider>/...`.
    pub public_url: String,
    /// How long an order waits for its payment before it lapses and its stock returns.
    pub expiry: Duration,
    /// How often each instance looks for lapsed payments and lost callbacks.
    pub job_interval: Duration,
    /// How long after a provider payment was created, with no callback, the
    /// shop asks the provider itself (the shopper may have closed the tab).
    pub reconcile_after: Duration,
    /// A provider payment created this recently is offered again when the
    /// shopper asks to pay once more, instead of a new one.
    pub reuse_payment: Duration,
    /// How much stock orders not yet paid or confirmed may hold (the core's rule).
    pub holds: shop_core::payment::HoldLimits,
    /// A cash-on-delivery order the shop has not confirmed within this is
    /// cancelled and its stock returned.
    pub cash_confirm_within: Duration,
}

impl PaymentSettings {
    pub fn defaults(port: u16) -> Self {
        PaymentSettings {
            bkash: None,
            sslcommerz: None,
            public_url: format!("http://127.0.0.1:{port}"),
            expiry: Duration::from_secs(15 * 60),
            job_interval: Duration::from_secs(5),
            reconcile_after: Duration::from_secs(60),
            reuse_payment: Duration::from_secs(5 * 60),
            holds: shop_core::payment::HoldLimits::DEFAULT,
            cash_confirm_within: Duration::from_secs(48 * 3600),
        }
    }

    /// `BKASH_BASE_URL`, `BKASH_APP_KEY`, `BKASH_APP_SECRET`, `BKASH_USERNAME`,
    /// `BKASH_PASSWORD` (all or none, with `BKASH_TIMEOUT_SECONDS`), `PUBLIC_URL`, `PAYMENT_EXPIRY_SECONDS`,
    /// `PAYMENT_JOB_MS`, `PAYMENT_RECONCILE_SECONDS` and `PAYMENT_REUSE_SECONDS`.
    pub(super) fn from_vars(vars: &Vars<impl Fn(&str) -> Option<String>>, port: u16) -> Result<Self, ConfigError> {
        let defaults = Self::defaults(port);
        Ok(PaymentSettings {
            bkash: bkash(vars)?,
            sslcommerz: super::sslcommerz::sslcommerz(vars)?,
            public_url: vars
                .get("PUBLIC_URL")
                .map(|url| url.trim_end_matches('/').to_owned())
                .unwrap_or(defaults.public_url),
            expiry: vars
                .parsed::<u64>("PAYMENT_EXPIRY_SECONDS")?
                .map(Duration::from_secs)
                .unwrap_or(defaults.expiry),
            job_interval: vars
                .parsed::<u64>("PAYMENT_JOB_MS")?
                .map(Duration::from_millis)
                .unwrap_or(defaults.job_interval),
            reconcile_after: vars
                .parsed::<u64>("PAYMENT_RECONCILE_SECONDS")?
                .map(Duration::from_secs)
                .unwrap_or(defaults.reconcile_after),
            reuse_payment: vars
                .parsed::<u64>("PAYMENT_REUSE_SECONDS")?
                .map(Duration::from_secs)
                .unwrap_or(defaults.reuse_payment),
            holds: holds(vars, defaults.holds)?,
            cash_confirm_within: vars
                .parsed::<u64>("CASH_CONFIRM_HOURS")?
                .map(|hours| Duration::from_secs(hours.saturating_mul(3600)))
                .unwrap_or(defaults.cash_confirm_within),
        })
    }
}

/// `HELD_CHECKOUTS_PER_ACCOUNT`, `HELD_UNITS_PER_ACCOUNT`, `HELD_CHECKOUTS_PER_ADDRESS`,
/// `HELD_UNITS_PER_ADDRESS` and `UNITS_OF_ONE_PHONE`, each over its default.
fn holds(
    vars: &Vars<impl Fn(&str) -> Option<String>>,
    defaults: shop_core::payment::HoldLimits,
) -> Result<shop_core::payment::HoldLimits, ConfigError> {
    Ok(shop_core::payment::HoldLimits {
        checkouts_per_account: vars
            .parsed("HELD_CHECKOUTS_PER_ACCOUNT")?
            .unwrap_or(defaults.checkouts_per_account),
        units_per_account: vars
            .parsed("HELD_UNITS_PER_ACCOUNT")?
            .unwrap_or(defaults.units_per_account),
        checkouts_per_address: vars
            .parsed("HELD_CHECKOUTS_PER_ADDRESS")?
            .unwrap_or(defaults.checkouts_per_address),
        units_per_address: vars
            .parsed("HELD_UNITS_PER_ADDRESS")?
            .unwrap_or(defaults.units_per_address),
        units_of_one_phone: vars
            .parsed("UNITS_OF_ONE_PHONE")?
            .unwrap_or(defaults.units_of_one_phone),
    })
}

/// How long the shop waits for one bKash answer unless `BKASH_TIMEOUT_SECONDS` says otherwise.
pub const BKASH_TIMEOUT: Duration = Duration::from_secs(30);

const BKASH_VARS: [&str; 5] = [
    "BKASH_BASE_URL",
    "BKASH_APP_KEY",
    "BKASH_APP_SECRET",
    "BKASH_USERNAME",
    "BKASH_PASSWORD",
];

/// All five bKash settings, or none; a half-configured provider is refused.
fn bkash(vars: &Vars<impl Fn(&str) -> Option<String>>) -> Result<Option<BkashSettings>, ConfigError> {
    let values: Vec<Option<String>> = BKASH_VARS.iter().map(|name| vars.get(name)).collect();
    if values.iter().all(Option::is_none) {
        return Ok(None);
    }
    let timeout = vars
        .parsed::<u64>("BKASH_TIMEOUT_SECONDS")?
        .map_or(BKASH_TIMEOUT, Duration::from_secs);
    if let Some(missing) = BKASH_VARS.iter().zip(&values).find(|(_, v)| v.is_none()) {
        return Err(ConfigError {
            name: missing.0,
            reason: "bKash needs BKASH_BASE_URL, BKASH_APP_KEY, BKASH_APP_SECRET, BKASH_USERNAME and \
                     BKASH_PASSWORD together"
                .into(),
        });
    }
    let mut values = values.into_iter().flatten();
    let mut next = || values.next().unwrap_or_default();
    Ok(Some(BkashSettings {
        base_url: next().trim_end_matches('/').to_owned(),
        app_key: next(),
        app_secret: next(),
        username: next(),
        password: next(),
        timeout,
    }))
}
