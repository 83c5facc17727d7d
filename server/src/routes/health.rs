//! `GET /api/health`: whether the server and its database answer.

use crate::{repository::Repositories, responses::replies::HealthAnswer};
use actix_web::{HttpResponse, get, web};
use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(health);
}

/// Whether the server and its database answer
///
/// `{status, database}`; 503 when the database does not answer, as `{status, database, message}`
/// instead of the usual error answer.
#[utoipa::path(
    operation_id = "health_health",
    tag = "system",
    responses(
        (status = 200, description = "OK", body = HealthAnswer),
        (status = 503, description = "The database does not answer", body = HealthAnswer),
    ),
)]
#[get("/health")]
#[tracing::instrument(skip(repositories))]
pub(super) async fn health(repositories: web::Data<Repositories>) -> HttpResponse {
    match repositories.ping().await {
        Ok(()) => HttpResponse::Ok().json(HealthAnswer {
            status: "ok".into(),
            database: "up".into(),
            message: None,
        }),
        Err(error) => {
            tracing::warn!(%error, "health check: database does not answer");
            HttpResponse::ServiceUnavailable().json(HealthAnswer {
                status: "degraded".into(),
                database: "down".into(),
                message: Some("The shop's database is not reachable right now.".into()),
            })
        }
    }
}
