//! SMS through a Bangladeshi gateway, behind one trait: adapters for SSL
//! Wireless ISMS Plus (API v3) and BulkSMSBD; the settings choose one. The
//! shop hands each SMS its own id, so an attempt whose answer was lost and
//! is made again is recognised by the gateway instead of sent twice.

pub mod bulksmsbd;
pub mod ssl_wireless;
pub mod texts;

use crate::config::{SmsGatewaySettings, SmsSettings};
use std::{sync::Arc, time::Duration};

/// How long one call to a gateway may take.
pub const GATEWAY_TIMEOUT: Duration = Duration::from_secs(15);

/// How much of a gateway's answer an error keeps.
const ANSWER_CHARS: usize = 300;

/// Why an SMS was not sent.
#[derive(Debug, thiserror::Error)]
pub enum SmsError {
    /// Not now: the gateway is away, out of balance or refused the
    /// account; a later attempt may go through.
    #[error("not sent now: {0}")]
    NotNow(String),
    /// Never as it is: the gateway refuses the number or the text.
    #[error("refused: {0}")]
    Refused(String),
    /// The gateway took an SMS with this id already: an earlier attempt
    /// went through though its answer was lost.
    #[error("the gateway has this SMS already")]
    AlreadyTaken,
}

/// A gateway the shop sends SMS through.
#[async_trait::async_trait]
pub trait SmsGateway: Send + Sync {
    /// Sends `text` to `to` (a number as the core writes it, `01XXXXXXXXX`)
    /// as the SMS the shop calls `id`.
    async fn send(&self, to: &str, text: &str, id: &str) -> Result<(), SmsError>;
}

/// The configured gateway, shared by the SMS sender.
pub type Gateway = Arc<dyn SmsGateway>;

/// The gateway `settings` name, if any.
pub fn from_settings(settings: &SmsSettings) -> Result<Option<Gateway>, reqwest::Error> {
    let client = || {
        reqwest::Client::builder()
            .timeout(GATEWAY_TIMEOUT)
            .connect_timeout(GATEWAY_TIMEOUT)
            .build()
    };
    Ok(match &settings.gateway {
        None => None,
        Some(SmsGatewaySettings::SslWireless {
            base_url,
            api_token,
            sid,
        }) => Some(Arc::new(ssl_wireless::SslWireless::new(
            client()?,
            base_url,
            api_token,
            sid,
        ))),
        Some(SmsGatewaySettings::BulkSmsBd {
            base_url,
            api_key,
            sender_id,
        }) => Some(Arc::new(bulksmsbd::BulkSmsBd::new(
            client()?,
            base_url,
            api_key,
            sender_id,
        ))),
    })
}

/// A number as gateways write it: `8801XXXXXXXXX`.
fn international(to: &str) -> String {
    format!("88{}", to.trim_start_matches('+').trim_start_matches("88"))
}

/// The start of a gateway's answer, for a log line.
fn shortened(answer: &str) -> String {
    answer.chars().take(ANSWER_CHARS).collect()
}

/// An HTTP failure as an SMS error: never the SMS's fault.
fn unreachable(error: &reqwest::Error) -> SmsError {
    SmsError::NotNow(format!("the gateway did not answer: {error}"))
}

/// Sends `call` and reads the gateway's JSON reply; an answer that is not
/// one (a proxy's page, an outage) is a failure of the moment.
async fn reply_to<R: serde::de::DeserializeOwned>(call: reqwest::RequestBuilder) -> Result<R, SmsError> {
    let answer = call.send().await.map_err(|e| unreachable(&e))?;
    let status = answer.status();
    let text = answer.text().await.map_err(|e| unreachable(&e))?;
    serde_json::from_str(&text).map_err(|_| SmsError::NotNow(format!("HTTP {status}: {}", shortened(&text))))
}

#[cfg(test)]
mod tests {
    use super::international;

    #[test]
    fn a_number_is_sent_with_the_country_code_once() {
        assert_eq!(international("01712345678"), "8801712345678");
        assert_eq!(international("8801712345678"), "8801712345678");
        assert_eq!(international("+8801712345678"), "8801712345678");
    }
}
