//! Steadfast's merchant API v1, under `/api/v1`: booking parcels (one or in
//! bulk), their status, the balance and payouts, return requests and the
//! fraud check. Every call needs the merchant's keys ([`auth`]).

mod account;
mod auth;
mod bulk;
mod create;
mod fraud;
mod reply;
mod returns;
mod status;

pub use reply::missing_route;

use actix_web::{FromRequest, Handler, Resource, Responder, web};
use reply::{ApiError, ok};
use serde_json::{Map, Value};

/// Where every call lives.
pub const BASE: &str = "/api/v1";

pub fn routes(config: &mut web::ServiceConfig) {
    config.service(
        web::scope(BASE)
            .service(resource("/create_order", web::post(), create::create))
            .service(resource("/create_order/bulk-order", web::post(), bulk::bulk))
            .service(resource("/status_by_cid/{id}", web::get(), status::by_id))
            .service(resource("/status_by_invoice/{invoice}", web::get(), status::by_invoice))
            .service(resource(
                "/status_by_trackingcode/{code}",
                web::get(),
                status::by_tracking_code,
            ))
            .service(resource("/get_balance", web::get(), account::balance))
            .service(resource("/payments", web::get(), account::payments))
            .service(resource("/payments/{id}", web::get(), account::payment))
            .service(resource("/create_return_request", web::post(), returns::create))
            .service(resource("/get_return_request/{id}", web::get(), returns::one))
            .service(resource("/get_return_requests", web::get(), returns::all))
            .service(resource("/fraud_check/{phone}", web::get(), fraud::check)),
    );
}

/// A resource answering one method; the others get the not-found answer.
fn resource<F, Args>(path: &str, method: actix_web::Route, handler: F) -> Resource
where
    F: Handler<Args>,
    Args: FromRequest + 'static,
    F::Output: Responder + 'static,
{
    web::resource(path)
        .route(method.to(handler))
        .default_service(web::to(missing_route))
}

/// A JSON object body, or "Invalid request body".
fn object(body: &[u8]) -> Result<Map<String, Value>, ApiError> {
    match serde_json::from_slice(body) {
        Ok(Value::Object(fields)) => Ok(fields),
        _ => Err(ApiError::BadRequest("Invalid request body")),
    }
}
