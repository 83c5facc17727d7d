//! A product's price history for its page: the recent points, the lowest
//! price of the last 30 days and the honest-discount verdict, all by the
//! core's rules (`shop_core::price_history`).

use crate::texts;
use crate::{
    documents::price_history::PricePointDocument,
    repository::Repositories,
    responses::price_history::{PriceHistoryAnswer, PricePointAnswer},
    services::Failure,
};
use mongodb::bson::{DateTime, oid::ObjectId};
use shop_core::{
    Money,
    price_history::{self, CHART_DAYS, DAY_MS},
};

/// The price history answer of product `id`.
pub async fn of_product(repositories: &Repositories, id: ObjectId) -> Result<PriceHistoryAnswer, Failure> {
    let product = repositories
        .products
        .find_by_id(id)
        .await?
        .ok_or_else(|| Failure::NotFound(texts::catalog::PRODUCT_NOT_FOUND.into()))?;
    let mut points = repositories.price_history.of_product(id).await?;
    if points.is_empty() {
        // Stored before prices were recorded: it has had this price at least since its last write.
        points.push(PricePointDocument::of(&product, product.updated_at));
    }
    let now = DateTime::now().timestamp_millis();
    let core_points: Vec<_> = points.iter().map(PricePointDocument::core_point).collect();
    let current = Money::from_poisha(product.fields.final_price);
    let lowest = price_history::lowest_recent(&core_points, current, now);
    let shown = product.shown_discount();
    let chart_from = now - CHART_DAYS * DAY_MS;
    // The chart begins with the price in force when its period began.
    let first = points
        .iter()
        .rposition(|p| p.at.timestamp_millis() <= chart_from)
        .unwrap_or(0);
    Ok(PriceHistoryAnswer {
        product_id: id.to_hex(),
        days: CHART_DAYS,
        points: points[first..].iter().map(PricePointAnswer::from).collect(),
        final_price: current.poisha(),
        final_price_text: current.format_tk(),
        lowest_30_days: lowest.poisha(),
        lowest_30_days_text: lowest.format_tk(),
        reference_price: shown.reference_price.poisha(),
        reference_price_text: shown.reference_price.format_tk(),
        discount_shown: shown.shown,
        shown_discount_percent: shown.percent,
    })
}
