//! Starting the simulator and speaking its protocol.

use reqwest::Client;
use serde_json::{Value, json};
use std::process::Command;

pub const API_TOKEN: &str = "a1f4c2e0-7b3d-4e8a-9c61-5d2f0b7e3a94";
pub const SID: &str = "PHONEBAZARAPI";

/// A running simulator, stopped when dropped.
pub struct Sim {
    /// Kept for its lifetime: dropping it stops the simulator.
    _process: sim_kit::child::Running,
    pub base: String,
    pub client: Client,
}

impl Sim {
    pub fn start() -> Sim {
        Sim::start_with(&[])
    }

    pub fn start_with(args: &[&str]) -> Sim {
        let mut command = Command::new(env!("CARGO_BIN_EXE_sms-sim"));
        command
            .args(["--host", "127.0.0.1", "--port", "0"])
            .args(args)
            .env("SSL_SMS_API_TOKEN", API_TOKEN)
            .env("SSL_SMS_SID", SID)
            .env_remove("SMS_SIM_ALLOWED_IPS")
            .env_remove("SMS_SIM_BALANCE")
            .env_remove("SMS_SIM_PUBLIC_URL");
        let process = sim_kit::child::Running::start(command).expect("the simulator starts");
        Sim {
            base: process.url.clone(),
            _process: process,
            client: Client::new(),
        }
    }

    /// Sends one SMS as the shop does; the reply's JSON.
    pub async fn send(&self, msisdn: &str, sms: &str, csms_id: &str) -> Value {
        self.send_as(API_TOKEN, SID, msisdn, sms, csms_id).await
    }

    pub async fn send_as(&self, token: &str, sid: &str, msisdn: &str, sms: &str, csms_id: &str) -> Value {
        let body = json!({ "api_token": token, "sid": sid, "msisdn": msisdn, "sms": sms, "csms_id": csms_id });
        self.client
            .post(format!("{}/api/v3/send-sms", self.base))
            .json(&body)
            .send()
            .await
            .expect("the simulator answers")
            .json()
            .await
            .expect("a JSON reply")
    }

    /// What the tests' API lists, newest first (one number's with `msisdn`).
    pub async fn messages(&self, msisdn: Option<&str>) -> Value {
        let mut url = format!("{}/sim/messages", self.base);
        if let Some(msisdn) = msisdn {
            url = format!("{url}?msisdn={msisdn}");
        }
        self.client
            .get(url)
            .send()
            .await
            .expect("answers")
            .json()
            .await
            .expect("JSON")
    }

    pub async fn set_balance(&self, segments: u64) {
        let answer = self
            .client
            .put(format!("{}/sim/balance", self.base))
            .json(&json!({ "segments": segments }))
            .send()
            .await
            .expect("answers");
        assert!(answer.status().is_success());
    }
}
