//! Admin catalog: `POST /api/add-product`, `PUT /api/product/{id}`,
//! `PUT /api/product/{id}/variants`, `POST /api/delete-product/{id}` and
//! picture uploads (`POST /api/images`).
//! Every field is checked by the core; prices are computed by the core.

use crate::texts;
use crate::{
    auth::extract::{Admin, AdminBody},
    catalog_view::CatalogView,
    error::ApiError,
    ids::parse_id,
    repository::Repositories,
    responses::product::{ProductDetails, ProductResponse},
    responses::replies::{IdMessageAnswer, UploadedAnswer},
    services::{
        payments::PaymentDesk,
        pictures,
        products::{self, ProductRequest},
        variants::{self, VariantGridRequest},
    },
};
use actix_web::{HttpResponse, post, put, web};
use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(add)
        .service(update)
        .service(save_variants)
        .service(remove)
        .service(upload_image);
}

/// Add a product to the catalog
///
/// The product's fields, each checked by the core (422 per refused field), its prices computed by
/// the core → 201 the product.
#[utoipa::path(
    operation_id = "admin_products_add",
    request_body = crate::services::products::ProductRequest,
    tag = "admin",
    security(("token" = [])),
    responses(
        (
            status = 201,
            description = "Created (the contract's success status for add, remove and sign-in calls)",
            body = crate::responses::product::ProductResponse,
        ),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::InvalidFields,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[post("/add-product")]
#[tracing::instrument(skip_all)]
pub(super) async fn add(
    repositories: web::Data<Repositories>,
    catalog: web::Data<CatalogView>,
    request: AdminBody<ProductRequest>,
) -> Result<HttpResponse, ApiError> {
    let AdminBody(admin, body) = request;
    let product = products::add(&repositories, &catalog, admin.0.user_id, body).await?;
    Ok(HttpResponse::Created().json(ProductResponse::from(product)))
}

/// Edit a product
///
/// An edit sends the `version` and `stock_was` it loaded: only changed fields and the stock
/// difference are written, 409 if the product was edited meanwhile. A phone with variants takes its
/// prices and stock from its grid (400 otherwise).
#[utoipa::path(
    operation_id = "admin_products_update",
    request_body = crate::services::products::ProductRequest,
    tag = "admin",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = crate::responses::product::ProductResponse),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Missing,
        (
            status = 409,
            description = "Edited meanwhile, or not that much stock left: `{message}`",
            body = crate::responses::error::ErrorAnswer,
        ),
        super::documented::InvalidFields,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[put("/product/{id}")]
#[tracing::instrument(skip_all)]
pub(super) async fn update(
    repositories: web::Data<Repositories>,
    catalog: web::Data<CatalogView>,
    desk: web::Data<PaymentDesk>,
    id: web::Path<String>,
    request: AdminBody<ProductRequest>,
) -> Result<HttpResponse, ApiError> {
    let AdminBody(_, body) = request;
    let id = parse_id(&id, "product id")?;
    let product = products::edit(&repositories, &catalog, id, body, &desk.settings().public_url).await?;
    Ok(HttpResponse::Ok().json(ProductResponse::from(product)))
}

/// Save a phone's axes and whole variant grid
///
/// `{version, options, variants: [{_id?, values, sku, price, discount, stock, stock_was?, pictures,
/// ram_gb, rom_gb}]}`: the whole grid, checked by the core (422 per field). Kept variants move
/// stock by the difference to `stock_was`; left-out ones are removed with their cart lines and
/// alerts. 409 edited meanwhile, too few units left, or a SKU another variant has. Answers as the
/// phone's page does.
#[utoipa::path(
    operation_id = "admin_products_save_variants",
    request_body = crate::services::variants::VariantGridRequest,
    tag = "admin",
    security(("token" = [])),
    responses(
        (
            status = 200,
            description = "OK: the phone as its page now answers",
            body = crate::responses::product::ProductDetails,
        ),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Missing,
        (
            status = 409,
            description = "Edited meanwhile, not that much stock left, or a SKU another variant has: `{message}`",
            body = crate::responses::error::ErrorAnswer,
        ),
        super::documented::InvalidFields,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[put("/product/{id}/variants")]
#[tracing::instrument(skip_all)]
pub(super) async fn save_variants(
    repositories: web::Data<Repositories>,
    catalog: web::Data<CatalogView>,
    desk: web::Data<PaymentDesk>,
    id: web::Path<String>,
    request: AdminBody<VariantGridRequest>,
) -> Result<HttpResponse, ApiError> {
    let AdminBody(_, body) = request;
    let id = parse_id(&id, "product id")?;
    let phone = variants::save(&repositories, &catalog, id, body, &desk.settings().public_url).await?;
    Ok(HttpResponse::Ok().json(ProductDetails::of(&phone, &phone.opening_variant(None).0)))
}

/// Delete a product
///
/// Answers `{_id, message, code, params}`.
#[utoipa::path(
    operation_id = "admin_products_remove",
    tag = "admin",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = crate::responses::replies::IdMessageAnswer),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Missing,
        super::documented::Trouble,
    ),
)]
#[post("/delete-product/{id}")]
#[tracing::instrument(skip_all)]
pub(super) async fn remove(
    _admin: Admin,
    repositories: web::Data<Repositories>,
    catalog: web::Data<CatalogView>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id = parse_id(&id, "product id")?;
    products::delete(&repositories, &catalog, id).await?;
    Ok(HttpResponse::Ok().json(IdMessageAnswer::new(id.to_hex(), texts::catalog::PRODUCT_DELETED)))
}

/// Upload a product picture
///
/// A PNG, JPEG, WebP or GIF as the body (≤ 2 MB, ≤ 25 million pixels) → 201 `{_id, url,
/// content_type}`; 413 too large, 415 not a picture.
#[utoipa::path(
    operation_id = "admin_products_upload_image",
    tag = "admin",
    security(("token" = [])),
    responses(
        (
            status = 201,
            description = "Created (the contract's success status for add, remove and sign-in calls)",
            body = crate::responses::replies::UploadedAnswer,
        ),
        super::documented::SignedOut,
        super::documented::NotAllowed,
        (
            status = 413,
            description = "Too large, in bytes or in pixels: `{message}`",
            body = crate::responses::error::ErrorAnswer,
        ),
        (
            status = 415,
            description = "Unsupported or unreadable picture: `{message}`",
            body = crate::responses::error::ErrorAnswer,
        ),
        super::documented::BadInput,
        super::documented::Trouble,
    ),
)]
#[post("/images")]
#[tracing::instrument(skip_all)]
pub(super) async fn upload_image(
    _admin: Admin,
    repositories: web::Data<Repositories>,
    request: actix_web::HttpRequest,
    mut payload: web::Payload,
) -> Result<HttpResponse, ApiError> {
    super::images::refuse_declared_too_large(&request)?;
    let (bytes, content_type) = super::images::read_picture(&mut payload).await?;
    let image = pictures::upload(&repositories, bytes, content_type).await?;
    let url = format!("/api/images/{}", image.id.to_hex());
    Ok(HttpResponse::Created().json(UploadedAnswer {
        id: image.id.to_hex(),
        url,
        content_type: content_type.into(),
    }))
}
