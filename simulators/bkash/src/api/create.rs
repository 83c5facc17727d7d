//! create: checks the order, opens a payment and points the shopper to the
//! simulator's own page.

use super::{ApiError, Body, auth::Merchant, successful};
use crate::{
    codes::Code,
    money,
    payment::{Callback, Order, Payment},
    state::State,
};
use actix_web::{HttpResponse, web};
use serde::Serialize;
use std::time::SystemTime;

/// The longest invoice number, payer reference and callback URL taken.
const MAX_TEXT: usize = 255;
const MAX_URL: usize = 2048;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Created<'a> {
    #[serde(rename = "paymentID")]
    payment_id: &'a str,
    #[serde(rename = "bkashURL")]
    bkash_url: String,
    #[serde(rename = "callbackURL")]
    callback_url: &'a str,
    #[serde(rename = "successCallbackURL")]
    success_callback_url: String,
    #[serde(rename = "failureCallbackURL")]
    failure_callback_url: String,
    #[serde(rename = "cancelledCallbackURL")]
    cancelled_callback_url: String,
    amount: &'a str,
    intent: &'a str,
    currency: &'a str,
    payment_create_time: &'a str,
    transaction_status: &'a str,
    merchant_invoice_number: &'a str,
}

impl<'a> Created<'a> {
    fn new(payment: &'a Payment, public_url: &str) -> Self {
        Created {
            payment_id: &payment.id,
            bkash_url: format!("{public_url}/checkout?paymentID={}", payment.id),
            callback_url: &payment.order.callback_url,
            success_callback_url: payment.callback_url(Callback::Success),
            failure_callback_url: payment.callback_url(Callback::Failure),
            cancelled_callback_url: payment.callback_url(Callback::Cancel),
            amount: &payment.order.amount,
            intent: &payment.order.intent,
            currency: &payment.order.currency,
            payment_create_time: &payment.created_at,
            transaction_status: payment.transaction_status(),
            merchant_invoice_number: &payment.order.invoice,
        }
    }
}

pub async fn create(_: Merchant, state: web::Data<State>, body: web::Bytes) -> Result<HttpResponse, ApiError> {
    let body = Body::parse(&body)?;
    let (order, poisha) = read_order(&body)?;
    let mut payments = state.payments();
    let payment = payments.create(order, poisha, SystemTime::now());
    Ok(successful(Created::new(payment, &state.public_url)))
}

/// The order and its amount in poisha; every mandatory field is checked for
/// presence before any is checked for meaning.
fn read_order(body: &Body) -> Result<(Order, u64), Code> {
    let mode = body.text("mode")?;
    let payer_reference = body.text("payerReference")?;
    let callback_url = body.text("callbackURL")?;
    let amount = body.text("amount")?;
    let currency = body.text("currency")?;
    let intent = body.text("intent")?;
    let invoice = body.text("merchantInvoiceNumber")?;
    if mode != "0011" {
        return Err(Code::InvalidMode);
    }
    let poisha = money::parse_amount(amount).ok_or(Code::InvalidAmount)?;
    if currency != "BDT" {
        return Err(Code::InvalidCurrency);
    }
    if intent != "sale" {
        return Err(Code::InvalidIntent);
    }
    if !valid_invoice(invoice) {
        return Err(Code::InvalidInvoiceNumber);
    }
    if payer_reference.chars().count() > MAX_TEXT {
        return Err(Code::InvalidPayerReference);
    }
    if !valid_callback(callback_url) {
        return Err(Code::InvalidCallbackUrl);
    }
    let order = Order {
        payer_reference: payer_reference.to_owned(),
        callback_url: callback_url.to_owned(),
        amount: amount.to_owned(),
        currency: currency.to_owned(),
        intent: intent.to_owned(),
        invoice: invoice.to_owned(),
    };
    Ok((order, poisha))
}

fn valid_invoice(invoice: &str) -> bool {
    invoice.chars().count() <= MAX_TEXT && !invoice.chars().any(|c| matches!(c, '<' | '>' | '&') || c.is_control())
}

/// An absolute http(s) URL the callback parameters can be appended to. Only
/// ASCII: it goes back out in a `Location` header.
fn valid_callback(url: &str) -> bool {
    let rest = url.strip_prefix("https://").or_else(|| url.strip_prefix("http://"));
    let host_given = rest.is_some_and(|rest| !rest.is_empty() && !rest.starts_with(['/', '?']));
    let clean = !url
        .chars()
        .any(|c| c.is_whitespace() || c.is_control() || matches!(c, '#' | '<' | '>' | '"'));
    host_given && clean && url.is_ascii() && url.len() <= MAX_URL
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn callback_urls_must_be_absolute_http() {
        assert!(valid_callback("http://127.0.0.1:8080/api/payments/bkash/callback"));
        assert!(valid_callback("https://shop.example/cb?order=12"));
        for url in [
            "",
            "ftp://x",
            "http://",
            "https:///path",
            "/relative",
            "http://a b",
            "http://x/#frag",
            "http://x/ক",
        ] {
            assert!(!valid_callback(url), "{url:?}");
        }
    }

    #[test]
    fn invoice_numbers_refuse_markup_characters() {
        assert!(valid_invoice("ORD-2024-000123"));
        assert!(!valid_invoice("a<b"));
        assert!(!valid_invoice("a&b"));
        assert!(!valid_invoice(&"x".repeat(256)));
    }
}
