//! create_order: one parcel. A test may ask for the next answer to be held
//! back (see the tests' API): the parcel is booked all the same, so a shop
//! that timed out must find it by its invoice rather than book it twice.

use super::{ApiError, auth::Merchant, object, ok};
use crate::{state::State, times, validate};
use actix_web::{HttpResponse, web};
use serde_json::json;

pub async fn create(_: Merchant, state: web::Data<State>, body: web::Bytes) -> Result<HttpResponse, ApiError> {
    let fields = object(&body)?;
    let (consignment, id, delay) = {
        let mut book = state.book();
        let order = validate::order(&fields, |invoice| book.has_invoice(invoice)).map_err(ApiError::Invalid)?;
        let created = book.create(order, times::now());
        let (consignment, id) = (created.created_json(), created.id);
        (consignment, id, book.lose_next_answer.take())
    };
    if let Some(delay) = delay {
        tokio::time::sleep(delay).await;
    }
    let body = json!({
        "status": 200,
        "message": "Consignment has been created successfully.",
        "consignment": consignment,
    });
    Ok(ok(body, format!("200 created {id}")))
}
