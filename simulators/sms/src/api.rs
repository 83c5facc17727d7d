//! The gateway's send call, `POST /api/v3/send-sms`: a JSON body of
//! `api_token`, `sid`, `msisdn`, `sms` and `csms_id` (the sender's own id of
//! the SMS, unique per account), and a reply of `status`, `status_code`,
//! `error_message` and `smsinfo[]` (one entry per SMS taken). A refused call
//! is answered `FAILED` with the code of its reason.

use crate::{inbox::Inbox, msisdn};
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use serde_json::{Value, json};
use sim_kit::{clock::epoch_millis, log::Outcome};
use std::time::SystemTime;

/// The send call's path.
pub const SEND: &str = "/api/v3/send-sms";

/// Why a call was refused: the reply's `status_code` and `error_message`.
pub struct Refusal(pub u16, pub &'static str);

pub const BAD_REQUEST: Refusal = Refusal(4000, "Invalid request body");
pub const UNAUTHORIZED: Refusal = Refusal(4001, "Unauthorized: invalid api_token");
pub const IP_NOT_ALLOWED: Refusal = Refusal(4003, "IP not allowed");
pub const INVALID_SID: Refusal = Refusal(4005, "Invalid SID");
pub const INSUFFICIENT_BALANCE: Refusal = Refusal(4020, "Insufficient balance");
pub const EMPTY_SMS: Refusal = Refusal(4023, "SMS body is empty");
pub const INVALID_MSISDN: Refusal = Refusal(4025, "Invalid MSISDN");
pub const DUPLICATE_CSMS_ID: Refusal = Refusal(4026, "Duplicate CSMS ID");

pub fn routes(config: &mut web::ServiceConfig) {
    config.route(SEND, web::post().to(send));
}

/// One SMS to send, as the shop writes it.
#[derive(Deserialize)]
struct SendSms {
    api_token: String,
    sid: String,
    msisdn: String,
    sms: String,
    csms_id: String,
}

async fn send(request: HttpRequest, inbox: web::Data<Inbox>, body: web::Bytes) -> HttpResponse {
    let account = &inbox.account;
    let caller = request.peer_addr().map(|a| a.ip().to_string()).unwrap_or_default();
    if !account.allowed_ips.contains(&caller) {
        return refused(&IP_NOT_ALLOWED);
    }
    let Ok(call) = serde_json::from_slice::<SendSms>(&body) else {
        return refused(&BAD_REQUEST);
    };
    if call.api_token != account.api_token {
        return refused(&UNAUTHORIZED);
    }
    if call.sid != account.sid {
        return refused(&INVALID_SID);
    }
    let Some(to) = msisdn::normalise(&call.msisdn) else {
        return refused(&INVALID_MSISDN);
    };
    if call.sms.trim().is_empty() {
        return refused(&EMPTY_SMS);
    }
    let mut book = inbox.book();
    if call.csms_id.is_empty() || book.ids.contains(&call.csms_id) {
        return refused(&DUPLICATE_CSMS_ID);
    }
    let Some(sent) = book.take(to, call.sms, call.csms_id, epoch_millis(SystemTime::now())) else {
        return refused(&INSUFFICIENT_BALANCE);
    };
    drop(book);
    let info = json!({
        "sms_status": "SUCCESS",
        "status_message": "Success",
        "msisdn": sent.msisdn,
        "sms_type": sent.sms_type,
        "sms_body": sent.sms,
        "csms_id": sent.csms_id,
        "reference_id": sent.reference_id,
    });
    reply("SUCCESS", 200, "", vec![info], format!("SUCCESS to {}", sent.msisdn))
}

fn refused(refusal: &Refusal) -> HttpResponse {
    let Refusal(code, message) = *refusal;
    reply("FAILED", code, message, Vec::new(), format!("FAILED {code} {message}"))
}

fn reply(status: &str, code: u16, message: &str, info: Vec<Value>, outcome: String) -> HttpResponse {
    let mut response = HttpResponse::Ok().json(json!({
        "status": status,
        "status_code": code,
        "error_message": message,
        "smsinfo": info,
    }));
    response.extensions_mut().insert(Outcome(outcome));
    response
}

/// Any other path: the gateway's not-found reply.
pub async fn missing_route() -> HttpResponse {
    let mut response = HttpResponse::NotFound().json(json!({
        "status": "FAILED",
        "status_code": 404,
        "error_message": "Not Found",
    }));
    response.extensions_mut().insert(Outcome("no such API".into()));
    response
}
