//! `GET /api/images/{id}`: product pictures kept in the database.

use crate::{error::ApiError, repository::Repositories};
use actix_web::{HttpResponse, get, http::header, web};
use mongodb::bson::oid::ObjectId;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(image);
}

#[utoipa::path(operation_id = "images_image", tag = "catalog", responses((status = 200, description = "OK"), (status = 404, description = "Not found: `{message}`")))]
#[get("/images/{id}")]
#[tracing::instrument(skip(repositories))]
pub(super) async fn image(
    repositories: web::Data<Repositories>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let not_found = || ApiError::NotFound("Image not found".into());
    let id = ObjectId::parse_str(id.as_str()).map_err(|_| not_found())?;
    let image = repositories.images.find_by_id(id).await?.ok_or_else(not_found)?;
    Ok(HttpResponse::Ok()
        .content_type(image.content_type)
        .insert_header((header::CACHE_CONTROL, "public, max-age=86400"))
        .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        // Pictures opened on their own run nothing, even an SVG.
        .insert_header((
            header::CONTENT_SECURITY_POLICY,
            "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        ))
        .body(image.data.bytes))
}
