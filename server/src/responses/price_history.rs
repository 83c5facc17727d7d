//! A product's price history as the API answers it.

use super::rfc3339;
use crate::documents::price_history::PricePointDocument;
use serde::Serialize;
use shop_core::Money;

/// The prices a product had from `at` on (money in poisha).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct PricePointAnswer {
    /// RFC 3339.
    pub at: String,
    pub price: i64,
    pub discount: i64,
    pub final_price: i64,
    pub final_price_text: String,
}

impl From<&PricePointDocument> for PricePointAnswer {
    fn from(point: &PricePointDocument) -> Self {
        PricePointAnswer {
            at: rfc3339(point.at),
            price: point.price,
            discount: point.discount,
            final_price: point.final_price,
            final_price_text: Money::from_poisha(point.final_price).format_tk(),
        }
    }
}

/// `GET /api/products/{id}/price-history`: the points of the last `days` days
/// (the first is the price in force when that period began, which may be
/// older), the lowest price of the last 30 days and the core's verdict on the
/// current discount.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct PriceHistoryAnswer {
    pub product_id: String,
    /// The variant whose prices these are; null for a product sold as itself.
    pub variant_id: Option<String>,
    pub days: i64,
    /// Oldest first.
    pub points: Vec<PricePointAnswer>,
    pub final_price: i64,
    pub final_price_text: String,
    /// The lowest final price in force in the last 30 days, the current one included.
    pub lowest_30_days: i64,
    pub lowest_30_days_text: String,
    /// The lowest final price of the 30 days before the current price took
    /// effect (or the undiscounted price, with no earlier history).
    pub reference_price: i64,
    pub reference_price_text: String,
    /// Whether the current discount is an honest one, so it may be shown.
    pub discount_shown: bool,
    /// The whole percent below `reference_price`; 0 when not shown.
    pub shown_discount_percent: u32,
}
