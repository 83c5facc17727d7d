//! get_balance, payments and payments/{id}: the merchant's money.

use super::{ApiError, auth::Merchant, ok};
use crate::{money::taka, state::State};
use actix_web::{HttpResponse, web};
use serde_json::{Value, json};

pub async fn balance(_: Merchant, state: web::Data<State>) -> HttpResponse {
    let balance = state.book().balance();
    ok(
        json!({ "status": 200, "current_balance": taka(balance) }),
        format!("200 balance {}", taka(balance)),
    )
}

/// Every payout, newest first.
pub async fn payments(_: Merchant, state: web::Data<State>) -> HttpResponse {
    let book = state.book();
    let data: Vec<Value> = book
        .payments
        .iter()
        .rev()
        .map(|payment| payment.summary_json())
        .collect();
    let outcome = format!("200 {} payments", data.len());
    ok(json!({ "status": 200, "data": data }), outcome)
}

pub async fn payment(_: Merchant, state: web::Data<State>, id: web::Path<String>) -> Result<HttpResponse, ApiError> {
    let book = state.book();
    let payment = id
        .trim()
        .parse()
        .ok()
        .and_then(|id| book.payment(id))
        .ok_or(ApiError::NotFound("Payment not found."))?;
    let outcome = format!("200 payment {}", payment.id);
    Ok(ok(
        json!({ "status": 200, "data": book.payment_json(payment) }),
        outcome,
    ))
}
