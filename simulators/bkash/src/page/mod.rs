//! The shopper's page that `bkashURL` points to: wallet, OTP and PIN, then
//! back to the shop's callback URL (or not, when asked to lose it).

mod html;

use crate::{
    payment::{Payment, Stage},
    payments::{Choice, PageRefusal},
    state::State,
    wallets,
};
use actix_web::{
    HttpResponse,
    http::{StatusCode, header},
    web,
};
use serde::Deserialize;

pub fn routes(config: &mut web::ServiceConfig) {
    config.service(
        web::resource("/checkout")
            .route(web::get().to(show))
            .route(web::post().to(submit)),
    );
}

#[derive(Deserialize)]
struct Opened {
    #[serde(rename = "paymentID", default)]
    payment_id: String,
}

/// What the form sends.
#[derive(Deserialize)]
struct Attempt {
    #[serde(rename = "paymentID", default)]
    payment_id: String,
    #[serde(default)]
    wallet: String,
    #[serde(default)]
    otp: String,
    #[serde(default)]
    pin: String,
    #[serde(default)]
    action: String,
    lose_callback: Option<String>,
}

async fn show(state: web::Data<State>, query: web::Query<Opened>) -> HttpResponse {
    let payments = state.payments();
    match payments.find(&query.payment_id) {
        None => unknown_payment(),
        Some(payment) if matches!(payment.stage, Stage::Initiated) => {
            page(StatusCode::OK, html::form(payment, None, ""))
        }
        Some(payment) => not_awaiting(payment),
    }
}

async fn submit(state: web::Data<State>, form: web::Form<Attempt>) -> HttpResponse {
    let wallet = wallets::normalise(&form.wallet);
    let choice = if form.action == "cancel" {
        Choice::Cancel
    } else {
        Choice::Confirm {
            wallet: &wallet,
            otp: form.otp.trim(),
            pin: form.pin.trim(),
        }
    };
    let mut payments = state.payments();
    let refusal = match payments.choose(&form.payment_id, choice) {
        Ok((callback, payment)) => {
            let url = payment.callback_url(callback);
            if form.lose_callback.is_some() {
                return page(StatusCode::OK, html::dropped(payment, callback, &url));
            }
            return HttpResponse::SeeOther()
                .insert_header((header::LOCATION, url))
                .insert_header((header::CACHE_CONTROL, "no-store"))
                .finish();
        }
        Err(refusal) => refusal,
    };
    let Some(payment) = payments.find(&form.payment_id) else {
        return unknown_payment();
    };
    let error = match refusal {
        PageRefusal::UnknownPayment => return unknown_payment(),
        PageRefusal::NotAwaiting => return not_awaiting(payment),
        PageRefusal::UnknownWallet => "This number is not a bKash test wallet: use one of those listed below.",
        PageRefusal::WrongOtp => "Wrong verification code (OTP).",
        PageRefusal::WrongPin => "Wrong PIN.",
    };
    page(StatusCode::OK, html::form(payment, Some(error), &form.wallet))
}

fn unknown_payment() -> HttpResponse {
    let text = "There is no payment with this ID. Start the payment again from the shop.";
    page(StatusCode::NOT_FOUND, html::notice("Payment not found", text, None))
}

fn not_awaiting(payment: &Payment) -> HttpResponse {
    let (title, text) = match payment.stage {
        // Initiated shows the form; it is only here to keep the match whole.
        Stage::Initiated | Stage::Authorized => (
            "This payment is already authorised",
            "The shopper has confirmed it; the shop now has to execute it.",
        ),
        Stage::Completed(_) => (
            "This payment is already paid",
            "The shop has executed it; nothing is left to do.",
        ),
        Stage::Declined(_) | Stage::Failed => ("This payment has failed", "Start a new payment from the shop."),
        Stage::Cancelled => ("This payment was cancelled", "Start a new payment from the shop."),
    };
    page(StatusCode::OK, html::notice(title, text, Some(payment)))
}

fn page(status: StatusCode, body: String) -> HttpResponse {
    HttpResponse::build(status)
        .content_type("text/html; charset=utf-8")
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(body)
}
