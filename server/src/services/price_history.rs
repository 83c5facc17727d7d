//! A product's price history for its page: the recent points, the lowest
//! price of the last 30 days and the honest-discount verdict, all by the
//! core's rules (`shop_core::price_history`).

use crate::texts;
use crate::{
    documents::price_history::PricePointDocument,
    failure::Failure,
    repository::Repositories,
    responses::price_history::{PriceHistoryAnswer, PricePointAnswer},
};
use mongodb::bson::{DateTime, oid::ObjectId};
use shop_core::{
    Money,
    price_history::{self, CHART_DAYS, DAY_MS},
};

/// The price history answer of a variant of product `id`: the one asked
/// for, else the one its page opens on (a product sold as itself is its own).
pub async fn of_product(
    repositories: &Repositories,
    id: ObjectId,
    variant: Option<&str>,
) -> Result<PriceHistoryAnswer, Failure> {
    let product = repositories
        .products
        .find_by_id(id)
        .await?
        .ok_or_else(|| Failure::NotFound(texts::catalog::PRODUCT_NOT_FOUND.into()))?;
    let chosen = match variant {
        None => product.opening_variant(None).0,
        Some(asked) => ObjectId::parse_str(asked)
            .ok()
            .and_then(|asked| product.variant(asked))
            .ok_or_else(|| Failure::NotFound(texts::catalog::VARIANT_NOT_FOUND.into()))?,
    };
    let own = product.has_variants().then_some(chosen.id);
    let mut points = repositories.price_history.of_variant(id, own).await?;
    if points.is_empty() {
        // Stored before prices were recorded: it has had this price at least since its last write.
        points.push(match own {
            Some(_) => PricePointDocument::of_variant(&chosen, chosen.updated_at),
            None => PricePointDocument::of(&product, product.updated_at),
        });
    }
    let now = DateTime::now().timestamp_millis();
    let core_points: Vec<_> = points.iter().map(PricePointDocument::core_point).collect();
    let current = Money::from_poisha(chosen.final_price);
    let lowest = price_history::lowest_recent(&core_points, current, now);
    let shown = chosen.shown_discount();
    let chart_from = now - CHART_DAYS * DAY_MS;
    // The chart begins with the price in force when its period began.
    let first = points
        .iter()
        .rposition(|p| p.at.timestamp_millis() <= chart_from)
        .unwrap_or(0);
    Ok(PriceHistoryAnswer {
        product_id: id.to_hex(),
        variant_id: own.map(|v| v.to_hex()),
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
