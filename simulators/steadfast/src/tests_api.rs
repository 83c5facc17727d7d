//! What tests and scripts read and steer, beside Steadfast's own API (no
//! keys needed; amounts in taka, moments as webhooks write them):
//!
//! - `GET /sim/consignments`: every consignment, oldest first, with its
//!   status history and tracking messages;
//! - `POST /sim/consignments/{id}/move` `{"step", "amount"?}`: what the
//!   page's buttons do (steps: picked_up, out_for_delivery, hold,
//!   delivered_pending_approval, delivered, partial and
//!   partial_pending_approval with the `amount` taken, refused,
//!   cancelled_pending_approval, unknown, unknown_pending_approval,
//!   approve); answers the consignment;
//! - `POST /sim/payouts`: a payout now (409 when nothing is unpaid, or the
//!   balance is below zero);
//! - `POST /sim/lose-next-answer` `{"delay_ms"}`: the next create_order is
//!   booked but answered only after the delay, so a shop that times out
//!   sooner loses the answer;
//! - `POST /sim/webhooks/replay` `{"consignment_id"}`: its last
//!   delivery_status webhook once more;
//! - `POST /sim/return-requests/{id}/status` `{"status"}`: moves a return request.

use crate::{
    book::{ReturnStatus, Step},
    money,
    state::State,
    times,
};
use actix_web::{HttpResponse, http::StatusCode, web};
use serde::{Deserialize, de::DeserializeOwned};
use serde_json::{Value, json};
use std::time::Duration;

pub fn routes(config: &mut web::ServiceConfig) {
    config
        .route("/sim/consignments", web::get().to(consignments))
        .route("/sim/consignments/{id}/move", web::post().to(move_parcel))
        .route("/sim/payouts", web::post().to(pay_out))
        .route("/sim/lose-next-answer", web::post().to(lose_next_answer))
        .route("/sim/webhooks/replay", web::post().to(replay))
        .route("/sim/return-requests/{id}/status", web::post().to(return_status));
}

async fn consignments(state: web::Data<State>) -> HttpResponse {
    let book = state.book();
    let all: Vec<Value> = book.consignments.iter().map(|c| c.sim_json()).collect();
    HttpResponse::Ok().json(json!({ "consignments": all }))
}

#[derive(Deserialize)]
struct Move {
    step: String,
    amount: Option<Value>,
}

async fn move_parcel(state: web::Data<State>, id: web::Path<String>, body: web::Bytes) -> HttpResponse {
    let Ok(id) = id.trim().parse::<u64>() else {
        return error(StatusCode::NOT_FOUND, format!("No consignment {id}."));
    };
    let call: Move = match read(&body) {
        Ok(call) => call,
        Err(refused) => return refused,
    };
    let Some(step) = Step::parse(&call.step) else {
        return error(StatusCode::BAD_REQUEST, format!("No step {:?}.", call.step));
    };
    let amount = call.amount.as_ref().and_then(|amount| money::from_json(amount).ok());
    match state.advance(id, step, amount) {
        Ok(consignment) => HttpResponse::Ok().json(consignment),
        Err(refusal) => error(
            StatusCode::from_u16(refusal.http_status()).unwrap_or(StatusCode::BAD_REQUEST),
            refusal.to_string(),
        ),
    }
}

async fn pay_out(state: web::Data<State>) -> HttpResponse {
    match state.book().pay_out(times::now()) {
        Ok(payment) => HttpResponse::Ok().json(json!({
            "id": payment.id,
            "amount": money::taka(payment.amount),
            "consignments": payment.consignment_ids,
        })),
        Err(refusal) => error(StatusCode::CONFLICT, refusal.to_string()),
    }
}

#[derive(Deserialize)]
struct Delay {
    delay_ms: u64,
}

async fn lose_next_answer(state: web::Data<State>, body: web::Bytes) -> HttpResponse {
    match read::<Delay>(&body) {
        Ok(delay) => {
            state.book().lose_next_answer = Some(Duration::from_millis(delay.delay_ms));
            HttpResponse::Ok().json(json!({ "ok": true }))
        }
        Err(refused) => refused,
    }
}

#[derive(Deserialize)]
struct Replay {
    consignment_id: u64,
}

async fn replay(state: web::Data<State>, body: web::Bytes) -> HttpResponse {
    let call: Replay = match read(&body) {
        Ok(call) => call,
        Err(refused) => return refused,
    };
    let last = match state.book().find(call.consignment_id) {
        None => {
            return error(
                StatusCode::NOT_FOUND,
                format!("No consignment {}.", call.consignment_id),
            );
        }
        Some(consignment) => consignment.last_status_webhook.clone(),
    };
    let Some(body) = last else {
        return error(
            StatusCode::CONFLICT,
            "No delivery_status webhook was sent for it yet.".into(),
        );
    };
    if state.notifier.replay(body) {
        HttpResponse::Ok().json(json!({ "sent": true }))
    } else {
        error(StatusCode::CONFLICT, "No webhook URL is set (--webhook-url).".into())
    }
}

#[derive(Deserialize)]
struct ReturnMove {
    status: String,
}

async fn return_status(state: web::Data<State>, id: web::Path<String>, body: web::Bytes) -> HttpResponse {
    let Ok(id) = id.trim().parse::<u64>() else {
        return error(StatusCode::NOT_FOUND, format!("No return request {id}."));
    };
    let call: ReturnMove = match read(&body) {
        Ok(call) => call,
        Err(refused) => return refused,
    };
    let Some(status) = ReturnStatus::parse(&call.status) else {
        return error(StatusCode::BAD_REQUEST, format!("No return status {:?}.", call.status));
    };
    match state.book().set_return_status(id, status, times::now()) {
        Some(request) => HttpResponse::Ok().json(request.json()),
        None => error(StatusCode::NOT_FOUND, format!("No return request {id}.")),
    }
}

/// The JSON body, or a 400 saying why not.
fn read<T: DeserializeOwned>(body: &[u8]) -> Result<T, HttpResponse> {
    serde_json::from_slice(body).map_err(|refusal| error(StatusCode::BAD_REQUEST, refusal.to_string()))
}

fn error(status: StatusCode, message: String) -> HttpResponse {
    HttpResponse::build(status).json(json!({ "error": message }))
}
