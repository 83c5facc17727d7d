//! The JSON API, all POST under `/v1.2.0-beta/tokenized/checkout/`.

mod auth;
mod body;
mod create;
mod execute;
mod refund;
mod reply;
mod status;
mod token;

pub use reply::{ApiError, missing_route};

use actix_web::{FromRequest, Handler, Resource, Responder, web};
use body::Body;
use reply::successful;

/// Where every call of the API lives.
pub const BASE: &str = "/v1.2.0-beta/tokenized/checkout";

pub fn routes(config: &mut web::ServiceConfig) {
    config.service(
        web::scope(BASE)
            .service(post("/token/grant", token::grant))
            .service(post("/token/refresh", token::refresh))
            .service(post("/create", create::create))
            .service(post("/execute", execute::execute))
            .service(post("/payment/status", status::status))
            .service(post("/payment/refund", refund::refund)),
    );
}

/// A POST-only resource; other methods get the gateway's answer, as bKash's do.
fn post<F, Args>(path: &str, handler: F) -> Resource
where
    F: Handler<Args>,
    Args: FromRequest + 'static,
    F::Output: Responder + 'static,
{
    web::resource(path)
        .route(web::post().to(handler))
        .default_service(web::to(missing_route))
}
