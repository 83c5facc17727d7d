//! A customer's orders: `GET /api/orders`, `GET /api/order/{orderId}`,
//! cancelling, and the dashboard figures.

use crate::failure::Failure;
use crate::texts;
use crate::{
    auth::Identity, error::ApiError, ids::parse_id, repository::Repositories, responses::dashboard::CustomerDashboard,
    responses::order::OrderResponse,
};
use actix_web::{HttpResponse, get, post, web};
use shop_core::{Money, OrderStatus, order};
use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(list).service(details).service(cancel).service(dashboard);
}

/// The caller's orders
///
/// Every order the caller placed.
#[utoipa::path(
    operation_id = "orders_list",
    tag = "orders",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = Vec<crate::responses::order::OrderResponse>),
        super::documented::SignedOut,
        super::documented::Trouble,
    ),
)]
#[get("/orders")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn list(identity: Identity, repositories: web::Data<Repositories>) -> Result<HttpResponse, ApiError> {
    let orders: Vec<OrderResponse> = repositories
        .orders
        .for_customer(identity.user_id)
        .await?
        .into_iter()
        .map(Into::into)
        .collect();
    Ok(HttpResponse::Ok().json(orders))
}

/// One order
///
/// The caller's own; an admin may read any order. 404 for someone else's.
#[utoipa::path(
    operation_id = "orders_details",
    tag = "orders",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = crate::responses::order::OrderResponse),
        super::documented::SignedOut,
        super::documented::Missing,
        super::documented::BadInput,
        super::documented::Trouble,
    ),
)]
#[get("/order/{order_id}")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn details(
    identity: Identity,
    repositories: web::Data<Repositories>,
    settings: web::Data<crate::config::Settings>,
    order_id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let not_found = || Failure::NotFound(texts::orders::ORDER_NOT_FOUND.into());
    let id = parse_id(&order_id, "orderId").map_err(|_| not_found())?;
    let admin = identity.is_admin_now(&repositories, settings.admin_policy()).await?;
    let owner = (!admin).then_some(identity.user_id);
    let (order, checkout) = crate::services::orders::details(&repositories, id, owner).await?;
    let mut answer = OrderResponse::from(order);
    answer.advance = checkout.as_ref().and_then(crate::responses::order::AdvanceAnswer::of);
    Ok(HttpResponse::Ok().json(answer))
}

/// Cancel one of the caller's orders
///
/// Pending or confirmed orders; their stock returns. 409 when the order's status does not allow it.
#[utoipa::path(
    operation_id = "orders_cancel",
    tag = "orders",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = crate::responses::order::OrderResponse),
        super::documented::SignedOut,
        super::documented::Missing,
        super::documented::Conflicting,
        super::documented::BadInput,
        super::documented::Trouble,
    ),
)]
#[post("/order/{order_id}/cancel")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn cancel(
    identity: Identity,
    repositories: web::Data<Repositories>,
    desk: web::Data<crate::services::payments::PaymentDesk>,
    order_id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id = parse_id(&order_id, "orderId").map_err(|_| Failure::NotFound(texts::orders::ORDER_NOT_FOUND.into()))?;
    let order = crate::services::orders::change_status(
        &repositories,
        &desk,
        id,
        Some(identity.user_id),
        OrderStatus::Cancelled,
        &[],
    )
    .await?;
    Ok(HttpResponse::Ok().json(OrderResponse::from(order)))
}

/// The caller's purchase count and total cost
///
/// `{purchase_count, total_cost, total_cost_text, orders}`: the count and cost of the orders that
/// were not cancelled, and every order.
#[utoipa::path(
    operation_id = "orders_dashboard",
    tag = "orders",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = crate::responses::dashboard::CustomerDashboard),
        super::documented::SignedOut,
        super::documented::Trouble,
    ),
)]
#[get("/dashboard")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn dashboard(
    identity: Identity,
    repositories: web::Data<Repositories>,
) -> Result<HttpResponse, ApiError> {
    let orders = repositories.orders.for_customer(identity.user_id).await?;
    let (count, total) = order::sales_total(
        orders
            .iter()
            .map(|o| (o.order_status_type, Money::from_poisha(o.total))),
    )
    .map_err(|e| ApiError::internal("adding up stored order totals failed", e))?;
    Ok(HttpResponse::Ok().json(CustomerDashboard {
        purchase_count: count,
        total_cost: total.poisha(),
        total_cost_text: total.format_tk(),
        orders: orders.into_iter().map(OrderResponse::from).collect(),
    }))
}
