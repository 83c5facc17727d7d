//! The advance asked of a cash-on-delivery checkout before its parcel is
//! booked: the admin asks one (paid by the customer by bKash) or withdraws
//! an unpaid one. Both answer the checkout as the parcel page reads it.

use super::parcels::{checkout_answer, checkout_id};
use crate::{
    auth::extract::{Admin, AdminBody},
    error::ApiError,
    repository::Repositories,
    responses::parcel::CheckoutParcelAnswer,
    services::{
        payments::PaymentDesk,
        shipping::{ShippingDesk, advance, view_of},
    },
};
use actix_web::{HttpResponse, delete, post, web};
use serde::Deserialize;
use shop_core::Money;
use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(ask).service(withdraw);
}

#[derive(Deserialize, utoipa::ToSchema)]
struct AdvanceBody {
    /// Poisha, whole taka: at least 1 TK, less than the checkout's total.
    amount: i64,
}

/// Ask an advance of a cash-on-delivery checkout
///
/// `{amount}` in poisha (whole taka, at least 1 TK, below the total). The checkout's payment
/// becomes a bKash payment of the advance, payable until `COD_ADVANCE_HOURS` from now; the
/// customer is told by e-mail and SMS; its parcel cannot be booked until the advance is paid, and
/// the courier then collects the rest. 409 once the parcel is booked, an order shipped, an advance
/// asked already, or the shop takes no bKash.
#[utoipa::path(
    operation_id = "admin_advance_ask",
    request_body = AdvanceBody,
    tag = "admin",
    security(("token" = [])),
    responses(
        (status = 200, description = "Asked", body = CheckoutParcelAnswer),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Missing,
        super::documented::Conflicting,
        super::documented::Trouble,
    ),
)]
#[post("/admin/checkouts/{checkout_id}/advance")]
#[tracing::instrument(skip_all)]
pub(super) async fn ask(
    repositories: web::Data<Repositories>,
    desk: web::Data<ShippingDesk>,
    payments: web::Data<PaymentDesk>,
    path: web::Path<String>,
    request: AdminBody<AdvanceBody>,
) -> Result<HttpResponse, ApiError> {
    let AdminBody(_, body) = request;
    let id = checkout_id(&path)?;
    let online = payments.advance_method();
    let checkout = advance::ask(&repositories, &desk, id, Money::from_poisha(body.amount), online).await?;
    let view = view_of(&repositories, &desk, checkout, online.is_some()).await?;
    Ok(HttpResponse::Ok().json(checkout_answer(view)))
}

/// Withdraw an unpaid advance
///
/// The checkout is cash on delivery for its whole total again. 409 when the advance is paid or its
/// money is being taken (a payment made later is given back).
#[utoipa::path(
    operation_id = "admin_advance_withdraw",
    tag = "admin",
    security(("token" = [])),
    responses(
        (status = 200, description = "Withdrawn", body = CheckoutParcelAnswer),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Missing,
        super::documented::Conflicting,
        super::documented::Trouble,
    ),
)]
#[delete("/admin/checkouts/{checkout_id}/advance")]
#[tracing::instrument(skip_all)]
pub(super) async fn withdraw(
    _admin: Admin,
    repositories: web::Data<Repositories>,
    desk: web::Data<ShippingDesk>,
    payments: web::Data<PaymentDesk>,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let checkout = advance::withdraw(&repositories, checkout_id(&path)?).await?;
    let view = view_of(&repositories, &desk, checkout, payments.advance_method().is_some()).await?;
    Ok(HttpResponse::Ok().json(checkout_answer(view)))
}
