//! `GET /api/health`: whether the server and its database answer (liveness);
//! `GET /api/health/ready`: whether this instance should be sent traffic.

use crate::{
    catalog_view::CatalogView,
    config::Settings,
    repository::Repositories,
    responses::replies::{HealthAnswer, ReadyAnswer},
    services::readiness,
};
use actix_web::{HttpResponse, get, web};
use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(health).service(ready);
}

/// Whether this instance is ready for traffic
///
/// `{status, database, static_files, catalog_products}`: 200 when its database answers and its
/// built front end is there; 503 otherwise (a load balancer sends it nothing meanwhile). The
/// catalog view loads before an instance listens, so one that answers has it.
#[utoipa::path(
    operation_id = "health_ready",
    tag = "system",
    responses(
        (status = 200, description = "Ready", body = ReadyAnswer),
        (status = 503, description = "Not ready: the database is away or the front end is missing", body = ReadyAnswer),
    ),
)]
#[get("/health/ready")]
#[tracing::instrument(skip_all)]
pub(super) async fn ready(
    repositories: web::Data<Repositories>,
    catalog: web::Data<CatalogView>,
    settings: web::Data<Settings>,
) -> HttpResponse {
    let found = readiness::check(&repositories, &catalog, &settings.static_dir).await;
    let answer = ReadyAnswer {
        status: if found.ready() { "ready" } else { "not_ready" }.into(),
        database: if found.database { "up" } else { "down" }.into(),
        static_files: found.static_files,
        catalog_products: found.catalog_products,
    };
    if found.ready() {
        HttpResponse::Ok().json(answer)
    } else {
        HttpResponse::ServiceUnavailable().json(answer)
    }
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
