//! Paying a checkout: `GET /api/checkouts/{id}` shows it with its payment,
//! `POST /api/checkouts/{id}/payment` sends the shopper to the provider,
//! `POST /api/checkouts/{id}/payment/check` asks the provider now, and the
//! provider sends the shopper back to `GET /api/payments/bkash/callback`.

use crate::auth::AdminPolicy;
use crate::failure::Failure;
use crate::texts;
use crate::{
    auth::Identity,
    error::ApiError,
    ids::parse_id,
    rate_limit::Limits,
    repository::Repositories,
    responses::checkout::{CheckoutDetails, PaymentRedirect},
    services::payments::{self as payment_service, PaymentDesk},
};
use actix_web::{HttpRequest, HttpResponse, get, http::header, post, web};
use serde::Deserialize;
use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(details).service(pay).service(check).service(bkash_callback);
}

/// The checkout a path names; an id that is not one is a checkout not found.
fn checkout_of(path: &str) -> Result<mongodb::bson::oid::ObjectId, ApiError> {
    parse_id(path, "checkoutId").map_err(|_| ApiError(Failure::NotFound(texts::orders::ORDER_NOT_FOUND.into())))
}

async fn answer(
    repositories: &Repositories,
    desk: &PaymentDesk,
    checkout_id: mongodb::bson::oid::ObjectId,
    (identity, policy): (&Identity, AdminPolicy),
) -> Result<CheckoutDetails, ApiError> {
    let owner = (!identity.is_admin_now(repositories, policy).await?).then_some(identity.user_id);
    let (checkout, orders) = payment_service::details(repositories, checkout_id, owner).await?;
    Ok(CheckoutDetails::new(checkout, orders, &desk.offered()))
}

/// One checkout, with its orders and payment
///
/// `{checkout_id, created_at, orders, subtotal, delivery_zone, delivery_fee, total, payment}`, the
/// payment page's and the invoice's checkout. The caller's own; an admin may read any (404
/// otherwise).
#[utoipa::path(
    operation_id = "payments_details",
    tag = "orders",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = CheckoutDetails),
        super::documented::SignedOut,
        super::documented::Missing,
        super::documented::BadInput,
        super::documented::Trouble,
    ),
)]
#[get("/checkouts/{checkout_id}")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn details(
    identity: Identity,
    repositories: web::Data<Repositories>,
    desk: web::Data<PaymentDesk>,
    settings: web::Data<crate::config::Settings>,
    checkout_id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id = checkout_of(&checkout_id)?;
    Ok(HttpResponse::Ok().json(answer(&repositories, &desk, id, (&identity, settings.admin_policy())).await?))
}

/// Start paying a checkout online
///
/// 201 `{redirect_url}`, the provider's page (bKash's, or SSLCommerz's for a card, Nagad, Rocket
/// or card EMI) for the server's total; an advance may name `?method=` to be paid by another
/// online method (`pay_by` in the checkout lists them). 409 not awaiting a payment, time passed, a
/// payment being confirmed, the method not set up or another method named for an order's own
/// payment; 429 too many payment calls; 502 the provider did not answer.
#[utoipa::path(
    operation_id = "payments_pay",
    tag = "orders",
    params(PayQuery),
    security(("token" = [])),
    responses(
        (status = 201, description = "The provider's page to pay on", body = PaymentRedirect),
        super::documented::SignedOut,
        super::documented::Missing,
        (
            status = 409,
            description = "Not waiting for a payment, the time to pay passed, or a payment is being confirmed: `{message}`",
            body = crate::responses::error::ErrorAnswer,
        ),
        (
            status = 429,
            description = "Too many payment calls from this account or address: `{message}`",
            body = crate::responses::error::ErrorAnswer,
        ),
        (
            status = 502,
            description = "The payment provider did not answer: `{message}`",
            body = crate::responses::error::ErrorAnswer,
        ),
        super::documented::BadInput,
        super::documented::Trouble,
    ),
)]
#[post("/checkouts/{checkout_id}/payment")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn pay(
    identity: Identity,
    request: HttpRequest,
    limits: web::Data<Limits>,
    repositories: web::Data<Repositories>,
    desk: web::Data<PaymentDesk>,
    checkout_id: web::Path<String>,
    query: web::Query<PayQuery>,
) -> Result<HttpResponse, ApiError> {
    let id = checkout_of(&checkout_id)?;
    limits.check_payment_call(&request, Some(identity.user_id))?;
    let method = match query.method.as_deref() {
        Some(text) => Some(shop_core::PaymentMethod::parse(text).map_err(|e| ApiError(Failure::Refused(e.text())))?),
        None => None,
    };
    let redirect_url = payment_service::start(&repositories, &desk, id, identity.user_id, method).await?;
    Ok(HttpResponse::Created().json(PaymentRedirect { redirect_url }))
}

