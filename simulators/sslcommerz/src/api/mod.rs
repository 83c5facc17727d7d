//! The JSON API: session init (a form POST) and the validator's GET calls
//! (validation, transaction query, refund, refund query). Every answer is
//! HTTP 200 JSON in the gateway's own envelope, refusals too.

mod init;
mod merchant;
mod params;
mod query;
mod refund;
mod reply;
mod report;
mod validation;

pub use init::PAGE;
pub use params::Params;

use actix_web::{HttpResponse, web};

/// Where init lives.
pub const INIT: &str = "/gwprocess/v4/api.php";
/// Where validation lives.
pub const VALIDATION: &str = "/validator/api/validationserverAPI.php";
/// Where the transaction query, refund and refund query live.
pub const MERCHANT: &str = "/validator/api/merchantTransIDvalidationAPI.php";

pub fn routes(config: &mut web::ServiceConfig) {
    config
        .service(
            web::resource(INIT)
                .route(web::post().to(init::init))
                .default_service(web::to(init_not_posted)),
        )
        .service(
            web::resource(VALIDATION)
                .route(web::get().to(validation::validate))
                .default_service(web::to(validator_not_got)),
        )
        .service(
            web::resource(MERCHANT)
                .route(web::get().to(merchant::merchant))
                .default_service(web::to(validator_not_got)),
        );
}

/// Init by another method than POST carries no form: the gateway finds no store.
async fn init_not_posted() -> HttpResponse {
    init::failed("Invalid Information: store_id is missing")
}

/// The validator's calls are GETs.
async fn validator_not_got() -> HttpResponse {
    merchant::invalid_request()
}
