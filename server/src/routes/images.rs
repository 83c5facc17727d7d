//! Product pictures kept in the database: `GET /api/images/{id}` (the
//! original, cached for a day), and at content-hashed addresses cached for
//! a year, `GET /api/images/{id}/{hash}` (the original) and
//! `GET /api/images/{id}/{hash}/{width}.webp` (a WebP copy).

use crate::failure::Failure;
use crate::texts;
use crate::{error::ApiError, repository::Repositories, services::pictures};
use actix_web::{HttpRequest, HttpResponse, HttpResponseBuilder, get, http::header, web};
use futures_util::StreamExt;
use mongodb::bson::oid::ObjectId;
use shop_core::Text;
use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(image).service(hashed).service(rendition);
}

/// The largest picture an upload may send, in bytes.
const IMAGE_MAX_BYTES: usize = 2 * 1024 * 1024;

/// The picture type from the file's first bytes; only raster formats, so an
/// upload can never carry script.
fn sniff(bytes: &[u8]) -> Option<&'static str> {
    match bytes {
        [0x89, b'P', b'N', b'G', ..] => Some("image/png"),
        [0xFF, 0xD8, 0xFF, ..] => Some("image/jpeg"),
        [b'G', b'I', b'F', b'8', ..] => Some("image/gif"),
        [b'R', b'I', b'F', b'F', _, _, _, _, b'W', b'E', b'B', b'P', ..] => Some("image/webp"),
        _ => None,
    }
}

/// Refuses an upload whose declared length is past [`IMAGE_MAX_BYTES`],
/// before a byte of it is read.
pub(super) fn refuse_declared_too_large(request: &HttpRequest) -> Result<(), ApiError> {
    let declared = request
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|length| length.to_str().ok())
        .and_then(|length| length.trim().parse::<u64>().ok());
    match declared {
        Some(length) if length > IMAGE_MAX_BYTES as u64 => Err(too_large()),
        _ => Ok(()),
    }
}

fn too_large() -> ApiError {
    ApiError(Failure::TooLarge(
        Text::new(texts::catalog::PICTURE_TOO_LARGE).count("max_mb", IMAGE_MAX_BYTES / 1024 / 1024),
    ))
}

/// An uploaded picture's bytes and type: refused past [`IMAGE_MAX_BYTES`]
/// (while reading) and when it is not a raster picture.
pub(super) async fn read_picture(payload: &mut web::Payload) -> Result<(Vec<u8>, &'static str), ApiError> {
    let mut bytes = Vec::new();
    while let Some(chunk) = payload.next().await {
        let chunk = chunk.map_err(|_| Failure::Refused(texts::catalog::UPLOAD_INTERRUPTED.into()))?;
        if bytes.len() + chunk.len() > IMAGE_MAX_BYTES {
            return Err(too_large());
        }
        bytes.extend_from_slice(&chunk);
    }
    let content_type = sniff(&bytes).ok_or_else(|| Failure::Unsupported(texts::catalog::PICTURE_UNSUPPORTED.into()))?;
    Ok((bytes, content_type))
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

/// A product picture, the original
///
/// Cached a day. 404 for an unknown id.
#[utoipa::path(
    operation_id = "images_image",
    tag = "catalog",
    responses(
        (status = 200, description = "OK"),
        super::documented::Missing,
        super::documented::BadInput,
        super::documented::Trouble,
    ),
)]
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

/// A product picture's original at its content-hashed address
///
/// Cached a year. 404 for an unknown id or an old hash.
#[utoipa::path(
    operation_id = "images_hashed",
    tag = "catalog",
    responses(
        (status = 200, description = "The original picture, cached for a year"),
        (
            status = 404,
            description = "Not found, or the picture has another hash now: `{message}`",
            body = crate::responses::error::ErrorAnswer,
        ),
        super::documented::BadInput,
        super::documented::Trouble,
    ),
)]
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

/// A WebP copy of a product picture
///
/// `/api/images/{id}/{hash}/{width}.webp`, at one of the widths its product answer lists; cached a
/// year. 404 for an unknown id, another width or an old hash.
#[utoipa::path(
    operation_id = "images_rendition",
    tag = "catalog",
    responses(
        (
            status = 200,
            description = "A WebP copy of the picture at one of the widths its product answer lists, cached for a year",
        ),
        (
            status = 404,
            description = "Not found, no copy at that width, or the picture has another hash now: `{message}`",
            body = crate::responses::error::ErrorAnswer,
        ),
        super::documented::BadInput,
        super::documented::Trouble,
    ),
)]
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
