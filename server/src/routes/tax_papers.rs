//! An order's Mushak-6.3 tax invoice and its return's Mushak-6.7 credit note.

use crate::{
    auth::Identity, config::Settings, documents::tax_paper::TaxPaperKind, error::ApiError, failure::Failure,
    ids::parse_id, repository::Repositories, responses::tax_paper::TaxPaperAnswer, services::tax_papers, texts,
};
use actix_web::{HttpResponse, get, web};
use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(invoice).service(credit_note);
}

async fn answer(
    identity: &Identity,
    repositories: &Repositories,
    settings: &Settings,
    order_id: &str,
    kind: TaxPaperKind,
) -> Result<HttpResponse, ApiError> {
    let id = parse_id(order_id, "orderId").map_err(|_| Failure::NotFound(texts::orders::ORDER_NOT_FOUND.into()))?;
    let admin = identity.is_admin_now(repositories, settings.admin_policy()).await?;
    let owner = (!admin).then_some(identity.user_id);
    let paper = tax_papers::of_order(repositories, kind, id, owner).await?;
    Ok(HttpResponse::Ok().json(TaxPaperAnswer::from(paper)))
}

/// An order's Mushak-6.3 tax invoice
///
/// Issued once the order is delivered (by a VAT-registered shop: `VAT_BIN` set), numbered per
/// financial year, and never changed. The caller's own order; an admin may read any. 404 until
/// issued, or for someone else's order.
#[utoipa::path(
    operation_id = "tax_invoice_of_order",
    tag = "orders",
    security(("token" = [])),
    responses(
        (status = 200, description = "The invoice", body = TaxPaperAnswer),
        super::documented::SignedOut,
        super::documented::Missing,
        super::documented::BadInput,
        super::documented::Trouble,
    ),
)]
#[get("/order/{order_id}/tax-invoice")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn invoice(
    identity: Identity,
    repositories: web::Data<Repositories>,
    settings: web::Data<Settings>,
    order_id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    answer(&identity, &repositories, &settings, &order_id, TaxPaperKind::Invoice).await
}

/// The Mushak-6.7 credit note of an order's return
///
/// Issued once the return is refunded, against the order's invoice. The caller's own order; an
/// admin may read any. 404 until issued, or for someone else's order.
#[utoipa::path(
    operation_id = "credit_note_of_order",
    tag = "orders",
    security(("token" = [])),
    responses(
        (status = 200, description = "The credit note", body = TaxPaperAnswer),
        super::documented::SignedOut,
        super::documented::Missing,
        super::documented::BadInput,
        super::documented::Trouble,
    ),
)]
#[get("/order/{order_id}/credit-note")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn credit_note(
    identity: Identity,
    repositories: web::Data<Repositories>,
    settings: web::Data<Settings>,
    order_id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    answer(&identity, &repositories, &settings, &order_id, TaxPaperKind::CreditNote).await
}
