//! The shopper's page that `GatewayPageURL` points to: the way to pay, the
//! test switches and the four buttons. An attempt is recorded, its IPN sent
//! as the switch says, and the browser posted back to the shop.

mod back;
mod form;
mod html;

use crate::{
    api::{PAGE, Params},
    attempt::{Attempt, Outcome},
    book::Closed,
    ipn::{self, Ipn},
    session::{Order, Session},
    state::State,
    switches::IpnTiming,
};
use actix_web::{
    HttpRequest, HttpResponse,
    http::{StatusCode, header},
    web,
};
use form::Entered;
use sim_kit::log::Outcome as LogOutcome;
use std::time::{Instant, SystemTime};

pub fn routes(config: &mut web::ServiceConfig) {
    config.service(
        web::resource(PAGE)
            .route(web::get().to(show))
            .route(web::post().to(submit)),
    );
}

async fn show(state: web::Data<State>, request: HttpRequest) -> HttpResponse {
    let params = Params::parse(request.query_string().as_bytes());
    let key = params.text("SESSIONKEY");
    let book = state.book();
    match book.open_session(key, Instant::now()) {
        Ok(session) => page(
            StatusCode::OK,
            html::form(session, &state.store.id, &Entered::default(), None),
        ),
        Err(closed) => closed_page(&state, book.session(key), closed),
    }
}

async fn submit(state: web::Data<State>, body: web::Bytes) -> HttpResponse {
    let params = Params::parse(&body);
    let key = params.text("SESSIONKEY");
    let action = params.text("action");
    let decided = {
        let book = state.book();
        let session = match book.open_session(key, Instant::now()) {
            Ok(session) => session,
            Err(closed) => return closed_page(&state, book.session(key), closed),
        };
        if action == "abandon" {
            let text = "The shopper left the payment page. Nothing was sent to the shop: no IPN, no return.";
            let summary = html::summary(session, &state.store.id);
            return page(StatusCode::OK, html::notice("The shopper left", text, &summary));
        }
        let decided = form::switches(&params).and_then(|switches| {
            form::decide(&session.order, &params, action, switches).map(|tried| (tried, switches))
        });
        match decided {
            Ok(decided) => decided,
            Err(error) => {
                let html = html::form(session, &state.store.id, &Entered::read(&params), Some(error));
                return page(StatusCode::OK, html);
            }
        }
    };
    let (tried, switches) = decided;
    let recorded = {
        let mut book = state.book();
        match book.record(key, tried, (Instant::now(), SystemTime::now())) {
            Ok(recorded) => Ok(recorded),
            // Paid (in another tab) or expired since the form was read.
            Err(closed) => Err(closed_page(&state, book.session(key), closed)),
        }
    };
    match recorded {
        Ok((order, attempt)) => finish(&state, &order, &attempt, switches.ipn).await,
        Err(page) => page,
    }
}

/// Sends the IPN as `timing` says and answers the browser with the post back.
async fn finish(state: &State, order: &Order, attempt: &Attempt, timing: IpnTiming) -> HttpResponse {
    let signed = attempt.posted_fields();
    let signature = state.sign(&signed);
    let mut fields: Vec<(String, String)> = signed.into_iter().map(|(key, value)| (key.to_owned(), value)).collect();
    fields.push(("verify_sign".into(), signature.verify_sign));
    fields.push(("verify_sign_sha2".into(), signature.verify_sign_sha2));
    fields.push(("verify_key".into(), signature.verify_key));
    if let Some(url) = &order.ipn_url {
        let message = Ipn {
            url: url.clone(),
            fields: fields.clone(),
        };
        if matches!(timing, IpnTiming::OnTime | IpnTiming::Twice) {
            ipn::deliver(&state.client, &message).await;
        }
        if matches!(timing, IpnTiming::Late | IpnTiming::Twice) {
            ipn::deliver_later(state.client.clone(), message, state.ipn_late);
        }
    }
    let url = match attempt.outcome {
        Outcome::Valid => &order.success_url,
        Outcome::Failed => &order.fail_url,
        Outcome::Cancelled => &order.cancel_url,
    };
    let mut response = page(StatusCode::OK, back::page(attempt.outcome, url, &fields));
    let outcome = format!("{} {} {}", attempt.outcome.word(), attempt.tran_id, attempt.val_id);
    response.extensions_mut().insert(LogOutcome(outcome));
    response
}

/// The page of a session that takes no attempt. The caller holds the book.
fn closed_page(state: &State, session: Option<&Session>, closed: Closed) -> HttpResponse {
    let summary = session
        .map(|session| html::summary(session, &state.store.id))
        .unwrap_or_default();
    let (status, title, text) = match closed {
        Closed::Unknown => (
            StatusCode::NOT_FOUND,
            "Payment session not found",
            "There is no payment session with this key. Start the payment again from the shop.",
        ),
        Closed::Expired => (
            StatusCode::OK,
            "This payment session has expired",
            "A session can be paid for 30 minutes after the shop opened it. Start the payment again from the shop.",
        ),
        Closed::Paid => (
            StatusCode::OK,
            "This payment is already paid",
            "The payment went through; nothing is left to pay.",
        ),
    };
    let mut response = page(status, html::notice(title, text, &summary));
    response.extensions_mut().insert(LogOutcome(title.to_owned()));
    response
}

/// What any other path answers.
pub async fn not_found() -> HttpResponse {
    let text = "The SSLCommerz simulator has no page or API here.";
    page(StatusCode::NOT_FOUND, html::notice("Not found", text, ""))
}

fn page(status: StatusCode, body: String) -> HttpResponse {
    HttpResponse::build(status)
        .content_type("text/html; charset=utf-8")
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(body)
}
