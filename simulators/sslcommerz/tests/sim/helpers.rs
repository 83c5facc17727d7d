//! Starting the simulator and speaking its protocol as the shop does.

use md5::{Digest, Md5};
use reqwest::{Client, StatusCode, redirect::Policy};
use serde_json::Value;
use sha2::Sha256;
use std::process::Command;

pub const STORE_ID: &str = "localshop";
pub const STORE_PASSWORD: &str = "localshop@ssl";
pub const SUCCESS_URL: &str = "http://shop.test/api/payments/sslcommerz/success?order=7&x=1";
pub const FAIL_URL: &str = "http://shop.test/api/payments/sslcommerz/fail";
pub const CANCEL_URL: &str = "http://shop.test/api/payments/sslcommerz/cancel";
pub const VALIDATION: &str = "/validator/api/validationserverAPI.php";
pub const MERCHANT: &str = "/validator/api/merchantTransIDvalidationAPI.php";
pub const PAGE: &str = "/gwprocess/v4/gw.php";

pub const VISA: &str = "4111111111111111";
pub const DECLINED: &str = "4000000000000002";

/// Every field the IPN and the browser post carry, signed, in order.
pub const SIGNED: [&str; 25] = [
    "status",
    "tran_date",
    "tran_id",
    "val_id",
    "amount",
    "store_amount",
    "currency",
    "bank_tran_id",
    "card_type",
    "card_no",
    "card_issuer",
    "card_brand",
    "card_issuer_country",
    "card_issuer_country_code",
    "currency_type",
    "currency_amount",
    "emi_instalment",
    "emi_amount",
    "value_a",
    "value_b",
    "value_c",
    "value_d",
    "risk_level",
    "risk_title",
    "error",
];

/// A running simulator, stopped when dropped.
pub struct Sim {
    process: sim_kit::child::Running,
    pub base: String,
    pub client: Client,
}

/// The browser's answer after an attempt: where it posts and what.
#[derive(Debug)]
pub struct Returned {
    pub action: String,
    pub fields: Vec<(String, String)>,
}

impl Returned {
    pub fn get(&self, key: &str) -> &str {
        crate::shop::field(&self.fields, key)
    }
}

impl Sim {
    pub fn start() -> Sim {
        Sim::start_with(&[])
    }

