//! BulkSMSBD: `POST {base}/api/smsapi` with the form fields `api_key`,
//! `type=text`, `number`, `senderid` and `message`, answered with a JSON
//! `response_code`: 202 when the SMS was submitted, else an error code of
//! 1001 to 1032 (1001: an invalid number; 1007: insufficient balance; 1032:
//! the caller's address not whitelisted).

use super::{SmsError, SmsGateway, international, reply_to};
use serde::Deserialize;

/// The answer of a submitted SMS.
const SUBMITTED: i64 = 202;
/// The refusal of a number the gateway does not send to.
const INVALID_NUMBER: i64 = 1001;

pub struct BulkSmsBd {
    client: reqwest::Client,
    url: String,
    api_key: String,
    sender_id: String,
}

impl BulkSmsBd {
    pub fn new(client: reqwest::Client, base_url: &str, api_key: &str, sender_id: &str) -> Self {
        BulkSmsBd {
            client,
            url: format!("{}/api/smsapi", base_url.trim_end_matches('/')),
            api_key: api_key.to_owned(),
            sender_id: sender_id.to_owned(),
        }
    }
}

/// The gateway's answer, as far as the shop reads it.
#[derive(Debug, Deserialize)]
struct Reply {
    response_code: i64,
    #[serde(default)]
    error_message: String,
}

fn verdict(reply: &Reply) -> Result<(), SmsError> {
    match reply.response_code {
        SUBMITTED => Ok(()),
        INVALID_NUMBER => Err(SmsError::Refused(format!("{INVALID_NUMBER} {}", reply.error_message))),
        code => Err(SmsError::NotNow(format!("{code} {}", reply.error_message))),
    }
}

#[async_trait::async_trait]
impl SmsGateway for BulkSmsBd {
    // BulkSMSBD takes no id of the sender's: an attempt whose answer was lost
    // may be sent twice, the price of this gateway.
    async fn send(&self, to: &str, text: &str, _id: &str) -> Result<(), SmsError> {
        let number = international(to);
        let form = [
            ("api_key", self.api_key.as_str()),
            ("type", "text"),
            ("number", number.as_str()),
            ("senderid", self.sender_id.as_str()),
            ("message", text),
        ];
        verdict(&reply_to::<Reply>(self.client.post(&self.url).form(&form)).await?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reply(json: &str) -> Reply {
        serde_json::from_str(json).expect("a reply")
    }

    #[test]
    fn submitted_is_sent_an_invalid_number_is_refused_and_the_rest_waits() {
        let sent = r#"{"response_code":202,"message_id":9123,"success_message":"SMS Submitted Successfully","error_message":""}"#;
        assert!(verdict(&reply(sent)).is_ok());
        let number = r#"{"response_code":1001,"error_message":"Invalid Number"}"#;
        assert!(matches!(verdict(&reply(number)), Err(SmsError::Refused(_))));
        for code in [1002, 1007, 1032] {
            let other = format!(r#"{{"response_code":{code},"error_message":"x"}}"#);
            assert!(matches!(verdict(&reply(&other)), Err(SmsError::NotNow(_))), "{code}");
        }
    }
}
