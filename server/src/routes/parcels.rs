//! Parcels with the courier: the admin sees a checkout's orders and parcel,
//! books it (with the IMEIs packed) and receives a returned one back; a
//! customer follows their order's parcel.

use crate::{
    auth::Identity,
    auth::extract::{Admin, AdminBody},
    error::ApiError,
    failure::Failure,
    ids::parse_id,
    repository::Repositories,
    responses::{
        order::{AdvanceAnswer, OrderResponse},
        parcel::{CheckoutParcelAnswer, DeliveryRecordAnswer, ParcelAnswer, ParcelTrackAnswer},
    },
    services::{
        payments::PaymentDesk,
        shipping::{self, Booked, CheckoutView, Packing, ShippingDesk},
    },
    texts,
};
use actix_web::{HttpResponse, get, post, web};
use serde::Deserialize;
use shop_core::Money;
use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(checkout)
        .service(book)
        .service(show)
        .service(received)
        .service(of_order);
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

pub(super) fn checkout_id(path: &str) -> Result<mongodb::bson::oid::ObjectId, ApiError> {
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
    let parcel = shipping::view::parcel(&repositories, checkout_id(&path)?).await?;
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

/// A checkout's orders and parcel
///
/// What the admin books from: the checkout's orders, its parcel (`null` before one is booked),
/// whether a courier is set up and, for cash on delivery, the buyer's delivery record with the
/// courier (its fraud check by phone number).
#[utoipa::path(
    operation_id = "admin_checkouts_show",
    tag = "admin",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = CheckoutParcelAnswer),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Missing,
        super::documented::Trouble,
    ),
)]
#[get("/admin/checkouts/{checkout_id}")]
#[tracing::instrument(skip_all)]
pub(super) async fn checkout(
    _admin: Admin,
    repositories: web::Data<Repositories>,
    desk: web::Data<ShippingDesk>,
    payments: web::Data<PaymentDesk>,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let view = shipping::checkout_view(
        &repositories,
        &desk,
        checkout_id(&path)?,
        payments.advance_method().is_some(),
    )
    .await?;
    Ok(HttpResponse::Ok().json(checkout_answer(view)))
}

/// A checkout's view as the admin's parcel page reads it.
pub(super) fn checkout_answer(view: CheckoutView) -> CheckoutParcelAnswer {
    CheckoutParcelAnswer {
        checkout_id: view.checkout.id.to_hex(),
        courier: view.courier,
        advance: AdvanceAnswer::of(&view.checkout),
        advance_suggested: view.suggested.map(Money::poisha),
        advance_askable: view.askable,
        orders: view.orders.into_iter().map(OrderResponse::from).collect(),
        parcel: view.parcel.map(ParcelAnswer::from),
        delivery_record: view.record.map(DeliveryRecordAnswer::from),
    }
}

/// An order's parcel, as its customer follows it
///
/// The courier, its tracking code and each step it reported; 404 before the order left with a
/// courier, or for someone else's order.
#[utoipa::path(
    operation_id = "orders_parcel",
    tag = "orders",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = ParcelTrackAnswer),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::Missing,
        super::documented::Trouble,
    ),
)]
#[get("/order/{order_id}/parcel")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn of_order(
    identity: Identity,
    repositories: web::Data<Repositories>,
    settings: web::Data<crate::config::Settings>,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let not_found = || Failure::NotFound(texts::shipping::NOT_FOUND.into());
    let id = parse_id(&path, "orderId").map_err(|_| not_found())?;
    let admin = identity.is_admin_now(&repositories, settings.admin_policy()).await?;
    let owner = (!admin).then_some(identity.user_id);
    let parcel = shipping::view::parcel_of_order(&repositories, id, owner).await?;
    Ok(HttpResponse::Ok().json(ParcelTrackAnswer::from(parcel)))
}
