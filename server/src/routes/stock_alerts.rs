//! Back in stock: `GET`, `POST` and `DELETE /api/products/{id}/stock-alert`
//! for the signed-in customer's alert on a phone, and their notices under
//! `/api/notices`.

use crate::failure::Failure;
use crate::texts;
use crate::{
    auth::Identity,
    error::ApiError,
    ids::parse_id,
    repository::Repositories,
    responses::notice::{NoticeResponse, NoticesAnswer, StockAlertAnswer},
    responses::replies::MessageAnswer,
    services::stock_alerts,
};
use actix_web::{HttpResponse, delete, get, post, web};
use shop_core::TextDef;
use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(status)
        .service(request)
        .service(cancel)
        .service(notices)
        .service(read_all)
        .service(read_one);
}

/// Which variant of the phone the alert is for.
#[derive(Debug, serde::Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct AlertQuery {
    /// A variant's `_id`; without it, the variant the phone's page opens on.
    variant: Option<String>,
}

fn answer(product: &str, waiting: bool, said: TextDef) -> StockAlertAnswer {
    StockAlertAnswer {
        product_id: product.to_owned(),
        waiting,
        said: said.into(),
    }
}

const WAITING: TextDef = texts::lists::WAITING;

/// Whether the caller waits for a variant to come back in stock
///
/// One variant's alert (`?variant=`, else the default one's): `{product_id, waiting, message, code,
/// params}`; 404 unknown phone or variant.
#[utoipa::path(
    operation_id = "stock_alert_status",
    tag = "notices",
    params(AlertQuery),
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = crate::responses::notice::StockAlertAnswer),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::Missing,
        super::documented::Trouble,
    ),
)]
#[get("/products/{id}/stock-alert")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn status(
    identity: Identity,
    repositories: web::Data<Repositories>,
    id: web::Path<String>,
    query: web::Query<AlertQuery>,
) -> Result<HttpResponse, ApiError> {
    let product = parse_id(&id, "product id")?;
    let awaited = stock_alerts::awaited(&repositories, product, query.variant.as_deref()).await?;
    let waiting = repositories.stock_alerts.is_waiting(identity.user_id, awaited).await?;
    let message = if waiting { WAITING } else { texts::lists::NOT_WAITING };
    Ok(HttpResponse::Ok().json(answer(&id, waiting, message)))
}

/// Ask to be told when a variant is back in stock
///
/// One variant's alert (`?variant=`, else the default one's), told once by a notice and an e-mail:
/// 201 asked, 200 already asked, 409 in stock, 404 unknown phone or variant. Answers `{product_id,
/// waiting, message, code, params}`.
#[utoipa::path(
    operation_id = "stock_alert_request",
    tag = "notices",
    params(AlertQuery),
    security(("token" = [])),
    responses(
        (
            status = 201,
            description = "Asked: one notice and e-mail when the phone is back",
            body = crate::responses::notice::StockAlertAnswer,
        ),
        (
            status = 200,
            description = "Already asked: nothing changes",
            body = crate::responses::notice::StockAlertAnswer,
        ),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::Missing,
        (
            status = 409,
            description = "The phone is in stock: `{message}`",
            body = crate::responses::error::ErrorAnswer,
        ),
        super::documented::Trouble,
    ),
)]
#[post("/products/{id}/stock-alert")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn request(
    identity: Identity,
    repositories: web::Data<Repositories>,
    id: web::Path<String>,
    query: web::Query<AlertQuery>,
) -> Result<HttpResponse, ApiError> {
    let product = parse_id(&id, "product id")?;
    let awaited = stock_alerts::awaited(&repositories, product, query.variant.as_deref()).await?;
    let new = stock_alerts::request(&repositories, identity.user_id, awaited).await?;
    let body = answer(&id, true, WAITING);
    Ok(if new {
        HttpResponse::Created().json(body)
    } else {
        HttpResponse::Ok().json(body)
    })
}

/// Stop waiting for a variant to come back in stock
///
/// One variant's alert (`?variant=`, else the default one's) → `{product_id, waiting, message,
/// code, params}`; 404 unknown phone or variant.
#[utoipa::path(
    operation_id = "stock_alert_cancel",
    tag = "notices",
    params(AlertQuery),
    security(("token" = [])),
    responses(
        (
            status = 200,
            description = "No longer waiting",
            body = crate::responses::notice::StockAlertAnswer,
        ),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::Missing,
        super::documented::Trouble,
    ),
)]
#[delete("/products/{id}/stock-alert")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn cancel(
    identity: Identity,
    repositories: web::Data<Repositories>,
    id: web::Path<String>,
    query: web::Query<AlertQuery>,
) -> Result<HttpResponse, ApiError> {
    let product = parse_id(&id, "product id")?;
    let awaited = stock_alerts::awaited(&repositories, product, query.variant.as_deref()).await?;
    repositories.stock_alerts.cancel(identity.user_id, awaited).await?;
    Ok(HttpResponse::Ok().json(answer(&id, false, texts::lists::STOPPED)))
}

/// The caller's notices
///
/// `{notices, unread}`, newest first.
#[utoipa::path(
    operation_id = "notices_list",
    tag = "notices",
    security(("token" = [])),
    responses(
        (
            status = 200,
            description = "Newest first",
            body = crate::responses::notice::NoticesAnswer,
        ),
        super::documented::SignedOut,
        super::documented::Trouble,
    ),
)]
#[get("/notices")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn notices(
    identity: Identity,
    repositories: web::Data<Repositories>,
) -> Result<HttpResponse, ApiError> {
    let alerts = &repositories.stock_alerts;
    let listed = alerts
        .notices_for(identity.user_id, stock_alerts::NOTICES_SHOWN)
        .await?;
    let unread = alerts.unread_count(identity.user_id).await?;
    Ok(HttpResponse::Ok().json(NoticesAnswer {
        notices: listed.into_iter().map(NoticeResponse::from).collect(),
        unread,
    }))
}

/// Mark all the caller's notices read
///
/// Answers `{message, code, params}`.
#[utoipa::path(
    operation_id = "notices_read_all",
    tag = "notices",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = crate::responses::replies::MessageAnswer),
        super::documented::SignedOut,
        super::documented::Trouble,
    ),
)]
#[post("/notices/read-all")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn read_all(
    identity: Identity,
    repositories: web::Data<Repositories>,
) -> Result<HttpResponse, ApiError> {
    repositories.stock_alerts.mark_read(identity.user_id, None).await?;
    Ok(HttpResponse::Ok().json(MessageAnswer::new(texts::lists::ALL_READ)))
}

/// Mark one of the caller's notices read
///
/// Answers `{message, code, params}`; 404 for one not the caller's.
#[utoipa::path(
    operation_id = "notices_read",
    tag = "notices",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = crate::responses::replies::MessageAnswer),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::Missing,
        super::documented::Trouble,
    ),
)]
#[post("/notices/{id}/read")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn read_one(
    identity: Identity,
    repositories: web::Data<Repositories>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let notice = parse_id(&id, "notice id")?;
    if !repositories
        .stock_alerts
        .mark_read(identity.user_id, Some(notice))
        .await?
    {
        return Err(Failure::NotFound(texts::lists::NOTICE_NOT_FOUND.into()).into());
    }
    Ok(HttpResponse::Ok().json(MessageAnswer::new(texts::lists::READ)))
}
