//! Brands: `GET /api/brands` for everyone; adding, renaming and deleting for admins.

use crate::texts;
use crate::{
    answers::brand::BrandResponse,
    answers::replies::IdMessageAnswer,
    auth::{Admin, AdminBody},
    catalog_view::CatalogView,
    documents::brand::BrandDocument,
    error::ApiError,
    ids::parse_id,
    repository::Repositories,
};
use actix_web::{HttpResponse, delete, get, post, put, web};
use mongodb::bson::{DateTime, oid::ObjectId};
use serde::Deserialize;
use shop_core::Text;
use shop_core::validation;

pub fn configure(cfg: &mut web::ServiceConfig) {
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

/// A brand name checked by the core, and its slug.
fn name_and_slug(name: &str) -> Result<(String, String), ApiError> {
    let (name, slug) = validation::brand_name(name)
        .map_err(|e| ApiError::BadRequest(Text::new(texts::catalog::BRAND_NAME_REFUSED).text("reason", e.text())))?;
    Ok((name.to_owned(), slug))
}

#[utoipa::path(operation_id = "brands_list", tag = "catalog", responses((status = 200, description = "OK", body = Vec<crate::answers::brand::BrandResponse>)))]
#[get("/brands")]
#[tracing::instrument(skip_all)]
pub(super) async fn list(repositories: web::Data<Repositories>) -> Result<HttpResponse, ApiError> {
    let brands: Vec<BrandResponse> = repositories.brands.all().await?.into_iter().map(Into::into).collect();
    Ok(HttpResponse::Ok().json(brands))
}

#[utoipa::path(operation_id = "brands_by_slug", tag = "catalog", responses((status = 200, description = "OK", body = crate::answers::brand::BrandResponse), (status = 404, description = "Not found: `{message}`")))]
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
        .ok_or_else(|| ApiError::NotFound(texts::catalog::BRAND_NOT_FOUND.into()))?;
    Ok(HttpResponse::Ok().json(BrandResponse::from(brand)))
}

#[utoipa::path(operation_id = "brands_add", request_body = BrandRequest, tag = "admin", security(("token" = [])), responses((status = 201, description = "Created (the contract's success status for add, remove and sign-in calls)", body = crate::answers::brand::BrandResponse), (status = 400, description = "Bad input: `{message}`"), (status = 401, description = "Not signed in, or the token expired: `{message}`"), (status = 403, description = "Not allowed for this user: `{message}`"), (status = 409, description = "Conflict with the current state: `{message}`")))]
#[post("/add-brand")]
#[tracing::instrument(skip_all)]
pub(super) async fn add(
    repositories: web::Data<Repositories>,
    request: AdminBody<BrandRequest>,
) -> Result<HttpResponse, ApiError> {
    let AdminBody(_, body) = request;
    let (name, slug) = name_and_slug(&body.name)?;
    let brand = BrandDocument {
        id: ObjectId::new(),
        name,
        slug,
        created_at: DateTime::now(),
    };
    repositories
        .brands
        .insert(&brand)
        .await
        .map_err(ApiError::duplicate_means(texts::catalog::BRAND_TAKEN))?;
    Ok(HttpResponse::Created().json(BrandResponse::from(brand)))
}

#[utoipa::path(operation_id = "brands_rename", request_body = BrandRequest, tag = "admin", security(("token" = [])), responses((status = 200, description = "OK", body = crate::answers::brand::BrandResponse), (status = 400, description = "Bad input: `{message}`"), (status = 401, description = "Not signed in, or the token expired: `{message}`"), (status = 403, description = "Not allowed for this user: `{message}`"), (status = 404, description = "Not found: `{message}`"), (status = 409, description = "Conflict with the current state: `{message}`")))]
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
    let (name, slug) = name_and_slug(&body.name)?;
    let not_found = || ApiError::NotFound(texts::catalog::BRAND_NOT_FOUND.into());
    let old = repositories.brands.find_by_id(id).await?.ok_or_else(not_found)?;
    let renamed = repositories
        .brands
        .rename(id, &name, &slug)
        .await
        .map_err(ApiError::duplicate_means(texts::catalog::BRAND_TAKEN))?
        .ok_or_else(not_found)?;
    repositories.products.rename_brand(&old.name, &name).await?;
    catalog.upsert(repositories.products.by_brand(&name).await?)?;
    Ok(HttpResponse::Ok().json(BrandResponse::from(renamed)))
}

#[utoipa::path(operation_id = "brands_remove", tag = "admin", security(("token" = [])), responses((status = 200, description = "OK", body = crate::answers::replies::IdMessageAnswer), (status = 401, description = "Not signed in, or the token expired: `{message}`"), (status = 403, description = "Not allowed for this user: `{message}`"), (status = 404, description = "Not found: `{message}`"), (status = 409, description = "Conflict with the current state: `{message}`")))]
#[delete("/brands/{id}")]
#[tracing::instrument(skip_all)]
pub(super) async fn remove(
    _admin: Admin,
    repositories: web::Data<Repositories>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id = parse_id(&id, "brand id")?;
    let brand = repositories
        .brands
        .find_by_id(id)
        .await?
        .ok_or_else(|| ApiError::NotFound(texts::catalog::BRAND_NOT_FOUND.into()))?;
    let products = repositories.products.count_by_brand(&brand.name).await?;
    if products > 0 {
        return Err(ApiError::Conflict(
            Text::new(texts::catalog::BRAND_HAS_PRODUCTS)
                .name("brand", brand.name.as_str())
                .count("products", products),
        ));
    }
    repositories.brands.delete(id).await?;
    Ok(HttpResponse::Ok().json(IdMessageAnswer::new(id.to_hex(), texts::catalog::BRAND_DELETED)))
}
