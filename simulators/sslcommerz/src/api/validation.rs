//! The validation API (`GET /validator/api/validationserverAPI.php`): what
//! the store asks before it trusts an IPN or a browser post. A paid attempt
//! is VALID the first time, VALIDATED after; anything else is
//! INVALID_TRANSACTION.

use super::{params::Params, reply, report::Report};
use crate::{book::Validation, state::State};
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Serialize;
use serde_json::json;
use std::time::SystemTime;

#[derive(Serialize)]
struct Validated {
    status: &'static str,
    #[serde(flatten)]
    report: Report,
}

pub async fn validate(state: web::Data<State>, request: HttpRequest) -> HttpResponse {
    let params = Params::parse(request.query_string().as_bytes());
    if !state.store.is(params.get("store_id"), params.get("store_passwd")) {
        let body = json!({ "APIConnect": "INVALID_REQUEST", "status": "INVALID_TRANSACTION" });
        return reply::json(&body, "INVALID_REQUEST");
    }
    let Some(val_id) = params.get("val_id") else {
        return invalid();
    };
    let validation = state.book().validate(val_id, SystemTime::now());
    let (status, attempt) = match validation {
        Validation::Invalid | Validation::FailedOnce => return invalid(),
        Validation::Valid(attempt) => ("VALID", attempt),
        Validation::Validated(attempt) => ("VALIDATED", attempt),
    };
    let body = Validated {
        status,
        report: Report::of(&attempt),
    };
    reply::json(&body, format!("{status} {}", attempt.val_id))
}

fn invalid() -> HttpResponse {
    let body = json!({ "APIConnect": "DONE", "status": "INVALID_TRANSACTION" });
    reply::json(&body, "INVALID_TRANSACTION")
}
