//! The JSON API, all POST under `/v1.2.0-beta/tokenized/checkout/`, and the
//! v2 refund API under `/v2/tokenized-checkout/refund/payment/`.

mod auth;
mod body;
mod create;
mod execute;
mod refund;
mod refund_v2;
mod reply;
mod status;
mod token;

pub use reply::{ApiError, missing_route};

use actix_web::{FromRequest, Handler, Resource, Responder, web};
use body::Body;
use reply::{answered, successful};

/// Where every call of the API lives.
pub const BASE: &str = "/v1.2.0-beta/tokenized/checkout";
/// Where the v2 refund calls live (beside the version, not under it).
pub const REFUND_V2: &str = "/v2/tokenized-checkout/refund/payment";

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
    config.service(
        web::scope(REFUND_V2)
            .service(post("/transaction", refund_v2::transaction))
            .service(post("/status", refund_v2::status)),
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
