//! Admin order management: every order with filters, status changes along
//! the core's lifecycle, and the admin dashboard's figures.

use crate::failure::Failure;
use crate::texts;
use crate::{
    auth::extract::{Admin, AdminBody},
    error::ApiError,
    ids::parse_id,
    repository::{OrderFilter, Repositories},
    responses::dashboard::{AdminDashboard, DaySales, OrderPage},
    responses::order::OrderResponse,
    services::{
        dashboard as dashboard_service, order_list, orders,
        payments::{PaymentDesk, refunds},
    },
};
use actix_web::{HttpResponse, get, post, web};
use mongodb::bson::DateTime;
use serde::Deserialize;
use shop_core::{ListingParams, ListingQuery, OrderStatus};
use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(list).service(set_status).service(refund).service(dashboard);
}

#[derive(Deserialize)]
struct ListQuery {
    status: Option<String>,
    customer_id: Option<String>,
    page: Option<String>,
    #[serde(rename = "perPage")]
    per_page: Option<String>,
}

#[derive(Deserialize, utoipa::ToSchema)]
struct StatusBody {
    status: String,
    /// When shipping: each phone's IMEIs (one, or two for a dual-SIM phone),
    /// one list per unit of the order; 15 digits each, Luhn-checked.
    #[serde(default)]
    handsets: Vec<Vec<String>>,
}

/// Every order, filtered and paged
///
/// `{orders, totalOrders, page, perPage}`; query `status`, `customer_id`, `page`, `perPage`.
#[utoipa::path(
    operation_id = "admin_orders_list",
    params(
        ("status" = Option<String>, Query, description = "An order status"),
        ("customer_id" = Option<String>, Query, description = "One customer's orders"),
        ("page" = Option<String>, Query, description = "Page from 1"),
        ("perPage" = Option<String>, Query, description = "Rows per page"),
    ),
    tag = "admin",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = crate::responses::dashboard::OrderPage),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Trouble,
    ),
)]
#[get("/admin/orders")]
#[tracing::instrument(skip_all)]
pub(super) async fn list(
    _admin: Admin,
    repositories: web::Data<Repositories>,
    query: web::Query<ListQuery>,
) -> Result<HttpResponse, ApiError> {
    let paging = ListingQuery::parse(&ListingParams {
        page: query.page.clone(),
        per_page: query.per_page.clone(),
        ..Default::default()
    })?;
    let filter = OrderFilter {
        status: query
            .status
            .as_deref()
            .filter(|s| !s.is_empty())
            .map(OrderStatus::parse)
            .transpose()?,
        customer_id: query
            .customer_id
            .as_deref()
            .filter(|s| !s.is_empty())
            .map(|c| parse_id(c, "customer_id"))
            .transpose()?,
        since: None,
    };
    let (orders, total) = order_list::admin_page(
        &repositories,
        &filter,
        paging.skip(),
        i64::from(paging.per_page),
        DateTime::now(),
    )
    .await?;
    Ok(HttpResponse::Ok().json(OrderPage {
        orders: orders.into_iter().map(OrderResponse::from).collect(),
        total_orders: total,
        page: paging.page,
        per_page: paging.per_page,
    }))
}

/// Move an order along its lifecycle
///
/// `{status, handsets}` (when shipping, each unit's IMEIs) → the order; it moves along the core's
/// lifecycle, 409 otherwise.
#[utoipa::path(
    operation_id = "admin_orders_set_status",
    request_body = StatusBody,
    tag = "admin",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = crate::responses::order::OrderResponse),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Missing,
        super::documented::Conflicting,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[post("/admin/orders/{order_id}/status")]
#[tracing::instrument(skip_all)]
pub(super) async fn set_status(
    repositories: web::Data<Repositories>,
    desk: web::Data<PaymentDesk>,
    order_id: web::Path<String>,
    request: AdminBody<StatusBody>,
) -> Result<HttpResponse, ApiError> {
    let AdminBody(_, body) = request;
    let id = parse_id(&order_id, "orderId")?;
    let to = OrderStatus::parse(body.status.trim())?;
    let order = orders::change_status(&repositories, &desk, id, None, to, &body.handsets).await?;
    Ok(HttpResponse::Ok().json(OrderResponse::from(order)))
}

/// The admin dashboard's figures
///
/// `{sales_per_day, orders_per_status, attention}`: sales per Dhaka day over 30 days, orders per
/// status, payments needing the admin.
#[utoipa::path(
    operation_id = "admin_orders_dashboard",
    tag = "admin",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = crate::responses::dashboard::AdminDashboard),
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Trouble,
    ),
)]
#[get("/admin/dashboard")]
#[tracing::instrument(skip_all)]
pub(super) async fn dashboard(_admin: Admin, repositories: web::Data<Repositories>) -> Result<HttpResponse, ApiError> {
    let dashboard_service::Figures {
        per_status,
        per_day,
        attention,
    } = dashboard_service::figures(&repositories, DateTime::now()).await?;
    Ok(HttpResponse::Ok().json(AdminDashboard {
        orders_per_status: per_status
            .into_iter()
            .map(|(s, n)| (s.as_str().to_owned(), n))
            .collect(),
        sales_per_day: per_day
            .into_iter()
            .map(|day| DaySales {
                date: day.day,
                total: day.total.poisha(),
                orders: day.orders,
            })
            .collect(),
        attention,
    }))
}

/// Refund a cancelled paid order through bKash
///
/// Answers the order; 409 no refund owed or one under way; 502 bKash did not refund.
#[utoipa::path(
    operation_id = "admin_orders_refund",
    tag = "admin",
    security(("token" = [])),
    responses(
        (
            status = 200,
            description = "Refunded through the provider",
            body = crate::responses::order::OrderResponse,
        ),
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Missing,
        (
            status = 409,
            description = "It owes no refund, or one is being made: `{message}`",
            body = crate::responses::error::ErrorAnswer,
        ),
        (
            status = 502,
            description = "The provider did not refund: `{message}`",
            body = crate::responses::error::ErrorAnswer,
        ),
        super::documented::BadInput,
        super::documented::Trouble,
    ),
)]
#[post("/admin/orders/{order_id}/refund")]
#[tracing::instrument(skip_all)]
pub(super) async fn refund(
    _admin: Admin,
    repositories: web::Data<Repositories>,
    desk: web::Data<PaymentDesk>,
    order_id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id = parse_id(&order_id, "orderId").map_err(|_| Failure::NotFound(texts::orders::ORDER_NOT_FOUND.into()))?;
    let order = refunds::refund(&repositories, &desk, id, DateTime::now()).await?;
    Ok(HttpResponse::Ok().json(OrderResponse::from(order)))
}
