//! `GET /validator/api/merchantTransIDvalidationAPI.php`: one path for
//! three calls, told apart by their parameters as the gateway does:
//! `refund_amount` asks for a refund, `refund_ref_id` for a refund's
//! status, `tran_id` for the attempts under a transaction. A
//! `bank_tran_id` or `refund_trans_id` without the rest is an incomplete
//! refund, answered as one.

use super::{params::Params, query, refund, reply};
use crate::state::State;
use actix_web::{HttpRequest, HttpResponse, web};
use serde_json::json;

pub async fn merchant(state: web::Data<State>, request: HttpRequest) -> HttpResponse {
    let params = Params::parse(request.query_string().as_bytes());
    if !state.store.is(params.get("store_id"), params.get("store_passwd")) {
        return invalid_request();
    }
    if params.has("refund_amount") {
        refund::refund(&state, &params)
    } else if params.has("refund_ref_id") {
        refund::refund_query(&state, &params)
    } else if params.has("tran_id") {
        query::query(&state, &params)
    } else if params.has("bank_tran_id") || params.has("refund_trans_id") {
        refund::refund(&state, &params)
    } else {
        invalid_request()
    }
}

/// Wrong credentials, or a call the gateway cannot tell.
pub fn invalid_request() -> HttpResponse {
    reply::json(&json!({ "APIConnect": "INVALID_REQUEST" }), "INVALID_REQUEST")
}
