//! `GET /api/admin/logs`: this instance's recent requests, for admins.

use crate::failure::Failure;
use crate::texts;
use crate::{
    auth::extract::Admin,
    error::ApiError,
    request_log::{Level, RequestLog},
};
use actix_web::{HttpResponse, get, web};
use serde::Deserialize;
use shop_core::Text;
use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(logs);
}

#[derive(Deserialize)]
struct LogQuery {
    level: Option<String>,
    status: Option<String>,
    limit: Option<String>,
}

/// Most entries one call answers.
const MAX_LIMIT: usize = 500;

/// Recent requests of this instance
///
/// Query `level` (`error` for the shop's faults; a 503 refused for load is `warn`, like 4xx),
/// `status`, `limit` (≤ 500, default 100).
#[utoipa::path(
    operation_id = "logs_logs",
    params(
        ("level" = Option<String>, Query, description = "info, warn or error"),
        ("status" = Option<u16>, Query, description = "An HTTP status"),
        ("limit" = Option<u32>, Query, description = "At most this many entries"),
    ),
    tag = "admin",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = Vec<crate::request_log::LogEntry>),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Trouble,
    ),
)]
#[get("/admin/logs")]
#[tracing::instrument(skip_all)]
pub(super) async fn logs(
    _admin: Admin,
    log: web::Data<RequestLog>,
    query: web::Query<LogQuery>,
) -> Result<HttpResponse, ApiError> {
    let present = |v: &Option<String>| v.as_deref().map(str::trim).filter(|v| !v.is_empty()).map(str::to_owned);
    let level = present(&query.level)
        .map(|l| Level::parse(&l).ok_or_else(|| Failure::Refused(texts::logs::LEVEL.into())))
        .transpose()?;
    let status = present(&query.status)
        .map(|s| s.parse::<u16>().ok().filter(|s| (100..600).contains(s)))
        .map(|s| s.ok_or_else(|| Failure::Refused(texts::logs::STATUS.into())))
        .transpose()?;
    let limit = present(&query.limit)
        .map(|l| l.parse::<usize>().ok().filter(|l| (1..=MAX_LIMIT).contains(l)))
        .map(|l| l.ok_or_else(|| Failure::Refused(Text::new(texts::logs::LIMIT).count("max", MAX_LIMIT))))
        .transpose()?
        .unwrap_or(100);
    Ok(HttpResponse::Ok().json(log.recent(level, status, limit)))
}
