//! HTTP routes, one module per resource.

mod addresses;
mod admin_orders;
mod admin_products;
mod admin_search;
mod advances;
mod assets;
mod auth;
mod bench;
pub(crate) mod bodies;
mod brands;
mod bulk_parcels;
mod cart;
mod checkout;
mod coupons;
mod courier_ledger;
mod courier_webhook;
mod documented;
mod email_confirmation;
mod emi;
mod frontend;
mod gateway_returns;
mod health;
mod images;
mod logs;
mod openapi;
mod orders;
mod pages;
mod parcels;
mod password_reset;
mod payment_reviews;
mod payments;
mod phone;
mod price_history;
mod products;
mod profile;
mod questions;
mod returns;
mod reviews;
mod search;
mod second_factor;
mod seo;
mod session_token;
mod shop;
mod stock_alerts;
mod tax_papers;
mod wishlist;

use crate::failure::Failure;
use crate::texts;
use crate::{
    error::{ApiError, bad_request},
    rate_limit::Limits,
};
use actix_web::{HttpResponse, error::JsonPayloadError, web};
use shop_core::Text;
use std::path::PathBuf;
use utoipa_actix_web::service_config::ServiceConfig;
use utoipa_swagger_ui::SwaggerUi;

/// Registers the API under `/api`, the sitemap and robots.txt, and the front end at `/`.
/// `bench_endpoint` mounts the fixed-body endpoint `scripts/bench` measures against.
pub fn configure(
    static_dir: PathBuf,
    limits: web::Data<Limits>,
    bench_endpoint: bool,
) -> impl FnOnce(&mut web::ServiceConfig) {
    move |cfg| {
        let api = utoipa_actix_web::scope(web::scope("/api"))
            .configure(api(limits, bench_endpoint))
            .default_service(web::to(api_not_found));
        // The document of the very routes registered: one registration per endpoint.
        let document = openapi::document(&api);
        cfg.app_data(
            web::JsonConfig::default()
                .limit(JSON_LIMIT_BYTES)
                .error_handler(|e, _| json_error(e)),
        )
        .app_data(web::QueryConfig::default().error_handler(|e, _| bad_request(e)))
        .app_data(web::PathConfig::default().error_handler(|e, _| bad_request(e)))
        .service(SwaggerUi::new("/api/docs/{_:.*}").url("/api/openapi.json", document))
        .service(api)
        .configure(seo::configure)
        .configure(frontend::configure(static_dir));
    }
}

/// Every endpoint under `/api`, each registered once: its handler's
/// `#[utoipa::path]` puts it in the OpenAPI document as it is served.
fn api(limits: web::Data<Limits>, bench_endpoint: bool) -> impl FnOnce(&mut ServiceConfig) {
    move |cfg| {
        cfg.configure(health::configure)
            .configure(products::configure)
            .configure(search::configure)
            .configure(images::configure)
            .configure(auth::configure)
            .configure(email_confirmation::configure)
            .configure(password_reset::configure)
            .configure(phone::configure)
            .configure(second_factor::configure)
            .configure(cart::configure)
            .configure(wishlist::configure)
            .configure(brands::configure)
            .configure(emi::configure)
            .configure(coupons::configure)
            .configure(returns::configure)
            .configure(profile::configure)
            .configure(addresses::configure)
            .configure(checkout::configure)
            .configure(orders::configure)
            .configure(payments::configure)
            .configure(gateway_returns::configure)
            .configure(payment_reviews::configure)
            .configure(tax_papers::configure)
            .configure(admin_orders::configure)
            .configure(parcels::configure)
            .configure(advances::configure)
            .configure(bulk_parcels::configure)
            .configure(courier_webhook::configure)
            .configure(courier_ledger::configure)
            .configure(admin_products::configure)
            .configure(admin_search::configure)
            .configure(reviews::configure)
            .configure(questions::configure)
            .configure(stock_alerts::configure)
            .configure(price_history::configure)
            .configure(logs::configure)
            .configure(shop::configure)
            // Not in the document: the benchmark's endpoint, mounted only for it.
            .map(|cfg| {
                if bench_endpoint {
                    bench::configure(cfg);
                }
                cfg
            })
            // Last: a scope matching its three paths alone (see there).
            .configure(auth::configure_credentials(limits));
    }
}

/// The OpenAPI document the server publishes at `/api/openapi.json`, as pretty JSON
/// (`shop-server openapi` prints it, so clients can generate their types offline).
pub fn openapi_document() -> String {
    let limits = web::Data::new(Limits::new(&crate::config::Settings::default()));
    let api = utoipa_actix_web::scope(web::scope("/api")).configure(api(limits, false));
    openapi::document(&api).to_pretty_json().unwrap_or_default()
}

/// Largest JSON body accepted.
const JSON_LIMIT_BYTES: usize = 64 * 1024;

/// A JSON body that cannot be read: 413 when too big, else 400 saying what
/// is wrong with the body, never how the server failed to read it.
pub(crate) fn json_error(error: JsonPayloadError) -> actix_web::Error {
    let answer = match error {
        JsonPayloadError::Overflow { .. } | JsonPayloadError::OverflowKnownLength { .. } => {
            Failure::TooLarge(Text::new(texts::request::BODY_TOO_LARGE).count("max_kb", JSON_LIMIT_BYTES / 1024))
        }
        JsonPayloadError::ContentType => Failure::Refused(texts::request::SEND_JSON.into()),
        // serde's account of the client's own JSON: which value, what was expected, where.
        JsonPayloadError::Deserialize(error) => {
            Failure::Refused(Text::new(texts::request::BODY_INVALID).name("detail", error.to_string()))
        }
        other => {
            tracing::debug!(error = %other, "unreadable request body");
            Failure::Refused(texts::request::BODY_UNREADABLE.into())
        }
    };
    ApiError(answer).into()
}

async fn api_not_found() -> Result<HttpResponse, ApiError> {
    Err(Failure::NotFound(texts::request::NO_SUCH_ENDPOINT.into()).into())
}
