//! `GET /api/products/{id}/price-history`: a phone's recent prices, its
//! lowest price of the last 30 days and whether its discount is an honest one.

use crate::{
    error::ApiError, ids::parse_id, repository::Repositories, responses::price_history::PriceHistoryAnswer,
    services::price_history,
};
use actix_web::{HttpResponse, get, web};
use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(history);
}

/// Which variant's prices.
#[derive(Debug, serde::Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct HistoryQuery {
    /// A variant's `_id`; without it, the variant the phone's page opens on.
    variant: Option<String>,
}

/// One variant's prices over the last 90 days and the verdict on its discount
///
/// For `?variant=`, else the default variant: `{product_id, variant_id, days, points: [{at, price,
/// discount, final_price, final_price_text}], final_price, lowest_30_days, reference_price,
/// discount_shown, shown_discount_percent}` (with `_text` forms). The first point is the price in
/// force when the 90 days began; `lowest_30_days` is the 30-day low, and `discount_shown` the
/// core's verdict on the discount. 404 unknown, 400 malformed id.
#[utoipa::path(
    operation_id = "price_history",
    tag = "catalog",
    params(HistoryQuery),
    responses(
        (status = 200, description = "OK", body = PriceHistoryAnswer),
        super::documented::BadInput,
        super::documented::Missing,
        super::documented::Trouble,
    ),
)]
#[get("/products/{id}/price-history")]
#[tracing::instrument(skip(repositories))]
pub(super) async fn history(
    repositories: web::Data<Repositories>,
    id: web::Path<String>,
    query: web::Query<HistoryQuery>,
) -> Result<HttpResponse, ApiError> {
    let product = parse_id(&id, "product id")?;
    let answer = price_history::of_product(&repositories, product, query.variant.as_deref()).await?;
    Ok(HttpResponse::Ok().json(answer))
}
