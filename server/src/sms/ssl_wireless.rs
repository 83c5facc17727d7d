//! SSL Wireless ISMS Plus, API v3: `POST {base}/api/v3/send-sms` with a JSON
//! body of `api_token`, `sid`, `msisdn`, `sms` and `csms_id` (the shop's id
//! of the SMS), answered with `status`, `status_code`, `error_message` and
//! `smsinfo[]`. A `SUCCESS` with status 200 took the SMS; a refusal names
//! its reason by code.

use super::{SmsError, SmsGateway, international, reply_to};
use serde::Deserialize;
use serde_json::json;

/// The refusal of a number the gateway does not send to.
const INVALID_MSISDN: u16 = 4025;
/// The refusal of a `csms_id` the account used before.
const DUPLICATE_CSMS_ID: u16 = 4026;
/// The refusal of an empty text.
const EMPTY_SMS: u16 = 4023;

pub struct SslWireless {
    client: reqwest::Client,
    url: String,
    api_token: String,
    sid: String,
}

impl SslWireless {
    pub fn new(client: reqwest::Client, base_url: &str, api_token: &str, sid: &str) -> Self {
        SslWireless {
            client,
            url: format!("{}/api/v3/send-sms", base_url.trim_end_matches('/')),
            api_token: api_token.to_owned(),
            sid: sid.to_owned(),
        }
    }
}

/// The gateway's answer, as far as the shop reads it.
#[derive(Debug, Deserialize)]
struct Reply {
    status: String,
    status_code: u16,
    #[serde(default)]
    error_message: String,
}

/// What an answer means for the SMS.
fn verdict(reply: &Reply) -> Result<(), SmsError> {
    if reply.status.eq_ignore_ascii_case("SUCCESS") && reply.status_code == 200 {
        return Ok(());
    }
    let reason = format!("{} {}", reply.status_code, reply.error_message);
    Err(match reply.status_code {
        DUPLICATE_CSMS_ID => SmsError::AlreadyTaken,
        INVALID_MSISDN | EMPTY_SMS => SmsError::Refused(reason),
        _ => SmsError::NotNow(reason),
    })
}

#[async_trait::async_trait]
impl SmsGateway for SslWireless {
    async fn send(&self, to: &str, text: &str, id: &str) -> Result<(), SmsError> {
        let body = json!({
            "api_token": self.api_token,
            "sid": self.sid,
            "msisdn": international(to),
            "sms": text,
            "csms_id": id,
        });
        let call = self
            .client
            .post(&self.url)
            .header("Accept", "application/json")
            .json(&body);
        verdict(&reply_to::<Reply>(call).await?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reply(json: &str) -> Reply {
        serde_json::from_str(json).expect("a reply")
    }

    #[test]
    fn success_with_200_is_sent_and_each_refusal_is_read_by_its_code() {
        let sent = r#"{"status":"SUCCESS","status_code":200,"error_message":"","smsinfo":[{"sms_status":"SUCCESS"}]}"#;
        assert!(verdict(&reply(sent)).is_ok());
        let again = r#"{"status":"FAILED","status_code":4026,"error_message":"Duplicate CSMS ID"}"#;
        assert!(matches!(verdict(&reply(again)), Err(SmsError::AlreadyTaken)));
        let number = r#"{"status":"FAILED","status_code":4025,"error_message":"Invalid MSISDN"}"#;
        assert!(matches!(verdict(&reply(number)), Err(SmsError::Refused(_))));
        for code in [4001, 4003, 4020, 500] {
            let other = format!(r#"{{"status":"FAILED","status_code":{code},"error_message":"x"}}"#);
            assert!(matches!(verdict(&reply(&other)), Err(SmsError::NotNow(_))), "{code}");
        }
    }
}
