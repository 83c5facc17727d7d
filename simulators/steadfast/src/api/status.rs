//! status_by_cid, status_by_invoice and status_by_trackingcode: a parcel's
//! status word, found by any of its three names.

use super::{ApiError, auth::Merchant, ok};
use crate::{book::Consignment, state::State};
use actix_web::{HttpResponse, web};
use serde_json::json;

pub async fn by_id(_: Merchant, state: web::Data<State>, id: web::Path<String>) -> Result<HttpResponse, ApiError> {
    let book = state.book();
    answer(id.trim().parse().ok().and_then(|id| book.find(id)))
}

pub async fn by_invoice(
    _: Merchant,
    state: web::Data<State>,
    invoice: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    answer(state.book().by_invoice(&invoice))
}

pub async fn by_tracking_code(
    _: Merchant,
    state: web::Data<State>,
    code: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    answer(state.book().by_tracking_code(&code))
}

fn answer(found: Option<&Consignment>) -> Result<HttpResponse, ApiError> {
    let consignment = found.ok_or(ApiError::NotFound("Consignment not found."))?;
    let word = consignment.status.word();
    Ok(ok(
        json!({ "status": 200, "delivery_status": word }),
        format!("200 {word}"),
    ))
}
