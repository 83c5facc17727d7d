//! `GET /api/health`: whether the server and its database answer.

use crate::repository::Repositories;
use actix_web::{HttpResponse, get, web};
use serde_json::json;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(health);
}

#[utoipa::path(tag = "system", responses((status = 200, description = "OK"), (status = 503, description = "The database does not answer")))]
#[get("/health")]
#[tracing::instrument(skip(repositories))]
pub(super) async fn health(repositories: web::Data<Repositories>) -> HttpResponse {
    match repositories.ping().await {
        Ok(()) => HttpResponse::Ok().json(json!({ "status": "ok", "database": "up" })),
        Err(error) => {
            tracing::warn!(%error, "health check: database does not answer");
            HttpResponse::ServiceUnavailable().json(json!({
                "status": "degraded",
                "database": "down",
                "message": "The shop's database is not reachable right now.",
            }))
        }
    }
}
