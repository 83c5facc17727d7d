//! Paying through the provider: bKash's tokenized checkout, spoken to the
//! simulator exactly as to bKash. The shopper's side (the provider's page and
//! the browser coming back) is driven over HTTP as a browser would.

mod bkash;
mod budget;
mod callbacks;
mod checkout_status;
mod expiry;
pub mod faulty;
mod holds;
mod indexes;
mod lost_answers;
mod refunds;
mod sslcommerz;
mod stalls;
mod tokens;

use crate::{
    helpers::{TestApp, TestUser, spawn_app_with, test_settings},
    simulator::{OTP, PIN},
};
use faulty::FaultyBkash;
use mongodb::bson::{DateTime, oid::ObjectId};
use serde_json::{Value, json};
use shop_server::{
    config::{PaymentSettings, Settings},
    documents::product::ProductDocument,
    services::payments::{self, JobPass, PaymentDesk},
};

/// A phone whose default variant has at least `stock` units.
pub async fn phone_in_stock(app: &TestApp, stock: i64) -> ProductDocument {
    phones_in_stock(app, stock, 1).await.remove(0)
}

/// `count` phones whose default variants have at least `stock` units each.
pub async fn phones_in_stock(app: &TestApp, stock: i64, count: usize) -> Vec<ProductDocument> {
    let phones: Vec<ProductDocument> = app
        .repositories
        .products
        .all()
        .await
        .expect("products")
        .into_iter()
        // Add-cart sells the variant the page opens on when none is named.
        .filter(|p| p.opening_variant(None).0.stock >= stock)
        .take(count)
        .collect();
    assert_eq!(phones.len(), count, "{count} phones with {stock} in stock");
    phones
}

/// The shopper pays on bKash's `page`: the shop path bKash sends the browser back to.
pub async fn authorise(page: &str) -> String {
    let PageOutcome::Back(callback) = fill_in(page, crate::simulator::PAYING_WALLET, "confirm", false).await else {
        panic!("a paying wallet is sent back to the shop");
    };
    callback
}

/// The shopper pays on bKash's `page` and the browser comes back to the shop.
pub async fn pay_on(app: &TestApp, page: &str) {
    let callback = authorise(page).await;
    let (status, _) = come_back(app, &callback).await;
    assert_eq!(status, 303);
}

/// A shopper's bKash checkout of `quantity` units of the first seeded phone
/// with stock: the checkout id and the product.
pub async fn bkash_checkout(app: &TestApp, user: &TestUser, quantity: u32, key: &str) -> (String, ObjectId) {
    let product = phone_in_stock(app, i64::from(quantity) + 2).await;
    let address = app.add_address(user).await;
    app.add_to_cart(user, &product.id, quantity).await;
    let body = app.checkout_body(user, &address, "bkash", key).await;
    let (status, placed) = app.post_json("/api/checkout", Some(&user.token), &body).await;
    assert_eq!(status, 201, "{placed}");
    (
        placed["checkout_id"].as_str().expect("checkout id").to_owned(),
        product.id,
    )
}

/// The checkout as its shopper sees it.
pub async fn details(app: &TestApp, user: &TestUser, checkout_id: &str) -> Value {
    let (status, body) = app
        .get_json_as(&format!("/api/checkouts/{checkout_id}"), &user.token)
        .await;
    assert_eq!(status, 200, "{body}");
    body
}

/// Sends the shopper to bKash: the provider's page for this checkout.
pub async fn start_payment(app: &TestApp, user: &TestUser, checkout_id: &str) -> String {
    let path = format!("/api/checkouts/{checkout_id}/payment");
    let (status, body) = app.post_json(&path, Some(&user.token), &json!({})).await;
    assert_eq!(status, 201, "{body}");
    body["redirect_url"].as_str().expect("redirect_url").to_owned()
}

/// What the provider's page did with the shopper's form.
pub enum PageOutcome {
    /// Sent the browser back to this shop path (with its query).
    Back(String),
    /// Showed a page instead (the callback was lost).
    Stayed(String),
}

