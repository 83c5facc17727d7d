//! Brands: `GET /api/brands` for everyone; adding, renaming and deleting for admins.

use crate::failure::Failure;
use crate::texts;
use crate::{
    auth::extract::{Admin, AdminBody},
    catalog_view::CatalogView,
    error::ApiError,
    ids::parse_id,
    repository::Repositories,
    responses::brand::BrandResponse,
    responses::replies::IdMessageAnswer,
    services::brands,
};
use actix_web::{HttpResponse, delete, get, post, put, web};
use serde::Deserialize;
use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(list)
        .service(by_slug)
        .service(add)
        .service(rename)
        .service(remove);
}

#[derive(Deserialize, utoipa::ToSchema)]
struct BrandRequest {
    name: String,
}

/// Every brand
///
/// `[{_id, name, slug}]`.
#[utoipa::path(
    operation_id = "brands_list",
    tag = "catalog",
    responses(
        (status = 200, description = "OK", body = Vec<crate::responses::brand::BrandResponse>),
        super::documented::Trouble,
    ),
)]
#[get("/brands")]
#[tracing::instrument(skip_all)]
pub(super) async fn list(repositories: web::Data<Repositories>) -> Result<HttpResponse, ApiError> {
    let brands: Vec<BrandResponse> = repositories.brands.all().await?.into_iter().map(Into::into).collect();
    Ok(HttpResponse::Ok().json(brands))
}

/// One brand, by its slug
///
/// `{_id, name, slug}`; the slug is matched in lower case. 404 for an unknown one.
#[utoipa::path(
    operation_id = "brands_by_slug",
    tag = "catalog",
    responses(
        (status = 200, description = "OK", body = crate::responses::brand::BrandResponse),
        super::documented::Missing,
        super::documented::BadInput,
        super::documented::Trouble,
    ),
)]
#[get("/brands/{slug}")]
#[tracing::instrument(skip_all)]
pub(super) async fn by_slug(
    repositories: web::Data<Repositories>,
    slug: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let brand = repositories
        .brands
        .find_by_slug(&slug.to_lowercase())
        .await?
        .ok_or_else(|| Failure::NotFound(texts::catalog::BRAND_NOT_FOUND.into()))?;
    Ok(HttpResponse::Ok().json(BrandResponse::from(brand)))
}

/// Add a brand
///
/// `{name}` → 201 the brand; 409 the name is taken.
#[utoipa::path(
    operation_id = "brands_add",
    request_body = BrandRequest,
    tag = "admin",
    security(("token" = [])),
    responses(
        (
            status = 201,
            description = "Created (the contract's success status for add, remove and sign-in calls)",
            body = crate::responses::brand::BrandResponse,
        ),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Conflicting,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[post("/add-brand")]
#[tracing::instrument(skip_all)]
pub(super) async fn add(
    repositories: web::Data<Repositories>,
    request: AdminBody<BrandRequest>,
) -> Result<HttpResponse, ApiError> {
    let AdminBody(_, body) = request;
    let brand = brands::add(&repositories, &body.name).await?;
    Ok(HttpResponse::Created().json(BrandResponse::from(brand)))
}

/// Rename a brand
///
/// `{name}` → the brand; its phones follow. 409 the name is taken.
#[utoipa::path(
    operation_id = "brands_rename",
    request_body = BrandRequest,
    tag = "admin",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = crate::responses::brand::BrandResponse),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Missing,
        super::documented::Conflicting,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[put("/brands/{id}")]
#[tracing::instrument(skip_all)]
pub(super) async fn rename(
    repositories: web::Data<Repositories>,
    catalog: web::Data<CatalogView>,
    id: web::Path<String>,
    request: AdminBody<BrandRequest>,
) -> Result<HttpResponse, ApiError> {
    let AdminBody(_, body) = request;
    let id = parse_id(&id, "brand id")?;
    let renamed = brands::rename(&repositories, &catalog, id, &body.name).await?;
    Ok(HttpResponse::Ok().json(BrandResponse::from(renamed)))
}

/// Delete a brand
///
/// 409 while phones carry it.
#[utoipa::path(
    operation_id = "brands_remove",
    tag = "admin",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = crate::responses::replies::IdMessageAnswer),
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Missing,
        super::documented::Conflicting,
        super::documented::BadInput,
        super::documented::Trouble,
    ),
)]
#[delete("/brands/{id}")]
#[tracing::instrument(skip_all)]
pub(super) async fn remove(
    _admin: Admin,
    repositories: web::Data<Repositories>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id = parse_id(&id, "brand id")?;
    brands::remove(&repositories, id).await?;
    Ok(HttpResponse::Ok().json(IdMessageAnswer::new(id.to_hex(), texts::catalog::BRAND_DELETED)))
}
