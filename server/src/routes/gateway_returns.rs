//! Where SSLCommerz reaches the shop: the shopper's browser posts back to
//! `POST /api/payments/sslcommerz/return/{outcome}`, and its servers send
//! the IPN to `POST /api/payments/sslcommerz/ipn`. Neither is believed: the
//! IPN's signature is checked, and either way the gateway is asked.

use crate::texts;
use crate::{
    error::ApiError,
    failure::Failure,
    rate_limit::Limits,
    repository::Repositories,
    services::payments::{self as payment_service, PaymentDesk},
};
use actix_web::{HttpRequest, HttpResponse, http::header, post, web};
use serde_json::json;
use utoipa_actix_web::service_config::ServiceConfig;

/// The provider these paths serve.
const PROVIDER: &str = "sslcommerz";

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(sslcommerz_return).service(sslcommerz_ipn);
}

/// The gateway's form, as the IPN and the browser's post carry it (among
/// others; every field is read as a pair, for the signature's sake).
#[derive(utoipa::ToSchema)]
#[allow(dead_code)] // Documents the body; the routes read it as name-value pairs.
struct GatewayForm {
    /// The shop's id of the payment.
    tran_id: String,
    /// `VALID`, `FAILED` or `CANCELLED`.
    status: Option<String>,
    val_id: Option<String>,
    amount: Option<String>,
    currency: Option<String>,
    /// The names of the signed fields, comma separated.
    verify_key: Option<String>,
    verify_sign: Option<String>,
}

/// A form body as name-value pairs, whatever content type it claims (the
/// gateway posts `application/x-www-form-urlencoded`).
fn pairs(body: &[u8]) -> Result<Vec<(String, String)>, ApiError> {
    serde_urlencoded::from_bytes(body).map_err(|_| ApiError(Failure::Refused(texts::request::BODY_UNREADABLE.into())))
}

/// The form's `tran_id`, the one field the shop reads from a browser's post.
fn tran_id(form: &[(String, String)]) -> Result<&str, ApiError> {
    form.iter()
        .find(|(key, value)| key == "tran_id" && !value.is_empty())
        .map(|(_, value)| value.as_str())
        .ok_or_else(|| ApiError(Failure::NotFound(texts::payments::UNKNOWN_PAYMENT.into())))
}

/// Where SSLCommerz sends the shopper back
///
/// The gateway's page posts the shopper's browser here (a form with `tran_id`, `val_id`,
/// `status` and the rest), `outcome` being `success`, `fail` or `cancel`. Nothing in it is
/// believed: the shop asks SSLCommerz about `tran_id`. 303 to the shop's payment page for the
/// checkout; 404 unknown payment; 429 too many payment calls from the address.
#[utoipa::path(
    operation_id = "payments_sslcommerz_return",
    tag = "orders",
    params(("outcome" = String, Path, description = "success, fail or cancel")),
    request_body(content = GatewayForm, content_type = "application/x-www-form-urlencoded", description = "The gateway's fields"),
    responses(
        (status = 303, description = "To the shop's payment page for the checkout"),
        super::documented::BadInput,
        super::documented::Missing,
        super::documented::Limited,
        super::documented::Trouble,
    ),
)]
#[post("/payments/sslcommerz/return/{outcome}")]
#[tracing::instrument(skip_all, fields(outcome = %outcome))]
pub(super) async fn sslcommerz_return(
    request: HttpRequest,
    limits: web::Data<Limits>,
    repositories: web::Data<Repositories>,
    desk: web::Data<PaymentDesk>,
    outcome: web::Path<String>,
    body: web::Bytes,
) -> Result<HttpResponse, ApiError> {
    limits.check_payment_call(&request, None)?;
    let form = pairs(&body)?;
    let status = match outcome.as_str() {
        "success" => "success",
        "fail" => "failure",
        "cancel" => "cancel",
        _ => return Err(ApiError(Failure::Refused(texts::payments::RETURN_OUTCOME.into()))),
    };
    desk.provider_named(PROVIDER)?;
    let checkout_id = payment_service::callback(&repositories, &desk, tran_id(&form)?, status).await?;
    Ok(HttpResponse::SeeOther()
        .insert_header((header::LOCATION, format!("/order/payment/{}", checkout_id.to_hex())))
        .finish())
}

/// SSLCommerz's IPN
///
/// SSLCommerz's servers post every payment's outcome here (the same fields as the browser's,
/// signed with `verify_key` and `verify_sign`). A notice whose signature fails is refused (400)
/// and changes nothing; a signed one makes the shop ask SSLCommerz about its `tran_id`. 200
/// `{message}` once asked; 404 unknown payment.
#[utoipa::path(
    operation_id = "payments_sslcommerz_ipn",
    tag = "orders",
    request_body(content = GatewayForm, content_type = "application/x-www-form-urlencoded", description = "The IPN's fields"),
    responses(
        (status = 200, description = "Received: `{message}`", body = crate::responses::error::ErrorAnswer),
        super::documented::BadInput,
        super::documented::Missing,
        super::documented::Trouble,
    ),
)]
#[post("/payments/sslcommerz/ipn")]
#[tracing::instrument(skip_all)]
pub(super) async fn sslcommerz_ipn(
    repositories: web::Data<Repositories>,
    desk: web::Data<PaymentDesk>,
    body: web::Bytes,
) -> Result<HttpResponse, ApiError> {
    let form = pairs(&body)?;
    payment_service::notice(&repositories, &desk, PROVIDER, &form).await?;
    Ok(HttpResponse::Ok().json(json!({ "message": "received" })))
}
