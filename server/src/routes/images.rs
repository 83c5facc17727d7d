//! Product pictures kept in the database: `GET /api/images/{id}` (the
//! original, cached for a day), and at content-hashed addresses cached for
//! a year, `GET /api/images/{id}/{hash}` (the original) and
//! `GET /api/images/{id}/{hash}/{width}.webp` (a WebP copy).

use crate::services::Failure;
use crate::texts;
use crate::{error::ApiError, repository::Repositories, services::pictures};
use actix_web::{HttpResponse, HttpResponseBuilder, get, http::header, web};
use mongodb::bson::oid::ObjectId;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(image).service(hashed).service(rendition);
}

/// An address whose bytes never change: the hash in it changes instead.
const FOREVER: &str = "public, max-age=31536000, immutable";

fn not_found() -> ApiError {
    ApiError(Failure::NotFound(texts::catalog::IMAGE_NOT_FOUND.into()))
}

fn image_id(id: &str) -> Result<ObjectId, ApiError> {
    ObjectId::parse_str(id).map_err(|_| not_found())
}

/// A picture answer: its type as stored, never sniffed, and run as nothing
/// when opened on its own, even an SVG.
fn picture(content_type: &str, cache: &str) -> HttpResponseBuilder {
    let mut answer = HttpResponse::Ok();
    answer
        .content_type(content_type)
        .insert_header((header::CACHE_CONTROL, cache))
        .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .insert_header((
            header::CONTENT_SECURITY_POLICY,
            "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        ));
    answer
}

#[utoipa::path(operation_id = "images_image", tag = "catalog", responses((status = 200, description = "OK"), super::documented::Missing, super::documented::BadInput, super::documented::Trouble))]
#[get("/images/{id}")]
#[tracing::instrument(skip(repositories))]
pub(super) async fn image(
    repositories: web::Data<Repositories>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let original = repositories
        .images
        .find_by_id(image_id(&id)?)
        .await?
        .ok_or_else(not_found)?;
    Ok(picture(&original.content_type, "public, max-age=86400").body(original.data.bytes))
}

#[utoipa::path(operation_id = "images_hashed", tag = "catalog", responses((status = 200, description = "The original picture, cached for a year"), (status = 404, description = "Not found, or the picture has another hash now: `{message}`", body = crate::responses::error::ErrorAnswer), super::documented::BadInput, super::documented::Trouble))]
#[get("/images/{id}/{hash}")]
#[tracing::instrument(skip(repositories))]
pub(super) async fn hashed(
    repositories: web::Data<Repositories>,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse, ApiError> {
    let (id, hash) = path.into_inner();
    let original = pictures::original(&repositories, image_id(&id)?, &hash).await?;
    Ok(picture(&original.content_type, FOREVER).body(original.data.bytes))
}

#[utoipa::path(operation_id = "images_rendition", tag = "catalog", responses((status = 200, description = "A WebP copy of the picture at one of the widths its product answer lists, cached for a year"), (status = 404, description = "Not found, no copy at that width, or the picture has another hash now: `{message}`", body = crate::responses::error::ErrorAnswer), super::documented::BadInput, super::documented::Trouble))]
#[get("/images/{id}/{hash}/{file}")]
#[tracing::instrument(skip(repositories))]
pub(super) async fn rendition(
    repositories: web::Data<Repositories>,
    path: web::Path<(String, String, String)>,
) -> Result<HttpResponse, ApiError> {
    let (id, hash, file) = path.into_inner();
    let width = file
        .strip_suffix(".webp")
        .and_then(|width| width.parse::<u32>().ok())
        .ok_or_else(not_found)?;
    let webp = pictures::rendition(&repositories, image_id(&id)?, width, &hash).await?;
    Ok(picture("image/webp", FOREVER).body(webp))
}
