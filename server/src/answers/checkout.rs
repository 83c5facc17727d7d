//! The checkout summary and a placed checkout, as the API answers them.

use super::{cart::LineResponse, order::OrderResponse};
use serde::Serialize;

/// A payment method offered at checkout.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct PaymentMethodOption {
    pub value: String,
    pub label: String,
}

/// The cart priced by the server (money in poisha).
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct CheckoutSummaryAnswer {
    pub lines: Vec<LineResponse>,
    pub item_count: usize,
    pub subtotal: i64,
    pub shipping: i64,
    /// What checkout charges; send it back as `expected_total`.
    pub total: i64,
    /// Titles of lines the shop cannot fill now.
    pub unavailable: Vec<String>,
    pub payment_methods: Vec<PaymentMethodOption>,
}

/// The orders one checkout placed.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct CheckoutAnswer {
    pub checkout_id: String,
    /// True when an earlier try with the same key placed them.
    pub replayed: bool,
    pub total: i64,
    pub orders: Vec<OrderResponse>,
}