    pub fn start_with(args: &[&str]) -> Sim {
        let mut command = Command::new(env!("CARGO_BIN_EXE_sslcommerz-sim"));
        command
            .args(["--host", "127.0.0.1", "--port", "0"])
            .args(args)
            .env("SSLCOMMERZ_STORE_ID", STORE_ID)
            .env("SSLCOMMERZ_STORE_PASSWORD", STORE_PASSWORD)
            .env_remove("SSLCOMMERZ_SIM_PUBLIC_URL")
            .env_remove("SSLCOMMERZ_SIM_IPN_LATE_MS")
            .env_remove("SSLCOMMERZ_SIM_REFUND_DELAY_MS");
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

    /// Init with `fields` as the form; its JSON answer (HTTP 200).
    pub async fn init_with(&self, fields: &[(String, String)]) -> Value {
        let response = self
            .client
            .post(format!("{}/gwprocess/v4/api.php", self.base))
            .header("content-type", "application/x-www-form-urlencoded")
            .body(serde_urlencoded::to_string(fields).expect("a form"))
            .send()
            .await
            .expect("init answers");
        assert_eq!(response.status(), StatusCode::OK);
        response.json().await.expect("a JSON answer")
    }

    /// A successful init of `order`; its session key.
    pub async fn open(&self, order: &[(String, String)]) -> String {
        let opened = self.init_with(order).await;
        assert_eq!(opened["status"], "SUCCESS", "{opened}");
        text(&opened, "sessionkey")
    }

    /// The page of session `key`: its status and HTML.
    pub async fn page(&self, key: &str) -> (StatusCode, String) {
        let response = self
            .client
            .get(format!("{}{PAGE}?Q=pay&SESSIONKEY={key}", self.base))
            .send()
            .await
            .expect("the page answers");
        (response.status(), response.text().await.expect("HTML"))
    }

    /// Posts the page's form; its status and HTML.
    pub async fn submit(&self, key: &str, fields: &[(&str, &str)]) -> (StatusCode, String) {
        let mut form = vec![("SESSIONKEY", key)];
        form.extend_from_slice(fields);
        let response = self
            .client
            .post(format!("{}{PAGE}", self.base))
            .form(&form)
            .send()
            .await
            .expect("the page answers");
        (response.status(), response.text().await.expect("HTML"))
    }

    /// Posts the form and reads the post back to the shop from the answer.
    pub async fn attempt(&self, key: &str, fields: &[(&str, &str)]) -> Returned {
        let (status, html) = self.submit(key, fields).await;
        assert_eq!(status, StatusCode::OK);
        returned(&html).unwrap_or_else(|| panic!("a post back to the shop in {html}"))
    }

    /// Pays session `key` by the Visa test card, with `more` fields (switches).
    pub async fn pay_by_card(&self, key: &str, more: &[(&str, &str)]) -> Returned {
        let mut fields = vec![
            ("choice", "visacard"),
            ("card_no", VISA),
            ("expiry", "12/30"),
            ("cvv", "123"),
            ("action", "pay"),
        ];
        fields.extend_from_slice(more);
        self.attempt(key, &fields).await
    }

    /// A GET of a validator path with the store's credentials and `params`.
    pub async fn validator(&self, path: &str, params: &[(&str, &str)]) -> Value {
        let mut query = vec![
            ("store_id", STORE_ID),
            ("store_passwd", STORE_PASSWORD),
            ("format", "json"),
        ];
        query.extend_from_slice(params);
        self.get_json(path, &query).await
    }

    /// A GET with exactly `query`; its JSON (HTTP 200).
    pub async fn get_json(&self, path: &str, query: &[(&str, &str)]) -> Value {
        let response = self
            .client
            .get(format!("{}{path}", self.base))
            .query(query)
            .send()
            .await
            .expect("the validator answers");
        assert_eq!(response.status(), StatusCode::OK);
        response.json().await.expect("a JSON answer")
    }

    pub async fn validate(&self, val_id: &str) -> Value {
        self.validator(VALIDATION, &[("val_id", val_id), ("v", "1")]).await
    }

    pub async fn query(&self, tran_id: &str) -> Value {
        self.validator(MERCHANT, &[("tran_id", tran_id)]).await
    }
}

/// A valid init form for `tran_id` and `amount`, with `more` fields
/// added or, when their value is empty, taken out.
pub fn order(tran_id: &str, amount: &str, more: &[(&str, &str)]) -> Vec<(String, String)> {
    let mut fields: Vec<(String, String)> = [
        ("store_id", STORE_ID),
        ("store_passwd", STORE_PASSWORD),
        ("total_amount", amount),
        ("currency", "BDT"),
        ("tran_id", tran_id),
        ("success_url", SUCCESS_URL),
        ("fail_url", FAIL_URL),
        ("cancel_url", CANCEL_URL),
        ("cus_name", "Rahim Uddin"),
        ("cus_email", "rahim@example.com"),
        ("cus_add1", "House 12, Road 5, Dhanmondi"),
        ("cus_city", "Dhaka"),
        ("cus_country", "Bangladesh"),
        ("cus_phone", "01712345678"),
        ("shipping_method", "Courier"),
        ("product_name", "Galaxy S24 Ultra"),
        ("product_category", "Mobile phone"),
        ("product_profile", "physical-goods"),
        ("value_a", "order-7"),
        ("value_b", "<b>&\"'"),
    ]
    .iter()
    .map(|(key, value)| (key.to_string(), value.to_string()))
    .collect();
    for (key, value) in more {
        fields.retain(|(name, _)| name != key);
        if !value.is_empty() {
            fields.push((key.to_string(), value.to_string()));
        }
    }
    fields
}

/// The post back to the shop in an answer page: its form's action and
/// hidden fields (one `<input type="hidden" ...>` a line), unescaped.
pub fn returned(html: &str) -> Option<Returned> {
    let form = html.split("<form id=\"back-to-shop\"").nth(1)?;
    let action = unescape(form.split("action=\"").nth(1)?.split('"').next()?);
    let fields = form
        .lines()
        .filter_map(|line| {
            let rest = line.strip_prefix("<input type=\"hidden\" name=\"")?;
            let (name, rest) = rest.split_once("\" value=\"")?;
            let value = rest.strip_suffix("\">")?;
            Some((unescape(name), unescape(value)))
        })
        .collect();
    Some(Returned { action, fields })
}

fn unescape(text: &str) -> String {
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

/// The signature the shop computes from what it received: md5 and sha256
/// of the fields verify_key names, with md5(password) as store_passwd,
/// sorted by key and joined as key=value with &.
pub fn expected_signature(fields: &[(String, String)], password: &str) -> (String, String) {
    let get = |key: &str| crate::shop::field(fields, key).to_owned();
    let mut pairs: Vec<(String, String)> = get("verify_key")
        .split(',')
        .map(|key| (key.to_owned(), get(key)))
        .collect();
    pairs.push(("store_passwd".into(), format!("{:x}", Md5::digest(password.as_bytes()))));
    pairs.sort();
    let text = pairs
        .iter()
        .map(|(key, value)| format!("{key}={value}"))
        .collect::<Vec<_>>()
        .join("&");
    (
        format!("{:x}", Md5::digest(text.as_bytes())),
        format!("{:x}", Sha256::digest(text.as_bytes())),
    )
}

/// A string field of a JSON answer.
pub fn text(body: &Value, key: &str) -> String {
    body[key]
        .as_str()
        .unwrap_or_else(|| panic!("{key} in {body}"))
        .to_owned()
}
