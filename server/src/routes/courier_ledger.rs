//! The courier's money for the admin: what it collected and charged, what it
//! owes and paid, and every difference.

use crate::{
    auth::extract::Admin,
    error::ApiError,
    failure::Failure,
    repository::Repositories,
    responses::courier_ledger::{LedgerAnswer, LedgerParcelAnswer, PayoutAnswer},
    services::shipping::ledger::{self, PAYOUT_DAYS},
};
use actix_web::{HttpResponse, get, web};
use mongodb::bson::DateTime;
use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(show);
}

/// The courier's money
///
/// What the settled parcels collected and were charged, what the courier owes for them, what its
/// payouts paid, the balance (0 when square), parcels settled more than `payout_days` ago that no
/// payout paid, parcels a payout counted otherwise than the shop, and the newest payouts.
#[utoipa::path(
    operation_id = "admin_courier_ledger",
    tag = "admin",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = LedgerAnswer),
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Trouble,
    ),
)]
#[get("/admin/courier-ledger")]
#[tracing::instrument(skip_all)]
pub(super) async fn show(_admin: Admin, repositories: web::Data<Repositories>) -> Result<HttpResponse, ApiError> {
    let ledger = ledger::ledger(&repositories, DateTime::now())
        .await
        .map_err(Failure::from)?;
    Ok(HttpResponse::Ok().json(LedgerAnswer {
        collected: ledger.collected,
        charges: ledger.charges,
        owed: ledger.owed,
        paid: ledger.paid,
        balance: ledger.balance,
        payout_days: PAYOUT_DAYS,
        unpaid: ledger.unpaid.into_iter().map(LedgerParcelAnswer::from).collect(),
        mismatched: ledger.mismatched.into_iter().map(LedgerParcelAnswer::from).collect(),
        payouts: ledger.payouts.into_iter().map(PayoutAnswer::from).collect(),
    }))
}
