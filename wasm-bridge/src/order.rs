//! Order status bindings.

use crate::{convert::array, error::throw};
use shop_core::OrderStatus;
use wasm_bindgen::prelude::*;

/// Every order status in lifecycle order.
#[wasm_bindgen(js_name = orderStatuses, unchecked_return_type = "OrderStatus[]")]
pub fn order_statuses() -> JsValue {
    array(OrderStatus::ALL.iter().map(|s| s.as_str()))
}

/// Whether an order in `status` has reached its customer, who may then review the product.
#[wasm_bindgen(js_name = canReviewOrder)]
pub fn can_review_order(status: &str) -> Result<bool, JsValue> {
    Ok(OrderStatus::parse(status).map_err(throw)?.is_delivered())
}
