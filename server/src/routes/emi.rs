//! Card-EMI plans: `GET /api/emi-plans` and a phone's instalments
//! (`GET /api/product/{id}/emi`) for everyone; adding, changing and deleting
//! plans for admins.

use crate::{
    auth::extract::{Admin, AdminBody},
    catalog_view::CatalogView,
    error::ApiError,
    failure::Failure,
    ids::parse_id,
    repository::Repositories,
    responses::emi::{EmiPlanAnswer, EmiPlansAnswer, TenureAnswer, VariantEmiAnswer},
    responses::replies::IdMessageAnswer,
    services::emi,
    texts,
};
use actix_web::{HttpResponse, delete, get, post, put, web};
use mongodb::bson::oid::ObjectId;
use serde::Deserialize;
use shop_core::emi::TenureCharge;
use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(list)
        .service(for_phone)
        .service(add)
        .service(change)
        .service(remove);
}

/// A plan as an admin sends it. Money is poisha.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
struct EmiPlanRequest {
    bank: String,
    tenures: Vec<TenureAnswer>,
    /// The least price the bank finances, in whole taka (as poisha).
    min_price: i64,
    keeps_discount: bool,
}

impl From<EmiPlanRequest> for emi::PlanInput {
    fn from(request: EmiPlanRequest) -> Self {
        emi::PlanInput {
            bank: request.bank,
            tenures: request
                .tenures
                .into_iter()
                .map(|t| TenureCharge {
                    months: t.months,
                    charge_basis_points: t.charge_basis_points,
                })
                .collect(),
            min_price: request.min_price,
            keeps_discount: request.keeps_discount,
        }
    }
}

/// The card-EMI plans the shop offers
///
/// `{plans, tenures, maxChargeBasisPoints}`: one plan per bank (`_id`, `bank`, `tenures` of
/// `{months, chargeBasisPoints}`, `minPrice`, `keepsDiscount`), the tenures a plan may offer and
/// the core's cap on a bank's charge.
#[utoipa::path(
    operation_id = "emi_plans_list",
    tag = "catalog",
    responses(
        (status = 200, description = "OK", body = crate::responses::emi::EmiPlansAnswer),
        super::documented::Trouble,
    ),
)]
#[get("/emi-plans")]
#[tracing::instrument(skip_all)]
pub(super) async fn list(repositories: web::Data<Repositories>) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(EmiPlansAnswer::of(emi::all(&repositories).await?)))
}

/// A phone's card-EMI instalments, per variant and bank
///
/// `[{variantId, banks}]`, computed by the server with the core: a variant below a plan's least
/// price has none of its banks, and a stored plan the core no longer accepts is left out. 404 for
/// an unknown or malformed id.
#[utoipa::path(
    operation_id = "emi_for_phone",
    tag = "catalog",
    responses(
        (
            status = 200,
            description = "Every variant's instalments per bank",
            body = Vec<crate::responses::emi::VariantEmiAnswer>,
        ),
        super::documented::Missing,
        super::documented::BadInput,
        super::documented::Trouble,
    ),
)]
#[get("/product/{id}/emi")]
#[tracing::instrument(skip(repositories, catalog))]
pub(super) async fn for_phone(
    repositories: web::Data<Repositories>,
    catalog: web::Data<CatalogView>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let not_found = || Failure::NotFound(texts::catalog::PRODUCT_NOT_FOUND.into());
    let id = ObjectId::parse_str(id.as_str()).map_err(|_| not_found())?;
    let variants = emi::for_phone(&repositories, &catalog, id)
        .await?
        .ok_or_else(not_found)?;
    let answer: Vec<VariantEmiAnswer> = variants.into_iter().map(Into::into).collect();
    Ok(HttpResponse::Ok().json(answer))
}

/// Add a bank's card-EMI plan
///
/// `{bank, tenures, minPrice, keepsDiscount}`, checked by the core (400 otherwise) → 201 the plan;
/// one plan per bank, 409 the bank has one.
#[utoipa::path(
    operation_id = "emi_plans_add",
    request_body = EmiPlanRequest,
    tag = "admin",
    security(("token" = [])),
    responses(
        (status = 201, description = "Created", body = crate::responses::emi::EmiPlanAnswer),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Conflicting,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[post("/admin/emi-plans")]
#[tracing::instrument(skip_all)]
pub(super) async fn add(
    repositories: web::Data<Repositories>,
    request: AdminBody<EmiPlanRequest>,
) -> Result<HttpResponse, ApiError> {
    let AdminBody(_, body) = request;
    let plan = emi::add(&repositories, body.into()).await?;
    Ok(HttpResponse::Created().json(EmiPlanAnswer::from(plan)))
}

/// Change a card-EMI plan
///
/// The same fields as adding one → the plan; 409 another plan has the bank.
#[utoipa::path(
    operation_id = "emi_plans_change",
    request_body = EmiPlanRequest,
    tag = "admin",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = crate::responses::emi::EmiPlanAnswer),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Missing,
        super::documented::Conflicting,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[put("/admin/emi-plans/{id}")]
#[tracing::instrument(skip_all)]
pub(super) async fn change(
    repositories: web::Data<Repositories>,
    id: web::Path<String>,
    request: AdminBody<EmiPlanRequest>,
) -> Result<HttpResponse, ApiError> {
    let AdminBody(_, body) = request;
    let id = parse_id(&id, "EMI plan id")?;
    let plan = emi::update(&repositories, id, body.into()).await?;
    Ok(HttpResponse::Ok().json(EmiPlanAnswer::from(plan)))
}

/// Delete a card-EMI plan
///
/// Answers `{_id, message, code, params}`.
#[utoipa::path(
    operation_id = "emi_plans_remove",
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
#[delete("/admin/emi-plans/{id}")]
#[tracing::instrument(skip_all)]
pub(super) async fn remove(
    _admin: Admin,
    repositories: web::Data<Repositories>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id = parse_id(&id, "EMI plan id")?;
    emi::remove(&repositories, id).await?;
    Ok(HttpResponse::Ok().json(IdMessageAnswer::new(id.to_hex(), texts::emi::PLAN_DELETED)))
}
