//! Cards, Nagad, Rocket and card EMI through SSLCommerz, spoken to its
//! simulator as to SSLCommerz: the gateway's page is driven over HTTP as a
//! browser would, and its IPNs reach the shop at its public address.

mod advance;
mod emi;
mod held;
mod ipn;
mod late;
mod refunds;

use super::faulty::FaultyBkash;
use crate::helpers::{TestApp, TestUser, spawn_app_with, test_settings};
use serde_json::{Value, json};
use shop_server::config::{Settings, SslcommerzSettings};

/// The shop's SSLCommerz store at `base_url` (the simulator, or a proxy before it).
pub fn store_at(base_url: String) -> SslcommerzSettings {
    SslcommerzSettings {
        base_url,
        store_id: crate::simulator::STORE_ID.into(),
        store_password: crate::simulator::STORE_PASSWORD.into(),
        timeout: std::time::Duration::from_secs(2),
    }
}

/// A shop that takes cards, Nagad and Rocket through the simulator (or
/// `proxy` before it), listening where its `PUBLIC_URL` says so the gateway's
/// IPNs reach it; `adjust` changes its settings further.
pub async fn gateway_app(proxy: Option<&FaultyBkash>, adjust: impl FnOnce(&mut Settings)) -> TestApp {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .expect("a free port")
        .port();
    let mut settings = test_settings();
    settings.port = port;
    settings.payments.public_url = format!("http://127.0.0.1:{port}");
    let base = proxy.map_or_else(|| crate::simulator::sslcommerz().url.clone(), FaultyBkash::url);
    settings.payments.sslcommerz = Some(store_at(base));
    adjust(&mut settings);
    let app = spawn_app_with(settings).await;
    app.seed(20).await;
    app
}

/// A checkout paid by `method` (`card`, `nagad`, `rocket`): its id.
pub async fn gateway_checkout(app: &TestApp, user: &TestUser, method: &str, key: &str) -> String {
    let product = super::phone_in_stock(app, 4).await;
    let address = app.add_address(user).await;
    app.add_to_cart(user, &product.id, 1).await;
    let body = app.checkout_body(user, &address, method, key).await;
    let (status, placed) = app.post_json("/api/checkout", Some(&user.token), &body).await;
    assert_eq!(status, 201, "{placed}");
    placed["checkout_id"].as_str().expect("checkout id").to_owned()
}

/// What the gateway's page answered the shopper's form with: the form it
/// posts the browser back with (its action and fields), or its error.
pub struct Back {
    pub action: String,
    pub fields: Vec<(String, String)>,
}

impl Back {
    pub fn field(&self, name: &str) -> &str {
        self.fields
            .iter()
            .find(|(key, _)| key == name)
            .map_or("", |(_, value)| value.as_str())
    }
}

fn unescape(text: &str) -> String {
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

/// Pays on the gateway's `page` with the test card and `switches`
/// (`("ipn", "none")`, `("risky", "1")`...): the form the browser is sent back with.
pub async fn pay_by_card(page: &str, switches: &[(&str, &str)]) -> Back {
    let mut form = vec![
        ("choice", "visacard"),
        ("card_no", "4111111111111111"),
        ("expiry", "12/30"),
        ("cvv", "123"),
        ("action", "pay"),
    ];
    form.extend_from_slice(switches);
    submit(page, &form).await
}

/// Submits the gateway page's form with `fields` (its session key added).
pub async fn submit(page: &str, fields: &[(&str, &str)]) -> Back {
    let key = page.split("SESSIONKEY=").nth(1).expect("a session key in the page");
    let key = key.split('&').next().unwrap_or(key);
    let form_url = page.split('?').next().expect("page address");
    let mut form: Vec<(&str, &str)> = vec![("SESSIONKEY", key)];
    form.extend_from_slice(fields);
    let html = super::browser()
        .post(form_url)
        .form(&form)
        .send()
        .await
        .expect("the gateway's page answers")
        .text()
        .await
        .expect("page");
    let action = html
        .split("<form id=\"back-to-shop\" method=\"post\" action=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .map(unescape)
        .unwrap_or_else(|| panic!("a form back to the shop in {html}"));
    let fields = html
        .lines()
        .filter_map(|line| line.trim().strip_prefix("<input type=\"hidden\" name=\""))
        .filter_map(|rest| {
            let (name, rest) = rest.split_once("\" value=\"")?;
            let value = rest.rsplit_once('"')?.0;
            Some((unescape(name), unescape(value)))
        })
        .collect();
    Back { action, fields }
}

/// The browser posts the gateway's form back to the shop: the status and where it is sent on.
pub async fn post_back(back: &Back) -> (u16, String) {
    let answer = super::browser()
        .post(&back.action)
        .form(&back.fields)
        .send()
        .await
        .expect("the shop answers");
    let location = answer
        .headers()
        .get("location")
        .map(|l| l.to_str().expect("location").to_owned())
        .unwrap_or_default();
    (answer.status().as_u16(), location)
}

/// Posts an IPN of `fields` to the shop as SSLCommerz's servers would.
pub async fn post_ipn(app: &TestApp, fields: &[(String, String)]) -> (u16, Value) {
    let answer = super::browser()
        .post(format!("{}/api/payments/sslcommerz/ipn", app.address))
        .form(fields)
        .send()
        .await
        .expect("the shop answers");
    let status = answer.status().as_u16();
    (status, answer.json().await.unwrap_or(Value::Null))
}

/// The shopper starts paying: the gateway's page.
pub async fn open(app: &TestApp, user: &TestUser, checkout: &str) -> String {
    let (status, body) = app
        .post_json(
            &format!("/api/checkouts/{checkout}/payment"),
            Some(&user.token),
            &json!({}),
        )
        .await;
    assert_eq!(status, 201, "{body}");
    body["redirect_url"].as_str().expect("redirect_url").to_owned()
}

/// The checkout's payment as its shopper sees it.
pub async fn payment(app: &TestApp, user: &TestUser, checkout: &str) -> Value {
    super::details(app, user, checkout).await["payment"].clone()
}

/// Waits up to two seconds for the checkout's payment to reach `status`.
pub async fn settles_to(app: &TestApp, user: &TestUser, checkout: &str, status: &str) -> Value {
    for _ in 0..40 {
        let payment = payment(app, user, checkout).await;
        if payment["status"] == status {
            return payment;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!(
        "{checkout} never became {status}: {}",
        payment(app, user, checkout).await
    );
}
