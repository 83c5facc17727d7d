//! The transaction query by tran_id: every attempt under it, oldest first.

use super::{params::Params, reply, report::Report};
use crate::{book::query_status, state::State};
use actix_web::HttpResponse;
use serde::Serialize;

#[derive(Serialize)]
struct Element {
    status: &'static str,
    #[serde(flatten)]
    report: Report,
    error: String,
}

#[derive(Serialize)]
struct Found {
    #[serde(rename = "APIConnect")]
    api_connect: &'static str,
    no_of_trans_found: usize,
    element: Vec<Element>,
}

pub fn query(state: &State, params: &Params) -> HttpResponse {
    let book = state.book();
    let element: Vec<Element> = book
        .attempts_of(params.text("tran_id"))
        .into_iter()
        .map(|attempt| Element {
            status: query_status(attempt),
            report: Report::of(attempt),
            error: attempt.error.clone(),
        })
        .collect();
    let found = Found {
        api_connect: "DONE",
        no_of_trans_found: element.len(),
        element,
    };
    reply::json(&found, format!("DONE {} found", found.no_of_trans_found))
}
