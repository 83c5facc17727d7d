//! HTTP routes, one module per resource.

mod frontend;
mod health;
mod images;
mod products;

use crate::error::{ApiError, bad_request};
use actix_web::{HttpResponse, web};
use std::path::PathBuf;

/// Registers the API under `/api` and the front end at `/`.
pub fn configure(static_dir: PathBuf) -> impl FnOnce(&mut web::ServiceConfig) {
    move |cfg| {
        cfg.app_data(
            web::JsonConfig::default()
                .limit(64 * 1024)
                .error_handler(|e, _| bad_request(e)),
        )
        .app_data(web::QueryConfig::default().error_handler(|e, _| bad_request(e)))
        .app_data(web::PathConfig::default().error_handler(|e, _| bad_request(e)))
        .service(
            web::scope("/api")
                .configure(health::configure)
                .configure(products::configure)
                .configure(images::configure)
                .default_service(web::to(api_not_found)),
        )
        .configure(frontend::configure(static_dir));
    }
}

async fn api_not_found() -> Result<HttpResponse, ApiError> {
    Err(ApiError::NotFound("No such API endpoint".into()))
}
