//! fraud_check/{phone}: how many parcels to the number couriers delivered
//! and how many came back; the record is made up (see [`crate::fraud`]) plus
//! this simulator's own final parcels to the number.

use super::{ApiError, auth::Merchant, ok};
use crate::{fraud, state::State, status::Status};
use actix_web::{HttpResponse, web};
use serde_json::json;

pub async fn check(_: Merchant, state: web::Data<State>, phone: web::Path<String>) -> Result<HttpResponse, ApiError> {
    let phone = phone.trim();
    if !fraud::is_phone(phone) {
        return Err(ApiError::Refused("Invalid phone number."));
    }
    let mut record = fraud::made_up(phone);
    for consignment in state.book().consignments.iter() {
        if consignment.order.recipient_phone != phone {
            continue;
        }
        match consignment.status {
            Status::Delivered | Status::PartialDelivered => record.delivered += 1,
            Status::Cancelled => record.cancelled += 1,
            _ => continue,
        }
        record.total += 1;
    }
    let body = json!({
        "status": 200,
        "message": "Fraud check successful",
        "phone": phone,
        "total_parcels": record.total,
        "total_delivered": record.delivered,
        "total_cancelled": record.cancelled,
    });
    Ok(ok(body, format!("200 {phone} {}/{}", record.delivered, record.total)))
}
