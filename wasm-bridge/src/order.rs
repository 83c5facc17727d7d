//! Order status bindings.

use crate::{convert::array, error::throw};
use shop_core::{OrderState, OrderStatus, PaymentStatus};
use wasm_bindgen::prelude::*;

/// The status an order moves to, or a thrown `order.invalid_transition`.
#[wasm_bindgen(js_name = orderTransition, unchecked_return_type = "OrderStatus")]
pub fn order_transition(from: &str, to: &str) -> Result<JsValue, JsValue> {
    let from = OrderStatus::parse(from).map_err(throw)?;
    let to = OrderStatus::parse(to).map_err(throw)?;
    Ok(from.transition(to).map_err(throw)?.as_str().into())
}

/// The statuses an order may move to, its payment considered (an order
/// awaiting its payment has none: it is paid, or it lapses at its deadline).
#[wasm_bindgen(js_name = nextOrderMoves, unchecked_return_type = "OrderStatus[]")]
pub fn next_order_moves(order: &str, payment: &str) -> Result<JsValue, JsValue> {
    let state = OrderState::new(
        OrderStatus::parse(order).map_err(throw)?,
        PaymentStatus::parse(payment).map_err(throw)?,
    );
    Ok(array(state.next_statuses().into_iter().map(OrderStatus::as_str)))
}

/// The statuses an order in `from` may move to.
#[wasm_bindgen(js_name = nextOrderStatuses, unchecked_return_type = "OrderStatus[]")]
pub fn next_order_statuses(from: &str) -> Result<JsValue, JsValue> {
    Ok(array(
        OrderStatus::parse(from)
            .map_err(throw)?
            .next_statuses()
            .iter()
            .map(|s| s.as_str()),
    ))
}

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

/// Whether a customer may still cancel an order in `status`.
#[wasm_bindgen(js_name = canCancelOrder)]
pub fn can_cancel_order(status: &str) -> Result<bool, JsValue> {
    Ok(OrderStatus::parse(status)
        .map_err(throw)?
        .transition(OrderStatus::Cancelled)
        .is_ok())
}
