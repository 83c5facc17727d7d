//! Settings of the SMS the shop sends: which gateway, its keys (server-side
//! only), and how the SMS outbox paces and retries.

use super::{ConfigError, Vars};
use std::time::Duration;

/// The gateway SMS leave through, with what it needs.
#[derive(Clone, PartialEq, Eq)]
pub enum SmsGatewaySettings {
    /// SSL Wireless ISMS Plus, API v3 (`SMS_GATEWAY=ssl_wireless`).
    SslWireless {
        base_url: String,
        api_token: String,
        sid: String,
    },
    /// BulkSMSBD (`SMS_GATEWAY=bulksmsbd`).
    BulkSmsBd {
        base_url: String,
        api_key: String,
        sender_id: String,
    },
}

impl std::fmt::Debug for SmsGatewaySettings {
    // The keys stay out of logs.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::SslWireless { base_url, sid, .. } => f
                .debug_struct("SslWireless")
                .field("base_url", base_url)
                .field("sid", sid)
                .finish_non_exhaustive(),
            Self::BulkSmsBd {
                base_url, sender_id, ..
            } => f
                .debug_struct("BulkSmsBd")
                .field("base_url", base_url)
                .field("sender_id", sender_id)
                .finish_non_exhaustive(),
        }
    }
}

/// Where SMS go out. Without a gateway no instance sends any, but every SMS
/// is still queued, so configuring one later delivers what waited (until its
/// retries ran out).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SmsSettings {
    pub gateway: Option<SmsGatewaySettings>,
    /// How often each instance looks for SMS due to be sent.
    pub interval: Duration,
    /// The wait after a failed attempt, doubled after each further one (up to an hour)...
    pub retry_first: Duration,
    /// ...until this many attempts have failed; then the SMS is marked failed.
    pub attempts: u32,
    /// One-time codes the whole shop sends in a minute at most: past it,
    /// codes are refused and the admin's needs-attention list says so (a
    /// flood of "SMS bomber" requests spends money, not the whole balance).
    pub codes_per_minute: u32,
}

impl Default for SmsSettings {
    fn default() -> Self {
        SmsSettings {
            gateway: None,
            interval: Duration::from_millis(1000),
            retry_first: Duration::from_secs(10),
            attempts: 12,
            codes_per_minute: 60,
        }
    }
}

/// BulkSMSBD's API host, unless `BULKSMSBD_BASE_URL` says otherwise.
const BULKSMSBD_BASE_URL: &str = "https://bulksmsbd.net";

impl SmsSettings {
    /// `SMS_GATEWAY` (`ssl_wireless`, `bulksmsbd`; unset: SMS are queued,
    /// not sent) with `SSL_SMS_BASE_URL`, `SSL_SMS_API_TOKEN`, `SSL_SMS_SID`
    /// or `BULKSMSBD_API_KEY`, `BULKSMSBD_SENDER_ID` (and `BULKSMSBD_BASE_URL`);
    /// `SMS_INTERVAL_MS`, `SMS_RETRY_FIRST_MS`, `SMS_ATTEMPTS` and
    /// `SMS_CODES_PER_MINUTE`.
    pub(super) fn from_vars(vars: &Vars<impl Fn(&str) -> Option<String>>) -> Result<Self, ConfigError> {
        let defaults = Self::default();
        let required = |name: &'static str| {
            vars.get(name).filter(|v| !v.trim().is_empty()).ok_or(ConfigError {
                name,
                reason: "the chosen SMS_GATEWAY needs it".into(),
            })
        };
        let gateway = match vars.get("SMS_GATEWAY").as_deref().map(str::trim) {
            None | Some("") => None,
            Some("ssl_wireless") => Some(SmsGatewaySettings::SslWireless {
                base_url: required("SSL_SMS_BASE_URL")?,
                api_token: required("SSL_SMS_API_TOKEN")?,
                sid: required("SSL_SMS_SID")?,
            }),
            Some("bulksmsbd") => Some(SmsGatewaySettings::BulkSmsBd {
                base_url: vars
                    .get("BULKSMSBD_BASE_URL")
                    .unwrap_or_else(|| BULKSMSBD_BASE_URL.to_owned()),
                api_key: required("BULKSMSBD_API_KEY")?,
                sender_id: required("BULKSMSBD_SENDER_ID")?,
            }),
            Some(other) => {
                return Err(ConfigError {
                    name: "SMS_GATEWAY",
                    reason: format!("'{other}' is not one of ssl_wireless, bulksmsbd"),
                });
            }
        };
        Ok(SmsSettings {
            gateway,
            codes_per_minute: vars.positive("SMS_CODES_PER_MINUTE", defaults.codes_per_minute)?,
            interval: vars.positive_millis("SMS_INTERVAL_MS", defaults.interval)?,
            retry_first: vars.positive_millis("SMS_RETRY_FIRST_MS", defaults.retry_first)?,
            attempts: vars.positive("SMS_ATTEMPTS", defaults.attempts)?,
        })
    }
}
