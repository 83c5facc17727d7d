//! What tests and scripts read and set, beside the gateway's own API:
//! the SMS taken (`GET /sim/messages`, optionally `?msisdn=`, newest first)
//! and the account's balance (`PUT /sim/balance`, `{"segments": n}`), so a
//! test can run the account dry and top it up again.

use crate::{inbox::Inbox, msisdn};
use actix_web::{HttpResponse, web};
use serde::Deserialize;
use serde_json::json;

pub fn routes(config: &mut web::ServiceConfig) {
    config
        .route("/sim/messages", web::get().to(messages))
        .route("/sim/balance", web::put().to(set_balance));
}

#[derive(Deserialize)]
struct Filter {
    msisdn: Option<String>,
}

async fn messages(inbox: web::Data<Inbox>, filter: web::Query<Filter>) -> HttpResponse {
    let to = filter
        .msisdn
        .as_deref()
        .map(|m| msisdn::normalise(m).unwrap_or_default());
    let book = inbox.book();
    let sent: Vec<_> = book
        .sent
        .iter()
        .rev()
        .filter(|sent| to.as_ref().is_none_or(|to| sent.msisdn == *to))
        .collect();
    HttpResponse::Ok().json(json!({ "balance": book.balance, "messages": sent }))
}

#[derive(Deserialize)]
struct Balance {
    segments: u64,
}

async fn set_balance(inbox: web::Data<Inbox>, body: web::Json<Balance>) -> HttpResponse {
    inbox.book().balance = body.segments;
    HttpResponse::Ok().json(json!({ "balance": body.segments }))
}
