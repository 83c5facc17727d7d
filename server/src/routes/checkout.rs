//! Checkout: `GET /api/checkout/summary` shows the server's totals for the
//! cart; `POST /api/checkout` turns the cart into orders.

use super::bodies::Body;
use crate::failure::Failure;
use crate::texts;
use crate::{
    auth::Identity,
    catalog_view::CatalogView,
    error::ApiError,
    ids::parse_id,
    rate_limit::Limits,
    repository::Repositories,
    responses::checkout::{AppliedCouponAnswer, CheckoutAnswer, CheckoutSummaryAnswer, PaymentMethodOption},
    responses::order::OrderResponse,
    services::{checkout as checkout_service, payments::PaymentDesk},
};
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use mongodb::bson::oid::ObjectId;
use serde::Deserialize;
use shop_core::{Money, PaymentMethod, validation};
use utoipa_actix_web::service_config::ServiceConfig;

#[derive(Deserialize)]
struct SummaryQuery {
    /// The address to price delivery to; the default address when left out.
    address_id: Option<String>,
    /// A coupon code to take off the cart; refused (409) when it cannot be used.
    coupon: Option<String>,
}

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(summary).service(checkout);
}

#[derive(Deserialize, utoipa::ToSchema)]
struct CheckoutBody {
    address_id: String,
    payment_method: String,
    /// Required here or in the `Idempotency-Key` header: a retry with the same key places nothing twice.
    idempotency_key: Option<String>,
    /// The `total` of the summary the shopper saw, in poisha.
    expected_total: i64,
    /// The coupon code the summary was priced with, if any.
    coupon: Option<String>,
    /// A card-EMI plan to pay a cash-on-delivery order with on delivery.
    emi: Option<EmiChoiceBody>,
}

/// A card-EMI plan (`_id` from `/api/emi-plans`) and one of its tenures.
#[derive(Deserialize, utoipa::ToSchema)]
struct EmiChoiceBody {
    plan_id: String,
    months: u32,
}

/// A coupon field left empty is no coupon.
fn typed_coupon(typed: Option<&str>) -> Option<&str> {
    typed.map(str::trim).filter(|code| !code.is_empty())
}

/// The header a client may carry its idempotency key in instead of the body.
const IDEMPOTENCY_HEADER: &str = "Idempotency-Key";

fn idempotency_key(req: &HttpRequest, body: &CheckoutBody) -> Result<String, ApiError> {
    let from_header = req.headers().get(IDEMPOTENCY_HEADER).and_then(|v| v.to_str().ok());
    let key = from_header
        .or(body.idempotency_key.as_deref())
        .ok_or_else(|| Failure::Refused(texts::orders::IDEMPOTENCY_KEY_REQUIRED.into()))?;
    Ok(validation::idempotency_key(key)?.to_owned())
}

/// The caller's cart priced by the server
///
/// `?address_id=` (the default address when left out) and `?coupon=`: `{lines, item_count,
/// subtotal, delivery_zone, shipping, coupon, total, unavailable, payment_methods}`, delivery
/// priced to that address, and the payment methods offered. 409 with the core's reason when the
/// coupon cannot be used; 429 too many coupon tries.
#[utoipa::path(
    operation_id = "checkout_summary",
    tag = "orders",
    params(
        (
            "address_id" = Option<String>,
            Query,
            description = "The address to price delivery to; the default address when left out",
        ),
        ("coupon" = Option<String>, Query, description = "A coupon code to take off the cart"),
    ),
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = CheckoutSummaryAnswer),
        super::documented::SignedOut,
        super::documented::BadInput,
        super::documented::Missing,
        (
            status = 409,
            description = "The coupon cannot be used on this cart: `{message}`",
            body = crate::responses::error::ErrorAnswer,
        ),
        super::documented::Limited,
        super::documented::Trouble,
    ),
)]
#[get("/checkout/summary")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn summary(
    identity: Identity,
    repositories: web::Data<Repositories>,
    catalog: web::Data<CatalogView>,
    desk: web::Data<PaymentDesk>,
    limits: web::Data<Limits>,
    req: HttpRequest,
    query: web::Query<SummaryQuery>,
) -> Result<HttpResponse, ApiError> {
    let address_id = query
        .address_id
        .as_deref()
        .map(|id| parse_id(id, "address_id"))
        .transpose()?;
    let coupon = typed_coupon(query.coupon.as_deref());
    if coupon.is_some() {
        limits.check_coupon_try(&req, identity.user_id)?;
    }
    let summary = checkout_service::summary(&repositories, &catalog, identity.user_id, address_id, coupon).await?;
    Ok(HttpResponse::Ok().json(CheckoutSummaryAnswer {
        lines: summary.lines,
        item_count: summary.item_count,
        subtotal: summary.subtotal.poisha(),
        delivery_zone: summary.zone,
        shipping: summary.shipping.poisha(),
        coupon: summary.coupon.map(|(code, off)| AppliedCouponAnswer {
            code,
            goods_off: off.goods.poisha(),
            delivery_off: off.delivery.poisha(),
        }),
        total: summary.total.poisha(),
        unavailable: summary.unavailable,
        payment_methods: desk
            .offered()
            .iter()
            .map(|m| PaymentMethodOption {
                value: m.as_str().into(),
                label: m.label().into(),
                emi_plan: m.emi_plan().as_str().into(),
            })
            .collect(),
    }))
}