/// Ask bKash about a checkout's payment now
///
/// At most every 5 s per checkout; answers the checkout as `GET /api/checkouts/{checkout_id}` does.
/// 429 too many payment calls.
#[utoipa::path(
    operation_id = "payments_check",
    tag = "orders",
    security(("token" = [])),
    responses(
        (
            status = 200,
            description = "The checkout after asking the provider",
            body = CheckoutDetails,
        ),
        super::documented::SignedOut,
        super::documented::Missing,
        (
            status = 429,
            description = "Too many payment calls from this account or address: `{message}`",
            body = crate::responses::error::ErrorAnswer,
        ),
        super::documented::BadInput,
        super::documented::Trouble,
    ),
)]
#[post("/checkouts/{checkout_id}/payment/check")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn check(
    identity: Identity,
    request: HttpRequest,
    limits: web::Data<Limits>,
    repositories: web::Data<Repositories>,
    desk: web::Data<PaymentDesk>,
    settings: web::Data<crate::config::Settings>,
    checkout_id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id = checkout_of(&checkout_id)?;
    limits.check_payment_call(&request, Some(identity.user_id))?;
    payment_service::check(&repositories, &desk, id, identity.user_id).await?;
    Ok(HttpResponse::Ok().json(answer(&repositories, &desk, id, (&identity, settings.admin_policy())).await?))
}

/// How the shopper pays an advance, when not by the method it was asked with.
#[derive(Deserialize, utoipa::IntoParams)]
struct PayQuery {
    /// `bkash`, `card`, `nagad` or `rocket`: an advance only.
    method: Option<String>,
}

/// The query bKash sends the shopper back with (`signature` and `apiVersion` are ignored).
#[derive(Deserialize)]
struct BkashReturn {
    #[serde(rename = "paymentID")]
    payment_id: String,
    status: String,
}

/// Where bKash sends the shopper back
///
/// bKash sends the shopper's browser here with `?paymentID=&status=`, no token. 303 to the shop's
/// payment page for the checkout; 404 unknown payment; 429 too many payment calls from the address.
#[utoipa::path(
    operation_id = "payments_bkash_callback",
    tag = "orders",
    params(
        ("paymentID" = String, Query, description = "The provider's payment id"),
        ("status" = String, Query, description = "success, failure or cancel"),
    ),
    responses(
        (status = 303, description = "To the shop's payment page for the checkout"),
        super::documented::BadInput,
        (
            status = 404,
            description = "An unknown payment: `{message}`",
            body = crate::responses::error::ErrorAnswer,
        ),
        (
            status = 429,
            description = "Too many payment calls from this address: `{message}`",
            body = crate::responses::error::ErrorAnswer,
        ),
        super::documented::Trouble,
    ),
)]
#[get("/payments/bkash/callback")]
#[tracing::instrument(skip_all, fields(payment = %query.payment_id, status = %query.status))]
pub(super) async fn bkash_callback(
    request: HttpRequest,
    limits: web::Data<Limits>,
    repositories: web::Data<Repositories>,
    desk: web::Data<PaymentDesk>,
    query: web::Query<BkashReturn>,
) -> Result<HttpResponse, ApiError> {
    limits.check_payment_call(&request, None)?;
    let checkout_id = payment_service::callback(&repositories, &desk, &query.payment_id, &query.status).await?;
    Ok(HttpResponse::SeeOther()
        .insert_header((header::LOCATION, format!("/order/payment/{}", checkout_id.to_hex())))
        .finish())
}
