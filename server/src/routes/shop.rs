//! `GET /api/shop/papers`: the shop's DBID and trade licence, for the
//! footer and the invoice.

use crate::{config::Settings, responses::shop::ShopPapersAnswer};
use actix_web::{HttpResponse, get, http::header, web};
use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(papers);
}

/// The shop's Digital Business ID and trade licence
///
/// `{dbid, trade_licence}` as the shop's settings have them (`SHOP_DBID`, `SHOP_TRADE_LICENCE`);
/// `null` when unset. Browsers may keep the answer for five minutes.
#[utoipa::path(
    operation_id = "shop_papers",
    tag = "system",
    responses(
        (status = 200, description = "OK", body = ShopPapersAnswer),
        super::documented::Trouble,
    ),
)]
#[get("/shop/papers")]
#[tracing::instrument(skip_all)]
pub(super) async fn papers(settings: web::Data<Settings>) -> HttpResponse {
    HttpResponse::Ok()
        .insert_header((header::CACHE_CONTROL, "public, max-age=300"))
        .json(ShopPapersAnswer::from(&settings.papers))
}
