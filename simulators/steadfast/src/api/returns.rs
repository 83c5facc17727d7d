//! create_return_request, get_return_request/{id} and get_return_requests.
//! A request names its parcel by `consignment_id`, `invoice` or
//! `tracking_code` (the first present wins) and may give a `reason`.

use super::{ApiError, auth::Merchant, object, ok};
use crate::{book::Book, state::State, times, validate::Errors};
use actix_web::{HttpResponse, web};
use serde_json::{Value, json};

pub async fn create(_: Merchant, state: web::Data<State>, body: web::Bytes) -> Result<HttpResponse, ApiError> {
    let fields = object(&body)?;
    let text = |field: &str| match fields.get(field) {
        Some(Value::String(text)) if !text.trim().is_empty() => Some(text.trim().to_owned()),
        Some(Value::Number(number)) => Some(number.to_string()),
        _ => None,
    };
    let mut book = state.book();
    let consignment_id = parcel(&book, text)?;
    let request = book.request_return(consignment_id, text("reason"), times::now());
    let outcome = format!("200 return request {}", request.id);
    Ok(ok(request.json(), outcome))
}

/// The id of the parcel the request names.
fn parcel(book: &Book, text: impl Fn(&str) -> Option<String>) -> Result<u64, ApiError> {
    let found = if let Some(id) = text("consignment_id") {
        id.parse().ok().and_then(|id| book.find(id))
    } else if let Some(invoice) = text("invoice") {
        book.by_invoice(&invoice)
    } else if let Some(code) = text("tracking_code") {
        book.by_tracking_code(&code)
    } else {
        return Err(ApiError::Invalid(Errors::one(
            "consignment_id",
            "The consignment id field is required when none of invoice / tracking code are present.",
        )));
    };
    found
        .map(|consignment| consignment.id)
        .ok_or(ApiError::NotFound("Consignment not found."))
}

pub async fn one(_: Merchant, state: web::Data<State>, id: web::Path<String>) -> Result<HttpResponse, ApiError> {
    let book = state.book();
    let request = id
        .trim()
        .parse()
        .ok()
        .and_then(|id| book.return_request(id))
        .ok_or(ApiError::NotFound("Return request not found."))?;
    Ok(ok(request.json(), format!("200 return request {}", request.id)))
}

pub async fn all(_: Merchant, state: web::Data<State>) -> HttpResponse {
    let book = state.book();
    let data: Vec<Value> = book.returns.iter().map(|request| request.json()).collect();
    let outcome = format!("200 {} return requests", data.len());
    ok(json!({ "status": 200, "data": data }), outcome)
}
