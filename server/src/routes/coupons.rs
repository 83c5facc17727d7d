//! Coupons for admins: `GET/POST /api/admin/coupons`,
//! `PUT/DELETE /api/admin/coupons/{id}`. Shoppers enter a code at checkout
//! (`GET /api/checkout/summary?coupon=`, `POST /api/checkout`).

use crate::{
    auth::extract::{Admin, AdminBody},
    error::ApiError,
    failure::Failure,
    ids::parse_id,
    repository::Repositories,
    responses::coupon::{CouponAnswer, CouponFields},
    responses::replies::IdMessageAnswer,
    services::coupons,
    texts,
};
use actix_web::{HttpResponse, delete, get, post, put, web};
use shop_core::{Text, coupon::CouponTerms};
use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(list).service(add).service(change).service(remove);
}

fn terms(fields: &CouponFields) -> Result<CouponTerms, Failure> {
    fields
        .terms()
        .map_err(|field| Failure::Refused(Text::new(texts::coupons::BAD_TIME).name("field", field)))
}

/// Every coupon, newest first
///
/// Each coupon's terms with `_id` and `uses`, the checkouts that used it.
#[utoipa::path(
    operation_id = "coupons_list",
    tag = "admin",
    security(("token" = [])),
    responses(
        (status = 200, description = "Every coupon, newest first", body = Vec<CouponAnswer>),
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Trouble,
    ),
)]
#[get("/admin/coupons")]
#[tracing::instrument(skip_all)]
pub(super) async fn list(_admin: Admin, repositories: web::Data<Repositories>) -> Result<HttpResponse, ApiError> {
    let all: Vec<CouponAnswer> = coupons::all(&repositories).await?.into_iter().map(Into::into).collect();
    Ok(HttpResponse::Ok().json(all))
}

/// Add a coupon
///
/// Its terms (`code`, `kind`, `value`, `cap`, `minOrder`, `startsAt`, `endsAt`, `totalUses`,
/// `usesPerCustomer`, `freeDelivery`, `brands`, `products`), checked by the core (400 otherwise) →
/// 201 the coupon; 409 the code is taken.
#[utoipa::path(
    operation_id = "coupons_add",
    request_body = CouponFields,
    tag = "admin",
    security(("token" = [])),
    responses(
        (status = 201, description = "Created", body = CouponAnswer),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Conflicting,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[post("/admin/coupons")]
#[tracing::instrument(skip_all)]
pub(super) async fn add(
    repositories: web::Data<Repositories>,
    request: AdminBody<CouponFields>,
) -> Result<HttpResponse, ApiError> {
    let AdminBody(_, body) = request;
    let coupon = coupons::add(&repositories, &body.code, terms(&body)?).await?;
    Ok(HttpResponse::Created().json(CouponAnswer::from(coupon)))
}

/// Change a coupon's terms
///
/// The same terms as adding one → the coupon; 409 the code is taken.
#[utoipa::path(
    operation_id = "coupons_change",
    request_body = CouponFields,
    tag = "admin",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = CouponAnswer),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Missing,
        super::documented::Conflicting,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[put("/admin/coupons/{id}")]
#[tracing::instrument(skip_all)]
pub(super) async fn change(
    repositories: web::Data<Repositories>,
    id: web::Path<String>,
    request: AdminBody<CouponFields>,
) -> Result<HttpResponse, ApiError> {
    let AdminBody(_, body) = request;
    let id = parse_id(&id, "coupon id")?;
    let coupon = coupons::change(&repositories, id, &body.code, terms(&body)?).await?;
    Ok(HttpResponse::Ok().json(CouponAnswer::from(coupon)))
}

/// Delete a coupon
///
/// Answers `{_id, message, code, params}`.
#[utoipa::path(
    operation_id = "coupons_remove",
    tag = "admin",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = crate::responses::replies::IdMessageAnswer),
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Missing,
        super::documented::BadInput,
        super::documented::Trouble,
    ),
)]
#[delete("/admin/coupons/{id}")]
#[tracing::instrument(skip_all)]
pub(super) async fn remove(
    _admin: Admin,
    repositories: web::Data<Repositories>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id = parse_id(&id, "coupon id")?;
    coupons::remove(&repositories, id).await?;
    Ok(HttpResponse::Ok().json(IdMessageAnswer::new(id.to_hex(), texts::coupons::DELETED)))
}
