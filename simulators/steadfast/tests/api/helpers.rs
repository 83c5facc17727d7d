//! Starting the simulator and speaking its protocol.

use reqwest::{Client, Method, StatusCode, redirect::Policy};
use serde_json::{Value, json};
use std::process::Command;

pub const API_KEY: &str = "q3ya1vbwgbqjgjbe1ocpsnucqsxyaqgf";
pub const SECRET_KEY: &str = "ko8bclfuwlzl9kwdjqiwcbbz";
pub const API: &str = "/api/v1";

/// A running simulator, stopped when dropped.
pub struct Sim {
    process: sim_kit::child::Running,
    pub base: String,
    pub client: Client,
}

impl Sim {
    pub fn start() -> Sim {
        Sim::start_with(&[])
    }

    pub fn start_with(args: &[&str]) -> Sim {
        let mut command = Command::new(env!("CARGO_BIN_EXE_steadfast-sim"));
        command
            .args(["--host", "127.0.0.1", "--port", "0"])
            .args(args)
            .env("STEADFAST_API_KEY", API_KEY)
            .env("STEADFAST_SECRET_KEY", SECRET_KEY)
            .env_remove("STEADFAST_SIM_PUBLIC_URL")
            .env_remove("STEADFAST_SIM_WEBHOOK_URL")
            .env_remove("STEADFAST_WEBHOOK_TOKEN")
            .env_remove("STEADFAST_SIM_SCRIPTED")
            .env_remove("STEADFAST_SIM_STEP_MS");
        let process = sim_kit::child::Running::start(command).expect("the simulator starts");
        let client = Client::builder().redirect(Policy::none()).build().expect("a client");
        Sim {
            base: process.url.clone(),
            process,
            client,
        }
    }

    /// Waits (up to 5 s) for a log line containing `needle`.
    pub fn logged(&self, needle: &str) -> bool {
        self.process.logged(needle)
    }

    /// An API call with the given keys; the HTTP status and JSON answer.
    pub async fn call_as(
        &self,
        keys: (&str, &str),
        method: Method,
        path: &str,
        body: Option<Value>,
    ) -> (StatusCode, Value) {
        let mut request = self
            .client
            .request(method, format!("{}{API}{path}", self.base))
            .header("Api-Key", keys.0)
            .header("Secret-Key", keys.1);
        if let Some(body) = body {
            request = request.json(&body);
        }
        let response = request.send().await.expect("the simulator answers");
        let status = response.status();
        (status, response.json().await.expect("a JSON answer"))
    }

    /// A GET of the API with the right keys; its JSON, which must come with HTTP 200.
    pub async fn get(&self, path: &str) -> Value {
        let (status, body) = self.call_as((API_KEY, SECRET_KEY), Method::GET, path, None).await;
        assert_eq!(status, StatusCode::OK, "{path}: {body}");
        body
    }

    /// A POST of the API with the right keys; its JSON, which must come with HTTP 200.
    pub async fn post(&self, path: &str, body: Value) -> Value {
        let (status, body) = self
            .call_as((API_KEY, SECRET_KEY), Method::POST, path, Some(body))
            .await;
        assert_eq!(status, StatusCode::OK, "{path}: {body}");
        body
    }

    /// Books `invoice` to `phone`; the created consignment's id.
    pub async fn book(&self, invoice: &str, phone: &str, cod: f64) -> u64 {
        let answer = self.post("/create_order", order(invoice, phone, cod)).await;
        assert_eq!(answer["status"], 200, "{answer}");
        answer["consignment"]["consignment_id"].as_u64().expect("an id")
    }

    /// A call of the tests' API; the HTTP status and JSON answer.
    pub async fn sim(&self, method: Method, path: &str, body: Option<Value>) -> (StatusCode, Value) {
        let mut request = self.client.request(method, format!("{}/sim{path}", self.base));
        if let Some(body) = body {
            request = request.json(&body);
        }
        let response = request.send().await.expect("the simulator answers");
        let status = response.status();
        (status, response.json().await.expect("a JSON answer"))
    }

    /// Moves a parcel through the tests' API; the consignment after.
    pub async fn step(&self, id: u64, step: &str) -> Value {
        let (status, body) = self
            .sim(
                Method::POST,
                &format!("/consignments/{id}/move"),
                Some(json!({ "step": step })),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{step}: {body}");
        body
    }

    /// Every consignment, as the tests' API lists them.
    pub async fn consignments(&self) -> Vec<Value> {
        let (_, body) = self.sim(Method::GET, "/consignments", None).await;
        body["consignments"].as_array().cloned().unwrap_or_default()
    }
}

/// A valid create_order body.
pub fn order(invoice: &str, phone: &str, cod: f64) -> Value {
    json!({
        "invoice": invoice,
        "recipient_name": "Rahim Uddin",
        "recipient_phone": phone,
        "recipient_address": "House 5, Road 2, Dhanmondi, Dhaka",
        "cod_amount": cod,
        "note": "Call before coming",
    })
}