/// A browser that does not follow redirects, so each hop can be checked.
pub fn browser() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client")
}

/// Fills in the provider's page: a wallet, the OTP and PIN, and confirm (or cancel).
pub async fn fill_in(page_url: &str, wallet: &str, action: &str, lose_callback: bool) -> PageOutcome {
    let payment_id = page_url.split("paymentID=").nth(1).expect("paymentID in the page URL");
    let payment_id = payment_id.split('&').next().unwrap_or(payment_id);
    let form_url = page_url.split('?').next().expect("page address");
    let mut form = format!("paymentID={payment_id}&wallet={wallet}&otp={OTP}&pin={PIN}&action={action}");
    if lose_callback {
        form.push_str("&lose_callback=1");
    }
    let answer = browser()
        .post(form_url)
        .header("content-type", "application/x-www-form-urlencoded")
        .body(form)
        .send()
        .await
        .expect("the provider's page answers");
    if answer.status().is_redirection() {
        let location = answer.headers()["location"].to_str().expect("location").to_owned();
        let path = location
            .find("/api/")
            .map(|at| location[at..].to_owned())
            .expect("a shop path");
        PageOutcome::Back(path)
    } else {
        assert_eq!(answer.status(), 200);
        PageOutcome::Stayed(answer.text().await.expect("page"))
    }
}

/// The browser arrives back at the shop: the status and where it is sent on.
pub async fn come_back(app: &TestApp, path: &str) -> (u16, String) {
    let answer = browser()
        .get(format!("{}{path}", app.address))
        .send()
        .await
        .expect("callback answers");
    let status = answer.status().as_u16();
    let location = answer
        .headers()
        .get("location")
        .map(|l| l.to_str().expect("location").to_owned())
        .unwrap_or_else(String::new);
    (status, location)
}

/// One pass of the payment job, as an instance runs it, at `now`.
pub async fn run_job(app: &TestApp, now: DateTime) -> JobPass {
    let tokens = std::sync::Arc::new(app.repositories.provider_tokens.clone());
    let desk = PaymentDesk::from_settings(&app.settings.payments, tokens).expect("desk");
    payments::run_due(&app.repositories, &desk, now)
        .await
        .expect("job pass")
}

/// A moment `seconds` from now.
pub fn in_seconds(seconds: i64) -> DateTime {
    DateTime::from_millis(DateTime::now().timestamp_millis() + seconds * 1000)
}

/// A shop whose bKash calls go through `proxy`, waiting at most a second for
/// each answer; `adjust` changes its settings further.
pub async fn app_behind(proxy: &FaultyBkash, adjust: impl FnOnce(&mut Settings)) -> TestApp {
    let base = test_settings();
    let payments = PaymentSettings {
        bkash: base
            .payments
            .bkash
            .clone()
            .map(|bkash| shop_server::config::BkashSettings {
                base_url: proxy.base_url(),
                timeout: std::time::Duration::from_secs(1),
                ..bkash
            }),
        ..base.payments.clone()
    };
    let mut settings = Settings { payments, ..base };
    adjust(&mut settings);
    spawn_app_with(settings).await
}

/// The provider's payment id in its page's address.
pub fn payment_id_of(page: &str) -> String {
    let id = page.split("paymentID=").nth(1).expect("paymentID in the page");
    id.split('&').next().unwrap_or(id).to_owned()
}

/// The admin moves `order` to `status`, which must be allowed.
pub async fn admin_moves(app: &TestApp, admin: &TestUser, order: &str, status: &str) {
    let (_, stored) = app.get_json_as(&format!("/api/order/{order}"), &admin.token).await;
    let quantity = stored["quantity"]
        .as_u64()
        .and_then(|q| usize::try_from(q).ok())
        .unwrap_or(1);
    let path = format!("/api/admin/orders/{order}/status");
    let (answer, body) = app
        .post_json(&path, Some(&admin.token), &crate::shipping::move_body(status, quantity))
        .await;
    assert_eq!(answer, 200, "{status}: {body}");
}
