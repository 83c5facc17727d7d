//! A mobile number as an identity: codes by SMS and their limits, and
//! accounts signed into and made with a number.

mod accounts;
mod codes;
mod sim_swap;
mod tracking;

use crate::helpers::TestApp;
use mongodb::bson::{Document, doc};
use serde_json::{Value, json};

/// A device id as the shop's page makes one.
pub fn device(n: usize) -> String {
    format!("test-device-{n:08}")
}

impl TestApp {
    /// Asks for a code for `phone` from `device` (`None`: no device header).
    pub async fn ask_code(&self, phone: &str, purpose: &str, device: Option<&str>) -> (u16, Value) {
        let mut request = self
            .client
            .post(format!("{}/api/phone/code", self.address))
            .json(&json!({ "phone": phone, "purpose": purpose }));
        if let Some(device) = device {
            request = request.header("X-Device", device);
        }
        let response = request.send().await.expect("request sent");
        let status = response.status().as_u16();
        (status, response.json().await.unwrap_or(Value::Null))
    }

    /// The newest code SMS queued for `phone` (its text).
    pub async fn code_sms(&self, phone: &str) -> Option<Document> {
        self.database()
            .await
            .collection::<Document>("outbox")
            .find_one(doc! { "to": phone, "kind": "code" })
            .sort(doc! { "createdAt": -1 })
            .await
            .expect("outbox")
    }

    /// The newest code sent to `phone`, read from its SMS's last line (`@host #code`).
    pub async fn code_for(&self, phone: &str) -> String {
        let sms = self.code_sms(phone).await.expect("a code SMS");
        let text = sms.get_str("text").expect("text").to_owned();
        text.rsplit_once('#').expect("the origin-bound line").1.to_owned()
    }

    /// Lets `phone` have another code now (as if its last went a minute ago).
    pub async fn a_minute_passes(&self, phone: &str) {
        self.database()
            .await
            .collection::<Document>("phone_codes")
            .update_one(doc! { "_id": phone }, doc! { "$set": { "sent": [] } })
            .await
            .expect("a minute passes");
    }

    /// A code for `purpose` sent to `phone` (after its minute passed): the code.
    pub async fn fresh_code(&self, phone: &str, purpose: &str) -> String {
        self.a_minute_passes(phone).await;
        let (status, body) = self.ask_code(phone, purpose, Some(&device(42))).await;
        assert_eq!(status, 202, "{body}");
        self.code_for(phone).await
    }

    /// A customer signed up with `phone` (asking for its code first): the answer.
    pub async fn phone_signup(&self, phone: &str, first_name: &str) -> Value {
        let (status, body) = self.ask_code(phone, "sign_in", Some(&device(0))).await;
        assert_eq!(status, 202, "{body}");
        let code = self.code_for(phone).await;
        let (status, body) = self
            .post_json(
                "/api/phone/sign-in",
                None,
                &json!({ "phone": phone, "code": code, "first_name": first_name }),
            )
            .await;
        assert_eq!(status, 201, "{body}");
        body
    }
}
