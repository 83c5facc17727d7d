//! An admin's call on a payment the gateway took but flagged as risky.

use super::parcels::checkout_id;
use crate::{
    auth::extract::AdminBody,
    error::ApiError,
    repository::Repositories,
    responses::checkout::CheckoutDetails,
    services::payments::{self as payment_service, PaymentDesk},
};
use actix_web::{HttpResponse, post, web};
use serde::Deserialize;
use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(review);
}

#[derive(Deserialize, utoipa::ToSchema)]
struct ReviewBody {
    /// `true` takes the payment as the checkout's; `false` refuses it and gives the money back.
    accept: bool,
}

/// Accept or refuse a payment held for review
///
/// `{accept}`. Accepted, the checkout is paid (if the gateway still reports the money taken) and
/// goes on as any paid order; refused, its payment fails, the money is refunded through the
/// gateway (listed under needs attention until it is), and the checkout lapses, its stock
/// returned. Answers the checkout. 409 when no payment of it waits for a review.
#[utoipa::path(
    operation_id = "admin_payment_review",
    request_body = ReviewBody,
    tag = "admin",
    security(("token" = [])),
    responses(
        (status = 200, description = "Decided", body = CheckoutDetails),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Missing,
        super::documented::Conflicting,
        super::documented::Trouble,
    ),
)]
#[post("/admin/checkouts/{checkout_id}/review")]
#[tracing::instrument(skip_all)]
pub(super) async fn review(
    repositories: web::Data<Repositories>,
    desk: web::Data<PaymentDesk>,
    path: web::Path<String>,
    request: AdminBody<ReviewBody>,
) -> Result<HttpResponse, ApiError> {
    let AdminBody(_, body) = request;
    let id = checkout_id(&path)?;
    payment_service::review::decide(&repositories, &desk, id, body.accept).await?;
    let (checkout, orders) = payment_service::details(&repositories, id, None).await?;
    Ok(HttpResponse::Ok().json(CheckoutDetails::new(checkout, orders, &desk.offered())))
}
