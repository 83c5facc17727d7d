//! Starting the simulator and speaking its protocol.

use reqwest::{Client, Response, StatusCode, redirect::Policy};
use serde_json::{Value, json};
use std::process::Command;

pub const USERNAME: &str = "sandboxTokenizedUser02";
pub const PASSWORD: &str = "sandboxTokenizedUser02@12345";
pub const APP_KEY: &str = "4f6o0cjiki2rfm34kfdadl1eqq";
pub const APP_SECRET: &str = "2is7hdktrekvrbljjh44ll3d9l1dtjo4pasmjvs5vl5qr3fug4b";
pub const CALLBACK: &str = "http://shop.test/api/payments/bkash/callback";
pub const API: &str = "/v1.2.0-beta/tokenized/checkout";

pub const PAYS: &str = "01770618575";
pub const INSUFFICIENT: &str = "01823074817";
pub const DEBIT_BLOCKED: &str = "01823074818";

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
        let mut command = Command::new(env!("CARGO_BIN_EXE_bkash-sim"));
        command
            .args(["--host", "127.0.0.1", "--port", "0"])
            .args(args)
            .env("BKASH_USERNAME", USERNAME)
            .env("BKASH_PASSWORD", PASSWORD)
            .env("BKASH_APP_KEY", APP_KEY)
            .env("BKASH_APP_SECRET", APP_SECRET)
            .env_remove("BKASH_SIM_PUBLIC_URL")
            .env_remove("BKASH_SIM_TOKEN_SECONDS");
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

    /// token/grant with the given header credentials and body.
    pub async fn grant_as(&self, username: &str, password: &str, body: Value) -> Value {
        self.client
            .post(format!("{}{API}/token/grant", self.base))
            .header("username", username)
            .header("password", password)
            .json(&body)
            .send()
            .await
            .expect("grant answers")
            .json()
            .await
            .expect("a JSON grant answer")
    }

    pub async fn grant(&self) -> Value {
        let body = json!({ "app_key": APP_KEY, "app_secret": APP_SECRET });
        self.grant_as(USERNAME, PASSWORD, body).await
    }

    /// A live id_token.
    pub async fn token(&self) -> String {
        text(&self.grant().await, "id_token")
    }

    /// An API call with the raw token, as bKash's samples send it.
    pub async fn call(&self, path: &str, token: &str, body: Value) -> (StatusCode, Value) {
        let request = self
            .client
            .post(format!("{}{API}{path}", self.base))
            .header("authorization", token)
            .header("x-app-key", APP_KEY)
            .json(&body);
        answer(request.send().await.expect("the API answers")).await
    }

    /// A call of the v2 refund API (`transaction` or `status`).
    pub async fn refund_v2(&self, path: &str, token: &str, body: Value) -> (StatusCode, Value) {
        let request = self
            .client
            .post(format!("{}/v2/tokenized-checkout/refund/payment/{path}", self.base))
            .header("authorization", token)
            .header("x-app-key", APP_KEY)
            .json(&body);
        answer(request.send().await.expect("the API answers")).await
    }

    /// The body of a call expected to come back with HTTP 200.
    pub async fn ok(&self, path: &str, token: &str, body: Value) -> Value {
        let (status, body) = self.call(path, token, body).await;
        assert_eq!(status, StatusCode::OK, "{path}: {body}");
        body
    }

    pub async fn create(&self, token: &str, amount: &str) -> Value {
        let created = self.ok("/create", token, order(amount)).await;
        assert_eq!(created["statusCode"], "0000", "{created}");
        created
    }

    pub async fn execute(&self, token: &str, payment_id: &str) -> Value {
        self.ok("/execute", token, json!({ "paymentID": payment_id })).await
    }

    pub async fn status(&self, token: &str, payment_id: &str) -> Value {
        self.ok("/payment/status", token, json!({ "paymentID": payment_id }))
            .await
    }

    /// Posts the shopper's form on the payment page.
    pub async fn submit(&self, fields: &[(&str, &str)]) -> Response {
        self.client
            .post(format!("{}/checkout", self.base))
            .form(fields)
            .send()
            .await
            .expect("the page answers")
    }

    /// Confirms `payment_id` with `wallet` and the right OTP and PIN.
    pub async fn pay(&self, payment_id: &str, wallet: &str) -> Response {
        let fields = [
            ("paymentID", payment_id),
            ("wallet", wallet),
            ("otp", "123456"),
            ("pin", "12121"),
            ("action", "confirm"),
        ];
        self.submit(&fields).await
    }

    /// A created payment the shopper paid with a paying wallet, and its id.
    pub async fn authorised_payment(&self, token: &str, amount: &str) -> String {
        let payment_id = text(&self.create(token, amount).await, "paymentID");
        assert_eq!(self.pay(&payment_id, PAYS).await.status(), StatusCode::SEE_OTHER);
        payment_id
    }
}

pub async fn answer(response: Response) -> (StatusCode, Value) {
    let status = response.status();
    (status, response.json().await.expect("a JSON answer"))
}

/// A valid create body.
pub fn order(amount: &str) -> Value {
    json!({
        "mode": "0011",
        "payerReference": "01712345678",
        "callbackURL": CALLBACK,
        "amount": amount,
        "currency": "BDT",
        "intent": "sale",
        "merchantInvoiceNumber": "ORD-2024-000123",
    })
}

/// A string field of a JSON answer.
pub fn text(body: &Value, key: &str) -> String {
    body[key]
        .as_str()
        .unwrap_or_else(|| panic!("{key} in {body}"))
        .to_owned()
}

/// Where a redirect points.
pub fn location(response: &Response) -> String {
    response.headers()["location"]
        .to_str()
        .expect("a text location")
        .to_owned()
}

/// The statusCode and statusMessage of an answer.
pub fn refusal(body: &Value) -> (&str, &str) {
    (
        body["statusCode"].as_str().unwrap_or_default(),
        body["statusMessage"].as_str().unwrap_or_default(),
    )
}
