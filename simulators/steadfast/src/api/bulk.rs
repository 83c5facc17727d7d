//! create_order/bulk-order: up to 500 parcels in `data` (a JSON array, or a
//! string holding one, as Steadfast's own examples send it). The answer is
//! a bare array, one row per item in order; an item failing its checks is
//! an error row (with its first message in `error`) and books nothing.

use super::{ApiError, auth::Merchant, ok};
use crate::{
    book::Book,
    money::{self, two_decimals},
    state::State,
    times,
    validate::{self, Errors},
};
use actix_web::{HttpResponse, web};
use serde_json::{Map, Value, json};

const MOST_ITEMS: usize = 500;

pub async fn bulk(_: Merchant, state: web::Data<State>, body: web::Bytes) -> Result<HttpResponse, ApiError> {
    let body: Value = serde_json::from_slice(&body).map_err(|_| ApiError::BadRequest("Invalid request body"))?;
    let items = match body.get("data") {
        None | Some(Value::Null) => return Err(invalid("The data field is required.")),
        Some(Value::Array(items)) => items.clone(),
        Some(Value::String(text)) => match serde_json::from_str(text) {
            Ok(Value::Array(items)) => items,
            _ => return Err(invalid("The data must be a valid JSON array.")),
        },
        Some(_) => return Err(invalid("The data must be an array.")),
    };
    if items.len() > MOST_ITEMS {
        return Err(ApiError::BadRequest("Maximum 500 items are allowed."));
    }
    let now = times::now();
    let mut book = state.book();
    let rows: Vec<Value> = items.iter().map(|item| row(&mut book, item, now)).collect();
    drop(book);
    let booked = rows.iter().filter(|row| row["status"] == "success").count();
    Ok(ok(
        Value::from(rows),
        format!("200 bulk {booked} of {} booked", items.len()),
    ))
}

fn invalid(message: &str) -> ApiError {
    ApiError::Invalid(Errors::one("data", message))
}

/// An error row's amount: with two decimals when it is one, else as sent.
fn cod_amount(fields: &Map<String, Value>) -> Value {
    let sent = fields.get("cod_amount").cloned().unwrap_or(Value::Null);
    money::from_json(&sent).map_or(sent, |poisha| Value::from(two_decimals(poisha)))
}

fn row(book: &mut Book, item: &Value, now: i64) -> Value {
    let empty = Map::new();
    let fields = item.as_object().unwrap_or(&empty);
    match validate::order(fields, |invoice| book.has_invoice(invoice)) {
        Ok(order) => {
            let created = book.create(order, now);
            json!({
                "invoice": created.order.invoice,
                "recipient_name": created.order.recipient_name,
                "recipient_address": created.order.recipient_address,
                "recipient_phone": created.order.recipient_phone,
                "cod_amount": two_decimals(created.order.cod),
                "note": created.order.note,
                "consignment_id": created.id,
                "tracking_code": created.tracking_code,
                "status": "success",
            })
        }
        Err(errors) => {
            let echo = |field: &str| fields.get(field).cloned().unwrap_or(Value::Null);
            json!({
                "invoice": echo("invoice"),
                "recipient_name": echo("recipient_name"),
                "recipient_address": echo("recipient_address"),
                "recipient_phone": echo("recipient_phone"),
                "cod_amount": cod_amount(fields),
                "note": echo("note"),
                "consignment_id": null,
                "tracking_code": null,
                "status": "error",
                "error": errors.first(),
            })
        }
    }
}
