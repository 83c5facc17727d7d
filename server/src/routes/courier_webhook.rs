//! The courier's webhook: each notification, with the account's bearer
//! token, applied once to its parcel.

use crate::{
    couriers::WebhookError,
    error::ApiError,
    failure::Failure,
    repository::Repositories,
    services::shipping::{self, ShippingDesk},
    texts,
};
use actix_web::{HttpRequest, HttpResponse, post, web};
use serde_json::json;
use shop_core::Text;
use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(webhook);
}

/// The courier's webhook
///
/// A `delivery_status` or `tracking_update` notification with the account's bearer token;
/// each is applied once (a duplicate or an older one changes nothing). 401 a wrong token.
#[utoipa::path(
    operation_id = "courier_webhook",
    tag = "payments",
    request_body(content = serde_json::Value, description = "The courier's notification"),
    responses(
        (status = 200, description = "Taken", body = serde_json::Value),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::Missing,
        (status = 409, description = "No courier is set up: `{message}`", body = crate::responses::error::ErrorAnswer),
        super::documented::Trouble,
    ),
)]
#[post("/courier/webhook")]
#[tracing::instrument(skip_all)]
pub(super) async fn webhook(
    request: HttpRequest,
    repositories: web::Data<Repositories>,
    desk: web::Data<ShippingDesk>,
    body: web::Bytes,
) -> Result<HttpResponse, ApiError> {
    let authorization = request
        .headers()
        .get(actix_web::http::header::AUTHORIZATION)
        .and_then(|value| value.to_str().ok());
    let news = desk
        .courier()?
        .read_news(authorization, &body)
        .map_err(|error| match error {
            WebhookError::Unauthorized => Failure::SignedOut(texts::shipping::WEBHOOK_TOKEN.into()),
            WebhookError::Malformed(reason) => {
                Failure::Refused(Text::new(texts::shipping::WEBHOOK_MALFORMED).name("reason", reason))
            }
        })?;
    shipping::take_news(&repositories, &desk, &news).await?;
    Ok(HttpResponse::Ok().json(json!({ "status": "success", "message": "Webhook received successfully." })))
}
