//! Settings of the courier parcels leave with: which one, its keys
//! (server-side only), the token its webhooks carry, and how often the shop
//! asks it about parcels it has not heard of.

use super::{AdvanceSettings, ConfigError, Vars};
use std::time::Duration;

/// The courier the shop books with, and what it needs.
#[derive(Clone, PartialEq, Eq)]
pub enum CourierAccount {
    /// Steadfast's merchant API v1 (`COURIER=steadfast`).
    Steadfast {
        base_url: String,
        api_key: String,
        secret_key: String,
        /// The bearer token set as the account's webhook "Auth Token".
        webhook_token: String,
    },
}

impl std::fmt::Debug for CourierAccount {
    // The keys stay out of logs.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Steadfast { base_url, .. } => f
                .debug_struct("Steadfast")
                .field("base_url", base_url)
                .finish_non_exhaustive(),
        }
    }
}

/// Where parcels go. Without a courier, orders are shipped by hand (the
/// admin types the IMEIs and marks them shipped), as before couriers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CourierSettings {
    pub account: Option<CourierAccount>,
    /// How long one call to the courier may take: past it the answer is
    /// lost, and a booking is looked up by its invoice before it is sent again.
    pub timeout: Duration,
    /// How often each instance asks the courier about unsettled parcels
    /// (bookings whose answer was lost, parcels no webhook has settled).
    pub interval: Duration,
    /// The advance asked of cash-on-delivery buyers before their parcel is booked.
    pub advance: AdvanceSettings,
}

impl Default for CourierSettings {
    fn default() -> Self {
        CourierSettings {
            account: None,
            timeout: Duration::from_secs(15),
            interval: Duration::from_secs(600),
            advance: AdvanceSettings::default(),
        }
    }
}

/// Steadfast's API, unless `STEADFAST_BASE_URL` says otherwise.
const STEADFAST_BASE_URL: &str = "https://portal.packzy.com/api/v1";

impl CourierSettings {
    /// `COURIER` (`steadfast`; unset: no courier) with `STEADFAST_API_KEY`,
    /// `STEADFAST_SECRET_KEY`, `STEADFAST_WEBHOOK_TOKEN` (and
    /// `STEADFAST_BASE_URL`); `COURIER_TIMEOUT_MS` and `COURIER_POLL_MS`.
    pub(super) fn from_vars(vars: &Vars<impl Fn(&str) -> Option<String>>) -> Result<Self, ConfigError> {
        let defaults = Self::default();
        let required = |name: &'static str| {
            vars.get(name).filter(|v| !v.trim().is_empty()).ok_or(ConfigError {
                name,
                reason: "the chosen COURIER needs it".into(),
            })
        };
        let account = match vars.get("COURIER").as_deref().map(str::trim) {
            None | Some("") => None,
            Some("steadfast") => Some(CourierAccount::Steadfast {
                base_url: vars
                    .get("STEADFAST_BASE_URL")
                    .unwrap_or_else(|| STEADFAST_BASE_URL.to_owned()),
                api_key: required("STEADFAST_API_KEY")?,
                secret_key: required("STEADFAST_SECRET_KEY")?,
                webhook_token: required("STEADFAST_WEBHOOK_TOKEN")?,
            }),
            Some(other) => {
                return Err(ConfigError {
                    name: "COURIER",
                    reason: format!("'{other}' is not one of steadfast"),
                });
            }
        };
        Ok(CourierSettings {
            account,
            timeout: vars.positive_millis("COURIER_TIMEOUT_MS", defaults.timeout)?,
            interval: vars.positive_millis("COURIER_POLL_MS", defaults.interval)?,
            advance: AdvanceSettings::from_vars(vars)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(pairs: &[(&str, &str)]) -> Result<CourierSettings, ConfigError> {
        let vars = Vars(|name: &str| pairs.iter().find(|(k, _)| *k == name).map(|(_, v)| (*v).to_owned()));
        CourierSettings::from_vars(&vars)
    }

    const STEADFAST: [(&str, &str); 4] = [
        ("COURIER", "steadfast"),
        ("STEADFAST_API_KEY", "key"),
        ("STEADFAST_SECRET_KEY", "secret"),
        ("STEADFAST_WEBHOOK_TOKEN", "token"),
    ];

    #[test]
    fn no_courier_by_default_and_steadfast_with_all_its_keys() {
        let none = read(&[]).expect("defaults");
        assert_eq!(none, CourierSettings::default());
        let steadfast = read(&STEADFAST).expect("a courier");
        assert!(matches!(
            steadfast.account,
            Some(CourierAccount::Steadfast { ref base_url, .. }) if base_url == STEADFAST_BASE_URL
        ));
        let without_token = read(&STEADFAST[..3]).expect_err("its webhook token is required");
        assert!(
            without_token.to_string().contains("STEADFAST_WEBHOOK_TOKEN"),
            "{without_token}"
        );
        let other = read(&[("COURIER", "pigeon")]).expect_err("an unknown courier");
        assert!(other.to_string().contains("pigeon"), "{other}");
    }

    #[test]
    fn the_timeout_and_poll_interval_are_milliseconds_of_at_least_one() {
        let set = read(&[("COURIER_TIMEOUT_MS", "800"), ("COURIER_POLL_MS", "60000")]).expect("numbers");
        assert_eq!(
            (set.timeout, set.interval),
            (Duration::from_millis(800), Duration::from_secs(60))
        );
        let zero = read(&[("COURIER_POLL_MS", "0")]).expect_err("zero");
        assert!(zero.to_string().contains("COURIER_POLL_MS"), "{zero}");
    }

    #[test]
    fn the_keys_stay_out_of_logs() {
        let shown = format!("{:?}", read(&STEADFAST).expect("a courier").account);
        assert!(!shown.contains("secret") && !shown.contains("token"), "{shown}");
    }
}
