//! The refund call and the refund query, both on the merchant
//! transaction path: a refund answers status "success" or "failed" with an
//! errorReason; the query says whether it is still "processing".

use super::{params::Params, reply};
use crate::{
    money,
    refunds::{Asked, Refund, Refused},
    state::State,
    times,
};
use actix_web::HttpResponse;
use serde::Serialize;
use std::time::SystemTime;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Refunded {
    #[serde(rename = "APIConnect")]
    api_connect: &'static str,
    #[serde(rename = "bank_tran_id")]
    bank_tran_id: String,
    #[serde(rename = "trans_id")]
    trans_id: String,
    #[serde(rename = "refund_ref_id")]
    refund_ref_id: String,
    status: &'static str,
    error_reason: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct RefundStatus {
    #[serde(rename = "APIConnect")]
    api_connect: &'static str,
    #[serde(rename = "bank_tran_id")]
    bank_tran_id: String,
    #[serde(rename = "tran_id")]
    tran_id: String,
    #[serde(rename = "refund_ref_id")]
    refund_ref_id: String,
    #[serde(rename = "initiated_on")]
    initiated_on: String,
    #[serde(rename = "refunded_on")]
    refunded_on: String,
    status: &'static str,
    error_reason: String,
}

pub fn refund(state: &State, params: &Params) -> HttpResponse {
    let bank_tran_id = params.text("bank_tran_id");
    let refused = |reason: &str| {
        let refused = Refused {
            reason: reason.to_owned(),
            tran_id: String::new(),
        };
        failed(bank_tran_id, &refused)
    };
    if bank_tran_id.is_empty() {
        return refused("bank_tran_id is required");
    }
    let Some(refund_trans_id) = params.get("refund_trans_id") else {
        return refused("refund_trans_id is required");
    };
    let Some(amount) = params.get("refund_amount") else {
        return refused("refund_amount is required");
    };
    let Some(poisha) = money::parse(amount) else {
        return refused("refund_amount is not an amount");
    };
    if poisha == 0 {
        return refused("refund_amount must be more than 0");
    }
    let asked = Asked {
        bank_tran_id,
        refund_trans_id,
        poisha,
    };
    let made = state.book().refund(asked, SystemTime::now());
    match made {
        Ok(refund) => succeeded(&refund),
        Err(refused) => failed(bank_tran_id, &refused),
    }
}

fn succeeded(refund: &Refund) -> HttpResponse {
    let body = Refunded {
        api_connect: "DONE",
        bank_tran_id: refund.bank_tran_id.clone(),
        trans_id: refund.tran_id.clone(),
        refund_ref_id: refund.ref_id.clone(),
        status: "success",
        error_reason: String::new(),
    };
    let outcome = format!("success {} {}", refund.ref_id, money::format(refund.poisha));
    reply::json(&body, outcome)
}

fn failed(bank_tran_id: &str, refused: &Refused) -> HttpResponse {
    let body = Refunded {
        api_connect: "DONE",
        bank_tran_id: bank_tran_id.to_owned(),
        trans_id: refused.tran_id.clone(),
        refund_ref_id: String::new(),
        status: "failed",
        error_reason: refused.reason.clone(),
    };
    reply::json(&body, format!("failed {}", refused.reason))
}

pub fn refund_query(state: &State, params: &Params) -> HttpResponse {
    let ref_id = params.text("refund_ref_id");
    let book = state.book();
    let Some(refund) = book.refunds.find(ref_id) else {
        let body = RefundStatus {
            api_connect: "DONE",
            bank_tran_id: String::new(),
            tran_id: String::new(),
            refund_ref_id: ref_id.to_owned(),
            initiated_on: String::new(),
            refunded_on: String::new(),
            status: "failed",
            error_reason: "Invalid refund_ref_id".into(),
        };
        return reply::json(&body, "failed Invalid refund_ref_id");
    };
    let standing = book.refunds.standing(refund, SystemTime::now());
    let body = RefundStatus {
        api_connect: "DONE",
        bank_tran_id: refund.bank_tran_id.clone(),
        tran_id: refund.tran_id.clone(),
        refund_ref_id: refund.ref_id.clone(),
        initiated_on: times::gateway_time(refund.initiated),
        refunded_on: standing.refunded_on,
        status: standing.status,
        error_reason: String::new(),
    };
    reply::json(&body, format!("{} {}", standing.status, refund.ref_id))
}
