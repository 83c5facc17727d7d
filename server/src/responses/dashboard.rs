//! The customer's and the admin's dashboard figures, and the admin's order pages.

use super::order::OrderResponse;
use serde::Serialize;
use std::collections::BTreeMap;

/// A customer's purchases.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct CustomerDashboard {
    pub purchase_count: u64,
    /// Poisha.
    pub total_cost: i64,
    /// The same as "TK 1,234.50".
    pub total_cost_text: String,
    pub orders: Vec<OrderResponse>,
}

/// Sales of one shop day (Dhaka time).
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct DaySales {
    /// `YYYY-MM-DD`.
    pub date: String,
    /// Poisha.
    pub total: i64,
    pub orders: u64,
}

/// The admin overview's figures.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct AdminDashboard {
    pub sales_per_day: Vec<DaySales>,
    /// Orders per status name.
    pub orders_per_status: BTreeMap<String, u64>,
    /// Money the shop could not settle on its own yet.
    pub attention: super::attention::NeedsAttention,
}

/// One page of every customer's orders.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OrderPage {
    pub orders: Vec<OrderResponse>,
    pub total_orders: u64,
    pub page: u32,
    pub per_page: u32,
}