/// Turn the caller's cart into orders
///
/// `{address_id, payment_method, idempotency_key, expected_total, coupon, emi}` (the key may come
/// as `Idempotency-Key` instead; one of the two is required) → 201 `{checkout_id, replayed, total,
/// orders}`, 200 on a retry with the same key. 409 out of stock, empty cart, or more held than a
/// checkout, an account or an address may hold while orders wait to be paid or confirmed; 409 with
/// `total` when the total is no longer `expected_total`. `emi: {plan_id, months}` notes the
/// card-EMI plan a cash-on-delivery order is paid with at the door.
#[utoipa::path(
    request_body = CheckoutBody,
    operation_id = "checkout_checkout",
    tag = "orders",
    security(("token" = [])),
    responses(
        (
            status = 201,
            description = "Created (the contract's success status for add, remove and sign-in calls)",
            body = CheckoutAnswer,
        ),
        (
            status = 200,
            description = "A retry with the same idempotency key: the orders placed before",
            body = CheckoutAnswer,
        ),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::Missing,
        (
            status = 409,
            description = "Conflict with the current state: `{message}`; when prices changed, also the new `total`",
            body = crate::responses::replies::TotalChangedAnswer,
        ),
        super::documented::TooLarge,
        super::documented::Limited,
        super::documented::Trouble,
    ),
)]
#[post("/checkout")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn checkout(
    identity: Identity,
    repositories: web::Data<Repositories>,
    desk: web::Data<PaymentDesk>,
    turns: web::Data<checkout_service::Turns>,
    limits: web::Data<Limits>,
    req: HttpRequest,
    body: Body<CheckoutBody>,
) -> Result<HttpResponse, ApiError> {
    let key = idempotency_key(&req, &body)?;
    if typed_coupon(body.coupon.as_deref()).is_some() {
        limits.check_coupon_try(&req, identity.user_id)?;
    }
    let expected_total = Money::from_poisha(body.expected_total);
    if expected_total.poisha() < 0 {
        return Err(Failure::Refused(texts::orders::EXPECTED_TOTAL_NEGATIVE.into()).into());
    }
    let order = checkout_service::PlaceOrder {
        customer_id: identity.user_id,
        key,
        expected_total,
        payment: PaymentMethod::parse(body.payment_method.trim())?,
        address_id: parse_id(&body.address_id, "address_id")?,
        placed_from: limits.address_of(&req).map(|address| address.to_string()),
        coupon: typed_coupon(body.coupon.as_deref()).map(str::to_owned),
        emi: body
            .emi
            .as_ref()
            .map(|emi| Ok::<_, ApiError>((parse_id(&emi.plan_id, "emi.plan_id")?, emi.months)))
            .transpose()?,
    };
    let placed = checkout_service::place(&repositories, &desk, &turns.into_inner(), order).await?;
    let checkout_id = placed
        .orders
        .first()
        .map(|o| o.checkout_id.to_hex())
        .unwrap_or_else(|| ObjectId::new().to_hex());
    let answer = CheckoutAnswer {
        checkout_id,
        replayed: placed.replayed,
        total: placed.total.poisha(),
        orders: placed.orders.into_iter().map(OrderResponse::from).collect(),
    };
    Ok(if placed.replayed {
        HttpResponse::Ok().json(answer)
    } else {
        HttpResponse::Created().json(answer)
    })
}
