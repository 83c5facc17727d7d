//! Cart and wishlist bindings.

use alloc::string::String;

use crate::{
    convert::{self, array},
    error::throw,
    shapes,
};
use shop_core::{Quantity, cart, wishlist};
use wasm_bindgen::prelude::*;

/// What toggling `productId` would do: `"added"` or `"removed"`.
#[wasm_bindgen(js_name = toggleOutcome, unchecked_return_type = "ToggleOutcome")]
pub fn toggle_outcome(
    #[wasm_bindgen(unchecked_param_type = "string[]")] present_ids: JsValue,
    product_id: &str,
) -> Result<JsValue, JsValue> {
    let ids = convert::strings(present_ids)?;
    Ok(cart::toggle_outcome(ids.iter().map(String::as_str), product_id)
        .as_str()
        .into())
}

/// Sum of price times quantity, in poisha.
#[wasm_bindgen(js_name = cartSubtotal)]
pub fn cart_subtotal(#[wasm_bindgen(unchecked_param_type = "CartLine[]")] lines: JsValue) -> Result<f64, JsValue> {
    let lines = shapes::cart_lines(lines)?;
    convert::poisha(cart::subtotal(&lines).map_err(throw)?)
}

/// The number for 'Total Items (n)': how many lines the cart has.
#[wasm_bindgen(js_name = cartItemCount)]
pub fn cart_item_count(#[wasm_bindgen(unchecked_param_type = "CartLine[]")] lines: JsValue) -> Result<u32, JsValue> {
    let lines = shapes::cart_lines(lines)?;
    u32::try_from(cart::item_count(&lines)).map_err(|_| crate::error::invalid_input("too many lines"))
}

/// One more, never above the stock; throws `cart.above_stock` at the limit.
#[wasm_bindgen(js_name = increaseQuantity)]
pub fn increase_quantity(quantity: u32, stock: u32) -> Result<u32, JsValue> {
    Quantity::parse(quantity, u32::MAX)
        .and_then(|q| q.increase(stock))
        .map(Quantity::get)
        .map_err(throw)
}

/// One less while above 1; at 1 it stays 1.
#[wasm_bindgen(js_name = decreaseQuantity)]
pub fn decrease_quantity(quantity: u32) -> Result<u32, JsValue> {
    Quantity::parse(quantity, u32::MAX)
        .map(|q| q.decrease().get())
        .map_err(throw)
}

/// For each wishlist product id, whether it is already in the cart.
#[wasm_bindgen(js_name = wishlistInCart, unchecked_return_type = "boolean[]")]
pub fn wishlist_in_cart(
    #[wasm_bindgen(unchecked_param_type = "string[]")] wishlist_ids: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string[]")] cart_ids: JsValue,
) -> Result<JsValue, JsValue> {
    let flags = wishlist::in_cart_flags(&convert::strings(wishlist_ids)?, &convert::strings(cart_ids)?);
    Ok(array(flags))
}

/// How much of a product is left: `"out"`, `"low"` (only a few) or `"in"`.
#[wasm_bindgen(js_name = stockLevel, unchecked_return_type = "StockLevel")]
pub fn stock_level(stock: f64) -> Result<JsValue, JsValue> {
    // Truncated toward zero (the module has no `f64::floor`): a fraction
    // below one unit is "out" either way, so the level is the floor's.
    #[allow(clippy::cast_possible_truncation)]
    let whole = if stock.is_finite() { stock as i64 } else { 0 };
    Ok(cart::stock_level(whole).as_str().into())
}
