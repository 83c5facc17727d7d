//! Parcels with the courier: the admin books a checkout's parcel (with the
//! IMEIs packed), reads it, and receives a returned one back; the courier's
//! webhook reports each step.

use crate::{
    auth::extract::{Admin, AdminBody},
    couriers::WebhookError,
    error::ApiError,
    failure::Failure,
    ids::parse_id,
    repository::Repositories,
    responses::parcel::ParcelAnswer,
    services::shipping::{self, Booked, Packing, ShippingDesk},
    texts,
};
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use serde::Deserialize;
use serde_json::json;
use shop_core::Text;
use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(book).service(show).service(received).service(webhook);
}

/// The IMEIs of one order of the parcel.
#[derive(Deserialize, utoipa::ToSchema)]
struct PackingBody {
    order_id: String,
    /// Each phone's IMEIs (one, or two for a dual-SIM phone), one list per unit.
    handsets: Vec<Vec<String>>,
}

#[derive(Deserialize, utoipa::ToSchema)]
struct BookBody {
    /// Every order of the checkout that ships, with its IMEIs.
    packing: Vec<PackingBody>,
}

fn checkout_id(path: &str) -> Result<mongodb::bson::oid::ObjectId, ApiError> {
    parse_id(path, "checkoutId").map_err(|_| Failure::NotFound(texts::shipping::NOT_FOUND.into()).into())
}

/// Book a checkout's parcel with the courier
///
/// `{packing: [{order_id, handsets}]}` → 201 the parcel, its orders shipped; 202 sent but the
/// courier's answer was lost (the shop looks it up by its invoice); 400 the courier refused it
/// (with its reasons, also kept on the parcel); 409 an order not confirmed, already booked or
/// an IMEI on another order; 502 the courier cannot be reached.
#[utoipa::path(
    operation_id = "admin_parcels_book",
    request_body = BookBody,
    tag = "admin",
    security(("token" = [])),
    responses(
        (status = 201, description = "Booked", body = ParcelAnswer),
        (status = 202, description = "Sent; the courier's answer is awaited", body = ParcelAnswer),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Missing,
        super::documented::Conflicting,
        (status = 502, description = "The courier cannot be reached: `{message}`", body = crate::responses::error::ErrorAnswer),
        super::documented::Trouble,
    ),
)]
#[post("/admin/checkouts/{checkout_id}/parcel")]
#[tracing::instrument(skip_all)]
pub(super) async fn book(
    repositories: web::Data<Repositories>,
    desk: web::Data<ShippingDesk>,
    path: web::Path<String>,
    request: AdminBody<BookBody>,
) -> Result<HttpResponse, ApiError> {
    let AdminBody(_, body) = request;
    let id = checkout_id(&path)?;
    let packing = body
        .packing
        .into_iter()
        .map(|p| {
            Ok(Packing {
                order_id: parse_id(&p.order_id, "order_id")?,
                handsets: p.handsets,
            })
        })
        .collect::<Result<Vec<_>, ApiError>>()?;
    Ok(match shipping::book(&repositories, &desk, id, &packing).await? {
        Booked::Booked(parcel) => HttpResponse::Created().json(ParcelAnswer::from(parcel)),
        Booked::Awaiting(parcel) => HttpResponse::Accepted().json(ParcelAnswer::from(parcel)),
    })
}

/// A checkout's parcel
///
/// The booking, the courier's ids and each step it reported; 404 when none was booked.
#[utoipa::path(
    operation_id = "admin_parcels_show",
    tag = "admin",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = ParcelAnswer),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Missing,
        super::documented::Trouble,
    ),
)]
#[get("/admin/checkouts/{checkout_id}/parcel")]
#[tracing::instrument(skip_all)]
pub(super) async fn show(
    _admin: Admin,
    repositories: web::Data<Repositories>,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let parcel = repositories
        .consignments
        .of_checkout(checkout_id(&path)?)
        .await
        .map_err(Failure::from)?
        .ok_or_else(|| Failure::NotFound(texts::shipping::NOT_FOUND.into()))?;
    Ok(HttpResponse::Ok().json(ParcelAnswer::from(parcel)))
}

/// Receive a returned parcel back
///
/// Its returned orders' units go back to stock and their IMEIs may ship again; 409 when
/// nothing of it came back or it was received already.
#[utoipa::path(
    operation_id = "admin_parcels_received",
    tag = "admin",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = ParcelAnswer),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Missing,
        super::documented::Conflicting,
        super::documented::Trouble,
    ),
)]
#[post("/admin/checkouts/{checkout_id}/parcel/received")]
#[tracing::instrument(skip_all)]
pub(super) async fn received(
    _admin: Admin,
    repositories: web::Data<Repositories>,
    desk: web::Data<ShippingDesk>,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let parcel = shipping::receive_back(&repositories, &desk, checkout_id(&path)?).await?;
    Ok(HttpResponse::Ok().json(ParcelAnswer::from(parcel)))
}

/// The courier's webhook
///
/// A `delivery_status` or `tracking_update` notification with the account's bearer token;
/// each is applied once (a duplicate or an older one changes nothing). 401 a wrong token.
#[utoipa::path(
    operation_id = "courier_webhook",
    tag = "payments",
    request_body(content = serde_json::Value, description = "The courier's notification"),
    responses(
        (status = 200, description = "Taken", body = serde_json::Value),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::Missing,
        (status = 409, description = "No courier is set up: `{message}`", body = crate::responses::error::ErrorAnswer),
        super::documented::Trouble,
    ),
)]
#[post("/courier/webhook")]
#[tracing::instrument(skip_all)]
pub(super) async fn webhook(
    request: HttpRequest,
    repositories: web::Data<Repositories>,
    desk: web::Data<ShippingDesk>,
    body: web::Bytes,
) -> Result<HttpResponse, ApiError> {
    let authorization = request
        .headers()
        .get(actix_web::http::header::AUTHORIZATION)
        .and_then(|value| value.to_str().ok());
    let news = desk
        .courier()?
        .read_news(authorization, &body)
        .map_err(|error| match error {
            WebhookError::Unauthorized => Failure::SignedOut(texts::shipping::WEBHOOK_TOKEN.into()),
            WebhookError::Malformed(reason) => {
                Failure::Refused(Text::new(texts::shipping::WEBHOOK_MALFORMED).name("reason", reason))
            }
        })?;
    shipping::take_news(&repositories, &desk, &news).await?;
    Ok(HttpResponse::Ok().json(json!({ "status": "success", "message": "Webhook received successfully." })))
}
